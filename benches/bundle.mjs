// Bytes of a release bundle: node benches/bundle.mjs <dist-dir> <out.json>
//
// Every file in dist/ (and its app-<hash>/ folder), raw, gzip (zlib level 9, like `gzip -9 -n`) and
// brotli (quality 11, what a static host or CDN precompresses to). The first load is what the page
// fetches to show its first screen: index.html, the JS glue, the main wasm and the stylesheet; the
// browser reads the manifest and icon, and the service worker (sw.js) is installed. The wasm of
// the other screens (split off by scripts/build_wasm.py) is fetched when one of them opens, and the
// service worker fetches it in the background for offline use, so a first visit transfers every
// file once in the end: both totals are written.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

const [dist, outFile] = process.argv.slice(2);
const OTHER_SCREENS = 'wasm of the other screens';
const kinds = [
  [/_bg\.wasm$/, 'wasm'], [/\.wasm$/, OTHER_SCREENS], [/^sw\.js$/, 'service worker'], [/\.js$/, 'JS glue'], [/\.css$/, 'CSS'],
  [/\.html$/, 'HTML'], [/\.webmanifest$/, 'manifest'], [/\.(svg|png)$/, 'icon'],
];
const files = [];
const names = (await fs.readdir(dist, { recursive: true })).map((n) => n.split(path.sep).join('/')).sort();
for (const name of names) {
  const file = path.join(dist, name);
  if (name.split('/').some((part) => part.startsWith('.')) || !(await fs.stat(file)).isFile()) continue; // .trunk-lock is not served
  const body = await fs.readFile(file);
  const kind = kinds.find(([re]) => re.test(path.basename(name)))?.[1] ?? 'other';
  files.push({
    name, kind, raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).length,
  });
}
const order = ['wasm', OTHER_SCREENS, 'JS glue', 'CSS', 'HTML', 'service worker', 'manifest', 'icon', 'other'];
const rows = order
  .map((kind) => {
    const of = files.filter((f) => f.kind === kind);
    if (!of.length) return null;
    const sum = (k) => of.reduce((a, f) => a + f[k], 0);
    return { kind, files: of.map((f) => f.name), raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
  })
  .filter(Boolean);
const sum = (of, k) => of.reduce((a, r) => a + r[k], 0);
const totals = (of) => ({ raw: sum(of, 'raw'), gzip: sum(of, 'gzip'), brotli: sum(of, 'brotli') });
const firstLoad = rows.filter((r) => r.kind !== OTHER_SCREENS);
const summary = { rows, total: totals(rows), firstLoad: totals(firstLoad), files };
await fs.writeFile(outFile, JSON.stringify(summary, null, 1));
console.error(`bundle: first load ${summary.firstLoad.gzip} B gzip; every file once ${summary.total.raw} B raw, ${summary.total.gzip} B gzip, ${summary.total.brotli} B brotli`);
