//! The diceplus notation (seed 003): every row of the operator table, associativity,
//! the clamps, keywords and each warning.

use std::collections::HashMap;

use polyroll_core::{Alias, Dialect, Outcome, Roller, ScriptedSource};

fn roll(text: &str, faces: &[f64], vars: &[(&str, &str)]) -> Outcome {
    let map: HashMap<String, Alias> = vars
        .iter()
        .map(|(k, v)| {
            (
                k.to_lowercase(),
                Alias {
                    formula: v.to_string(),
                    dialect: Dialect::Diceplus,
                },
            )
        })
        .collect();
    let roller = Roller::new(Dialect::Diceplus).with_resolver(&map);
    match roller.roll(text, &mut ScriptedSource::new(faces.to_vec())) {
        Ok(o) => o,
        Err(e) => panic!("{text}: {}", e.with_caret(text)),
    }
}

fn total(text: &str) -> f64 {
    roll(text, &[], &[]).total().unwrap_or(f64::NAN)
}

#[test]
fn every_operator_of_the_table() {
    let cases = [
        ("2 |< 5", 5.0),
        ("9 >| 5", 5.0),
        ("0 || 3", 1.0),
        ("0 || 0", 0.0),
        ("1 ^^ 1", 0.0),
        ("0 ^^ 4", 1.0),
        ("2 && 3", 1.0),
        ("2 && 0", 0.0),
        ("6 | 3", 7.0),
        ("6 ^ 3", 5.0),
        ("6 & 3", 2.0),
        ("3 == 3", 1.0),
        ("3 != 3", 0.0),
        ("2 < 3", 1.0),
        ("3 <= 3", 1.0),
        ("2 > 3", 0.0),
        ("3 >= 4", 0.0),
        ("2 + 3", 5.0),
        ("2 - 3", -1.0),
        ("2 * 3", 6.0),
        ("7 / 2", 3.0),
        ("-7 / 2", -3.0),
        ("7 % 3", 1.0),
        ("-7 % 3", -1.0),
        ("7 % -3", 1.0),
        ("7 / 0", 0.0),
        ("7 % 0", 0.0),
    ];
    for (text, want) in cases {
        assert_eq!(total(text), want, "{text}");
    }
}

#[test]
fn priorities_and_left_to_right() {
    assert_eq!(total("2+3*4"), 14.0);
    assert_eq!(total("10-3-2"), 5.0);
    assert_eq!(total("100/10/5"), 2.0);
    assert_eq!(total("2 < 3 == 1"), 1.0, "< binds tighter than ==");
    assert_eq!(total("1 | 2 ^ 3"), 1.0, "^ binds tighter than |");
    assert_eq!(total("1 || 0 && 0"), 1.0, "&& binds tighter than ||");
    assert_eq!(total("2*-3"), -6.0);
    assert_eq!(total("-2*3"), -6.0);
    assert_eq!(total("1 0"), 10.0, "whitespace is insignificant");
}

#[test]
fn clamps_chain_left_to_right() {
    assert_eq!(roll("1d4+2 |< 2 >| 9", &[4.0], &[]).total(), Some(6.0));
    assert_eq!(roll("1d20+2 |< 2 >| 9", &[20.0], &[]).total(), Some(9.0));
    assert_eq!(
        roll(
            "3d6 |< 3d6 |< 3d6",
            &[1., 1., 1., 6., 6., 6., 2., 2., 2.],
            &[]
        )
        .total(),
        Some(18.0)
    );
}

#[test]
fn the_final_result_is_limited_with_a_warning() {
    let o = roll("1000 + 5", &[], &[]);
    assert_eq!(o.total(), Some(999.0));
    assert!(
        o.warnings.iter().any(|w| w.to_string().contains("999")),
        "{:?}",
        o.warnings
    );
    assert_eq!(total("0 - 5000"), -999.0);
}

#[test]
fn keywords_read_variables_case_insensitively() {
    assert_eq!(
        roll("5 + level * 3", &[], &[("level", "4")]).total(),
        Some(17.0)
    );
    assert_eq!(
        roll("LEVEL + Level", &[], &[("level", "3")]).total(),
        Some(6.0)
    );
    let v = [("dexterity", "18"), ("Cleric/Fighter", "1"), ("level", "5")];
    assert_eq!(
        roll("(dexterity == 18) * \"Cleric/Fighter\" * level", &[], &v).total(),
        Some(5.0)
    );
    assert_eq!(
        roll("1d4 + \"Half-Elf\"", &[2.0], &[("half-elf", "1")]).total(),
        Some(3.0)
    );
}

#[test]
fn what_cannot_be_understood_is_ignored_with_a_warning() {
    let o = roll("10 + jerk * 11", &[], &[]);
    assert_eq!(o.total(), Some(10.0));
    assert!(o.warnings.iter().any(|w| w.to_string().contains("jerk")));
    let o = roll("level=5", &[], &[("level", "2")]);
    assert_eq!(o.total(), Some(2.0));
    assert!(
        o.warnings.iter().any(|w| w.to_string().contains("=5")),
        "{:?}",
        o.warnings
    );
    let o = roll("d4", &[], &[]);
    assert_eq!(o.total(), Some(0.0), "d4 without a count is a name");
    assert!(!o.warnings.is_empty());
    let o = roll("(2+3", &[], &[]);
    assert_eq!(o.total(), Some(5.0));
    assert!(o
        .warnings
        .iter()
        .any(|w| w.to_string().contains("never closed")));
    let o = roll("4 +", &[], &[]);
    assert_eq!(o.total(), Some(4.0));
    assert!(
        o.warnings.iter().any(|w| w.to_string().contains("'+'")),
        "{:?}",
        o.warnings
    );
}

#[test]
fn nothing_understood_is_an_error() {
    let roller = Roller::new(Dialect::Diceplus);
    assert!(roller
        .roll("= 5", &mut ScriptedSource::new(vec![]))
        .is_err());
    assert!(roller.roll("", &mut ScriptedSource::new(vec![])).is_err());
    assert!(roller
        .roll("2000d6", &mut ScriptedSource::new(vec![]))
        .is_err());
}

#[test]
fn quoted_names_keep_their_quotes_in_the_canonical_form() {
    // Found by the canonical round-trip fuzz target: an empty quoted name printed as
    // nothing, and a name starting with a digit would read back as dice.
    let limits = polyroll_core::Limits::default();
    for (input, canonical) in [("\"\" + 3", "\"\"+3"), ("\"2d6\" + 1", "\"2d6\"+1")] {
        let p = Dialect::Diceplus.parse(input, &limits).expect("forgiven");
        let c = polyroll_core::canonical::program(&p);
        assert_eq!(c, canonical);
        let again = Dialect::Diceplus.parse(&c, &limits).expect("reads back");
        assert_eq!(polyroll_core::canonical::program(&again), c);
    }
}
