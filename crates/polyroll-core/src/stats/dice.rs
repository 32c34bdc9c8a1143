//! A standard dice term `NdS` with its modifiers, mirroring `eval/dice.rs`: min, max,
//! explode, reroll, unique, keep, drop, success/failure (cs, cf and sort change no value).

use super::budget::Fail;
use super::chain::{chain_sum, rerolled, transformed, Reroll, Same, Step, Transform};
use super::dist::Dist;
use super::explode_keep::kept_of_exploding;
use super::expr::{checked_ends, Analyzer};
use super::order::{binomial_dist, window_sum};
use super::unique::unique_pool;
use super::window::Window;
use crate::ast::*;
use crate::error::Span;
use crate::eval::{check_rules, count_of};

/// +1 for a success (tested first), −1 for a failure, else 0; or the value itself when the
/// term does not count successes.
pub(crate) fn scorer(m: &Modifiers) -> impl Fn(f64) -> f64 + Copy + '_ {
    let counts = m.success.is_some() || m.failure.is_some();
    move |v| {
        if !counts {
            v
        } else if m.success.is_some_and(|c| c.test(v)) {
            1.0
        } else if m.failure.is_some_and(|c| c.test(v)) {
            -1.0
        } else {
            0.0
        }
    }
}

/// Rerolls that must happen: with `u` (no compare point) on more dice than the die has
/// values, every die past them rerolls to the cap, and those draws count for the limit.
fn forced_rerolls(m: &Modifiers, n: usize, lo: i64, hi: i64, cap: usize) -> usize {
    if m.unique.is_none_or(|u| u.once || u.on.is_some()) {
        return 0;
    }
    let clamp = |v: f64| {
        let v = m.min.map_or(v, |x| v.max(x));
        m.max.map_or(v, |x| v.min(x))
    };
    let values = (clamp(hi as f64) - clamp(lo as f64)).floor().max(0.0) + 1.0;
    let values = if values < n as f64 {
        values as usize
    } else {
        n
    };
    (n - values).saturating_mul(cap)
}

/// The number of sides a die expression gives: the roll's own rule.
pub(crate) fn sides_of(v: f64, span: Span) -> Result<i64, Fail> {
    crate::eval::sides_of(v, span).map_err(Fail::Roll)
}

impl Analyzer<'_> {
    /// `group` carries the keep/drop of a one-part group around this term: they act on its
    /// dice after its own.
    pub(crate) fn dice(
        &mut self,
        d: &Dice,
        span: Span,
        group: Option<&Modifiers>,
    ) -> Result<Dist, Fail> {
        let (count, count_span) = match &d.count {
            Count::One => (Dist::point(1.0), span),
            Count::Number(v, s) => (Dist::point(*v), *s),
            Count::Expr(e) => (self.expr(e)?, e.span),
        };
        let (sides, sides_span) = match &d.sides {
            Sides::Percent => (Dist::point(100.0), span),
            Sides::Fate => (Dist::point(1.0), span),
            Sides::Number(v, s) => (Dist::point(*v), *s),
            Sides::Expr(e) => (self.expr(e)?, e.span),
        };
        let lo = if matches!(d.sides, Sides::Fate) {
            -1
        } else {
            1
        };
        let most = count_of(count.max(), count_span, self.limits)?;
        self.draw(most, span)?;
        self.over_values(&count, |a, c| {
            let n = count_of(c, count_span, a.limits)?;
            a.over_values(&sides, |a, s| {
                let hi = sides_of(s, sides_span)?;
                check_rules(&d.mods, lo, hi, span)?;
                a.draw(
                    forced_rerolls(&d.mods, n, lo, hi, a.limits.max_rerolls),
                    span,
                )?;
                let out = a.term(n, lo, hi, &d.mods, group)?;
                checked_ends(&out, span)?;
                Ok(out)
            })
        })
    }

    fn term(
        &mut self,
        n: usize,
        lo: i64,
        hi: i64,
        m: &Modifiers,
        group: Option<&Modifiers>,
    ) -> Result<Dist, Fail> {
        let budget = &mut self.budget;
        let cap = self.limits.max_rerolls;
        // No chain outgrows the dice limit: the roll would fail first.
        let chain_cap = cap.min(self.limits.max_dice);
        let raw = Dist::uniform(lo, hi, budget)?;
        let clamp = |v: f64| {
            let v = m.min.map_or(v, |x| v.max(x));
            m.max.map_or(v, |x| v.min(x))
        };
        let fresh = raw.map(budget, |v| Ok(clamp(v)))?;
        let reroll_on = m.reroll.map(|r| {
            let on = r.on.unwrap_or(Compare {
                op: CmpOp::Eq,
                value: lo as f64,
            });
            (on, if r.once { 1 } else { cap })
        });
        // A cap of 0 rerolls nothing.
        let reroll_on = reroll_on.filter(|&(_, times)| times > 0);
        let matches = move |v: f64| reroll_on.is_some_and(|(on, _)| on.test(v));
        let reroll;
        let t: &dyn Transform = match reroll_on {
            Some((_, times)) => {
                reroll = Reroll {
                    matches: &matches,
                    after: rerolled(&fresh, &matches, times, budget)?,
                };
                &reroll
            }
            None => &Same,
        };
        let explode = m.explode.map(|ex| {
            let on = ex.on.unwrap_or(Compare {
                op: CmpOp::Eq,
                value: hi as f64,
            });
            (ex.kind, on)
        });
        let separate = matches!(
            explode,
            Some((ExplodeKind::Plain | ExplodeKind::Penetrate, _))
        );
        if m.unique.is_some() && separate {
            return Err(Fail::Unsupported("unique dice depend on each other"));
        }
        let score = scorer(m);
        let counts = m.success.is_some() || m.failure.is_some();
        // A term that counts successes keeps its count whatever the group drops.
        let group = group.filter(|_| !counts);
        let window_for = |total: usize| {
            let w = Window::all(total).apply(m.keep, m.drop);
            group.map_or(w, |g| w.apply(g.keep, g.drop))
        };
        let window = window_for(n);
        if let Some((kind, on)) = explode.filter(|_| separate) {
            // The pool grows with each explosion: any keep or drop matters, even one that
            // keeps all of the first n dice.
            let keeps = m.keep.is_some()
                || m.drop.is_some()
                || group.is_some_and(|g| g.keep.is_some() || g.drop.is_some());
            if keeps {
                let plain = kind == ExplodeKind::Plain
                    && m.min.is_none()
                    && m.max.is_none()
                    && reroll_on.is_none();
                if !plain {
                    return Err(Fail::Unsupported(
                        "keep/drop over exploded dice of varying number",
                    ));
                }
                return kept_of_exploding(&raw, on, n, chain_cap, window_for, score, budget);
            }
            // Each extra die is its own die: per original die, sum what its chain scores.
            let step = |extra: bool, budget: &mut _| -> Result<Step, Fail> {
                let mut s = Step {
                    stops: Vec::new(),
                    goes_on: Vec::new(),
                };
                for (r, p) in raw.pairs() {
                    let mut v = clamp(r);
                    if extra && kind == ExplodeKind::Penetrate {
                        v -= 1.0;
                    }
                    let after = transformed(&Dist::point(v), t, budget)?;
                    let scored = after.map(budget, |x| Ok(score(x)))?.scaled(p);
                    // The clamped face is compared, before any `!p` subtraction.
                    if on.test(clamp(r)) {
                        s.goes_on.extend(scored);
                    } else {
                        s.stops.extend(scored);
                    }
                }
                Ok(s)
            };
            let first = step(false, budget)?;
            let extra = step(true, budget)?;
            let per_die = chain_sum(&first, &extra, chain_cap, budget)?;
            return per_die.sum_of(n, budget);
        }
        let value = match explode {
            Some((_, on)) => {
                // `!!`: the chain adds into its die, which is then one die like any other.
                let mut s = Step {
                    stops: Vec::new(),
                    goes_on: Vec::new(),
                };
                for (r, p) in raw.pairs() {
                    let into = if on.test(clamp(r)) {
                        &mut s.goes_on
                    } else {
                        &mut s.stops
                    };
                    into.push((clamp(r), p));
                }
                chain_sum(&s, &s, chain_cap, budget)?
            }
            None => fresh.clone(),
        };
        let die = transformed(&value, t, budget)?;
        if let Some(u) = m.unique.filter(|u| n > 1 && (u.once || cap > 0)) {
            let times = if u.once { 1 } else { cap };
            return unique_pool(&die, &fresh, u.on, times, n, window, score, budget);
        }
        if window == Window::all(n) {
            let scored = die.map(budget, |v| Ok(score(v)))?;
            match &scored {
                // Successes only: a binomial, in closed form.
                Dist::Dense { lo: 0, p, ext } if p.len() == 2 && *ext == (0, 1) => {
                    binomial_dist(n, p[1], budget)
                }
                _ => scored.sum_of(n, budget),
            }
        } else {
            window_sum(&die.pairs(), score, n, window.from, window.to, budget)
        }
    }
}
