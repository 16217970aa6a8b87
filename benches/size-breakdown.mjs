// What one of the app's wasm modules is made of:
//   node benches/size-breakdown.mjs <named.wasm> <dist-dir> <what it is> [--families]
//
// <named.wasm> is the module optimised exactly as scripts/build_wasm.py does (wasm-opt -Oz) but
// with function names kept (-g); its code and data match the shipped file's (the file of the same
// name in <dist-dir>) to within a few percent. --families prints only the first table. Runs twiggy
// (crates.io) and prints markdown: bytes by crate (and by module for CAP and the standard
// library), the largest single items, and what the largest subtrees of the call graph retain.
// Names are attributed by their path: `<X as Trait>::f` counts for X's crate when X is a path,
// for the trait's otherwise (generic or primitive X); data segments are constants and strings.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const [wasm, dist, what, only] = process.argv.slice(2);
const twiggy = (...args) => JSON.parse(execFileSync('twiggy', [...args, '--format', 'json', wasm], { maxBuffer: 1 << 28 }).toString());
const items = twiggy('top', '-n', '1000000').filter((i) => !/^"function names" subsection$|^name section/.test(i.name));
const shippedName = fs.readdirSync(dist, { recursive: true }).find((n) => path.basename(n) === path.basename(wasm));
const shipped = fs.statSync(path.join(dist, shippedName)).size;
const total = items.reduce((a, i) => a + i.shallow_size, 0);

const clean = (name) => name.replace(/::h[0-9a-f]{16}$/, '').replace(/\[[0-9a-f]{16}\]/g, '');
// The first path in a Rust type or function name: "&mut serde_json::de::X<R>" -> serde_json::de::X.
const firstPath = (text) => {
  const m = text.replace(/^(&mut |&|dyn |\*const |\*mut |\[|\()+/, '').match(/^([A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_{][A-Za-z0-9_{}]*)*)/);
  return m && m[1].includes('::') ? m[1] : null;
};
function split(name) {
  // "<X as Y>::rest" or "<X>::rest": the type X and trait Y at the outermost angle brackets.
  if (!name.startsWith('<')) return { self: name };
  let depth = 0;
  let as = -1;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === '<') depth++;
    else if (c === '>') { depth--; if (depth === 0) return { self: name.slice(1, as < 0 ? i : as), trait: as < 0 ? null : name.slice(as + 4, i) }; }
    else if (depth === 1 && as < 0 && name.startsWith(' as ', i)) as = i;
  }
  return { self: name };
}
const LEPTOS = new Set(['leptos', 'tachys', 'reactive_graph', 'leptos_macro', 'leptos_dom', 'leptos_server', 'server_fn', 'any_spawner', 'throw_error', 'or_poisoned', 'hydration_context', 'next_tuple', 'send_wrapper', 'oco_ref', 'leptos_config', 'futures_util', 'futures_channel', 'futures_executor', 'futures_core', 'slotmap', 'guardian', 'pin_project_lite', 'either_of', 'rustc_hash', 'indexmap', 'hashbrown']);
const STD = new Set(['core', 'alloc', 'std', 'compiler_builtins', 'dlmalloc']);
function group(item) {
  const name = clean(item.name);
  if (/^data segment/.test(name)) return 'data segments (constants, strings, tables)';
  if (/^(elem|table|type|import|export|global|memory|start|code section|wasm magic|custom section)\b|^"/.test(name) || /section/.test(name)) return 'wasm structure (imports, exports, types, tables)';
  if (/^__wbg|^__wbindgen|^__externref|^wasm_bindgen/.test(name)) return 'wasm-bindgen';
  const { self, trait } = split(name);
  const p = firstPath(self) ?? (trait && firstPath(trait)) ?? firstPath(name) ?? '';
  const parts = p.split('::');
  const crate = parts[0];
  if (!crate) return 'other (unnamed, primitives)';
  if (crate === 'cap') return parts.slice(0, parts[1] === 'engine' || parts[1] === 'ui' ? 3 : 2).join('::');
  if (STD.has(crate)) return crate === 'compiler_builtins' || crate === 'dlmalloc' ? crate : parts.slice(0, 2).join('::');
  return crate;
}
const groups = new Map();
for (const item of items) {
  const g = group(item);
  const e = groups.get(g) ?? { bytes: 0, count: 0 };
  e.bytes += item.shallow_size; e.count++;
  groups.set(g, e);
}
const sorted = [...groups.entries()].sort((a, b) => b[1].bytes - a[1].bytes);
const pct = (b) => `${((100 * b) / total).toFixed(1)} %`;
const int = (b) => b.toLocaleString('en-US');
const family = (pred) => sorted.filter(([g]) => pred(g)).reduce((a, [, e]) => a + e.bytes, 0);

const out = [];
out.push(`Measured with twiggy ${execFileSync('twiggy', ['--version']).toString().trim().split(' ').pop()} on ${what} (\`${path.basename(wasm)}\`) optimised like the shipped one but with names kept: ${int(total)} bytes of code and data besides the names (the shipped file: ${int(shipped)} bytes).`);
out.push('');
out.push('| families | bytes | share |');
out.push('|---|---:|---:|');
const families = [
  ['Leptos and its reactive/rendering crates (leptos, tachys, reactive_graph, futures, …)', (g) => LEPTOS.has(g)],
  ['CAP engine (`cap::engine::*`)', (g) => g.startsWith('cap::engine')],
  ['CAP UI (`cap::ui::*`, `cap::main`)', (g) => g.startsWith('cap::ui') || g === 'cap::main'],
  ['data segments (constants, strings, lookup tables)', (g) => g.startsWith('data segments')],
  ['Rust standard library (`core`, `alloc`, `std`, allocator, compiler builtins)', (g) => /^(core|alloc|std)::|^(core|alloc|std|compiler_builtins|dlmalloc)$/.test(g)],
  ['`core::fmt` alone (formatting machinery, incl. float printing)', (g) => g === 'core::fmt'],
  ['serde + serde_json (hand files, storage)', (g) => /^serde/.test(g)],
  ['wasm-bindgen, js-sys, web-sys glue', (g) => /^(wasm-bindgen|wasm_bindgen|js_sys|web_sys|wasm_bindgen_futures|console_error_panic_hook)/.test(g)],
];
for (const [label, pred] of families) out.push(`| ${label} | ${int(family(pred))} | ${pct(family(pred))} |`);
if (only === '--families') {
  console.log(out.join('\n'));
  process.exit(0);
}
out.push('');
out.push('<details><summary>By crate (and module for CAP and the standard library), top 25</summary>');
out.push('');
out.push('| crate or module | bytes | share | items |');
out.push('|---|---:|---:|---:|');
for (const [g, e] of sorted.slice(0, 25)) out.push(`| \`${g}\` | ${int(e.bytes)} | ${pct(e.bytes)} | ${e.count} |`);
out.push('');
out.push('</details>');
out.push('');
// Candidates for a smaller bundle: named patterns, their bytes in this build, and the fix.
const bytesOf = (re) => {
  const hit = items.filter((i) => re.test(clean(i.name)));
  return { bytes: hit.reduce((a, i) => a + i.shallow_size, 0), count: hit.length };
};
const candidates = [
  [/core::slice::sort::/, 'Sorting: every `sort`/`sort_by_key` on a new element type or closure is a new copy of the standard library\'s stable driftsort (~3.5 KB each) or unstable quicksort (~2.7 KB each)',
    'Sort through one shared helper (e.g. a small insertion sort on indices or on `(key, index)` pairs: the vectors hold players, positions or at most 52 cards), or at least use `sort_unstable*` where ties cannot occur'],
  [/<f(32|64) as core::fmt::(Display|Debug)>|core::num::flt2dec|core::fmt::float/, 'Float formatting (`<f32 as Display>` and flt2dec): the layout drawing writes `f32` coordinates into SVG attributes and the viewBox (`src/ui/components/layout_diagram.rs`)',
    'Round to integers before they reach the DOM (`(x * UNIT).round() as i32`; UNIT is 60 px), so only integer formatting, which the app already has, remains'],
  [/^(<[^>]*)?serde|serde_json|serde_core|as serde/, 'serde + serde_json: hand files, storage and share links (`src/engine/hand_file.rs`, `src/ui/storage.rs`)',
    'A small hand-written reader/writer for the three stored shapes (hand file, history, settings), or `miniserde`/`nanoserde`; keep serde_json for the native `cap` command only (behind `cfg(not(target_arch = "wasm32"))`)'],
  [/cap::engine::game::(catalogue|Game::(new|build|every_choice|check)|geometry)/, 'The catalogue as code: `Catalogue::builtin` builds 55 `GameSpec`s with Vec/String pushes, and `Game::new` builds every option combination at load to validate it',
    'Validate every combination in a native test only, and build one game\'s rules when it is opened; declare the specs as `const`/`static` data (`&\'static str`, slices) instead of code'],
  [/^(tachys|reactive_graph|<[^>]*(tachys|reactive_graph))/, 'Leptos rendering and reactivity (tachys, reactive_graph): each `view!` is a distinct generic type, monomorphised with all its closures',
    'Erase types at screen and list-item boundaries with `.into_any()`, move large closures and component bodies into plain non-generic functions, and prefer one `Memo` of plain data over many small derived signals'],
  [/core::fmt::(Debug|builders)|as core::fmt::Debug>/, '`Debug` formatting (derived `Debug` used in `{:?}`, `expect`, `unwrap` messages)',
    'Avoid `{:?}` in UI strings and error messages; panics are aborts here, so their messages are never seen'],
];
out.push('Where bytes could be saved (items matched by name in this build; raw bytes, gzip typically ~40 % of raw):');
out.push('');
out.push('| what | bytes | items | fix |');
out.push('|---|---:|---:|---|');
for (const [re, what, fix] of candidates) {
  const { bytes, count } = bytesOf(re);
  out.push(`| ${what} | ${int(bytes)} | ${count} | ${fix} |`);
}
out.push('');
out.push('Largest single items (`twiggy top`):');
out.push('');
out.push('| item | bytes |');
out.push('|---|---:|');
for (const item of items.slice(0, 15)) out.push(`| \`${clean(item.name).replace(/\|/g, '\\|').slice(0, 110)}\` | ${int(item.shallow_size)} |`);
console.log(out.join('\n'));
