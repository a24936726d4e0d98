"""Random-play speed from Python, compared with OpenSpiel.

Measures in one run, in rounds (one short measurement of each per round):

(r) this engine's README loop, 4 players: ``game.apply(rng.choice(game.legal_moves()))``, over
    ``Move`` objects (``apply`` returns the events, built only when read); for each game:
    (r) Herr der Ziegen, (rz) Ziegen Kriegen, (rl) Le Baron;
(a) Herr der Ziegen with action ids: ``legal_actions`` and ``apply(action)``;
(a') action ids with ``apply_action``, which returns nothing: (a') Herr der Ziegen,
    (az') Ziegen Kriegen, (al') Le Baron;
(f), (f') the loops of (r) and (a') over a trivial stand-in (``python_speed.StandIn``): the
    floor that Python's own work (the loop, ``rng.choice`` or ``randrange``, the calls) sets;
(b) OpenSpiel's ``pyspiel`` on its built-in ``hearts`` (C++), chance nodes drawn from
    ``chance_outcomes()`` with a weighted choice, decisions uniform among ``legal_actions()``;
(u) the same hearts with a uniform choice among ``legal_actions()`` at every node, chance nodes
    included (the plain loop: ``rng.choice``/``randrange`` over ``state.legal_actions()``, then
    ``state.apply_action(a)``; hearts deals each card uniformly, so the games are alike, but
    ``legal_actions()`` is cheaper than ``chance_outcomes()``);
(c) this engine's batch API ``simulate(4, games, ["random"])`` (decisions per second, all cores);
(d) for reference, this engine through the OpenSpiel adapter (``herr_der_ziegen.openspiel``),
    driven like (b).

Every ``apply_action`` of hearts counts as a step, the 52 dealing steps of a game included. It
prints every loop against both hearts loops, the loops against their floor, and c/a', c/b.
Needs the package with the ``openspiel`` extra:

    pip install "./py[openspiel]"
    cd benchmarks && python compare_openspiel.py [rounds, default 5] [seconds per measurement, default 2]
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from typing import Any

import pyspiel  # type: ignore[import-not-found, import-untyped, unused-ignore]

import herr_der_ziegen.openspiel  # noqa: F401  (registers "herr_der_ziegen" with pyspiel)
from herr_der_ziegen import simulate
from python_speed import MODULES, StandIn, per_step  # the sibling script; this one runs from benchmarks/


def engine_per_step(seconds: float, loop: str, game_class: Any = MODULES["herr_der_ziegen"].Game) -> tuple[float, float]:
    """(r), (a), (a') and the others: steps/s and games/s of a per-step loop
    (python_speed.LOOPS) of `game_class`, 4 players."""
    return per_step(4, seconds, loop, game_class)


def pyspiel_random(game: Any, seconds: float, chance_outcomes: bool = True) -> tuple[float, float, float]:
    """(b), (d) with `chance_outcomes`, else (u): steps/s (chance and decisions), decisions/s and
    games/s of random play; at least one game, however busy the machine."""
    rng = random.Random(1)
    steps = decisions = games = 0
    start = time.perf_counter()
    while games == 0 or time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if chance_outcomes and state.is_chance_node():
                outcomes = state.chance_outcomes()
                actions = [a for a, _ in outcomes]
                weights = [p for _, p in outcomes]
                state.apply_action(rng.choices(actions, weights)[0])
            else:
                if not state.is_chance_node():
                    decisions += 1
                actions = state.legal_actions()
                state.apply_action(actions[rng.randrange(len(actions))])
            steps += 1
        games += 1
    elapsed = time.perf_counter() - start
    return steps / elapsed, decisions / elapsed, games / elapsed


def engine_batch(games: int, seconds: float) -> tuple[float, float]:
    """(c): decisions/s and games/s of simulate(4, games, ["random"]), called with new seeds
    until `seconds` have passed (one call takes about a tenth of a second); at least one call."""
    decisions = played = 0
    start = time.perf_counter()
    while played == 0 or time.perf_counter() - start < seconds:
        result = simulate(4, games, ["random"], seed=played)
        decisions += int(result["decisions"].sum())
        played += games
    elapsed = time.perf_counter() - start
    return decisions / elapsed, played / elapsed


def _spread(values: list[float], digits: int = 0) -> str:
    ordered = sorted(values)
    median, low, high = statistics.median(ordered), ordered[0], ordered[-1]
    return f"median {median:,.{digits}f} (from {low:,.{digits}f} to {high:,.{digits}f})"


MEASURED = {
    "r": ("herr_der_ziegen README loop (legal_moves, apply), 4 players, steps/s", "herr_der_ziegen", "moves"),
    "a": ("the same over action ids (legal_actions, apply), steps/s", "herr_der_ziegen", "actions"),
    "a'": ("herr_der_ziegen legal_actions, apply_action (no events), steps/s", "herr_der_ziegen", "apply_action"),
    "rz": ("ziegen_kriegen README loop, 4 players, steps/s", "ziegen_kriegen", "moves"),
    "az'": ("ziegen_kriegen legal_actions, apply_action, steps/s", "ziegen_kriegen", "apply_action"),
    "rl": ("le_baron README loop, 4 players, steps/s", "le_baron", "moves"),
    "al'": ("le_baron legal_actions, apply_action, steps/s", "le_baron", "apply_action"),
    "f": ("floor: the README loop over a trivial stand-in, steps/s", "stand-in", "moves"),
    "f'": ("floor: the apply_action loop over the stand-in, steps/s", "stand-in", "apply_action"),
}
"""The engine's loops and the floors: what is printed, the game, the loop."""


def main() -> None:
    # This kind of shared machine drifts by tens of percent over a minute, so the loops are
    # measured in rounds, one short measurement of each per round, and every ratio is taken
    # within a round before the median over rounds.
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 2.0
    hearts = pyspiel.load_game("hearts")
    classes = {**{name: module.Game for name, module in MODULES.items()}, "stand-in": StandIn}
    names = (*MEASURED, "b", "u", "c")
    rows: dict[str, list[float]] = {name: [] for name in names}
    for r in range(rounds):
        values = {name: engine_per_step(seconds, loop, classes[game])[0] for name, (_, game, loop) in MEASURED.items()}
        values["b"] = pyspiel_random(hearts, seconds)[0]
        values["u"] = pyspiel_random(hearts, seconds, chance_outcomes=False)[0]
        values["c"] = engine_batch(20_000, seconds)[0]
        for name in names:
            rows[name].append(values[name])
        print(f"round {r + 1}: " + "  ".join(f"({name}) {values[name]:,.0f}" for name in names))
    print()
    for name, (what, _, _) in MEASURED.items():
        print(f"({name}) {what}: {_spread(rows[name])}")
    print(f"(b) pyspiel hearts, chance nodes by chance_outcomes(), steps/s: {_spread(rows['b'])}")
    print(f"(u) pyspiel hearts, uniform legal_actions() at every node, steps/s: {_spread(rows['u'])}")
    print(f"(c) herr_der_ziegen simulate(4, 20000, ['random']), repeated, decisions/s: {_spread(rows['c'])}")
    d, d_decisions, d_games = pyspiel_random(pyspiel.load_game("herr_der_ziegen", {"players": 4}), seconds)
    print(
        f"(d) herr_der_ziegen through pyspiel (adapter), 4 players: {d:,.0f} steps/s "
        f"({d_decisions:,.0f} decisions/s, {d_games:,.0f} games/s)"
    )
    print()
    pairs = [
        *(f"{top}/u" for top in ("r", "rz", "rl", "a", "a'", "az'", "al'", "f", "f'")),
        *(f"{top}/b" for top in ("r", "a", "a'")),
        "r/f", "rz/f", "rl/f", "a'/f'", "az'/f'", "al'/f'", "c/a'", "c/b",
    ]
    for pair in pairs:
        top, bottom = pair.split("/")
        ratios = [x / y for x, y in zip(rows[top], rows[bottom])]
        print(f"{pair:>7} = {_spread(ratios, 2)}")


if __name__ == "__main__":
    main()
