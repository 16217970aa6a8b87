// Choosing a game, entering a hand on a phone, and reading the showdown.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, placeName, settles, cardLabel } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { RulesCard, HandScreen } from './pages/hand.mjs';
import { Problems } from './pages/storage.mjs';

const fx = useBrowser();

const RANKS = '23456789TJQKA';
const SUITS = 'shdc';
const label = cardLabel;

test('enter a double-board hand by tapping and typing, then read the showdown', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url, { colorScheme: 'dark' });
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family('Double board').getByRole('button', { name: /High\/high\/hand/ }).click();

  const card = new RulesCard(page);
  assert.equal(await card.title.innerText(), 'Double board: High/high/hand (3 points)');
  assert.ok(await card.layout.isVisible(), 'the layout is drawn');
  await card.players.fill('3');
  await card.names.fill('Ann, Ben, Cat');
  assert.equal(await card.arithmetic.innerText(), 'Hole cards: 52 cards, 10 board cards, 3 players: 14 each, 0 left over');
  await screenshot(page, 'rules-card');
  await card.start.click();

  const hand = new HandScreen(page);
  // Board by tapping: the first empty place is selected, and each pick moves on to the next as
  // the drawing reads (1.f1 1.f2 1.f3 1.t 1.r, then board 2).
  const board = ['As', 'Kd', '7h', '2c', '3c', '9s', 'Qh', '4c', '5d', '8h'];
  for (const c of board) await hand.pick(label(c));
  assert.match(await placeName(hand.slot('1.f1')), /ace of spades/);
  assert.match(await placeName(hand.slot('2.r')), /eight of hearts/);
  assert.ok(await hand.picker.getByRole('button', { name: 'ace of spades', exact: true }).isDisabled(), 'a used card cannot be picked twice');

  // A card typed into a hand that is already on the board is refused, naming both places.
  await hand.typeHole('Ann', 'AsAh');
  assert.equal(await (await hand.messageUnder(hand.holeBox('Ann'))).innerText(), 'Ann: As is already in board position 1.f1');

  // Hole cards by typing: the rest of the deck, 14 each.
  const rest = [];
  for (const r of RANKS) for (const s of SUITS) if (!board.includes(r + s)) rest.push(r + s);
  await hand.typeHole('Ann', rest.slice(0, 14).join(''));
  await hand.typeHole('Ben', rest.slice(14, 28).join(''));
  assert.match(await hand.showdown.innerText(), /Cat holds 0 hole cards/);
  await hand.typeHole('Cat', rest.slice(28, 42).join(' '));

  const points = await hand.points.getByRole('listitem').allInnerTexts();
  assert.equal(points.length, 3);
  assert.match(points[0], /^Board 1 high — /);
  assert.match(points[2], /^Hand — /);
  const payouts = await hand.payouts.getByRole('listitem').allInnerTexts();
  const total = payouts.map((p) => Number(p.split(': ')[1].replace(/,/g, ''))).reduce((a, b) => a + b, 0);
  assert.equal(total, 300, `every chip paid out: ${payouts}`);
  // Tapping a point lights the five cards its winner used: three on board 1 and two in the hand.
  await hand.points.getByRole('button', { name: /^Board 1 high/ }).click();
  assert.equal(await page.locator('.layout-diagram__slot--lit').count(), 3);
  assert.equal(await page.locator('.player__card--used').count(), 2);
  await hand.points.getByRole('button', { name: /^Hand/ }).click();
  assert.equal(await page.locator('.layout-diagram__slot--lit').count(), 0);
  assert.equal(await page.locator('.player__card--used').count(), 5);
  await screenshot(page, 'hand-showdown', { fullPage: true });

  // A reload loses nothing: the hand comes back from local storage.
  await page.reload();
  await games.waitForApp();
  assert.match(await placeName(hand.slot('2.r')), /eight of hearts/);
  assert.equal((await hand.points.getByRole('listitem').allInnerTexts()).length, 3);
  assert.deepEqual(problems, []);
  await context.close();
});

/** Opens the app, chooses Double board high/high/hand for three, and enters a full hand. */
async function enterHand(page) {
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family('Double board').getByRole('button', { name: /High\/high\/hand/ }).click();
  const card = new RulesCard(page);
  await card.players.fill('3');
  await card.names.fill('Ann, Ben, Cat');
  await card.start.click();
  const hand = new HandScreen(page);
  const board = ['As', 'Kd', '7h', '2c', '3c', '9s', 'Qh', '4c', '5d', '8h'];
  for (const c of board) await hand.pick(label(c));
  const rest = [];
  for (const r of RANKS) for (const s of SUITS) if (!board.includes(r + s)) rest.push(r + s);
  await hand.typeHole('Ann', rest.slice(0, 14).join(''));
  await hand.typeHole('Ben', rest.slice(14, 28).join(''));
  await hand.typeHole('Cat', rest.slice(28, 42).join(''));
  return hand;
}

test('keep, export, re-import and share a hand: each gives the same showdown', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const hand = await enterHand(page);
  const expected = await hand.points.getByRole('listitem').allInnerTexts();
  assert.equal(expected.length, 3);

  // Resolved hands are kept by themselves; export is a download of the hand file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export hand file' }).click(),
  ]);
  const exported = await (await import('node:fs/promises')).readFile(await download.path(), 'utf8');
  assert.equal(JSON.parse(exported).game, 'double-board/high-high-hand');
  await page.getByRole('button', { name: 'Share link' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  assert.match(link, /#hand=[A-Za-z0-9_-]+$/);

  const history = page.getByRole('list', { name: 'Saved hands' });
  const screens = page.getByRole('navigation', { name: 'Screens' });
  await screens.getByRole('button', { name: 'History' }).click();
  await settles(() => history.getByRole('listitem').count(), 1);
  assert.match(await history.innerText(), /Ann, Ben, Cat/);
  await screenshot(page, 'history');

  // A correction made after a look at another screen replaces the hand's entry, not adds one.
  await screens.getByRole('button', { name: 'Hand' }).click();
  const board = page.getByRole('textbox', { name: 'Type the board' });
  await board.fill('Kd As 7h 2c 3c 9s Qh 4c 5d 8h');
  await board.press('Enter');
  await page.getByRole('button', { name: /^1\.f1: king of diamonds/ }).waitFor();
  await screens.getByRole('button', { name: 'History' }).click();
  await settles(() => history.getByRole('listitem').count(), 1, 'the corrected hand is still one entry');
  await context.close();

  // Another phone: the shared link opens the same hand and showdown.
  const other = await openPhonePage(fx.browser, link);
  const games = new GamesScreen(other.page);
  await games.waitForApp();
  const shared = new HandScreen(other.page);
  await settles(() => shared.points.getByRole('listitem').allInnerTexts(), expected);
  assert.equal(new URL(other.page.url()).hash, '', 'the link is taken out of the address');

  // And the exported file, pasted into the import box, gives the same showdown too.
  await other.page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'History' }).click();
  await other.page.getByRole('textbox', { name: /Paste the hand file/ }).fill(exported);
  await other.page.getByRole('button', { name: 'Import' }).click();
  await settles(() => shared.points.getByRole('listitem').allInnerTexts(), expected);

  // A damaged file is refused with a message, and nothing entered is lost.
  await other.page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'History' }).click();
  await other.page.getByRole('textbox', { name: /Paste the hand file/ }).fill(exported.replace('"As"', '"Ax"'));
  await other.page.getByRole('button', { name: 'Import' }).click();
  assert.match(await other.page.locator('.history .message').innerText(), /"Ax" is not a card/);
  assert.match(await other.page.getByRole('textbox', { name: /Paste the hand file/ }).inputValue(), /"Ax"/);
  assert.deepEqual([...problems, ...other.problems], []);
  await other.context.close();
});

test('unreadable saved data is set aside with a message and the app still starts', async () => {
  const context = await fx.browser.newContext();
  const page = await context.newPage();
  await page.goto(fx.server.url);
  // Let the first start finish saving its (empty) state before planting damaged data.
  await new GamesScreen(page).waitForApp();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  await page.evaluate(() => localStorage.setItem('cap.v1.hand', '{"schema": 1, "data": {"format": 1, "game": "no-such/game"'));
  await page.reload();
  await new GamesScreen(page).waitForApp();
  // The message comes once the start has read the stores: a busy machine gets a few seconds.
  const told = /The saved hand could not be read: .*it was set aside/;
  await settles(async () => told.test((await new Problems(page).texts()).join(' | ')), true, 'the unreadable hand is told');
  assert.match((await new Problems(page).texts()).join(' | '), told);
  const kept = await page.evaluate(() => localStorage.getItem('cap.v1.hand.unreadable'));
  assert.match(kept, /no-such\/game/, 'the damaged data is kept aside, not lost');
  await context.close();
});
