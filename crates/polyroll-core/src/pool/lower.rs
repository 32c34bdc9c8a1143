//! Lowering to the shared syntax tree, for callers that only take one ([`crate::Dialect::parse`],
//! hints, statistics): possible when every statement is plain arithmetic on dice and
//! numbers whose conditions are single comparisons. Anything else rolls only through
//! [`crate::Roller`].

use super::ast::*;
use crate::ast::{
    Compare, Count, Dice, Expr, ExprKind, Group, GroupPart, Modifiers, Program as Shared, Sides,
    Statement as SharedStatement,
};
use crate::error::{Error, Result};
use crate::problem::Problem;

pub fn lower(p: &Program) -> Result<Shared> {
    let statements = p
        .statements
        .iter()
        .map(|s| {
            Ok(SharedStatement {
                label: None,
                expr: expr(&s.expr)?,
            })
        })
        .collect::<Result<crate::ast::Statements>>()?;
    Ok(Shared::new(statements, Vec::new()))
}

fn refuse(e: &PExpr) -> Error {
    Error::syntax(Problem::NoSingleNumber, e.span)
}

fn expr(e: &PExpr) -> Result<Expr> {
    crate::limits::with_stack(|| expr_step(e))
}

fn expr_step(e: &PExpr) -> Result<Expr> {
    let kind = match &e.kind {
        PKind::Number(v) => ExprKind::Number(*v),
        PKind::Dice(d) => {
            let sides = match &d.sides {
                PSides::Expr(s) => Sides::of(expr(s)?),
                PSides::Percent => Sides::Percent,
                PSides::Fate => Sides::Fate,
            };
            let mods = judge(&d.judge, d.faces.clone(), e)?;
            ExprKind::Dice(Dice::boxed(Count::of(expr(&d.count)?), sides, mods))
        }
        // The shared group keeps and drops a lone part's dice; pool always judges totals.
        PKind::Group(parts, j) if parts.len() > 1 || j.keep.is_none() && j.drop.is_none() => {
            let parts = parts
                .iter()
                .map(|p| {
                    Ok(GroupPart {
                        expr: expr(p)?,
                        label: None,
                    })
                })
                .collect::<Result<Vec<_>>>()?;
            let mods = judge(j, Modifiers::default(), e)?;
            ExprKind::Group(Box::new(Group { parts, mods }))
        }
        PKind::Neg(inner) => ExprKind::Neg(Box::new(expr(inner)?)),
        PKind::Paren(inner) => ExprKind::Paren(Box::new(expr(inner)?)),
        PKind::Binary(op, a, b) => ExprKind::Binary(*op, Box::new(expr(a)?), Box::new(expr(b)?)),
        PKind::Call(f, args) => ExprKind::Call(*f, args.iter().map(expr).collect::<Result<_>>()?),
        _ => return Err(refuse(e)),
    };
    Ok(Expr::new(kind, e.span))
}

fn judge(j: &Judge, mut m: Modifiers, e: &PExpr) -> Result<Modifiers> {
    let one = |v: &Validator| match v {
        Validator::Cmp(op, value) => Ok(Compare {
            op: *op,
            value: *value,
        }),
        Validator::Equals(value) => Ok(Compare {
            op: crate::ast::CmpOp::Eq,
            value: *value,
        }),
        _ => Err(refuse(e)),
    };
    if j.filter.is_some() {
        return Err(refuse(e));
    }
    m.keep = j.keep;
    m.drop = j.drop;
    m.success = j.success.as_ref().map(one).transpose()?;
    m.failure = j.failure.as_ref().map(one).transpose()?;
    m.crit_success = j
        .crit_success
        .as_ref()
        .map(|c| c.as_ref().map(one).transpose())
        .transpose()?;
    m.crit_failure = j
        .crit_failure
        .as_ref()
        .map(|c| c.as_ref().map(one).transpose())
        .transpose()?;
    m.sort = j.sort;
    Ok(m)
}
