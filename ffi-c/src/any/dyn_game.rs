//! One game of any kind behind an object-safe trait, implemented once for every
//! [`GameRules`] game: the any-game entry points call [`DynGame`] and never name a game.

use std::any::Any;
use std::fmt::Display;

use herr_der_ziegen::game_core::bots::Bot;
use herr_der_ziegen::game_core::rng::seeded;
use herr_der_ziegen::game_core::{GameRules, GameView, MoveRefusal, Outcome, StateRefusal};

use super::HdzGameKind;
use crate::plumbing::rules::{choose_legal, seat};
use crate::{Error, HdzStatus};

/// A bot of game `G` as the any-game bot handle holds it (behind `dyn Any`).
pub(crate) type BoxedBot<G> = Box<dyn Bot<G> + Send>;

/// What the any-game entry points do with a game, whatever its kind.
pub(crate) trait DynGame: Send + Sync {
    /// The game's kind.
    fn kind(&self) -> HdzGameKind;
    /// Number of players.
    fn players(&self) -> u8;
    /// The seat that decides next; `None` once the game is over.
    fn current_player(&self) -> Option<u8>;
    /// `player` as a seat of this game.
    fn seat(&self, player: u32) -> Result<u8, Error>;
    /// The action ids of the legal moves, in the game's order.
    fn legal_ids(&self) -> Vec<u32>;
    /// Plays the move with action id `id`; its events replace the last events. On failure
    /// nothing changes.
    fn apply(&mut self, id: u32) -> Result<(), Error>;
    /// The events of the last applied move as a JSON array.
    fn last_events_json(&self) -> Result<String, Error>;
    /// The full state as JSON.
    fn to_json(&self) -> String;
    /// What `seat` may know, as JSON.
    fn view_json(&self, seat: u8) -> String;
    /// The game's own scores with their breakdown, as JSON.
    fn scores_json(&self) -> Result<String, Error>;
    /// The scores reduced to one number per seat and the winners.
    fn outcome(&self) -> Outcome;
    /// The observation tensor of `seat`.
    fn observation(&self, seat: u8) -> Vec<f32>;
    /// The text of the move with action id `id`.
    fn describe_action(&self, id: u32) -> Result<String, Error>;
    /// A copy, last events included.
    fn boxed_clone(&self) -> Box<dyn DynGame>;
    /// A game consistent with what `seat` knows, the unseen cards placed from `seed`.
    fn determinize(&self, seat: u8, seed: u64) -> Box<dyn DynGame>;
    /// Lets `bot` (a [`BoxedBot`] of this game) choose for the player to decide.
    fn choose(&self, bot: &mut (dyn Any + Send)) -> Result<u32, Error>;
    /// The game as [`Any`], for the entry points of one kind (typed views).
    fn as_any(&self) -> &dyn Any;
}

/// A game of kind `kind` and the events of the last move applied to it.
pub(crate) struct Played<G: GameRules> {
    pub(crate) kind: HdzGameKind,
    pub(crate) game: G,
    pub(crate) last_events: Vec<G::Event>,
}

impl<G: GameRules> Played<G> {
    /// `game` of kind `kind`, boxed, with no last events.
    pub(crate) fn boxed(kind: HdzGameKind, game: G) -> Box<dyn DynGame> {
        Box::new(Played { kind, game, last_events: Vec::new() })
    }
}

/// The status of a refused move of `G`.
pub(crate) fn move_error<G: GameRules>(e: &G::MoveError) -> Error {
    let status = match G::move_refusal(e) {
        MoveRefusal::GameOver => HdzStatus::HDZ_GAME_OVER,
        MoveRefusal::UnknownAction => HdzStatus::HDZ_UNKNOWN_ACTION,
        MoveRefusal::NotYourTurn => HdzStatus::HDZ_NOT_YOUR_TURN,
        MoveRefusal::Illegal => HdzStatus::HDZ_ILLEGAL_MOVE,
    };
    Error::new(status, e.to_string())
}

/// The status of a refused state document of `G`.
pub(crate) fn state_error<G: GameRules>(e: &G::StateError) -> Error {
    let status = match G::state_refusal(e) {
        StateRefusal::Json => HdzStatus::HDZ_INVALID_JSON,
        StateRefusal::State => HdzStatus::HDZ_INVALID_STATE,
    };
    Error::new(status, e.to_string())
}

/// A setup refused.
pub(crate) fn setup_error(e: impl Display) -> Error {
    Error::new(HdzStatus::HDZ_SETUP_ERROR, e.to_string())
}

/// A value the library failed to write as JSON.
fn json_error(e: serde_json::Error) -> Error {
    Error::internal(format!("cannot write JSON: {e}"))
}

/// The move of `G` with action id `id`.
fn move_of<G: GameRules>(id: u32) -> Result<G::Move, Error> {
    u16::try_from(id).ok().and_then(G::move_from_action_id).ok_or_else(|| {
        Error::new(
            HdzStatus::HDZ_UNKNOWN_ACTION,
            format!("{id} is not an action id of {} (ids are 0 to {})", G::NAME, G::NUM_ACTIONS - 1),
        )
    })
}

impl<G: GameRules> DynGame for Played<G> {
    fn kind(&self) -> HdzGameKind {
        self.kind
    }

    fn players(&self) -> u8 {
        self.game.player_count()
    }

    fn current_player(&self) -> Option<u8> {
        self.game.current_player()
    }

    fn seat(&self, player: u32) -> Result<u8, Error> {
        seat(&self.game, player)
    }

    fn legal_ids(&self) -> Vec<u32> {
        let mut moves = G::MoveList::default();
        self.game.legal_moves_into(&mut moves);
        moves.iter().map(|&mv| u32::from(G::action_id(mv))).collect()
    }

    fn apply(&mut self, id: u32) -> Result<(), Error> {
        let mv = move_of::<G>(id)?;
        let mut events = Vec::new();
        self.game.apply_with(mv, &mut events).map_err(|e| move_error::<G>(&e))?;
        self.last_events = events;
        Ok(())
    }

    fn last_events_json(&self) -> Result<String, Error> {
        serde_json::to_string(&self.last_events).map_err(json_error)
    }

    fn to_json(&self) -> String {
        self.game.to_json()
    }

    fn view_json(&self, seat: u8) -> String {
        self.game.view(seat).to_json()
    }

    fn scores_json(&self) -> Result<String, Error> {
        serde_json::to_string(&self.game.scores()).map_err(json_error)
    }

    fn outcome(&self) -> Outcome {
        self.game.outcome()
    }

    fn observation(&self, seat: u8) -> Vec<f32> {
        let mut tensor = vec![0.0; G::OBSERVATION_SIZE];
        self.game.view(seat).observation(&mut tensor);
        tensor
    }

    fn describe_action(&self, id: u32) -> Result<String, Error> {
        move_of::<G>(id).map(|mv| mv.to_string())
    }

    fn boxed_clone(&self) -> Box<dyn DynGame> {
        Box::new(Played { kind: self.kind, game: self.game.clone(), last_events: self.last_events.clone() })
    }

    fn determinize(&self, seat: u8, seed: u64) -> Box<dyn DynGame> {
        Played::boxed(self.kind, G::determinize(&self.game.view(seat), &mut seeded(seed)))
    }

    fn choose(&self, bot: &mut (dyn Any + Send)) -> Result<u32, Error> {
        let bot = bot
            .downcast_mut::<BoxedBot<G>>()
            .ok_or_else(|| Error::invalid(format!("the bot does not play {}", G::NAME)))?;
        let player =
            self.game.current_player().ok_or_else(|| Error::new(HdzStatus::HDZ_GAME_OVER, "the game is over"))?;
        let mut legal = G::MoveList::default();
        self.game.legal_moves_into(&mut legal);
        choose_legal(&mut **bot, &self.game.view(player), &legal)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
