//! A dice term: draw the base dice, then apply the modifiers in their fixed order —
//! min, max, explode, reroll, unique, keep, drop, success/failure, cs, cf, sort.

use super::{count_of, Ctx};
use crate::ast::*;
use crate::error::{Error, Result, Span};
use crate::outcome::{record, Crit, DiceOutcome, DiceRun, Die, Mark, Node, StepKind};
use crate::problem::Problem;
use crate::rank::{drop, judge_fresh, sort_by_value};
use crate::source::DieSpec;

impl Ctx<'_> {
    pub(crate) fn dice(&mut self, d: &Dice, span: Span) -> Result<Node> {
        let count = match &d.count {
            Count::One => 1,
            Count::Number(v, at) => count_of(*v, *at, self.limits)?,
            Count::Expr(e) => {
                let v = self.value_of(e)?;
                count_of(v, e.span, self.limits)?
            }
        };
        let (lo, hi) = match &d.sides {
            Sides::Percent => (1, 100),
            Sides::Fate => (-1, 1),
            Sides::Number(v, at) => (1, sides_of(*v, *at)?),
            Sides::Expr(e) => (1, self.sides(e)?),
        };
        // Most dice neither explode nor reroll: nothing to check, and no call made.
        if d.mods.explode.is_some() || d.mods.reroll.is_some() {
            check_rules(&d.mods, lo, hi, span)?;
        }
        let spec = DieSpec::Range { lo, hi };
        // The term's dice go at the end of the roll's buffer: nothing else is drawn from
        // here on (its modifiers are constants), so they stay the buffer's tail.
        let start = self.dice.len();
        self.dice.reserve(count);
        self.draw_dice(spec, span, count)?;
        let m = &d.mods;
        let clamp = |v: f64| clamp(v, m.min, m.max);
        if m.min.is_some() || m.max.is_some() {
            for die in &mut self.dice[start..] {
                let v = clamp(die.value);
                if v != die.value {
                    let was = die.value;
                    record(self.history, die, StepKind::Replaced, was);
                    die.value = v;
                }
            }
        }
        if let Some(ex) = m.explode {
            self.explode(start, ex, spec, hi, clamp, span)?;
        }
        if let Some(r) = m.reroll {
            let on = r.on.unwrap_or(Compare {
                op: CmpOp::Eq,
                value: lo as f64,
            });
            for i in start..self.dice.len() {
                self.reroll_while(i, start, r.once, spec, clamp, span, |_, v| on.test(v))?;
            }
        }
        if let Some(u) = m.unique {
            for i in start..self.dice.len() {
                self.reroll_while(i, start, u.once, spec, clamp, span, |earlier, v| {
                    u.on.is_none_or(|c| c.test(v)) && earlier.iter().any(|e| e.value == v)
                })?;
            }
        }
        let dice = &mut self.dice[start..];
        // Nothing before the keep drops a die: the first judgement takes the short way.
        match (m.keep, m.drop) {
            (Some(k), d) => {
                judge_fresh(dice, k, true);
                if let Some(d) = d {
                    drop(dice, d);
                }
            }
            (None, Some(d)) => judge_fresh(dice, d, false),
            (None, None) => {}
        }
        let counts_successes = m.success.is_some() || m.failure.is_some();
        let mut successes = 0.0;
        if counts_successes {
            for die in dice.iter_mut().filter(|d| !d.dropped) {
                if m.success.is_some_and(|c| c.test(die.value)) {
                    die.mark = Some(Mark::Success);
                    successes += 1.0;
                } else if m.failure.is_some_and(|c| c.test(die.value)) {
                    die.mark = Some(Mark::Failure);
                    successes -= 1.0;
                }
            }
        }
        if let Some(cs) = m.crit_success {
            let on = cs.unwrap_or(Compare {
                op: CmpOp::Eq,
                value: hi as f64,
            });
            dice.iter_mut()
                .filter(|d| on.test(d.value))
                .for_each(|d| d.crit = Some(Crit::Success));
        }
        if let Some(cf) = m.crit_failure {
            let on = cf.unwrap_or(Compare {
                op: CmpOp::Eq,
                value: lo as f64,
            });
            for die in dice
                .iter_mut()
                .filter(|d| d.crit.is_none() && on.test(d.value))
            {
                die.crit = Some(Crit::Failure);
            }
        }
        if let Some(order) = m.sort {
            sort_by_value(dice, |d| d.value, order);
        }
        let value = if counts_successes {
            successes
        } else {
            dice.iter().filter(|d| !d.dropped).map(|d| d.value).sum()
        };
        let value = super::checked(value, span)?;
        Ok(Node::Dice(DiceOutcome {
            dice: DiceRun::new(start, dice.len()),
            counts_successes,
            value,
        }))
    }

    /// The number of sides a die expression gives: floored, at least 1.
    #[inline]
    pub(crate) fn sides(&mut self, e: &Expr) -> Result<i64> {
        let v = self.value_of(e)?;
        sides_of(v, e.span)
    }

    /// Explodes the dice of the buffer from `start` (the term's, at its tail): an exploding
    /// die's new dice are inserted right after it.
    fn explode(
        &mut self,
        start: usize,
        ex: Explode,
        spec: DieSpec<'_>,
        hi: i64,
        clamp: impl Fn(f64) -> f64,
        span: Span,
    ) -> Result<()> {
        let on = ex.on.unwrap_or(Compare {
            op: CmpOp::Eq,
            value: hi as f64,
        });
        let cap = self.limits.max_rerolls;
        let mut i = start;
        while i < self.dice.len() {
            // Every face is compared clamped (NOTATION: min/max clamp every face drawn,
            // and explode compares the clamped face), before any `!p` subtraction.
            let mut face = clamp(self.dice[i].rolled);
            let mut n = 0;
            match ex.kind {
                ExplodeKind::Compound => {
                    while on.test(face) && n < cap {
                        let raw = self.draw(spec, span)?;
                        face = clamp(raw);
                        let die = &mut self.dice[i];
                        // Only a compounding die is marked exploded: its chain is empty
                        // until then.
                        if !die.exploded() {
                            let first = die.value;
                            record(self.history, die, StepKind::Compounded, first);
                        }
                        record(self.history, die, StepKind::Compounded, raw);
                        die.value += face;
                        die.set_exploded();
                        n += 1;
                    }
                    i += 1;
                }
                ExplodeKind::Plain | ExplodeKind::Penetrate => {
                    let mut at = i;
                    while on.test(face) && n < cap {
                        let raw = self.draw(spec, span)?;
                        face = clamp(raw);
                        self.dice[at].set_exploded();
                        let mut value = face;
                        if ex.kind == ExplodeKind::Penetrate {
                            value -= 1.0;
                        }
                        at += 1;
                        self.dice.insert(at, Die::from_explosion_of(value, raw));
                        n += 1;
                    }
                    i = at + 1;
                }
            }
        }
        Ok(())
    }

    /// Rerolls the die at `at` in the buffer while `matches` holds for its value (given the
    /// dice of its term before it, from `from`): once, or up to the cap.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn reroll_while(
        &mut self,
        at: usize,
        from: usize,
        once: bool,
        spec: DieSpec<'_>,
        clamp: impl Fn(f64) -> f64,
        span: Span,
        matches: impl Fn(&[Die], f64) -> bool,
    ) -> Result<()> {
        let cap = if once { 1 } else { self.limits.max_rerolls };
        let mut n = 0;
        while n < cap && matches(&self.dice[from..at], self.dice[at].value) {
            let raw = self.draw(spec, span)?;
            let die = &mut self.dice[at];
            let was = die.value;
            record(self.history, die, StepKind::Replaced, was);
            die.rolled = raw;
            die.value = clamp(raw);
            n += 1;
        }
        Ok(())
    }
}

/// The most sides a die can have.
const MAX_SIDES: i64 = 1_000_000_000_000;

/// [`sides_of`] for any number.
#[inline(never)]
fn sides_of_any(v: f64, span: Span) -> Result<i64> {
    let s = super::floor(v);
    if s < 1.0 {
        return Err(Error::math(Problem::DieSidesTooFew { sides: s }, span));
    }
    if s > MAX_SIDES as f64 {
        return Err(Error::limit(Problem::DieSidesTooMany, span));
    }
    Ok(s as i64)
}

fn clamp(v: f64, min: Option<f64>, max: Option<f64>) -> f64 {
    let v = min.map_or(v, |m| v.max(m));
    max.map_or(v, |m| v.min(m))
}

/// A rule that matches every face would never stop (or never change anything): refused
/// before the term rolls.
pub(crate) fn check_rules(m: &Modifiers, lo: i64, hi: i64, span: Span) -> Result<()> {
    // Most dice neither explode nor reroll: nothing to check, on every roll.
    if m.explode.is_none() && m.reroll.is_none() {
        return Ok(());
    }
    let span = m.span.unwrap_or(span);
    // The rules compare clamped faces: the faces a die can show run from its clamped
    // lowest to its clamped highest.
    let faces = (
        clamp(lo as f64, m.min, m.max),
        clamp(hi as f64, m.min, m.max),
    );
    if let Some(ex) = m.explode {
        if matches_every(
            ex.on.unwrap_or(Compare {
                op: CmpOp::Eq,
                value: hi as f64,
            }),
            faces,
        ) {
            return Err(Error::limit(Problem::ExplodesEveryFace, span));
        }
    }
    if let Some(r) = m.reroll.filter(|r| !r.once) {
        if matches_every(
            r.on.unwrap_or(Compare {
                op: CmpOp::Eq,
                value: lo as f64,
            }),
            faces,
        ) {
            return Err(Error::limit(Problem::RerolledEveryFace, span));
        }
    }
    Ok(())
}

/// Whether `c` holds for every face a die shows, without visiting them. The faces are the
/// integers strictly between the clamped ends `lo` and `hi`, and the ends themselves
/// (which a fractional `min`/`max` makes fractional): the ordered comparisons hold
/// everywhere when they hold at both ends.
fn matches_every(c: Compare, (lo, hi): (f64, f64)) -> bool {
    match c.op {
        CmpOp::Eq => lo == hi && c.value == lo,
        CmpOp::Ne => {
            let shown = c.value == lo
                || c.value == hi
                || (c.value.fract() == 0.0 && lo < c.value && c.value < hi);
            !shown
        }
        _ => c.test(lo) && c.test(hi),
    }
}

/// A die's sides, the number `v` written at `span` (a literal, or an expression's
/// value): floored, at least 1, at most [`MAX_SIDES`]. The usual sides, a whole number
/// in range, take one conversion (what the checks of [`sides_of_any`] give it).
#[inline]
pub(crate) fn sides_of(v: f64, span: Span) -> Result<i64> {
    let whole = v as i64;
    if whole as f64 == v && (1..=MAX_SIDES).contains(&whole) {
        return Ok(whole);
    }
    sides_of_any(v, span)
}
