#!/usr/bin/env bash
# A release build that keeps wasm function names, for CPU profiles that say which Rust function ran
# (the normal build strips them: `wasm-function[4540]`). Same opt-level, LTO and wasm-opt -Oz; only
# `strip = false`, wasm-bindgen --keep-debug and wasm-opt -g differ, so the wasm is ~1.7 MB, not
# ~1 MB: never measure its size, only where its time goes.
#
#   bench/profile-build.sh        # writes bench/results/dist-profile/ (a separate target dir: a full build)
#   BENCH_DIST=bench/results/dist-profile BENCH_SKIP_BUILD=1 scripts/bench.sh --runs 1 --fields 1000 --profile
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

out=bench/results/profile-build
mkdir -p "$out"
# index.html with the three changes; its paths point back at the repository root.
sed -e 's|data-bin="staffing-web"|data-bin="staffing-web" href="../../../Cargo.toml" data-keep-debug|' \
  -e 's|data-wasm-opt-params="|data-wasm-opt-params="-g |' \
  -e 's|href="style/|href="../../../style/|' \
  -e 's|href="public/|href="../../../public/|g' \
  index.html >"$out/index.html"
grep -q 'data-keep-debug' "$out/index.html" || { echo "profile-build: index.html has changed shape; update the sed above" >&2; exit 1; }

CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target}-profile" CARGO_PROFILE_RELEASE_STRIP=false \
  scripts/release-build.sh --dist bench/results/dist-profile "$out/index.html"
echo "profiling build in bench/results/dist-profile" >&2
