// Page object for the games screen: locate by role and accessible name, never by markup.
export class GamesScreen {
  constructor(page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Games', exact: true });
    this.search = page.getByRole('searchbox', { name: 'Search games' });
    this.catalogue = page.getByRole('region', { name: 'Game catalogue' });
    this.items = this.catalogue.getByRole('listitem');
    this.families = this.catalogue.getByRole('heading', { level: 3 });
    this.count = page.locator('.games__count');
    this.empty = page.getByRole('status').filter({ hasText: 'No game matches' });
    /** The scorers' buttons that are showing (Chinese poker, OFC, 32-card draw). */
    this.scorers = page.getByRole('region', { name: 'Chinese poker', exact: true }).getByRole('button');
  }

  /** Waits until the app has attached to the page's static markup (the search answers, the tabs work). */
  async waitForApp() {
    await this.page.locator('.app[data-ready="true"]').waitFor({ timeout: 15000 });
  }

  /** The family section with this name. */
  family(name) {
    return this.catalogue.getByRole('region', { name, exact: true });
  }

  async searchFor(text) {
    await this.search.fill(text);
  }
}
