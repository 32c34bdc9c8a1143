//! The dndice notation (seed 001): each operator, each precedence level, and the clashes
//! with the standard notation.

use polyroll_core::{Dialect, ErrorKind, Outcome, Roller, ScriptedSource};

fn roll(text: &str, faces: &[f64]) -> Outcome {
    let roller = Roller::new(Dialect::Dndice);
    match roller.roll(text, &mut ScriptedSource::new(faces.to_vec())) {
        Ok(o) => o,
        Err(e) => panic!("{text}: {}", e.with_caret(text)),
    }
}

fn total(text: &str, faces: &[f64]) -> f64 {
    roll(text, faces).total().unwrap_or(f64::NAN)
}

fn error(text: &str) -> ErrorKind {
    match Roller::new(Dialect::Dndice).roll(text, &mut ScriptedSource::new(vec![1.0; 50])) {
        Ok(o) => panic!("{text} should fail, gave {:?}", o.total()),
        Err(e) => e.kind,
    }
}

#[test]
fn dice_forms() {
    assert_eq!(total("3d6+2", &[4.0, 5.0, 3.0]), 14.0);
    assert_eq!(total("2d[1,5,10]", &[10.0, 1.0]), 11.0);
    assert_eq!(
        total("2d[0.5,1.5]", &[0.5, 1.5]),
        2.0,
        "list faces may be decimals"
    );
    assert_eq!(total("3dF", &[-1.0, 1.0, 1.0]), 1.0);
    assert_eq!(total("2d(1d4+2)", &[3.0, 1.0, 5.0]), 6.0);
    assert_eq!(
        total("1d4d6", &[3.0, 6.0, 5.0, 6.0]),
        17.0,
        "d is left-associative"
    );
    assert_eq!(total("0d6", &[]), 0.0);
    assert_eq!(total("2da6", &[]), 7.0);
    assert_eq!(total("1da[1,2]", &[]), 1.5, "the average is unrounded");
    assert_eq!(total("1dc8", &[1.0, 8.0]), 9.0);
    assert_eq!(total("2dm6", &[]), 12.0);
}

#[test]
fn modifiers() {
    assert_eq!(
        total("4d6h3", &[6.0, 6.0, 6.0, 5.0]),
        18.0,
        "h keeps, unlike standard's h"
    );
    assert_eq!(total("2d20l1", &[3.0, 9.0]), 3.0);
    assert_eq!(total("4d6f3", &[6.0, 6.0, 6.0, 1.0]), 21.0);
    assert_eq!(total("4d6c4", &[6.0, 6.0, 6.0, 5.0]), 16.0);
    assert_eq!(
        total("4d6r1", &[1.0, 6.0, 6.0, 5.0, 1.0]),
        18.0,
        "r rerolls once"
    );
    assert_eq!(
        total("4d6R1", &[1.0, 6.0, 6.0, 5.0, 1.0, 2.0]),
        19.0,
        "R rerolls until different"
    );
    assert_eq!(total("4d6r<2", &[1.0, 3.0, 6.0, 6.0, 6.0]), 21.0);
    assert_eq!(total("4d6rl2", &[1.0, 3.0, 6.0, 6.0, 6.0]), 21.0);
    assert_eq!(total("4d6r>4", &[1.0, 3.0, 6.0, 6.0, 6.0, 1.0]), 11.0);
    assert_eq!(total("4d6rh4", &[1.0, 3.0, 6.0, 6.0, 6.0, 1.0]), 11.0);
    assert_eq!(total("4d6R<3", &[1.0, 3.0, 6.0, 6.0, 6.0]), 21.0);
    assert_eq!(total("4d6Rh4", &[1.0, 3.0, 6.0, 6.0, 6.0, 1.0, 1.0]), 6.0);
    assert_eq!(total("6d6t4", &[6.0, 6.0, 6.0, 5.0, 6.0, 2.0]), 5.0);
    assert_eq!(total("6d6T2", &[6.0, 6.0, 6.0, 5.0, 6.0, 2.0]), 1.0);
    assert_eq!(
        total("6d6t4h3", &[2.0, 1.0, 6.0, 3.0, 5.0, 1.0]),
        2.0,
        "modifiers chain left to right"
    );
    assert_eq!(total("4d6r1h3", &[2.0, 1.0, 6.0, 3.0, 5.0]), 14.0);
}

#[test]
fn precedence_levels() {
    assert_eq!(total("5!", &[]), 120.0);
    assert_eq!(total("3!+1d4", &[1.0]), 7.0);
    assert_eq!(total("2^3^2", &[]), 512.0, "^ is right-associative");
    assert_eq!(total("-2^2", &[]), -4.0, "^ binds tighter than unary minus");
    assert_eq!(total("2^-1", &[]), 0.5, "a unary minus after any operator");
    assert_eq!(total("2*3+4*5", &[]), 26.0);
    assert_eq!(total("10-3-2", &[]), 5.0);
    assert_eq!(total("7/2", &[]), 3.5);
    assert_eq!(total("7%3", &[]), 1.0);
    assert_eq!(total("-7%3", &[]), 2.0, "% takes the divisor's sign");
    assert_eq!(total("1+2>2+0", &[]), 1.0, "comparisons are loosest");
    assert_eq!(total("3>2>1", &[]), 0.0, "and left-associative");
    assert_eq!(total("1d20 ge 10", &[14.0]), 1.0);
    assert_eq!(total("1d20 lt 10", &[14.0]), 0.0);
    assert_eq!(total("1d20<=10", &[1.0]), 1.0);
    assert_eq!(total("1d20=10", &[5.0]), 0.0);
    assert_eq!(total("3&5", &[]), 1.0);
    assert_eq!(total("0|0", &[]), 0.0);
    assert_eq!(
        total("0&5|1", &[]),
        1.0,
        "& and | share a level, left to right"
    );
}

#[test]
fn factorial_sides_warn() {
    let o = roll("2d6!", &[700.0, 20.0]);
    assert_eq!(o.total(), Some(720.0), "2d6! is 2d720");
    assert!(o
        .warnings
        .iter()
        .any(|w| w.to_string().contains("factorial")));
}

#[test]
fn errors_and_limits() {
    assert_eq!(error("d20"), ErrorKind::Syntax);
    assert_eq!(error("2d0"), ErrorKind::Math);
    assert_eq!(error("5+h2"), ErrorKind::Syntax);
    assert_eq!(error("(2+3)h1"), ErrorKind::Syntax);
    assert_eq!(error("1d1R1"), ErrorKind::Limit);
    assert_eq!(error("2001d6"), ErrorKind::Limit);
    assert_eq!(error("9^9^9"), ErrorKind::Math);
    assert_eq!(error("100!"), ErrorKind::Math);
    assert_eq!(error("1/0"), ErrorKind::Math);
    assert_eq!(error("(1d6"), ErrorKind::Syntax);
    assert_eq!(error("2d[1,2"), ErrorKind::Syntax);
}

#[test]
fn comparison_and_logic_read_back_from_the_canonical_form() {
    // Found by the canonical round-trip fuzz target: the canonical form writes `=` as `==`,
    // `&` as `&&` and `|` as `||`, as in every dialect.
    let limits = polyroll_core::Limits::default();
    for input in ["1+1=2", "10.0&0|1"] {
        let p = Dialect::Dndice.parse(input, &limits).expect("parses");
        let c = polyroll_core::canonical::program(&p);
        let again = Dialect::Dndice
            .parse(&c, &limits)
            .expect("canonical reads back");
        assert_eq!(polyroll_core::canonical::program(&again), c, "{input}");
    }
}

#[test]
fn each_refusal_names_its_place() {
    // Messages and spans of the recursive-descent parser the lalrpop grammar replaced,
    // one input per place it could refuse (the grammar maps lalrpop's errors onto them).
    let limits = polyroll_core::Limits::default();
    let cases: &[(&str, &str, usize, usize)] = &[
        ("", "there is no formula", 0, 0),
        ("   ", "there is no formula", 0, 3),
        ("d20", "a roll needs its number of dice, like 1d20", 0, 1),
        ("1+d20", "a roll needs its number of dice, like 1d20", 2, 3),
        ("-dc6", "a roll needs its number of dice, like 1d20", 1, 3),
        ("(d6)", "a roll needs its number of dice, like 1d20", 1, 2),
        ("2^d4", "a roll needs its number of dice, like 1d20", 2, 3),
        ("1dd6", "expected a number or '(', found 'd'", 2, 3),
        ("1d6hd", "expected a number or '(', found 'd'", 4, 5),
        (
            "1d",
            "the formula ends too early: expected a number or '('",
            2,
            2,
        ),
        (
            "1d6h",
            "the formula ends too early: expected a number or '('",
            4,
            4,
        ),
        (
            "1+",
            "the formula ends too early: expected a number or '('",
            2,
            2,
        ),
        (
            "(1+",
            "the formula ends too early: expected a number or '('",
            3,
            3,
        ),
        ("(1d6", "this bracket is never closed", 0, 1),
        ("((1)", "this bracket is never closed", 0, 1),
        ("(1 2)", "expected ')', found '2'", 3, 4),
        ("1 2", "unexpected '2'", 2, 3),
        ("1)", "unexpected ')'", 1, 2),
        ("1d6h1d6", "unexpected 'd'", 5, 6),
        ("(1d6h1d6)", "expected ')', found 'd'", 6, 7),
        ("5+h2", "expected a number or '(', found 'h'", 2, 3),
        (
            "(2+3)h1",
            "a roll modifier needs a roll on its left, like 4d6h3",
            5,
            6,
        ),
        (
            "3h2",
            "a roll modifier needs a roll on its left, like 4d6h3",
            1,
            2,
        ),
        (
            "1h1(",
            "a roll modifier needs a roll on its left, like 4d6h3",
            1,
            2,
        ),
        (
            "3h",
            "the formula ends too early: expected a number or '('",
            2,
            2,
        ),
        ("2d[1,2", "this list of faces is never closed", 2, 3),
        ("2d[1,2 3]", "expected ',' or ']', found '3'", 7, 8),
        ("2d[]", "expected a face value, found ']'", 3, 4),
        (
            "2d[-",
            "the formula ends too early: expected a face value",
            4,
            4,
        ),
        (
            "2d[1,",
            "the formula ends too early: expected a face value",
            5,
            5,
        ),
        ("2d[1é", "this list of faces is never closed", 2, 3),
        ("2d[1,-x]", "expected a face value, found 'x'", 6, 7),
        ("1+é", "expected a number or '(', found 'é'", 2, 4),
        ("é", "expected a number or '(', found 'é'", 0, 2),
        ("1é", "unexpected 'é'", 1, 3),
        ("(1é", "expected ')', found 'é'", 2, 4),
        ("1d+6", "expected a number or '(', found '+'", 2, 3),
        ("1d-d6", "a roll needs its number of dice, like 1d20", 3, 4),
    ];
    for &(input, message, start, end) in cases {
        match Dialect::Dndice.parse(input, &limits) {
            Ok(_) => panic!("{input:?} should be refused"),
            Err(e) => assert_eq!(
                (e.message().as_str(), e.span.start, e.span.end),
                (message, start, end),
                "{input:?}"
            ),
        }
    }
}

#[test]
fn brackets_beyond_the_limit_are_refused_at_the_first_too_many() {
    let limits = polyroll_core::Limits::default();
    let deep = format!("{}1{}", "(".repeat(40), ")".repeat(40));
    let e = Dialect::Dndice.parse(&deep, &limits).expect_err("too deep");
    assert_eq!(e.kind, ErrorKind::Limit);
    assert_eq!((e.span.start, e.span.end), (32, 33), "{}", e.message());
    // An error before the bracket that passes the limit is the one reported.
    let e = Dialect::Dndice
        .parse(&format!("1 2{}", "(".repeat(40)), &limits)
        .expect_err("refused");
    assert_eq!(e.message(), "unexpected '2'");
}

#[test]
fn a_minus_after_d_or_a_modifier_negates_the_next_factorial() {
    // The grammar's one departure from the parser it replaced (see `syntax/dndice`): the
    // minus there negates a factorial, not a whole power, so `1d-2^2` is `(1d-2)^2`.
    let limits = polyroll_core::Limits::default();
    let canonical = |t: &str| {
        polyroll_core::canonical::program(&Dialect::Dndice.parse(t, &limits).expect("parses"))
    };
    for t in ["1d-2^2", "4d6h-1", "1d-+3", "1d--3!", "2*-3"] {
        assert_eq!(canonical(&canonical(t)), canonical(t), "{t}");
    }
    assert_eq!(total("4d6h-1", &[1.0, 2.0, 3.0, 4.0]), 0.0, "keeps no die");
    assert_eq!(error("1d-2^2"), ErrorKind::Math, "a die needs a side");
    assert_eq!(
        error("1d(-2^2)"),
        ErrorKind::Math,
        "brackets give the old reading"
    );
}
