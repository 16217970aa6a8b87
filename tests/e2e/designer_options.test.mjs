// The designer's touching and dealing defaults (issue 21): an "all touching" point that counts
// corners, and a game that starts with catch-up ESG, pass the trash and a card for sale. Saved,
// its rules card says "corners included" and its deal form starts with those; a catalogue game's
// form keeps the table's own (off), and a change made for the game is kept while another game is
// opened.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, settles } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';

const fx = useBrowser();

test('a point touching at corners and catch-up ESG by default, designed, saved and dealt from', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await page.getByRole('button', { name: 'Design a game' }).click();
  const section = (name) => page.getByRole('region', { name, exact: true });
  const [layout, points, dealing] = [section('Layout'), section('Points'), section('Dealing defaults')];
  await layout.waitFor();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Corners and catch-up');
  for (const row of '12') {
    for (const col of 'abcd') await layout.getByRole('button', { name: `Empty square ${col}${row}: tap to add a place` }).click();
  }

  // Three touching cards of the 2x4 grid: 16 ways at edges (a line or an L), 28 with corners.
  await points.getByRole('button', { name: '+ Add a point' }).click();
  await points.getByRole('combobox', { name: 'Kind of rule' }).selectOption('Connected');
  const touching = points.getByRole('combobox', { name: 'Touching means' });
  assert.equal(await touching.inputValue(), 'grid-edge');
  const caption = points.locator('.rules-card__lit');
  await settles(async () => /16 board combinations/.test(await caption.innerText()), true);
  await touching.selectOption('grid-edge-or-corner');
  await settles(async () => /28 board combinations/.test(await caption.innerText()), true);
  assert.equal(await points.locator('.layout-diagram__slot--lit').count(), 8);
  await touching.scrollIntoViewIfNeeded();
  await screenshot(page, 'designer-touching-390');

  // Dealing defaults: catch-up ESG; undealt cards with Christmas are refused in the section.
  const esg = dealing.getByRole('combobox', { name: /^ESG/ });
  await esg.selectOption('catch-up');
  await dealing.getByRole('combobox', { name: /^Christmas/ }).selectOption('on');
  await dealing.getByRole('checkbox', { name: /Undealt cards/ }).check();
  await settles(() => dealing.locator('.designer__problem').innerText(),
    'Undealt cards to the discard pile cannot be on with Christmas: undealt cards on the discard pile leave no spare cards in the deck for Christmas');
  assert.equal(await page.getByRole('button', { name: 'Save the game' }).isDisabled(), true);
  await dealing.locator('.designer__problem').scrollIntoViewIfNeeded();
  await screenshot(page, 'designer-dealing-390');
  await page.setViewportSize({ width: 320, height: 700 });
  const narrow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(narrow <= 0, `at 320 px the designer scrolls sideways by ${narrow}px`);
  await dealing.locator('.designer__problem').scrollIntoViewIfNeeded();
  await screenshot(page, 'designer-dealing-320');
  await touching.scrollIntoViewIfNeeded();
  await screenshot(page, 'designer-touching-320');
  await page.setViewportSize({ width: 390, height: 844 });
  await dealing.getByRole('checkbox', { name: /Undealt cards/ }).uncheck();
  await settles(() => page.locator('.designer__verdict').innerText(), 'Works for 2 to 10 players.');

  // Card-action defaults, with the rules card's own controls: pass two to the left on every
  // street, and a card for sale at 5. A timing waits for its action.
  await dealing.getByText('Card actions', { exact: true }).click();
  const passEvery = dealing.getByRole('checkbox', { name: 'Pass the trash also after the flop, turn and river' });
  assert.equal(await passEvery.isDisabled(), true);
  await dealing.getByRole('combobox', { name: 'Pass the trash' }).selectOption('2-left');
  await passEvery.check();
  await dealing.getByRole('spinbutton', { name: /^Buy an extra card/ }).fill('5');
  await settles(() => page.locator('.designer__verdict').innerText(), 'Works for 2 to 10 players.');
  await passEvery.scrollIntoViewIfNeeded();
  await screenshot(page, 'designer-card-actions-390');
  await page.setViewportSize({ width: 320, height: 700 });
  const narrower = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(narrower <= 0, `at 320 px the card actions scroll sideways by ${narrower}px`);
  await passEvery.scrollIntoViewIfNeeded();
  await screenshot(page, 'designer-card-actions-320');
  await page.setViewportSize({ width: 390, height: 844 });

  // Saved: the rules card says corners count, and the deal form starts with the game's defaults.
  await page.getByRole('button', { name: 'Save the game' }).click();
  await page.getByRole('heading', { name: 'Corners and catch-up' }).waitFor();
  assert.match(await page.locator('.rules-card__points').innerText(), /touching one another, corners included/);
  const formEsg = page.getByRole('combobox', { name: /^ESG/ });
  const formChristmas = page.getByRole('combobox', { name: /^Christmas/ });
  assert.equal(await formEsg.inputValue(), 'catch-up');
  assert.equal(await formChristmas.inputValue(), 'on');
  const formPass = page.getByRole('combobox', { name: 'Pass the trash' });
  const formPassEvery = page.getByRole('checkbox', { name: 'Pass the trash also after the flop, turn and river' });
  const formBuy = page.getByRole('spinbutton', { name: /^Buy an extra card/ });
  assert.equal(await formPass.inputValue(), '2-left');
  assert.equal(await formPassEvery.isChecked(), true);
  assert.equal(await formBuy.inputValue(), '5');
  assert.equal(await formPass.isVisible(), true, 'the card actions are shown open');
  await formEsg.scrollIntoViewIfNeeded();
  await screenshot(page, 'designer-options-rules-card');

  // A catalogue game shows the table's own choice, untouched by the other game's defaults.
  await page.getByRole('button', { name: '← All games' }).click();
  await games.family('Hold\'em and Omaha').getByRole('button', { name: /Omaha: Hi\/lo 8-or-better/ }).click();
  await page.getByRole('heading', { name: 'Omaha: Hi/lo 8-or-better' }).waitFor();
  assert.equal(await formEsg.inputValue(), 'off');
  assert.equal(await formChristmas.inputValue(), 'off');
  // (Its card actions are folded away, none being chosen.)
  const hidden = { includeHidden: true };
  assert.equal(await page.getByRole('combobox', { name: 'Pass the trash', ...hidden }).inputValue(), 'none');
  assert.equal(await page.getByRole('spinbutton', { name: /^Buy an extra card/, ...hidden }).inputValue(), '0');

  // The dealer changes ESG for the designed game; another game and a reload keep that choice.
  await page.getByRole('button', { name: '← All games' }).click();
  const mine = page.getByRole('region', { name: 'Your games', exact: true });
  await mine.getByRole('button', { name: /Corners and catch-up/ }).click();
  await page.getByRole('heading', { name: 'Corners and catch-up' }).waitFor();
  assert.equal(await formEsg.inputValue(), 'catch-up');
  await formEsg.selectOption('esg');
  await page.getByRole('button', { name: '← All games' }).click();
  await games.family('Hold\'em and Omaha').getByRole('button', { name: /Omaha: Hi\/lo 8-or-better/ }).click();
  await page.getByRole('heading', { name: 'Omaha: Hi/lo 8-or-better' }).waitFor();
  await page.getByRole('button', { name: '← All games' }).click();
  await page.reload();
  await games.waitForApp();
  await mine.getByRole('button', { name: /Corners and catch-up/ }).click();
  await page.getByRole('heading', { name: 'Corners and catch-up' }).waitFor();
  assert.equal(await formEsg.inputValue(), 'esg');
  assert.deepEqual(problems, []);
  await context.close();
});
