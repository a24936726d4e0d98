#!/usr/bin/env bash
# Serves the page web/ (play any game against the bots) with the npm package on 127.0.0.1 and
# prints its address:
#
#   scripts/serve-web.sh [PORT]       # default 8000; 0 takes a free port
#
# scripts/web-site.sh builds the npm package when it is missing or stale and lays the page and
# the package side by side in target/web-site (the page's files at the top, the package in pkg/).
# Python's own HTTP server serves them, with `.wasm` as application/wasm. Stop it with Ctrl+C.
set -euo pipefail

port=${1:-8000}
[[ $port =~ ^[0-9]+$ ]] && [ "$port" -le 65535 ] || { echo "usage: scripts/serve-web.sh [PORT]" >&2; exit 2; }
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

site=$(bash scripts/web-site.sh)

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
