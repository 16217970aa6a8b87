// The betting at the table (issue 20): a pot-limit double board from the blinds and a straddle,
// a pot-sized raise on every street and an all-in, to the showdown and the chop, tapped on a
// 390x844 phone. The pot and "raise to" must be readable at arm's length.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, settles } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { RulesCard, HandScreen } from './pages/hand.mjs';

const fx = useBrowser();

/** The bottom bar's betting head: pot, who is to act, the limit's raise. */
async function head(page) {
  const bar = page.locator('.deal__bar');
  return {
    pot: Number(await bar.locator('.bet__pot strong').innerText()),
    toAct: (await bar.locator('.bet__to-act').innerText()).trim(),
    headline: (await bar.locator('.bet__headline').innerText()).trim(),
  };
}

/** Taps Next until a betting round opens (or the deal ends). */
async function dealToBetting(page) {
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const betting = page.locator('.deal__bar .bet__head');
  for (let i = 0; i < 12; i++) {
    if (await betting.isVisible()) return;
    if (!(await next.isVisible())) return;
    await next.click();
  }
}

async function tap(page, name) {
  await page.locator('.deal__bar').getByRole('button', { name, exact: true }).click();
  assert.equal(await page.locator('.deal__bar .message').innerText(), '', `after ${name}`);
}

test('pot limit on a double board: blinds and a straddle, a pot raise every street, an all-in, the chop', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family('Double board').getByRole('button', { name: /High\/high\/hand/ }).click();
  const card = new RulesCard(page);
  await card.players.fill('4');
  await card.names.fill('Ann, Ben, Cat, Dan');
  await page.getByText('Betting', { exact: true }).click();
  await page.getByRole('checkbox', { name: /Record the betting/ }).check();
  await page.getByRole('textbox', { name: /Straddles/ }).fill('4');
  assert.equal(await page.locator('.rules-card__betting-words').innerText(), 'Pot limit, blinds 1/2, straddles 4');
  await page.getByRole('checkbox', { name: /Learn mode/ }).check();
  await screenshot(page, 'betting-rules-card', { fullPage: true });
  await page.getByRole('button', { name: 'Deal a hand' }).click();

  // Pre-flop: Ann has the button; Ben and Cat post the blinds, Dan straddles 4. Ann acts first:
  // pot 7, her call makes it 11, so the pot raise is to 4 + 11 = 15.
  await dealToBetting(page);
  assert.deepEqual(await head(page), { pot: 7, toAct: 'Ann to call 4', headline: 'Pot: raise to 15' });
  await screenshot(page, 'betting-preflop');
  // Readable at arm's length: the pot and the raise in big type, in the bar at the bottom.
  const size = (sel) => page.locator(sel).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  assert.ok((await size('.deal__bar .bet__pot strong')) >= 32, 'the pot in big type');
  assert.ok((await size('.deal__bar .bet__headline')) >= 24, '"raise to" in big type');
  const bar = await page.locator('.deal__bar').boundingBox();
  assert.ok(bar.y + bar.height <= 844 + 1 && bar.y > 300, `the bar sits at the bottom of the screen: ${JSON.stringify(bar)}`);
  await tap(page, 'Pot: raise to 15');
  await tap(page, 'Call 14');
  await tap(page, 'Call 13');
  // An illegal typed raise is refused naming the player and the limit.
  await page.getByRole('spinbutton', { name: /Amount/ }).fill('80');
  await page.locator('.deal__bar').getByRole('button', { name: 'Raise to', exact: true }).click();
  assert.equal(await page.locator('.deal__bar .message').innerText(), "Dan's raise to 80 is over the pot limit: at most 75.");
  await tap(page, 'Call 11');
  assert.match(await page.locator('.bet__status').innerText(), /Betting over: deal the flop/);

  // Flop: pot 60; Ben acts first and bets the pot; Cat is all-in for 45; Dan folds; Ann calls.
  await dealToBetting(page);
  assert.deepEqual(await head(page), { pot: 60, toAct: 'Ben may check', headline: 'Pot: bet 60' });
  await screenshot(page, 'betting-flop');
  await tap(page, 'Pot: bet 60');
  await page.getByRole('spinbutton', { name: /Amount/ }).fill('45');
  await tap(page, 'All-in');
  await tap(page, 'Fold');
  await tap(page, 'Call 60');
  // Side pots as soon as someone is all-in.
  assert.equal(await page.locator('.bet__pots').innerText(), 'Main pot: 195 (Ann, Ben, Cat)\nSide pot 1: 30 (Ann, Ben)');

  // Turn: pot 225; Ben bets the pot, Ann calls (Cat is all-in: a side pot).
  await dealToBetting(page);
  assert.deepEqual(await head(page), { pot: 225, toAct: 'Ben may check', headline: 'Pot: bet 225' });
  await tap(page, 'Pot: bet 225');
  await tap(page, 'Call 225');
  // River: pot 675; Ben bets the pot, Ann calls.
  await dealToBetting(page);
  assert.deepEqual(await head(page), { pot: 675, toAct: 'Ben may check', headline: 'Pot: bet 675' });
  await screenshot(page, 'betting-river');
  await tap(page, 'Pot: bet 675');
  await tap(page, 'Call 675');
  await dealToBetting(page);
  await screenshot(page, 'betting-deal-end', { fullPage: true });
  await page.getByRole('button', { name: 'Go to the showdown' }).click();

  // The showdown takes the contributions from the betting: Ann and Ben 975, Cat 60, Dan 15.
  const hand = new HandScreen(page);
  await hand.showdown.waitFor();
  const putIn = async (name) => Number(await page.getByRole('spinbutton', { name: `${name} put in` }).inputValue());
  assert.deepEqual(
    [await putIn('Ann'), await putIn('Ben'), await putIn('Cat'), await putIn('Dan')],
    [975, 975, 60, 15],
  );
  assert.equal(await page.locator('.bet__recorded').innerText(), 'Put in from the recorded betting: pot 2025.');
  const text = await hand.showdown.innerText();
  // Cat's all-in caps the main pot at 4 x 15 + 3 x 45 = 195; the rest is a side pot of Ann and Ben.
  assert.match(text, /Main pot: 195\b/, text);
  assert.match(text, /Side pot 1: 1,830\b/, text);
  await screenshot(page, 'betting-showdown', { fullPage: true });

  // A typed amount that disagrees is flagged, not silently overridden; one tap puts it right.
  const ben = page.getByRole('spinbutton', { name: 'Ben put in' });
  await ben.fill('970');
  await ben.dispatchEvent('change');
  const flag = page.locator('.bet__disagree');
  await flag.waitFor();
  assert.match(await flag.innerText(), /Ben put in 970 but the betting says 975/);
  await screenshot(page, 'betting-disagree');
  await flag.getByRole('button', { name: "Use the betting's amounts" }).click();
  await settles(putIn.bind(null, 'Ben'), 975, 'the betting\'s amount is back');
  assert.match(await hand.showdown.innerText(), /Main pot: 195\b/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the hand screen records the betting of a hand dealt without the guide; the contributions follow it', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family('Double board').getByRole('button', { name: /High\/high\/hand/ }).click();
  const card = new RulesCard(page);
  await card.players.fill('3');
  await card.names.fill('Ann, Ben, Cat');
  await card.start.click();
  const hand = new HandScreen(page);
  await hand.showdown.waitFor();
  const betting = page.locator('.bet--hand');
  await betting.getByText(/^Betting/).click();
  assert.match(await betting.innerText(), /Pot limit, blinds 1\/2 \(change it on the rules card\)\./);
  await betting.getByRole('button', { name: 'Record the betting' }).click();
  // Three-handed the button acts first: pot 3, raise to 7 at most.
  assert.equal((await betting.locator('.bet__headline').innerText()).trim(), 'Pot: raise to 7');
  await betting.getByRole('button', { name: 'Pot: raise to 7', exact: true }).click();
  await betting.getByRole('button', { name: 'Fold', exact: true }).click();
  await betting.getByRole('button', { name: 'Call 5', exact: true }).click();
  await betting.getByRole('button', { name: 'Next betting round' }).click();
  assert.equal((await betting.locator('.bet__headline').innerText()).trim(), 'Pot: bet 15');
  const putIn = async (name) => Number(await page.getByRole('spinbutton', { name: `${name} put in` }).inputValue());
  assert.deepEqual([await putIn('Ann'), await putIn('Ben'), await putIn('Cat')], [7, 1, 7]);
  assert.equal(await page.getByRole('checkbox', { name: 'Folded' }).nth(1).isChecked(), true, 'Ben folded in the betting');
  await screenshot(page, 'betting-hand-screen');
  await betting.getByRole('button', { name: 'Undo a bet' }).click();
  await betting.getByRole('button', { name: 'Undo a bet' }).click();
  assert.equal(await putIn('Cat'), 2, 'Cat\'s call taken back');
  assert.deepEqual(problems, []);
  await context.close();
});
