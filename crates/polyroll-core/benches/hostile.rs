//! Each input of the hostile corpus (`tests/hostile/`), parsed and rolled in every dialect:
//! answered or refused, each in well under 10 ms. Ids `hostile/<file>`.

use std::path::PathBuf;
use std::time::Duration;

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use polyroll_core::{Dialect, RandomSource, Roller};

fn corpus() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/hostile");
    let mut out: Vec<(String, String)> = std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(|e| e.ok())
                .filter_map(|e| {
                    let bytes = std::fs::read(e.path()).ok()?;
                    Some((
                        e.file_name().to_string_lossy().into_owned(),
                        String::from_utf8_lossy(&bytes).into_owned(),
                    ))
                })
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

fn bench(c: &mut Criterion) {
    let mut source = RandomSource::seeded(7);
    let rollers: Vec<Roller> = Dialect::ALL.into_iter().map(Roller::new).collect();
    for (name, input) in corpus() {
        c.bench_function(&format!("hostile/{name}"), |b| {
            b.iter(|| {
                for r in &rollers {
                    let _ = black_box(r.roll(black_box(&input), &mut source));
                }
            })
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(200))
        .measurement_time(Duration::from_millis(500));
    targets = bench
}
criterion_main!(benches);
