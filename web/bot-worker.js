// The bots' thinking, in a module Worker so that the page never freezes. A request holds the
// deciding bot seat's view document only (never the full state): the bot sees exactly what its
// seat may know, as everywhere else.
//
//   request:  { id, game, view, bot: { name, seconds?, iterations? }, seed, deadline }
//   answer:   { id, actionId, milliseconds }   or   { id, error: { name, code, message } }
//
// A hint (the page's Hint button) asks the same with `kind: "analyse"` and the expert as the bot,
// for the view of your seat; the answer holds the bot's estimate of each legal move, in the order
// of the legal moves:
//
//   answer:   { id, estimates: [{ actionId, text, value, visits }], milliseconds }
//
// The worker says { ready: true } once the package is loaded, or { failed: message }.
//
// A bot with a thinking time answers by the `deadline` (milliseconds since the epoch, the page's
// request time plus the thinking time): its search gets what is left of it once the view is
// loaded, less a margin for the search's last iteration and the answer's way back to the page.

// The npm package is at the address the page gives in the Worker's own (`?package=`), which the
// page's import map resolves (a Worker has no import map of its own). The listener is added at
// once and waits for the engine, so that no request is lost while the package loads.
const packageUrl = new URL(location.href).searchParams.get("package");
/** @type {Promise<typeof import("herr-der-ziegen")>} */
const loading =
  packageUrl === null ? Promise.reject(new Error("the page gave no address of the package")) : import(packageUrl);
loading.then(
  () => postMessage({ ready: true }),
  (error) => postMessage({ failed: `the engine did not load in the worker: ${error.message}` }),
);

/** What a timed search leaves for the answer to reach the page, in milliseconds. */
const ANSWER_MARGIN_MS = 50;

/** The shortest search a thinking time gets, in seconds, however late the request arrives. */
const SHORTEST_SEARCH_SECONDS = 0.01;

/** The present as milliseconds since the epoch, comparable with the page's clock. */
const now = () => performance.timeOrigin + performance.now();

/**
 * The package's bot name for `bot` (`ismcts:400` for a number of iterations).
 * @param {import("./settings.js").BotSetting} bot
 */
const botName = (bot) => (bot.iterations === undefined ? bot.name : `${bot.name}:${bot.iterations}`);

addEventListener("message", async (/** @type {MessageEvent} */ message) => {
  /** @type {{ id: number, kind?: "choose" | "analyse", game: import("herr-der-ziegen").GameName, view: object, bot: import("./settings.js").BotSetting, seed: string, deadline: number }} */
  const { id, kind, game, view, bot, seed, deadline } = message.data;
  try {
    const engine = await loading;
    const started = performance.now();
    const seatView = engine.PlayerView.fromJSON(/** @type {import("herr-der-ziegen").ViewDocument} */ (view), game);
    /** @type {import("herr-der-ziegen").BotOptions} */
    const options = { seed: BigInt(seed), game };
    if (bot.seconds !== undefined) {
      const left = (deadline - now() - ANSWER_MARGIN_MS) / 1000;
      options.seconds = Math.min(bot.seconds, Math.max(SHORTEST_SEARCH_SECONDS, left));
    }
    const player = new engine.Bot(botName(bot), options);
    try {
      if (kind === "analyse") {
        const estimates = player.analyse(seatView).map(({ move, value, visits }) => ({
          actionId: move.actionId,
          text: move.text,
          value,
          visits,
        }));
        postMessage({ id, estimates, milliseconds: performance.now() - started });
      } else {
        const move = player.choose(seatView);
        postMessage({ id, actionId: move.actionId, milliseconds: performance.now() - started });
      }
    } finally {
      player.free();
      seatView.free();
    }
  } catch (caught) {
    const error = /** @type {{ name?: string, code?: string, message?: string } | null | undefined} */ (caught);
    postMessage({
      id,
      error: { name: error?.name ?? "Error", code: error?.code ?? null, message: String(error?.message ?? error) },
    });
  }
});
