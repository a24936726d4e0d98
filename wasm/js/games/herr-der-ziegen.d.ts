// Herr der Ziegen's types: its move objects, events, view document, seat scores, options and own
// methods (docs/state-format-herr-der-ziegen.md has the documents field by field).

/** A cell of the pasture as `[row, col]`. */
export type HerrDerZiegenCell = readonly [row: number, col: number];

/** What every move object of the game has. */
export interface HerrDerZiegenMoveBase<K extends string> {
  readonly game: "herr-der-ziegen";
  /** The stable action id, 0 to 809. */
  readonly actionId: number;
  readonly kind: K;
  /** The engine's wording, e.g. `"play card 63"`. */
  readonly text: string;
}

/** A decision of Herr der Ziegen. */
export type HerrDerZiegenMove =
  | (HerrDerZiegenMoveBase<"play"> & { readonly card: number })
  | (HerrDerZiegenMoveBase<"take"> & { readonly cell: HerrDerZiegenCell })
  | (HerrDerZiegenMoveBase<"mark"> & { readonly cell: HerrDerZiegenCell })
  | (HerrDerZiegenMoveBase<"dog"> & { readonly fromCell: HerrDerZiegenCell; readonly toCell: HerrDerZiegenCell })
  | HerrDerZiegenMoveBase<"pass_dog">
  | (HerrDerZiegenMoveBase<"answer"> & { readonly agree: boolean });

/** What a move of Herr der Ziegen changed. */
export type HerrDerZiegenEvent =
  | { event: "card_played"; player: number; card: number }
  | { event: "goat_moved"; player: number; from: number; to: number }
  | { event: "card_taken"; player: number; cell: HerrDerZiegenCell; card: number }
  | { event: "cell_refilled"; cell: HerrDerZiegenCell; card: number }
  | { event: "card_marked"; player: number; cell: HerrDerZiegenCell; card: number }
  | { event: "kind_closed"; kind: number; owner: number; evaluation: "A" | "B" }
  | { event: "card_boxed"; card: number; player: number; from: "played" | "display" }
  | { event: "card_shown"; player: number; card: number }
  | { event: "consent_asked"; player: number; opponent: number; from: HerrDerZiegenCell; to: HerrDerZiegenCell }
  | { event: "consent_answered"; opponent: number; agreed: boolean }
  | { event: "dog_moved"; player: number; from: HerrDerZiegenCell; to: HerrDerZiegenCell; swapped: number | null }
  | { event: "dog_passed"; player: number }
  | { event: "end_triggered"; reason: "E1" | "E2" }
  | { event: "turn_started"; player: number }
  /** `winners`: bit `s` set for each winning seat. */
  | { event: "game_over"; winners: number };

/** One seat's score: cards single and doubled, milk, and the total. */
export interface HerrDerZiegenSeatScore {
  readonly seat: number;
  readonly single: number;
  readonly doubled: number;
  readonly milkTotal: number;
  readonly milk: number;
  readonly total: number;
  readonly winner: boolean;
}

/** Herr der Ziegen's scores have no game-wide details. */
export type HerrDerZiegenScoreDetails = Readonly<Record<never, never>>;

/** The options document (every field; `new Game` takes any of them, camelCase or snake_case). */
export interface HerrDerZiegenOptions {
  players: number;
  start_player: number;
  layout: { grid_size: number; stables: HerrDerZiegenCell[] };
  milk_ones: number;
  removal: { kinds: number; dogs: number; milk_ones: number; milk_twos: number };
}

/** What `new Game("herr-der-ziegen", ...)` takes as options. */
export interface HerrDerZiegenOptionsArgument {
  /** The game's player count, as the options document has it (must agree with the game's). */
  players?: number;
  startPlayer?: number;
  start_player?: number;
  layout?: { gridSize?: number; grid_size?: number; stables?: HerrDerZiegenCell[] };
  milkOnes?: number;
  milk_ones?: number;
  removal?: { kinds?: number; dogs?: number; milkOnes?: number; milk_ones?: number; milkTwos?: number; milk_twos?: number };
}

/** A seat's hand as the view knows it. */
export interface HerrDerZiegenKnownHand {
  known: number[];
  unknown: number;
  public: number[];
}

/** The decision a game of Herr der Ziegen waits for (`phase` of its state and view documents). */
export type HerrDerZiegenPhase =
  | { type: "play" }
  | { type: "take" }
  /** The active seat chooses the next card of kind `kind` to mark. */
  | { type: "mark"; kind: number }
  | { type: "dog" }
  /** Seat `opponent` accepts or refuses swapping its card at `to` with the active seat's at `from`. */
  | { type: "consent"; from: HerrDerZiegenCell; to: HerrDerZiegenCell; opponent: number }
  | { type: "over" };

/** What the state and view documents of Herr der Ziegen both hold: the table every seat sees. */
export interface HerrDerZiegenTable {
  version: number;
  players: number;
  start_player: number;
  grid_size: number;
  milk_ones: number;
  stables: HerrDerZiegenCell[];
  /** Card per cell, `null` where the cell is empty. */
  pasture: (number | null)[][];
  /** Marking seat per cell. */
  marks: (number | null)[][];
  displays: number[][];
  box: number[];
  removed_kinds: number[];
  kind_owners: (number | null)[];
  known_in_pile: number[];
  goats: number[];
  turn: number;
  active_player: number;
  played: number | null;
  end: "E1" | "E2" | null;
  phase: HerrDerZiegenPhase;
  refused_swaps: [HerrDerZiegenCell, HerrDerZiegenCell][];
}

/** The state document of Herr der Ziegen (`"herr-der-ziegen/state"`, version 1): every card in its place. */
export interface HerrDerZiegenStateDocument extends HerrDerZiegenTable {
  format: "herr-der-ziegen/state";
  /** The draw pile, top card first. */
  pile: number[];
  hands: number[][];
  /** Per hand card, whether every seat saw it enter the hand. */
  hands_seen: boolean[][];
}

/** The view document of Herr der Ziegen (`"herr-der-ziegen/view"`, version 1). */
export interface HerrDerZiegenViewDocument extends HerrDerZiegenTable {
  format: "herr-der-ziegen/view";
  seat: number;
  hands: HerrDerZiegenKnownHand[];
  pile_size: number;
  current_player: number | null;
}

/** A hand as every seat knows it: the cards everybody saw enter it, and how many cards it holds. */
export interface HerrDerZiegenPublicHand {
  public: number[];
  size: number;
}

/**
 * What a spectator may know of Herr der Ziegen (`"herr-der-ziegen/spectator-view"`, version 1):
 * the view document without a seat, each hand as every seat knows it.
 */
export interface HerrDerZiegenSpectatorViewDocument extends HerrDerZiegenTable {
  format: "herr-der-ziegen/spectator-view";
  hands: HerrDerZiegenPublicHand[];
  pile_size: number;
  current_player: number | null;
}

/**
 * What a card is (Python's `card_info`): a goat card of a kind (0 to 17) and value (1 to 5), a
 * dog, or a milk card worth 1 or 2.
 */
export type HerrDerZiegenCardInfo =
  | { type: "goat"; kind: number; value: number }
  | { type: "dog"; kind: null; value: 0 }
  | { type: "milk"; kind: null; value: number };

/**
 * Herr der Ziegen's own methods on its games and views; the milk values are the game's own (its
 * option `milk_ones`). A card is a card id, 0 to 120; a number outside that is a `RangeError`, a
 * value that is no whole number a `TypeError`.
 */
export interface HerrDerZiegenQueries {
  /** The card's label: `"K04-1"` (kind and value), `"Dog"`, `"Milk1"` or `"Milk2"`. */
  cardLabel(card: number): string;
  /** What the card is. */
  cardInfo(card: number): HerrDerZiegenCardInfo;
  /** The name of goat kind `kind` (0 to 17): `"Elvis"`, ..., `"Kind 18"`. */
  kindName(kind: number): string;
}

/** Herr der Ziegen's types, as `GameTypes["herr-der-ziegen"]`. */
export interface HerrDerZiegen {
  move: HerrDerZiegenMove;
  moveKind: HerrDerZiegenMove["kind"];
  event: HerrDerZiegenEvent;
  seatScore: HerrDerZiegenSeatScore;
  scoreDetails: HerrDerZiegenScoreDetails;
  options: HerrDerZiegenOptions;
  optionsArgument: HerrDerZiegenOptionsArgument;
  viewDocument: HerrDerZiegenViewDocument;
  spectatorViewDocument: HerrDerZiegenSpectatorViewDocument;
  stateDocument: HerrDerZiegenStateDocument;
  queries: HerrDerZiegenQueries;
}
