// The report's text: tables and number formats.
import { KB, MB } from './stats.mjs';

/** The report's words for the peer: the floor's name when the floor stands in for RJSF (--floor). */
export function named(text, options) {
  return options.floor ? text.replaceAll('RJSF', 'floor (no framework)') : text;
}

export function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const fmt = (x, digits = 1) => (x === null || x === undefined ? '-' : x.toFixed(digits));
export const kb = (bytes) => (bytes / KB).toFixed(1);
export const mb = (bytes) => (bytes === null || bytes === undefined ? '-' : (bytes / MB).toFixed(2));
