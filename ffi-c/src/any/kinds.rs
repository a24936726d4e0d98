//! The game kinds: how each kind sets up games and bots. This table is the only place that
//! names the games; everything else goes through [`DynKind`] and
//! [`DynGame`](super::dyn_game::DynGame).

use std::any::Any;
use std::ffi::CStr;
use std::marker::PhantomData;
use std::time::Duration;

use herr_der_ziegen::game_core::bots::{by_name, timed_ismcts, UnknownBot};
use herr_der_ziegen::game_core::GameRules;

use super::dyn_game::{setup_error, state_error, DynGame, Played};
use super::{HdzGameKind, HdzGameKindInfo};
use crate::{Error, HdzStatus, HDZ_MAX_BOT_MILLISECONDS};

/// What the any-game entry points do with a game kind, whatever it is.
pub(crate) trait DynKind: Sync {
    /// The kind and its sizes.
    fn info(&self) -> HdzGameKindInfo;
    /// A game with the default options for `players`, shuffled from `seed`.
    fn new_game(&self, players: u32, seed: u64) -> Result<Box<dyn DynGame>, Error>;
    /// The default options for `players` as JSON.
    fn default_options_json(&self, players: u32) -> Result<String, Error>;
    /// A game set up by options given as JSON, shuffled from `seed`.
    fn with_options(&self, json: &str, seed: u64) -> Result<Box<dyn DynGame>, Error>;
    /// A game loaded from a state saved as JSON.
    fn load_json(&self, json: &str) -> Result<Box<dyn DynGame>, Error>;
    /// The bot called `name`, seeded with `seed`, as the bot handle holds it.
    fn new_bot(&self, name: &str, seed: u64) -> Result<Box<dyn Any + Send>, Error>;
    /// An IS-MCTS bot that searches `milliseconds` per decision.
    fn new_timed_bot(&self, milliseconds: u32, seed: u64) -> Result<Box<dyn Any + Send>, Error>;
}

/// The kind `kind`, played by the rules of `G`.
struct Kind<G> {
    kind: HdzGameKind,
    /// `G::NAME` as a C string.
    name: &'static CStr,
    /// The most legal moves of any decision of `G`.
    max_legal_moves: usize,
    game: PhantomData<fn() -> G>,
}

static HERR_DER_ZIEGEN: Kind<herr_der_ziegen::Game> = Kind {
    kind: HdzGameKind::HerrDerZiegen,
    name: c"herr-der-ziegen",
    max_legal_moves: herr_der_ziegen::moves::MAX_LEGAL_MOVES,
    game: PhantomData,
};

static ZIEGEN_KRIEGEN: Kind<ziegen_kriegen::Game> = Kind {
    kind: HdzGameKind::ZiegenKriegen,
    name: c"ziegen-kriegen",
    max_legal_moves: ziegen_kriegen::moves::MAX_LEGAL_MOVES,
    game: PhantomData,
};

static LE_BARON: Kind<le_baron::Game> = Kind {
    kind: HdzGameKind::LeBaron,
    name: c"le-baron",
    max_legal_moves: le_baron::moves::MAX_LEGAL_MOVES,
    game: PhantomData,
};

// `HDZ_MAX_LEGAL_MOVES` suffices for every kind.
const _: () = assert!(
    ziegen_kriegen::moves::MAX_LEGAL_MOVES <= crate::HDZ_MAX_LEGAL_MOVES
        && le_baron::moves::MAX_LEGAL_MOVES <= crate::HDZ_MAX_LEGAL_MOVES
);

/// The kind with the number `kind`.
///
/// # Errors
/// `HDZ_INVALID_ARGUMENT` for a number that is no kind.
pub(crate) fn kind_of(kind: u32) -> Result<&'static dyn DynKind, Error> {
    Ok(match kind {
        0 => &HERR_DER_ZIEGEN,
        1 => &ZIEGEN_KRIEGEN,
        2 => &LE_BARON,
        _ => {
            return Err(Error::invalid(format!(
                "{kind} is not a game kind (0 = Herr der Ziegen, 1 = Ziegen Kriegen, 2 = Le Baron)"
            )))
        }
    })
}

impl<G: GameRules> Kind<G> {
    /// `players` as `G` counts players.
    fn players(&self, players: u32) -> Result<u8, Error> {
        u8::try_from(players).map_err(|_| {
            Self::setup(format!("the game is for {} to {} players, not {players}", G::MIN_PLAYERS, G::MAX_PLAYERS))
        })
    }

    /// The options of `G` in `json`.
    fn options(json: &str) -> Result<G::Options, Error> {
        serde_json::from_str(json).map_err(|e| {
            Error::new(
                HdzStatus::HDZ_INVALID_JSON,
                format!("malformed {} options JSON: {}", G::NAME, herr_der_ziegen::error::excerpt(&e.to_string())),
            )
        })
    }

    /// A setup error of `G`, named after the game.
    fn setup(e: impl std::fmt::Display) -> Error {
        setup_error(format!("{}: {e}", G::NAME))
    }

    fn boxed(&self, game: G) -> Box<dyn DynGame> {
        Played::boxed(self.kind, game)
    }
}

impl<G: GameRules> DynKind for Kind<G> {
    fn info(&self) -> HdzGameKindInfo {
        HdzGameKindInfo {
            name: self.name.as_ptr(),
            observation_size: G::OBSERVATION_SIZE,
            max_legal_moves: self.max_legal_moves,
            kind: self.kind,
            num_actions: G::NUM_ACTIONS as u32,
            min_players: u32::from(G::MIN_PLAYERS),
            max_players: u32::from(G::MAX_PLAYERS),
        }
    }

    fn new_game(&self, players: u32, seed: u64) -> Result<Box<dyn DynGame>, Error> {
        let options = G::options_for(self.players(players)?).map_err(Self::setup)?;
        G::with_options(&options, seed).map(|game| self.boxed(game)).map_err(Self::setup)
    }

    fn default_options_json(&self, players: u32) -> Result<String, Error> {
        let options = G::options_for(self.players(players)?).map_err(Self::setup)?;
        serde_json::to_string(&options).map_err(|e| Error::internal(e.to_string()))
    }

    fn with_options(&self, json: &str, seed: u64) -> Result<Box<dyn DynGame>, Error> {
        G::with_options(&Self::options(json)?, seed).map(|game| self.boxed(game)).map_err(Self::setup)
    }

    fn load_json(&self, json: &str) -> Result<Box<dyn DynGame>, Error> {
        G::from_json(json).map(|game| self.boxed(game)).map_err(|e| state_error::<G>(&e))
    }

    fn new_bot(&self, name: &str, seed: u64) -> Result<Box<dyn Any + Send>, Error> {
        let bot = by_name::<G>(name, seed).ok_or_else(|| Error::invalid(UnknownBot::new::<G>(name).to_string()))?;
        Ok(Box::new(bot))
    }

    fn new_timed_bot(&self, milliseconds: u32, seed: u64) -> Result<Box<dyn Any + Send>, Error> {
        let time = Duration::from_millis(u64::from(milliseconds));
        let bot = timed_ismcts::<G>(time, seed).ok_or_else(|| {
            Error::invalid(format!("a search of {milliseconds} ms: the time is 1 to {HDZ_MAX_BOT_MILLISECONDS} ms"))
        })?;
        Ok(Box::new(bot))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_names_each_kind_by_its_game() {
        for (number, expected) in HdzGameKind::ALL.iter().enumerate() {
            let info = kind_of(number as u32).unwrap().info();
            assert_eq!(info.kind, *expected);
            // SAFETY: the name is a static C string.
            let name = unsafe { CStr::from_ptr(info.name) }.to_str().unwrap();
            let expected_name = match expected {
                HdzGameKind::HerrDerZiegen => herr_der_ziegen::Game::NAME,
                HdzGameKind::ZiegenKriegen => ziegen_kriegen::Game::NAME,
                HdzGameKind::LeBaron => le_baron::Game::NAME,
            };
            assert_eq!(name, expected_name);
        }
        assert!(kind_of(3).is_err() && kind_of(u32::MAX).is_err());
    }
}
