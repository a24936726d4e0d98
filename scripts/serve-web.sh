#!/usr/bin/env bash
# Serves the page web/ (play any game against the bots) with the npm package on 127.0.0.1 and
# prints its address:
#
#   scripts/serve-web.sh [PORT]       # default 8000; 0 takes a free port
#
# The package is built into target/npm by scripts/build-npm.sh when it is missing or older than
# the engine's sources ($HDZ_NPM_DIR names another folder holding package/, as build-npm.sh
# writes it). The page and the package are laid side by side in target/web-site (links, no
# copies): the page's files at the top, the package in pkg/. Python's own HTTP server serves
# them, with `.wasm` as application/wasm. Stop it with Ctrl+C.
set -euo pipefail

port=${1:-8000}
[[ $port =~ ^[0-9]+$ ]] && [ "$port" -le 65535 ] || { echo "usage: scripts/serve-web.sh [PORT]" >&2; exit 2; }
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

npm_dir=${HDZ_NPM_DIR:-$root/target/npm}
package=$npm_dir/package
# The sources the package is built from; a newer one means the package is stale.
sources=(wasm game-core registry herr-der-ziegen ziegen-kriegen le-baron Cargo.toml Cargo.lock package-lock.json scripts/build-npm.sh)
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

exec python3 - "$site" "$port" <<'EOF'
import functools
import http.server
import sys

site, port = sys.argv[1], int(sys.argv[2])


class PageHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the page's files; every answer is revalidated, so an edited file shows at once."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".css": "text/css",
        ".json": "application/json",
    }

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):
        # Only failures are worth a line.
        if len(args) > 1 and str(args[1])[:1] in "45":
            super().log_message(format, *args)


try:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(PageHandler, directory=site))
except OSError as error:
    sys.exit(f"cannot serve on 127.0.0.1:{port} ({error.strerror}): give another port, scripts/serve-web.sh 8081")
print(f"Serving the page at http://127.0.0.1:{server.server_address[1]}/ (Ctrl+C stops it)", flush=True)
try:
    server.serve_forever()
except KeyboardInterrupt:
    pass
EOF
