"""Serve a built bundle as static files with the right MIME types (wasm, webmanifest).

Kept tiny on purpose: the app is static and needs no server logic. Used by ./run.
"""

import argparse
import functools
import http.server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bind", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("directory")
    args = parser.parse_args()

    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=args.directory)
    handler.func.extensions_map.update(
        {".wasm": "application/wasm", ".webmanifest": "application/manifest+json", ".js": "text/javascript"}
    )
    server = http.server.ThreadingHTTPServer((args.bind, args.port), handler)
    print(f"Serving {args.directory} on http://{args.bind}:{args.port}/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
