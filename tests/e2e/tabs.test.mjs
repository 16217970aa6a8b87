// Issue 25 (3): two tabs of the app in one browser. There is one hand being entered, one hand
// being dealt and one table per scorer per browser: a change in one tab shows in the other; when
// the other tab's write would replace a hand this tab holds and that tab never saw, this tab's
// hand is kept in the history first (a deal or a scorer's table stays here, offered as a file).
// docs/storage.md says why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { useBrowser, screenshot, settles, PHONE, placeName, cardLabel } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { RulesCard, HandScreen } from './pages/hand.mjs';
import { HistoryScreen, Problems, holdem, linkTo } from './pages/storage.mjs';

const fx = useBrowser();
// A tab in the background runs slowly (about 2 s here).
const slow = { timeout: 15000 };

/** An unfinished Hold'em hand of `names`: one card on the board, no hole cards. */
const unfinished = (names) => ({ ...holdem(names), board: { '1.f1': '6d' }, players: holdem(names).players.map((p) => ({ ...p, hole: '' })) });

/** A new tab of the app, started; `full` makes every local-storage write of this tab fail (until
 *  `storage(t, { full: false })`). */
async function tab(context, { full = false } = {}) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  if (full) {
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      window.capStorageFull = true;
      Storage.prototype.setItem = function (key, value) {
        if (window.capStorageFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return setItem.call(this, key, value);
      };
    });
  }
  await page.goto(fx.server.url);
  await new GamesScreen(page).waitForApp();
  return { page, errors, hand: new HandScreen(page), nav: page.getByRole('navigation', { name: 'Screens' }) };
}

/** Makes the storage of tab `t` (started `full`) act full, or work again. */
const storage = (t, { full }) => t.page.evaluate((full) => { window.capStorageFull = full; }, full);

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

/** Opens the scorer named `name` from the games list of tab `t`. */
async function openScorer(t, name) {
  await t.nav.getByRole('button', { name: 'Games' }).click();
  await t.page.getByRole('button', { name, exact: true }).click();
}

const rows = (t, name) => t.page.getByRole('textbox', { name: `${name}'s rows` });

test('issue 25 (3): the scorers\' tables reach the other tab (Chinese poker, OFC, 32-card draw)', async () => {
  const context = await fx.browser.newContext(PHONE);
  const one = await tab(context);
  const two = await tab(context);

  // Chinese poker: rows typed in one tab show in the other, both ways.
  for (const t of [one, two]) await openScorer(t, 'Chinese poker scorer');
  const north = '3h 3d 4c / 9c 9d As Kc 2h / 4d 5c 6d 7c 8c';
  await rows(one, 'North').fill(north);
  await settles(() => rows(two, 'North').inputValue(), north, 'tab one\'s rows reach tab two', slow);
  const south = '9s 9h 2d / Qs Qh 4s 5h 6c / Ts Th 8s 8h 2c';
  await rows(two, 'South').fill(south);
  await settles(() => rows(one, 'South').inputValue(), south, 'tab two\'s rows reach tab one', slow);
  assert.equal(await rows(one, 'North').inputValue(), north, 'and tab one keeps its own');

  // Open Face Chinese: a card placed in one tab is in use in the other.
  for (const t of [one, two]) await openScorer(t, 'Open Face Chinese');
  await one.page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: /^back/ }).click();
  await one.page.getByRole('group', { name: 'Card picker' }).getByRole('button', { name: cardLabel('Qs'), exact: true }).click();
  await settles(() => inUse(two.page, cardLabel('Qs')), true, 'tab one\'s card reaches tab two', slow);

  // 32-card draw: a seat renamed in one tab is renamed in the other.
  for (const t of [one, two]) await openScorer(t, '32-card draw');
  await two.page.getByRole('textbox', { name: 'Name of seat 1' }).fill('Zoe');
  await settles(() => one.page.getByRole('textbox', { name: 'Name of seat 1' }).inputValue(), 'Zoe', 'tab two\'s name reaches tab one', slow);

  // Back on a scorer, each tab reads the table both made.
  await openScorer(two, 'Chinese poker scorer');
  assert.equal(await rows(two, 'North').inputValue(), north);
  for (const t of [one, two]) assert.deepEqual(await new Problems(t.page).texts(), []);
  assert.deepEqual([...one.errors, ...two.errors], []);
  await context.close();
});

test('issue 25 (3): a scorer\'s table the other tab never saw stays in its tab, told and offered as a file', async () => {
  const context = await fx.browser.newContext(PHONE);
  // Tab one cannot save (its storage acts full), so tab two never sees its table.
  const one = await tab(context, { full: true });
  const two = await tab(context);
  for (const t of [two, one]) await openScorer(t, 'Chinese poker scorer');
  const ours = '3h 3d 4c / 9c 9d As Kc 2h / 4d 5c 6d 7c 8c';
  await rows(one, 'North').fill(ours);
  const problems = new Problems(one.page);
  await settles(async () => (await problems.texts()).some((t) => t.startsWith('Storage is full: the Chinese poker table could not be saved')), true,
    'tab one\'s failed save is told', slow);

  // Tab two changes the table it has (without tab one's rows): tab one keeps its own, and says so.
  const theirs = '9s 9h 2d / Qs Qh 4s 5h 6c / Ts Th 8s 8h 2c';
  await rows(two, 'West').fill(theirs);
  await settles(async () => (await problems.texts()).some((t) => t.startsWith('Another tab changed the Chinese poker table')), true,
    'tab one is told', slow);
  assert.match((await problems.texts()).find((t) => t.startsWith('Another tab')),
    /which a reload would show\. This tab keeps its own, saved again at its next change; download it to keep it\./);
  assert.equal(await rows(one, 'North').inputValue(), ours, 'tab one\'s rows stay on its screen');
  assert.equal(await rows(one, 'West').inputValue(), '', 'tab two\'s rows did not replace them');
  await screenshot(one.page, 'tabs-other-table-kept');
  const [download] = await Promise.all([
    one.page.waitForEvent('download'),
    problems.list.getByRole('button', { name: 'Download the Chinese poker table' }).click(),
  ]);
  const file = JSON.parse(await fs.readFile(await download.path(), 'utf8'));
  assert.equal(file.cap_export, 'chinese-poker');
  assert.equal(file.data.seats[0].cards, ours, 'the file holds tab one\'s table');
  // Tab two, which saved, has its own table, untouched by tab one's.
  assert.equal(await rows(two, 'West').inputValue(), theirs);
  assert.equal(await rows(two, 'North').inputValue(), '');
  assert.deepEqual([...one.errors, ...two.errors], []);
  await context.close();
});

// The corner left before versions: after the conflict above, the tab that kept its own table
// saves it again (its storage works now). The other tab's table was the one stored before that
// write, but the writer never saw it: it is not taken silently; it stays, told and offered.
test('issue 25 (3): after a conflict, the tab that kept its table saves it again, and the other tab keeps its own', async () => {
  const context = await fx.browser.newContext(PHONE);
  const one = await tab(context, { full: true });
  const two = await tab(context);
  for (const t of [two, one]) await openScorer(t, 'Chinese poker scorer');
  const ours = '3h 3d 4c / 9c 9d As Kc 2h / 4d 5c 6d 7c 8c';
  await rows(one, 'North').fill(ours);
  const theirs = '9s 9h 2d / Qs Qh 4s 5h 6c / Ts Th 8s 8h 2c';
  await rows(two, 'West').fill(theirs);
  await settles(async () => (await new Problems(one.page).texts()).some((t) => t.startsWith('Another tab changed')), true,
    'tab one keeps its own table, told', slow);

  // Tab one's storage works again, and its next change saves its table over tab two's.
  await storage(one, { full: false });
  const more = 'Jc Jd 2s / Ac Ad Kd Ks 3c / 7h 7s 7d Tc Jh';
  await rows(one, 'South').fill(more);
  const problems = new Problems(two.page);
  await settles(async () => (await problems.texts()).some((t) => t.startsWith('Another tab changed the Chinese poker table')), true,
    'tab two is told, not silently changed', slow);
  assert.equal(await rows(two, 'West').inputValue(), theirs, 'tab two\'s rows stay on its screen');
  assert.equal(await rows(two, 'North').inputValue(), '', 'tab one\'s rows did not replace them');
  await screenshot(two.page, 'tabs-table-kept-after-the-other-saved');
  const [download] = await Promise.all([
    two.page.waitForEvent('download'),
    problems.list.getByRole('button', { name: 'Download the Chinese poker table' }).click(),
  ]);
  const file = JSON.parse(await fs.readFile(await download.path(), 'utf8'));
  assert.equal(file.data.seats[3].cards, theirs, 'the file holds tab two\'s table');
  // Tab one, which saved last, shows its own; a reload of either shows tab one's.
  assert.equal(await rows(one, 'South').inputValue(), more);
  assert.equal(await rows(one, 'West').inputValue(), '');

  // The same for the hand being dealt: tab one (full again) deals, tab two deals another hand
  // over it; tab one keeps its own, then saves its next step with its storage working again.
  await storage(one, { full: true });
  const ourDeal = await startDeal(one, 'Ann, Ben, Cat');
  const theirDeal = await startDeal(two, 'Dan, Eve, Fay');
  await settles(async () => (await new Problems(one.page).texts()).some((t) => t.startsWith('Another tab started dealing')), true,
    'tab one keeps its own deal, told', slow);
  assert.equal(await one.page.locator('.deal__instruction').innerText(), ourDeal);
  await storage(one, { full: false });
  await one.page.getByRole('button', { name: 'Next', exact: true }).click();
  await settles(async () => (await problems.texts()).some((t) => t.startsWith('Another tab started dealing another hand')), true,
    'tab two is told, not silently changed', slow);
  assert.equal(await two.page.locator('.deal__instruction').innerText(), theirDeal, 'tab two\'s deal stays on its screen');
  const [dealt] = await Promise.all([
    two.page.waitForEvent('download'),
    problems.list.getByRole('button', { name: 'Download the hand being dealt' }).click(),
  ]);
  const deal = JSON.parse(await fs.readFile(await dealt.path(), 'utf8'));
  assert.deepEqual(deal.data.names, ['Dan', 'Eve', 'Fay'], 'the file holds tab two\'s deal');
  assert.deepEqual([...one.errors, ...two.errors], []);
  await context.close();
});

test('issue 36 (5): the designer draft in two tabs: a change in one shows in the other; nothing is overwritten silently', async () => {
  const context = await fx.browser.newContext(PHONE);
  const a = await tab(context);
  const b = await tab(context);
  const name = (t) => t.page.getByRole('textbox', { name: 'Name', exact: true });
  for (const t of [a, b]) {
    await t.page.getByRole('button', { name: 'Design a game' }).click();
    await name(t).waitFor();
  }
  // A change in one tab shows in the other, which had not changed its draft.
  await name(a).fill('Shared by two tabs');
  await settles(() => name(b).inputValue(), 'Shared by two tabs', 'the other tab shows the change', slow);
  // Both tabs change the draft: tab B's change then tab A's. Tab A's write replaces tab B's draft
  // only if tab A had seen it (it then showed there first); otherwise tab B keeps its own and is
  // told, with a download.
  await name(b).fill('Only in tab B');
  await name(a).fill('Only in tab A');
  await settles(async () => {
    const told = await b.page.getByText('Another tab changed the game being designed').count();
    const same = (await name(b).inputValue()) === 'Only in tab A';
    return told > 0 || same;
  }, true, 'tab B is told, or shows the later draft', slow);
  await screenshot(b.page, 'tabs-designer');
  assert.deepEqual([...a.errors, ...b.errors], []);
  await context.close();
});
