// Two trims of wasm-bindgen's output for release builds (scripts/post-build.mjs), for a smaller
// first download (docs/performance.md#wasm-bindgen-output-slimmed); neither changes what the app
// does.
//
// 1. Short names for the imports between the wasm and its JS (`shortenImports`). wasm-bindgen names
//    each of the ~230 functions the wasm imports from its JS `__wbg_<name>_<16 hex digits>`, and
//    every name is written twice: in the wasm's import section and as a key of the JS's import
//    object. The hex digits are random to brotli, so the names compress badly. Renamed in both
//    files at once (`a`, `b`, … `aa`, …), they link exactly as before; nothing else refers to
//    them. The wasm's exports, which the JS calls by name, keep theirs.
// 2. No stream classes (`dropStreamClasses`). Leptos always builds its server-function client
//    (server_fn's `browser` feature), which brings wasm-streams, whose three classes wasm-bindgen
//    exports; exports are kept whether used or not. This app has no server functions, so the
//    classes go from both files, and the wasm is optimized again without them.
//
// A wasm that keeps its function names (the profiling build, bench/profile-build.sh) is left as it
// is, so that CPU profiles still say which browser call ran.

function readLeb(bytes, at) {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    if (at >= bytes.length) throw new Error('the wasm ends inside a number');
    byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, at];
}

function leb(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return Buffer.from(out);
}

const text = (bytes) => Buffer.concat([leb(Buffer.byteLength(bytes)), Buffer.from(bytes)]);

function readName(bytes, at) {
  const [length, start] = readLeb(bytes, at);
  return [bytes.subarray(start, start + length).toString('utf8'), start + length];
}

/** The wasm's sections, in order: `{ id, start, end }` of each section's contents. */
function sections(wasm) {
  if (wasm.length < 8 || wasm.readUInt32LE(0) !== 0x6d736100 || wasm.readUInt32LE(4) !== 1) {
    throw new Error('not a WebAssembly 1.0 module');
  }
  const found = [];
  let at = 8;
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, start] = readLeb(wasm, at + 1);
    if (start + size > wasm.length) throw new Error(`section ${id} runs past the end of the wasm`);
    found.push({ id, header: at, start, end: start + size });
    at = start + size;
  }
  return found;
}

/** Whether the wasm has a `name` section: a profiling build, left alone. */
export function keepsNames(wasm) {
  return sections(wasm).some(({ id, start, end }) => id === 0 && readName(wasm.subarray(start, end), 0)[0] === 'name');
}

/** `a` … `z`, `A` … `Z`, then `aa`, `ab`, …: the nth short name. */
export function shortName(n) {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let name = '';
  let rest = n;
  do {
    name = alphabet[rest % alphabet.length] + name;
    rest = Math.floor(rest / alphabet.length) - 1;
  } while (rest >= 0);
  return name;
}

/**
 * The wasm and wasm-bindgen's JS with every import from the JS renamed: `{ wasm, js, renamed }`,
 * or `null` when the wasm keeps its names (a profiling build). Throws when the two files do not
 * look as wasm-bindgen writes them, so that a change in its output stops the build instead of
 * shipping a module that cannot link.
 */
export function shortenImports(wasm, js) {
  if (keepsNames(wasm)) return null;
  const all = sections(wasm);
  const imports = all.filter(({ id }) => id === 2);
  if (imports.length !== 1) throw new Error(`expected one import section in the wasm, found ${imports.length}`);
  const { header, start, end } = imports[0];
  const body = wasm.subarray(start, end);

  const entries = [];
  let [count, at] = readLeb(body, 0);
  for (let i = 0; i < count; i++) {
    let module;
    let name;
    [module, at] = readName(body, at);
    [name, at] = readName(body, at);
    const descriptorStart = at;
    const kind = body[at++];
    if (kind !== 0) throw new Error(`import ${module}.${name} is not a function (kind ${kind})`);
    [, at] = readLeb(body, at);
    entries.push({ module, name, descriptor: body.subarray(descriptorStart, at) });
  }
  if (at !== body.length) throw new Error('the import section has bytes after its last import');

  const modules = [...new Set(entries.map((entry) => entry.module))];
  if (modules.length !== 1 || !/^\.\/[\w.-]+_bg\.js$/.test(modules[0])) {
    throw new Error(`expected every import to come from wasm-bindgen's ./<name>_bg.js, found ${modules.join(', ')}`);
  }
  const moduleKey = `${JSON.stringify(modules[0])}: import0`;
  if (js.split(moduleKey).length !== 2) throw new Error(`the JS does not hand its imports over once as ${moduleKey}`);

  let renamedJs = js.replace(moduleKey, '"a": import0');
  const renamed = entries.map((entry, i) => ({ ...entry, short: shortName(i) }));
  for (const { name, short } of renamed) {
    if (!/^__wb[\w$]+$/.test(name)) throw new Error(`unexpected import name ${name}`);
    // Each import is one key of the import object: `        __wbg_x_0123456789abcdef: function(`.
    const key = new RegExp(`(\\n\\s+)${name.replace(/\$/g, '\\$')}:(?= function\\b)`, 'g');
    const matches = renamedJs.match(key)?.length ?? 0;
    if (matches !== 1) throw new Error(`the JS defines the import ${name} ${matches} times, not once`);
    renamedJs = renamedJs.replace(key, (_, indent) => `${indent}${short}:`);
  }

  const newBody = Buffer.concat([
    leb(renamed.length),
    ...renamed.flatMap(({ short, descriptor }) => [text('a'), text(short), descriptor]),
  ]);
  const renamedWasm = Buffer.concat([
    wasm.subarray(0, header),
    Buffer.from([2]),
    leb(newBody.length),
    newBody,
    wasm.subarray(end),
  ]);
  return { wasm: renamedWasm, js: renamedJs, renamed: renamed.length };
}

/** The exports and JS of wasm-streams' classes: `IntoUnderlyingByteSource`, `…Sink`, `…Source`. */
const STREAM_EXPORT = /^(?:__wbg_)?intounderlying(?:bytesource|sink|source)_\w+$/;
const STREAM_CLASS = /export class (IntoUnderlying(?:ByteSource|Sink|Source)) \{\n[\s\S]*?\n\}\nif \(Symbol\.dispose\) \1\.prototype\[Symbol\.dispose\] = \1\.prototype\.free;\n/g;
const STREAM_FINALIZATION = /const IntoUnderlying(?:ByteSource|Sink|Source)Finalization = \(typeof FinalizationRegistry === 'undefined'\)\n.*\n.*\n/g;

/**
 * The wasm and its JS without wasm-streams' classes: `{ wasm, js, dropped }` (the export names
 * dropped; none when there were none), or `null` when the wasm keeps its names. Throws when any
 * trace of the classes is left in the JS, which would mean wasm-bindgen writes them differently or
 * the app uses them after all.
 */
export function dropStreamClasses(wasm, js) {
  if (keepsNames(wasm)) return null;
  const exportsSection = sections(wasm).filter(({ id }) => id === 7);
  if (exportsSection.length !== 1) throw new Error(`expected one export section in the wasm, found ${exportsSection.length}`);
  const { header, start, end } = exportsSection[0];
  const body = wasm.subarray(start, end);
  const kept = [];
  const dropped = [];
  let [count, at] = readLeb(body, 0);
  for (let i = 0; i < count; i++) {
    const entryStart = at;
    let name;
    [name, at] = readName(body, at);
    at += 1; // the kind
    [, at] = readLeb(body, at);
    if (STREAM_EXPORT.test(name)) dropped.push(name);
    else kept.push(body.subarray(entryStart, at));
  }
  const slimJs = js.replace(STREAM_CLASS, '').replace(STREAM_FINALIZATION, '');
  const left = slimJs.match(/IntoUnderlying\w*|intounderlying\w*/);
  if (left) throw new Error(`the JS still mentions ${left[0]} once its stream classes are gone`);
  if (dropped.length === 0) return { wasm, js: slimJs, dropped };
  const newBody = Buffer.concat([leb(kept.length), ...kept]);
  const slimWasm = Buffer.concat([wasm.subarray(0, header), Buffer.from([7]), leb(newBody.length), newBody, wasm.subarray(end)]);
  return { wasm: slimWasm, js: slimJs, dropped };
}
