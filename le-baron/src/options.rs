//! How a game is set up: players, the two variants, and the card table.

use serde::{Deserialize, Serialize};

use crate::cards::{CardTable, Heads, DEFAULT_DECK, NUM_CARDS, RECONSTRUCTED};
use crate::error::SetupError;
use game_core::document::Int;

/// The fewest players.
pub const MIN_PLAYERS: u8 = 2;
/// The most players.
pub const MAX_PLAYERS: usize = 10;
/// The most cards one seat ever holds (hand and pile): the deal for 2 players.
pub const MAX_HELD: usize = 24;
/// Longest deck id, in characters.
pub const MAX_DECK_ID: usize = 40;

/// The cards dealt to each player for a player count (setup step 2); 0 for counts the game does
/// not take.
pub const fn cards_per_player(players: u8) -> u8 {
    match players {
        2 => 24,
        3 => 20,
        4..=6 => 16,
        7 | 8 => 12,
        9 | 10 => 8,
        _ => 0,
    }
}

/// The setup of a game.
///
/// In JSON: `{"players": 4, "sixth_card_rule": true, "heads_are_positive": false, "deck":
/// "lb-cards-reconstructed-1", "cards": null}`; every field is required, `cards` is `null` for
/// the shipped table or lists the heads per colour `[B, Y, G, R, K, W]` of cards 1 to 110.
///
/// Reading JSON checks only the types (a byte for `players` and each head count, six head counts
/// a card); whether the options set up a game is checked by [`Options::validate`] and
/// [`crate::GameRules::with_options`], which return a [`SetupError`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// Number of players, 2 to 10.
    pub players: u8,
    /// Rule 1 (a row's sixth card takes it). `false` is variant 1, "colour counts".
    pub sixth_card_rule: bool,
    /// Variant 2: heads in the penalty pile are positive points, a card that fits no row goes
    /// under its owner's pile.
    pub heads_are_positive: bool,
    /// The deck id naming the card table; [`DEFAULT_DECK`] for the reconstructed table.
    pub deck: String,
    /// A replacement card table (heads per colour of cards 1 to 110), `None` for the shipped one.
    #[serde(deserialize_with = "Option::deserialize")]
    pub cards: Option<Vec<Heads>>,
}

impl Options {
    /// The base game for `players` players with the reconstructed table.
    ///
    /// # Errors
    /// [`SetupError::PlayerCount`] unless `players` is 2 to 10 (LB-D2).
    pub fn new(players: u8) -> Result<Options, SetupError> {
        if cards_per_player(players) == 0 {
            return Err(SetupError::PlayerCount(u32::from(players)));
        }
        Ok(Options {
            players,
            sixth_card_rule: true,
            heads_are_positive: false,
            deck: DEFAULT_DECK.to_string(),
            cards: None,
        })
    }

    /// These options with variant 1 (rule 1 off) set as `on`.
    pub fn colour_counts(mut self, on: bool) -> Options {
        self.sixth_card_rule = !on;
        self
    }

    /// These options with variant 2 (positive heads) set as `on`.
    pub fn positive_heads(mut self, on: bool) -> Options {
        self.heads_are_positive = on;
        self
    }

    /// These options with a replacement card table named `deck`.
    pub fn with_table(mut self, deck: &str, cards: Vec<Heads>) -> Options {
        self.deck = deck.to_string();
        self.cards = Some(cards);
        self
    }

    /// Checks the options and builds the setup the game keeps.
    ///
    /// # Errors
    /// [`SetupError::PlayerCount`] for other than 2 to 10 players, [`SetupError::Deck`] for a
    /// bad deck id, [`SetupError::CardCount`] or [`SetupError::CardHeads`] (naming the card) for a
    /// replacement table that is not one.
    pub fn validate(&self) -> Result<Setup, SetupError> {
        if cards_per_player(self.players) == 0 {
            return Err(SetupError::PlayerCount(u32::from(self.players)));
        }
        let deck = DeckId::new(&self.deck)?;
        let table = match &self.cards {
            None if self.deck == DEFAULT_DECK => RECONSTRUCTED,
            None => return Err(SetupError::Deck("a deck other than the shipped one must give its card table")),
            Some(_) if self.deck == DEFAULT_DECK => {
                return Err(SetupError::Deck("a replacement table needs its own deck id, not the shipped one's"))
            }
            Some(cards) => CardTable::from_heads(cards)?,
        };
        Ok(Setup {
            players: self.players,
            sixth_card_rule: self.sixth_card_rule,
            heads_are_positive: self.heads_are_positive,
            deck,
            custom_table: self.cards.is_some(),
            table,
        })
    }
}

/// A deck id held without the heap: printable ASCII, 1 to [`MAX_DECK_ID`] characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DeckId {
    bytes: [u8; MAX_DECK_ID],
    len: u8,
}

impl DeckId {
    /// A deck id from text.
    ///
    /// # Errors
    /// [`SetupError::Deck`] if the text is empty, longer than [`MAX_DECK_ID`] characters or not
    /// printable ASCII.
    pub fn new(text: &str) -> Result<DeckId, SetupError> {
        if text.is_empty() || text.len() > MAX_DECK_ID {
            return Err(SetupError::Deck("a deck id has 1 to 40 characters"));
        }
        if !text.bytes().all(|b| b.is_ascii_graphic()) {
            return Err(SetupError::Deck("a deck id is printable ASCII without spaces"));
        }
        let mut bytes = [0; MAX_DECK_ID];
        bytes[..text.len()].copy_from_slice(text.as_bytes());
        Ok(DeckId { bytes, len: text.len() as u8 })
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).expect("checked ASCII")
    }
}

/// Validated options in the fixed-size form a game keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Number of players.
    pub players: u8,
    /// Rule 1 on.
    pub sixth_card_rule: bool,
    /// Variant 2 on.
    pub heads_are_positive: bool,
    /// The deck id.
    pub deck: DeckId,
    /// Whether the table replaces the shipped one.
    pub custom_table: bool,
    /// The card table.
    pub table: CardTable,
}

impl Setup {
    /// Back to options.
    pub fn options(&self) -> Options {
        Options {
            players: self.players,
            sixth_card_rule: self.sixth_card_rule,
            heads_are_positive: self.heads_are_positive,
            deck: self.deck.as_str().to_string(),
            cards: self.custom_table.then(|| self.table.all_heads()),
        }
    }

    /// Cards dealt to each player.
    pub fn per_player(&self) -> u8 {
        cards_per_player(self.players)
    }

    /// Cards in the box: 110 minus the deal minus the five row starts.
    pub fn boxed(&self) -> usize {
        NUM_CARDS - 5 - usize::from(self.per_player()) * usize::from(self.players)
    }
}

/// The JSON form of [`Options`], numbers unchecked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "options", deny_unknown_fields)]
pub struct OptionsDoc {
    /// Players.
    pub players: Int,
    /// Rule 1 on.
    pub sixth_card_rule: bool,
    /// Variant 2 on.
    pub heads_are_positive: bool,
    /// Deck id.
    pub deck: String,
    /// Replacement table or `null`.
    #[serde(deserialize_with = "Option::deserialize")]
    pub cards: Option<Vec<Vec<Int>>>,
}

impl From<Options> for OptionsDoc {
    fn from(o: Options) -> OptionsDoc {
        OptionsDoc {
            players: o.players.into(),
            sixth_card_rule: o.sixth_card_rule,
            heads_are_positive: o.heads_are_positive,
            deck: o.deck,
            cards: o.cards.map(|cards| cards.iter().map(|h| h.iter().map(|&x| x.into()).collect()).collect()),
        }
    }
}

impl OptionsDoc {
    /// The options, numbers range-checked; `path` prefixes the JSON paths of errors.
    ///
    /// # Errors
    /// [`crate::DocumentError::Range`] or [`crate::StateError::Length`] naming the field.
    pub fn to_options(&self, path: &str) -> Result<Options, crate::error::StateError> {
        let players = self.players.within(|| format!("{path}players"), 0, 255, "a player count is 2 to 10")? as u8;
        if cards_per_player(players) == 0 {
            return Err(SetupError::PlayerCount(players.into()).into());
        }
        let cards = match &self.cards {
            None => None,
            Some(list) => {
                let mut cards = Vec::with_capacity(list.len().min(NUM_CARDS));
                for (i, heads) in list.iter().enumerate() {
                    if heads.len() != 6 {
                        return Err(crate::error::StateError::Length {
                            path: format!("{path}cards[{i}]"),
                            found: heads.len(),
                            expected: 6,
                        });
                    }
                    let mut h = [0u8; 6];
                    for (c, x) in heads.iter().enumerate() {
                        h[c] = x.within(|| format!("{path}cards[{i}][{c}]"), 0, 255, "a count of heads is 0 to 255")?
                            as u8;
                    }
                    cards.push(h);
                }
                Some(cards)
            }
        };
        Ok(Options {
            players,
            sixth_card_rule: self.sixth_card_rule,
            heads_are_positive: self.heads_are_positive,
            deck: self.deck.clone(),
            cards,
        })
    }
}
