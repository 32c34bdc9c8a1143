//! parse+roll and roll-only throughput of the standard notation.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use polyroll_core::{Dialect, RandomSource, Roller};

const FORMULAS: [&str; 8] = [
    "4d6kh3",
    "1d20+5",
    "10d10>=8",
    "3d6!",
    "4d6kh3+2d8!+1d20ro<2+5*(3d4-1)",
    // The rest are for bench/compare, which times the same formulas in peer engines.
    "2d20kh1",
    "8d6",
    "3d6+2",
];

fn bench(c: &mut Criterion) {
    let roller = Roller::new(Dialect::Standard);
    let mut source = RandomSource::seeded(7);
    for f in FORMULAS {
        c.bench_function(&format!("parse_roll/{f}"), |b| {
            b.iter(|| roller.roll(black_box(f), &mut source).map(|o| o.total()))
        });
        let program = match Dialect::Standard.parse(f, &roller.limits) {
            Ok(p) => p,
            Err(e) => panic!("{f}: {e}"),
        };
        c.bench_function(&format!("roll/{f}"), |b| {
            b.iter(|| {
                roller
                    .roll_program(black_box(&program), f, &mut source)
                    .map(|o| o.total())
            })
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
