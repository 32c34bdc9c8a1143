//! Fairness: every face of every common die comes up equally often, by a chi-square test
//! over the seeded generator (deterministic), the OS-seeded one used for real rolls and
//! the provably fair stream (HMAC-SHA256 with rejection sampling).

use polyroll_core::source::DieSpec;
use polyroll_core::{DieSource, FairSource, RandomSource, ServerSeed, Span};

const SIDES: [i64; 10] = [2, 3, 4, 6, 8, 10, 12, 20, 100, 1000];

/// The chi-square statistic of `counts` against a uniform expectation.
fn chi_square(counts: &[u64]) -> f64 {
    let n: u64 = counts.iter().sum();
    let expected = n as f64 / counts.len() as f64;
    counts
        .iter()
        .map(|&c| (c as f64 - expected).powi(2) / expected)
        .sum()
}

/// The chi-square value exceeded with probability p (given by its normal quantile `z`)
/// for `dof` degrees of freedom, by the Wilson–Hilferty approximation.
fn critical(dof: f64, z: f64) -> f64 {
    let a = 2.0 / (9.0 * dof);
    dof * (1.0 - a + z * a.sqrt()).powi(3)
}

fn counts(source: &mut dyn DieSource, sides: i64, per_face: u64) -> Vec<u64> {
    let mut counts = vec![0u64; sides as usize];
    for _ in 0..per_face * sides as u64 {
        let face = source
            .draw(DieSpec::Range { lo: 1, hi: sides }, Span::default())
            .expect("a die with faces draws");
        assert!((1.0..=sides as f64).contains(&face) && face.fract() == 0.0);
        counts[face as usize - 1] += 1;
    }
    counts
}

/// Every die size passes at the significance whose normal quantile is `z`.
fn assert_uniform(source: &mut dyn DieSource, z: f64) {
    for sides in SIDES {
        let c = counts(source, sides, 2000);
        let chi = chi_square(&c);
        let limit = critical((sides - 1) as f64, z);
        assert!(
            chi < limit,
            "d{sides}: chi-square {chi:.1} ≥ {limit:.1}: {c:?}"
        );
    }
}

#[test]
fn the_seeded_generator_is_uniform() {
    // p = 0.001 per die size: with this fixed seed the outcome never changes.
    assert_uniform(&mut RandomSource::seeded(20261203), 3.09);
}

#[test]
fn the_production_generator_is_uniform() {
    // Unseeded, so a stricter threshold (p = 10⁻⁶) keeps false alarms negligible.
    assert_uniform(&mut RandomSource::from_os(), 4.75);
}

#[test]
fn the_provably_fair_stream_is_uniform() {
    // One request's stream, fixed: the outcome never changes (p = 0.001 per die size).
    let seed = ServerSeed::from_bytes([42; 32]);
    assert_uniform(
        &mut FairSource::new(&seed, "discord:interaction:1", "uniform"),
        3.09,
    );
}

#[test]
fn the_test_detects_a_loaded_die() {
    // A d6 that shows 6 one time in five instead of one in six must fail.
    let loaded: Vec<u64> = vec![1600, 1600, 1600, 1600, 1600, 2000];
    assert!(chi_square(&loaded) > critical(5.0, 3.09));
}

#[test]
fn a_die_without_faces_is_an_error_not_a_panic() {
    let mut source = RandomSource::seeded(1);
    assert!(source.draw(DieSpec::Faces(&[]), Span::default()).is_err());
    assert!(source
        .draw(DieSpec::Range { lo: 2, hi: 1 }, Span::default())
        .is_err());
}
