#!/usr/bin/env bash
# What the offline builds read (Trunk runs cargo with --offline) and a guard that names what is
# missing, so a machine without them fails in seconds instead of after 15 minutes of compiling.
#
#   scripts/offline-inputs.sh check          # exit 1 with a list of what is missing, 0 otherwise
#   scripts/offline-inputs.sh std-manifest   # prints the nightly standard library's Cargo.toml
#
# scripts/bootstrap.sh fetches them all; scripts/test.sh runs the check before anything else.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/release-toolchain.sh
export PATH="$HOME/.cargo/bin:$PATH"

std_manifest() {
  local sysroot
  sysroot=$(rustc "+$RELEASE_TOOLCHAIN" --print sysroot 2>/dev/null) || return 1
  echo "$sysroot/lib/rustlib/src/rust/library/Cargo.toml"
}

missing=()
# `cargo fetch --offline` succeeds only when every crate of the lock file is in the local registry;
# on failure cargo names the first crate it could not find, which is kept for the message.
#   fetch_offline DESCRIPTION TOOLCHAIN [cargo fetch options]   (TOOLCHAIN: +name, or "" for the default)
fetch_offline() {
  local what=$1 toolchain=$2
  shift 2
  local out
  if ! out=$(cargo ${toolchain:+"$toolchain"} fetch --offline --locked "$@" 2>&1); then
    missing+=("$what: $(grep -m1 -E 'error|no matching package' <<<"$out" || echo "$out" | head -n1)")
  fi
}

check() {
  fetch_offline "the workspace's crates (Cargo.lock)" ""
  local manifest
  if ! manifest=$(std_manifest) || [ ! -f "$manifest" ]; then
    missing+=("the $RELEASE_TOOLCHAIN toolchain with rust-src (the release build's standard library)")
  else
    fetch_offline "the $RELEASE_TOOLCHAIN standard library's crates (-Zbuild-std)" \
      "+$RELEASE_TOOLCHAIN" --manifest-path "$manifest"
  fi
  if [ ${#missing[@]} -gt 0 ]; then
    {
      echo "The offline builds cannot start: these inputs are not on this machine (CARGO_HOME=${CARGO_HOME:-$HOME/.cargo})."
      printf '  - %s\n' "${missing[@]}"
      echo "Run scripts/bootstrap.sh (make test and make dev run it first)."
    } >&2
    exit 1
  fi
  echo "offline build inputs: all present"
}

case "${1:-}" in
  check) check ;;
  std-manifest) std_manifest ;;
  *) echo "usage: $0 check | std-manifest" >&2; exit 2 ;;
esac
