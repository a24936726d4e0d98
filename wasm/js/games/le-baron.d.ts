// Le Baron's types: its move objects, events, view document, seat scores, options and own methods
// (docs/state-format-le-baron.md has the documents field by field).

/** What every move object of the game has. */
export interface LeBaronMoveBase<K extends string> {
  readonly game: "le-baron";
  /** The stable action id, 0 to 119. */
  readonly actionId: number;
  readonly kind: K;
  /** The engine's wording, e.g. `"choose card 5"`. */
  readonly text: string;
}

/** A decision of Le Baron: choose a card face down, place the card being resolved on a row, or take a row. */
export type LeBaronMove =
  | (LeBaronMoveBase<"choose"> & { readonly card: number })
  | (LeBaronMoveBase<"place"> & { readonly row: number })
  | (LeBaronMoveBase<"take"> & { readonly row: number });

/** A card revealed this round, and who chose it. */
export interface LeBaronRevealed {
  card: number;
  seat: number;
}

/** What a move of Le Baron changed. */
export type LeBaronEvent =
  | { event: "card_chosen"; seat: number }
  | { event: "cards_revealed"; cards: LeBaronRevealed[] }
  | { event: "card_placed"; seat: number; card: number; row: number; position: number }
  | {
      event: "row_taken";
      seat: number;
      row: number;
      cards: number[];
      rules: { sixthCard: boolean; sixHeads: boolean; noFit: boolean };
      points: number;
    }
  | { event: "card_recycled"; seat: number; card: number }
  | { event: "cards_drawn"; seat: number; count: number; cards: number[] }
  /** `winners`: bit `s` set for each winning seat. */
  | { event: "game_over"; reason: LeBaronEnd; scores: number[]; winners: number };

/** One seat's score: penalty heads, heads still held, the total. */
export interface LeBaronSeatScore {
  readonly seat: number;
  readonly penaltyHeads: number;
  readonly heldHeads: number;
  readonly total: number;
  readonly winner: boolean;
}

/** The game-wide parts of Le Baron's scores. */
export interface LeBaronScoreDetails {
  readonly headsArePositive: boolean;
}

/** The options document (every field). */
export interface LeBaronOptions {
  players: number;
  sixth_card_rule: boolean;
  heads_are_positive: boolean;
  deck: string;
  /** Heads per colour of cards 1 to 110, `null` for the shipped table. */
  cards: number[][] | null;
}

/** What `new Game("le-baron", ...)` takes as options. */
export interface LeBaronOptionsArgument {
  /** The game's player count, as the options document has it (must agree with the game's). */
  players?: number;
  sixthCardRule?: boolean;
  sixth_card_rule?: boolean;
  headsArePositive?: boolean;
  heads_are_positive?: boolean;
  deck?: string;
  cards?: number[][] | null;
}

/** Why a game of Le Baron ended. */
export type LeBaronEnd = "all_cards_played" | "last_card_placed" | "no_card_fits";

/** What the state and view documents of Le Baron both hold: the round every seat sees. */
export interface LeBaronTable {
  version: number;
  options: LeBaronOptions;
  round: number;
  phase: "choose" | "resolve" | "over";
  end: LeBaronEnd | null;
  rows: number[][];
  penalty: number[][];
  /** Cards every seat knows a seat holds in hand or as its hidden choice. */
  known_held: number[][];
  revealed: LeBaronRevealed[];
  resolved: number;
}

/** The state document of Le Baron (`"le-baron/state"`, version 1): every card in its place. */
export interface LeBaronStateDocument extends LeBaronTable {
  format: "le-baron/state";
  /** Each seat's draw pile, top card first. */
  piles: number[][];
  /** How many cards at the bottom of each pile every seat knows. */
  pile_known: number[];
  hands: number[][];
  /** This round's hidden choices, `null` for a seat that has not chosen. */
  choices: (number | null)[];
  box: number[];
}

/** The view document of Le Baron (`"le-baron/view"`, version 1). */
export interface LeBaronViewDocument extends LeBaronTable {
  format: "le-baron/view";
  seat: number;
  hand: number[];
  choice: number | null;
  hand_counts: number[];
  pile_counts: number[];
  /** The cards every seat knows at the bottom of each pile. */
  pile_known: number[][];
  chosen: boolean[];
  box_count: number;
}

/**
 * What a spectator may know of Le Baron (`"le-baron/spectator-view"`, version 1): the view
 * document without a seat, its hand and its choice.
 */
export interface LeBaronSpectatorViewDocument extends LeBaronTable {
  format: "le-baron/spectator-view";
  hand_counts: number[];
  pile_counts: number[];
  /** The cards every seat knows at the bottom of each pile. */
  pile_known: number[][];
  chosen: boolean[];
  box_count: number;
}

/**
 * Le Baron's own methods on its games and views, read from the game's card table (the
 * reconstructed one, or the one its options replaced it with). A number that is no card is a
 * `RangeError`, a value that is no whole number a `TypeError`.
 */
export interface LeBaronQueries {
  /** The heads of card `card` (1 to 110) per colour: blue, yellow, green, red, black, white. */
  cardHeads(card: number): [blue: number, yellow: number, green: number, red: number, black: number, white: number];
}

/** Le Baron's types, as `GameTypes["le-baron"]`. */
export interface LeBaron {
  move: LeBaronMove;
  moveKind: LeBaronMove["kind"];
  event: LeBaronEvent;
  seatScore: LeBaronSeatScore;
  scoreDetails: LeBaronScoreDetails;
  options: LeBaronOptions;
  optionsArgument: LeBaronOptionsArgument;
  viewDocument: LeBaronViewDocument;
  spectatorViewDocument: LeBaronSpectatorViewDocument;
  stateDocument: LeBaronStateDocument;
  queries: LeBaronQueries;
}
