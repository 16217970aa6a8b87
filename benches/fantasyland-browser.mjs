// The Fantasyland best-arrangement benchmark in wasm inside a page in headless Chromium
// (unthrottled), where the app runs it:
//   node benches/fantasyland-browser.mjs <figures-dir> <cap_bench.wasm> [--quick] > table.md
//
// The module is cap-bench's plain cdylib, run by `runBenchWasm` (benches/web.mjs, which says what
// it imports); the deals and the tables are the same Rust code as the native `cap-bench
// --fantasyland` (benches/src/fantasyland.rs).
import { runBenchWasm } from './web.mjs';

const [dir, wasmFile, ...flags] = process.argv.slice(2);
if (!dir || !wasmFile) {
  console.error('usage: node benches/fantasyland-browser.mjs <figures-dir> <cap_bench.wasm> [--quick]');
  process.exit(2);
}
const run = await runBenchWasm(dir, wasmFile, 'fantasyland', {
  entry: 'fantasyland_main', flag: flags.includes('--quick') ? 1 : 0,
});
process.stdout.write(`${run.browser}\n\n${run.stdout}`);
