// Issue 21: a declared game (the double board with a badugi hand point of docs/declaration.md) is
// imported, listed under Your games, dealt with the dealing guide in learn mode to a resolved
// showdown kept in the history; the hand's link and the game's link open in fresh browsers that
// have never seen the game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPhonePage, screenshot, settles, ROOT } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { HandScreen } from './pages/hand.mjs';

const fx = useBrowser();

/** The declaration docs/declaration.md gives for two board highs and a badugi hand point. */
function badugiDeclaration() {
  const doc = fs.readFileSync(path.join(ROOT, 'docs', 'declaration.md'), 'utf8');
  const from = doc.indexOf('**Two board highs and a badugi hand point**');
  const start = doc.indexOf('```json', from) + '```json'.length;
  return doc.slice(start, doc.indexOf('```', start));
}

test('a declared game is imported, dealt, scored, kept and shared by link to fresh browsers', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await page.getByRole('textbox', { name: /Paste the hand file/ }).fill(badugiDeclaration());
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  // Its rules card opens, the game kept.
  await page.getByRole('heading', { name: 'Double board: high/high/badugi hand' }).waitFor();
  assert.match(await page.locator('.app-main > .message').innerText(), /kept in your games/);

  // Listed under Your games, found by the search, counted.
  await page.getByRole('button', { name: '← All games' }).click();
  const mine = page.getByRole('region', { name: 'Your games', exact: true });
  await mine.getByRole('button', { name: /high\/high\/badugi hand/ }).waitFor();
  await screenshot(page, 'my-games-list');
  await games.searchFor('BADUGI hand');
  assert.match(await games.count.innerText(), /^1 game$/);
  await mine.getByRole('button', { name: 'Favourite' }).click();
  await settles(() => mine.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed'), 'true');
  await games.searchFor('');
  await mine.getByRole('button', { name: /high\/high\/badugi hand/ }).click();

  // Its rules card: the points in words, share, export and delete.
  await page.getByRole('heading', { name: 'Double board: high/high/badugi hand' }).waitFor();
  assert.match(await page.locator('.rules-card__points').innerText(), /Badugi hand/);
  await screenshot(page, 'my-games-rules-card', { fullPage: true });
  await page.setViewportSize({ width: 320, height: 700 });
  await screenshot(page, 'my-games-rules-card-320', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Share game link' }).click();
  const gameLink = await page.getByRole('textbox', { name: 'Game link' }).inputValue();
  assert.match(gameLink, /#game=/);

  // Dealt with the dealing guide in learn mode to the showdown.
  await page.getByRole('checkbox', { name: /Learn mode/ }).check();
  await page.getByRole('button', { name: 'Deal a hand' }).click();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  while (await next.isVisible()) await next.click();
  await page.getByRole('button', { name: 'Go to the showdown' }).click();
  const hand = new HandScreen(page);
  await hand.showdown.waitFor();
  const result = await hand.keptResult();
  assert.match(result, /Badugi hand/);
  assert.doesNotMatch(result, /has no card|could not/, result);
  await screenshot(page, 'my-games-showdown', { fullPage: true });
  await page.getByRole('button', { name: 'Share link' }).click();
  const handLink = await page.getByRole('textbox', { name: 'Share link' }).inputValue();

  // The hand's link in a browser that has never seen the game: the same result, the game kept.
  const fresh = await openPhonePage(fx.browser, handLink);
  const freshHand = new HandScreen(fresh.page);
  await freshHand.showdown.waitFor();
  assert.equal(await freshHand.keptResult(), result);
  await fresh.page.getByRole('button', { name: 'Games', exact: true }).click();
  await fresh.page.getByRole('region', { name: 'Your games', exact: true }).getByRole('button', { name: /badugi/ }).waitFor();
  assert.deepEqual(fresh.problems, []);
  await fresh.context.close();

  // The game's link in another fresh browser: its rules card.
  const other = await openPhonePage(fx.browser, gameLink);
  await other.page.getByRole('heading', { name: 'Double board: high/high/badugi hand' }).waitFor();
  assert.match(await other.page.locator('.rules-card__points').innerText(), /Badugi hand/);
  await screenshot(other.page, 'my-games-shared-rules-card', { fullPage: true });
  assert.deepEqual(other.problems, []);
  await other.context.close();

  // Delete, then Undo.
  await page.getByRole('button', { name: 'Games', exact: true }).click();
  await mine.getByRole('button', { name: /high\/high\/badugi hand/ }).click();
  await page.getByRole('button', { name: 'Delete this game' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await mine.getByRole('button', { name: /high\/high\/badugi hand/ }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});
