#!/usr/bin/env bash
# Times `.ci/run` as on a new machine: a fresh clone of this repository's HEAD, `shared/` beside it,
# and a new HOME (so empty cargo and npm homes: no registry, no trunk, no wasm-bindgen-cli; no
# target/ or node_modules/). Kept from this machine: rustup's toolchains (RUSTUP_HOME) and the
# Debian packages. Run it with nothing else on the machine; the log is DIR/run.log.
#   scripts/cold-run.sh [DIR]   (default /tmp/cold-run; DIR is emptied first)
set -u
repo=$(cd "$(dirname "$0")/.." && pwd)
root=${1:-/tmp/cold-run}
rustup_home=${RUSTUP_HOME:-$HOME/.rustup}
rustup_bin=$(command -v rustup) || { echo "cold-run: rustup is not on PATH" >&2; exit 1; }
rm -rf "$root" && mkdir -p "$root/home/.cargo/bin"
for tool in cargo cargo-clippy cargo-fmt clippy-driver rustc rustdoc rustfmt rustup; do
  ln -s "$rustup_bin" "$root/home/.cargo/bin/$tool"
done
git clone -q "$repo" "$root/repo"
# The peer app and the API reference sit beside the checkout, as CI has them.
ln -s "$(cd "$repo/.." && pwd)/shared" "$root/shared"
cd "$root/repo"
start=$(date +%s)
env -i HOME="$root/home" RUSTUP_HOME="$rustup_home" \
  PATH="$root/home/.cargo/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
  TERM=dumb CI=true LANG=C.UTF-8 bash .ci/run > "$root/run.log" 2>&1
status=$?
echo "exit $status after $(( $(date +%s) - start )) s" | tee -a "$root/run.log"
exit "$status"
