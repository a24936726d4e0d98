// Ziegen Kriegen on the page: the hill and its limit, the trick on the table, the tricks of the
// round, each seat's goats, and your hand. Drawn from the view document of your seat
// (docs/state-format-ziegen-kriegen.md). The card tables are reconstructed (ZK-D1) and labelled so.

import { h, listWords, moveButton, plural } from "../dom.js";
import { labelled, reconstructedNote, seatArea, seatsFromYours } from "./seats.js";

/** The deck ids of the reconstructed tables the engine ships (docs/rules-ziegen-kriegen.md). */
const RECONSTRUCTED_GOATS = "zk-goats-reconstructed-1";
const RECONSTRUCTED_HILLS = "zk-hills-reconstructed-1";

/**
 * The heads on goat cards 1 to 50 in the reconstructed table `zk-goats-reconstructed-1`
 * (ziegen-kriegen/src/cards.rs; a test checks it against the engine's trick counts).
 */
const RECONSTRUCTED_HEADS = [
  1, 1, 1, 1, 3, 1, 1, 1, 1, 5, 2, 1, 1, 1, 3, 1, 1, 1, 1, 5, 1, 2, 1, 1, 3, 1, 1, 1, 1, 5, 1, 1, 2, 1, 3, 1, 1, 1, 1,
  5, 1, 1, 1, 2, 3, 1, 1, 1, 1, 3,
];

/** The two numbers of hill cards 0 to 11 in the reconstructed table `zk-hills-reconstructed-1`. */
const RECONSTRUCTED_HILL_PAIRS = [
  [1, 5],
  [1, 5],
  [1, 5],
  [2, 6],
  [2, 6],
  [2, 6],
  [3, 7],
  [3, 7],
  [3, 7],
  [4, 8],
  [4, 8],
  [4, 8],
];

/** The tricks of a round, and how many of them lay a hill card. */
const TRICKS = 8;
const HILL_TRICKS = 4;

/** The heads on goat card `card` by the table the view names (`null` for an unknown table). */
export function heads(view, card) {
  const options = view.options;
  if (options.goat_heads !== null) return options.goat_heads[card - 1];
  return options.goat_deck === RECONSTRUCTED_GOATS ? RECONSTRUCTED_HEADS[card - 1] : null;
}

/** The two numbers of hill card `id`, the lower first. */
export function hillNumbers(view, id) {
  const options = view.options;
  const pair =
    options.hill_pairs !== null
      ? options.hill_pairs[id]
      : options.hill_deck === RECONSTRUCTED_HILLS
        ? RECONSTRUCTED_HILL_PAIRS[id]
        : null;
  return pair === null ? null : [Math.min(...pair), Math.max(...pair)];
}

/** A goat card: its number and its goat heads. */
function card(view, id, className) {
  const count = heads(view, id);
  return h(
    "span",
    {
      class: ["card", "zk", className, count >= 3 && "many"],
      "data-card": id,
      title: `card ${id}: ${count === null ? "?" : plural(count, "goat", "goats")}`,
    },
    h("span", { class: "value" }, id),
    h(
      "span",
      { class: "heads", "aria-hidden": "true" },
      count === null ? "?" : Array.from({ length: count }, () => h("span", { class: "head" })),
    ),
  );
}

/** A hill card with both numbers, the chosen one marked; `buttons` maps a number to its move. */
function hillCard(view, id, chosen, buttons) {
  const numbers = hillNumbers(view, id) ?? ["?", "?"];
  return h(
    "span",
    { class: "hill-card", "data-hill": id, title: `hill card ${numbers[0]} / ${numbers[1]}` },
    numbers.map((number, i) => {
      const move = buttons?.[i];
      if (move) return moveButton(move, `Choose ${number}`, "hill-number", String(number));
      return h("span", { class: ["hill-number", number === chosen && "chosen"] }, String(number));
    }),
  );
}

/** The goats seat `seat` took in the tricks of round `round`, and how many tricks. */
function taken(view, round, seat) {
  const tricks = view.history[round]?.tricks ?? [];
  let goats = 0;
  let count = 0;
  for (const trick of tricks) {
    if (trick.taker !== seat) continue;
    count += 1;
    for (const { card: id } of trick.cards) goats += heads(view, id) ?? 0;
  }
  return { goats, tricks: count };
}

/** The hill of the current round: laid cards, the sum or the limit, the card waiting for its number. */
function hill(ctx) {
  const view = ctx.view;
  const laid = view.history[view.round]?.hill ?? [];
  const sum = laid.reduce((total, { chosen }) => total + chosen, 0);
  const fixed = laid.length === HILL_TRICKS;
  const low = ctx.moves.find((m) => m.kind === "choose_low");
  const high = ctx.moves.find((m) => m.kind === "choose_high");
  return h(
    "div",
    { class: "hill" },
    h(
      "div",
      { class: "limit", "aria-live": "polite" },
      fixed ? `Limit ${sum}` : `Hill ${sum}`,
      h("small", null, fixed ? "goats at most" : `${laid.length} of ${HILL_TRICKS} hill cards laid`),
    ),
    h(
      "div",
      { class: "hill-cards" },
      laid.map(({ card: id, chosen }) => hillCard(view, id, chosen)),
    ),
    view.revealed_hill === null
      ? null
      : h(
          "div",
          { class: "revealed-hill" },
          h(
            "div",
            { class: "label" },
            view.to_act === ctx.seat ? "Choose a number:" : `${ctx.names.name(view.to_act)} chooses a number:`,
          ),
          hillCard(view, view.revealed_hill, null, low || high ? [low, high] : null),
        ),
    h("div", { class: "stack" }, `${plural(view.hill_stack_size, "hill card", "hill cards")} face down`),
  );
}

/** The trick being played, in play order. */
function currentTrick(ctx) {
  const view = ctx.view;
  if (view.phase === "over") return null;
  const number = Math.min((view.history[view.round]?.tricks.length ?? 0) + 1, TRICKS);
  return labelled(
    `Trick ${number} of ${TRICKS}, led by ${ctx.names.name(view.leader)}`,
    "trick",
    view.current_trick.length === 0
      ? h("span", { class: "none" }, "no card yet")
      : view.current_trick.map(({ seat, card: id }) =>
          h("span", { class: "played" }, card(view, id), h("span", { class: "who" }, ctx.names.name(seat))),
        ),
  );
}

/** The finished tricks of the current round. */
function roundTricks(ctx) {
  const view = ctx.view;
  const tricks = view.history[view.round]?.tricks ?? [];
  if (tricks.length === 0) return null;
  return labelled(
    `Tricks of round ${view.round + 1}`,
    "tricks",
    h(
      "ol",
      null,
      tricks.map((trick) => {
        const goats = trick.cards.reduce((total, { card: id }) => total + (heads(view, id) ?? 0), 0);
        return h(
          "li",
          null,
          trick.cards.map(({ card: id }) => card(view, id, "small")),
          h("span", { class: "who" }, ` → ${ctx.names.name(trick.taker)}, ${plural(goats, "goat", "goats")}`),
        );
      }),
    ),
  );
}

/** A seat's area: hand, tricks and goats of this round, scores of finished rounds. */
function seat(ctx, s) {
  const view = ctx.view;
  const laid = view.history[view.round]?.hill ?? [];
  const limit = laid.reduce((total, { chosen }) => total + chosen, 0);
  const { goats, tricks } = taken(view, view.round, s);
  const over = laid.length > 0 && goats > limit;
  const totals = view.round_scores.reduce((total, row) => total + row[s], 0);
  const playMoves = new Map(ctx.moves.filter((m) => m.kind === "play").map((m) => [m.card, m]));
  const hand =
    s === ctx.seat
      ? view.hand.map((id) => {
          const move = playMoves.get(id);
          return move
            ? moveButton(
                move,
                `Play card ${id} (${plural(heads(view, id) ?? 0, "goat", "goats")})`,
                "card-button",
                card(view, id),
              )
            : card(view, id);
        })
      : Array.from({ length: view.hand_sizes[s] }, () => h("span", { class: "card zk back", title: "a hidden card" }));
  return seatArea(
    ctx,
    s,
    "zk-seat",
    h(
      "p",
      { class: ["facts", over && "over"] },
      `${plural(tricks, "trick", "tricks")} · ${plural(goats, "goat", "goats")}${over ? (laid.length === HILL_TRICKS ? " · over the limit" : " · over the hill so far") : ""}`,
      view.options.rounds > 1 ? ` · total ${totals}` : "",
    ),
    labelled(
      s === ctx.seat ? "Your hand" : "Hand",
      "hand",
      hand.length > 0 ? hand : h("span", { class: "none" }, "empty"),
    ),
  );
}

/** The table of Ziegen Kriegen from your seat's view. */
function drawTable(ctx) {
  const view = ctx.view;
  return h(
    "div",
    { class: "table zk-table" },
    h(
      "div",
      { class: "table-facts" },
      h("span", null, view.options.rounds > 1 ? `Round ${view.round + 1} of ${view.options.rounds}` : "One round"),
      h("span", null, `${plural(view.box_size, "card", "cards")} unseen in the box`),
    ),
    reconstructedNote([view.options.goat_deck, view.options.hill_deck], "docs/rules-ziegen-kriegen.md, ZK-D1"),
    h("div", { class: "zk-main" }, hill(ctx), currentTrick(ctx)),
    h(
      "div",
      { class: "seats" },
      seatsFromYours(view.options.players, ctx.seat).map((s) => seat(ctx, s)),
    ),
    roundTricks(ctx),
  );
}

/** What the status line asks of you now. */
function prompt(ctx) {
  if (ctx.view.phase === "choose_hill") return "Your card was the lowest: choose one number of the hill card.";
  return ctx.view.current_trick.length === 0
    ? "Your lead: play any card. The highest card takes the trick."
    : "Your turn: play any card. The highest card takes the trick.";
}

/** `event` as seat `seat` may know it: every event of this game is public. */
const seenBy = (event) => event;

/** `event` in words, or `null` for an event the log leaves out. */
function describeEvent(event, ctx) {
  const view = ctx.view;
  const who = (seat) => ctx.names.name(seat);
  const goatsOf = (id) => plural(heads(view, id) ?? 0, "goat", "goats");
  switch (event.event) {
    case "card_played":
      return `${who(event.player)} played ${event.card} (${goatsOf(event.card)}).`;
    case "hill_revealed":
      return `${who(event.chooser)} turned up a hill card: ${event.low} or ${event.high}.`;
    case "hill_chosen":
      return `${who(event.player)} chose ${event.number}: ${event.limit === null ? `the hill is at ${event.sum}` : `the limit is ${event.limit}`}.`;
    case "trick_taken": {
      const cards = event.cards.slice(0, event.count);
      return `${who(event.winner)} took the trick (${cards.join(", ")}) with ${plural(event.goats, "goat", "goats")}.`;
    }
    case "round_scored": {
      const players = view.options.players;
      const parts = Array.from({ length: players }, (_, s) =>
        event.over[s] ? `${who(s)} over (${event.goats[s]})` : `${who(s)} ${event.scores[s]}`,
      );
      return `Round ${event.round + 1} scored, limit ${event.limit}: ${listWords(parts)}.`;
    }
    case "round_started":
      return `Round ${event.round + 1} is dealt; ${who(event.leader)} leads.`;
    case "game_over":
      return "The game is over.";
    default:
      return null;
  }
}

/** The goat card numbers the view document holds (hill cards are drawn with `data-hill`). */
function viewCards(view) {
  return [
    ...view.hand,
    ...view.history.flatMap((round) => round.tricks.flatMap((trick) => trick.cards.map((c) => c.card))),
    ...view.current_trick.map((c) => c.card),
  ];
}

/** How to play, in a few lines. */
const howToPlay = [
  "Take the most goats without going over the limit set by the hill.",
  "Eight tricks are played with open cards: the leader plays any card, then everybody in turn; there is no suit to follow. The highest card takes the trick and leads the next one.",
  "In tricks 1 to 4, once everybody has played, the player of the lowest card turns up a hill card and chooses one of its two numbers; after trick 4 the four chosen numbers add up to the limit.",
  "Your goats are the goat heads on the cards of the tricks you took. Goats equal to the limit are within it; above it you are over. The players within the limit with the most goats win; with 0 goats you are within.",
  "The goat heads and hill numbers on these cards are reconstructed: the printed table is not public.",
];

/** The score breakdown's columns. */
const scoreColumns = [
  { key: "goats", label: "Goats" },
  { key: "tricks", label: "Tricks" },
  { key: "over", label: "Over the limit", format: (over) => (over ? "yes" : "no") },
  { key: "roundScores", label: "Rounds", format: (rounds) => rounds.join(" + ") },
];

/** The line under the scores. */
function scoreNote(scores) {
  const limit = scores.details?.limit;
  return `${limit === undefined ? "" : `The limit was ${limit}. `}A player over the limit scores 0; the best score within the limit wins.`;
}

export default Object.freeze({
  name: "ziegen-kriegen",
  drawTable,
  prompt,
  seenBy,
  describeEvent,
  viewCards,
  howToPlay,
  rulesDocument: "docs/rules-ziegen-kriegen.md",
  scoreColumns,
  scoreNote,
  deckNote: (view) => `Reconstructed card data: ${view.options.goat_deck}, ${view.options.hill_deck}`,
});
