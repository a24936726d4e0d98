#!/usr/bin/env bash
# Installs the pinned cargo-fuzz, which builds and runs the fuzz targets in fuzz/, into
# <repo>/.tools and prints the path of the binary. Does nothing when that version is already there.
#
#   bash scripts/install-cargo-fuzz.sh
#
# Building cargo-fuzz takes a few minutes, so a built copy is also kept in a per-user cache
# ($HDZ_TOOLS_CACHE, default ~/.cache/herr-der-ziegen/tools) from which fresh clones on the same
# machine take it.
set -euo pipefail

CARGO_FUZZ_VERSION=0.13.2

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tools="$root/.tools"
bin="$tools/bin/cargo-fuzz"
cache="${HDZ_TOOLS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/herr-der-ziegen/tools}/cargo-fuzz-$CARGO_FUZZ_VERSION"

# cargo runs a subcommand binary as `cargo-fuzz fuzz ARGS`.
is_pinned() { [ -x "$1" ] && [ "$("$1" fuzz --version 2>/dev/null)" = "cargo-fuzz $CARGO_FUZZ_VERSION" ]; }

if is_pinned "$bin"; then
    echo "$bin"
    exit 0
fi

mkdir -p "$tools/bin"
if is_pinned "$cache/cargo-fuzz"; then
    cp "$cache/cargo-fuzz" "$bin"
else
    echo "installing cargo-fuzz $CARGO_FUZZ_VERSION into $tools" >&2
    # Build in cargo's own temporary directory, not in the workspace's target directory.
    env -u CARGO_TARGET_DIR cargo install --locked --quiet --force cargo-fuzz --version "=$CARGO_FUZZ_VERSION" \
        --root "$tools" >&2
    if mkdir -p "$cache" 2>/dev/null; then
        cp "$bin" "$cache/cargo-fuzz.tmp.$$" && mv "$cache/cargo-fuzz.tmp.$$" "$cache/cargo-fuzz" || true
    fi
fi
is_pinned "$bin" || { echo "cargo-fuzz $CARGO_FUZZ_VERSION did not install" >&2; exit 1; }
echo "$bin"
