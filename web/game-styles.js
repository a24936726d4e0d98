// Each game's styles, beside its drawing module (games/<game>.css), loaded with the page: the
// page's first import, so that they are asked for while the engine loads.

import { h } from "./dom.js";
import { DRAWINGS } from "./games/index.js";

for (const drawing of Object.values(DRAWINGS)) {
  document.head.append(h("link", { rel: "stylesheet", href: drawing.stylesheet }));
}
