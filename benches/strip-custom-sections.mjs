// Copies a wasm module without its custom sections (except `target_features`, which tells wasm-opt
// which features the code uses): node benches/strip-custom-sections.mjs <in> <out>
//
// A cargo-built cdylib that links wasm-bindgen (CAP's wasm dependencies do) carries a large
// `__wasm_bindgen_unstable` section that the wasm-bindgen CLI consumes and removes in the real
// bundle, plus names and producers; none of it is code, so the size probes drop them all.
import { readFileSync, writeFileSync } from "node:fs";

const [input, output] = process.argv.slice(2);
const bytes = readFileSync(input);
const kept = [bytes.subarray(0, 8)];
let i = 8;
while (i < bytes.length) {
  const start = i;
  const id = bytes[i++];
  let size = 0;
  for (let shift = 0; ; shift += 7) {
    const b = bytes[i++];
    size += (b & 0x7f) * 2 ** shift;
    if (!(b & 0x80)) break;
  }
  const body = i;
  i += size;
  if (id === 0) {
    const nameLength = bytes[body]; // custom section names here are shorter than 128 bytes
    const name = bytes.subarray(body + 1, body + 1 + nameLength).toString();
    if (name !== "target_features") continue;
  }
  kept.push(bytes.subarray(start, i));
}
writeFileSync(output, Buffer.concat(kept));
