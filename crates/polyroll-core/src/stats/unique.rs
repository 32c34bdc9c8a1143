//! `u`/`uo`: a die is rerolled while it equals an earlier die (and matches the compare
//! point). Dice then depend on each other, so the pool is followed die by die as the
//! multiset of values so far — exact for small pools, over the budget for big ones.

use std::collections::HashMap;

use super::budget::{Budget, Fail};
use super::chain::rerolled;
use super::dist::Dist;
use super::window::Window;
use crate::ast::Compare;

/// `die` is each die before `u`, `fresh` a newly drawn die; `times` the reroll cap.
#[allow(clippy::too_many_arguments)]
pub(crate) fn unique_pool(
    die: &Dist,
    fresh: &Dist,
    on: Option<Compare>,
    times: usize,
    n: usize,
    window: Window,
    score: impl Fn(f64) -> f64,
    budget: &mut Budget,
) -> Result<Dist, Fail> {
    let faces = die.pairs();
    // The multisets of n values from f faces number C(f + n − 1, n): refuse at once what
    // cannot fit (the fresh faces of rerolls make it larger still).
    let f = (faces.len() + fresh.pairs().len()) as f64;
    let multisets = (1..=n).fold(1.0, |acc, k| acc * (f + k as f64 - 1.0) / k as f64);
    budget.fits(multisets * f)?;
    // Multisets as sorted value bits; f64 values ordered by total_cmp.
    let mut states: HashMap<Vec<u64>, f64> = HashMap::from([(Vec::new(), 1.0)]);
    for _ in 0..n {
        let mut next: HashMap<Vec<u64>, f64> = HashMap::new();
        for (earlier, p) in &states {
            budget.work((faces.len() * (earlier.len() + 8)) as f64)?;
            budget.support(next.len() as f64)?;
            let seen = |v: f64| {
                on.is_none_or(|c| c.test(v)) && earlier.iter().any(|&b| f64::from_bits(b) == v)
            };
            let mut put = |v: f64, q: f64| {
                let mut key = earlier.clone();
                let at = key.partition_point(|&b| f64::from_bits(b).total_cmp(&v).is_lt());
                key.insert(at, v.to_bits());
                *next.entry(key).or_insert(0.0) += q;
            };
            let mut after: Option<Dist> = None;
            for &(v, q) in &faces {
                if seen(v) {
                    let again = match &after {
                        Some(d) => d.clone(),
                        None => rerolled(fresh, &seen, times, budget)?,
                    };
                    for (w, r) in again.pairs() {
                        put(w, p * q * r);
                    }
                    after = Some(again);
                } else {
                    put(v, p * q);
                }
            }
        }
        states = next;
    }
    let mut out = Vec::with_capacity(states.len());
    for (values, p) in states {
        let kept: f64 = values[window.from..window.to]
            .iter()
            .map(|&b| score(f64::from_bits(b)))
            .sum();
        out.push((kept, p));
    }
    Dist::from_pairs(out, budget)
}
