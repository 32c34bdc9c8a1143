//! The hint's second try: when the whole distribution is over the hint's budget, its mean,
//! min and max can still be exact and cheap for the common shapes — sums of dice (linear),
//! keep/drop pools (the mean of each kept rank from binomial tails), constant scaling.
//! Anything else is left to sampling.

use super::budget::Fail;
use super::chain::{rerolled, transformed, Reroll, Same, Transform};
use super::dice::{scorer, sides_of};
use super::dist::Dist;
use super::expr::Analyzer;
use super::order::{binomial, ln_factorials};
use super::window::Window;
use crate::ast::*;
use crate::error::Error;
use crate::eval::{check_rules, count_of};
use crate::problem::Problem;

#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Summary {
    pub mean: f64,
    pub min: f64,
    pub max: f64,
    /// Whether every value it can take is a whole number.
    pub whole: bool,
}

impl Summary {
    fn point(v: f64) -> Summary {
        Summary {
            mean: v,
            min: v,
            max: v,
            whole: v.fract() == 0.0,
        }
    }
    fn constant(self) -> Option<f64> {
        (self.min == self.max).then_some(self.min)
    }
    fn scaled(self, c: f64) -> Summary {
        let (a, b) = (self.min * c, self.max * c);
        Summary {
            mean: self.mean * c,
            min: a.min(b),
            max: a.max(b),
            whole: self.whole && c.fract() == 0.0,
        }
    }
}

impl Analyzer<'_> {
    pub(crate) fn summary(&mut self, e: &Expr) -> Result<Summary, Fail> {
        let s = crate::limits::with_stack(|| self.summary_of(e))?;
        // A total beyond the magnitude limit fails the roll, so it fails the hint too.
        crate::eval::checked(s.min, e.span)?;
        crate::eval::checked(s.max, e.span)?;
        Ok(s)
    }

    fn summary_of(&mut self, e: &Expr) -> Result<Summary, Fail> {
        match &e.kind {
            ExprKind::Number(v) => Ok(Summary::point(*v)),
            ExprKind::Paren(inner) | ExprKind::Bracket(inner) => self.summary(inner),
            ExprKind::Neg(inner) => Ok(self.summary(inner)?.scaled(-1.0)),
            ExprKind::Binary(op @ (BinOp::Add | BinOp::Sub), a, b) => {
                let (a, b) = (self.summary(a)?, self.summary(b)?);
                let b = if *op == BinOp::Sub { b.scaled(-1.0) } else { b };
                Ok(Summary {
                    mean: a.mean + b.mean,
                    min: a.min + b.min,
                    max: a.max + b.max,
                    whole: a.whole && b.whole,
                })
            }
            ExprKind::Binary(BinOp::Mul, a, b) => {
                let (a, b) = (self.summary(a)?, self.summary(b)?);
                match (a.constant(), b.constant()) {
                    (_, Some(c)) => Ok(a.scaled(c)),
                    (Some(c), _) => Ok(b.scaled(c)),
                    _ => Err(Fail::Unsupported("a product of two rolls")),
                }
            }
            ExprKind::Binary(BinOp::Div, a, b) => {
                let (a, b) = (self.summary(a)?, self.summary(b)?);
                match b.constant() {
                    Some(0.0) => Err(Fail::Roll(Error::math(Problem::DivisionByZero, e.span))),
                    Some(c) => Ok(Summary {
                        whole: false,
                        ..a.scaled(1.0 / c)
                    }),
                    None => Err(Fail::Unsupported("a division by a roll")),
                }
            }
            ExprKind::Dice(d) => self.dice_summary(d, e.span),
            ExprKind::Group(g) if g.mods.is_empty() => {
                let mut acc = Summary::point(0.0);
                for p in &g.parts {
                    let s = self.summary(&p.expr)?;
                    acc = Summary {
                        mean: acc.mean + s.mean,
                        min: acc.min + s.min,
                        max: acc.max + s.max,
                        whole: acc.whole && s.whole,
                    };
                }
                Ok(acc)
            }
            _ => Err(Fail::Unsupported("no summary for this")),
        }
    }

    fn dice_summary(&mut self, d: &Dice, span: crate::Span) -> Result<Summary, Fail> {
        let m = &d.mods;
        if m.explode.is_some() || m.unique.is_some() {
            return Err(Fail::Unsupported("no summary for exploding or unique dice"));
        }
        let constant = |s: Summary| s.constant().ok_or(Fail::Unsupported("a rolled count"));
        let (count, count_span) = match &d.count {
            Count::One => (Summary::point(1.0), span),
            // As `summary` reads a literal: past the magnitude limit it fails.
            Count::Number(v, s) => (Summary::point(crate::eval::checked(*v, *s)?), *s),
            Count::Expr(e) => (self.summary(e)?, e.span),
        };
        // Even a rolled count tells how many dice the roll may draw at most.
        self.draw(count_of(count.max, count_span, self.limits)?, span)?;
        let n = count_of(constant(count)?, count_span, self.limits)?;
        let (lo, hi) = match &d.sides {
            Sides::Percent => (1, 100),
            Sides::Fate => (-1, 1),
            Sides::Number(v, s) => (1, sides_of(crate::eval::checked(*v, *s)?, *s)?),
            Sides::Expr(e) => (1, sides_of(constant(self.summary(e)?)?, e.span)?),
        };
        check_rules(m, lo, hi, span)?;
        let budget = &mut self.budget;
        let window = Window::all(n).apply(m.keep, m.drop);
        let terms = if window == Window::all(n) {
            0
        } else {
            window.to.min(n - window.from)
        };
        budget.fits(((hi - lo + 1) as f64) * (terms as f64 * 40.0 + 4.0))?;
        let raw = Dist::uniform(lo, hi, budget)?;
        let clamp = |v: f64| {
            let v = m.min.map_or(v, |x| v.max(x));
            m.max.map_or(v, |x| v.min(x))
        };
        let fresh = raw.map(budget, |v| Ok(clamp(v)))?;
        let on = m.reroll.map(|r| {
            let on = r.on.unwrap_or(Compare {
                op: CmpOp::Eq,
                value: lo as f64,
            });
            (on, if r.once { 1 } else { self.limits.max_rerolls })
        });
        // A cap of 0 rerolls nothing.
        let on = on.filter(|&(_, times)| times > 0);
        let matches = move |v: f64| on.is_some_and(|(c, _)| c.test(v));
        let reroll;
        let t: &dyn Transform = match on {
            Some((_, times)) => {
                reroll = Reroll {
                    matches: &matches,
                    after: rerolled(&fresh, &matches, times, budget)?,
                };
                &reroll
            }
            None => &Same,
        };
        let die = transformed(&fresh, t, budget)?.pairs();
        let score = scorer(m);
        let k = (window.to - window.from) as f64;
        let whole = die.iter().all(|x| score(x.0).fract() == 0.0);
        let (least, most) = (die[0].0, die[die.len() - 1].0);
        if window == Window::all(n) {
            let mean: f64 = die.iter().map(|&(v, p)| score(v) * p).sum();
            let scores = die.iter().map(|x| score(x.0));
            let (smin, smax) = scores.fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), s| {
                (a.min(s), b.max(s))
            });
            return Ok(Summary {
                mean: mean * n as f64,
                min: smin * n as f64,
                max: smax * n as f64,
                whole,
            });
        }
        if m.success.is_some() || m.failure.is_some() {
            return Err(Fail::Unsupported("no summary for counting kept dice"));
        }
        // E[sum of ranks a..b] = k·v1 + Σ_i (v_i − v_{i−1}) Σ_j P(X_(j) ≥ v_i), and
        // Σ_j P(X_(j) ≥ v_i) = E[max(0, b − max(a, N_i))], N_i ~ Bin(n, P(X < v_i)).
        let (a, b) = (window.from, window.to);
        budget.work((die.len() * terms * 40) as f64)?;
        let ln_fact = ln_factorials(n);
        let mut below = 0.0;
        let mut mean = k * least;
        for w in die.windows(2) {
            below += w[0].1;
            let q = below.clamp(0.0, 1.0);
            mean += (w[1].0 - w[0].0) * kept_at_least(&ln_fact, n, q, a, b);
        }
        Ok(Summary {
            mean,
            min: k * least,
            max: k * most,
            whole,
        })
    }
}

/// E[max(0, b − max(a, N))] for N ~ Bin(n, q) (dice below a value): how many of the ranks
/// `a..b` reach it, on average. Sums over whichever side needs fewer terms.
fn kept_at_least(ln_fact: &[f64], n: usize, q: f64, a: usize, b: usize) -> f64 {
    let pmf = |c: usize, q: f64| binomial(ln_fact, n, c, q).unwrap_or(0.0);
    if b <= n - a {
        // h(c) = b − max(a, c) for c < b, else 0.
        (0..b).map(|c| pmf(c, q) * (b - a.max(c)) as f64).sum()
    } else {
        // With M = n − N dice at or above the value: h = min(M, n − a) − min(M, n − b)…
        // summed as (b − a) minus what falls short, over M < n − a.
        let (ta, tb) = (n - a, n - b);
        let short: f64 = (0..ta)
            .map(|m| {
                let got = m.min(ta) - m.min(tb);
                pmf(m, 1.0 - q) * ((b - a) - got) as f64
            })
            .sum();
        (b - a) as f64 - short
    }
}
