// Page object for the games screen: locate by role and accessible name, never by markup.
export class GamesScreen {
  constructor(page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Games' });
    this.search = page.getByRole('searchbox', { name: 'Search games' });
    this.list = page.getByRole('list', { name: 'Game families' });
    this.items = this.list.getByRole('listitem');
    this.empty = page.getByRole('status').filter({ hasText: 'No game matches' });
  }

  /** Waits until the wasm app has replaced the static loading notice. */
  async waitForApp() {
    await this.page.locator('.app[data-ready="true"]').waitFor({ timeout: 15000 });
  }

  async searchFor(text) {
    await this.search.fill(text);
  }
}
