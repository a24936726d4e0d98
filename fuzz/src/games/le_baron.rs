//! Le Baron's fuzz hooks: the option bytes its action inputs start with (every player count,
//! either variant or both; with edits that may break the options, which setup must then refuse,
//! the decoder judging them by the rules of `Options`' documentation), its own invariants, and
//! its seed games and edits.
//!
//! First byte `b0`: players `2 + (b0 & 15) % 9`; bit 4: variant 1 (colour counts: rule 1 off);
//! bit 5: variant 2 (positive heads); bit 7: edits follow, their count `1 + byte % 4`, each a kind
//! byte `% 5` and its bytes:
//!
//! | kind | edit                                                                                  |
//! |------|---------------------------------------------------------------------------------------|
//! | 0    | players: `byte % 12`                                                                  |
//! | 1    | deck id: [`DECK_IDS`]`[byte % 8]`, the default id for 6 and 7                         |
//! | 2    | a table `fuzz-cards`: the shipped one, a length byte (110 below 0xF0), then a count   |
//! |      | byte `% 8` of changes, each a card byte `% 110`, a colour byte `% 6` and heads        |
//! |      | `byte % 8`                                                                            |
//! | 3    | the shipped table given explicitly (under the deck id as it is)                       |
//! | 4    | no table (under the deck id as it is)                                                 |

use game_core::testing::Invariant;
use le_baron::cards::RECONSTRUCTED;
use le_baron::{Heads, BARONS, DEFAULT_DECK};

use super::option_edits::{table_len, with_edits, DECK_IDS, EDITS};
use super::{Decoded, Expect, FuzzGame, SeedEdit, SeedGame};
use crate::Reader;

#[path = "../../../le-baron/tests/common/invariants.rs"]
mod invariants;

impl FuzzGame for le_baron::Game {
    const INVARIANTS: &'static [Invariant<Self>] = &[invariants::check_invariants];

    fn read_setup(r: &mut Reader<'_>) -> (Decoded<le_baron::Options>, u64) {
        (read_options(r), r.u64())
    }

    /// Every player count, the variants spread over them, and two more games with both variants
    /// and with neither.
    fn seed_games() -> Vec<SeedGame> {
        let mut games = Vec::new();
        for players in 2..=10 {
            let (colour, positive) = (players % 2 == 1, players % 4 >= 2);
            let mut options = Vec::new();
            write_options(&mut options, players, colour, positive);
            let name =
                format!("{players}p{}{}", if colour { "-colour" } else { "" }, if positive { "-positive" } else { "" });
            games.push(SeedGame { name, options, seed: u64::from(players) * 11 });
        }
        for (players, colour, positive) in [(4, true, true), (3, false, false)] {
            let mut options = Vec::new();
            write_options(&mut options, players, colour, positive);
            let name = format!("{players}p-{}{}", u8::from(colour), u8::from(positive));
            games.push(SeedGame { name, options, seed: 99 });
        }
        games
    }

    fn seed_edits() -> Vec<SeedEdit> {
        let first = EDITS | 2; // 4 players, base game
        let seed = |name, edits: &[&[u8]], valid| SeedEdit { name, options: with_edits(first, edits), valid };
        vec![
            seed("players-11", &[&[edit::PLAYERS, 11]], false),
            seed("players-1", &[&[edit::PLAYERS, 1]], false),
            seed("players-10", &[&[edit::PLAYERS, 10]], true),
            seed("deck-space", &[&[edit::DECK, 1]], false),
            seed("deck-without-table", &[&[edit::DECK, 2]], false),
            seed("table", &[&[edit::TABLE, 0, 2, 0, 0, 3, 9, 5, 5]], true),
            seed("table-baron", &[&[edit::TABLE, 0, 1, 51, 2, 2]], false),
            seed("table-heads-7", &[&[edit::TABLE, 0, 1, 3, 1, 7]], false),
            seed("table-short", &[&[edit::TABLE, 0xF0, 0]], false),
            seed("shipped-table-default-deck", &[&[edit::SHIPPED_TABLE]], false),
            seed("shipped-table-own-deck", &[&[edit::DECK, 3], &[edit::SHIPPED_TABLE]], true),
            seed("no-table", &[&[edit::TABLE, 0, 0], &[edit::NO_TABLE]], false),
        ]
    }
}

/// Edit kinds of Le Baron options.
pub mod edit {
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

/// Reads Le Baron options (the format of this module's documentation).
pub fn read_options(r: &mut Reader<'_>) -> Decoded<le_baron::Options> {
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
            edit::PLAYERS => options.players = r.u8() % 12,
            edit::DECK => options.deck = DECK_IDS.get(usize::from(r.u8() % 8)).copied().unwrap_or(DEFAULT_DECK).into(),
            edit::TABLE => {
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
            edit::SHIPPED_TABLE => options.cards = Some(RECONSTRUCTED.all_heads()),
            _ => options.cards = None,
        }
    }
    let expect = if is_valid(&options) { Expect::Valid } else { Expect::Invalid };
    Decoded { options, expect }
}

/// Writes the first byte of Le Baron options without edits.
pub fn write_options(out: &mut Vec<u8>, players: u8, colour_counts: bool, positive_heads: bool) {
    assert!((2..=10).contains(&players));
    out.push((players - 2) | if colour_counts { 0x10 } else { 0 } | if positive_heads { 0x20 } else { 0 });
}

/// Whether Le Baron options set up a game, by the rules of `Options`' documentation: 2 to 10
/// players, a deck id of 1 to 40 printable ASCII characters without spaces, a table exactly for
/// an id other than the shipped one, 110 cards, each Baron one head of every colour, each other
/// card at least one head and at most 5 of a colour.
pub fn is_valid(o: &le_baron::Options) -> bool {
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
