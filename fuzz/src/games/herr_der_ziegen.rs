//! Herr der Ziegen's fuzz hooks: its action inputs' own format (older than the other games', kept
//! so that its corpus keeps its meaning), its own invariants, and its seed games and edits.
//!
//! Head: one byte `b0` (players `2 + (b0 & 3)`; bit 7 set: custom options follow), the seed as
//! 8 bytes little-endian, then (custom options only) 6 option bytes and a layout byte with, if its
//! bit 0 is set, one track position per player. The decoder does not judge custom options: setup
//! and validation must only agree. Then steps, one tag byte each:
//!
//! | tag            | step                                                                      |
//! |----------------|---------------------------------------------------------------------------|
//! | `0x00..=0xBF`  | play the legal move at index `tag % count` (none once the game is over)   |
//! | `0xC0..=0xF7`  | action id `(((tag - 0xC0) << 8) | next byte) % ACTION_SPAN`               |
//! | `0xF8..=0xFB`  | `apply_for(seat, legal move)`: seat byte `% 6`, then a legal index byte   |
//! | `0xFC..=0xFE`  | any `u32` action id: 4 bytes little-endian                                |
//! | `0xFF`         | compare `check` of every action id with the legal list                    |
//!
//! The format has no steps that play a move every way (the other games' events steps): the state
//! target plays every legal move of a loaded state every way instead.

use game_core::testing::Invariant;
use game_core::GameRules;
use herr_der_ziegen::{Game, Options, Track};

use super::{Decoded, Expect, FuzzGame, SeedEdit, SeedGame};
use crate::steps::Step;
use crate::Reader;

#[path = "../../../herr-der-ziegen/tests/common/invariants.rs"]
mod invariants;

/// First-byte flag: custom options follow the seed.
pub const CUSTOM: u8 = 0x80;
/// First tag byte of a raw action id step.
pub const TAG_ACTION: u8 = 0xC0;
/// First tag byte of an `apply_for` step.
pub const TAG_APPLY_FOR: u8 = 0xF8;
/// First tag byte of a `u32` action id step.
pub const TAG_WIDE_ACTION: u8 = 0xFC;
/// The tag of a full `check` sweep.
pub const TAG_CHECK_ALL: u8 = 0xFF;
/// Raw action ids are taken modulo this: every id plus 90 unknown ones.
pub const ACTION_SPAN: u32 = Game::NUM_ACTIONS as u32 + 90;

impl FuzzGame for Game {
    const INVARIANTS: &'static [Invariant<Self>] = &[invariants::check_invariants];

    fn read_setup(r: &mut Reader<'_>) -> (Decoded<Options>, u64) {
        let b0 = r.u8();
        let players = 2 + (b0 & 3);
        let seed = r.u64();
        let mut options = Options::new(players).expect("2 to 5 players");
        if b0 & CUSTOM != 0 {
            options.start_player = r.u8() % players;
            options.milk_ones = r.u8() % 18;
            options.removal.kinds = r.u8() % 19;
            options.removal.dogs = r.u8() % 17;
            options.removal.milk_ones = r.u8() % 17;
            options.removal.milk_twos = r.u8() % 17;
            let layout = r.u8();
            if layout & 1 != 0 {
                // A layout from track positions: sorted positions are clockwise; cells may repeat
                // (corners) or be too few, which validation must refuse.
                let grid = if layout & 2 != 0 { 6 } else { 7 };
                let track = Track::new(grid);
                let mut positions: Vec<u8> = (0..players).map(|_| r.u8() % track.len()).collect();
                positions.sort_unstable();
                options.layout.grid_size = grid;
                options.layout.stables = positions.iter().map(|&p| track.cell(p)).collect();
            }
        }
        (Decoded { options, expect: Expect::Either }, seed)
    }

    fn read_step(r: &mut Reader<'_>) -> Option<Step> {
        if r.is_empty() {
            return None;
        }
        Some(match r.u8() {
            tag @ 0..TAG_ACTION => Step::Legal(tag),
            tag @ TAG_ACTION..TAG_APPLY_FOR => {
                let id = ((u32::from(tag - TAG_ACTION) << 8) | u32::from(r.u8())) % ACTION_SPAN;
                Step::Action { id, events: false }
            }
            TAG_APPLY_FOR..TAG_WIDE_ACTION => Step::ApplyFor { seat: r.u8() % 6, index: r.u8() },
            TAG_WIDE_ACTION..TAG_CHECK_ALL => Step::Action { id: r.u32(), events: false },
            TAG_CHECK_ALL => Step::CheckAll,
        })
    }

    /// Every player count, with the seeds of the golden tests and others (the largest seed too).
    fn seed_games() -> Vec<SeedGame> {
        [(2, 1), (3, 7), (4, 7), (5, 42), (4, 2026), (2, u64::MAX)]
            .into_iter()
            .map(|(players, seed)| SeedGame {
                name: format!("{players}p-seed{seed}"),
                options: vec![players - 2],
                seed,
            })
            .collect()
    }

    /// Other start players, milk splits, removals and stable layouts, and options setup refuses.
    fn seed_edits() -> Vec<SeedEdit> {
        let custom = |players: u8, edit: &dyn Fn(&mut Options), layout: Option<(u8, &[u8])>| {
            let mut options = Options::new(players).expect("2 to 5 players");
            edit(&mut options);
            let mut bytes = Vec::new();
            write_custom_options(&mut bytes, &options, layout);
            bytes
        };
        let seed = |name, options, valid| SeedEdit { name, options, valid };
        vec![
            seed("start-player", custom(4, &|o| o.start_player = 2, None), true),
            seed(
                "milk",
                custom(
                    3,
                    &|o| {
                        o.milk_ones = 3;
                        o.removal.milk_ones = 3;
                        o.removal.milk_twos = 2;
                    },
                    None,
                ),
                true,
            ),
            seed("layout-6", custom(4, &|o| o.start_player = 1, Some((6, &[0, 6, 12, 18]))), true),
            seed("layout-7", custom(2, &|o| o.removal.dogs = 3, Some((7, &[0, 14]))), true),
            seed("layout-corner-twice", custom(3, &|_| {}, Some((7, &[0, 0, 12]))), false),
            seed("removal-too-large", custom(5, &|o| o.removal.kinds = 18, None), false),
        ]
    }

    /// The first option byte, the seed, then the custom options.
    fn write_setup(out: &mut Vec<u8>, options: &[u8], seed: u64) {
        let (first, custom) = options.split_first().expect("at least the first option byte");
        out.push(*first);
        out.extend_from_slice(&seed.to_le_bytes());
        out.extend_from_slice(custom);
    }

    fn write_step(out: &mut Vec<u8>, step: Step) -> bool {
        match step {
            Step::Legal(index) => {
                assert!(index < TAG_ACTION, "legal move indices are below the first tag");
                out.push(index);
            }
            Step::Action { id, events: false } if id < ACTION_SPAN => {
                out.push(TAG_ACTION + (id >> 8) as u8);
                out.push(id as u8);
            }
            Step::Action { id, events: false } => {
                out.push(TAG_WIDE_ACTION);
                out.extend_from_slice(&id.to_le_bytes());
            }
            Step::ApplyFor { seat, index } => out.extend_from_slice(&[TAG_APPLY_FOR, seat, index]),
            Step::CheckAll => out.push(TAG_CHECK_ALL),
            Step::Action { events: true, .. } | Step::Events(_) => return false,
        }
        true
    }
}

/// Writes the option bytes of custom `options` (values at or above the moduli of the decoder are
/// reduced by it): the default layout for `layout: None`, else the grid side and one track
/// position per player.
///
/// # Panics
/// If the player count is not 2 to 5, or `layout` has not one position per player.
pub fn write_custom_options(out: &mut Vec<u8>, options: &Options, layout: Option<(u8, &[u8])>) {
    assert!((2..=5).contains(&options.players), "2 to 5 players");
    out.push(CUSTOM | (options.players - 2));
    let r = options.removal;
    out.extend_from_slice(&[options.start_player, options.milk_ones, r.kinds, r.dogs, r.milk_ones, r.milk_twos]);
    match layout {
        None => out.push(0),
        Some((grid, positions)) => {
            assert_eq!(positions.len(), usize::from(options.players), "one track position per player");
            out.push(if grid == 6 { 3 } else { 1 });
            out.extend_from_slice(positions);
        }
    }
}
