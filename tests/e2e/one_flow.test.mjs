// One hand, one flow (issue 19): a double board dealt in learn mode with ESG, a forced discard, a
// bought card and an exposed card shuffled back reaches the showdown filled in from the deal, with
// the bought card's price in the pot.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, placeName } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { RulesCard, HandScreen } from './pages/hand.mjs';

const fx = useBrowser();

/** The counts bar as { label: number }. */
async function counts(page) {
  const text = await page.locator('.deal__counts').innerText();
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const out = {};
  for (let i = 0; i + 1 < lines.length; i += 2) out[lines[i]] = Number(lines[i + 1]);
  return out;
}

test('a double board with ESG, a discard, a bought card and an exposed card reaches a filled-in showdown', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family('Double board').getByRole('button', { name: /High\/high\/hand/ }).click();
  const card = new RulesCard(page);
  await card.players.fill('6');
  await card.names.fill('Ann, Ben, Cat, Dan, Eve, Fay');
  await page.getByRole('combobox', { name: /ESG/ }).selectOption('esg');
  await page.getByText('Card actions').click();
  await page.getByRole('spinbutton', { name: /Forced discard/ }).fill('1');
  await page.getByRole('spinbutton', { name: /Buy an extra card/ }).fill('10');
  await page.getByRole('checkbox', { name: /Learn mode/ }).check();
  await screenshot(page, 'one-flow-rules-card', { fullPage: true });
  await page.getByRole('button', { name: 'Deal a hand' }).click();

  const next = page.getByRole('button', { name: 'Next', exact: true });
  const instruction = page.locator('.deal__instruction');
  await next.click();
  const total = (c) => c.Dealt;
  assert.equal(total(await counts(page)), 6 * 7, 'seven hole cards each: (52 - 10 board cards) / 6, none left over');

  // The forced discard: each player taps the card that goes.
  assert.match(await instruction.innerText(), /discards one card|discards 1 card/i);
  for (const name of ['Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Ann']) {
    const group = page.getByRole('group', { name: `${name}'s cards` });
    await group.locator('.deal__action-card').first().click();
    await group.getByRole('button', { name: new RegExp(`^${name} discards`) }).click();
  }
  let c = await counts(page);
  assert.equal(c.Discards, 6);

  // Ann buys a card for 10: the deck has no spare card (the board needs the rest), so it comes
  // from the discard pile.
  const annBuys = page.getByRole('button', { name: 'Buy a card for Ann' });
  assert.equal(await annBuys.innerText(), 'Buy (10)');
  await annBuys.click();
  c = await counts(page);
  assert.equal(c.Bought, 10);
  assert.equal(c.Discards, 5);
  const annRow = page.getByRole('list', { name: 'Players at the table' }).getByRole('listitem').filter({ hasText: 'Ann' });
  assert.match(await annRow.locator('.deal__player-cards').innerText(), /^7 cards/);

  // A card is exposed: shown, shuffled back into the deck; every count stays right.
  await page.getByText('Dealing error?').click();
  await screenshot(page, 'one-flow-dealing-errors', { fullPage: true });
  const before = await counts(page);
  await page.getByRole('button', { name: 'Exposed card shuffled back' }).click();
  assert.deepEqual(await counts(page), before);
  assert.match(await page.locator('.deal__errors-note').innerText(), /Exposed and shuffled back: [a-z]+ of [a-z]+\./);
  await page.getByText('Dealing error?').click();

  // Deal out the hand: ESG comes when the discards cover everyone.
  while (await next.isVisible()) await next.click();
  assert.match(await instruction.innerText(), /showdown/);
  await screenshot(page, 'one-flow-deal-end', { fullPage: true });
  await page.getByRole('button', { name: 'Go to the showdown' }).click();

  // The showdown is filled in from the deal and resolves: no card to enter, Ann's cards
  // accepted (one more than the others), her bought card's price in the pot.
  const hand = new HandScreen(page);
  await hand.showdown.waitFor();
  const text = await hand.showdown.innerText();
  assert.doesNotMatch(text, /has no card|holds \d+ hole cards?;/, text);
  assert.match(await placeName(page.getByRole('button', { name: /^1\.f1: / })), / of /);
  const contributions = await page.getByRole('spinbutton', { name: 'Ann put in' }).inputValue();
  const stake = await page.getByRole('spinbutton', { name: 'Ben put in' }).inputValue();
  assert.equal(Number(contributions), Number(stake) + 10, 'the bought card is in Ann\'s contribution');
  // The price joins the main pot: it is not a bet nobody called, so it is not given back to Ann.
  assert.doesNotMatch(text, /back to Ann/);
  assert.match(text, new RegExp(`Main pot: ${6 * Number(stake) + 10}\\b`));
  await screenshot(page, 'one-flow-showdown', { fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test('tree trunk: the last aggressor taps where the street\'s two cards go', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family('Tree trunk').getByRole('button', { name: /High\/low \(split pot\)/ }).click();
  const card = new RulesCard(page);
  // The rules card says so (its screen loads with the app's second part: wait for it).
  const summary = page.locator('.rules-card__summary');
  await summary.waitFor();
  assert.match(await summary.innerText(), /the last aggressor chooses where each street's two cards go/);
  await card.players.fill('3');
  await page.getByRole('button', { name: 'Deal a hand' }).click();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const instruction = page.locator('.deal__instruction');
  await next.click();
  await next.click();
  assert.match(await instruction.innerText(), /the usual places; the last aggressor may choose others: T3 BL/);
  await page.getByRole('button', { name: /^BR1: / }).click();
  await page.getByRole('button', { name: /^BR2: / }).click();
  assert.match(await instruction.innerText(), /where the last aggressor chose: BR1 BR2/);
  assert.equal(await page.locator('.layout-diagram__slot--lit').count(), 2);
  await screenshot(page, 'tree-trunk-chosen');
  await next.click();
  assert.match(await instruction.innerText(), /T3 BL/);
  assert.deepEqual(problems, []);
  await context.close();
});
