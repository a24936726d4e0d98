#!/usr/bin/env bash
# Installs pinned Python packaging tools into one virtual environment, <repo>/.tools/python, and
# prints the path of its bin directory. Does nothing for a tool already there at its pinned version.
#
#   bash scripts/install-python-tools.sh TOOL...     # TOOL: maturin, auditwheel, twine, cmake
#
# maturin builds the wheel and the sdist (scripts/build-wheel.sh); auditwheel and twine check
# them; cmake (the CMake release published on PyPI, a self-contained binary) builds the CMake
# example of the C tests where no cmake is installed. PYTHON picks the interpreter (default
# python3, 3.11 or newer).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
python="${PYTHON:-python3}"
venv="$root/.tools/python"

pin() {
    case "$1" in
        maturin) echo 1.16.0 ;;
        auditwheel) echo 6.8.2 ;;
        twine) echo 7.0.0 ;;
        cmake) echo 4.4.5 ;;
        *) echo "install-python-tools.sh: unknown tool $1 (maturin, auditwheel, twine, cmake)" >&2; return 1 ;;
    esac
}

# A venv that no longer runs (its interpreter moved or was removed) is made anew.
if ! "$venv/bin/python" -c '' 2>/dev/null; then
    rm -rf "$venv"
    "$python" -m venv "$venv" >&2
fi

wanted=()
for tool in "$@"; do
    version=$(pin "$tool")
    installed=$("$venv/bin/python" -c 'import sys
from importlib.metadata import version
try:
    print(version(sys.argv[1]))
except Exception:
    pass' "$tool")
    [ "$installed" = "$version" ] || wanted+=("$tool==$version")
done
if [ ${#wanted[@]} -gt 0 ]; then
    echo "installing ${wanted[*]} into $venv" >&2
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "${wanted[@]}" >&2
fi
echo "$venv/bin"
