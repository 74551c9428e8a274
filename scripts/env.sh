# Sourced by the Makefile's recipes: the project's tools first on PATH (npm's wasm-opt 132 before any
# system wasm-opt), and the browser for tests.
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
if [ "$(wasm-opt --version 2>/dev/null)" != "wasm-opt version 132 (version_132)" ]; then
  echo "wasm-opt 132 from npm is not first on PATH (run scripts/bootstrap.sh); refusing to build with another" >&2
  exit 1
fi
