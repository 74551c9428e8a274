#!/usr/bin/env bash
# The release build of the app: `trunk build --release` with a pinned nightly Rust that rebuilds the
# standard library for size. Everything else (fmt, clippy, unit and component tests, `make dev`'s
# debug build) stays on stable. Why, and what it costs: docs/performance.md#nightly-release-build.
#
#   scripts/release-build.sh [more trunk build options]     # writes dist/ like `trunk build --release`
#
# What the nightly adds, only for this build:
# - `panic = "immediate-abort"` with std rebuilt (-Zbuild-std): a panic traps at once, so no panic
#   message formatting or location strings are compiled in. `src/panic.rs` still shows the crash
#   screen (it listens for the trap); the panic message is only printed by debug builds.
# - std's `optimize_for_size` feature (smaller variants of sort and friends).
# - `-Zlocation-detail=none` and `-Zfmt-debug=none`: no source paths, and `{:?}` prints nothing. The
#   app shows no Debug output to users (tests, which use it, run on stable).
# Plain `trunk build --release` still works, on stable, with a larger wasm.
set -euo pipefail
source "$(dirname "$0")/release-toolchain.sh"

export RUSTUP_TOOLCHAIN="$RELEASE_TOOLCHAIN"
export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
export CARGO_UNSTABLE_BUILD_STD_FEATURES=optimize_for_size
export CARGO_UNSTABLE_PANIC_IMMEDIATE_ABORT=true
export CARGO_PROFILE_RELEASE_PANIC=immediate-abort
# Added to `.cargo/config.toml`'s target rustflags (cargo merges the two lists).
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zlocation-detail=none -Zfmt-debug=none"
exec trunk build --release "$@"
