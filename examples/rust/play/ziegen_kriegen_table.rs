//! How Ziegen Kriegen is printed: each trick, the hill and the limit, and the final count.

use ziegen_kriegen::text::{describe_event, describe_move, render_view};
use ziegen_kriegen::{Event, Game, Move, Options, PlayerView};

use crate::{winner_mark, Args, Table};

impl Table for Game {
    fn options(args: &Args) -> Result<Options, String> {
        let mut options = Options::new(args.players).map_err(|e| e.to_string())?;
        options.start_player = args.start_player;
        for variant in &args.variant {
            match variant.as_str() {
                "rounds" => options.rounds = args.players,
                other => return Err(format!("--variant {other}: Ziegen Kriegen has the variant `rounds`")),
            }
        }
        Ok(options)
    }

    fn introduction(&self) -> Vec<String> {
        let public = self.public();
        let mut lines = vec![format!("P{} leads the first trick", public.leader())];
        if public.rounds() > 1 {
            lines.push(format!(
                "{} rounds; a seat without a trick scores the last hill card's higher number",
                public.rounds()
            ));
        }
        lines.push("goat and hill tables: reconstructed (the printed ones are not public)".to_string());
        lines
    }

    fn render(view: &PlayerView, _colour: bool) -> String {
        render_view(view)
    }

    fn describe_move(view: &PlayerView, mv: Move, _colour: bool) -> String {
        describe_move(view, mv)
    }

    fn describe_event(&self, event: &Event, _colour: bool) -> String {
        describe_event(event, self.public().players())
    }

    fn new_stage(&self) -> Option<u32> {
        let public = self.public();
        Some(u32::from(public.round()) * 100 + public.trick_number() as u32)
    }

    fn final_scores(&self, label: &dyn Fn(u8) -> String) -> Vec<String> {
        let scores = self.scores();
        let mut lines = vec![format!("Final count (limit {}):", scores.limit)];
        for (p, s) in scores.per_player().iter().enumerate() {
            let over = if s.over { " (over the limit)" } else { "" };
            let rounds = if scores.rounds > 1 { format!(", total {}", s.total) } else { String::new() };
            lines.push(format!(
                "  P{p} {:>7}: {:>2} goats in {} tricks{over}{rounds}{}",
                label(p as u8),
                s.goats,
                s.tricks,
                winner_mark(scores.is_winner(p as u8))
            ));
        }
        if scores.winners == 0 {
            lines.push("  nobody wins: every player is over the limit".to_string());
        }
        lines
    }
}
