//! The first line of every game's text picture (`str(game)`, `str(view)`, `render_mode="ansi"`):
//! the game, the players, whose view, and who decides what, or who won.

use game_core::{GamePhase, GameRules, GameView};

/// The headline of `game`'s text picture.
pub fn game_headline<G: GameRules>(game: &G) -> String {
    headline::<G>(None, game.player_count(), game.turn(), game.current_player(), game.phase(), || {
        let outcome = game.outcome();
        (0..outcome.players).filter(|&s| outcome.is_winner(s)).collect()
    })
}

/// The headline of `view`'s text picture.
pub fn view_headline<G: GameRules>(view: &G::View) -> String {
    // A view cannot always tell the winners (hidden cards may count): they are named once the
    // game's own picture is drawn.
    headline::<G>(Some(view.seat()), view.player_count(), view.turn(), view.current_player(), view.phase(), Vec::new)
}

fn headline<G: GameRules>(
    seat: Option<u8>,
    players: u8,
    turn: u16,
    current: Option<u8>,
    phase: G::Phase,
    winners: impl FnOnce() -> Vec<u8>,
) -> String {
    let who = seat.map_or_else(String::new, |seat| format!(" (view of player {seat})"));
    match current {
        Some(player) => {
            format!("{}, {players} players{who}, turn {turn}: player {player} to decide ({})", G::TITLE, phase.name())
        }
        None => {
            let winners: Vec<String> = winners().iter().map(u8::to_string).collect();
            let result = match winners.len() {
                0 if seat.is_some() => String::new(),
                0 => ", nobody won".to_string(),
                1 => format!(", won by player {}", winners[0]),
                _ => format!(", won by players {}", winners.join(", ")),
            };
            format!("{}, {players} players{who}: over after turn {turn}{result}", G::TITLE)
        }
    }
}

/// The text picture of a full game: its headline, the table as `table` (a view's text picture,
/// whose last line is that view's own hand) draws it, and every seat's hand, from `hands`, instead
/// of that one.
pub fn game_picture<G: GameRules>(game: &G, table: &str, hands: impl Iterator<Item = String>) -> String {
    let table = table.rsplit_once('\n').map_or(table, |(rest, _)| rest);
    let mut out = format!("{}\n{table}", game_headline(game));
    for (seat, hand) in hands.enumerate() {
        out.push_str(&format!("\nP{seat}'s hand: {hand}"));
    }
    out
}
