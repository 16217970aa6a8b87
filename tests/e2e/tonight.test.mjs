// The whole evening at one table (issue 34): four players buy in; a hand dealt with the guide from
// the evening's stacks, where Dan goes all-in with one tap for his whole stack and Cat calls; a
// rebuy and a late joiner; two hands recorded by their numbers, one corrected later; the stacks,
// the chip check and the settle-up read number by number, at 390x844 and at 320 px.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { RulesCard, HandScreen } from './pages/hand.mjs';

const fx = useBrowser();

class TonightScreen {
  constructor(page) {
    this.page = page;
    this.said = page.locator('.tonight__said');
    this.check = page.locator('.tonight__players ~ * .tonight__check, section.tonight > .tonight__check').first();
  }

  async open() {
    await this.page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Tonight' }).click();
    await this.page.getByRole('heading', { name: 'Tonight', exact: true }).waitFor();
  }

  player(name) {
    return this.page.getByRole('list', { name: 'Players' }).getByRole('listitem', { name, exact: true });
  }

  async stacks(names) {
    const out = {};
    for (const name of names) out[name] = Number(await this.page.getByLabel(`${name}'s stack`).innerText());
    return out;
  }

  async move(name, button, chips) {
    const row = this.player(name);
    if (chips !== undefined) await row.getByRole('textbox', { name: `${name}'s chips` }).fill(String(chips));
    await row.getByRole('button', { name: button, exact: true }).click();
  }

  async record(game, numbers) {
    const form = this.page.locator('.tonight__record');
    if (!(await form.evaluate((e) => e.open))) await form.locator('summary').click();
    await this.page.getByRole('textbox', { name: 'Game played' }).fill(game);
    await this.page.getByRole('textbox', { name: "Each player's put in and won" }).fill(numbers);
    await form.getByRole('button', { name: 'Record' }).click();
  }
}

for (const width of [390, 320]) {
  test(`issue 34 at ${width} px: an evening of four players, three hands, a rebuy, a late joiner, a correction, the settle-up`, async () => {
    const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
    await page.setViewportSize({ width, height: 844 });
    const games = new GamesScreen(page);
    await games.waitForApp();
    const tonight = new TonightScreen(page);
    await tonight.open();
    await page.getByRole('textbox', { name: /Players, in seat order/ }).fill('Ann, Ben, Cat, Dan');
    await page.getByRole('textbox', { name: /Buy-in/ }).fill('500');
    await page.getByRole('textbox', { name: /A chip is worth/ }).fill('0.10');
    await page.getByRole('button', { name: 'Start the evening' }).click();
    const four = ['Ann', 'Ben', 'Cat', 'Dan'];
    assert.deepEqual(await tonight.stacks(four), { Ann: 500, Ben: 500, Cat: 500, Dan: 500 });
    assert.match(await page.locator('.tonight__next').innerText(), /^Ann deals and calls the next game/);
    await screenshot(page, `tonight-start-${width}`, { fullPage: true });

    // Hand 1, dealt with the guide from the evening's stacks: no limit, blinds 1/2, a real deck.
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Games' }).click();
    await games.family("Hold'em and Omaha").getByRole('button', { name: /^Hold.em: High/ }).click();
    const card = new RulesCard(page);
    await card.players.fill('4');
    await page.getByText('Betting', { exact: true }).click();
    await page.getByRole('checkbox', { name: /Record the betting/ }).check();
    await page.getByRole('combobox', { name: 'Limit' }).selectOption('no-limit');
    await page.getByRole('button', { name: 'Deal a hand' }).click();
    const bar = page.locator('.deal__bar');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    // Ann deals: Ben and Cat post 1 and 2; Dan is first to act, and goes all-in with one tap.
    assert.match(await bar.locator('.bet__to-act').innerText(), /^Dan to call 2/);
    await bar.getByRole('button', { name: 'All-in 500', exact: true }).click();
    await bar.getByRole('button', { name: 'Fold', exact: true }).click();
    await bar.getByRole('button', { name: 'Fold', exact: true }).click();
    await bar.getByRole('button', { name: /^Call/ }).click();
    await screenshot(page, `tonight-hand1-allin-${width}`);
    for (let i = 0; i < 8 && !(await page.getByRole('button', { name: 'Go to the showdown' }).isVisible()); i++) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await page.getByRole('button', { name: 'Go to the showdown' }).click();
    const hand = new HandScreen(page);
    await hand.typeBoard('As Kd 7c 4h 2s');
    await hand.typeHole('Cat', 'Kh Ks');
    await hand.typeHole('Dan', 'Ah Ad');
    await hand.payouts.waitFor();
    assert.match(await hand.payouts.innerText(), /Dan: 1,?001/);

    // The kept hand moved the stacks: Dan took Cat's 500 and Ben's small blind.
    await tonight.open();
    assert.deepEqual(await tonight.stacks(four), { Ann: 500, Ben: 499, Cat: 0, Dan: 1001 });
    assert.match(await page.locator('.tonight__check').first().innerText(), /stacks 2000 = bought 2000 − cashed out 0 ✓ chips conserved/);
    assert.match(await page.getByRole('listitem', { name: 'Hand 1' }).innerText(), /holdem|Hold/i);
    assert.match(await page.locator('.tonight__next').innerText(), /^Ben deals/, 'the button moved on');

    // Cat rebuys; Eve joins late.
    await tonight.move('Cat', 'Rebuy', 500);
    await page.getByRole('textbox', { name: "New player's name" }).fill('Eve');
    await page.getByRole('textbox', { name: "New player's buy-in" }).fill('300');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    assert.deepEqual(await tonight.stacks([...four, 'Eve']), { Ann: 500, Ben: 499, Cat: 500, Dan: 1001, Eve: 300 });
    // A cash-out past the stack is refused, naming the player and both amounts; nothing changes.
    await tonight.move('Eve', 'Cash out', 301);
    assert.match(await tonight.said.innerText(), /Eve/);
    assert.match(await tonight.said.innerText(), /301/);
    assert.deepEqual(await tonight.stacks(['Eve']), { Eve: 300 });

    // Hands 2 and 3 by their numbers; then hand 2 corrected: every later stack re-flows.
    await tonight.record('Omaha', 'Ann 100 0, Ben 100 250, Eve 50 0');
    await tonight.record('Double board', 'Cat 200 400, Dan 200 0');
    assert.deepEqual(await tonight.stacks([...four, 'Eve']), { Ann: 400, Ben: 649, Cat: 700, Dan: 801, Eve: 250 });
    const hand2 = page.getByRole('listitem', { name: 'Hand 2' });
    await hand2.getByRole('button', { name: 'Correct hand 2' }).click();
    await page.getByRole('textbox', { name: "Hand 2's numbers" }).fill('Ann 100 250, Ben 100 0, Eve 50 0');
    await hand2.getByRole('button', { name: 'Save the correction' }).click();
    assert.match(await tonight.said.innerText(), /hand 2 corrected: .*Ann 400 → 650.*Ben 649 → 399/);
    assert.deepEqual(await tonight.stacks([...four, 'Eve']), { Ann: 650, Ben: 399, Cat: 700, Dan: 801, Eve: 250 });
    assert.match(await page.locator('.tonight__check').first().innerText(), /stacks 2800 = bought 2800 − cashed out 0 ✓/);

    // The settle-up, number by number: nets in money at 0.10 a chip, and who pays whom.
    const nets = await page.getByRole('list', { name: 'Nets' }).getByRole('listitem').allInnerTexts();
    assert.deepEqual(nets, [
      'Ann: bought 500, took 650, net +150 chips (15.00)',
      'Ben: bought 500, took 399, net -101 chips (-10.10)',
      'Cat: bought 1000, took 700, net -300 chips (-30.00)',
      'Dan: bought 500, took 801, net +301 chips (30.10)',
      'Eve: bought 300, took 250, net -50 chips (-5.00)',
    ]);
    const transfers = await page.getByRole('list', { name: 'Transfers' }).getByRole('listitem').allInnerTexts();
    assert.ok(transfers.length <= 4, `at most one fewer than the five players: ${transfers.join(' | ')}`);
    // Each loser pays exactly what they lost; each winner gets exactly what they won.
    const owed = { Ann: 0, Ben: 0, Cat: 0, Dan: 0, Eve: 0 };
    for (const t of transfers) {
      const m = t.match(/^(\w+) pays (\w+) (\d+) chips? \((\d+\.\d\d)\)$/);
      assert.ok(m, t);
      owed[m[1]] -= Number(m[3]);
      owed[m[2]] += Number(m[3]);
    }
    assert.deepEqual(owed, { Ann: 150, Ben: -101, Cat: -300, Dan: 301, Eve: -50 });
    await page.locator('.tonight__transfers').scrollIntoViewIfNeeded();
    await screenshot(page, `tonight-settle-${width}`);
    await screenshot(page, `tonight-evening-${width}`, { fullPage: true });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    assert.equal(sideways, false, 'nothing scrolls sideways');

    // A reload keeps the evening.
    await page.reload();
    await games.waitForApp();
    await tonight.open();
    assert.deepEqual(await tonight.stacks([...four, 'Eve']), { Ann: 650, Ben: 399, Cat: 700, Dan: 801, Eve: 250 });
    assert.deepEqual(problems, []);
    await context.close();
  });
}
