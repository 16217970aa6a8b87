// The drills screen's shared steps (issue 26, issue 37): open a game's drills, pick a drill, and
// read the right answer through group mode's Show without answering.
import { GamesScreen } from './games.mjs';

/** Opens the drills of `game` (a button name) in `family` from the games screen. */
export async function openDrills(page, family, game) {
  const games = new GamesScreen(page);
  await games.waitForApp();
  await games.family(family).getByRole('button', { name: game }).click();
  await page.getByRole('button', { name: 'New to this game? Learn it with drills' }).click();
  await page.getByRole('heading', { name: /^Learn / }).waitFor();
}

/** Group mode's Show: the right answer's words, read without answering (then back to answering). */
export async function peek(page) {
  const group = page.getByRole('checkbox', { name: /Group mode/ });
  await group.check();
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const words = await page.locator('.drills__verdict li').allInnerTexts();
  await group.uncheck();
  return words;
}

/** Picks one drill and waits for its question. */
export async function drill(page, name) {
  await page.getByRole('button', { name, exact: true }).click();
  await page.locator('.drills__title').filter({ hasText: name }).waitFor();
}
