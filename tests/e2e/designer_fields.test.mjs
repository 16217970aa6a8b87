// The declaration fields the designer writes for catalogue games' special rules (issue 21): hole
// cards discarded down (Throw dem) with the throws option, points worth their picks and contested
// by who picked them (the dynamic points system) with the side-pot worth option, and dead ranks
// (Good boys bad boys). Each small game is designed on the phone, saved, scored once, and its
// rules card says the rule.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, settles } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { HandScreen, RulesCard } from './pages/hand.mjs';

const fx = useBrowser();

/** Opens the designer on a fresh page, names the game and taps its places. */
async function design(page, name, cells) {
  const games = new GamesScreen(page);
  await games.waitForApp();
  await page.getByRole('button', { name: 'Design a game' }).click();
  const section = (s) => page.getByRole('region', { name: s, exact: true });
  const d = {
    layout: section('Layout'),
    points: section('Points'),
    payout: section('Payout and players'),
    options: section('Table options'),
    verdict: page.locator('.designer__verdict'),
    save: page.getByRole('button', { name: 'Save the game' }),
  };
  await d.layout.waitFor();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  for (const cell of cells) await d.layout.getByRole('button', { name: `Empty square ${cell}: tap to add a place` }).click();
  return d;
}

/** Saves the game, checks its rules card, enters a hand of two players and returns its result. */
async function saveAndScore(page, d, name, { board, ann, ben, before }) {
  await d.save.click();
  await page.getByRole('heading', { name }).waitFor();
  const card = new RulesCard(page);
  const rules = await page.locator('.rules-card__points').innerText();
  await card.players.fill('2');
  const arithmetic = await card.arithmetic.innerText();
  await card.players.fill('2');
  await card.names.fill('Ann, Ben');
  await card.start.click();
  const hand = new HandScreen(page);
  if (before) await before(page);
  await hand.typeBoard(board);
  await hand.typeHole('Ann', ann);
  await hand.typeHole('Ben', ben);
  await hand.showdown.waitFor();
  const result = await hand.keptResult();
  assert.doesNotMatch(result, /has no card|could not|Missing/, result);
  return { rules, arithmetic, result };
}

async function narrow(page, name, at) {
  await at.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 320, height: 700 });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(sideways <= 0, `at 320 px the designer scrolls sideways by ${sideways}px`);
  await at.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-320`);
  await page.setViewportSize({ width: 390, height: 844 });
}

test('hole cards discarded down: dealt 3, down to 2, the engine\'s message next to them, throws offered', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const d = await design(page, 'Throw three', ['a1', 'b1', 'c1']);
  await d.points.getByRole('button', { name: '+ Add a point' }).click();
  const throws = d.options.getByRole('checkbox', { name: /Let the table choose when cards are thrown/ });
  assert.equal(await throws.count(), 0, 'no throws before the hole cards are discarded down');
  await d.payout.getByRole('combobox', { name: 'Hole cards' }).selectOption('discard');
  const dealt = d.payout.getByRole('spinbutton', { name: 'Dealt each' });
  const down = d.payout.getByRole('spinbutton', { name: 'Discard down to' });
  assert.equal(await dealt.inputValue(), '3', 'one throw after the one street');
  assert.equal(await down.inputValue(), '2');
  await settles(() => d.verdict.innerText(), 'Works for 2 to 10 players.');
  // Down to as many as dealt: the engine's refusal is shown by the hole cards; Save waits.
  await down.fill('3');
  await down.press('Tab');
  const problem = d.payout.locator('.designer__problem').first();
  await settles(() => problem.innerText(), 'Hole cards: discarding 3 down to 3: keep 1 to 2 cards');
  assert.equal(await d.save.isDisabled(), true);
  await narrow(page, 'designer-discard', d.payout.getByRole('combobox', { name: 'Hole cards' }));
  await down.fill('2');
  await down.press('Tab');
  await settles(() => d.verdict.innerText(), 'Works for 2 to 10 players.');
  await throws.check();
  const { rules, arithmetic } = await saveAndScore(page, d, 'Throw three', { board: 'As Ks Qs', ann: 'Js Ts', ben: '2c 3d' });
  assert.match(rules, /Point 1/);
  assert.match(arithmetic, /3 each, discarded down to 2/);
  await screenshot(page, 'designer-discard-scored', { fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test('points worth their picks, contested by who picked them: each player picks one row', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const d = await design(page, 'Pick a row', ['a1', 'b1', 'c1', 'a2', 'b2', 'c2']);
  for (const [label, other] of [['Top', '2'], ['Bottom', '1']]) {
    await d.points.getByRole('button', { name: '+ Add a point' }).click();
    await d.points.getByRole('textbox', { name: 'Label' }).fill(label);
    for (const col of 'abc') await d.points.getByRole('button', { name: new RegExp(`^${col}${other}: `) }).click();
    await d.points.getByRole('button', { name: new RegExp(`^${label} — `) }).click();
  }
  await d.payout.getByRole('combobox', { name: 'Hole cards' }).selectOption('fixed');
  await d.payout.getByRole('spinbutton', { name: 'Hole cards each' }).fill('2');
  await d.payout.getByRole('spinbutton', { name: 'Hole cards each' }).press('Tab');
  await d.payout.getByRole('combobox', { name: 'Payout' }).selectOption('points');
  const sidePot = d.options.getByRole('checkbox', { name: /a board's worth in a side pot/ });
  assert.equal(await sidePot.count(), 0);
  for (const label of ['Top', 'Bottom']) {
    const point = d.payout.getByRole('group', { name: label, exact: true });
    await point.getByRole('checkbox', { name: 'Worth as many points as players picked it' }).check();
    assert.equal(await point.getByRole('spinbutton').count(), 0, 'no number of points to set');
    await point.getByRole('checkbox', { name: 'Only players who picked it contest it' }).check();
  }
  const picks = d.payout.getByRole('spinbutton', { name: 'How many points each player picks' });
  assert.equal(await picks.inputValue(), '1');
  await picks.fill('3');
  await picks.press('Tab');
  const message = 'Top, picks: each player picks three points, but there are 2 points players pick: choose 1 to 2';
  await settles(() => d.verdict.innerText(), message);
  // Under the number of picks, where it is put right; not under a point.
  assert.deepEqual(
    (await d.payout.locator('.designer__problem').allInnerTexts()).filter((t) => t),
    [message],
  );
  await narrow(page, 'designer-picks', picks);
  await picks.fill('1');
  await picks.press('Tab');
  await settles(async () => /^Works for 2 to/.test(await d.verdict.innerText()), true);
  assert.equal(await sidePot.count(), 1, 'the side-pot worth is offered once points are worth their picks');
  const pickRow = async (page) => {
    await page.getByRole('group', { name: "Ann's picks" }).getByRole('button', { name: 'Top' }).click();
    await page.getByRole('group', { name: "Ben's picks" }).getByRole('button', { name: 'Bottom' }).click();
  };
  const { rules, result } = await saveAndScore(page, d, 'Pick a row', {
    board: 'As Ks Qs 2h 3h 4h', ann: 'Js Ts', ben: '5h 6h', before: pickRow,
  });
  assert.match(rules, /only players who picked it \(each picks (one|1) board\) contest it; worth one point per player who picked it/);
  assert.match(result, /Top[\s\S]*Ann/, result);
  await screenshot(page, 'designer-picks-scored', { fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test('dead ranks: a place whose rank is dead, marked on the drawing apart from a mandatory card', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const d = await design(page, 'Dead deuces', ['a1', 'b1', 'c1', 'd1']);
  await d.points.getByRole('button', { name: '+ Add a point' }).click();
  await d.points.getByRole('checkbox', { name: /mark cards every hand must use/ }).check();
  await d.points.getByRole('button', { name: /^a1: / }).click();
  await d.points.getByRole('checkbox', { name: /mark places whose ranks are dead/ }).check();
  assert.equal(await d.points.getByRole('checkbox', { name: /mark cards every hand must use/ }).isChecked(), false);
  await d.points.getByRole('button', { name: /^d1: / }).click();
  const caption = d.points.locator('.rules-card__lit');
  await settles(async () => /Must use a1\. Ranks on d1 are dead\./.test(await caption.innerText()), true);
  assert.equal(await d.points.getByRole('button', { name: /^d1: / }).locator('.layout-diagram__mark').textContent(), 'dead');
  assert.equal(await d.points.getByRole('button', { name: /^a1: / }).locator('.layout-diagram__mark').textContent(), 'must');
  await d.payout.getByRole('combobox', { name: 'Hole cards' }).selectOption('fixed');
  await d.payout.getByRole('spinbutton', { name: 'Hole cards each' }).fill('2');
  await d.payout.getByRole('spinbutton', { name: 'Hole cards each' }).press('Tab');
  await settles(async () => /^Works for 2 to/.test(await d.verdict.innerText()), true);
  await narrow(page, 'designer-dead-ranks', d.points.locator('.layout-diagram'));
  const { rules, result } = await saveAndScore(page, d, 'Dead deuces', { board: 'As Ks Qs 2h', ann: 'Js Ts', ben: '2c 3d' });
  assert.match(rules, /must use a1; every rank showing on d1 is dead/);
  assert.match(result, /Ann/, result);
  await screenshot(page, 'designer-dead-ranks-scored', { fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});
