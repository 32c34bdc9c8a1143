//! Per-statement statistics of a pool program (seed 002): each numeric statement's own
//! distribution (its marginal, whatever the other statements rolled).
//!
//! **Exact** when the statement, after two rewrites, is plain dice arithmetic that lowers
//! to the shared tree ([`crate::pool::lower`]):
//! - `$n` (no index) becomes `(statement n)` when statement n is itself plain arithmetic
//!   with only `+ − ×` (so its shown, rounded total is its raw one);
//! - `@n` / `b[n]` with its own judge becomes statement n's dice judged that way, when
//!   statement n is a bare dice term (`8d10`: literal count and sides, no modifiers), so
//!   `8d10; @1c[>=6]` gives statement 2 the binomial of `8d10c[>=6]`.
//!
//! Each statement may be read at most once in a rewritten statement (`$1+$1` reads one
//! value twice, which the rewrite would roll twice): else, and for everything else that
//! reads earlier statements (`@` in the same statement, `m[…]`, `b[n, m]`, `$n[i]`,
//! branches, repeat, lists), the whole program is rolled by the real pool roller with the
//! fixed seed and each statement's total is counted (`exact: false`). A statement that
//! gave a text or a list, or whose dice went into a later `m[…]`, in any roll has `None`.

use std::collections::HashMap;

use super::budget::Fail;
use super::sample::Work;
use super::{dist::Dist, expr, from_exact, summary_of_pairs, Budget, Sampling, Stats};
use crate::ast::{BinOp, Modifiers, Program as Shared};
use crate::error::Error;
use crate::limits::Limits;
use crate::pool::ast::{PExpr, PKind, PSides, Program, SetSource, Statement};
use crate::source::RandomSource;
use crate::stop::Stop;
use crate::Dialect;

/// Why a statement that reads others is sampled.
const READS: &str = "it reads earlier statements in a way that is not computed exactly";

/// What one statement can be, before sampling.
enum Plan {
    /// Its dice went into a later `m[…]`: it shows no total.
    Merged,
    Exact(Dist),
    Sample(&'static str),
}

fn children(e: &PExpr) -> Vec<&PExpr> {
    match &e.kind {
        PKind::Number(_) | PKind::Set(..) | PKind::Ref { .. } | PKind::Text(_) => Vec::new(),
        PKind::Dice(d) => {
            let mut v = vec![&d.count];
            if let PSides::Expr(s) = &d.sides {
                v.push(s);
            }
            v
        }
        PKind::Group(parts, _) | PKind::Call(_, parts) => parts.iter().collect(),
        PKind::List(l) => vec![&l.count],
        PKind::Branch(b) => {
            let mut v = vec![&b.subject];
            v.extend(b.cases.iter().map(|c| &c.1));
            v.extend(b.default.as_ref());
            v
        }
        PKind::Repeat(a, b) | PKind::Binary(_, a, b) => vec![a, b],
        PKind::Neg(a) | PKind::Paren(a) => vec![a],
    }
}

fn walk(e: &PExpr, f: &mut dyn FnMut(&PExpr)) {
    // An explicit stack: long chains like `1+1+…` stay off the call stack.
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        f(e);
        stack.extend(children(e));
    }
}

/// Plain arithmetic whose raw total is its shown one: numbers, dice, `+ − ×`, signs.
fn plain_whole(e: &PExpr) -> bool {
    let mut ok = true;
    walk(e, &mut |x| match &x.kind {
        PKind::Number(v) => ok &= v.fract() == 0.0,
        PKind::Dice(_) | PKind::Neg(_) | PKind::Paren(_) | PKind::Group(..) => {}
        PKind::Binary(op, ..) => ok &= matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul),
        _ => ok = false,
    });
    ok && crate::pool::lower(&one(e)).is_ok()
}

fn one(e: &PExpr) -> Program {
    Program {
        statements: vec![Statement { expr: e.clone() }],
        comments: Vec::new(),
    }
}

/// Statement `n` (from 1) when it is a bare dice term: literal count and sides, nothing
/// else.
fn bare_dice(p: &Program, n: usize) -> Option<&crate::pool::ast::PDice> {
    let s = p.statements.get(n.checked_sub(1)?)?;
    let PKind::Dice(d) = &s.expr.kind else {
        return None;
    };
    let literal = |e: &PExpr| matches!(e.kind, PKind::Number(v) if v.fract() == 0.0 && v >= 1.0);
    let sides_ok = match &d.sides {
        PSides::Expr(s) => literal(s),
        PSides::Percent => true,
        PSides::Fate => false,
    };
    (literal(&d.count) && sides_ok && d.faces == Modifiers::default() && d.judge.is_empty())
        .then_some(d)
}

/// The statement with its reads of earlier statements written out, or `None` when a read
/// cannot be (or a statement is read twice).
fn rewrite(p: &Program, i: usize, e: &PExpr, reads: &mut Vec<usize>) -> Option<PExpr> {
    // As deep as the statement: grow the stack rather than overflow it.
    crate::limits::with_stack(|| rewrite_step(p, i, e, reads))
}

fn rewrite_step(p: &Program, i: usize, e: &PExpr, reads: &mut Vec<usize>) -> Option<PExpr> {
    let kind = match &e.kind {
        PKind::Ref { stmt, index: None } => {
            let n = *stmt;
            let s = p.statements.get(n.checked_sub(1)?).filter(|_| n <= i)?;
            if reads.contains(&n) || !plain_whole(&s.expr) {
                return None;
            }
            reads.push(n);
            PKind::Paren(Box::new(s.expr.clone()))
        }
        PKind::Set(SetSource::Statement(n), j) => {
            let n = *n;
            if n > i || reads.contains(&n) {
                return None;
            }
            let d = bare_dice(p, n)?;
            reads.push(n);
            let mut d = d.clone();
            d.judge = j.clone();
            PKind::Dice(Box::new(d))
        }
        PKind::Set(..) | PKind::Ref { .. } => return None,
        PKind::Number(_) | PKind::Text(_) => e.kind.clone(),
        PKind::Dice(d) => {
            let mut d = d.clone();
            d.count = rewrite(p, i, &d.count, reads)?;
            if let PSides::Expr(s) = &d.sides {
                d.sides = PSides::Expr(Box::new(rewrite(p, i, s, reads)?));
            }
            PKind::Dice(d)
        }
        PKind::Group(parts, j) => PKind::Group(
            parts
                .iter()
                .map(|x| rewrite(p, i, x, reads))
                .collect::<Option<_>>()?,
            j.clone(),
        ),
        PKind::Call(f, args) => PKind::Call(
            *f,
            args.iter()
                .map(|x| rewrite(p, i, x, reads))
                .collect::<Option<_>>()?,
        ),
        PKind::Neg(a) => PKind::Neg(Box::new(rewrite(p, i, a, reads)?)),
        PKind::Paren(a) => PKind::Paren(Box::new(rewrite(p, i, a, reads)?)),
        PKind::Binary(op, a, b) => PKind::Binary(
            *op,
            Box::new(rewrite(p, i, a, reads)?),
            Box::new(rewrite(p, i, b, reads)?),
        ),
        // Lists, branches and repeat have no shared form anyway.
        _ => return None,
    };
    Some(PExpr::new(kind, e.span))
}

/// The statements whose dice a later `m[…]` takes (from 0).
fn merged(p: &Program) -> Vec<bool> {
    let mut out = vec![false; p.statements.len()];
    for s in &p.statements {
        walk(&s.expr, &mut |x| {
            if let PKind::Set(SetSource::Merged(list), _) = &x.kind {
                for &n in list {
                    if let Some(m) = n.checked_sub(1).and_then(|k| out.get_mut(k)) {
                        *m = true;
                    }
                }
            }
        });
    }
    out
}

/// Statement `i` (from 0) in the shared tree, when it can be analysed exactly.
pub(super) fn lowered(p: &Program, i: usize) -> Option<Shared> {
    let e = rewrite(p, i, &p.statements.get(i)?.expr, &mut Vec::new())?;
    crate::pool::lower(&one(&e)).ok()
}

fn plans(p: &Program, limits: &Limits, budget: Budget) -> Result<Vec<Plan>, Error> {
    let merged = merged(p);
    let mut plans = Vec::with_capacity(p.statements.len());
    for (i, &merged) in merged.iter().enumerate() {
        if merged {
            plans.push(Plan::Merged);
            continue;
        }
        let Some(shared) = lowered(p, i) else {
            plans.push(Plan::Sample(READS));
            continue;
        };
        let vars = HashMap::new();
        let mut analyzer = expr::Analyzer::new(limits, &vars, budget.clone());
        let raw = analyzer.expr(&shared.statements[0].expr).and_then(|d| {
            d.map(&mut analyzer.budget, |v| {
                Ok(Dialect::Pool.finish_total(v, &mut Vec::new()))
            })
        });
        plans.push(match raw {
            Ok(d) => Plan::Exact(d),
            Err(Fail::Roll(e)) => return Err(e),
            Err(Fail::Budget) => Plan::Sample("over the exactness budget"),
            Err(Fail::Unsupported(why)) => Plan::Sample(why),
        });
    }
    Ok(plans)
}

/// Each statement's stats: exact where [`plans`] can, the rest from one sampling run of
/// the whole program.
pub(super) fn statements(
    p: &Program,
    text: &str,
    limits: &Limits,
    budget: Budget,
    sampling: Sampling<'_>,
) -> Result<Vec<Option<Stats>>, Error> {
    let stop = sampling.stop;
    let plans = plans(p, limits, budget.stopped_by(stop))?;
    let wanted: Vec<usize> = (0..plans.len())
        .filter(|&i| matches!(plans[i], Plan::Sample(_)))
        .collect();
    let sampled = if wanted.is_empty() {
        Vec::new()
    } else {
        sample(p, text, limits, &wanted, sampling)?
    };
    let mut sampled = sampled.into_iter();
    let mut unexploded = unexploded(p, limits, stop)?.into_iter();
    // Work cut short gives no answer, whichever step noticed.
    stop.check()?;
    Ok(plans
        .into_iter()
        .map(|plan| {
            let stats = match plan {
                Plan::Merged => None,
                Plan::Exact(d) => Some(from_exact(&d)),
                Plan::Sample(why) => sampled
                    .next()
                    .flatten()
                    .map(|(pairs, n)| summary_of_pairs(pairs, n, why)),
            };
            let unexploded = unexploded.next().flatten();
            stats.map(|s| Stats { unexploded, ..s })
        })
        .collect())
}

/// Each statement's exact range with no die exploding, when the program has an exploding
/// die (else none): what the hint shows as an open range.
fn unexploded(p: &Program, limits: &Limits, stop: &Stop) -> Result<Vec<Option<(f64, f64)>>, Error> {
    let mut explodes = false;
    for s in &p.statements {
        walk(&s.expr, &mut |e| {
            if let PKind::Dice(d) = &e.kind {
                explodes |= d.faces.explode.is_some();
            }
        });
    }
    if !explodes {
        return Ok(Vec::new());
    }
    let still = Limits {
        max_rerolls: 0,
        ..*limits
    };
    Ok(plans(p, &still, Budget::HINT.stopped_by(stop))?
        .into_iter()
        .map(|plan| match plan {
            Plan::Exact(d) => Some((d.min(), d.max())),
            _ => None,
        })
        .collect())
}

/// Rolls the whole program with the fixed seed; for each wanted statement, the
/// frequencies of its total, or `None` when some roll gave it no total.
#[allow(clippy::type_complexity)]
fn sample(
    p: &Program,
    text: &str,
    limits: &Limits,
    wanted: &[usize],
    sampling: Sampling<'_>,
) -> Result<Vec<Option<(Vec<(f64, f64)>, usize)>>, Error> {
    let mut source = RandomSource::seeded(super::SEED);
    let mut counts: Vec<Option<HashMap<u64, usize>>> = vec![Some(HashMap::new()); wanted.len()];
    let mut rolls = 0;
    let mut work = Work::default();
    let (min_rolls, max_rolls) = sampling.rolls;
    while rolls < max_rolls && (rolls < min_rolls || work.done < sampling.work) {
        sampling.stop.check()?;
        let outcome = crate::pool::roll(p, text, limits, &mut source)?;
        for (c, &i) in counts.iter_mut().zip(wanted) {
            match outcome.statements.get(i).and_then(|s| s.total) {
                Some(t) => {
                    if let Some(m) = c {
                        *m.entry(t.to_bits()).or_insert(0) += 1;
                    }
                }
                None => *c = None,
            }
        }
        work.add(&outcome);
        rolls += 1;
    }
    Ok(counts
        .into_iter()
        .map(|c| {
            c.map(|m| {
                let mut pairs: Vec<(f64, f64)> = m
                    .into_iter()
                    .map(|(bits, k)| (f64::from_bits(bits), k as f64 / rolls as f64))
                    .collect();
                pairs.sort_unstable_by(|a, b| a.0.total_cmp(&b.0));
                (pairs, rolls)
            })
        })
        .collect())
}
