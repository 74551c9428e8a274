// The floor: what the browser and the network take to do what the apps do after "Sign in", with no
// framework and no checks at all. It speaks the peer's interface (../shared/peer-rjsf's README:
// its query parameters, `#root form`, `form.rjsf`, `root_<key>` ids, window.__bench), so that
// bench.mjs runs it in the peer's place: `scripts/bench.sh --floor` (bench/README.md, "The floor").
// No app can be faster than this page on the same machine; a goal under it cannot be met.
'use strict';
const params = new URLSearchParams(location.search);
const N = Number(params.get('n') || 10);
const API = params.get('api');
const KEY = params.get('key');
const TENANT = params.get('tenant') || `bench${N}`;
window.__bench = window.__bench || {};

function control(field) {
  let element;
  if (field.field_type === 'dropdown') {
    element = document.createElement('select');
    element.append(new Option('', ''));
    for (const [value, title] of Object.entries(field.options || {})) element.append(new Option(title, value));
  } else if (field.field_type === 'textarea') {
    element = document.createElement('textarea');
  } else {
    element = document.createElement('input');
    element.type = field.field_type === 'phone' ? 'tel' : 'text';
  }
  element.id = `root_${field.key}`;
  if (field.value !== undefined && field.value !== null) element.value = String(field.value);
  const label = document.createElement('label');
  label.htmlFor = element.id;
  label.textContent = field.label;
  const row = document.createElement('div');
  row.append(label, element);
  return row;
}

document.querySelector('#root form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  try {
    window.__bench.signinStart = performance.now();
    const signedIn = await fetch(`${API}/api/v1/sign_in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authentication: KEY },
      body: JSON.stringify({ email: data.get('email'), password: data.get('password'), tenant: TENANT }),
    });
    if (!signedIn.ok) throw new Error(`sign_in: HTTP ${signedIn.status}`);
    const token = (await signedIn.json()).user.authentication_token;
    const read = await fetch(`${API}/api/v1/companies/get_client_profile?tenant=${encodeURIComponent(TENANT)}`, {
      headers: { Authentication: token },
    });
    if (!read.ok) throw new Error(`get_client_profile: HTTP ${read.status}`);
    const forms = await read.json();
    window.__bench.dataAt = performance.now();
    const form = document.createElement('form');
    form.className = 'rjsf';
    const heading = document.createElement('h1');
    heading.textContent = forms[0].form_title;
    form.append(heading, ...forms[0].fields.map(control));
    history.pushState(null, '', `/client/profile${location.search}`);
    document.getElementById('root').replaceChildren(form);
  } catch (error) {
    window.__bench.error = String(error && error.message ? error.message : error);
  }
});
