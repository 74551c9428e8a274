# The two commands a newcomer needs: `make dev` and `make test`. Both install what is missing first.
SHELL := /bin/bash

.PHONY: dev test build bootstrap bench audit contract clean

dev: bootstrap
	scripts/dev.sh

test: bootstrap
	scripts/test.sh

build: bootstrap
	source scripts/env.sh && scripts/release-build.sh

bootstrap:
	scripts/bootstrap.sh

# The performance benchmark (bench/README.md): a tool, not a test. It measures react-jsonschema-form
# (../shared/peer-rjsf, built into target/peer-rjsf) beside the app. `make bench BENCH_ARGS=--smoke`
# for a quick run (N = 10, one run of each app, one slow first visit of each); BENCH_ARGS=--no-peer for
# the app alone.
bench: bootstrap
	scripts/bench.sh $(BENCH_ARGS)

# Lighthouse, mobile preset, on the release build served by nginx (docs/lighthouse.md): a
# tool, not a test. Fails when a target is missed. `make audit AUDIT_RUNS=3` reports medians.
audit: bootstrap
	AUDIT_RUNS=$(or $(AUDIT_RUNS),1) scripts/audit.sh

# The real platform against what the app's decoders and the simulator assume (docs/deployment.md):
# a tool, not a test. Reads CONTRACT_BASE_URL, CONTRACT_APP_URL, CONTRACT_API_KEY, CONTRACT_EMAIL,
# CONTRACT_PASSWORD, CONTRACT_TENANT (and optionally CONTRACT_APP_ORIGIN, CONTRACT_WRITE=1) from
# the environment; prints nothing of them. Exits 1 when it finds a difference.
contract: bootstrap
	scripts/contract.sh

clean:
	cargo clean && rm -rf dist
