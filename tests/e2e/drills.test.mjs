// Teaching drills (issue 26): each drill for a geometric game (Pandemic, at 390x844) and a points
// game with a tie (Double board, at 320 px), answered wrong and then right, with the explanation
// and the record; group mode's Show; the record kept across a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot, cardLabel } from './support.mjs';
import { openDrills, peek, drill } from './pages/drills.mjs';

const fx = useBrowser();

/** "T♣" as typed: "Tc". */
const plain = (c) => c[0] + { '♠': 's', '♣': 'c', '♦': 'd', '♥': 'h' }[c.slice(1)];
const verdicts = (page) => page.locator('.drills__verdict li').allInnerTexts();
const place = (page, id) => page.getByRole('button', { name: new RegExp(`^${id.replace('.', '\\.')}:`) });
const check = (page) => page.getByRole('button', { name: 'Check', exact: true }).click();
const record = (page) => page.locator('.drills__record').innerText();

/** "Where does it go?" answered from the answer's words (or wrong on purpose). */
async function answerWhere(page, words, { wrong = false } = {}) {
  const text = words.join(' ');
  const deal = text.match(/Deal the [^:]*: (.*?)\.(?=\s|$)/);
  if (deal) {
    const ids = deal[1].trim().split(/\s+/);
    for (const id of wrong ? ids.slice(1) : ids) await place(page, id).click();
  } else {
    const count = text.match(/(\d+) (?:extra cards? )?each/);
    const n = count ? Number(count[1]) : 0;
    await page.getByRole('spinbutton', { name: /Cards each/ }).fill(String(wrong ? n + 1 : n));
  }
  await check(page);
}

/**
 * "Who wins?" answered point by point from Show's words; `slip` names one tied player only;
 * `wrongFirst` answers the first point's winners wrong (Nobody, or a player when nobody wins it).
 */
async function answerWins(page, lines, { slip = false, wrongFirst = false } = {}) {
  for (const [i, line] of lines.entries()) {
    const names = line.includes('nobody qualifies')
      ? []
      : line.includes('a tie between')
        ? line.match(/a tie between (.*?) \(/)[1].split(' and ')
        : [line.match(/: (\w+)'s /)[1]];
    if (wrongFirst && i === 0) {
      if (names.length === 0) {
        await page.locator('button.drills__name').first().click();
        await check(page);
        continue;
      }
      await page.getByRole('button', { name: 'Nobody wins it', exact: true }).click();
    } else if (names.length === 0) {
      await page.getByRole('button', { name: 'Nobody wins it', exact: true }).click();
      continue;
    } else {
      for (const n of slip ? names.slice(0, 1) : names) await page.getByRole('button', { name: n, exact: true }).click();
      await check(page);
    }
    // The winners' verdict says who and with what, not the cards: those are the next answer.
    assert.doesNotMatch((await verdicts(page)).at(-1), / uses /);
    // The first winner's cards, from Show's words: from the hand, then the board places.
    const hand = line.match(/uses ([^.;]*?) from the hand/);
    if (hand) for (const c of hand[1].split(' ')) await page.getByRole('button', { name: cardLabel(plain(c)), exact: true }).click();
    const board = line.match(/from the board: ([^;]*?)(?:;|\.(?=\s|$))/);
    if (board) for (const id of board[1].trim().split(/\s+/)) await place(page, id).click();
    assert.ok(hand || board, `Show says where the cards come from: ${line}`);
    await check(page);
  }
}

/** "How to cut it?" answered from Show's "Each takes: Ann 12, Ben 0." (or all zeros). */
async function answerCut(page, words, { wrong = false } = {}) {
  const each = words[0].replace(/^Each takes: |\.$/g, '').split(', ').map((s) => s.split(' '));
  for (const [name, chips] of each) {
    await page.getByRole('textbox', { name: `${name} takes` }).fill(wrong ? '0' : chips);
  }
  await check(page);
}

test('each drill in a geometric game at 390x844: wrong, then right, explained and recorded', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await openDrills(page, 'Pandemic', /Best high\/low social distancing, best hand/);

  await drill(page, 'Where does it go?');
  await screenshot(page, 'drills-where-asked');
  await answerWhere(page, await peek(page), { wrong: true });
  assert.match((await verdicts(page))[0], /^✗ Not quite\. (You left out|Not \d+:)/);
  await screenshot(page, 'drills-where-wrong');
  for (let i = 0; i < 3; i++) {
    await page.getByRole('button', { name: 'Next question' }).click();
    await answerWhere(page, await peek(page));
    assert.match((await verdicts(page)).at(-1), /^✓ Right\./);
  }
  await screenshot(page, 'drills-where-right');
  let r = await record(page);
  assert.match(r, /Where does it go\?: 3 of the last 4 right/);
  assert.match(r, /Where does it go\?.*level 2/, 'three right in a row: the next level');
  assert.match(r, /Missed, to try again: 1/);
  assert.match(r, /Not ready yet: Where does it go\? 7 more right in a row/);

  await drill(page, 'Who wins?');
  const wins = await peek(page);
  await answerWins(page, wins, { wrongFirst: true });
  assert.match((await verdicts(page))[0], /^✗ Not quite\./);
  await screenshot(page, 'drills-wins-geometric', { fullPage: true });
  await page.getByRole('button', { name: 'Next question' }).click();
  await answerWins(page, await peek(page));
  assert.ok((await verdicts(page)).every((w) => w.startsWith('✓ Right.')));

  await drill(page, 'How to cut it?');
  await answerCut(page, await peek(page), { wrong: true });
  assert.match((await verdicts(page))[0], /^✗ Not quite\. Your amounts add up to 0; the pot is \d+\./);
  await page.getByRole('button', { name: 'Next question' }).click();
  await answerCut(page, await peek(page));
  assert.match((await verdicts(page))[0], /^✓ Right\./);
  await screenshot(page, 'drills-cut-right', { fullPage: true });
  r = await record(page);
  assert.match(r, /Who wins\?: 1 of the last 2 right/);
  assert.match(r, /How to cut it\?: 1 of the last 2 right/);

  // The record is kept across a reload.
  await page.reload();
  await openDrills(page, 'Pandemic', /Best high\/low social distancing, best hand/);
  assert.match(await record(page), /Where does it go\?: 3 of the last 4 right/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('each drill in a points game with a tie at 320 px: the tie missed, then right', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await page.setViewportSize({ width: 320, height: 700 });
  await openDrills(page, 'Double board', /High\/low\/high\/low\/hand/);

  await drill(page, 'Who wins?');
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
  assert.ok((await verdicts(page)).every((w) => w.startsWith('✓ Right.')));

  await drill(page, 'Where does it go?');
  await answerWhere(page, await peek(page), { wrong: true });
  assert.match((await verdicts(page))[0], /^✗ Not quite\./);
  await page.getByRole('button', { name: 'Next question' }).click();
  await answerWhere(page, await peek(page));
  assert.match((await verdicts(page))[0], /^✓ Right\./);

  await drill(page, 'How to cut it?');
  await answerCut(page, await peek(page), { wrong: true });
  assert.match((await verdicts(page))[0], /^✗ Not quite\. Your amounts add up to 0/);
  await screenshot(page, 'drills-cut-320', { fullPage: true });
  await page.getByRole('button', { name: 'Next question' }).click();
  await answerCut(page, await peek(page));
  assert.match((await verdicts(page))[0], /^✓ Right\./);
  const r = await record(page);
  for (const d of ['Where does it go\\?', 'Who wins\\?', 'How to cut it\\?']) {
    assert.match(r, new RegExp(`${d}: 1 of the last 2 right`));
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 320, `no sideways scrolling at 320 px (${width})`);
  assert.deepEqual(problems, []);
  await context.close();
});
