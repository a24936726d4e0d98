//! Games, views, bots and kinds with their game's type erased: object-safe traits, each
//! implemented once over [`GameRules`](game_core::GameRules), which every entry point calls
//! without naming a game. The list of games comes from the registry (`game_registry`).
//!
//! * [`interface`]: the traits the entry points call: a kind, a game, a view, a bot.
//! * [`registered`]: a game of the registry as a type, with its number there.
//! * [`kind`]: a kind chosen at run time: setting up and loading games, views and bots.
//! * [`played`]: a game and the events of its last move.
//! * [`view`]: one seat's view.
//! * [`bot`]: a bot, choosing in a game or from a view of its kind.
//! * [`refusal`]: refusals as statuses and messages; options read strictly.
//! * [`scores`]: the scores document, one shape for every game.
//! * [`typed`]: back from an erased game or view to its game's type, for typed extras.

pub(crate) mod bot;
pub(crate) mod interface;
pub(crate) mod kind;
pub(crate) mod played;
pub(crate) mod refusal;
pub(crate) mod registered;
pub(crate) mod scores;
pub(crate) mod typed;
pub(crate) mod view;
