//! Runs every file under the given paths (files or folders) through every fuzz target, on stable
//! Rust and without libFuzzer:
//!
//! ```text
//! cargo run --manifest-path fuzz/Cargo.toml --bin replay -- fuzz/corpus
//! cargo run --manifest-path fuzz/Cargo.toml --release --bin replay -- --mutate 20000 fuzz/corpus
//! ```
//!
//! With `--mutate N`, each file is also run N times with random edits (a poor man's fuzzer, for
//! machines without nightly Rust): bytes changed, numbers swapped for extreme ones, keys repeated.
//! A panic names the file and the input.

use std::path::{Path, PathBuf};

fn files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(path).unwrap().map(|e| e.unwrap().path()).collect();
        entries.sort();
        for entry in entries {
            files(&entry, out);
        }
    } else {
        out.push(path.to_path_buf());
    }
}

/// xorshift64*: reproducible without a crate.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const TOKENS: &[&str] = &[
    "18446744073709551615", "9223372036854775808", "4503599627370497", "4294967297", "0", "-1", "1.5",
    "1e400", "\"\"", "\"\\u0000\"", "\"\\u200b\"", "null", "true", "[]", "{}", "\"As\"", "\"As As\"", ",",
    "\"format\":2,", "\"button\":99,", "\"chip\":0,", "\"surrender\":true,", "\"folded\":true,",
];

fn mutate(data: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut out = data.to_vec();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(out.len() + 1);
        match rng.below(5) {
            0 if !out.is_empty() => {
                let i = rng.below(out.len());
                out[i] = rng.next() as u8;
            }
            1 if !out.is_empty() => {
                let end = (at + rng.below(8)).min(out.len());
                out.drain(at.min(end)..end);
            }
            2 => {
                // Repeat a stretch (duplicates keys, players, cards).
                let start = rng.below(out.len() + 1);
                let end = (start + rng.below(40)).min(out.len());
                let piece = out[start..end].to_vec();
                out.splice(at..at, piece);
            }
            _ => {
                let token = TOKENS[rng.below(TOKENS.len())].as_bytes().to_vec();
                // Replace a number, if one starts here, or insert.
                let end = out[at..].iter().position(|b| !b.is_ascii_digit()).map_or(out.len(), |n| at + n);
                out.splice(at..end, token);
            }
        }
    }
    out
}

fn run(data: &[u8]) {
    cap_fuzz::hand_file(data);
    cap_fuzz::any_hand(data);
    cap_fuzz::fragment(data);
    cap_fuzz::declaration(data);
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut rounds = 0usize;
    if let Some(i) = args.iter().position(|a| a == "--mutate") {
        rounds = args.get(i + 1).and_then(|n| n.parse().ok()).expect("--mutate N");
        args.drain(i..i + 2);
    }
    let mut all = Vec::new();
    for arg in &args {
        files(Path::new(arg), &mut all);
    }
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for path in &all {
        let data = std::fs::read(path).unwrap();
        eprintln!("{}", path.display());
        run(&data);
        for _ in 0..rounds {
            let input = mutate(&data, &mut rng);
            let shown = String::from_utf8_lossy(&input).into_owned();
            let outcome = std::panic::catch_unwind(|| run(&input));
            if outcome.is_err() {
                eprintln!("failing input from {}:\n{shown}", path.display());
                std::process::exit(1);
            }
        }
    }
    println!("{} inputs ({} edits each), every target returned", all.len(), rounds);
}
