// Ways in the designer (issue 21): a point of two paths built on the phone — way 1 one of a1 b1
// with a2, way 2 one of c1 d1 with d2 — each way's parts in words and its combinations, a way
// removed and put back with Undo; and the catalogue's Funnel copied into the designer lists its
// four paths as ways, not a rule kept as declared.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, settles } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';

const fx = useBrowser();

function designer(page) {
  const points = page.getByRole('region', { name: 'Points', exact: true });
  return {
    layout: page.getByRole('region', { name: 'Layout', exact: true }),
    streets: page.getByRole('region', { name: 'Streets', exact: true }),
    points,
    verdict: page.locator('.designer__verdict'),
    place: (id) => points.getByRole('button', { name: new RegExp(`^${id}: `) }),
    way: (n) => points.getByRole('group', { name: `Way ${n}`, exact: true }),
    lit: () => points.locator('.layout-diagram__slot--lit').count(),
    caption: () => points.locator('.rules-card__lit').innerText(),
  };
}

async function noSidewaysScroll(page, width) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `at ${width} px the designer scrolls sideways by ${overflow}px`);
}

test('a point of two ways, each of two parts, is built tap by tap, and a removed way comes back with Undo', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await page.getByRole('button', { name: 'Design a game' }).click();
  const d = designer(page);
  await d.layout.waitFor();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Two paths');
  for (const col of 'abcd') await d.layout.getByRole('button', { name: `Empty square ${col}1: tap to add a place` }).click();
  await d.streets.getByRole('button', { name: '+ Add a street' }).click();
  for (const col of 'ad') await d.layout.getByRole('button', { name: `Empty square ${col}2: tap to add a place` }).click();

  // A new point is one way of one part, any three of every place: make it one of a1 b1.
  await d.points.getByRole('button', { name: '+ Add a point' }).click();
  await d.points.getByRole('textbox', { name: 'Label' }).fill('Paths');
  const way1 = d.way(1);
  await way1.getByRole('spinbutton', { name: 'k, the number of places' }).fill('1');
  await way1.getByRole('spinbutton', { name: 'k, the number of places' }).press('Tab');
  for (const id of ['c1', 'd1', 'a2', 'd2']) await d.place(id).click();
  await settles(() => way1.locator('.designer__way-line').innerText(), 'One of a1 b1: 2 board combinations.');
  // Together with a2.
  await way1.getByRole('button', { name: '+ Add a part to this way' }).click();
  await d.place('a2').click();
  await settles(() => way1.locator('.designer__way-line').innerText(), 'One of a1 b1, a2: 2 board combinations.');

  // Or the other path: one of c1 d1 with d2.
  await d.points.getByRole('button', { name: '+ Add a way' }).click();
  const way2 = d.way(2);
  await settles(() => way2.locator('.designer__way-line').innerText(), 'No place yet: tap its places.');
  for (const id of ['c1', 'd1']) await d.place(id).click();
  await way2.getByRole('button', { name: '+ Add a part to this way' }).click();
  await d.place('d2').click();
  await settles(() => way2.locator('.designer__way-line').innerText(), 'One of c1 d1, d2: 2 board combinations.');
  await settles(d.caption, 'Paths: 4 board combinations.');
  assert.equal(await d.lit(), 6, 'every place of either way is lit');
  assert.equal(await d.points.locator('.layout-diagram__slot--strong').count(), 3, 'way 2, open, more strongly');
  await settles(async () => /^Works for 2 to \d+ players\.$/.test(await d.verdict.innerText()), true, 'the game works');

  // Only the open way shows its parts; a tap edits the part whose "Tap its places" is pressed:
  // back to way 1's first part.
  assert.equal(await way1.getByRole('group', { name: /^Part / }).count(), 0);
  await way1.getByRole('button', { name: 'Edit way 1' }).click();
  assert.equal(await way2.getByRole('group', { name: /^Part / }).count(), 0);
  await way1.getByRole('group', { name: 'Part 2' }).getByRole('button', { name: 'Tap its places' }).click();
  await way1.getByRole('group', { name: 'Part 1' }).getByRole('button', { name: 'Tap its places' }).click();
  await d.place('c1').click();
  await settles(() => way1.locator('.designer__way-line').innerText(), 'One of a1 b1 c1, a2: 3 board combinations.');
  await d.place('c1').click();
  await way2.getByRole('button', { name: 'Edit way 2' }).click();

  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 700 });
    await noSidewaysScroll(page, width);
    await way2.scrollIntoViewIfNeeded();
    await screenshot(page, `designer-ways-${width}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'designer-ways-390-full', { fullPage: true });

  // Way 1 removed, and put back.
  await way1.getByRole('button', { name: 'Remove way 1' }).click();
  await settles(d.caption, 'Paths: 2 board combinations.');
  assert.equal(await d.way(2).count(), 0);
  await page.getByRole('button', { name: 'Undo: Removed way 1 of Paths' }).click();
  await settles(d.caption, 'Paths: 4 board combinations.');
  await settles(() => d.way(2).locator('.designer__way-line').innerText(), 'One of c1 d1, d2: 2 board combinations.');

  // Kept through a reload (which opens the designer again), and saved as a game.
  await page.reload();
  await games.waitForApp();
  await d.layout.waitFor();
  await d.points.getByRole('button', { name: /^Paths — / }).click();
  await settles(() => d.way(2).locator('.designer__way-line').innerText(), 'One of c1 d1, d2: 2 board combinations.');
  await page.getByRole('button', { name: 'Save the game' }).click();
  await page.getByRole('heading', { name: 'Two paths' }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('the Funnel copied into the designer lists its four paths as ways', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await page.setViewportSize({ width: 320, height: 700 });
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family('Funnel').getByRole('button', { name: /High\/low \(split pot\)/ }).click();
  await page.getByRole('button', { name: 'Copy into the designer' }).click();
  const d = designer(page);
  await d.layout.waitFor();
  await d.points.getByRole('button', { name: /^High — / }).click();
  await d.way(4).waitFor();
  assert.equal(await d.way(5).count(), 0);
  assert.equal(
    await d.way(1).locator('.designer__way-line').innerText(),
    'One of 1.f1 1.f2 1.f3, one of 1.t1 1.t2 1.t3, one of R R2: 6 board combinations with the default options.',
  );
  assert.equal(await d.way(3).getByRole('group', { name: /^Part / }).count(), 0, 'way 1 is open');
  await d.way(3).getByRole('button', { name: 'Edit way 3' }).click();
  assert.equal(await d.way(3).getByRole('group', { name: /^Part / }).count(), 3);
  assert.equal(await d.way(1).getByRole('group', { name: /^Part / }).count(), 0);
  assert.equal(await d.points.getByText(/kept as it is/).count(), 0, 'editable, not kept as declared');
  await noSidewaysScroll(page, 320);
  await d.way(2).scrollIntoViewIfNeeded();
  await screenshot(page, 'designer-ways-funnel-320');
  await screenshot(page, 'designer-ways-funnel-320-full', { fullPage: true });
  await settles(async () => /^Works for/.test(await d.verdict.innerText()), true, 'the copy works');
  assert.deepEqual(problems, []);
  await context.close();
});
