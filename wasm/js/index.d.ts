/// <reference lib="dom" />
// Types of the herr-der-ziegen package. The API is written once for every game; what differs
// between games (moves, events, views, scores, options) is typed per game in games/*.d.ts and
// gathered by game name in games.d.ts (written from the registry when the package is built).

import type { GameTypes } from "./games.js";

export type * from "./games.js";

/** The name of a game of the registry, as users write it. */
export type GameName = keyof GameTypes & string;

/** A move object of game `N` (a union discriminated on `kind`; over every game, on `game` too). */
export type Move<N extends GameName = GameName> = GameTypes[N]["move"];
/** What one move of game `N` changed (discriminated on `event`). */
export type GameEvent<N extends GameName = GameName> = GameTypes[N]["event"];
/** One seat's score in game `N`: `seat`, `total`, `winner` and the game's breakdown. */
export type SeatScore<N extends GameName = GameName> = GameTypes[N]["seatScore"];
/** The options document of game `N`. */
export type OptionsDocument<N extends GameName = GameName> = GameTypes[N]["options"];
/** The options `new Game(name, players, seed, options)` takes for game `N`. */
export type Options<N extends GameName = GameName> = GameTypes[N]["optionsArgument"];
/** The view document of game `N` (`PlayerView.toJSON()`). */
export type ViewDocument<N extends GameName = GameName> = GameTypes[N]["viewDocument"];

/** What a spectator may know of a game of `N` (`SpectatorView.toJSON()`): every seat's view's public part. */
export type SpectatorViewDocument<N extends GameName = GameName> = GameTypes[N]["spectatorViewDocument"];

/** A seed: a whole number from 0 to 2^53 - 1, or a bigint from 0 to 2^64 - 1. */
export type Seed = number | bigint;

/** A move object of game `N`, or an action id. */
export type MoveArgument<N extends GameName = GameName> = Move<N> | number;

/** The state document of game `N` (`Game.toJSON()`): versioned, validated when loaded. */
export type StateDocument<N extends GameName = GameName> = GameTypes[N]["stateDocument"];

/** The replay document of game `N` (`Game.replay()`): seed, options, action ids, checksums. */
export interface ReplayDocument<N extends GameName = GameName> {
  format: `${N}/replay`;
  version: number;
  /** A number, or a bigint above 2^53 - 1. */
  seed: number | bigint;
  options: OptionsDocument<N>;
  moves: number[];
  checksums: string[];
}

/**
 * The JSON text of `value`, as `JSON.stringify(value, null, space)` writes it, except that a
 * bigint (a replay's seed above 2^53 - 1) is written as a number with every digit, where
 * `JSON.stringify` throws: the text every language of the engine reads (`jsonText(game.replay())`).
 * A value JSON has no text for (`undefined`, a function) is a `TypeError`.
 */
export declare function jsonText(value: unknown, space?: string | number): string;

/** A document given as its object or its JSON text. */
export type DocumentArgument<D> = D | string;

/** The scores of a game of `N` as things stand (final once over). */
export interface Scores<N extends GameName = GameName> {
  readonly game: N;
  /** One entry per seat, in seat order. */
  readonly seats: readonly SeatScore<N>[];
  /** The same list as `seats` (Python's name for it too). */
  readonly players: readonly SeatScore<N>[];
  /** Each seat's total. */
  readonly totals: readonly number[];
  /** The winning seats, increasing (several on a shared win, none when nobody wins). */
  readonly winners: readonly number[];
  /** Whether the game is over. */
  readonly isFinal: boolean;
  /** Which way totals rank. */
  readonly order: "higher_wins" | "lower_wins";
  /** The game-wide parts of the scores. */
  readonly details: GameTypes[N]["scoreDetails"];
}

/** A game of the registry: its names and sizes. */
export interface GameInfo {
  readonly name: GameName;
  readonly title: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly numActions: number;
  readonly observationSize: number;
  /**
   * The names `Bot` takes for this game (`"ismcts:N"` and `"expert:N"` standing for any
   * iteration budget; a time such as `"expert:250ms"` is taken too).
   */
  readonly botNames: readonly string[];
}

/** Every game of the registry, in registry order. */
export declare const GAMES: readonly GameInfo[];

/** The base class of the errors the engine reports. */
export declare class HerrDerZiegenError extends Error {
  /** Why, as a snake_case code (Python's `reason`): `"not_your_turn"`, `"json"`, ... */
  readonly code: string;
  constructor(message: string, code: string, options?: ErrorOptions);
}

/** A move was refused; the game is unchanged. */
export declare class IllegalMoveError extends HerrDerZiegenError {}

/** A document was refused: malformed, foreign or inconsistent. */
export declare class InvalidStateError extends HerrDerZiegenError {}

/** A game could not be set up: an unknown game, a player count or options it does not take. */
export declare class SetupError extends HerrDerZiegenError {}

/**
 * The own methods of game `N` on its games and views (what its cards are, read from the game or
 * view asked, so that a replaced card table is honoured): `cardHeads(card)`, `cardLabel(card)`, ...
 */
export type GameQueries<N extends GameName = GameName> = GameTypes[N]["queries"];

/** What the `Game` of every game has. */
export interface GameMethods<N extends GameName = GameName> {
  readonly game: N;
  readonly players: number;
  readonly currentPlayer: number | null;
  readonly isOver: boolean;
  readonly phase: string;
  readonly turn: number;
  /** The seed the game was set up from; `null` for a loaded game. */
  readonly seed: number | bigint | null;
  /** The options document the game was set up with; `null` for a loaded game. */
  readonly options: OptionsDocument<N> | null;
  legalMoves(): Move<N>[];
  legalActions(): number[];
  legalActionMask(): Uint8Array;
  isLegal(move: MoveArgument<N>): boolean;
  apply(move: MoveArgument<N>): GameEvent<N>[];
  applyFor(seat: number, move: MoveArgument<N>): GameEvent<N>[];
  applyAction(actionId: number): void;
  view(seat: number): PlayerView<N>;
  /** The last move's events as `seat` may know them, or a spectator with `null`. */
  eventsFor(seat: number | null): GameEvent<N>[];
  /** What a spectator may know: what every seat sees alike. */
  spectatorView(): SpectatorView<N>;
  hand(seat: number): number[];
  observation(seat: number): Float32Array;
  scores(): Scores<N>;
  history(): number[];
  undo(): void;
  replay(): ReplayDocument<N>;
  toJSON(): StateDocument<N>;
  clone(): Game<N>;
  free(): void;
}

/**
 * The full state of one game of `N` (the god view): the methods of every game and the game's own
 * (`GameQueries<N>`). Over several games, a union discriminated on `game`.
 */
export type Game<N extends GameName = GameName> = N extends GameName ? GameMethods<N> & GameQueries<N> : never;

/** The `Game` class: its constructor and its loaders. */
export interface GameConstructor {
  /**
   * A new game of `game` for `players` players, dealt from `seed`: the same game, seed and
   * options give the same deal in Rust, C, Python and JavaScript.
   */
  new <N extends GameName>(game: N, players: number, seed: Seed, options?: Options<N> | null): Game<N>;
  /** Loads a state document; the game is the one its `format` names unless `game` is given. */
  fromJSON<N extends GameName = GameName>(document: DocumentArgument<StateDocument<N>>, game?: N): Game<N>;
  /** The game a replay document leads to, with its seed, options and history. */
  fromReplay<N extends GameName = GameName>(document: DocumentArgument<ReplayDocument<N>>, game?: N): Game<N>;
  readonly prototype: GameMethods;
}

/** The full state of one game (the god view). */
export declare const Game: GameConstructor;

/** What the `PlayerView` of every game has. */
export interface PlayerViewMethods<N extends GameName = GameName> {
  readonly game: N;
  readonly seat: number;
  readonly players: number;
  readonly currentPlayer: number | null;
  readonly isOver: boolean;
  readonly phase: string;
  readonly turn: number;
  readonly hand: number[];
  legalMoves(): Move<N>[];
  legalActions(): number[];
  legalActionMask(): Uint8Array;
  isLegal(move: MoveArgument<N>): boolean;
  observation(): Float32Array;
  determinize(seed: Seed): Game<N>;
  toJSON(): ViewDocument<N>;
  free(): void;
}

/**
 * What one seat may know of a game of `N`: the methods of every game's views and the game's own
 * (`GameQueries<N>`). Over several games, a union discriminated on `game`.
 */
export type PlayerView<N extends GameName = GameName> = N extends GameName
  ? PlayerViewMethods<N> & GameQueries<N>
  : never;

/** The `PlayerView` class: its loader (views come from `game.view(seat)`; `new` is refused). */
export interface PlayerViewConstructor {
  /** Loads a view document, checking that some game has exactly this view. */
  fromJSON<N extends GameName = GameName>(document: DocumentArgument<ViewDocument<N>>, game?: N): PlayerView<N>;
  readonly prototype: PlayerViewMethods;
  [Symbol.hasInstance](value: unknown): value is PlayerViewMethods;
}

/** What one seat may know of a game. */
export declare const PlayerView: PlayerViewConstructor;

/** What the `SpectatorView` of every game has: a view without a seat, a hand or legal moves. */
export interface SpectatorViewMethods<N extends GameName = GameName> {
  readonly game: N;
  /** Always `null`: a spectator holds no seat. */
  readonly seat: null;
  readonly players: number;
  readonly currentPlayer: number | null;
  readonly isOver: boolean;
  readonly phase: string;
  readonly turn: number;
  /** Always empty. */
  readonly hand: number[];
  /** Always empty: a spectator makes no move. */
  legalMoves(): Move<N>[];
  legalActions(): number[];
  legalActionMask(): Uint8Array;
  isLegal(move: MoveArgument<N>): boolean;
  toJSON(): SpectatorViewDocument<N>;
  free(): void;
}

/**
 * What a spectator may know of a game of `N`: the methods of every game's spectator views and the
 * game's own (`GameQueries<N>`). Over several games, a union discriminated on `game`.
 */
export type SpectatorView<N extends GameName = GameName> = N extends GameName
  ? SpectatorViewMethods<N> & GameQueries<N>
  : never;

/** The `SpectatorView` class: its loader (`game.spectatorView()` makes them; `new` is refused). */
export interface SpectatorViewConstructor {
  /** Loads a spectator view document, checking that every seat of some game sees exactly this. */
  fromJSON<N extends GameName = GameName>(
    document: DocumentArgument<SpectatorViewDocument<N>>,
    game?: N,
  ): SpectatorView<N>;
  readonly prototype: SpectatorViewMethods;
  [Symbol.hasInstance](value: unknown): value is SpectatorViewMethods;
}

/** What a spectator may know of a game. */
export declare const SpectatorView: SpectatorViewConstructor;

/** The options of a bot. */
export interface BotOptions<N extends GameName = GameName> {
  /** The bot's seed (default 0). */
  seed?: Seed;
  /** A time-bounded search bot (name `"ismcts"` or `"expert"`): seconds per decision, more than 0, at most 10. */
  seconds?: number;
  /** The game the bot plays (otherwise the game of the first view or game it is given). */
  game?: N;
}

/**
 * A computer player: `"random"`, `"greedy"`, `"ismcts"`, `"expert"` (the strongest), a search bot
 * with an iteration budget (`"ismcts:N"`, `"expert:N"`, N from 1 to 100,000: reproducible from the
 * seed) or a time per decision (`"expert:250ms"`, `"ismcts:1.5s"`).
 */
export declare class Bot<N extends GameName = GameName> {
  constructor(name: string, options?: BotOptions<N>);
  readonly name: string;
  /** The game the bot plays, `null` until it is given one. */
  readonly game: N | null;
  /** The bot's move for the seat that decides, seeing only that seat's view. */
  choose<M extends N>(viewOrGame: PlayerView<M> | Game<M>, legalMoves?: Iterable<MoveArgument<M>>): Move<M>;
  /**
   * The bot's estimate of every legal move of the seat that decides, seeing only that seat's view,
   * in the order of the legal moves (only the expert estimates its moves; other bots throw). A
   * single legal move is searched and estimated too.
   */
  analyse<M extends N>(viewOrGame: PlayerView<M> | Game<M>): MoveEstimate<M>[];
  free(): void;
}

/** One legal move with the expert's estimate of it (`Bot.analyse`). */
export interface MoveEstimate<N extends GameName = GameName> {
  readonly move: Move<N>;
  /** The seat's estimated share of the win after the move, 0 to 1 (a shared win counts a fraction); `null` if never tried. */
  readonly value: number | null;
  /** The search iterations that tried the move: the bot plays the most tried, the better valued of equals. */
  readonly visits: number;
}

/** A seat at an online table: who sits there (`name`: the player's or the bot's, `null` when free). */
export interface OnlineSeat {
  readonly seat: number;
  readonly kind: "player" | "bot" | "free";
  readonly name: string | null;
}

/** A game the server plays (`GET /api/games`). */
export interface OnlineGame<N extends GameName = GameName> {
  readonly name: N;
  readonly title: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** The default options document for each player count, by count. */
  readonly options: Readonly<Record<string, OptionsDocument<N>>>;
  /** The bot names the server takes (`"ismcts:N"` and `"ismcts:Nms"` stand for any budget). */
  readonly bots: readonly string[];
}

/** An online table (`GET /api/tables/{table}`, the lobby's entries). */
export interface OnlineTable<N extends GameName = GameName> {
  readonly table: string;
  readonly game: N;
  readonly players: number;
  readonly options: OptionsDocument<N>;
  readonly seats: readonly OnlineSeat[];
  readonly status: "waiting" | "playing" | "over";
  /** The table's move counter: the moves played so far. */
  readonly turn: number;
  /**
   * Whether the table's creator chose its seed: the seed determines every hidden card, so whoever
   * chose it can know every hand.
   */
  readonly seeded: boolean;
}

/** What `GameServer.createTable` takes. */
export interface CreateTableRequest<N extends GameName = GameName> {
  game: N;
  players: number;
  /** Fields of the game's options document, laid over its defaults. */
  options?: Partial<OptionsDocument<N>>;
  /** The deal's seed (a table created with one deals the engine's `Game(players, seed, options)`). */
  seed?: Seed;
  /** Bot names by seat: `{ 1: "greedy", 2: "ismcts:1s" }`. */
  bots?: Readonly<Record<number, string>>;
}

/** What a connection to a table is sent on connecting and after every change. */
export interface OnlineState<N extends GameName = GameName> {
  readonly table: string;
  readonly game: N;
  /** The connection's seat; `null` for a spectator. */
  readonly seat: number | null;
  readonly status: "waiting" | "playing" | "over";
  /** The table's move counter: the moves played so far. */
  readonly turn: number;
  readonly seats: readonly OnlineSeat[];
  /**
   * The seat's view document once the game has started; a spectator's view document for a
   * spectator, and for a seat while the table waits (its hand is not shown before the game).
   */
  readonly view: ViewDocument<N> | SpectatorViewDocument<N>;
  /** The events of move number `turn` as this seat (or a spectator) may know them. */
  readonly events: readonly GameEvent<N>[];
  /** The action ids this seat may play now. */
  readonly legalActions: readonly number[];
  /** The final scores once the game is over (`details` empty: the server sends none), else `null`. */
  readonly scores: Scores<N> | null;
}

/** One move of a `MoveLog`: what the state of move number `turn` carried. */
export interface LoggedMove<N extends GameName = GameName> {
  readonly turn: number;
  /** The seat's view document right after the move (a spectator's view for a spectator). */
  readonly view: ViewDocument<N> | SpectatorViewDocument<N>;
  /** The move's events as the seat (or a spectator) may know them. */
  readonly events: readonly GameEvent<N>[];
}

/** Every move at a table as one seat (or a spectator) saw it (`GameServer.log`). */
export interface MoveLog<N extends GameName = GameName> {
  readonly table: string;
  /** The seat whose knowledge the moves are; `null` for a spectator's. */
  readonly seat: number | null;
  /** The table's move counter: the number of moves. */
  readonly turn: number;
  /** Moves `after + 1` to `turn` in order, each with its events and the view after it, as its state carried them. */
  readonly moves: readonly LoggedMove<N>[];
}

/** How `new GameServer(url, options)` reaches the server (for Node 20, which has no WebSocket). */
export interface GameServerOptions {
  fetch?: typeof fetch;
  WebSocket?: typeof WebSocket;
}

/** How `GameServer.connect` connects. */
export interface ConnectOptions {
  /** The seat's token (from `join`); none for a spectator. */
  token?: string | null;
  /** Whether a dropped connection reconnects by itself (default `true`). */
  reconnect?: boolean;
}

/** A refusal of the game server. */
export declare class ServerError extends HerrDerZiegenError {
  /** The precise reason (the engine's error variant where the engine refused). */
  readonly reason: string;
  /** The HTTP status of a refused request; `null` for a refusal on the socket. */
  readonly status: number | null;
  constructor(message: string, code: string, reason: string, status: number | null);
}

/** The game server's HTTP API (docs/online.md). */
export declare class GameServer {
  /** The server at `url` (by default the page's own origin). */
  constructor(url?: string | URL, options?: GameServerOptions);
  readonly url: string;
  games(): Promise<OnlineGame[]>;
  /** The lobby: the tables with free seats, newest first. */
  tables(): Promise<OnlineTable[]>;
  table(table: string): Promise<OnlineTable>;
  createTable<N extends GameName>(request: CreateTableRequest<N>): Promise<{ table: string; seats: OnlineSeat[] }>;
  /** Takes a seat (the lowest free one unless `seat`); keep the token to reconnect. */
  join(table: string, seat: { name: string; seat?: number }): Promise<{ seat: number; token: string }>;
  /**
   * Leaves a table before its game starts: the seat of `token` is free again; the table closes
   * (`closed`) if no other person sits there.
   */
  leave(table: string, seat: { token: string }): Promise<{ table: string; seat: number; closed: boolean }>;
  /**
   * The moves so far, after the first `after` (default 0: every one), each with its events and
   * the view after it, as the seat of `token` (or a spectator) saw them.
   */
  log(table: string, options?: { token?: string | null; after?: number }): Promise<MoveLog>;
  /** A table's socket, as the seat of `token` or as a spectator. */
  connect(table: string, options?: ConnectOptions): TableConnection;
}

/** The events a `TableConnection` dispatches. */
export interface TableConnectionEventMap {
  state: CustomEvent<OnlineState>;
  refusal: CustomEvent<ServerError>;
  open: Event;
  /**
   * The socket closed; `final`: no other try follows. `refusal`: why a connection that never
   * opened is final at once (`unknown_table`, `invalid_token`), as the server says it; else `null`.
   */
  close: CustomEvent<{ code: number; reason: string; final: boolean; refusal: ServerError | null }>;
}

/**
 * A connection to one table, as a seat or a spectator: dispatches `state`, `refusal`, `open` and
 * `close`, and reconnects by itself after a dropped connection until `close()`.
 */
export declare class TableConnection extends EventTarget {
  readonly table: string;
  readonly token: string | null;
  /** The last state the server sent, `null` until the first. */
  readonly state: OnlineState | null;
  readonly isOpen: boolean;
  /** Plays `actionId` for this seat at the last state's move counter. */
  move(actionId: number): void;
  /** The next state the server sends. */
  nextState(): Promise<OnlineState>;
  /**
   * The last state's view, loaded: a `PlayerView` for a seat once the game has started, a
   * `SpectatorView` for a spectator and for a seat while its table waits.
   */
  view(): PlayerView | SpectatorView | null;
  close(): void;
  addEventListener<K extends keyof TableConnectionEventMap>(
    type: K,
    listener: (event: TableConnectionEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions): void;
}
