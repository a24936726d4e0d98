// Herr der Ziegen on the page: the pasture with the big goats' track, the stables and small goats,
// each seat's hand and display, the dog moves and the consent question, and the words of its
// events. Everything is drawn from the view document of your seat (docs/state-format-herr-der-ziegen.md);
// what each card is, and the kinds' names, come from the package's view of that seat (with the
// game's own milk split).

import { h, listWords, moveButton, plural, seatColour } from "../dom.js";
import { card, cardBack, cardInfo, cardName, kindHue, kindName } from "./herr-der-ziegen-cards.js";
import { cellKey, cellText, pasture } from "./herr-der-ziegen-pasture.js";
import { inSentence, labelled, seatArea, seatsFromYours } from "./seats.js";

/** @typedef {import("./seats.js").DrawingContext<"herr-der-ziegen">} Ctx */
/** @typedef {import("herr-der-ziegen").HerrDerZiegenCell} Cell */
/** @typedef {import("herr-der-ziegen").Move<"herr-der-ziegen">} Move */
/** @typedef {import("herr-der-ziegen").ViewDocument<"herr-der-ziegen">} View */
/** @typedef {import("herr-der-ziegen").GameEvent<"herr-der-ziegen">} GameEvent */
/** @typedef {import("herr-der-ziegen").Scores<"herr-der-ziegen">} Scores */

/** The small goats each player has. */
const SMALL_GOATS = 10;

/**
 * Sum of the milk cards in `cards`.
 * @param {Ctx} ctx
 * @param {readonly number[]} cards
 */
function milkIn(ctx, cards) {
  return cards.map((id) => cardInfo(ctx, id)).reduce((sum, info) => sum + (info.type === "milk" ? info.value : 0), 0);
}

/**
 * A seat's area: stable, small goats, kinds won, hand and display.
 * @param {Ctx} ctx
 * @param {number} s
 * @param {Map<number, Move>} playMoves
 */
function seat(ctx, s, playMoves) {
  const view = ctx.view;
  // A seat's view knows its own hand; a spectator's, the cards everybody saw enter each hand.
  const hand = view.hands[s];
  const known = "known" in hand ? hand.known : hand.public;
  const unknown = "known" in hand ? hand.unknown : hand.size - hand.public.length;
  const marks = view.marks.flat().filter((m) => m === s).length;
  const kindsWon = view.kind_owners.flatMap((owner, kind) => (owner === s ? [kindName(ctx, kind)] : []));
  const handCards =
    s === ctx.seat
      ? known.map((id) => {
          const move = playMoves.get(id);
          return move ? moveButton(move, `Play ${cardName(ctx, id)}`, "card-button", card(ctx, id)) : card(ctx, id);
        })
      : [...known.map((id) => card(ctx, id, "known")), ...Array.from({ length: unknown }, cardBack)];
  return seatArea(
    ctx,
    s,
    "hdz-seat",
    h(
      "p",
      { class: "facts" },
      `stable ${cellText(view.stables[s])} · ${plural(SMALL_GOATS - marks, "small goat", "small goats")} left · milk ${milkIn(ctx, view.displays[s])}`,
      kindsWon.length > 0 ? ` · won ${listWords(kindsWon)}` : "",
    ),
    labelled(
      s === ctx.seat ? "Your hand" : "Cards held",
      s === ctx.seat ? "hand" : "held",
      handCards.length > 0 ? handCards : h("span", { class: "none" }, "empty"),
    ),
    labelled(
      "Display",
      "display",
      view.displays[s].length > 0
        ? view.displays[s].map((id) => card(ctx, id, "small"))
        : h("span", { class: "none" }, "empty"),
    ),
  );
}

/**
 * The kinds: removed at setup, open, or closed with their owner.
 * @param {Ctx} ctx
 */
function kinds(ctx) {
  const view = ctx.view;
  return h(
    "ul",
    { class: "kinds", "aria-label": "the kinds" },
    view.kind_owners.map((owner, kind) => {
      const removed = view.removed_kinds.includes(kind);
      const state = removed ? "removed" : owner === null ? "open" : `won by ${ctx.names.name(owner)}`;
      return h(
        "li",
        {
          class: ["kind-chip", removed && "removed", owner !== null && "closed"],
          style: { "--hue": kindHue(ctx, kind), "--seat": owner === null ? null : seatColour(owner) },
          title: `${kindName(ctx, kind)}: ${state}`,
        },
        kindName(ctx, kind),
        owner === null ? null : h("span", { class: "owner-dot", "aria-hidden": "true" }),
      );
    }),
  );
}

/**
 * Your decisions that are not a card or a cell: dog moves, passing, answering a swap request.
 * @param {Ctx} ctx
 * @param {readonly Move[]} otherMoves
 */
function decisions(ctx, otherMoves) {
  if (otherMoves.length === 0) return null;
  const view = ctx.view;
  /** @param {Cell} cell */
  const nameAt = (cell) => {
    const id = view.pasture[cell[0]][cell[1]];
    return id === null ? `the empty cell at ${cellText(cell)}` : cardName(ctx, id);
  };
  /**
   * A listener that marks or unmarks `cells` on the pasture of the table it is in.
   * @param {readonly Cell[]} cells
   * @param {boolean} on
   */
  const highlight = (cells, on) => (/** @type {Event} */ event) => {
    const table = /** @type {Element} */ (event.currentTarget).closest(".table");
    for (const cell of cells)
      table?.querySelector(`[data-cell="${cellKey(cell)}"]`)?.classList.toggle("dog-target", on);
  };
  /** @type {HTMLElement[]} */
  const buttons = [];
  /** @type {Map<string, Extract<Move, { kind: "dog" }>[]>} */
  const groups = new Map();
  for (const move of otherMoves) {
    if (move.kind === "dog") {
      const key = cellKey(move.fromCell);
      const group = groups.get(key) ?? [];
      groups.set(key, group);
      group.push(move);
    } else if (move.kind === "pass_dog") {
      buttons.push(moveButton(move, "No dog move", "wide"));
    } else if (move.kind === "answer") {
      // An answer is asked in the consent phase, which names the two cells.
      const { from, to } = /** @type {Extract<View["phase"], { type: "consent" }>} */ (view.phase);
      const label = move.agree ? `Agree: swap your ${nameAt(to)} with ${nameAt(from)}` : "Refuse the swap";
      buttons.push(moveButton(move, label, move.agree ? "wide agree" : "wide refuse"));
    } else {
      buttons.push(moveButton(move, move.text, "wide"));
    }
  }
  const dogGroups = [...groups.values()].map((moves) =>
    h(
      "div",
      { class: "dog-group" },
      h("div", { class: "label" }, `Move your ${nameAt(moves[0].fromCell)} (${cellText(moves[0].fromCell)}):`),
      moves.map((move) => {
        const target = view.pasture[move.toCell[0]][move.toCell[1]];
        const mark = view.marks[move.toCell[0]][move.toCell[1]];
        const asks = target !== null && mark !== null && mark !== ctx.seat;
        const label = `${target === null ? "to" : "⇄"} ${nameAt(move.toCell)} (${cellText(move.toCell)})${asks ? `: ask ${ctx.names.name(mark)}` : ""}`;
        const words = `Dog: move your ${nameAt(move.fromCell)} ${target === null ? "to" : "and swap it with"} ${nameAt(move.toCell)} (${cellText(move.toCell)})${asks ? `, asking ${ctx.names.name(mark)}` : ""}`;
        const button = moveButton(move, words, "dog-move", label);
        for (const [type, on] of /** @type {[string, boolean][]} */ ([
          ["pointerenter", true],
          ["pointerleave", false],
          ["focus", true],
          ["blur", false],
        ])) {
          button.addEventListener(type, highlight([move.fromCell, move.toCell], on));
        }
        return button;
      }),
    ),
  );
  return h("div", { class: "decisions" }, buttons, dogGroups);
}

/**
 * The table of Herr der Ziegen from your seat's view.
 * @param {Ctx} ctx
 */
function drawTable(ctx) {
  const view = ctx.view;
  const cellMoves = new Map();
  const playMoves = new Map();
  const otherMoves = [];
  for (const move of ctx.moves) {
    if (move.kind === "take" || move.kind === "mark") cellMoves.set(cellKey(move.cell), move);
    else if (move.kind === "play") playMoves.set(move.card, move);
    else otherMoves.push(move);
  }
  const seats = seatsFromYours(view.players, ctx.seat);
  return h(
    "div",
    { class: "table hdz-table" },
    h(
      "div",
      { class: "table-facts" },
      h("span", null, `Turn ${view.turn}`),
      h("span", null, `pile: ${plural(view.pile_size, "card", "cards")}`),
      view.known_in_pile.length > 0
        ? h(
            "span",
            null,
            "known in the pile: ",
            view.known_in_pile.map((id) => card(ctx, id, "small")),
          )
        : null,
      view.end === null
        ? null
        : h(
            "span",
            { class: "warning" },
            view.end === "E1" ? "the end is triggered (E1)" : "the end is triggered (E2)",
          ),
      h(
        "details",
        { class: "box" },
        h("summary", null, `box: ${plural(view.box.length, "card", "cards")}`),
        h(
          "div",
          { class: "card-row" },
          view.box.map((id) => card(ctx, id, "small")),
        ),
      ),
    ),
    h(
      "div",
      { class: "hdz-main" },
      pasture(ctx, cellMoves),
      h(
        "div",
        { class: "side" },
        decisions(ctx, otherMoves),
        seat(ctx, seats[0], playMoves),
        labelled("Kinds", "kinds-box", kinds(ctx)),
      ),
    ),
    h(
      "div",
      { class: "seats" },
      seats.slice(1).map((s) => seat(ctx, s, playMoves)),
    ),
  );
}

/**
 * What the status line asks of you now.
 * @param {Ctx} ctx
 */
function prompt(ctx) {
  const view = ctx.view;
  const phase = view.phase;
  switch (phase.type) {
    case "play":
      return "Your turn: play a card; your big goat walks its value.";
    case "take":
      return "Take a card from the line your big goat faces.";
    case "mark":
      return `You won ${kindName(ctx, phase.kind)}: choose a card of it for one of your last small goats.`;
    case "dog":
      return "You played a dog: move one of your marked cards, or make no dog move.";
    case "consent": {
      // Both cells of a swap hold cards.
      const card = (/** @type {Cell} */ cell) => cardName(ctx, /** @type {number} */ (view.pasture[cell[0]][cell[1]]));
      return `${ctx.names.name(view.active_player)} asks to swap ${card(phase.from)} with your ${card(phase.to)}: agree?`;
    }
    default:
      return "Your decision.";
  }
}


/**
 * `event` in words, or `null` for an event the log leaves out.
 * @param {GameEvent} event
 * @param {Ctx} ctx
 */
function describeEvent(event, ctx) {
  const view = ctx.view;
  const who = (/** @type {number} */ seat) => ctx.names.name(seat);
  const name = (/** @type {number} */ id) => cardName(ctx, id);
  /**
   * The steps a big goat walked from track position `from` to `to`.
   * @param {number} from
   * @param {number} to
   */
  const steps = (from, to) => (to - from + 4 * view.grid_size) % (4 * view.grid_size);
  switch (event.event) {
    case "card_played":
      return `${who(event.player)} played ${name(event.card)}.`;
    case "goat_moved":
      return steps(event.from, event.to) === 0
        ? null
        : `${ctx.names.possessive(event.player)} big goat walked ${plural(steps(event.from, event.to), "step", "steps")}.`;
    case "card_taken":
      return `${who(event.player)} took ${name(event.card)}.`;
    case "cell_refilled":
      return `${name(event.card)} was drawn onto the pasture.`;
    case "card_marked":
      return `${who(event.player)} put a small goat on ${name(event.card)}.`;
    case "kind_closed":
      return `${who(event.owner)} won ${kindName(ctx, event.kind)} (${event.evaluation === "A" ? "8 points in one display" : "the fourth card shown"}).`;
    case "card_boxed":
      return `${name(event.card)} went to the box (${event.from === "played" ? `played by ${inSentence(ctx, event.player).name} on a won kind` : `from ${inSentence(ctx, event.player).possessive} display`}).`;
    case "card_shown":
      return `${who(event.player)} showed ${name(event.card)} from their hand.`;
    case "consent_asked": {
      /** @param {Cell} cell */
      const at = (cell) => {
        const id = view.pasture[cell[0]][cell[1]];
        return id === null ? "a card" : name(id);
      };
      return `${who(event.player)} asked ${inSentence(ctx, event.opponent).name} to swap ${at(event.from)} with ${at(event.to)}.`;
    }
    case "consent_answered":
      return `${who(event.opponent)} ${event.agreed ? "agreed" : "refused"}.`;
    case "dog_moved": {
      const moved = view.pasture[event.to[0]][event.to[1]];
      const what = moved === null ? "a card" : name(moved);
      return event.swapped === null
        ? `${ctx.names.possessive(event.player)} dog moved ${what} to ${cellText(event.to)}.`
        : `${ctx.names.possessive(event.player)} dog swapped ${what} with ${name(event.swapped)}.`;
    }
    case "dog_passed":
      return `${who(event.player)} made no dog move.`;
    case "end_triggered":
      return event.reason === "E1"
        ? "The end is triggered: the pile is empty and a row or column is bare."
        : "The end is triggered: nothing could be taken.";
    case "turn_started":
      return null;
    case "game_over":
      return "The game is over.";
    default:
      return null;
  }
}

/**
 * The card ids the view document holds (every card it shows, anywhere).
 * @param {View} view
 */
function viewCards(view) {
  return [
    ...view.pasture.flat().filter((id) => id !== null),
    ...view.hands.flatMap((hand) => hand.known),
    ...view.displays.flat(),
    ...view.box,
    ...view.known_in_pile,
    ...(view.played === null ? [] : [view.played]),
  ];
}

/** How to play, in a few lines. */
const howToPlay = [
  "Walk your big goat around the pasture, take cards from the line it faces, and win goat kinds to put your small goats on their cards.",
  "On your turn: play one of your two cards into your display; your big goat walks clockwise by its value (goats 1 to 5, milk 1 or 2, a dog 0); then take one unmarked card from the row or column it faces; the pile refills the cell.",
  "A kind is won when your display holds 8 points of it (evaluation A), or, when the fourth card of a kind is shown, by the highest sum of it (evaluation B). The winner puts small goats on its cards in the pasture; the losers' cards of that kind go to the box.",
  "After playing a dog you may move one of your marked cards along its row or column: swap it with a neutral card, ask an opponent to swap with theirs, or move it to an empty cell.",
  "The game ends when nothing can be taken, or when the pile is empty and a take leaves a row or column bare. Your marked cards score their value, double when linked to your stable; the most milk scores too.",
];

/** The score breakdown's columns. */
const scoreColumns = [
  { key: "single", label: "Goats" },
  { key: "doubled", label: "Stable group (×2)" },
  { key: "milk", label: "Milk points" },
  { key: "milkTotal", label: "Milk shown" },
];

/** @type {import("./index.js").Drawing<"herr-der-ziegen">} */
const drawing = Object.freeze({
  name: "herr-der-ziegen",
  drawTable,
  prompt,
  describeEvent,
  viewCards,
  howToPlay,
  rulesDocument: "docs/rules-herr-der-ziegen.md",
  scoreColumns,
  scoreNote: () => "The highest total wins; ties share the victory.",
  /** No variant of the rulebook (docs/rules-herr-der-ziegen.md: the custom layouts are the engine's). */
  variants: [],
  stylesheet: new URL("./herr-der-ziegen.css", import.meta.url).href,
});

export default drawing;
