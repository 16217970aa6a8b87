// Drills that score what was meant (issue 37): "19" typed in Cards each stays "19", the next
// question starts with empty boxes, and a wrong "Who wins?" part followed by Skip is a miss.
// At 390x844 (openPhonePage's phone).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPhonePage, screenshot } from './support.mjs';
import { openDrills, peek, drill } from './pages/drills.mjs';

const fx = useBrowser();

const skip = (page) => page.getByRole('button', { name: 'Skip this one' }).click();
const verdicts = (page) => page.locator('.drills__verdict li').allInnerTexts();
const record = (page) => page.locator('.drills__record').innerText();
const countBox = (page) => page.getByRole('spinbutton', { name: /Cards each/ });

/** Skips until the question asks for a count. */
async function untilCount(page) {
  for (let i = 0; i < 60; i++) {
    if (await countBox(page).count()) return;
    await skip(page);
  }
  assert.fail('a Cards each question came up');
}

test('Cards each takes "19" typed key by key, and the next count question starts empty', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await openDrills(page, 'Funnel', /High\/low \(split pot\)/);
  await drill(page, 'Where does it go?');
  await untilCount(page);
  await countBox(page).click();
  await page.keyboard.type('19', { delay: 50 });
  assert.equal(await countBox(page).inputValue(), '19', 'the caret stays after the first digit');
  await screenshot(page, 'drills-count-typed');
  // The answer as meant: the right count, typed key by key, is marked right.
  const [words] = await peek(page);
  const n = words.match(/(\d+) (?:extra cards? )?each/)[1];
  // The same question: clear the box and type the right count, key by key.
  await countBox(page).fill('');
  await countBox(page).click();
  await page.keyboard.type(n, { delay: 50 });
  assert.equal(await countBox(page).inputValue(), n);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  assert.match((await verdicts(page)).at(-1), /^✓ Right\./);
  await page.getByRole('button', { name: 'Next question' }).click();
  await untilCount(page);
  assert.equal(await countBox(page).inputValue(), '', 'the next question starts empty');
  assert.deepEqual(problems, []);
  await context.close();
});

test('How to cut it?: the next question starts with empty boxes', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await openDrills(page, 'Funnel', /High\/low \(split pot\)/);
  await drill(page, 'How to cut it?');
  const words = await peek(page);
  const each = words[0].replace(/^Each takes: |\.$/g, '').split(', ').map((s) => s.split(' '));
  for (const [name, chips] of each) {
    const box = page.getByRole('textbox', { name: `${name} takes` });
    await box.click();
    await page.keyboard.type(chips, { delay: 30 });
    assert.equal(await box.inputValue(), chips);
  }
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  assert.match((await verdicts(page))[0], /^✓ Right\./);
  await page.getByRole('button', { name: 'Next question' }).click();
  await page.locator('.drills__verdict li').first().waitFor({ state: 'detached' });
  const boxes = page.getByRole('textbox', { name: / takes$/ });
  assert.ok((await boxes.count()) >= 2);
  for (const box of await boxes.all()) assert.equal(await box.inputValue(), '', 'an empty box');
  await screenshot(page, 'drills-cut-next-empty', { fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test('Who wins?: a wrong first answer then Skip is kept as a miss', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await openDrills(page, 'Funnel', /High\/low \(split pot\)/);
  await drill(page, 'Who wins?');
  // A question whose first point has a winner: "Nobody wins it" is then wrong and the cards remain.
  let first = null;
  for (let i = 0; i < 30 && !first; i++) {
    const words = await peek(page);
    if (!words[0].includes('nobody qualifies')) first = words[0];
    else await skip(page);
  }
  assert.ok(first, 'a question with a winner came up');
  await page.getByRole('button', { name: 'Nobody wins it', exact: true }).click();
  assert.match((await verdicts(page))[0], /^✗ Not quite\./);
  await skip(page);
  const r = await record(page);
  assert.match(r, /Who wins\?: 0 of the last 1 right/, r);
  assert.match(r, /Missed, to try again: 1/, r);
  await screenshot(page, 'drills-wins-skipped-miss', { fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test('Who wins? level 1: few hole cards each, and a low nobody wins says why', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await openDrills(page, 'Funnel', /High\/low \(split pot\)/);
  await drill(page, 'Who wins?');
  const holes = await page.locator('.drills__player').evaluateAll((rows) => rows.map((r) => r.querySelectorAll('.drills__card').length));
  assert.ok(Math.max(...holes) <= 5, `at most 5 hole cards each: ${holes}`);
  let nobody = null;
  for (let i = 0; i < 40 && !nobody; i++) {
    nobody = (await peek(page)).find((w) => w.includes('nobody qualifies'));
    if (!nobody) await skip(page);
  }
  assert.ok(nobody, 'a point nobody wins came up');
  assert.match(nobody, /A low hand needs five cards of different ranks, 8 or under/);
  assert.match(nobody, /every way|can use only|no way of playing/i);
  await page.getByRole('checkbox', { name: /Group mode/ }).check();
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await screenshot(page, 'drills-wins-nobody-why', { fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});
