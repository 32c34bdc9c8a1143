//! Numbers and words as they are: open ranges for exploding dice, no negative zero, one
//! colon after a label, an empty result called empty — through the real binary.

mod common;

use common::polyroll_stdout as polyroll;

#[test]
fn exploding_dice_have_an_open_top() {
    let out = polyroll(&["stats", "--", "3d6!"]);
    assert_eq!(out.lines().next(), Some("3d6!: 12.6 (3–18+)"));
}

#[test]
fn no_negative_zero() {
    let out = polyroll(&["stats", "--at-least", "25", "--", "1d20"]);
    assert!(out.contains("P(≥ 25) = 0.00%"), "{out}");
    assert!(!out.contains("-0"), "{out}");
    let out = polyroll(&["stats", "--", "1d3-2"]);
    assert!(out.contains("mean    0.00"), "{out}");
    for dialect in ["standard", "dndice", "pool", "diceplus"] {
        let out = polyroll(&["roll", "--dialect", dialect, "--", "0*-1"]);
        assert!(!out.contains("-0"), "{dialect}: {out}");
    }
}

#[test]
fn one_colon_after_a_label() {
    let out = polyroll(&["roll", "--faces", "2,3", "--", "Fire: 2d6"]);
    assert_eq!(out.trim_end(), "2d6 [2, 3] = 5 — “Fire”");
    let out = polyroll(&["stats", "--", "Fire: 2d6"]);
    assert!(out.starts_with("Fire: 2d6: 7 (2–12)"), "{out}");
    assert!(!out.contains("::"), "{out}");
}

#[test]
fn an_empty_result_says_so() {
    let out = polyroll(&["roll", "--dialect", "pool", "--", "repeat(1d6, -1)"]);
    assert_eq!(out.trim_end(), "repeat(1d6, -1) → (empty)");
}
