//! Ziegen Kriegen's fuzz hooks: the option bytes its action inputs start with (every player
//! count, one round or one per player, any first leader; with edits that may break the options,
//! which setup must then refuse, the decoder judging them by the rules of `Options`'
//! documentation), its own invariants, and its seed games and edits.
//!
//! First byte `b0`: players `3 + (b0 & 3)`; bit 2: one round per player (the variant), else one;
//! bits 3 to 5: the first leader `((b0 >> 3) & 7) % players`; bit 7: edits follow, their count
//! `1 + byte % 4`, each a kind byte `% 6` and its bytes:
//!
//! | kind | edit                                                                              |
//! |------|-----------------------------------------------------------------------------------|
//! | 0    | players: `byte % 8`                                                               |
//! | 1    | first leader: any byte                                                            |
//! | 2    | rounds: `byte % 8`                                                                |
//! | 3    | goat table `fuzz-goats`: a length byte (50 below 0xF0), then one byte per card    |
//! | 4    | hill table `fuzz-hills`: a length byte (12 below 0xF0), then two bytes per card   |
//! | 5    | a deck id byte: goat deck (bit 7 clear) or hill deck, [`DECK_IDS`]`[byte % 8]`, the    |
//! |      | default id for 6 and 7; no table for the default id                               |
//!
//! A table entry byte below 0xF0 is in range (heads `1 + b % 5`, hill numbers `1 + b % 8`), else
//! `b & 7` heads or `b & 15` as a hill number.

use game_core::testing::Invariant;
use ziegen_kriegen::cards::{DEFAULT_GOAT_DECK, DEFAULT_GOAT_HEADS, DEFAULT_HILL_DECK, DEFAULT_HILL_PAIRS};

use super::option_edits::{entry, table_len, with_edits, DECK_IDS, EDITS};
use super::{Decoded, Expect, FuzzGame, SeedEdit, SeedGame};
use crate::Reader;

#[path = "../../../ziegen-kriegen/tests/common/invariants.rs"]
mod invariants;

impl FuzzGame for ziegen_kriegen::Game {
    const INVARIANTS: &'static [Invariant<Self>] = &[invariants::check_invariants];

    fn read_setup(r: &mut Reader<'_>) -> (Decoded<ziegen_kriegen::Options>, u64) {
        (read_options(r), r.u64())
    }

    /// Every player count, with one round and with one per player (a different first leader).
    fn seed_games() -> Vec<SeedGame> {
        let mut games = Vec::new();
        for players in 3..=6 {
            for variant in [false, true] {
                let start = (players + u8::from(variant)) % players;
                let mut options = Vec::new();
                write_options(&mut options, players, variant, start);
                let name = format!("{players}p-{}-lead{start}", if variant { "rounds" } else { "base" });
                games.push(SeedGame { name, options, seed: u64::from(players) * 7 + u64::from(variant) });
            }
        }
        games
    }

    fn seed_edits() -> Vec<SeedEdit> {
        let first = EDITS | 1; // 4 players, one round, seat 0 leads
        let goats: Vec<u8> = (0..50).map(|c| (c * 7 % 0xF0) as u8).collect();
        let hills: Vec<u8> = (0..24).map(|c| (c * 3) as u8).collect();
        let seed = |name, edits: &[&[u8]], valid| SeedEdit { name, options: with_edits(first, edits), valid };
        vec![
            seed("players-7", &[&[edit::PLAYERS, 7]], false),
            seed("players-2", &[&[edit::PLAYERS, 2]], false),
            seed("start-9", &[&[edit::START, 9]], false),
            seed("rounds-2", &[&[edit::ROUNDS, 2]], false),
            seed("rounds-4", &[&[edit::ROUNDS, 4]], true),
            seed("goat-table", &[&[&[edit::GOATS, 0][..], &goats].concat()], true),
            seed("goat-table-zero", &[&[&[edit::GOATS, 0][..], &goats[..49], &[0xF8]].concat()], false),
            seed("goat-table-short", &[&[&[edit::GOATS, 0xF7][..], &goats].concat()], false),
            seed("hill-table", &[&[&[edit::HILLS, 0][..], &hills].concat()], true),
            seed("hill-table-same", &[&[&[edit::HILLS, 0][..], &[0, 8], &hills[2..]].concat()], false),
            seed("deck-empty", &[&[edit::DECK, 0]], false),
            seed("deck-without-table", &[&[edit::DECK, 0x82]], false),
            seed("players-6-start-5-rounds-6", &[&[edit::PLAYERS, 6], &[edit::START, 5], &[edit::ROUNDS, 6]], true),
        ]
    }
}

/// Edit kinds of Ziegen Kriegen options.
pub mod edit {
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

/// Reads Ziegen Kriegen options (the format of this module's documentation).
pub fn read_options(r: &mut Reader<'_>) -> Decoded<ziegen_kriegen::Options> {
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
            edit::PLAYERS => options.players = r.u8() % 8,
            edit::START => options.start_player = r.u8(),
            edit::ROUNDS => options.rounds = r.u8() % 8,
            edit::GOATS => {
                let len = table_len(r.u8(), DEFAULT_GOAT_HEADS.len());
                options.goat_deck = "fuzz-goats".into();
                options.goat_heads = Some((0..len).map(|_| entry(r.u8(), 5, 7)).collect());
            }
            edit::HILLS => {
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
    let expect = if is_valid(&options) { Expect::Valid } else { Expect::Invalid };
    Decoded { options, expect }
}

/// Writes the first byte of Ziegen Kriegen options without edits.
pub fn write_options(out: &mut Vec<u8>, players: u8, variant: bool, start_player: u8) {
    assert!((3..=6).contains(&players) && start_player < players);
    out.push((players - 3) | if variant { 4 } else { 0 } | (start_player << 3));
}

/// Whether Ziegen Kriegen options set up a game, by the rules of `Options`' documentation:
/// 3 to 6 players, a first leader among them, 1 round or one per player, deck ids of 1 to 40
/// letters, digits, `-`, `_` or `.`, a table exactly for an id other than the default one, 50 goat
/// cards of 1 to 5 heads, 12 hill cards of two different numbers from 1 to 8.
pub fn is_valid(o: &ziegen_kriegen::Options) -> bool {
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
