// A dealer's whole hand of a game designed on the phone (issue 21): two board highs and a badugi
// hand built on the double board's layout, then dealt in learn mode with the betting recorded and
// a card bought, to the showdown and the chop. The seams: the designed game's words on the rules
// card, the guide naming the players, bought chips reaching the pot, and the pot paid out whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { HandScreen, RulesCard } from './pages/hand.mjs';

const fx = useBrowser();

/** Designs "Two highs and a badugi" from the double board's layout and saves it. */
async function design(page) {
  await page.getByRole('button', { name: 'Design a game' }).click();
  const section = (name) => page.getByRole('region', { name, exact: true });
  await section('Layout').waitFor();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Two highs and a badugi');
  await section('Layout').getByRole('combobox', { name: 'Start from a catalogue layout' })
    .selectOption({ label: 'Double board: High/high/hand (3 points)' });
  const points = section('Points');
  const place = (id) => points.getByRole('button', { name: new RegExp(`^${id.replace('.', '\\.')}: `) });
  for (const [label, other] of [['Board 1 high', '2'], ['Board 2 high', '1']]) {
    await points.getByRole('button', { name: '+ Add a point' }).click();
    await points.getByRole('textbox', { name: 'Label' }).fill(label);
    // A new point is any three of every place: the other board's places are tapped off.
    for (const s of ['f1', 'f2', 'f3', 't', 'r']) await place(`${other}.${s}`).click();
    assert.match(await points.locator('.rules-card__lit').innerText(), new RegExp(`${label}: 10 board combinations`));
    await points.getByRole('button', { name: new RegExp(`^${label} — `) }).click();
  }
  await points.getByRole('button', { name: '+ Add a point' }).click();
  await points.getByRole('textbox', { name: 'Label' }).fill('Badugi');
  await points.getByRole('combobox', { name: 'Ranking' }).selectOption({ label: 'Badugi (up to four cards, one per suit and rank)' });
  await points.getByRole('combobox', { name: 'Cards' }).selectOption('hand');
  await page.getByRole('button', { name: 'Save the game' }).click();
  await page.getByRole('heading', { name: 'Two highs and a badugi' }).waitFor();
}

test('a designed game dealt with the betting recorded and a card bought: the pot is paid out whole', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  await design(page);
  const card = new RulesCard(page);
  // The rules card teaches the badugi as it is played: up to four cards, never "the best five".
  assert.match(await card.point('Badugi').innerText(), /badugi: up to four of your hole cards, one per suit and rank/);

  await card.players.fill('4');
  await card.names.fill('Ann, Ben, Cat, Dan');
  await page.getByText('Card actions').click();
  await page.getByRole('spinbutton', { name: /Buy an extra card/ }).fill('10');
  await page.getByText('Betting', { exact: true }).click();
  await page.getByRole('checkbox', { name: /Record the betting/ }).check();
  await page.getByRole('checkbox', { name: /Learn mode/ }).check();
  await page.getByRole('button', { name: 'Deal a hand' }).click();

  // The guide names the players: nobody counts seats round the table.
  const instruction = page.locator('.deal__instruction');
  assert.match(await instruction.innerText(), /starting with Ben \(left of the button, Ann\)/);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Pre-flop: blinds 1 and 2 are in; Dan buys a card for 10, which goes into the pot.
  const actions = page.getByRole('group', { name: 'Betting actions' });
  await actions.waitFor();
  assert.match(await page.locator('.bet__pot').innerText(), /Pot 3/);
  await page.getByRole('button', { name: 'Buy a card for Dan' }).click();
  assert.match(await page.locator('.bet__pot').innerText(), /Pot 13/);
  assert.match(await page.locator('.deal__counts').innerText(), /Bought\s+10/);
  await screenshot(page, 'designer-hand-bought');
  // Dan raises to 4, everyone calls: 4 x 4 + 10 bought = 26.
  await actions.getByRole('button', { name: 'Min: raise to 4' }).click();
  for (const _ of ['Ann', 'Ben', 'Cat']) await actions.getByRole('button', { name: /^Call/ }).click();

  // Flop, turn and river dealt and checked round.
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const showdown = page.getByRole('button', { name: 'Go to the showdown' });
  for (let guard = 0; guard < 40 && !(await showdown.isVisible()); guard++) {
    if (await actions.isVisible()) await actions.getByRole('button', { name: 'Check' }).click();
    else await next.click();
  }
  await showdown.click();

  const hand = new HandScreen(page);
  const result = await hand.keptResult();
  assert.match(result, /Put in from the recorded betting: pot 26/, result);
  assert.match(result, /Board 1 high[\s\S]*Board 2 high[\s\S]*Badugi — [^\n]*badugi/, result);
  const paid = (await hand.payouts.getByRole('listitem').allInnerTexts())
    .map((line) => Number(line.match(/: (\d+)$/)?.[1] ?? NaN));
  assert.equal(paid.length, 4, String(paid));
  assert.equal(paid.reduce((a, b) => a + b, 0), 26, `every chip of the pot is paid: ${paid}`);
  await hand.showdown.scrollIntoViewIfNeeded();
  await screenshot(page, 'designer-hand-showdown');
  assert.deepEqual(problems, []);
  await context.close();
});
