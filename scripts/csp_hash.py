"""Trunk post-build hook: allow Trunk's inline loader script by hash in the page's CSP.

Trunk writes a small inline `<script type="module">` that loads the wasm. A strict policy
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
        print("csp_hash.py: TRUNK_STAGING_DIR is not set (run it as a Trunk hook)", file=sys.stderr)
        return 1
    path = os.path.join(staging, "index.html")
    with open(path, encoding="utf-8") as f:
        html = f.read()
    if PLACEHOLDER not in html:
        print(f"csp_hash.py: {path} has no {PLACEHOLDER} in its CSP", file=sys.stderr)
        return 1
    scripts = re.findall(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", html, flags=re.S)
    scripts = [s for s in scripts if s.strip()]
    if not scripts:
        print(f"csp_hash.py: {path} has no inline script to allow", file=sys.stderr)
        return 1
    hashes = " ".join(
        "'sha256-" + base64.b64encode(hashlib.sha256(s.encode("utf-8")).digest()).decode() + "'"
        for s in scripts
    )
    with open(path, "w", encoding="utf-8") as f:
        f.write(html.replace(PLACEHOLDER, hashes))
    print(f"csp_hash.py: allowed {len(scripts)} inline script(s) by hash")
    return 0


if __name__ == "__main__":
    sys.exit(main())
