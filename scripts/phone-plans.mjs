#!/usr/bin/env node
// Writes, from Google's libphonenumber (npm `google-libphonenumber`, pinned in package-lock.json):
//
// 1. public/phone-plans.txt: every region's numbering plan, in the compact form crates/text-rules/src/numbering.rs
//    reads (its module docs describe the lines). The app fetches it once, when a phone control first
//    appears (scripts/post-build.mjs names it in the page with its hash and integrity).
// 2. crates/text-rules/src/phone_oracle.tsv: test vectors for crates/text-rules/src/phone.rs's oracle test. For every region
//    of the app's country table that libphonenumber knows, and every number type it has an example
//    number for: the example typed as national digits, in national format and in international
//    format, and shortened and lengthened; each with what libphonenumber makes of it (its
//    INTERNATIONAL format when it is valid, `invalid` when it is not).
//
//   node scripts/phone-plans.mjs           # write both files
//   node scripts/phone-plans.mjs --check   # exit 1 if either differs from what it would write
//
// Why this source: the metadata is read through libphonenumber's own JavaScript API
// (getMetadataForRegion and the generated getters), so there is no XML to parse and no second copy
// of the data to keep in step; the same pinned package is the tests' oracle.

import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const lib = require('google-libphonenumber');
const { version } = require('google-libphonenumber/package.json');
const util = lib.PhoneNumberUtil.getInstance();
const { PhoneNumberFormat: Format, PhoneNumberType: Type } = lib;

const root = new URL('../', import.meta.url);
const PLANS = new URL('public/phone-plans.txt', root);
const ORACLE = new URL('crates/text-rules/src/phone_oracle.tsv', root);
const COUNTRIES = new URL('crates/text-rules/src/countries.rs', root);

/** The number types a national number can be valid as, with their getters. */
const TYPES = [
  ['FIXED_LINE', 'getFixedLine'],
  ['MOBILE', 'getMobile'],
  ['TOLL_FREE', 'getTollFree'],
  ['PREMIUM_RATE', 'getPremiumRate'],
  ['SHARED_COST', 'getSharedCost'],
  ['PERSONAL_NUMBER', 'getPersonalNumber'],
  ['VOIP', 'getVoip'],
  ['PAGER', 'getPager'],
  ['UAN', 'getUan'],
  ['VOICEMAIL', 'getVoicemail'],
];

function fail(message) {
  console.error(`phone-plans: ${message}`);
  process.exit(1);
}

/** A field of a line: no tab or newline may hide in it. */
function field(value) {
  const text = value == null ? '' : String(value);
  if (/[\t\n\r]/.test(text)) fail(`a field holds a tab or a line break: ${JSON.stringify(text)}`);
  return text;
}

const lengths = (list) => (list.length === 1 && list[0] === -1 ? null : [...list].sort((a, b) => a - b));
const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

/** A type's description, or null when the region has no numbers of that type. */
function typeDesc(metadata, getter) {
  const desc = metadata[getter]();
  if (!desc) return null;
  const pattern = desc.getNationalNumberPattern();
  const possible = lengths(desc.possibleLengthArray());
  if (!pattern || pattern === 'NA' || possible === null) return null;
  return { pattern, lengths: possible };
}

function plansText() {
  const regions = util.getSupportedRegions();
  const codes = [...new Set(regions.map((region) => util.getCountryCodeForRegion(region)))].sort((a, b) => a - b);
  const lines = [`# Written by scripts/phone-plans.mjs from google-libphonenumber ${version}. Do not edit.`];
  for (const code of codes) {
    const members = util.getRegionCodesForCountryCode(code).filter((region) => region !== '001');
    const main = util.getMetadataForRegion(members[0]);
    // The national-prefix rules are the main region's. Some territories of a shared code have
    // their own (the NANP islands' and GG/IM/JE's expand a 7- or 6-digit local number with their
    // area code; CC/CX likewise): the app asks for the calling code only, so a number typed in that
    // local form is judged too short. Every full number of those regions is judged as
    // libphonenumber judges it (crates/text-rules/src/phone_oracle.tsv covers their examples).
    lines.push(['C', code, field(main.getNationalPrefixForParsing()), field(main.getNationalPrefixTransformRule())].join('\t'));
    const intl = main.intlNumberFormatArray();
    for (const format of intl.length ? intl : main.numberFormatArray()) {
      const leading = format.leadingDigitsPatternArray();
      lines.push(['F', field(format.getPattern()), field(format.getFormat()), field(leading.length ? leading[leading.length - 1] : '')].join('\t'));
    }
    for (const region of members) {
      const metadata = util.getMetadataForRegion(region);
      const general = metadata.getGeneralDesc();
      const generalLengths = lengths(general.possibleLengthArray()) ?? [];
      const types = TYPES.map(([, getter]) => typeDesc(metadata, getter)).filter(Boolean);
      const usual = [...new Set(['getFixedLine', 'getMobile'].flatMap((getter) => typeDesc(metadata, getter)?.lengths ?? []))].sort((a, b) => a - b);
      const example =
        util.getExampleNumberForType(region, Type.MOBILE) ?? util.getExampleNumberForType(region, Type.FIXED_LINE) ?? util.getExampleNumber(region);
      lines.push(
        [
          'R',
          region,
          field(metadata.getLeadingDigits()),
          field(general.getNationalNumberPattern()),
          generalLengths.join(','),
          [...general.possibleLengthLocalOnlyArray()].sort((a, b) => a - b).join(','),
          same(usual, generalLengths) ? '' : usual.join(','),
          example ? util.getNationalSignificantNumber(example) : '',
        ].join('\t'),
      );
      const seen = new Set();
      for (const type of types) {
        const line = ['T', field(type.pattern), same(type.lengths, generalLengths) ? '' : type.lengths.join(',')].join('\t');
        if (seen.has(line)) continue;
        seen.add(line);
        lines.push(line);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** What libphonenumber makes of `input` typed with `region` as the default: its INTERNATIONAL format, or `invalid`. */
function verdict(input, region) {
  try {
    const number = util.parse(input, region);
    return util.isValidNumber(number) ? util.format(number, Format.INTERNATIONAL) : 'invalid';
  } catch {
    return 'invalid';
  }
}

function oracleText() {
  // COUNTRY_LINES: one `ISO|name|calling code|numeric` line per country.
  const table = [...readFileSync(COUNTRIES, 'utf8').matchAll(/^([A-Z]{2})\|[^|\n]*\|(\d+)\|/gm)].map((m) => ({ iso: m[1], code: m[2] }));
  if (table.length < 200) fail(`read only ${table.length} countries from crates/text-rules/src/countries.rs`);
  const supported = new Set(util.getSupportedRegions());
  const lines = [
    `# Written by scripts/phone-plans.mjs from google-libphonenumber ${version}. Do not edit.`,
    '# region\ttype\tcalling code chosen (empty: none)\ttyped\tlibphonenumber: INTERNATIONAL format or invalid',
  ];
  const covered = new Set();
  for (const { iso, code } of table) {
    if (!supported.has(iso)) continue;
    if (String(util.getCountryCodeForRegion(iso)) !== code) {
      fail(`${iso}: the country table says +${code}, libphonenumber +${util.getCountryCodeForRegion(iso)}`);
    }
    for (const [name] of TYPES) {
      const example = util.getExampleNumberForType(iso, Type[name]);
      if (!example) continue;
      covered.add(iso);
      const nsn = util.getNationalSignificantNumber(example);
      const inputs = new Set();
      const national = (typed) => inputs.add(`${code}\t${typed}`);
      const international = (typed) => inputs.add(`\t${typed}`);
      national(nsn);
      national(util.format(example, Format.NATIONAL));
      international(util.format(example, Format.INTERNATIONAL));
      international(util.format(example, Format.E164));
      for (const changed of [nsn.slice(0, -1), nsn.slice(0, -2), `${nsn}${nsn.slice(-1)}`, `${nsn}00`]) {
        if (changed.length < 2) continue;
        national(changed);
        international(`+${code} ${changed}`);
      }
      for (const input of inputs) {
        const [chosen, typed] = input.split('\t');
        const region = chosen ? iso : 'ZZ';
        lines.push([iso, name, chosen, field(typed), verdict(typed, region)].join('\t'));
      }
    }
  }
  const missing = table.filter(({ iso }) => supported.has(iso) && !covered.has(iso)).map(({ iso }) => iso);
  if (missing.length) fail(`no example number for ${missing.join(', ')}`);
  return `${lines.join('\n')}\n`;
}

const outputs = [
  [PLANS, plansText()],
  [ORACLE, oracleText()],
];
if (process.argv.includes('--check')) {
  const stale = outputs.filter(([url, text]) => {
    try {
      return readFileSync(url, 'utf8') !== text;
    } catch {
      return true;
    }
  });
  if (stale.length) {
    fail(`${stale.map(([url]) => url.pathname.slice(root.pathname.length)).join(' and ')} differ from what google-libphonenumber ${version} gives: run node scripts/phone-plans.mjs`);
  }
  console.log(`phone-plans: public/phone-plans.txt and crates/text-rules/src/phone_oracle.tsv are current (google-libphonenumber ${version})`);
} else {
  for (const [url, text] of outputs) writeFileSync(url, text);
  console.log(`phone-plans: wrote public/phone-plans.txt (${outputs[0][1].length} B) and crates/text-rules/src/phone_oracle.tsv (${outputs[1][1].split('\n').length - 3} vectors)`);
}
