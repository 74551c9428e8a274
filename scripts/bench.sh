#!/usr/bin/env bash
# make bench: builds the release app and the simulator, serves both on ports of their own (the bench
# tenants included), runs bench/bench.mjs against them, and stops the simulator. Not part of make test.
#
#   scripts/bench.sh [bench.mjs options: --smoke, --runs N, --fields 10,100,1000, --vsync, --profile,
#                     --trace, --out FILE]
#
# Environment: BENCH_SIM_PORT (18797), BENCH_APP_PORT (18090), BENCH_SKIP_BUILD=1 to use the
# dist/ and simulator already built, BENCH_DIST (dist) to serve another build (such as
# bench/profile-build.sh's), CARGO_TARGET_DIR as for cargo.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

sim_port=${BENCH_SIM_PORT:-18797}
app_port=${BENCH_APP_PORT:-18090}
dist=${BENCH_DIST:-dist}
target_dir=${CARGO_TARGET_DIR:-target}
simulator="$target_dir/debug/simulator"

if [ -z "${BENCH_SKIP_BUILD:-}" ]; then
  printf '== build: scripts/release-build.sh, simulator\n' >&2
  scripts/release-build.sh
  cargo build -q -p simulator
fi
[ -x "$simulator" ] || { echo "bench: $simulator is missing (cargo build -p simulator)" >&2; exit 1; }
[ -f "$dist/index.html" ] || { echo "bench: $dist/ is missing (scripts/release-build.sh)" >&2; exit 1; }

for port in "$sim_port" "$app_port"; do
  if curl -s -o /dev/null --max-time 1 "http://127.0.0.1:$port/"; then
    echo "bench: port $port is already in use (set BENCH_SIM_PORT / BENCH_APP_PORT)" >&2
    exit 1
  fi
done

# The build's config.json points at the default API port; the app gets a copy pointing at ours.
work=$(mktemp -d)
# (Node, not jq: scripts/bootstrap.sh does not install jq.)
node -e '
  const [from, to, url] = process.argv.slice(1);
  const config = JSON.parse(require("fs").readFileSync(from, "utf8"));
  Object.assign(config, { base_url: url, app_url: url });
  require("fs").writeFileSync(to, JSON.stringify(config, null, 2));
' "$dist/config.json" "$work/config.json" "http://127.0.0.1:$sim_port"

"$simulator" --port "$sim_port" --bench --app-dir "$dist" --app-port "$app_port" --app-config "$work/config.json" \
  >"$work/simulator.log" 2>&1 &
sim_pid=$!
cleanup() {
  kill "$sim_pid" 2>/dev/null || true
  wait "$sim_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

for _ in $(seq 1 100); do
  curl -sf -o /dev/null "http://127.0.0.1:$sim_port/__sim/health" && break
  kill -0 "$sim_pid" 2>/dev/null || { cat "$work/simulator.log" >&2; echo "bench: the simulator exited" >&2; exit 1; }
  sleep 0.1
done
curl -sf -o /dev/null "http://127.0.0.1:$sim_port/__sim/health" || { echo "bench: the simulator is not answering" >&2; exit 1; }

node bench/bench.mjs --app-url "http://127.0.0.1:$app_port" --dist "$dist" "$@"
