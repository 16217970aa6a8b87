// The first screen in headless Chromium at a phone viewport: static markup the wasm attaches to.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, PHONE, settles } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';

const fx = useBrowser();

test('the first screen is ready at phone size, with no console errors or CSP violations', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();

  assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'CAP');
  assert.ok(await games.heading.isVisible());
  // The whole catalogue, grouped by layout family in the guide's order.
  assert.equal(await games.count.innerText(), '60 games and 3 scorers');
  assert.equal(await games.items.count(), 60);
  // Their text, not their rendered text: a family far below the fold is laid out only as it nears
  // the screen (content-visibility), so until then it has no rendered text.
  const families = await games.families.allTextContents();
  assert.equal(families[0], "Hold'em and Omaha");
  assert.ok(families.includes('Pandemic') && families.includes('Double bullseye'), families.join(', '));
  assert.equal(await games.family('Triple board').getByRole('listitem').count(), 6);

  // Nothing overflows sideways on a 390 px phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `page scrolls sideways by ${overflow}px`);

  await screenshot(page, 'first-screen');
  await screenshot(page, 'first-screen-full', { fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test('the games list shows before the app arrives, and what is typed meanwhile is searched for then', async () => {
  const context = await fx.browser.newContext(PHONE);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(err.message));
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route('**/cap_bg.wasm', async (route) => { await held; await route.continue(); });
  await page.goto(fx.server.url);
  const games = new GamesScreen(page);
  await games.search.waitFor();
  assert.equal(await page.locator('.app[data-ready]').count(), 0, 'the app has not started');
  assert.equal(await games.items.count(), 60);
  assert.ok(await games.family("Hold'em and Omaha").isVisible(), 'the first family is drawn');
  await screenshot(page, 'first-screen-before-the-app');
  await games.searchFor('tilt 5');
  assert.equal(await games.count.innerText(), '60 games and 3 scorers', 'nothing is searched without the app');

  release();
  await games.waitForApp();
  await page.getByText('1 game', { exact: true }).waitFor();
  assert.deepEqual(await games.items.locator('.games__name').allInnerTexts(), ['Tilt (5 points)']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the games list starts without the rest of the app, which is fetched when another screen opens', async () => {
  // Without the service worker, which would fetch every file in the background.
  const context = await fx.browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console: ${msg.text()}`); });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  const wasm = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop();
    if (name.endsWith('.wasm')) wasm.push(name);
  });
  await page.goto(fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.searchFor('tilt 5');
  assert.equal(await games.items.count(), 1, 'the list answers');
  await page.waitForTimeout(300);
  assert.deepEqual(wasm, ['cap_bg.wasm'], 'only the first screen\'s module is fetched');

  await games.items.getByRole('button').first().click();
  await page.getByRole('heading', { level: 2, name: 'Tilt (5 points)' }).waitFor();
  assert.equal(wasm.length, 2, `one more module for the other screens: ${wasm.join(', ')}`);
  assert.match(wasm[1], /^split_other_screen_\w+\.wasm$/);
  // Back and forth: the module is fetched once.
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'History' }).click();
  await page.getByRole('heading', { level: 2, name: 'History' }).waitFor();
  assert.equal(wasm.length, 2);
  assert.deepEqual(problems, []);
  await context.close();
});

test('dark theme follows the system setting', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url, { colorScheme: 'dark' });
  await new GamesScreen(page).waitForApp();
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.equal(bg, 'rgb(16, 20, 26)', 'dark background in a dark system');
  await screenshot(page, 'first-screen-dark');
  assert.deepEqual(problems, []);
  await context.close();
});

test('searching the game list filters it and says when nothing matches', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();

  await games.searchFor('bullseye');
  await settles(() => games.items.count(), 4, 'the four double bullseye games');
  assert.deepEqual(await games.families.allInnerTexts(), ['Double bullseye']);

  // Every word must match: "tilt 5" finds Tilt (5 points) only.
  await games.searchFor('tilt 5');
  await settles(() => games.items.locator('.games__name').allInnerTexts(), ['Tilt (5 points)']);
  await settles(() => games.count.innerText(), '1 game');

  await games.searchFor('zzz-no-such-game');
  await settles(() => games.items.count(), 0);
  assert.ok(await games.empty.isVisible());
  assert.equal(await games.scorers.count(), 0, 'no scorer matches either');

  await games.searchFor('');
  await settles(() => games.items.count(), 60);
  assert.deepEqual(problems, []);
  await context.close();
});

test('issue 24: searching "chinese" finds the three scorers and says so, not "0 games … No game matches"', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.searchFor('chinese');
  await settles(() => games.count.innerText(), '3 scorers');
  assert.equal(await games.items.count(), 0);
  assert.deepEqual(await games.scorers.allInnerTexts(), ['Chinese poker scorer', 'Open Face Chinese', '32-card draw']);
  assert.equal(await games.empty.isVisible(), false, 'no "No game matches" above buttons that match');
  await screenshot(page, 'games-search-chinese');
  // A scorer is searched by its own words too, and a game search hides the scorers.
  await games.searchFor('pineapple');
  await settles(() => games.scorers.allInnerTexts(), ['Open Face Chinese']);
  await settles(() => games.count.innerText(), '1 scorer');
  await games.searchFor('bullseye');
  await settles(() => games.count.innerText(), '4 games');
  assert.equal(await games.scorers.count(), 0);
  await games.searchFor('');
  await settles(() => games.count.innerText(), '60 games and 3 scorers');
  assert.equal(await games.scorers.count(), 3);
  assert.deepEqual(problems, []);
  await context.close();
});

test('installable and offline: manifest, service worker, and a reload with no network', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]').href;
    return (await fetch(href)).json();
  });
  assert.equal(manifest.short_name, 'CAP');
  assert.equal(manifest.display, 'standalone');

  // Wait until the service worker controls the page, then cut the network and reload.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
  await context.setOffline(true);
  await page.reload();
  await games.waitForApp();
  assert.equal(await games.items.count(), 60, 'the whole app came from the cache');
  await context.setOffline(false);
  assert.deepEqual(problems, []);
  await context.close();
});

test('settings change the theme and deck at once and are remembered', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url, { colorScheme: 'dark' });
  const games = new GamesScreen(page);
  await games.waitForApp();
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Light' }).check();
  await page.getByRole('radio', { name: 'Two colours' }).check();
  await page.getByRole('radio', { name: 'Large' }).check();
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.equal(bg, 'rgb(245, 246, 248)', 'light theme although the phone is dark');
  await screenshot(page, 'settings');
  await page.reload();
  await games.waitForApp();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.deck), 'two-colour');
  assert.deepEqual(problems, []);
  await context.close();
});
