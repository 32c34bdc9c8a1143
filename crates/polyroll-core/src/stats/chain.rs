//! Per-die building blocks shared by both dice forms: rerolls and explosion chains, exactly
//! up to the per-die cap of NOTATION.md.

use super::budget::{Budget, Fail};
use super::dist::Dist;

/// What a die shows after "reroll while it matches, at most `cap` times", given that its
/// current value matched: the first fresh face that does not match, or the `cap`-th fresh
/// face whatever it shows.
///
/// With `m` the chance a fresh face matches: the non-matching faces weigh
/// `1 + m + … + m^(cap−1)` and the matching ones `m^(cap−1)`.
pub(crate) fn rerolled(
    fresh: &Dist,
    matches: &dyn Fn(f64) -> bool,
    cap: usize,
    budget: &mut Budget,
) -> Result<Dist, Fail> {
    let pairs = fresh.pairs();
    let m: f64 = pairs.iter().filter(|x| matches(x.0)).map(|x| x.1).sum();
    let cap_i = i32::try_from(cap).unwrap_or(i32::MAX);
    let last = m.powi(cap_i.saturating_sub(1));
    let geometric = if m < 1.0 {
        (1.0 - m.powi(cap_i)) / (1.0 - m)
    } else {
        cap as f64
    };
    let out = pairs
        .into_iter()
        .map(|(v, p)| (v, if matches(v) { p * last } else { p * geometric }))
        .collect();
    Dist::from_pairs(out, budget)
}

/// A per-value transform of a die: the die's value `v` becomes a distribution.
pub(crate) trait Transform {
    fn apply(&self, v: f64, budget: &mut Budget) -> Result<Dist, Fail>;
    fn is_identity(&self) -> bool {
        false
    }
}

/// No change.
pub(crate) struct Same;

impl Transform for Same {
    fn apply(&self, v: f64, _: &mut Budget) -> Result<Dist, Fail> {
        Ok(Dist::point(v))
    }
    fn is_identity(&self) -> bool {
        true
    }
}

/// A reroll rule: values that match become the rerolled distribution.
pub(crate) struct Reroll<'a> {
    pub matches: &'a dyn Fn(f64) -> bool,
    pub after: Dist,
}

impl Transform for Reroll<'_> {
    fn apply(&self, v: f64, _: &mut Budget) -> Result<Dist, Fail> {
        Ok(if (self.matches)(v) {
            self.after.clone()
        } else {
            Dist::point(v)
        })
    }
}

/// The distribution of a transformed value: mixes `t(v)` over `d`.
pub(crate) fn transformed(d: &Dist, t: &dyn Transform, budget: &mut Budget) -> Result<Dist, Fail> {
    if t.is_identity() {
        return Ok(d.clone());
    }
    let mut pairs = Vec::new();
    for (v, p) in d.pairs() {
        let part = t.apply(v, budget)?.scaled(p);
        // Each value can become a whole die again (a reroll of a d44141): charge what is
        // made, and stop before the pairs outgrow the support budget, so no formula can
        // take seconds or gigabytes here (found by fuzzing `0d44141R>41`).
        budget.work(part.len() as f64)?;
        budget.support((pairs.len() + part.len()) as f64)?;
        pairs.extend(part);
    }
    Dist::from_pairs(pairs, budget)
}

/// One step of an explosion chain, split by whether the raw face explodes: each part is a
/// sub-distribution of what this draw contributes.
pub(crate) struct Step {
    pub stops: Vec<(f64, f64)>,
    pub goes_on: Vec<(f64, f64)>,
}

/// The summed contribution of a chain whose first draw is described by `first` and every
/// further draw by `extra`; a draw explodes while fewer than `cap` explosions happened.
pub(crate) fn chain_sum(
    first: &Step,
    extra: &Step,
    cap: usize,
    budget: &mut Budget,
) -> Result<Dist, Fail> {
    let whole = |s: &Step, budget: &mut Budget| {
        let mut all = s.stops.clone();
        all.extend_from_slice(&s.goes_on);
        Dist::from_pairs(all, budget)
    };
    // From the last possible draw backwards: tail(k) = stops + goes_on * tail(k+1).
    let mut tail = whole(extra, budget)?;
    // goes_on is a sub-distribution (its mass is the chance to explode): convolving it with
    // the rest of the chain weighs the continuation by that chance.
    let parts = |s: &Step, budget: &mut Budget| -> Result<(Dist, Option<Dist>), Fail> {
        let stops = Dist::from_pairs(s.stops.clone(), budget)?;
        let goes_on = if s.goes_on.is_empty() {
            None
        } else {
            Some(Dist::from_pairs(s.goes_on.clone(), budget)?)
        };
        Ok((stops, goes_on))
    };
    let extend =
        |(stops, goes_on): &(Dist, Option<Dist>), tail: &Dist, budget: &mut Budget| match goes_on {
            None => Ok(stops.clone()),
            Some(g) => stops.plus(&g.add(tail, budget)?, budget),
        };
    let more = parts(extra, budget)?;
    for k in 1..cap {
        let next = extend(&more, &tail, budget)?;
        if next.same_mass(&tail) {
            // Deeper draws no longer change any probability (they fell below f64's
            // precision or were trimmed): only the reachable range still grows.
            if let (Some(mut ext), Some((s, g))) = (
                next.ext(),
                more.0.ext().zip(more.1.as_ref().and_then(Dist::ext)),
            ) {
                for _ in k + 1..cap {
                    ext = (
                        s.0.min(g.0.saturating_add(ext.0)),
                        s.1.max(g.1.saturating_add(ext.1)),
                    );
                }
                tail = next;
                tail.set_ext(ext);
                break;
            }
        }
        tail = next;
    }
    if cap == 0 {
        return whole(first, budget);
    }
    let first = parts(first, budget)?;
    extend(&first, &tail, budget)
}
