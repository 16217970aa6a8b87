// The equity section of docs/performance.md: node benches/equity.mjs <figures-dir> [summary|findings]
//
// Reads what `cap-bench --equity` (native) and benches/equity-browser.mjs (wasm in Chromium, the
// opt-level 3 build and the build as shipped) wrote into <figures-dir>: equity-native.json,
// equity-wasm.json and equity-wasm-shipped.json (see benches/src/equity.rs for the fields), and
// prints markdown: by default the tables, side by side; `summary` the summary rows; `findings` the
// findings bullet.
import fs from 'node:fs';
import path from 'node:path';

const [dir, section = 'tables'] = process.argv.slice(2);
const read = (name) => {
  const file = path.join(dir, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};
const BUILDS = [
  ['native', 'equity-native.json', 'native'],
  ['wasm', 'equity-wasm.json', 'wasm, opt-level 3'],
  ['shipped', 'equity-wasm-shipped.json', 'wasm as shipped'],
];
const runs = Object.fromEntries(BUILDS.map(([key, file]) => [key, read(file)]).filter(([, v]) => v));
const int = (n) => Math.round(n).toLocaleString('en-US');
const rate = (v) => (v >= 1e6 ? `${(v / 1e6).toFixed(v >= 1e7 ? 1 : 2)} M/s` : v >= 1e3 ? `${(v / 1e3).toFixed(v >= 1e5 ? 0 : 1)} k/s` : `${v.toFixed(0)}/s`);
const secs = (s) => (s >= 10 ? `${s.toFixed(1)} s` : s >= 1 ? `${s.toFixed(2)} s` : s >= 0.001 ? `${(s * 1e3).toFixed(s >= 0.01 ? 0 : 1)} ms` : `${(s * 1e6).toFixed(0)} µs`);
const row = (key, name) => runs[key]?.mc.find((r) => r.key === name);
const exact = (key, name) => runs[key]?.exact.find((r) => r.key === name);
const TARGET_C = 20000;
const out = [];

if (section === 'summary') {
  const a = ['native', 'shipped'].map((k) => row(k, 'a')).filter(Boolean);
  if (a.length) {
    const text = ['native', 'wasm', 'shipped']
      .filter((k) => row(k, 'a'))
      .map((k) => `${BUILDS.find((b) => b[0] === k)[2]}: ${rate(row(k, 'a').cap)} v ${rate(row(k, 'a').peer)} (${(row(k, 'a').cap / row(k, 'a').peer).toFixed(2)}x)`)
      .join('; ');
    const label = (k) => BUILDS.find((b) => b[0] === k)[2];
    const timed = ['native', 'wasm', 'shipped'].filter((k) => row(k, 'a'));
    const missed = timed.filter((k) => row(k, 'a').cap < row(k, 'a').peer);
    const verdict = missed.length === 0
      ? '**met**'
      : missed.length === timed.length
        ? '**not met**'
        : `**met** ${timed.filter((k) => !missed.includes(k)).map(label).join(', ')}; **not met** ${missed.map(label).join(', ')}`;
    out.push(`| 6a. Equity, hold'em heads-up pre-flop, Monte Carlo trials/s: CAP v rs_poker's \`MonteCarloGame\` (same run) | ${text} | ≥ the peer's | ${verdict} |`);
  }
  const c = row('shipped', 'c') ?? row('wasm', 'c');
  if (c) {
    const which = row('shipped', 'c') ? 'wasm as shipped' : 'wasm, opt-level 3';
    out.push(`| 6c. Equity, six-handed double-board Omaha hi/lo 8 after the flop (7 hole cards each), ${which} in Chromium, unthrottled | **${int(c.cap)} trials/s**${row('native', 'c') ? ` (native ${int(row('native', 'c').cap)})` : ''} | ≥ 20,000 trials/s | ${c.cap >= TARGET_C ? '**met**' : '**not met**'} |`);
  }
  console.log(out.join('\n'));
  process.exit(0);
}

if (section === 'findings') {
  const label = (k) => BUILDS.find((b) => b[0] === k)[2];
  const timed = ['native', 'wasm', 'shipped'].filter((k) => row(k, 'a')?.peer);
  const misses = timed.filter((k) => row(k, 'a').cap < row(k, 'a').peer);
  const ratio = (k) => (row(k, 'a').cap / row(k, 'a').peer).toFixed(2);
  const c = row('shipped', 'c');
  const d = row('native', 'd');
  const showdown = read('showdown-native.json');
  let text = '- **Equity.** A trial scores one completion as the showdown would pay it (every point, every pot, odd chips), but without building the showdown\'s report: each point\'s best value per seat and its winners, then the payouts of that pattern of winners, resolved in full once per pattern and kept (commit a6f0459; before it, every trial built the whole report, words included, and hold\'em ran at a tenth of rs_poker\'s speed).';
  if (misses.length) {
    text += ` Hold\'em heads-up pre-flop is below rs_poker\'s simulator in ${misses.map((k) => `${label(k)} (${ratio(k)}x)`).join(', ')}: what a CAP trial still costs is the deal (a partial Fisher-Yates with a 64-bit modulo per card, kept so that a seed gives the same answer as before) and looking up the pattern\'s payouts.`;
  } else if (timed.length) {
    text += ` Hold\'em heads-up pre-flop is ahead of rs_poker\'s simulator in every build (${timed.map((k) => `${label(k)} ${ratio(k)}x`).join(', ')}).`;
  }
  if (c) text += ` The six-handed double board is ${c.cap >= TARGET_C ? 'over' : 'under'} its target in the wasm as shipped (${int(c.cap)} trials/s against ${int(TARGET_C)}).`;
  if (d) {
    const ms = showdown?.worst?.resolve?.median;
    text += ` The heaviest game does ${int(d.cap)} trials/s natively${ms ? `, about one showdown of section 3 each (its median \`resolve()\` is ${ms.toFixed(3)} ms)` : ''}: the time there is the showdown's own selection of each player's best hands from 21 hole cards, which the quick scoring leaves as it is.`;
  }
  console.log(text);
  process.exit(0);
}

// --- The tables -------------------------------------------------------------------------------
const present = BUILDS.filter(([key]) => runs[key]);
const mcKeys = runs.native?.mc.map((r) => r.key) ?? Object.values(runs)[0]?.mc.map((r) => r.key) ?? [];
out.push(`| trials per second | ${present.map(([, , label]) => `CAP, ${label} | peer, ${label} | CAP / peer`).join(' | ')} |`);
out.push(`|---|${present.map(() => '---:|---:|---:').join('|')}|`);
const notes = [];
for (const key of mcKeys) {
  const first = present.map(([k]) => row(k, key)).find(Boolean);
  const cells = present.map(([k]) => {
    const r = row(k, key);
    if (!r) return ' | | ';
    return r.peer ? `${rate(r.cap)} | ${rate(r.peer)} | **${(r.cap / r.peer).toFixed(2)}x**` : `${rate(r.cap)} | n/a | `;
  });
  let label = first.label;
  if (key === 'c') label += ` (target in wasm: ${int(TARGET_C)}/s)`;
  out.push(`| ${label} | ${cells.join(' | ')} |`);
  const peerNote = first.peer_name ? `peer: ${first.peer_name}` : `no peer: ${first.no_peer}`;
  const checks = present
    .map(([k, , l]) => [l, row(k, key)?.check])
    .filter(([, c]) => c)
    .map(([l, c]) => `${l}: CAP ${c.cap.toFixed(4)} ± ${c.cap_stderr.toFixed(4)}, peer ${c.peer.toFixed(4)} (${c.agree ? 'agree' : '**disagree**'})`);
  const n = first.completions ? ` Exact would be ${BigInt(first.completions).toLocaleString('en-US')} completions.` : '';
  notes.push(`- ${label.split(' ')[0]} ${peerNote}.${n} Seat 1's share of the pot${checks.length ? ` over ${int(first.check.trials)} trials each before timing: ${checks.join('; ')}` : ` after timing (native): ${first.shares[0].toFixed(4)} ± ${first.stderr.toFixed(4)} (of ${int(first.trials)} trials)`}.`);
}
out.push('');
out.push(...notes);
out.push('');
const exactKeys = runs.native?.exact.map((r) => r.key) ?? Object.values(runs)[0]?.exact.map((r) => r.key) ?? [];
out.push(`| exact enumeration | completions CAP scores | ${present.map(([, , l]) => `CAP, ${l}`).join(' | ')} | rs_poker \`OutsCalculator\` (boards: ${present.map(([, , l]) => l).join(' / ')}) | same answer |`);
out.push(`|---|---:|${present.map(() => '---:').join('|')}|---:|---|`);
for (const key of exactKeys) {
  const rows = present.map(([k]) => exact(k, key));
  const first = rows.find(Boolean);
  const whole = rows.filter(Boolean).map((r) => BigInt(r.completions) * BigInt(r.scale));
  const cells = rows.map((r) => {
    if (!r) return '';
    const scale = Number(r.scale);
    if (scale === 1) return `${secs(r.seconds)} (${rate(Number(r.completions) / r.seconds)})`;
    return `≈ ${secs(r.seconds * scale)} (timed 1/${scale}: ${int(Number(r.completions))} in ${secs(r.seconds)}, ${rate(Number(r.completions) / r.seconds)})`;
  });
  const peer = rows.some((r) => r?.peer_boards)
    ? `${int(first.peer_boards)}: ${rows.map((r) => (r?.peer_seconds ? secs(r.peer_seconds) : '')).join(' / ')}`
    : 'n/a';
  const compared = present.filter((b, i) => rows[i] && rows[i].peer_share !== null && Number(rows[i].scale) === 1);
  const same = !rows.every((r) => !r || r.agree)
    ? '**no**'
    : compared.length
      ? `yes, exactly (${compared.map(([, , l]) => l).join(', ')})`
      : rows.some((r) => r?.peer_boards) ? 'not compared (a part only)' : '';
  out.push(`| ${first.label} | ${whole[0].toLocaleString('en-US')} | ${cells.join(' | ')} | ${peer} | ${same} |`);
}
console.log(out.join('\n'));
