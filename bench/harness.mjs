// What bench.mjs and second-landing.mjs share: the Chromium they launch, and what they read of a
// bench tenant's form before timing it.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * What the driver needs to know of a bench tenant's form, read from the API itself rather than
 * assumed from the simulator's generator: how many controls each app renders for it (ours: a phone
 * has a calling-code select and a number; the peer: one input per field) and its last text field.
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
  return {
    fields,
    ours: defs.reduce((sum, f) => sum + controlsOf(f), 0),
    peer: defs.length,
    last_string_key: strings.at(-1).key,
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
