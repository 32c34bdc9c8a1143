//! The work budget (`Limits::max_steps`): a few short aliases that read each other many
//! times (`l4` reads `l5` 150 times, which reads `l6` 150 times, … down to `l8 = 1`) would
//! make one roll evaluate some 5·10⁸ parts. Every path that evaluates a formula — a roll,
//! exact statistics, the hint, sampling — refuses it before evaluating anything, with an
//! error naming the limit and pointing at the alias's use; a pool `repeat` is counted
//! while it rolls. Each test names what it counts, never how long it took.

use std::collections::HashMap;

use polyroll_core::stats::{self, Budget};
use polyroll_core::{
    Alias, Dialect, Error, ErrorKind, Limits, Problem, RandomSource, Resolver, Roller, Span, Stop,
};

/// `name = [next]+[next]+…` (`count` uses), in the standard notation's variable syntax.
fn fan_out(next: &str, count: usize) -> String {
    vec![format!("[{next}]"); count].join("+")
}

/// The five aliases of the report: `l8 = 1`, and each of `l7`…`l4` reading the next 150
/// times (each formula under 1000 characters).
fn fan_out_book() -> HashMap<String, Alias> {
    let mut book = HashMap::new();
    book.insert(
        "l8".to_string(),
        Alias {
            formula: "1".into(),
            dialect: Dialect::Standard,
        },
    );
    for (name, next) in [("l7", "l8"), ("l6", "l7"), ("l5", "l6"), ("l4", "l5")] {
        let formula = fan_out(next, 150);
        assert!(formula.chars().count() < 1000, "{name}: {}", formula.len());
        book.insert(
            name.to_string(),
            Alias {
                formula,
                dialect: Dialect::Standard,
            },
        );
    }
    book
}

fn too_many_steps(e: &Error) -> bool {
    e.kind == ErrorKind::Limit
        && e.problem
            == Problem::TooManySteps {
                max: Limits::default().max_steps,
            }
}

fn roll(dialect: Dialect, text: &str, book: &dyn Resolver) -> Result<f64, Error> {
    let roller = Roller::new(dialect).with_resolver(book);
    let outcome = roller.roll(text, &mut RandomSource::seeded(7))?;
    Ok(outcome.total().unwrap_or(f64::NAN))
}

#[test]
fn an_alias_fan_out_is_refused_before_it_rolls_at_the_use_that_passes_the_limit() {
    let book = fan_out_book();
    // Within the limit, the same aliases roll: `l7` is 150 ones.
    assert_eq!(roll(Dialect::Standard, "[l7]", &book).unwrap(), 150.0);
    // `[l6]` is 150 uses of `l7` and their 149 sums: 22,499 + 150 × 299 steps, too many.
    for (text, at) in [
        ("[l4]", Span::new(0, 4)),
        ("[l5]", Span::new(0, 4)),
        ("[l6]", Span::new(0, 4)),
        ("1d20 + [l5] + 2", Span::new(7, 11)),
        ("{[l7], [l6]}kh1", Span::new(7, 11)),
    ] {
        let e = roll(Dialect::Standard, text, &book).unwrap_err();
        assert!(too_many_steps(&e), "{text}: {e:?}");
        assert_eq!(e.span, at, "{text}: {}", e.with_caret(text));
        assert!(
            e.message().contains("10000 steps"),
            "{text}: {}",
            e.message()
        );
    }
}

#[test]
fn every_dialect_refuses_the_fan_out() {
    // diceplus reads aliases as bare keywords: the same book, in its syntax.
    let mut keywords = HashMap::new();
    keywords.insert(
        "l8".to_string(),
        Alias {
            formula: "1".into(),
            dialect: Dialect::Diceplus,
        },
    );
    for (name, next) in [("l7", "l8"), ("l6", "l7"), ("l5", "l6"), ("l4", "l5")] {
        keywords.insert(
            name.to_string(),
            Alias {
                formula: vec![next; 150].join("+"),
                dialect: Dialect::Diceplus,
            },
        );
    }
    let e = roll(Dialect::Diceplus, "l4 + 1", &keywords).unwrap_err();
    assert!(too_many_steps(&e), "{e:?}");
    assert_eq!(e.span, Span::new(0, 2));
    // A standard alias read from a diceplus formula, and a diceplus one from a standard
    // formula, count the same.
    let mut mixed = fan_out_book();
    mixed.insert(
        "top".into(),
        Alias {
            formula: "l5 * 2".into(),
            dialect: Dialect::Diceplus,
        },
    );
    let e = roll(Dialect::Standard, "[top]", &mixed).unwrap_err();
    assert!(
        matches!(&e.problem, Problem::InVariable { problem, .. } if **problem == Problem::TooManySteps { max: 10_000 })
            || too_many_steps(&e),
        "{e:?}"
    );
    // dndice reads no aliases and pool neither: their formulas are bounded by their text,
    // and by the count while rolling (below). A limit set low shows the count at work.
    let tight = Limits {
        max_steps: 5,
        ..Limits::default()
    };
    for (dialect, text) in [
        (Dialect::Dndice, "1+2+3+4+5+6+7+8"),
        (Dialect::Standard, "1+2+3+4+5+6+7+8"),
        (Dialect::Diceplus, "1+2+3+4+5+6+7+8"),
        (Dialect::Pool, "1+2+3+4+5+6+7+8"),
    ] {
        let mut roller = Roller::new(dialect);
        roller.limits = tight;
        let e = roller.roll(text, &mut RandomSource::seeded(1)).unwrap_err();
        assert_eq!(
            e.problem,
            Problem::TooManySteps { max: 5 },
            "{dialect}: {e:?}"
        );
        assert!(e.span.end <= text.len(), "{dialect}");
        let mut roomy = Roller::new(dialect);
        roomy.limits = Limits {
            max_steps: 20,
            ..Limits::default()
        };
        assert_eq!(
            roomy
                .roll(text, &mut RandomSource::seeded(1))
                .unwrap()
                .total(),
            Some(36.0),
            "{dialect}"
        );
    }
}

#[test]
fn a_pool_repeat_is_counted_while_it_rolls() {
    // 100 passes of a 200-part sum: far under the dice limit (each pass counts one die),
    // but 20,000 steps.
    let sum = vec!["1"; 200].join("+");
    let text = format!("repeat({sum}, 100)");
    let e = roll(Dialect::Pool, &text, &HashMap::new()).unwrap_err();
    assert!(too_many_steps(&e), "{e:?}");
    assert!(e.span.end <= text.len());
    // Twenty passes fit.
    let fits = format!("repeat({sum}, 20)");
    assert!(roll(Dialect::Pool, &fits, &HashMap::new()).is_ok());
    // Its statistics roll it to sample it: refused the same way.
    let e = stats::analyze_statements(Dialect::Pool, &text, &HashMap::new(), &Limits::default())
        .unwrap_err();
    assert!(too_many_steps(&e), "{e:?}");
    let e = stats::hint(Dialect::Pool, &text, &HashMap::new(), &Limits::default()).unwrap_err();
    assert!(too_many_steps(&e), "{e:?}");
}

#[test]
fn statistics_hints_and_sampling_refuse_the_fan_out_as_the_roll_does() {
    let book = fan_out_book();
    let limits = Limits::default();
    for text in ["[l4]", "[l5] + 1d6", "[l6]d6"] {
        let e = stats::analyze(Dialect::Standard, text, &book, &limits).unwrap_err();
        assert!(too_many_steps(&e), "analyze {text}: {e:?}");
        let e = stats::hint(Dialect::Standard, text, &book, &limits).unwrap_err();
        assert!(too_many_steps(&e), "hint {text}: {e:?}");
        let e = stats::sample_stats(Dialect::Standard, text, &book, &limits, 400).unwrap_err();
        assert!(too_many_steps(&e), "sampled {text}: {e:?}");
        let e = stats::analyze_report(Dialect::Standard, text, &book, &limits).unwrap_err();
        assert!(too_many_steps(&e), "report {text}: {e:?}");
    }
    // The same aliases within the limit have statistics, exact.
    let st = stats::analyze(Dialect::Standard, "[l7] + 1d6", &book, &limits).unwrap();
    assert!(st.exact);
    assert_eq!((st.min, st.max), (151.0, 156.0));
}

#[test]
fn a_formula_of_many_parts_is_sampled_fewer_times_than_one_of_few() {
    // Keep/drop over exploding dice has no exact method: both are sampled. A formula of
    // a few thousand parts costs its parts in every roll, so the sampling makes fewer.
    let book = fan_out_book();
    let limits = Limits::default();
    let small = stats::analyze(Dialect::Standard, "4d6!pkh3 + 1", &book, &limits).unwrap();
    let large = stats::analyze(Dialect::Standard, "4d6!pkh3 + [l7]*10", &book, &limits).unwrap();
    assert!(!small.exact && !large.exact);
    assert!(
        large.samples < small.samples,
        "{} vs {}",
        large.samples,
        small.samples
    );
}

#[test]
fn stopped_statistics_end_with_the_stop_error() {
    let book = fan_out_book();
    let limits = Limits::default();
    let stop = Stop::new();
    stop.stop();
    for text in ["4d6kh3", "{3d6!}kh2", "1000d1000kh500", "[l7] + 2d6"] {
        let e = stats::analyze_until(Dialect::Standard, text, &book, &limits, &stop).unwrap_err();
        assert_eq!(e.problem, Problem::Stopped, "analyze {text}");
        let e = stats::hint_until(Dialect::Standard, text, &book, &limits, &stop).unwrap_err();
        assert_eq!(e.problem, Problem::Stopped, "hint {text}");
    }
    let e = stats::hint_until(Dialect::Pool, "3d6!; 2d6", &book, &limits, &stop).unwrap_err();
    assert_eq!(e.problem, Problem::Stopped, "pool hint");
    // A stop that is never asked for changes nothing.
    let free = Stop::new();
    let st = stats::analyze_until(Dialect::Standard, "4d6kh3", &book, &limits, &free).unwrap();
    assert_eq!(
        st,
        stats::analyze(Dialect::Standard, "4d6kh3", &book, &limits).unwrap()
    );
}

/// Work that would run for a very long time ends soon after its stop is asked for from
/// another thread: the stop is read inside the exact methods' loops (the sampler reads it
/// before each roll: see above). Whether it ended is asserted, never how fast.
#[test]
fn a_stop_asked_for_mid_work_ends_it() {
    // The exact sum of 1000 d1000 under a budget it never reaches: a convolution, die by
    // die, over a million values, minutes of work; 8 MB at most.
    let budget = Budget::new(1e18, 1e12);
    let stop = Stop::new();
    let worker_stop = stop.clone();
    let (started, wait_started) = std::sync::mpsc::channel();
    let worker = std::thread::spawn(move || {
        let _ = started.send(());
        let book = HashMap::<String, Alias>::new();
        let budget = budget.stopped_by(&worker_stop);
        stats::analyze_with(
            Dialect::Standard,
            "1000d1000",
            &book,
            &Limits::default(),
            budget,
        )
    });
    wait_started.recv().expect("the worker starts");
    std::thread::sleep(std::time::Duration::from_millis(50));
    stop.stop();
    let ended = worker.join().expect("no panic");
    let e = ended.expect_err("stopped work gives no answer");
    assert_eq!(e.problem, Problem::Stopped);
}

#[test]
fn an_alias_book_is_measured_leniently_as_it_is_written() {
    let book = fan_out_book();
    let limits = Limits::default();
    let mut steps = polyroll_core::AliasSteps::new(&book, &limits);
    assert_eq!(steps.of("l8"), 1);
    // 150 uses of l8 (one step each, its formula `1` none) and 149 sums, and the use.
    assert_eq!(steps.of("l7"), 300);
    assert_eq!(steps.of("L6"), 1 + 150 * 300 + 149);
    assert!(steps.of("l4") > 100_000_000);
    // What it says `[l7]` takes is what the roll counts.
    for (max_steps, rolls) in [(300, true), (299, false)] {
        let mut roller = Roller::new(Dialect::Standard).with_resolver(&book);
        roller.limits = Limits {
            max_steps,
            ..Limits::default()
        };
        let rolled = roller.roll("[l7]", &mut RandomSource::seeded(1));
        assert_eq!(rolled.is_ok(), rolls, "{max_steps}: {rolled:?}");
    }
    // Written from the top down, a book reads names not saved yet: they count as their use
    // alone; a cycle and a formula that does not parse count nothing more either.
    let mut partial = HashMap::new();
    for (name, formula) in [
        ("top", fan_out("nx", 150)),
        ("loop", "[loop] + 1".to_string()),
        ("broken", "1d20 + (".to_string()),
        ("param", "1d20 + %1%".to_string()),
    ] {
        partial.insert(
            name.to_string(),
            Alias {
                formula,
                dialect: Dialect::Standard,
            },
        );
    }
    let mut steps = polyroll_core::AliasSteps::new(&partial, &limits);
    assert_eq!(steps.of("top"), 1 + 150 + 149);
    assert_eq!(steps.of("loop"), 1 + 2);
    assert_eq!(steps.of("broken"), 1);
    // Its parameter filled in, bracketed: `1d20 + (1)`.
    assert_eq!(steps.of("param"), 3);
    assert_eq!(steps.of("absent"), 1);
}
