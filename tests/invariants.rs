//! Properties over generated formulas of every dialect, the same invariants the fuzz
//! targets check: nothing panics, the dice limit holds, an exact hint's range holds every
//! rolled total, and every surface's text fits its budget. The hint and the roll come from
//! the same parse, so "if the hint can be built, the roll succeeds" is checked too.

use polyroll_core::stats::hint;
use polyroll_core::{Dialect, Limits, NoVariables, RandomSource, Roller};
use polyroll_render::{render, render_error, Surface};
use proptest::prelude::*;

fn die(max_count: u32) -> impl Strategy<Value = String> {
    (
        1..=max_count,
        prop::sample::select(vec![2u32, 4, 6, 8, 10, 12, 20, 100]),
    )
        .prop_map(|(n, s)| format!("{n}d{s}"))
}

fn standard() -> impl Strategy<Value = String> {
    let modifier = prop::sample::select(vec![
        "", "kh1", "kl1", "dh1", "dl1", "!", "!!", "r<2", "ro<2", ">=4", "<3", "cs=6", "min2",
        "max5",
    ]);
    let term = prop_oneof![
        (die(12), modifier).prop_map(|(d, m)| format!("{d}{m}")),
        (0i32..50).prop_map(|n| n.to_string()),
        Just("4dF".to_string()),
        Just("{1d6, 1d8}kh1".to_string()),
        (die(4)).prop_map(|d| format!("floor({d}/2)")),
    ];
    let op = prop::sample::select(vec!["+", "-", "*"]);
    (term.clone(), prop::collection::vec((op, term), 0..4)).prop_map(|(first, rest)| {
        rest.into_iter()
            .fold(first, |acc, (op, t)| format!("{acc}{op}{t}"))
    })
}

fn dndice() -> impl Strategy<Value = String> {
    let op = prop::sample::select(vec!["", "h1", "l1", "r1", "f3", "c4"]);
    let term = prop_oneof![
        (die(8), op).prop_map(|(d, o)| format!("{d}{o}")),
        (0i32..20).prop_map(|n| n.to_string()),
        Just("3!".to_string()),
    ];
    let bin = prop::sample::select(vec!["+", "-", "*"]);
    (term.clone(), prop::collection::vec((bin, term), 0..3))
        .prop_map(|(f, r)| r.into_iter().fold(f, |a, (o, t)| format!("{a}{o}{t}")))
}

fn diceplus() -> impl Strategy<Value = String> {
    let term = prop_oneof![die(6), (0i32..30).prop_map(|n| n.to_string())];
    let bin = prop::sample::select(vec![" + ", " - ", " * ", " / ", " % ", " |< ", " >| "]);
    (term.clone(), prop::collection::vec((bin, term), 0..4))
        .prop_map(|(f, r)| r.into_iter().fold(f, |a, (o, t)| format!("{a}{o}{t}")))
}

fn pool() -> impl Strategy<Value = String> {
    prop_oneof![
        die(10).prop_map(|d| d.to_string()),
        (die(10), 2u32..10).prop_map(|(d, t)| format!("{d}; @1c[>={t}]")),
        (die(6), die(6)).prop_map(|(a, b)| format!("{a}; {b}; $1+$2")),
    ]
}

fn check(dialect: Dialect, formula: &str, seed: u64) -> Result<(), TestCaseError> {
    let limits = Limits::default();
    let roller = Roller::new(dialect);
    let mut source = RandomSource::seeded(seed);
    let rolled = roller.roll(formula, &mut source);
    let h = hint(dialect, formula, &NoVariables, &limits);
    match (&rolled, &h) {
        (Err(e), Ok(_)) => {
            // Only a limit reached while rolling may refuse what the hint accepted.
            prop_assert!(
                e.kind == polyroll_core::ErrorKind::Limit,
                "{formula}: hint built but roll failed: {}",
                e.message()
            );
        }
        (Ok(o), Ok(h)) if h.exact && o.statements.len() == 1 => {
            let t = o.total().unwrap_or(f64::NAN);
            prop_assert!(
                // An open end (exploding dice: `3–18+`) bounds nothing on its side.
                (h.open_below || t >= h.min - tolerance(t))
                    && (h.open_above || t <= h.max + tolerance(t)),
                "{formula}: total {t} outside {h}"
            );
        }
        _ => {}
    }
    for surface in Surface::ALL {
        let text = match &rolled {
            Ok(o) => render(surface, o),
            Err(e) => render_error(surface, e, formula),
        };
        prop_assert!(surface.length(&text) <= surface.budget());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn standard_formulas(f in standard(), seed in any::<u64>()) { check(Dialect::Standard, &f, seed)?; }

    #[test]
    fn dndice_formulas(f in dndice(), seed in any::<u64>()) { check(Dialect::Dndice, &f, seed)?; }

    #[test]
    fn diceplus_formulas(f in diceplus(), seed in any::<u64>()) { check(Dialect::Diceplus, &f, seed)?; }

    #[test]
    fn pool_formulas(f in pool(), seed in any::<u64>()) { check(Dialect::Pool, &f, seed)?; }
}

/// Float sums in another order differ in the last bits: at 10^11 that is 10^-5, not 10^-9.
fn tolerance(t: f64) -> f64 {
    1e-9 * t.abs().max(1.0)
}
