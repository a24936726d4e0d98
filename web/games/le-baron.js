// Le Baron on the page: the five rows, the cards revealed this round in resolution order, each
// seat's choice, hand, pile and penalty pile, and your hand. Drawn from the view document of your
// seat (docs/state-format-le-baron.md); the heads per colour come from the package's view of that
// seat (the game's own table: the reconstructed one, LB-D1, labelled so, or the one its options
// replaced it with).

import { h, listWords, moveButton, plural } from "../dom.js";
import { cardDataNote, inSentence, labelled, seatArea, seatsFromYours } from "./seats.js";

/** @typedef {import("./seats.js").DrawingContext<"le-baron">} Ctx */
/** @typedef {import("herr-der-ziegen").ViewDocument<"le-baron">} View */
/** @typedef {import("herr-der-ziegen").GameEvent<"le-baron">} GameEvent */
/** @typedef {import("herr-der-ziegen").Scores<"le-baron">} Scores */

/** The colours, in the engine's order, with their letters and names. */
const COLOURS = [
  { letter: "B", name: "blue" },
  { letter: "Y", name: "yellow" },
  { letter: "G", name: "green" },
  { letter: "R", name: "red" },
  { letter: "K", name: "black" },
  { letter: "W", name: "white" },
];

/** How many heads of one colour take a row, and how many cards a row holds under rule 1. */
const SIX_HEADS = 6;
const ROW_LENGTH = 5;

/**
 * The heads per colour of card `n` in the game's table.
 * @param {Ctx} ctx
 * @param {number} n
 */
const cardHeads = (ctx, n) => ctx.seatView.cardHeads(n);

/**
 * Card `n`'s penalty points: its number of heads.
 * @param {Ctx} ctx
 * @param {number} n
 */
const points = (ctx, n) => cardHeads(ctx, n).reduce((sum, count) => sum + count, 0);

/**
 * The colours card `n` shows, in words (`"blue, red and red"`).
 * @param {Ctx} ctx
 * @param {number} n
 */
function colourWords(ctx, n) {
  return listWords(
    cardHeads(ctx, n).flatMap((count, colour) => Array.from({ length: count }, () => COLOURS[colour].name)),
  );
}

/**
 * A card: its number and its heads, one dot a head in its colour; a card of every colour (a Baron) stands out.
 * @param {Ctx} ctx
 * @param {number} n
 * @param {string} [className]
 */
function card(ctx, n, className) {
  const heads = cardHeads(ctx, n);
  const everyColour = heads.every((count) => count > 0);
  return h(
    "span",
    {
      class: ["card", "lb", className, everyColour && "baron"],
      "data-card": n,
      title: `card ${n}: ${colourWords(ctx, n)}`,
    },
    h("span", { class: "value" }, n),
    h(
      "span",
      { class: "heads", "aria-hidden": "true" },
      heads.flatMap((count, colour) =>
        Array.from({ length: count }, () => h("span", { class: `head c-${COLOURS[colour].letter}` })),
      ),
    ),
  );
}

/**
 * A hidden card, seen from the back.
 * @param {string} title
 */
const cardBack = (title) => h("span", { class: "card lb back", title });

/**
 * The heads per colour of the cards of `row`.
 * @param {Ctx} ctx
 * @param {readonly number[]} row
 */
function rowHeads(ctx, row) {
  const total = COLOURS.map(() => 0);
  for (const n of row) cardHeads(ctx, n).forEach((count, colour) => (total[colour] += count));
  return total;
}

/**
 * The five rows, each with your place or take button at its right end when you may use it.
 * @param {Ctx} ctx
 */
function rows(ctx) {
  const view = ctx.view;
  const pending = view.phase === "resolve" ? view.revealed[view.resolved]?.card : undefined;
  const rowMoves = new Map(ctx.moves.filter((m) => m.kind === "place" || m.kind === "take").map((m) => [m.row, m]));
  return h(
    "div",
    { class: "rows" },
    view.rows.map((row, index) => {
      const move = rowMoves.get(index);
      const headCounts = rowHeads(ctx, row);
      const full = view.options.sixth_card_rule && row.length === ROW_LENGTH;
      const rowPoints = plural(
        row.reduce((sum, n) => sum + points(ctx, n), 0),
        "head",
        "heads",
      );
      const button =
        move === undefined
          ? null
          : move.kind === "place"
            ? moveButton(move, `Place ${pending} on row ${index + 1}`, "row-button place", `Place ${pending} here`)
            : moveButton(
                move,
                `Take row ${index + 1} (${rowPoints})`,
                "row-button take",
                `Take this row (${rowPoints})`,
              );
      return h(
        "div",
        { class: ["row", move && "legal"], "data-row": index },
        h("div", { class: "row-label" }, `Row ${index + 1}`, full ? h("small", null, "5 cards") : null),
        h(
          "div",
          { class: "row-cards" },
          row.map((n) => card(ctx, n)),
        ),
        h(
          "div",
          { class: "row-heads", title: "heads of each colour in the row (six of one colour take it)" },
          headCounts.map((count, colour) =>
            count === 0
              ? null
              : h(
                  "span",
                  { class: ["count", `c-${COLOURS[colour].letter}`, count >= SIX_HEADS - 1 && "near"] },
                  String(count),
                ),
          ),
        ),
        button,
      );
    }),
  );
}

/**
 * The cards revealed this round, in resolution order; the one to place now is marked.
 * @param {Ctx} ctx
 */
function revealed(ctx) {
  const view = ctx.view;
  if (view.revealed.length === 0) return null;
  return labelled(
    "Revealed this round, placed from the lowest",
    "revealed",
    view.revealed.map(({ card: n, seat }, i) =>
      h(
        "span",
        { class: ["played", i < view.resolved && "done", i === view.resolved && "now"] },
        card(ctx, n),
        h("span", { class: "who" }, ctx.names.name(seat)),
      ),
    ),
  );
}

/**
 * A seat's area: its choice, hand, pile and penalty pile.
 * @param {Ctx} ctx
 * @param {number} s
 */
function seat(ctx, s) {
  const view = ctx.view;
  const mine = s === ctx.seat;
  const chooseMoves = new Map(ctx.moves.filter((m) => m.kind === "choose").map((m) => [m.card, m]));
  const penalty = view.penalty[s].reduce((sum, n) => sum + points(ctx, n), 0);
  const hand =
    mine && "hand" in view
      ? view.hand.map((n) => {
          const move = chooseMoves.get(n);
          return move
            ? moveButton(move, `Choose card ${n} (${colourWords(ctx, n)})`, "card-button", card(ctx, n))
            : card(ctx, n);
        })
      : [
          ...view.known_held[s].map((n) => card(ctx, n, "known")),
          ...Array.from({ length: Math.max(0, view.hand_counts[s] - view.known_held[s].length) }, () =>
            cardBack("a hidden card"),
          ),
        ];
  const choice =
    view.phase !== "choose"
      ? null
      : mine && "choice" in view && view.choice !== null
        ? h("span", { class: "choice" }, "your choice: ", card(ctx, view.choice, "small"), " (hidden from the others)")
        : view.chosen[s]
          ? h("span", { class: "choice done" }, "has chosen ", cardBack("a hidden choice"))
          : !mine && view.hand_counts[s] > 0
            ? h("span", { class: "choice" }, "choosing…")
            : null;
  return seatArea(
    ctx,
    s,
    "lb-seat",
    h(
      "p",
      { class: "facts" },
      `${plural(penalty, "penalty head", "penalty heads")} · pile ${view.pile_counts[s]}`,
      view.pile_known[s].length > 0
        ? h(
            "span",
            null,
            " · known under the pile: ",
            view.pile_known[s].map((n) => card(ctx, n, "small")),
          )
        : null,
    ),
    choice,
    labelled(mine ? "Your hand" : "Cards held", mine ? "hand" : "held", hand.length > 0 ? hand : h("span", { class: "none" }, "empty")),
    view.penalty[s].length === 0
      ? null
      : labelled(
          "Penalty pile",
          "penalty",
          view.penalty[s].map((n) => card(ctx, n, "small")),
        ),
  );
}

/**
 * The table of Le Baron from your seat's view.
 * @param {Ctx} ctx
 */
function drawTable(ctx) {
  const view = ctx.view;
  const options = view.options;
  const inPlay = [
    options.sixth_card_rule ? null : "colour counts (no sixth-card rule)",
    options.heads_are_positive ? "heads are positive" : null,
  ].filter(Boolean);
  return h(
    "div",
    { class: "table lb-table" },
    h(
      "div",
      { class: "table-facts" },
      h("span", null, `Round ${view.round}`),
      h("span", null, `${plural(view.box_count, "card", "cards")} unseen in the box`),
      inPlay.length > 0 ? h("span", null, `variant: ${inPlay.join(", ")}`) : null,
    ),
    cardDataNote([{ id: options.deck, replaced: options.cards !== null }], "docs/rules-le-baron.md, LB-D1"),
    revealed(ctx),
    rows(ctx),
    h(
      "div",
      { class: "seats" },
      seatsFromYours(options.players, ctx.seat).map((s) => seat(ctx, s)),
    ),
  );
}

/**
 * What the status line asks of you now.
 * @param {Ctx} ctx
 */
function prompt(ctx) {
  const view = ctx.view;
  if (view.phase === "choose")
    return "Choose a card in secret: all choices are revealed together and placed from the lowest.";
  const pending = view.revealed[view.resolved]?.card;
  if (ctx.moves.some((m) => m.kind === "take")) return `No row fits ${pending}: take a row; ${pending} starts it anew.`;
  return `Place ${pending} on a row whose last card shares one of its colours.`;
}


/**
 * `event` in words, or `null` for an event the log leaves out.
 * @param {GameEvent} event
 * @param {Ctx} ctx
 */
function describeEvent(event, ctx) {
  /** @param {number} seat */
  const who = (seat) => ctx.names.name(seat);
  switch (event.event) {
    case "card_chosen":
      return event.seat === ctx.seat && "choice" in ctx.view && ctx.view.choice !== null
        ? `${who(event.seat)} chose ${ctx.view.choice} (hidden from the others).`
        : `${who(event.seat)} chose a card.`;
    case "cards_revealed":
      return `Revealed: ${event.cards.map(({ card: n, seat }) => `${n} (${who(seat)})`).join(", ")}.`;
    case "card_placed":
      return `${who(event.seat)} placed ${event.card} on row ${event.row + 1}.`;
    case "row_taken": {
      const rules = /** @type {string[]} */ (
        [
          event.rules.sixthCard && "the sixth card",
          event.rules.sixHeads && "six heads of one colour",
          event.rules.noFit && "no row fitted",
        ].filter(Boolean)
      );
      return `${who(event.seat)} took row ${event.row + 1}: ${plural(event.cards.length, "card", "cards")}, ${plural(event.points, "head", "heads")} (${listWords(rules)}).`;
    }
    case "card_recycled":
      return `${event.card} fits no row: it goes under ${inSentence(ctx, event.seat).possessive} pile.`;
    case "cards_drawn":
      return event.cards.length > 0
        ? `${who(event.seat)} drew ${event.cards.join(", ")}.`
        : `${who(event.seat)} drew ${plural(event.count, "card", "cards")}.`;
    case "game_over":
      return `The game is over (${{ all_cards_played: "every card is played", last_card_placed: "a player placed their last card", no_card_fits: "no card fits any row" }[event.reason] ?? event.reason}).`;
    default:
      return null;
  }
}

/**
 * The card numbers the view document holds (every card it shows, anywhere).
 * @param {View} view
 */
function viewCards(view) {
  return [
    ...view.rows.flat(),
    ...view.hand,
    ...(view.choice === null ? [] : [view.choice]),
    ...view.penalty.flat(),
    ...view.known_held.flat(),
    ...view.pile_known.flat(),
    ...view.revealed.map((r) => r.card),
  ];
}

/** How to play, in a few lines. */
const howToPlay = [
  "Collect as few bull heads as you can.",
  "Each round everybody chooses a card from their hand in secret; the choices are revealed together and placed one by one from the lowest number.",
  "A card joins the right end of a row whose last card shows at least one of its colours (a Baron shows every colour); when several rows fit, you choose.",
  "A row is taken by the card that becomes its sixth card, or that brings six heads of one colour into it: its owner takes the other cards as penalty and the card starts the row anew. If no row fits, you take a row of your choice and your card starts it.",
  "When your hand is empty you draw four cards from your own pile. After the last card, the fewest penalty heads win.",
  "The colours on these cards are reconstructed: the printed table is not public.",
];

/**
 * The variants the settings offer (the first choice is the engine's default):
 * docs/rules-le-baron.md, "Variants" (options `sixth_card_rule` and `heads_are_positive`).
 */
const variants = [
  {
    option: "sixth_card_rule",
    label: "Full rows",
    choices: () => [
      { value: true, text: "the sixth card takes it" },
      { value: false, text: "colour counts (variant 1)" },
    ],
  },
  {
    option: "heads_are_positive",
    label: "Heads",
    choices: () => [
      { value: false, text: "penalty: the fewest win" },
      { value: true, text: "positive (variant 2)" },
    ],
  },
];

/** The score breakdown's columns. */
const scoreColumns = [
  { key: "penaltyHeads", label: "Penalty heads" },
  { key: "heldHeads", label: "Heads still held" },
];

/**
 * The line under the scores.
 * @param {Scores} scores
 */
function scoreNote(scores) {
  return scores.details?.headsArePositive
    ? "Heads are positive: penalty heads minus the heads still held; the highest score wins."
    : "The fewest penalty heads win; ties share the victory.";
}

/** @type {import("./index.js").Drawing<"le-baron">} */
const drawing = Object.freeze({
  name: "le-baron",
  drawTable,
  prompt,
  describeEvent,
  viewCards,
  howToPlay,
  rulesDocument: "docs/rules-le-baron.md",
  scoreColumns,
  scoreNote,
  variants,
  stylesheet: new URL("./le-baron.css", import.meta.url).href,
});

export default drawing;
