//! Exact statistics (`stats/<formula>`: parse + full distribution) and the keystroke hint
//! (`hint/<formula>`).

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use polyroll_core::stats::{analyze, hint};
use polyroll_core::{Dialect, Limits, NoVariables};

const STATS: [&str; 7] = [
    "4d6kh3",
    "8d6kh3",
    "20d6kh10",
    "100d20kh50",
    "10d10>=8",
    "1000d6",
    "3d6!",
];

/// Everyday formulas, and the heaviest ones the limits allow (sampled in the hint).
const HINTS: [&str; 12] = [
    "4d6kh3",
    "1d20+5",
    "3d6!",
    "{3d6,3d6,3d6}kh1",
    "4d6kh3+2d8!+1d20ro<2+5*(3d4-1)",
    "100d20kh50",
    "1000d6",
    "1000d1000",
    "100d100kh50",
    "1000d1000kh500",
    "500d6!+500d6!",
    "1000d6u",
];

fn bench(c: &mut Criterion) {
    let limits = Limits::default();
    for f in STATS {
        c.bench_function(&format!("stats/{f}"), |b| {
            b.iter(|| {
                analyze(Dialect::Standard, black_box(f), &NoVariables, &limits).map(|s| s.mean)
            })
        });
    }
    for f in HINTS {
        c.bench_function(&format!("hint/{f}"), |b| {
            b.iter(|| hint(Dialect::Standard, black_box(f), &NoVariables, &limits).map(|h| h.mean))
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
