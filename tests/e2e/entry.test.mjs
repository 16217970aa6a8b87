// Issue 24, entering a hand one-handed: the board fills as the drawing reads, a refused typed hand
// keeps its text, the layout drawings never overlap their places, and the table is seated as typed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { useBrowser, openPhonePage, screenshot, PHONE, SCREENSHOTS, placeName } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { RulesCard, HandScreen } from './pages/hand.mjs';
import { TableSetup } from './pages/table.mjs';

const fx = useBrowser();

/** Opens `game` (a catalogue id) on the rules card. */
async function openGame(page, game) {
  await page.locator(`li.games__item[data-game="${game}"] .games__open`).click();
  await new RulesCard(page).title.waitFor();
}

/** Opens Double board high/high/hand for Ann, Ben and Cat, on the hand screen. */
async function doubleBoardHand(page) {
  const games = new GamesScreen(page);
  await games.waitForApp();
  await openGame(page, 'double-board/high-high-hand');
  const card = new RulesCard(page);
  await card.names.fill('Ann, Ben, Cat');
  await card.start.click();
  return new HandScreen(page);
}

/** The drawn places' boxes on screen, by position id. */
async function placeBoxes(page) {
  return page.locator('.layout-diagram .layout-diagram__slot').evaluateAll((slots) => slots.map((g) => {
    const r = g.querySelector('rect').getBoundingClientRect();
    return { id: g.querySelector(':scope > title').textContent.split(':')[0], x: r.x, y: r.y, w: r.width, h: r.height };
  }));
}

test('the board typed line by line lands where the drawing shows it', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const hand = await doubleBoardHand(page);

  // The next place is lit: the top board's first card.
  assert.equal(await hand.slot('1.f1').getAttribute('aria-pressed'), 'true');
  await page.locator('.hand .layout-diagram').evaluate((el) => el.scrollIntoView());
  await screenshot(page, 'entry-next-place-numbered');

  // Five cards typed for the top board, as a dealer reads the table: all on board 1, left to right
  // (before, the fourth and fifth went to board 2's flop with no message).
  const top = ['2c', '5d', '7h', 'Kd', 'Qs'];
  await hand.typeBoard(top.join(' '));
  const boxes = await placeBoxes(page);
  const byId = Object.fromEntries(boxes.map((b) => [b.id, b]));
  const row1 = ['1.f1', '1.f2', '1.f3', '1.t', '1.r'];
  for (const [k, id] of row1.entries()) {
    assert.match(await placeName(hand.slot(id)), new RegExp(`^${id.replace('.', '\\.')}: `));
    const shown = await hand.slot(id).locator('.layout-diagram__card').textContent();
    assert.equal(shown.slice(0, -1), top[k][0], `${id} shows ${top[k]}`);
    // On screen: one row, left to right.
    assert.ok(Math.abs(byId[id].y - byId['1.f1'].y) < 1, `${id} is on the top row`);
    if (k > 0) assert.ok(byId[id].x > byId[row1[k - 1]].x, `${id} is right of ${row1[k - 1]}`);
  }
  assert.match(await placeName(hand.slot('2.f1')), /: empty$/, 'nothing on board 2');
  // The next place is board 2's first, lit and numbered 6 (every empty place shows its number).
  assert.equal(await hand.slot('2.f1').getAttribute('aria-pressed'), 'true');
  assert.equal(await page.locator('.layout-diagram__slot--selected .layout-diagram__number').textContent(), '6');
  assert.equal(await hand.slot('2.r').locator('.layout-diagram__number').textContent(), '10');
  assert.ok(byId['2.f1'].y > byId['1.f1'].y + byId['1.f1'].h, 'board 2 is drawn under board 1');

  // One board named: "b2:" fills board 2 and leaves board 1 alone.
  assert.match(await hand.boardBox.getAttribute('placeholder'), /^b1: /, 'the placeholder shows the syntax');
  await hand.typeBoard('b2: 3c 3d 3h 9s 9c');
  assert.match(await placeName(hand.slot('2.r')), /nine of clubs/);
  assert.match(await placeName(hand.slot('1.f1')), /two of clubs/);
  // "board 1:" retypes the top board only.
  await hand.typeBoard('board 1: As Ks Qd');
  assert.match(await placeName(hand.slot('1.f3')), /queen of diamonds/);
  assert.match(await placeName(hand.slot('1.t')), /: empty$/);
  assert.match(await placeName(hand.slot('2.f1')), /three of clubs/);
  await page.locator('.hand .layout-diagram').evaluate((el) => el.scrollIntoView());
  await screenshot(page, 'entry-board-by-line');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a refused typed hand keeps its text, says why under the box, and Enter moves on', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const hand = await doubleBoardHand(page);
  await hand.typeBoard('As Kd 7h');

  const ann = hand.holeBox('Ann');
  await ann.fill('Qh Jh As');
  await ann.press('Enter');
  assert.equal(await ann.inputValue(), 'Qh Jh As', 'the text stays to be corrected');
  const why = await hand.messageUnder(ann);
  assert.equal(await why.innerText(), 'Ann: As is already in board position 1.f1');
  assert.equal(await why.getAttribute('aria-live'), 'polite');
  assert.equal(await ann.getAttribute('aria-invalid'), 'true');
  // The reason is right under the box, in view (the page scrolls it up once it is drawn).
  await page.waitForFunction((id) => {
    const r = document.getElementById(id)?.getBoundingClientRect();
    return r && r.bottom <= window.innerHeight && r.top >= 0;
  }, await ann.getAttribute('aria-describedby'));
  const box = await ann.boundingBox();
  const line = await why.boundingBox();
  assert.ok(line.y >= box.y + box.height && line.y - (box.y + box.height) < 24, `message under the box: ${JSON.stringify({ box, line })}`);
  assert.ok(line.y + line.height <= PHONE.viewport.height && line.y >= 0, `message on screen: ${JSON.stringify({ box, line })}`);
  await screenshot(page, 'entry-refused-hand');

  // Corrected: accepted, the box empties and Enter has moved to Ben's box.
  await ann.fill('Qh Jh Ac');
  await ann.press('Enter');
  assert.equal(await ann.inputValue(), '');
  assert.equal(await why.innerText(), '');
  assert.ok(await hand.holeBox('Ben').evaluate((el) => el === document.activeElement), "Ben's box has the focus");
  await page.keyboard.type('2s 3s');
  await page.keyboard.press('Enter');
  assert.match(await page.getByRole('group', { name: "Ben's hole cards" }).innerText(), /2/);
  assert.ok(await hand.holeBox('Cat').evaluate((el) => el === document.activeElement), "then Cat's");
  assert.deepEqual(problems, []);
  await context.close();
});

for (const width of [320, 390]) {
  test(`no two places overlap in any layout at ${width} px`, async () => {
    const context = await fx.browser.newContext({ ...PHONE, viewport: { width, height: 844 } });
    const page = await context.newPage();
    await page.goto(fx.server.url);
    const games = new GamesScreen(page);
    await games.waitForApp();
    const ids = await page.locator('li.games__item[data-game]').evaluateAll((items) => items.map((i) => i.dataset.game));
    assert.ok(ids.length >= 50, `${ids.length} layout games`);
    const screens = page.getByRole('navigation', { name: 'Screens' });
    const problems = [];
    let smallest = Infinity;
    for (const id of ids) {
      await openGame(page, id);
      const boxes = await placeBoxes(page);
      assert.ok(boxes.length > 0, `${id} draws its places`);
      for (const [k, a] of boxes.entries()) {
        smallest = Math.min(smallest, a.w);
        if (a.x < -0.5 || a.x + a.w > width + 0.5) problems.push(`${id}: ${a.id} is cut off at ${a.x}..${a.x + a.w}`);
        for (const b of boxes.slice(k + 1)) {
          const overlap = a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
          if (overlap) problems.push(`${id}: ${a.id} overlaps ${b.id}`);
        }
      }
      if (['pandemic/high-sd-high-ct-hand', 'wheel/high-sd-high-ct-hand', 'funnel/high-low', 'tree-trunk/high-low'].includes(id)) {
        await fs.mkdir(SCREENSHOTS, { recursive: true });
        await page.locator('.rules-card .layout-diagram').screenshot({ path: path.join(SCREENSHOTS, `layout-${id.split('/')[0]}-${width}.png`) });
      }
      await screens.getByRole('button', { name: 'Games' }).click();
    }
    assert.deepEqual(problems, []);
    // WCAG 2.2 AA's smallest target (24 px) even for the widest drawing at the narrowest phone.
    assert.ok(smallest >= 24, `smallest place ${smallest} px wide`);
    await context.close();
  });
}

test('seating: typed names are the table, and the count never loses a name', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await openGame(page, 'double-board/high-high-hand');
  const setup = new TableSetup(page);
  // A blank table is an empty box (not ", , , , , "), so typed names are the first seats.
  assert.equal(await setup.names.inputValue(), '');
  await setup.names.fill('Ann, Ben, Cat');
  assert.deepEqual(await setup.seatNames(), ['Ann', 'Ben', 'Cat']);
  assert.equal(await setup.players.inputValue(), '3');
  await setup.names.fill('Ann, Ben, Cat, Dan, Eve, Fay, Gus, Hal, Ivy, Jo');
  assert.equal(await setup.players.inputValue(), '10');
  // 10 -> 6 typed as a person does: delete, then type; the field passes through "1" and "".
  await setup.players.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('6');
  assert.deepEqual(await setup.seatNames(), ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay']);
  // Names beyond the count are kept until the count grows again.
  await setup.players.fill('8');
  assert.deepEqual(await setup.seatNames(), ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal']);
  await screenshot(page, 'entry-seating', { fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});
