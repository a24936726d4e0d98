//! A bot of any kind: [`BotOf`], a bot of `G`, is [`DynBot`] for every game: it chooses in a
//! game or from a view of its own kind.

use game_core::bots::Bot;
use game_core::{GameRules, GameView};

use super::interface::{DynBot, DynGame, DynKind, DynView};
use super::registered::Kind;
use super::typed::{played, view_of};
use crate::plumbing::rules::choose_legal;
use crate::status::{Error, HdzStatus};

/// A bot of game `G`.
pub(crate) struct BotOf<G: GameRules>(pub(crate) Box<dyn Bot<G> + Send>);

/// Why a bot of one game cannot play another.
fn other_game<G: GameRules>(what: &str, kind: &dyn DynKind) -> Error {
    Error::invalid(format!("a bot for {} cannot play {what} of {}", G::NAME, kind.name()))
}

impl<G: GameRules> DynBot for BotOf<G> {
    fn kind(&self) -> &'static dyn DynKind {
        Kind::<G>::get()
    }

    fn choose_in_game(&mut self, game: &dyn DynGame) -> Result<u32, Error> {
        let played = played::<G>(game).map_err(|_| other_game::<G>("a game", game.kind()))?;
        let player =
            played.game.current_player().ok_or_else(|| Error::new(HdzStatus::HDZ_GAME_OVER, "the game is over"))?;
        let mut legal = G::MoveList::default();
        played.game.legal_moves_into(&mut legal);
        choose_legal(&mut *self.0, &played.game.view(player), &legal)
    }

    fn choose_from_view(&mut self, view: &dyn DynView) -> Result<u32, Error> {
        let typed = view_of::<G>(view).map_err(|_| other_game::<G>("a view", view.kind()))?;
        let me = GameView::seat(typed);
        match GameView::current_player(typed) {
            None => return Err(Error::new(HdzStatus::HDZ_GAME_OVER, "the game is over")),
            Some(p) if p != me => {
                return Err(Error::new(
                    HdzStatus::HDZ_NOT_YOUR_TURN,
                    format!("this is seat {me}'s view, and seat {p} decides now"),
                ))
            }
            Some(_) => {}
        }
        choose_legal(&mut *self.0, typed, &typed.legal_moves())
    }
}
