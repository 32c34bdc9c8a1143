//! Keep/drop over plainly exploding dice (`4d6!kh3`), when every exploding face is above
//! every other face. A die's chain is then some exploding values and one last, lower
//! value, all independent; so given the total number `h` of exploding values, the pool is
//! `h` of them above `n` last values, and the kept window splits into a window of each,
//! both order statistics. The total `h` is a sum of geometric counts.

use super::budget::{Budget, Fail};
use super::dist::Dist;
use super::order::window_sum;
use super::window::Window;
use crate::ast::Compare;

/// Chains that reach the cap are left out when they are this unlikely (they would end on
/// any face, not a lower one): far inside the stated error.
const CAPPED: f64 = 1e-17;

pub(crate) fn kept_of_exploding(
    raw: &Dist,
    on: Compare,
    n: usize,
    cap: usize,
    window_for: impl Fn(usize) -> Window,
    score: impl Fn(f64) -> f64 + Copy,
    budget: &mut Budget,
) -> Result<Dist, Fail> {
    let faces = raw.pairs();
    let up: Vec<(f64, f64)> = faces.iter().copied().filter(|x| on.test(x.0)).collect();
    let down: Vec<(f64, f64)> = faces.iter().copied().filter(|x| !on.test(x.0)).collect();
    let p_up: f64 = up.iter().map(|x| x.1).sum();
    let (Some(low_up), Some(high_down)) = (up.first(), down.last()) else {
        return Err(Fail::Unsupported("keep/drop over exploding dice"));
    };
    let cap_i = i32::try_from(cap).unwrap_or(i32::MAX);
    if low_up.0 <= high_down.0 || p_up.powi(cap_i) * n as f64 > CAPPED {
        return Err(Fail::Unsupported("keep/drop over exploding dice"));
    }
    let norm = |v: &[(f64, f64)], mass: f64| -> Vec<(f64, f64)> {
        v.iter().map(|&(x, p)| (x, p / mass)).collect()
    };
    let (up, down) = (norm(&up, p_up), norm(&down, 1.0 - p_up));
    // Explosions per die: P(j) = p^j (1 − p), j < cap.
    let mut geometric = Vec::with_capacity(cap.min(4096));
    let mut w = 1.0 - p_up;
    for _ in 0..cap {
        geometric.push(w);
        w *= p_up;
        if w == 0.0 {
            break;
        }
    }
    let total = Dist::dense(0, geometric).sum_of(n, budget)?;
    let mut pairs = Vec::new();
    for (h, ph) in total.pairs() {
        let h = h as usize;
        let win = window_for(n + h);
        // Ascending ranks: the n last values first, then the h exploding ones.
        let low = window_sum(&down, score, n, win.from.min(n), win.to.min(n), budget)?;
        let high = window_sum(
            &up,
            score,
            h,
            win.from.max(n) - n,
            win.to.max(n) - n,
            budget,
        )?;
        pairs.extend(low.add(&high, budget)?.scaled(ph));
    }
    Dist::from_pairs(pairs, budget)
}
