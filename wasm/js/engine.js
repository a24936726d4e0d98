// The engine: the WebAssembly module (`herr_der_ziegen_wasm_bg.wasm`, next to this file) loaded
// with top-level await, and the classes and functions of its wasm-bindgen glue the package uses.
// Every other module of the package imports the glue through this one, so none runs before the
// module is ready.

import init, {
  initSync,
  RawBot,
  RawGame,
  RawSetup,
  RawSpectatorView,
  RawView,
  defaultOptionsJson,
  gamesJson,
  legalBuffer,
  moveTableJson,
  queriesJson,
} from "./herr_der_ziegen_wasm.js";

export {
  RawBot,
  RawGame,
  RawSetup,
  RawSpectatorView,
  RawView,
  defaultOptionsJson,
  gamesJson,
  moveTableJson,
  queriesJson,
};

const wasmUrl = new URL("./herr_der_ziegen_wasm_bg.wasm", import.meta.url);
/** @type {import("./herr_der_ziegen_wasm.js").InitOutput} */
let exports;
if (wasmUrl.protocol === "file:" && typeof process === "object" && process.versions?.node) {
  // Node reads the module from disk (its fetch has no file: URLs).
  const { readFile } = await import("node:fs/promises");
  exports = initSync({ module: await readFile(wasmUrl) });
} else {
  exports = await init({ module_or_path: wasmUrl });
}

/** The module's memory, where `legalCount` writes legal action ids (wasm/src/legal.rs). */
const memory = exports.memory;
const LEGAL_ADDRESS = legalBuffer();
let legalView = new Uint32Array(memory.buffer, LEGAL_ADDRESS);

/**
 * The legal action ids of `raw`, read from the module's buffer.
 * @param {RawGame | RawView | RawSpectatorView} raw
 * @returns {number[]}
 */
export function legalIds(raw) {
  const n = raw.legalCount();
  if (legalView.byteLength === 0) {
    // The memory grew: views of the old buffer are detached.
    legalView = new Uint32Array(memory.buffer, LEGAL_ADDRESS);
  }
  const ids = new Array(n);
  for (let i = 0; i < n; i++) ids[i] = legalView[i];
  return ids;
}
