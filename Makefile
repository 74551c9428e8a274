# The two commands a newcomer needs: `make dev` and `make test`. Both install what is missing first.
SHELL := /bin/bash

.PHONY: dev test build bootstrap bench audit clean

dev: bootstrap
	scripts/dev.sh

test: bootstrap
	scripts/test.sh

build: bootstrap
	source scripts/env.sh && trunk build --release

bootstrap:
	scripts/bootstrap.sh

clean:
	cargo clean && rm -rf dist
