// Ziegen Kriegen's types: its move objects, events, view document, seat scores, options and own
// methods (docs/state-format-ziegen-kriegen.md has the documents field by field).

/** What every move object of the game has. */
export interface ZiegenKriegenMoveBase<K extends string> {
  readonly game: "ziegen-kriegen";
  /** The stable action id, 0 to 51. */
  readonly actionId: number;
  readonly kind: K;
  /** The engine's wording, e.g. `"play 7"`. */
  readonly text: string;
}

/** A decision of Ziegen Kriegen. */
export type ZiegenKriegenMove =
  | (ZiegenKriegenMoveBase<"play"> & { readonly card: number })
  | ZiegenKriegenMoveBase<"choose_low">
  | ZiegenKriegenMoveBase<"choose_high">;

/** What a move of Ziegen Kriegen changed (per-seat arrays have six entries). */
export type ZiegenKriegenEvent =
  | { event: "card_played"; player: number; card: number }
  | { event: "hill_revealed"; card: number; low: number; high: number; chooser: number }
  | { event: "hill_chosen"; player: number; card: number; number: number; sum: number; limit: number | null }
  | { event: "trick_taken"; winner: number; cards: number[]; count: number; goats: number }
  | { event: "round_scored"; round: number; limit: number; goats: number[]; over: boolean[]; scores: number[]; totals: number[] }
  | { event: "round_started"; round: number; leader: number }
  /** `winners`: bit `s` set for each winning seat. */
  | { event: "game_over"; winners: number; totals: number[] };

/** One seat's score: goats, tricks, whether over the limit, each round's score, the total. */
export interface ZiegenKriegenSeatScore {
  readonly seat: number;
  readonly goats: number;
  readonly tricks: number;
  readonly over: boolean;
  readonly roundScores: readonly number[];
  readonly total: number;
  readonly winner: boolean;
}

/** The game-wide parts of Ziegen Kriegen's scores. */
export interface ZiegenKriegenScoreDetails {
  readonly rounds: number;
  readonly roundsScored: number;
  readonly limit: number;
  readonly limitFixed: boolean;
}

/** The options document (every field). */
export interface ZiegenKriegenOptions {
  players: number;
  start_player: number;
  rounds: number;
  goat_deck: string;
  goat_heads: number[] | null;
  hill_deck: string;
  hill_pairs: [number, number][] | null;
}

/** What `new Game("ziegen-kriegen", ...)` takes as options. */
export interface ZiegenKriegenOptionsArgument {
  /** The game's player count, as the options document has it (must agree with the game's). */
  players?: number;
  startPlayer?: number;
  start_player?: number;
  rounds?: number;
  goatDeck?: string;
  goat_deck?: string;
  goatHeads?: number[] | null;
  goat_heads?: number[] | null;
  hillDeck?: string;
  hill_deck?: string;
  hillPairs?: [number, number][] | null;
  hill_pairs?: [number, number][] | null;
}

/** A card laid in a trick, and by whom. */
export interface ZiegenKriegenLaid {
  seat: number;
  card: number;
}

/** One round's tricks (each with its cards in play order and its taker) and hill. */
export interface ZiegenKriegenRoundHistory {
  tricks: { cards: ZiegenKriegenLaid[]; taker: number }[];
  /** The hill cards laid, in laying order, with the number chosen on each. */
  hill: { card: number; chosen: number }[];
}

/** What the state and view documents of Ziegen Kriegen both hold: the round every seat sees. */
export interface ZiegenKriegenTable {
  version: number;
  options: ZiegenKriegenOptions;
  round: number;
  revealed_hill: number | null;
  history: ZiegenKriegenRoundHistory[];
  current_trick: ZiegenKriegenLaid[];
  leader: number;
  phase: "play" | "choose_hill" | "over";
  to_act: number | null;
  round_scores: number[][];
}

/** The state document of Ziegen Kriegen (`"ziegen-kriegen/state"`, version 1): every card in its place. */
export interface ZiegenKriegenStateDocument extends ZiegenKriegenTable {
  format: "ziegen-kriegen/state";
  hands: number[][];
  box: number[];
  /** The face-down hill stack, top card first. */
  hill_stack: number[];
  /** Each round not dealt yet: its shuffled goat deck and its hill cards, top first. */
  later_rounds: { goats: number[]; hills: number[] }[];
}

/** The view document of Ziegen Kriegen (`"ziegen-kriegen/view"`, version 1). */
export interface ZiegenKriegenViewDocument extends ZiegenKriegenTable {
  format: "ziegen-kriegen/view";
  seat: number;
  hand: number[];
  hand_sizes: number[];
  box_size: number;
  hill_stack_size: number;
}

/**
 * What a spectator may know of Ziegen Kriegen (`"ziegen-kriegen/spectator-view"`, version 1): the
 * view document without a seat and its hand.
 */
export interface ZiegenKriegenSpectatorViewDocument extends ZiegenKriegenTable {
  format: "ziegen-kriegen/spectator-view";
  hand_sizes: number[];
  box_size: number;
  hill_stack_size: number;
}

/** A hill card's two numbers, the lower first. */
export interface ZiegenKriegenHillNumbers {
  low: number;
  high: number;
}

/** A hill card (its id, 0 to 11) with its two numbers. */
export interface ZiegenKriegenHillCard extends ZiegenKriegenHillNumbers {
  card: number;
}

/** A hill card laid on the hill, with its numbers and the one chosen. */
export interface ZiegenKriegenHillLaid extends ZiegenKriegenHillCard {
  chosen: number;
}

/**
 * Ziegen Kriegen's own methods on its games and views, read from the game's card tables (the
 * reconstructed ones, or those its options replaced them with). A number that is no card is a
 * `RangeError`, a value that is no whole number a `TypeError`.
 */
export interface ZiegenKriegenQueries {
  /** The goat heads on goat card `card` (1 to 50). */
  cardHeads(card: number): number;
  /** The two numbers of hill card `id` (0 to 11). */
  hillCard(id: number): ZiegenKriegenHillNumbers;
  /** The hill cards laid this round, in laying order, with their numbers and the one chosen. */
  hill(): ZiegenKriegenHillLaid[];
  /** The hill card turned up and waiting for its number, `null` when none is. */
  revealedHill(): ZiegenKriegenHillCard | null;
}

/** Ziegen Kriegen's types, as `GameTypes["ziegen-kriegen"]`. */
export interface ZiegenKriegen {
  move: ZiegenKriegenMove;
  moveKind: ZiegenKriegenMove["kind"];
  event: ZiegenKriegenEvent;
  seatScore: ZiegenKriegenSeatScore;
  scoreDetails: ZiegenKriegenScoreDetails;
  options: ZiegenKriegenOptions;
  optionsArgument: ZiegenKriegenOptionsArgument;
  viewDocument: ZiegenKriegenViewDocument;
  spectatorViewDocument: ZiegenKriegenSpectatorViewDocument;
  stateDocument: ZiegenKriegenStateDocument;
  queries: ZiegenKriegenQueries;
}
