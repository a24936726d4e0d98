"""The stubs match the extension module, and the examples type-check with mypy --strict."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from helpers import ROOT

pytest.importorskip("mypy")

TYPED_TESTS = sorted(
    path.name
    for path in Path(__file__).resolve().parent.glob("test_*.py")
    if not path.name.startswith("test_distributed") and path.name != "test_extras_herr_der_ziegen.py"
)
"""Test files checked with mypy --strict (beside the examples and the package): every test of
this suite but those of the distributed functions and of Herr der Ziegen's extras, which give
cells as other sequences and wrong types on purpose."""


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
