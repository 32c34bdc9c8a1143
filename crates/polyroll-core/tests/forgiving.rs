//! Input as people type it, conformance-style: each spelling rolls the same total as its
//! canonical form with the same scripted faces (and the same canonical form), in every
//! dialect where the seed leaves no doubt; and each likely mistake gets its suggestion.

use polyroll_core::{suggest, Dialect, Limits, Roller, ScriptedSource};

/// (dialect, as typed, canonical spelling, scripted faces)
const SPELLINGS: &[(Dialect, &str, &str, &[f64])] = &[
    (Dialect::Standard, "4d6KH3", "4d6kh3", &[3.0, 5.0, 2.0, 6.0]),
    (Dialect::Standard, "4D6kH3", "4d6kh3", &[3.0, 5.0, 2.0, 6.0]),
    (Dialect::Standard, "1D20KL1", "1d20kl1", &[7.0]),
    (Dialect::Standard, "2D20KL1", "2d20kl1", &[7.0, 15.0]),
    (Dialect::Standard, "4d6DL1", "4d6dl1", &[3.0, 5.0, 2.0, 6.0]),
    (Dialect::Standard, "4DF", "4dF", &[-1.0, 0.0, 1.0, 1.0]),
    (Dialect::Standard, "4df", "4dF", &[-1.0, 0.0, 1.0, 1.0]),
    (Dialect::Standard, "df", "dF", &[1.0]),
    (Dialect::Standard, "D%", "d%", &[42.0]),
    (Dialect::Standard, "1d20RO<2", "1d20ro<2", &[1.0, 12.0]),
    (Dialect::Standard, "3d6!P", "3d6!p", &[6.0, 2.0, 3.0, 4.0]),
    (
        Dialect::Standard,
        "4d6MIN2",
        "4d6min2",
        &[1.0, 2.0, 3.0, 4.0],
    ),
    (
        Dialect::Standard,
        "5d6CS>5SD",
        "5d6cs>5sd",
        &[6.0, 1.0, 5.0, 2.0, 3.0],
    ),
    (Dialect::Standard, "1d20 – 2", "1d20-2", &[11.0]),
    (Dialect::Standard, "1d20 — 2", "1d20-2", &[11.0]),
    (Dialect::Standard, "２d６+３", "2d6+3", &[4.0, 5.0]),
    (Dialect::Standard, "２d６＋３", "2d6+3", &[4.0, 5.0]),
    (Dialect::Standard, "（1d6＊２）－1", "(1d6*2)-1", &[4.0]),
    (Dialect::Pool, "4d6KH3", "4d6kh3", &[3.0, 5.0, 2.0, 6.0]),
    (Dialect::Pool, "4DF", "4dF", &[-1.0, 0.0, 1.0, 1.0]),
    (Dialect::Pool, "1d20RO<2", "1d20ro<2", &[1.0, 12.0]),
    (Dialect::Pool, "２d６＋３", "2d6+3", &[4.0, 5.0]),
    (Dialect::Pool, "1d20 — 2", "1d20-2", &[11.0]),
    (Dialect::Dndice, "4D6H3", "4d6h3", &[3.0, 5.0, 2.0, 6.0]),
    (Dialect::Dndice, "4d6L1", "4d6l1", &[3.0, 5.0, 2.0, 6.0]),
    (Dialect::Dndice, "2DC6", "2dc6", &[1.0, 2.0, 3.0, 4.0]),
    (Dialect::Dndice, "２d６＋３", "2d6+3", &[4.0, 5.0]),
    (Dialect::Dndice, "1d20 – 2", "1d20-2", &[11.0]),
    (Dialect::Dndice, "1d20 GT 10", "1d20 gt 10", &[11.0]),
    (Dialect::Diceplus, "2D6", "2d6", &[4.0, 5.0]),
    (Dialect::Diceplus, "２d６＋３", "2d6+3", &[4.0, 5.0]),
    (Dialect::Diceplus, "1d20 — 2", "1d20-2", &[11.0]),
];

fn roll(dialect: Dialect, text: &str, faces: &[f64]) -> (f64, String) {
    let mut source = ScriptedSource::new(faces.to_vec());
    match Roller::new(dialect).roll(text, &mut source) {
        Ok(o) => {
            assert_eq!(source.used(), faces.len(), "{dialect} {text}: faces used");
            (o.total().unwrap_or(f64::NAN), o.canonical.to_string())
        }
        Err(e) => panic!("{dialect} {text}: {}", e.with_caret(text)),
    }
}

#[test]
fn spellings_roll_as_their_canonical_form() {
    for &(dialect, typed, canonical, faces) in SPELLINGS {
        let (got, got_canonical) = roll(dialect, typed, faces);
        let (want, want_canonical) = roll(dialect, canonical, faces);
        assert_eq!(got, want, "{dialect}: {typed} vs {canonical}");
        assert_eq!(got_canonical, want_canonical, "{dialect}: {typed}");
    }
}

#[test]
fn spans_point_at_the_typed_bytes() {
    // The error is about the full-width `ｘ`, which starts after `２d６＋` (10 bytes).
    let text = "２d６＋ｘ";
    let e = Roller::new(Dialect::Standard)
        .roll(text, &mut ScriptedSource::new(vec![1.0, 1.0]))
        .expect_err("ｘ is no formula");
    assert_eq!(&text[e.span.start..e.span.end], "ｘ", "{e:?}");
}

#[test]
fn case_stands_where_it_carries_meaning() {
    // dndice: `r` rerolls once, `R` until it no longer matches (NOTATION.md).
    let faces = [1.0, 1.0, 4.0];
    let mut once = ScriptedSource::new(faces.to_vec());
    let o = Roller::new(Dialect::Dndice)
        .roll("1d6r1", &mut once)
        .expect("rolls");
    assert_eq!((o.total(), once.used()), (Some(1.0), 2));
    let mut again = ScriptedSource::new(faces.to_vec());
    let o = Roller::new(Dialect::Dndice)
        .roll("1d6R1", &mut again)
        .expect("rolls");
    assert_eq!((o.total(), again.used()), (Some(4.0), 3));
}

fn suggestion(dialect: Dialect, text: &str, names: &[&str]) -> Option<String> {
    let limits = Limits::default();
    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    let map: std::collections::HashMap<String, polyroll_core::Alias> = names
        .iter()
        .map(|n| {
            let alias = polyroll_core::Alias {
                formula: "3".into(),
                dialect: Dialect::Standard,
            };
            (n.clone(), alias)
        })
        .collect();
    let e = Roller::new(dialect)
        .with_resolver(&map)
        .roll(text, &mut ScriptedSource::new(vec![1.0; 8]))
        .expect_err("the typo fails");
    suggest::formula(dialect, text, &e, &names, &limits)
}

/// Lower-casing can change a character's length in bytes (`Ⱥ` is 2, `ⱥ` 3): what follows
/// `1d20` is taken from the text as typed, never at an offset found in a lower-cased copy
/// (which panicked on `d20ȺȺȺȺ adv`, and suggested `2d20kh1d20+5 (ȺȺȺ)` for
/// `1d20+5 (ȺȺȺ) adv`).
#[test]
fn advantage_keeps_what_follows_the_d20_whatever_its_letters() {
    let s = |text| suggestion(Dialect::Standard, text, &[]);
    assert_eq!(s("d20ȺȺȺȺ adv"), None);
    assert_eq!(s("1d20+5 (ȺȺȺ) adv").as_deref(), Some("2d20kh1+5 (ȺȺȺ)"));
    assert_eq!(s("D20+5 (İ) ADV").as_deref(), Some("2d20kh1+5 (İ)"));
}

#[test]
fn likely_mistakes_get_a_suggestion() {
    let s = |text, names: &[&str]| suggestion(Dialect::Standard, text, names);
    assert_eq!(s("1d20 adv", &[]).as_deref(), Some("2d20kh1"));
    assert_eq!(s("1d20 dis", &[]).as_deref(), Some("2d20kl1"));
    assert_eq!(s("d20+5 advantage", &[]).as_deref(), Some("2d20kh1+5"));
    assert_eq!(s("4d6 kh3", &[]).as_deref(), Some("4d6kh3"));
    assert_eq!(s("4d6 KH3", &[]).as_deref(), Some("4d6KH3"));
    assert_eq!(s("flor(2.5)+1", &[]).as_deref(), Some("floor(2.5)+1"));
    assert_eq!(
        s("1d20+[strr]", &["str", "dex"]).as_deref(),
        Some("1d20+[str]")
    );
    assert_eq!(
        suggestion(Dialect::Dndice, "1d20 adv", &[]).as_deref(),
        Some("2d20h1")
    );
    assert_eq!(
        suggestion(Dialect::Pool, "4d6 kh3", &[]).as_deref(),
        Some("4d6kh3")
    );
    // Nothing likely: no suggestion rather than a wild guess.
    assert_eq!(s("2d6 fire", &[]), None);
    assert_eq!(s("1d200 adv", &[]), None);
    assert_eq!(s("1d20+[zzzzzz]", &["str"]), None);
    // Every suggestion rolls.
    for text in ["1d20 adv", "1d20 dis", "4d6 kh3", "flor(2.5)+1"] {
        let fixed = s(text, &[]).expect("a suggestion");
        assert!(Roller::new(Dialect::Standard)
            .roll(&fixed, &mut ScriptedSource::new(vec![1.0; 8]))
            .is_ok());
    }
}
