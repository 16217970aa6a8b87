// Accessibility: axe-core on every screen, at 320 and 390 px, light and dark, with no serious or
// critical violation; a screenshot of each; and no tap target under 24 px on the card pickers.
//
// axe is put into the page with `page.evaluate(source)`, which runs over the DevTools protocol:
// the page's strict CSP (script-src 'self' plus the loader's hash) refuses `addScriptTag`'s inline
// script, and `bypassCSP` would test a page the phone never sees. Evaluating over the protocol is
// not subject to the page's CSP, and axe itself needs no eval.
//
// One page walks through the screens; each screen is checked at the four widths and schemes by
// resizing the viewport and emulating the colour scheme, so each is built once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { useBrowser, openPhonePage, screenshot, placeName } from './support.mjs';
import { GamesScreen } from './pages/games.mjs';
import { RulesCard, HandScreen } from './pages/hand.mjs';

const fx = useBrowser();
const AXE = await fs.readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const WIDTHS = [320, 390];
const SCHEMES = ['light', 'dark'];

/** Runs axe on the page as it is; resolves to its serious and critical violations. */
async function axe(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help,
      targets: v.nodes.map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` (${n.any[0].message})` : ''}`),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Checks the screen now shown at every width and scheme; returns the findings as lines. */
async function checkScreen(page, name) {
  const found = [];
  for (const width of WIDTHS) {
    for (const scheme of SCHEMES) {
      await page.setViewportSize({ width, height: 844 });
      await page.emulateMedia({ colorScheme: scheme });
      // Each screen as it opens, at its top: a sticky bar (the hand screen's card picker, the
      // dealing guide's counts) over content scrolled under it is not a target too small — the
      // content scrolls clear of it (WCAG 2.5.8 counts a target that can be scrolled into view).
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      for (const v of await axe(page)) {
        found.push(`${name} ${width}px ${scheme}: ${v.id} (${v.impact}) ${v.help}\n    ${v.targets.slice(0, 6).join('\n    ')}${v.targets.length > 6 ? `\n    … and ${v.targets.length - 6} more` : ''}`);
      }
      await screenshot(page, `a11y-${name}-${width}-${scheme}`);
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  return found;
}

/**
 * The smallest width and height among the visible controls inside `locator` (a checkbox or radio
 * button counts with its label, which takes the tap too), each with the control it belongs to.
 */
async function smallestTarget(locator) {
  return locator.evaluate((root) => {
    let width = Infinity; let height = Infinity; let narrowest = ''; let lowest = '';
    for (const el of root.querySelectorAll('button, input, select, textarea, summary, [role="button"]')) {
      const target = el.closest('label') ?? el;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const what = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 40)}"`;
      if (box.width < width) { width = box.width; narrowest = what; }
      if (box.height < height) { height = box.height; lowest = what; }
    }
    return { width, height, narrowest, lowest };
  });
}

const describe = (t) => `${t.width.toFixed(1)} px wide (${t.narrowest}), ${t.height.toFixed(1)} px high (${t.lowest})`;

test('every screen passes axe with no serious or critical violation at 320 and 390 px, light and dark', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  const nav = page.getByRole('navigation', { name: 'Screens' });
  const games = new GamesScreen(page);
  await games.waitForApp();
  const found = [];
  found.push(...await checkScreen(page, 'games'));

  // The rules card, then the dealing guide mid-hand with its "Dealing error?" panel open.
  await games.family('Double board').getByRole('button', { name: /High\/high\/hand/ }).click();
  const card = new RulesCard(page);
  await card.players.fill('3');
  await card.names.fill('Ann, Ben, Cat');
  // A point tapped: its places lit on the drawing and the sentence under it.
  await card.point('Board 1 high').click();
  found.push(...await checkScreen(page, 'rules-card'));
  await page.getByRole('button', { name: 'Deal a hand' }).click();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  for (let i = 0; i < 3; i += 1) await next.click();
  await page.getByText('Dealing error?').click();
  found.push(...await checkScreen(page, 'deal'));

  // The hand screen with a resolved showdown.
  await nav.getByRole('button', { name: 'Games' }).click();
  await games.family('Double board').getByRole('button', { name: /High\/high\/hand/ }).click();
  await card.start.click();
  const hand = new HandScreen(page);
  await hand.typeBoard('As Kd 7h 2c 3c 9s Qh 4c 5d 8h');
  const used = new Set(['As', 'Kd', '7h', '2c', '3c', '9s', 'Qh', '4c', '5d', '8h']);
  const rest = [];
  for (const r of '23456789TJQKA') for (const s of 'shdc') if (!used.has(r + s)) rest.push(r + s);
  await hand.typeHole('Ann', rest.slice(0, 14).join(''));
  await hand.typeHole('Ben', rest.slice(14, 28).join(''));
  await hand.typeHole('Cat', rest.slice(28, 42).join(''));
  await hand.points.waitFor();
  found.push(...await checkScreen(page, 'hand'));

  await nav.getByRole('button', { name: 'History' }).click();
  await page.getByRole('heading', { level: 2, name: 'History' }).waitFor();
  found.push(...await checkScreen(page, 'history'));
  await nav.getByRole('button', { name: 'Settings' }).click();
  found.push(...await checkScreen(page, 'settings'));
  // The colour-blind safe deck on the hand screen (its suits against both themes' surfaces); the
  // scorers below are checked with it too.
  await page.getByRole('radio', { name: /^Colour-blind safe/ }).check();
  await nav.getByRole('button', { name: 'Hand' }).click();
  await hand.points.waitFor();
  found.push(...await checkScreen(page, 'hand-colour-blind'));

  for (const [button, name] of [['Chinese poker scorer', 'chinese'], ['Open Face Chinese', 'ofc'], ['32-card draw', 'draw32']]) {
    await nav.getByRole('button', { name: 'Games' }).click();
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    if (name === 'ofc') {
      // A card in the back row and one in the front: the rows then show cards and their names.
      for (const [row, card] of [['back', 'king of hearts'], ['front', 'two of clubs']]) {
        await page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: new RegExp(`^${row}`) }).click();
        await page.getByRole('group', { name: 'Card picker' }).getByRole('button', { name: card, exact: true }).click();
      }
    }
    found.push(...await checkScreen(page, name));
  }

  // The game designer (issue 21), from the games list: a place tapped onto the grid.
  await nav.getByRole('button', { name: 'Games' }).click();
  await page.getByRole('button', { name: 'Design a game' }).click();
  await page.getByRole('heading', { name: 'Design a game' }).waitFor();
  found.push(...await checkScreen(page, 'designer'));

  assert.equal(found.length, 0, `serious or critical accessibility violations:\n${found.join('\n')}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('at 320 px no tap target on the hand and OFC screens is under 24 px, every card has a spoken name, the keypad\'s suits their colours', async () => {
  const { page, context, problems } = await openPhonePage(fx.browser, fx.server.url);
  await page.setViewportSize({ width: 320, height: 700 });
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family('Double board').getByRole('button', { name: /High\/high\/hand/ }).click();
  await new RulesCard(page).start.click();
  const hand = new HandScreen(page);
  await hand.pick('king of hearts');
  const picker = await smallestTarget(hand.picker);
  assert.ok(picker.width >= 24 && picker.height >= 24, `hand picker: ${describe(picker)}`);
  const screen = await smallestTarget(page.locator('main'));
  assert.ok(screen.width >= 24 && screen.height >= 24, `hand screen: ${describe(screen)}`);
  // Each card says its name: the 52 picker keys, and the card drawn in its place.
  // The names as the accessibility tree has them (hidden words, not the drawn glyphs).
  const names = [...(await hand.picker.ariaSnapshot()).matchAll(/- button "([^"]*)"/g)].map((m) => m[1]);
  assert.equal(names.length, 52, names.join(', '));
  for (const n of names) assert.match(n, /^(two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace) of (spades|hearts|diamonds|clubs)$/);
  assert.match(await placeName(hand.slot('1.f1')), /king of hearts/);

  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Games' }).click();
  await page.getByRole('button', { name: 'Open Face Chinese', exact: true }).click();
  const ofc = page.getByRole('group', { name: 'Card picker' });
  await ofc.waitFor();
  const ofcKeys = await smallestTarget(ofc);
  assert.ok(ofcKeys.width >= 24 && ofcKeys.height >= 24, `OFC picker: ${describe(ofcKeys)}`);
  const ofcScreen = await smallestTarget(page.locator('main'));
  assert.ok(ofcScreen.width >= 24 && ofcScreen.height >= 24, `OFC screen: ${describe(ofcScreen)}`);
  await screenshot(page, 'a11y-ofc-picker-320');

  // The keypad's suit keys wear the deck's four colours, as the picker's cards do.
  const nav = page.getByRole('navigation', { name: 'Screens' });
  await nav.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: /^Keypad/ }).check();
  await nav.getByRole('button', { name: 'Hand' }).click();
  const keypad = page.getByRole('group', { name: 'Card picker' });
  await keypad.getByRole('button', { name: 'queen', exact: true }).click();
  const colours = await keypad.locator('.keypad__suit').evaluateAll((keys) => keys.map((k) => getComputedStyle(k).color));
  const expected = await page.evaluate(() => ['spades', 'hearts', 'diamonds', 'clubs'].map((s) => {
    const probe = document.createElement('span');
    probe.style.color = `var(--suit-${s})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }));
  assert.deepEqual(colours, expected, 'suit keys in spades, hearts, diamonds, clubs colours');
  assert.equal(new Set(colours).size, 4);
  const keys = await smallestTarget(keypad);
  assert.ok(keys.width >= 24 && keys.height >= 24, `keypad: ${describe(keys)}`);
  await screenshot(page, 'a11y-keypad-320');
  assert.deepEqual(problems, []);
  await context.close();
});
