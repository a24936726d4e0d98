"""The examples and the tour notebook run from top to bottom."""

from __future__ import annotations

import json
import math
import runpy
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from helpers import ROOT

EXAMPLES = ROOT / "examples" / "python"


def test_the_readme_example_plays_a_full_game() -> None:
    result = subprocess.run(
        [sys.executable, str(EXAMPLES / "random_game.py")], capture_output=True, text=True, check=True
    )
    assert result.stdout.startswith("totals: [")
    assert "winners: [" in result.stdout
    assert len((EXAMPLES / "random_game.py").read_text().strip().splitlines()) == 10


def test_views_and_errors_example(capsys: pytest.CaptureFixture[str]) -> None:
    runpy.run_path(str(EXAMPLES / "views_and_errors.py"), run_name="__main__")
    out = capsys.readouterr().out
    assert "refused (" in out and "rejected: version: unsupported version 9" in out


def test_the_every_game_example_plays_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    from herr_der_ziegen import GAMES

    runpy.run_path(str(EXAMPLES / "every_game.py"), run_name="__main__")
    out = capsys.readouterr().out
    for info in GAMES:
        assert f"{info.title} ({info.name}," in out


def test_pettingzoo_example() -> None:
    pytest.importorskip("pettingzoo")
    namespace = runpy.run_path(str(EXAMPLES / "pettingzoo_agents.py"))
    returns = namespace["main"](seed=3)
    assert set(returns) == {"player_0", "player_1", "player_2"}
    assert 1.0 in returns.values()


def test_the_benchmark_scripts_run() -> None:
    # Smoke runs with tiny budgets, so the documented commands keep working; the measurements
    # themselves are taken by hand (docs/performance.md).
    benchmarks = ROOT / "benchmarks"
    speed = subprocess.run(
        [sys.executable, "python_speed.py", "0.2"], cwd=benchmarks, capture_output=True, text=True, check=True
    )
    assert "apply_action(action)" in speed.stdout and "README loop" in speed.stdout and "decisions/s" in speed.stdout
    pytest.importorskip("pyspiel")
    compare = subprocess.run(
        [sys.executable, "compare_openspiel.py", "1", "0.2"],
        cwd=benchmarks,
        capture_output=True,
        text=True,
        check=True,
    )
    assert "c/b = median" in compare.stdout and "(d) herr_der_ziegen through pyspiel" in compare.stdout


def test_the_tour_notebook_runs() -> None:
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    pytest.importorskip("ipykernel")
    pytest.importorskip("matplotlib")  # the strength plot (test extra)
    notebook = nbformat.read(EXAMPLES / "tour.ipynb", as_version=4)
    client = nbclient.NotebookClient(
        notebook, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(EXAMPLES)}}
    )
    client.execute()
    outputs = [out for cell in notebook.cells if cell.cell_type == "code" for out in cell.outputs]
    assert not [out for out in outputs if out.output_type == "error"]
    pictures = [out["data"]["image/svg+xml"] for out in outputs if "image/svg+xml" in out.get("data", {})]
    assert len(pictures) >= 3, "games and views are shown as pictures"
    for svg in pictures:
        ET.fromstring(svg)
    text = "".join(out.get("text", "") for out in outputs)
    assert "IllegalMoveError (" in text and "winners:" in text and "player_0" in text
    # A whole game in pictures (the film strips), and the bots' strength as a plot.
    assert sum("after turn " in svg or "after move " in svg for svg in pictures) >= 3
    assert any("image/png" in out.get("data", {}) for out in outputs), "the strength plot"
    assert "Herr der Ziegen: ismcts:100" in text and "Le Baron: ismcts:100" in text
    assert "estimated share" in text, "the expert's estimates of the moves"


def test_the_ppo_example_runs_a_smoke_training(tmp_path: Path) -> None:
    # A few updates on few environments, never the full training (docs/training.md has that),
    # started from a policy cloned from a few games of a small IS-MCTS and kept near it.
    for module in ("jax", "flax", "optax", "gymnasium"):
        pytest.importorskip(module)
    plot = tmp_path / "curve.png"
    bc = ["--bc-games", "24", "--bc-bot", "ismcts:20", "--bc-kl", "0.1"]
    result = subprocess.run(
        [sys.executable, str(EXAMPLES / "ppo_masked.py"), "--smoke", "--quiet", "--plot", str(plot), *bc],
        capture_output=True,
        text=True,
        check=True,
        cwd=tmp_path,
    )
    final = [line for line in result.stdout.splitlines() if line.startswith("final: ")]
    assert len(final) == 1, result.stdout + result.stderr
    metrics = json.loads(final[0].removeprefix("final: "))
    assert metrics["steps"] > 0 and metrics["updates"] == 3
    for name in ("loss", "entropy", "approx_kl"):
        assert math.isfinite(metrics[name]), (name, metrics)
    for evaluation in (metrics["eval"], metrics["bc"]["eval"]):  # after PPO, and the clone before it
        for name in ("random", "greedy"):
            assert 0.0 <= evaluation[name]["win_rate"] <= 1.0
            assert evaluation[name]["games"] == 8
    assert metrics["bc"]["games"] == 24 and metrics["bc"]["rows"] > 24  # several decisions a game
    assert 0.0 <= metrics["bc"]["held_out_accuracy"] <= 1.0 and math.isfinite(metrics["bc_kl"])
    rows = (tmp_path / "curve.csv").read_text().splitlines()
    assert rows[0] == "steps,minutes,win_rate,mean_return" and len(rows) == 3  # updates 0 and 3
    assert plot.exists() or plot.with_suffix(".svg").exists()
