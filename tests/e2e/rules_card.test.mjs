// The rules card (issue 24): what each street deals where, and a tap on a street or a point lights
// its places on the drawing, instead of a sentence of up to 40 position ids.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, placeName, settles } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { RulesCard } from './pages/hand.mjs';

const fx = useBrowser();

/** The ids of the places lit on the drawing, in drawing order. */
async function litIds(page) {
  const lit = page.locator('.rules-card .layout-diagram__slot--lit');
  const names = [];
  for (const slot of await lit.all()) names.push((await placeName(slot)).split(':')[0]);
  return names;
}

/** Whether the drawing is wholly inside the viewport. */
async function drawingInView(page) {
  return page.locator('.rules-card .layout-diagram').evaluate((svg) => {
    const r = svg.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 50;
  });
}

for (const width of [390, 320]) {
  test(`funnel at ${width} px: the streets say where each card goes, and a point lights its places one way at a time`, async () => {
    const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
    await page.setViewportSize({ width, height: 844 });
    const games = new GamesScreen(page);
    await games.waitForApp();
    await games.family('Funnel').getByRole('button', { name: /High\/low \(split pot\)/ }).click();
    const card = new RulesCard(page);
    await card.title.waitFor();
    await card.players.fill('6');

    const streets = card.streets.getByRole('button');
    assert.deepEqual(
      (await streets.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim()),
      [
        'Pre-flop — six hole cards to each player',
        'Flop — board 1: 1.f1, 1.f2, 1.f3; board 2: 2.f1, 2.f2, 2.f3; board 3: 3.f1, 3.f2, 3.f3',
        'Turn — board 1: 1.t1, 1.t2; board 2: 2.t1, 2.t2',
        'River — one board card: R',
      ],
    );
    await streets.nth(3).click();
    await settles(() => litIds(page), ['R'], 'the river lights its one place');
    assert.equal(await card.lit.innerText(), 'River: one place lit.');

    // The point names no position: its places are lit instead, every one, then each path.
    const high = card.point('High');
    const words = (await high.innerText()).replace(/\s+/g, ' ').trim();
    assert.equal(words, 'High — high: two hole cards and three board cards, in any one of four ways');
    await high.click();
    await settles(async () => (await litIds(page)).length, 14, 'every place the high may use');
    assert.equal(await high.getAttribute('aria-pressed'), 'true');
    assert.match(await card.lit.innerText(), /^High: every place it may use is lit \(14\)\. Tap it again to see each of its four ways\.$/);
    await high.click();
    await settles(() => litIds(page), ['1.f1', '1.f2', '1.f3', '1.t1', '1.t2', 'R'], 'the first path down the funnel');
    assert.equal(await card.lit.innerText(), 'High, way 1 of 4: one of 1.f1, 1.f2, 1.f3 with one of 1.t1, 1.t2 with R.');
    // The drawing stays in view while the point under it is tapped.
    assert.ok(await drawingInView(page), 'the lit drawing is on screen');
    await screenshot(page, `rules-card-funnel-way-${width}`);
    for (let i = 0; i < 3; i += 1) await high.click();
    await settles(() => litIds(page), ['3.f1', '3.f2', '3.f3', '2.t1', '2.t2', 'R'], 'the fourth path');
    await high.click();
    await settles(() => litIds(page), [], 'a tap after the last way puts it out');
    assert.equal(await high.getAttribute('aria-pressed'), 'false');
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('a bullseye point steps through its lines; the hand point lights nothing; an option change puts the light out', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family('Double bullseye').getByRole('button', { name: /Best high\/best low\/hand/ }).click();
  const card = new RulesCard(page);
  await card.title.waitFor();
  const best = card.point('Best high');
  await best.click();
  await best.click();
  await settles(() => litIds(page), ['r1c1', 'r1c2', 'r1c3'], 'the first row');
  assert.equal(await card.lit.innerText(), 'Best high, way 1 of 11: a whole row: r1c1, r1c2, r1c3.');
  await screenshot(page, 'rules-card-bullseye-row');
  await card.point('Hand').click();
  await settles(() => litIds(page), [], 'hole cards only');
  assert.equal(await card.lit.innerText(), 'Hand: hole cards only, no card on the table.');
  await best.click();
  await page.getByRole('combobox', { name: 'When the second bullseye is dealt' }).selectOption('river');
  await settles(() => litIds(page), [], 'new options, nothing lit');
  assert.deepEqual(problems, []);
  await context.close();
});
