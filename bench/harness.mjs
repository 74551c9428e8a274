// What bench.mjs and second-landing.mjs share: the Chromium they launch, what they read of a
// bench tenant's form before timing it, where each app's sign-in form and landing form are, the
// peer's address, and the median.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

/** bench/, and the checkout it is in. */
export const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..');

/**
 * What the driver needs to know of a bench tenant's form, read from the API itself rather than
 * assumed from the simulator's generator: how many controls each app renders for it (ours: a phone
 * has a calling-code select and a number; the peer: one input per field), its last text field, and
 * its required fields: how many, and where the first is (with every field empty, the first error).
 */
export async function formDefinition(options, fields, tenant = `bench${fields}`) {
  const api = options.apiUrl.replace(/\/$/, '');
  const signIn = await fetch(`${api}/api/v1/sign_in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authentication: options.apiKey },
    body: JSON.stringify({ email: `bench@${tenant}.test`, password: 'demo1234', tenant }),
  });
  if (!signIn.ok) throw new Error(`sign_in to ${api} as bench@${tenant}.test: HTTP ${signIn.status}`);
  const token = (await signIn.json()).user.authentication_token;
  const profile = await fetch(`${api}/api/v1/companies/get_client_profile?tenant=${tenant}`, {
    headers: { Authentication: token },
  });
  if (!profile.ok) throw new Error(`get_client_profile of ${tenant}: HTTP ${profile.status}`);
  const forms = await profile.json();
  // The peer renders forms[0] only; ours every form. The bench tenants have one.
  if (forms.length !== 1) throw new Error(`${tenant} has ${forms.length} client profile forms, expected 1`);
  const defs = forms[0].fields ?? [];
  if (defs.length !== fields) throw new Error(`${tenant}'s form has ${defs.length} fields, expected ${fields}`);
  const strings = defs.filter((f) => f.field_type === 'string');
  if (!strings.length) throw new Error(`${tenant}'s form has no text field to type in`);
  const required = defs.filter((f) => f.required_level === 'required');
  return {
    fields,
    ours: defs.reduce((sum, f) => sum + controlsOf(f), 0),
    peer: defs.length,
    last_string_key: strings.at(-1).key,
    required: required.length,
    first_required_index: required.length ? defs.indexOf(required[0]) : null,
  };
}

/**
 * How many controls this app renders for a field as the simulator's generator writes it: a phone's
 * calling code and number, a box per option of radio buttons or checkboxes, else one.
 */
function controlsOf(field) {
  if (field.field_type === 'phone') return 2;
  if (field.field_type === 'radio' || field.field_type === 'multiselect') return Object.keys(field.options ?? {}).length;
  return 1;
}

export function launchArgs(options) {
  // The end-to-end suite's flags (end2end/support/chromium-args.json), plus the benchmark's own.
  const shared = JSON.parse(fs.readFileSync(path.join(here, '..', 'end2end', 'support', 'chromium-args.json'), 'utf8'));
  return [
    ...shared,
    // performance.memory in bytes, not rounded buckets.
    '--enable-precise-memory-info',
    // The seed's hosts (*.test: the demo job seeker's pictures) fail at once instead of asking a
    // resolver. Not stubbed with context.route: with a route, Playwright pauses every request of the
    // context in Node (Fetch.enable for "*"), answers CORS preflights itself and turns the HTTP
    // cache off, none of which the client-form runs, without a route, had.
    '--host-resolver-rules=MAP *.test ~NOTFOUND',
    // Without it a frame waits for the next 60 Hz tick, which adds 0-16.7 ms of pure waiting to
    // every "next frame" figure (see README.md); --vsync keeps the tick.
    ...(options.vsync ? [] : ['--disable-frame-rate-limit']),
  ];
}

/** The median of the finite values (null when there are none). */
export function median(values) {
  const v = values.filter((x) => x !== null && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/**
 * The peer's page as this benchmark opens it: `?signin=form`, its sign-in page (e-mail, password,
 * "Sign in"), which a user fills in and clicks as on ours; the press signs in, loads the form's
 * definitions, changes the address to /client/profile and replaces the sign-in page with the form.
 * No e-mail or password in the address: they are typed.
 */
export function peerAddress(peerUrl, apiUrl, options, fields) {
  const query = new URLSearchParams({
    api: apiUrl.replace(/\/$/, ''),
    key: options.apiKey,
    tenant: `bench${fields}`,
    n: String(fields),
    signin: 'form',
  });
  return `${peerUrl}/index.html?${query}`;
}

/** The peer's sign-in page's e-mail box, and the root of its form (RJSF's <form class="rjsf">). */
export const PEER_SIGN_IN_EMAIL = '#root form input[name="email"]';
export const PEER_FORM_ROOT = '#root form.rjsf';

/** The root of this app's client form, whose controls a landing waits for. */
export const OUR_FORM_ROOT = '.dynamic-form';

/** Each app's sign-in form as a visitor fills it in: its e-mail box, password box and button. */
export const SIGN_IN_FORMS = {
  // The same ids in the page drawn before the app (index.html) and in the app's own.
  ours: { email: '#sign-in-email', password: '#sign-in-password', button: '#sign-in-submit' },
  peer: { email: PEER_SIGN_IN_EMAIL, password: '#root form input[name="password"]', button: '#root form button[type="submit"]' },
};
