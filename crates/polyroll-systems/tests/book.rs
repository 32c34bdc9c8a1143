//! The shipped book: every file reads, every example rolls, and the odds of each example
//! add up to one.

use polyroll_core::{Limits, RandomSource, Stop};
use polyroll_systems::{Book, Budget};

#[test]
fn every_system_reads_and_every_example_rolls() {
    let book = Book::load().unwrap_or_else(|e| panic!("{e}"));
    assert!(book.all().len() >= 13);
    let mut source = RandomSource::seeded(1);
    for system in book.all() {
        assert!(!system.examples.is_empty(), "{}", system.name);
        for example in &system.examples {
            let (found, args) = book.call(example).expect(example);
            assert_eq!(found.name, system.name);
            let params = found
                .arguments(args)
                .unwrap_or_else(|e| panic!("{example}: {e:?}"));
            let rolled = found
                .roll(&params, &Limits::default(), &mut source)
                .unwrap_or_else(|e| panic!("{example}: {e:?}"));
            assert!(
                found.outcome_keys().any(|k| k == rolled.outcome),
                "{example}"
            );
            let odds = found
                .odds(&params, &Limits::default(), Budget::ANALYZE, &Stop::never())
                .unwrap_or_else(|e| panic!("{example}: {e:?}"));
            assert!(odds.exact, "{example}");
            let total: f64 = odds.outcomes.iter().map(|o| o.1).sum();
            assert!((total - 1.0).abs() < 1e-9, "{example}: {total}");
            let results: f64 = odds.results.iter().map(|o| o.1).sum();
            assert!((results - 1.0).abs() < 1e-9, "{example}: {results}");
        }
    }
}

#[test]
fn blades_three_dice_as_the_issue_states() {
    let book = Book::load().unwrap();
    let blades = book.get("Blades").unwrap();
    let odds = blades
        .odds(&[3], &Limits::default(), Budget::ANALYZE, &Stop::never())
        .unwrap();
    let shown: Vec<String> = odds
        .outcomes
        .iter()
        .map(|(k, p)| format!("{k} {:.2}%", p * 100.0))
        .collect();
    assert_eq!(
        shown,
        [
            "critical 7.41%",
            "full 34.72%",
            "partial 45.37%",
            "bad 12.50%"
        ]
    );
}

/// A system's name never takes a formula's place: `2d20` stays two dice (the Modiphius
/// system is `m2d20`), and no name reads as a roll in the standard notation.
#[test]
fn no_system_name_is_a_dice_formula() {
    let book = Book::load().unwrap();
    for system in book.all() {
        assert!(
            polyroll_core::Dialect::Standard
                .parse(&system.name, &Limits::default())
                .is_err(),
            "{} reads as a formula",
            system.name
        );
    }
    assert!(book.call("2d20").is_none());
}
