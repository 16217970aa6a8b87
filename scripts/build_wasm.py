"""Trunk pre-build hook: build the app's WebAssembly in two parts, the first screen and the rest.

Trunk's own Rust pipeline runs cargo, wasm-bindgen and wasm-opt with nothing in between, and the
split has to happen between the first two, so this script runs the whole pipeline:

1. cargo builds the `cap` binary for wasm32, linked with `--emit-relocs`: the splitter needs the
   linker's relocations to see which function refers to which.
2. `wasm-split-cli` (crates.io: wasm_split_cli_support) cuts the module at the `#[lazy]` split
   point (`ui::other_screen`): everything only that function reaches — every screen but the games
   list, the engine behind them, the saved hand's parser — goes into a second module, plus a small
   `__wasm_split.js` that fetches and links it the first time it is called.
3. wasm-bindgen writes the JS glue for the main module. `--keep-lld-exports` keeps the functions
   and table the second module links against.
4. wasm-opt (binaryen from npm) shrinks both modules, as Trunk did with the whole one.

The result goes to `target/web/app/`, which index.html copies into the bundle (`copy-dir`);
`scripts/post_build.py` then names the directory by a hash of its files, so each build's files get
new addresses and a browser never mixes two builds.

Run by Trunk (`trunk build`), which sets TRUNK_PROFILE; by hand: `python3 scripts/build_wasm.py`.
CARGO_TARGET_DIR is honoured; CAP_NAMED_WASM=<dir> also writes copies that keep function names.
"""

import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# index.html copies this directory into the bundle.
OUT = os.path.join(ROOT, "target", "web", "app")
# ./bench builds into its own target directory.
CARGO_TARGET = os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")
WORK = os.path.join(CARGO_TARGET, "web-split")
TARGET = "wasm32-unknown-unknown"
# The same settings Trunk was given for the single module: size first, and no inlining of a big
# function into its one caller (the screen picker would swallow every screen, and the browser,
# which compiles a function when it is first called, would compile them all for the first one).
WASM_OPT = [
    "-Oz",
    "--one-caller-inline-max-function-size=100",
    "--strip-debug",
    "--strip-producers",
    "--enable-bulk-memory",
    "--enable-nontrapping-float-to-int",
]


def run(*command: str) -> None:
    print("build_wasm.py:", " ".join(command), flush=True)
    done = subprocess.run(command, cwd=ROOT)
    if done.returncode != 0:
        sys.exit(f"build_wasm.py: {command[0]} failed (exit {done.returncode})")


def main() -> int:
    release = os.environ.get("TRUNK_PROFILE", "release") == "release"
    profile = "wasm-release" if release else "dev"
    # `--emit-relocs` is a link flag, so it is given to the binary alone, not to every crate.
    run("cargo", "rustc", "--bin", "cap", "--target", TARGET, "--profile", profile, "--",
        "-Clink-args=--emit-relocs")
    linked = os.path.join(CARGO_TARGET, TARGET, "debug" if profile == "dev" else profile, "cap.wasm")

    for directory in (WORK, OUT):
        shutil.rmtree(directory, ignore_errors=True)
        os.makedirs(directory)
    run("wasm-split-cli", "--target", "web", "--out-name", "cap", linked, WORK)
    run(
        "wasm-bindgen", "--target", "web", "--keep-lld-exports", "--no-demangle", "--no-typescript",
        "--out-dir", OUT, "--out-name", "cap", os.path.join(WORK, "cap.wasm"),
    )
    parts = sorted(n for n in os.listdir(WORK) if n != "cap.wasm")
    if "__wasm_split.js" not in parts or not any(n.endswith(".wasm") for n in parts):
        sys.exit(f"build_wasm.py: wasm-split-cli wrote no second module (found {parts}); "
                 "is the #[lazy] split point still in src/ui/mod.rs?")
    for name in parts:
        shutil.copy(os.path.join(WORK, name), os.path.join(OUT, name))
    # ./bench asks for a copy of each module optimised the same way but with its function names
    # kept, for twiggy's breakdown of what the bytes are.
    named = os.environ.get("CAP_NAMED_WASM")
    if named:
        shutil.rmtree(named, ignore_errors=True)
        os.makedirs(named)
    if release:
        for name in sorted(os.listdir(OUT)):
            if name.endswith(".wasm"):
                path = os.path.join(OUT, name)
                if named:
                    keep = [flag for flag in WASM_OPT if not flag.startswith("--strip")]
                    run("wasm-opt", *keep, "-g", path, "-o", os.path.join(named, name))
                run("wasm-opt", *WASM_OPT, path, "-o", path)
    sizes = ", ".join(f"{n} {os.path.getsize(os.path.join(OUT, n)):,} B" for n in sorted(os.listdir(OUT)))
    print(f"build_wasm.py: wrote {sizes}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
