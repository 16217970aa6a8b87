// Issue 25: never lose a hand. Damaged saved data is set aside only once its copy is written,
// a failed save is told and the hands can be downloaded, two tabs keep both hands, a shared link
// does not eat an unfinished hand, every store's problem is shown, and a 20,000-hand history
// opens at once and still keeps a new hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { useBrowser, openPhonePage, screenshot, settles, PHONE } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { HandScreen } from './pages/hand.mjs';
import { HistoryScreen, Problems, holdem, linkTo, seedHands, storedHands, fillStorage } from './pages/storage.mjs';

const fx = useBrowser();

const DAMAGED_HAND = '{"schema": 1, "data": {"format": 1, "game": "no-such/game"';
const local = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);
const plant = (page, values) => page.evaluate((v) => { for (const [k, t] of Object.entries(v)) localStorage.setItem(k, t); }, values);

/** Opens the app, waits for it, and lets its first start finish before data is planted. */
async function fresh(context) {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  await page.goto(fx.server.url);
  await new GamesScreen(page).waitForApp();
  return { page, problems };
}

test('issue 25 (1): damaged data is set aside without writing over an older copy', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  await plant(page, { 'cap.v1.hand': DAMAGED_HAND, 'cap.v1.hand.unreadable': 'an older damaged copy' });
  await page.reload();
  await new GamesScreen(page).waitForApp();
  const told = new Problems(page);
  await settles(async () => (await told.texts()).some((t) => /The saved hand could not be read: .*it was set aside/.test(t)), true,
    'the problem is told in the list at the top');
  assert.equal(await local(page, 'cap.v1.hand'), null, 'moved, once the copy is written');
  assert.equal(await local(page, 'cap.v1.hand.unreadable'), 'an older damaged copy', 'the older copy is not written over');
  assert.equal(await local(page, 'cap.v1.hand.unreadable.2'), DAMAGED_HAND, 'the damaged data is kept aside');
  assert.deepEqual(problems, []);
  await context.close();
});

test('issue 25 (1): with storage full, damaged data stays where it is and nothing is saved over it', async () => {
  const context = await fx.browser.newContext(PHONE);
  const { page, problems } = await fresh(context);
  // A history written by another version (schema 2), big enough that no copy would fit, damaged
  // settings and a damaged hand.
  const oldHistory = JSON.stringify({ schema: 2, data: Array.from({ length: 2000 }, (_, i) => holdem([`Ann ${i}`, 'Ben', 'Cat'])) });
  const planted = { 'cap.v1.history': oldHistory, 'cap.v1.settings': '{"schema": 1, "data": {"theme": 7}}', 'cap.v1.hand': DAMAGED_HAND };
  await plant(page, planted);
  await fillStorage(context, { local: true });
  await page.reload();
  await new GamesScreen(page).waitForApp();
  const told = new Problems(page);
  // The settings are read by the first screen; the hand and the history when the app moves on
  // to the saved hand.
  await settles(async () => (await told.texts()).filter((t) => /no room to set it aside.*left where it is/.test(t)).length, 3,
    'each of the three is told, and says it was left where it is');
  const texts = await told.texts();
  for (const what of ['settings', 'hand', 'history']) {
    assert.ok(texts.some((t) => t.startsWith(`The saved ${what} could not be read`)), `${what}: ${texts.join(' | ')}`);
  }
  // A change to the settings is not saved over the damaged ones, and says so.
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Dark' }).check();
  await settles(async () => (await told.texts()).some((t) => /The settings could not be saved/.test(t)), true, 'the refused write is told');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'storage-full-damaged');
  for (const [key, value] of Object.entries(planted)) {
    assert.equal(await local(page, key), value, `${key} is exactly as it was`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('issue 25 (2): a failed save is told, the showdown does not say "Kept", and the hands can be downloaded', async () => {
  const context = await fx.browser.newContext(PHONE);
  await fillStorage(context, { local: true, idb: true });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  await page.goto(linkTo(fx.server.url, holdem(['Ann', 'Ben', 'Cat'])));
  const hand = new HandScreen(page);
  await hand.payouts.waitFor();
  const kept = page.locator('.keep__kept');
  await settles(async () => kept.innerText(), "Not saved in the history: storage is full. It stays on this page until it closes.",
    'the showdown says the hand is not kept');
  const told = new Problems(page);
  const texts = await told.texts();
  assert.ok(texts.some((t) => /^Storage is full: a hand could not be saved in the history\. .*download the unsaved hands to keep them.*delete hands you no longer need/.test(t)), texts.join(' | '));
  assert.ok(texts.some((t) => /^Storage is full: the hand could not be saved\. .*download it to keep it/.test(t)), texts.join(' | '));
  await screenshot(page, 'storage-save-failed');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download your hands' }).click()]);
  const saved = JSON.parse(await fs.readFile(await download.path(), 'utf8'));
  assert.deepEqual(saved.map((f) => f.players.map((p) => p.name)), [['Ann', 'Ben', 'Cat']], 'the unsaved hand is in the file');

  const history = new HistoryScreen(page);
  await history.open();
  assert.match(await history.count.innerText(), /1 hand kept, 1 of them not saved/);
  assert.deepEqual(await history.players(), ['Ann, Ben, Cat']);
  assert.deepEqual(await history.items.first().locator('.history__tag').allInnerTexts(), ['Not saved']);
  assert.deepEqual(problems, []);
  await context.close();

  // Where there is room again (another browser), the downloaded file imports: the hand is kept.
  const roomy = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(roomy.page).waitForApp();
  const other = new HistoryScreen(roomy.page);
  await other.open();
  await other.importJson([saved[0], holdem(['Dan', 'Eve', 'Fay'], 1)]);
  await settles(() => other.players(), ['Ann, Ben, Cat', 'Dan, Eve, Fay'], 'both hands of the file, newest first');
  assert.match(await roomy.page.locator('.app-main > .message').innerText(), /2 hands imported into the history\./);
  await settles(() => storedHands(roomy.page), 2, 'and saved');
  assert.deepEqual(roomy.problems, []);
  await roomy.context.close();
});

test('issue 25 (3): two tabs keep both hands, and each sees the other\'s', async () => {
  const context = await fx.browser.newContext(PHONE);
  const one = await fresh(context);
  const two = await fresh(context);
  const [h1, h2] = [new HistoryScreen(one.page), new HistoryScreen(two.page)];
  // One tab is in the background, where the browser runs it slowly (about 2 s here).
  const slow = { timeout: 15000 };
  await h1.open();
  await h2.open();
  // Each tab keeps a hand (an import opens it and keeps it), the second before the first has
  // written anything the second could have read.
  await h1.importJson(holdem(['Ann', 'Ben', 'Cat'], 0));
  await h2.importJson(holdem(['Dan', 'Eve', 'Fay'], 1));
  for (const page of [one.page, two.page]) await new HandScreen(page).payouts.waitFor();
  await settles(async () => keptWords(one.page), 'Kept in the history.', 'tab one kept its hand', slow);
  await settles(async () => keptWords(two.page), 'Kept in the history.', 'tab two kept its hand', slow);
  await h1.open();
  await settles(() => h1.players(), ['Dan, Eve, Fay', 'Ann, Ben, Cat'], 'tab one shows both, the newest first', slow);
  await h2.open();
  await settles(() => h2.players(), ['Dan, Eve, Fay', 'Ann, Ben, Cat'], 'tab two shows both', slow);
  // A delete in one tab reaches the other.
  // (Tab two's hand is the one saved as the hand on the screen, which a reload shows again.)
  await h1.items.filter({ hasText: 'Ann, Ben, Cat' }).getByRole('button', { name: 'Delete' }).click();
  await settles(() => h2.players(), ['Dan, Eve, Fay'], 'the delete reaches tab two', slow);
  await one.page.reload();
  await new GamesScreen(one.page).waitForApp();
  const again = new HistoryScreen(one.page);
  await again.open();
  await settles(() => again.players(), ['Dan, Eve, Fay'], 'after a reload');
  assert.equal(await storedHands(one.page), 1);

  // A setting changed in one tab reaches another that shows only the games list.
  const three = await fresh(context);
  await one.page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Settings' }).click();
  await one.page.getByRole('radio', { name: 'Dark' }).check();
  await settles(() => three.page.evaluate(() => document.documentElement.dataset.theme), 'dark', 'the theme reaches tab three', slow);
  assert.deepEqual([...one.problems, ...two.problems, ...three.problems], []);
  await context.close();
});

const keptWords = (page) => page.locator('.keep__kept').innerText();

test('issue 25 (3): a shared link does not eat an unfinished hand, opened in a new tab or pasted into this one', async () => {
  const context = await fx.browser.newContext(PHONE);
  const { page, problems } = await fresh(context);
  // An unfinished hand: one card of the board.
  await page.goto(linkTo(fx.server.url, { ...holdem(['Ann', 'Ben', 'Cat']), board: { '1.f1': '6d' }, players: holdem(['Ann', 'Ben', 'Cat']).players.map((p) => ({ ...p, hole: '' })) }));
  const hand = new HandScreen(page);
  await hand.picker.waitFor();
  assert.match(await page.locator('.showdown__waiting').innerText(), /./, 'the hand is unfinished');

  // A link opened in another tab: the unfinished hand saved in this browser goes to the history.
  const other = await context.newPage();
  await other.goto(linkTo(fx.server.url, holdem(['Dan', 'Eve', 'Fay'], 1)));
  await new HandScreen(other).payouts.waitFor();
  assert.match(await other.getByRole('alert').filter({ hasText: 'kept' }).first().innerText(), /The hand you were entering was kept in the history\./);
  const otherHistory = new HistoryScreen(other);
  await otherHistory.open();
  await settles(() => otherHistory.players(), ['Dan, Eve, Fay', 'Ann, Ben, Cat'], 'both hands are in the history');
  await other.close();
  // There is one hand being entered per browser: the other tab's shows here too (tabs.test.mjs).
  await settles(() => hand.holeBox('Dan').isVisible(), true, 'the other tab\'s hand shows here', { timeout: 15000 });

  // A link pasted into this tab's address (no new page load: a hashchange), over an unfinished
  // hand with a card just entered.
  await page.goto(linkTo(fx.server.url, { ...holdem(['Gil', 'Hal', 'Ivy']), board: { '1.f1': '6d' }, players: holdem(['Gil', 'Hal', 'Ivy']).players.map((p) => ({ ...p, hole: '' })) }));
  await hand.picker.waitFor();
  await settles(() => hand.holeBox('Gil').isVisible(), true, 'the first pasted link opens');
  await hand.pick('king of hearts');
  await page.goto(linkTo(fx.server.url, holdem(['Jon', 'Kim', 'Lee'], 2)));
  await hand.payouts.waitFor();
  assert.match(await page.locator('.hand h2').first().innerText(), /Hold'em/);
  const history = new HistoryScreen(page);
  await history.open();
  await settles(async () => history.players(), ['Jon, Kim, Lee', 'Gil, Hal, Ivy', 'Dan, Eve, Fay', 'Ann, Ben, Cat'],
    'the pasted link is read, and the hand being entered (with its new card) is kept; no hand twice');
  assert.deepEqual(await history.items.nth(1).locator('.history__tag').allInnerTexts(), ['Unfinished']);
  assert.deepEqual(await history.items.nth(0).locator('.history__tag').allInnerTexts(), []);
  await screenshot(page, 'storage-link-kept-unfinished');
  assert.deepEqual(problems, []);
  await context.close();
});

test('issue 25 (6): with every store damaged, every problem is shown', async () => {
  const context = await fx.browser.newContext(PHONE);
  const { page, problems } = await fresh(context);
  const keys = ['hand', 'history', 'settings', 'deal', 'chinese', 'ofc', 'draw32', 'table', 'games', 'deal-form'];
  await plant(page, Object.fromEntries(keys.map((k) => [`cap.v1.${k}`, `{"schema": 1, "data": damaged ${k}`])));
  await page.reload();
  await new GamesScreen(page).waitForApp();
  // The scorers read their tables when they open.
  for (const name of ['Chinese poker scorer', 'Open Face Chinese', '32-card draw']) {
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Games' }).click();
    await page.getByRole('button', { name, exact: true }).click();
  }
  const told = new Problems(page);
  await settles(async () => (await told.texts()).length, keys.length, 'one line for each damaged store');
  const texts = await told.texts();
  for (const what of ['hand', 'history', 'settings', 'hand being dealt', 'Chinese poker table', 'Open Face Chinese table',
    '32-card draw table', 'table', 'favourites', 'dealing choices']) {
    assert.ok(texts.some((t) => t.startsWith(`The saved ${what} could not be read`) && /set aside/.test(t)), `${what}: ${texts.join(' | ')}`);
  }
  for (const k of keys) assert.match(await local(page, `cap.v1.${k}.unreadable`), /damaged/, `${k} is kept aside`);
  await screenshot(page, 'storage-every-problem', { fullPage: true });
  await told.dismiss.click();
  assert.deepEqual(await told.texts(), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('issue 25: the old history moves into the database, hand by hand, and only then leaves local storage', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  const old = [holdem(['Ann', 'Ben', 'Cat']), holdem(['Dan', 'Eve', 'Fay'], 1)];
  await plant(page, { 'cap.v1.history': JSON.stringify({ schema: 1, data: old }) });
  // First with the database full: nothing moves and nothing is lost.
  await fillStorage(context, { idb: true });
  await page.reload();
  await new GamesScreen(page).waitForApp();
  const history = new HistoryScreen(page);
  await history.open();
  await settles(() => history.players(), ['Ann, Ben, Cat', 'Dan, Eve, Fay'], 'shown from where it was');
  assert.match((await new Problems(page).texts()).join(' | '), /could not be moved into the browser's database.*stays where it was/);
  assert.notEqual(await local(page, 'cap.v1.history'), null, 'the old list is still there');
  assert.equal(await storedHands(page), 0);
  await context.close();

  // Then with room: every hand is a record, in the same order, and the old key is gone.
  const fine = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(fine.page).waitForApp();
  await plant(fine.page, { 'cap.v1.history': JSON.stringify({ schema: 1, data: old }) });
  await fine.page.reload();
  await new GamesScreen(fine.page).waitForApp();
  const moved = new HistoryScreen(fine.page);
  await moved.open();
  await settles(() => moved.players(), ['Ann, Ben, Cat', 'Dan, Eve, Fay'], 'in the same order');
  await settles(() => local(fine.page, 'cap.v1.history'), null, 'removed once the records are written');
  assert.equal(await storedHands(fine.page), 2);
  assert.deepEqual([...problems, ...fine.problems], []);
  await fine.context.close();
});

test('issue 25 (1): a saved hand the database cannot read is set aside there only once the copy is written, the others shown', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  await seedHands(page, 3, holdem(['Ann', 'Ben', 'Cat']));
  await page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('cap', 1);
    open.onsuccess = () => {
      const tx = open.result.transaction('hands', 'readwrite');
      tx.objectStore('hands').put({ schema: 9, file: 'from a later version' }, 2);
      tx.oncomplete = () => { open.result.close(); resolve(); };
      tx.onerror = () => reject(tx.error);
    };
  }));
  // First with the database full (while this tab's session says so): the copy cannot be
  // written, so the record stays where it is.
  await context.addInitScript(() => {
    if (sessionStorage.getItem('full')) {
      IDBObjectStore.prototype.put = () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
    }
  });
  await page.evaluate(() => sessionStorage.setItem('full', '1'));
  await page.reload();
  await new GamesScreen(page).waitForApp();
  const full = new HistoryScreen(page);
  await full.open();
  await settles(() => full.players(), ['Ann 3, Ben, Cat', 'Ann 1, Ben, Cat'], 'the readable hands');
  assert.match((await new Problems(page).texts()).join(' | '), /1 saved hand could not be read .*no room to set them aside .*left where they are/);
  assert.equal(await storedHands(page), 3, 'the unreadable record is still there');

  // Then with room.
  await page.evaluate(() => sessionStorage.removeItem('full'));
  await page.reload();
  await new GamesScreen(page).waitForApp();
  const history = new HistoryScreen(page);
  await history.open();
  await settles(() => history.players(), ['Ann 3, Ben, Cat', 'Ann 1, Ben, Cat'], 'the readable hands');
  assert.match((await new Problems(page).texts()).join(' | '), /1 saved hand could not be read \(it was saved by another version \(schema 9\)\); set aside\./);
  const aside = await page.evaluate(() => new Promise((resolve) => {
    const open = indexedDB.open('cap', 1);
    open.onsuccess = () => {
      const get = open.result.transaction('unreadable').objectStore('unreadable').get(2);
      get.onsuccess = () => { open.result.close(); resolve(get.result); };
    };
  }));
  assert.deepEqual(aside, { schema: 9, file: 'from a later version' }, 'kept aside as it was');
  assert.equal(await storedHands(page), 2);
  assert.deepEqual(problems, []);
  await context.close();
});

test('issue 25: a history of 20,000 hands opens at once at 390x844, pages, and still keeps a new hand', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  await seedHands(page, 20000, holdem(['Ann', 'Ben', 'Cat']));
  // Counts the app's requests for persistent storage.
  await context.addInitScript(() => {
    const persist = navigator.storage.persist.bind(navigator.storage);
    window.persistAsked = 0;
    navigator.storage.persist = () => { window.persistAsked += 1; return persist(); };
  });
  await page.reload();
  await new GamesScreen(page).waitForApp();
  const history = new HistoryScreen(page);
  const started = Date.now();
  await history.tab.click();
  await history.items.first().waitFor();
  const opened = Date.now() - started;
  console.log(`# 20,000-hand history: first hands shown ${opened} ms after the tap`);
  // The issue's bound: under a second, though the screens' module is also fetched and compiled
  // in this time (about 0.1 s measured here on a 2-core machine).
  assert.ok(opened < 1000, `opened in ${opened} ms`);
  assert.equal(await history.count.innerText(), '20,000 hands kept');
  assert.equal(await history.items.count(), 50, 'one page is drawn');
  assert.equal(await history.players().then((p) => p[0]), 'Ann 20000, Ben, Cat', 'the newest first');
  await screenshot(page, 'storage-history-20000');
  await history.older.click();
  await settles(() => history.items.count(), 100, 'the next page');
  assert.equal(await history.players().then((p) => p[99]), 'Ann 19901, Ben, Cat');

  await history.importJson(holdem(['Zed', 'Yan', 'Xia'], 2));
  await new HandScreen(page).payouts.waitFor();
  await settles(() => page.locator('.keep__kept').innerText(), 'Kept in the history.', 'the new hand is kept');
  assert.equal(await page.evaluate(() => window.persistAsked), 1, 'persistent storage is asked for once a hand is kept, once');
  await page.reload();
  await new GamesScreen(page).waitForApp();
  const after = new HistoryScreen(page);
  await after.open();
  await after.items.first().waitFor();
  assert.equal(await after.count.innerText(), '20,001 hands kept');
  assert.equal((await after.players())[0], 'Zed, Yan, Xia');
  assert.deepEqual(problems, []);
  await context.close();
});

test('issue 25 (8): names read as people read them, and a 20-character name does not widen the 390 px page', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  // Names that differ only by case or by an invisible character are one name: refused.
  const twins = holdem(['Ann', 'a\u200bnn', 'Cat']);
  await page.goto(linkTo(fx.server.url, twins));
  await settles(async () => /read as the same name/.test(await page.getByRole('alert').filter({ hasText: 'shared link' }).first().innerText().catch(() => '')), true,
    'the link is refused, naming the two names');
  const nul = holdem(['Ann', 'Ben\u0000', 'ben']);
  await page.goto(linkTo(fx.server.url, nul));
  await settles(async () => /read as the same name/.test(await page.getByRole('alert').filter({ hasText: 'shared link' }).first().innerText().catch(() => '')), true,
    'a NUL does not make a name new');

  const long = 'W'.repeat(20);
  await page.goto(linkTo(fx.server.url, holdem([long, `${long}X`, 'Cat'])));
  await new HandScreen(page).payouts.waitFor();
  assert.ok(await width() <= 390, `hand screen: ${await width()} px`);
  await screenshot(page, 'storage-long-name-hand', { fullPage: true });
  const history = new HistoryScreen(page);
  await history.open();
  await history.items.first().waitFor();
  assert.ok(await width() <= 390, `history: ${await width()} px`);
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Games' }).click();
  await new GamesScreen(page).family('Double board').getByRole('button', { name: /High\/high\/hand/ }).click();
  await page.getByRole('textbox', { name: /Names/ }).fill(`${long}, Ben, Cat`);
  assert.ok(await width() <= 390, `rules card: ${await width()} px`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('issue 25 (5): the app refuses the hand files cap refuses, with cap\'s words, and changes nothing', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  const history = new HistoryScreen(page);
  await history.open();
  const base = holdem(['Ann', 'Ben', 'Cat']);
  const refused = [
    [{ ...base, format: 2 }, 'hand file format 2 is not supported (this app reads format 1)'],
    [{ ...base, button: 99 }, 'button 99 is not a seat: seats are 0 to 2'],
    [{ ...base, chip: 0 }, 'the smallest chip must be worth more than 0'],
  ];
  for (const [file, words] of refused) {
    await history.importJson(file);
    assert.equal(await page.locator('.history .message').innerText(), `The pasted hand file could not be opened: ${words}`);
    assert.match(await history.paste.inputValue(), /"format"/, 'the text stays, to be corrected');
  }
  assert.deepEqual(await history.players(), [], 'nothing was kept');
  assert.equal(await storedHands(page), 0);
  assert.deepEqual(problems, []);
  await context.close();
});
