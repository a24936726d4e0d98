"""The stubs match the extension module, and the examples type-check with mypy --strict."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from helpers import ROOT

pytest.importorskip("mypy")

TYPED_TESTS = [
    "test_numpy_arguments.py",
    "test_gym.py",
    "test_vector_env.py",
    "test_trajectories.py",
    "test_env_state_render.py",
    "test_history.py",
    "test_player_counts.py",
    "test_openspiel_infostate.py",
    "test_openspiel_learning.py",
]
"""Test files checked with mypy --strict (beside the examples and the package)."""


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False)


def test_stubtest() -> None:
    result = run("mypy.stubtest", "herr_der_ziegen")
    assert result.returncode == 0, result.stdout + result.stderr


def test_examples_and_package_pass_mypy_strict(tmp_path: Path) -> None:
    examples = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "examples" / "python").glob("*.py"))
    assert examples
    # Two runs (mypy takes files or a package, not both) sharing one throw-away cache.
    for target in (examples, ["-p", "herr_der_ziegen"]):
        result = run("mypy", "--strict", f"--cache-dir={tmp_path}", *target)
        assert result.returncode == 0, result.stdout + result.stderr
        assert "Success: no issues found" in result.stdout


def test_typed_tests_pass_mypy_strict(tmp_path: Path) -> None:
    """The tests written against the stubs without `type: ignore` (numpy integers wherever an int
    is taken) type-check: a stub narrower than the runtime fails here."""
    typed = [str((ROOT / "py" / "tests" / name).relative_to(ROOT)) for name in TYPED_TESTS]
    result = run("mypy", "--strict", f"--cache-dir={tmp_path}", *typed)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Success: no issues found" in result.stdout


def test_the_namespace_is_the_api() -> None:
    import herr_der_ziegen

    public = {name for name in dir(herr_der_ziegen) if not name.startswith("_")}
    submodules = {"errors", "env", "gym", "openspiel", "ziegen_kriegen", "le_baron", "distributed"}
    assert public - submodules == set(herr_der_ziegen.__all__) - {"__version__"}
    assert all(hasattr(herr_der_ziegen, name) for name in herr_der_ziegen.__all__)
