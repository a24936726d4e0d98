//! Options of Ziegen Kriegen and Le Baron from the head of an action input, for
//! [`crate::generic::fuzz_actions`] (through [`crate::generic::FuzzGame`]). Every player count and variant is reachable from the first
//! byte; a set bit 7 adds edits that may break the options (a player count, a seat, a round
//! count, a card table entry, a deck id), which setup must then refuse. Each decoder says what
//! setup must do, judging the decoded options by the rules of the game's documentation.
//!
//! Past the end of the input every byte reads as 0, so any input decodes.

use le_baron::cards::RECONSTRUCTED;
use le_baron::{Heads, BARONS, DEFAULT_DECK};
use ziegen_kriegen::cards::{DEFAULT_GOAT_DECK, DEFAULT_GOAT_HEADS, DEFAULT_HILL_DECK, DEFAULT_HILL_PAIRS};

use crate::generic::{Decoded, Expect};
use crate::Reader;

/// First-byte flag: edits follow.
pub const EDITS: u8 = 0x80;

/// A byte below this gives an entry in range; one at or above it may give one out of range.
const IN_RANGE: u8 = 0xF0;

/// Deck ids the edits choose from: valid ones and ones a deck id may not be (empty, a space,
/// too long, not ASCII).
const DECK_IDS: [&str; 6] = ["", "a deck", "fuzz-deck", "x.y_z-1", "0123456789012345678901234567890123456789x", "dé"];

// ----- Ziegen Kriegen -----
//
// First byte `b0`: players `3 + (b0 & 3)`; bit 2: one round per player (the variant), else one;
// bits 3 to 5: the first leader `((b0 >> 3) & 7) % players`; bit 7: edits follow, their count
// `1 + byte % 4`, each a kind byte `% 6` and its bytes:
//
// | kind | edit                                                                              |
// |------|-----------------------------------------------------------------------------------|
// | 0    | players: `byte % 8`                                                               |
// | 1    | first leader: any byte                                                            |
// | 2    | rounds: `byte % 8`                                                                |
// | 3    | goat table `fuzz-goats`: a length byte (50 below 0xF0), then one byte per card    |
// | 4    | hill table `fuzz-hills`: a length byte (12 below 0xF0), then two bytes per card   |
// | 5    | a deck id byte: goat deck (bit 7 clear) or hill deck, [`DECK_IDS`]`[byte % 8]`, the default id for 6 and 7; no table for the default id |
//
// A table entry byte below 0xF0 is in range (heads `1 + b % 5`, hill numbers `1 + b % 8`), else
// `b & 7` heads or `b & 15` as a hill number.

/// Edit kinds of Ziegen Kriegen options.
pub mod zk_edit {
    /// The player count.
    pub const PLAYERS: u8 = 0;
    /// The first leader.
    pub const START: u8 = 1;
    /// The number of rounds.
    pub const ROUNDS: u8 = 2;
    /// A goat table.
    pub const GOATS: u8 = 3;
    /// A hill table.
    pub const HILLS: u8 = 4;
    /// A deck id.
    pub const DECK: u8 = 5;
}

/// Reads Ziegen Kriegen options (the format above).
pub fn zk_options(r: &mut Reader<'_>) -> Decoded<ziegen_kriegen::Options> {
    let b0 = r.u8();
    let players = 3 + (b0 & 3);
    let mut options = ziegen_kriegen::Options::new(players).expect("3 to 6 players");
    if b0 & 4 != 0 {
        options.rounds = players;
    }
    options.start_player = ((b0 >> 3) & 7) % players;
    if b0 & EDITS == 0 {
        return Decoded { options, expect: Expect::Valid };
    }
    for _ in 0..1 + r.u8() % 4 {
        match r.u8() % 6 {
            zk_edit::PLAYERS => options.players = r.u8() % 8,
            zk_edit::START => options.start_player = r.u8(),
            zk_edit::ROUNDS => options.rounds = r.u8() % 8,
            zk_edit::GOATS => {
                let len = table_len(r.u8(), DEFAULT_GOAT_HEADS.len());
                options.goat_deck = "fuzz-goats".into();
                options.goat_heads = Some((0..len).map(|_| entry(r.u8(), 5, 7)).collect());
            }
            zk_edit::HILLS => {
                let len = table_len(r.u8(), DEFAULT_HILL_PAIRS.len());
                options.hill_deck = "fuzz-hills".into();
                options.hill_pairs = Some((0..len).map(|_| [entry(r.u8(), 8, 15), entry(r.u8(), 8, 15)]).collect());
            }
            _ => {
                let b = r.u8();
                let (deck, default) = if b & 0x80 == 0 {
                    (&mut options.goat_deck, DEFAULT_GOAT_DECK)
                } else {
                    (&mut options.hill_deck, DEFAULT_HILL_DECK)
                };
                *deck = DECK_IDS.get(usize::from(b & 7)).copied().unwrap_or(default).into();
                if b & 0x80 == 0 && *deck == default {
                    options.goat_heads = None;
                } else if *deck == default {
                    options.hill_pairs = None;
                }
            }
        }
    }
    let expect = if zk_valid(&options) { Expect::Valid } else { Expect::Invalid };
    Decoded { options, expect }
}

/// Writes the first byte of Ziegen Kriegen options without edits.
pub fn write_zk_options(out: &mut Vec<u8>, players: u8, variant: bool, start_player: u8) {
    assert!((3..=6).contains(&players) && start_player < players);
    out.push((players - 3) | if variant { 4 } else { 0 } | (start_player << 3));
}

/// Whether Ziegen Kriegen options set up a game, by the rules of `Options`' documentation:
/// 3 to 6 players, a first leader among them, 1 round or one per player, deck ids of 1 to 40
/// letters, digits, `-`, `_` or `.`, a table exactly for an id other than the default one, 50 goat
/// cards of 1 to 5 heads, 12 hill cards of two different numbers from 1 to 8.
pub fn zk_valid(o: &ziegen_kriegen::Options) -> bool {
    let id_ok = |id: &str| {
        (1..=40).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
    };
    let goats_ok = match &o.goat_heads {
        None => o.goat_deck == DEFAULT_GOAT_DECK,
        Some(heads) => {
            o.goat_deck != DEFAULT_GOAT_DECK && heads.len() == 50 && heads.iter().all(|h| (1..=5).contains(h))
        }
    };
    let hills_ok = match &o.hill_pairs {
        None => o.hill_deck == DEFAULT_HILL_DECK,
        Some(pairs) => {
            o.hill_deck != DEFAULT_HILL_DECK
                && pairs.len() == 12
                && pairs.iter().all(|&[a, b]| a != b && (1..=8).contains(&a) && (1..=8).contains(&b))
        }
    };
    (3..=6).contains(&o.players)
        && o.start_player < o.players
        && (o.rounds == 1 || o.rounds == o.players)
        && id_ok(&o.goat_deck)
        && id_ok(&o.hill_deck)
        && goats_ok
        && hills_ok
}

// ----- Le Baron -----
//
// First byte `b0`: players `2 + (b0 & 15) % 9`; bit 4: variant 1 (colour counts: rule 1 off);
// bit 5: variant 2 (positive heads); bit 7: edits follow, their count `1 + byte % 4`, each a kind
// byte `% 5` and its bytes:
//
// | kind | edit                                                                                  |
// |------|---------------------------------------------------------------------------------------|
// | 0    | players: `byte % 12`                                                                  |
// | 1    | deck id: [`DECK_IDS`]`[byte % 8]`, the default id for 6 and 7                         |
// | 2    | a table `fuzz-cards`: the shipped one, a length byte (110 below 0xF0), then a count byte `% 8` of changes, each a card byte `% 110`, a colour byte `% 6` and heads `byte % 8` |
// | 3    | the shipped table given explicitly (under the deck id as it is)                       |
// | 4    | no table (under the deck id as it is)                                                 |

/// Edit kinds of Le Baron options.
pub mod lb_edit {
    /// The player count.
    pub const PLAYERS: u8 = 0;
    /// The deck id.
    pub const DECK: u8 = 1;
    /// A changed table.
    pub const TABLE: u8 = 2;
    /// The shipped table, explicitly.
    pub const SHIPPED_TABLE: u8 = 3;
    /// No table.
    pub const NO_TABLE: u8 = 4;
}

/// Reads Le Baron options (the format above).
pub fn lb_options(r: &mut Reader<'_>) -> Decoded<le_baron::Options> {
    let b0 = r.u8();
    let players = 2 + (b0 & 15) % 9;
    let mut options = le_baron::Options::new(players)
        .expect("2 to 10 players")
        .colour_counts(b0 & 0x10 != 0)
        .positive_heads(b0 & 0x20 != 0);
    if b0 & EDITS == 0 {
        return Decoded { options, expect: Expect::Valid };
    }
    for _ in 0..1 + r.u8() % 4 {
        match r.u8() % 5 {
            lb_edit::PLAYERS => options.players = r.u8() % 12,
            lb_edit::DECK => {
                options.deck = DECK_IDS.get(usize::from(r.u8() % 8)).copied().unwrap_or(DEFAULT_DECK).into()
            }
            lb_edit::TABLE => {
                let mut cards = RECONSTRUCTED.all_heads();
                cards.resize(table_len(r.u8(), cards.len()), [1; 6]);
                for _ in 0..r.u8() % 8 {
                    let (card, colour, heads) = (usize::from(r.u8() % 110), usize::from(r.u8() % 6), r.u8() % 8);
                    if let Some(h) = cards.get_mut(card) {
                        h[colour] = heads;
                    }
                }
                options.deck = "fuzz-cards".into();
                options.cards = Some(cards);
            }
            lb_edit::SHIPPED_TABLE => options.cards = Some(RECONSTRUCTED.all_heads()),
            _ => options.cards = None,
        }
    }
    let expect = if lb_valid(&options) { Expect::Valid } else { Expect::Invalid };
    Decoded { options, expect }
}

/// Writes the first byte of Le Baron options without edits.
pub fn write_lb_options(out: &mut Vec<u8>, players: u8, colour_counts: bool, positive_heads: bool) {
    assert!((2..=10).contains(&players));
    out.push((players - 2) | if colour_counts { 0x10 } else { 0 } | if positive_heads { 0x20 } else { 0 });
}

/// Whether Le Baron options set up a game, by the rules of `Options`' documentation: 2 to 10
/// players, a deck id of 1 to 40 printable ASCII characters without spaces, a table exactly for
/// an id other than the shipped one, 110 cards, each Baron one head of every colour, each other
/// card at least one head and at most 5 of a colour.
pub fn lb_valid(o: &le_baron::Options) -> bool {
    let id_ok = (1..=40).contains(&o.deck.len()) && o.deck.bytes().all(|b| b.is_ascii_graphic());
    let card_ok = |(i, h): (usize, &Heads)| {
        if BARONS.contains(&(i as u8 + 1)) {
            *h == [1; 6]
        } else {
            h.iter().any(|&x| x > 0) && h.iter().all(|&x| x <= 5)
        }
    };
    let table_ok = match &o.cards {
        None => o.deck == DEFAULT_DECK,
        Some(cards) => o.deck != DEFAULT_DECK && cards.len() == 110 && cards.iter().enumerate().all(card_ok),
    };
    (2..=10).contains(&o.players) && id_ok && table_ok
}

// ----- shared -----

/// A table length: `default` for a byte below 0xF0, else a few entries fewer or more.
fn table_len(b: u8, default: usize) -> usize {
    if b < IN_RANGE {
        default
    } else {
        (default + usize::from(b - IN_RANGE)).saturating_sub(8)
    }
}

/// A table entry `1 + b % max` for a byte below 0xF0, else `b & mask` (possibly out of range).
fn entry(b: u8, max: u8, mask: u8) -> u8 {
    if b < IN_RANGE {
        1 + b % max
    } else {
        b & mask
    }
}
