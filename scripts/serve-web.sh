#!/usr/bin/env bash
# Serves the page web/ (play any game against the bots) with the npm package on 127.0.0.1 and
# prints its address:
#
#   scripts/serve-web.sh [PORT]       # default 8000; 0 takes a free port
#
# scripts/web-site.sh builds the npm package when it is missing or stale and lays the page and
# the package side by side in target/web-site (the page's files at the top, the package in pkg/,
# where the page's import map finds it). Python's own HTTP server serves them
# (scripts/serve-web.py), with `.wasm` as application/wasm. Stop it with Ctrl+C.
set -euo pipefail

port=${1:-8000}
[[ $port =~ ^[0-9]+$ ]] && [ "$port" -le 65535 ] || { echo "usage: scripts/serve-web.sh [PORT]" >&2; exit 2; }
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

site=$(bash scripts/web-site.sh)

exec python3 scripts/serve-web.py "$site" "$port"
