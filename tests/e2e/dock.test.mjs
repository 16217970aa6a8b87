// Where am I? (issue 24): on the hand screen the card picker stays in reach while the players'
// list scrolls under it, says which place it fills ("Dan 3/7"), and jumps to the result; each
// screen starts at its top.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { RulesCard, HandScreen } from './pages/hand.mjs';

const fx = useBrowser();

test('the picker stays in reach, says whose hand it fills, and jumps to the result', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family('Double board').getByRole('button', { name: /High\/high\/hand/ }).click();
  const card = new RulesCard(page);
  await card.players.fill('6');
  await card.names.fill('Ann, Ben, Cat, Dan, Eve, Fay');
  // The rules card is long: scrolled down to start the hand, the hand screen still opens at its top.
  await card.start.scrollIntoViewIfNeeded();
  await card.start.click();
  const hand = new HandScreen(page);
  await hand.showdown.waitFor();
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the hand screen starts at its top');
  const where = page.locator('.hand__where');
  // Dan's hand, three cards in.
  await hand.typeHole('Dan', 'AsKd7h');
  await page.getByRole('listitem').filter({ hasText: 'Dan' }).locator('.player__select').click();
  assert.equal(await where.innerText(), 'Filling: Dan 3/7\nResult ↓');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(200);
  const dock = await page.locator('.hand__dock').boundingBox();
  assert.ok(dock.y >= -1 && dock.y < 5, `the dock is at the top of the screen after scrolling: ${JSON.stringify(dock)}`);
  assert.match(await where.innerText(), /^Filling: Dan 3\/7/, 'still says whose hand after scrolling');
  await screenshot(page, 'dock-scrolled');
  await page.evaluate(() => window.scrollTo(0, 0));
  await where.getByRole('button', { name: /Result/ }).click();
  await page.waitForTimeout(300);
  const title = await page.locator('#showdown-title').boundingBox();
  assert.ok(title.y < 844 && title.y > -5, `the result's title is on screen: ${JSON.stringify(title)}`);
  assert.deepEqual(problems, []);
  await context.close();
});
