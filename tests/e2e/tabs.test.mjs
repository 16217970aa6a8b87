// Issue 25 (3): two tabs of the app in one browser. There is one hand being entered and one hand
// being dealt per browser: a change in one tab shows in the other; when the other tab's write
// would replace a hand this tab holds and that tab never saw, this tab's hand is kept in the
// history first (a deal goes on being dealt here, offered as a file). docs/storage.md says why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { useBrowser, screenshot, settles, PHONE, placeName } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { RulesCard, HandScreen } from './pages/hand.mjs';
import { HistoryScreen, Problems, holdem, linkTo } from './pages/storage.mjs';

const fx = useBrowser();
// A tab in the background runs slowly (about 2 s here).
const slow = { timeout: 15000 };

/** An unfinished Hold'em hand of `names`: one card on the board, no hole cards. */
const unfinished = (names) => ({ ...holdem(names), board: { '1.f1': '6d' }, players: holdem(names).players.map((p) => ({ ...p, hole: '' })) });

/** A new tab of the app, started; `full` makes every local-storage write of this tab fail. */
async function tab(context, { full = false } = {}) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  if (full) {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
    });
  }
  await page.goto(fx.server.url);
  await new GamesScreen(page).waitForApp();
  return { page, errors, hand: new HandScreen(page), nav: page.getByRole('navigation', { name: 'Screens' }) };
}

const inUse = (page, card) => page.getByRole('group', { name: 'Card picker' }).getByRole('button', { name: card, exact: true }).isDisabled();

/** Starts a learn-mode Hold'em deal for `names` and takes its first step; returns the instruction. */
async function startDeal(t, names) {
  await t.nav.getByRole('button', { name: 'Games' }).click();
  await new GamesScreen(t.page).family("Hold'em and Omaha").getByRole('button', { name: /^Hold'em: High/ }).click();
  await new RulesCard(t.page).names.fill(names);
  await t.page.getByText('Card actions').click();
  await t.page.getByRole('checkbox', { name: /Learn mode/ }).check();
  await t.page.getByRole('button', { name: 'Deal a hand' }).click();
  await t.page.getByRole('button', { name: 'Next', exact: true }).click();
  return t.page.locator('.deal__instruction').innerText();
}

test('issue 25 (3): the hand being entered and the hand being dealt reach the other tab, step by step', async () => {
  const context = await fx.browser.newContext(PHONE);
  const one = await tab(context);
  const two = await tab(context);
  await one.page.goto(linkTo(fx.server.url, unfinished(['Ann', 'Ben', 'Cat'])));
  await one.hand.picker.waitFor();
  await two.nav.getByRole('button', { name: 'Hand' }).click();
  await two.hand.picker.waitFor();
  assert.equal(await placeName(two.hand.slot('1.f1')), '1.f1: six of diamonds');

  // A card picked in one tab shows in the other, and the other goes on from there.
  await two.hand.pick('king of hearts');
  await settles(() => inUse(one.page, 'king of hearts'), true, 'tab two\'s card reaches tab one', slow);
  await one.hand.pick('queen of spades');
  await settles(() => inUse(two.page, 'queen of spades'), true, 'tab one\'s card reaches tab two', slow);
  assert.ok(await inUse(two.page, 'king of hearts'), 'and tab two keeps its own card');
  for (const t of [one, two]) assert.equal(await t.hand.holeBox('Ann').isVisible(), true);

  // The hand being dealt: tab one deals, tab two (which has read its saved state) follows it and
  // takes the next step, which tab one follows.
  const first = await startDeal(one, 'Ann, Ben, Cat');
  await two.nav.getByRole('button', { name: 'Deal' }).click();
  await settles(() => two.page.locator('.deal__instruction').innerText(), first, 'the deal reaches tab two', slow);
  await two.page.getByRole('button', { name: 'Next', exact: true }).click();
  const second = await two.page.locator('.deal__instruction').innerText();
  assert.notEqual(second, first);
  await settles(() => one.page.locator('.deal__instruction').innerText(), second, 'tab two\'s step reaches tab one', slow);
  // Neither tab kept the unfinished hand twice, or at all: nothing replaced it.
  const history = new HistoryScreen(two.page);
  await history.open();
  assert.deepEqual(await history.players(), []);
  assert.deepEqual([...one.errors, ...two.errors], []);
  await context.close();
});

test('issue 25 (3): two tabs with different hands keep both: the one replaced goes to the history first', async () => {
  const context = await fx.browser.newContext(PHONE);
  // Tab one cannot save (its storage acts full), so tab two never sees its hand or its deal.
  const one = await tab(context, { full: true });
  const two = await tab(context);
  await one.page.goto(linkTo(fx.server.url, unfinished(['Ann', 'Ben', 'Cat'])));
  await one.hand.picker.waitFor();
  await one.hand.pick('king of hearts');

  // Tab two opens another hand: it shows in tab one, and tab one's hand is kept in the history.
  await two.page.goto(linkTo(fx.server.url, holdem(['Dan', 'Eve', 'Fay'], 1)));
  await two.hand.payouts.waitFor();
  await settles(() => one.hand.holeBox('Dan').isVisible(), true, 'tab two\'s hand shows in tab one', slow);
  assert.match(await one.page.getByRole('alert').filter({ hasText: 'Another tab' }).first().innerText(),
    /Another tab is entering another hand, shown here now; the hand you were entering was kept in the history\./);
  await screenshot(one.page, 'tabs-other-hand-kept');
  for (const t of [one, two]) {
    const history = new HistoryScreen(t.page);
    await history.open();
    await settles(async () => (await history.players()).sort(), ['Ann, Ben, Cat', 'Dan, Eve, Fay'], 'both hands, once each', slow);
    const ann = history.items.filter({ hasText: 'Ann, Ben, Cat' });
    assert.deepEqual(await ann.locator('.history__tag').allInnerTexts(), ['Unfinished']);
  }
  const history = new HistoryScreen(one.page);
  await history.items.filter({ hasText: 'Ann, Ben, Cat' }).getByRole('button', { name: 'Open' }).click();
  await one.hand.picker.waitFor();
  assert.ok(await inUse(one.page, 'king of hearts'), 'the hand kept is the one tab one was entering, with its card');

  // Deals: tab two starts another deal over tab one's, which tab two never saw. Tab one goes on
  // dealing its own, says so, and offers it as a file.
  const ours = await startDeal(one, 'Ann, Ben, Cat');
  await startDeal(two, 'Dan, Eve, Fay');
  const problems = new Problems(one.page);
  await settles(async () => (await problems.texts()).some((t) => t.startsWith('Another tab started dealing another hand')), true,
    'tab one is told', slow);
  assert.equal(await one.page.locator('.deal__instruction').innerText(), ours, 'tab one\'s deal stays on its screen');
  const [download] = await Promise.all([
    one.page.waitForEvent('download'),
    problems.list.getByRole('button', { name: 'Download the hand being dealt' }).click(),
  ]);
  const file = JSON.parse(await fs.readFile(await download.path(), 'utf8'));
  assert.deepEqual(file.data.names, ['Ann', 'Ben', 'Cat'], 'the file holds tab one\'s deal');
  assert.equal(file.data.events.length, 1);
  assert.deepEqual([...one.errors, ...two.errors], []);
  await context.close();
});
