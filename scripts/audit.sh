#!/usr/bin/env bash
# make audit: Lighthouse (mobile preset) on the sign-in page and the signed-in job seeker profile of
# the release build, served by Debian's nginx (deploy/nginx/nginx.conf) with the simulator as the API
# (audit/audit.mjs). Not part of make test. Exits non-zero when a target is missed.
#
# Environment: AUDIT_SKIP_BUILD=1 to use the dist/ and simulator already built; AUDIT_RUNS (1), the
# number of runs per page (the median is reported); AUDIT_API_LATENCY_MS (150), how long the simulator
# holds back each API answer (audit/audit.mjs says why); AUDIT_THROTTLING (simulate), `devtools` to
# slow the CPU 4x for real instead of simulating it from a fast run; AUDIT_DIST (dist), the build
# to audit; AUDIT_SIM_PORT (18798), AUDIT_APP_PORT (18091); CARGO_TARGET_DIR as for cargo.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
export SIMULATOR_BIN="${SIMULATOR_BIN:-${CARGO_TARGET_DIR:-target}/debug/simulator}"

if [ -z "${AUDIT_SKIP_BUILD:-}" ]; then
  # The same release build as `make build` and `make bench` (the pinned nightly, see the script).
  printf '== build: scripts/release-build.sh, simulator\n' >&2
  scripts/release-build.sh
  cargo build -q -p simulator
fi

# Lighthouse and puppeteer-core (no browser download: Debian's chromium is used), pinned in
# audit/package.json; installed here only, so make dev and make test do not carry them.
stamp=audit/node_modules/.installed-lock
if [ ! -f "$stamp" ] || ! cmp -s audit/package-lock.json "$stamp"; then
  printf '== npm: lighthouse\n' >&2
  (cd audit && PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
  cp audit/package-lock.json "$stamp"
fi

node audit/audit.mjs
