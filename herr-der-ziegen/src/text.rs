//! Plain-text rendering: a pasture diagram with stables, small goats and big goats, and
//! readable descriptions of moves and events. Used by the terminal example and available to
//! every frontend.

use game_core::GameView;
use std::fmt::Write;

use crate::cards::{CardId, CardSet};
use crate::events::{BoxedFrom, Event};
use crate::game::{KindStatus, Phase};
use crate::layout::Cell;
use crate::moves::Move;
use crate::view::PlayerView;

const CELL_WIDTH: usize = 8;

fn card_list(set: CardSet, milk_ones: u8) -> String {
    if set.is_empty() {
        return "-".to_string();
    }
    set.iter().map(|c| c.label(milk_ones)).collect::<Vec<_>>().join(" ")
}

/// Seats whose big goat stands at track position `pos`, as digits (`""` if none).
fn goats_at(view: &PlayerView, pos: u8) -> String {
    (0..view.players()).filter(|&p| view.goat_position(p) == pos).map(|p| char::from(b'0' + p)).collect()
}

fn cell_text(view: &PlayerView, cell: Cell) -> String {
    if view.is_stable(cell) {
        let owner = (0..view.players()).find(|&p| view.stable(p) == cell).unwrap_or(0);
        return format!("[ S{owner} ]");
    }
    match view.card_at(cell) {
        None => ".".to_string(),
        Some(card) => {
            let label = card.label(view.milk_ones());
            match view.mark_at(cell) {
                Some(p) => format!("{label}*{p}"),
                None => label,
            }
        }
    }
}

/// The pasture as a grid: cards by label (`K02-5` = kind K02 value 5), `*p` = small goat of
/// player `p`, `[ Sp ]` = stable of player `p`, `.` = empty; digits around the edge are the big
/// goats on their track positions.
pub fn render_pasture(view: &PlayerView) -> String {
    let n = view.grid_size();
    let track = view.track();
    let mut out = String::new();
    let margin = 6;
    let pad = |s: &str| format!("{s:^CELL_WIDTH$}");
    // Top side: positions 0..n face columns left to right.
    let _ = write!(out, "{:margin$}", "");
    for c in 0..n {
        out.push_str(&pad(&goats_at(view, c)));
    }
    out.push('\n');
    let _ = write!(out, "{:margin$}", "");
    for c in 0..n {
        out.push_str(&pad(&format!("c{c}")));
    }
    out.push('\n');
    for r in 0..n {
        let left = goats_at(view, 3 * n + (n - 1 - r));
        let right = goats_at(view, n + r);
        let _ = write!(out, "{left:>3} r{r} ");
        for c in 0..n {
            out.push_str(&pad(&cell_text(view, Cell::new(r, c).expect("in grid"))));
        }
        let _ = writeln!(out, " {right}");
    }
    let _ = write!(out, "{:margin$}", "");
    for c in 0..n {
        out.push_str(&pad(&goats_at(view, 2 * n + (n - 1 - c))));
    }
    out.push('\n');
    debug_assert_eq!(track.len(), 4 * n);
    out
}

/// The whole view: pasture, then each player's display, hand (as this seat knows it), small
/// goats left and big goat position, then closed kinds, pile and box.
pub fn render_view(view: &PlayerView) -> String {
    let ones = view.milk_ones();
    let mut out = render_pasture(view);
    for p in 0..view.players() {
        let known = view.known_hand(p);
        let unknown = view.unknown_hand_count(p);
        let hand = match (known.is_empty(), unknown) {
            (true, 0) => "-".to_string(),
            (_, 0) => card_list(known, ones),
            (true, u) => format!("{u} unknown"),
            (false, u) => format!("{} + {u} unknown", card_list(known, ones)),
        };
        let marker = if Some(p) == view.current_player() { ">" } else { " " };
        let _ = writeln!(
            out,
            "{marker} P{p}: display [{}]  hand [{hand}]  small goats {}  big goat p{} ({})",
            card_list(view.display(p), ones),
            view.supply(p),
            view.goat_position(p),
            view.facing_line(p),
        );
    }
    let closed: Vec<String> = crate::cards::GoatKind::all()
        .filter_map(|k| match view.kind_status(k) {
            KindStatus::Closed { owner } => Some(format!("{k}:P{owner}")),
            _ => None,
        })
        .collect();
    let _ = writeln!(
        out,
        "  closed kinds: {}   pile: {} cards   box: {} cards   turn {}",
        if closed.is_empty() { "-".to_string() } else { closed.join(" ") },
        view.pile_len(),
        view.boxed().len(),
        view.turn()
    );
    if let Phase::Consent { from, to, opponent } = view.phase() {
        let _ = writeln!(out, "  P{} asks P{opponent} to swap {from} with {to}", view.active_player());
    }
    out
}

impl Move {
    /// A readable description with card labels (needs the game's milk split for milk labels).
    pub fn describe(self, view: &PlayerView) -> String {
        let label = |c: Option<CardId>| c.map_or_else(|| "empty cell".to_string(), |c| c.label(view.milk_ones()));
        match self {
            Move::Play(card) => format!("play {}", card.label(view.milk_ones())),
            Move::Take(cell) => format!("take {} from {cell}", label(view.card_at(cell))),
            Move::Mark(cell) => format!("mark {} at {cell}", label(view.card_at(cell))),
            Move::Dog { from, to } => {
                let target = match (view.card_at(to), view.mark_at(to)) {
                    (None, _) => format!("the empty cell {to}"),
                    (Some(c), Some(p)) if p != view.seat() => {
                        format!("P{p}'s {} at {to} (P{p} is asked)", c.label(view.milk_ones()))
                    }
                    (Some(c), _) => format!("{} at {to}", c.label(view.milk_ones())),
                };
                format!("dog: move {} from {from} to {target}", label(view.card_at(from)))
            }
            Move::PassDog => "no dog move".to_string(),
            Move::Answer(true) => "agree to the swap".to_string(),
            Move::Answer(false) => "refuse the swap".to_string(),
        }
    }
}

impl Event {
    /// A readable sentence (needs the game's milk split for milk labels).
    pub fn describe(&self, milk_ones: u8) -> String {
        let l = |c: &CardId| c.label(milk_ones);
        match self {
            Event::CardPlayed { player, card } => format!("P{player} plays {}", l(card)),
            Event::GoatMoved { player, from, to } => format!("P{player}'s big goat moves p{from} -> p{to}"),
            Event::CardTaken { player, cell, card } => format!("P{player} takes {} from {cell}", l(card)),
            Event::CellRefilled { cell, card } => format!("{cell} is refilled with {}", l(card)),
            Event::CardMarked { player, cell, card } => format!("P{player} puts a small goat on {} at {cell}", l(card)),
            Event::KindClosed { kind, owner, evaluation } => {
                format!("{kind} ({}) is evaluated ({evaluation:?}) and goes to P{owner}", kind.name())
            }
            Event::CardBoxed { card, player, from } => match from {
                BoxedFrom::Played => format!("{} (closed kind) goes to the box", l(card)),
                BoxedFrom::Display => format!("P{player}'s {} goes to the box", l(card)),
            },
            Event::CardShown { player, card } => format!("P{player} shows {} and keeps it", l(card)),
            Event::ConsentAsked { player, opponent, from, to } => {
                format!("P{player} asks P{opponent} to swap {from} with {to}")
            }
            Event::ConsentAnswered { opponent, agreed } => {
                format!("P{opponent} {}", if *agreed { "agrees" } else { "refuses" })
            }
            Event::DogMoved { player, from, to, swapped } => match swapped {
                Some(c) => format!("P{player}'s dog swaps {from} and {to} ({} moves to {from})", l(c)),
                None => format!("P{player}'s dog moves the card at {from} to the empty cell {to}"),
            },
            Event::DogPassed { player } => format!("P{player} makes no dog move"),
            Event::EndTriggered { reason } => format!("the end of the game is triggered ({reason:?})"),
            Event::TurnStarted { player } => format!("-- P{player}'s turn --"),
            Event::GameOver { winners } => {
                let w: Vec<String> = (0..8).filter(|p| winners & (1 << p) != 0).map(|p| format!("P{p}")).collect();
                format!("game over; winner: {}", w.join(", "))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use game_core::GameRules;

    #[test]
    fn the_pasture_shows_stables_goats_and_cards() {
        let game = Game::new(4, 7).unwrap();
        let text = render_view(&game.view(0));
        assert!(text.contains("[ S0 ]") && text.contains("[ S3 ]"));
        assert_eq!(text.lines().filter(|l| l.contains(" r")).count(), 7);
        let first_card = game.card_at(Cell::new(0, 1).unwrap()).unwrap().label(8);
        assert!(text.lines().nth(2).unwrap().contains(&first_card));
        // P0's goat is at p0, above column 0; P1's at p7, right of row 0.
        assert!(text.lines().next().unwrap().trim_start().starts_with('0'));
        assert!(text.lines().nth(2).unwrap().trim_end().ends_with('1'));
        assert!(text.contains("> P0"));
    }
}
