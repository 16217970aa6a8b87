// Teaching drills (issue 26): each drill for a geometric game (Pandemic) and a points game (Double
// board, with a tie), answered wrong and then right, with the explanation and the record; group
// mode's Show; at 390x844 and 320 px.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, cardLabel } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';

const fx = useBrowser();

async function openDrills(page, family, game) {
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family(family).getByRole('button', { name: game }).click();
  await page.getByRole('button', { name: 'New to this game? Learn it with drills' }).click();
  await page.getByRole('heading', { name: /^Learn / }).waitFor();
}

/** Group mode's Show: the right answer's words, read without answering (then back to answering). */
async function peek(page) {
  const group = page.getByRole('checkbox', { name: /Group mode/ });
  await group.check();
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const words = await page.locator('.drills__verdict li').allInnerTexts();
  await group.uncheck();
  return words;
}

const verdicts = (page) => page.locator('.drills__verdict li').allInnerTexts();
const place = (page, id) => page.getByRole('button', { name: new RegExp(`^${id.replace('.', '\\.')}:`) });

/** Answers a "Where does it go?" question right from the answer's words. */
async function answerWhere(page, words) {
  const text = words.join(' ');
  const count = text.match(/(\d+) (?:extra card )?each/) ?? text.match(/^No .*?: .*?(0)/);
  const deal = text.match(/Deal the [^:]*: ([^.]*)/);
  if (deal) {
    for (const id of deal[1].trim().split(/\s+/)) await place(page, id).click();
  } else {
    const n = count ? count[1] : '0';
    await page.getByRole('spinbutton', { name: /Cards each/ }).fill(n);
  }
  await page.getByRole('button', { name: 'Check', exact: true }).click();
}

test('Where does it go? in a geometric game: wrong, then right, with the record', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await openDrills(page, 'Pandemic', /Best high\/low social distancing, best hand/);
  await page.getByRole('button', { name: 'Where does it go?', exact: true }).click();
  await screenshot(page, 'drills-where-asked');
  // Nothing tapped, or a count of 99: wrong, and the guide's words say what is right.
  const prompt = await page.locator('.drills__prompt').innerText();
  if (/how many/i.test(prompt)) await page.getByRole('spinbutton', { name: /Cards each/ }).fill('99');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const wrong = await verdicts(page);
  assert.match(wrong[0], /^✗ Not quite\. (You left out|Not 99:)/, wrong[0]);
  await screenshot(page, 'drills-where-wrong');
  assert.match(await page.locator('.drills__record').innerText(), /Where does it go\?: 0 of the last 1 right/);

  // Right three times in a row.
  for (let i = 0; i < 3; i++) {
    await page.getByRole('button', { name: 'Next question' }).click();
    const words = await peek(page);
    await answerWhere(page, words);
    const v = await verdicts(page);
    assert.match(v.at(-1), /^✓ Right\./, `${v} (from ${words})`);
  }
  await screenshot(page, 'drills-where-right');
  const record = await page.locator('.drills__record').innerText();
  assert.match(record, /Where does it go\?: 3 of the last 4 right/);
  assert.match(record, /level 2/, 'three right in a row: the next level');
  assert.match(record, /Missed, to try again: 1/);
  assert.match(record, /Not ready yet: Where does it go\? 7 more right in a row/);
  // The record is kept across a reload.
  await page.reload();
  await openDrills(page, 'Pandemic', /Best high\/low social distancing, best hand/);
  assert.match(await page.locator('.drills__record').innerText(), /3 of the last 4 right/);
  assert.deepEqual(problems, []);
  await context.close();
});

/** Answers every part of a "Who wins?" question from the words, wrong first when `slip`. */
async function answerWins(page, lines, { slip = false } = {}) {
  for (const line of lines) {
    const names = line.includes('nobody qualifies')
      ? []
      : line.includes('a tie between')
        ? line.match(/a tie between (.*?) \(/)[1].split(' and ')
        : [line.match(/: (\w+)'s /)[1]];
    if (names.length === 0) {
      await page.getByRole('button', { name: 'Nobody', exact: true }).click();
      continue;
    }
    const tapped = slip ? names.slice(0, 1) : names;
    for (const n of tapped) await page.getByRole('button', { name: n, exact: true }).click();
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    // The cards the first winner uses: from the hand, then the board places, from the verdict's words.
    const hand = (await verdicts(page)).at(-1).match(/uses ([^.]*?) from the hand/);
    if (hand) for (const c of hand[1].split(' ')) await page.getByRole('button', { name: cardLabel(c), exact: true }).click();
    const board = (await verdicts(page)).at(-1).match(/from the board: ([^;]*?)(?:;|\.(?=\s|$))/);
    if (board) for (const id of board[1].trim().split(/\s+/)) await place(page, id).click();
    assert.ok(hand || board, 'the verdict says where the cards come from');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
  }
}

test('Who wins? in a points game with a tie, and How to cut it?, at 320 px too', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await openDrills(page, 'Double board', /High\/low\/high\/low\/hand/);
  await page.getByRole('button', { name: 'Who wins?', exact: true }).click();
  // Until a question has a tie: the slip names one of the tied players only.
  let tie = null;
  for (let i = 0; i < 30 && !tie; i++) {
    const words = await peek(page);
    if (words.some((w) => w.includes('a tie between'))) tie = words;
    else await page.getByRole('button', { name: 'Skip this one' }).click();
  }
  assert.ok(tie, 'a question with a tie came up');
  await screenshot(page, 'drills-wins-asked');
  await answerWins(page, tie, { slip: true });
  const v = await verdicts(page);
  assert.ok(v.some((w) => /^✗ Not quite\. You missed \w+, who ties\./.test(w)), v.join('\n'));
  await screenshot(page, 'drills-wins-tie-missed', { fullPage: true });
  await page.getByRole('button', { name: 'Next question' }).click();
  await answerWins(page, await peek(page));
  const right = await verdicts(page);
  assert.ok(right.every((w) => w.startsWith('✓ Right.')), right.join('\n'));
  assert.match(await page.locator('.drills__record').innerText(), /Who wins\?: 1 of the last 2 right/);

  // How to cut it: a wrong amount is named, then the right ones from the cut's words.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.getByRole('button', { name: 'How to cut it?', exact: true }).click();
  const cut = await peek(page);
  const inputs = page.getByRole('textbox', { name: / takes$/ });
  const n = await inputs.count();
  for (let i = 0; i < n; i++) await inputs.nth(i).fill('0');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const wrong = await verdicts(page);
  assert.match(wrong[0], /^✗ Not quite\. Your amounts add up to 0; the pot is \d+\./);
  assert.ok(cut.length > 0);
  await screenshot(page, 'drills-cut-320', { fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 320, `no sideways scrolling at 320 px (${width})`);
  assert.deepEqual(problems, []);
  await context.close();
});
