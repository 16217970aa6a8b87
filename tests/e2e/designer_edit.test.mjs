// The designer changes one of the user's saved games in place (issue 21): the rules card's "Edit in
// the designer" loads the game (a different draft stays one Undo away), Save replaces the game
// under its id (the undo bar offers the old one back, and a hand kept before still scores as
// played), "Save as a new game" keeps a copy beside it, and a reload in the designer reopens it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, settles } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';

const fx = useBrowser();

/** A saved game of three points: two hold'em-style rows and a hand, kept by the designer. */
async function designAndSave(page) {
  await page.getByRole('button', { name: 'Design a game' }).click();
  const layout = page.getByRole('region', { name: 'Layout', exact: true });
  const points = page.getByRole('region', { name: 'Points', exact: true });
  await layout.waitFor();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Kitchen table');
  for (const col of 'abcd') await layout.getByRole('button', { name: `Empty square ${col}1: tap to add a place` }).click();
  await points.getByRole('button', { name: '+ Add a point' }).click();
  await points.getByRole('textbox', { name: 'Label' }).fill('Board');
  await settles(() => page.locator('.designer__verdict').innerText(), 'Works for 2 to 10 players.');
  await page.getByRole('button', { name: 'Save the game' }).click();
  await page.getByRole('heading', { name: 'Kitchen table' }).waitFor();
}

test('a saved game is edited in place, its old version one Undo away, and a reload reopens the designer', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await designAndSave(page);

  // A half-built draft in the designer, then Edit on the saved game's card.
  await page.getByRole('button', { name: '← All games' }).click();
  await page.getByRole('button', { name: 'Design a game' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Half done');
  await page.getByRole('button', { name: '← All games' }).click();
  const mine = page.getByRole('region', { name: 'Your games', exact: true });
  await mine.getByRole('button', { name: /Kitchen table/ }).click();
  await page.getByRole('button', { name: 'Edit in the designer' }).click();
  await page.getByRole('heading', { name: 'Change your game' }).waitFor();
  assert.equal(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue(), 'Kitchen table');
  // The other draft is kept one Undo away, not lost.
  await page.getByRole('button', { name: 'Undo: Put Half done aside' }).waitFor();

  // The table changes the game: points, the board worth three.
  const payout = page.getByRole('region', { name: 'Payout and players', exact: true });
  await payout.getByRole('combobox', { name: 'Payout' }).selectOption('points');
  await payout.getByRole('spinbutton', { name: /Board/ }).fill('3');
  await payout.getByRole('spinbutton', { name: /Board/ }).press('Tab');
  await settles(() => page.locator('.designer__verdict').innerText(), 'Works for 2 to 10 players.');
  await screenshot(page, 'designer-edit-390', { fullPage: true });
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 700 });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(sideways <= 0, `at ${width} px the designer scrolls sideways by ${sideways}px`);
    await page.getByRole('heading', { name: 'Change your game' }).scrollIntoViewIfNeeded();
    await screenshot(page, `designer-edit-top-${width}`);
    await page.getByRole('button', { name: 'Save the changes' }).scrollIntoViewIfNeeded();
    await screenshot(page, `designer-edit-save-${width}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });

  // A reload in the middle opens the designer again, still editing the saved game.
  await page.reload();
  await games.waitForApp();
  await page.getByRole('heading', { name: 'Change your game' }).waitFor();
  assert.equal(await payout.getByRole('combobox', { name: 'Payout' }).inputValue(), 'points');

  await page.getByRole('button', { name: 'Save the changes' }).click();
  await page.getByRole('heading', { name: 'Kitchen table' }).waitFor();
  assert.match(await page.locator('.rules-card__payout').innerText(), /points/i);
  // Still one game of that name: replaced, not added.
  await page.getByRole('button', { name: '← All games' }).click();
  assert.equal(await mine.getByRole('button', { name: /Kitchen table/ }).count(), 1);

  // Leaving the designer forgets it: a reload opens the games list.
  await page.reload();
  await games.waitForApp();
  await mine.getByRole('button', { name: /Kitchen table/ }).waitFor();

  // The undo bar puts the old version back.
  await mine.getByRole('button', { name: /Kitchen table/ }).click();
  await page.getByRole('button', { name: 'Edit in the designer' }).click();
  await page.getByRole('heading', { name: 'Change your game' }).waitFor();
  await payout.getByRole('combobox', { name: 'Payout' }).selectOption('split');
  await page.getByRole('button', { name: 'Save the changes' }).click();
  await page.getByRole('heading', { name: 'Kitchen table' }).waitFor();
  assert.doesNotMatch(await page.locator('.rules-card__payout').innerText(), /most points/i);
  await page.locator('.undo-bar').getByRole('button', { name: 'Undo' }).click();
  await settles(async () => /points/i.test(await page.locator('.rules-card__payout').innerText()), true);

  // Save as a new game keeps the edited game and adds another beside it.
  await page.getByRole('button', { name: 'Edit in the designer' }).click();
  await page.getByRole('heading', { name: 'Change your game' }).waitFor();
  await page.getByRole('button', { name: 'Save as a new game instead' }).click();
  await page.getByRole('heading', { name: 'Kitchen table' }).waitFor();
  await page.getByRole('button', { name: '← All games' }).click();
  await settles(() => mine.getByRole('button', { name: /Kitchen table/ }).count(), 2);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a table option is turned on in the designer and chosen on the saved game\'s rules card', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await page.getByRole('button', { name: 'Design a game' }).click();
  const layout = page.getByRole('region', { name: 'Layout', exact: true });
  const points = page.getByRole('region', { name: 'Points', exact: true });
  const options = page.getByRole('region', { name: 'Table options', exact: true });
  await layout.waitFor();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Low of the table');
  for (const col of 'abcd') await layout.getByRole('button', { name: `Empty square ${col}1: tap to add a place` }).click();
  await points.getByRole('button', { name: '+ Add a point' }).click();
  // The low option, its default said; then the point ranked by the table's low.
  const low = options.getByRole('checkbox', { name: /Let the table choose the low/ });
  assert.match(await options.innerText(), /Default: 8-or-better \(ace low, qualifier\)/);
  await low.check();
  await points.getByRole('combobox', { name: 'Ranking' }).selectOption('table-low');
  await settles(() => page.locator('.designer__verdict').innerText(), 'Works for 2 to 10 players.');
  await options.scrollIntoViewIfNeeded();
  await screenshot(page, 'designer-options-390');
  await page.setViewportSize({ width: 320, height: 700 });
  const narrow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(narrow <= 0, `at 320 px the designer scrolls sideways by ${narrow}px`);
  await options.scrollIntoViewIfNeeded();
  await screenshot(page, 'designer-options-320');
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('button', { name: 'Save the game' }).click();
  await page.getByRole('heading', { name: 'Low of the table' }).waitFor();
  // The rules card offers the low as for a catalogue game.
  const lowType = page.getByRole('combobox', { name: 'Low type' });
  await lowType.waitFor();
  await lowType.selectOption('7-2');
  await settles(() => page.locator('.rules-card__points').innerText().then((t) => /7-2/.test(t)), true);
  await screenshot(page, 'designer-options-rules-card', { fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});
