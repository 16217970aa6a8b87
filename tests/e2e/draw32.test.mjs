// 32-card draw on a phone: blinds with the over blind, the dealer's pot-limit maximum, hands from
// the 32-card deck only, a showdown decided by suit, and the Parole split.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, settles } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';

const fx = useBrowser();

test('four seats: over blind, pot-limit maximum for the dealer, a suit tie-break and Parole', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  await page.getByRole('button', { name: '32-card draw', exact: true }).click();
  await page.getByLabel('Betting').selectOption('pot');

  const blinds = await page.getByRole('list', { name: 'Blinds' }).innerText();
  assert.match(blinds, /Player 2: small blind 1\s+Player 3: big blind 2\s+Player 4: over blind 4/);
  assert.match(
    await page.getByLabel("Dealer's pot-limit maximum").innerText(),
    /Player 1 \(the dealer\), when everyone before them just calls: call 4, then raise by the pot of 7: put in 11/,
  );
  assert.match(await page.getByRole('list', { name: 'Bet limits' }).innerText(), /Before the draw: smallest bet 4/);

  const picker = page.getByRole('group', { name: '32-card picker' });
  assert.equal(await picker.getByRole('button').count(), 32);
  assert.equal(await picker.getByRole('button', { name: 'six of spades' }).count(), 0, 'no card below seven');

  const seats = page.getByRole('list', { name: 'Hands' }).getByRole('listitem');
  await seats.nth(2).getByLabel('Folded').check();
  await seats.nth(3).getByLabel('Folded').check();
  const pick = async (names) => { for (const n of names) await picker.getByRole('button', { name: n, exact: true }).click(); };
  // Two kings and two jacks each: the kicker's suit decides.
  await pick(['king of hearts', 'king of diamonds', 'jack of hearts', 'jack of diamonds', 'nine of spades']);
  await pick(['king of spades', 'king of clubs', 'jack of spades', 'jack of clubs', 'nine of hearts']);

  const showdown = await page.getByRole('list', { name: 'Showdown' }).innerText();
  assert.match(showdown, /Player 1: Two pair, kings and jacks.*nine of spades kicker/);
  assert.match(showdown, /Player 2: Two pair, kings and jacks.*nine of hearts kicker\) — wins/);
  assert.equal(
    await page.getByLabel('Suit tie-break').innerText(),
    'Player 2 and Player 1 are equal in rank, so the suit of the highest kicker decides (hearts > diamonds > clubs > spades): Player 2 wins.',
  );

  await page.getByLabel('Pot to split').fill('11');
  assert.match(await page.getByRole('list', { name: 'Parole split' }).innerText(), /Player 2: 6\s+Player 1: 5/);
  // A rename is in every line at once (the blinds kept the old name until a reload).
  await page.getByRole('textbox', { name: 'Name of seat 2' }).fill('Bea');
  await settles(() => page.getByRole('list', { name: 'Blinds' }).innerText().then((t) => t.split('\n')[0]), 'Bea: small blind 1');
  assert.match(await page.getByLabel('Suit tie-break').innerText(), /^Bea and Player 1 are equal in rank/);
  assert.match(await page.getByRole('list', { name: 'Parole split' }).innerText(), /Bea: 6/);
  await page.getByRole('textbox', { name: 'Name of seat 2' }).fill('Player 2');
  await screenshot(page, 'draw32-showdown', { fullPage: true });
  await page.setViewportSize({ width: 320, height: 800 });
  await screenshot(page, 'draw32-showdown-320', { fullPage: true });

  await page.reload();
  await new GamesScreen(page).waitForApp();
  await page.getByRole('button', { name: '32-card draw', exact: true }).click();
  assert.match(await page.getByLabel('Suit tie-break').innerText(), /Player 2 wins/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('practising the draw with five players: when the deck runs out, the other players\' discards are shuffled', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  await page.getByRole('button', { name: '32-card draw', exact: true }).click();
  await page.getByRole('combobox', { name: 'Players' }).selectOption('5');
  await page.getByRole('button', { name: 'Shuffle and deal' }).click();
  const guide = page.getByLabel('Draw guide');
  assert.equal(await guide.innerText(), "Five cards each, one at a time from the dealer's left.");
  assert.match(await page.getByText(/^Deck: /).innerText(), /Deck: 7 cards/);
  // 25 cards dealt, 7 left: four and four more need one card from the first player's discards.
  const drawFour = async () => {
    const seat = page.getByRole('list', { name: 'Practice hands' }).getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /stands pat|draws/ }) });
    for (let k = 0; k < 4; k++) await seat.locator('.player__card').nth(k).click();
    await seat.getByRole('button', { name: /draws 4/ }).click();
  };
  await drawFour();
  assert.match(await guide.innerText(), /^Seat 2 discards 4 and draws 4 from the deck\.$/);
  await drawFour();
  assert.equal(
    await guide.innerText(),
    "Seat 3 discards 4: 3 from the deck, which is now empty; shuffle the other players' discards and deal 1 from them.",
  );
  await screenshot(page, 'draw32-practice');
  assert.deepEqual(problems, []);
  await context.close();
});
