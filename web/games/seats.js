// What every game's drawing shares: the area of one seat (its name, colour, bot, and whether it
// is to move or thinking) and the table's note on its card data.
//
// Each game's module draws from a context `ctx` the page gives it:
//   ctx.view      the view document of your seat (the only game data a drawing ever sees), or
//                 a spectator's view document (no hand) when ctx.seat is null
//   ctx.seatView  the package's PlayerView of the same seat (a SpectatorView for a spectator),
//                 for the game's card information (cardHeads, cardInfo, ...: the game's own
//                 tables, replaced ones too); valid while the drawing runs, freed after
//   ctx.seat      your seat; null for a spectator at an online table (every seat drawn as another's)
//
// Your hand is the element of class "hand" ("Your hand"); another seat's cards are "held" (their
// count, and the cards everybody saw), so a spectator's page holds no hand.
//   ctx.moves     your legal moves (move objects), empty while others decide or in a replay
//   ctx.toMove    the seat that decides now, or null
//   ctx.thinking  the bot seat thinking now, or null
//   ctx.names     seat names: name(s) ("You", "Seat 2"), possessive(s), bot(s) ("greedy")

import { h, seatColour } from "../dom.js";

/** @typedef {import("herr-der-ziegen").GameName} GameName */
/** @typedef {import("../dom.js").Child} Child */

/**
 * How the page names seats: `name(s)` ("You", "Seat 2"), `possessive(s)`, `bot(s)` ("greedy").
 * @typedef {{ name: (seat: number) => string, possessive: (seat: number) => string, bot: (seat: number) => string }} SeatNames
 */

/**
 * What a game's drawing reads (see above), for game `N`.
 * @template {GameName} [N=GameName]
 * @typedef {{
 *   view: import("herr-der-ziegen").ViewDocument<N> | import("herr-der-ziegen").SpectatorViewDocument<N>,
 *   seatView: import("herr-der-ziegen").PlayerView<N> | import("herr-der-ziegen").SpectatorView<N>,
 *   seat: number | null,
 *   moves: import("herr-der-ziegen").Move<N>[],
 *   toMove: number | null,
 *   thinking: number | null,
 *   names: SeatNames,
 * }} DrawingContext
 */

/**
 * The area of seat `seat` (`data-seat`), with its heading and `content`: highlighted while it is
 * to move, with a visible "thinking" state while its bot thinks.
 * @param {DrawingContext} ctx
 * @param {number} seat
 * @param {string | null} className
 * @param {...Child} content
 */
export function seatArea(ctx, seat, className, ...content) {
  const mine = seat === ctx.seat;
  const thinking = ctx.thinking === seat;
  const toMove = ctx.toMove === seat;
  const badge = thinking
    ? h("span", { class: "badge thinking-badge" }, "thinking", h("span", { class: "dots", "aria-hidden": "true" }))
    : toMove
      ? h("span", { class: "badge to-move-badge" }, mine ? "your move" : "to move")
      : null;
  return h(
    "section",
    {
      class: ["seat", className, mine && "mine", toMove && "to-move", thinking && "thinking"],
      "data-seat": seat,
      style: { "--seat": seatColour(seat) },
      "aria-label": ctx.names.name(seat),
    },
    h(
      "header",
      { class: "seat-head" },
      h("span", { class: "token", "aria-hidden": "true" }, String(seat)),
      h("strong", null, ctx.names.name(seat)),
      mine ? null : h("span", { class: "bot-name" }, ctx.names.bot(seat)),
      badge,
    ),
    content,
  );
}

/**
 * The seats in the order they are drawn: yours first, then the others clockwise from you (from
 * seat 0 for a spectator).
 * @param {number} players
 * @param {number | null} seat
 */
export function seatsFromYours(players, seat) {
  return Array.from({ length: players }, (_, i) => ((seat ?? 0) + i) % players);
}

/**
 * Seat `seat` as named inside a sentence ("asked you", "under your pile"): "you" and "your" for
 * your seat, every other name as it is (a player's name keeps its capitals).
 * @param {DrawingContext} ctx
 * @param {number} seat
 */
export function inSentence(ctx, seat) {
  const name = ctx.names.name(seat);
  const possessive = ctx.names.possessive(seat);
  return { name: name === "You" ? "you" : name, possessive: possessive === "Your" ? "your" : possessive };
}

/**
 * A labelled figure: `label` above `content`.
 * @param {Child} label
 * @param {string | null} className
 * @param {...Child} content
 */
export function labelled(label, className, ...content) {
  return h("div", { class: ["labelled", className] }, h("div", { class: "label" }, label), content);
}

/**
 * The note on a game's card data, shown on the table wherever a player sees the cards: `decks`
 * are the deck ids the view names, each `{ id, replaced }`, `replaced` when the game's options
 * give the table (the view's options hold it) instead of the reconstructed one the engine ships.
 * @param {readonly { id: string, replaced: boolean }[]} decks
 * @param {string} rulesDoc
 */
export function cardDataNote(decks, rulesDoc) {
  const reconstructed = decks.filter((deck) => !deck.replaced).map((deck) => deck.id);
  const replaced = decks.filter((deck) => deck.replaced).map((deck) => deck.id);
  return h(
    "p",
    { class: "deck-note", "data-testid": "deck-note" },
    reconstructed.length === 0
      ? null
      : [
          h("strong", null, "Reconstructed card data"),
          ` (${reconstructed.join(", ")}): the printed card table is not public, so these cards follow the known facts and a documented rule (${rulesDoc}); they are not the printed cards.`,
        ],
    reconstructed.length > 0 && replaced.length > 0 ? " " : null,
    replaced.length === 0
      ? null
      : [
          h("strong", null, "Card data of this game's options"),
          ` (${replaced.join(", ")}): this game was set up with ${replaced.length === 1 ? "a table" : "tables"} in place of the reconstructed one${replaced.length === 1 ? "" : "s"}, and its cards are drawn from ${replaced.length === 1 ? "it" : "them"}.`,
        ],
  );
}
