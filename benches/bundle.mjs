// Bytes of a release bundle: node benches/bundle.mjs <dist-dir> <out.json>
//
// Every file in dist/, raw, gzip (zlib level 9, like `gzip -9 -n`) and brotli (quality 11, what a
// static host or CDN precompresses to). A first visit transfers every one of them once: the page
// loads index.html, the JS glue, the wasm and the stylesheets; the browser reads the manifest and
// icon; and the service worker (sw.js) precaches every file of the build for offline use.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

const [dist, outFile] = process.argv.slice(2);
const kinds = [
  [/\.wasm$/, 'wasm'], [/^sw\.js$/, 'service worker'], [/\.js$/, 'JS glue'], [/\.css$/, 'CSS'],
  [/\.html$/, 'HTML'], [/\.webmanifest$/, 'manifest'], [/\.(svg|png)$/, 'icon'],
];
const files = [];
for (const name of (await fs.readdir(dist)).sort()) {
  const file = path.join(dist, name);
  if (name.startsWith('.') || !(await fs.stat(file)).isFile()) continue; // .trunk-lock is not served
  const body = await fs.readFile(file);
  const kind = kinds.find(([re]) => re.test(name))?.[1] ?? 'other';
  files.push({
    name, kind, raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).length,
  });
}
const order = ['wasm', 'JS glue', 'CSS', 'HTML', 'service worker', 'manifest', 'icon', 'other'];
const rows = order
  .map((kind) => {
    const of = files.filter((f) => f.kind === kind);
    if (!of.length) return null;
    const sum = (k) => of.reduce((a, f) => a + f[k], 0);
    return { kind, files: of.map((f) => f.name), raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
  })
  .filter(Boolean);
const total = (k) => rows.reduce((a, r) => a + r[k], 0);
const summary = { rows, total: { raw: total('raw'), gzip: total('gzip'), brotli: total('brotli') }, files };
await fs.writeFile(outFile, JSON.stringify(summary, null, 1));
console.error(`bundle: ${summary.total.raw} B raw, ${summary.total.gzip} B gzip, ${summary.total.brotli} B brotli`);
