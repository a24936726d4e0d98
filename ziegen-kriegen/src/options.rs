//! Game options: the player count, the first leader, the number of rounds and the card tables.

use game_core::document::{out_of_range, via, Int, Plain};
use serde::{Deserialize, Deserializer, Serialize};

use crate::cards::{
    valid_deck_id, DeckId, HillCard, Tables, DEFAULT_GOAT_DECK, DEFAULT_HILL_DECK, MAX_HEADS, MAX_HILL_NUMBER,
    NUM_GOATS, NUM_HILLS,
};
use crate::error::{excerpt, SetupError};

/// Smallest player count (ZK-D2).
pub const MIN_PLAYERS: u8 = 3;
/// Largest player count.
pub const MAX_PLAYERS: usize = 6;
/// The most rounds a game has (the variant plays one round per player).
pub const MAX_ROUNDS: usize = MAX_PLAYERS;

/// Everything that fixes a game besides the seed.
///
/// [`Options::new`] gives the defaults: the base game (one round), seat 0 leads first, the
/// reconstructed card tables. Change fields, then pass the value to
/// [`crate::GameRules::with_options`], which checks it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// Number of players, 3 to 6 (ZK-D2).
    #[serde(deserialize_with = "small")]
    pub players: u8,
    /// The seat that leads the first trick (default 0); round `r` is led first by
    /// `(start_player + r) % players` (ZK-D13).
    #[serde(deserialize_with = "small")]
    pub start_player: u8,
    /// 1 (the base game) or the number of players (the variant; ZK-D12).
    #[serde(deserialize_with = "small")]
    pub rounds: u8,
    /// Id of the goat table: [`DEFAULT_GOAT_DECK`] for the built-in reconstructed table, another
    /// id for the table in `goat_heads`.
    pub goat_deck: String,
    /// Heads on cards 1 to 50 (entry `c - 1` for card `c`, each 1 to 5); `None` for the built-in
    /// reconstructed table.
    #[serde(deserialize_with = "via::<_, Option<Vec<Small>>>")]
    pub goat_heads: Option<Vec<u8>>,
    /// Id of the hill table: [`DEFAULT_HILL_DECK`] for the built-in reconstructed table, another
    /// id for the table in `hill_pairs`.
    pub hill_deck: String,
    /// The two numbers of hill cards 0 to 11 (two different numbers from 1 to 8, either order);
    /// `None` for the built-in reconstructed table.
    #[serde(deserialize_with = "via::<_, Option<Vec<[Small; 2]>>>")]
    pub hill_pairs: Option<Vec<[u8; 2]>>,
}

impl Options {
    /// The default options for `players` players.
    ///
    /// # Errors
    /// [`SetupError::PlayerCount`] unless `players` is 3 to 6.
    pub fn new(players: u8) -> Result<Options, SetupError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS as u8).contains(&players) {
            return Err(SetupError::PlayerCount(players));
        }
        Ok(Options {
            players,
            start_player: 0,
            rounds: 1,
            goat_deck: DEFAULT_GOAT_DECK.to_string(),
            goat_heads: None,
            hill_deck: DEFAULT_HILL_DECK.to_string(),
            hill_pairs: None,
        })
    }

    /// The options of the variant: as [`Options::new`] with one round per player.
    ///
    /// # Errors
    /// [`SetupError::PlayerCount`] unless `players` is 3 to 6.
    pub fn variant(players: u8) -> Result<Options, SetupError> {
        Ok(Options { rounds: players, ..Options::new(players)? })
    }

    /// Checks the options.
    ///
    /// # Errors
    /// The first problem found.
    pub fn validate(&self) -> Result<(), SetupError> {
        self.tables().map(|_| ())
    }

    /// The card tables these options name, checked along with the other fields.
    ///
    /// # Errors
    /// The first problem found.
    pub fn tables(&self) -> Result<Tables, SetupError> {
        let players = self.players;
        if !(MIN_PLAYERS..=MAX_PLAYERS as u8).contains(&players) {
            return Err(SetupError::PlayerCount(players));
        }
        if self.start_player >= players {
            return Err(SetupError::StartPlayer { start: self.start_player, players });
        }
        if self.rounds != 1 && self.rounds != players {
            return Err(SetupError::Rounds { rounds: self.rounds, players });
        }
        let mut tables = Tables::reconstructed();
        let defaults = self.goat_heads.is_none()
            && self.hill_pairs.is_none()
            && self.goat_deck == DEFAULT_GOAT_DECK
            && self.hill_deck == DEFAULT_HILL_DECK;
        if defaults {
            return Ok(tables);
        }
        tables.goat_deck = deck_id("goat_deck", &self.goat_deck)?;
        tables.hill_deck = deck_id("hill_deck", &self.hill_deck)?;
        match (&self.goat_heads, self.goat_deck == DEFAULT_GOAT_DECK) {
            (None, true) => {}
            (Some(_), true) => {
                return Err(SetupError::DefaultIdWithTable { field: "goat_deck", id: DEFAULT_GOAT_DECK });
            }
            (None, false) => {
                return Err(SetupError::MissingTable {
                    field: "goat_deck",
                    id: excerpt(&self.goat_deck),
                    table: "goat_heads",
                })
            }
            (Some(heads), false) => {
                if heads.len() != NUM_GOATS {
                    return Err(SetupError::GoatTableLength(heads.len()));
                }
                for (index, &h) in heads.iter().enumerate() {
                    if !(1..=MAX_HEADS).contains(&h) {
                        return Err(SetupError::GoatHeads { index, card: index + 1, heads: h });
                    }
                    tables.heads[index + 1] = h;
                }
            }
        }
        match (&self.hill_pairs, self.hill_deck == DEFAULT_HILL_DECK) {
            (None, true) => {}
            (Some(_), true) => {
                return Err(SetupError::DefaultIdWithTable { field: "hill_deck", id: DEFAULT_HILL_DECK });
            }
            (None, false) => {
                return Err(SetupError::MissingTable {
                    field: "hill_deck",
                    id: excerpt(&self.hill_deck),
                    table: "hill_pairs",
                })
            }
            (Some(pairs), false) => {
                if pairs.len() != NUM_HILLS {
                    return Err(SetupError::HillTableLength(pairs.len()));
                }
                for (index, &[a, b]) in pairs.iter().enumerate() {
                    for number in [a, b] {
                        if !(1..=MAX_HILL_NUMBER).contains(&number) {
                            return Err(SetupError::HillNumber { index, number });
                        }
                    }
                    if a == b {
                        return Err(SetupError::HillSameNumbers { index, number: a });
                    }
                    tables.hills[index] = HillCard::new(a, b);
                }
            }
        }
        Ok(tables)
    }

    /// The options that set up a game with `tables` (the inverse of [`Options::tables`]).
    pub(crate) fn from_parts(players: u8, start_player: u8, rounds: u8, tables: &Tables) -> Options {
        Options {
            players,
            start_player,
            rounds,
            goat_deck: tables.goat_deck.to_string(),
            goat_heads: (!tables.default_goats()).then(|| tables.heads[1..].to_vec()),
            hill_deck: tables.hill_deck.to_string(),
            hill_pairs: (!tables.default_hills()).then(|| tables.hills.iter().map(|h| [h.low, h.high]).collect()),
        }
    }
}

fn deck_id(field: &'static str, id: &str) -> Result<DeckId, SetupError> {
    if !valid_deck_id(id) {
        return Err(SetupError::DeckId { field, id: excerpt(id) });
    }
    Ok(DeckId::from(id).expect("length checked"))
}

/// A number of the options as written in a document: a whole number (of any JSON spelling of
/// one) from 0 to 255. The rules of each field (3 to 6 players, 1 to 5 heads, ...) are checked
/// by [`Options::tables`]; a larger or negative number is a range error naming the field.
struct Small(u8);

impl<'de> Deserialize<'de> for Small {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Small, D::Error> {
        let Int(value) = Int::deserialize(d)?;
        u8::try_from(value)
            .map(Small)
            .map_err(|_| out_of_range(format!("{value} is out of range (the numbers of the options are 0 to 255)")))
    }
}

impl Plain for Small {
    type Out = u8;
    fn plain(self) -> u8 {
        self.0
    }
}

/// For `#[serde(deserialize_with)]`: a number of the options (see [`Small`]).
fn small<'de, D: Deserializer<'de>>(d: D) -> Result<u8, D::Error> {
    Small::deserialize(d).map(|s| s.0)
}
