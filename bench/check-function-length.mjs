#!/usr/bin/env node
// No function of the benchmark's modules (bench/*.mjs) is longer than MAX_LINES lines: fails, naming
// each one that is, otherwise prints the longest. No parser to install: the source is scanned once
// with its comments, strings, template literals and regular expressions blanked out (the line breaks
// kept), and every function body found there (`function`, a method, an arrow function's block or
// expression) is matched to its closing bracket. A function's length runs from the line of its head
// (the `function` keyword, the method's name, the arrow) to the line of its closing bracket, and
// includes the functions nested in it.
//
//   node bench/check-function-length.mjs [--max N] [FILE...]    (default: bench/*.mjs, 80 lines)
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const MAX_LINES = 80;
const OPEN = { '(': ')', '[': ']', '{': '}' };
const CLOSE = new Set([')', ']', '}']);
const NOT_METHODS = new Set(['if', 'for', 'while', 'switch', 'catch', 'with', 'function', 'return', 'typeof', 'await', 'new', 'do', 'else']);
/** After one of these (or nothing), a `/` starts a regular expression rather than dividing. */
const BEFORE_REGEX = /[(,=:[!&|?{};+\-*%<>~^]$|(^|[^\w$])(return|typeof|case|do|else|in|of|void|yield|await|delete|instanceof)$/;

/** Reads a quoted string from `i` (its opening quote); returns the index after its closing quote. */
function skipString(src, i) {
  const quote = src[i];
  for (i++; i < src.length && src[i] !== quote; i++) if (src[i] === '\\') i++;
  return i + 1;
}

/** Reads a regular expression literal from `i` (its opening slash); returns the index after its flags. */
function skipRegex(src, i) {
  let inClass = false;
  for (i++; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) break;
  }
  for (i++; /[a-z]/i.test(src[i] ?? ''); i++);
  return i;
}

/**
 * The source with every comment, string, template literal's text and regular expression replaced by
 * spaces (line breaks kept, a `${…}` inside a template kept as code), so that brackets and keywords
 * left in it are the code's.
 */
export function blank(src) {
  const out = src.split('');
  const clear = (from, to) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  const templates = []; // the brace depth at each open `${`
  let depth = 0;
  let i = 0;
  const inTemplate = (start) => {
    // From a backtick or the `}` closing a `${…}`: to the closing backtick or the next `${`.
    let j = start + 1;
    for (; j < src.length && src[j] !== '`'; j++) {
      if (src[j] === '\\') j++;
      else if (src[j] === '$' && src[j + 1] === '{') break;
    }
    clear(start + 1, j);
    if (src[j] === '$') {
      templates.push(depth);
      depth++;
      return j + 2;
    }
    return j + 1;
  };
  while (i < src.length) {
    const c = src[i];
    const next = src[i + 1];
    if (c === '/' && next === '/') {
      const end = src.indexOf('\n', i);
      const to = end === -1 ? src.length : end;
      clear(i, to);
      i = to;
    } else if (c === '/' && next === '*') {
      const to = src.indexOf('*/', i + 2) + 2;
      clear(i, to);
      i = to;
    } else if (c === '"' || c === "'") {
      const to = skipString(src, i);
      clear(i + 1, to - 1);
      i = to;
    } else if (c === '`') {
      i = inTemplate(i);
    } else if (c === '/' && BEFORE_REGEX.test(out.slice(Math.max(0, i - 12), i).join('').trimEnd())) {
      const to = skipRegex(src, i);
      clear(i + 1, to);
      i = to;
    } else if (c === '}' && templates.length && templates.at(-1) === depth - 1) {
      templates.pop();
      depth--;
      i = inTemplate(i);
    } else {
      if (c === '{') depth++;
      if (c === '}') depth--;
      i++;
    }
  }
  return out.join('');
}

/** The index of the bracket closing the one at `i` in blanked code (-1 if none). */
function matching(code, i) {
  const stack = [];
  for (let j = i; j < code.length; j++) {
    const c = code[j];
    if (OPEN[c]) stack.push(OPEN[c]);
    else if (CLOSE.has(c)) {
      if (stack.pop() !== c) return -1;
      if (!stack.length) return j;
    }
  }
  return -1;
}

/** Where an arrow function's expression body (not bracketed) ends: a `,` `;` or closer at its depth. */
function expressionEnd(code, i) {
  let depth = 0;
  for (let j = i; j < code.length; j++) {
    const c = code[j];
    if (OPEN[c]) depth++;
    else if (CLOSE.has(c)) {
      if (depth === 0) return j - 1;
      depth--;
    } else if (depth === 0 && (c === ',' || c === ';')) return j - 1;
  }
  return code.length - 1;
}

const nextCode = (code, i) => {
  while (i < code.length && /\s/.test(code[i])) i++;
  return i;
};

/** Every function of a file's blanked code: its name (as near as the scan can tell), first and last line. */
export function functionsOf(code) {
  const lineAt = (index) => code.slice(0, index).split('\n').length;
  const found = new Map(); // body start -> function
  const add = (name, head, bodyStart, bodyEnd) => {
    if (bodyEnd < 0 || found.has(bodyStart)) return;
    found.set(bodyStart, { name, line: lineAt(head), end: lineAt(bodyEnd) });
  };
  // `function name(…) {`, and methods `name(…) {` (classes, object literals).
  for (const m of code.matchAll(/\b(function\b\s*\*?\s*([\w$]*)|([A-Za-z_$][\w$]*))\s*\(/g)) {
    const isFunction = m[1].startsWith('function');
    if (!isFunction && (NOT_METHODS.has(m[3]) || /\.\s*$/.test(code.slice(Math.max(0, m.index - 4), m.index)))) continue;
    const paramsEnd = matching(code, m.index + m[0].length - 1);
    if (paramsEnd < 0) continue;
    const body = nextCode(code, paramsEnd + 1);
    if (code[body] !== '{') continue;
    add(isFunction ? m[2] || '(anonymous function)' : m[3], m.index, body, matching(code, body));
  }
  // Arrow functions: a block, a parenthesised expression, or a bare expression.
  for (const m of code.matchAll(/=>/g)) {
    const body = nextCode(code, m.index + 2);
    const name = /([\w$]+)\s*=\s*(async\s*)?(\([^()]*\)|[\w$]+)\s*$/.exec(code.slice(Math.max(0, m.index - 200), m.index))?.[1];
    const end = OPEN[code[body]] ? matching(code, body) : expressionEnd(code, body);
    add(name ?? '(arrow function)', m.index, body, end);
  }
  return [...found.values()].map((f) => ({ ...f, lines: f.end - f.line + 1 }));
}

function main() {
  const args = process.argv.slice(2);
  let max = MAX_LINES;
  const maxAt = args.indexOf('--max');
  if (maxAt !== -1) [, max] = args.splice(maxAt, 2).map(Number);
  const files = args.length
    ? args
    : fs.readdirSync(here).filter((name) => name.endsWith('.mjs')).sort().map((name) => path.join(here, name));
  const all = files.flatMap((file) =>
    functionsOf(blank(fs.readFileSync(file, 'utf8'))).map((f) => ({ ...f, file: path.relative(process.cwd(), file) })),
  );
  const long = all.filter((f) => f.lines > max).sort((a, b) => b.lines - a.lines);
  for (const f of long) console.error(`${f.file}:${f.line}: ${f.name} is ${f.lines} lines (at most ${max})`);
  if (long.length) {
    console.error(`check-function-length: ${long.length} function(s) over ${max} lines`);
    process.exit(1);
  }
  const longest = all.reduce((a, b) => (b.lines > (a?.lines ?? 0) ? b : a), null);
  console.log(`check-function-length: ${all.length} functions in ${files.length} file(s), none over ${max} lines` +
    (longest ? `; the longest: ${longest.file}:${longest.line} ${longest.name}, ${longest.lines} lines` : ''));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
