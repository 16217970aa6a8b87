// The "done when": a six-player double-board hand seated, entered, resolved and read by
// name; kept, reloaded, exported and re-imported, shared as a link, and reopened offline. The
// expected winners and payouts come from the native `cap showdown` on the same hand file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { useBrowser, openPhonePage, screenshot, placeName } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { TableSetup, Table, capShowdown } from './pages/table.mjs';

const fx = useBrowser();

const RANK_NAMES = {
  2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine',
  T: 'ten', J: 'jack', Q: 'queen', K: 'king', A: 'ace',
};
const SUIT_NAMES = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };
const label = (card) => `${RANK_NAMES[card[0]]} of ${SUIT_NAMES[card[1]]}`;

/** A fixed shuffle of the deck (a small linear congruential generator), so the hand is not sorted. */
function shuffledDeck(seed) {
  const deck = [];
  for (const r of '23456789TJQKA') for (const s of 'shdc') deck.push(r + s);
  let x = seed;
  for (let i = deck.length - 1; i > 0; i -= 1) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const j = x % (i + 1);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck;
}

const GAME = /^High\/low\/high\/low\/hand/;
const SEATED = ['Ann', 'Ben', 'Cat', 'Dan', 'Fay', 'Eve'];
const DECK = shuffledDeck(20261124);
const BOARD = DECK.slice(0, 10);
const HOLE = Object.fromEntries(SEATED.map((n, i) => [n, DECK.slice(10 + 7 * i, 17 + 7 * i)]));

/** What cap's report says, in the shapes the screen shows. */
function expectedFrom(report) {
  const money = (n) => n;
  return {
    payouts: Object.fromEntries(Object.entries(report.payouts).map(([k, v]) => [k, money(v)])),
    // Everyone is in the main pot, so its point winners are the hand's.
    winners: report.pots[0].points.map((p) => [p.label, p.winners.map((w) => w.player)]),
    instructions: report.pots.map((p) => p.instructions),
  };
}

async function readShowdown(table) {
  // The app answers on its first screen before the screens' part has drawn the hand.
  await table.payouts.waitFor();
  return {
    payouts: await table.payoutsByName(),
    winners: await table.winnersByPoint(),
    instructions: await table.instructions(),
  };
}

test('six players on a double board: seat, enter, resolve, keep, reload, export, import, share, offline', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url, { colorScheme: 'dark' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fx.server.url.replace(/\/$/, '') });
  const games = new GamesScreen(page);
  await games.waitForApp();

  // Star the game: it is listed under Favourites, and stays there after a reload.
  const item = games.family('Double board').getByRole('listitem').filter({ has: page.getByRole('button', { name: GAME }) });
  await item.getByRole('button', { name: 'Favourite' }).click();
  assert.equal(await item.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed'), 'true');
  await page.reload();
  await games.waitForApp();
  const favourites = page.getByRole('region', { name: 'Favourites' });
  assert.deepEqual(await favourites.getByRole('button').allInnerTexts(), ['Double board: High/low/high/low/hand (5 points)']);
  await favourites.getByRole('button').click();

  // The rules card: choose the low for this hand, seat six, move Fay above Eve, give Cat the button.
  await page.getByRole('combobox', { name: 'Low type' }).selectOption('7-2');
  assert.match(await page.locator('.rules-card__points').innerText(), /Board 1 low — 7-2 low/);
  const setup = new TableSetup(page);
  await setup.players.fill('6');
  await setup.names.fill('Ann, Ben, Cat, Dan, Eve, Fay');
  await setup.moveUp('Fay');
  assert.deepEqual(await setup.seatNames(), SEATED);
  assert.equal(await setup.names.inputValue(), SEATED.join(', '), 'the quick names box follows the seats');
  await setup.giveButton('Cat');
  assert.match(await page.locator('.seats__button').innerText(), /Cat deals \(the button\); Dan is first to the left/);
  await setup.chip.fill('25');
  await setup.stake.fill('100');
  await screenshot(page, 'table-setup', { fullPage: true });
  await setup.enter.click();

  const table = new Table(page);
  assert.match(await page.locator('.hand__table').innerText(), /Cat has the button · smallest chip 25 · Low type: 7-2 low/);

  // Both boards typed in one go fill the places as the drawing reads: board 1, then board 2.
  await table.typeBoard(BOARD.join(''));
  const order = ['1.f1', '1.f2', '1.f3', '1.t', '1.r', '2.f1', '2.f2', '2.f3', '2.t', '2.r'];
  const slot = (id) => page.getByRole('button', { name: new RegExp(`^${id.replace('.', '\\.')}: `) });
  for (const [k, id] of order.entries()) {
    assert.equal(await placeName(slot(id)), `${id}: ${label(BOARD[k])}`);
  }
  // A placed card clears with one tap and its place waits for the right card; the keyboard works too.
  await slot('2.r').click();
  assert.equal(await placeName(slot('2.r')), '2.r: empty');
  assert.equal(await slot('2.r').getAttribute('aria-pressed'), 'true');
  await page.getByRole('group', { name: 'Card picker' }).getByRole('button', { name: label(BOARD[9]), exact: true }).click();
  assert.equal(await placeName(slot('2.r')), `2.r: ${label(BOARD[9])}`);
  await slot('1.t').focus();
  await page.keyboard.press('Enter');
  assert.equal(await placeName(slot('1.t')), '1.t: empty');
  await table.typeBoard(BOARD.join(' '));
  assert.equal(await placeName(slot('1.t')), `1.t: ${label(BOARD[3])}`);

  // A duplicate is refused with a message naming both places, and a used card cannot be picked.
  await table.typeHole('Ann', HOLE.Ann.slice(0, 6).join('') + BOARD[0]);
  assert.equal(await table.holeMessage('Ann').innerText(), `Ann: ${BOARD[0]} is already in board position 1.f1`);
  assert.ok(await page.getByRole('group', { name: 'Card picker' }).getByRole('button', { name: label(BOARD[0]), exact: true }).isDisabled());

  // Ben's hand by tapping (select his hand, then seven cards), everyone else's by typing.
  await table.player('Ben').getByRole('button', { name: /^Ben/ }).click();
  for (const c of HOLE.Ben) {
    await page.getByRole('group', { name: 'Card picker' }).getByRole('button', { name: label(c), exact: true }).click();
  }
  assert.match(await table.player('Ben').innerText(), /7\/7 cards/);
  for (const name of SEATED.filter((n) => n !== 'Ben')) await table.typeHole(name, HOLE[name].join(''));
  // Ann is all in for half: a side pot, so the chop has odd chips to place.
  await table.player('Ann').getByRole('spinbutton').fill('50');
  await table.player('Ann').getByRole('spinbutton').blur();
  await page.getByRole('heading', { name: 'Side pot 1: 250' }).waitFor();
  await screenshot(page, 'table-showdown', { fullPage: true });
  const shown = await readShowdown(table);

  // Export the hand file as a real download, and resolve it natively: the screen agrees with cap.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export hand file' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^cap-hand-double-board-high-low-high-low-hand-.*\.json$/);
  const exported = await fs.readFile(await download.path(), 'utf8');
  const file = JSON.parse(exported);
  assert.equal(file.button, 2, 'Cat has the button');
  assert.equal(file.chip, 25);
  assert.deepEqual(file.options, { low: '7-2' });
  assert.deepEqual(file.players.map((p) => p.name), SEATED);
  const expected = expectedFrom(capShowdown(exported));
  assert.deepEqual(shown.payouts, expected.payouts);
  assert.deepEqual(shown.winners, expected.winners);
  assert.deepEqual(shown.instructions, expected.instructions);
  assert.equal(Object.values(shown.payouts).reduce((a, b) => a + b, 0), 550, 'every chip paid out');
  const filePath = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'cap-e2e-')), 'hand.json');
  await fs.writeFile(filePath, exported);

  // Kept in the history by itself.
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'History' }).click();
  const saved = page.getByRole('list', { name: 'Saved hands' });
  assert.equal(await saved.getByRole('listitem').count(), 1);
  assert.match(await saved.innerText(), /Ann, Ben, Cat, Dan, Fay, Eve/);
  await screenshot(page, 'table-history', { fullPage: true });

  // A reload keeps the hand and its showdown.
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Hand' }).click();
  await page.reload();
  await games.waitForApp();
  assert.deepEqual(await readShowdown(table), shown);

  // Share: the link is copied (no share sheet in headless Chromium) and shown.
  await page.getByRole('button', { name: 'Share link' }).click();
  await page.getByRole('status').filter({ hasText: /Link copied|Shared/ }).waitFor();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  assert.match(link, /#hand=[A-Za-z0-9_-]+$/);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);

  // Offline: once the service worker controls the page, a reload with no network keeps the hand.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
  await context.setOffline(true);
  await page.reload();
  await games.waitForApp();
  assert.deepEqual(await readShowdown(table), shown);
  await context.setOffline(false);
  assert.deepEqual(problems, []);
  await context.close();

  // Another phone opens the shared link: the same hand, winners and payouts.
  const other = await openPhonePage(fx.browser, link);
  await new GamesScreen(other.page).waitForApp();
  assert.deepEqual(await readShowdown(new Table(other.page)), shown);
  assert.deepEqual(other.problems, []);
  await other.context.close();

  // A fresh phone imports the exported file with the file picker: the same result, payouts included.
  const third = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(third.page).waitForApp();
  await third.page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'History' }).click();
  await third.page.getByLabel('Open a hand file').setInputFiles(filePath);
  await third.page.getByRole('list', { name: 'Payouts' }).waitFor();
  assert.deepEqual(await readShowdown(new Table(third.page)), shown);
  assert.deepEqual(third.problems, []);
  await third.context.close();
});

test('imported files and links are checked, and names are shown as text', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cap-e2e-'));
  const history = page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'History' });

  // A file that is not a hand file, and one with a bad card: each refused with a message naming it.
  await history.click();
  await fs.writeFile(path.join(dir, 'notes.json'), 'this is not JSON');
  await page.getByLabel('Open a hand file').setInputFiles(path.join(dir, 'notes.json'));
  await page.locator('.history .message', { hasText: /notes\.json could not be opened/ }).waitFor();
  const deck = shuffledDeck(7);
  const hand = {
    format: 1,
    game: 'double-board/high-high-hand',
    button: 1,
    chip: 5,
    players: [
      { name: '<img src=x onerror="window.pwned=1">', hole: deck.slice(10, 24).join(''), contributed: 100 },
      { name: 'Ben & <b>Co</b>', hole: deck.slice(24, 38).join(''), contributed: 100 },
      { name: 'Cat', hole: deck.slice(38, 52).join(''), contributed: 100 },
    ],
    board: Object.fromEntries(['1.f1', '1.f2', '1.f3', '1.t', '1.r', '2.f1', '2.f2', '2.f3', '2.t', '2.r'].map((id, k) => [id, deck[k]])),
  };
  const bad = structuredClone(hand);
  bad.board['1.f1'] = 'Ax';
  await fs.writeFile(path.join(dir, 'bad.json'), JSON.stringify(bad));
  await page.getByLabel('Open a hand file').setInputFiles(path.join(dir, 'bad.json'));
  await page.locator('.history .message', { hasText: /bad\.json could not be opened: .*"Ax" is not a card/ }).waitFor();

  // Names that look like markup are shown as they are, never run.
  await fs.writeFile(path.join(dir, 'names.json'), JSON.stringify(hand));
  await page.getByLabel('Open a hand file').setInputFiles(path.join(dir, 'names.json'));
  await page.getByRole('list', { name: 'Payouts' }).waitFor();
  const payouts = await page.getByRole('list', { name: 'Payouts' }).innerText();
  assert.match(payouts, /<img src=x onerror="window\.pwned=1">: /);
  assert.match(payouts, /Ben & <b>Co<\/b>: /);
  assert.equal(await page.locator('.app img, .app b').count(), 0, 'no markup was made from a name');
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  await screenshot(page, 'hand-names-as-text', { fullPage: true });
  await context.close();

  // A damaged link opens the app with a message, not a broken hand.
  const linked = await openPhonePage(fx.browser, `${fx.server.url}#hand=not-a-hand`);
  await new GamesScreen(linked.page).waitForApp();
  assert.match(await linked.page.getByRole('alert').first().innerText(), /The shared link could not be opened/);
  assert.deepEqual([...problems, ...linked.problems], []);
  await linked.context.close();
});

test('every screen at 320 and 360 px: screenshots, and nothing scrolls sideways', async () => {
  for (const width of [320, 360]) {
    const context = await fx.browser.newContext({
      viewport: { width, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, colorScheme: 'dark',
    });
    const page = await context.newPage();
    await page.goto(fx.server.url);
    const games = new GamesScreen(page);
    await games.waitForApp();
    const nav = (name) => page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name });
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const shoot = async (name) => {
      assert.ok((await sideways()) <= 0, `${name} at ${width}px scrolls sideways by ${await sideways()}px`);
      await screenshot(page, `${name}-${width}`, { fullPage: true });
    };
    await shoot('games');
    await games.family('Ring of Fire').getByRole('button', { name: /^High only/ }).click();
    await shoot('rules-card');
    await new TableSetup(page).players.fill('6');
    await new TableSetup(page).enter.click();
    // Ring of Fire: each player's own ring card is a place to tap and fill.
    const ring = page.getByRole('button', { name: 'ring card: empty' }).first();
    assert.ok(await ring.isVisible(), 'the ring card place is shown');
    await page.getByRole('textbox', { name: 'Type the board' }).fill('As Kd');
    await page.getByRole('textbox', { name: 'Type the board' }).press('Enter');
    await ring.click();
    await page.getByRole('group', { name: 'Card picker' }).getByRole('button', { name: 'two of clubs', exact: true }).click();
    assert.equal(await page.getByRole('button', { name: /^ring card: two of clubs$/ }).count(), 1);
    // The picker's 52 targets fit the width, as tall as a thumb.
    const cell = await page.getByRole('group', { name: 'Card picker' }).getByRole('button', { name: 'ace of spades' }).boundingBox();
    assert.ok(cell.height >= 44, `picker cells are ${cell.height}px tall`);
    await shoot('hand');
    await nav('History').click();
    await shoot('history');
    await nav('Settings').click();
    await shoot('settings');
    await nav('Deal').click();
    await shoot('deal');

    // The keypad setting: a rank, then a suit; the suit already on the board is not offered.
    await nav('Settings').click();
    await page.getByRole('radio', { name: /^Keypad/ }).check();
    await nav('Hand').click();
    const keypad = page.getByRole('group', { name: 'Card picker' });
    await keypad.getByRole('button', { name: 'ace', exact: true }).click();
    assert.ok(await keypad.getByRole('button', { name: 'ace of spades', exact: true }).isDisabled(), 'As is on the board');
    await keypad.getByRole('button', { name: 'ace of hearts', exact: true }).click();
    assert.equal(await page.getByRole('button', { name: 'Take back ace of hearts' }).count(), 1);
    const key = await keypad.getByRole('button', { name: 'king', exact: true }).boundingBox();
    assert.ok(key.width >= 40 && key.height >= 44, `keypad keys are ${key.width}x${key.height}px`);
    await shoot('hand-keypad');
    await context.close();
  }
});

test('dynamic points: each player picks two boards, and the picks go into the hand file', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family('Triple board').getByRole('button', { name: /^Dynamic points/ }).click();
  const setup = new TableSetup(page);
  await setup.players.fill('3');
  await setup.names.fill('Ann, Ben, Cat');
  await setup.enter.click();
  const picks = page.getByRole('group', { name: "Ann's picks" });
  await picks.getByRole('button', { name: 'Board 1 high' }).click();
  await picks.getByRole('button', { name: 'Board 3 high' }).click();
  assert.deepEqual(
    await picks.getByRole('button').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-pressed'))),
    ['true', 'false', 'true'],
  );
  // The picks are part of the saved hand (boards numbered from 1), so a reload keeps them.
  await page.reload();
  await games.waitForApp();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cap.v1.hand')).data.players[0].picks);
  assert.deepEqual(saved, [1, 3]);
  assert.equal(await page.getByRole('group', { name: "Ann's picks" }).getByRole('button', { name: 'Board 3 high' }).getAttribute('aria-pressed'), 'true');
  await screenshot(page, 'hand-dynamic-picks', { fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});
