#!/usr/bin/env bash
# Compares two builds back to back. This machine's speed drifts by 30-50% within a day, more than
# most changes move a figure, so two `make bench` runs taken at different times cannot compare two
# builds. This runs the benchmark on build A, then B, then A again..., ROUNDS times each, and prints
# the median of the rounds for the render, typing and sign-in figures; the same for the 1,000-field
# form of every kind (on unless --no-mixed); and, when the runs include the 5,000-field form (on
# unless --no-large), its render, typing, Save with every required field empty and typing with the
# errors shown.
#
#   bench/ab.sh DIST_A DIST_B [ROUNDS] [-- bench.mjs options]     # default: 4 rounds, --fields 1000 --runs 5
#
# The peer (react-jsonschema-form) is left out (--no-peer is always added): it is the same in A and B.
# So is the same-origin row (--no-same-origin), which would only repeat N = 10 with a slower API,
# and the slow first visit (--no-slow), which compares this app with the peer, not two builds,
# and the accessibility tree's check at N = 5,000 (--no-accessibility-tree): a check, not a figure.
#
# DIST_A and DIST_B are built app directories, e.g. from `scripts/release-build.sh --dist /tmp/a`.
# The simulator must be built (cargo build -p simulator). Environment: as scripts/bench.sh
# (BENCH_SIM_PORT, BENCH_APP_PORT, CARGO_TARGET_DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { sed -n '2,19p' "$0" >&2; exit 2; }
a=$1 b=$2
shift 2
rounds=4
if [ $# -gt 0 ] && [ "$1" != "--" ]; then rounds=$1; shift; fi
[ "${1:-}" = "--" ] && shift
options=("$@")
[ ${#options[@]} -gt 0 ] || options=(--fields 1000 --runs 5)
options+=(--no-peer --no-same-origin --no-slow --no-accessibility-tree)
for dist in "$a" "$b"; do
  [ -f "$dist/index.html" ] || { echo "ab: $dist/index.html is missing" >&2; exit 1; }
done

# AB_KEEP=DIR keeps each run's JSON there (to read a figure this summary leaves out).
out=${AB_KEEP:-$(mktemp -d)}
mkdir -p "$out"
[ -n "${AB_KEEP:-}" ] || trap 'rm -rf "$out"' EXIT
for round in $(seq 1 "$rounds"); do
  for side in A B; do
    dist=$a
    [ "$side" = B ] && dist=$b
    printf 'round %s/%s, %s (%s)\n' "$round" "$rounds" "$side" "$dist" >&2
    BENCH_DIST="$dist" BENCH_SKIP_BUILD=1 scripts/bench.sh "${options[@]}" --out "$out/$side-$round.json" >/dev/null
  done
done

node - "$out" "$rounds" "$a" "$b" <<'JS'
const fs = require('fs');
const [dir, rounds, a, b] = process.argv.slice(2);
const median = (xs) => {
  const v = xs.filter((x) => Number.isFinite(x)).sort((p, q) => p - q);
  if (!v.length) return NaN;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const load = (side, r) => JSON.parse(fs.readFileSync(`${dir}/${side}-${r}.json`, 'utf8')).medians;
const sizes = Object.keys(load('A', 1).by_fields);
const figures = [
  ['sign-in ready (ms)', (m) => m.sign_in_ready_ms],
  ['job seeker landing (ms)', (m) => m.jobseeker?.landing_ms ?? NaN],
  ['job seeker click → sign_in (ms)', (m) => m.jobseeker?.click_to_request_ms ?? NaN],
  ...sizes.flatMap((n) => [
    [`N=${n} sign_in → controls (ms)`, (m) => m.by_fields[n].landing_ms ?? NaN],
    [`N=${n} … the app's own time (ms)`, (m) => m.by_fields[n].landing_app_own_ms ?? NaN],
    [`N=${n} … → get_client_profile sent (ms)`, (m) => m.by_fields[n].landing_phases?.to_profile_request_ms ?? NaN],
    [`N=${n} click → sign_in (ms)`, (m) => m.by_fields[n].click_to_request_ms ?? NaN],
    [`N=${n} render → next frame (ms)`, (m) => m.by_fields[n].render_ms],
    [`N=${n} render → painted (ms)`, (m) => m.by_fields[n].render_painted_ms],
    [`N=${n} every select complete (ms)`, (m) => m.by_fields[n].lists_ms ?? NaN],
    [`N=${n} browser floor (ms)`, (m) => m.by_fields[n].floor_ms],
    [`N=${n} typing p75 (ms)`, (m) => m.by_fields[n].typing_next_frame_p75_ms],
    [`N=${n} typing → painted p75 (ms)`, (m) => m.by_fields[n].typing_painted_p75_ms],
    [`N=${n} 20-key burst (ms)`, (m) => m.by_fields[n].burst_total_ms],
  ]),
  ...(load('A', 1).mixed
    ? [
        ['every kind N=1000 render → next frame (ms)', (m) => m.mixed?.render_ms ?? NaN],
        ['every kind N=1000 render → painted (ms)', (m) => m.mixed?.render_painted_ms ?? NaN],
        ['every kind N=1000 typing p75 (ms)', (m) => m.mixed?.typing_next_frame_p75_ms ?? NaN],
      ]
    : []),
  ...(load('A', 1).large
    ? [
        ['N=5000 render → next frame (ms)', (m) => m.large?.render_ms ?? NaN],
        ['N=5000 typing p75 (ms)', (m) => m.large?.typing_next_frame_p75_ms ?? NaN],
        ['N=5000 Save click → next frame (ms)', (m) => m.large?.save_next_frame_ms ?? NaN],
        ['N=5000 Save click → painted (ms)', (m) => m.large?.save_painted_ms ?? NaN],
        ['N=5000 typing p75, errors (ms)', (m) => m.large?.typing_after_errors_next_frame_p75_ms ?? NaN],
      ]
    : []),
];
console.log(`A = ${a}\nB = ${b}\n${rounds} rounds, alternating; each value is one bench run's median\n`);
for (const [name, get] of figures) {
  const per = (side) => Array.from({ length: Number(rounds) }, (_, i) => get(load(side, i + 1)));
  const [va, vb] = [per('A'), per('B')];
  const [ma, mb] = [median(va), median(vb)];
  const fmt = (xs) => xs.map((x) => (Number.isFinite(x) ? x.toFixed(1) : '-')).join(', ');
  console.log(`${name.padEnd(32)} A ${ma.toFixed(1).padStart(7)} [${fmt(va)}]`);
  console.log(`${''.padEnd(32)} B ${mb.toFixed(1).padStart(7)} [${fmt(vb)}]  B/A ${(mb / ma).toFixed(2)}`);
}
JS
