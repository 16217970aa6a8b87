// Open Face Chinese on a phone: card-by-card placement in the five-then-one rhythm, a foul warned
// as soon as it is certain, royalties, the scoop and Fantasyland.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, settles } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';

const fx = useBrowser();

const RANKS = { A: 'ace', K: 'king', Q: 'queen', J: 'jack', T: 'ten', 9: 'nine', 8: 'eight', 7: 'seven', 6: 'six', 5: 'five', 4: 'four', 3: 'three', 2: 'two' };
const SUITS = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };
/** "Qs" → "queen of spades", the picker's accessible name. */
const label = (card) => `${RANKS[card[0]]} of ${SUITS[card[1]]}`;

class OfcScreen {
  constructor(page) {
    this.page = page;
    this.picker = page.getByRole('group', { name: 'Card picker' });
    this.deal = page.getByRole('status', { name: 'Deal' });
    this.alert = page.locator('.ofc .message');
  }

  row(name) {
    return this.page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: new RegExp(`^${name}`) });
  }

  async place(row, card) {
    await this.row(row).click();
    await this.picker.getByRole('button', { name: label(card), exact: true }).click();
  }

  tab(name) {
    return this.page.getByRole('group', { name: 'Whose cards' }).getByRole('button', { name: new RegExp(`^${name}`) });
  }
}

test('an OFC hand: five then one at a time, a fouled hand warned, royalties, scoop and Fantasyland', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  await page.getByRole('button', { name: 'Open Face Chinese', exact: true }).click();
  const ofc = new OfcScreen(page);
  assert.match(await ofc.deal.innerText(), /North: Deal 1: five cards, place all five \(0 of 5 placed\)/);

  // First deals: five each, into the backs; the turn passes by itself.
  for (const c of ['2h', '5h', '7h', '9h', 'Jh']) await ofc.place('back', c);
  assert.match(await ofc.deal.innerText(), /South: Deal 1/);
  for (const c of ['Kd', 'Kc', '8d', '4s', '3d']) await ofc.place('back', c);
  assert.match(await ofc.deal.innerText(), /North: Deal 2: one card/);
  await screenshot(page, 'ofc-first-deals');

  // Then one card at a time, North and South in turn.
  const north = [['middle', '9d'], ['middle', 'Th'], ['middle', 'Jc'], ['middle', 'Qc'], ['middle', 'Ks'], ['front', 'Qs'], ['front', 'Qh'], ['front', '2c']];
  const south = [['middle', 'As'], ['middle', 'Ad'], ['middle', '8c'], ['middle', '7c'], ['middle', '5c'], ['front', '3s'], ['front', '4d'], ['front', '6c']];
  for (let i = 0; i < north.length; i++) {
    await ofc.place(...north[i]);
    await ofc.place(...south[i]);
    if (i === 4) {
      // South's middle (aces) now beats the back (kings): warned before the hand is over.
      await ofc.tab('South').click();
      assert.match(await ofc.alert.innerText(), /Already fouled: the middle \(Pair of aces\) beats the back \(Pair of kings\)/);
      await screenshot(page, 'ofc-foul-warned');
      await ofc.tab('North').click();
    }
  }
  const seats = page.getByRole('list', { name: 'Royalties and Fantasyland' });
  assert.match(await seats.innerText(), /North: royalties 15/);
  assert.match(await seats.innerText(), /front: Pair of queens \(7\); middle: Straight, king high \(4\); back: Flush, J-9-7-5-2 \(4\)\. Qualifies for Fantasyland: 14 cards\./);
  assert.match(await seats.innerText(), /South: royalties 0\s*Fouled: the middle/);
  assert.match(await page.getByRole('list', { name: 'Pairings' }).innerText(), /North v South: front North, middle North, back North; rows with the scoop \+6, royalties \+15 → North \+21/);
  assert.match(await page.getByRole('list', { name: 'Totals' }).innerText(), /North: \+21\s+South: -21/);
  await screenshot(page, 'ofc-result', { fullPage: true });
  await page.setViewportSize({ width: 320, height: 800 });
  await page.getByRole('heading', { name: 'Open Face Chinese' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'ofc-result-320', { fullPage: true });

  // The table is kept: after a reload the result is still there.
  await page.reload();
  await new GamesScreen(page).waitForApp();
  await page.getByRole('button', { name: 'Open Face Chinese', exact: true }).click();
  assert.match(await page.getByRole('list', { name: 'Totals' }).innerText(), /North: \+21/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Pineapple: three cards, keep two, discard one', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  await page.getByRole('button', { name: 'Open Face Chinese', exact: true }).click();
  // Four players with distinct names; Pineapple seats three at most (17 cards each), as the hand file does.
  const players = page.getByRole('combobox', { name: 'Players' });
  await players.selectOption('4');
  const tabs = page.getByRole('group', { name: 'Whose cards' }).getByRole('button');
  assert.deepEqual((await tabs.allInnerTexts()).map((t) => t.trim()), ['North', 'South', 'East', 'West']);
  await page.getByRole('combobox', { name: 'Game' }).selectOption('pineapple');
  assert.deepEqual(await players.locator('option').allInnerTexts(), ['2', '3']);
  assert.equal(await players.inputValue(), '3');
  await players.selectOption('2');
  const ofc = new OfcScreen(page);
  for (const c of ['As', 'Ah', 'Kd', '7c', '2s']) await ofc.place('back', c);
  for (const c of ['Qs', 'Qh', 'Jd', 'Tc', '3s']) await ofc.place('back', c);
  assert.match(await ofc.deal.innerText(), /North: Deal 2: three cards, keep two and discard one/);
  await ofc.place('middle', '9c');
  await ofc.place('discard', '3c');
  await ofc.row('front').click();
  // A second discard is refused with the reason, and nothing changes.
  await page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: /^discard/ }).click();
  await ofc.picker.getByRole('button', { name: 'four of clubs' }).click();
  assert.match(await ofc.alert.innerText(), /one card of the three is discarded, not two/);
  await ofc.place('front', '4c');
  assert.match(await ofc.deal.innerText(), /South: Deal 2/);
  await screenshot(page, 'ofc-pineapple');
  assert.deepEqual(problems, []);
  await context.close();
});

test('issue 24: three players are North, South and East, and a rename shows in the result at once', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  await page.getByRole('button', { name: 'Open Face Chinese', exact: true }).click();
  await page.getByRole('combobox', { name: 'Players' }).selectOption('3');
  const tabs = page.getByRole('group', { name: 'Whose cards' }).getByRole('button');
  assert.deepEqual((await tabs.allInnerTexts()).map((t) => t.trim()), ['North', 'South', 'East'], 'not North, South, South');
  const ofc = new OfcScreen(page);
  const hands = {
    North: { back: ['2h', '5h', '7h', '9h', 'Jh'], then: [['middle', '9d'], ['middle', 'Th'], ['middle', 'Jc'], ['middle', 'Qc'], ['middle', 'Ks'], ['front', 'Qs'], ['front', 'Qh'], ['front', '2c']] },
    South: { back: ['Kd', 'Kc', '8d', '4s', '3d'], then: [['middle', 'As'], ['middle', 'Ad'], ['middle', '8c'], ['middle', '7c'], ['middle', '5c'], ['front', '3s'], ['front', '4d'], ['front', '6c']] },
    East: { back: ['Ac', 'Ah', 'Ts', 'Td', 'Tc'], then: [['middle', '9s'], ['middle', '9c'], ['middle', '8s'], ['middle', '8h'], ['middle', '2d'], ['front', '3c'], ['front', '3h'], ['front', '4h']] },
  };
  for (const name of ['North', 'South', 'East']) for (const c of hands[name].back) await ofc.place('back', c);
  for (let i = 0; i < 8; i += 1) for (const name of ['North', 'South', 'East']) await ofc.place(...hands[name].then[i]);
  const pairings = page.getByRole('list', { name: 'Pairings' });
  const who = async () => (await pairings.locator('strong').allInnerTexts()).map((t) => t.trim());
  assert.deepEqual(await who(), ['North v South', 'North v East', 'South v East']);

  // East is renamed while the result shows: every line follows at once.
  await tabs.nth(2).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Erin');
  await settles(who, ['North v South', 'North v Erin', 'South v Erin'], 'the pairings name Erin');
  assert.match(await page.getByRole('list', { name: 'Totals' }).innerText(), /Erin: /);
  assert.doesNotMatch(await page.getByRole('list', { name: 'Royalties and Fantasyland' }).innerText(), /East/);
  await screenshot(page, 'ofc-three-players-renamed', { fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test('Fantasyland: 14 cards typed at once (a refused card keeps the text), the best arrangement used and scored', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  await page.getByRole('button', { name: 'Open Face Chinese', exact: true }).click();
  const ofc = new OfcScreen(page);
  // North's first five, then South plays in Fantasyland.
  for (const c of ['2h', '5h', '7h', '9h', 'Jh']) await ofc.place('back', c);
  await ofc.tab('South').click();
  const fantasyland = page.getByRole('group', { name: 'Fantasyland' });
  await fantasyland.getByRole('checkbox', { name: 'South plays this hand in Fantasyland' }).check();
  assert.match(await ofc.deal.innerText(), /South: Fantasyland: 14 cards at once, set 13 and discard 1 \(0 of 14 placed\)/);

  // Typed: jack of hearts is North's, so the whole line is refused, named, and kept as typed.
  const typed = fantasyland.getByRole('textbox', { name: 'Type cards' });
  const wrong = 'As Ad Ac Kh Kd 9s 8s 7s 6s 5s 3c 3d 4h Jh';
  await typed.fill(wrong);
  await fantasyland.getByRole('button', { name: 'Add' }).click();
  assert.match(await ofc.alert.innerText(), /Jh is already on the table/);
  assert.equal(await typed.inputValue(), wrong);
  await typed.fill(wrong.replace('Jh', 'Jd'));
  await fantasyland.getByRole('button', { name: 'Add' }).click();
  assert.equal(await typed.inputValue(), '');
  assert.match(await page.getByRole('group', { name: /^Not set/ }).innerText(), /Not set \(14\)/);
  await screenshot(page, 'ofc-fantasyland-dealt');

  // One card set by hand (a row, then the card), then the helper's answer used instead.
  await ofc.row('back').click();
  await page.getByRole('group', { name: /^Not set/ }).getByRole('button', { name: 'Set nine of spades' }).click();
  assert.match(await ofc.row('back').getAttribute('aria-pressed'), /true/);
  await fantasyland.getByRole('button', { name: 'Best arrangement' }).click();
  const best = page.getByRole('region', { name: 'Best arrangements for South' });
  // Kings in front (8), aces full in the middle (12), a straight flush in the back (15).
  const richest = best.getByRole('button', { name: /^Most royalties/ });
  assert.match(await richest.innerText(), /royalties 35, stays in Fantasyland; discard 4h/);
  await screenshot(page, 'ofc-fantasyland-best');
  await richest.click();
  assert.match(await ofc.deal.innerText(), /South: Fantasyland: 13 cards set, 1 discarded/);
  assert.match(await ofc.row('front').innerText(), /K/);

  // North finishes one card at a time; the Fantasyland hand scores like any other.
  await ofc.tab('North').click();
  for (const [row, c] of [['middle', '9d'], ['middle', 'Th'], ['middle', 'Jc'], ['middle', 'Qc'], ['middle', 'Ks'], ['front', 'Qs'], ['front', 'Qh'], ['front', '2c']]) {
    await ofc.place(row, c);
  }
  const seats = page.getByRole('list', { name: 'Royalties and Fantasyland' });
  assert.match(await seats.innerText(), /South: royalties 35/);
  assert.match(await seats.innerText(), /Stays in Fantasyland\. Discarded 4h\./);
  assert.match(await page.getByRole('list', { name: 'Pairings' }).innerText(), /North v South: front South, middle South, back South; rows with the scoop -6, royalties -20 → North -26/);
  await screenshot(page, 'ofc-fantasyland-result', { fullPage: true });
  await page.setViewportSize({ width: 320, height: 800 });
  await ofc.tab('South').click();
  await screenshot(page, 'ofc-fantasyland-320', { fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});
