// Who's ahead (issue 22): the odds of a six-handed double board fill in while the page stays
// responsive, with the error shown and a stop; on the hand screen and in the dealing guide.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { RulesCard, HandScreen } from './pages/hand.mjs';

const fx = useBrowser();

/** The shares shown, as numbers (percent). */
async function shares(page) {
  const texts = await page.locator('.odds__share').allInnerTexts();
  return texts.map((t) => parseFloat(t));
}

test('the odds of a six-handed double board fill in while the page stays responsive', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family('Double board').getByRole('button', { name: /High\/high\/hand/ }).click();
  const card = new RulesCard(page);
  await card.players.fill('6');
  await card.names.fill('Ann, Ben, Cat, Dan, Eve, Fay');
  await page.getByRole('checkbox', { name: /Learn mode/ }).check();
  await page.getByRole('button', { name: 'Deal a hand' }).click();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.click(); // the hole cards: seven each, the ten board cards still to come

  // A phone twenty times slower than this machine: the steps shrink to stay under a frame, and the
  // count lasts long enough to be stopped.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.getByRole('button', { name: "Odds: who's ahead?" }).click();
  const status = page.locator('.odds__status');
  const statusIs = (re) => page.waitForFunction((src) => new RegExp(src).test(document.querySelector('.odds__status')?.textContent ?? ''), re.source, { timeout: 60_000 });
  // Ten places from the ten cards left: 3.6 million ways, so it samples, saying how far it got.
  await statusIs(/Sampled [\d,]+ of 20,000 deals/);
  const early = await status.innerText();
  // The page answers while counting: a frame comes at once.
  const t0 = Date.now();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  const frame = Date.now() - t0;
  assert.ok(frame < 1000, `a frame came within a second while counting (${frame} ms)`);
  await screenshot(page, 'odds-deal-running');
  // Stop stops it; Count again starts it again.
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  const stopped = await status.innerText();
  await page.waitForTimeout(300);
  assert.equal(await status.innerText(), stopped, 'stopped: the count no longer moves');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.getByRole('button', { name: 'Count again' }).click();
  await statusIs(/Sampled 20,000 deals\./);
  assert.notEqual(early, await status.innerText(), 'the count filled in');
  const s = await shares(page);
  assert.equal(s.length, 6);
  assert.ok(Math.abs(s.reduce((a, b) => a + b, 0) - 100) < 0.5, `shares add up to 100%: ${s}`);
  assert.match(await page.locator('.odds__share').first().innerText(), /± \d+\.\d%/, 'the error is shown');
  assert.match(await page.locator('.odds__points').first().innerText(), /Board 1 high [\d.]+%.*scoops/);
  await screenshot(page, 'odds-deal-done');

  // The flop of board 1: the count starts again by itself, now exact (seven cards left for seven places).
  await next.click();
  await statusIs(/Exact: all 5,040 ways/);
  await screenshot(page, 'odds-deal-exact');
  assert.deepEqual(problems, []);
  await context.close();
});

test('on the hand screen: exact on the turn from the cards entered', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family("Hold'em and Omaha").getByRole('button', { name: "Hold'em: High" }).click();
  const card = new RulesCard(page);
  await card.players.fill('2');
  await card.names.fill('Ann, Ben');
  await card.start.click();
  const hand = new HandScreen(page);
  await hand.typeHole('Ann', 'AsAd');
  await hand.typeHole('Ben', 'Qh4h');
  await hand.typeBoard('2h 7h Kc 9s');
  await page.getByRole('button', { name: "Odds: who's ahead?" }).click();
  await page.waitForFunction(() => /Exact: all 44 ways/.test(document.querySelector('.odds__status')?.textContent ?? ''));
  assert.deepEqual(await shares(page), [79.5, 20.5], 'nine hearts of 44 rivers for Ben');
  await screenshot(page, 'odds-hand-exact');
  assert.deepEqual(problems, []);
  await context.close();
});
