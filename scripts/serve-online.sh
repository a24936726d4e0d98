#!/usr/bin/env bash
# Serves the page and the game server together on 127.0.0.1 and prints the address: the page's
# files at /, the npm package at /pkg/, online tables at /api/ (docs/online.md). The tables are
# kept in target/online.sqlite, so a restart resumes them.
#
#   scripts/serve-online.sh [PORT]       # default 8080; 0 takes a free port
#
# scripts/web-site.sh builds the npm package when it is missing or stale; cargo builds the server
# (release) when needed. Stop it with Ctrl+C.
set -euo pipefail

port=${1:-8080}
[[ $port =~ ^[0-9]+$ ]] && [ "$port" -le 65535 ] || { echo "usage: scripts/serve-online.sh [PORT]" >&2; exit 2; }
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

site=$(bash scripts/web-site.sh)
echo "building the game server (a few minutes the first time)" >&2
cargo build --release --locked -p game-server >&2
exec "${CARGO_TARGET_DIR:-$root/target}/release/game-server" --host 127.0.0.1 --port "$port" \
    --web "$site" --database "sqlite:$root/target/online.sqlite"
