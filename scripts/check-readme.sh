#!/usr/bin/env bash
# The README stays a front door: at most 250 lines, and every path it names exists in the tree (its
# "where does my change go" table and layout must match the code). Run by make test.
set -euo pipefail
cd "$(dirname "$0")/.."

max_lines=250
status=0
lines=$(wc -l <README.md)
if [ "$lines" -gt "$max_lines" ]; then
  echo "README.md has $lines lines; the front door keeps to $max_lines (dated figures go in docs/)" >&2
  status=1
fi

# Paths in backticks, and the first word of each line of the layout block, that start with a
# top-level folder of the repository. Placeholders (<file>) and globs are left out.
checked=0
while read -r path; do
  checked=$((checked + 1))
  if [ ! -e "$path" ]; then
    echo "README.md names $path, which does not exist" >&2
    status=1
  fi
done < <(
  {
    grep -o '`[^`]*`' README.md | tr -d '`' | tr ' ,' '\n\n'
    sed -n '/^```$/,/^```$/p' README.md | awk '{ print $1 }'
  } | grep -E '^(src|tests|end2end|scripts|deploy|docs|bench|audit|public|style)(/|$)' \
    | grep -v '[<*]' | sed -E 's#[.:;)]+$##' | sort -u
)
if [ "$checked" -lt 20 ]; then
  echo "check-readme: only $checked paths found in README.md; the extraction is broken" >&2
  status=1
fi
[ "$status" -eq 0 ] && echo "README.md: $lines lines, all $checked paths it names exist"
exit "$status"
