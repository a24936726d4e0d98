#!/usr/bin/env bash
# The page's tests: its modules type-checked, `tsc --strict --checkJs` against the npm package's
# declarations (web/tsconfig.json, whose `paths` resolves the page's import of the package, and
# web/tsconfig.worker.json for the bots' Worker); then web/tests/ with Node's test runner
# (scripts/run-node-tests.mjs: the count of tests run, skips failing under HDZ_FAIL_ON_SKIP), in
# Node (the page's settings and saves, each game's drawing module and card data against the
# engine) and in headless Chromium through playwright-core (a full game of every game, saves,
# undo, replay, bots in their Worker; every game's table at a phone's 390 px, tapped; axe-core's
# accessibility rules on every table; online tables of the game server, people in two browsers).
#
#   scripts/test-web.sh
#
# Installs Debian's chromium when it is missing (apt-get, as root) and playwright-core as pinned
# in package-lock.json; reuses the npm package in $HDZ_NPM_DIR (default target/npm, where
# scripts/test-js.sh and scripts/serve-web.sh keep it) or builds it once; serves the page with
# scripts/serve-web.sh on a free port of 127.0.0.1 (the page without a game server) and the same
# site with the game server (target/debug/game-server, built once with --locked when missing,
# over a temporary SQLite database) on another; keeps a screenshot of each game's table in
# $HDZ_WEB_SCREENSHOTS (default target/web-screenshots) and says where. The servers, the
# database and the browser are gone however the tests end.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

chromium=${HDZ_CHROMIUM:-/usr/bin/chromium}
if [ ! -x "$chromium" ]; then
    [ "$(id -u)" -eq 0 ] || { echo "the page's tests need Debian's chromium: apt-get install chromium (as root)" >&2; exit 1; }
    echo "installing Debian's chromium" >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
fi

# playwright-core and axe-core (the accessibility rules) at the versions package-lock.json pins.
version() { node -p "try { require('./node_modules/$1/package.json').version } catch { '' }"; }
pinned() { node -p "require('./package-lock.json').packages['node_modules/$1'].version"; }
# TypeScript and Node's types (the type checks) come with them.
if [ "$(version playwright-core)" != "$(pinned playwright-core)" ] || [ "$(version axe-core)" != "$(pinned axe-core)" ] \
    || [ ! -x node_modules/.bin/tsc ] || [ ! -d node_modules/@types/node ]; then
    npm ci --no-audit --no-fund --loglevel=error >&2
fi

npm_dir=${HDZ_NPM_DIR:-$root/target/npm}
if [ ! -f "$npm_dir/package/index.js" ]; then
    echo "building the npm package into $npm_dir" >&2
    bash scripts/build-npm.sh "$npm_dir" >/dev/null
fi
# The page's modules against the package's declarations (the tsconfig files read the build in
# target/npm: its games.d.ts and the wasm-bindgen glue's declarations).
if [ "$npm_dir" != "$root/target/npm" ]; then
    echo "web/tsconfig.json reads target/npm: building the package there for the type checks" >&2
    bash scripts/build-npm.sh target/npm >/dev/null
fi
node_modules/.bin/tsc -p web/tsconfig.json
node_modules/.bin/tsc -p web/tsconfig.worker.json
echo "web: no type error (tsc --strict --checkJs, the package's import resolved to its declarations)" >&2

export HDZ_NPM_DIR=$npm_dir HDZ_NPM_PACKAGE=$npm_dir/package HDZ_CHROMIUM=$chromium
export HDZ_WEB_SCREENSHOTS=${HDZ_WEB_SCREENSHOTS:-$root/target/web-screenshots}
mkdir -p "$HDZ_WEB_SCREENSHOTS"

# The game server, built once (cargo builds it for the workspace's tests too).
game_server=${CARGO_TARGET_DIR:-$root/target}/debug/game-server
if [ ! -x "$game_server" ]; then
    echo "building the game server" >&2
    cargo build --locked -p game-server >&2
fi

# The page's server on a free port: its first line gives the address.
coproc SERVER { exec bash scripts/serve-web.sh 0 2>&1; }
server_pid=$SERVER_PID
online_pid=
database=$(mktemp -d)
stop() {
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
    if [ -n "$online_pid" ]; then
        kill "$online_pid" 2>/dev/null || true
        wait "$online_pid" 2>/dev/null || true
    fi
    rm -rf "$database"
}
trap stop EXIT
url=
while IFS= read -r line <&"${SERVER[0]}"; do
    echo "$line" >&2
    if [[ $line =~ (http://127\.0\.0\.1:[0-9]+/) ]]; then
        url=${BASH_REMATCH[1]}
        break
    fi
done
[ -n "$url" ] || { echo "the page's server did not start" >&2; exit 1; }
# The server's later lines (failed requests) go to the test output.
# (through a copy of the descriptor: bash closes a coprocess's descriptors in background jobs).
exec {server_lines}<&"${SERVER[0]}"
cat <&"$server_lines" >&2 &

# The same site served by the game server on another free port, its tables in a temporary SQLite
# database; its first line gives the address.
site=$(bash scripts/web-site.sh)
exec {online_out}< <(exec "$game_server" --host 127.0.0.1 --port 0 --web "$site" \
    --database "sqlite:$database/tables.sqlite" 2>&1)
online_pid=$!
online_url=
while IFS= read -r -t 120 line <&"$online_out"; do
    echo "$line" >&2
    if [[ $line =~ listening\ on\ (http://127\.0\.0\.1:[0-9]+) ]]; then
        online_url=${BASH_REMATCH[1]}/
        break
    fi
done
[ -n "$online_url" ] || { echo "the game server did not start" >&2; exit 1; }
cat <&"$online_out" >&2 &

echo "screenshots of each game's table go to $HDZ_WEB_SCREENSHOTS" >&2
HDZ_WEB_URL=$url HDZ_ONLINE_URL=$online_url node scripts/run-node-tests.mjs --concurrency 1 web/tests/*.test.mjs
echo "screenshots of each game's table: $HDZ_WEB_SCREENSHOTS"
