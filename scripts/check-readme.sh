#!/usr/bin/env bash
# The README stays a front door: at most 250 lines, every path it names exists in the tree (its
# "Where does my change go" table and layout must match the code), and every test the table names
# runs something: a Playwright spec with at least one test(...), a Rust file with a test that its
# crate compiles, a test folder with such a file. Run by make test.
#
#   scripts/check-readme.sh            # README.md, then a check that this check can fail
#   scripts/check-readme.sh FILE       # FILE, read as if it were README.md (paths from the root)
set -euo pipefail
self=$(realpath "$0")
cd "$(dirname "$self")/.."

readme=${1:-README.md}
max_lines=250
status=0
problem() {
  echo "$readme: $*" >&2
  status=1
}

lines=$(wc -l <"$readme")
if [ "$lines" -gt "$max_lines" ]; then
  problem "$lines lines; the front door keeps to $max_lines (dated figures go in docs/)"
fi

# Paths in backticks, and the first word of each line of the layout block, that start with a
# top-level folder or file of the repository. Placeholders (<file>) and globs are left out.
tops='src|tests|end2end|scripts|deploy|docs|bench|audit|public|style|service-worker|tools'
root_files='Makefile|Trunk.toml|Cargo.toml|index.html|package.json'
checked=0
while read -r path; do
  checked=$((checked + 1))
  [ -e "$path" ] || problem "names $path, which does not exist"
done < <(
  {
    grep -o '`[^`]*`' "$readme" | tr -d '`' | tr ' ,' '\n\n'
    sed -n '/^```$/,/^```$/p' "$readme" | awk '{ print $1 }'
  } | grep -E "^(($tops)(/|\$)|($root_files)\$)" \
    | grep -v '[<*]' | sed -E 's#[.:;)]+$##' | sort -u
)
if [ "$checked" -lt 20 ]; then
  problem "only $checked paths found; the extraction is broken"
fi

# A Rust file holds a test, and its crate compiles it: its parent module declares it (`mod name;`),
# or it is a crate root (tests/browser/main.rs, a simulator test crate's main.rs).
rust_test_runs() {
  local file=$1 dir name parent
  grep -qE '#\[(test|wasm_bindgen_test|tokio::test)\]|proptest!' "$file" || return 1
  dir=$(dirname "$file")
  name=$(basename "$file" .rs)
  [ "$name" = main ] && return 0
  for parent in "$dir/main.rs" "$dir/mod.rs" "$dir/lib.rs" "$dir.rs"; do
    [ -f "$parent" ] && grep -qE "^\s*(pub(\([a-z]+\))? )?mod $name;" "$parent" && return 0
  done
  [ "$name" = mod ] && grep -qE "mod $(basename "$dir");" "$(dirname "$dir")"/{mod,lib,main}.rs 2>/dev/null
}
spec_runs() { grep -qE '(^|[^.A-Za-z_])test\(' "$1"; }

# The third column of the table, "kind of test": each path it names must run something.
tests_named=0
while read -r path; do
  [ -e "$path" ] || continue # reported above
  tests_named=$((tests_named + 1))
  case "$path" in
    *.ts) spec_runs "$path" || problem "names the test $path, which holds no test(...)" ;;
    *.rs) rust_test_runs "$path" || problem "names the test $path, which holds no test its crate compiles" ;;
    *.sh | *.mjs) [ -x "$path" ] || problem "names the tool $path, which is not executable" ;;
    *tests*/)
      found=0
      while read -r file; do
        case "$file" in
          *.spec.ts) spec_runs "$file" && found=1 ;;
          *.rs) rust_test_runs "$file" && found=1 ;;
        esac
        [ "$found" -eq 1 ] && break
      done < <(find "$path" -maxdepth 1 -type f \( -name '*.spec.ts' -o -name '*.rs' \) | sort)
      [ "$found" -eq 1 ] || problem "names the test folder $path, which holds no test"
      ;;
    # What sits beside the tests (page objects): that it exists is checked above.
    *) tests_named=$((tests_named - 1)) ;;
  esac
done < <(
  awk '/^### Where does my change go/ { on = 1; next } on && /^\|/ { rows++; print; next } on && rows { exit }' "$readme" \
    | awk -F' [|] ' 'NR > 1 { print $3 }' \
    | grep -o '`[^`]*`' | tr -d '`' | grep -E "^($tops)/" | grep -v '[<*]' | sort -u
)
if [ "$tests_named" -lt 10 ]; then
  problem "only $tests_named test paths found in the table; its extraction is broken"
fi

if [ "$status" -ne 0 ]; then
  exit "$status"
fi
echo "$readme: $lines lines, all $checked paths it names exist, all $tests_named tests in its table run something"

# The check must be able to fail: on copies of the README with a path that does not exist, a spec
# that runs nothing, and a Rust file that holds no test, each in the table's test column.
if [ $# -eq 0 ]; then
  broken=$(mktemp -d)
  trap 'rm -rf "$broken"' EXIT
  sed 's#`src/api/`#`src/no-such-folder/`#' README.md >"$broken/missing-path.md"
  sed 's#`end2end/tests/rehearsal.spec.ts`#`end2end/pages/shell.ts`#' README.md >"$broken/spec-without-test.md"
  sed 's#(`src/api/tests.rs`)#(`src/api/mod.rs`)#' README.md >"$broken/rust-without-test.md"
  for copy in "$broken"/*.md; do
    if cmp -s "$copy" README.md; then
      echo "check-readme: the broken copy $(basename "$copy") is unchanged; its sed no longer matches the README" >&2
      exit 1
    fi
    if "$self" "$copy" 2>/dev/null >/dev/null; then
      echo "check-readme: passed $(basename "$copy"), a README broken on purpose: the check cannot fail" >&2
      exit 1
    fi
  done
  echo "check-readme: fails, as it must, on copies with a missing path, a spec without tests and a Rust file without tests"
fi
