# Shared set-up for ./run, ./test and ./bench: install whatever is missing, skip what is there.
# Sourced, not run. Every tool comes from a package registry (crates.io, npm, Debian); nothing
# downloads a prebuilt binary, and Trunk runs offline with exactly these tools.

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TRUNK_VERSION="0.22.1"
# wasm-bindgen-cli must equal the wasm-bindgen pinned in Cargo.toml, or the page will not load.
WASM_BINDGEN_VERSION="$(sed -n 's/^wasm-bindgen = "=\([0-9.]*\)".*/\1/p' "$ROOT/Cargo.toml")"
# Cuts the app's wasm at its `#[lazy]` split point (scripts/build_wasm.py). Its format must match
# the wasm_split_helpers 0.2 that Leptos 0.8 builds into the app (see Cargo.lock).
WASM_SPLIT_VERSION="0.2.4"
export PATH="$ROOT/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Runs a command as root: directly when we are root, through sudo otherwise.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

ensure_wasm_target() {
  if rustup target list --installed | grep -qx wasm32-unknown-unknown; then return; fi
  say "Adding the wasm32-unknown-unknown target (rustup)"
  rustup target add wasm32-unknown-unknown || true
  rustup target list --installed | grep -qx wasm32-unknown-unknown \
    || die "the wasm32-unknown-unknown target could not be installed; run 'rustup target add wasm32-unknown-unknown' by hand and try again"
}

ensure_npm_tools() {
  # npm ci is ~3 s; skip it when node_modules already matches the lockfile.
  if [ -x "$ROOT/node_modules/.bin/wasm-opt" ] && [ -f "$ROOT/node_modules/playwright-core/package.json" ] \
    && [ "$ROOT/node_modules/.package-lock.json" -nt "$ROOT/package-lock.json" ]; then
    return
  fi
  say "Installing npm tools (binaryen's wasm-opt, playwright-core) from the lockfile"
  (cd "$ROOT" && npm ci --no-audit --no-fund --loglevel=error)
  wasm-opt --version | grep -q 'version 132' || die "wasm-opt is not binaryen 132 from npm: $(command -v wasm-opt)"
}

# cargo install <crate> <version> [flags...], unless that exact version is already on PATH.
ensure_cargo_tool() {
  local bin="$1" crate="$2" version="$3"; shift 3
  if command -v "$bin" >/dev/null && "$bin" --version 2>/dev/null | grep -q " $version\b"; then return; fi
  say "Installing $crate $version with cargo (a cold install takes 7-20 minutes)"
  cargo install "$crate" --version "$version" "$@"
}

ensure_build_tools() {
  ensure_wasm_target
  ensure_npm_tools
  # Trunk's own LTO doubles its build time for no benefit to us; 0.22 declares a newer
  # rust-version than the machine's 1.95, but builds and works with it.
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    ensure_cargo_tool trunk trunk "$TRUNK_VERSION" --locked --ignore-rust-version
  # Not --locked: its lockfile wants a crate version the registry does not serve.
  ensure_cargo_tool wasm-bindgen wasm-bindgen-cli "$WASM_BINDGEN_VERSION"
  # wasm-split-cli prints no version; cargo's install list says which one is there.
  if ! command -v wasm-split-cli >/dev/null \
    || ! cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
    say "Installing wasm_split_cli_support $WASM_SPLIT_VERSION with cargo (about 2 minutes)"
    cargo install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --locked --features build-binary
  fi
}

ensure_test_tools() {
  ensure_build_tools
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    say "Installing Debian's chromium and chromium-driver"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
  fi
}

build_release() {
  say "Building the release bundle into dist/"
  (cd "$ROOT" && trunk build --release --offline)
}
