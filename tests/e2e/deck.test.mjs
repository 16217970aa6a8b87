// Issue 24: a colour-blind safe deck, chosen in Settings, colours every card face, picker key and
// keypad key (the palette itself is checked in tests/deck_colours.rs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, settles } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { RulesCard, HandScreen } from './pages/hand.mjs';

const fx = useBrowser();

/** The colour-blind deck's suits as the browser computes them, by theme (style/tokens.css). */
const SAFE = {
  light: { spades: 'rgb(17, 22, 28)', hearts: 'rgb(192, 40, 16)', diamonds: 'rgb(31, 81, 255)', clubs: 'rgb(143, 84, 161)' },
  dark: { spades: 'rgb(238, 242, 246)', hearts: 'rgb(240, 144, 48)', diamonds: 'rgb(137, 145, 255)', clubs: 'rgb(170, 135, 174)' },
};
const FOUR = { light: { hearts: 'rgb(198, 40, 40)', clubs: 'rgb(46, 125, 50)' } };

const colour = (locator) => locator.evaluate((el) => getComputedStyle(el).color);

test('the colour-blind safe deck colours the picker, the card faces, the drawing and the keypad, in both themes', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  const nav = page.getByRole('navigation', { name: 'Screens' });
  await games.family('Double board').getByRole('button', { name: /High\/high\/hand/ }).click();
  await new RulesCard(page).start.click();
  const hand = new HandScreen(page);
  const key = (name) => hand.picker.getByRole('button', { name, exact: true });
  // The default four colours first: hearts red and clubs green, the pair red-green colour
  // blindness confuses.
  assert.equal(await colour(key('king of hearts')), FOUR.light.hearts);
  assert.equal(await colour(key('king of clubs')), FOUR.light.clubs);

  await nav.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: /^Colour-blind safe/ }).check();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.deck), 'colour-blind');
  await screenshot(page, 'settings-colour-blind');
  await nav.getByRole('button', { name: 'Hand' }).click();
  for (const suit of ['spades', 'hearts', 'diamonds', 'clubs']) {
    assert.equal(await colour(key(`ace of ${suit}`)), SAFE.light[suit], `${suit} key`);
  }
  // A card on the drawing and one in a hand wear the same colours.
  await hand.pick('king of hearts');
  const placed = hand.page.locator('.layout-diagram__card').first();
  assert.equal(await placed.evaluate((el) => getComputedStyle(el).fill), SAFE.light.hearts);
  await page.locator('.player__select').first().click();
  await hand.pick('two of clubs');
  const face = page.getByRole('img', { name: 'two of clubs' });
  assert.equal(await colour(face), SAFE.light.clubs);
  await screenshot(page, 'deck-colour-blind-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await settles(() => colour(key('ace of clubs')), SAFE.dark.clubs, 'the dark theme has its own safe colours');
  assert.equal(await colour(face), SAFE.dark.clubs);
  await screenshot(page, 'deck-colour-blind-dark');

  // The keypad's suit keys too, and the choice is remembered.
  await nav.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: /^Keypad/ }).check();
  await nav.getByRole('button', { name: 'Hand' }).click();
  await hand.picker.getByRole('button', { name: 'queen', exact: true }).click();
  const suits = await hand.picker.locator('.keypad__suit').evaluateAll((keys) => keys.map((k) => getComputedStyle(k).color));
  assert.deepEqual(suits, ['spades', 'hearts', 'diamonds', 'clubs'].map((s) => SAFE.dark[s]));
  await page.reload();
  await games.waitForApp();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.deck), 'colour-blind');
  assert.deepEqual(problems, []);
  await context.close();
});
