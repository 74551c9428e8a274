// The sign-in page before the app (docs/architecture.md, "The sign-in page before the app").
//
// index.html carries the sign-in page as markup (`#first-paint`, written from the app's own texts
// by first_paint.rs), hidden by the stylesheet. This script, inline in <head> before the page is
// parsed (a release's CSP allows it by its hash alone), decides whether to show it, in which
// language and for which organization, so that the first paint is already right. The
// form can be typed into while the wasm downloads; once the app has drawn its own sign-in page,
// this hands everything over to it once (values, focus, caret, a press of a button) and leaves.
//
// The app's rules it follows (where the page is shown, the storage keys, the order in which the
// language is chosen) are written into RULES from the Rust code by first_paint.rs, and a test fails
// when they differ. scripts/post-build.mjs writes it into dist/index.html, minified in release, with
// the config.json path for the build's public URL, and the wasm's path and integrity, filled in.
(() => {
  'use strict';
  // The app's own rules: written by src/pages/sign_in/first_paint.rs (UPDATE_FIRST_PAINT=1 cargo test -p staffing-web --lib first_paint).
  const RULES = {
    "shownAt": [
      "/",
      "/sign-in",
      "/jobseeker/profile",
      "/jobseeker/credentials",
      "/client/profile"
    ],
    "keys": {
      "session": "staffing.session",
      "lang": "staffing.lang",
      "tenant": "staffing.tenant",
      "tenantNames": "staffing.tenant_names"
    },
    "tenantQuery": "tenant",
    "langs": [
      "en",
      "es"
    ],
    "langOrder": [
      "switcher",
      "browser"
    ],
    "signIn": {
      "path": "/api/v1/sign_in",
      "credential": "Authentication",
      "body": [
        "email",
        "password",
        "tenant"
      ],
      "ids": {
        "email": "sign-in-email",
        "password": "sign-in-password",
        "location": "sign-in-location"
      }
    },
    "landingRead": {
      "path": "/api/v1/companies/get_client_profile",
      "tenantQuery": "tenant",
      "credential": "Authentication",
      "token": [
        "user",
        "authentication_token"
      ],
      "jobseeker": {
        "field": "user_type",
        "value": "freelancer"
      }
    }
  };
  // End of the app's own rules.
  const CONFIG = '/config.json';
  const WASM = null;
  const root = document.documentElement;

  // The app's wasm and config.json, requested here for the app's loader (which takes them:
  // `__staffingWasm`, and `__staffingConfig` for api::config_file, the same `no-store` request).
  // While the sign-in page is drawn from this markup, they are requested once it is painted: on a
  // slow network its first paint then shares the line with nobody, and the app comes a little
  // later, to a form that can already be used (docs/performance.md#wasm-after-the-first-paint).
  // Otherwise they are requested at once.
  let painted = null;
  const request = () => {
    const start = (load) => {
      const loading = painted ? painted.then(load) : load();
      loading.catch(() => {});
      return loading;
    };
    window.__staffingConfig = start(() => fetch(CONFIG, { cache: 'no-store' }));
    if (WASM) window.__staffingWasm = start(() => fetch(WASM.url, { integrity: WASM.integrity }));
    return window.__staffingConfig;
  };

  const read = (area, key) => {
    try {
      return window[area].getItem(key);
    } catch {
      return null;
    }
  };
  // Only the sign-in page is drawn before the app: nowhere but on the addresses that show it to
  // a signed-out visitor (`shownAt`: the start page and the signed-in areas redirect there), and
  // never for a visitor with a kept session (in either storage), who would see it flash on the way
  // to their own page.
  const signedIn = ['localStorage', 'sessionStorage'].some((area) => {
    try {
      return Boolean(JSON.parse(read(area, RULES.keys.session)).token);
    } catch {
      return false;
    }
  });
  // (Not shown, the markup is removed by the app's loader, which runs once it is parsed.)
  if (signedIn || !RULES.shownAt.includes(location.pathname)) {
    request();
    return;
  }
  // Painted: the frame after the page is parsed has been drawn (a frame callback runs before its
  // paint, the timer it starts after it), or half a second, for a tab in the background. Parsed is
  // the first readystatechange ("interactive": this script runs in <head>, while the page loads),
  // not DOMContentLoaded, which waits for the app's module scripts too.
  painted = new Promise((resolve) => {
    const afterNextFrame = () => {
      requestAnimationFrame(() => setTimeout(resolve));
      setTimeout(resolve, 500);
    };
    document.addEventListener('readystatechange', afterNextFrame, { once: true });
  });
  const config = request();

  // The language as the app chooses it for a signed-out visitor (logic::lang::choose, and
  // Lang::from_tag for each source's tag): the first source of `langOrder` that names one of the
  // UI's languages, else the first of them, English.
  const langOf = (tag) => {
    const primary = String(tag ?? '').trim().split(/[-_]/)[0].toLowerCase();
    return RULES.langs.includes(primary) ? primary : null;
  };
  const langSources = {
    switcher: () => read('localStorage', RULES.keys.lang),
    browser: () => navigator.language,
  };
  let lang = RULES.langOrder.reduce((found, source) => found ?? langOf(langSources[source]?.()), null) ?? RULES.langs[0];

  // The organization as the app chooses it (session::AppState::provide): `?tenant=KEY`, the
  // remembered one, the default. Its name is in config.json; the names read from the last copy are
  // kept (`keys.tenantNames`), so a returning visitor sees the name in the first paint and a first
  // visit as soon as config.json arrives (until then the line stays empty).
  const asked = (new URLSearchParams(location.search).get(RULES.tenantQuery) ?? '').trim();
  const tenantKey = (defaultKey) => asked || read('localStorage', RULES.keys.tenant) || defaultKey;
  // Remembered as the app remembers it, so a visitor who reloads before the app has arrived keeps it.
  if (asked) {
    try {
      localStorage.setItem(RULES.keys.tenant, asked);
    } catch {
      // Storage refused: chosen for this page only, as in the app.
    }
  }
  let tenant = null;
  const nameFrom = (known) => {
    if (!known || typeof known.default !== 'string' || !known.names) return null;
    const key = tenantKey(known.default);
    return typeof known.names[key] === 'string' ? known.names[key] : key;
  };
  try {
    tenant = nameFrom(JSON.parse(read('localStorage', RULES.keys.tenantNames)));
  } catch {
    tenant = null;
  }
  // config.json as read here, before the app's loader takes the response (a clone, taken first).
  const configFile = config.then((response) => (response.ok ? response.clone().json() : null)).catch(() => null);
  configFile
    .then((file) => {
      if (!file || typeof file.default_tenant !== 'string' || !file.default_tenant.trim()) return;
      const names = {};
      for (const [key, value] of Object.entries(file.tenants ?? {})) {
        names[key] = typeof value?.name === 'string' ? value.name.trim() : key;
      }
      const known = { default: file.default_tenant.trim(), names };
      try {
        localStorage.setItem(RULES.keys.tenantNames, JSON.stringify(known));
      } catch {
        // Storage refused: the name is shown, only not remembered.
      }
      tenant = nameFrom(known);
      translate();
    })
    .catch(() => {});

  root.lang = lang;
  root.classList.add('first-paint');
  const page = () => document.getElementById('first-paint');

  // Every text is in the markup in both languages (`data-en`, `data-es`); `{organization}` is
  // filled in once the name is known. The organization in the header is the text after its label.
  // Only what differs is written: a write is a mutation, which the observer below would answer
  // with another round, for ever.
  const translate = () => {
    const shown = page();
    if (!shown) return;
    for (const element of shown.querySelectorAll('[data-en]')) {
      const busy = element.id !== '' && element.id === pressed;
      const text = (busy && element.dataset[`busy${lang[0].toUpperCase()}${lang.slice(1)}`]) || element.dataset[lang];
      const filled = text.includes('{organization}') ? (tenant === null ? '' : text.replace('{organization}', tenant)) : text;
      const node = [...element.childNodes].find((child) => child.nodeType === Node.TEXT_NODE);
      if (node) {
        if (node.data !== filled) node.data = filled;
      } else if (filled) {
        element.append(filled);
      }
    }
    const organization = shown.querySelector('.topbar__tenant');
    if (organization && tenant !== null) {
      const name = organization.lastChild;
      if (name?.nodeType !== Node.TEXT_NODE) organization.append(tenant);
      else if (name.data !== tenant) name.data = tenant;
    }
    const select = shown.querySelector('.lang-switch select');
    if (select && select.value !== lang) select.value = lang;
    const heading = shown.querySelector('h1');
    const title = heading && tenant !== null ? `${heading.textContent} · ${tenant}` : document.title;
    if (document.title !== title) document.title = title;
  };
  // Parsed nodes are handed to observers before the next frame is drawn, so the page is translated
  // before any of it is painted.
  const parsing = new MutationObserver(translate);
  parsing.observe(root, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    parsing.disconnect();
    translate();
  });

  const inPage = (target) => target instanceof Element && page()?.contains(target);

  // Until the app is here, nothing can be sent: the buttons are `type=button` and the form has no
  // submit button, so the browser submits nothing by itself. Sign in (its button, or Enter in a
  // box) and "E-mail me a one-time code" are remembered instead, and the app makes that request
  // once it has taken over. The first press counts; the button says so, as the app's own does.
  let pressed = null;
  const press = (button) => {
    if (pressed || !button) return;
    pressed = button.id;
    const shown = page();
    for (const other of shown.querySelectorAll('form button, .sign-in__alternatives button')) {
      other.setAttribute('aria-disabled', 'true');
    }
    const spinner = document.createElement('span');
    spinner.className = 'spinner';
    spinner.setAttribute('aria-hidden', 'true');
    button.prepend(spinner);
    shown.querySelector('form').setAttribute('aria-busy', 'true');
    if (button === shown.querySelector('form button')) sendSignInEarly(shown);
    translate();
    // The app may be here already, waiting for the user to leave the e-mail box.
    handOver();
  };
  // Sign in, pressed here, leaves at once rather than when the app has come: on a slow network the
  // answer travels while the wasm still downloads. It is the request the app would send
  // (`RULES.signIn`: its address under config.json's base_url, its credential header, its body's
  // keys in order), kept for the app behind `__staffingEarly`: the app's sign_in takes its answer
  // when it asks for exactly the same address, credential and body (api::transport), and otherwise
  // sends its own. Not sent when the app would send nothing yet or something else: a box empty, an
  // address the browser finds malformed, the location to be asked for first. The password stays in
  // this closure, never in a global.
  const sendSignInEarly = (shown) => {
    const shape = RULES.signIn;
    const box = (id) => shown.querySelector(`#${id}`);
    const email = box(shape.ids.email);
    const password = box(shape.ids.password);
    if (!email || !password || box(shape.ids.location)?.checked) return;
    const address = email.value.trim();
    if (!address || !password.value || !email.validity.valid) return;
    const secret = password.value;
    configFile.then((file) => {
      // Sent only while this page is still the one shown: once the app has it, the app sends.
      if (!file || page() !== shown || typeof file.api_key !== 'string' || typeof file.default_tenant !== 'string') return;
      const base = String(file.base_url ?? '').trim().replace(/\/+$/, '');
      if (base.startsWith('//')) return;
      let url;
      try {
        url = new URL(`${base}${shape.path}`, location.href);
      } catch {
        return;
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
      const values = { email: address, password: secret, tenant: tenantKey(file.default_tenant.trim()) };
      const body = JSON.stringify(Object.fromEntries(shape.body.map((key) => [key, values[key]])));
      const authentication = file.api_key.trim();
      const controller = new AbortController();
      const answer = fetch(url, {
        method: 'POST',
        headers: { [shape.credential]: authentication, 'Content-Type': 'application/json' },
        body,
        signal: controller.signal,
      });
      answer.catch(() => {});
      keep({ url: url.href, credential: authentication, body, answer, controller });
      sendLandingReadEarly(answer, base, values.tenant, shown);
    });
  };
  // Once that sign_in has answered for a client, the client profile's read leaves too, the one the
  // app's landing page would send first (`RULES.landingRead`: its address under config.json's
  // base_url with the tenant's query parameter, and the user's token from where the answer carries
  // it, in the credential header), so that on a slow network the form's definitions travel while
  // the wasm still downloads. A job seeker's page reads nothing first. Sent only while this page is
  // still the one shown: once the app has it, the app signs in and reads for itself.
  const sendLandingReadEarly = (signInAnswer, base, tenant, shown) => {
    const shape = RULES.landingRead;
    signInAnswer
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((answer) => {
        const [userField, tokenField] = shape.token;
        const user = answer?.[userField];
        const token = typeof user?.[tokenField] === 'string' ? user[tokenField].trim() : '';
        if (page() !== shown || !token || user[shape.jobseeker.field] === shape.jobseeker.value) return;
        const url = new URL(`${base}${shape.path}`, location.href);
        url.searchParams.set(shape.tenantQuery, tenant);
        const controller = new AbortController();
        const read = fetch(url, { headers: { [shape.credential]: token }, signal: controller.signal });
        read.catch(() => {});
        keep({ url: url.href, credential: token, body: null, answer: read, controller });
      })
      .catch(() => {});
  };
  // The requests sent here, kept for the app behind `__staffingEarly` (api::transport): each answers
  // the app's first call to its address, with its answer when that call is exactly it (credential,
  // body), with nothing otherwise; then it is gone, and so is `__staffingEarly` once none is left.
  const early = [];
  const keep = (request) => {
    early.push(request);
    window.__staffingEarly = (askedUrl, askedCredential, askedBody) => {
      const at = early.findIndex((kept) => kept.url === askedUrl);
      if (at < 0) return null;
      const [kept] = early.splice(at, 1);
      if (!early.length) delete window.__staffingEarly;
      const same = kept.credential === askedCredential && kept.body === askedBody;
      return same ? { answer: kept.answer, controller: kept.controller } : null;
    };
  };
  document.addEventListener(
    'click',
    (event) => {
      const button = inPage(event.target) && event.target.closest('button');
      if (button) press(button);
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && inPage(event.target) && event.target.matches('form input:not([type=checkbox])')) {
        event.preventDefault();
        press(page().querySelector('form button'));
      }
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      if (!inPage(event.target)) return;
      event.preventDefault();
      press(page().querySelector('form button'));
    },
    true,
  );
  document.addEventListener('change', (event) => {
    if (inPage(event.target) && event.target.matches('.lang-switch select')) {
      lang = langOf(event.target.value) ?? lang;
      try {
        localStorage.setItem(RULES.keys.lang, lang);
      } catch {
        // Not remembered; the app starts in the browser's language.
      }
      root.lang = lang;
      translate();
    }
  });

  // The app draws its pages at the end of <body> (src/main.rs mounts there). While this page is
  // shown, whatever is added after it is moved at once, before anything else runs, out of the
  // document into `held`, where the app goes on building its page (what is put before it, such as
  // `trunk serve`'s notice of a failed build, stays). At the hand-over the two change places in
  // one step, so the page never holds two sign-in forms, nor one id twice (a label would then name
  // two boxes, and a box have two labels: "Password Password *").
  const held = document.createElement('div');
  const hold = new MutationObserver((records) => {
    // The page emptied by something else (the app's crash screen) stays as it is.
    if (!page()) return hold.disconnect();
    for (const { addedNodes } of records) {
      for (const node of addedNodes) {
        // 4: Node.DOCUMENT_POSITION_FOLLOWING, written short for the first download's cap.
        if (node.parentNode === document.body && page().compareDocumentPosition(node) & 4) held.append(node);
      }
    }
  });
  document.addEventListener('readystatechange', () => hold.observe(document.body, { childList: true }), { once: true });
  const release = () => {
    hold.disconnect();
    document.body.append(...held.childNodes);
  };

  // The app's loader or its files failed (a changed file refused by its integrity, no network):
  // the app will not come, so neither does a form that would wait for it forever.
  const giveUp = () => {
    appHere = false;
    watch.disconnect();
    root.classList.remove('first-paint');
    page()?.remove();
    release();
  };
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      const failedFile = target instanceof HTMLScriptElement || (target instanceof HTMLLinkElement && /preload/.test(target.rel));
      const failedScript = event instanceof ErrorEvent && event.filename.startsWith(location.origin);
      if (page() && (failedFile || failedScript)) giveUp();
    },
    true,
  );

  // Once the app shows a page of its own (every page has an <h1>): its sign-in page takes over what
  // this one holds; any other page (a configuration error) just replaces it.
  let appHere = false;
  let waiting = false;
  const handOver = () => {
    const shown = page();
    if (!appHere || !shown) return;
    const active = document.activeElement;
    const focused = inPage(active) ? active : null;
    // The e-mail box's caret cannot be read (no selection API on type=email): while the user is
    // in that box with text in it, the hand-over waits until they leave it or press Enter.
    if (!pressed && focused?.type === 'email' && focused.value !== '') {
      if (!waiting) {
        waiting = true;
        focused.addEventListener('focusout', () => setTimeout(handOver), { once: true });
      }
      return;
    }
    appHere = false;
    // The app's controls that take over this page's, found while the app's page is apart, where
    // each id is once: the boxes (on its sign-in page), the focused one, the pressed button.
    const theirs = (selector) => held.querySelector(selector);
    const boxes = theirs('#sign-in-submit') ? [...shown.querySelectorAll('input')].map((from) => [from, theirs(`#${from.id}`)]) : [];
    // By its id, else by its element and classes (the language switcher, the skip link).
    const counterpart =
      focused && theirs(focused.id ? `#${focused.id}` : [focused.localName, ...[...focused.classList].map((name) => `.${name}`)].join(''));
    const caret = focused?.type === 'password' && [focused.selectionStart, focused.selectionEnd, focused.selectionDirection];
    const button = pressed && theirs(`#${pressed}`);
    // Then one step, with nothing else running in between (no observer, frame or task sees the two
    // pages together): the app's page comes in and takes the values, as typing would, and the focus
    // with its caret, and this page goes.
    release();
    for (const [from, to] of boxes) {
      if (!to) continue;
      if (from.type === 'checkbox') {
        if (to.checked !== from.checked) {
          to.checked = from.checked;
          to.dispatchEvent(new Event('change', { bubbles: true }));
        }
      } else if (to.value !== from.value) {
        to.value = from.value;
        to.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
    root.classList.remove('first-paint');
    if (counterpart) {
      counterpart.focus({ preventScroll: true });
      if (caret) counterpart.setSelectionRange(...caret);
    }
    shown.remove();
    performance.mark('first-paint handed over');
    button?.click();
  };
  // The hand-over comes in a task of its own, after the app's page has run its first effects
  // (which write its boxes' values, and would move a caret put there before).
  const arrived = () => {
    if (!page() || !held.querySelector('h1')) return;
    watch.disconnect();
    appHere = true;
    performance.mark('first-paint app drawn');
    setTimeout(handOver);
  };
  const watch = new MutationObserver(arrived);
  watch.observe(held, { childList: true, subtree: true });
})();
