// Shared fixtures for the end-to-end tests: a static server for dist/ on 127.0.0.1 and a headless
// Chromium (Debian's, driven by playwright-core) with a phone-sized, touch-enabled context.
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = path.join(ROOT, 'dist');
export const SCREENSHOTS = path.join(ROOT, 'target', 'e2e-screenshots');

/** A Pixel-class phone: 390x844 CSS pixels, device scale 3, touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Serves dist/ on an ephemeral loopback port; resolves to { url, close }. */
export async function serveDist() {
  const server = http.createServer(async (req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.join(DIST, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
    if (!file.startsWith(DIST)) { res.writeHead(403).end(); return; }
    try {
      const body = await fs.readFile(file);
      res.writeHead(200, { 'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
}

/** Launches Debian's Chromium headless with the flags this closed network needs. */
export async function launchBrowser() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
}

/**
 * Opens a fresh phone-sized page and records console errors, page errors and CSP violations so a
 * test can assert the page ran cleanly.
 */
export async function openPhonePage(browser, url, { colorScheme = 'light' } = {}) {
  const context = await browser.newContext({ ...PHONE, colorScheme });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console: ${msg.text()}`); });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  await page.goto(url);
  return { page, context, problems };
}

/**
 * A drawn place's spoken name, "1.f1: king of hearts" or "1.f1: empty": the layout names its
 * places with an SVG <title> (not an aria-label, which would contradict the drawn "K♥").
 */
export async function placeName(locator) {
  return locator.evaluate((el) => el.querySelector(':scope > title')?.textContent ?? el.getAttribute('aria-label'));
}

/** Saves a screenshot under target/e2e-screenshots/: what the phone shows, or the whole page. */
export async function screenshot(page, name, { fullPage = false } = {}) {
  await fs.mkdir(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/**
 * Serves dist/ and launches Chromium once for a test file; the returned object's `server` and
 * `browser` are set before the first test runs, and both are closed after the last.
 */
export function useBrowser() {
  const fixture = { server: null, browser: null };
  before(async () => {
    fixture.server = await serveDist();
    fixture.browser = await launchBrowser();
  });
  after(async () => {
    await fixture.browser?.close();
    await fixture.server?.close();
  });
  return fixture;
}

/**
 * Reads `read()` until it deep-equals `expected` (the page may still be updating after an action),
 * then asserts it: a busy machine gets up to `timeout` ms, a wrong answer still fails.
 */
export async function settles(read, expected, message, { timeout = 5000 } = {}) {
  const { deepStrictEqual } = await import('node:assert/strict');
  const until = Date.now() + timeout;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  deepStrictEqual(value, expected, message);
}

const SUIT_NAMES = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };
const RANK_NAMES = {
  2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine',
  T: 'ten', J: 'jack', Q: 'queen', K: 'king', A: 'ace',
};

/** A card's spoken name, as the picker's buttons are named: "As" → "ace of spades". */
export function cardLabel(card) {
  return `${RANK_NAMES[card[0]]} of ${SUIT_NAMES[card[1]]}`;
}
