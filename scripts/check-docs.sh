#!/usr/bin/env bash
# The docs stay true to the tree, as the README does (scripts/check-readme.sh):
# - every path in backticks in docs/*.md and CONTRIBUTING.md that starts with a top-level folder of
#   the repository exists (a folder the tree ignores, such as audit/reports/, is a tool's output and
#   is left out);
# - every link to a section of a page of docs/ (`docs/performance.md#todays-figures`, in any file of
#   the tree) finds that section's heading, and so does every `(#section)` link within a page;
# - docs/testing.md's list of what `make test` runs names the steps of scripts/test.sh (its
#   `run NAME` lines), all of them, in their order.
# docs/performance-log.md is left out: it is a dated history, whose entries say what was true on
# their day (paths and sections since moved included), and are not rewritten.
# Run by make test; it ends with a check that it can fail.
#
#   scripts/check-docs.sh                   # the tree, then copies broken on purpose
#   scripts/check-docs.sh --root DIR        # DIR's docs, read against this tree (the broken copies)
set -euo pipefail
self=$(realpath "$0")
cd "$(dirname "$self")/.."

# Where the docs are read from: the tree, or a copy of its docs (files it lacks are the tree's).
docs_root=.
[ "${1:-}" = --root ] && docs_root=${2%/}
doc() { if [ -e "$docs_root/$1" ]; then echo "$docs_root/$1"; else echo "$1"; fi; }

status=0
problem() {
  echo "$*" >&2
  status=1
}

tops='src|crates|tests|end2end|scripts|deploy|docs|bench|audit|public|style|service-worker|tools'
exempt=docs/performance-log.md

# A heading's anchor, as GitHub writes it: lower case, punctuation dropped, spaces as hyphens.
anchors_of() {
  sed -n '/^```/,/^```/!p' "$1" | grep -E '^#{1,6} ' | sed -E 's/^#+ +//' \
    | perl -CSD -lpe '$_ = lc; s/[^\p{L}\p{N}_ -]//g; s/ /-/g'
}

# Whether the page PAGE (of the docs read) has a heading whose anchor is ANCHOR. Each page's
# anchors are read once.
declare -A anchors_read
has_anchor() {
  local file
  file=$(doc "$1")
  [ -n "${anchors_read[$file]+set}" ] || anchors_read[$file]=$(anchors_of "$file")
  grep -qxF "$2" <<<"${anchors_read[$file]}"
}

# The spans in backticks of a Markdown file, fenced blocks left out; a span may wrap a line.
spans_of() {
  sed '/^```/,/^```/d' "$1" | perl -0777 -ne 'while (/`([^`\n]+(?:\n[^`\n]+)?)`/g) { print "$1\n" }'
}

# 1. Paths in backticks.
checked=0
for name in CONTRIBUTING.md docs/*.md; do
  [ "$name" = "$exempt" ] && continue
  file=$(doc "$name")
  while read -r path; do
    checked=$((checked + 1))
    anchor=
    [[ $path == *'#'* ]] && anchor=${path#*#} && path=${path%%#*}
    if [ ! -e "$path" ]; then
      git check-ignore -q "$path" 2>/dev/null || problem "$name: names $path, which does not exist"
    elif [ -n "$anchor" ] && [[ $path == *.md ]] && ! has_anchor "$path" "$anchor"; then
      problem "$name: names $path#$anchor, a section $path does not have"
    fi
  done < <(
    spans_of "$file" | tr ' ,\n' '\n\n\n' | sed -E 's#^\(##; s#[.:;)]+$##' \
      | grep -E "^($tops)(/|\$|#)" | grep -v '[<*…]' | sort -u
  )
done
if [ "$checked" -lt 100 ]; then
  problem "only $checked paths found in the docs; the extraction is broken"
fi

# 2. Links to a section of a page of docs/, from any file of the tree (the dated history aside),
#    and links within a page.
links=0
while IFS=: read -r from target; do
  links=$((links + 1))
  page=${target%%#*}
  anchor=${target#*#}
  if [ ! -e "$page" ]; then
    problem "$from: links $target, and $page does not exist"
  elif ! has_anchor "$page" "$anchor"; then
    problem "$from: links $target, a section $page does not have"
  fi
done < <(
  # Each file of the tree as read (the copy's where it has one), one grep over them all.
  files=()
  while read -r name; do
    if [ "$docs_root" != . ] && [ -e "$docs_root/$name" ]; then
      files+=("$docs_root/$name")
    elif [ -f "$name" ]; then
      files+=("$name")
    fi
  done < <(git ls-files | grep -vxF "$exempt" | grep -vE '(^|/)(package-lock\.json|Cargo\.lock)$')
  root_prefix=${docs_root%/}/
  {
    grep -oHE 'docs/[a-z0-9-]+\.md#[a-z0-9_-]+' "${files[@]}" 2>/dev/null || true
    grep -oHE '\]\(#[a-z0-9_-]+\)' $(printf '%s\n' "${files[@]}" | grep '\.md$') 2>/dev/null \
      | sed -E 's#^([^:]*):\]\(\##\1:\1\##; s#\)$##' || true
  } | { if [ "$docs_root" = . ]; then cat; else sed "s#^$root_prefix##; s#:$root_prefix#:#"; fi; } | sort -u
)
if [ "$links" -lt 30 ]; then
  problem "only $links links to a section found; the extraction is broken"
fi

# 3. docs/testing.md's steps: the bold names of its "What `make test` runs", in order, are the
#    names of scripts/test.sh's `run NAME` lines.
steps_run=$(sed -nE 's/^run ([a-z0-9-]+) .*/\1/p' scripts/test.sh)
steps_told=$(awk '/^## What `make test` runs/ { on = 1; next } on && /^## / { exit } on' "$(doc docs/testing.md)" \
  | grep -oE '\*\*[a-z0-9-]+\*\*' | tr -d '*')
if [ "$(grep -c . <<<"$steps_run")" -lt 20 ]; then
  problem "scripts/test.sh: only $(grep -c . <<<"$steps_run") run lines found; the extraction is broken"
elif [ "$steps_run" != "$steps_told" ]; then
  problem "docs/testing.md: its steps are not scripts/test.sh's (< test.sh, > testing.md):"
  diff <(echo "$steps_run") <(echo "$steps_told") | grep '^[<>]' >&2 || true
fi

if [ "$status" -ne 0 ]; then
  exit "$status"
fi
echo "docs: all $checked paths they name exist, all $links links to a section find it," \
  "docs/testing.md lists the $(grep -c . <<<"$steps_run") steps of scripts/test.sh"

# The check must be able to fail: on copies of the docs with a path that does not exist, a link to
# a section that does not exist, a section renamed under the code's links to it, and a step of
# scripts/test.sh left out of docs/testing.md.
if [ $# -eq 0 ]; then
  broken=$(mktemp -d)
  trap 'rm -rf "$broken"' EXIT
  plant() { # NAME FILE SED: a copy of the docs in $broken/NAME with FILE changed by SED
    mkdir -p "$broken/$1/docs"
    cp CONTRIBUTING.md "$broken/$1/" && cp docs/*.md "$broken/$1/docs/"
    sed -i "$3" "$broken/$1/$2"
    if cmp -s "$broken/$1/$2" "$2"; then
      echo "check-docs: the broken copy $1 is unchanged; its sed no longer matches $2" >&2
      exit 1
    fi
  }
  plant missing-path docs/offline.md 's#`service-worker/sw.js`#`service-worker/no-such-worker.js`#'
  plant missing-path-contributing CONTRIBUTING.md 's#`end2end/tests/one-time-code.spec.ts`#`end2end/tests/no-such.spec.ts`#'
  plant missing-section docs/architecture.md 's#docs/performance.md\#one-render-effect#docs/performance.md\#no-such-section#'
  plant renamed-section docs/performance.md 's/^### One render effect$/### One effect for rendering/'
  plant missing-step docs/testing.md 's#^\([0-9]*\)\. \*\*crates\*\*:#\1. crates:#'
  for copy in "$broken"/*/; do
    if "$self" --root "$copy" 2>/dev/null >/dev/null; then
      echo "check-docs: passed $(basename "$copy"), docs broken on purpose: the check cannot fail" >&2
      exit 1
    fi
  done
  echo "check-docs: fails, as it must, on copies with a missing path (in docs/ and in CONTRIBUTING.md), a link to a missing section, a renamed section and a missing step"
fi
