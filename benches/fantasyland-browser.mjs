// The Fantasyland best-arrangement benchmark in wasm inside a page in headless Chromium
// (unthrottled), where the app runs it:
//   node benches/fantasyland-browser.mjs <figures-dir> <cap_bench.wasm> [--quick] > table.md
//
// The module is cap-bench's plain cdylib (benches/src/wasm.rs), as for the equity benchmark
// (benches/equity-browser.mjs): it imports `env.now` (performance.now, 5 µs steps in this
// cross-origin-isolated page) and `env.emit`; the deals and the tables are the same Rust code as
// the native `cap-bench --fantasyland` (benches/src/fantasyland.rs). Any other import is stubbed
// to throw.
import fs from 'node:fs/promises';
import path from 'node:path';
import { serve, launch } from './web.mjs';

const [dir, wasmFile, ...flags] = process.argv.slice(2);
if (!dir || !wasmFile) {
  console.error('usage: node benches/fantasyland-browser.mjs <figures-dir> <cap_bench.wasm> [--quick]');
  process.exit(2);
}
const quick = flags.includes('--quick');
await fs.copyFile(wasmFile, path.join(dir, 'fantasyland.wasm'));
await fs.writeFile(path.join(dir, 'fantasyland.html'), '<!doctype html><meta charset="utf-8"><title>fantasyland bench</title>');

const server = await serve(dir, { isolated: true });
const browser = await launch();
let result;
try {
  const page = await (await browser.newContext()).newPage();
  page.on('console', (message) => process.stderr.write(`${message.text()}\n`));
  await page.goto(`${server.url}fantasyland.html`);
  result = await page.evaluate(async ({ quick }) => {
    const module = await WebAssembly.compile(await (await fetch('fantasyland.wasm')).arrayBuffer());
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
      const f = from === 'env' && name in env ? env[name] : () => { throw new Error(`unexpected call to ${from}.${name}`); };
      (imports[from] ??= {})[name] = f;
    }
    const { exports: x } = await WebAssembly.instantiate(module, imports);
    memory = x.memory;
    const status = x.fantasyland_main(quick ? 1 : 0);
    return { status, stdout, isolated: self.crossOriginIsolated, userAgent: navigator.userAgent };
  }, { quick });
} finally {
  await browser.close();
  await server.close();
}
if (result.status !== 0) throw new Error(`fantasyland_main failed (status ${result.status})`);
if (!result.isolated) throw new Error('the page was not cross-origin isolated: timer resolution would be 100 µs');
const browserName = result.userAgent.match(/(HeadlessChrome|Chrome)\/[0-9.]+/)?.[0] ?? result.userAgent;
process.stdout.write(`${browserName}\n\n${result.stdout}`);
