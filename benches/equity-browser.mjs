// The equity benchmark in wasm inside a page in headless Chromium (unthrottled):
//   node benches/equity-browser.mjs <figures-dir> <cap_bench.wasm> <out.json> [--quick] [--heaviest SPEC]
//
// The module is cap-bench's plain cdylib, run by `runBenchWasm` (benches/web.mjs, which says what
// it imports); the timing schedule and the figures (JSON) are the same Rust code as the native
// `cap-bench --equity`.
import fs from 'node:fs/promises';
import { runBenchWasm } from './web.mjs';

const [dir, wasmFile, outFile, ...flags] = process.argv.slice(2);
if (!dir || !wasmFile || !outFile) {
  console.error('usage: node benches/equity-browser.mjs <figures-dir> <cap_bench.wasm> <out.json> [--quick] [--heaviest SPEC]');
  process.exit(2);
}
const at = flags.indexOf('--heaviest');
const heaviest = at >= 0 ? flags[at + 1] ?? '' : '';
const run = await runBenchWasm(dir, wasmFile, 'equity', {
  entry: 'equity_main', flag: flags.includes('--quick') ? 1 : 0, input: heaviest,
});
const figures = JSON.parse(run.stdout);
figures.browser = run.browser;
await fs.writeFile(outFile, JSON.stringify(figures, null, 1));
