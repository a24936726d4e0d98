//! A game kind chosen at run time: what a binding does with a kind (set up, load and read games,
//! views and bots), written once for every game of the registry: [`DynKind`] for [`Kind`].

use std::time::Duration;

use game_core::bots::{bot_names, by_name, timed, TimedBotError, UnknownBot, MAX_SEARCH_TIME};
use game_core::{GamePhase, GameRules, GameView};

use super::bot::BotOf;
use super::error::{read_options, DynError};
use super::interface::{DynBot, DynGame, DynKind, DynSpectatorView, DynView};
use super::played::Played;
use super::recorded::{replayed, DynSetup, Recorded, SetupOf};
use super::registered::Kind;
use crate::{find, visit_index, GameInfo, GameVisitor, UnknownGame, GAMES};

impl<G: GameRules> Kind<G> {
    /// The default options for `players`.
    fn options(players: u32) -> Result<G::Options, DynError> {
        let players = u8::try_from(players).map_err(|_| DynError::players::<G>(players))?;
        G::options_for(players).map_err(|e| DynError::of_setup::<G>(&e))
    }
}

impl<G: GameRules> DynKind for Kind<G> {
    fn index(&self) -> usize {
        Self::INDEX
    }

    fn name(&self) -> &'static str {
        G::NAME
    }

    fn info(&self) -> &'static GameInfo {
        &GAMES[Self::INDEX]
    }

    fn phase_names(&self) -> &'static [&'static str] {
        G::Phase::NAMES
    }

    fn bot_names(&self) -> Vec<&'static str> {
        bot_names::<G>()
    }

    fn new_game(&self, players: u32, seed: u64) -> Result<Box<dyn DynGame>, DynError> {
        let game = G::with_options(&Self::options(players)?, seed).map_err(|e| DynError::of_setup::<G>(&e))?;
        Ok(Played::boxed(game))
    }

    fn default_options_json(&self, players: u32) -> Result<String, DynError> {
        super::error::to_json(&Self::options(players)?)
    }

    fn with_options(&self, json: &str, seed: u64) -> Result<Box<dyn DynGame>, DynError> {
        let game = G::with_options(&read_options::<G>(json)?, seed).map_err(|e| DynError::of_setup::<G>(&e))?;
        Ok(Played::boxed(game))
    }

    fn load_game(&self, json: &str) -> Result<Box<dyn DynGame>, DynError> {
        G::from_json(json).map(Played::boxed).map_err(|e| DynError::of_state::<G>(&e))
    }

    fn load_view(&self, json: &str) -> Result<Box<dyn DynView>, DynError> {
        let view = G::View::from_json(json).map_err(|e| DynError::of_state::<G>(&e))?;
        Ok(Box::new(view))
    }

    fn load_spectator_view(&self, json: &str) -> Result<Box<dyn DynSpectatorView>, DynError> {
        super::spectator::load::<G>(json)
    }

    fn new_bot(&self, name: &str, seed: u64) -> Result<Box<dyn DynBot>, DynError> {
        let bot = by_name::<G>(name, seed).ok_or_else(|| DynError::invalid(UnknownBot::new::<G>(name).to_string()))?;
        Ok(Box::new(BotOf { bot, name: name.to_string() }))
    }

    fn new_timed_bot(&self, milliseconds: u32, seed: u64) -> Result<Box<dyn DynBot>, DynError> {
        self.new_timed_search("ismcts", milliseconds, seed)
    }

    fn new_timed_search(&self, name: &str, milliseconds: u32, seed: u64) -> Result<Box<dyn DynBot>, DynError> {
        let time = Duration::from_millis(u64::from(milliseconds));
        let bot = timed::<G>(name, time, seed).map_err(|e| match e {
            TimedBotError::Time(_) => DynError::invalid(format!(
                "a search of {milliseconds} ms: the time is 1 to {} ms",
                MAX_SEARCH_TIME.as_millis()
            )),
            other => DynError::invalid(other.to_string()),
        })?;
        let name = format!("{name} ({milliseconds} ms)");
        Ok(Box::new(BotOf { bot, name }))
    }

    fn setup(&self, json: &str) -> Result<Box<dyn DynSetup>, DynError> {
        SetupOf::<G>::checked(read_options::<G>(json)?)
    }

    fn recorded_from_replay(&self, json: &str) -> Result<Recorded, DynError> {
        replayed::<G>(json)
    }
}

/// Finds the kind of a game chosen at run time.
struct KindTable;

impl GameVisitor for KindTable {
    type Output = &'static dyn DynKind;
    fn visit<G: GameRules>(self) -> &'static dyn DynKind {
        Kind::<G>::get()
    }
}

/// The kind with registry number `index`.
///
/// # Errors
/// [`super::Problem::InvalidArgument`] for a number that is no kind; the message lists the
/// kinds.
pub fn kind_at(index: u32) -> Result<&'static dyn DynKind, DynError> {
    usize::try_from(index).ok().and_then(|k| visit_index(k, KindTable)).ok_or_else(|| {
        let kinds: Vec<String> = GAMES.iter().map(|g| format!("{} = {}", g.index, g.name)).collect();
        DynError::invalid(format!("{index} is not a game kind ({})", kinds.join(", ")))
    })
}

/// The kind of the game called `name` (as users write it; see [`crate::find`]).
///
/// # Errors
/// [`super::Problem::InvalidArgument`] for a name that is no game; the message lists the games.
pub fn kind_named(name: &str) -> Result<&'static dyn DynKind, DynError> {
    find(name)
        .and_then(|game| visit_index(game.index, KindTable))
        .ok_or_else(|| DynError::invalid(UnknownGame(name.to_string()).to_string()))
}
