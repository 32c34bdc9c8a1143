//! Per-statement statistics of pool programs: known values, brute-force enumeration of
//! every roll through the real pool roller, and a chi-square test of sampled answers.

use std::collections::HashMap;

use polyroll_core::source::DieSpec;
use polyroll_core::stats::{analyze_statements, hint, Stats};
use polyroll_core::{Dialect, DieSource, Error, Limits, NoVariables, RandomSource, Roller, Span};

fn stats(text: &str) -> Vec<Option<Stats>> {
    analyze_statements(Dialect::Pool, text, &NoVariables, &Limits::default())
        .unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

/// Walks every sequence of faces the roller can draw.
struct Odometer {
    path: Vec<(usize, usize)>,
    at: usize,
}

impl DieSource for Odometer {
    fn draw(&mut self, die: DieSpec<'_>, _span: Span) -> Result<f64, Error> {
        let options = match die {
            DieSpec::Range { lo, hi } => (hi - lo + 1) as usize,
            DieSpec::Faces(f) => f.len(),
        };
        if self.at == self.path.len() {
            self.path.push((0, options));
        }
        let (choice, _) = self.path[self.at];
        self.at += 1;
        Ok(match die {
            DieSpec::Range { lo, .. } => (lo + choice as i64) as f64,
            DieSpec::Faces(f) => f[choice],
        })
    }
}

/// Each statement's exact distribution by enumerating every roll of the whole program.
fn brute(text: &str) -> Vec<Vec<(f64, f64)>> {
    let roller = Roller::new(Dialect::Pool);
    let mut src = Odometer {
        path: Vec::new(),
        at: 0,
    };
    let mut dists: Vec<HashMap<u64, f64>> = Vec::new();
    loop {
        src.at = 0;
        let o = roller.roll(text, &mut src).unwrap();
        src.path.truncate(src.at);
        let p: f64 = src.path.iter().map(|&(_, n)| 1.0 / n as f64).product();
        dists.resize(o.statements.len(), HashMap::new());
        for (d, s) in dists.iter_mut().zip(&o.statements) {
            let t = s.total.unwrap_or(f64::NAN);
            *d.entry(t.to_bits()).or_insert(0.0) += p;
        }
        while let Some(&(c, n)) = src.path.last() {
            if c + 1 < n {
                break;
            }
            src.path.pop();
        }
        match src.path.last_mut() {
            Some(last) => last.0 += 1,
            None => break,
        }
    }
    dists
        .into_iter()
        .map(|d| {
            let mut v: Vec<(f64, f64)> =
                d.into_iter().map(|(b, p)| (f64::from_bits(b), p)).collect();
            v.sort_by(|a, b| a.0.total_cmp(&b.0));
            v
        })
        .collect()
}

fn assert_matches_brute(text: &str) {
    let got = stats(text);
    let want = brute(text);
    assert_eq!(got.len(), want.len(), "{text}");
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        let g = g
            .as_ref()
            .unwrap_or_else(|| panic!("{text}: statement {} is None", i + 1));
        assert!(g.exact, "{text}: statement {} not exact", i + 1);
        assert_eq!(g.distribution.len(), w.len(), "{text}: statement {}", i + 1);
        for (a, b) in g.distribution.iter().zip(w) {
            assert_eq!(a.0, b.0, "{text}: statement {}", i + 1);
            assert!((a.1 - b.1).abs() < 1e-12, "{text}: {a:?} vs {b:?}");
        }
    }
}

#[test]
fn exact_statements_match_enumeration() {
    for text in [
        "2d6; 1d8",
        "1d6; $1+1",
        "2d4; $1*2+1d4",
        "4d6; @1c[>=5]",
        "3d6; @1kh2",
        "1d6; 1d4; $1+$2",
        "2d6; 1d4 + 2",
        "3d4; b[1]c[>=3]",
        "1d6; 1d6; 1d8, 2d6, 1d8",
        "4d6; @1c[>=5]f[1]",
        "4d6; @1dl1 + 1d4",
        "4d4; @1kh3; $1 - 2",
        "3d6; -$1 * 2",
    ] {
        assert_matches_brute(text);
    }
}

#[test]
fn known_values() {
    let s = stats("8d10; @1c[>=6]");
    let (a, b) = (s[0].as_ref().unwrap(), s[1].as_ref().unwrap());
    assert!(a.exact && b.exact);
    assert!((a.mean - 44.0).abs() < 1e-9);
    assert!((b.mean - 4.0).abs() < 1e-9);
    assert!((b.stddev - 2f64.sqrt()).abs() < 1e-9, "8·½·½ = 2");
    assert!((b.exactly(8.0) - 0.5f64.powi(8)).abs() < 1e-12);
    assert_eq!((b.min, b.max), (0.0, 8.0));

    let s = stats("2d6; 1d8, 2d6, 1d8");
    // `,` separates statements too: four of them.
    let means: Vec<f64> = s.iter().map(|x| x.as_ref().unwrap().mean).collect();
    assert_eq!(s.len(), 4);
    for (m, want) in means.iter().zip([7.0, 4.5, 7.0, 4.5]) {
        assert!((m - want).abs() < 1e-9, "{means:?}");
    }
    assert!(s.iter().all(|x| x.as_ref().unwrap().exact));

    let s = stats("1d6; $1+1");
    let b = s[1].as_ref().unwrap();
    assert!(b.exact);
    assert!((b.mean - 4.5).abs() < 1e-9);
    assert_eq!((b.min, b.max), (2.0, 7.0));
}

#[test]
fn texts_lists_and_merged_have_none() {
    let s = stats(r#"1d20; "hello"; 2d6"#);
    assert!(s[0].is_some() && s[1].is_none() && s[2].is_some());
    let s = stats(r#"1d20i[>=15]{"hit"}{"miss"}; 1d6"#);
    assert!(s[0].is_none());
    assert!(s[1].as_ref().unwrap().exact);
    // `m[1]` takes statement 1's dice: it shows no total.
    let s = stats("2d6; m[1]");
    assert!(s[0].is_none());
    let m = s[1].as_ref().unwrap();
    assert!(!m.exact, "merged sets are sampled");
    assert!((m.mean - 7.0).abs() < 0.15);
}

#[test]
fn a_value_read_twice_is_sampled_not_rolled_twice() {
    let s = stats("1d6; $1+$1");
    let b = s[1].as_ref().unwrap();
    assert!(!b.exact);
    // Only even totals: the same die counted twice.
    assert!(b.distribution.iter().all(|&(v, _)| v % 2.0 == 0.0));
    assert!((b.mean - 7.0).abs() < 0.15);
}

#[test]
fn one_statement_read_twice_in_a_set_is_sampled() {
    let s = stats("3d6; @1kl1 + @1kh1");
    let b = s[1].as_ref().unwrap();
    assert!(!b.exact);
    // The lowest never exceeds the highest of the same dice: 2..12, never 13+.
    assert!(b.max <= 12.0 && b.min >= 2.0);
    assert!(b.samples > 0 && b.sampled_because.is_some());
}

/// Chi-square of the real roller's frequencies (fixed seed) against the exact answer.
#[test]
fn chi_square_against_the_roller() {
    for text in [
        "8d10; @1c[>=6]",
        "3d6; $1 - 1d4",
        "2d6; 1d8, 2d6, 1d8; @1kh1",
    ] {
        let exact = stats(text);
        let roller = Roller::new(Dialect::Pool);
        let mut src = RandomSource::seeded(7);
        let n = 20_000;
        let mut counts: Vec<HashMap<u64, f64>> = vec![HashMap::new(); exact.len()];
        for _ in 0..n {
            let o = roller.roll(text, &mut src).unwrap();
            for (c, s) in counts.iter_mut().zip(&o.statements) {
                *c.entry(s.total.unwrap().to_bits()).or_insert(0.0) += 1.0;
            }
        }
        for (i, (e, c)) in exact.iter().zip(&counts).enumerate() {
            let e = e.as_ref().unwrap();
            assert!(e.exact, "{text}: {i}");
            // Pool the sparse tails into cells of expected count ≥ 5.
            let (mut chi, mut cells, mut exp_acc, mut obs_acc) = (0.0, 0, 0.0, 0.0);
            for &(v, p) in &e.distribution {
                exp_acc += p * n as f64;
                obs_acc += c.get(&v.to_bits()).copied().unwrap_or(0.0);
                if exp_acc >= 5.0 {
                    chi += (obs_acc - exp_acc) * (obs_acc - exp_acc) / exp_acc;
                    cells += 1;
                    exp_acc = 0.0;
                    obs_acc = 0.0;
                }
            }
            let df = (cells as f64 - 1.0).max(1.0);
            // Wilson–Hilferty, z = 3.29 (p ≈ 0.0005).
            let z = 3.29;
            let t = 2.0 / (9.0 * df);
            let limit = df * (1.0 - t + z * t.sqrt()).powi(3);
            assert!(
                chi < limit,
                "{text} statement {}: chi {chi} ≥ {limit}",
                i + 1
            );
        }
    }
}

#[test]
fn hint_is_the_first_numeric_statement() {
    let h = |t: &str| hint(Dialect::Pool, t, &NoVariables, &Limits::default()).unwrap();
    assert_eq!(h("8d10; @1c[>=6]").to_string(), "44 (8–80)");
    assert_eq!(h(r#""hi"; 1d6; $2+1"#).to_string(), "3.5 (1–6)");
    assert_eq!(h("1d6; $1+1").to_string(), "3.5 (1–6)");
    assert!(hint(Dialect::Pool, r#""hi""#, &NoVariables, &Limits::default()).is_err());
}
