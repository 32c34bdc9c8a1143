//! The hostile-input corpus (`tests/hostile/`): in every dialect, each input is answered
//! or refused with a clear error pointing into the input — never a panic, never past the
//! limits. How fast is measured by the `hostile` bench, not here.

use std::path::PathBuf;

use polyroll_core::{Dialect, Limits, RandomSource, Roller};

/// Every corpus file, decoded as a chat adapter would (invalid UTF-8 replaced).
pub fn corpus() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/hostile");
    let mut out: Vec<(String, String)> = std::fs::read_dir(&dir)
        .expect("the corpus folder")
        .filter_map(|e| e.ok())
        .map(|e| {
            let bytes = std::fs::read(e.path()).expect("a corpus file");
            (
                e.file_name().to_string_lossy().into_owned(),
                String::from_utf8_lossy(&bytes).into_owned(),
            )
        })
        .collect();
    out.sort();
    out
}

#[test]
fn every_hostile_input_is_answered_or_refused_clearly() {
    let corpus = corpus();
    assert!(corpus.len() >= 50, "corpus has {} inputs", corpus.len());
    let limits = Limits::default();
    for dialect in Dialect::ALL {
        let roller = Roller::new(dialect);
        for (name, input) in &corpus {
            let mut source = RandomSource::seeded(1);
            match roller.roll(input, &mut source) {
                Ok(o) => {
                    let dice: usize = o.statements.iter().map(|s| o.dice_count(s.node)).sum();
                    assert!(
                        dice <= limits.max_dice,
                        "{}/{name}: {dice} dice",
                        dialect.name()
                    );
                    for t in o.totals().into_iter().flatten() {
                        assert!(t.is_finite(), "{}/{name}: total {t}", dialect.name());
                    }
                }
                Err(e) => {
                    assert!(
                        !e.message().trim().is_empty(),
                        "{}/{name}: empty message",
                        dialect.name()
                    );
                    assert!(
                        e.span.start <= e.span.end && e.span.end <= input.len(),
                        "{}/{name}: span {:?} outside {} bytes",
                        dialect.name(),
                        e.span,
                        input.len()
                    );
                    assert!(
                        input.is_char_boundary(e.span.start) && input.is_char_boundary(e.span.end),
                        "{}/{name}: span {:?} splits a character",
                        dialect.name(),
                        e.span
                    );
                    let _ = e.with_caret(input);
                }
            }
        }
    }
}

#[test]
fn every_canonical_form_of_the_corpus_reads_back() {
    let limits = Limits::default();
    for dialect in Dialect::ALL {
        for (name, input) in &corpus() {
            let Ok(p) = dialect.parse(input, &limits) else {
                continue;
            };
            let c = polyroll_core::canonical::program(&p);
            if c.chars().count() > limits.max_chars {
                continue;
            }
            let again = dialect
                .parse(&c, &limits)
                .unwrap_or_else(|e| panic!("{}/{name}: {c:?}: {}", dialect.name(), e.message()));
            assert_eq!(
                polyroll_core::canonical::program(&again),
                c,
                "{}/{name}",
                dialect.name()
            );
        }
    }
}

#[test]
fn every_hostile_input_gets_a_hint_or_a_clear_refusal() {
    let limits = Limits::default();
    for dialect in Dialect::ALL {
        for (name, input) in &corpus() {
            if let Err(e) =
                polyroll_core::stats::hint(dialect, input, &polyroll_core::NoVariables, &limits)
            {
                assert!(!e.message().trim().is_empty(), "{}/{name}", dialect.name());
                assert!(
                    e.span.end <= input.len(),
                    "{}/{name}: span {:?}",
                    dialect.name(),
                    e.span
                );
            }
        }
    }
}

#[test]
fn a_reroll_of_a_huge_die_is_sampled_within_budget() {
    // Found by fuzzing: each face of a d44141 rerolled became a whole die again, and the
    // exact method grew to gigabytes. Now the budget stops it and the answer is sampled.
    let limits = Limits::default();
    let s = polyroll_core::stats::analyze(
        Dialect::Dndice,
        "1d44141R>41",
        &polyroll_core::NoVariables,
        &limits,
    )
    .expect("answered");
    assert!(!s.exact);
    assert!(s.min >= 1.0 && s.max <= 44141.0, "{} {}", s.min, s.max);
}
