//! Keep/drop over `n` independent, identically distributed dice, by order statistics — never
//! by enumerating rolls.
//!
//! The kept dice are a window of ranks. Faces are visited from the end nearer the window
//! (high to low for `kh`); the state is how many dice sit on the faces visited so far and the
//! distribution of the kept score among them. How many of the remaining dice land on the
//! current face is binomial (conditioned on the faces still to come), so every state holds a
//! true probability and nothing overflows even at 1000 dice. Once the window is filled the
//! remaining dice no longer matter and the state collapses into the result.

use super::budget::{Budget, Fail};
use super::dist::Dist;

/// A dense distribution over whole numbers: `p[i]` is the probability of `lo + i`.
#[derive(Clone, Debug, Default)]
struct Acc {
    lo: i64,
    p: Vec<f64>,
}

impl Acc {
    fn point() -> Acc {
        Acc {
            lo: 0,
            p: vec![1.0],
        }
    }

    /// Adds `weight ×` `src` shifted by `shift`.
    fn add(&mut self, src: &Acc, shift: i64, weight: f64) {
        let lo = src.lo + shift;
        let hi = lo + src.p.len() as i64;
        if self.p.is_empty() {
            self.lo = lo;
            self.p = vec![0.0; src.p.len()];
        }
        let (cur_lo, cur_hi) = (self.lo, self.lo + self.p.len() as i64);
        if lo < cur_lo || hi > cur_hi {
            let new_lo = lo.min(cur_lo);
            let new_hi = hi.max(cur_hi);
            let mut p = vec![0.0; (new_hi - new_lo) as usize];
            let at = (cur_lo - new_lo) as usize;
            p[at..at + self.p.len()].copy_from_slice(&self.p);
            self.lo = new_lo;
            self.p = p;
        }
        let at = (lo - self.lo) as usize;
        for (o, &x) in self.p[at..].iter_mut().zip(&src.p) {
            *o += weight * x;
        }
    }
}

/// The distribution of the summed `score` of the dice whose ascending rank is in
/// `from..to`, for `n` dice each showing `faces` (value ascending, probability). The scores
/// must be whole numbers.
pub(crate) fn window_sum(
    faces: &[(f64, f64)],
    score: impl Fn(f64) -> f64,
    n: usize,
    from: usize,
    to: usize,
    budget: &mut Budget,
) -> Result<Dist, Fail> {
    let to = to.min(n);
    if from >= to || faces.is_empty() {
        return Ok(Dist::point(0.0));
    }
    // Walk from the nearer end: fewer states before the window fills.
    let descending = n - to <= from;
    let identity = faces.iter().all(|&(v, _)| score(v) == v);
    let mut order: Vec<(i64, f64)> = Vec::with_capacity(faces.len());
    for &(v, p) in faces {
        let g = score(v);
        if g.fract() != 0.0 || g.abs() > 1e12 {
            return Err(Fail::Unsupported("keep/drop over fractional values"));
        }
        order.push((g as i64, p));
    }
    let (w0, w1) = if descending {
        order.reverse();
        (n - to, n - from)
    } else {
        (from, to)
    };
    // Mass of the faces not yet visited, for the conditional binomials.
    let mut rest: Vec<f64> = vec![0.0; order.len() + 1];
    for i in (0..order.len()).rev() {
        rest[i] = rest[i + 1] + order[i].1;
    }
    // At least one transition per state and face: refuse at once what cannot fit.
    budget.fits((order.len() * w1 * 20) as f64)?;
    let ln_fact = ln_factorials(n);
    let mut states: Vec<Option<Acc>> = vec![None; w1];
    states[0] = Some(Acc::point());
    let mut result = Acc::default();
    for (i, &(g, p)) in order.iter().enumerate() {
        let last = i + 1 == order.len();
        let q = if last || rest[i] <= 0.0 {
            1.0
        } else {
            (p / rest[i]).clamp(0.0, 1.0)
        };
        let mut next: Vec<Option<Acc>> = vec![None; w1];
        for t in 0..w1 {
            let Some(state) = states[t].take() else {
                continue;
            };
            let r = n - t;
            let fill = w1 - t; // this many more dice on this face fill the window
                               // Each transition costs a binomial term (an exp) and a shifted add.
            budget.work(((fill.min(r) + 1) * (state.p.len() + 40)) as f64)?;
            let mut below = 0.0;
            // Consecutive binomial terms by their ratio; afresh (an exp) only where the
            // previous term is too small for the ratio to stay precise.
            let odds = q / (1.0 - q);
            let mut prev: Option<f64> = None;
            for c in 0..fill.min(r + 1) {
                let term = match prev {
                    Some(w) if w > 1e-250 && q > 0.0 && q < 1.0 => {
                        Some(w * odds * (r - c + 1) as f64 / c as f64)
                    }
                    _ => binomial(&ln_fact, r, c, q),
                };
                prev = term;
                let Some(w) = term else {
                    continue;
                };
                below += w;
                let kept = overlap(t, t + c, w0, w1) as i64;
                let target = next[t + c].get_or_insert_with(Acc::default);
                target.add(&state, kept * g, w);
            }
            if fill <= r && q > 0.0 {
                let w = (1.0 - below).clamp(0.0, 1.0);
                let kept = overlap(t, w1, w0, w1) as i64;
                result.add(&state, kept * g, w);
            }
        }
        states = next;
    }
    budget.support(result.p.len() as f64)?;
    if result.p.is_empty() {
        return Err(Fail::Unsupported("order statistics found no outcome"));
    }
    // Only possible transitions were added, so both ends of the range can occur.
    let out = Dist::dense(result.lo, result.p);
    Ok(match out {
        // Faces beyond the face array (trimmed tails) still bound a sum of kept values.
        Dist::Dense { lo, p, ext } if identity => {
            let k = (to - from) as i64;
            let least = faces.first().map_or(ext.0, |f| f.0 as i64 * k);
            let most = faces.last().map_or(ext.1, |f| f.0 as i64 * k);
            Dist::Dense {
                lo,
                p,
                ext: (least.min(ext.0), most.max(ext.1)),
            }
        }
        other => other,
    })
}

fn overlap(a0: usize, a1: usize, b0: usize, b1: usize) -> usize {
    a1.min(b1).saturating_sub(a0.max(b0))
}

pub(crate) fn ln_factorials(n: usize) -> Vec<f64> {
    let mut out = Vec::with_capacity(n + 1);
    let mut acc = 0.0;
    out.push(0.0);
    for k in 1..=n {
        acc += (k as f64).ln();
        out.push(acc);
    }
    out
}

/// P(Binomial(r, q) = c); `None` when it cannot happen at all (as opposed to a probability
/// too small for f64).
pub(crate) fn binomial(ln_fact: &[f64], r: usize, c: usize, q: f64) -> Option<f64> {
    if q <= 0.0 {
        return (c == 0).then_some(1.0);
    }
    if q >= 1.0 {
        return (c == r).then_some(1.0);
    }
    let ln = ln_fact[r] - ln_fact[c] - ln_fact[r - c]
        + c as f64 * q.ln()
        + (r - c) as f64 * (-q).ln_1p();
    Some(ln.exp())
}

/// The binomial distribution of successes in `n` trials of probability `q`.
pub(crate) fn binomial_dist(n: usize, q: f64, budget: &mut Budget) -> Result<Dist, Fail> {
    budget.work(n as f64 * 4.0)?;
    let ln_fact = ln_factorials(n);
    let p: Vec<Option<f64>> = (0..=n).map(|c| binomial(&ln_fact, n, c, q)).collect();
    let first = p.iter().position(Option::is_some).unwrap_or(0);
    let last = p.iter().rposition(Option::is_some).unwrap_or(0);
    Ok(Dist::dense(
        first as i64,
        p[first..=last].iter().map(|x| x.unwrap_or(0.0)).collect(),
    ))
}
