//! Plain-text pictures of a seat's view and one-line descriptions of events and moves, for
//! terminal frontends and logs (the `play` example uses them). Cards are written as their number
//! and their heads as colour letters (`17[YKK]`: B blue, Y yellow, G green, R red, K black,
//! W white); with `colour` on, each letter is drawn in its colour with ANSI escape codes, for
//! terminals that show them.

use game_core::GameView;
use std::fmt::Write;

use crate::cards::{CardTable, COLOUR_LETTERS, NUM_COLOURS};
use crate::events::Event;
use crate::moves::Move;
use crate::view::PlayerView;

/// The ANSI colour of each colour index: blue, yellow, green, red, black (shown dark grey, so it
/// reads on a black background), white.
const ANSI: [&str; NUM_COLOURS] = ["\x1b[1;34m", "\x1b[1;33m", "\x1b[1;32m", "\x1b[1;31m", "\x1b[1;90m", "\x1b[1;97m"];
const RESET: &str = "\x1b[0m";

/// Card `n` as `17[YKK]`, its letters coloured when `colour` is set.
pub fn card_label(table: &CardTable, n: u8, colour: bool) -> String {
    let heads = table.heads(n);
    let mut letters = String::new();
    for (c, &count) in heads.iter().enumerate() {
        for _ in 0..count {
            if colour {
                let _ = write!(letters, "{}{}{RESET}", ANSI[c], COLOUR_LETTERS[c]);
            } else {
                letters.push(COLOUR_LETTERS[c]);
            }
        }
    }
    format!("{n}[{letters}]")
}

/// The table as `view`'s seat sees it: the five rows, each seat's hand and pile sizes, penalty
/// points and whether it has chosen, the cards revealed this round, and the seat's own hand.
pub fn render_view(view: &PlayerView, colour: bool) -> String {
    let table = view.table();
    let mut out = String::new();
    let _ = writeln!(out, "round {}", view.round());
    for (r, row) in view.rows().iter().enumerate() {
        let cards: Vec<String> = row.cards().iter().map(|&n| card_label(table, n, colour)).collect();
        let _ = writeln!(out, "  row {r}: {}", cards.join(" "));
    }
    let revealed: Vec<String> =
        view.revealed().map(|(card, seat)| format!("P{seat} {}", card_label(table, card, colour))).collect();
    if !revealed.is_empty() {
        let _ = writeln!(out, "revealed: {} ({} resolved)", revealed.join(", "), view.resolved());
    }
    for seat in 0..view.players() {
        let chosen = if view.has_chosen(seat) { ", has chosen" } else { "" };
        let _ = writeln!(
            out,
            "  P{seat}: {} in hand, {} in pile, {} penalty heads{chosen}",
            view.hand_count(seat),
            view.pile_count(seat),
            view.penalty_points(seat)
        );
    }
    let hand: Vec<String> = view.hand().iter().map(|n| card_label(table, n, colour)).collect();
    let _ = write!(out, "P{}'s hand: {}", view.seat(), hand.join(" "));
    out
}

/// One line saying what `mv` does.
pub fn describe_move(view: &PlayerView, mv: Move, colour: bool) -> String {
    match mv {
        Move::Choose(card) => format!("chooses {}", card_label(view.table(), card, colour)),
        Move::Place(row) => format!("places on row {row}"),
        Move::Take(row) => format!("takes row {row} (no row fits)"),
    }
}

/// One line saying what happened, cards labelled with `table`'s heads.
pub fn describe_event(event: &Event, table: &CardTable, colour: bool) -> String {
    let label = |n: u8| card_label(table, n, colour);
    match event {
        Event::CardChosen { seat } => format!("P{seat} has chosen"),
        Event::CardsRevealed { cards } => {
            let cards: Vec<String> = cards.iter().map(|r| format!("P{} {}", r.seat, label(r.card))).collect();
            format!("revealed: {}", cards.join(", "))
        }
        Event::CardPlaced { seat, card, row, position } => {
            format!("P{seat} placed {} on row {row} at position {position}", label(*card))
        }
        Event::RowTaken { seat, row, cards, rules, points } => {
            let mut why = Vec::new();
            if rules.sixth_card {
                why.push("sixth card");
            }
            if rules.six_heads {
                why.push("six heads of a colour");
            }
            if rules.no_fit {
                why.push("no row fitted");
            }
            let cards: Vec<String> = cards.iter().map(|&n| label(n)).collect();
            format!("P{seat} took row {row} ({}): {} = {points} points", why.join(" and "), cards.join(" "))
        }
        Event::CardRecycled { seat, card } => format!("{} fits no row: under P{seat}'s pile", label(*card)),
        Event::CardsDrawn { seat, count, cards } => {
            if cards.is_empty() {
                format!("P{seat} drew {count} cards")
            } else {
                let cards: Vec<String> = cards.iter().map(|&n| label(n)).collect();
                format!("P{seat} drew {}", cards.join(" "))
            }
        }
        Event::GameOver { reason, scores, winners } => {
            let seats: Vec<String> =
                (0..scores.len() as u8).filter(|s| winners & (1 << s) != 0).map(|s| format!("P{s}")).collect();
            format!("game over ({reason:?}): scores {scores:?}, {} won", seats.join(" and "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prelude::*;
    use crate::Game;

    #[test]
    fn a_whole_game_describes_itself_with_and_without_colour() {
        let mut game = Game::new(3, 7).unwrap();
        while let Some(seat) = game.current_player() {
            let view = game.view(seat);
            assert!(render_view(&view, false).contains("row 4:"));
            assert!(!render_view(&view, false).contains('\x1b'));
            assert!(render_view(&view, true).contains('\x1b'));
            let mv = game.legal_moves()[0];
            assert!(!describe_move(&view, mv, false).is_empty());
            for event in game.apply(mv).unwrap() {
                assert!(!describe_event(&event, game.table(), false).contains('\x1b'));
            }
        }
    }

    #[test]
    fn labels_show_the_heads() {
        let game = Game::new(2, 1).unwrap();
        assert_eq!(card_label(game.table(), 17, false), "17[YKK]");
        assert_eq!(card_label(game.table(), 52, false), "52[BYGRKW]");
    }
}
