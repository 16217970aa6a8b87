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
