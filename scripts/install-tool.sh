#!/usr/bin/env bash
# Installs a pinned command-line tool from crates.io into <repo>/.tools and prints the path of its
# binary. Does nothing when that version is already there. Used by install-cbindgen.sh,
# install-cargo-fuzz.sh and build-npm.sh (wasm-bindgen-cli):
#
#   bash scripts/install-tool.sh [--bin BINARY] CRATE VERSION [VERSION_ARGS...]
#
# The binary is named after the crate unless --bin names it (wasm-bindgen-cli's is wasm-bindgen).
# VERSION_ARGS make the binary print "BINARY VERSION" (default: --version). Building a tool takes
# a few minutes, so a built copy is also kept in a per-user cache ($HDZ_TOOLS_CACHE, default
# ~/.cache/herr-der-ziegen/tools) from which fresh clones on the same machine take it.
set -euo pipefail

binary=
if [ "${1:-}" = --bin ]; then
    binary=$2
    shift 2
fi
crate=$1
version=$2
shift 2
version_args=("$@")
[ ${#version_args[@]} -gt 0 ] || version_args=(--version)
binary=${binary:-$crate}

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tools="$root/.tools"
bin="$tools/bin/$binary"
cache="${HDZ_TOOLS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/herr-der-ziegen/tools}/$crate-$version"

is_pinned() { [ -x "$1" ] && [ "$("$1" "${version_args[@]}" 2>/dev/null)" = "$binary $version" ]; }

if is_pinned "$bin"; then
    echo "$bin"
    exit 0
fi

mkdir -p "$tools/bin"
if is_pinned "$cache/$binary"; then
    cp "$cache/$binary" "$bin"
else
    echo "installing $crate $version into $tools" >&2
    # Build in cargo's own temporary directory, not in the workspace's target directory.
    # The tool's own lock file first; a registry that does not (yet) hold one of the versions it
    # locks makes cargo resolve the tool's dependencies anew within their declared ranges.
    install() { env -u CARGO_TARGET_DIR cargo install --quiet --force "$crate" --version "=$version" --root "$tools" "$@" >&2; }
    install --locked || { echo "retrying $crate $version without its lock file" >&2; install; }
    if mkdir -p "$cache" 2>/dev/null; then
        cp "$bin" "$cache/$binary.tmp.$$" && mv "$cache/$binary.tmp.$$" "$cache/$binary" || true
    fi
fi
is_pinned "$bin" || { echo "$crate $version did not install" >&2; exit 1; }
echo "$bin"
