#!/usr/bin/env bash
# make test: every suite, in order; stops at the first failure and exits non-zero.
# Ends with one line "N passed, M failed" summing the test counts of all suites.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

logs=target/test-logs
rm -rf "$logs" && mkdir -p "$logs"
started=$(date +%s)

run() {
  local name=$1
  shift
  printf '\n== %s\n' "$name"
  local t0=$(date +%s)
  if ! "$@" 2>&1 | tee "$logs/$name.log"; then
    printf '\nFAILED: %s\n0 passed, 1 failed\n' "$name"
    exit 1
  fi
  printf -- '-- %s: %ss\n' "$name" $(( $(date +%s) - t0 ))
}

# Before any compiling: the offline builds' inputs are all here (the release build would otherwise
# fail after everything else had run).
run offline-inputs scripts/offline-inputs.sh check
# The guard itself must be able to fail: on a cargo home with an empty registry it has to.
run offline-inputs-guard bash -c 'empty=$(mktemp -d) && ! CARGO_HOME=$empty scripts/offline-inputs.sh check; status=$?; rm -rf "$empty"; exit $status'
# The README keeps to 1,200 words and its paths exist; CONTRIBUTING.md's paths exist and each row of
# its table has a command that runs the tests the row names; it also shows that it can fail.
run readme scripts/check-readme.sh
# The docs' paths and links to sections exist, and docs/testing.md lists these steps; it also shows
# that it can fail.
run docs scripts/check-docs.sh
# The phone numbering plans and the oracle's vectors are what the pinned google-libphonenumber gives.
run phone-plans node scripts/phone-plans.mjs --check
# The release build's post-processing of wasm-bindgen's output: what it renames and drops still links and runs.
run build-scripts node --test scripts/wasm-bindgen-slim.test.mjs
# The benchmark stays modules of readable functions: none over 80 lines (it also shows it can fail).
run bench-function-length node bench/check-function-length.mjs
run rustfmt cargo fmt --all --check
run clippy-app cargo clippy -p staffing-web -p dynamic-form -p text-rules -p browser-timing --target wasm32-unknown-unknown --all-targets -- -D warnings
# The crates' native-only tests (property tests, the native numbering plans) are not on the wasm target.
run clippy-crates cargo clippy -p dynamic-form -p text-rules --all-targets -- -D warnings
run clippy-simulator cargo clippy -p simulator --all-targets -- -D warnings
run clippy-contract cargo clippy -p contract --all-targets -- -D warnings
run unit cargo test -p staffing-web --lib
# The workspace's crates: the rules for typed text, and the client form renderer's kinds, model and markup.
run crates cargo test -p text-rules -p dynamic-form
run simulator cargo test -p simulator
# make contract's tool: its own tests (a planted difference is reported, nothing secret is printed),
# then the tool itself against the simulator, where it must find no difference.
run contract-tests cargo test -p contract
run contract scripts/contract.sh --simulator
run wasm-components cargo test -p staffing-web --target wasm32-unknown-unknown --test browser
run form-components cargo test -p dynamic-form --target wasm32-unknown-unknown --test browser
# The crate's example app (a kind, a control and a message of its own) builds for the browser; the
# component test above mounts and drives it.
run form-example cargo build -p dynamic-form --example postcode --target wasm32-unknown-unknown
run build scripts/release-build.sh
# The cap on the first download (wasm + JS + CSS, brotli), and a check that the guard can fail.
run first-download node scripts/check-first-download.mjs dist
run first-download-guard bash -c '! node scripts/check-first-download.mjs --cap 1 dist'
run build-simulator cargo build -p simulator
# Playwright only strips the specs' types, so this is what catches a type error in them (tsc prints nothing when clean).
run playwright-types bash -c 'cd end2end && npx --no-install tsc -p tsconfig.json'
# The benchmark's two smokes run one after the other beside Playwright, in the background, on ports
# of their own: like Playwright, they mostly wait on timers, the network and the browser. Their
# output goes to their logs and is shown after Playwright's; a failure of theirs stops make test
# once Playwright is over.
{
# The benchmark's harness still works (N = 10, one run of this app and of the peer,
# react-jsonschema-form, ~15-25 s; the peer is first built from ../shared/peer-rjsf when its sources
# changed, npm registry only): it fails on a page error, a missing field or a lost keystroke. Its
# budgets are not judged here; `make bench` is the measurement.
run bench-smoke env BENCH_SKIP_BUILD=1 scripts/bench.sh --smoke
# The second landing's tool still works (N = 10, one run: ours signs in, lands, signs out and lands
# again; the peer lands once; ~12 s): it fails when either app does not land.
run bench-second-landing-smoke env BENCH_SKIP_BUILD=1 scripts/bench.sh --second-landing --fields 10 --runs 1
} >"$logs/beside-playwright.out" 2>&1 </dev/null &
beside=$!
# Should make test stop before they are over (Playwright failed, or it was interrupted), they stop
# too: their processes, deepest first (each smoke's script then stops its simulators).
stop_tree() {
  local child
  for child in $(ps -o pid= --ppid "$1"); do stop_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
trap 'stop_tree "$beside"' EXIT
run playwright bash -c 'cd end2end && SIMULATOR_BIN="$PWD/../target/debug/simulator" npx playwright test'
# Then the smokes': once they are over, as they ran.
status=0
wait "$beside" || status=$?
trap - EXIT
printf '\n(the benchmark smokes, run beside Playwright)\n'
cat "$logs/beside-playwright.out"
[ "$status" -eq 0 ] || exit 1

# Sum what every runner reported: cargo's "test result: ... N passed; M failed", Playwright's "N passed"
# and node's test runner's "# pass N" / "# fail N".
passed=$(cat "$logs"/*.log | sed -nE 's/^test result: [a-zA-Z]+\. ([0-9]+) passed.*/\1/p; s/^ +([0-9]+) passed \(.*/\1/p; s/^# pass ([0-9]+)$/\1/p' | awk '{ s += $1 } END { print s + 0 }')
failed=$(cat "$logs"/*.log | sed -nE 's/^test result: .* ([0-9]+) failed.*/\1/p; s/^ +([0-9]+) failed$/\1/p; s/^# fail ([0-9]+)$/\1/p' | awk '{ s += $1 } END { print s + 0 }')
printf '\nmake test finished in %ss\n' $(( $(date +%s) - started ))
printf '%s passed, %s failed\n' "${passed:-0}" "${failed:-0}"
