// Page objects for the rules card and the hand screen.
export class RulesCard {
  constructor(page) {
    this.page = page;
    this.title = page.locator('#rules-title');
    this.layout = page.getByRole('group', { name: / layout$/ });
    this.players = page.getByRole('spinbutton', { name: 'Players' });
    this.names = page.getByRole('textbox', { name: /Names/ });
    this.arithmetic = page.locator('.rules-card__arithmetic');
    this.start = page.getByRole('button', { name: 'Enter a hand' });
    this.streets = page.getByRole('list', { name: 'Dealing, street by street' });
    this.points = page.getByRole('list', { name: 'Points, in calculation order' });
    /** The sentence under the drawing: what is lit. */
    this.lit = page.locator('.rules-card__lit');
  }

  /** The button of the point with this label ("High", "Board 1 low"). */
  point(label) {
    return this.points.getByRole('button', { name: new RegExp(`^${label} — `) });
  }
}

export class HandScreen {
  constructor(page) {
    this.page = page;
    this.picker = page.getByRole('group', { name: 'Card picker' });
    this.message = page.getByRole('alert');
    this.showdown = page.getByRole('region', { name: 'Showdown' });
    this.points = page.getByRole('list', { name: 'Points' });
    this.payouts = page.getByRole('list', { name: 'Payouts' });
  }

  /**
   * The showdown's text once the hand is kept. Until the save is done it reads "Saving in the
   * history…", so a text read earlier differs from the same hand's text read later (or elsewhere).
   */
  async keptResult() {
    await this.showdown.getByText('Kept in the history.').waitFor();
    return this.showdown.innerText();
  }

  /** The layout position with this id, e.g. "1.f1". */
  slot(id) {
    return this.page.getByRole('button', { name: new RegExp(`^${id.replace('.', '\\.')}: `) });
  }

  /** Picks a card by its name in words, e.g. "ace of spades". */
  async pick(label) {
    await this.picker.getByRole('button', { name: label, exact: true }).click();
  }

  /** The text box for a player's cards. */
  holeBox(name) {
    return this.page.getByRole('textbox', { name: `Type ${name}'s cards` });
  }

  async typeHole(name, cards) {
    await this.holeBox(name).fill(cards);
    await this.page.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'Set' }).click();
  }

  /** The line under a text box (its help, or why its text was refused): `box` is a locator. */
  async messageUnder(box) {
    const id = await box.getAttribute('aria-describedby');
    return this.page.locator(`[id="${id}"]`);
  }

  /** The board's text box. */
  get boardBox() {
    return this.page.getByRole('textbox', { name: /^Type the board/ });
  }

  async typeBoard(text) {
    await this.boardBox.fill(text);
    await this.boardBox.press('Enter');
  }
}
