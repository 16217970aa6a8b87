// Scoring a four-player Chinese poker table on a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, settles } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';

const fx = useBrowser();

/** The totals as "North +3" lines, read from the Totals table. */
async function totals(page) {
  const rows = await page.getByRole('table', { name: 'Totals' }).getByRole('row').allInnerTexts();
  return rows.slice(1).map((r) => r.split('\t').map((c) => c.trim()).filter(Boolean).join(' '));
}

/** The four players' cards of the rules' example table, typed. */
async function typeRulesTable(page) {
  const rows = (name) => page.getByRole('textbox', { name: `${name}'s rows` });
  await rows('North').fill('3h 3d 4c / 9c 9d As Kc 2h / 4d 5c 6d 7c 8c');
  await rows('East').fill('Qc 8d 3s / 5s 5d Ks 4h 2s / Js Jh 7s 7h Tc');
  await rows('South').fill('9s 9h 2d / Qs Qh 4s 5h 6c / Ts Th 8s 8h 2c');
  await rows('West').fill('Jc Td 3c / 6s 6h Qd Jd 7d / Ah Ad Ac Kh Kd');
}

test("the rules' four-player table scores +3 / -5 / +3 / -1, and a foul is warned while setting", async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  await page.getByRole('button', { name: 'Chinese poker scorer' }).click();

  const rows = (name) => page.getByRole('textbox', { name: `${name}'s rows` });
  // A middle that beats the back is fouled, and says so at once.
  await rows('North').fill('3h 3d 4c / 4d 5c 6d 7c 8c / 9c 9d As Kc 2h');
  assert.match(await page.getByRole('status').first().innerText(), /Fouled/);

  await typeRulesTable(page);

  assert.deepEqual(await totals(page), ['North +3', 'East -5', 'South +3', 'West -1']);
  const pairings = page.getByRole('table', { name: 'Pairings' });
  assert.equal(await pairings.getByRole('row').count(), 7, 'header and six pairings');
  assert.equal(
    (await pairings.getByRole('row').nth(1).innerText()).split('\t').map((c) => c.trim()).join(' '),
    'North v East North North North North +3',
  );
  await screenshot(page, 'chinese-poker', { fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

/** Opens a scorer from the Chinese section of the games screen. */
async function openScorer(page, name) {
  await new GamesScreen(page).waitForApp();
  await page.getByRole('button', { name, exact: true }).click();
}

test('a four-player table with a declared special, a surrender, the aces bet and chips cut by the limit; it survives a reload', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await openScorer(page, 'Chinese poker scorer');
  await page.getByRole('combobox', { name: 'Rule set' }).selectOption({ label: 'Typical bonuses and special hands' });
  const rulesInForce = page.getByRole('definition');
  assert.match(await rulesInForce.nth(5).innerText(), /six pairs 3, three straights 3, three flushes 3, complete straight \(dragon\) 13/);
  await page.getByRole('combobox', { name: 'Surrender' }).selectOption('two');
  await page.getByLabel('Aces side bet (1, 2, 6, 8)').check();
  assert.match(await rulesInForce.nth(6).innerText(), /losing two rows of three costs: 1 unit/);

  const rows = (name) => page.getByRole('textbox', { name: `${name}'s rows` });
  // Thirteen cards without rows: six pairs is detected and offered.
  await rows('North').fill('3h 3d 4c 4d 9c 9d As Ah Kc Kh 6s 6h 7c');
  await page.getByRole('button', { name: 'Declare six pairs (3)' }).click();
  await page.getByRole('checkbox', { name: 'East surrenders' }).check();
  await rows('South').fill('Qc 8d 3s / 5s 5d Ks 4h 2s / Js Jh 7s 7h Tc');
  await rows('West').fill('9s 9h 2d / Qs Qh 4s 5h 6c / Ts Th 8s 8h 2c');
  await page.getByRole('spinbutton', { name: "North's chips" }).fill('8');

  const total = () => totals(page);
  assert.deepEqual(await total(), ['North +11', 'East -3', 'South -5', 'West -3']);
  const breakdown = page.getByRole('list', { name: 'Each pairing by reason' });
  assert.match(await breakdown.innerText(), /North v East: surrender \+1 → East pays North 1/);
  assert.match(await breakdown.innerText(), /North v South: special hand \+3 · aces side bet \+2 → South pays North 5/);
  assert.match(await breakdown.innerText(), /South v West: front row -1 · middle row -1 · back row \+1 → South pays West 1/);
  const chips = page.getByRole('list', { name: 'Chips after settling' });
  assert.match(await chips.innerText(), /North: 8 → 16/);
  assert.match(await page.getByRole('list', { name: 'Transfers in order' }).innerText(), /South pays North 1 \(owed 2, cut by the chips\)/);
  await screenshot(page, 'chinese-specials-surrender', { fullPage: true });

  // Everything typed is saved: a reload shows the same table.
  await page.reload();
  await openScorer(page, 'Chinese poker scorer');
  // The screen reads the saved table as it opens: wait for it to settle.
  await settles(total, ['North +11', 'East -3', 'South -5', 'West -3'], 'the table survives a reload');
  await page.setViewportSize({ width: 320, height: 800 });
  await screenshot(page, 'chinese-specials-surrender-320', { fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test('the best-setting helper lists undominated settings and one tap uses a setting', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await openScorer(page, 'Chinese poker scorer');
  await page.getByRole('combobox', { name: 'Players' }).selectOption('2');
  await page.getByRole('textbox', { name: "North's rows" }).fill('As Ah Ks Kh Qs Qh Js Jh 9s 8d 6c 4h 2d');
  await page.getByRole('button', { name: 'Best settings for North' }).click();
  const found = page.getByRole('region', { name: 'Best settings for North' });
  const note = await found.getByText(/72,072 ways checked in/).innerText();
  const ms = Number(note.match(/checked in (\d+) ms/)[1]);
  console.log(`best-setting helper in the browser: ${ms} ms (${note})`);
  const choices = found.getByRole('button');
  assert.ok((await choices.count()) >= 2, 'several undominated settings');
  await found.scrollIntoViewIfNeeded();
  await screenshot(page, 'chinese-best-setting-list');
  const first = (await choices.first().locator('span').first().innerText()).trim();
  await choices.first().click();
  assert.equal(await page.getByRole('textbox', { name: "North's rows" }).inputValue(), first);
  assert.match(await page.getByRole('status').first().innerText(), /^Set: /);
  await screenshot(page, 'chinese-best-setting');
  assert.deepEqual(problems, []);
  await context.close();
});

for (const width of [390, 320]) {
  test(`issue 24: at ${width} px the pairings and totals fit the screen, every total in view`, async () => {
    const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
    await page.setViewportSize({ width, height: 844 });
    await openScorer(page, 'Chinese poker scorer');
    await typeRulesTable(page);
    const pairings = page.getByRole('table', { name: 'Pairings' });
    await pairings.scrollIntoViewIfNeeded();
    // The box the result is drawn in (358 px at 390), and each table and cell inside it.
    const fit = await page.evaluate(() => {
      const box = document.querySelector('.chinese').getBoundingClientRect();
      const cells = [...document.querySelectorAll('.chinese__table th, .chinese__table td')].map((c) => c.getBoundingClientRect());
      const tables = [...document.querySelectorAll('.chinese__table')].map((t) => t.getBoundingClientRect());
      return {
        box: { left: box.left, right: box.right, width: box.width },
        widest: Math.max(...tables.map((t) => t.width)),
        outside: cells.filter((c) => c.left < box.left - 0.5 || c.right > box.right + 0.5).length,
        pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      };
    });
    if (width === 390) assert.equal(Math.round(fit.box.width), 358, 'the result box is 358 px wide at 390');
    assert.ok(fit.widest <= fit.box.width + 0.5, `a table is ${fit.widest} px wide in a ${fit.box.width} px box`);
    assert.equal(fit.outside, 0, 'no cell reaches outside the box');
    assert.ok(fit.pageOverflow <= 0, `the page scrolls sideways by ${fit.pageOverflow} px`);
    for (const cell of await page.getByRole('table', { name: 'Totals' }).getByRole('cell').all()) {
      assert.ok(await cell.isVisible());
    }
    assert.deepEqual(await totals(page), ['North +3', 'East -5', 'South +3', 'West -1']);
    await screenshot(page, `chinese-result-${width}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('issue 24: a rename shows in the result at once, not after a reload', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await openScorer(page, 'Chinese poker scorer');
  await typeRulesTable(page);
  assert.deepEqual(await totals(page), ['North +3', 'East -5', 'South +3', 'West -1']);
  await page.getByRole('textbox', { name: 'Name' }).nth(1).fill('Erin');
  await settles(() => totals(page), ['North +3', 'Erin -5', 'South +3', 'West -1'], 'the totals name Erin');
  const pairings = page.getByRole('table', { name: 'Pairings' });
  assert.equal((await pairings.getByRole('rowheader').allInnerTexts()).filter((t) => t.includes('East')).length, 0, 'no pairing keeps East');
  assert.match(await page.getByRole('list', { name: 'Each pairing by reason' }).innerText(), /North v Erin: .*→ Erin pays North 3/);
  assert.match(await page.getByRole('list', { name: 'Chips after settling' }).innerText(), /Erin: 20 → /);
  assert.deepEqual(problems, []);
  await context.close();
});

test('issue 24: cards are tapped into the rows, as on the other screens; typing stays the other way', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await openScorer(page, 'Chinese poker scorer');
  const RANKS = { A: 'ace', K: 'king', Q: 'queen', J: 'jack', T: 'ten', 9: 'nine', 8: 'eight', 7: 'seven', 6: 'six', 5: 'five', 4: 'four', 3: 'three', 2: 'two' };
  const SUITS = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };
  const picker = page.getByRole('group', { name: 'Card picker' });
  const tap = async (cards) => {
    for (const c of cards.split(' ')) await picker.getByRole('button', { name: `${RANKS[c[0]]} of ${SUITS[c[1]]}`, exact: true }).click();
  };
  const northRows = page.getByRole('group', { name: "North's rows, tap to fill" });
  // North's front is chosen to start; the rows fill top down, the cursor moving on by itself.
  assert.equal(await northRows.getByRole('button', { name: /^front/ }).getAttribute('aria-pressed'), 'true');
  await tap('3h 3d 4c 9c 9d');
  assert.equal(await page.getByRole('textbox', { name: "North's rows" }).inputValue(), '3h 3d 4c / 9c 9d / ');
  assert.match(await page.getByRole('status').first().innerText(), /^5 of 13 cards: front 3 of 3, middle 2 of 5, back 0 of 5$/);
  await northRows.scrollIntoViewIfNeeded();
  await screenshot(page, 'chinese-tap-entry-picker');
  // A card already at the table is refused with the reason; a tapped card is taken back.
  await page.getByRole('textbox', { name: "East's rows" }).fill('Qc 8d 3s / 5s 5d Ks 4h 2s / Js Jh 7s 7h Tc');
  assert.equal(await picker.getByRole('button', { name: 'queen of clubs', exact: true }).isDisabled(), true, 'East holds it');
  await northRows.getByRole('button', { name: 'Take back nine of diamonds' }).click();
  assert.equal(await page.getByRole('textbox', { name: "North's rows" }).inputValue(), '3h 3d 4c / 9c / ');
  await northRows.getByRole('button', { name: /^front/ }).click();
  await tap('2d');
  assert.match(await page.locator('.chinese .message').innerText(), /North's front is full \(3 cards\)/);
  await northRows.getByRole('button', { name: /^middle/ }).click();
  await tap('9d As Kc 2h 4d 5c 6d 7c 8c');
  assert.equal(await page.getByRole('textbox', { name: "North's rows" }).inputValue(), '3h 3d 4c / 9c 9d As Kc 2h / 4d 5c 6d 7c 8c');
  assert.match(await page.getByRole('status').first().innerText(), /^Set: front: /);
  // North is full: the picker moved on to East, whose typed rows are full too, so on to South.
  const southFront = page.getByRole('group', { name: "South's rows, tap to fill" }).getByRole('button', { name: /^front/ });
  await settles(() => southFront.getAttribute('aria-pressed'), 'true', "South's front is next");
  await screenshot(page, 'chinese-tap-entry');
  assert.deepEqual(problems, []);
  await context.close();
});

test("issue 21: Singapore's sweep doubles against everyone, its dragon's value and small cards are options, and a pool game offers no multiplier", async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await openScorer(page, 'Chinese poker scorer');
  await page.getByRole('combobox', { name: 'Players' }).selectOption('3');
  await page.getByRole('combobox', { name: 'Rule set' }).selectOption({ label: 'Singapore' });
  const options = page.getByRole('group', { name: 'Options this table plays' });
  await options.getByRole('combobox', { name: 'Sweep' }).selectOption('x12');
  await options.getByRole('combobox', { name: 'Dragon pays' }).selectOption('26');
  await options.getByRole('combobox', { name: 'Small cards' }).selectOption('10');
  const rulesInForce = page.getByLabel('Rules in force');
  assert.match(await rulesInForce.innerText(), /× 2 for winning all three rows against every opponent/);
  assert.match(await rulesInForce.innerText(), /small cards \(2 to 10\) 3/);
  assert.match(await rulesInForce.innerText(), /complete straight \(dragon\) 26/);

  const rows = (name) => page.getByRole('textbox', { name: `${name}'s rows` });
  // North sweeps East and South: "6 points each instead of 3"; South sweeps East, not doubled.
  await rows('North').fill('Jh Jd 2c / Ks Kh Kd 3c 4c / As Ah Ad 5c 5d');
  await rows('East').fill('9h 5s 2d / Qs Qh 7c 6d 4d / Ts Th 9s 9c 3d');
  await rows('South').fill('Qc 4h 3h / 7s 7h 6s 6h 2s / 8s 8h 8c Td Js');
  assert.deepEqual(await totals(page), ['North +12', 'East -9', 'South -3']);
  assert.match(await page.getByRole('list', { name: 'Each pairing by reason' }).innerText(), /North v East: .*sweep multiplier \+3 → East pays North 6/);
  await options.scrollIntoViewIfNeeded();
  await screenshot(page, 'chinese-singapore-sweep');

  // A pool game: no multiplier, no overall point, no dragon; the sweep takes the pool and 3 more.
  await page.getByRole('combobox', { name: 'Rule set' }).selectOption({ label: 'Winning from a pool' });
  const sweeps = await options.getByRole('combobox', { name: 'Sweep' }).locator('option').allInnerTexts();
  assert.deepEqual(sweeps, ['As the rule set says', 'Nothing extra', '1 more unit', '3 more units']);
  assert.equal(await options.getByText('Overall point').count(), 0);
  assert.equal(await options.getByRole('combobox', { name: 'Dragon pays' }).count(), 0);
  await options.getByRole('combobox', { name: 'Sweep' }).selectOption('three');
  assert.match(await rulesInForce.innerText(), /takes the whole pool and 3 more units from each player/);
  assert.deepEqual(await totals(page), ['North +12', 'East -6', 'South -6']);
  await screenshot(page, 'chinese-pool-sweep');
  assert.deepEqual(problems, []);
  await context.close();
});
