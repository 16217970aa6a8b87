// Issue 36: records under keys that are not whole numbers are all reachable (listed, paged,
// deleted for good); a real quota error (the transaction aborted with QuotaExceededError) is said
// as "Storage is full"; damaged values and links are told in a person's words, briefly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, settles, PHONE } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { HandScreen } from './pages/hand.mjs';
import { HistoryScreen, Problems, holdem, linkTo, seedHands, storedHands } from './pages/storage.mjs';

const fx = useBrowser();

/** Adds records under keys another program chose (text, dates, negative and fractional numbers). */
async function seedOddKeys(page, records) {
  await page.evaluate(async (records) => {
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('cap', 1);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise((resolve, reject) => {
      const tx = db.transaction('hands', 'readwrite');
      for (const { key, date, text } of records) {
        tx.objectStore('hands').put({ schema: 1, file: text }, date ? new Date(date) : key);
      }
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, records);
}

test('issue 36 (7): 61 hands under mixed keys are all listed, and one under a text key stays deleted', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  await seedHands(page, 50, holdem(['Ann', 'Ben', 'Cat']));
  const odd = [
    { key: 'text-key' }, { key: 'another' }, { key: 'zzz' }, { key: '' },
    { date: '2024-01-02T03:04:05Z' }, { date: '2025-06-07T00:00:00Z' },
    { key: -7 }, { key: 1.5 }, { key: 2.25 }, { key: -0.5 }, { key: 2 ** 60 },
  ].map((k, i) => ({ ...k, text: JSON.stringify(holdem([`Odd ${i}`, 'Ben', 'Cat'])) }));
  await seedOddKeys(page, odd);
  assert.equal(await storedHands(page), 61);
  await page.reload();
  await new GamesScreen(page).waitForApp();

  const history = new HistoryScreen(page);
  await history.open();
  await history.items.first().waitFor();
  assert.equal(await history.count.innerText(), '61 hands kept');
  await history.older.click();
  await settles(() => history.items.count(), 61, 'every hand, the second page included');
  const names = (await history.players()).map((p) => p.split(',')[0]);
  for (let i = 0; i < odd.length; i++) assert.ok(names.includes(`Odd ${i}`), `Odd ${i} is listed: ${names.join(' | ')}`);
  for (let i = 1; i <= 50; i++) assert.ok(names.includes(`Ann ${i}`), `Ann ${i} is listed`);
  assert.equal(new Set(names).size, 61, 'no hand twice');
  await screenshot(page, 'storage-odd-keys');

  // The hand that was under the text key 'text-key' is deleted, and stays deleted.
  await history.items.filter({ hasText: 'Odd 0,' }).getByRole('button', { name: 'Delete' }).click();
  await settles(() => history.items.count(), 60, 'deleted');
  await settles(() => storedHands(page), 60, 'deleted from the database');
  await page.reload();
  await new GamesScreen(page).waitForApp();
  await history.open();
  await history.items.first().waitFor();
  assert.equal(await history.count.innerText(), '60 hands kept');
  await history.older.click();
  await settles(() => history.items.count(), 60, 'every hand still listed');
  assert.ok(!(await history.players()).some((p) => p.startsWith('Odd 0,')), 'the deleted hand did not come back');
  assert.deepEqual(await new Problems(page).texts(), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('issue 36 (6): a transaction the browser aborts with QuotaExceededError is said as "Storage is full"', async () => {
  const context = await fx.browser.newContext(PHONE);
  // As a full disk does: the hand's write succeeds, then the transaction is aborted with a quota
  // error as its own `error` (no exception is thrown where the app writes).
  await context.addInitScript(() => {
    for (const name of ['add', 'put']) {
      const original = IDBObjectStore.prototype[name];
      IDBObjectStore.prototype[name] = function (...args) {
        const request = original.apply(this, args);
        if (this.name === 'hands') {
          const tx = this.transaction;
          Object.defineProperty(tx, 'error', { get: () => new DOMException('The quota has been exceeded.', 'QuotaExceededError') });
          request.addEventListener('success', () => tx.abort());
        }
        return request;
      };
    }
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  await page.goto(linkTo(fx.server.url, holdem(['Ann', 'Ben', 'Cat'])));
  await new HandScreen(page).payouts.waitFor();
  await settles(() => page.locator('.keep__kept').innerText(), 'Not saved in the history: storage is full. It stays on this page until it closes.',
    'the showdown says storage is full');
  const texts = await new Problems(page).texts();
  assert.ok(texts.some((t) => t.startsWith('Storage is full: a hand could not be saved in the history.')), texts.join(' | '));
  assert.ok(!texts.some((t) => /did not keep it/.test(t)), texts.join(' | '));
  await screenshot(page, 'storage-quota-aborted');

  // Leaving now would lose the hand: the page asks first (after a tap: browsers ask only then).
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'History' }).click();
  const asked = new Promise((resolve) => page.once('dialog', (dialog) => { resolve(dialog.type()); dialog.accept(); }));
  await page.reload();
  assert.equal(await asked, 'beforeunload');
  assert.deepEqual(errors, []);
  await context.close();
});

test('issue 36 (8): a damaged 3 MB value and a damaged game link are told briefly, in words', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  await page.evaluate(() => localStorage.setItem('cap.v1.table', JSON.stringify({ schema: 1, data: 'x'.repeat(3_000_000) })));
  await page.reload();
  await new GamesScreen(page).waitForApp();
  const told = new Problems(page);
  await settles(async () => (await told.texts()).some((t) => t.startsWith('The saved table could not be read: ')), true, 'told');
  const said = (await told.texts()).find((t) => t.startsWith('The saved table could not be read: '));
  assert.ok(said.length < 400, `${said.length} characters`);
  assert.match(said, /found text "x{40}…", expected an object in \{ \}/);
  assert.doesNotMatch(said, /struct|Envelope|Seating/);
  // The problem itself is a few lines on a phone; other problems may be told beside it (a save
  // that finds storage full, when the browser's quota and timing make one fail), each its own item.
  const box = await told.list.getByRole('listitem').filter({ hasText: 'The saved table could not be read: ' }).boundingBox();
  assert.ok(box.height < 300, `the problem is ${box.height} px tall; all told: ${(await told.texts()).join(' | ')}`);
  await context.close();

  for (const [declaration, words] of [
    ['', 'there is nothing in it'],
    ['{', 'the text ends in the middle of an object (line 1, column 1)'],
    ['{"id": 7}', 'id: found the number 7, expected text in quotes (line 1, column 8)'],
  ]) {
    const link = `${fx.server.url}#game=${Buffer.from(declaration).toString('base64url')}`;
    const linked = await openPhonePage(fx.browser, link);
    await new GamesScreen(linked.page).waitForApp();
    await settles(() => linked.page.getByText('The shared game could not be opened').first().innerText(),
      `The shared game could not be opened: ${words}`, `the link ${declaration}`);
    assert.deepEqual(linked.problems, []);
    await linked.context.close();
  }
  assert.deepEqual(problems, []);
});
