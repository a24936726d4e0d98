"""pytest configuration of the Python test suite: the fixtures that run a test once per game of
the registry (``herr_der_ziegen.GAMES``), so that a game added to it is tested without a line
added; and the count of the tests run, printed at the end, with skips made failures in the test
command.

With ``HDZ_FAIL_ON_SKIP=1`` (``scripts/test.sh`` sets it) a skipped test fails the run, the
whole module skipped for want of a test dependency (``pytest.importorskip``) too, unless the test
names itself optional (``@pytest.mark.optional``): the test command installs every test
dependency, so a skip there means a broken installation, not a test that may be left out."""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

# The helpers module sits beside the tests.
sys.path.insert(0, str(Path(__file__).resolve().parent))


import pytest  # noqa: E402
from types import ModuleType  # noqa: E402

from herr_der_ziegen import GAMES, GameInfo  # noqa: E402
from helpers import GAME_MODULES, module_name  # noqa: E402


@pytest.fixture(params=GAME_MODULES, ids=module_name)
def g(request: pytest.FixtureRequest) -> ModuleType:
    """The module of each game in turn: a test that takes ``g`` runs once per game."""
    module: ModuleType = request.param
    return module


@pytest.fixture(params=GAMES, ids=[game.short_name for game in GAMES])
def game(request: pytest.FixtureRequest) -> GameInfo:
    """The registry's entry of each game in turn (its names, sizes and module)."""
    info: GameInfo = request.param
    return info


@dataclass
class _Tally:
    """The tests run, and the skips that fail the run under ``HDZ_FAIL_ON_SKIP=1``."""

    ran: int = 0
    skipped: list[str] = field(default_factory=list)


_TALLY = _Tally()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "optional: a test whose skip is reported, not failed, in the test command (HDZ_FAIL_ON_SKIP=1)",
    )


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.when == "call" and not report.skipped:
        _TALLY.ran += 1
    if report.skipped and "optional" not in report.keywords:
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        _TALLY.skipped.append(f"{report.nodeid}: {reason}")


def pytest_collectreport(report: pytest.CollectReport) -> None:
    if report.skipped:
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        _TALLY.skipped.append(f"{report.nodeid} (every test of it): {reason}")


def _fail_on_skip() -> bool:
    return os.environ.get("HDZ_FAIL_ON_SKIP") == "1"


@pytest.hookimpl(tryfirst=True)
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if _fail_on_skip() and _TALLY.skipped and exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    terminalreporter.write_line(f"{_TALLY.ran} tests run, {len(_TALLY.skipped)} skipped without being optional")
    if _fail_on_skip() and _TALLY.skipped:
        terminalreporter.write_line(
            "FAILED: skips in the test command (HDZ_FAIL_ON_SKIP=1), each for want of a test dependency "
            "the test command installs; mark a test that may be left out @pytest.mark.optional:",
            red=True,
        )
        for line in _TALLY.skipped:
            terminalreporter.write_line(f"  {line}", red=True)
