//! A bot of any kind: [`BotOf`], a bot of `G`, is [`DynBot`] for every game: it chooses in a
//! game or from a view of its own kind.

use game_core::bots::Bot;
use game_core::{CommonMoveError, GameRules, GameView};

use super::error::{DynError, Problem};
use super::interface::{DynBot, DynGame, DynKind, DynView, MoveEstimate};
use super::registered::Kind;
use super::typed::{played, view_of};

/// A bot of game `G`.
pub struct BotOf<G: GameRules> {
    /// The bot.
    pub bot: Box<dyn Bot<G> + Send>,
    /// The name it was made by (`"ismcts:500"`), for messages.
    pub name: String,
}

/// Why a bot of one game cannot play another.
fn other_game<G: GameRules>(what: &str, kind: &dyn DynKind) -> DynError {
    DynError::invalid(format!("a bot for {} cannot play {what} of {}", G::NAME, kind.name()))
}

/// The game is over: nobody decides.
fn game_over() -> DynError {
    DynError::new(Problem::GameOver, "the game is over", "game_over")
}

/// Lets `bot` choose among `legal` seeing `view`, and returns the action id of its choice.
///
/// # Errors
/// An internal error if the bot chose a move that is not among `legal`.
fn choose_legal<G: GameRules>(
    bot: &mut (dyn Bot<G> + Send),
    view: &G::View,
    legal: &[G::Move],
) -> Result<u32, DynError> {
    let chosen = bot.choose(view, legal);
    if !legal.contains(&chosen) {
        return Err(DynError::internal(format!("the bot chose {chosen}, which is not legal")));
    }
    Ok(u32::from(G::action_id(chosen)))
}

/// A bot, called `name`, that gives no estimates asked for them.
fn not_estimating(name: &str) -> DynError {
    DynError::invalid(format!("the bot {name:?} does not estimate its moves (the expert does)"))
}

/// `view` as a view of `G` whose seat decides now.
fn deciding_view<G: GameRules>(view: &dyn DynView) -> Result<&G::View, DynError> {
    let typed = view_of::<G>(view).map_err(|_| other_game::<G>("a view", view.kind()))?;
    match typed.check_deciding() {
        Ok(()) => Ok(typed),
        Err(CommonMoveError::NotYourTurn { expected, got }) => Err(DynError::new(
            Problem::NotYourTurn,
            format!("this is seat {got}'s view, and seat {expected} decides now"),
            "not_your_turn",
        )),
        Err(_) => Err(game_over()),
    }
}

impl<G: GameRules> DynBot for BotOf<G> {
    fn kind(&self) -> &'static dyn DynKind {
        Kind::<G>::get()
    }

    fn choose_in_game(&mut self, game: &dyn DynGame) -> Result<u32, DynError> {
        let played = played::<G>(game).map_err(|_| other_game::<G>("a game", game.kind()))?;
        let player = played.game.current_player().ok_or_else(game_over)?;
        let mut legal = G::MoveList::default();
        played.game.legal_moves_into(&mut legal);
        choose_legal(&mut *self.bot, &played.game.view(player), &legal)
    }

    fn choose_from_view(&mut self, view: &dyn DynView) -> Result<u32, DynError> {
        let typed = deciding_view::<G>(view)?;
        choose_legal(&mut *self.bot, typed, &typed.legal_moves())
    }

    fn choose_among(&mut self, view: &dyn DynView, legal: &[u32]) -> Result<u32, DynError> {
        let typed = deciding_view::<G>(view)?;
        let allowed = typed.legal_moves();
        let mut offered = G::MoveList::default();
        for &id in legal {
            let mv = G::move_of_action(id).ok().filter(|mv| allowed.contains(mv)).ok_or_else(|| {
                DynError::invalid(format!("move {id} is not among the legal moves of seat {}", GameView::seat(typed)))
            })?;
            if offered.contains(&mv) {
                return Err(DynError::invalid(format!("move {id} is offered twice")));
            }
            offered.extend([mv]);
        }
        if offered.is_empty() {
            return Err(DynError::invalid("no legal move to choose from"));
        }
        choose_legal(&mut *self.bot, typed, &offered)
    }

    fn analyse_view(&mut self, view: &dyn DynView) -> Result<Vec<MoveEstimate>, DynError> {
        let typed = deciding_view::<G>(view)?;
        let analysis = self.bot.analyse(typed, &typed.legal_moves()).ok_or_else(|| not_estimating(&self.name))?;
        Ok(analysis
            .into_iter()
            .map(|a| MoveEstimate { action: u32::from(G::action_id(a.mv)), value: a.value, visits: a.visits })
            .collect())
    }

    fn analysis_len(&self, view: &dyn DynView) -> Result<usize, DynError> {
        let typed = deciding_view::<G>(view)?;
        if !self.bot.estimates_moves() {
            return Err(not_estimating(&self.name));
        }
        Ok(typed.legal_moves().len())
    }
}
