//! The `pool` notation (seed 002): several statements per input, each with its own typed
//! result (number, text or list), reading the ones before through `$n`, `@n`, `b[…]` and
//! `m[…]`; groups, validators, lists, texts and phrases, branches, `repeat()`, comments.
//!
//! It has its own syntax tree ([`ast`]) and evaluator because its results are typed and
//! its statements read each other; its dice are rolled by the shared dice evaluator. Its
//! lexer and parser stand beside the other dialects' in `syntax/pool`.

pub mod ast;
pub mod canonical;
mod eval;
mod judge;
mod lower;

pub use ast::Program;
pub use lower::lower;
// The records live in the outcome; re-exported here where users found them first.
pub use crate::outcome::{output_text, BranchRecord, ListRecord, StatementRecord};

use crate::error::{Error, Result};
use crate::limits::Limits;
use crate::outcome::{Output, StatementOutcome};
use crate::problem::Problem;
use crate::source::DieSource;
use crate::Outcome;
use ast::{BranchKind, PExpr, PKind, PSides};

/// Parses a pool program, checking the limits that can be checked before rolling.
pub fn parse(text: &str, limits: &Limits) -> Result<Program> {
    limits.check_length(text)?;
    let program = crate::syntax::pool::parse(text, limits)?;
    check_static_dice(&program, limits)?;
    Ok(program)
}

/// Rolls a parsed program. `text` is the input it was parsed from (for each statement's
/// source).
pub fn roll(
    program: &Program,
    text: &str,
    limits: &Limits,
    source: &mut dyn DieSource,
) -> Result<Outcome> {
    let mut bufs = crate::outcome::Recycled::default();
    let b = bufs.get_mut();
    let mut warnings = Vec::new();
    let mut ctx = crate::eval::Ctx {
        source,
        limits,
        vars: None,
        dice_drawn: 0,
        warnings: &mut warnings,
        dice: &mut b.dice,
        history: &mut b.history,
        tree: &mut b.tree,
        depth: 0,
        steps: 0,
    };
    let mut roll = eval::Roll::new(&mut ctx, program.statements.len());
    for s in &program.statements {
        roll.statement(s)?;
    }
    let merged_into = std::mem::take(&mut roll.merged_into);
    let done = std::mem::take(&mut roll.done);
    let mut statements = crate::outcome::Statements::with_capacity(done.len());
    for (i, (d, s)) in done.into_iter().zip(&program.statements).enumerate() {
        let merged = merged_into.get(i).copied().flatten();
        let total = match d.output {
            Output::Number(v) if merged.is_none() => Some(v),
            _ => None,
        };
        statements.push(StatementOutcome {
            label: None,
            source: text
                .get(s.expr.span.start..s.expr.span.end)
                .unwrap_or("")
                .into(),
            node: d.node,
            total,
            pool: Some(Box::new(StatementRecord {
                output: d.output,
                merged_into: merged,
                comments: program.comments.get(i).cloned().unwrap_or_default(),
                branches: d.branches,
                lists: d.lists,
            })),
        });
    }
    Ok(Outcome {
        statements,
        warnings,
        canonical: canonical::program(program).into(),
        bufs,
    })
}

/// Refuses before rolling a program whose written counts alone break the dice limit,
/// counting list draws and repetitions (a `repeat()` in a `repeat()` multiplies). Counts
/// that are rolled are checked as they are drawn.
fn check_static_dice(program: &Program, limits: &Limits) -> Result<()> {
    let mut total = 0.0;
    for s in &program.statements {
        total += static_dice(&s.expr);
        if total > limits.max_dice as f64 {
            return Err(Error::limit(
                Problem::PoolTooManyDice {
                    max: limits.max_dice,
                },
                s.expr.span,
            ));
        }
    }
    Ok(())
}

fn literal(e: &PExpr) -> f64 {
    match e.kind {
        PKind::Number(n) => n.floor().max(0.0),
        _ => 0.0,
    }
}

fn static_dice(e: &PExpr) -> f64 {
    // Long left-leaning chains (`1+1+…`, branches on branches) in a loop, not recursion.
    let mut spine_cost = 0.0;
    let mut e = e;
    loop {
        match &e.kind {
            PKind::Binary(_, a, b) => {
                spine_cost += static_dice(b);
                e = a;
            }
            PKind::Branch(b) => {
                spine_cost += branch_bodies(b);
                e = &b.subject;
            }
            _ => return spine_cost + static_dice_of(e),
        }
    }
}

/// Only the chosen branch rolls; a switch may roll every case.
fn branch_bodies(b: &ast::Branch) -> f64 {
    let bodies = b
        .cases
        .iter()
        .map(|(_, body)| body)
        .chain(b.default.as_ref())
        .map(static_dice);
    if b.kind == BranchKind::Switch {
        bodies.sum()
    } else {
        bodies.fold(0.0, f64::max)
    }
}

fn static_dice_of(e: &PExpr) -> f64 {
    match &e.kind {
        PKind::Number(_) | PKind::Set(..) | PKind::Ref { .. } | PKind::Text(_) => 0.0,
        PKind::Dice(d) => {
            let sides = match &d.sides {
                PSides::Expr(s) => static_dice(s),
                _ => 0.0,
            };
            literal(&d.count) + static_dice(&d.count) + sides
        }
        PKind::List(l) => literal(&l.count) + static_dice(&l.count),
        PKind::Repeat(what, times) => {
            static_dice(times) + literal(times) * (1.0 + static_dice(what))
        }
        PKind::Group(parts, _) | PKind::Call(_, parts) => parts.iter().map(static_dice).sum(),
        PKind::Neg(inner) | PKind::Paren(inner) => static_dice(inner),
        PKind::Binary(..) | PKind::Branch(_) => static_dice(e),
    }
}
