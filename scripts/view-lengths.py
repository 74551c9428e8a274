#!/usr/bin/env python3
"""Lengths of the view functions under src/: every fn marked #[component], returning `impl IntoView`,
`AnyView`, or whose body holds a `view!`. A length runs from the `fn` line to its closing brace, both counted.

    scripts/view-lengths.py              # every view function, longest first
    scripts/view-lengths.py --over 100   # only those longer than 100 lines; exits 1 if any

Not wired into any check: a reading aid, with a tokenizer that knows Rust's comments, strings,
raw strings and char literals well enough for this code base, not a parser.
"""
import argparse
import pathlib
import re
import signal
import sys

FN = re.compile(r"\bfn\s+([A-Za-z_][A-Za-z0-9_]*)")


def code_mask(text):
    """The text with comments, strings and char literals blanked (newlines kept), so braces and
    keywords are only found in code."""
    out = list(text)
    i, n = 0, len(text)

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif (m := re.match(r'b?r(#*)"', text[i:])) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            end = '"' + m.group(1)
            j = text.find(end, i + m.end())
            j = n if j < 0 else j + len(end)
            blank(i, j)
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            blank(i, j + 1)
            i = j + 1
        elif c == "'":
            # A char literal ('a', '\n', '\u{1F600}') or a lifetime ('a): only the former is blanked.
            m = re.match(r"'(\\u\{[0-9a-fA-F]+\}|\\.|[^\\'])'", text[i:])
            if m:
                blank(i, i + m.end())
                i += m.end()
            else:
                i += 1
        else:
            i += 1
    return "".join(out)


def view_functions(path):
    text = path.read_text()
    code = code_mask(text)
    line_of = lambda pos: code.count("\n", 0, pos) + 1
    for m in FN.finditer(code):
        # The signature runs to the first `{` or `;` (a trait method without a body) at depth 0 of
        # parentheses and angle-free code; generics and where-clauses hold no braces here.
        j, paren = m.end(), 0
        while j < len(code):
            ch = code[j]
            if ch in "([":
                paren += 1
            elif ch in ")]":
                paren -= 1
            elif paren == 0 and ch in "{;":
                break
            j += 1
        if j >= len(code) or code[j] == ";":
            continue
        signature = code[m.start() : j]
        depth, k = 0, j
        while k < len(code):
            if code[k] == "{":
                depth += 1
            elif code[k] == "}":
                depth -= 1
                if depth == 0:
                    break
            k += 1
        body = code[j : k + 1]
        before = code[max(0, code.rfind("\n", 0, m.start() - 1) - 200) : m.start()]
        is_component = re.search(r"#\[component\]\s*(pub(\([^)]*\))?\s+)?$", before) is not None
        returns_view = "impl IntoView" in signature or "AnyView" in signature
        builds_view = re.search(r"\bview!\s*\{", body) is not None
        if is_component or returns_view or builds_view:
            start, end = line_of(m.start()), line_of(k)
            yield m.group(1), start, end - start + 1


def main():
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `| head` ends the listing quietly
    parser = argparse.ArgumentParser()
    parser.add_argument("--over", type=int, default=0)
    parser.add_argument("root", nargs="?", default="src")
    args = parser.parse_args()
    rows = []
    for path in sorted(pathlib.Path(args.root).rglob("*.rs")):
        for name, line, length in view_functions(path):
            if length > args.over:
                rows.append((length, f"{path}:{line}", name))
    rows.sort(key=lambda r: (-r[0], r[1]))
    for length, where, name in rows:
        print(f"{length:5}  {name:28} {where}")
    return 1 if args.over and rows else 0


if __name__ == "__main__":
    sys.exit(main())
