// A TypeScript program over the package, compiled with `tsc --strict --noEmit` by
// scripts/test-js.sh against the packed tarball: the types narrow moves, events and scores by
// game and kind.
import {
  Bot,
  GAMES,
  Game,
  IllegalMoveError,
  PlayerView,
  type GameEvent,
  type GameName,
  type Move,
  type Scores,
} from "herr-der-ziegen";

/** Words for a Herr der Ziegen move: the union narrows on `kind`. */
function describe(move: Move<"herr-der-ziegen">): string {
  switch (move.kind) {
    case "play":
      return `card ${move.card}`;
    case "take":
    case "mark":
      return `${move.kind} row ${move.cell[0]}, column ${move.cell[1]}`;
    case "dog":
      return `dog from ${move.fromCell.join(",")} to ${move.toCell.join(",")}`;
    case "pass_dog":
      return "no dog move";
    case "answer":
      return move.agree ? "agree" : "refuse";
  }
}

/** Any game's move: the union narrows on `game`, then on `kind`. */
function cardOf(move: Move): number | null {
  if (move.game === "le-baron") {
    return move.kind === "choose" ? move.card : null;
  }
  if (move.game === "ziegen-kriegen") {
    return move.kind === "play" ? move.card : null;
  }
  return move.kind === "play" ? move.card : null;
}

/** A card in words from any game's own card information (its replaced tables too): the union narrows on `game`. */
function cardWords(game: Game, card: number): string {
  switch (game.game) {
    case "herr-der-ziegen":
      return game.cardLabel(card);
    case "ziegen-kriegen":
      return `${card} (${game.cardHeads(card)} goats)`;
    case "le-baron":
      return `${card} (heads per colour ${game.cardHeads(card).join(" ")})`;
  }
}

/** Counts the cards played, from the events. */
function cardsPlayed(events: GameEvent<"ziegen-kriegen">[]): number {
  return events.filter((event) => event.event === "card_played").length;
}

const game = new Game("herr-der-ziegen", 4, 7n, { startPlayer: 1 });
const bot = new Bot<"herr-der-ziegen">("greedy", { seed: 1 });
while (!game.isOver) {
  const move = bot.choose(game);
  const text: string = describe(move);
  game.apply(move);
  void text;
}
const scores: Scores<"herr-der-ziegen"> = game.scores();
const milk: number[] = scores.seats.map((seat) => seat.milkTotal);

const kriegen = new Game("ziegen-kriegen", 3, 1);
let played = 0;
while (!kriegen.isOver) {
  played += cardsPlayed(kriegen.apply(kriegen.legalMoves()[0]));
}
const limit: number = kriegen.scores().details.limit;
const hill: number[] = kriegen.hill().map((laid) => laid.chosen);

// A game's options document sets up the same game again.
const baron = new Game("le-baron", 5, 2, { sixthCardRule: false });
const view: PlayerView<"le-baron"> = new Game("le-baron", 5, 2, baron.options).view(0);
const hint = new Bot("random").choose(PlayerView.fromJSON(view.toJSON(), "le-baron"));
const names: GameName[] = GAMES.map((entry) => entry.name);

try {
  kriegen.apply(0);
} catch (error) {
  if (error instanceof IllegalMoveError) {
    const code: string = error.code;
    void code;
  }
}
/** What the program found, for whoever imports it. */
export const summary = {
  milk,
  limit,
  hill,
  played,
  card: cardOf(hint),
  words: [cardWords(game, 3), cardWords(kriegen, 10), cardWords(baron, 52)],
  names,
  moves: game.replay().moves.length,
};
