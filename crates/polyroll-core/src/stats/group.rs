//! Groups `{e1, e2, …}`, mirroring `eval/group.rs`: with one part keep/drop act on its dice,
//! with more on the part totals; success counting acts on part totals.

use super::budget::Fail;
use super::dice::scorer;
use super::dist::Dist;
use super::expr::{checked_ends, Analyzer};
use super::order::window_sum;
use super::window::Window;
use crate::ast::*;
use crate::error::Span;

impl Analyzer<'_> {
    pub(crate) fn group(&mut self, g: &Group, span: Span) -> Result<Dist, Fail> {
        let m = &g.mods;
        let keeps = m.keep.is_some() || m.drop.is_some();
        let score = scorer(m);
        if keeps && g.parts.len() == 1 {
            let mut part = &g.parts[0].expr;
            while let ExprKind::Paren(inner) = &part.kind {
                part = inner;
            }
            let ExprKind::Dice(d) = &part.kind else {
                return Err(Fail::Unsupported(
                    "keep/drop across the dice of a compound part",
                ));
            };
            let total = self.dice(d, part.span, Some(m))?;
            let out = total.map(&mut self.budget, |v| Ok(score(v)))?;
            checked_ends(&out, span)?;
            return Ok(out);
        }
        let parts = g
            .parts
            .iter()
            .map(|p| self.expr(&p.expr))
            .collect::<Result<Vec<_>, Fail>>()?;
        let n = parts.len();
        let window = Window::all(n).apply(m.keep, m.drop);
        let out = if window == Window::all(n) {
            let mut acc = Dist::point(0.0);
            for p in &parts {
                let scored = p.map(&mut self.budget, |v| Ok(score(v)))?;
                acc = acc.add(&scored, &mut self.budget)?;
            }
            acc
        } else if window.from >= window.to {
            Dist::point(0.0)
        } else if parts.iter().all(|p| *p == parts[0]) {
            // Identically distributed parts: order statistics as for dice.
            window_sum(
                &parts[0].pairs(),
                score,
                n,
                window.from,
                window.to,
                &mut self.budget,
            )?
        } else if window.to - window.from == 1 && (window.to == n || window.from == 0) {
            let best = extreme(&parts, window.to == n, &mut self.budget)?;
            best.map(&mut self.budget, |v| Ok(score(v)))?
        } else {
            every_combination(&parts, window, score, &mut self.budget)?
        };
        checked_ends(&out, span)?;
        Ok(out)
    }
}

/// The largest (or smallest) of independent parts, by multiplying their cumulative
/// distributions.
fn extreme(parts: &[Dist], largest: bool, budget: &mut super::Budget) -> Result<Dist, Fail> {
    let all: Vec<Vec<(f64, f64)>> = parts
        .iter()
        .map(|p| {
            let mut v = p.pairs();
            if !largest {
                // The smallest of X is minus the largest of −X.
                v = v.into_iter().rev().map(|(x, q)| (-x, q)).collect();
            }
            v
        })
        .collect();
    let mut values: Vec<f64> = all.iter().flatten().map(|x| x.0).collect();
    values.sort_unstable_by(f64::total_cmp);
    values.dedup();
    // No value below every part's least value can be the largest.
    let floor = all
        .iter()
        .map(|v| v.first().map_or(f64::NEG_INFINITY, |x| x.0))
        .fold(f64::NEG_INFINITY, f64::max);
    budget.work((values.len() * all.len()) as f64)?;
    let mut cursors = vec![(0usize, 0.0f64); all.len()];
    let mut prev = 0.0;
    let mut out = Vec::new();
    for &x in &values {
        let mut cdf = 1.0;
        for (part, (at, acc)) in all.iter().zip(cursors.iter_mut()) {
            while *at < part.len() && part[*at].0 <= x {
                *acc += part[*at].1;
                *at += 1;
            }
            cdf *= *acc;
        }
        if x >= floor {
            out.push((if largest { x } else { -x }, (cdf - prev).max(0.0)));
        }
        prev = cdf;
    }
    Dist::from_pairs(out, budget)
}

/// Keep/drop over a few differently distributed parts: every combination of their values,
/// when there are few enough (ties rank alike, so which equal part is kept does not matter).
fn every_combination(
    parts: &[Dist],
    window: Window,
    score: impl Fn(f64) -> f64,
    budget: &mut super::Budget,
) -> Result<Dist, Fail> {
    let values: Vec<Vec<(f64, f64)>> = parts.iter().map(Dist::pairs).collect();
    let combos = values.iter().map(|v| v.len() as f64).product::<f64>();
    budget.work(combos * (parts.len() as f64 + 4.0))?;
    let mut at = vec![0usize; values.len()];
    let mut out = Vec::new();
    let mut picked = Vec::with_capacity(values.len());
    loop {
        picked.clear();
        let mut p = 1.0;
        for (v, &i) in values.iter().zip(&at) {
            picked.push(v[i].0);
            p *= v[i].1;
        }
        picked.sort_unstable_by(f64::total_cmp);
        let kept: f64 = picked[window.from..window.to]
            .iter()
            .map(|&v| score(v))
            .sum();
        out.push((kept, p));
        // The next combination, like an odometer.
        let mut k = 0;
        loop {
            if k == at.len() {
                return Dist::from_pairs(out, budget);
            }
            at[k] += 1;
            if at[k] < values[k].len() {
                break;
            }
            at[k] = 0;
            k += 1;
        }
    }
}
