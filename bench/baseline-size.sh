#!/usr/bin/env bash
# The initial-load floor of this stack: builds bench/baseline-app (Leptos 0.8 CSR with the router, a
# sign-in form posting JSON with gloo-net, serde_json decoding, a resource; nothing of the product)
# with the app's release build (scripts/release-build.sh: pinned nightly, build-std, wasm-opt -Oz),
# the app's crate versions (the root Cargo.lock) and rustflags (.cargo/config.toml), and prints its
# wasm and JS sizes, brotli -q 11. A tool, not a test. A cold build takes 3-4 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
repo=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r bench/baseline-app/. "$work/"
cp Cargo.lock "$work/"
mkdir -p "$work/.cargo" && cp .cargo/config.toml "$work/.cargo/"
(cd "$work" && CARGO_TARGET_DIR="$repo/target-baseline" "$repo/scripts/release-build.sh" >"$work/build.log" 2>&1) ||
  { cat "$work/build.log" >&2; exit 1; }
total=0
for file in "$work"/dist/*.wasm "$work"/dist/*.js; do
  size=$(brotli -q 11 -c "$file" | wc -c)
  total=$((total + size))
  printf '%-40s raw %8d B  brotli %7d B\n' "$(basename "$file")" "$(stat -c %s "$file")" "$size"
done
awk -v total="$total" 'BEGIN { printf "baseline wasm + JS, brotli: %.1f KB\n", total / 1000 }'
