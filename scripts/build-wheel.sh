#!/usr/bin/env bash
# Builds the Python package as users install it, into DIR: the wheel (`maturin build --release`:
# one stable-ABI wheel for CPython 3.11 and later, cp311-abi3, with the manylinux tag of the
# oldest glibc it runs on, as maturin's own audit finds it) and the source distribution (sdist).
#
#   bash scripts/build-wheel.sh DIR
#   pip install DIR/herr_der_ziegen-*.whl                   # numpy is the only dependency
#   pip install "$(ls DIR/herr_der_ziegen-*.whl)[ray]"      # with extras
#
# Prints the paths of the wheel and the sdist, one a line, on standard output. Needs a Rust
# toolchain and Python 3.11+ with venv and pip (PYTHON picks the interpreter, default python3);
# the pinned maturin is installed into <repo>/.tools/python (scripts/install-python-tools.sh).
# Builds in <repo>/target (or $CARGO_TARGET_DIR) and writes nothing else outside DIR.
set -euo pipefail

if [ $# -ne 1 ] || [ -z "$1" ]; then
    echo "usage: bash scripts/build-wheel.sh DIR" >&2
    exit 2
fi
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
mkdir -p "$1"
out=$(cd "$1" && pwd)

bin=$(bash "$root/scripts/install-python-tools.sh" maturin)
# Older files of this package in DIR would make "the wheel" ambiguous: this build replaces them.
rm -f "$out"/herr_der_ziegen-*.whl "$out"/herr_der_ziegen-*.tar.gz

cd "$root/py"
echo "== maturin build --release (wheel)" >&2
"$bin/maturin" build --release --locked --out "$out" >&2
echo "== maturin sdist" >&2
"$bin/maturin" sdist --out "$out" >&2

wheels=("$out"/herr_der_ziegen-*.whl)
sdists=("$out"/herr_der_ziegen-*.tar.gz)
if [ ${#wheels[@]} -ne 1 ] || [ ! -f "${wheels[0]}" ] || [ ${#sdists[@]} -ne 1 ] || [ ! -f "${sdists[0]}" ]; then
    echo "build-wheel.sh: expected one wheel and one sdist in $out" >&2
    exit 1
fi
printf '%s\n' "${wheels[0]}" "${sdists[0]}"
