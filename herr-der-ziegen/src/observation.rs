//! Fixed-size observation tensors computed from a [`crate::PlayerView`] (layout in
//! `docs/observation.md`).
//!
//! [`crate::GameView::observation`] writes [`OBSERVATION_SIZE`] numbers, the same count for every
//! player count and grid size, so that one neural network can read any game. The tensor is
//! computed from the view alone, so it holds exactly what the seat may know: two games that give
//! the seat the same view give the same observation.
//!
//! Seats are *relative* to the observing seat: relative seat `r` is absolute seat
//! `(seat + r) % players`, so `0` is always "me", `1` the next player in turn order, and so on.
//! Entries for relative seats that do not exist in a smaller game stay 0. The pasture is not
//! rotated: cells are `row * 7 + col` as everywhere else, and cells off a 6x6 grid stay 0 except
//! for their `on_grid` flag, which is 0 too.
//!
//! The tensor is a sequence of sections, listed with their shapes in [`OBSERVATION_SECTIONS`];
//! a section of shape `(rows, cols)` occupies `rows * cols` numbers, row-major. Unless the
//! layout says otherwise an entry is 0 or 1.
//!
//! ```
//! use herr_der_ziegen::observation::{section_offset, OBSERVATION_SIZE};
//! use herr_der_ziegen::prelude::*;
//!
//! let game = Game::new(3, 7).unwrap();
//! let mut obs = vec![0.0f32; OBSERVATION_SIZE];
//! game.view(0).observation(&mut obs);
//! let (phase, _, _) = section_offset("phase").unwrap();
//! assert_eq!(obs[phase], 1.0); // the game waits for a card to be played
//! ```

use game_core::observation::Sections;
use game_core::GameView;

use crate::cards::{Card, CardId, CardSet, GoatKind, NUM_CARDS, NUM_KINDS};
use crate::events::EndReason;
use crate::game::{KindStatus, Phase, GOATS_PER_PLAYER};
use crate::layout::{Cell, Line, MAX_CELLS, MAX_GRID, MAX_LINES};
use crate::options::MAX_PLAYERS;
use crate::refused_swaps;
use crate::view::PlayerView;

/// Numbers per pasture cell in the `cells` section.
pub const CELL_FEATURES: usize = 41;
/// Positions of the longest track (7x7 grid).
const MAX_TRACK: usize = 4 * MAX_GRID;
/// Unordered pairs of cells on one line of 7.
const PAIRS_PER_LINE: usize = MAX_GRID * (MAX_GRID - 1) / 2;
/// Opponents at most.
const MAX_OPPONENTS: usize = MAX_PLAYERS - 1;

/// Divisor of the score entries: no score can reach it (at most 100 points from 10 doubled
/// fives, plus 32 milk points), so they stay below 1.
pub const SCORE_SCALE: f32 = 150.0;
/// Turn number at which the `turn` entry reaches 1 (it stays 1 afterwards).
pub const TURN_SCALE: f32 = 200.0;

/// The sections of the observation in order: `(name, rows, cols)`. Documented entry by entry
/// in `docs/observation.md`.
pub const OBSERVATION_SECTIONS: [(&str, usize, usize); 30] = [
    ("cells", MAX_CELLS, CELL_FEATURES),
    ("goat_positions", MAX_PLAYERS, MAX_TRACK),
    ("facing_lines", MAX_PLAYERS, MAX_LINES),
    ("own_hand", 1, NUM_CARDS),
    ("known_hands", MAX_OPPONENTS, NUM_CARDS),
    ("unknown_hand_counts", 1, MAX_PLAYERS),
    ("displays", MAX_PLAYERS, NUM_CARDS),
    ("box", 1, NUM_CARDS),
    ("known_in_pile", 1, NUM_CARDS),
    ("pasture_cards", 1, NUM_CARDS),
    ("unseen", 1, NUM_CARDS),
    ("pile_size", 1, 1),
    ("supplies", 1, MAX_PLAYERS),
    ("seats", 1, MAX_PLAYERS),
    ("kinds", NUM_KINDS, 2 + MAX_PLAYERS),
    ("scores", MAX_PLAYERS, 5),
    ("phase", 1, 6),
    ("current_player", 1, MAX_PLAYERS),
    ("active_player", 1, MAX_PLAYERS),
    ("start_player", 1, MAX_PLAYERS),
    ("played_card", 1, NUM_CARDS),
    ("mark_kind", 1, NUM_KINDS),
    ("consent_from", 1, MAX_CELLS),
    ("consent_to", 1, MAX_CELLS),
    ("refused_swaps", MAX_LINES, PAIRS_PER_LINE),
    ("end_reason", 1, 2),
    ("player_count", 1, 4),
    ("grid_size", 1, 2),
    ("milk_ones", 1, 1),
    ("turn", 1, 1),
];

/// [`OBSERVATION_SECTIONS`] as a layout.
const SECTIONS: Sections = Sections::new(&OBSERVATION_SECTIONS);

/// Length of an observation: the same for every player count and grid.
pub const OBSERVATION_SIZE: usize = SECTIONS.size();

/// Where the section `name` starts and its shape: `(offset, rows, cols)`, or `None` for an
/// unknown name.
pub fn section_offset(name: &str) -> Option<(usize, usize, usize)> {
    SECTIONS.offset(name)
}

/// Offsets of the features within one cell of the `cells` section.
mod cell {
    pub const ON_GRID: usize = 0;
    pub const STABLE: usize = 1;
    pub const EMPTY: usize = 2;
    pub const GOAT: usize = 3;
    pub const DOG: usize = 4;
    pub const MILK: usize = 5;
    pub const KIND: usize = 6;
    pub const VALUE: usize = KIND + super::NUM_KINDS;
    pub const MILK_VALUE: usize = VALUE + 5;
    pub const MARK: usize = MILK_VALUE + 2;
    pub const STABLE_OWNER: usize = MARK + super::MAX_PLAYERS;
    pub const END: usize = STABLE_OWNER + super::MAX_PLAYERS;
}

const _: () = assert!(cell::END == CELL_FEATURES);

fn set_cards(out: &mut [f32], cards: CardSet) {
    for card in cards.iter() {
        out[usize::from(card.index())] = 1.0;
    }
}

impl PlayerView {
    /// The relative seat of absolute seat `player` (0 is this view's seat).
    fn relative(&self, player: u8) -> usize {
        usize::from((player + self.players - self.seat) % self.players)
    }

    /// The absolute seat of relative seat `r`, if it exists in this game.
    fn absolute(&self, r: usize) -> Option<u8> {
        (r < usize::from(self.players)).then(|| ((usize::from(self.seat) + r) % usize::from(self.players)) as u8)
    }

    /// Writes this view's observation tensor into `out` ([`crate::GameView::observation`]; layout in
    /// the module documentation and `docs/observation.md`). Every entry is written; nothing is
    /// allocated.
    ///
    /// # Panics
    /// If `out.len()` is not [`OBSERVATION_SIZE`].
    pub(crate) fn write_observation(&self, out: &mut [f32]) {
        assert_eq!(out.len(), OBSERVATION_SIZE, "an observation has {OBSERVATION_SIZE} entries");
        out.fill(0.0);
        let mut w = SECTIONS.writer(out);
        let players = usize::from(self.players);
        let track = self.track();

        let cells = w.section("cells");
        for c in self.cells() {
            let f = &mut cells[usize::from(c.index()) * CELL_FEATURES..][..CELL_FEATURES];
            f[cell::ON_GRID] = 1.0;
            if self.is_stable(c) {
                f[cell::STABLE] = 1.0;
                if let Some(owner) = (0..self.players).find(|&p| self.stables[usize::from(p)] == c) {
                    f[cell::STABLE_OWNER + self.relative(owner)] = 1.0;
                }
                continue;
            }
            let Some(card) = self.card_at(c) else {
                f[cell::EMPTY] = 1.0;
                continue;
            };
            match card.card(self.milk_ones) {
                Card::Goat { kind, value } => {
                    f[cell::GOAT] = 1.0;
                    f[cell::KIND + usize::from(kind.index())] = 1.0;
                    f[cell::VALUE + usize::from(value) - 1] = 1.0;
                }
                Card::Dog => f[cell::DOG] = 1.0,
                Card::Milk { value } => {
                    f[cell::MILK] = 1.0;
                    f[cell::MILK_VALUE + usize::from(value) - 1] = 1.0;
                }
            }
            if let Some(owner) = self.mark_at(c) {
                f[cell::MARK + self.relative(owner)] = 1.0;
            }
        }

        let goats = w.section("goat_positions");
        for r in 0..players {
            let p = self.absolute(r).expect("r < players");
            goats[r * MAX_TRACK + usize::from(self.goat_position(p))] = 1.0;
        }
        let lines = w.section("facing_lines");
        for r in 0..players {
            let p = self.absolute(r).expect("r < players");
            lines[r * MAX_LINES + track.line(self.goat_position(p)).index()] = 1.0;
        }

        set_cards(w.section("own_hand"), self.hand());
        let known = w.section("known_hands");
        for r in 1..players {
            let p = self.absolute(r).expect("r < players");
            set_cards(&mut known[(r - 1) * NUM_CARDS..][..NUM_CARDS], self.known_hand(p));
        }
        let unknown = w.section("unknown_hand_counts");
        for (r, slot) in unknown.iter_mut().enumerate().take(players) {
            let p = self.absolute(r).expect("r < players");
            *slot = self.unknown_hand_count(p) as f32 / 2.0;
        }
        let displays = w.section("displays");
        for r in 0..players {
            let p = self.absolute(r).expect("r < players");
            set_cards(&mut displays[r * NUM_CARDS..][..NUM_CARDS], self.display(p));
        }
        set_cards(w.section("box"), self.boxed());
        set_cards(w.section("known_in_pile"), self.known_in_pile());
        let pasture = w.section("pasture_cards");
        for c in self.cells() {
            if let Some(card) = self.card_at(c) {
                pasture[usize::from(card.index())] = 1.0;
            }
        }
        set_cards(w.section("unseen"), self.unseen());
        w.section("pile_size")[0] = self.pile_len() as f32 / NUM_CARDS as f32;
        let supplies = w.section("supplies");
        for (r, slot) in supplies.iter_mut().enumerate().take(players) {
            let p = self.absolute(r).expect("r < players");
            *slot = self.supply(p) as f32 / GOATS_PER_PLAYER as f32;
        }
        w.section("seats")[..players].fill(1.0);

        let kinds = w.section("kinds");
        for kind in GoatKind::all() {
            let row = &mut kinds[usize::from(kind.index()) * (2 + MAX_PLAYERS)..][..2 + MAX_PLAYERS];
            match self.kind_status(kind) {
                KindStatus::Removed => row[0] = 1.0,
                KindStatus::Open => row[1] = 1.0,
                KindStatus::Closed { owner } => row[2 + self.relative(owner)] = 1.0,
            }
        }
        let scores = self.scores();
        let score_rows = w.section("scores");
        for r in 0..players {
            let s = scores.per_player()[usize::from(self.absolute(r).expect("r < players"))];
            let row = &mut score_rows[r * 5..][..5];
            for (slot, value) in row.iter_mut().zip([s.single, s.doubled, s.milk_total, s.milk, s.total]) {
                *slot = value as f32 / SCORE_SCALE;
            }
        }

        w.section("phase")[self.phase.kind() as usize] = 1.0;
        let current = self.current_player();
        if let Some(p) = current {
            w.section("current_player")[self.relative(p)] = 1.0;
        } else {
            w.section("current_player");
        }
        let active = self.relative(self.active);
        w.section("active_player")[active] = 1.0;
        let start = self.relative(self.start_player);
        w.section("start_player")[start] = 1.0;
        let played = w.section("played_card");
        if let Some(card) = CardId::new(self.played) {
            played[usize::from(card.index())] = 1.0;
        }
        let mark_kind = w.section("mark_kind");
        if let Phase::Mark { kind } = self.phase {
            mark_kind[usize::from(kind.index())] = 1.0;
        }
        let consent = match self.phase {
            Phase::Consent { from, to, .. } => Some((from, to)),
            _ => None,
        };
        let from = w.section("consent_from");
        if let Some((c, _)) = consent {
            from[usize::from(c.index())] = 1.0;
        }
        let to = w.section("consent_to");
        if let Some((_, c)) = consent {
            to[usize::from(c.index())] = 1.0;
        }
        self.write_refused(w.section("refused_swaps"));
        let end = w.section("end_reason");
        match self.end {
            Some(EndReason::E1) => end[0] = 1.0,
            Some(EndReason::E2) => end[1] = 1.0,
            None => {}
        }
        w.section("player_count")[players - 2] = 1.0;
        w.section("grid_size")[usize::from(self.grid == 7)] = 1.0;
        w.section("milk_ones")[0] = f32::from(self.milk_ones) / 16.0;
        w.section("turn")[0] = (f32::from(self.turn) / TURN_SCALE).min(1.0);
        w.finish();
    }

    /// Refused swaps: line `l` (rows 0 to 6, then columns 0 to 6) and the pair of positions
    /// `i < j` along it, pairs in the order (0,1), (0,2), ..., (0,6), (1,2), ..., (5,6).
    fn write_refused(&self, out: &mut [f32]) {
        if self.refused.iter().all(|&bits| bits == 0) {
            return;
        }
        let lines = (0..MAX_GRID as u8).map(Line::Row).chain((0..MAX_GRID as u8).map(Line::Col));
        for line in lines {
            let mut pair = 0;
            for i in 0..MAX_GRID as u8 {
                for j in i + 1..MAX_GRID as u8 {
                    let at = |k: u8| match line {
                        Line::Row(r) => Cell::new(r, k),
                        Line::Col(c) => Cell::new(k, c),
                    };
                    let (a, b) = (at(i).expect("in range"), at(j).expect("in range"));
                    if a.in_grid(self.grid) && b.in_grid(self.grid) && refused_swaps::contains(&self.refused, a, b) {
                        out[line.index() * PAIRS_PER_LINE + pair] = 1.0;
                    }
                    pair += 1;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, NONE};
    use crate::moves::Move;
    use game_core::GameRules;

    fn obs(game: &Game, seat: u8) -> Vec<f32> {
        game.view(seat).observation_vec()
    }

    fn section<'a>(o: &'a [f32], name: &str) -> &'a [f32] {
        let (offset, rows, cols) = section_offset(name).unwrap();
        &o[offset..offset + rows * cols]
    }

    /// Plays with a tiny deterministic chooser until `stop` says so or the game ends.
    fn play_until(game: &mut Game, mut x: u64, mut stop: impl FnMut(&Game) -> bool) {
        while !game.is_over() && !stop(game) {
            let moves = game.legal_moves();
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let mv: Move = moves[((x >> 33) % moves.len() as u64) as usize];
            game.apply(mv).unwrap();
        }
    }

    #[test]
    fn size_and_sections_agree() {
        let sum: usize = OBSERVATION_SECTIONS.iter().map(|&(_, r, c)| r * c).sum();
        assert_eq!(sum, OBSERVATION_SIZE);
        assert_eq!(OBSERVATION_SIZE, 4642);
        assert_eq!(section_offset("cells"), Some((0, 49, 41)));
        assert_eq!(section_offset("turn").map(|(o, _, _)| o), Some(OBSERVATION_SIZE - 1));
        assert_eq!(section_offset("nothing"), None);
        let mut names: Vec<&str> = OBSERVATION_SECTIONS.iter().map(|s| s.0).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), OBSERVATION_SECTIONS.len());
    }

    #[test]
    #[should_panic(expected = "entries")]
    fn wrong_length_panics() {
        Game::new(2, 1).unwrap().view(0).observation(&mut [0.0; 10]);
    }

    #[test]
    fn a_fresh_game_is_encoded_as_documented() {
        for players in 2..=5u8 {
            let game = Game::new(players, 3).unwrap();
            for seat in 0..players {
                let o = obs(&game, seat);
                assert!(o.iter().all(|v| v.is_finite() && (0.0..=1.0).contains(v)));
                let cells = section(&o, "cells");
                let grid = game.grid_size();
                for index in 0..MAX_CELLS as u8 {
                    let c = Cell::from_index(index).unwrap();
                    let f = &cells[usize::from(index) * CELL_FEATURES..][..CELL_FEATURES];
                    assert_eq!(f[cell::ON_GRID], f32::from(u8::from(c.in_grid(grid))));
                    if !c.in_grid(grid) {
                        assert!(f.iter().all(|&v| v == 0.0));
                        continue;
                    }
                    let kinds_set = f[cell::STABLE] + f[cell::EMPTY] + f[cell::GOAT] + f[cell::DOG] + f[cell::MILK];
                    assert_eq!(kinds_set, 1.0, "exactly one content flag on {c}");
                    if game.is_stable(c) {
                        let owner = (0..players).find(|&p| game.stable(p) == c).unwrap();
                        let rel = usize::from((owner + players - seat) % players);
                        assert_eq!(f[cell::STABLE_OWNER + rel], 1.0);
                    }
                    if let Some(Card::Goat { kind, value }) = game.card_at(c).map(|id| game.card(id)) {
                        assert_eq!(f[cell::KIND + usize::from(kind.index())], 1.0);
                        assert_eq!(f[cell::VALUE + usize::from(value) - 1], 1.0);
                    }
                }
                // Own hand: exactly the seat's two cards; opponents' starting hands are unknown.
                let hand = section(&o, "own_hand");
                assert_eq!(hand.iter().sum::<f32>(), 2.0);
                for card in game.hand(seat) {
                    assert_eq!(hand[usize::from(card.index())], 1.0);
                }
                assert!(section(&o, "known_hands").iter().all(|&v| v == 0.0));
                let unknown = section(&o, "unknown_hand_counts");
                assert_eq!(unknown[0], 0.0);
                assert_eq!(unknown[1..usize::from(players)].iter().sum::<f32>(), f32::from(players - 1));
                assert_eq!(section(&o, "seats").iter().sum::<f32>(), f32::from(players));
                assert_eq!(section(&o, "phase")[0], 1.0);
                let current = usize::from((game.current_player().unwrap() + players - seat) % players);
                assert_eq!(section(&o, "current_player")[current], 1.0);
                assert_eq!(section(&o, "player_count")[usize::from(players) - 2], 1.0);
                assert_eq!(section(&o, "grid_size")[usize::from(grid == 7)], 1.0);
                assert_eq!(section(&o, "supplies")[..usize::from(players)], vec![1.0; usize::from(players)][..]);
                let goats = section(&o, "goat_positions");
                assert_eq!(goats[usize::from(game.goat_position(seat))], 1.0);
                assert_eq!(goats.iter().sum::<f32>(), f32::from(players));
                // Every card is located exactly once from this seat's point of view, counting the
                // unseen cards.
                let mut count = [0f32; NUM_CARDS];
                let located =
                    ["own_hand", "known_hands", "displays", "box", "known_in_pile", "pasture_cards", "unseen"];
                for name in located {
                    for (i, v) in section(&o, name).iter().enumerate() {
                        count[i % NUM_CARDS] += v;
                    }
                }
                assert!(count.iter().all(|&c| c == 1.0), "{players} players, seat {seat}");
                let removed = section(&o, "kinds").chunks(2 + MAX_PLAYERS).filter(|row| row[0] == 1.0).count();
                assert_eq!(removed, game.boxed().iter().filter(|c| c.kind().is_some()).count() / 5);
            }
        }
    }

    #[test]
    fn seats_are_relative_to_the_observer() {
        let mut game = Game::new(4, 9).unwrap();
        play_until(&mut game, 5, |g| g.marks.iter().filter(|&&m| m != NONE).count() >= 3);
        let marked: Vec<(Cell, u8)> = game.cells().filter_map(|c| game.mark_at(c).map(|p| (c, p))).collect();
        assert!(!marked.is_empty(), "the game marked some cards");
        for seat in 0..4 {
            let o = obs(&game, seat);
            let cells = section(&o, "cells");
            for &(c, owner) in &marked {
                let rel = usize::from((owner + 4 - seat) % 4);
                assert_eq!(cells[usize::from(c.index()) * CELL_FEATURES + cell::MARK + rel], 1.0);
            }
            let displays = section(&o, "displays");
            for p in 0..4u8 {
                let rel = usize::from((p + 4 - seat) % 4);
                for card in game.display(p).iter() {
                    assert_eq!(displays[rel * NUM_CARDS + usize::from(card.index())], 1.0);
                }
            }
        }
    }

    #[test]
    fn hidden_cards_do_not_change_the_observation() {
        let mut game = Game::new(3, 21).unwrap();
        play_until(&mut game, 8, |g| g.turn() >= 6 && g.phase() == Phase::Play);
        assert!(!game.is_over());
        let mut swapped = 0;
        for seat in 0..3u8 {
            let before = obs(&game, seat);
            // Reversing the pile changes nothing any seat may know.
            let mut other = game.clone();
            let len = usize::from(other.pile_len);
            other.pile[..len].reverse();
            assert_eq!(obs(&other, seat), before);
            // Swapping an opponent's unseen hand card with a pile card of the same type does not
            // either.
            let opponent = (seat + 1) % 3;
            let mut other = game.clone();
            let slot = (0..2)
                .find(|&s| other.hands[usize::from(opponent)][s] != NONE && !other.hand_seen[usize::from(opponent)][s]);
            if let Some(slot) = slot {
                let held = other.hands[usize::from(opponent)][slot];
                let swap = (0..len).find(|&i| {
                    let c = CardId::from_index(other.pile[i]);
                    !c.is_dog() && !other.known_in_pile.contains(c)
                });
                if let Some(i) = swap {
                    other.hands[usize::from(opponent)][slot] = other.pile[i];
                    other.pile[i] = held;
                    assert_ne!(obs(&other, opponent), obs(&game, opponent));
                    assert_eq!(obs(&other, seat), before);
                    swapped += 1;
                }
            }
        }
        assert!(swapped > 0, "the test swapped at least one hidden card");
    }

    #[test]
    fn observations_stay_in_range_through_whole_games() {
        for (players, seed) in [(2u8, 4u64), (3, 5), (5, 6)] {
            let mut game = Game::new(players, seed).unwrap();
            let mut x = seed;
            let mut seen_phases = [false; 6];
            while !game.is_over() {
                for seat in 0..players {
                    let o = obs(&game, seat);
                    assert!(o.iter().all(|v| (0.0..=1.0).contains(v)), "entries are in [0, 1]");
                    seen_phases[game.phase().kind() as usize] = true;
                    assert_eq!(section(&o, "phase")[game.phase().kind() as usize], 1.0);
                }
                let moves = game.legal_moves();
                x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                game.apply(moves[((x >> 33) % moves.len() as u64) as usize]).unwrap();
            }
            let o = obs(&game, 0);
            assert_eq!(section(&o, "phase")[5], 1.0);
            assert!(section(&o, "current_player").iter().all(|&v| v == 0.0));
            assert_eq!(section(&o, "end_reason").iter().sum::<f32>(), 1.0);
            let total = game.scores().per_player()[0].total as f32 / SCORE_SCALE;
            assert_eq!(section(&o, "scores")[4], total);
        }
    }

    #[test]
    fn refused_swaps_and_consent_are_encoded() {
        let mut game = Game::new(2, 1).unwrap();
        let (a, b) = (Cell::new(0, 1).unwrap(), Cell::new(0, 4).unwrap());
        // Set the refusal through the game's own bookkeeping.
        game.refuse(a, b);
        let o = obs(&game, 0);
        let refused = section(&o, "refused_swaps");
        // Row 0, positions (1, 4): pairs before position 1 are the 6 of position 0, then (1,2),
        // (1,3), (1,4).
        assert_eq!(refused[6 + 2], 1.0);
        assert_eq!(refused.iter().sum::<f32>(), 1.0);
        game.public.phase = Phase::Consent { from: a, to: b, opponent: 1 };
        let o = obs(&game, 0);
        assert_eq!(section(&o, "consent_from")[usize::from(a.index())], 1.0);
        assert_eq!(section(&o, "consent_to")[usize::from(b.index())], 1.0);
        assert_eq!(section(&o, "current_player")[1], 1.0);
        assert_eq!(section(&o, "active_player")[0], 1.0);
        let o = obs(&game, 1);
        assert_eq!(section(&o, "current_player")[0], 1.0);
        assert_eq!(section(&o, "active_player")[1], 1.0);
    }
}
