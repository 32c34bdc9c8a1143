//! Every Discord output fits in 2000 characters and every Telegram output in 4096, the
//! total is always shown, and Telegram output is well-formed HTML of the allowed tags only.

mod common;

use common::{roll, telegram_html_problem};
use polyroll_core::Dialect;
use polyroll_render::{render, render_error, Surface};
use proptest::prelude::*;

fn check(surface: Surface, text: &str) -> Result<(), TestCaseError> {
    prop_assert!(
        surface.length(text) <= surface.budget(),
        "{surface}: {} > {}",
        surface.length(text),
        surface.budget()
    );
    if surface == Surface::Telegram {
        if let Some(problem) = telegram_html_problem(text) {
            return Err(TestCaseError::fail(format!("{problem} in {text}")));
        }
    }
    Ok(())
}

/// Text a hostile user might type into a label.
fn hostile() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[a-zа-я<>&\"*_~`|@#:!\\\\ ]{0,300}").expect("valid regex")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn rolls_fit_and_show_their_total(
        count in 1u32..=1000,
        sides in 1u32..=100,
        keep in 0u32..=1000,
        label in hostile(),
        face in 1u32..=100,
    ) {
        let formula = format!("{count}d{sides}kh{} # {label}", keep.min(count));
        let face = f64::from(face.min(sides));
        let Ok(o) = roll(Dialect::Standard, &formula, &[face]) else {
            return Ok(());
        };
        let total = o.total().map(|t| format!("{t}"));
        for surface in [Surface::Discord, Surface::Telegram] {
            let text = render(surface, &o);
            check(surface, &text)?;
            if let Some(t) = &total {
                prop_assert!(text.contains(t.as_str()), "total {t} missing from {text}");
            }
        }
    }

    #[test]
    fn errors_fit(input in proptest::string::string_regex("[0-9d+*<>&\"`()\\[\\]{}a-z ]{0,1000}").expect("valid regex")) {
        if let Err(e) = roll(Dialect::Standard, &input, &[1.0]) {
            for surface in [Surface::Discord, Surface::Telegram] {
                check(surface, &render_error(surface, &e, &input))?;
            }
        }
    }
}

#[test]
fn many_long_statements_and_warnings_still_fit() {
    // Many statements (the pool dialect's multi-statement inputs) with long hostile labels
    // and many warnings: more than any budget even with no dice shown.
    let one = roll(Dialect::Standard, "20d6kh3 # x", &[3.0]).expect("rolls");
    let mut o = one.clone();
    for i in 0..300 {
        let mut s = one.statements[0].clone();
        s.label = Some(format!("<b>{i}</b> & \"{}\"", "*_~".repeat(40)));
        o.statements.push(s);
        o.warnings.push(polyroll_core::Problem::Ignored {
            text: format!("<warning {i}> & {}", "`".repeat(30)),
        });
    }
    for surface in [Surface::Discord, Surface::Telegram] {
        let text = render(surface, &o);
        assert!(surface.length(&text) <= surface.budget(), "{text}");
        assert!(text.contains("more"), "{text}");
        if surface == Surface::Telegram {
            assert_eq!(telegram_html_problem(&text), None, "{text}");
        }
    }
}

#[test]
fn a_thousand_dice_fit_with_the_total_in_full() {
    let o = roll(Dialect::Standard, "1000d100", &[100.0]).expect("rolls");
    for surface in [Surface::Discord, Surface::Telegram] {
        let text = render(surface, &o);
        assert!(surface.length(&text) <= surface.budget());
        assert!(text.contains("more"), "{text}");
        assert!(text.contains("100000"), "{text}");
    }
}

#[test]
fn the_checker_catches_broken_html() {
    assert!(telegram_html_problem("<b>x").is_some());
    assert!(telegram_html_problem("<a>x</a>").is_some());
    assert!(telegram_html_problem("a & b").is_some());
    assert!(telegram_html_problem("<b><s>x</b></s>").is_some());
    assert_eq!(telegram_html_problem("<b>&lt;x&gt;</b>"), None);
}
