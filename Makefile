# The two commands a newcomer needs: `make dev` and `make test`. Both install what is missing first.
SHELL := /bin/bash

.PHONY: dev test build bootstrap bench audit clean

dev: bootstrap
	scripts/dev.sh

test: bootstrap
	scripts/test.sh

build: bootstrap
	source scripts/env.sh && scripts/release-build.sh

bootstrap:
	scripts/bootstrap.sh

# The performance benchmark (bench/README.md): a tool, not a test. `make bench BENCH_ARGS=--smoke`
# for a quick run (N = 10, one run).
bench: bootstrap
	scripts/bench.sh $(BENCH_ARGS)

# Lighthouse, mobile preset, on the release build served by nginx (docs/lighthouse.md): a
# tool, not a test. Fails when a target is missed. `make audit AUDIT_RUNS=3` reports medians.
audit: bootstrap
	AUDIT_RUNS=$(or $(AUDIT_RUNS),1) scripts/audit.sh

clean:
	cargo clean && rm -rf dist
