// Small helpers to build the page's elements, shared by the page and every game's drawing.

/**
 * What an element holds: nodes, text (strings, numbers), nested lists of them; `null`,
 * `undefined` and `false` (a part left out) are skipped, and anything else is written as text.
 * @typedef {unknown} Child
 */

/**
 * An element's attributes for `h`: attributes, `class` (a name or a list with parts left out),
 * `dataset`, `style` (CSS properties, custom ones too) and `on<event>` listeners; `null`,
 * `undefined` and `false` leave an attribute out.
 * @typedef {Record<string, unknown>} Props
 */

/**
 * A new element `tag` with `props` (attributes; `class`; `dataset`; `style` as an object of CSS
 * properties, custom ones included; `on<event>` listeners) and `children` (nodes, strings,
 * numbers, nested arrays; `null`, `undefined` and `false` are skipped). Text is always set as
 * text, never parsed as HTML.
 *
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Props | null} props
 * @param {...Child} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, props, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") {
      element.className = Array.isArray(value) ? value.filter(Boolean).join(" ") : String(value);
    } else if (key === "dataset") {
      for (const [name, item] of Object.entries(/** @type {object} */ (value))) {
        if (item !== undefined && item !== null) element.dataset[name] = String(item);
      }
    } else if (key === "style") {
      for (const [name, item] of Object.entries(/** @type {object} */ (value))) {
        if (item !== undefined && item !== null) element.style.setProperty(name, String(item));
      }
    } else if (key.startsWith("on") && typeof value === "function") {
      element.addEventListener(key.slice(2), /** @type {EventListener} */ (value));
    } else {
      element.setAttribute(key, value === true ? "" : String(value));
    }
  }
  append(element, children);
  return element;
}

/**
 * Appends `children` (as for `h`) to `parent`.
 * @template {Element} E
 * @param {E} parent
 * @param {readonly Child[]} children
 * @returns {E}
 */
export function append(parent, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    parent.append(child instanceof Node ? child : String(child));
  }
  return parent;
}

/**
 * The button that plays `move`: it carries `data-action` (the move's action id), is focusable
 * and activates with Enter or Space like any button. Its name is what it shows: `content` (a
 * card, a short word), or `label` when there is none; `label` is also its title, which browsers
 * and screen readers give as its description. (A name other than the text shown would fail people
 * who say the text they see to press a button.) The page plays the move when it is clicked (one
 * listener for the whole table).
 * @param {{ actionId: number }} move
 * @param {string} label
 * @param {string | null | undefined} className
 * @param {...Child} content
 */
export function moveButton(move, label, className, ...content) {
  return h(
    "button",
    { type: "button", class: ["move", className], "data-action": move.actionId, title: label },
    content.length > 0 ? content : label,
  );
}

/** The seats' colours, seat 0 first (Le Baron seats up to 10). */
export const SEAT_COLOURS = Object.freeze([
  "#c0392b",
  "#2471a3",
  "#b7950b",
  "#1e8449",
  "#7d3c98",
  "#ca6f1e",
  "#138d75",
  "#c2185b",
  "#566573",
  "#795548",
]);

/**
 * A seat's colour.
 * @param {number} seat
 */
export const seatColour = (seat) => SEAT_COLOURS[seat % SEAT_COLOURS.length];

/**
 * A small round token in `seat`'s colour, with `text` (a seat number, say) inside.
 * @param {number} seat
 * @param {Child} text
 */
export function seatToken(seat, text, className = "token") {
  return h("span", { class: className, style: { "--seat": seatColour(seat) }, "aria-hidden": "true" }, text);
}

/**
 * `n` followed by `one` or `many` (`plural(2, "card", "cards")` is `"2 cards"`).
 * @param {number} n
 * @param {string} one
 * @param {string} many
 */
export const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/**
 * A list of words joined with commas and "and".
 * @param {readonly string[]} words
 */
export function listWords(words) {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
