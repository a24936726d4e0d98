// Ziegen Kriegen on the page: the hill and its limit, the trick on the table, the tricks of the
// round, each seat's goats, and your hand. Drawn from the view document of your seat
// (docs/state-format-ziegen-kriegen.md); the goat heads and hill numbers come from the package's
// view of that seat (the game's own tables: the reconstructed ones, ZK-D1, labelled so, or those
// its options replaced them with).

import { h, listWords, moveButton, plural } from "../dom.js";
import { cardDataNote, inSentence, labelled, seatArea, seatsFromYours } from "./seats.js";

/** @typedef {import("./seats.js").DrawingContext<"ziegen-kriegen">} Ctx */
/** @typedef {import("herr-der-ziegen").Move<"ziegen-kriegen">} Move */
/** @typedef {import("herr-der-ziegen").ViewDocument<"ziegen-kriegen">} View */
/** @typedef {import("herr-der-ziegen").GameEvent<"ziegen-kriegen">} GameEvent */
/** @typedef {import("herr-der-ziegen").Scores<"ziegen-kriegen">} Scores */

/** The tricks of a round, and how many of them lay a hill card. */
const TRICKS = 8;
const HILL_TRICKS = 4;

/**
 * The goat heads on goat card `id` in the game's table.
 * @param {Ctx} ctx
 * @param {number} id
 */
const heads = (ctx, id) => ctx.seatView.cardHeads(id);

/**
 * A goat card: its number and its goat heads.
 * @param {Ctx} ctx
 * @param {number} id
 * @param {string} [className]
 */
function card(ctx, id, className) {
  const count = heads(ctx, id);
  return h(
    "span",
    {
      class: ["card", "zk", className, count >= 3 && "many"],
      "data-card": id,
      title: `card ${id}: ${plural(count, "goat", "goats")}`,
    },
    h("span", { class: "value" }, id),
    h(
      "span",
      { class: "heads", "aria-hidden": "true" },
      Array.from({ length: count }, () => h("span", { class: "head" })),
    ),
  );
}

/**
 * A hill card (`{ card, low, high }`) with both numbers, the chosen one marked; `buttons` maps
 * each number, the lower first, to its move.
 * @param {import("herr-der-ziegen").ZiegenKriegenHillCard} hillCard
 * @param {number | null} chosen
 * @param {readonly (Move | undefined)[] | null} [buttons]
 */
function hillCard({ card: id, low, high }, chosen, buttons) {
  return h(
    "span",
    { class: "hill-card", "data-hill": id, title: `hill card ${low} / ${high}` },
    [low, high].map((number, i) => {
      const move = buttons?.[i];
      if (move) return moveButton(move, `Choose ${number}`, "hill-number", String(number));
      return h("span", { class: ["hill-number", number === chosen && "chosen"] }, String(number));
    }),
  );
}

/**
 * The goats seat `seat` took in the tricks of round `round`, and how many tricks.
 * @param {Ctx} ctx
 * @param {number} round
 * @param {number} seat
 */
function taken(ctx, round, seat) {
  const tricks = ctx.view.history[round]?.tricks ?? [];
  let goats = 0;
  let count = 0;
  for (const trick of tricks) {
    if (trick.taker !== seat) continue;
    count += 1;
    for (const { card: id } of trick.cards) goats += heads(ctx, id);
  }
  return { goats, tricks: count };
}

/**
 * The hill of the current round: laid cards, the sum or the limit, the card waiting for its number.
 * @param {Ctx} ctx
 */
function hill(ctx) {
  const view = ctx.view;
  const laid = ctx.seatView.hill();
  const revealed = ctx.seatView.revealedHill();
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
      laid.map((hillLaid) => hillCard(hillLaid, hillLaid.chosen)),
    ),
    revealed === null
      ? null
      : h(
          "div",
          { class: "revealed-hill" },
          h(
            "div",
            { class: "label" },
            // A revealed hill card waits for its chooser's number: the seat to act.
            view.to_act === ctx.seat ? "Choose a number:" : `${ctx.names.name(/** @type {number} */ (view.to_act))} chooses a number:`,
          ),
          hillCard(revealed, null, low || high ? [low, high] : null),
        ),
    h("div", { class: "stack" }, `${plural(view.hill_stack_size, "hill card", "hill cards")} face down`),
  );
}

/**
 * The trick being played, in play order.
 * @param {Ctx} ctx
 */
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
          h("span", { class: "played" }, card(ctx, id), h("span", { class: "who" }, ctx.names.name(seat))),
        ),
  );
}

/**
 * The finished tricks of the current round.
 * @param {Ctx} ctx
 */
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
        const goats = trick.cards.reduce((total, { card: id }) => total + heads(ctx, id), 0);
        return h(
          "li",
          null,
          trick.cards.map(({ card: id }) => card(ctx, id, "small")),
          h("span", { class: "who" }, ` → ${ctx.names.name(trick.taker)}, ${plural(goats, "goat", "goats")}`),
        );
      }),
    ),
  );
}

/**
 * A seat's area: hand, tricks and goats of this round, scores of finished rounds.
 * @param {Ctx} ctx
 * @param {number} s
 */
function seat(ctx, s) {
  const view = ctx.view;
  const laid = view.history[view.round]?.hill ?? [];
  const limit = laid.reduce((total, { chosen }) => total + chosen, 0);
  const { goats, tricks } = taken(ctx, view.round, s);
  const over = laid.length > 0 && goats > limit;
  const totals = view.round_scores.reduce((total, row) => total + row[s], 0);
  const playMoves = new Map(ctx.moves.filter((m) => m.kind === "play").map((m) => [m.card, m]));
  const hand =
    s === ctx.seat && "hand" in view
      ? view.hand.map((id) => {
          const move = playMoves.get(id);
          return move
            ? moveButton(
                move,
                `Play card ${id} (${plural(heads(ctx, id), "goat", "goats")})`,
                "card-button",
                card(ctx, id),
              )
            : card(ctx, id);
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
      s === ctx.seat ? "Your hand" : "Cards held",
      s === ctx.seat ? "hand" : "held",
      hand.length > 0 ? hand : h("span", { class: "none" }, "empty"),
    ),
  );
}

/**
 * The table of Ziegen Kriegen from your seat's view.
 * @param {Ctx} ctx
 */
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
    cardDataNote(
      [
        { id: view.options.goat_deck, replaced: view.options.goat_heads !== null },
        { id: view.options.hill_deck, replaced: view.options.hill_pairs !== null },
      ],
      "docs/rules-ziegen-kriegen.md, ZK-D1",
    ),
    h("div", { class: "zk-main" }, hill(ctx), currentTrick(ctx)),
    h(
      "div",
      { class: "seats" },
      seatsFromYours(view.options.players, ctx.seat).map((s) => seat(ctx, s)),
    ),
    roundTricks(ctx),
  );
}

/**
 * What the status line asks of you now.
 * @param {Ctx} ctx
 */
function prompt(ctx) {
  if (ctx.view.phase === "choose_hill") return "Your card was the lowest: choose one number of the hill card.";
  return ctx.view.current_trick.length === 0
    ? "Your lead: play any card. The highest card takes the trick."
    : "Your turn: play any card. The highest card takes the trick.";
}


/**
 * `event` in words, or `null` for an event the log leaves out.
 * @param {GameEvent} event
 * @param {Ctx} ctx
 */
function describeEvent(event, ctx) {
  const view = ctx.view;
  const who = (/** @type {number} */ seat) => ctx.names.name(seat);
  const goatsOf = (/** @type {number} */ id) => plural(heads(ctx, id), "goat", "goats");
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
      // The first seat's name opens the list; the others stand inside the sentence.
      const named = (/** @type {number} */ s) => (s === 0 ? who(s) : inSentence(ctx, s).name);
      const parts = Array.from({ length: players }, (_, s) =>
        event.over[s] ? `${named(s)} over (${event.goats[s]})` : `${named(s)} ${event.scores[s]}`,
      );
      return `Round ${event.round + 1} scored, limit ${event.limit}: ${listWords(parts)}.`;
    }
    case "round_started": {
      const leader = inSentence(ctx, event.leader).name;
      return `Round ${event.round + 1} is dealt; ${leader === "you" ? "you lead" : `${leader} leads`}.`;
    }
    case "game_over":
      return "The game is over.";
    default:
      return null;
  }
}

/**
 * The goat card numbers the view document holds (hill cards are drawn with `data-hill`).
 * @param {View} view
 */
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

/**
 * The variants the settings offer (the first choice is the engine's default): the rulebook's
 * several rounds, one per player (docs/rules-ziegen-kriegen.md, option `rounds`).
 */
const variants = [
  {
    option: "rounds",
    label: "Rounds",
    choices: (/** @type {number} */ players) => [
      { value: 1, text: "one round" },
      { value: players, text: `${players} rounds (variant)` },
    ],
  },
];

/**
 * The heading of a column of the last round's numbers (a seat's goats, tricks, whether it went
 * over): with the round named when the game had several, as only the total adds up every round.
 * @param {string} label
 */
const lastRound = (label) => (/** @type {Scores} */ scores) =>
  scores.details.roundsScored > 1 ? `${label} (round ${scores.details.roundsScored})` : label;

/** The score breakdown's columns. */
const scoreColumns = [
  { key: "goats", label: "Goats", heading: lastRound("Goats") },
  { key: "tricks", label: "Tricks", heading: lastRound("Tricks") },
  {
    key: "over",
    label: "Over the limit",
    heading: lastRound("Over the limit"),
    format: (/** @type {boolean} */ over) => (over ? "yes" : "no"),
  },
  {
    key: "roundScores",
    label: "Round scores",
    format: (/** @type {readonly number[]} */ rounds) => rounds.join(" + "),
  },
];

/**
 * The line under the scores.
 * @param {Scores} scores
 */
function scoreNote(scores) {
  const limit = scores.details?.limit;
  const rounds = scores.details?.roundsScored ?? 1;
  const round = rounds > 1 ? ` in round ${rounds}` : "";
  return `${limit === undefined ? "" : `The limit${round} was ${limit}. `}A player over the limit scores 0; the best score within the limit wins.`;
}

/** @type {import("./index.js").Drawing<"ziegen-kriegen">} */
const drawing = Object.freeze({
  name: "ziegen-kriegen",
  drawTable,
  prompt,
  describeEvent,
  viewCards,
  howToPlay,
  rulesDocument: "docs/rules-ziegen-kriegen.md",
  scoreColumns,
  scoreNote,
  variants,
  stylesheet: new URL("./ziegen-kriegen.css", import.meta.url).href,
});

export default drawing;
