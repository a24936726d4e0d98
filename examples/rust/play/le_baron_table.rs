//! How Le Baron is printed: the five rows in colour (or as colour letters), the cards revealed
//! each round, rows taken, and the penalty heads.

use le_baron::text::{describe_event, describe_move, render_view};
use le_baron::{Event, Game, GameRules, Move, Options, PlayerView};

use crate::{winner_mark, Args, Table};

impl Table for Game {
    const HEADING: &'static str = "Le Baron (6 nimmt! Baron Oxx)";

    fn options(args: &Args) -> Result<Options, String> {
        let mut options = Options::new(args.players).map_err(|e| e.to_string())?;
        for variant in &args.variant {
            match variant.as_str() {
                "1" => options.sixth_card_rule = false,
                "2" => options.heads_are_positive = true,
                other => return Err(format!("--variant {other}: Le Baron has the variants 1 and 2")),
            }
        }
        Ok(options)
    }

    fn introduction(&self) -> Vec<String> {
        let mut lines = vec!["card colours and heads: reconstructed table (the printed one is not public)".to_string()];
        if !self.sixth_card_rule() {
            lines.push("variant 1: no sixth-card rule".to_string());
        }
        if self.heads_are_positive() {
            lines.push("variant 2: heads are positive; cards that fit no row go under their owner's pile".to_string());
        }
        lines
    }

    fn render(view: &PlayerView, colour: bool) -> String {
        render_view(view, colour)
    }

    fn describe_move(view: &PlayerView, mv: Move, colour: bool) -> String {
        describe_move(view, mv, colour)
    }

    fn describe_event(&self, event: &Event, colour: bool) -> String {
        describe_event(event, self.table(), colour)
    }

    fn new_stage(&self) -> Option<u32> {
        Some(u32::from(self.round()))
    }

    fn final_scores(&self, label: &dyn Fn(u8) -> String) -> Vec<String> {
        let scores = self.scores();
        let rule = if scores.heads_are_positive {
            "penalty heads minus heads still held; the highest wins"
        } else {
            "penalty heads; the fewest win"
        };
        let mut lines = vec![format!("Final scores ({rule}):")];
        for (p, s) in scores.per_player().iter().enumerate() {
            lines.push(format!(
                "  P{p} {:>7}: {:>3}{}",
                label(p as u8),
                s.total,
                winner_mark(scores.is_winner(p as u8))
            ));
        }
        lines
    }
}
