// The equity benchmark in wasm inside a page in headless Chromium (unthrottled):
//   node benches/equity-browser.mjs <figures-dir> <cap_bench.wasm> <out.json> [--quick] [--heaviest SPEC]
//
// The module is cap-bench's plain cdylib (no wasm-bindgen glue; see benches/src/wasm.rs): it
// imports `env.now` (performance.now, 5 µs steps in this cross-origin-isolated page) and
// `env.emit(stream, ptr, len)`, and the timing schedule and the figures (JSON) are the same Rust
// code as the native `cap-bench --equity`. One more import is given its real meaning: rs_poker's
// `MonteCarloGame` shuffles with `rand::rng()`, seeded through getrandom's wasm-bindgen import of
// `crypto.getRandomValues(buffer)`, which is what the generated JS glue would call. Any other import
// (the app's own wasm-bindgen placeholders, never called here) is stubbed to throw.
import fs from 'node:fs/promises';
import path from 'node:path';
import { serve, launch } from './web.mjs';

const [dir, wasmFile, outFile, ...flags] = process.argv.slice(2);
if (!dir || !wasmFile || !outFile) {
  console.error('usage: node benches/equity-browser.mjs <figures-dir> <cap_bench.wasm> <out.json> [--quick] [--heaviest SPEC]');
  process.exit(2);
}
const quick = flags.includes('--quick');
const at = flags.indexOf('--heaviest');
const heaviest = at >= 0 ? flags[at + 1] ?? '' : '';
await fs.copyFile(wasmFile, path.join(dir, 'equity.wasm'));
await fs.writeFile(path.join(dir, 'equity.html'), '<!doctype html><meta charset="utf-8"><title>equity bench</title>');

const server = await serve(dir, { isolated: true });
const browser = await launch();
let result;
try {
  const page = await (await browser.newContext()).newPage();
  page.on('console', (message) => process.stderr.write(`${message.text()}\n`));
  await page.goto(`${server.url}equity.html`);
  result = await page.evaluate(async ({ quick, heaviest }) => {
    const bytes = await (await fetch('equity.wasm')).arrayBuffer();
    const module = await WebAssembly.compile(bytes);
    let memory;
    let stdout = '';
    const decoder = new TextDecoder();
    const env = {
      now: () => performance.now(),
      emit: (stream, ptr, len) => {
        const text = decoder.decode(new Uint8Array(memory.buffer, ptr, len));
        if (stream === 1) stdout += text;
        else console.log(text.trimEnd());
      },
    };
    const imports = {};
    for (const { module: from, name, kind } of WebAssembly.Module.imports(module)) {
      if (kind !== 'function') throw new Error(`cannot provide the ${kind} import ${from}.${name}`);
      let f;
      if (from === 'env' && name in env) f = env[name];
      else if (name.startsWith('__wbg_getRandomValues_')) {
        f = (ptr, len) => { crypto.getRandomValues(new Uint8Array(memory.buffer, ptr, len)); };
      } else f = () => { throw new Error(`unexpected call to ${from}.${name}`); };
      (imports[from] ??= {})[name] = f;
    }
    const { exports: x } = await WebAssembly.instantiate(module, imports);
    memory = x.memory;
    const spec = new TextEncoder().encode(heaviest);
    const ptr = x.input(spec.length);
    new Uint8Array(memory.buffer, ptr, spec.length).set(spec);
    const status = x.equity_main(quick ? 1 : 0, spec.length);
    return { status, stdout, isolated: self.crossOriginIsolated, userAgent: navigator.userAgent };
  }, { quick, heaviest });
} finally {
  await browser.close();
  await server.close();
}
if (result.status !== 0) throw new Error(`equity_main failed (status ${result.status})`);
if (!result.isolated) throw new Error('the page was not cross-origin isolated: timer resolution would be 100 µs');
const figures = JSON.parse(result.stdout);
figures.browser = result.userAgent.match(/(HeadlessChrome|Chrome)\/[0-9.]+/)?.[0] ?? result.userAgent;
await fs.writeFile(outFile, JSON.stringify(figures, null, 1));
