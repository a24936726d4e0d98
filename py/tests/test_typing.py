"""The stubs match the extension module, and the examples type-check with mypy --strict."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from helpers import ROOT

pytest.importorskip("mypy")


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


def test_the_namespace_is_the_api() -> None:
    import herr_der_ziegen

    public = {name for name in dir(herr_der_ziegen) if not name.startswith("_")}
    submodules = {"errors", "env", "openspiel", "ziegen_kriegen", "le_baron"}
    assert public - submodules == set(herr_der_ziegen.__all__) - {"__version__"}
    assert all(hasattr(herr_der_ziegen, name) for name in herr_der_ziegen.__all__)
