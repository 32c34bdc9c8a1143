//! The exact distribution of an expression, node by node. Every occurrence of a dice term
//! rolls on its own, so distinct AST nodes are independent and combine by convolution or by
//! pairing their values; a variable or `if()` goes through the values it can take.

use std::collections::HashMap;

use super::budget::{Budget, Fail};
use super::dist::Dist;
use crate::ast::{BinOp, Cond, Expr, ExprKind, Func};
use crate::error::Error;
use crate::eval::{apply_binary, apply_func, ResolvedVar};
use crate::limits::Limits;
use crate::problem::Problem;

pub(crate) struct Analyzer<'a> {
    pub limits: &'a Limits,
    pub vars: &'a HashMap<String, ResolvedVar>,
    pub budget: Budget,
    /// The most base dice the roll can draw so far (explosions and rerolls aside).
    pub drawn: usize,
}

impl<'a> Analyzer<'a> {
    pub fn new(limits: &'a Limits, vars: &'a HashMap<String, ResolvedVar>, budget: Budget) -> Self {
        Analyzer {
            limits,
            vars,
            budget,
            drawn: 0,
        }
    }

    /// Counts `n` more dice; a roll that could draw more than the limit fails, so the
    /// stats do too.
    pub fn draw(&mut self, n: usize, span: crate::Span) -> Result<(), Fail> {
        self.drawn = self.drawn.saturating_add(n);
        if self.drawn > self.limits.max_dice {
            return Err(Fail::Roll(Error::limit(
                Problem::TooManyDice {
                    max: self.limits.max_dice,
                },
                span,
            )));
        }
        Ok(())
    }

    pub fn expr(&mut self, e: &Expr) -> Result<Dist, Fail> {
        // Formulas nest one level per operator: grow the stack rather than overflow it.
        crate::limits::with_stack(|| self.expr_step(e))
    }

    fn expr_step(&mut self, e: &Expr) -> Result<Dist, Fail> {
        let span = e.span;
        match &e.kind {
            ExprKind::Number(v) => Ok(Dist::point(*v)),
            ExprKind::Dice(d) => self.dice(d, span, None),
            ExprKind::Roll(r) => self.roll(r, span),
            ExprKind::Group(g) => self.group(g, span),
            ExprKind::Neg(inner) => {
                let d = self.expr(inner)?;
                d.map(&mut self.budget, |v| Ok(-v))
            }
            ExprKind::Paren(inner) | ExprKind::Bracket(inner) => self.expr(inner),
            ExprKind::Binary(op, a, b) => {
                let (a, b) = (self.expr(a)?, self.expr(b)?);
                self.binary(*op, &a, &b, span)
            }
            ExprKind::Call(f, args) => {
                let dists = args
                    .iter()
                    .map(|a| self.expr(a))
                    .collect::<Result<Vec<_>, Fail>>()?;
                self.call(*f, &dists, span)
            }
            ExprKind::Var(name) => self.var(name, span),
            ExprKind::Keyword(name) => {
                if self.vars.contains_key(name) {
                    self.var(name, span)
                } else {
                    Ok(Dist::point(0.0))
                }
            }
            ExprKind::If(cond, then, other) => {
                let truth = self.cond(cond)?;
                let p_true = truth.prob(|v| v != 0.0);
                let can_be = |want: bool| truth.pairs().iter().any(|x| (x.0 != 0.0) == want);
                // Only the chosen branch rolls: a branch that cannot be chosen is never
                // looked at, so its errors do not count.
                // Each branch draws on its own: count the larger.
                let start = self.drawn;
                let mut most = start;
                let mut parts = Vec::new();
                if can_be(true) {
                    parts.push((p_true, self.expr(then)?));
                    most = most.max(self.drawn);
                }
                if can_be(false) {
                    self.drawn = start;
                    parts.push((1.0 - p_true, self.expr(other)?));
                    most = most.max(self.drawn);
                }
                self.drawn = most;
                Dist::mix(&parts, &mut self.budget)
            }
        }
    }

    pub fn binary(
        &mut self,
        op: BinOp,
        a: &Dist,
        b: &Dist,
        span: crate::Span,
    ) -> Result<Dist, Fail> {
        let out = match op {
            BinOp::Add => a.add(b, &mut self.budget)?,
            BinOp::Sub => {
                let neg = b.map(&mut self.budget, |v| Ok(-v))?;
                a.add(&neg, &mut self.budget)?
            }
            _ => a.combine(b, &mut self.budget, |x, y| {
                Ok(apply_binary(op, x, y, span)?)
            })?,
        };
        checked_ends(&out, span)?;
        Ok(out)
    }

    fn call(&mut self, f: Func, args: &[Dist], span: crate::Span) -> Result<Dist, Fail> {
        match (f, args) {
            (_, [x]) => x.map(&mut self.budget, |v| Ok(apply_func(f, &[v], span)?)),
            (Func::Pow, [x, y]) => x.combine(y, &mut self.budget, |a, b| {
                Ok(apply_func(f, &[a, b], span)?)
            }),
            // min and max are associative: fold the arguments pairwise.
            (Func::Min | Func::Max, [first, rest @ ..]) => {
                let mut acc = first.clone();
                for d in rest {
                    acc = acc.combine(d, &mut self.budget, |a, b| {
                        Ok(apply_func(f, &[a, b], span)?)
                    })?;
                }
                Ok(acc)
            }
            _ => Err(Fail::Unsupported("a function with this many arguments")),
        }
    }

    fn var(&mut self, name: &str, span: crate::Span) -> Result<Dist, Fail> {
        let found = self.vars.get(name);
        let Some((var, expr)) = found.and_then(|v| Some((v, v.expr()?))) else {
            return Err(Fail::Roll(Error::variable(
                Problem::UnknownVariable {
                    name: name.to_string(),
                },
                span,
            )));
        };
        // Errors inside the alias point at its use, as in the roll.
        self.expr(expr).map_err(|f| match f {
            Fail::Roll(e) => Fail::Roll(Error::new(
                e.kind,
                Problem::InVariable {
                    name: name.to_string(),
                    formula: var.formula.clone(),
                    problem: Box::new(e.problem),
                },
                span,
            )),
            other => other,
        })
    }

    /// The distribution of a condition as 1 (true) or 0 (false).
    fn cond(&mut self, c: &Cond) -> Result<Dist, Fail> {
        let truth = |b: bool| if b { 1.0 } else { 0.0 };
        match c {
            Cond::Value(e) => {
                let d = self.expr(e)?;
                d.map(&mut self.budget, |v| Ok(truth(v != 0.0)))
            }
            Cond::Compare(op, a, b) => {
                let (a, b) = (self.expr(a)?, self.expr(b)?);
                a.combine(&b, &mut self.budget, |x, y| Ok(truth(op.test(x, y))))
            }
            Cond::Not(inner) => {
                let d = self.cond(inner)?;
                d.map(&mut self.budget, |v| Ok(truth(v == 0.0)))
            }
            // Both sides are evaluated, as in the roll: no short circuit.
            Cond::And(a, b) => {
                let (a, b) = (self.cond(a)?, self.cond(b)?);
                a.combine(&b, &mut self.budget, |x, y| Ok(truth(x != 0.0 && y != 0.0)))
            }
            Cond::Or(a, b) => {
                let (a, b) = (self.cond(a)?, self.cond(b)?);
                a.combine(&b, &mut self.budget, |x, y| Ok(truth(x != 0.0 || y != 0.0)))
            }
        }
    }

    /// Runs `f` for each value a parameter (a count, the sides) can take, and mixes the
    /// results by the parameter's probabilities.
    pub fn over_values(
        &mut self,
        param: &Dist,
        mut f: impl FnMut(&mut Self, f64) -> Result<Dist, Fail>,
    ) -> Result<Dist, Fail> {
        if let Some(v) = param.as_point() {
            return f(self, v);
        }
        let mut parts = Vec::new();
        for (v, p) in param.pairs() {
            parts.push((p, f(self, v)?));
        }
        Dist::mix(&parts, &mut self.budget)
    }
}

/// A total beyond the magnitude limit is an error in the roll, so it is here too.
pub(crate) fn checked_ends(d: &Dist, span: crate::Span) -> Result<(), Fail> {
    crate::eval::checked(d.min(), span)?;
    crate::eval::checked(d.max(), span)?;
    Ok(())
}
