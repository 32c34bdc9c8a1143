//! Properties of the pool notation over generated programs: the canonical form reads back
//! as the same program, and any text gets a result or a spanned error, never a panic.

use polyroll_core::ast::{
    BinOp, CmpOp, Compare, Explode, ExplodeKind, Func, KeepDrop, Modifiers, Reroll, SortOrder,
    Which,
};
use polyroll_core::pool::ast::*;
use polyroll_core::pool::{canonical, parse};
use polyroll_core::{Dialect, Limits, RandomSource, Roller, Span};
use proptest::prelude::*;

fn e(kind: PKind) -> PExpr {
    PExpr::new(kind, Span::default())
}
fn num(v: f64) -> PExpr {
    e(PKind::Number(v))
}

fn number() -> impl Strategy<Value = f64> {
    prop_oneof![
        (0u32..30).prop_map(f64::from),
        (0u32..20).prop_map(|v| f64::from(v) + 0.5)
    ]
}
fn signed() -> impl Strategy<Value = f64> {
    (-5i32..30).prop_map(f64::from)
}

fn cmp_op() -> impl Strategy<Value = CmpOp> {
    prop_oneof![
        Just(CmpOp::Eq),
        Just(CmpOp::Ne),
        Just(CmpOp::Gt),
        Just(CmpOp::Lt),
        Just(CmpOp::Ge),
        Just(CmpOp::Le)
    ]
}

fn validator_atom() -> impl Strategy<Value = Validator> {
    prop_oneof![
        (cmp_op(), signed()).prop_map(|(op, v)| Validator::Cmp(op, v)),
        signed().prop_map(Validator::Equals),
        (signed(), 0i32..6).prop_map(|(lo, w)| Validator::Range(lo, lo + f64::from(w))),
    ]
}

/// Shaped as the parser builds it: `|` over `^` over `&`, each folded from the left.
fn validator() -> impl Strategy<Value = Validator> {
    let fold = |items: Vec<Validator>, f: fn(Box<Validator>, Box<Validator>) -> Validator| {
        items
            .into_iter()
            .reduce(|a, b| f(Box::new(a), Box::new(b)))
            .unwrap_or(Validator::Equals(1.0))
    };
    let and =
        prop::collection::vec(validator_atom(), 1..3).prop_map(move |v| fold(v, Validator::And));
    let xor = prop::collection::vec(and, 1..3).prop_map(move |v| fold(v, Validator::Xor));
    prop::collection::vec(xor, 1..3).prop_map(move |v| fold(v, Validator::Or))
}

fn keep_drop() -> impl Strategy<Value = Option<KeepDrop>> {
    prop::option::of((any::<bool>(), 0u32..5).prop_map(|(hi, n)| KeepDrop {
        which: if hi { Which::Highest } else { Which::Lowest },
        n: f64::from(n),
    }))
}

fn judge() -> impl Strategy<Value = Judge> {
    (
        (keep_drop(), keep_drop()),
        prop::option::of(validator()),
        prop::option::of((validator(), prop::option::of(validator()))),
        prop::option::of(prop::option::of(validator())),
        prop::option::of(prop::option::of(validator())),
        prop::option::of(any::<bool>()),
    )
        .prop_map(|((keep, drop), filter, success, cs, cf, sort)| Judge {
            keep,
            drop,
            filter,
            success: success.as_ref().map(|s| s.0.clone()),
            failure: success.and_then(|s| s.1),
            crit_success: cs,
            crit_failure: cf,
            sort: sort.map(|a| {
                if a {
                    SortOrder::Ascending
                } else {
                    SortOrder::Descending
                }
            }),
        })
}

fn compare() -> impl Strategy<Value = Option<Compare>> {
    prop::option::of((cmp_op(), signed()).prop_map(|(op, value)| Compare { op, value }))
}

fn faces() -> impl Strategy<Value = Modifiers> {
    (
        prop::option::of(signed()),
        prop::option::of(signed()),
        prop::option::of((0u8..3, compare())),
        prop::option::of((any::<bool>(), compare())),
        prop::option::of((any::<bool>(), compare())),
    )
        .prop_map(|(min, max, explode, reroll, unique)| Modifiers {
            min,
            max,
            explode: explode.map(|(k, on)| Explode {
                kind: [
                    ExplodeKind::Plain,
                    ExplodeKind::Compound,
                    ExplodeKind::Penetrate,
                ][k as usize],
                on,
            }),
            reroll: reroll.map(|(once, on)| Reroll { once, on }),
            unique: unique.map(|(once, on)| Reroll { once, on }),
            ..Modifiers::default()
        })
}

fn item_text() -> impl Strategy<Value = String> {
    "[a-z ,\"\\[\\]:.#/\\\\0-9é-]{1,6}".prop_filter("an item has text", |s| !s.trim().is_empty())
}

fn list_expr() -> impl Strategy<Value = PKind> {
    (
        prop::collection::vec((item_text(), 1u64..4, 1i64..4), 1..4),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        0u32..4,
        -3i64..5,
    )
        .prop_map(|(raw, unique, joined, intervals, count, start)| {
            let mut at = start;
            let items: Vec<ListItem> = raw
                .into_iter()
                .map(|(text, weight, width)| {
                    let interval = intervals.then(|| {
                        let iv = (at, at + width - 1);
                        at += width;
                        iv
                    });
                    ListItem {
                        text: text.trim().to_string(),
                        weight: if intervals { 1 } else { weight },
                        interval,
                    }
                })
                .collect();
            let count = if unique {
                (count as usize).min(items.len())
            } else {
                count as usize
            };
            PKind::List(Box::new(ListExpr {
                count: num(count as f64),
                unique,
                joined,
                items,
            }))
        })
}

fn segment() -> impl Strategy<Value = Segment> {
    prop_oneof![
        3 => "[a-z %$@\\[\\]\"\\\\0-9\n#/,;]{1,5}".prop_map(Segment::Lit),
        1 => (1u8..4).prop_map(Segment::Marker),
        1 => (0usize..9, prop::option::of(0usize..4)).prop_map(|(stmt, index)| Segment::Ref { stmt, index }),
        1 => (0usize..9).prop_map(Segment::Dice),
    ]
}

/// A text as the parser reads it: one literal between markers.
fn text() -> impl Strategy<Value = PKind> {
    prop::collection::vec(segment(), 0..5).prop_map(|segs| {
        let mut out: Vec<Segment> = Vec::new();
        for s in segs {
            match (out.last_mut(), s) {
                (Some(Segment::Lit(a)), Segment::Lit(b)) => a.push_str(&b),
                (_, s) => out.push(s),
            }
        }
        PKind::Text(out)
    })
}

fn set_source() -> impl Strategy<Value = SetSource> {
    prop_oneof![
        Just(SetSource::Previous),
        (0usize..9).prop_map(SetSource::Statement),
        prop::collection::vec(0usize..9, 2..4).prop_map(SetSource::Bound),
        prop::collection::vec(0usize..9, 1..3).prop_map(SetSource::Merged),
    ]
}

/// Operands: what may stand before a modifier, a branch or an operator.
fn leaf() -> impl Strategy<Value = PExpr> {
    prop_oneof![
        number().prop_map(num),
        (
            1u32..9,
            prop_oneof![
                (1u32..21).prop_map(|s| PSides::Expr(Box::new(num(f64::from(s))))),
                Just(PSides::Percent),
                Just(PSides::Fate)
            ],
            faces(),
            judge()
        )
            .prop_map(|(n, sides, faces, judge)| e(PKind::Dice(Box::new(PDice {
                count: num(f64::from(n)),
                sides,
                faces,
                judge
            })))),
        (set_source(), judge()).prop_map(|(s, j)| e(PKind::Set(s, j))),
        (0usize..9, prop::option::of(0usize..4))
            .prop_map(|(stmt, index)| e(PKind::Ref { stmt, index })),
        text().prop_map(e),
        list_expr().prop_map(e),
    ]
}

fn condition() -> impl Strategy<Value = Condition> {
    (
        prop_oneof![
            Just(Scope::Value),
            Just(Scope::All),
            Just(Scope::Any),
            Just(Scope::Total)
        ],
        validator(),
    )
        .prop_map(|(scope, validator)| Condition { scope, validator })
}

fn program_expr() -> impl Strategy<Value = PExpr> {
    leaf().prop_recursive(3, 24, 4, |inner| {
        // `post` is what the parser reads as one postfix operand.
        let post = prop_oneof![
            inner.clone().prop_map(|x| e(PKind::Paren(Box::new(x)))),
            (prop::collection::vec(inner.clone(), 1..3), judge())
                .prop_map(|(p, j)| e(PKind::Group(p, j))),
            (inner.clone(), inner.clone())
                .prop_map(|(a, b)| e(PKind::Repeat(Box::new(a), Box::new(b)))),
            (
                prop_oneof![Just(Func::Floor), Just(Func::Abs), Just(Func::Max)],
                prop::collection::vec(inner.clone(), 2..3)
            )
                .prop_map(|(f, mut args)| {
                    if f != Func::Max {
                        args.truncate(1);
                    }
                    e(PKind::Call(f, args))
                }),
            (inner.clone(), inner.clone(), judge()).prop_map(|(c, s, judge)| {
                let paren = |x| e(PKind::Paren(Box::new(x)));
                e(PKind::Dice(Box::new(PDice {
                    count: paren(c),
                    sides: PSides::Expr(Box::new(paren(s))),
                    faces: Modifiers::default(),
                    judge,
                })))
            }),
            leaf(),
        ]
        .boxed();
        let branch = (
            post.clone(),
            0u8..3,
            prop::collection::vec((condition(), inner.clone()), 1..3),
            prop::option::of(inner.clone()),
        )
            .prop_map(|(subject, k, mut cases, default)| {
                let kind =
                    [BranchKind::If, BranchKind::Switch, BranchKind::SwitchFirst][k as usize];
                if kind == BranchKind::If {
                    cases.truncate(1);
                }
                e(PKind::Branch(Box::new(Branch {
                    subject,
                    kind,
                    cases,
                    default,
                })))
            })
            .boxed();
        let unary = prop_oneof![
            post.clone(),
            branch.clone(),
            post.clone().prop_map(|x| e(PKind::Neg(Box::new(x))))
        ]
        .boxed();
        let pow = (post.clone(), unary.clone())
            .prop_map(|(a, b)| e(PKind::Binary(BinOp::Pow, Box::new(a), Box::new(b))));
        let term = prop_oneof![
            unary.clone(),
            pow,
            (
                unary.clone(),
                prop_oneof![Just(BinOp::Mul), Just(BinOp::Div), Just(BinOp::Mod)],
                unary.clone()
            )
                .prop_map(|(a, op, b)| e(PKind::Binary(op, Box::new(a), Box::new(b)))),
        ]
        .boxed();
        prop_oneof![
            term.clone(),
            (
                term.clone(),
                prop_oneof![Just(BinOp::Add), Just(BinOp::Sub)],
                term
            )
                .prop_map(|(a, op, b)| e(PKind::Binary(op, Box::new(a), Box::new(b)))),
        ]
    })
}

/// Points every reference backwards and away from merged statements, reading the
/// program in the order the parser does.
fn fix(x: &mut PExpr, stmt: usize, merged: &mut Vec<bool>) {
    let back = |k: usize| if stmt == 0 { None } else { Some(k % stmt + 1) };
    let open = |k: usize, merged: &Vec<bool>| back(k).filter(|&n| !merged[n - 1]);
    let replace = match &mut x.kind {
        PKind::Ref { stmt: s, .. } => match back(*s) {
            Some(n) => {
                *s = n;
                false
            }
            None => true,
        },
        PKind::Set(source, _) => match source {
            SetSource::Previous => false,
            SetSource::Statement(k) => match open(*k, merged) {
                Some(n) => {
                    *k = n;
                    false
                }
                None => true,
            },
            SetSource::Bound(list) | SetSource::Merged(list) => {
                let mut ns: Vec<usize> = list.iter().filter_map(|&k| open(k, merged)).collect();
                ns.dedup();
                ns.sort_unstable();
                ns.dedup();
                let is_merge = matches!(source, SetSource::Merged(_));
                if ns.is_empty() {
                    true
                } else {
                    if is_merge {
                        ns.iter().for_each(|&n| merged[n - 1] = true);
                        *source = SetSource::Merged(ns);
                    } else if ns.len() == 1 {
                        *source = SetSource::Statement(ns[0]);
                    } else {
                        *source = SetSource::Bound(ns);
                    }
                    false
                }
            }
        },
        PKind::Text(segs) => {
            for s in segs.iter_mut() {
                if let Segment::Ref { stmt: k, .. } | Segment::Dice(k) = s {
                    match back(*k) {
                        Some(n) => *k = n,
                        None => *s = Segment::Marker(3),
                    }
                }
            }
            false
        }
        PKind::Dice(d) => {
            fix(&mut d.count, stmt, merged);
            if let PSides::Expr(s) = &mut d.sides {
                fix(s, stmt, merged);
            }
            false
        }
        PKind::List(l) => {
            fix(&mut l.count, stmt, merged);
            false
        }
        PKind::Group(parts, _) | PKind::Call(_, parts) => {
            parts.iter_mut().for_each(|p| fix(p, stmt, merged));
            false
        }
        PKind::Repeat(a, b) | PKind::Binary(_, a, b) => {
            fix(a, stmt, merged);
            fix(b, stmt, merged);
            false
        }
        PKind::Neg(a) | PKind::Paren(a) => {
            fix(a, stmt, merged);
            false
        }
        PKind::Branch(b) => {
            fix(&mut b.subject, stmt, merged);
            for (_, body) in b.cases.iter_mut() {
                fix(body, stmt, merged);
            }
            if let Some(d) = &mut b.default {
                fix(d, stmt, merged);
            }
            false
        }
        PKind::Number(_) => false,
    };
    if replace {
        *x = num(1.0);
    }
    // Literal markers in texts were merged into their neighbours by `text()`; a marker
    // put in place of a reference may now touch another marker, which is fine.
}

fn program() -> impl Strategy<Value = Program> {
    prop::collection::vec(program_expr(), 1..4).prop_map(|exprs| {
        let mut merged = Vec::new();
        let statements = exprs
            .into_iter()
            .enumerate()
            .map(|(i, mut x)| {
                fix(&mut x, i, &mut merged);
                merged.push(false);
                Statement { expr: x }
            })
            .collect();
        Program {
            statements,
            comments: Vec::new(),
        }
    })
}

/// Reads `p`'s canonical form back.
fn reads_back(p: &Program) -> Result<(), TestCaseError> {
    let text = canonical::program(p);
    let limits = Limits {
        max_chars: 100_000,
        max_depth: 1000,
        max_dice: 1_000_000,
        ..Limits::default()
    };
    let back = parse(&text, &limits)
        .map_err(|err| TestCaseError::fail(format!("{text}\n{}", err.with_caret(&text))))?;
    prop_assert_eq!(&back, p, "{}", text);
    prop_assert_eq!(&canonical::program(&back), &text);
    // Rolled, it gives a result or an error that points into the text.
    if let Err(e) = Roller::new(Dialect::Pool).roll(&text, &mut RandomSource::seeded(7)) {
        prop_assert!(
            e.span.end <= text.len() && e.span.start <= e.span.end,
            "{:?}",
            e
        );
    }
    Ok(())
}

#[test]
fn the_canonical_form_reads_back_as_the_same_program() {
    // Building values of this deep recursive strategy takes more stack than a test
    // thread has in debug builds: the runner gets its own thread.
    let run = || {
        let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig::with_cases(400));
        runner
            .run(&program(), |p| reads_back(&p))
            .map_err(|e| e.to_string())
    };
    let result = std::thread::Builder::new()
        .stack_size(64 * 1024 * 1024)
        .spawn(run)
        .expect("a thread")
        .join()
        .expect("the runner finishes");
    if let Err(e) = result {
        panic!("{e}");
    }
}

proptest! {
    #[test]
    fn any_text_gets_an_answer_or_a_spanned_error(
        text in "[-+*/%^()\\[\\]{}dDkhlLrR!pufsSciambBn@$\"#:.&|<>=,; 0-9a-zFé€−×\\\\\n]{0,40}",
        seed in any::<u64>(),
    ) {
        let roller = Roller::new(Dialect::Pool);
        if let Err(e) = roller.roll(&text, &mut RandomSource::seeded(seed)) {
            prop_assert!(e.span.start <= e.span.end && e.span.end <= text.len(), "{:?} for {:?}", e.span, text);
            prop_assert!(text.is_char_boundary(e.span.start) && text.is_char_boundary(e.span.end));
        }
    }
}
