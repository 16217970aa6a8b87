// The game designer (issue 21): a game declared on the phone — a 2x4 grid, the top row an
// 8-or-better board low, the bottom row a 7-2 board low, and a hand point — saved, dealt with the
// dealing guide in learn mode, scored, and shared by link to another phone that scores it the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, settles } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { HandScreen } from './pages/hand.mjs';

const fx = useBrowser();

/** The designer's sections, by their headings. */
function designer(page) {
  const section = (name) => page.getByRole('region', { name, exact: true });
  return {
    layout: section('Layout'),
    streets: section('Streets'),
    points: section('Points'),
    payout: section('Payout and players'),
    verdict: page.locator('.designer__verdict'),
    /** A place on a section's drawing ("a1: empty"). */
    place: (region, id) => region.getByRole('button', { name: new RegExp(`^${id}: `) }),
  };
}

/** Builds one board-low point on a row: every place but the other row's. */
async function rowLow(page, d, { label, ranking, otherRow }) {
  await d.points.getByRole('button', { name: '+ Add a point' }).click();
  await d.points.getByRole('textbox', { name: 'Label' }).fill(label);
  await d.points.getByRole('combobox', { name: 'Ranking' }).selectOption(ranking);
  await d.points.getByRole('combobox', { name: 'Kind of rule' }).selectOption('Rows');
  for (const col of 'abcd') await d.place(d.points, `${col}${otherRow}`).click();
}

test('a 2x4 game with two lows and a hand, designed on the phone, survives a reload, is dealt, scored and shared', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await page.getByRole('button', { name: 'Design a game' }).click();
  const d = designer(page);
  await d.layout.waitFor();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Two rows, two lows');

  // The top row on the flop; a second street (the turn) for the bottom row.
  for (const col of 'abcd') await d.layout.getByRole('button', { name: `Empty square ${col}1: tap to add a place` }).click();
  await d.streets.getByRole('button', { name: '+ Add a street' }).click();
  for (const col of 'abcd') await d.layout.getByRole('button', { name: `Empty square ${col}2: tap to add a place` }).click();
  assert.match(await d.streets.innerText(), /Flop — a1, b1, c1, d1/);
  assert.match(await d.streets.innerText(), /Turn — a2, b2, c2, d2/);
  assert.match(await d.verdict.innerText(), /at least one point/);

  await rowLow(page, d, { label: 'Top low', ranking: '8-or-better', otherRow: 2 });
  // The point is drawn as it is built: the top row lit, one board combination.
  assert.equal(await d.points.locator('.layout-diagram__slot--lit').count(), 4);
  assert.match(await d.points.locator('.rules-card__lit').innerText(), /Top low: One board combination/);
  await d.points.getByRole('button', { name: /^Top low — / }).click();
  await rowLow(page, d, { label: 'Bottom low', ranking: '7-2', otherRow: 1 });
  await d.points.getByRole('button', { name: /^Bottom low — / }).click();
  await d.points.getByRole('button', { name: '+ Add a point' }).click();
  await d.points.getByRole('textbox', { name: 'Label' }).fill('Hand');
  await d.points.getByRole('combobox', { name: 'Cards' }).selectOption('hand');
  assert.equal(await d.points.locator('.layout-diagram__slot--lit').count(), 0, 'the hand uses no board card');
  await settles(() => d.verdict.innerText(), 'Works for 2 to 10 players.');

  // A problem is named next to the field it is about, and Save waits: five hole cards each are
  // too many for ten players with eight board cards.
  await d.payout.getByRole('combobox', { name: 'Hole cards' }).selectOption('fixed');
  await d.payout.getByRole('spinbutton', { name: 'Hole cards each' }).fill('5');
  await d.payout.getByRole('spinbutton', { name: 'Hole cards each' }).press('Tab');
  await settles(() => d.payout.locator('.designer__problem').last().innerText(),
    'Players: 10 players need 58 cards (8 board + 10 x 5), more than the deck\'s 52: the game works for 2 to 8 players');
  assert.equal(await page.getByRole('button', { name: 'Save the game' }).isDisabled(), true);
  await d.payout.getByRole('combobox', { name: 'Hole cards' }).selectOption('max');
  await settles(() => d.verdict.innerText(), 'Works for 2 to 10 players.');

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the designer scrolls sideways by ${overflow}px`);
  await page.getByRole('heading', { name: 'Design a game' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'designer-390');
  await screenshot(page, 'designer-390-full', { fullPage: true });
  await page.setViewportSize({ width: 320, height: 700 });
  const narrow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(narrow <= 0, `at 320 px the designer scrolls sideways by ${narrow}px`);
  await screenshot(page, 'designer-320-full', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // A reload loses nothing, and opens the designer again.
  await page.reload();
  await games.waitForApp();
  await d.layout.waitFor();
  assert.equal(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue(), 'Two rows, two lows');
  assert.match(await d.points.innerText(), /Top low — 8-or-better[\s\S]*Bottom low — 7-2 low[\s\S]*Hand — High/);
  await settles(() => d.verdict.innerText(), 'Works for 2 to 10 players.');

  // Another tab of the same browser opens as its own saved data says: the games list, not the
  // designer this tab shows (the mark is the tab's own).
  const tab = await page.context().newPage();
  await tab.goto(page.url());
  const tabGames = new GamesScreen(tab);
  await tabGames.waitForApp();
  await tabGames.heading.waitFor();
  assert.equal(await tab.getByRole('heading', { name: 'Design a game' }).count(), 0);
  await tab.close();

  // Saved: its rules card opens, the points in words.
  await page.getByRole('button', { name: 'Save the game' }).click();
  await page.getByRole('heading', { name: 'Two rows, two lows' }).waitFor();
  const points = await page.locator('.rules-card__points').innerText();
  assert.match(points, /Top low[\s\S]*Bottom low[\s\S]*Hand/);
  await screenshot(page, 'designer-saved-rules-card', { fullPage: true });

  // Dealt with the dealing guide in learn mode to the showdown, and scored.
  await page.getByRole('spinbutton', { name: 'Players' }).fill('3');
  await page.getByRole('textbox', { name: /Names/ }).fill('Ann, Ben, Cat');
  await page.getByRole('checkbox', { name: /Learn mode/ }).check();
  await page.getByRole('button', { name: 'Deal a hand' }).click();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.waitFor();
  assert.match(await page.locator('.deal__arithmetic').innerText(), /52 cards, 8 board cards, 3 players: 14 each, 2 left over/);
  while (await next.isVisible()) await next.click();
  await page.getByRole('button', { name: 'Go to the showdown' }).click();
  const hand = new HandScreen(page);
  await hand.showdown.waitFor();
  const result = await hand.keptResult();
  assert.match(result, /Top low[\s\S]*Bottom low[\s\S]*Hand/, result);
  assert.doesNotMatch(result, /has no card|could not/, result);
  const scored = await hand.points.getByRole('listitem').allInnerTexts();
  assert.equal(scored.length, 3, scored.join('\n'));
  await screenshot(page, 'designer-game-showdown', { fullPage: true });

  // Shared by link: a browser that never saw the game scores the hand the same.
  await page.getByRole('button', { name: 'Share link' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  assert.match(link, /#hand=[A-Za-z0-9_-]+$/);
  const fresh = await openPhonePage(fx.browser, link);
  const there = new HandScreen(fresh.page);
  await there.showdown.waitFor();
  await settles(() => there.points.getByRole('listitem').allInnerTexts(), scored);
  assert.equal(await there.keptResult(), result);
  await screenshot(fresh.page, 'designer-game-shared', { fullPage: true });
  assert.deepEqual(fresh.problems, []);
  await fresh.context.close();
  assert.deepEqual(problems, []);
  await context.close();
});

test('a rules card copies its game into the designer, the draft before it one Undo away', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await page.getByRole('button', { name: 'Design a game' }).click();
  const d = designer(page);
  await d.layout.getByRole('button', { name: 'Empty square a1: tap to add a place' }).click();
  await page.getByRole('button', { name: '← All games' }).click();
  await games.family('Hold\'em and Omaha').getByRole('button', { name: /Omaha: Hi\/lo 8-or-better/ }).click();
  await page.getByRole('button', { name: 'Copy into the designer' }).click();
  await d.layout.waitFor();
  assert.equal(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue(), 'Omaha: Hi/lo 8-or-better (my copy)');
  await settles(() => d.verdict.innerText(), 'Works for 2 to 10 players.');
  await page.getByRole('button', { name: 'Undo: Put My game aside' }).click();
  assert.equal(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue(), 'My game');
  assert.deepEqual(problems, []);
  await context.close();
});
