// Issue 24, "Not losing work": a tap that destroys work can be undone from a bar at the bottom
// (New game, a deleted history hand, the OFC New hand), and the rules card keeps the table's
// dealing choices after a visit to the dealing guide and after a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, placeName } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { RulesCard, HandScreen } from './pages/hand.mjs';

const fx = useBrowser();

/** The undo bar: a live region, its words and its button. */
function undoBar(page) {
  const region = page.getByRole('status', { name: 'Undo' });
  return { region, button: region.getByRole('button', { name: 'Undo', exact: true }) };
}

/** The bar's button is a real button, at least 44 px tall, in the bottom fifth of the screen. */
async function assertInThumbReach(page, button) {
  const box = await button.boundingBox();
  const height = page.viewportSize().height;
  assert.ok(box.height >= 44, `the Undo button is ${box.height}px tall`);
  assert.ok(box.y > height * 0.8 && box.y + box.height <= height, `the Undo button is at y=${box.y} of ${height}`);
}

test('issue 24: New game can be undone, the hand coming back exactly as it was', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family('Double board').getByRole('button', { name: /High\/high\/hand/ }).click();
  const card = new RulesCard(page);
  await card.players.fill('3');
  await card.names.fill('Ann, Ben, Cat');
  await card.start.click();
  const hand = new HandScreen(page);
  await hand.pick('ace of spades');
  await hand.pick('king of diamonds');
  await page.getByRole('button', { name: 'New game' }).click();
  await games.heading.waitFor();

  const bar = undoBar(page);
  assert.match(await bar.region.innerText(), /Hand cleared\./);
  await assertInThumbReach(page, bar.button);
  await screenshot(page, 'undo-new-game');
  await bar.button.click();
  await hand.slot('1.f1').waitFor();
  assert.match(await placeName(hand.slot('1.f1')), /ace of spades/);
  assert.match(await placeName(hand.slot('1.f2')), /king of diamonds/);
  assert.equal(await bar.button.count(), 0, 'the bar goes once used');
  // And it is the saved hand again: a reload shows it.
  await page.reload();
  await games.waitForApp();
  await hand.slot('1.f1').waitFor();
  assert.match(await placeName(hand.slot('1.f1')), /ace of spades/);
  assert.deepEqual(problems, []);
  await context.close();
});

/** A hand file of double board high/high/hand for three named players, with no cards yet. */
const handFile = (names) => ({
  format: 1,
  game: 'double-board/high-high-hand',
  button: 0,
  chip: 25,
  players: names.map((name) => ({ name, hole: '', contributed: 0 })),
  board: {},
});

test('issue 24: a deleted history hand can be undone, back at its place', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  const kept = [['Ann', 'Ben', 'Cat'], ['Dan', 'Eve', 'Fay'], ['Gil', 'Hal', 'Ivy']].map(handFile);
  await page.evaluate((data) => localStorage.setItem('cap.v1.history', JSON.stringify({ schema: 1, data })), kept);
  await page.reload();
  await games.waitForApp();
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'History' }).click();
  const items = page.getByRole('list', { name: 'Saved hands' }).getByRole('listitem');
  await items.first().waitFor();
  const players = () => page.locator('.history__players').allInnerTexts();
  assert.deepEqual(await players(), ['Ann, Ben, Cat', 'Dan, Eve, Fay', 'Gil, Hal, Ivy']);

  await items.nth(1).getByRole('button', { name: 'Delete' }).click();
  assert.deepEqual(await players(), ['Ann, Ben, Cat', 'Gil, Hal, Ivy']);
  const bar = undoBar(page);
  assert.match(await bar.region.innerText(), /Hand deleted\./);
  await assertInThumbReach(page, bar.button);
  await screenshot(page, 'undo-history-delete');
  await bar.button.click();
  assert.deepEqual(await players(), ['Ann, Ben, Cat', 'Dan, Eve, Fay', 'Gil, Hal, Ivy']);
  await page.reload();
  await games.waitForApp();
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'History' }).click();
  await items.first().waitFor();
  assert.deepEqual(await players(), ['Ann, Ben, Cat', 'Dan, Eve, Fay', 'Gil, Hal, Ivy'], 'saved');

  // Left alone, the bar goes after a few seconds and the delete stands.
  await items.first().getByRole('button', { name: 'Delete' }).click();
  await bar.button.waitFor();
  await bar.button.waitFor({ state: 'detached', timeout: 15000 });
  assert.deepEqual(await players(), ['Dan, Eve, Fay', 'Gil, Hal, Ivy']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('issue 24: the OFC New hand can be undone, every card back', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await new GamesScreen(page).waitForApp();
  await page.getByRole('button', { name: 'Open Face Chinese', exact: true }).click();
  const picker = page.getByRole('group', { name: 'Card picker' });
  for (const c of ['ace of hearts', 'king of hearts', 'queen of hearts', 'jack of hearts', 'ten of hearts']) {
    await picker.getByRole('button', { name: c, exact: true }).click();
  }
  const deal = page.getByRole('status', { name: 'Deal' });
  assert.match(await deal.innerText(), /South: Deal 1/);
  await page.getByRole('button', { name: 'New hand' }).click();
  assert.match(await deal.innerText(), /North: Deal 1: five cards, place all five \(0 of 5 placed\)/);

  const bar = undoBar(page);
  assert.match(await bar.region.innerText(), /Hand cleared\./);
  await assertInThumbReach(page, bar.button);
  await screenshot(page, 'undo-ofc-new-hand');
  await bar.button.click();
  assert.match(await deal.innerText(), /South: Deal 1/);
  assert.equal(
    await picker.getByRole('button', { name: 'ace of hearts', exact: true }).isDisabled(),
    true,
    'the ace of hearts is on the table again',
  );
  // A card placed on a new hand lets its undo lapse: nothing newer is ever replaced.
  await page.getByRole('button', { name: 'New hand' }).click();
  await bar.button.waitFor();
  await picker.getByRole('button', { name: 'two of clubs', exact: true }).click();
  assert.equal(await bar.button.count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('issue 24: the rules card keeps ESG, learn mode and the card actions after the dealing guide and a reload', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const games = new GamesScreen(page);
  await games.waitForApp();
  const open = () => games.family('Double board').getByRole('button', { name: /High\/high\/hand/ }).click();
  await open();
  const card = new RulesCard(page);
  await card.players.fill('4');
  await card.names.fill('Ann, Ben, Cat, Dan');
  const esg = page.getByRole('combobox', { name: /ESG/ });
  const pass = page.getByRole('combobox', { name: 'Pass the trash' });
  const draw = page.getByRole('checkbox', { name: /^Draw: discard any number/ });
  const learn = page.getByRole('checkbox', { name: /Learn mode/ });
  await esg.selectOption('catch-up');
  await page.getByText('Card actions').click();
  await pass.selectOption('1-left');
  await draw.check();
  await learn.check();
  await page.getByRole('button', { name: 'Deal a hand' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).waitFor();

  const kept = async (when) => {
    await card.title.waitFor();
    assert.equal(await esg.inputValue(), 'catch-up', `ESG ${when}`);
    assert.equal(await pass.inputValue(), '1-left', `pass the trash ${when}`);
    assert.equal(await draw.isChecked(), true, `draw ${when}`);
    assert.equal(await learn.isChecked(), true, `learn mode ${when}`);
    assert.equal(await page.getByRole('checkbox', { name: 'Burn cards' }).isChecked(), false, `burns ${when}`);
  };
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Games' }).click();
  await open();
  await kept('after the dealing guide');
  await esg.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  await screenshot(page, 'rules-card-kept-choices');

  await page.reload();
  await games.waitForApp();
  // The reload resumes the deal; the choices are there when the dealer comes back.
  await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Games' }).click();
  await open();
  await kept('after a reload');
  // A change is kept too: ESG off.
  await esg.selectOption('off');
  await page.reload();
  await games.waitForApp();
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Games' }).click();
  await open();
  assert.equal(await esg.inputValue(), 'off');
  assert.deepEqual(problems, []);
  await context.close();
});
