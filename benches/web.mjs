// Shared by ./bench's browser measurements: a static server on 127.0.0.1 and Debian's headless
// Chromium driven by playwright-core (the same flags and phone as tests/e2e/support.mjs).
import http from 'node:http';
import zlib from 'node:zlib';
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

const MIME = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.wasm': 'application/wasm', '.css': 'text/css', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.png': 'image/png',
};

/**
 * Serves `dir` on an ephemeral loopback port; resolves to { url, close }. `isolated` adds the
 * cross-origin isolation headers, which give `performance.now()` its fine (5 µs) resolution; `gzip`
 * compresses each response (gzip -9) for a client that accepts it, as a static host would.
 */
export async function serve(dir, { isolated = false, gzip = false } = {}) {
  const root = path.resolve(dir);
  const compressed = new Map(); // file -> gzip bytes, so a file is compressed once
  const server = http.createServer(async (req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.join(root, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
    if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
    try {
      let body = await fs.readFile(file);
      const headers = { 'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' };
      if (gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        if (!compressed.has(file)) compressed.set(file, zlib.gzipSync(body, { level: 9 }));
        body = compressed.get(file);
        headers['Content-Encoding'] = 'gzip';
      }
      if (isolated) {
        headers['Cross-Origin-Opener-Policy'] = 'same-origin';
        headers['Cross-Origin-Embedder-Policy'] = 'require-corp';
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launch() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
}

export function quantile(values, q) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.round((s.length - 1) * q)];
}

export const ms = (v, digits = 0) => `${v.toFixed(digits)} ms`;

/**
 * Runs one entry of cap-bench's plain cdylib (benches/src/wasm.rs: no wasm-bindgen glue) in a
 * cross-origin-isolated page of headless Chromium, unthrottled, and resolves to `{ stdout,
 * browser }`. The module imports `env.now` (performance.now, 5 µs steps in such a page) and
 * `env.emit(stream, ptr, len)` (stream 1 is the figures, anything else goes to stderr). One more
 * import is given its real meaning: rs_poker's `MonteCarloGame` shuffles with `rand::rng()`, seeded
 * through getrandom's wasm-bindgen import of `crypto.getRandomValues(buffer)`, which is what the
 * generated JS glue would call. Any other import (the app's own wasm-bindgen placeholders, never
 * called here) is stubbed to throw. `entry` is called with `flag`, and with `input`'s length once
 * `input` is written through the module's `input(len)` buffer, when there is an input.
 */
export async function runBenchWasm(dir, wasmFile, name, { entry, flag, input }) {
  await fs.copyFile(wasmFile, path.join(dir, `${name}.wasm`));
  await fs.writeFile(path.join(dir, `${name}.html`), `<!doctype html><meta charset="utf-8"><title>${name} bench</title>`);
  const server = await serve(dir, { isolated: true });
  const browser = await launch();
  let result;
  try {
    const page = await (await browser.newContext()).newPage();
    page.on('console', (message) => process.stderr.write(`${message.text()}\n`));
    await page.goto(`${server.url}${name}.html`);
    result = await page.evaluate(async ({ name, entry, flag, input }) => {
      const module = await WebAssembly.compile(await (await fetch(`${name}.wasm`)).arrayBuffer());
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
      for (const { module: from, name: imported, kind } of WebAssembly.Module.imports(module)) {
        if (kind !== 'function') throw new Error(`cannot provide the ${kind} import ${from}.${imported}`);
        let f;
        if (from === 'env' && imported in env) f = env[imported];
        else if (imported.startsWith('__wbg_getRandomValues_')) {
          f = (ptr, len) => { crypto.getRandomValues(new Uint8Array(memory.buffer, ptr, len)); };
        } else f = () => { throw new Error(`unexpected call to ${from}.${imported}`); };
        (imports[from] ??= {})[imported] = f;
      }
      const { exports: x } = await WebAssembly.instantiate(module, imports);
      memory = x.memory;
      let status;
      if (input === undefined) status = x[entry](flag);
      else {
        const bytes = new TextEncoder().encode(input);
        const ptr = x.input(bytes.length);
        new Uint8Array(memory.buffer, ptr, bytes.length).set(bytes);
        status = x[entry](flag, bytes.length);
      }
      return { status, stdout, isolated: self.crossOriginIsolated, userAgent: navigator.userAgent };
    }, { name, entry, flag, input });
  } finally {
    await browser.close();
    await server.close();
  }
  if (result.status !== 0) throw new Error(`${entry} failed (status ${result.status})`);
  if (!result.isolated) throw new Error('the page was not cross-origin isolated: timer resolution would be 100 µs');
  const browserName = result.userAgent.match(/(HeadlessChrome|Chrome)\/[0-9.]+/)?.[0] ?? result.userAgent;
  return { stdout: result.stdout, browser: browserName };
}
