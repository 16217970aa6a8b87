// The live dealing guide on a phone: a double board for six with ESG.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, placeName } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { RulesCard } from './pages/hand.mjs';

const fx = useBrowser();

/** Reads the counts bar: { Dealt, Deck, Discards, 'Players in' } as numbers. */
async function counts(page) {
  const bar = page.getByRole('definition').locator('..');
  const text = await page.locator('.deal__counts').innerText();
  // "Dealt" may say where cards came from: "51 (3 from discards)".
  const numbers = text.split('\n').filter((l) => /^\d+( \(.*\))?$/.test(l.trim())).map((l) => parseInt(l, 10));
  assert.equal(numbers.length, 4, `counts bar: ${text} ${bar}`);
  const [dealt, deck, discards, playersIn] = numbers;
  return { dealt, deck, discards, playersIn };
}

test('deal a double board to six with ESG: steps, counts, folds and the ESG call', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url, { colorScheme: 'dark' });
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family('Double board').getByRole('button', { name: /High\/low\/high\/low\/hand/ }).click();
  const card = new RulesCard(page);
  await card.players.fill('6');
  await card.names.fill('Ann, Ben, Cat, Dan, Eve, Fay');
  await page.getByRole('combobox', { name: /ESG/ }).selectOption('esg');
  await page.getByRole('button', { name: 'Deal a hand' }).click();

  const instruction = page.locator('.deal__instruction');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  assert.match(await page.locator('.deal__arithmetic').innerText(), /52 cards, 10 board cards, 6 players: 7 each, 0 left over/);
  assert.match(await instruction.innerText(), /7/);
  assert.deepEqual(await counts(page), { dealt: 0, deck: 52, discards: 0, playersIn: 6 });

  await next.click();
  assert.deepEqual(await counts(page), { dealt: 42, deck: 10, discards: 0, playersIn: 6 });
  assert.equal(await instruction.innerText(), 'Deal the flop of board 1: 1.f1 1.f2 1.f3');
  // The step's positions are lit on the layout.
  assert.equal(await page.locator('.layout-diagram__slot--lit').count(), 3);
  await next.click();
  assert.equal(await instruction.innerText(), 'Deal the flop of board 2: 2.f1 2.f2 2.f3');
  await next.click();

  // The dealer may enter a dealt board card: tap its place, pick the card.
  await page.getByRole('button', { name: /^1\.f1: / }).click();
  await page.getByRole('group', { name: 'Card picker' }).getByRole('button', { name: 'ace of spades', exact: true }).click();
  assert.match(await placeName(page.getByRole('button', { name: /^1\.f1: / })), /ace of spades/);

  // Three players fold on the flop: 21 cards on the discard pile, three players in.
  for (const name of ['Dan', 'Eve', 'Fay']) await page.getByRole('button', { name: `Fold ${name}` }).click();
  assert.deepEqual(await counts(page), { dealt: 48, deck: 4, discards: 21, playersIn: 3 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the dealing screen scrolls sideways by ${overflow}px`);
  await screenshot(page, 'deal-before-esg');

  // The next street starts with the ESG call, its arithmetic shown.
  assert.match(await instruction.innerText(), /ESG/);
  assert.match(await page.locator('.deal__step').innerText(), /21 discards? ≥ 3 players/);
  await next.click();
  assert.deepEqual(await counts(page), { dealt: 51, deck: 4, discards: 18, playersIn: 3 });
  assert.match(await page.getByRole('list', { name: 'Extra-card calls' }).innerText(), /ESG: 21/);

  // Undo takes the ESG back; redo deals it again.
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.deepEqual(await counts(page), { dealt: 48, deck: 4, discards: 21, playersIn: 3 });
  await page.getByRole('button', { name: 'Redo' }).click();
  assert.equal((await counts(page)).dealt, 51);

  // Turn and river, then the showdown, with the board still to enter (a real, unseen deck). The
  // 18 discards left are still ≥ 3 players, so the river brings ESG again: 48 + 3 + 2 + 3 + 2.
  while (await next.isVisible()) await next.click();
  assert.deepEqual(await counts(page), { dealt: 58, deck: 0, discards: 15, playersIn: 3 });
  assert.match(await page.getByRole('list', { name: 'Extra-card calls' }).innerText(), /ESG: 18/);
  await screenshot(page, 'deal-end', { fullPage: true });
  await page.getByRole('button', { name: 'Go to the showdown' }).click();
  // The showdown starts filled in with what the dealer entered.
  assert.match(await placeName(page.getByRole('button', { name: /^1\.f1: / })), /ace of spades/);
  assert.match(await page.locator('.showdown').innerText(), /board position 1\.f2 has no card/);

  // Back to the dealing guide: the next hand moves the button one seat clockwise.
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Deal' }).click();
  await page.getByRole('button', { name: 'Next hand' }).click();
  assert.deepEqual(await counts(page), { dealt: 0, deck: 52, discards: 0, playersIn: 6 });
  // The guide names the players, not seat numbers: the button is Ben's now, Cat is first.
  assert.match(await page.locator('.deal__instruction').innerText(), /starting with Cat \(left of the button, Ben\)/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('card actions: pass the trash in turn, and buying a card puts its price in the pot', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family("Hold'em and Omaha").getByRole('button', { name: /^Omaha: High Four/ }).click();
  const card = new RulesCard(page);
  await card.players.fill('3');
  await card.names.fill('Ann, Ben, Cat');
  await page.getByText('Card actions').click();
  await page.getByRole('combobox', { name: 'Pass the trash' }).selectOption('1-left');
  await page.getByRole('spinbutton', { name: /Buy an extra card/ }).fill('10');
  await page.getByRole('spinbutton', { name: 'Price rise each street' }).fill('5');
  await page.getByRole('checkbox', { name: /Pass the trash also after the flop/ }).check();
  await page.getByRole('checkbox', { name: /Buying also after the flop/ }).check();
  await page.getByRole('button', { name: 'Deal a hand' }).click();

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  assert.match(await page.locator('.deal__instruction').innerText(), /pass/i);
  for (const name of ['Ben', 'Cat', 'Ann']) await page.getByRole('button', { name: `${name} passed one card` }).click();
  assert.equal(await page.locator('.deal__instruction').innerText(), 'Deal the flop: 1.f1 1.f2 1.f3');

  // The price shown is the price charged: the pre-flop's (the street just dealt), not the flop's.
  const annBuys = page.getByRole('button', { name: 'Buy a card for Ann' });
  assert.equal(await annBuys.innerText(), 'Buy (10)');
  await annBuys.click();
  assert.match(await page.locator('.deal__counts').innerText(), /Bought\s+10/);
  // The flop: its card costs the flop's price.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const benBuys = page.getByRole('button', { name: 'Buy a card for Ben' });
  assert.equal(await benBuys.innerText(), 'Buy (15)');
  await benBuys.click();
  assert.match(await page.locator('.deal__counts').innerText(), /Bought\s+25/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('draws: a live count, chosen cards in learn mode; the deal survives a reload', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family("Hold'em and Omaha").getByRole('button', { name: /^Omaha: High Four/ }).click();
  const card = new RulesCard(page);
  await card.players.fill('3');
  await card.names.fill('Ann, Ben, Cat');
  await page.getByText('Card actions').click();
  await page.getByRole('checkbox', { name: /Draw: discard any number/ }).check();
  await page.getByRole('checkbox', { name: /Learn mode/ }).check();
  await page.getByRole('button', { name: 'Deal a hand' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  assert.deepEqual(await counts(page), { dealt: 12, deck: 40, discards: 0, playersIn: 3 });

  // Ben (left of the button) draws first: his row is lit, he taps the two cards he throws.
  const lit = page.locator('.deal__player--next');
  assert.equal(await lit.count(), 3, 'every player waiting to draw is lit');
  const benRow = page.getByRole('list', { name: 'Players at the table' }).getByRole('listitem').filter({ hasText: 'Ben' });
  const held = async () => (await benRow.locator('.deal__player-cards').innerText()).split(': ')[1].trim().split(/\s+/);
  const before = await held();
  assert.equal(before.length, 4);
  // The buttons show his cards in the order he holds them: he throws the first and the third.
  const thrown = page.getByRole('group', { name: "Ben's cards" }).locator('.deal__action-card');
  assert.equal(await thrown.count(), 4);
  await thrown.nth(0).click();
  await thrown.nth(2).click();
  assert.equal(await thrown.nth(0).getAttribute('aria-pressed'), 'true');
  await page.getByRole('button', { name: 'Ben draws two cards' }).click();
  assert.deepEqual(await counts(page), { dealt: 14, deck: 38, discards: 2, playersIn: 3 });
  const after = await held();
  assert.equal(after.length, 4);
  assert.ok(!after.includes(before[0]) && !after.includes(before[2]), `threw ${before[0]} ${before[2]}, holds ${after}`);
  assert.ok(after.includes(before[1]) && after.includes(before[3]), 'the cards he kept are still his');
  const benHand = await benRow.locator('.deal__player-cards').innerText();
  await page.getByRole('button', { name: 'Cat stands pat' }).click();
  await screenshot(page, 'deal-draw-learn', { fullPage: true });

  // A reload keeps the deal: same step, same counts, same cards.
  const instruction = await page.locator('.deal__instruction').innerText();
  await page.reload();
  await games.waitForApp();
  assert.equal(await page.locator('.deal__instruction').innerText(), instruction);
  assert.deepEqual(await counts(page), { dealt: 14, deck: 38, discards: 2, playersIn: 3 });
  assert.equal(await benRow.locator('.deal__player-cards').innerText(), benHand);
  await page.getByRole('button', { name: 'Ann stands pat' }).click();
  assert.equal(await page.locator('.deal__instruction').innerText(), 'Deal the flop: 1.f1 1.f2 1.f3');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a real deck: the dealer sets how many cards a player draws; a reload keeps the deal', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family("Hold'em and Omaha").getByRole('button', { name: /^Omaha: High Four/ }).click();
  const card = new RulesCard(page);
  await card.players.fill('3');
  await card.names.fill('Ann, Ben, Cat');
  await page.getByText('Card actions').click();
  await page.getByRole('checkbox', { name: /Draw: discard any number/ }).check();
  await page.getByRole('button', { name: 'Deal a hand' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const more = page.getByRole('button', { name: 'One card more' });
  await more.click();
  await more.click();
  await more.click();
  await page.getByRole('button', { name: 'One card fewer' }).click();
  await page.getByRole('button', { name: 'Ben draws 2' }).click();
  assert.deepEqual(await counts(page), { dealt: 14, deck: 38, discards: 2, playersIn: 3 });
  await page.getByRole('button', { name: 'Fold Cat' }).click();
  assert.deepEqual(await counts(page), { dealt: 14, deck: 38, discards: 6, playersIn: 2 });
  // Only Ann is still to draw: her row alone is lit.
  assert.equal(await page.locator('.deal__player--next').count(), 1);
  assert.match(await page.locator('.deal__player--next').innerText(), /Ann/);

  await page.reload();
  await games.waitForApp();
  assert.deepEqual(await counts(page), { dealt: 14, deck: 38, discards: 6, playersIn: 2 });
  assert.match(await page.locator('.deal__instruction').innerText(), /Ann discards any number/);
  await page.getByRole('button', { name: 'Ann stands pat' }).click();
  assert.equal(await page.locator('.deal__instruction').innerText(), 'Deal the flop: 1.f1 1.f2 1.f3');
  assert.deepEqual(problems, []);
  await context.close();
});

test('good boys bad boys with a real deck: dead cards reported and killed, the showdown keeps the board', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family('Good boys bad boys').getByRole('button').first().click();
  const card = new RulesCard(page);
  await card.players.fill('3');
  await card.names.fill('Ann, Ben, Cat');
  await page.getByRole('button', { name: 'Deal a hand' }).click();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  for (let i = 0; i < 3; i += 1) await next.click();
  assert.match(await page.locator('.deal__instruction').innerText(), /Bad boys/);
  const before = await counts(page);
  const picker = page.getByRole('group', { name: 'Card picker' });
  // The dealer enters a bad boys seven and a good-board seven, and kills the good one.
  await page.getByRole('button', { name: /^2\.f1: / }).click();
  await picker.getByRole('button', { name: 'seven of hearts', exact: true }).click();
  await page.getByRole('button', { name: /^1\.f2: / }).click();
  await picker.getByRole('button', { name: 'seven of clubs', exact: true }).click();
  await page.getByRole('button', { name: /^1\.f2: / }).click();
  await page.getByRole('button', { name: 'Kill 1.f2: a dead rank' }).click();
  assert.equal(await page.locator('.deal__killed').innerText(), 'Dead, left on the board: 1.f2 (7c)');
  // Ann reports two dead cards in her hand.
  await page.getByRole('button', { name: 'Ann discards a dead card' }).click();
  await page.getByRole('button', { name: 'Ann discards a dead card' }).click();
  // The two from her hand go to the discards; the killed seven stays face up in its place
  // (docs/rules.md, Good boys bad boys), so catch-up ESG can never deal it again.
  assert.deepEqual(await counts(page), { ...before, discards: before.discards + 2 });
  const ann = page.getByRole('list', { name: 'Players at the table' }).getByRole('listitem').filter({ hasText: 'Ann' });
  assert.match(await ann.innerText(), /12 cards/);
  await screenshot(page, 'deal-dead-cards', { fullPage: true });
  while (await next.isVisible()) await next.click();
  await page.getByRole('button', { name: 'Go to the showdown' }).click();
  // The killed seven stays on the board for the showdown (which ignores dead ranks itself).
  assert.match(await placeName(page.getByRole('button', { name: /^1\.f2: / })), /seven of clubs/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Ring of Fire: a ring card entered as dealt reaches the showdown', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family('Ring of Fire').getByRole('button').first().click();
  const card = new RulesCard(page);
  await card.players.fill('3');
  await card.names.fill('Ann, Ben, Cat');
  await page.getByRole('button', { name: 'Deal a hand' }).click();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.click();
  assert.match(await page.locator('.deal__instruction').innerText(), /ring/);
  await next.click();
  await page.getByRole('button', { name: "Ann's ring card" }).click();
  assert.match(await page.locator('.deal__reveal').innerText(), /Which is Ann's ring card/);
  await page.getByRole('group', { name: 'Card picker' }).getByRole('button', { name: 'queen of spades', exact: true }).click();
  assert.equal(await page.getByRole('button', { name: "Ann's ring: queen of spades" }).isDisabled(), true);
  while (await next.isVisible()) await next.click();
  await page.getByRole('button', { name: 'Go to the showdown' }).click();
  const saved = await page.evaluate(() => localStorage.getItem('cap.v1.hand'));
  assert.match(saved, /Qs/, 'the ring card is in the hand the showdown starts with');
  assert.deepEqual(problems, []);
  await context.close();
});
