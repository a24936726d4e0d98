#!/usr/bin/env bash
# Serves the page web/ (play any game against the bots) with the npm package on 127.0.0.1 and
# prints its address:
#
#   scripts/serve-web.sh [PORT]       # default 8000; 0 takes a free port
#
# The package is built into target/npm by scripts/build-npm.sh when it is missing or older than
# the engine's sources (the folders of the crates it is built from, as `cargo metadata` resolves
# them: scripts/package-sources.py; $HDZ_NPM_DIR names another folder holding package/, as
# build-npm.sh writes it). The page and the package are laid side by side in target/web-site
# (links, no copies): the page's files at the top, the package in pkg/, where the page's import
# map finds it. Python's own HTTP server serves them (scripts/serve-web.py), with `.wasm` as
# application/wasm. Stop it with Ctrl+C.
set -euo pipefail

port=${1:-8000}
[[ $port =~ ^[0-9]+$ ]] && [ "$port" -le 65535 ] || { echo "usage: scripts/serve-web.sh [PORT]" >&2; exit 2; }
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

npm_dir=${HDZ_NPM_DIR:-$root/target/npm}
package=$npm_dir/package
# The sources the package is built from; a newer one means the package is stale.
mapfile -t crates < <(python3 scripts/package-sources.py herr-der-ziegen-wasm)
[ ${#crates[@]} -gt 0 ] || { echo "cargo metadata lists no crate the npm package is built from" >&2; exit 1; }
sources=("${crates[@]}" Cargo.toml Cargo.lock package-lock.json scripts/build-npm.sh scripts/write-games-dts.mjs)
if [ ! -f "$package/index.js" ] || [ -n "$(find "${sources[@]}" -newer "$package/index.js" -type f -print -quit 2>/dev/null)" ]; then
    echo "building the npm package into $npm_dir (a few minutes the first time)" >&2
    bash scripts/build-npm.sh "$npm_dir" >/dev/null
fi

site=$root/target/web-site
mkdir -p "$site"
# Links to every file of the page (its tests stay out) and to the package; dead links go.
find "$site" -maxdepth 1 -type l ! -exec test -e {} \; -delete
for entry in "$root"/web/*; do
    [ "$(basename "$entry")" = tests ] && continue
    ln -sfn "$entry" "$site/$(basename "$entry")"
done
ln -sfn "$package" "$site/pkg"

exec python3 scripts/serve-web.py "$site" "$port"
