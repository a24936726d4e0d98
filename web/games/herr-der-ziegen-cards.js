// Herr der Ziegen's cards on the page: a card's name in words and its drawing, face up or from
// the back, from the package's view of your seat (what each card is, the kinds' names, with the
// game's own milk split).

import { h } from "../dom.js";

/** @typedef {import("./seats.js").DrawingContext<"herr-der-ziegen">} Ctx */

/**
 * A kind's name: `Pool`, or `Kind 12` for the kinds known only by their number.
 * @param {Ctx} ctx
 * @param {number} kind
 */
export const kindName = (ctx, kind) => ctx.seatView.kindName(kind);

/**
 * What card `id` is: `{ type: "goat", kind, value }`, a dog or a milk card worth 1 or 2.
 * @param {Ctx} ctx
 * @param {number} id
 */
export const cardInfo = (ctx, id) => ctx.seatView.cardInfo(id);

/**
 * The colour of a kind: its place among the kinds, around the colour wheel.
 * @param {Ctx} ctx
 * @param {number} kind
 */
export const kindHue = (ctx, kind) => Math.round((kind * 360) / ctx.view.kind_owners.length);

/**
 * The card's name in words: `Pool 5`, `Kind 12-3` (after a number, a dash), `a dog`, `milk 2`.
 * @param {Ctx} ctx
 * @param {number} id
 */
export function cardName(ctx, id) {
  const info = cardInfo(ctx, id);
  if (info.type === "goat") {
    const kind = kindName(ctx, info.kind);
    return /\d$/.test(kind) ? `${kind}-${info.value}` : `${kind} ${info.value}`;
  }
  return info.type === "dog" ? "a dog" : `milk ${info.value}`;
}

/**
 * The name written on a card, with the letters of its longest word, by which the stylesheet
 * sizes it to the card (a long name, `Highlander`, in smaller letters; `Blues Brothers` wraps).
 * @param {string} name
 */
const faceName = (name) =>
  h("span", { class: "kind", style: { "--letters": Math.max(...name.split(/\s+/).map((word) => word.length)) } }, name);

/**
 * A face-up card.
 * @param {Ctx} ctx
 * @param {number} id
 * @param {string} [className]
 */
export function card(ctx, id, className) {
  const info = cardInfo(ctx, id);
  const face =
    info.type === "goat"
      ? [h("span", { class: "value" }, info.value), faceName(kindName(ctx, info.kind))]
      : info.type === "dog"
        ? [h("span", { class: "value" }, "0"), faceName("Dog")]
        : [h("span", { class: "value" }, info.value), faceName("Milk")];
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
export const cardBack = () => h("span", { class: "card hdz back", title: "a card you have not seen" });

