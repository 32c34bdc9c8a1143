//! Rolling: walks the syntax tree once, drawing dice in the order NOTATION.md defines, and
//! builds the outcome tree.

mod dice;
mod group;
mod math;
mod roll;

use std::collections::HashMap;

use crate::ast::*;
use crate::error::{Error, Result, Span};
use crate::limits::Limits;
use smallvec::SmallVec;

use crate::outcome::{Die, Node, NodeId, Tree};
use crate::problem::Problem;
use crate::source::{DieSource, DieSpec};

pub(crate) use crate::rank::whole;
pub(crate) use crate::rank::{drop as drop_dice, keep as keep_dice, sort_by_value};
pub(crate) use dice::{check_rules, sides_of};
pub(crate) use math::{apply_binary, apply_func, checked};

/// A variable's formula, parsed ahead of rolling so an unknown name rolls nothing.
pub(crate) struct ResolvedVar {
    pub formula: String,
    /// The alias's program, shared with the resolver's cache when it supplied one (so it is
    /// not copied); it has a statement (an empty one is refused before it is kept here).
    pub program: std::sync::Arc<crate::ast::Program>,
    /// The steps one use of it takes besides the use itself: its formula's, with the
    /// aliases that reads expanded (see [`crate::Limits::max_steps`]).
    pub steps: usize,
}

impl ResolvedVar {
    /// What the variable reads as: its program's first statement.
    pub fn expr(&self) -> Option<&Expr> {
        self.program.statements.first().map(|s| &s.expr)
    }
}

pub(crate) struct Ctx<'a> {
    pub source: &'a mut dyn DieSource,
    pub limits: &'a Limits,
    /// The resolved variables; `None` when the program reads none (no map to build and
    /// drop on every roll).
    pub vars: Option<&'a HashMap<String, ResolvedVar>>,
    pub dice_drawn: usize,
    /// The roll's warnings: the outcome's own list.
    pub warnings: &'a mut Vec<Problem>,
    /// Every die the roll records, each term a run of them: the outcome's own buffer.
    pub dice: &'a mut crate::outcome::DiceList,
    /// The dice's history, one buffer for the roll.
    pub history: &'a mut crate::outcome::History,
    /// The result tree's nodes, the outcome's own buffers: each evaluation adds its node
    /// after its children's.
    pub tree: &'a mut Tree,
    /// How many evaluations are under way (the depth of the recursion), 0 at the start.
    pub depth: u32,
    /// Steps taken so far, counted against [`Limits::max_steps`].
    pub steps: usize,
}

/// The evaluator checks the stack at every this many levels of recursion.
const STACK_CHECK_EVERY: u32 = 4;

impl Ctx<'_> {
    /// Draws one die, counting it against the dice limit.
    pub fn draw(&mut self, spec: DieSpec<'_>, span: Span) -> Result<f64> {
        self.count_die(span)?;
        self.source.draw(spec, span)
    }

    /// Draws `count` dice of one kind onto the end of the roll's dice buffer, counting
    /// them against the dice limit: the faces and errors of `count` calls of
    /// [`Ctx::draw`], asked of the source in one call when the limit has room for them
    /// all. Inline in its two callers (a term, a dndice roll): its frame cost more than
    /// the copy.
    #[inline(always)]
    pub fn draw_dice(&mut self, spec: DieSpec<'_>, span: Span, count: usize) -> Result<()> {
        if self.dice_drawn.saturating_add(count) > self.limits.max_dice {
            // The limit falls in this run: a die at a time, so that the error comes at
            // the die that passes it, once those before it are drawn.
            for _ in 0..count {
                let v = self.draw(spec, span)?;
                self.dice.push(Die::new(v));
            }
            return Ok(());
        }
        self.dice_drawn += count;
        self.source.draw_dice(spec, span, self.dice, count)
    }

    /// Counts one die against the dice limit without drawing it (a pool `repeat()`
    /// pass counts as one).
    pub fn count_die(&mut self, span: Span) -> Result<()> {
        self.dice_drawn += 1;
        if self.dice_drawn > self.limits.max_dice {
            return Err(Error::limit(
                Problem::TooManyDice {
                    max: self.limits.max_dice,
                },
                span,
            ));
        }
        Ok(())
    }

    /// Counts one step of evaluation at `span` against the limit.
    #[inline(always)]
    pub fn count_step(&mut self, span: Span) -> Result<()> {
        if self.steps >= self.limits.max_steps {
            return Err(self.too_many_steps(span));
        }
        self.steps += 1;
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn too_many_steps(&self, span: Span) -> Error {
        Error::limit(
            Problem::TooManySteps {
                max: self.limits.max_steps,
            },
            span,
        )
    }

    /// Rolls `e`, adding its node (after its children's) to the tree.
    pub fn eval(&mut self, e: &Expr) -> Result<NodeId> {
        // A number and a plain dice term do not recurse: no stack check needed, and the
        // term's node is pushed where it is made.
        match &e.kind {
            ExprKind::Number(v) => return Ok(self.tree.push(Node::Number(*v))),
            ExprKind::Dice(d) if d.is_plain() => return self.plain_dice(d, e.span),
            _ => {}
        }
        self.eval_deep(e)
    }

    /// [`Ctx::eval`] of anything but a number or a usual term (either of which it rolls
    /// too, the long way): inline in it and in [`Ctx::eval_statement`].
    #[inline(always)]
    fn eval_deep(&mut self, e: &Expr) -> Result<NodeId> {
        // The stack is checked every few levels, not at each: a few levels of the
        // evaluator's frames (a few KiB) fit many times in the room `with_stack` keeps,
        // and most formulas (`4d6kh3`, `1d20+5`) are then never checked at all.
        self.depth += 1;
        let node = if self.depth.is_multiple_of(STACK_CHECK_EVERY) {
            crate::limits::with_stack(|| self.eval_step(e))
        } else if let ExprKind::Dice(d) = &e.kind {
            // A term, called straight (no frame of the dispatch around it).
            self.any_dice(d, e.span).map(Node::Dice)
        } else {
            self.eval_step(e)
        };
        self.depth -= 1;
        let node = node?;
        // Every evaluation that may recurse is a step, counted once it is done: this
        // evaluator reads each part of a formula at most once, so its work is bounded by
        // the formula's size (aliases expanded, checked before rolling) and a late count
        // cannot run away; counted here it costs half what it did before the evaluation.
        self.count_step(e.span)?;
        Ok(self.tree.push(node))
    }

    /// Rolls a statement's expression: its node and value. A statement that is one usual
    /// term (`4d6kh3`, `1d20`) calls the term straight, with no frame of [`Ctx::eval`]
    /// around it, and its value comes with its node instead of being read back.
    #[inline(always)]
    pub fn eval_statement(&mut self, e: &Expr) -> Result<(NodeId, f64)> {
        if let ExprKind::Dice(d) = &e.kind {
            if d.is_plain() {
                return self.plain_statement(d, e.span);
            }
        }
        let id = self.eval_deep(e)?;
        Ok((id, self.tree.value(id)))
    }

    /// The value of `e` where only its number matters (a dice count, a die's sides, a
    /// condition): a number is read without building a node, and the nodes of anything
    /// else are dropped once read (its dice stay in the roll's buffer, as drawn).
    #[inline]
    pub fn value_of(&mut self, e: &Expr) -> Result<f64> {
        match e.kind {
            ExprKind::Number(v) => Ok(v),
            _ => {
                let mark = self.tree.mark();
                let id = self.eval(e)?;
                let v = self.tree.value(id);
                self.tree.truncate(mark);
                Ok(v)
            }
        }
    }

    fn eval_step(&mut self, e: &Expr) -> Result<Node> {
        match &e.kind {
            ExprKind::Number(v) => Ok(Node::Number(*v)),
            ExprKind::Dice(d) => self.any_dice(d, e.span).map(Node::Dice),
            ExprKind::Roll(r) => self.roll(r, e.span),
            ExprKind::Group(g) => self.group(g, e.span),
            ExprKind::Neg(inner) => {
                let n = self.eval(inner)?;
                let v = -self.tree.value(n);
                Ok(Node::Neg(n, v))
            }
            ExprKind::Binary(op, a, b) => {
                let l = self.eval(a)?;
                let r = self.eval(b)?;
                let v = apply_binary(*op, self.tree.value(l), self.tree.value(r), e.span)?;
                Ok(Node::Binary(*op, l, r, v))
            }
            ExprKind::Call(f, args) => {
                // The arguments are rolled first (their own calls write their runs), then
                // written as one run.
                let mut nodes: SmallVec<[NodeId; 4]> = SmallVec::new();
                for a in args {
                    nodes.push(self.eval(a)?);
                }
                let values: SmallVec<[f64; 4]> =
                    nodes.iter().map(|&n| self.tree.value(n)).collect();
                let v = apply_func(*f, &values, e.span)?;
                Ok(Node::Call(*f, self.tree.push_children(&nodes), v))
            }
            ExprKind::Paren(inner) => {
                let n = self.eval(inner)?;
                let v = self.tree.value(n);
                Ok(Node::Paren(n, v))
            }
            ExprKind::Bracket(inner) => {
                let n = self.eval(inner)?;
                let v = self.tree.value(n);
                Ok(Node::Bracket(n, v))
            }
            ExprKind::Var(name) => self.var(name, e.span),
            ExprKind::Keyword(name) => {
                if self.vars.is_some_and(|v| v.contains_key(name)) {
                    return self.var(name, e.span);
                }
                self.warnings.push(Problem::UnknownKeyword {
                    name: name.to_string(),
                });
                Ok(Node::Number(0.0))
            }
            ExprKind::If(cond, then, other) => {
                let taken = self.cond(cond)?;
                let node = self.eval(if taken { then } else { other })?;
                let value = self.tree.value(node);
                Ok(Node::If { taken, node, value })
            }
        }
    }

    fn var(&mut self, name: &str, span: Span) -> Result<Node> {
        let found = self.vars.and_then(|v| v.get(name));
        let Some((var, expr)) = found.and_then(|v| Some((v, v.expr()?))) else {
            return Err(Error::variable(
                Problem::UnknownVariable {
                    name: name.to_string(),
                },
                span,
            ));
        };
        // Errors inside the alias point at its use: the user never typed the alias's text.
        let node = self.eval(expr).map_err(|e| {
            Error::new(
                e.kind,
                Problem::InVariable {
                    name: name.to_string(),
                    formula: var.formula.clone(),
                    problem: Box::new(e.problem),
                },
                span,
            )
        })?;
        let value = self.tree.value(node);
        Ok(Node::Var {
            var: self.tree.push_var(name, &var.formula),
            node,
            value,
        })
    }

    fn cond(&mut self, c: &Cond) -> Result<bool> {
        Ok(match c {
            Cond::Value(e) => self.value_of(e)? != 0.0,
            Cond::Compare(op, a, b) => {
                let l = self.value_of(a)?;
                let r = self.value_of(b)?;
                op.test(l, r)
            }
            Cond::Not(inner) => !self.cond(inner)?,
            Cond::And(a, b) => {
                let l = self.cond(a)?;
                self.cond(b)? && l
            }
            Cond::Or(a, b) => {
                let l = self.cond(a)?;
                self.cond(b)? || l
            }
        })
    }
}

/// The rounding of a shown total: half away from zero, to at most two decimals.
///
/// The same number reached by two float paths (the roll's tree, the statistics'
/// convolutions; or just `1.005 * 100`) can land a few ulps either side of a half cent, and
/// would then round to different cents. So the value in cents is first snapped to a
/// millionth of a cent: float noise goes, while a dice total that is truly that close to a
/// half cent without being on it does not occur (its denominators are small).
pub fn round2(v: f64) -> f64 {
    // Most totals are whole numbers, which the rounding below gives back unchanged: skip
    // it (the casts are two cheap instructions; `fract` and `round` are library calls).
    // A whole number within an `i32` has exact cents; the cast saturates for anything
    // larger and gives 0 for NaN, so neither passes the round trip.
    // `0.0 +` turns a negative zero into a zero, and leaves any other number as it is.
    if (v as i32) as f64 == v {
        return 0.0 + v;
    }
    let cents = v * 100.0;
    let cents = if cents.abs() < 1e9 {
        (cents * 1e6).round() / 1e6
    } else {
        cents
    };
    let r = cents.round() / 100.0;
    if r == 0.0 {
        0.0
    } else {
        r
    }
}

/// `v.floor()`, without its library call for a whole number (x86-64's baseline has no
/// floor instruction), which is what dice counts and sides nearly always are. A whole
/// number, `-0.0` included, is its own floor; NaN, infinities and numbers past `i64` fail
/// the round trip and take the library's floor.
pub(crate) fn floor(v: f64) -> f64 {
    if (v as i64) as f64 == v {
        v
    } else {
        v.floor()
    }
}

/// An integer count from an evaluated number: floored, at least zero (`-1d4` aside, which
/// is a negation of `1d4`).
#[inline]
pub(crate) fn count_of(v: f64, span: Span, limits: &Limits) -> Result<usize> {
    // The usual count, a whole number within the limit, takes one conversion (what the
    // general path gives it: its own floor, within every check).
    let whole = v as i64;
    if whole as f64 == v && whole >= 0 && whole as u64 <= limits.max_dice as u64 {
        return Ok(whole as usize);
    }
    count_of_any(v, span, limits)
}

/// [`count_of`] for any number.
#[inline(never)]
fn count_of_any(v: f64, span: Span, limits: &Limits) -> Result<usize> {
    let n = checked(floor(v), span)?;
    if n <= 0.0 {
        return Ok(0);
    }
    if n > limits.max_dice as f64 {
        return Err(Error::limit(
            Problem::DiceOverLimit {
                count: n,
                max: limits.max_dice,
            },
            span,
        ));
    }
    Ok(n as usize)
}

#[cfg(test)]
mod tests {
    use super::{count_of, count_of_any, floor, round2};
    use crate::error::Span;
    use crate::limits::Limits;

    #[test]
    fn a_whole_count_takes_the_short_way_to_the_same_answer() {
        let limits = Limits::default();
        let max = limits.max_dice as f64;
        for v in [
            0.0,
            -0.0,
            1.0,
            4.0,
            2.5,
            -1.0,
            -2.5,
            max,
            max + 1.0,
            max - 0.5,
            1e300,
            -1e300,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            9.3e18,
        ] {
            let span = Span::new(0, 1);
            let short = count_of(v, span, &limits);
            let long = count_of_any(v, span, &limits);
            assert_eq!(short.as_ref().ok(), long.as_ref().ok(), "{v}");
            assert_eq!(
                short.err().map(|e| e.problem),
                long.err().map(|e| e.problem),
                "{v}"
            );
        }
    }

    #[test]
    fn floor_is_the_librarys_floor() {
        for v in [
            0.0,
            -0.0,
            1.0,
            -1.0,
            2.5,
            -2.5,
            0.3,
            -0.3,
            6.0,
            1e12,
            -1e12,
            4.5e15 + 0.5,
            9.3e18,
            -9.3e18,
            1e300,
            f64::MAX,
            f64::MIN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::MIN_POSITIVE,
            -f64::MIN_POSITIVE,
        ] {
            assert_eq!(floor(v).to_bits(), v.floor().to_bits(), "{v}");
        }
        assert!(floor(f64::NAN).is_nan());
    }

    #[test]
    fn a_half_cent_rounds_away_from_zero_whichever_float_path_reached_it() {
        // 1.005 * 100 is 100.49999999999999 in floats; 61.875 reached through a division.
        assert_eq!(round2(1.005), 1.01);
        assert_eq!(round2(61.875), 61.88);
        assert_eq!(round2(61.875 - 1e-13), 61.88);
        assert_eq!(round2(-2.675), -2.68);
        assert_eq!(round2(0.3 - 0.1 * 3.0), 0.0);
        assert_eq!(round2(1.0 / 3.0), 0.33);
        assert_eq!(round2(2.0 / 3.0), 0.67);
        assert_eq!(round2(1e15 + 0.5), 1e15 + 0.5);
        assert!(round2(-0.001).is_sign_positive());
        // Whole numbers take the short way, with the same answers.
        assert_eq!(round2(17.0), 17.0);
        assert_eq!(round2(-3.0), -3.0);
        assert_eq!(round2(1e12), 1e12);
        assert!(round2(-0.0).is_sign_positive());
    }
}
