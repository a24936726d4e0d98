#!/usr/bin/env bash
# Builds the Python wheel (py/) into a fresh virtual environment and runs the Python test suite:
# unit and property tests, the golden transcripts, PettingZoo's api_test and seed_test, Gymnasium's
# check_env, OpenSpiel's random_sim_test and IS-MCTS on the OpenSpiel adapter, the examples, the
# tour notebook (nbclient), mypy --strict on the examples, the package and the typed tests,
# mypy.stubtest, the notebook pictures rendered to PNG with CairoSVG, OpenSpiel's NFSP (JAX) and
# outcome-sampling MCCFR on the information states, and the distributed functions
# on Ray clusters run on 127.0.0.1 only (a head node from `ray start`, a two-node cluster).
#
# Usage (from anywhere): bash scripts/test-python.sh [extra pytest arguments]
# Needs Python 3.11+ with pip and venv, a Rust toolchain, and access to PyPI; the cairo library
# (libcairo2) is installed with apt-get when missing and running as root. PYTHON picks the
# interpreter (default python3).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
python="${PYTHON:-python3}"
venv="$root/target/py-test-venv"

cd "$root"
# CairoSVG (a test dependency) draws with the system cairo library; the picture test renders
# with it, and skips saying why when the library is missing.
if ! ldconfig -p 2>/dev/null | grep -q 'libcairo\.so\.2'; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "== apt-get install libcairo2 (for CairoSVG)"
        apt-get install -y -qq libcairo2 >/dev/null \
            || { apt-get update -qq && apt-get install -y -qq libcairo2 >/dev/null; } \
            || echo "== note: libcairo2 could not be installed; the PNG rendering test will be skipped"
    else
        echo "== note: the cairo library (libcairo2) is missing; the PNG rendering test will be skipped"
    fi
fi

echo "== fresh virtual environment in $venv"
rm -rf "$venv"
"$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip

echo "== pip install ./py[test,pettingzoo,openspiel,openspiel-learning,ray] (builds the wheel with maturin)"
"$venv/bin/python" -m pip install --disable-pip-version-check --progress-bar off \
    "./py[test,pettingzoo,openspiel,openspiel-learning,ray]"

echo "== pytest"
# The tests import the installed wheel: the source tree (py/python) is not on sys.path.
"$venv/bin/python" -m pytest "$root/py/tests" -p no:cacheprovider "$@"
