#!/usr/bin/env bash
# make dev: the simulator on :8787 and the app (rebuilt on change) on :8080. Ctrl-C stops both.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

cargo build -q -p simulator
target/debug/simulator --port 8787 --bench &
simulator=$!
trap 'kill $simulator 2>/dev/null || true; wait $simulator 2>/dev/null || true' EXIT INT TERM

# The demo accounts come from the simulator's seed (end2end/simulator/seed.json), where they are
# written once.
accounts=$(target/debug/simulator --bench --demo-accounts http://127.0.0.1:8080)
cat <<INFO

  App:        http://127.0.0.1:8080      (platform simulator: http://127.0.0.1:8787)

  Demo accounts (from end2end/simulator/seed.json):
$accounts
  One-time codes "e-mailed" by the simulator: http://127.0.0.1:8787/__sim/outbox?email=ana@demo.test

  Ctrl-C stops both servers.

INFO
trunk serve --port 8080
