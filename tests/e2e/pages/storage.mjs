// Page objects for what storage shows: the history screen, the list of storage problems at the
// top of every screen, and the showdown's word on whether the hand is kept. Helpers plant saved
// data the way the app stores it (local storage for the small stores, IndexedDB for the hands).

/** The history screen. */
export class HistoryScreen {
  constructor(page) {
    this.page = page;
    this.tab = page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'History' });
    this.list = page.getByRole('list', { name: 'Saved hands' });
    this.items = this.list.getByRole('listitem');
    this.count = page.locator('.history__count');
    this.older = page.getByRole('button', { name: 'Show older hands' });
    this.download = page.getByRole('button', { name: 'Download your hands' });
    this.paste = page.getByRole('textbox', { name: /Paste the hand file/ });
    this.import = page.getByRole('button', { name: 'Import' });
  }

  async open() {
    await this.tab.click();
    await this.page.getByRole('heading', { name: 'History', exact: true }).waitFor();
  }

  /** Each kept hand's players, newest first, as the list shows them. */
  async players() {
    return this.page.locator('.history__players').allInnerTexts();
  }

  /** Pastes hand-file JSON (an object or an array of them) and imports it. */
  async importJson(json) {
    await this.paste.fill(typeof json === 'string' ? json : JSON.stringify(json));
    await this.import.click();
  }
}

/** The list of storage problems at the top of the page. */
export class Problems {
  constructor(page) {
    this.page = page;
    this.list = page.getByRole('list', { name: 'Problems' });
    this.dismiss = page.getByRole('button', { name: 'Dismiss' });
  }

  /** Every problem shown, in order (none when the list is hidden). */
  async texts() {
    if (!(await this.list.isVisible())) return [];
    return this.list.getByRole('listitem').allInnerTexts();
  }
}

/** A complete Hold'em hand file whose players are `names` (three), with its own cards. */
export function holdem(names, seed = 0) {
  const decks = [
    ['3s4d', 'Qd9c', 'QhAc', { '1.f1': '6d', '1.f2': 'Jh', '1.f3': 'As', '1.r': '6c', '1.t': '3d' }],
    ['2s4d', '9s3h', '6d3c', { '1.f1': 'Kh', '1.f2': '7s', '1.f3': '8c', '1.r': '8h', '1.t': '4s' }],
    ['4hTd', '8sQd', 'Jd6h', { '1.f1': '7d', '1.f2': '5s', '1.f3': '5c', '1.r': '6s', '1.t': '8c' }],
  ];
  const [a, b, c, board] = decks[seed % decks.length];
  return {
    format: 1,
    game: 'holdem/high',
    button: 0,
    chip: 1,
    players: [a, b, c].map((hole, i) => ({ name: names[i], hole, contributed: 2 })),
    board,
  };
}

/** The address of a shared link carrying `file`. */
export function linkTo(url, file) {
  return `${url}#hand=${Buffer.from(JSON.stringify(file)).toString('base64url')}`;
}

/** Writes `n` hands straight into the app's database, keys 1..n (the newest greatest). */
export async function seedHands(page, n, file) {
  await page.evaluate(async ({ n, text }) => {
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('cap', 1);
      open.onupgradeneeded = () => {
        for (const s of ['hands', 'unreadable', 'meta']) {
          if (!open.result.objectStoreNames.contains(s)) open.result.createObjectStore(s);
        }
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise((resolve, reject) => {
      const tx = db.transaction('hands', 'readwrite');
      const store = tx.objectStore('hands');
      for (let i = 1; i <= n; i++) store.put({ schema: 1, file: text.replace('"Ann"', `"Ann ${i}"`) }, i);
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, { n, text: JSON.stringify(file) });
}

/** How many hands the app's database holds (opened without creating it). */
export async function storedHands(page) {
  return page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('cap');
    // No database yet: none is created here (the app would then find one without its stores).
    open.onupgradeneeded = () => open.transaction.abort();
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('hands')) { db.close(); resolve(0); return; }
      const count = db.transaction('hands').objectStore('hands').count();
      count.onsuccess = () => { db.close(); resolve(count.result); };
      count.onerror = () => reject(count.error);
    };
    open.onerror = () => (open.error?.name === 'AbortError' ? resolve(0) : reject(open.error));
  }));
}

/**
 * From the next page load on, makes the browser's storage act full: every write to local storage
 * (when `local`) and to IndexedDB (when `idb`) throws a QuotaExceededError, as a full store does.
 * Reads still work, so damaged data can be planted first and read after.
 */
export async function fillStorage(context, { local = false, idb = false }) {
  await context.addInitScript(({ local, idb }) => {
    const full = () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
    if (local) Storage.prototype.setItem = full;
    if (idb) {
      IDBObjectStore.prototype.add = full;
      IDBObjectStore.prototype.put = full;
    }
  }, { local, idb });
}
