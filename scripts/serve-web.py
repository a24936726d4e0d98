"""Serves a folder on 127.0.0.1 for the page (scripts/serve-web.sh lays the page and the npm
package out in it and runs this), `.wasm` as application/wasm, every answer revalidated so that
an edited file shows at once; prints the address on its first line:

    python3 scripts/serve-web.py SITE PORT      # PORT 0 takes a free one

Stop it with Ctrl+C."""

from __future__ import annotations

import functools
import http.server
import sys
from typing import Any


class PageHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the page's files; every answer is revalidated, so an edited file shows at once."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".css": "text/css",
        ".json": "application/json",
    }

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        # Only failures are worth a line.
        if len(args) > 1 and str(args[1])[:1] in "45":
            super().log_message(format, *args)


def main() -> None:
    if len(sys.argv) != 3 or not sys.argv[2].isdigit():
        sys.exit("usage: python3 scripts/serve-web.py SITE PORT")
    site, port = sys.argv[1], int(sys.argv[2])
    try:
        server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(PageHandler, directory=site))
    except OSError as error:
        sys.exit(f"cannot serve on 127.0.0.1:{port} ({error.strerror}): give another port, scripts/serve-web.sh 8081")
    print(f"Serving the page at http://127.0.0.1:{server.server_address[1]}/ (Ctrl+C stops it)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
