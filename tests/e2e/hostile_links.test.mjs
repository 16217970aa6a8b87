// Issue 36: hostile links. The declarations that froze the app (a shared ring of eight places with
// 24 points of any five of nine; 20,000 options; a name of a million characters) are refused in
// words while the page keeps drawing frames, and the next start is normal; a link opened over an
// unfinished hand holds that hand in local storage before its own is written, and the history
// has it after the page is closed at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, settles } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { HistoryScreen, holdem, linkTo } from './pages/storage.mjs';

const fx = useBrowser();

/** The issue's declaration: one table place and `ring` places in front of each player, shared
 * under the `ring` option, and `points` points each any five of those places. */
function sharedRingGame(ring, points) {
  const ids = Array.from({ length: ring }, (_, i) => `r${i + 1}`);
  const from = ['t', ...ids];
  return {
    id: 'probe/ring',
    name: 'Ring probe',
    players: [2, 5],
    hole_cards: { fixed: 2 },
    positions: [
      { id: 't', x: 0, y: 0 },
      ...ids.map((id, i) => ({ id, x: i, y: 2, scope: 'each-player', shared_when: { option: 'ring', equals: 'shared' } })),
    ],
    streets: [{ name: 'Pre-flop', deal: from }],
    points: Array.from({ length: points }, (_, i) => ({
      label: `P${i}`, ranking: 'high', cards: { board: { choose: { from, k: 5 } } },
    })),
    payout: 'split-pot',
    options: [{ key: 'ring', label: 'Ring', choices: [['shared', 'Shared'], ['own', 'Own']] }],
  };
}

/** Watches the gaps between animation frames from the document's first moment. */
function watchFromStart() {
  window.__gap = 0;
  let last = performance.now();
  window.__reset = () => {
    window.__gap = 0;
    last = performance.now();
  };
  const tick = (now) => {
    window.__gap = Math.max(window.__gap, now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Opens `link` as a start of the app (a tapped link), watching the gaps between animation
 * frames from the document's first moment, and returns what the app says and the longest gap. */
async function startWith(page, link, said) {
  await page.goto('about:blank');
  await page.addInitScript(watchFromStart);
  await page.goto(link);
  return said_and_gap(page, said);
}

/** Opens `link` in the running app (the address's link changes, as a second tap on a link does),
 * and returns what the app says and the longest gap between frames meanwhile; `said` is words
 * the last link's message does not have. */
async function openLink(page, link, said) {
  await page.evaluate(watchFromStart);
  // The gaps are watched from the moment the address holds the link: the browser's own work of
  // taking a megabyte address (118-345 ms measured on a page without the app, growing with the
  // tab's history) is the same for any page, and comes before the app hears of the link.
  await page.evaluate((hash) => {
    location.hash = hash;
    window.__reset();
  }, link.slice(link.indexOf('#')));
  return said_and_gap(page, said);
}

async function said_and_gap(page, said) {
  // The message shows where the screen shows it (another copy may be on a hidden screen).
  const message = page.locator(':is(p, div):visible', { hasText: said }).last();
  await settles(() => message.isVisible().catch(() => false), true, said, { timeout: 30000 });
  const text = await message.innerText();
  // A few frames more, so a freeze after the message would show.
  await page.waitForTimeout(300);
  return { text, gap: await page.evaluate(() => window.__gap) };
}

// Starting the app (fetching and compiling its wasm) on a busy 2-core machine can hold a frame for
// a second or more; the freezes these links caused lasted minutes, and every later start again.
const FROZEN_MS = 5000;
// Opened in the running app, a link never holds a frame longer than this (issue 36), beyond what
// the browser alone takes for the same address.
const FRAME_MS = 200;

/** The longest gap between frames on a page without the app when the address takes a fragment
 * of `length` characters: a megabyte address costs the browser itself 170-300 ms (measured),
 * before and whatever any page does. */
async function browserAlone(context, length) {
  const bare = await context.newPage();
  await bare.goto(`${fx.server.url}no-app-here.html`);
  const gap = await bare.evaluate(async (n) => {
    let gap = 0;
    let last = performance.now();
    let on = true;
    const tick = (now) => {
      gap = Math.max(gap, now - last);
      last = now;
      if (on) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    await new Promise((r) => setTimeout(r, 100));
    location.hash = `#game=${'A'.repeat(n)}`;
    gap = 0;
    last = performance.now();
    await new Promise((r) => setTimeout(r, 600));
    on = false;
    return gap;
  }, length);
  await bare.close();
  return gap;
}

test('issue 36 (1, 2, 9): hostile links are refused in words, the page keeps drawing, and the next start is normal', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  const game = sharedRingGame(8, 24);
  const hand = {
    format: 1, game, button: 0, chip: 1,
    players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((name) => ({ name, hole: '', contributed: 2 })),
  };
  // As the app's start: refused, and the start goes on.
  const started = await startWith(page, linkTo(fx.server.url, hand), 'The shared link could not be opened');
  assert.match(started.text, /scoring a hand of 5 players would value up to 52,500,000 hands; this point alone values 2,187,500; a game may take at most 1,000,000/);
  assert.ok(started.gap < FROZEN_MS, `the ring link froze the start for ${started.gap} ms`);
  console.log(`ring #hand= link at a start: longest frame gap ${Math.round(started.gap)} ms`);
  await screenshot(page, 'hostile-ring-link');

  // In the running app, each link keeps the frames coming.
  const gaps = [];
  const ring = await openLink(page, linkTo(fx.server.url, { ...hand, game: sharedRingGame(8, 23) }), 'up to 50,312,500 hands');
  assert.match(ring.text, /The shared link could not be opened: .*a game may take at most 1,000,000/);
  gaps.push(['ring #hand=', ring.gap]);

  const gameLink = `${fx.server.url}#game=${Buffer.from(JSON.stringify(game)).toString('base64url')}`;
  const asGame = await openLink(page, gameLink, 'The shared game could not be opened');
  assert.match(asGame.text, /points\[0\] \(P0\)\.cards: scoring a hand of 5 players/);
  gaps.push(['ring #game=', asGame.gap]);

  const optionsLink = (n) => {
    const options = Array.from({ length: n }, (_, i) => ({ key: `o${i}`, label: 'O', choices: [['a', 'A']] }));
    return `${fx.server.url}#game=${Buffer.from(JSON.stringify({ ...sharedRingGame(1, 1), options })).toString('base64url')}`;
  };
  const many = await openLink(page, optionsLink(3000), '3000 options; at most 16');
  assert.match(many.text, /options: 3000 options; at most 16/);
  gaps.push(['3,000 options', many.gap]);
  const huge = await openLink(page, optionsLink(20000), 'longer than any shared game');
  assert.match(huge.text, /The shared game could not be opened: this link is 1,[\d,]+ characters long, longer than any shared game \(262,144 at most\)/);
  gaps.push(['20,000 options', huge.gap]);

  const named = holdem(['Ann', 'Ben', 'x'.repeat(1_100_000)]);
  const long = await openLink(page, linkTo(fx.server.url, named), 'longer than any shared hand');
  assert.ok(long.text.length < 400, `${long.text.length} characters`);
  assert.match(long.text, /^The shared link could not be opened/);
  gaps.push(['a million-character name', long.gap]);
  const shorter = await openLink(page, linkTo(fx.server.url, holdem(['Ann', 'Ben', 'x'.repeat(150_000)])), "player 3's name");
  assert.ok(shorter.text.length < 400, `${shorter.text.length} characters`);
  gaps.push(['a 150,000-character name', shorter.gap]);
  console.log(`links in the running app, longest frame gaps: ${gaps.map(([what, gap]) => `${what} ${Math.round(gap)} ms`).join('; ')}`);
  // The browser's own cost of a megabyte address varies with the machine's load from one try to
  // the next (83 to 300 ms seen on a busy 2-core machine): the most of three tries is its bound.
  const tries = [];
  for (let i = 0; i < 3; i++) tries.push(await browserAlone(context, optionsLink(20000).length));
  const alone = Math.max(...tries);
  console.log(`the browser alone, a megabyte address: longest frame gaps ${tries.map(Math.round).join(', ')} ms`);
  for (const [what, gap] of gaps) {
    assert.ok(gap < FRAME_MS || gap < alone + FRAME_MS / 2, `${what}: a frame waited ${Math.round(gap)} ms (the browser alone ${Math.round(alone)} ms)`);
  }
  // Links within the length the app reads hold no frame past the bound at all.
  for (const [what, gap] of gaps.filter(([what]) => !/20,000|million/.test(what))) {
    assert.ok(gap < FRAME_MS, `${what}: a frame waited ${Math.round(gap)} ms`);
  }

  // Nothing of these was kept: the next start opens the games list, and nothing huge is stored.
  await page.goto(fx.server.url);
  await new GamesScreen(page).waitForApp();
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => localStorage.getItem(k).length > 100_000));
  assert.deepEqual(stored, []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('issue 36 (3): a link opened over an unfinished hand holds it before its own is written', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  // An unfinished hand: Cat's cards are not in yet.
  const unfinished = holdem(['Ann', 'Ben', 'Cat']);
  unfinished.players[2].hole = '';
  await page.goto(linkTo(fx.server.url, unfinished));
  await settles(() => page.evaluate(() => localStorage.getItem('cap.v1.hand') !== null), true, 'the hand is saved');
  // The link's hand replaces it; the page is closed at once.
  const other = await context.newPage();
  await other.goto(linkTo(fx.server.url, holdem(['Zed', 'Yan', 'Xi'], 1)));
  await settles(() => other.evaluate(() => {
    const hand = localStorage.getItem('cap.v1.hand') ?? '';
    const held = localStorage.getItem('cap.v1.held') ?? '';
    return hand.includes('Zed') && (held.includes('Ann') || held === '');
  }), true, 'the link hand written, the old one held (or already kept)');
  await other.close();
  await page.close();
  // A new start keeps the held hand in the history.
  const again = await context.newPage();
  await again.goto(fx.server.url);
  await new GamesScreen(again).waitForApp();
  const history = new HistoryScreen(again);
  await history.open();
  await settles(async () => (await history.players()).some((n) => n.includes('Ann')), true, 'Ann\'s hand is in the history');
  await settles(() => again.evaluate(() => localStorage.getItem('cap.v1.held')), null, 'nothing held once kept');
  await screenshot(again, 'hostile-link-kept-replaced');
  assert.deepEqual(problems, []);
  await context.close();
});

/** A complete hand of the shared ring of seven (one point of any five of the table place and the
 * ring, five players): about 875,000 hands valued, near the showdown's budget, so the app scores it
 * a step at a time. `stake` varies the hand. */
function heavyRingHand(stake) {
  const game = sharedRingGame(7, 1);
  const ranks = '23456789TJQKA';
  const deck = [...'shdc'].flatMap((s) => [...ranks].map((r) => r + s));
  let next = 0;
  const take = (n) => deck.slice(next, (next += n));
  const players = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((name) => ({
    name,
    hole: take(2).join(''),
    cards: Object.fromEntries(take(7).map((c, i) => [`r${i + 1}`, c])),
    contributed: stake,
  }));
  return { format: 1, game, button: 0, chip: 1, players, board: { t: take(1)[0] } };
}

/** Watches the gaps between animation frames from now on. */
async function watchFrames(page) {
  await page.evaluate(() => {
    window.__gap = 0;
    window.__long = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push(Math.round(e.duration)); })
      .observe({ type: 'longtask' });
    let last = performance.now();
    const tick = (now) => {
      window.__gap = Math.max(window.__gap, now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

test('issue 36 (2): a hand near the budget is scored a step at a time, drawing frames, with a Stop', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  const payouts = page.getByRole('list', { name: 'Payouts' });
  const scoring = page.getByText('Scoring the showdown:');

  // Opened over the running app with the hand screen's code already fetched (the link's own start
  // is measured above, and fetching the screens' code is the weight issue's): every frame comes
  // within 200 ms while the hand is read and scored, and the report follows.
  const light = linkTo(fx.server.url, holdem(['Ann', 'Ben', 'Cat']));
  await page.evaluate((hash) => { location.hash = hash; }, light.slice(light.indexOf('#')));
  await settles(() => payouts.isVisible(), true, 'a light hand is scored at once');
  await watchFrames(page);
  const link = linkTo(fx.server.url, heavyRingHand(3));
  await page.evaluate((hash) => { location.hash = hash; }, link.slice(link.indexOf('#')));
  await settles(() => payouts.isVisible(), true, 'the heavy hand is scored', { timeout: 60000 });
  await page.waitForTimeout(200);
  const gap = await page.evaluate(() => window.__gap);
  console.log(`a hand of 875,000 hands valued, scored in steps: longest frame gap ${Math.round(gap)} ms; long tasks ${await page.evaluate(() => window.__long.join(', '))} ms`);
  assert.ok(gap < 200, `a frame waited ${Math.round(gap)} ms`);
  assert.match(await payouts.innerText(), /Ann: \d+/);
  await screenshot(page, 'heavy-hand-scored');

  // Stopped mid-way: Stop is tapped the moment the progress first moves past 0% (a tap from the
  // test's own clock would race a scoring this quick).
  await page.evaluate(() => {
    const watch = new MutationObserver(() => {
      const status = document.querySelector('.showdown__scoring [role=status]');
      if (status && /Scoring the showdown: [1-9]/.test(status.textContent)) {
        watch.disconnect();
        window.__stoppedAt = status.textContent;
        [...document.querySelectorAll('.showdown__scoring button')].find((b) => b.textContent === 'Stop').click();
      }
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const again = linkTo(fx.server.url, heavyRingHand(4));
  await page.evaluate((hash) => { location.hash = hash; }, again.slice(again.indexOf('#')));
  await settles(() => page.getByText('Scoring stopped').isVisible(), true, 'stopped', { timeout: 60000 });
  assert.match(await page.evaluate(() => window.__stoppedAt), /Scoring the showdown: \d+% \([\d,]+ hands valued\)/);
  assert.equal(await payouts.count(), 0, 'nothing paid once stopped');
  assert.equal(await page.evaluate(() => localStorage.getItem('cap.v1.scoring')), null, 'no mark left');
  await page.evaluate(() => document.querySelector('.showdown__scoring')?.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'heavy-hand-stopped');
  // The same at 320 px in the dark theme: the words wrap, Score it stays whole.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => document.querySelector('.showdown__scoring')?.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'heavy-hand-stopped-320-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  // Scored again, on a much slower phone: the progress shows (looked at in its screenshot), then
  // the report.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 60 });
  await page.getByRole('button', { name: 'Score it' }).click();
  await page.evaluate(() => document.querySelector('.showdown__scoring')?.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'heavy-hand-scoring');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await settles(() => payouts.isVisible(), true, 'scored again', { timeout: 60000 });
  assert.deepEqual(problems, []);
  await context.close();
});
