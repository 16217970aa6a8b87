// Page objects for seating the table on the rules card, and for the parts of the hand screen that
// go with a whole table: the board typed, the showdown read as names and amounts.
import { execFileSync } from 'node:child_process';
import { ROOT } from '../support.mjs';

export class TableSetup {
  constructor(page) {
    this.page = page;
    this.players = page.getByRole('spinbutton', { name: 'Players' });
    this.names = page.getByRole('textbox', { name: /^Names/ });
    this.seats = page.getByRole('list', { name: 'Seats' });
    this.chip = page.getByRole('spinbutton', { name: 'Smallest chip' });
    this.stake = page.getByRole('spinbutton', { name: 'Each puts in' });
    this.enter = page.getByRole('button', { name: 'Enter a hand' });
  }

  /** The names in seat order, as the seat boxes show them. */
  async seatNames() {
    const boxes = this.seats.getByRole('textbox');
    const out = [];
    for (let i = 0; i < (await boxes.count()); i += 1) out.push(await boxes.nth(i).inputValue());
    return out;
  }

  async moveUp(name) {
    await this.seats.getByRole('button', { name: `Move ${name} up` }).click();
  }

  async giveButton(name) {
    await this.seats.getByRole('button', { name: `Give ${name} the button` }).click();
  }
}

/** The hand screen with the showdown read as plain values. */
export class Table {
  constructor(page) {
    this.page = page;
    this.players = page.getByRole('list', { name: 'Players' });
    this.points = page.getByRole('list', { name: 'Points' });
    this.payouts = page.getByRole('list', { name: 'Payouts' });
  }

  player(name) {
    return this.players.getByRole('listitem').filter({ has: this.page.locator('.player__name', { hasText: new RegExp(`^${name}$`) }) });
  }

  async typeBoard(cards) {
    await this.page.getByRole('textbox', { name: 'Type the board' }).fill(cards);
    await this.page.getByRole('textbox', { name: 'Type the board' }).press('Enter');
  }

  async typeHole(name, cards) {
    await this.page.getByRole('textbox', { name: `Type ${name}'s cards` }).fill(cards);
    await this.player(name).getByRole('button', { name: 'Set' }).click();
  }

  /** The line under a player's text box: why typed cards were refused. */
  holeMessage(name) {
    return this.player(name).locator('.player__text-message');
  }

  /** { name: amount } from the payouts list ("Ann: 1,250"). */
  async payoutsByName() {
    const out = {};
    for (const line of await this.payouts.getByRole('listitem').allInnerTexts()) {
      const [name, amount] = line.split(': ');
      out[name] = Number(amount.replace(/,/g, ''));
    }
    return out;
  }

  /** [[label, [winner names]]] from the points list ("Board 1 high — Ann: …; Ben: …"). */
  async winnersByPoint() {
    const lines = await this.points.getByRole('listitem').allInnerTexts();
    return lines.map((line) => {
      const [label, rest] = line.split(' — ');
      const winners = rest === 'nobody qualifies' ? [] : rest.split('; ').map((w) => w.split(': ')[0]);
      return [label, winners];
    });
  }

  /** Every pot's cutting instructions, in order. */
  async instructions() {
    const pots = this.page.locator('.showdown__cuts');
    const out = [];
    for (let i = 0; i < (await pots.count()); i += 1) out.push(await pots.nth(i).getByRole('listitem').allInnerTexts());
    return out;
  }
}

/** Resolves a hand file with the native `cap showdown` (built from this checkout). */
export function capShowdown(json) {
  const out = execFileSync('cargo', ['run', '--quiet', '--bin', 'cap', '--', 'showdown', '-'], {
    cwd: ROOT, input: json, encoding: 'utf8', stdio: ['pipe', 'pipe', 'inherit'],
  });
  return JSON.parse(out);
}
