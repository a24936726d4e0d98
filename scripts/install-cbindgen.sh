#!/usr/bin/env bash
# Installs the pinned cbindgen, which generates include/herr_der_ziegen.h, into <repo>/.tools and
# prints the path of the binary. Does nothing when that version is already there.
#
#   bash scripts/install-cbindgen.sh
#
# Building cbindgen takes a few minutes, so a built copy is also kept in a per-user cache
# ($HDZ_TOOLS_CACHE, default ~/.cache/herr-der-ziegen/tools) from which fresh clones on the same
# machine take it.
set -euo pipefail

CBINDGEN_VERSION=0.29.4

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tools="$root/.tools"
bin="$tools/bin/cbindgen"
cache="${HDZ_TOOLS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/herr-der-ziegen/tools}/cbindgen-$CBINDGEN_VERSION"

is_pinned() { [ -x "$1" ] && [ "$("$1" --version 2>/dev/null)" = "cbindgen $CBINDGEN_VERSION" ]; }

if is_pinned "$bin"; then
    echo "$bin"
    exit 0
fi

mkdir -p "$tools/bin"
if is_pinned "$cache/cbindgen"; then
    cp "$cache/cbindgen" "$bin"
else
    echo "installing cbindgen $CBINDGEN_VERSION into $tools" >&2
    # Build in cargo's own temporary directory, not in the workspace's target directory.
    env -u CARGO_TARGET_DIR cargo install --locked --quiet --force cbindgen --version "=$CBINDGEN_VERSION" \
        --root "$tools" >&2
    if mkdir -p "$cache" 2>/dev/null; then
        cp "$bin" "$cache/cbindgen.tmp.$$" && mv "$cache/cbindgen.tmp.$$" "$cache/cbindgen" || true
    fi
fi
is_pinned "$bin" || { echo "cbindgen $CBINDGEN_VERSION did not install" >&2; exit 1; }
echo "$bin"
