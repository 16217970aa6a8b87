// Start-up of the release bundle: node benches/startup.mjs <dist-dir> <out.json> [--quick] [--floor <dist-dir>]
//
// With --floor, a second bundle (benches/counter: a bare Leptos page built exactly like the app,
// whose search box updates a count the same way) is loaded in turns with the app, one load each,
// so both medians come from the same minutes of the same machine; its figures go under `floor`.
//
// Each load gets a fresh browser context (empty HTTP cache, no service worker: a first visit) at a
// phone viewport, with CDP `Emulation.setCPUThrottlingRate {rate: 4}` set before navigation. A
// script injected before the page's own waits for the games screen's search box (static markup,
// there before the app starts), types into it and stops the clock when the game count answers
// ("55 games" becomes something else): that is "interactive", a control that responds. Times are `performance.now()` in the page, i.e.
// milliseconds since navigation start. Also recorded: first contentful paint and when the app
// marked itself ready (`.app[data-ready]`) and the first frame after that (laid out and painted).
//
// Then a few loads of each on an emulated slow mobile connection (DevTools' "Fast 3G", the files
// served gzipped), in turns too: there the page's first paint (for the app, the games list itself,
// which is static markup) comes long before the WebAssembly has arrived. Figures under `mobile`.
//
// The probe says it is done with a console message, and nothing is evaluated in the page until
// then: Playwright's `waitForFunction` would inject its own script (a few hundred KB of JS, some
// 150-250 ms of the throttled main thread) as soon as the page's load event fires, which is while
// the app is still starting, and that time would be counted as the app's.
import fs from 'node:fs/promises';
import path from 'node:path';
import { serve, launch, PHONE, quantile } from './web.mjs';

const [dist, outFile, ...flags] = process.argv.slice(2);
const quick = flags.includes('--quick');
const floorDist = flags.includes('--floor') ? flags[flags.indexOf('--floor') + 1] : null;
const LOADS = quick ? 3 : 25; // the medians move by ±20 % from run to run on this shared machine at 15
const WARMUPS = 1; // one discarded load warms the OS file cache and Chromium's own start-up

const PROBE = () => {
  const t = (window.__capStartup = {});
  const tick = () => {
    const ready = document.querySelector('.app[data-ready="true"]');
    if (ready && t.ready === undefined) {
      t.ready = performance.now();
      // The first frame after mounting: the screen is laid out and painted (a task after the frame).
      requestAnimationFrame(() => setTimeout(() => { t.painted = performance.now(); }, 0));
    }
    const input = document.querySelector('.games input[type="search"]');
    const count = document.querySelector('.games__count');
    if (input && count && t.typed === undefined) {
      t.controlSeen = performance.now();
      t.before = count.textContent;
      input.value = 'bullseye';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      t.typed = performance.now();
    }
    if (t.typed !== undefined && count && count.textContent !== t.before) {
      t.interactive = performance.now();
      t.after = count.textContent;
      observer.disconnect();
      const done = () => (t.painted === undefined ? setTimeout(done, 5) : console.log('cap-startup-interactive'));
      done();
      return;
    }
  };
  const observer = new MutationObserver(tick);
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
};

const server = await serve(dist);
const floorServer = floorDist ? await serve(floorDist) : null;
const browser = await launch();
const loads = [];
const floorLoads = [];
const compile = [];

/**
 * A slow mobile connection for the second set of loads: Chrome DevTools' "Fast 3G" (1.6 Mbit/s down,
 * 750 kbit/s up, 150 ms round trip) from servers that gzip, as a static host would.
 */
const MOBILE = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const MOBILE_LOADS = quick ? 1 : 7;
const mobileServer = await serve(dist, { gzip: true });
const mobileFloorServer = floorDist ? await serve(floorDist, { gzip: true }) : null;
const mobileLoads = [];
const mobileFloorLoads = [];

/** One cold load of the page at `url`, timed by the probe; `network` emulates a connection. */
async function load(url, network = null) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  await page.addInitScript(PROBE);
  const answered = page.waitForEvent('console', { predicate: (m) => m.text() === 'cap-startup-interactive', timeout: 30000 });
  await page.goto(url);
  await answered;
  const t = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    // The first screen's module and JS glue (the app's are app-<hash>/cap_bg.wasm and cap.js).
    const wasm = performance.getEntriesByType('resource').find((r) => r.name.endsWith('_bg.wasm'));
    const js = performance.getEntriesByType('resource').find((r) => /\/cap[^/]*\.js$/.test(r.name));
    return { ...window.__capStartup, fcp: fcp ? fcp.startTime : null, wasmLoaded: wasm?.responseEnd, jsLoaded: js?.responseEnd };
  });
  if (errors.length) throw new Error(`page errors at ${url}: ${errors.join('; ')}`);
  if (!/^\d+ games?$/.test(t.after ?? '')) throw new Error(`the count answered oddly at ${url}: ${t.before} -> ${t.after}`);
  await context.close();
  return t;
}

try {
  for (let i = 0; i < WARMUPS + LOADS; i++) {
    // In turns, the order swapped every round, so neither page always follows the other.
    const pair = [['app', server.url], ...(floorServer ? [['floor', floorServer.url]] : [])];
    if (i % 2) pair.reverse();
    for (const [which, url] of pair) {
      const t = await load(url);
      if (i >= WARMUPS) (which === 'app' ? loads : floorLoads).push(t);
    }
  }
  // The same on a slow mobile connection, fewer loads (each takes seconds), also in turns.
  for (let i = 0; i < MOBILE_LOADS; i++) {
    const pair = [['app', mobileServer.url], ...(mobileFloorServer ? [['floor', mobileFloorServer.url]] : [])];
    if (i % 2) pair.reverse();
    for (const [which, url] of pair) (which === 'app' ? mobileLoads : mobileFloorLoads).push(await load(url, MOBILE));
  }
  // Diagnostics: how long compiling the wasm alone takes at the same throttling, in a fresh page.

  const wasmName = (await fs.readdir(dist, { recursive: true })).find((n) => n.endsWith('_bg.wasm')).split(path.sep).join('/');
  for (let i = 0; i < (quick ? 2 : 5); i++) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${server.url}manifest.webmanifest`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    compile.push(await page.evaluate(async (name) => {
      const bytes = await (await fetch(name, { cache: 'no-store' })).arrayBuffer();
      const t0 = performance.now();
      await WebAssembly.compile(bytes);
      return performance.now() - t0;
    }, wasmName));
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  await floorServer?.close();
  await mobileServer.close();
  await mobileFloorServer?.close();
}
const figures = (runs) => {
  const pick = (k) => runs.map((l) => l[k]).filter((v) => typeof v === 'number');
  const median = (k) => quantile(pick(k), 0.5);
  return {
    loads: runs.length,
    interactive: { median: median('interactive'), min: Math.min(...pick('interactive')), max: Math.max(...pick('interactive')) },
    fcp: { median: median('fcp') },
    ready: { median: median('ready') },
    painted: { median: median('painted') },
    answer: `${runs[0].before} -> ${runs[0].after}`,
    jsLoaded: { median: median('jsLoaded') },
    wasmLoaded: { median: median('wasmLoaded') },
    all: pick('interactive').map((v) => Math.round(v)),
  };
};
const summary = {
  ...figures(loads),
  throttle: 4,
  viewport: `${PHONE.viewport.width}x${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x`,
  compile: { median: quantile(compile, 0.5) },
  floor: floorLoads.length ? figures(floorLoads) : null,
  mobile: { ...figures(mobileLoads), network: 'Fast 3G: 1.6 Mbit/s down, 150 ms round trip, gzip', floor: mobileFloorLoads.length ? figures(mobileFloorLoads) : null },
};
await fs.writeFile(outFile, JSON.stringify(summary, null, 1));
console.error(`startup: interactive median ${summary.interactive.median.toFixed(0)} ms over ${loads.length} cold loads (${summary.all.join(', ')})`);
console.error(`startup: on a slow mobile connection (${summary.mobile.network}), first paint ${summary.mobile.fcp.median.toFixed(0)} ms, interactive ${summary.mobile.interactive.median.toFixed(0)} ms${summary.mobile.floor ? `; the bare page ${summary.mobile.floor.interactive.median.toFixed(0)} ms` : ''}`);
if (summary.floor) console.error(`startup: the bare Leptos page, in turns with it: ${summary.floor.interactive.median.toFixed(0)} ms (${summary.floor.all.join(', ')})`);
