//! How Herr der Ziegen is printed: the pasture and displays, moves and events with card labels,
//! and the score breakdown.

use herr_der_ziegen::text::render_view;
use herr_der_ziegen::GameRules;
use herr_der_ziegen::{Event, Game, Move, Options, PlayerView};

use crate::{no_variants, winner_mark, Args, Table};

impl Table for Game {
    fn options(args: &Args) -> Result<Options, String> {
        no_variants(args, "Herr der Ziegen")?;
        let mut options = Options::new(args.players).map_err(|e| e.to_string())?;
        options.start_player = args.start_player;
        Ok(options)
    }

    fn introduction(&self) -> Vec<String> {
        (0..self.players()).map(|p| format!("P{p} has the stable at {}", self.stable(p))).collect()
    }

    fn render(view: &PlayerView, _colour: bool) -> String {
        render_view(view)
    }

    fn describe_move(view: &PlayerView, mv: Move, _colour: bool) -> String {
        mv.describe(view)
    }

    fn describe_event(&self, event: &Event, _colour: bool) -> String {
        event.describe(self.milk_ones())
    }

    fn new_stage(&self) -> Option<u32> {
        Some(u32::from(self.turn()))
    }

    fn final_scores(&self, label: &dyn Fn(u8) -> String) -> Vec<String> {
        let scores = self.scores();
        let mut lines = vec!["Final scores (goat points single + doubled stable group + milk = total):".to_string()];
        for (p, s) in scores.per_player().iter().enumerate() {
            lines.push(format!(
                "  P{p} {:>7}: {:>3} + {:>3} + {:>2} (milk {}) = {:>3}{}",
                label(p as u8),
                s.single,
                s.doubled,
                s.milk,
                s.milk_total,
                s.total,
                winner_mark(scores.is_winner(p as u8))
            ));
        }
        lines
    }
}
