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
