//! Plain-text pictures of a seat's view and one-line descriptions of events and moves, for
//! terminal frontends and logs (the `play` example uses them).

use game_core::GameView;
use std::fmt::Write;

use crate::events::Event;
use crate::moves::Move;
use crate::options::MAX_PLAYERS;
use crate::public::HILL_TRICKS;
use crate::view::PlayerView;

/// A card with its goat heads: `23(1)`.
fn card(view: &PlayerView, card: u8) -> String {
    format!("{card}({})", view.heads(card))
}

/// The table as `view`'s seat sees it: round and trick, the trick on the table, the hill and the
/// limit, each seat's hand size, tricks and goats, and the seat's own hand with goat heads.
pub fn render_view(view: &PlayerView) -> String {
    let mut out = String::new();
    let round =
        if view.rounds() > 1 { format!("round {}/{}, ", view.round() + 1, view.rounds()) } else { String::new() };
    let _ = writeln!(out, "{round}trick {}/8, P{} leads", view.trick_number().min(8), view.leader());
    let hill: Vec<String> = view
        .hill()
        .iter()
        .map(|laid| {
            let hill = view.hill_card(laid.card);
            format!("{}/{} -> {}", hill.low, hill.high, laid.chosen)
        })
        .collect();
    let limit = match view.limit() {
        Some(limit) => format!("limit {limit}"),
        None => format!("running sum {} after {} of {HILL_TRICKS} hill cards", view.hill_sum(), view.hill().len()),
    };
    let _ = writeln!(out, "hill: [{}]  {limit}", hill.join(", "));
    let trick: Vec<String> = view
        .current_trick()
        .iter()
        .enumerate()
        .map(|(i, &c)| format!("P{} {}", view.seat_at(i), card(view, c)))
        .collect();
    let _ = writeln!(out, "trick: {}", if trick.is_empty() { "-".to_string() } else { trick.join(", ") });
    for seat in 0..view.players() {
        let _ = writeln!(
            out,
            "  P{seat}: {} cards in hand, {} tricks, {} goats",
            view.hand_size(seat),
            view.tricks_taken(seat),
            view.goats(seat)
        );
    }
    let hand: Vec<String> = view.hand().iter().map(|c| card(view, c)).collect();
    let _ = write!(out, "P{}'s hand: {}", view.seat(), hand.join(" "));
    out
}

/// One line saying what `mv` does, with the heads of a played card.
pub fn describe_move(view: &PlayerView, mv: Move) -> String {
    match mv {
        Move::Play(c) => format!("plays {}", card(view, c)),
        Move::ChooseLow | Move::ChooseHigh => match view.revealed_hill() {
            Some(id) => {
                let hill = view.hill_card(id);
                let number = if mv == Move::ChooseLow { hill.low } else { hill.high };
                format!("chooses {number} of the hill card {}/{}", hill.low, hill.high)
            }
            None => mv.to_string(),
        },
    }
}

/// One line saying what happened in a game of `players` players.
pub fn describe_event(event: &Event, players: u8) -> String {
    match *event {
        Event::CardPlayed { player, card } => format!("P{player} played {card}"),
        Event::HillRevealed { low, high, chooser, .. } => {
            format!("hill card {low}/{high} revealed; P{chooser} chooses")
        }
        Event::HillChosen { player, number, sum, limit, .. } => match limit {
            Some(limit) => format!("P{player} chose {number}: the limit is {limit}"),
            None => format!("P{player} chose {number}: running sum {sum}"),
        },
        Event::TrickTaken { winner, goats, .. } => format!("P{winner} took the trick ({goats} goats)"),
        Event::RoundScored { round, limit, goats, over, scores, .. } => {
            let seats = (0..usize::from(players).min(MAX_PLAYERS))
                .map(|s| {
                    format!("P{s} {} goats{}, scores {}", goats[s], if over[s] { " (over)" } else { "" }, scores[s])
                })
                .collect::<Vec<_>>();
            format!("round {} scored against limit {limit}: {}", round + 1, seats.join(", "))
        }
        Event::RoundStarted { round, leader } => format!("round {} begins; P{leader} leads", round + 1),
        Event::GameOver { winners, .. } => {
            let seats: Vec<String> =
                (0..players).filter(|s| winners & (1 << s) != 0).map(|s| format!("P{s}")).collect();
            if seats.is_empty() {
                "game over: nobody wins".to_string()
            } else {
                format!("game over: {} won", seats.join(" and "))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prelude::*;
    use crate::Game;

    #[test]
    fn a_whole_game_describes_itself() {
        let mut game = Game::new(4, 7).unwrap();
        while let Some(seat) = game.current_player() {
            let view = game.view(seat);
            assert!(render_view(&view).contains("'s hand:"));
            let mv = game.legal_moves()[0];
            assert!(!describe_move(&view, mv).is_empty());
            for event in game.apply(mv).unwrap() {
                assert!(!describe_event(&event, 4).is_empty());
            }
        }
        assert!(render_view(&game.view(0)).contains("limit"));
    }
}
