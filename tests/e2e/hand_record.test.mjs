// One record per hand (issue 33): a hand dealt with the guide, its betting recorded, keeps its
// deal. Kept, then opened again from the history, it shows how it was dealt and bet, step by step
// on the drawing; its hand file carries the deal and still scores the same with `cap showdown`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { useBrowser, openPhonePage, screenshot, settles, ROOT } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { RulesCard, HandScreen } from './pages/hand.mjs';
import { HistoryScreen } from './pages/storage.mjs';

const fx = useBrowser();

/** Deals to the end: Next through the streets, each betting round called or checked round. */
async function dealCallingDown(page) {
  const bar = page.locator('.deal__bar');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const passive = bar.getByRole('button', { name: /^(Check|Call \d+)$/ });
  const showdown = page.getByRole('button', { name: 'Go to the showdown' });
  for (let i = 0; i < 40; i++) {
    if (await showdown.isVisible()) return;
    if (await passive.first().isVisible()) await passive.first().click();
    else await next.click();
  }
  assert.fail('the deal did not reach the showdown');
}

/** The replay's heading, words and pot as shown. */
async function moment(page) {
  const now = page.locator('.replay__now');
  return {
    heading: await now.locator('.replay__heading').innerText(),
    words: await now.locator('.replay__words').innerText(),
  };
}

for (const width of [390, 320]) {
  test(`issue 33 at ${width} px: a kept hand shows its deal and betting step by step, and its file scores the same`, async () => {
    const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
    await page.setViewportSize({ width, height: 844 });
    const games = new GamesScreen(page);
    await games.waitForApp();
    await games.family("Hold'em and Omaha").getByRole('button', { name: /^Hold.em: High/ }).click();
    const card = new RulesCard(page);
    await card.players.fill('3');
    await card.names.fill('Ann, Ben, Cat');
    await page.getByText('Betting', { exact: true }).click();
    await page.getByRole('checkbox', { name: /Record the betting/ }).check();
    await page.getByRole('checkbox', { name: /Learn mode/ }).check();
    await page.getByRole('button', { name: 'Deal a hand' }).click();
    await dealCallingDown(page);
    await page.getByRole('button', { name: 'Go to the showdown' }).click();
    const hand = new HandScreen(page);
    await hand.payouts.waitFor();
    const payouts = await hand.payouts.innerText();

    // Kept, then opened from the history: the deal is there to replay.
    const history = new HistoryScreen(page);
    await history.open();
    await history.items.first().getByRole('button', { name: 'Open' }).click();
    await hand.payouts.waitFor();
    assert.equal(await hand.payouts.innerText(), payouts, 'the same result');
    await page.getByText('How it was dealt').click();
    const start = await moment(page);
    const steps = Number(start.heading.match(/^Before the deal · (\d+) steps$/)?.[1]);
    assert.ok(steps >= 8, start.heading);
    assert.equal(start.words, 'Ann deals to Ann, Ben and Cat, from the app\u2019s own shuffle (learn mode).'.replace('\u2019', "'"));
    const back = page.getByRole('button', { name: '← Back' });
    const next = page.getByRole('button', { name: 'Next →' });
    assert.ok(await back.isDisabled(), 'nothing before the start');
    await next.click();
    let now = await moment(page);
    assert.equal(now.heading, `Step 1 of ${steps} · Pre-flop`);
    assert.match(now.words, /^Deal 2 hole cards/);
    assert.doesNotMatch(now.words, /seat \d/i, 'seats by their names');
    await next.click();
    now = await moment(page);
    // Three-handed, the button acts first before the flop and calls the big blind.
    assert.equal(now.words, 'Ann calls 2.');
    assert.equal(await page.locator('.replay__pot').innerText(), 'Pot 5');
    await page.locator('.replay').scrollIntoViewIfNeeded();
    await screenshot(page, `hand-record-replay-preflop-${width}`);
    // On to the flop: its three places lit, with their cards.
    while (!(await moment(page)).words.startsWith('Deal the flop')) await next.click();
    const lit = page.locator('.replay .layout-diagram__slot--lit');
    assert.equal(await lit.count(), 3, 'the flop\'s three places lit');
    assert.equal(await lit.locator('.layout-diagram__card').count(), 3, 'with their cards');
    assert.equal(await page.locator('.replay .layout-diagram__slot--selected').count(), 0, 'the hand\'s selection is not shown');
    await screenshot(page, `hand-record-replay-flop-${width}`);
    for (let i = 0; i < steps + 2; i++) if (!(await next.isDisabled())) await next.click();
    assert.equal((await moment(page)).heading.startsWith(`Step ${steps} of ${steps}`), true);
    await back.click();
    assert.equal((await moment(page)).heading.startsWith(`Step ${steps - 1} of ${steps}`), true);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    assert.equal(sideways, false, 'nothing scrolls sideways');
    await screenshot(page, `hand-record-replay-end-${width}`);

    if (width === 390) {
      // The hand file carries the deal; `cap showdown` scores it as it scores the file without it.
      await history.open();
      const [download] = await Promise.all([page.waitForEvent('download'), history.download.click()]);
      const [file] = JSON.parse(await fs.readFile(await download.path(), 'utf8'));
      assert.equal(file.deal.events.length, steps);
      const cap = path.join(ROOT, 'target', 'debug', 'cap');
      const score = (f) => JSON.parse(execFileSync(cap, ['showdown', '-'], { input: JSON.stringify(f) }).toString());
      const bare = { ...file };
      delete bare.deal;
      assert.deepEqual(score(file), score(bare));
      assert.deepEqual(Object.keys(score(file).payouts), ['Ann', 'Ben', 'Cat']);
    }
    await settles(async () => problems.length, 0, 'no problems');
    await context.close();
  });
}
