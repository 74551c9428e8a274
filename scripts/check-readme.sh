#!/usr/bin/env bash
# The README stays a front door: at most 1,200 words and no line over 200 characters, and every path
# it names exists in the tree (its layout must match the code). CONTRIBUTING.md says where a change
# goes: every path it names exists, and every test its "Where does my change go" table names runs
# something: a Playwright spec with at least one test(...), a Rust file with a test that its crate
# compiles, a test folder with such a file. Then each row's command runs in a cheap form that lists
# its tests instead of running them (`cargo test … --list`, `npx playwright test … --list`,
# `make -n`, `bash -n` for a script; `node --test` as it is), and what it lists must include every
# test the row names: a wrong command, or a test its command does not run, fails. Run by make test.
# (The other docs' paths: scripts/check-docs.sh.)
#
#   scripts/check-readme.sh                    # README.md and CONTRIBUTING.md, then a check that
#                                              # this check can fail
#   scripts/check-readme.sh README CONTRIBUTING   # those files, read as if they were README.md and
#                                                 # CONTRIBUTING.md (paths from the root)
set -euo pipefail
self=$(realpath "$0")
cd "$(dirname "$self")/.."

readme=${1:-README.md}
contributing=${2:-CONTRIBUTING.md}
max_words=1200
max_line=200
status=0
problem() { # FILE MESSAGE
  echo "$1: $2" >&2
  status=1
}

words=$(wc -w <"$readme")
if [ "$words" -gt "$max_words" ]; then
  problem "$readme" "$words words; the front door keeps to $max_words (detail goes in docs/, changes in CONTRIBUTING.md)"
fi
long=$(perl -CSD -ne 'print "$.\n" if length($_) - 1 > '"$max_line" "$readme" | tr '\n' ' ')
if [ -n "$long" ]; then
  problem "$readme" "lines over $max_line characters: $long"
fi

# Paths in backticks, and the first word of each line of a plain fenced block (the layout), that
# start with a top-level folder or file of the repository. Placeholders (<file>) and globs are left
# out. Sets `checked` to how many it checked.
tops='src|crates|tests|end2end|scripts|deploy|docs|bench|audit|public|style|service-worker|tools'
root_files='Makefile|Trunk.toml|Cargo.toml|index.html|package.json|README.md|CONTRIBUTING.md'
paths_exist() {
  local file=$1 path
  checked=0
  while read -r path; do
    checked=$((checked + 1))
    [ -e "$path" ] || problem "$file" "names $path, which does not exist"
  done < <(
    {
      grep -o '`[^`]*`' "$file" | tr -d '`' | tr ' ,' '\n\n'
      awk '/^```/ { if (!fenced) { fenced = 1; plain = ($0 == "```") } else fenced = 0; next } fenced && plain { print $1 }' "$file"
    } | sed -E 's/#.*//' | grep -E "^(($tops)(/|\$)|($root_files)\$)" \
      | grep -v '[<*]' | sed -E 's#[.:;)]+$##' | sort -u
  )
}
paths_exist "$readme"
readme_paths=$checked
paths_exist "$contributing"
contributing_paths=$checked
if [ "$readme_paths" -lt 20 ]; then
  problem "$readme" "only $readme_paths paths found; the extraction is broken"
fi
if [ "$contributing_paths" -lt 40 ]; then
  problem "$contributing" "only $contributing_paths paths found; the extraction is broken"
fi

# The rows of CONTRIBUTING.md's table, its header first.
table_rows() {
  awk '/^#+ Where does my change go/ { on = 1; next } on && /^\|/ { rows++; print; next } on && rows { exit }' "$contributing"
}

# A Rust file holds a test, and its crate compiles it: its parent module declares it (`mod name;`),
# or it is a crate root (tests/browser/main.rs, a simulator test crate's main.rs, a file of a
# package's tests/ folder).
rust_test_runs() {
  local file=$1 dir name parent
  grep -qE '#\[(test|wasm_bindgen_test|tokio::test)\]|proptest!' "$file" || return 1
  dir=$(dirname "$file")
  name=$(basename "$file" .rs)
  [ "$name" = main ] && return 0
  [ "$(basename "$dir")" = tests ] && [ -f "$(dirname "$dir")/Cargo.toml" ] && return 0
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
    *.ts) spec_runs "$path" || problem "$contributing" "names the test $path, which holds no test(...)" ;;
    *.rs) rust_test_runs "$path" || problem "$contributing" "names the test $path, which holds no test its crate compiles" ;;
    *.test.mjs) grep -qE '(^|[^.A-Za-z_])test\(' "$path" || problem "$contributing" "names the test $path, which holds no test(...)" ;;
    *.sh | *.mjs) [ -x "$path" ] || problem "$contributing" "names the tool $path, which is not executable" ;;
    *tests*/)
      found=0
      while read -r file; do
        case "$file" in
          *.spec.ts) spec_runs "$file" && found=1 ;;
          *.rs) rust_test_runs "$file" && found=1 ;;
        esac
        [ "$found" -eq 1 ] && break
      done < <(find "$path" -maxdepth 1 -type f \( -name '*.spec.ts' -o -name '*.rs' \) | sort)
      [ "$found" -eq 1 ] || problem "$contributing" "names the test folder $path, which holds no test"
      ;;
    # What sits beside the tests (page objects): that it exists is checked above.
    *) tests_named=$((tests_named - 1)) ;;
  esac
done < <(
  table_rows | awk -F' [|] ' 'NR > 1 { print $3 }' \
    | grep -o '`[^`]*`' | tr -d '`' | grep -E "^($tops)/" | grep -v '[<*]' | sort -u
)
if [ "$tests_named" -lt 10 ]; then
  problem "$contributing" "only $tests_named test paths found in the table; its extraction is broken"
fi

if [ "$status" -ne 0 ]; then
  exit "$status"
fi
echo "$readme: $words words, all $readme_paths paths it names exist"
echo "$contributing: all $contributing_paths paths it names exist, all $tests_named tests in its table run something"

# Each row's command, in a cheap form. A listing is kept for the run (and for the copies checked
# below, which inherit CHECK_README_CACHE), so a command several rows share is listed once.
source scripts/env.sh
cleanup=()
trap 'rm -rf "${cleanup[@]}"' EXIT
if [ -z "${CHECK_README_CACHE:-}" ]; then
  CHECK_README_CACHE=$(mktemp -d)
  cleanup+=("$CHECK_README_CACHE")
  export CHECK_README_CACHE
fi

# The package folder ("" for the root's) of a path of the tree, with its trailing slash.
package_of() {
  local dir=${1%/}
  [[ $1 == */ ]] || dir=$(dirname "$1")
  while [ "$dir" != . ] && [ ! -f "$dir/Cargo.toml" ]; do dir=$(dirname "$dir"); done
  [ "$dir" = . ] || echo "$dir/"
}

# Whether the listings (files) of a row's command show the test at `path` among what it runs:
# a spec by its file name, a Rust module by its path, a test crate by cargo's "Running" line, a
# node test file by the command naming it.
covers() {
  local path=$1 command=$2 rel module spec
  shift 2
  case "$path" in
    *.spec.ts) grep -qF " $(basename "$path"):" "$@" ;;
    *.test.mjs) [[ " $command " == *" $path "* ]] ;;
    *.rs | */)
      rel=${path#"$(package_of "$path")"}
      case "$rel" in
        */ | tests/*/main.rs)
          if [ -f "$path"main.rs ] || [[ $rel == */main.rs ]]; then
            grep -qF "Running ${rel%main.rs}main.rs" "$@"
          else
            for spec in "$path"*.spec.ts; do
              [ -e "$spec" ] || return 1
              covers "$spec" "$command" "$@" || return 1
            done
          fi
          ;;
        src/*.rs)
          module=${rel#src/}
          module=${module%.rs}
          module=${module%/mod}
          grep -qE "^${module//\//::}::.*: test$" "$@"
          ;;
        tests/*/*.rs) grep -qE "^$(basename "$rel" .rs)::.*: test$" "$@" ;;
        tests/*.rs) grep -qF "Running $rel" "$@" ;;
        *) return 1 ;;
      esac
      ;;
  esac
}

# Runs the cheap form of each simple command of `command` (joined by && or ;) from the root,
# following its `cd`s, and prints the file of each listing; on a failure, says why on stderr and
# returns 1.
run_cheaply() {
  local command=$1 dir=. simple key out
  local -a words env cheap
  case "$command" in
    *[\'\"\$\|\<\>\(\)]*)
      echo "write \`$command\` without quotes, substitutions, pipes or redirections" >&2
      return 1
      ;;
  esac
  while IFS= read -r simple; do
    read -r -a words <<<"$simple"
    [ ${#words[@]} -gt 0 ] || continue
    env=()
    while [[ ${words[0]} =~ ^[A-Z_][A-Z0-9_]*= ]]; do
      env+=("${words[0]}")
      words=("${words[@]:1}")
    done
    case "${words[*]}" in
      "cd "*)
        dir=$dir/${words[1]}
        [ -d "$dir" ] || { echo "\`$simple\`: no such folder" >&2 && return 1; }
        continue
        ;;
      "cargo test "*)
        cheap=("${words[@]}")
        if [[ " ${words[*]} " == *" -- "* ]]; then cheap+=(--list); else cheap+=(-- --list); fi
        ;;
      "npx playwright test"*) cheap=("${words[@]}" --list) ;;
      "node --test "*) cheap=("${words[@]}") ;;
      "make "*) cheap=(make -n "${words[@]:1}") ;;
      scripts/*.sh*)
        [ -x "$dir/${words[0]}" ] || { echo "\`$simple\`: ${words[0]} is not executable" >&2 && return 1; }
        cheap=(bash -n "${words[0]}")
        ;;
      *)
        echo "\`$simple\`: no cheap form of it is known here (scripts/check-readme.sh)" >&2
        return 1
        ;;
    esac
    key=$(printf '%s\n' "$dir" "${env[@]}" "${cheap[@]}" | sha1sum | cut -c1-16)
    out=$CHECK_README_CACHE/$key
    if [ ! -e "$out.ok" ]; then
      if ! (cd "$dir" && env "${env[@]}" "${cheap[@]}") >"$out" 2>&1; then
        echo "\`${cheap[*]}\` (for \`$simple\`) failed:" >&2
        tail -n 8 "$out" >&2
        return 1
      fi
      touch "$out.ok"
    fi
    if [[ ${words[*]} == "cargo test "* ]] && ! grep -qE ': test$' "$out"; then
      echo "\`$simple\` runs no test" >&2
      return 1
    fi
    echo "$out"
  done < <(sed -E 's/ *(&&|;) */\n/g' <<<"$command")
}

rows=0
while IFS= read -r row; do
  rows=$((rows + 1))
  IFS='|' read -r _ kind _ tests command _ <<<"$row"
  kind=$(sed -E 's/^ +| +$//g' <<<"$kind")
  commands=$(grep -o '`[^`]*`' <<<"$command" | tr -d '`')
  if [ "$(grep -c . <<<"$commands")" -ne 1 ]; then
    problem "$contributing" "row \"$kind\": its command column must hold one command (several joined with && or ;)"
    break
  fi
  if ! listings=$(run_cheaply "$commands"); then
    problem "$contributing" "row \"$kind\": its command \`$commands\` does not run as written"
    break
  fi
  mapfile -t files <<<"$listings"
  while read -r path; do
    [[ $path == *.spec.ts || $path == *.rs || $path == *.test.mjs || $path == *tests*/ ]] || continue
    if [ -z "$listings" ] || ! covers "$path" "$commands" "${files[@]}"; then
      problem "$contributing" "row \"$kind\": its command \`$commands\` does not run $path"
    fi
  done < <(grep -o '`[^`]*`' <<<"$tests" | tr -d '`' | grep -E "^($tops)/" | grep -v '[<*]')
  [ "$status" -eq 0 ] || break
done < <(
  table_rows | tail -n +3
)
if [ "$status" -eq 0 ] && [ "$rows" -lt 10 ]; then
  problem "$contributing" "only $rows rows found in the table; its extraction is broken"
fi
if [ "$status" -ne 0 ]; then
  exit "$status"
fi
echo "$contributing: the commands of its $rows rows run, in a cheap form, every test they name"

# The check must be able to fail: on a copy of the README one word over the cap, and one naming a
# path that does not exist; on copies of CONTRIBUTING.md with a path that does not exist, a spec
# that runs nothing and a Rust file that holds no test, each in the table's test column; a command
# that runs no test; and a test that its row's command does not run.
if [ $# -eq 0 ]; then
  broken=$(mktemp -d)
  cleanup+=("$broken")
  mkdir "$broken/readme" "$broken/contributing"
  {
    cat README.md
    echo
    awk -v n=$((max_words + 1 - words)) 'BEGIN { for (i = 1; i <= n; i++) printf "word%s", (i % 20 ? " " : "\n"); print "" }'
  } >"$broken/readme/over-the-word-cap.md"
  sed 's#^src/api/ #src/no-such-folder/ #' README.md >"$broken/readme/missing-path.md"
  sed 's#`src/api/`#`src/no-such-folder/`#' CONTRIBUTING.md >"$broken/contributing/missing-path.md"
  sed 's#`end2end/tests/rehearsal.spec.ts`#`end2end/pages/shell.ts`#' CONTRIBUTING.md >"$broken/contributing/spec-without-test.md"
  sed 's#(`src/api/tests.rs`)#(`src/api/mod.rs`)#' CONTRIBUTING.md >"$broken/contributing/rust-without-test.md"
  sed 's#`cargo test -p staffing-web --lib api:: #`cargo test -p staffing-web --lib no_such_module:: #' CONTRIBUTING.md >"$broken/contributing/wrong-command.md"
  sed 's#(`src/api/tests.rs`)#(`src/logic/lang.rs`)#' CONTRIBUTING.md >"$broken/contributing/test-not-run.md"
  for copy in "$broken"/readme/*.md "$broken"/contributing/*.md; do
    case "$copy" in
      */readme/*) original=README.md && args=("$copy" CONTRIBUTING.md) ;;
      *) original=CONTRIBUTING.md && args=(README.md "$copy") ;;
    esac
    if cmp -s "$copy" "$original"; then
      echo "check-readme: the broken copy $(basename "$copy") is unchanged; its sed no longer matches $original" >&2
      exit 1
    fi
    if "$self" "${args[@]}" 2>/dev/null >/dev/null; then
      echo "check-readme: passed $(basename "$copy"), a copy of $original broken on purpose: the check cannot fail" >&2
      exit 1
    fi
  done
  echo "check-readme: fails, as it must, on a README over $max_words words and one with a missing path, and on copies of CONTRIBUTING.md with a missing path, a spec without tests, a Rust file without tests, a command that runs no test and a test its row does not run"
fi
