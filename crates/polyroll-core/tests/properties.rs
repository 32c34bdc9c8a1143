//! Properties over generated formulas: a roll always lies within the formula's possible
//! range, and never panics, whatever the source.

use polyroll_core::{Dialect, RandomSource, Roller};
use proptest::prelude::*;

/// A dice term with its formula and the (min, max) of its value.
fn term() -> impl Strategy<Value = (String, f64, f64)> {
    (1u32..8, 1u32..20, 0u8..6, 0u32..8).prop_map(|(n, s, kind, k)| {
        let (n, s) = (n as f64, s as f64);
        let k = (k as f64).min(n);
        match kind {
            0 => (format!("{n}d{s}"), n, n * s),
            1 => (format!("{n}d{s}kh{k}"), k, k * s),
            2 => (format!("{n}d{s}dl{k}"), n - k, (n - k) * s),
            3 => (format!("{n}d{s}>={s}"), 0.0, n),
            // At the reroll cap a die keeps its minimum, so the floor stays n.
            4 if s > 1.0 => (format!("{n}d{s}r"), n, n * s),
            // An explosion adds at most 100 more dice per die.
            5 if s > 1.0 => (format!("{n}d{s}!"), n, n * s * 101.0),
            _ => (format!("{}", n), n, n),
        }
    })
}

fn formula() -> impl Strategy<Value = (String, f64, f64)> {
    prop::collection::vec((term(), any::<bool>()), 1..5).prop_map(|terms| {
        let (mut text, mut lo, mut hi) = (String::new(), 0.0, 0.0);
        for (i, ((t, a, b), minus)) in terms.into_iter().enumerate() {
            if i > 0 || minus {
                text.push(if minus { '-' } else { '+' });
            }
            if minus {
                lo -= b;
                hi -= a;
            } else {
                lo += a;
                hi += b;
            }
            text.push_str(&t);
        }
        (text, lo, hi)
    })
}

proptest! {
    #[test]
    fn a_roll_lies_within_the_formula_range((text, lo, hi) in formula(), seed in any::<u64>()) {
        let roller = Roller::new(Dialect::Standard);
        let outcome = roller.roll(&text, &mut RandomSource::seeded(seed));
        let total = outcome.map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?.total().unwrap_or(f64::NAN);
        prop_assert!(total >= lo && total <= hi, "{} gave {} outside {}..{}", text, total, lo, hi);
    }

    #[test]
    fn any_text_gets_an_answer_or_an_error(text in "[-+*/%^()\\[\\]{}dDkhlr!pufsacmin<>=, 0-9a-zF#.]{0,40}", seed in any::<u64>()) {
        let roller = Roller::new(Dialect::Standard);
        if let Err(e) = roller.roll(&text, &mut RandomSource::seeded(seed)) {
            prop_assert!(e.span.start <= e.span.end && e.span.end <= text.len());
            prop_assert!(text.is_char_boundary(e.span.start) && text.is_char_boundary(e.span.end));
        }
    }
}
