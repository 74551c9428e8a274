#!/usr/bin/env bash
# make bench: builds the release app and the simulator, and the peer (react-jsonschema-form, from
# ../shared/peer-rjsf) when its sources changed, serves them on ports of their own (the bench tenants
# included), runs bench/bench.mjs against them, and stops the simulator. Not part of make test (its
# smoke run is).
#
#   scripts/bench.sh [bench.mjs options: --smoke, --runs N, --fields 10,100,1000, --no-mixed, --no-large,
#                     --vsync, --profile, --trace, --out FILE, --no-peer, --floor, --no-jobseeker, --no-slow,
#                     --slow-only, --slow-runs N, --no-accessibility-tree]
#   scripts/bench.sh --second-landing [--fields 10,100 --runs N]   (bench/second-landing.mjs instead)
#
# Environment: BENCH_SIM_PORT (18797), BENCH_APP_PORT (18090), BENCH_PEER_PORT (18096: the peer's
# static server), BENCH_SKIP_BUILD=1 to use the dist/ and simulator already built (the peer is still
# built if its sources changed, else reused), BENCH_DIST (dist) to serve another build (such as
# bench/profile-build.sh's), BENCH_PEER_SRC (the peer's sources; default ../shared/peer-rjsf beside
# the checkout, or beside the main checkout for a git worktree), CARGO_TARGET_DIR as for cargo (the
# peer is built in $CARGO_TARGET_DIR/peer-rjsf), BENCH_SIM_LATENCY=MS to hold every API answer
# (preflights too) back by MS, as a remote platform would (default 0: loopback).
# The same-origin row (bench/README.md): a second simulator whose answers are held back by
# BENCH_SAME_ORIGIN_LATENCY (100) ms, on BENCH_SAME_ORIGIN_SIM_PORT (18799, its API) and
# BENCH_SAME_ORIGIN_APP_PORT (18094, the app with config.json naming /platform), behind bench.mjs's
# proxy on BENCH_SAME_ORIGIN_PORT (18095); --no-same-origin leaves it out.
# The slow first visit (bench/README.md): bench.mjs serves each app compressed, ours on
# BENCH_SLOW_APP_PORT (18092, a proxy in front of the simulator's app listener), the peer on
# BENCH_SLOW_PEER_PORT (18093); --no-slow leaves it out, --slow-only runs it alone.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

sim_port=${BENCH_SIM_PORT:-18797}
app_port=${BENCH_APP_PORT:-18090}
peer_port=${BENCH_PEER_PORT:-18096}
so_sim_port=${BENCH_SAME_ORIGIN_SIM_PORT:-18799}
so_app_port=${BENCH_SAME_ORIGIN_APP_PORT:-18094}
so_port=${BENCH_SAME_ORIGIN_PORT:-18095}
so_latency=${BENCH_SAME_ORIGIN_LATENCY:-100}
slow_app_port=${BENCH_SLOW_APP_PORT:-18092}
slow_peer_port=${BENCH_SLOW_PEER_PORT:-18093}
export BENCH_SAME_ORIGIN_PORT=$so_port BENCH_SLOW_APP_PORT=$slow_app_port BENCH_SLOW_PEER_PORT=$slow_peer_port
dist=${BENCH_DIST:-dist}
target_dir=${CARGO_TARGET_DIR:-target}
simulator="$target_dir/debug/simulator"

with_peer=1
with_floor=
with_same_origin=1
with_slow=1
second_landing=
for arg in "$@"; do
  # The second landing in one page against the peer's first (bench/second-landing.mjs), alone.
  [ "$arg" = --second-landing ] && second_landing=1 && with_same_origin= && with_slow=
  [ "$arg" = --no-peer ] && with_peer=
  # The floor page (bench/floor) in the peer's place: nothing to build.
  [ "$arg" = --floor ] && with_floor=1 && with_slow=
  [ "$arg" = --no-same-origin ] && with_same_origin=
  [ "$arg" = --no-slow ] && with_slow=
  # The slow first visit alone needs neither the same-origin simulator nor the peer's plain server.
  [ "$arg" = --slow-only ] && with_same_origin=
done

# The peer: its sources are read-only and shared, so they are copied into a build folder of ours
# ($target_dir/peer-rjsf, ignored by git), installed from its package-lock with `npm ci` (the npm
# registry only) and built with Vite. Both steps are skipped when already current: the install is
# stamped with the lock file (as scripts/bootstrap.sh's npm_ci), the build with a hash of the sources.
peer_source() {
  if [ -n "${BENCH_PEER_SRC:-}" ]; then
    echo "$BENCH_PEER_SRC"
    return
  fi
  local common
  common=$(git rev-parse --path-format=absolute --git-common-dir 2>/dev/null || true)
  for candidate in ../shared/peer-rjsf ${common:+"$(dirname "$common")/../shared/peer-rjsf"}; do
    if [ -f "$candidate/package-lock.json" ]; then
      (cd "$candidate" && pwd)
      return
    fi
  done
}

build_peer() {
  local src build files hash
  src=$(peer_source)
  if [ -z "$src" ] || [ ! -f "$src/package-lock.json" ] || [ ! -f "$src/vite.config.mjs" ]; then
    cat >&2 <<EOF
bench: the peer (react-jsonschema-form) is missing: expected its sources in ../shared/peer-rjsf
beside the checkout${BENCH_PEER_SRC:+ (BENCH_PEER_SRC=$BENCH_PEER_SRC)}, with package.json,
package-lock.json, vite.config.mjs, index.html and src/. Set BENCH_PEER_SRC to its folder, or run
with --no-peer to measure this app alone.
EOF
    exit 1
  fi
  build="$target_dir/peer-rjsf"
  files=$(cd "$src" && find package.json package-lock.json vite.config.mjs index.html src -type f | LC_ALL=C sort)
  # shellcheck disable=SC2086 # one file name per word
  hash=$(cd "$src" && sha256sum $files | sha256sum | cut -d' ' -f1)
  if [ -f "$build/dist/index.html" ] && [ "$(cat "$build/.built-from" 2>/dev/null)" = "$hash" ]; then
    return
  fi
  printf '== build: the peer (%s) into %s\n' "$src" "$build" >&2
  mkdir -p "$build"
  build=$(cd "$build" && pwd)
  # Copies of read-only files are read-only: remove the old copies first, make the new writable.
  (cd "$build" && rm -rf src index.html package.json package-lock.json vite.config.mjs)
  (cd "$src" && cp -R package.json package-lock.json vite.config.mjs index.html src "$build/")
  chmod -R u+w "$build/src" "$build/index.html" "$build/package.json" "$build/package-lock.json" "$build/vite.config.mjs"
  local stamp="$build/node_modules/.installed-lock"
  if [ ! -f "$stamp" ] || ! cmp -s "$src/package-lock.json" "$stamp"; then
    # The peer's lock file lacks rollup's optional packages for other platforms, so `npm ci` refuses
    # it ("not in sync"); then `npm install`, which keeps every version the lock pins (it only adds
    # those entries, to our copy of the lock).
    if ! (cd "$build" && npm ci --no-audit --no-fund --loglevel=silent 2>/dev/null); then
      echo "bench: npm ci refused the peer's lock file; npm install (the locked versions)" >&2
      (cd "$build" && npm install --no-audit --no-fund --loglevel=error) ||
        { echo "bench: installing the peer's packages failed (it needs the npm registry)" >&2; exit 1; }
    fi
    cp "$src/package-lock.json" "$stamp"
  fi
  (cd "$build" && npx --no-install vite build --config vite.config.mjs) ||
    { echo "bench: the peer's build failed" >&2; exit 1; }
  [ -f "$build/dist/index.html" ] || { echo "bench: the peer's build wrote no dist/index.html" >&2; exit 1; }
  echo "$hash" >"$build/.built-from"
}

if [ -z "${BENCH_SKIP_BUILD:-}" ]; then
  printf '== build: scripts/release-build.sh, simulator\n' >&2
  scripts/release-build.sh
  cargo build -q -p simulator
fi
[ -x "$simulator" ] || { echo "bench: $simulator is missing (cargo build -p simulator)" >&2; exit 1; }
[ -f "$dist/index.html" ] || { echo "bench: $dist/ is missing (scripts/release-build.sh)" >&2; exit 1; }
peer_args=(--no-peer)
if [ -n "$with_floor" ]; then
  peer_args=(--peer-port "$peer_port")
elif [ -n "$with_peer" ]; then
  build_peer
  peer_args=(--peer-dist "$target_dir/peer-rjsf/dist" --peer-port "$peer_port")
fi

for port in "$sim_port" "$app_port" ${with_peer:+"$peer_port"} ${with_same_origin:+"$so_sim_port" "$so_app_port" "$so_port"} \
  ${with_slow:+"$slow_app_port"} ${with_slow:+${with_peer:+"$slow_peer_port"}}; do
  if curl -s -o /dev/null --max-time 1 "http://127.0.0.1:$port/"; then
    echo "bench: port $port is already in use (set the BENCH_*_PORT variables above)" >&2
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
# The same-origin deployment's copy: the platform under the app's own origin, as the recipe's
# config.json says (deploy/nginx/platform-proxy.conf); bench.mjs's proxy forwards both prefixes.
node -e '
  const [from, to] = process.argv.slice(1);
  const config = JSON.parse(require("fs").readFileSync(from, "utf8"));
  Object.assign(config, { base_url: "/platform", app_url: "/platform-app" });
  require("fs").writeFileSync(to, JSON.stringify(config, null, 2));
' "$dist/config.json" "$work/config-same-origin.json"

"$simulator" --port "$sim_port" --bench --latency "${BENCH_SIM_LATENCY:-0}" --app-dir "$dist" --app-port "$app_port" --app-config "$work/config.json" \
  >"$work/simulator.log" 2>&1 &
sim_pid=$!
so_pid=
if [ -n "$with_same_origin" ]; then
  "$simulator" --port "$so_sim_port" --bench --latency "$so_latency" --app-dir "$dist" --app-port "$so_app_port" \
    --app-config "$work/config-same-origin.json" >"$work/simulator-same-origin.log" 2>&1 &
  so_pid=$!
fi
cleanup() {
  for pid in "$sim_pid" $so_pid; do
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

# wait_for PORT PID LOG: the simulator on PORT answers its health check.
wait_for() {
  for _ in $(seq 1 100); do
    curl -sf -o /dev/null "http://127.0.0.1:$1/__sim/health" && return
    kill -0 "$2" 2>/dev/null || { cat "$3" >&2; echo "bench: the simulator exited" >&2; exit 1; }
    sleep 0.1
  done
  curl -sf -o /dev/null "http://127.0.0.1:$1/__sim/health" || { echo "bench: the simulator is not answering" >&2; exit 1; }
}
wait_for "$sim_port" "$sim_pid" "$work/simulator.log"
same_origin_args=(--no-same-origin)
if [ -n "$with_same_origin" ]; then
  wait_for "$so_sim_port" "$so_pid" "$work/simulator-same-origin.log"
  same_origin_args=(--same-origin-app "http://127.0.0.1:$so_app_port" --same-origin-api "http://127.0.0.1:$so_sim_port"
    --same-origin-latency "$so_latency")
fi

if [ -n "$second_landing" ]; then
  tool_args=()
  for arg in "$@"; do [ "$arg" = --second-landing ] || tool_args+=("$arg"); done
  node bench/second-landing.mjs --app "http://127.0.0.1:$app_port" --api "http://127.0.0.1:$sim_port" \
    --peer-dist "$target_dir/peer-rjsf/dist" "${tool_args[@]}"
  exit 0
fi

# (--no-peer, when given, is among "$@" too: harmless twice.)
node bench/bench.mjs --app-url "http://127.0.0.1:$app_port" --api-url "http://127.0.0.1:$sim_port" \
  --dist "$dist" "${peer_args[@]}" "${same_origin_args[@]}" "$@"
