#!/usr/bin/env bash
# Installs what the project needs, skipping what is already there at the right version. Only package
# registries (cargo, npm, apt) and rustup are used: nothing is downloaded from anywhere else.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
# wasm-bindgen-cli must match the wasm-bindgen crate in Cargo.lock exactly.
WASM_BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
export PATH="$HOME/.cargo/bin:$PATH"

step() { printf '\n== %s\n' "$*"; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

step "Rust target wasm32-unknown-unknown"
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi
for component in rustfmt clippy; do
  rustup component list --installed | grep -q "^$component" || rustup component add "$component"
done

source scripts/release-toolchain.sh
step "Rust $RELEASE_TOOLCHAIN for the release wasm (scripts/release-build.sh)"
if ! rustup run "$RELEASE_TOOLCHAIN" rustc --version >/dev/null 2>&1 \
  || ! rustup component list --toolchain "$RELEASE_TOOLCHAIN" --installed | grep -q '^rust-src' \
  || ! rustup target list --toolchain "$RELEASE_TOOLCHAIN" --installed | grep -qx wasm32-unknown-unknown; then
  rustup toolchain install "$RELEASE_TOOLCHAIN" --profile minimal -c rust-src -t wasm32-unknown-unknown
fi

# Trunk runs cargo with --offline (Trunk.toml), so everything its builds read must be in the local
# cargo registry before they start: the workspace's crates, and for the release build (-Zbuild-std)
# the pinned nightly standard library's own crates. `cargo fetch` takes seconds when they are there.
step "crates for the offline builds: the workspace's and the $RELEASE_TOOLCHAIN standard library's"
cargo fetch --locked
cargo "+$RELEASE_TOOLCHAIN" fetch --locked --manifest-path "$(scripts/offline-inputs.sh std-manifest)"

step "Debian packages: chromium, chromium-driver, nginx and its brotli_static module, brotli"
missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v chromedriver >/dev/null || missing+=(chromium-driver)
command -v nginx >/dev/null || missing+=(nginx-light)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
command -v brotli >/dev/null || missing+=(brotli)
if [ ${#missing[@]} -gt 0 ]; then
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

step "trunk $TRUNK_VERSION"
if [ "$(trunk --version 2>/dev/null || true)" != "trunk $TRUNK_VERSION" ]; then
  cargo install trunk --locked --version "$TRUNK_VERSION"
fi

step "wasm-bindgen-cli $WASM_BINDGEN_VERSION"
if [ "$(wasm-bindgen --version 2>/dev/null || true)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ] \
  || ! command -v wasm-bindgen-test-runner >/dev/null; then
  # --locked fails for this crate's published lock file, so it is left out.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

# npm ci only when package-lock.json changed since the last install.
npm_ci() {
  local dir=$1 stamp="$1/node_modules/.installed-lock"
  if [ ! -f "$stamp" ] || ! cmp -s "$dir/package-lock.json" "$stamp"; then
    (cd "$dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
    cp "$dir/package-lock.json" "$stamp"
  fi
}

step "npm: binaryen (wasm-opt 132), esbuild, google-libphonenumber"
npm_ci .
step "npm: Playwright (uses Debian's chromium; no browser download)"
npm_ci end2end

scripts/offline-inputs.sh check
step "tools ready"
