//! Exact statistics against brute-force enumeration through the real roller, known values,
//! and a chi-square test of the real roller's frequencies.

use std::collections::HashMap;

use polyroll_core::source::DieSpec;
use polyroll_core::stats::{analyze, hint, sample_stats, Stats};
use polyroll_core::{
    Alias, Dialect, DieSource, Error, Limits, NoVariables, RandomSource, Resolver, Roller, Span,
};

/// Walks every sequence of faces the roller can draw, like an odometer: each draw takes the
/// face the current path names, or the first face when the path is used up.
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

/// The exact distribution by enumerating every roll (small formulas only).
fn brute(dialect: Dialect, text: &str, vars: &dyn Resolver, limits: &Limits) -> Vec<(f64, f64)> {
    let roller = Roller {
        dialect,
        limits: *limits,
        resolver: vars,
    };
    let mut src = Odometer {
        path: Vec::new(),
        at: 0,
    };
    let mut dist: HashMap<u64, f64> = HashMap::new();
    let mut rolls = 0;
    loop {
        src.at = 0;
        let total = match roller.roll(text, &mut src) {
            Ok(o) => o.total().unwrap_or(f64::NAN),
            Err(e) => panic!("{text}: {e:?}"),
        };
        src.path.truncate(src.at);
        let p: f64 = src.path.iter().map(|&(_, n)| 1.0 / n as f64).product();
        *dist.entry(total.to_bits()).or_insert(0.0) += p;
        rolls += 1;
        assert!(rolls < 3_000_000, "{text}: too many rolls to enumerate");
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
    let mut out: Vec<(f64, f64)> = dist
        .into_iter()
        .map(|(b, p)| (f64::from_bits(b), p))
        .collect();
    out.sort_by(|a, b| a.0.total_cmp(&b.0));
    out
}

fn small_limits() -> Limits {
    Limits {
        max_rerolls: 3,
        ..Limits::default()
    }
}

fn vars(pairs: &[(&str, &str)], dialect: Dialect) -> HashMap<String, Alias> {
    pairs
        .iter()
        .map(|(k, v)| {
            (
                k.to_string(),
                Alias {
                    formula: v.to_string(),
                    dialect,
                },
            )
        })
        .collect()
}

fn exact(dialect: Dialect, text: &str, vars: &dyn Resolver, limits: &Limits) -> Stats {
    match analyze(dialect, text, vars, limits) {
        Ok(s) => {
            assert!(
                s.exact,
                "{text} should be exact, sampled because {:?}",
                s.sampled_because
            );
            s
        }
        Err(e) => panic!("{text}: {e:?}"),
    }
}

fn nonzero(d: &[(f64, f64)]) -> Vec<(f64, f64)> {
    d.iter().copied().filter(|x| x.1 > 1e-300).collect()
}

fn assert_same(text: &str, got: &[(f64, f64)], want: &[(f64, f64)]) {
    let (got, want) = (nonzero(got), nonzero(want));
    assert_eq!(
        got.iter().map(|x| x.0).collect::<Vec<_>>(),
        want.iter().map(|x| x.0).collect::<Vec<_>>(),
        "{text}: values"
    );
    for (g, w) in got.iter().zip(&want) {
        assert!(
            (g.1 - w.1).abs() < 1e-12,
            "{text}: P({}) = {} not {}",
            g.0,
            g.1,
            w.1
        );
    }
}

fn check_brute(dialect: Dialect, formulas: &[&str], vars: &dyn Resolver) {
    let limits = small_limits();
    for f in formulas {
        let s = exact(dialect, f, vars, &limits);
        let b = brute(dialect, f, vars, &limits);
        assert_same(f, &s.distribution, &b);
        assert_eq!(s.min, b[0].0, "{f}: min");
        assert_eq!(s.max, b[b.len() - 1].0, "{f}: max");
    }
}

#[test]
fn standard_matches_enumeration() {
    let v = vars(&[("x", "1d4"), ("y", "1d3+1")], Dialect::Standard);
    check_brute(
        Dialect::Standard,
        &[
            "3d6",
            "2d6+1d4-3",
            "4d6kh3",
            "4d6dl1",
            "5d4kh3dl1",
            "4d6kl2",
            "5d4dh2",
            "4d4k2d1",
            "2d6!",
            "2d4!>=3",
            "2d6!!",
            "2d4!p",
            "1d4!!r=1",
            "2d4!r<2",
            "3d4r<2",
            "3d4ro=1",
            "2d4ro>2",
            "4dF",
            "2dF+1d3",
            "4d6>=4",
            "4d6>4f=1",
            "3d6kh2>=4",
            "3d4min2",
            "3d4max3kh2",
            "2d4min2!",
            // min/max clamp every face and the rules compare the clamped face.
            "1d6max5!",
            "2d6max5!",
            "2d4max3!!",
            "2d4max3!>=3",
            "1d4max3!p>=3",
            "1d4max3!!>=3",
            "1d4min3!<=3",
            "1d6min4r<2",
            "2d4min2r<3",
            "2d4max2u",
            "{2d6,1d8}kh1",
            "{1d6,1d4,1d8}kl1",
            "{1d6,1d6,1d6}kh2",
            "3d4u",
            "3d4uo",
            "3d4u>2",
            "4d4ukh2",
            "3d6uo>=5kl2",
            "3d4r<2u",
            "2d3!!u",
            "3d4u>=2",
            "3d2u",
            "{1d6,1d4,2d4}kh2",
            "{1d6,1d4+1,1d8,2}dl1dh1",
            "{1d6,1d4,1d8}kh2>=4",
            "{3d4}kh2",
            "{2d4>3, 1d6>5}",
            "{1d6, 1d4}>3",
            "{4d4}dl1",
            "1d6/2",
            "1d6/4",
            "floor(1d6/4)+ceil(1d3/2)",
            "max(1d6,1d4,2)",
            "min(1d6, 1d6)",
            "1d6*1d6",
            "2^1d4",
            "1d7%3",
            "-1d4+[x]",
            "[x]+[x]",
            "[x]d4",
            "1d[y]",
            "if([x]>2, 1d6, 10)",
            "if([x]=1 or [x]=4, 1d4, 2d4)",
            "(1d4)d4kh1",
            "1d%",
        ],
        &v,
    );
}

#[test]
fn caps_of_zero_and_one_match_enumeration() {
    for cap in [0, 1] {
        let limits = Limits {
            max_rerolls: cap,
            ..Limits::default()
        };
        for f in ["2d4r<2", "2d4!", "2d4!!", "3d3u", "2d4ro=1", "2d4!p"] {
            let s = exact(Dialect::Standard, f, &NoVariables, &limits);
            let b = brute(Dialect::Standard, f, &NoVariables, &limits);
            assert_same(&format!("{f} (cap {cap})"), &s.distribution, &b);
        }
        let s = exact(Dialect::Dndice, "2d4R1", &NoVariables, &limits);
        let b = brute(Dialect::Dndice, "2d4R1", &NoVariables, &limits);
        assert_same(&format!("2d4R1 (cap {cap})"), &s.distribution, &b);
    }
}

#[test]
fn dndice_matches_enumeration() {
    check_brute(
        Dialect::Dndice,
        &[
            "3d6",
            "3d6h2",
            "4d4l1",
            "3d4r1",
            "3d4R1",
            "3d4R<3",
            "3d4r>3",
            "3d6t4",
            "4d4t3h2",
            "4d4h3f2",
            "4d4h3c3",
            "4d4h3T2",
            "4d4h3l2",
            "2d[1,5,10]",
            "2d[1,1,3]h1",
            "6da[1,5,10]",
            "3d[0.1,0.2]+1d[0.3,0.7]",
            "3dF",
            "2dc4",
            "2da6+1d4",
            "3dm6",
            "3d4f2R2",
            "1d6+1d4>4",
            "(1d4)d4",
            "2d(1d3+1)",
            "1d4!",
            "-1d4^2",
            "1d6/2",
            "1d6%4",
        ],
        &NoVariables,
    );
}

#[test]
fn diceplus_matches_enumeration() {
    let v = vars(&[("level", "3"), ("str", "1d4")], Dialect::Diceplus);
    check_brute(
        Dialect::Diceplus,
        &[
            "2d6+3",
            "1d20 |< 10",
            "1d20 >| 5",
            "3d6/2",
            "3d6%4",
            "2d4 ^ 1d4",
            "2d4 & 3",
            "1d6 > 3 && 1d6 > 3",
            "1d6 == 1d6",
            "level * 1d4 + str",
            "jerk + 1d4",
            "3d6*40",
            "1d6/0",
        ],
        &v,
    );
}

fn close(a: f64, b: f64, text: &str) {
    assert!((a - b).abs() < 1e-9, "{text}: {a} not {b}");
}

#[test]
fn known_values() {
    let l = Limits::default();
    let s = exact(Dialect::Standard, "4d6kh3", &NoVariables, &l);
    close(s.mean, 15869.0 / 1296.0, "4d6kh3 mean");
    assert_eq!((s.min, s.max, s.median), (3.0, 18.0, 12.0));
    close(s.exactly(18.0), 21.0 / 1296.0, "4d6kh3 18");
    close(s.exactly(3.0), 1.0 / 1296.0, "4d6kh3 3");

    // Advantage: P(x) = (2x − 1) / 400.
    let s = exact(Dialect::Standard, "2d20kh1", &NoVariables, &l);
    for x in 1..=20 {
        close(s.exactly(x as f64), (2 * x - 1) as f64 / 400.0, "2d20kh1");
    }
    close(s.mean, 13.825, "2d20kh1 mean");

    // Binomial(10, 0.3).
    let s = exact(Dialect::Standard, "10d10>=8", &NoVariables, &l);
    close(s.mean, 3.0, "10d10>=8 mean");
    close(s.stddev, 2.1f64.sqrt(), "10d10>=8 sd");
    close(s.exactly(0.0), 0.7f64.powi(10), "10d10>=8 none");
    close(s.exactly(10.0), 0.3f64.powi(10), "10d10>=8 all");

    // One exploding d6 has mean 3.5 · 6/5 (the cap of 100 changes it by ~6^-100); each
    // die shows at most 101 sixes.
    let s = exact(Dialect::Standard, "3d6!", &NoVariables, &l);
    close(s.mean, 12.6, "3d6! mean");
    assert_eq!((s.min, s.max), (3.0, 3.0 * 6.0 * 101.0));
    close(s.exactly(3.0), 1.0 / 216.0, "3d6! all ones");
    // Two explosions at most: 3 dice of up to 3 draws.
    let capped = Limits {
        max_rerolls: 2,
        ..l
    };
    let s = exact(Dialect::Standard, "3d6!", &NoVariables, &capped);
    assert_eq!(s.max, 54.0);
    close(s.exactly(54.0), 6f64.powi(-9), "3d6! capped max");

    // The best of three 3d6: P(≤ x) = F(x)^3.
    let s = exact(Dialect::Standard, "{3d6,3d6,3d6}kh1", &NoVariables, &l);
    let single = exact(Dialect::Standard, "3d6", &NoVariables, &l);
    for x in 3..=18 {
        close(
            s.at_most(x as f64),
            single.at_most(x as f64).powi(3),
            "{3d6,3d6,3d6}kh1",
        );
    }

    // Keep over exploding dice: the best single die of 2d4! is 4 unless no die explodes.
    let s = exact(Dialect::Standard, "2d4!kh1", &NoVariables, &l);
    for x in 1..=3 {
        close(s.at_most(x as f64), (x as f64 / 4.0).powi(2), "2d4!kh1");
    }
    close(s.exactly(4.0), 7.0 / 16.0, "2d4!kh1 4");
    // The worst die of an exploding pool is the worst of the chains' last values, each
    // uniform on 1..5 (a six always explodes).
    let s = exact(Dialect::Standard, "1d6!kl1", &NoVariables, &l);
    close(s.exactly(1.0), 0.2, "1d6!kl1");
    let s = exact(Dialect::Standard, "3d6!kl1", &NoVariables, &l);
    close(s.at_least(3.0), 0.6f64.powi(3), "3d6!kl1");
    assert_eq!(s.max, 5.0);
    // Successes over the kept dice of an exploding pool: kh2 of 3d4! counts dice ≥ 3.
    let s = exact(Dialect::Standard, "3d4!kh2>=3", &NoVariables, &l);
    close(
        s.distribution.iter().map(|x| x.1).sum::<f64>(),
        1.0,
        "3d4!kh2>=3 total",
    );

    // Rerolling ones until they stop: each die is uniform on 2..6.
    let s = exact(Dialect::Standard, "4d6r<2", &NoVariables, &l);
    close(s.mean, 16.0, "4d6r<2 mean");
    assert_eq!(s.min, 4.0);

    // Fudge dice: 4dF is 0 with 19/81.
    let s = exact(Dialect::Standard, "4dF", &NoVariables, &l);
    close(s.exactly(0.0), 19.0 / 81.0, "4dF 0");
    close(s.exactly(4.0), 1.0 / 81.0, "4dF 4");
    close(s.mean, 0.0, "4dF mean");
    let s = exact(Dialect::Standard, "4dF+2dF", &NoVariables, &l);
    close(s.stddev, (6.0f64 * 2.0 / 3.0).sqrt(), "6dF sd");
}

#[test]
fn big_pools_stay_exact_and_normalised() {
    let l = Limits::default();
    for f in [
        "100d20kh50",
        "1000d6",
        "20d6kh10",
        "1000d6kl3",
        "200d10>=6f=1",
        "10d6!",
    ] {
        let s = exact(Dialect::Standard, f, &NoVariables, &l);
        let total: f64 = s.distribution.iter().map(|x| x.1).sum();
        close(total, 1.0, f);
    }
    close(
        exact(Dialect::Standard, "1000d6", &NoVariables, &l).mean,
        3500.0,
        "1000d6",
    );
}

#[test]
fn hint_text() {
    let l = Limits::default();
    let h = |d, f| match hint(d, f, &NoVariables, &l) {
        Ok(h) => h.to_string(),
        Err(e) => panic!("{f}: {e:?}"),
    };
    assert_eq!(h(Dialect::Standard, "4d6kh3"), "12.24 (3–18)");
    assert_eq!(h(Dialect::Standard, "1d20+5"), "15.5 (6–25)");
    assert_eq!(h(Dialect::Standard, "2d6"), "7 (2–12)");
    assert_eq!(h(Dialect::Dndice, "3d6h2"), "8.46 (2–12)");
    // A pool group's keep has no span (the pool parser writes none): its modifiers are
    // still not empty, so the hint keeps the higher part instead of summing both.
    assert_eq!(h(Dialect::Pool, "{1d20,1d20}kh1"), "13.82 (1–20)");
    assert_eq!(
        h(Dialect::Pool, "{1d20,1d20}kh1"),
        h(Dialect::Standard, "{1d20,1d20}kh1")
    );
    // diceplus clamps the result to -999..999, so the hint does too.
    assert_eq!(h(Dialect::Diceplus, "1d6 * 400"), "866 (400–999)");
    // Explosions have no top but the reroll limit: the hint shows the range without
    // them, left open, never the limit's 1818.
    assert_eq!(h(Dialect::Standard, "3d6!"), "12.6 (3–18+)");
    assert_eq!(h(Dialect::Pool, "3d6!"), "12.6 (3–18+)");
    assert_eq!(h(Dialect::Standard, "-3d6!"), "-12.6 (…-18–-3)");
    assert_eq!(h(Dialect::Standard, "1d6!!+2"), "6.2 (3–8+)");
    // Each extra die is a d6 of its own: three kept never pass 18.
    assert_eq!(h(Dialect::Standard, "4d6!kh3"), "12.83 (3–18)");
    let st = analyze(Dialect::Standard, "3d6!", &NoVariables, &l).expect("exact");
    assert_eq!(
        st.max, 1818.0,
        "the table still counts the limit's outcomes"
    );
    assert_eq!(st.hint().to_string(), "12.6 (3–18+)");
    // No negative zero: an empty sum is -0.0 in Rust.
    let d20 = analyze(Dialect::Standard, "1d20", &NoVariables, &l).expect("exact");
    assert!(d20.at_least(25.0).is_sign_positive());
    assert!(d20.at_most(0.0).is_sign_positive());
    assert!(d20.exactly(0.5).is_sign_positive());
    assert_eq!(polyroll_core::stats::fixed(-1e-17, 4), "0.0000");
    assert_eq!(polyroll_core::stats::fixed(-0.5, 1), "-0.5");
    assert_eq!(polyroll_core::stats::two_decimals(-0.001), "0");
    // The same parse and checks as the roll.
    assert!(hint(Dialect::Standard, "2d6 fire", &NoVariables, &l).is_err());
    assert!(hint(Dialect::Standard, "1d6/(1d2-1)", &NoVariables, &l).is_err());
    assert!(hint(Dialect::Standard, "1d6r<7", &NoVariables, &l).is_err());
    assert!(hint(Dialect::Standard, "[nope]+1", &NoVariables, &l).is_err());
    assert!(hint(
        Dialect::Standard,
        "10d1000000000000*10000",
        &NoVariables,
        &l
    )
    .is_err());
    assert!(hint(Dialect::Standard, "1001d6", &NoVariables, &l).is_err());
    assert!(hint(Dialect::Standard, "600d6+600d6", &NoVariables, &l).is_err());
    // Computed counts pass the parser's check; the roll refuses them as it draws.
    for f in [
        "(600)d6+(600)d6",
        "(2*300)d6+(1d400)d6",
        "{(500)d6, (501)d4}",
    ] {
        let e = hint(Dialect::Standard, f, &NoVariables, &l).map(|h| h.to_string());
        assert!(
            matches!(&e, Err(e) if e.kind == polyroll_core::ErrorKind::Limit),
            "{f}: {e:?}"
        );
        assert!(
            analyze(Dialect::Standard, f, &NoVariables, &l).is_err(),
            "{f}"
        );
    }
    assert!(hint(Dialect::Standard, "(500)d6+(500)d6", &NoVariables, &l).is_ok());
    // Eleven unique d1s: ten of them reroll 100 times each, past the dice limit.
    assert!(analyze(Dialect::Standard, "11d1u", &NoVariables, &l).is_err());
    assert!(hint(Dialect::Standard, "10d1u", &NoVariables, &l).is_ok());
    // A sampled answer only knows the rolls it made: some of these fail, the stats say so.
    assert!(analyze(Dialect::Standard, "(1d600)d6+(1d600)d6", &NoVariables, &l).is_err());
}

#[test]
fn big_hints_keep_an_exact_mean_and_range() {
    let l = Limits::default();
    for f in [
        "100d20kh50",
        "1000d6",
        "300d6kl100+5",
        "200d10*3-7",
        "500d4dh100dl100",
        "{400d6, 300d8}",
        "250d6r<2kh100",
        "600d6>=5",
        "200d6kh3",
        "150d12dl75",
        "4d6kh3",
        "5d4kh3dl1",
        "3d4r<2",
        "4dF+2",
        "-2d6+10*1d4",
        "3d6min2max5kl2",
        "{2d6, 1d8, 3}",
        "(2d6)*3/4",
        "1d%",
    ] {
        let h = match hint(Dialect::Standard, f, &NoVariables, &l) {
            Ok(h) => h,
            Err(e) => panic!("{f}: {e:?}"),
        };
        let s = exact(Dialect::Standard, f, &NoVariables, &l);
        assert!(h.exact, "{f}: {h}");
        assert!(
            (h.mean - s.mean).abs() < 1e-6,
            "{f}: {} vs {}",
            h.mean,
            s.mean
        );
        assert_eq!((h.min, h.max), (s.min, s.max), "{f}");
    }
    let h = hint(Dialect::Standard, "1000d1000", &NoVariables, &l).map(|h| h.to_string());
    assert_eq!(h, Ok("500500 (1000–1000000)".to_string()));
}

#[test]
fn over_budget_or_unsupported_is_sampled_and_marked() {
    let l = Limits::default();
    for f in [
        "12d20u",
        "4d6!pkh3",
        "{100d20,99d20,98d20}kh2",
        "400d1000ukh3",
    ] {
        let s = match analyze(Dialect::Standard, f, &NoVariables, &l) {
            Ok(s) => s,
            Err(e) => panic!("{f}: {e:?}"),
        };
        assert!(!s.exact, "{f} cannot be exact here");
        assert!(s.samples > 0 && s.sampled_because.is_some(), "{f}");
        let h = match hint(Dialect::Standard, f, &NoVariables, &l) {
            Ok(h) => h.to_string(),
            Err(e) => panic!("{f}: {e:?}"),
        };
        assert!(h.starts_with('~'), "{f}: {h}");
    }
    let s = match analyze(Dialect::Standard, "1000d1000", &NoVariables, &l) {
        Ok(s) if s.exact => panic!("1000d1000 is over the budget"),
        Ok(s) => s,
        Err(e) => panic!("{e:?}"),
    };
    assert!((s.mean - 500_500.0).abs() < 2_000.0, "{}", s.mean);
}

/// Wilson–Hilferty: the chi-square quantile for `df` degrees of freedom at z sigmas.
fn chi2_critical(df: f64, z: f64) -> f64 {
    let a = 2.0 / (9.0 * df);
    df * (1.0 - a + z * a.sqrt()).powi(3)
}

/// The real roller's frequencies over many seeded rolls against the exact distribution.
fn chi_square(dialect: Dialect, formulas: &[&str], vars: &dyn Resolver) {
    let l = Limits::default();
    let n = 20_000usize;
    for f in formulas {
        let s = exact(dialect, f, vars, &l);
        let roller = Roller {
            dialect,
            limits: l,
            resolver: vars,
        };
        let mut src = RandomSource::seeded(20261203);
        let mut seen: HashMap<u64, usize> = HashMap::new();
        for _ in 0..n {
            let t = match roller.roll(f, &mut src) {
                Ok(o) => o.total().unwrap_or(f64::NAN),
                Err(e) => panic!("{f}: {e:?}"),
            };
            *seen.entry(t.to_bits()).or_insert(0) += 1;
        }
        let mut stat = 0.0;
        let mut bins = 0usize;
        let (mut exp_acc, mut obs_acc) = (0.0, 0.0);
        let mut covered = 0usize;
        for &(v, p) in &s.distribution {
            exp_acc += p * n as f64;
            obs_acc += *seen.get(&v.to_bits()).unwrap_or(&0) as f64;
            covered += seen.get(&v.to_bits()).copied().unwrap_or(0);
            // Pool neighbouring values until each bin expects at least 5.
            if exp_acc >= 5.0 {
                stat += (obs_acc - exp_acc).powi(2) / exp_acc;
                bins += 1;
                exp_acc = 0.0;
                obs_acc = 0.0;
            }
        }
        if exp_acc > 0.0 || obs_acc > 0.0 {
            stat += (obs_acc - exp_acc).powi(2) / exp_acc.max(1e-9);
            bins += 1;
        }
        assert_eq!(
            covered, n,
            "{f}: the roller gave a value the stats call impossible"
        );
        if bins < 2 {
            continue;
        }
        let crit = chi2_critical((bins - 1) as f64, 3.5);
        assert!(
            stat < crit,
            "{f}: chi-square {stat:.1} over {crit:.1} ({bins} bins)"
        );
    }
}

#[test]
fn roller_agrees_with_stats_standard() {
    let v = vars(&[("str", "1d4+1")], Dialect::Standard);
    chi_square(
        Dialect::Standard,
        &[
            "4d6kh3",
            "2d20kh1",
            "10d10>=8",
            "3d6!",
            "2d6!!",
            "3d6!p",
            "{3d6,3d6,3d6}kh1",
            "4d6r<2",
            "4d6ro=1kh3",
            "6dF",
            "8d6kh3",
            "3d10>7f<2",
            "1d20+[str]",
            "{1d20,1d12}kh1",
            "2d6*1d4",
            "floor(3d6/2)",
            "20d6kh10",
            "4d6u",
            "{1d20,1d12,1d8}kh2",
            "4d6!kh3",
            "5d10!>=9dl2",
        ],
        &v,
    );
}

#[test]
fn roller_agrees_with_stats_dndice() {
    chi_square(
        Dialect::Dndice,
        &[
            "4d6h3",
            "3d6R1",
            "6d6t4h3",
            "2d20l1",
            "4dF",
            "2dc6",
            "3d[1,5,10]",
        ],
        &NoVariables,
    );
}

#[test]
fn roller_agrees_with_stats_diceplus() {
    let v = vars(&[("level", "4")], Dialect::Diceplus);
    chi_square(
        Dialect::Diceplus,
        &[
            "3d6",
            "1d20 |< 8",
            "2d6 * level",
            "3d6 / 2 + 1d4 % 3",
            "1d100 * 30",
        ],
        &v,
    );
}

#[test]
fn sampled_stats_agree_roughly() {
    let l = Limits::default();
    let s = match sample_stats(Dialect::Standard, "4d6kh3", &NoVariables, &l, 20_000) {
        Ok(s) => s,
        Err(e) => panic!("{e:?}"),
    };
    assert!(!s.exact);
    assert!((s.mean - 15869.0 / 1296.0).abs() < 0.1, "{}", s.mean);
}
