// Showdown timings inside a page: node benches/showdown/browser.mjs <figures-dir> <showdown.wasm> [--quick]
//
// Reads <figures-dir>/showdown-cases.json and showdown-native.json (written by the native
// cap-showdown-bench), serves a blank page, the wasm and the cases on 127.0.0.1 with cross-origin
// isolation (so performance.now() ticks in 5 µs steps, not 100 µs), and in headless Chromium:
// instantiates the module (plain exports, no wasm-bindgen; see src/wasm.rs), then times each call
// from JavaScript. Per run the hand is copied in and read outside the clock; the clock covers
// `resolve_prepared()` (the showdown) or `read_and_resolve()` (JSON text to report, as the app
// does). Writes <figures-dir>/showdown-browser.json and prints the markdown tables on stdout.
import fs from 'node:fs/promises';
import path from 'node:path';
import { serve, launch, PHONE, quantile } from '../web.mjs';

const [dir, wasmFile, ...flags] = process.argv.slice(2);
const quick = flags.includes('--quick');
const cases = JSON.parse(await fs.readFile(path.join(dir, 'showdown-cases.json'), 'utf8'));
const native = JSON.parse(await fs.readFile(path.join(dir, 'showdown-native.json'), 'utf8'));
await fs.copyFile(wasmFile, path.join(dir, 'showdown.wasm'));
await fs.writeFile(path.join(dir, 'showdown.html'), '<!doctype html><meta charset="utf-8"><title>showdown bench</title>');

const RUNS = quick ? 200 : 2000;
const THROTTLED_RUNS = quick ? 40 : 300;
const CELL_RUNS = quick ? 40 : 200;

async function inPage(page, spec) {
  return page.evaluate(async ({ spec }) => {
    const bytes = await (await fetch('showdown.wasm')).arrayBuffer();
    const module = await WebAssembly.compile(bytes);
    const imports = {};
    for (const { module: from, name, kind } of WebAssembly.Module.imports(module)) {
      if (kind !== 'function') throw new Error(`cannot provide the ${kind} import ${from}.${name}`);
      (imports[from] ??= {})[name] = () => { throw new Error(`unexpected call to ${from}.${name}`); };
    }
    const { exports: x } = await WebAssembly.instantiate(module, imports);
    const encoder = new TextEncoder();
    const encoded = new Map();
    const load = (text) => {
      let b = encoded.get(text);
      if (!b) { b = encoder.encode(text); encoded.set(text, b); }
      const ptr = x.input(b.length);
      new Uint8Array(x.memory.buffer, ptr, b.length).set(b);
    };
    const first = {};
    if (spec.some((job) => job.first)) {
      // The very first showdown in a fresh page: V8 runs new wasm code in its baseline compiler
      // (Liftoff) and optimises hot functions later, so this is what a dealer's first showdown
      // after opening the app costs.
      const job = spec.find((j) => j.first);
      load(job.hands[0]);
      const p0 = performance.now();
      if (x.prepare() !== 0) throw new Error('hand 0 does not read');
      first.prepare = performance.now() - p0;
      load(job.hands[1 % job.hands.length]);
      const p1 = performance.now();
      x.prepare();
      first.prepareAgain = performance.now() - p1;
      load(job.hands[0]);
      x.prepare();
      const t0 = performance.now();
      x.resolve_prepared();
      first.resolve = performance.now() - t0;
    }
    const time = (hands, runs, mode, warmMs = 300) => {
      const times = [];
      // Warm-up: at least 50 calls and warmMs (300 ms for the worst case), so the optimising compiler has taken over.
      const warm = performance.now();
      let calls = 0;
      for (let i = 0; calls < 50 || performance.now() - warm < warmMs; i++, calls++) {
        load(hands[i % hands.length]);
        if (mode === 'read') x.read_and_resolve();
        else { (mode === 'unchecked' ? x.prepare_unchecked : x.prepare)(); x.resolve_prepared(); }
      }
      for (let i = 0; i < runs; i++) {
        load(hands[i % hands.length]);
        if (mode !== 'read') {
          const prepare = mode === 'unchecked' ? x.prepare_unchecked : x.prepare;
          if (prepare() !== 0) throw new Error(`hand ${i % hands.length} does not read`);
        }
        const t0 = performance.now();
        const sum = mode === 'read' ? x.read_and_resolve() : x.resolve_prepared();
        const t1 = performance.now();
        if (sum === 0) throw new Error('resolve failed');
        times.push(t1 - t0);
      }
      times.sort((a, b) => a - b);
      const at = (q) => times[Math.round((times.length - 1) * q)];
      return { runs: times.length, median: at(0.5), p95: at(0.95), min: times[0] };
    };
    const out = { isolated: self.crossOriginIsolated, first };
    for (const job of spec) out[job.key] = job.cells
      ? job.cells.map((c) => ({ players: c.players, hole: c.hole, resolve: time(c.hands, job.runs, 'unchecked', 30) }))
      : time(job.hands, job.runs, job.mode);
    return out;
  }, { spec });
}

const server = await serve(dir, { isolated: true });
const browser = await launch();
let results;
try {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${server.url}showdown.html`);
  results = await inPage(page, [
    { key: 'resolve', hands: cases.worst.hands, runs: RUNS, mode: 'prepared', first: true },
    { key: 'read_and_resolve', hands: cases.worst.hands, runs: RUNS, mode: 'read' },
    { key: 'grid', cells: cases.grid, runs: CELL_RUNS },
  ]);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const throttled = await inPage(page, [
    { key: 'resolve_throttled', hands: cases.worst.hands, runs: THROTTLED_RUNS, mode: 'prepared' },
  ]);
  results.resolve_throttled = throttled.resolve_throttled;
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
if (!results.isolated) throw new Error('the page was not cross-origin isolated: timer resolution would be 100 µs');
await fs.writeFile(path.join(dir, 'showdown-browser.json'), JSON.stringify(results, null, 1));

// Markdown.
const f = (v) => (v >= 10 ? v.toFixed(1) : v >= 1 ? v.toFixed(2) : v.toFixed(3));
const w = cases.worst;
const opts = Object.entries(w.options).map(([k, v]) => `${k}=${v}`).join(', ') || 'defaults';
const lines = [];
lines.push(`Worst case: **${w.name}** (\`${w.game}\`, options ${opts}), ${w.players} players x ${w.hole} hole cards, ${w.points} points, every stake different (every side pot exists); the slowest of ${cases.screened} configurations screened natively (every game, every option combination, every table size, most hole cards). ${w.hands.length} different deals, cycled.`);
lines.push('');
lines.push(`The slowest configurations natively (median \`resolve()\` over the same 10 deals each, interleaved rounds): ${cases.finalists
  .map((c) => `${c.name} [${Object.values(c.options).join(', ') || 'defaults'}] ${c.players}x${c.hole}: ${f(c.median)} ms`).join('; ')}.`);
lines.push('');
lines.push('| work (worst case) | runs | median | p95 | budget |');
lines.push('|---|---:|---:|---:|---|');
const row = (label, s, budget = '') => lines.push(`| ${label} | ${s.runs} | ${f(s.median)} ms | ${f(s.p95)} ms | ${budget} |`);
const verdict = (s) => (s.median < 3 ? `< 3 ms: **met** (median)` : `< 3 ms: **not met** (median)`);
row('wasm in Chromium: `resolve()`', results.resolve, verdict(results.resolve));
row('wasm in Chromium: JSON text → checked hand → report (the app\'s path)', results.read_and_resolve);
row('wasm in Chromium at 4x CPU throttling (a phone): `resolve()`', results.resolve_throttled);
lines.push(`| wasm in Chromium: the first \`resolve()\` in a fresh page (baseline compiler, one run) | 1 | ${f(results.first.resolve)} ms | | |`);
lines.push(`| wasm in Chromium: the first hand file read in a fresh page (builds the declarations and checks that hand's game) / the next one | 1 | ${f(results.first.prepare)} ms / ${f(results.first.prepareAgain)} ms | | natively building and checking every game takes ${f(native.catalogue_ms)} ms |`);
row('native (release): `resolve()`', native.worst.resolve);
row('native (release): JSON text → checked hand → report', native.worst.read_and_resolve);
lines.push('');
lines.push(`wasm / native (median, \`resolve()\`): ${(results.resolve.median / native.worst.resolve.median).toFixed(2)}x. The wasm is built like the app's (profile \`wasm-release\`: opt-level "z", fat LTO, panic=abort, then \`wasm-opt -Oz\`); native is the release profile (opt-level 3).`);
if (native.per_point) {
  lines.push('');
  lines.push(`Natively, each point of the worst case alone (median \`resolve()\` with only that point): ${native.per_point
    .map((p) => `${p.label} (${p.ranking}) ${f(p.resolve.median)} ms`).join('; ')}.`);
}
const growth = `\n### How cost grows (${w.name}, options ${opts})\n`;
lines.push(growth);
lines.push(`Median milliseconds to \`resolve()\` one hand, wasm in Chromium / native, by players (rows) and hole cards per player (columns). Cells in **bold** are hands the rules deal (CAP deals as many hole cards as the deck allows, plus one per ESG/Christmas street); the others are built straight from the cards (skipping the hand-file checks) to separate the two dimensions. Blank: the deck runs out.`);
lines.push('');
const cols = cases.columns;
lines.push(`| players \\ hole cards | ${cols.join(' | ')} |`);
lines.push(`|---|${cols.map(() => '---:').join('|')}|`);
const players = [...new Set(cases.grid.map((c) => c.players))];
for (const p of players) {
  const cells = cols.map((h) => {
    const k = cases.grid.findIndex((c) => c.players === p && c.hole === h);
    if (k < 0) return '';
    const text = `${f(results.grid[k].resolve.median)} / ${f(native.grid[k].resolve.median)}`;
    return cases.grid[k].valid ? `**${text}**` : text;
  });
  lines.push(`| ${p} | ${cells.join(' | ')} |`);
}
console.log(lines.join('\n'));
