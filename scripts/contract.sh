#!/usr/bin/env bash
# make contract: tools/contract against the platform the environment names (docs/deployment.md).
#   scripts/contract.sh              CONTRACT_BASE_URL, CONTRACT_APP_URL, CONTRACT_API_KEY,
#                                    CONTRACT_EMAIL, CONTRACT_PASSWORD, CONTRACT_TENANT (and
#                                    optionally CONTRACT_APP_ORIGIN, CONTRACT_WRITE=1)
#   scripts/contract.sh --simulator  against a fresh local simulator, every check on (make test
#                                    runs this: the tool must find no difference there)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

if [ "${1:-}" != --simulator ]; then
  cargo build -q -p contract
  exec target/debug/contract
fi

cargo build -q -p contract -p simulator
dir=$(mktemp -d)
target/debug/simulator --port 0 >"$dir/out" 2>"$dir/err" &
simulator=$!
trap 'kill "$simulator" 2>/dev/null || true; wait "$simulator" 2>/dev/null || true; rm -rf "$dir"' EXIT
url=
for _ in $(seq 100); do
  url=$(sed -nE 's/^simulator listening on (http:\/\/[^ ]+)$/\1/p' "$dir/out")
  [ -n "$url" ] && break
  kill -0 "$simulator" 2>/dev/null || { cat "$dir/err" >&2; exit 1; }
  sleep 0.1
done
[ -n "$url" ] || { echo "contract.sh: the simulator did not start" >&2; exit 1; }

# The simulator's demo account; app_url on a path of its own, as a real second address would be.
CONTRACT_BASE_URL=$url CONTRACT_APP_URL=$url/app-url CONTRACT_API_KEY=demo-platform-key \
  CONTRACT_EMAIL=ana@demo.test CONTRACT_PASSWORD=demo1234 CONTRACT_TENANT=demo \
  CONTRACT_APP_ORIGIN=http://127.0.0.1:8080 CONTRACT_WRITE=1 \
  target/debug/contract
