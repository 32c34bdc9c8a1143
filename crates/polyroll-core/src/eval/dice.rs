//! A dice term: draw the base dice, then apply the modifiers in their fixed order —
//! min, max, explode, reroll, unique, keep, drop, success/failure, cs, cf, sort.

use super::{count_of, Ctx};
use crate::ast::*;
use crate::error::{Error, Result, Span};
use crate::outcome::{record, Crit, DiceOutcome, DiceRun, Die, Mark, Node, NodeId, StepKind};
use crate::problem::Problem;
use crate::rank::{drop, drop_one_summing, judge_fresh, sort_by_value};
use crate::source::DieSpec;

impl Ctx<'_> {
    /// Rolls a dice term (for the pool's evaluator, which reads its node): the usual term
    /// ([`Dice::is_plain`]) takes the way [`Ctx::plain_dice`] takes, any other [`Ctx::any_dice`].
    pub(crate) fn dice(&mut self, d: &Dice, span: Span) -> Result<Node> {
        if d.is_plain() {
            self.plain_term(d, span).map(Node::Dice)
        } else {
            self.any_dice(d, span).map(Node::Dice)
        }
    }

    /// The usual term ([`Dice::is_plain`]), its node pushed where it is made (one copy of the
    /// node less than returning it).
    #[inline(never)]
    pub(crate) fn plain_dice(&mut self, d: &Dice, span: Span) -> Result<NodeId> {
        let term = self.plain_term(d, span)?;
        Ok(self.tree.push(Node::Dice(term)))
    }

    /// [`Ctx::plain_dice`] for a statement's term, its value with its node (not read back
    /// from the tree).
    #[inline(never)]
    pub(crate) fn plain_statement(&mut self, d: &Dice, span: Span) -> Result<(NodeId, f64)> {
        let term = self.plain_term(d, span)?;
        // Read from the term, not the node: no match on the node's kind.
        let value = term.value;
        Ok((self.tree.push(Node::Dice(term)), value))
    }

    /// A term of a literal count and sides with no modifier but a keep or a drop:
    /// [`Ctx::any_dice`]'s steps for it, in its order, with its errors and its result.
    #[inline(always)]
    fn plain_term(&mut self, d: &Dice, span: Span) -> Result<DiceOutcome> {
        let (&Count::Number(n, n_at), &Sides::Number(s, s_at)) = (&d.count, &d.sides) else {
            return self.any_dice(d, span);
        };
        let count = count_of(n, n_at, self.limits)?;
        let hi = sides_of(s, s_at)?;
        let start = self.dice.len();
        self.draw_dice(DieSpec::Range { lo: 1, hi }, span, count)?;
        let dice = &mut self.dice[start..];
        let (keep, drop_) = (d.mods.keep, d.mods.drop);
        // A lone keep or drop that leaves out one die (`4d6kh3`, `4d6dl1`, `2d20kh1`)
        // finds it in the scan that sums the dice. The faces are whole numbers from 1 to
        // `hi`: while `count * hi` is within 2^53 every sum of them is exact, in any order,
        // so the kept dice's sum is the whole sum less the die left out.
        // (Sides are at most MAX_SIDES, below 2^40: up to some 9,000 dice, the usual
        // count, that is told by one comparison, without the product.)
        let exact = count as u64 <= EXACT / MAX_SIDES as u64
            || (count as u64)
                .checked_mul(hi as u64)
                .is_some_and(|most| most <= EXACT);
        let one_out = match (keep, drop_) {
            (Some(k), None) if exact => drop_one_summing(dice, k, true),
            (None, Some(d)) if exact => drop_one_summing(dice, d, false),
            _ => None,
        };
        let value = match one_out {
            // At most `count * hi`, within 2^53 (MAX_MAGNITUDE): no need to check it.
            Some((all, out)) => all - out,
            None => {
                judge_both(dice, keep, drop_);
                super::checked(kept_sum(dice), span)?
            }
        };
        Ok(DiceOutcome {
            dice: DiceRun::new(start, dice.len()),
            counts_successes: false,
            value,
        })
    }

    /// Any dice term: the count and sides, then every modifier in its order. The usual
    /// term ([`Dice::is_plain`]) takes [`Ctx::plain_dice`] instead, the same steps without the
    /// tests of the modifiers it does not have.
    #[inline(never)]
    pub(crate) fn any_dice(&mut self, d: &Dice, span: Span) -> Result<DiceOutcome> {
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
        judge_both(dice, m.keep, m.drop);
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
            kept_sum(dice)
        };
        let value = super::checked(value, span)?;
        Ok(DiceOutcome {
            dice: DiceRun::new(start, dice.len()),
            counts_successes,
            value,
        })
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

/// 2^53: every whole number up to it is a float.
const EXACT: u64 = 1 << 53;

// A plain term's sum of at most EXACT is a number the roll allows: it is not checked.
const _: () = assert!(EXACT as f64 <= crate::limits::MAX_MAGNITUDE);

/// A term's keep, then its drop, over its dice none of which is dropped yet: nothing
/// before the keep drops a die, so the first judgement takes the short way.
#[inline(always)]
fn judge_both(dice: &mut [Die], keep: Option<KeepDrop>, drop_: Option<KeepDrop>) {
    match (keep, drop_) {
        (Some(k), d) => {
            judge_fresh(dice, k, true);
            if let Some(d) = d {
                drop(dice, d);
            }
        }
        (None, Some(d)) => judge_fresh(dice, d, false),
        (None, None) => {}
    }
}

/// The sum of the values of the dice not dropped, in their order.
#[inline(always)]
fn kept_sum(dice: &[Die]) -> f64 {
    dice.iter().filter(|d| !d.dropped).map(|d| d.value).sum()
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

#[cfg(test)]
mod tests {
    use crate::ast::{Count, Expr, ExprKind, Program};
    use crate::{Dialect, DieSource, Limits, RandomSource, Roller, ScriptedSource};

    /// The whole sides in range take the short way to what the general checks give.
    #[test]
    fn whole_sides_take_the_short_way_to_the_same_answer() {
        let max = super::MAX_SIDES as f64;
        for v in [
            0.0,
            -0.0,
            0.5,
            1.0,
            1.5,
            6.0,
            20.0,
            -1.0,
            max,
            max - 0.5,
            max + 1.0,
            1e300,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            9.3e18,
        ] {
            let span = crate::error::Span::new(0, 1);
            let long = super::sides_of_any(v, span);
            let short = super::sides_of(v, span);
            assert_eq!(short.as_ref().ok(), long.as_ref().ok(), "{v}");
            assert_eq!(short.err(), long.as_ref().err().cloned(), "{v}");
        }
    }

    /// `program` with every literal dice count written as an expression of the same
    /// number: its terms then take the general path, [`super::Ctx::any_dice`].
    fn general(mut program: Program) -> Program {
        fn visit(e: &mut Expr) {
            match &mut e.kind {
                ExprKind::Dice(d) => {
                    if let Count::Number(v, at) = d.count {
                        d.count = Count::Expr(Expr::new(ExprKind::Number(v), at));
                    }
                }
                ExprKind::Binary(_, a, b) => {
                    visit(a);
                    visit(b);
                }
                ExprKind::Neg(a) | ExprKind::Paren(a) | ExprKind::Bracket(a) => visit(a),
                _ => {}
            }
        }
        for s in &mut program.statements {
            visit(&mut s.expr);
        }
        program
    }

    /// Rolls `text` through the plain path and the general one from the same source,
    /// and checks they give the same outcome (or the same error). It is parsed under
    /// larger limits than it rolls under, so that the roll meets the dice limit.
    fn same(roller: &Roller, text: &str, source: &mut dyn FnMut() -> Box<dyn DieSource>) {
        let parsing = Limits {
            max_dice: 20_000,
            ..Limits::default()
        };
        let plain = Dialect::Standard.parse(text, &parsing).unwrap();
        let any = general(Dialect::Standard.parse(text, &parsing).unwrap());
        assert_ne!(plain, any, "{text}: the general program differs");
        let a = roller.roll_program(&plain, text, &mut *source());
        let b = roller.roll_program(&any, text, &mut *source());
        match (a, b) {
            (Ok(a), Ok(mut b)) => {
                b.canonical = a.canonical.clone();
                assert_eq!(a, b, "{text}");
            }
            (Err(a), Err(b)) => assert_eq!(a, b, "{text}"),
            (a, b) => panic!("{text}: {a:?} against {b:?}"),
        }
    }

    #[test]
    fn a_plain_term_rolls_as_the_general_path_does() {
        let mut roller = Roller::new(Dialect::Standard);
        roller.limits = Limits {
            max_dice: 20_000,
            ..Limits::default()
        };
        // Every one-die drop (lowest and highest, by keep and by drop), drops of more,
        // keep and drop together, none, counts of 0 and 1, many ties (d2), and a run
        // whose sum could pass 2^53 (which sums the kept dice instead).
        let formulas = [
            "4d6kh3",
            "4d6kl3",
            "4d6dl1",
            "4d6dh1",
            "2d20kh1",
            "2d20kl1",
            "1d20",
            "d20+4d6",
            "4d2kh3",
            "4d2kl3",
            "4d2dl1",
            "4d2dh1",
            "6d2kh5dl1",
            "10d6kh3",
            "10d6dl4",
            "5d6kh3dl1",
            "3d6dl5",
            "0d6kh1",
            "1d6kh1",
            "1d6kh0",
            "1d6dl1",
            "4d6kh4",
            "4d6dl0",
            "4d6kh2.5",
            "4d6dl1.5",
            "4d6kh-1",
            "9000d1000000000000kh8999",
            "3d1000000000000dl1",
            "20d2kh19",
            "20d2dh1",
        ];
        for text in formulas {
            for seed in 0..40 {
                same(&roller, text, &mut || Box::new(RandomSource::seeded(seed)));
            }
        }
        // Scripted faces (a die at a time), ties and all, and running out mid-term.
        for (text, faces) in [
            ("4d6kh3", vec![3.0, 3.0, 3.0, 3.0]),
            ("4d6kl3", vec![5.0, 1.0, 5.0, 1.0]),
            ("4d6dh1", vec![6.0, 2.0, 6.0, 1.0]),
            ("4d6kh3", vec![3.0, 3.0]),
            ("4d6kh3", vec![3.0, 9.0, 1.0, 1.0]),
        ] {
            same(&roller, text, &mut || {
                Box::new(ScriptedSource::new(faces.clone()))
            });
        }
        // The dice limit passed within a term, and counts and sides refused.
        roller.limits.max_dice = 6;
        for text in [
            "4d6kh3+4d6kh3",
            "7d6",
            "6d6dl1",
            "4d0kh3",
            "4d10000000000000",
            "2.5d6kh1",
        ] {
            same(&roller, text, &mut || Box::new(RandomSource::seeded(3)));
        }
    }
}
