// Runs the wasm benchmark under Node: node benches/run-wasm.mjs <cap_bench.wasm> [--quick] [--fantasyland]
//
// The module is a plain cdylib (no wasm-bindgen glue). It imports `env.now` (milliseconds, from
// performance.now) and `env.emit(stream, ptr, len)` (UTF-8 text to stdout or stderr); the timing
// schedule and the tables are the same Rust code as the native binary's. Any other import (a
// dependency's wasm-bindgen placeholder that the benchmark never calls) is stubbed to throw.
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

const [path, ...flags] = process.argv.slice(2);
if (!path) {
  console.error("usage: node benches/run-wasm.mjs <cap_bench.wasm> [--quick]");
  process.exit(2);
}
const module = new WebAssembly.Module(readFileSync(path));
let memory;
const decoder = new TextDecoder();
const env = {
  now: () => performance.now(),
  emit: (stream, ptr, len) => {
    const text = decoder.decode(new Uint8Array(memory.buffer, ptr, len));
    (stream === 1 ? process.stdout : process.stderr).write(text);
  },
};
const imports = {};
for (const { module: from, name, kind } of WebAssembly.Module.imports(module)) {
  imports[from] ??= {};
  if (from === "env" && name in env) {
    imports[from][name] = env[name];
  } else if (kind === "function") {
    imports[from][name] = () => {
      throw new Error(`unexpected call to the import ${from}.${name}`);
    };
  } else {
    throw new Error(`cannot provide the ${kind} import ${from}.${name}`);
  }
}
const instance = new WebAssembly.Instance(module, imports);
memory = instance.exports.memory;
const quick = flags.includes("--quick") ? 1 : 0;
// --fantasyland: the OFC Fantasyland helper's table (benches/src/fantasyland.rs) instead.
process.exitCode = flags.includes("--fantasyland") ? instance.exports.fantasyland_main(quick) : instance.exports.bench_main(quick);
