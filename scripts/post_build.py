"""Trunk post-build hook: finish the bundle in Trunk's staging directory.

1. Join the stylesheets into one file (below).
2. Name the directory of the app's WebAssembly and JS (`app/`, built by build_wasm.py) after a
   hash of its files, so that every build's files have new addresses (below).
3. Allow the inline loader script by hash in the page's CSP (below).
4. Write the service worker, sw.js, listing this build's files so the app works offline.

The styles are kept in several files by topic, and Trunk links each one; a phone then fetches and
parses them one at a time before the app can start, so they are shipped as one file, in the
order index.html links them.


index.html has a small inline `<script type="module">` that loads the wasm. A strict policy
(`script-src 'self'`) would block it, and its text changes with every build (it names the hashed
files), so after each build we hash it and put that hash where index.html has the placeholder.
Fails loudly if the page has no placeholder or no inline script, so a broken page never ships.
"""

import base64
import hashlib
import os
import re
import sys

PLACEHOLDER = "'sha256-CSP-INLINE-HASH'"


def main() -> int:
    staging = os.environ.get("TRUNK_STAGING_DIR")
    if not staging:
        print("post_build.py: TRUNK_STAGING_DIR is not set (run it as a Trunk hook)", file=sys.stderr)
        return 1
    path = os.path.join(staging, "index.html")
    with open(path, encoding="utf-8") as f:
        html = f.read()
    html = join_stylesheets(staging, html)
    html = name_by_hash(staging, html)
    if html is None:
        return 1
    # The `data-trunk-skip` link only tells Trunk not to build the crate itself.
    html = re.sub(r"<link\b[^>]*\bdata-trunk-skip\b[^>]*>", "", html)
    if PLACEHOLDER not in html:
        print(f"post_build.py: {path} has no {PLACEHOLDER} in its CSP", file=sys.stderr)
        return 1
    scripts = re.findall(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", html, flags=re.S)
    scripts = [s for s in scripts if s.strip()]
    if not scripts:
        print(f"post_build.py: {path} has no inline script to allow", file=sys.stderr)
        return 1
    hashes = " ".join(
        "'sha256-" + base64.b64encode(hashlib.sha256(s.encode("utf-8")).digest()).decode() + "'"
        for s in scripts
    )
    with open(path, "w", encoding="utf-8") as f:
        f.write(html.replace(PLACEHOLDER, hashes))
    print(f"post_build.py: allowed {len(scripts)} inline script(s) by hash")
    write_service_worker(staging)
    return 0


def join_stylesheets(staging: str, html: str) -> str:
    """Replaces the page's stylesheet links with one link to their contents joined, in order."""
    links = re.findall(r"<link\b[^>]*\brel=\"?stylesheet\"?[^>]*>", html)
    hrefs = [re.search(r"\bhref=\"?([^\s\">]+)", link) for link in links]
    if len(links) < 2 or not all(hrefs):
        return html
    names = [h.group(1).lstrip("/") for h in hrefs]
    css = b""
    for name in names:
        with open(os.path.join(staging, name), "rb") as f:
            css += f.read().rstrip() + b"\n"
    joined = f"style-{hashlib.sha256(css).hexdigest()[:16]}.css"
    with open(os.path.join(staging, joined), "wb") as f:
        f.write(css)
    for name in names:
        os.remove(os.path.join(staging, name))
    integrity = "sha384-" + base64.b64encode(hashlib.sha384(css).digest()).decode()
    base = hrefs[0].group(1)[: -len(names[0])]
    html = html.replace(links[0], f'<link href="{base}{joined}" integrity="{integrity}" rel="stylesheet">', 1)
    for link in links[1:]:
        html = html.replace(link, "", 1)
    print(f"post_build.py: joined {len(names)} stylesheets into {joined}")
    return html


def name_by_hash(staging: str, html: str):
    """Renames `app/` to `app-<hash of its files>/` and the page's references to it."""
    folder = os.path.join(staging, "app")
    if not os.path.isdir(folder) or "./app/" not in html:
        print(f"post_build.py: no app/ directory or no reference to it in index.html", file=sys.stderr)
        return None
    digest = hashlib.sha256()
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), "rb") as f:
            digest.update(name.encode() + b"\0" + f.read())
    hashed = f"app-{digest.hexdigest()[:16]}"
    os.rename(folder, os.path.join(staging, hashed))
    print(f"post_build.py: app/ is {hashed}/")
    return html.replace("./app/", f"./{hashed}/")


def write_service_worker(staging: str) -> None:
    """sw.js precaches every file of the build; its version is a hash of their names and bytes."""
    import json

    files = []
    digest = hashlib.sha256()
    names = []
    for top, dirs, found in os.walk(staging):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        names += [os.path.relpath(os.path.join(top, n), staging) for n in found if not n.startswith(".")]
    for name in sorted(n.replace(os.sep, "/") for n in names):
        path = os.path.join(staging, name)
        if name == "sw.js":
            continue
        files.append("./" if name == "index.html" else f"./{name}")
        with open(path, "rb") as f:
            digest.update(name.encode() + f.read())
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "sw_template.js"), encoding="utf-8") as f:
        template = f.read()
    sw = template.replace("__VERSION__", digest.hexdigest()[:16]).replace("__FILES__", json.dumps(files))
    with open(os.path.join(staging, "sw.js"), "w", encoding="utf-8") as f:
        f.write(sw)
    print(f"post_build.py: sw.js precaches {len(files)} files")


if __name__ == "__main__":
    sys.exit(main())
