//! What the expert bot knows about Ziegen Kriegen: a round is short, so its playouts play to
//! the end, their moves chosen by the greedy bot's reasoning (win a trick while there is room
//! below the expected limit, otherwise lose it loaded with heads; choose the hill number that
//! brings the limit nearest the goats expected), computed once per decision from the sampled
//! game rather than from a view.

use game_core::bots::{win_shares_by_standing, ExpertKnowledge};
use game_core::{GameRules, MAX_SEATS};

use crate::cards::{CardSet, NUM_GOATS};
use crate::game::Game;
use crate::moves::Move;
use crate::public::{HILL_TRICKS, TRICKS_PER_ROUND};

impl ExpertKnowledge for Game {
    const PLAYOUT_MOVES: u32 = u32::MAX;
    // Half the playout moves by the rating, half at random: more greedy playouts measured no
    // stronger (docs/bots.md), and the random half keeps the opponents' replies varied.
    const PLAYOUT_GREEDINESS: f64 = 0.5;

    fn evaluate(game: &Game, values: &mut [f64; MAX_SEATS]) {
        let outcome = game.outcome();
        let standing: Vec<f64> = (0..outcome.players).map(|p| f64::from(outcome.utility(p))).collect();
        win_shares_by_standing(&standing, 3.0, values);
    }

    fn rate_moves(game: &Game, moves: &[Move], ratings: &mut [f32]) {
        let rater = Rater::new(game);
        for (rating, &mv) in ratings.iter_mut().zip(moves) {
            *rating = rater.rate(mv);
        }
    }
}

/// What the rating of one decision's moves shares.
struct Rater<'a> {
    game: &'a Game,
    me: u8,
    /// The goat cards of the round the deciding seat has not seen.
    unseen: CardSet,
    /// The mean heads of `unseen`.
    mean_unseen_heads: f32,
    /// The limit expected: the running sum plus the table's mean number per hill card to come.
    expected_limit: f32,
    /// The mean number of a hill card of the table.
    mean_hill: f32,
}

impl<'a> Rater<'a> {
    fn new(game: &'a Game) -> Rater<'a> {
        let me = game.current_player().expect("a decision is pending");
        let unseen = CardSet::ALL.minus(game.hands[usize::from(me)]).minus(game.played_this_round());
        let tables = game.tables();
        let mean_unseen_heads =
            if unseen.is_empty() { 0.0 } else { tables.heads_of(unseen) as f32 / unseen.len() as f32 };
        let mean_hill = tables.hills.iter().map(|h| f32::from(h.low) + f32::from(h.high)).sum::<f32>()
            / (2.0 * tables.hills.len() as f32);
        let expected_limit =
            f32::from(game.hill_sum()) + (HILL_TRICKS - game.hill().len().min(HILL_TRICKS)) as f32 * mean_hill;
        Rater { game, me, unseen, mean_unseen_heads, expected_limit, mean_hill }
    }

    fn rate(&self, mv: Move) -> f32 {
        let game = self.game;
        match mv {
            Move::ChooseLow | Move::ChooseHigh => {
                let hill = game.hill_card(game.revealed_hill().expect("a hill card is revealed"));
                let number = if mv == Move::ChooseHigh { hill.high } else { hill.low };
                // The limit with this number in place of a mean one for this card.
                let limit = self.expected_limit - self.mean_hill + f32::from(number);
                let left = TRICKS_PER_ROUND - game.tricks_this_round();
                let per_card = game.tables().heads_of(CardSet::ALL) as f32 / NUM_GOATS as f32;
                let expected_goats = f32::from(game.goats(self.me)) + left as f32 * per_card;
                let gap = limit - expected_goats;
                if gap >= 0.0 {
                    -gap
                } else {
                    3.0 * gap
                }
            }
            Move::Play(card) => self.rate_card(card),
        }
    }

    fn rate_card(&self, card: u8) -> f32 {
        let game = self.game;
        let n = usize::from(game.players());
        let trick = game.current_trick();
        let to_come = n - trick.len() - 1;
        let best_so_far = trick.iter().copied().max().unwrap_or(0);
        let p_win = if card < best_so_far {
            0.0
        } else if to_come == 0 {
            1.0
        } else {
            // Each later player beats the card if they hold any higher unseen card; hands are
            // random subsets of the unseen cards, approximated as independent draws.
            let higher = CardSet::from_bits(self.unseen.bits() & !((2u64 << card) - 1)).len() as f32;
            let total = self.unseen.len().max(1) as f32;
            let miss = (1.0 - higher / total).max(0.0);
            let hand = game.hand_size(self.me).max(1);
            let p_no_higher = (0..hand).fold(1.0, |p, _| p * miss);
            (0..to_come).fold(1.0, |p, _| p * p_no_higher)
        };
        let heads = |c: u8| f32::from(game.heads(c));
        let trick_goats =
            trick.iter().map(|&c| heads(c)).sum::<f32>() + heads(card) + to_come as f32 * self.mean_unseen_heads;
        let room = self.expected_limit - f32::from(game.goats(self.me));
        // Tricks left after this one also bring goats: keep some room for them.
        let left = (TRICKS_PER_ROUND - game.tricks_this_round() - 1) as f32;
        let reserve = left * self.mean_unseen_heads * 0.5;
        if trick_goats <= room - reserve {
            // Win it, with a card no stronger than needed.
            10.0 * p_win + 0.1 * heads(card) - 0.01 * f32::from(card)
        } else {
            // Lose it, and load it with heads.
            -10.0 * p_win + 0.5 * heads(card) + 0.01 * f32::from(card)
        }
    }
}
