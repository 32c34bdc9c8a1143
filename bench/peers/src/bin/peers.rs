//! Polyroll against the Rust dice crates ndm and tyche, in one process and one run.
//!
//! Each round times every contestant once (a batch of `BATCH` calls each), so whatever
//! else the machine does in a moment touches all of them alike; the figure kept is the
//! best round of `ROUNDS` (the least disturbed). Every call's total is summed into a
//! checksum that is printed, so no call can be optimised away.
//!
//!   cargo run --release --manifest-path bench/peers/Cargo.toml [-- ROUNDS]
//!
//! Parse + roll: Polyroll `Roller::roll("4d6kh3")`, ndm `"4d6/H3".parse::<Dice>()` (ndm
//! rolls as it parses), tyche `"4d6kh3".parse::<Expr>()` then `eval` and `calc`.
//! Pre-parsed roll: Polyroll `Roller::roll_program` (the full outcome: every die, its
//! marks, the canonical form) and `polyroll*`, the same into a reused outcome
//! (`Roller::roll_into`), tyche `Expr::eval` + `calc` on a parsed expression (its
//! rolls and total). ndm has no pre-parsed roll: its `Dice` is rolled when made.

use std::hint::black_box;
use std::time::Instant;

use polyroll_core::{Dialect, RandomSource, Roller};

const BATCH: u32 = 20_000;

/// One contestant: runs `BATCH` calls and returns the sum of the totals.
struct Contestant<'a> {
    name: &'static str,
    run: Box<dyn FnMut() -> i64 + 'a>,
    best_ns: f64,
    checksum: i64,
}

fn contestant<'a>(name: &'static str, run: impl FnMut() -> i64 + 'a) -> Contestant<'a> {
    Contestant {
        name,
        run: Box::new(run),
        best_ns: f64::INFINITY,
        checksum: 0,
    }
}

fn race(title: &str, rounds: u32, contestants: &mut [Contestant<'_>]) {
    // One warm-up round, not counted.
    for c in contestants.iter_mut() {
        c.checksum = c.checksum.wrapping_add((c.run)());
    }
    for _ in 0..rounds {
        for c in contestants.iter_mut() {
            let start = Instant::now();
            let sum = (c.run)();
            let ns = start.elapsed().as_nanos() as f64 / f64::from(BATCH);
            c.checksum = c.checksum.wrapping_add(sum);
            c.best_ns = c.best_ns.min(ns);
        }
    }
    println!("{title} (best of {rounds} interleaved rounds of {BATCH} calls)");
    let ours = contestants[0].best_ns;
    for c in contestants.iter() {
        println!(
            "  {:<10} {:>9.1} ns  {:>6.2} M/s  Polyroll x{:<6.2} (checksum {})",
            c.name,
            c.best_ns,
            1e3 / c.best_ns,
            c.best_ns / ours,
            c.checksum
        );
    }
}

fn main() {
    let rounds = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(15);
    let roller = Roller::new(Dialect::Standard);
    let mut source = RandomSource::seeded(7);
    let mut tyche_rng = tyche::dice::roller::FastRand::default();

    let polyroll_total = |o: Result<polyroll_core::Outcome, polyroll_core::Error>| match o {
        Ok(o) => o.total().unwrap_or(0.0) as i64,
        Err(e) => panic!("polyroll: {e}"),
    };

    {
        let roller = &roller;
        let source = &mut source;
        let tyche_rng = &mut tyche_rng;
        let mut contestants = [
            contestant("polyroll", move || {
                (0..BATCH)
                    .map(|_| polyroll_total(roller.roll(black_box("4d6kh3"), source)))
                    .sum()
            }),
            contestant("ndm", || {
                (0..BATCH)
                    .map(|_| match black_box("4d6/H3").parse::<ndm::Dice>() {
                        Ok(d) => i64::from(d.total()),
                        Err(e) => panic!("ndm: {e}"),
                    })
                    .sum()
            }),
            contestant("tyche", move || {
                (0..BATCH)
                    .map(|_| {
                        let expr: tyche::Expr = match black_box("4d6kh3").parse() {
                            Ok(e) => e,
                            Err(e) => panic!("tyche: {e:?}"),
                        };
                        match expr.eval(tyche_rng).map(|r| r.calc()) {
                            Ok(Ok(v)) => i64::from(v),
                            other => panic!("tyche: {other:?}"),
                        }
                    })
                    .sum()
            }),
        ];
        race("parse + roll 4d6kh3", rounds, &mut contestants);
    }

    let program = match Dialect::Standard.parse("4d6kh3", &roller.limits) {
        Ok(p) => p,
        Err(e) => panic!("polyroll: {e}"),
    };
    let expr: tyche::Expr = match "4d6kh3".parse() {
        Ok(e) => e,
        Err(e) => panic!("tyche: {e:?}"),
    };
    let mut reused = polyroll_core::Outcome::default();
    let mut into_source = RandomSource::seeded(7);
    {
        let roller = &roller;
        let source = &mut source;
        let tyche_rng = &mut tyche_rng;
        let program = &program;
        let expr = &expr;
        let reused = &mut reused;
        let into_source = &mut into_source;
        let mut contestants = [
            contestant("polyroll", move || {
                (0..BATCH)
                    .map(|_| {
                        polyroll_total(roller.roll_program(black_box(program), "4d6kh3", source))
                    })
                    .sum()
            }),
            // The same full outcome, rolled into one reused outcome (Roller::roll_into).
            contestant("polyroll*", move || {
                (0..BATCH)
                    .map(|_| {
                        match roller.roll_into(black_box(program), "4d6kh3", into_source, reused) {
                            Ok(()) => reused.total().unwrap_or(0.0) as i64,
                            Err(e) => panic!("polyroll: {e}"),
                        }
                    })
                    .sum()
            }),
            contestant("tyche", move || {
                (0..BATCH)
                    .map(
                        |_| match black_box(expr).eval(tyche_rng).map(|r| r.calc()) {
                            Ok(Ok(v)) => i64::from(v),
                            other => panic!("tyche: {other:?}"),
                        },
                    )
                    .sum()
            }),
        ];
        race("pre-parsed roll 4d6kh3", rounds, &mut contestants);
    }
    println!(
        "machine: {} cores, {}",
        std::thread::available_parallelism().map_or(0, |n| n.get()),
        std::fs::read_to_string("/proc/cpuinfo")
            .ok()
            .and_then(|c| c
                .lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|s| s.trim().to_string()))
            .unwrap_or_default()
    );
}
