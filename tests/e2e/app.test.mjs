// The first screen, rendered from wasm in headless Chromium at a phone viewport.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launchBrowser, openPhonePage, screenshot } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';

let server;
let browser;

before(async () => {
  server = await serveDist();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test('first screen renders from wasm at phone size, with no console errors or CSP violations', async () => {
  const { page, context, problems } = await openPhonePage(browser, server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();

  // Rendered by the app, not the static HTML: the loading notice is gone and the header is there.
  assert.equal(await page.locator('#loading').count(), 0, 'the static loading notice was removed');
  assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'CAP');
  assert.ok(await games.heading.isVisible());
  assert.ok((await games.items.count()) >= 10, 'the game list is filled');

  // Nothing overflows sideways on a 390 px phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `page scrolls sideways by ${overflow}px`);

  await screenshot(page, 'first-screen');
  assert.deepEqual(problems, []);
  await context.close();
});

test('dark theme follows the system setting', async () => {
  const { page, context, problems } = await openPhonePage(browser, server.url, { colorScheme: 'dark' });
  await new GamesScreen(page).waitForApp();
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.equal(bg, 'rgb(16, 20, 26)', 'dark background in a dark system');
  await screenshot(page, 'first-screen-dark');
  assert.deepEqual(problems, []);
  await context.close();
});

test('searching the game list filters it and says when nothing matches', async () => {
  const { page, context, problems } = await openPhonePage(browser, server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();

  await games.searchFor('board');
  const names = await games.items.allInnerTexts();
  assert.ok(names.length >= 2, `expected several board games, got ${names.length}`);
  assert.ok(names.every((n) => /board/i.test(n)), `every shown game mentions "board": ${names}`);

  await games.searchFor('zzz-no-such-game');
  assert.equal(await games.items.count(), 0);
  assert.ok(await games.empty.isVisible());

  await games.searchFor('');
  assert.ok((await games.items.count()) >= 10);
  assert.deepEqual(problems, []);
  await context.close();
});
