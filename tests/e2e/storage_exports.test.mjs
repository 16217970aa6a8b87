// Issue 25: every store's failed save offers exactly that store's data as a file, named for the
// store and the date, and the file imports back where there is room (the scorers' tables, the
// deal, the settings; the hands through the hand import).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { useBrowser, openPhonePage, screenshot, settles, PHONE, cardLabel } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { RulesCard, HandScreen } from './pages/hand.mjs';
import { HistoryScreen, Problems, holdem, linkTo, fillStorage } from './pages/storage.mjs';

const fx = useBrowser();

const DATED = (id) => new RegExp(`^cap-${id}-\\d{4}-\\d{2}-\\d{2}\\.json$`);

/** Clicks a problem's download button; resolves to { name, json } of the file the browser saved. */
async function downloadFrom(page, label) {
  const button = new Problems(page).list.getByRole('button', { name: label, exact: true });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), json: JSON.parse(await fs.readFile(await download.path(), 'utf8')) };
}

/** Waits for a problem line starting with `start` and returns its text. */
async function told(page, start) {
  const problems = new Problems(page);
  await settles(async () => (await problems.texts()).some((t) => t.startsWith(start)), true, `told: ${start}`);
  return (await problems.texts()).find((t) => t.startsWith(start));
}

test('issue 25 (2): with storage full, each store\'s failed save offers that store\'s data as a file', async () => {
  const context = await fx.browser.newContext(PHONE);
  await fillStorage(context, { local: true, idb: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  await page.goto(fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  const nav = page.getByRole('navigation', { name: 'Screens' });
  const files = {};

  // The Chinese poker scorer: North's rows typed.
  await page.getByRole('button', { name: 'Chinese poker scorer' }).click();
  await page.getByRole('textbox', { name: "North's rows" }).fill('3h 3d 4c / 9c 9d As Kc 2h / 4d 5c 6d 7c 8c');
  assert.match(await told(page, 'Storage is full: the Chinese poker table could not be saved'), /download it to keep it/);
  files.chinese = await downloadFrom(page, 'Download the Chinese poker table');
  assert.match(files.chinese.name, DATED('chinese-poker'));
  assert.equal(files.chinese.json.cap_export, 'chinese-poker');
  assert.equal(files.chinese.json.data.seats[0].cards, '3h 3d 4c / 9c 9d As Kc 2h / 4d 5c 6d 7c 8c', 'the latest table, as typed');
  await screenshot(page, 'storage-export-offered');

  // Open Face Chinese: one card placed in North's back.
  await nav.getByRole('button', { name: 'Games' }).click();
  await page.getByRole('button', { name: 'Open Face Chinese', exact: true }).click();
  await page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: /^back/ }).click();
  await page.getByRole('group', { name: 'Card picker' }).getByRole('button', { name: cardLabel('Qs'), exact: true }).click();
  await told(page, 'Storage is full: the Open Face Chinese table could not be saved');
  files.ofc = await downloadFrom(page, 'Download the Open Face Chinese table');
  assert.match(files.ofc.name, DATED('ofc'));
  assert.deepEqual(files.ofc.json.data.seats[0].placed.map(([card]) => card), ['Qs']);

  // 32-card draw: the first seat's first card.
  await nav.getByRole('button', { name: 'Games' }).click();
  await page.getByRole('button', { name: '32-card draw', exact: true }).click();
  await page.getByRole('group', { name: '32-card picker' }).getByRole('button', { name: cardLabel('Ah'), exact: true }).click();
  await told(page, 'Storage is full: the 32-card draw table could not be saved');
  files.draw32 = await downloadFrom(page, 'Download the 32-card draw table');
  assert.match(files.draw32.name, DATED('32-card-draw'));
  assert.match(files.draw32.json.data.hands[0], /Ah/);

  // The dealing guide: a learn-mode deal, one step in.
  await nav.getByRole('button', { name: 'Games' }).click();
  await games.family("Hold'em and Omaha").getByRole('button', { name: /^Hold'em: High/ }).click();
  const card = new RulesCard(page);
  await card.names.fill('Ann, Ben, Cat');
  await page.getByText('Card actions').click();
  await page.getByRole('checkbox', { name: /Learn mode/ }).check();
  await page.getByRole('button', { name: 'Deal a hand' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const instruction = await page.locator('.deal__instruction').innerText();
  await told(page, 'Storage is full: the hand being dealt could not be saved');
  files.deal = await downloadFrom(page, 'Download the hand being dealt');
  assert.match(files.deal.name, DATED('deal'));
  assert.equal(files.deal.json.data.game, 'holdem/high');
  assert.deepEqual(files.deal.json.data.names, ['Ann', 'Ben', 'Cat']);
  assert.equal(files.deal.json.data.events.length, 1, 'the step taken');

  // The settings.
  await nav.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Dark' }).check();
  await told(page, 'Storage is full: the settings could not be saved');
  files.settings = await downloadFrom(page, 'Download your settings');
  assert.match(files.settings.name, DATED('settings'));
  assert.equal(files.settings.json.data.theme, 'Dark');

  // The hand being entered and the history: hand files, which the hand import reads.
  await page.goto(linkTo(fx.server.url, holdem(['Dan', 'Eve', 'Fay'], 1)));
  await new HandScreen(page).payouts.waitFor();
  await told(page, 'Storage is full: the hand could not be saved');
  const hand = await downloadFrom(page, 'Download the hand');
  assert.match(hand.name, DATED('hand'));
  assert.deepEqual(hand.json.players.map((p) => p.name), ['Dan', 'Eve', 'Fay']);
  await told(page, 'Storage is full: a hand could not be saved in the history');
  const hands = await downloadFrom(page, 'Download the unsaved hands');
  assert.match(hands.name, DATED('hands'));
  assert.deepEqual(hands.json.map((f) => f.players.map((p) => p.name)), [['Dan', 'Eve', 'Fay']]);
  assert.deepEqual(errors, []);
  await context.close();

  // Where there is room again, each file imports back into its store.
  const roomy = await openPhonePage(fx.browser, fx.server.url);
  const other = roomy.page;
  await new GamesScreen(other).waitForApp();
  const history = new HistoryScreen(other);
  const message = other.locator('.app-main > .message');
  await history.open();
  await history.importJson(files.chinese.json);
  await other.getByRole('heading', { name: 'Chinese poker' }).waitFor();
  assert.equal(await other.getByRole('textbox', { name: "North's rows" }).inputValue(), '3h 3d 4c / 9c 9d As Kc 2h / 4d 5c 6d 7c 8c');
  assert.equal(await message.innerText(), 'Imported the Chinese poker table.');

  await history.open();
  await history.importJson(files.deal.json);
  await other.locator('.deal__instruction').waitFor();
  assert.equal(await other.locator('.deal__instruction').innerText(), instruction, 'the deal goes on where it was');

  // The scorer holds a table now: importing another asks first, and a "no" keeps it.
  await history.open();
  other.once('dialog', (d) => d.dismiss());
  const changed = structuredClone(files.chinese.json);
  changed.data.seats[0].name = 'Zed';
  await history.importJson(changed);
  assert.equal(await other.locator('.history .message').innerText(), 'The Chinese poker table here is kept; nothing was imported.');
  assert.match(await history.paste.inputValue(), /Zed/, 'the pasted text stays');

  // A damaged export is refused naming the store.
  await history.importJson({ cap_export: 'ofc', schema: 1, data: { seats: 3 } });
  assert.match(await other.locator('.history .message').innerText(),
    /^The pasted hand file could not be opened: the Open Face Chinese table in the file cannot be read: .+ \(line 1, column \d+\)$/);
  assert.deepEqual(roomy.problems, []);
  await roomy.context.close();
});
