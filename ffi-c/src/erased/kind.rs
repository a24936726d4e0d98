//! A game kind chosen at run time: what the entry points do with a kind number (set up, load and
//! read games, views and bots), written once for every game of the registry: [`DynKind`] for
//! [`Kind`].

use std::time::Duration;

use game_core::bots::{by_name, timed_ismcts, UnknownBot};
use game_core::{GamePhase, GameRules, GameView};
use game_registry::{visit_index, GameVisitor, GAMES};

use super::bot::BotOf;
use super::interface::{DynBot, DynGame, DynKind, DynView};
use super::played::Played;
use super::refusal::{read_options, setup_error, state_error};
use super::registered::Kind;
use crate::any::types::HDZ_MAX_BOT_MILLISECONDS;
use crate::kinds::{kind_name, HdzGameKind, HdzGameKindInfo};
use crate::status::{Error, HdzStatus};

impl<G: GameRules> Kind<G> {
    /// `players` as `G` counts players.
    fn players(players: u32) -> Result<u8, Error> {
        u8::try_from(players).map_err(|_| {
            setup_error::<G>(format!("the game is for {} to {} players, not {players}", G::MIN_PLAYERS, G::MAX_PLAYERS))
        })
    }

    /// The default options for `players`.
    fn options(players: u32) -> Result<G::Options, Error> {
        G::options_for(Self::players(players)?).map_err(setup_error::<G>)
    }
}

impl<G: GameRules> DynKind for Kind<G> {
    fn index(&self) -> usize {
        Self::INDEX
    }

    fn name(&self) -> &'static str {
        G::NAME
    }

    fn info(&self) -> HdzGameKindInfo {
        HdzGameKindInfo {
            name: kind_name(Self::INDEX).as_ptr(),
            observation_size: G::OBSERVATION_SIZE,
            max_legal_moves: G::MAX_LEGAL_MOVES,
            kind: HdzGameKind::of_index(Self::INDEX),
            num_actions: G::NUM_ACTIONS as u32,
            min_players: u32::from(G::MIN_PLAYERS),
            max_players: u32::from(G::MAX_PLAYERS),
        }
    }

    fn phase_count(&self) -> usize {
        G::Phase::NAMES.len()
    }

    fn new_game(&self, players: u32, seed: u64) -> Result<Box<dyn DynGame>, Error> {
        let game = G::with_options(&Self::options(players)?, seed).map_err(setup_error::<G>)?;
        Ok(Played::boxed(game))
    }

    fn default_options_json(&self, players: u32) -> Result<String, Error> {
        serde_json::to_string(&Self::options(players)?).map_err(|e| Error::internal(e.to_string()))
    }

    fn with_options(&self, json: &str, seed: u64) -> Result<Box<dyn DynGame>, Error> {
        let game = G::with_options(&read_options::<G>(json)?, seed).map_err(setup_error::<G>)?;
        Ok(Played::boxed(game))
    }

    fn load_game(&self, json: &str) -> Result<Box<dyn DynGame>, Error> {
        G::from_json(json).map(Played::boxed).map_err(|e| state_error::<G>(&e))
    }

    fn load_view(&self, json: &str) -> Result<Box<dyn DynView>, Error> {
        let view = G::View::from_json(json).map_err(|e| state_error::<G>(&e))?;
        Ok(Box::new(view))
    }

    fn new_bot(&self, name: &str, seed: u64) -> Result<Box<dyn DynBot>, Error> {
        let bot = by_name::<G>(name, seed).ok_or_else(|| Error::invalid(UnknownBot::new::<G>(name).to_string()))?;
        Ok(Box::new(BotOf(bot)))
    }

    fn new_timed_bot(&self, milliseconds: u32, seed: u64) -> Result<Box<dyn DynBot>, Error> {
        let time = Duration::from_millis(u64::from(milliseconds));
        let bot = timed_ismcts::<G>(time, seed).ok_or_else(|| {
            Error::invalid(format!("a search of {milliseconds} ms: the time is 1 to {HDZ_MAX_BOT_MILLISECONDS} ms"))
        })?;
        Ok(Box::new(BotOf(bot)))
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

/// The kind with the number `kind`.
///
/// # Errors
/// `HDZ_INVALID_ARGUMENT` for a number that is no kind; the message lists the kinds.
pub(crate) fn kind_of(kind: u32) -> Result<&'static dyn DynKind, Error> {
    usize::try_from(kind).ok().and_then(|k| visit_index(k, KindTable)).ok_or_else(|| {
        let kinds: Vec<String> = GAMES.iter().map(|g| format!("{} = {}", g.index, g.name)).collect();
        Error::new(HdzStatus::HDZ_INVALID_ARGUMENT, format!("{kind} is not a game kind ({})", kinds.join(", ")))
    })
}
