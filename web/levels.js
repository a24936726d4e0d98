// The levels the page offers a player, weakest first: each a named bot with its thinking time,
// the same as the ladder program's (examples/rust/ladder.rs, `LEVELS`), and one line saying what
// was measured of it. The figures come from the ladder table in docs/bots.md ("Levels"): when that
// table changes, change the lines here (and only here: the form and the address read this table).
// web/tests/settings.test.mjs checks that the bots are the ladder program's.
//
// Pure data: no DOM, so Node's tests import this file too.

/**
 * A level: its name in the address (`beginner`), its name for a player (`Beginner`), the bot it
 * plays (`name` as the package names it, and a thinking time in seconds for a searching bot), and
 * what was measured of it.
 * @typedef {{ level: string, title: string, bot: { name: string, seconds?: number }, measured: string }} Level
 */

/** @type {readonly Level[]} */
export const LEVELS = Object.freeze([
  {
    level: "beginner",
    title: "Beginner",
    bot: { name: "greedy" },
    measured: "plays the best-looking move at once, without looking ahead (the ladder's first rung)",
  },
  {
    level: "casual",
    title: "Casual",
    bot: { name: "ismcts", seconds: 0.1 },
    measured: "won about 5 to 9 of 10 three-player games against two Beginner bots (a third would be even)",
  },
  {
    level: "good",
    title: "Good",
    bot: { name: "expert", seconds: 0.1 },
    measured: "won 36 to 48 of 100 three-player games against two Casual bots (a third would be even)",
  },
  {
    level: "expert",
    title: "Expert",
    bot: { name: "expert", seconds: 1 },
    measured:
      "thinks ten times longer than Good: won 5 to 6 of 10 three-player games against two Good bots in two of the three games (a third would be even); not yet shown stronger than Good in the third",
  },
]);

/**
 * The level called `name` in the address (`good`, any case), or `undefined`.
 * @param {string} name
 */
export const levelNamed = (name) => LEVELS.find((l) => l.level === name.trim().toLowerCase());
