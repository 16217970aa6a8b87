//! The timing schedule and the printed tables, shared by the native binary and the wasm module
//! (which gets its clock from JavaScript), so both report exactly the same way.
//!
//! Schedule, per workload: each library is warmed up while a chunk size is found that takes a
//! couple of milliseconds (so reading the clock costs nothing measurable), then the libraries take
//! turns, `samples` rounds of `sample_seconds` each, the starting library rotating every round so
//! that a noisy neighbour on the machine hits everyone alike. A figure is the median round.

use crate::workloads::{combos, BestOf, Data, Lib, Workload};

/// How long to measure.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    pub warm_up_seconds: f64,
    pub sample_seconds: f64,
    pub samples: usize,
}

impl Settings {
    /// About 0.6 s per library and workload.
    pub const FULL: Settings = Settings { warm_up_seconds: 0.1, sample_seconds: 0.1, samples: 5 };
    /// A smoke run: a few milliseconds each.
    pub const QUICK: Settings = Settings { warm_up_seconds: 0.005, sample_seconds: 0.005, samples: 3 };

    /// The equity benchmark's rounds: a trial costs up to a millisecond, so rounds are longer.
    pub fn equity(self) -> Settings {
        Settings {
            warm_up_seconds: self.warm_up_seconds * 3.0,
            sample_seconds: self.sample_seconds * 3.0,
            ..self
        }
    }
}

/// The environment: a clock in seconds and a place for progress messages.
pub struct Host<'a> {
    pub now: &'a dyn Fn() -> f64,
    pub progress: &'a dyn Fn(&str),
    /// Time only the workloads whose label contains this text (for quick comparisons while
    /// working on an evaluator; `None` times everything).
    pub only: Option<&'a str>,
}

/// Hands (deals, for best-of workloads) per second, `Err(reason)` where a library cannot do it.
pub type Rate = Result<f64, &'static str>;

pub struct Results {
    pub rows: Vec<(Workload, Vec<Rate>)>,
}

/// Times every workload for every library.
pub fn measure(data: &Data, settings: Settings, host: &Host) -> Results {
    let mut rows = Vec::new();
    for workload in Workload::ALL {
        if host.only.is_some_and(|only| !workload.label().contains(only)) {
            continue;
        }
        (host.progress)(&format!("timing {}", workload.label()));
        let libs: Vec<Lib> = Lib::ALL.into_iter().filter(|&lib| workload.supported(lib).is_ok()).collect();
        let chunks: Vec<usize> =
            libs.iter().map(|&lib| warm_up(data, lib, workload, settings.warm_up_seconds, host)).collect();
        let mut samples = vec![Vec::new(); libs.len()];
        for round in 0..settings.samples {
            for k in 0..libs.len() {
                let i = (k + round) % libs.len();
                samples[i].push(sample(data, libs[i], workload, chunks[i], settings.sample_seconds, host));
            }
        }
        let rates = Lib::ALL
            .iter()
            .map(|&lib| {
                workload.supported(lib)?;
                let i = libs.iter().position(|&l| l == lib).expect("timed");
                Ok(median(&mut samples[i]))
            })
            .collect();
        rows.push((workload, rates));
    }
    Results { rows }
}

/// Runs the workload for at least `seconds` and returns a chunk size that takes about 2 ms.
fn warm_up(data: &Data, lib: Lib, workload: Workload, seconds: f64, host: &Host) -> usize {
    let start = (host.now)();
    let mut chunk = 8;
    let mut first = 0;
    loop {
        let t0 = (host.now)();
        data.run(lib, workload, first, chunk);
        let t1 = (host.now)();
        first += chunk;
        if t1 - t0 < 0.002 {
            chunk *= 2;
        } else if t1 - start >= seconds {
            return chunk;
        }
    }
}

fn sample(data: &Data, lib: Lib, workload: Workload, chunk: usize, seconds: f64, host: &Host) -> f64 {
    let t0 = (host.now)();
    let mut done = 0;
    loop {
        data.run(lib, workload, done, chunk);
        done += chunk;
        let elapsed = (host.now)() - t0;
        if elapsed >= seconds {
            return done as f64 / elapsed;
        }
    }
}

fn median(xs: &mut [f64]) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

/// Three significant figures: `169 M/s`, `1.62 M/s`, `845 k/s`.
fn rate(per_second: f64) -> String {
    let (x, unit) = if per_second >= 1e6 { (per_second / 1e6, "M/s") } else { (per_second / 1e3, "k/s") };
    let decimals = if x >= 100.0 {
        0
    } else if x >= 10.0 {
        1
    } else {
        2
    };
    format!("{x:.decimals$} {unit}")
}

fn ratio(rates: &[Rate]) -> String {
    let rate_of = |lib: Lib| rates[Lib::ALL.iter().position(|&l| l == lib).expect("a library")].as_ref().ok();
    let cap = rate_of(Lib::Cap);
    let best_peer = Lib::PEERS.into_iter().filter_map(rate_of).copied().reduce(f64::max);
    match (cap, best_peer) {
        (Some(cap), Some(peer)) => format!("{:.2}x", cap / peer),
        _ => "n/a".to_string(),
    }
}

/// The two markdown tables, with footnotes for every "n/a".
pub fn render(results: &Results) -> String {
    let mut out = String::new();
    let mut notes: Vec<String> = Vec::new();
    let header = |out: &mut String, first: &str| {
        out.push_str(&format!("| {first} |"));
        for lib in Lib::ALL {
            out.push_str(&format!(" {} |", lib.name()));
        }
        out.push_str(" CAP / best peer |\n|---|");
        for _ in Lib::ALL {
            out.push_str("---:|");
        }
        out.push_str("---:|\n");
    };
    let row = |out: &mut String, notes: &mut Vec<String>, label: String, rates: &[Rate]| {
        out.push_str(&format!("| {label} |"));
        for (lib, r) in Lib::ALL.iter().zip(rates) {
            match r {
                Ok(x) => out.push_str(&format!(" {} |", rate(*x))),
                Err(reason) => {
                    let note = format!("{}: {reason}", lib.name());
                    let n = match notes.iter().position(|m| *m == note) {
                        Some(i) => i + 1,
                        None => {
                            notes.push(note);
                            notes.len()
                        }
                    };
                    out.push_str(&format!(" n/a ({n}) |"));
                }
            }
        }
        out.push_str(&format!(" {} |\n", ratio(rates)));
    };

    out.push_str(
        "Each library's own API. High hands: hands evaluated per second. Omaha-style: deals per second,\n",
    );
    out.push_str("each the best of exactly 2 hole cards with exactly 3 of the 5 board cards.\n\n");
    header(&mut out, "workload");
    for (workload, rates) in &results.rows {
        match workload {
            Workload::High { .. } => row(&mut out, &mut notes, workload.label(), rates),
            Workload::Omaha { n_hole, best_of: BestOf::Own } => row(
                &mut out,
                &mut notes,
                format!("Omaha-style, {n_hole} hole ({} hands/deal)", combos(*n_hole)),
                rates,
            ),
            _ => {}
        }
    }
    out.push_str(
        "\nThe same best-of written the same way for every library: each hole pair with each of the ten\n\
         pre-accumulated board triples, through the library's 5-card evaluator (deals per second).\n\n",
    );
    header(&mut out, "workload");
    for (workload, rates) in &results.rows {
        if let Workload::Omaha { n_hole, best_of: BestOf::Loop } = workload {
            row(
                &mut out,
                &mut notes,
                format!("2-of-{n_hole} x 3-of-5 loop ({} hands/deal)", combos(*n_hole)),
                rates,
            );
        }
    }
    if !notes.is_empty() {
        out.push('\n');
        for (i, note) in notes.iter().enumerate() {
            out.push_str(&format!("({}) {note}\n", i + 1));
        }
    }
    out
}
