#!/usr/bin/env bash
# Builds the Python wheel and sdist as users install them (scripts/build-wheel.sh) and checks them:
# `auditwheel show` accepts the wheel's manylinux tag, `twine check --strict` passes on both, and
# the wheel alone, in a fresh virtual environment, runs the README's Python example. Then installs
# that same wheel, with its test extras, into a fresh virtual environment and runs the Python
# test suite:
# the tests by topic over every game of the registry (unit and property tests, the golden
# transcripts), PettingZoo's api_test and seed_test, Gymnasium's
# check_env, OpenSpiel's random_sim_test and IS-MCTS on the OpenSpiel adapter, the examples, the
# tour notebook (nbclient), mypy --strict on the examples, the package and the typed tests,
# mypy.stubtest, the notebook pictures rendered to PNG with CairoSVG, OpenSpiel's NFSP (JAX) and
# outcome-sampling MCCFR on the information states, the distributed functions
# on Ray clusters run on 127.0.0.1 only (a head node from `ray start`, a two-node cluster), and
# herr_der_ziegen.online against the game server's binary on 127.0.0.1.
#
# Usage (from anywhere): bash scripts/test-python.sh [extra pytest arguments]
# Needs Python 3.11+ with pip and venv, a Rust toolchain, and access to PyPI; the cairo library
# (libcairo2) is installed with apt-get when missing and running as root. PYTHON picks the
# interpreter (default python3). The pinned maturin, auditwheel and twine go into
# <repo>/.tools/python (scripts/install-python-tools.sh); the wheel, the sdist and the example's
# environment into a temporary folder, removed at the end.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
python="${PYTHON:-python3}"
venv="$root/target/py-test-venv"
work=$(mktemp -d "${TMPDIR:-/tmp}/hdz-python.XXXXXX")
trap 'rm -rf "$work"' EXIT

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

# ----- the wheel and the sdist, built once: the tests below install this very wheel -----

echo "== scripts/build-wheel.sh"
bash scripts/build-wheel.sh "$work/dist" >"$work/built.txt"
mapfile -t built <"$work/built.txt"
wheel=${built[0]}
sdist=${built[1]}
ls -l "$wheel" "$sdist"

tools=$(bash scripts/install-python-tools.sh auditwheel twine)
echo "== auditwheel show"
"$tools/auditwheel" show "$wheel" | tee "$work/auditwheel.txt"
# One wheel for every CPython from 3.11 (abi3), tagged with the manylinux policy auditwheel finds.
name=$(basename "$wheel")
tag=$(printf '%s\n' "$name" | sed -nE "s/^herr_der_ziegen-[^-]+-cp311-abi3-(manylinux_[0-9]+_[0-9]+_$(uname -m))\.whl\$/\1/p")
if [ -z "$tag" ]; then
    echo "FAIL: $name is not a cp311-abi3-manylinux_X_Y_$(uname -m) wheel"
    exit 1
fi
if ! tr '\n' ' ' <"$work/auditwheel.txt" | grep -qF "consistent with the following platform tag: \"$tag\""; then
    echo "FAIL: auditwheel does not find $name consistent with its tag $tag"
    exit 1
fi
echo "ok: $name carries the tag auditwheel finds ($tag)"

echo "== twine check --strict"
"$tools/twine" check --strict "$wheel" "$sdist"
# The sdist builds the wheel on its own: the Rust workspace it needs (every crate the bindings
# depend on by path, as cargo reads them: game-core, the registry and every game of it), its lock
# file, the package.
tar -tzf "$sdist" >"$work/sdist.txt"
crates=$(cargo metadata --format-version 1 --no-deps --offline | "$python" -c '
import json, os, sys
meta = json.load(sys.stdin)
bindings = next(p for p in meta["packages"] if p["name"] == "herr-der-ziegen-py")
for dependency in bindings["dependencies"]:
    if dependency.get("path"):
        print(os.path.relpath(os.path.join(dependency["path"], "Cargo.toml"), meta["workspace_root"]))
')
[ -n "$crates" ] || { echo "FAIL: cargo metadata lists no crate of the bindings"; exit 1; }
for member in Cargo.lock pyproject.toml py/Cargo.toml py/src/lib.rs python/herr_der_ziegen/__init__.py $crates; do
    if ! grep -qxF "$(basename "$sdist" .tar.gz)/$member" "$work/sdist.txt"; then
        echo "FAIL: the sdist has no $member"
        exit 1
    fi
done
echo "ok: the sdist holds the workspace, Cargo.lock and the package"

echo "== the README's Python example, with the wheel alone in a fresh virtual environment"
"$python" -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet --disable-pip-version-check "$wheel"
# The first Python block of the README's "## Python" section, run outside the checkout.
awk '/^## / {section = $0; next}
     section == "## Python" && !done && /^```python$/ {code = 1; next}
     code && /^```$/ {code = 0; done = 1}
     code {print}' README.md >"$work/readme_example.py"
grep -q 'herr_der_ziegen' "$work/readme_example.py" || { echo "FAIL: no Python example in the README"; exit 1; }
(cd "$work" && "$work/venv/bin/python" readme_example.py) | tee "$work/readme_example.out"
grep -q '^totals: ' "$work/readme_example.out" || { echo "FAIL: the README example printed no totals"; exit 1; }
"$work/venv/bin/python" -m pip list --disable-pip-version-check --format=freeze | grep -v '^pip=\|^setuptools=\|^wheel='

# ----- the test suite, on that wheel -----

echo "== fresh virtual environment in $venv"
rm -rf "$venv"
"$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip

echo "== pip install $name[test,pettingzoo,openspiel,openspiel-learning,ray,online]"
"$venv/bin/python" -m pip install --disable-pip-version-check --progress-bar off \
    "$wheel[test,pettingzoo,openspiel,openspiel-learning,ray,online]"

# herr_der_ziegen.online plays against the real game server: the binary the Rust tests use
# (the workspace's test build, so after scripts/test.sh's `cargo test` nothing is built again).
echo "== the game server for herr_der_ziegen.online"
cargo test --workspace --locked --no-run
export GAME_SERVER="${CARGO_TARGET_DIR:-$root/target}/debug/game-server"

echo "== pytest"
# The tests import the installed wheel: the source tree (py/python) is not on sys.path.
"$venv/bin/python" -m pytest "$root/py/tests" -p no:cacheprovider "$@"
