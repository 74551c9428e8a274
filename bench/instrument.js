// Runs in the page before any of its scripts (Playwright's addInitScript), in every document of a
// benchmark context. It only observes: every figure is taken with performance.now(), whose zero is
// the navigation start of the document (performance.timeOrigin), so no clock crosses processes.
//
// window.__bench holds what it saw; the driver (bench.mjs) reads it with page.evaluate.
// window.__BENCH_CONFIG (set by the driver just before this file) = { fields: N, consoleProfile,
// signInEmail, controls, landing, save }: signInEmail is the selector of the sign-in form's e-mail box
// (ours by default; the peer's `?signin=form` page has its own), so that both apps' sign-in pages are
// watched the same way; save, in the runs that press Save with errors, arms the Save watch below.
// With consoleProfile, console.profile()/profileEnd() bracket the render and each key, so a CDP
// client with Profiler enabled receives CPU profiles of exactly those windows (bench.mjs --profile).
(() => {
  'use strict';
  const config = window.__BENCH_CONFIG || {};
  const signInEmail = config.signInEmail || '#sign-in-email';
  const now = () => performance.now();
  // User Timing marks: they show in DevTools and in a Chromium trace (bench.mjs --trace).
  const mark = (name) => performance.mark(`bench:${name}`);
  const profileStart = (title) => config.consoleProfile && console.profile(title);
  const profileEnd = (title) => config.consoleProfile && console.profileEnd(title);
  /** Runs `fn` in a new task (a MessageChannel message: no 4 ms clamp like setTimeout). Called from
   * a requestAnimationFrame callback, that task comes after the frame's style, layout and paint. */
  const channel = new MessageChannel();
  const afterPaintQueue = [];
  channel.port1.onmessage = () => {
    const fn = afterPaintQueue.shift();
    if (fn) fn();
  };
  const nextTask = (fn) => {
    afterPaintQueue.push(fn);
    channel.port2.postMessage(0);
  };

  const B = {
    config,
    wasm: { instantiateStart: null, instantiateEnd: null, memory: null },
    signIn: { ready: null, frame: null, painted: null },
    profile: { fetches: [], dom: null, frame: null, painted: null, count: null },
    keys: [],
    longTasks: [],
  };
  window.__bench = B;

  // --- WebAssembly: when it was instantiated, and its linear memory (wasm-bindgen's init uses
  // instantiateStreaming when it can, else instantiate).
  const capture = (result) => {
    const instance = result instanceof WebAssembly.Instance ? result : result && result.instance;
    if (instance && instance.exports && instance.exports.memory instanceof WebAssembly.Memory) {
      B.wasm.memory = instance.exports.memory;
    }
    B.wasm.instantiateEnd = now();
    return result;
  };
  for (const name of ['instantiateStreaming', 'instantiate']) {
    const original = WebAssembly[name];
    if (typeof original !== 'function') continue;
    WebAssembly[name] = function (...args) {
      if (B.wasm.instantiateStart === null) B.wasm.instantiateStart = now();
      return original.apply(this, args).then(capture);
    };
  }
  B.memory = () => ({
    usedJSHeapSize: performance.memory ? performance.memory.usedJSHeapSize : null,
    totalJSHeapSize: performance.memory ? performance.memory.totalJSHeapSize : null,
    wasmMemoryBytes: B.wasm.memory ? B.wasm.memory.buffer.byteLength : null,
  });

  // --- get_client_profile: when fetch resolves (headers arrived) and when the body was read. The
  // app uses gloo-net, which calls window.fetch. Our handlers are attached first, so they run before
  // the app's own continuation of the same promise.
  const originalFetch = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : (input && input.url) || String(input);
    const promise = originalFetch.apply(this, arguments);
    if (url.includes('get_client_profile')) {
      const record = { url, start: now(), resolved: null, body: null, status: null };
      B.profile.fetches.push(record);
      promise.then(
        (response) => {
          record.resolved = now();
          mark('response');
          profileStart('bench-render');
          record.status = response.status;
          for (const method of ['text', 'json', 'arrayBuffer']) {
            const read = response[method];
            response[method] = function () {
              const body = read.apply(this, arguments);
              body.then(() => {
                if (record.body === null) record.body = now();
              }, () => {});
              return body;
            };
          }
          armProfileWatch();
        },
        () => {
          record.resolved = now();
        },
      );
    }
    return promise;
  };

  // --- The Sign in button's click, as the browser stamped the input event: what ran between the
  // user's click and the sign_in request (a task still busy when they clicked) shows from it. The
  // first click in a sign-in form only: our page drawn before the app remembers a press and has the
  // app click again once it is loaded, which is not the user's.
  B.signInClick = null;
  document.addEventListener(
    'click',
    (event) => {
      if (B.signInClick === null && event.target.closest?.('form')?.querySelector(signInEmail)) {
        B.signInClick = event.timeStamp;
      }
    },
    true,
  );

  // --- DOM watch: the sign-in form becoming usable, and all N fields of the profile form existing.
  let profileArmed = false;
  let profileResolve;
  B.profileDone = new Promise((resolve) => (profileResolve = resolve));
  let signInResolve;
  B.signInDone = new Promise((resolve) => (signInResolve = resolve));

  // The sign-in form in the page: its E-mail box in the document, shown and enabled, whether it is
  // the page drawn before the app (index.html) or the app's own (or the peer's React page); then the
  // frame that shows it (a stylesheet still loading holds that frame back).
  // `handedOver`: when the page drawn before the app gave way to the app's (its User Timing mark),
  // null for a build without one.
  const checkSignIn = () => {
    if (B.signIn.ready !== null) return;
    const email = [...document.querySelectorAll(signInEmail)].find((e) => e.isConnected && !e.disabled && e.checkVisibility());
    if (!email) return;
    B.signIn.ready = now();
    requestAnimationFrame(() => {
      B.signIn.frame = now();
      nextTask(() => {
        B.signIn.painted = now();
        signInResolve(B.signIn);
      });
    });
  };
  B.handedOver = () => performance.getEntriesByName('first-paint handed over')[0]?.startTime ?? null;
  // When the sign-in page was first presented on screen: the render time of its first Largest
  // Contentful Paint entry inside the page (`.sign-in`), which comes after the frame's paint and
  // compositing. A "Loading" line before it (a build without the page drawn from index.html) is not it.
  B.signIn.presented = null;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (B.signIn.presented === null && entry.element?.closest?.('.sign-in')) {
          B.signIn.presented = entry.renderTime || entry.startTime;
        }
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch (_) {
    // not supported: no record
  }
  const checkProfile = () => {
    if (!profileArmed || B.profile.dom !== null) return;
    const t = now();
    const form = document.querySelector('.dynamic-form');
    if (!form) return;
    const count = form.querySelectorAll('[data-field-type]').length;
    if (count < config.fields) return;
    B.profile.dom = t;
    B.profile.count = count;
    mark('fields-in-dom');
    requestAnimationFrame(() => {
      B.profile.frame = now();
      mark('fields-frame');
      nextTask(() => {
        B.profile.painted = now();
        mark('fields-painted');
        // Nothing more to watch: typing is measured without an observer on the page.
        observer.disconnect();
        profileEnd('bench-render');
        profileResolve(B.profile);
      });
    });
  };
  // --- Every <select> complete: the app fills in the selects' option lists after the first paint
  // and marks each form root with data-lists="complete" when it is done (bench.mjs then counts the
  // options itself). An observer of that one attribute only.
  let listsResolve;
  B.listsDone = new Promise((resolve) => (listsResolve = resolve));
  const checkLists = () => {
    if (!profileArmed || B.profile.lists) return;
    const roots = [...document.querySelectorAll('.dynamic-form')];
    if (!roots.length || roots.some((root) => root.getAttribute('data-lists') !== 'complete')) return;
    B.profile.lists = { complete: now(), frame: null, painted: null };
    mark('lists-complete');
    listsObserver.disconnect();
    requestAnimationFrame(() => {
      B.profile.lists.frame = now();
      nextTask(() => {
        B.profile.lists.painted = now();
        listsResolve(B.profile.lists);
      });
    });
  };
  const listsObserver = new MutationObserver(checkLists);
  listsObserver.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-lists'] });

  // --- The landing page usable, timed the same way for both apps (bench.mjs compares them): every
  // control (input, select, textarea) of the form's fields in the DOM. config.controls =
  // { root: a selector for the form's root(s), expected: how many controls its N fields have }.
  // For the job seeker's landing page, config.landing = 'jobseeker': its heading, the onboarding
  // overview and the profile form with its submit button enabled (see README.md).
  let controlsResolve;
  B.controlsDone = new Promise((resolve) => (controlsResolve = resolve));
  B.controls = null;
  const settle = (record, resolve, markName) => {
    mark(markName);
    requestAnimationFrame(() => {
      record.frame = now();
      nextTask(() => {
        record.painted = now();
        resolve(record);
      });
    });
  };
  const checkControls = () => {
    if (B.controls !== null) return;
    const t = now();
    if (config.landing === 'jobseeker') {
      const main = document.querySelector('main');
      // (The sign-in page has a heading and a submit button too: it must be gone.)
      if (!main || document.getElementById('sign-in-email')) return;
      const heading = main.querySelector('h1');
      const overview = main.querySelector('progress');
      const submit = main.querySelector('form button[type="submit"]');
      // A busy button is aria-disabled (it keeps the focus), not disabled.
      if (!heading || !overview || !submit || submit.disabled || submit.getAttribute('aria-disabled') === 'true') return;
      const form = submit.closest('form');
      B.controls = { dom: t, frame: null, painted: null, count: form.querySelectorAll('input, select, textarea').length };
    } else if (config.controls) {
      const roots = document.querySelectorAll(config.controls.root);
      if (!roots.length) return;
      let count = 0;
      for (const root of roots) count += root.querySelectorAll('input, select, textarea').length;
      if (count < config.controls.expected) return;
      B.controls = { dom: t, frame: null, painted: null, count };
    } else {
      return;
    }
    controlsObserver.disconnect();
    settle(B.controls, controlsResolve, 'controls-in-dom');
  };
  // The peer reports a failure in window.__bench.error (its README): kept here as a promise, so the
  // driver stops at once instead of waiting out its time-out, and without polling the page.
  let failedResolve;
  B.failed = new Promise((resolve) => (failedResolve = resolve));
  let failure = null;
  Object.defineProperty(B, 'error', {
    get: () => failure,
    set: (value) => {
      failure = value;
      failedResolve(String(value));
    },
    enumerable: true,
  });
  const controlsObserver = new MutationObserver(checkControls);
  if (config.controls || config.landing) {
    controlsObserver.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'aria-disabled'] });
  }

  function armProfileWatch() {
    profileArmed = true;
    checkProfile();
    checkLists();
  }
  const observer = new MutationObserver(() => {
    checkSignIn();
    checkProfile();
  });
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled', 'aria-disabled'],
  });

  // --- Typing: per key, keydown (capture, first listener on the page) -> the app has handled the
  // key's input event (a window listener in the bubble phase: it runs after the app's own
  // listeners and their microtasks) -> the next animation frame after that -> the task after that
  // frame (painted).
  const pending = new Map();
  addEventListener(
    'keydown',
    (event) => {
      profileStart('bench-key');
      mark('keydown');
      const record = {
        key: event.key,
        timeStamp: event.timeStamp,
        down: now(),
        input: null,
        frame: null,
        painted: null,
      };
      record.index = B.keys.push(record) - 1;
    },
    true,
  );
  const finish = (record) => {
    requestAnimationFrame(() => {
      record.frame = now();
      mark('key-frame');
      nextTask(() => {
        record.painted = now();
        mark('key-painted');
        profileEnd('bench-key');
        const waiter = pending.get(record.index);
        if (waiter) {
          pending.delete(record.index);
          waiter(record);
        }
      });
    });
  };
  addEventListener('input', () => {
    const record = B.keys[B.keys.length - 1];
    if (!record || record.input !== null) return;
    // Listeners of the page run before this one, each followed by its microtasks (where Leptos
    // runs the effects a signal change scheduled), so the key has been handled by now.
    record.input = now();
    mark('key-handled');
    finish(record);
  });
  /** A promise for key `index`'s record once its frame has been painted. */
  B.keyDone = (index) => {
    const record = B.keys[index];
    if (record && record.painted !== null) return Promise.resolve(record);
    return new Promise((resolve) => pending.set(index, resolve));
  };

  // --- Save with errors (config.save = { root: the client form's root }): from the click on the
  // form's submit button, as the browser stamped the event (as the landing's click), until the
  // errors are shown: the error summary in the page and the focus on a control of the form; then
  // the next frame and painted (the next paint). `handled`: a window submit listener in the bubble
  // phase, after the app's own handler and its microtasks. `pressed`: the time stamp of the press
  // (pointerdown) that led to the click, for the record. The first such click only.
  B.save = null;
  let saveResolve;
  B.saveDone = new Promise((resolve) => (saveResolve = resolve));
  const checkSave = () => {
    if (B.save === null || B.save.shown !== null || !document.querySelector('.error-summary')) return;
    const active = document.activeElement;
    if (!active || !active.matches('input, select, textarea') || !active.closest(config.save.root)) return;
    B.save.shown = now();
    saveObserver.disconnect();
    document.removeEventListener('focusin', checkSave, true);
    settle(B.save, saveResolve, 'save-errors-shown');
  };
  const saveObserver = new MutationObserver(checkSave);
  let pressed = null;
  if (config.save) {
    document.addEventListener('pointerdown', (event) => (pressed = event.timeStamp), true);
    document.addEventListener(
      'click',
      (event) => {
        const button = event.target.closest?.('button[type="submit"]');
        if (B.save !== null || !button?.form?.querySelector(config.save.root)) return;
        B.save = { pressed, click: event.timeStamp, down: now(), handled: null, shown: null, frame: null, painted: null };
        mark('save-click');
        saveObserver.observe(document, { childList: true, subtree: true });
        document.addEventListener('focusin', checkSave, true);
      },
      true,
    );
    addEventListener('submit', () => {
      if (B.save !== null && B.save.handled === null) B.save.handled = now();
    });
  }

  // --- Long tasks (>= 50 ms), for the record: they say when the main thread was blocked.
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        B.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch (_) {
    // not supported: no record
  }
})();
