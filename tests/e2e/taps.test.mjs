// Issue 24's measure: a six-player double-board hand with a side pot, entered first time by
// tapping, in under 60 taps plus the names. Every tap the test makes is counted; typing the names
// and the one amount that makes the side pot are the "plus names" and one field.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, cardLabel } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { RulesCard, HandScreen } from './pages/hand.mjs';

const fx = useBrowser();

const RANKS = '23456789TJQKA';
const SUITS = 'shdc';
const label = cardLabel;

test('a six-player double board with a side pot takes under 60 taps plus the names', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  let taps = 0;
  const tap = async (locator) => {
    taps += 1;
    await locator.click();
  };
  const games = new GamesScreen(page);
  await games.waitForApp();
  await tap(games.family('Double board').getByRole('button', { name: /High\/high\/hand/ }));
  const card = new RulesCard(page);
  await card.players.fill('6'); // typed, with the names
  await card.names.fill('Ann, Ben, Cat, Dan, Eve, Fay');
  await tap(card.start);
  const hand = new HandScreen(page);
  // The board, then each hand in seat order: the picker moves on by itself after every card.
  const deck = [];
  for (const r of RANKS) for (const s of SUITS) deck.push(r + s);
  for (const c of deck) await tap(hand.picker.getByRole('button', { name: label(c), exact: true }));
  // The side pot: Fay is all-in for less (one amount typed).
  const fay = page.getByRole('spinbutton', { name: 'Fay put in' });
  await tap(fay);
  await fay.fill('40');
  await fay.dispatchEvent('change');
  await hand.points.waitFor();
  const text = await hand.showdown.innerText();
  assert.match(text, /Side pot/, text);
  assert.ok(taps < 60, `${taps} taps`);
  console.log(`# six-player double board with a side pot: ${taps} taps plus the names`);
  await screenshot(page, 'taps-six-player-side-pot', { fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});
