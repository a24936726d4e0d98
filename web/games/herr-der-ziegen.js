// Herr der Ziegen on the page: the pasture with the big goats' track, the stables and small goats,
// each seat's hand and display, the dog moves and the consent question, and the words of its
// events. Everything is drawn from the view document of your seat (docs/state-format-herr-der-ziegen.md);
// what each card is, and the kinds' names, come from the package's view of that seat (with the
// game's own milk split).

import { h, listWords, moveButton, plural, seatColour } from "../dom.js";
import { labelled, seatArea, seatsFromYours } from "./seats.js";

/** The small goats each player has. */
const SMALL_GOATS = 10;

/** A kind's name: `Pool`, or `Kind 12` for the kinds known only by their number. */
const kindName = (ctx, kind) => ctx.seatView.kindName(kind);

/** What card `id` is: `{ type: "goat", kind, value }`, a dog or a milk card worth 1 or 2. */
const cardInfo = (ctx, id) => ctx.seatView.cardInfo(id);

/** The colour of a kind: its place among the kinds, around the colour wheel. */
const kindHue = (ctx, kind) => Math.round((kind * 360) / ctx.view.kind_owners.length);

/** The card's name in words: `Pool 5`, `Kind 12-3` (after a number, a dash), `a dog`, `milk 2`. */
function cardName(ctx, id) {
  const info = cardInfo(ctx, id);
  if (info.type === "goat") {
    const kind = kindName(ctx, info.kind);
    return /\d$/.test(kind) ? `${kind}-${info.value}` : `${kind} ${info.value}`;
  }
  return info.type === "dog" ? "a dog" : `milk ${info.value}`;
}

/** A face-up card. */
function card(ctx, id, className) {
  const info = cardInfo(ctx, id);
  const face =
    info.type === "goat"
      ? [h("span", { class: "value" }, info.value), h("span", { class: "kind" }, kindName(ctx, info.kind))]
      : info.type === "dog"
        ? [h("span", { class: "value" }, "0"), h("span", { class: "kind" }, "Dog")]
        : [h("span", { class: "value" }, info.value), h("span", { class: "kind" }, "Milk")];
  return h(
    "span",
    {
      class: ["card", "hdz", info.type, className],
      "data-card": id,
      title: cardName(ctx, id),
      style: info.type === "goat" ? { "--hue": kindHue(ctx, info.kind) } : null,
    },
    face,
  );
}

/** A card seen from the back (a hand card this seat does not know). */
const cardBack = () => h("span", { class: "card hdz back", title: "a card you have not seen" });

const sameCell = (a, b) => a !== null && b !== null && a[0] === b[0] && a[1] === b[1];
const cellText = ([row, col]) => `row ${row + 1}, column ${col + 1}`;
const cellKey = ([row, col]) => `${row},${col}`;

/** The seat whose stable is `cell`, or `undefined`. */
const stableOwner = (view, cell) => view.stables.findIndex((stable) => sameCell(stable, cell));

/** The cells of the line a big goat at track position `position` faces. */
function facedLine(size, position) {
  const line = Array.from({ length: size }, (_, i) => i);
  const side = Math.floor(position / size);
  const along = position % size;
  if (side === 0) return line.map((row) => [row, along]);
  if (side === 1) return line.map((col) => [along, col]);
  if (side === 2) return line.map((row) => [row, size - 1 - along]);
  return line.map((col) => [size - 1 - along, col]);
}

/** The track position drawn at grid place (`row`, `col`) around the pasture, or `undefined`. */
function trackPosition(size, row, col) {
  const inside = (i) => i >= 0 && i < size;
  if (row === -1 && inside(col)) return col;
  if (col === size && inside(row)) return size + row;
  if (row === size && inside(col)) return 2 * size + (size - 1 - col);
  if (col === -1 && inside(row)) return 3 * size + (size - 1 - row);
  return undefined;
}

/** The pasture: cards, stables, small goats, the big goats on the track, your legal takes and marks. */
function pasture(ctx, cellMoves) {
  const view = ctx.view;
  const size = view.grid_size;
  const phase = view.phase.type;
  const active = view.active_player;
  const activeLine = phase === "take" ? new Set(facedLine(size, view.goats[active]).map(cellKey)) : new Set();
  const dogCells = phase === "consent" ? new Set([cellKey(view.phase.from), cellKey(view.phase.to)]) : new Set();
  const places = [];
  for (let row = -1; row <= size; row += 1) {
    for (let col = -1; col <= size; col += 1) {
      const position = trackPosition(size, row, col);
      if (position !== undefined) {
        const goats = view.goats.flatMap((at, seat) => (at === position ? [seat] : []));
        places.push(
          h(
            "div",
            { class: "track", title: `track position ${position}` },
            goats.map((seat) =>
              h(
                "span",
                {
                  class: ["big-goat", seat === active && "active"],
                  style: { "--seat": seatColour(seat) },
                  title: `${ctx.names.possessive(seat)} big goat`,
                },
                String(seat),
              ),
            ),
          ),
        );
        continue;
      }
      if (row < 0 || col < 0 || row >= size || col >= size) {
        places.push(h("div", { class: "corner" }));
        continue;
      }
      places.push(pastureCell(ctx, [row, col], cellMoves, activeLine, dogCells));
    }
  }
  return h(
    "div",
    { class: "pasture", style: { "--size": size + 2 }, role: "group", "aria-label": "the pasture" },
    places,
  );
}

/** One cell of the pasture (a stable, an empty cell or a card with perhaps a small goat). */
function pastureCell(ctx, cell, cellMoves, activeLine, dogCells) {
  const view = ctx.view;
  const [row, col] = cell;
  const key = cellKey(cell);
  const owner = stableOwner(view, cell);
  const classes = ["cell", activeLine.has(key) && "active-line", dogCells.has(key) && "dog-target"];
  if (owner >= 0) {
    return h(
      "div",
      {
        class: [...classes, "stable"],
        "data-cell": key,
        "data-owner": owner,
        style: { "--seat": seatColour(owner) },
        title: `${ctx.names.possessive(owner)} stable`,
      },
      h("span", { class: "stable-roof", "aria-hidden": "true" }),
      h("span", { class: "stable-label" }, owner === ctx.seat ? "your stable" : `stable ${owner}`),
    );
  }
  const id = view.pasture[row][col];
  if (id === null) return h("div", { class: [...classes, "empty"], "data-cell": key });
  const mark = view.marks[row][col];
  const content = [
    card(ctx, id),
    mark === null
      ? null
      : h(
          "span",
          {
            class: "small-goat",
            style: { "--seat": seatColour(mark) },
            title: `${ctx.names.possessive(mark)} small goat`,
          },
          String(mark),
        ),
  ];
  const move = cellMoves.get(key);
  if (move) {
    const verb = move.kind === "take" ? "Take" : "Put a small goat on";
    return moveButton(
      move,
      `${verb} ${cardName(ctx, id)} (${cellText(cell)})`,
      [...classes, "legal"].filter(Boolean).join(" "),
      content,
    );
  }
  return h("div", { class: classes, "data-cell": key }, content);
}

/** Sum of the milk cards in `cards`. */
function milkIn(ctx, cards) {
  return cards.map((id) => cardInfo(ctx, id)).reduce((sum, info) => sum + (info.type === "milk" ? info.value : 0), 0);
}

/** A seat's area: stable, small goats, kinds won, hand and display. */
function seat(ctx, s, playMoves) {
  const view = ctx.view;
  const hand = view.hands[s];
  const marks = view.marks.flat().filter((m) => m === s).length;
  const kindsWon = view.kind_owners.flatMap((owner, kind) => (owner === s ? [kindName(ctx, kind)] : []));
  const handCards =
    s === ctx.seat
      ? hand.known.map((id) => {
          const move = playMoves.get(id);
          return move ? moveButton(move, `Play ${cardName(ctx, id)}`, "card-button", card(ctx, id)) : card(ctx, id);
        })
      : [...hand.known.map((id) => card(ctx, id, "known")), ...Array.from({ length: hand.unknown }, cardBack)];
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
      s === ctx.seat ? "Your hand" : "Hand",
      "hand",
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

/** The kinds: removed at setup, open, or closed with their owner. */
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

/** Your decisions that are not a card or a cell: dog moves, passing, answering a swap request. */
function decisions(ctx, otherMoves) {
  if (otherMoves.length === 0) return null;
  const view = ctx.view;
  const nameAt = (cell) => {
    const id = view.pasture[cell[0]][cell[1]];
    return id === null ? `the empty cell at ${cellText(cell)}` : cardName(ctx, id);
  };
  const highlight = (cells, on) => (event) => {
    const table = event.currentTarget.closest(".table");
    for (const cell of cells)
      table?.querySelector(`[data-cell="${cellKey(cell)}"]`)?.classList.toggle("dog-target", on);
  };
  const buttons = [];
  const groups = new Map();
  for (const move of otherMoves) {
    if (move.kind === "dog") {
      const key = cellKey(move.fromCell);
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(move);
    } else if (move.kind === "pass_dog") {
      buttons.push(moveButton(move, "No dog move", "wide"));
    } else if (move.kind === "answer") {
      const { from, to } = view.phase;
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
        for (const [type, on] of [
          ["pointerenter", true],
          ["pointerleave", false],
          ["focus", true],
          ["blur", false],
        ]) {
          button.addEventListener(type, highlight([move.fromCell, move.toCell], on));
        }
        return button;
      }),
    ),
  );
  return h("div", { class: "decisions" }, buttons, dogGroups);
}

/** The table of Herr der Ziegen from your seat's view. */
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
        seat(ctx, ctx.seat, playMoves),
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

/** What the status line asks of you now. */
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
      const card = (cell) => cardName(ctx, view.pasture[cell[0]][cell[1]]);
      return `${ctx.names.name(view.active_player)} asks to swap ${card(phase.from)} with your ${card(phase.to)}: agree?`;
    }
    default:
      return "Your decision.";
  }
}

/** `event` as seat `seat` may know it: every event of this game is public. */
const seenBy = (event) => event;

/** `event` in words, or `null` for an event the log leaves out. */
function describeEvent(event, ctx) {
  const view = ctx.view;
  const who = (seat) => ctx.names.name(seat);
  const name = (id) => cardName(ctx, id);
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
      return `${name(event.card)} went to the box (${event.from === "played" ? `played by ${who(event.player)} on a won kind` : `from ${ctx.names.possessive(event.player).toLowerCase()} display`}).`;
    case "card_shown":
      return `${who(event.player)} showed ${name(event.card)} from their hand.`;
    case "consent_asked": {
      const at = (cell) => (view.pasture[cell[0]][cell[1]] === null ? "a card" : name(view.pasture[cell[0]][cell[1]]));
      return `${who(event.player)} asked ${who(event.opponent)} to swap ${at(event.from)} with ${at(event.to)}.`;
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

/** The card ids the view document holds (every card it shows, anywhere). */
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

export default Object.freeze({
  name: "herr-der-ziegen",
  drawTable,
  prompt,
  seenBy,
  describeEvent,
  viewCards,
  howToPlay,
  rulesDocument: "docs/rules-herr-der-ziegen.md",
  scoreColumns,
  scoreNote: () => "The highest total wins; ties share the victory.",
  /** No variant of the rulebook (docs/rules-herr-der-ziegen.md: the custom layouts are the engine's). */
  variants: [],
});
