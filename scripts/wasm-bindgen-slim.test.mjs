// node --test scripts/wasm-bindgen-slim.test.mjs (make test): the slimmed wasm and JS link and run as
// wasm-bindgen wrote them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dropStreamClasses, shortName, shortenImports } from './wasm-bindgen-slim.mjs';

const leb = (n) => {
  const out = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n) byte |= 0x80;
    out.push(byte);
  } while (n);
  return out;
};
const name = (s) => [...leb(Buffer.byteLength(s)), ...Buffer.from(s)];
const section = (id, bytes) => [id, ...leb(bytes.length), ...bytes];

/**
 * A module shaped like wasm-bindgen's output: two functions imported from `./app_bg.js`, and an
 * exported `run` that calls the first with 1 and the second with 2. `extra` sections go last.
 */
function module(imports = ['__wbg_alert_0123456789abcdef', '__wbg_log_fedcba9876543210'], extra = [], exported = ['run']) {
  const types = section(1, [2, 0x60, 1, 0x7f, 0, 0x60, 0, 0]); // (i32) -> (), () -> ()
  const importSection = section(2, [
    ...leb(imports.length),
    ...imports.flatMap((n) => [...name('./app_bg.js'), ...name(n), 0, 0]),
  ]);
  const functions = section(3, [1, 1]);
  const exports = section(7, [...leb(exported.length), ...exported.flatMap((e) => [...name(e), 0, imports.length])]);
  const body = [0, 0x41, 1, 0x10, 0, 0x41, 2, 0x10, 1, 0x0b];
  const code = section(10, [1, ...leb(body.length), ...body]);
  return Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, ...types, ...importSection, ...functions, ...exports, ...code, ...extra]);
}

const js = `
function __wbg_get_imports() {
    const import0 = {
        __proto__: null,
        __wbg_alert_0123456789abcdef: function(arg0) {
            calls.push(['alert', arg0]);
        },
        __wbg_log_fedcba9876543210: function(arg0) {
            calls.push(['log', arg0]);
        },
    };
    return {
        __proto__: null,
        "./app_bg.js": import0,
    };
}`;

/** Links the wasm with the imports the JS source builds, runs `run`, and returns the calls made. */
async function linkAndRun(wasm, source) {
  const calls = [];
  const imports = new Function('calls', `${source}\nreturn __wbg_get_imports();`)(calls);
  const { instance } = await WebAssembly.instantiate(wasm, imports);
  instance.exports.run();
  return calls;
}

test('each import keeps its function under its short name', async () => {
  assert.deepEqual(await linkAndRun(module(), js), [['alert', 1], ['log', 2]]);
  const short = shortenImports(module(), js);
  assert.equal(short.renamed, 2);
  assert.deepEqual(await linkAndRun(short.wasm, short.js), [['alert', 1], ['log', 2]]);
  assert.ok(short.wasm.length < module().length);
  assert.doesNotMatch(short.js, /__wbg_(alert|log)|app_bg/);
  assert.doesNotMatch(short.wasm.toString('latin1'), /__wbg_|app_bg/);
});

test('the names run a, b, … z, A, … Z, aa, ab, … without repeating', () => {
  assert.deepEqual([0, 1, 25, 26, 51, 52, 53, 103, 104].map(shortName), ['a', 'b', 'z', 'A', 'Z', 'aa', 'ab', 'aZ', 'ba']);
  const names = Array.from({ length: 3000 }, (_, i) => shortName(i));
  assert.equal(new Set(names).size, names.length);
});

test('a wasm that keeps its function names keeps its import names', () => {
  const names = section(0, [...name('name'), 1, 1, 0]);
  assert.equal(shortenImports(module(undefined, names), js), null);
});

test('a JS that does not define an import once stops the build', () => {
  assert.throws(() => shortenImports(module(), js.replace('__wbg_log_fedcba9876543210:', 'other:')), /__wbg_log_fedcba9876543210 0 times/);
  const twice = js.replace('__proto__: null,\n        __wbg_alert', '__proto__: null,\n        __wbg_log_fedcba9876543210: function() {},\n        __wbg_alert');
  assert.throws(() => shortenImports(module(), twice), /__wbg_log_fedcba9876543210 2 times/);
  assert.throws(() => shortenImports(module(), js.replace('"./app_bg.js": import0', '"./other_bg.js": import0')), /hand its imports over once/);
});

const streamJs = `export class IntoUnderlyingSink {
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        IntoUnderlyingSinkFinalization.unregister(this);
        return ptr;
    }
    write(chunk) {
        return wasm.intounderlyingsink_write(this.__wbg_ptr, chunk);
    }
}
if (Symbol.dispose) IntoUnderlyingSink.prototype[Symbol.dispose] = IntoUnderlyingSink.prototype.free;
${js}
const IntoUnderlyingSinkFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_intounderlyingsink_free(ptr, 1));
`;

test('the stream classes leave both files, and the rest still links and runs', async () => {
  const wasm = module(undefined, [], ['run', 'intounderlyingsink_write', '__wbg_intounderlyingsink_free']);
  const slim = dropStreamClasses(wasm, streamJs);
  assert.deepEqual(slim.dropped, ['intounderlyingsink_write', '__wbg_intounderlyingsink_free']);
  assert.doesNotMatch(slim.js, /IntoUnderlying|intounderlying/);
  assert.deepEqual(WebAssembly.Module.exports(new WebAssembly.Module(slim.wasm)).map((e) => e.name), ['run']);
  assert.deepEqual(await linkAndRun(slim.wasm, slim.js.replace(/^export /gm, '')), [['alert', 1], ['log', 2]]);
});

test('a JS that still uses a stream class stops the build', () => {
  const used = streamJs.replace('__proto__: null,\n        __wbg_alert', '__proto__: null,\n        __wbg_sink_1111111111111111: function() { return new IntoUnderlyingSink(); },\n        __wbg_alert');
  assert.throws(() => dropStreamClasses(module(), used), /still mentions IntoUnderlyingSink/);
});

test('a wasm without stream classes is left as it is', () => {
  const slim = dropStreamClasses(module(), js);
  assert.deepEqual(slim.dropped, []);
  assert.equal(slim.js, js);
  assert.deepEqual(slim.wasm, module());
});
