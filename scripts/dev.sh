#!/usr/bin/env bash
# make dev: the simulator on :8787 and the app (rebuilt on change) on :8080. Ctrl-C stops both.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

cargo build -q -p simulator
target/debug/simulator --port 8787 --bench &
simulator=$!
trap 'kill $simulator 2>/dev/null || true; wait $simulator 2>/dev/null || true' EXIT INT TERM

cat <<'INFO'

  App:        http://127.0.0.1:8080      (platform simulator: http://127.0.0.1:8787)

  Demo accounts (password demo1234 for all):
    ana@demo.test       tenant demo   job seeker with a full profile and credentials of every kind
    new@demo.test       tenant demo   job seeker without a profile yet (create mode)
    client@demo.test    tenant demo   client: two company profile forms
    lucia@latam.test    tenant latam  job seeker, Spanish, no credentials tab  (open /?tenant=latam)
    cliente@latam.test  tenant latam  client, Spanish                          (open /?tenant=latam)
    bench@bench1000.test tenant bench1000  client with a 1,000-field form    (open /?tenant=bench1000)
  One-time codes "e-mailed" by the simulator: http://127.0.0.1:8787/__sim/outbox?email=ana@demo.test

  Ctrl-C stops both servers.

INFO
trunk serve --port 8080
