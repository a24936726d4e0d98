//! The full game state (the "god view") and its setup.
//!
//! [`Game`] is a few hundred bytes of fixed arrays: no `Vec`, no `Box`, so `clone` is a plain
//! copy. The rules that change it live in the `rules` module; this module holds the state, the
//! setup procedure (RULES-SPEC 2.6) and read-only queries.

use std::fmt;

use crate::cards::{Card, CardId, CardSet, GoatKind, FIRST_MILK, NUM_CARDS, NUM_KINDS};
use crate::error::SetupError;
use crate::events::EndReason;
use crate::layout::{grid_cells, Cell, Line, Track, MAX_CELLS};
use crate::options::{Options, MAX_PLAYERS};
use crate::rng;

/// Marker for "no card / no player / no goat" in the compact arrays.
pub(crate) const NONE: u8 = u8::MAX;
/// Cell content of a stable cell.
pub(crate) const STABLE: u8 = u8::MAX - 1;
/// Small goats per player.
pub const GOATS_PER_PLAYER: usize = 10;
/// Cards in a hand at the start of every turn.
pub const HAND_SIZE: usize = 2;

/// The decision the game is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The active player chooses a hand card to play (step 1).
    Play,
    /// The active player chooses a card to take from the active line (step 6).
    Take,
    /// After an evaluation A with too few small goats: the active player chooses the next card
    /// of `kind` to mark (RULES-SPEC D29).
    Mark {
        /// The kind just closed.
        kind: GoatKind,
    },
    /// After playing a dog and taking: the active player may make one dog move (RULES-SPEC 5).
    Dog,
    /// The active player asked `opponent` to agree to swap `from` (own card) with `to`
    /// (the opponent's card).
    Consent {
        /// Cell of the active player's card.
        from: Cell,
        /// Cell of the opponent's card.
        to: Cell,
        /// The player asked.
        opponent: u8,
    },
    /// The game has ended.
    Over,
}

impl Phase {
    /// The phase without its data.
    pub fn kind(self) -> PhaseKind {
        match self {
            Phase::Play => PhaseKind::Play,
            Phase::Take => PhaseKind::Take,
            Phase::Mark { .. } => PhaseKind::Mark,
            Phase::Dog => PhaseKind::Dog,
            Phase::Consent { .. } => PhaseKind::Consent,
            Phase::Over => PhaseKind::Over,
        }
    }
}

/// The kinds of decision, without their data (used in errors and for the C and Python layers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[repr(u8)]
pub enum PhaseKind {
    /// Play a hand card.
    Play = 0,
    /// Take a card.
    Take = 1,
    /// Mark a card after evaluation A.
    Mark = 2,
    /// Dog move or pass.
    Dog = 3,
    /// Answer a swap request.
    Consent = 4,
    /// Game over.
    Over = 5,
}

impl fmt::Display for PhaseKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PhaseKind::Play => "a card to play",
            PhaseKind::Take => "a card to take",
            PhaseKind::Mark => "a card to mark",
            PhaseKind::Dog => "a dog move or a pass",
            PhaseKind::Consent => "an answer to a swap request",
            PhaseKind::Over => "nothing (the game is over)",
        })
    }
}

/// Where a goat kind stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KindStatus {
    /// Removed at setup (2 to 4 players); its cards are in the box.
    Removed,
    /// Not evaluated yet.
    Open,
    /// Evaluated; `owner` marks its cards.
    Closed {
        /// The player who won the evaluation.
        owner: u8,
    },
}

/// The full state of one game.
///
/// Create it with [`Game::new`] or [`Game::with_options`]; drive it with
/// [`Game::legal_moves`] and [`Game::apply`]; read it through the query methods, or give a
/// player only [`Game::view`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    pub(crate) players: u8,
    pub(crate) grid: u8,
    pub(crate) start_player: u8,
    pub(crate) milk_ones: u8,
    /// Stable cell of each seat.
    pub(crate) stables: [Cell; MAX_PLAYERS],
    /// Card id, [`NONE`] (empty) or [`STABLE`] per cell index; cells off a 6x6 grid stay empty.
    pub(crate) cells: [u8; MAX_CELLS],
    /// Owner of the small goat on each cell, or [`NONE`].
    pub(crate) marks: [u8; MAX_CELLS],
    /// Draw pile, bottom first: the top card is `pile[pile_len - 1]`.
    pub(crate) pile: [u8; NUM_CARDS],
    pub(crate) pile_len: u8,
    /// Hand slots; after a play the remaining card is in slot 0 and slot 1 is [`NONE`].
    pub(crate) hands: [[u8; 2]; MAX_PLAYERS],
    /// Whether everybody saw the card in a hand slot enter it (taken from the pasture or shown).
    pub(crate) hand_seen: [[bool; 2]; MAX_PLAYERS],
    pub(crate) displays: [CardSet; MAX_PLAYERS],
    pub(crate) boxed: CardSet,
    /// Bit `k` set: kind `k` was removed at setup.
    pub(crate) removed_kinds: u32,
    /// Owner of each closed kind, [`NONE`] while open or removed.
    pub(crate) kind_owner: [u8; NUM_KINDS],
    /// Cards publicly known to be in the pile (a fifth card at an evaluation B found nowhere else).
    pub(crate) known_in_pile: CardSet,
    /// Track position of each big goat.
    pub(crate) goats: [u8; MAX_PLAYERS],
    pub(crate) phase: Phase,
    /// Whose turn it is (the player asked in [`Phase::Consent`] is not the active player).
    pub(crate) active: u8,
    /// The card played this turn, or [`NONE`] before the play.
    pub(crate) played: u8,
    pub(crate) end: Option<EndReason>,
    /// Swaps refused this turn, one bit per pair of cells within a line (see `rules::dog`).
    pub(crate) refused: [u64; 5],
    /// Turn number, from 1.
    pub(crate) turn: u16,
}

impl Game {
    /// A new game with the default options for `players`, set up from `seed`.
    ///
    /// # Errors
    /// [`SetupError::PlayerCount`] unless `players` is 2 to 5.
    pub fn new(players: u8, seed: u64) -> Result<Game, SetupError> {
        Game::with_options(&Options::new(players)?, seed)
    }

    /// A new game with `options`, set up from `seed` (RULES-SPEC 2.6).
    ///
    /// # Errors
    /// The first problem [`Options::validate`] finds.
    pub fn with_options(options: &Options, seed: u64) -> Result<Game, SetupError> {
        options.validate()?;
        let mut rng = rng::seeded(seed);
        let players = options.players;
        let grid = options.layout.grid_size;
        let track = Track::new(grid);

        let mut game = Game::empty(players, grid, options.start_player, options.milk_ones);
        for seat in 0..players {
            let stable = options.stable_of(seat).expect("validated layout");
            game.stables[usize::from(seat)] = stable;
            game.cells[usize::from(stable.index())] = STABLE;
            game.goats[usize::from(seat)] = track.start_position(stable).expect("validated: edge cell");
        }

        // 2. Remove whole kinds chosen at random (D3), and dogs and milk by the table (D4);
        //    dogs and milk cards of one value are identical, so the highest ids go.
        let removal = options.removal;
        let mut kinds: [u8; NUM_KINDS] = std::array::from_fn(|k| k as u8);
        rng::shuffle(&mut rng, &mut kinds);
        for &k in &kinds[..usize::from(removal.kinds)] {
            game.removed_kinds |= 1 << k;
            game.boxed = game.boxed.or(GoatKind::new(k).expect("kind index").cards());
        }
        let ones_end = FIRST_MILK + options.milk_ones;
        for (end, count) in
            [(FIRST_MILK, removal.dogs), (ones_end, removal.milk_ones), (NUM_CARDS as u8, removal.milk_twos)]
        {
            for id in end - count..end {
                game.boxed.insert(CardId::from_index(id));
            }
        }

        // 3. Shuffle the deck; deck[0] is the top.
        let mut deck = [0u8; NUM_CARDS];
        let mut deck_len = 0;
        for card in CardSet::ALL.minus(game.boxed).iter() {
            deck[deck_len] = card.index();
            deck_len += 1;
        }
        let deck = &mut deck[..deck_len];
        rng::shuffle(&mut rng, deck);

        // 4. Deal one card into every card cell, row-major.
        let mut next = 0;
        for row in 0..grid {
            for col in 0..grid {
                let cell = usize::from(Cell::new(row, col).expect("in grid").index());
                if game.cells[cell] != STABLE {
                    game.cells[cell] = deck[next];
                    next += 1;
                }
            }
        }
        // 5. The rest is the pile, stored bottom first.
        for &card in deck[next..].iter().rev() {
            game.push_pile(card);
        }

        game.draw_starting_hands(&mut rng);
        Ok(game)
    }

    /// A game with no cards anywhere and every player at track position 0, before setup or
    /// loading fills it in.
    pub(crate) fn empty(players: u8, grid: u8, start_player: u8, milk_ones: u8) -> Game {
        Game {
            players,
            grid,
            start_player,
            milk_ones,
            stables: [Cell::from_index(0).expect("cell 0"); MAX_PLAYERS],
            cells: [NONE; MAX_CELLS],
            marks: [NONE; MAX_CELLS],
            pile: [NONE; NUM_CARDS],
            pile_len: 0,
            hands: [[NONE; 2]; MAX_PLAYERS],
            hand_seen: [[false; 2]; MAX_PLAYERS],
            displays: [CardSet::EMPTY; MAX_PLAYERS],
            boxed: CardSet::EMPTY,
            removed_kinds: 0,
            kind_owner: [NONE; NUM_KINDS],
            known_in_pile: CardSet::EMPTY,
            goats: [0; MAX_PLAYERS],
            phase: Phase::Play,
            active: start_player,
            played: NONE,
            end: None,
            refused: [0; 5],
            turn: 1,
        }
    }

    /// Step 7: each player in turn order draws 2 cards; dogs are set aside and replaced (D10),
    /// and the set-aside dogs are shuffled back into the pile at the end.
    fn draw_starting_hands<R: rand_core::Rng>(&mut self, rng: &mut R) {
        let mut set_aside = [NONE; NUM_CARDS];
        let mut set_aside_len = 0;
        for i in 0..self.players {
            let seat = usize::from((self.start_player + i) % self.players);
            for slot in 0..HAND_SIZE {
                loop {
                    let card = self.pop_pile().expect("validated: enough non-dog cards");
                    if CardId::from_index(card).is_dog() {
                        set_aside[set_aside_len] = card;
                        set_aside_len += 1;
                    } else {
                        self.hands[seat][slot] = card;
                        break;
                    }
                }
            }
        }
        if set_aside_len > 0 {
            for &dog in &set_aside[..set_aside_len] {
                self.push_pile(dog);
            }
            let len = usize::from(self.pile_len);
            rng::shuffle(rng, &mut self.pile[..len]);
        }
    }

    fn push_pile(&mut self, card: u8) {
        self.pile[usize::from(self.pile_len)] = card;
        self.pile_len += 1;
    }

    pub(crate) fn pop_pile(&mut self) -> Option<u8> {
        if self.pile_len == 0 {
            return None;
        }
        self.pile_len -= 1;
        let card = self.pile[usize::from(self.pile_len)];
        self.pile[usize::from(self.pile_len)] = NONE;
        Some(card)
    }

    // ----- public queries -----

    /// Number of players.
    pub fn players(&self) -> u8 {
        self.players
    }

    /// Side of the grid: 7, or 6 with 2 players.
    pub fn grid_size(&self) -> u8 {
        self.grid
    }

    /// The seat that played first.
    pub fn start_player(&self) -> u8 {
        self.start_player
    }

    /// How many milk cards are worth 1 in this game (RULES-SPEC D1).
    pub fn milk_ones(&self) -> u8 {
        self.milk_ones
    }

    /// What a card is, with this game's milk split.
    pub fn card(&self, card: CardId) -> Card {
        card.card(self.milk_ones)
    }

    /// The track of the big goats.
    pub fn track(&self) -> Track {
        Track::new(self.grid)
    }

    /// The player who must decide now, or `None` once the game is over.
    pub fn current_player(&self) -> Option<u8> {
        match self.phase {
            Phase::Over => None,
            Phase::Consent { opponent, .. } => Some(opponent),
            _ => Some(self.active),
        }
    }

    /// Whose turn it is (during [`Phase::Consent`] the asked opponent decides, but the turn is
    /// still the active player's). After the end, the player whose turn was last.
    pub fn active_player(&self) -> u8 {
        self.active
    }

    /// The decision the game is waiting for.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Why the end was triggered, if it was (the triggering turn may still be in progress).
    pub fn end_reason(&self) -> Option<EndReason> {
        self.end
    }

    /// Turn number, from 1.
    pub fn turn(&self) -> u16 {
        self.turn
    }

    /// The card played in the current turn, once played.
    pub fn played_card(&self) -> Option<CardId> {
        CardId::new(self.played)
    }

    /// The stable cell of `player`.
    ///
    /// # Panics
    /// If `player` is not a seat of this game.
    pub fn stable(&self, player: u8) -> Cell {
        assert!(player < self.players, "no player {player}");
        self.stables[usize::from(player)]
    }

    /// The card lying on `cell`, if any (`None` for empty, stable and off-grid cells).
    pub fn card_at(&self, cell: Cell) -> Option<CardId> {
        CardId::new(self.cells[usize::from(cell.index())])
    }

    /// Whether `cell` is one of the stables.
    pub fn is_stable(&self, cell: Cell) -> bool {
        self.cells[usize::from(cell.index())] == STABLE
    }

    /// The owner of the small goat on `cell`, if any.
    pub fn mark_at(&self, cell: Cell) -> Option<u8> {
        let m = self.marks[usize::from(cell.index())];
        (m != NONE).then_some(m)
    }

    /// The cards in `player`'s hand (up to 2).
    ///
    /// # Panics
    /// If `player` is not a seat of this game.
    pub fn hand(&self, player: u8) -> impl Iterator<Item = CardId> + '_ {
        assert!(player < self.players, "no player {player}");
        self.hands[usize::from(player)].iter().filter_map(|&c| CardId::new(c))
    }

    /// The face-up cards `player` has played and still has in front of them.
    ///
    /// # Panics
    /// If `player` is not a seat of this game.
    pub fn display(&self, player: u8) -> CardSet {
        assert!(player < self.players, "no player {player}");
        self.displays[usize::from(player)]
    }

    /// The cards in the box (removed at setup or during play).
    pub fn boxed(&self) -> CardSet {
        self.boxed
    }

    /// Number of cards in the draw pile.
    pub fn pile_len(&self) -> usize {
        usize::from(self.pile_len)
    }

    /// The draw pile from the top down (hidden information: give players [`Game::view`]).
    pub fn pile(&self) -> impl Iterator<Item = CardId> + '_ {
        self.pile[..usize::from(self.pile_len)].iter().rev().map(|&c| CardId::from_index(c))
    }

    /// Track position of `player`'s big goat.
    ///
    /// # Panics
    /// If `player` is not a seat of this game.
    pub fn goat_position(&self, player: u8) -> u8 {
        assert!(player < self.players, "no player {player}");
        self.goats[usize::from(player)]
    }

    /// Where `kind` stands: removed, open or closed with an owner.
    pub fn kind_status(&self, kind: GoatKind) -> KindStatus {
        if self.removed_kinds & (1 << kind.index()) != 0 {
            KindStatus::Removed
        } else {
            match self.kind_owner[usize::from(kind.index())] {
                NONE => KindStatus::Open,
                owner => KindStatus::Closed { owner },
            }
        }
    }

    /// Small goats `player` still has to place (10 minus the goats on the pasture).
    pub fn supply(&self, player: u8) -> usize {
        GOATS_PER_PLAYER - self.marks.iter().filter(|&&m| m == player).count()
    }

    /// The line `player`'s big goat faces.
    pub fn facing_line(&self, player: u8) -> Line {
        self.track().line(self.goat_position(player))
    }

    /// The line the active player's big goat faces.
    pub fn active_line(&self) -> Line {
        self.facing_line(self.active)
    }

    /// The cells of this game's grid, row-major.
    pub fn cells(&self) -> impl Iterator<Item = Cell> {
        grid_cells(self.grid)
    }

    /// Where every card is: `(card, place)` for all 121 ids. Used by the invariant checks.
    pub fn locate_all(&self) -> [Option<Place>; NUM_CARDS] {
        let mut places = [None; NUM_CARDS];
        let mut put = |card: u8, place: Place| {
            let slot = &mut places[usize::from(card)];
            // A second place is reported by keeping the first; `check_conservation` counts.
            if slot.is_none() {
                *slot = Some(place);
            }
        };
        for cell in self.cells() {
            if let Some(card) = self.card_at(cell) {
                put(card.index(), Place::Pasture(cell));
            }
        }
        for (i, &card) in self.pile[..usize::from(self.pile_len)].iter().enumerate() {
            put(card, Place::Pile(usize::from(self.pile_len) - 1 - i));
        }
        for p in 0..self.players {
            for card in self.hand(p) {
                put(card.index(), Place::Hand(p));
            }
            for card in self.displays[usize::from(p)].iter() {
                put(card.index(), Place::Display(p));
            }
        }
        for card in self.boxed.iter() {
            put(card.index(), Place::Box);
        }
        places
    }

    /// Counts, for each card id, in how many places it lies (must be exactly 1 for all 121).
    pub fn card_place_counts(&self) -> [u8; NUM_CARDS] {
        let mut counts = [0u8; NUM_CARDS];
        for cell in self.cells() {
            if let Some(card) = self.card_at(cell) {
                counts[usize::from(card.index())] += 1;
            }
        }
        for &card in &self.pile[..usize::from(self.pile_len)] {
            counts[usize::from(card)] += 1;
        }
        for p in 0..self.players {
            for card in self.hand(p).chain(self.displays[usize::from(p)].iter()) {
                counts[usize::from(card.index())] += 1;
            }
        }
        for card in self.boxed.iter() {
            counts[usize::from(card.index())] += 1;
        }
        counts
    }

    /// Cards in `line` (stable and empty cells are not cards).
    pub(crate) fn cards_in_line(&self, line: Line) -> usize {
        line.cells(self.grid).filter(|&c| self.card_at(c).is_some()).count()
    }

    /// The 5 cards of `kind` displayed by `player`.
    pub(crate) fn displayed_of(&self, player: u8, kind: GoatKind) -> CardSet {
        self.displays[usize::from(player)].and(kind.cards())
    }
}

/// Where a card lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// On a pasture cell.
    Pasture(Cell),
    /// In the pile, `0` being the top.
    Pile(usize),
    /// In a player's hand.
    Hand(u8),
    /// In a player's display.
    Display(u8),
    /// In the box.
    Box,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Pasture(cell) => write!(f, "pasture {cell}"),
            Place::Pile(i) => write!(f, "pile position {i}"),
            Place::Hand(p) => write!(f, "hand of player {p}"),
            Place::Display(p) => write!(f, "display of player {p}"),
            Place::Box => write!(f, "box"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::GoatKind;

    /// W9: a dog drawn into a starting hand is set aside and replaced (milk is kept); the dog
    /// goes back into the pile, which is then shuffled.
    #[test]
    fn w9_starting_hand_replaces_dogs() {
        let mut game = Game::new(4, 3).unwrap();
        // Cards in the hands or the pile (not the pasture, not the box) to stack: a dog, a goat 3
        // (Elvis 3 in the rulebook's example), a milk 2.
        let free = |c: &CardId| !game.boxed.contains(*c) && !game.cells.contains(&c.index());
        let dog = CardSet::DOGS.iter().find(free).unwrap().index();
        let elvis3 = GoatKind::all().map(|k| k.card(3)).find(free).unwrap().index();
        let milk2 =
            CardSet::MILK.iter().filter(|c| game.card(*c) == Card::Milk { value: 2 }).find(free).unwrap().index();
        // Take the hands back, then stack the pile so that seat 0 draws Dog, Elvis 3, Milk 2.
        let mut cards: Vec<u8> = game.hands.iter().flatten().copied().filter(|&c| c != NONE).collect();
        game.hands = [[NONE; 2]; MAX_PLAYERS];
        cards.extend(game.pile[..usize::from(game.pile_len)].iter().copied());
        cards.retain(|&c| c != elvis3 && c != dog && c != milk2);
        // Other dogs go to the bottom so that only the stacked dog is drawn.
        cards.sort_by_key(|&c| CardId::from_index(c).is_dog());
        game.pile_len = 0;
        for &c in cards.iter().rev() {
            game.push_pile(c);
        }
        for c in [milk2, elvis3, dog] {
            game.push_pile(c);
        }
        let before = game.pile_len;
        game.draw_starting_hands(&mut rng::seeded(99));
        assert_eq!(game.hands[0], [elvis3, milk2]);
        assert!((0..4).all(|p| game.hand(p).count() == 2 && game.hand(p).all(|c| !c.is_dog())));
        // 9 cards drawn (the dog among them), the dog put back.
        assert_eq!(game.pile_len, before - 8, "the dog went back into the pile");
        assert!(game.pile().any(|c| c.index() == dog));
    }

    /// W9 and RULES-SPEC 2.2: pile sizes 67 / 54 / 34 / 27 after setup, no dog in a starting hand.
    #[test]
    fn setup_counts_for_every_player_count() {
        // players, grid, kinds, dogs, milk ones, milk twos, pasture cards, pile after hands
        let table = [
            (5, 7, 18, 15, 8, 8, 44, 67),
            (4, 7, 16, 13, 6, 8, 45, 54),
            (3, 7, 13, 10, 3, 8, 46, 34),
            (2, 6, 10, 7, 4, 4, 34, 27),
        ];
        for (players, grid, kinds, dogs, ones, twos, pasture, pile) in table {
            for seed in 0..200 {
                let g = Game::new(players, seed).unwrap();
                assert_eq!(g.grid_size(), grid);
                let in_play = CardSet::ALL.minus(g.boxed());
                let goat_kinds = GoatKind::all().filter(|k| g.kind_status(*k) == KindStatus::Open).count();
                assert_eq!(goat_kinds, kinds);
                assert_eq!(in_play.and(CardSet::DOGS).len(), dogs);
                let milk: Vec<Card> = in_play.and(CardSet::MILK).iter().map(|c| g.card(c)).collect();
                assert_eq!(milk.iter().filter(|&&c| c == Card::Milk { value: 1 }).count(), ones);
                assert_eq!(milk.iter().filter(|&&c| c == Card::Milk { value: 2 }).count(), twos);
                assert_eq!(in_play.len(), kinds * 5 + dogs + ones + twos);
                assert_eq!(g.cells().filter(|&c| g.card_at(c).is_some()).count(), pasture);
                assert_eq!(g.cells().filter(|&c| g.is_stable(c)).count(), usize::from(players));
                assert_eq!(g.pile_len(), pile);
                for p in 0..players {
                    assert_eq!(g.hand(p).count(), 2);
                    assert!(g.hand(p).all(|c| !c.is_dog()));
                    assert_eq!(g.supply(p), 10);
                    assert_eq!(g.goat_position(p), g.track().start_position(g.stable(p)).unwrap());
                }
                assert!(g.card_place_counts().iter().all(|&n| n == 1));
            }
        }
    }

    #[test]
    fn removed_kinds_vary_with_the_seed_and_are_uniform_enough() {
        let mut counts = [0u32; NUM_KINDS];
        for seed in 0..900 {
            let g = Game::new(2, seed).unwrap();
            for k in GoatKind::all().filter(|&k| g.kind_status(k) == KindStatus::Removed) {
                counts[usize::from(k.index())] += 1;
            }
        }
        // 900 games x 8 removed kinds / 18 kinds = 400 expected per kind; sd about 15.
        assert!(counts.iter().all(|&c| (330..=470).contains(&c)), "{counts:?}");
    }
}
