//! Properties of the statistics over generated formulas: nothing panics; an exact answer
//! sums to 1 and holds every total the real roller gives; the hint agrees with it.

use polyroll_core::stats::{analyze, hint};
use polyroll_core::{Dialect, Limits, NoVariables, RandomSource, Roller};
use proptest::prelude::*;

fn term() -> impl Strategy<Value = String> {
    let sides = prop::sample::select(vec![
        "1", "2", "3", "4", "6", "8", "10", "12", "20", "F", "%",
    ]);
    let modifier = prop::sample::select(vec![
        "", "", "kh2", "kl1", "dl1", "dh2", "!", "!!", "!p", "r<2", "ro=1", ">=4", ">3f<2", "min2",
        "max3", "u", "kh1>=3", "r>5kh2", "min2!",
    ]);
    (0u32..12, sides, modifier).prop_map(|(n, s, m)| format!("{n}d{s}{m}"))
}

fn formula() -> impl Strategy<Value = String> {
    let op = prop::sample::select(vec!["+", "-", "*", "/", "+", "-"]);
    let piece = prop_oneof![
        4 => term(),
        1 => (0u32..10).prop_map(|n| n.to_string()),
        1 => (term(), term()).prop_map(|(a, b)| format!("{{{a}, {b}}}kh1")),
        1 => term().prop_map(|a| format!("floor({a}/2)")),
        1 => (term(), term()).prop_map(|(a, b)| format!("max({a}, {b})")),
    ];
    (piece.clone(), prop::collection::vec((op, piece), 0..3)).prop_map(|(first, rest)| {
        let mut text = first;
        for (op, p) in rest {
            text.push_str(op);
            text.push_str(&p);
        }
        text
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn exact_stats_hold_every_roll(text in formula(), seed in 0u64..1000) {
        let limits = Limits::default();
        let Ok(stats) = analyze(Dialect::Standard, &text, &NoVariables, &limits) else {
            // The roll must then fail at least sometimes; nothing to check beyond no panic.
            return Ok(());
        };
        let _ = hint(Dialect::Standard, &text, &NoVariables, &limits);
        prop_assert!(stats.min <= stats.mean + 1e-6 && stats.mean <= stats.max + 1e-6, "{text}");
        if !stats.exact {
            return Ok(());
        }
        let total: f64 = stats.distribution.iter().map(|x| x.1).sum();
        prop_assert!((total - 1.0).abs() < 1e-9, "{text}: sums to {total}");
        let h = match hint(Dialect::Standard, &text, &NoVariables, &limits) {
            Ok(h) => h,
            Err(e) => return Err(TestCaseError::fail(format!("{text}: hint {e:?}"))),
        };
        if h.exact {
            prop_assert!((h.mean - stats.mean).abs() < 1e-6, "{text}: hint {h} vs {}", stats.mean);
            // An open end (exploding dice: `3–18+`) shows the total without explosions.
            if !h.open_below {
                prop_assert_eq!(h.min, stats.min, "{}", text);
            }
            if !h.open_above {
                prop_assert_eq!(h.max, stats.max, "{}", text);
            }
        }
        let roller = Roller::new(Dialect::Standard);
        let mut src = RandomSource::seeded(seed);
        for _ in 0..20 {
            let t = match roller.roll(&text, &mut src) {
                Ok(o) => o.total().unwrap_or(f64::NAN),
                Err(e) => return Err(TestCaseError::fail(format!("{text}: the stats were exact but the roll failed: {e:?}"))),
            };
            prop_assert!(stats.min <= t && t <= stats.max, "{text}: {t} outside {}..{}", stats.min, stats.max);
            prop_assert!(stats.exactly(t) > 0.0, "{text}: rolled {t}, which the stats call impossible");
        }
    }
}

fn dndice_formula() -> impl Strategy<Value = String> {
    let sides = prop::sample::select(vec!["2", "4", "6", "10", "F", "[1,5,10]", "[0,0,1]"]);
    let ops = prop::collection::vec(
        prop::sample::select(vec![
            "h2", "l1", "f2", "c4", "r1", "R1", "r<2", "R>5", "t4", "T2",
        ]),
        0..3,
    );
    let kind = prop::sample::select(vec!["d", "d", "d", "dc", "da", "dm"]);
    (1u32..8, kind, sides, ops, 0u32..5)
        .prop_map(|(n, k, s, ops, c)| format!("{n}{k}{s}{}+{c}", ops.concat()))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn dndice_exact_stats_hold_every_roll(text in dndice_formula(), seed in 0u64..1000) {
        let limits = Limits::default();
        let Ok(stats) = analyze(Dialect::Dndice, &text, &NoVariables, &limits) else {
            return Ok(());
        };
        if !stats.exact {
            return Ok(());
        }
        let total: f64 = stats.distribution.iter().map(|x| x.1).sum();
        prop_assert!((total - 1.0).abs() < 1e-9, "{text}: sums to {total}");
        let roller = Roller::new(Dialect::Dndice);
        let mut src = RandomSource::seeded(seed);
        for _ in 0..20 {
            let t = match roller.roll(&text, &mut src) {
                Ok(o) => o.total().unwrap_or(f64::NAN),
                Err(e) => return Err(TestCaseError::fail(format!("{text}: {e:?}"))),
            };
            prop_assert!(stats.exactly(t) > 0.0, "{text}: rolled {t}, which the stats call impossible");
        }
    }
}
