#!/usr/bin/env bash
# Installs a pinned command-line tool from crates.io into <repo>/.tools and prints the path of its
# binary. Does nothing when that version is already there. Used by install-cbindgen.sh and
# install-cargo-fuzz.sh:
#
#   bash scripts/install-tool.sh CRATE VERSION [VERSION_ARGS...]
#
# VERSION_ARGS make the binary print "CRATE VERSION" (default: --version). Building a tool takes
# a few minutes, so a built copy is also kept in a per-user cache ($HDZ_TOOLS_CACHE, default
# ~/.cache/herr-der-ziegen/tools) from which fresh clones on the same machine take it.
set -euo pipefail

crate=$1
version=$2
shift 2
version_args=("$@")
[ ${#version_args[@]} -gt 0 ] || version_args=(--version)

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tools="$root/.tools"
bin="$tools/bin/$crate"
cache="${HDZ_TOOLS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/herr-der-ziegen/tools}/$crate-$version"

is_pinned() { [ -x "$1" ] && [ "$("$1" "${version_args[@]}" 2>/dev/null)" = "$crate $version" ]; }

if is_pinned "$bin"; then
    echo "$bin"
    exit 0
fi

mkdir -p "$tools/bin"
if is_pinned "$cache/$crate"; then
    cp "$cache/$crate" "$bin"
else
    echo "installing $crate $version into $tools" >&2
    # Build in cargo's own temporary directory, not in the workspace's target directory.
    env -u CARGO_TARGET_DIR cargo install --locked --quiet --force "$crate" --version "=$version" \
        --root "$tools" >&2
    if mkdir -p "$cache" 2>/dev/null; then
        cp "$bin" "$cache/$crate.tmp.$$" && mv "$cache/$crate.tmp.$$" "$cache/$crate" || true
    fi
fi
is_pinned "$bin" || { echo "$crate $version did not install" >&2; exit 1; }
echo "$bin"
