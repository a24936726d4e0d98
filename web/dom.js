// Small helpers to build the page's elements, shared by the page and every game's drawing.

/**
 * A new element `tag` with `props` (attributes; `class`; `dataset`; `style` as an object of CSS
 * properties, custom ones included; `on<event>` listeners) and `children` (nodes, strings,
 * numbers, nested arrays; `null`, `undefined` and `false` are skipped). Text is always set as
 * text, never parsed as HTML.
 */
export function h(tag, props, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") {
      element.className = Array.isArray(value) ? value.filter(Boolean).join(" ") : value;
    } else if (key === "dataset") {
      for (const [name, item] of Object.entries(value)) {
        if (item !== undefined && item !== null) element.dataset[name] = String(item);
      }
    } else if (key === "style") {
      for (const [name, item] of Object.entries(value)) {
        if (item !== undefined && item !== null) element.style.setProperty(name, String(item));
      }
    } else if (key.startsWith("on") && typeof value === "function") {
      element.addEventListener(key.slice(2), value);
    } else {
      element.setAttribute(key, value === true ? "" : String(value));
    }
  }
  append(element, children);
  return element;
}

/** Appends `children` (as for `h`) to `parent`. */
export function append(parent, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    parent.append(child instanceof Node ? child : String(child));
  }
  return parent;
}

/**
 * The button that plays `move`: it carries `data-action` (the move's action id), is focusable
 * and activates with Enter or Space like any button; `label` is its accessible name and title.
 * The page plays the move when it is clicked (one listener for the whole table).
 */
export function moveButton(move, label, className, ...content) {
  return h(
    "button",
    { type: "button", class: ["move", className], "data-action": move.actionId, "aria-label": label, title: label },
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

/** A seat's colour. */
export const seatColour = (seat) => SEAT_COLOURS[seat % SEAT_COLOURS.length];

/** A small round token in `seat`'s colour, with `text` (a seat number, say) inside. */
export function seatToken(seat, text, className = "token") {
  return h("span", { class: className, style: { "--seat": seatColour(seat) }, "aria-hidden": "true" }, text);
}

/** `n` followed by `one` or `many` (`plural(2, "card", "cards")` is `"2 cards"`). */
export const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/** A list of words joined with commas and "and". */
export function listWords(words) {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
