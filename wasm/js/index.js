// herr-der-ziegen: the rules engines of Herr der Ziegen, Ziegen Kriegen and Le Baron for
// JavaScript, compiled to WebAssembly. One ES module for browsers, module workers and Node 20,
// without a bundler: the engine (`herr_der_ziegen_wasm_bg.wasm`, next to this file) is loaded
// with top-level await when the module is imported.
//
// The package's API is written once for every game of the registry, one module per concern:
// engine.js loads the engine, errors.js turns its refusals into error classes, arguments.js and
// options.js check what users pass, documents.js reads and writes JSON, moves.js makes the move
// and event objects, position.js, game.js, view.js, spectator.js and queries.js the games, views
// and spectators' views with each game's own methods, bot.js the bots, online.js the game
// server's client. Everything else happens in the engine (wasm/src, over
// game_registry::dynamic).

export { Bot } from "./bot.js";
export { jsonText } from "./documents.js";
export { HerrDerZiegenError, IllegalMoveError, InvalidStateError, SetupError } from "./errors.js";
export { Game } from "./game.js";
export { GameServer, ServerError, TableConnection } from "./online.js";
export { GAMES } from "./registry.js";
export { SpectatorView } from "./spectator.js";
export { PlayerView } from "./view.js";
