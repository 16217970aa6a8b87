// Scoring a four-player Chinese poker table on a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';

const fx = useBrowser();

test("the rules' four-player table scores +3 / -5 / +3 / -1, and a foul is warned while setting", async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  await page.getByRole('button', { name: 'Chinese poker scorer' }).click();

  const rows = (name) => page.getByRole('textbox', { name: `${name}'s rows` });
  // A middle that beats the back is fouled, and says so at once.
  await rows('North').fill('3h 3d 4c / 4d 5c 6d 7c 8c / 9c 9d As Kc 2h');
  assert.match(await page.getByRole('status').first().innerText(), /Fouled/);

  await rows('North').fill('3h 3d 4c / 9c 9d As Kc 2h / 4d 5c 6d 7c 8c');
  await rows('East').fill('Qc 8d 3s / 5s 5d Ks 4h 2s / Js Jh 7s 7h Tc');
  await rows('South').fill('9s 9h 2d / Qs Qh 4s 5h 6c / Ts Th 8s 8h 2c');
  await rows('West').fill('Jc Td 3c / 6s 6h Qd Jd 7d / Ah Ad Ac Kh Kd');

  const table = page.getByRole('table', { name: 'Pairings and totals' });
  const total = await table.getByRole('row').last().innerText();
  assert.deepEqual(total.split('\t').map((c) => c.trim()).filter(Boolean), ['Total', '+3', '-5', '+3', '-1']);
  assert.equal(await table.getByRole('row').count(), 8, 'header, six pairings, totals');
  await screenshot(page, 'chinese-poker', { fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

/** Opens a scorer from the Chinese section of the games screen. */
async function openScorer(page, name) {
  await new GamesScreen(page).waitForApp();
  await page.getByRole('button', { name, exact: true }).click();
}

test('a four-player table with a declared special, a surrender, the aces bet and chips cut by the limit; it survives a reload', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await openScorer(page, 'Chinese poker scorer');
  await page.getByRole('combobox', { name: 'Rule set' }).selectOption({ label: 'Typical bonuses and special hands' });
  const rulesInForce = page.getByRole('definition');
  assert.match(await rulesInForce.nth(5).innerText(), /six pairs 3, three straights 3, three flushes 3, complete straight \(dragon\) 13/);
  await page.getByRole('combobox', { name: 'Surrender' }).selectOption('two');
  await page.getByLabel('Aces side bet (1, 2, 6, 8)').check();
  assert.match(await rulesInForce.nth(6).innerText(), /losing two rows of three costs: 1 unit/);

  const rows = (name) => page.getByRole('textbox', { name: `${name}'s rows` });
  // Thirteen cards without rows: six pairs is detected and offered.
  await rows('North').fill('3h 3d 4c 4d 9c 9d As Ah Kc Kh 6s 6h 7c');
  await page.getByRole('button', { name: 'Declare six pairs (3)' }).click();
  await page.getByRole('checkbox', { name: 'East surrenders' }).check();
  await rows('South').fill('Qc 8d 3s / 5s 5d Ks 4h 2s / Js Jh 7s 7h Tc');
  await rows('West').fill('9s 9h 2d / Qs Qh 4s 5h 6c / Ts Th 8s 8h 2c');
  await page.getByRole('spinbutton', { name: "North's chips" }).fill('8');

  const table = page.getByRole('table', { name: 'Pairings and totals' });
  const total = async () => (await table.getByRole('row').last().innerText()).split('\t').map((c) => c.trim()).filter(Boolean);
  assert.deepEqual(await total(), ['Total', '+11', '-3', '-5', '-3']);
  const breakdown = page.getByRole('list', { name: 'Each pairing by reason' });
  assert.match(await breakdown.innerText(), /North v East: surrender \+1 → East pays North 1/);
  assert.match(await breakdown.innerText(), /North v South: special hand \+3 · aces side bet \+2 → South pays North 5/);
  assert.match(await breakdown.innerText(), /South v West: front row -1 · middle row -1 · back row \+1 → South pays West 1/);
  const chips = page.getByRole('list', { name: 'Chips after settling' });
  assert.match(await chips.innerText(), /North: 8 → 16/);
  assert.match(await page.getByRole('list', { name: 'Transfers in order' }).innerText(), /South pays North 1 \(owed 2, cut by the chips\)/);
  await screenshot(page, 'chinese-specials-surrender', { fullPage: true });

  // Everything typed is saved: a reload shows the same table.
  await page.reload();
  await openScorer(page, 'Chinese poker scorer');
  assert.deepEqual(await total(), ['Total', '+11', '-3', '-5', '-3']);
  await page.setViewportSize({ width: 320, height: 800 });
  await screenshot(page, 'chinese-specials-surrender-320', { fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test('the best-setting helper lists undominated settings and one tap uses a setting', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await openScorer(page, 'Chinese poker scorer');
  await page.getByRole('combobox', { name: 'Players' }).selectOption('2');
  await page.getByRole('textbox', { name: "North's rows" }).fill('As Ah Ks Kh Qs Qh Js Jh 9s 8d 6c 4h 2d');
  await page.getByRole('button', { name: 'Best settings for North' }).click();
  const found = page.getByRole('region', { name: 'Best settings for North' });
  const note = await found.getByText(/72,072 ways checked in/).innerText();
  const ms = Number(note.match(/checked in (\d+) ms/)[1]);
  console.log(`best-setting helper in the browser: ${ms} ms (${note})`);
  const choices = found.getByRole('button');
  assert.ok((await choices.count()) >= 2, 'several undominated settings');
  await found.scrollIntoViewIfNeeded();
  await screenshot(page, 'chinese-best-setting-list');
  const first = (await choices.first().locator('span').first().innerText()).trim();
  await choices.first().click();
  assert.equal(await page.getByRole('textbox', { name: "North's rows" }).inputValue(), first);
  assert.match(await page.getByRole('status').first().innerText(), /^Set: /);
  await screenshot(page, 'chinese-best-setting');
  assert.deepEqual(problems, []);
  await context.close();
});
