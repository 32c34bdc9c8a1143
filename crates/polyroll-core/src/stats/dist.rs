//! A finite distribution over numbers: dense (integer values `lo..`, one slot each) when the
//! values are whole and close together, sparse (sorted value/probability pairs) otherwise.
//!
//! Only values that can occur are kept. A dense slot with probability 0 inside the range is
//! a value that cannot occur. `ext` is the least and greatest value that can occur: the
//! array may stop short of them when its far tails were trimmed (mass below
//! [`TRIM`](super::budget::TRIM), charged to the budget's error), so `3d6!` still reaches
//! 1818 without carrying 1800 slots of 10^-78.

use super::budget::{Budget, Fail};

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Dist {
    Dense {
        lo: i64,
        p: Vec<f64>,
        ext: (i64, i64),
    },
    Sparse(Vec<(f64, f64)>),
}

/// Whole values beyond this stay sparse: dense indices must not overflow.
const DENSE_LIMIT: f64 = 1e15;

impl Dist {
    /// A dense distribution whose array reaches its least and greatest values.
    pub fn dense(lo: i64, p: Vec<f64>) -> Dist {
        let hi = lo + p.len() as i64 - 1;
        Dist::Dense {
            lo,
            p,
            ext: (lo, hi),
        }
    }

    pub fn point(v: f64) -> Dist {
        if is_int(v) {
            Dist::dense(v as i64, vec![1.0])
        } else {
            Dist::Sparse(vec![(v, 1.0)])
        }
    }

    /// Uniform over the whole numbers `lo..=hi`.
    pub fn uniform(lo: i64, hi: i64, budget: &mut Budget) -> Result<Dist, Fail> {
        let n = hi
            .checked_sub(lo)
            .and_then(|d| d.checked_add(1))
            .ok_or(Fail::Budget)?;
        budget.support(n as f64)?;
        Ok(Dist::dense(lo, vec![1.0 / n as f64; n as usize]))
    }

    /// Builds a distribution from pairs in any order, merging equal values.
    pub fn from_pairs(mut pairs: Vec<(f64, f64)>, budget: &mut Budget) -> Result<Dist, Fail> {
        if pairs.is_empty() {
            return Err(Fail::Unsupported("an empty distribution"));
        }
        budget.work(pairs.len() as f64 * 2.0)?;
        pairs.sort_unstable_by(|a, b| a.0.total_cmp(&b.0));
        let mut merged: Vec<(f64, f64)> = Vec::with_capacity(pairs.len());
        for (v, p) in pairs {
            match merged.last_mut() {
                // Fractions summed in another order may differ in the last bit: one value.
                Some(last) if same_value(last.0, v) => last.1 += p,
                _ => merged.push((if v == 0.0 { 0.0 } else { v }, p)),
            }
        }
        budget.support(merged.len() as f64)?;
        let whole = merged.iter().all(|&(v, _)| is_int(v));
        // The array covers what has mass; values of probability 0 beyond it (trimmed or
        // underflowed tails) only widen `ext`.
        let core_from = merged.iter().position(|x| x.1 > 0.0).unwrap_or(0);
        let core_to = merged
            .iter()
            .rposition(|x| x.1 > 0.0)
            .unwrap_or(merged.len() - 1);
        let (first, last) = (merged[core_from].0, merged[core_to].0);
        let span = last - first + 1.0;
        if whole && span <= 4.0 * (core_to - core_from + 1) as f64 + 64.0 {
            budget.support(span)?;
            let lo = first as i64;
            let mut p = vec![0.0; span as usize];
            for &(v, q) in &merged[core_from..=core_to] {
                p[(v as i64 - lo) as usize] += q;
            }
            let ext = (merged[0].0 as i64, merged[merged.len() - 1].0 as i64);
            Ok(Dist::Dense { lo, p, ext })
        } else {
            Ok(Dist::Sparse(merged))
        }
    }

    /// The values that can occur with their probabilities, ascending.
    pub fn pairs(&self) -> Vec<(f64, f64)> {
        match self {
            Dist::Sparse(v) => v.clone(),
            Dist::Dense { lo, p, ext } => {
                let last = p.len().saturating_sub(1);
                let mut out = Vec::with_capacity(p.len() + 2);
                if ext.0 < *lo {
                    out.push((ext.0 as f64, 0.0));
                }
                out.extend(
                    p.iter()
                        .enumerate()
                        .filter(|&(i, &q)| q > 0.0 || i == 0 || i == last)
                        .map(|(i, &q)| ((*lo + i as i64) as f64, q)),
                );
                if ext.1 > *lo + last as i64 {
                    out.push((ext.1 as f64, 0.0));
                }
                out
            }
        }
    }

    pub fn as_point(&self) -> Option<f64> {
        match self {
            Dist::Dense { lo, p, ext } if p.len() == 1 && ext.0 == ext.1 => Some(*lo as f64),
            Dist::Sparse(v) if v.len() == 1 => Some(v[0].0),
            _ => None,
        }
    }

    pub fn min(&self) -> f64 {
        match self {
            Dist::Dense { ext, .. } => ext.0 as f64,
            Dist::Sparse(v) => v.first().map_or(0.0, |x| x.0),
        }
    }

    pub fn max(&self) -> f64 {
        match self {
            Dist::Dense { ext, .. } => ext.1 as f64,
            Dist::Sparse(v) => v.last().map_or(0.0, |x| x.0),
        }
    }

    /// Probability of each value for which `f` holds.
    pub fn prob(&self, f: impl Fn(f64) -> bool) -> f64 {
        self.pairs().iter().filter(|x| f(x.0)).map(|x| x.1).sum()
    }

    /// The distribution of `f(X)`. Inline: whether it was inlined into its callers (the
    /// total's rounding in `stats::exact`) depended on which codegen unit the crate's
    /// other code put it in.
    #[inline]
    pub fn map(
        &self,
        budget: &mut Budget,
        f: impl Fn(f64) -> Result<f64, Fail>,
    ) -> Result<Dist, Fail> {
        let pairs = self
            .pairs()
            .into_iter()
            .map(|(v, p)| Ok((f(v)?, p)))
            .collect::<Result<Vec<_>, Fail>>()?;
        Dist::from_pairs(pairs, budget)
    }

    /// The distribution of `f(X, Y)` for independent X and Y.
    pub fn combine(
        &self,
        other: &Dist,
        budget: &mut Budget,
        f: impl Fn(f64, f64) -> Result<f64, Fail>,
    ) -> Result<Dist, Fail> {
        let (a, b) = (self.pairs(), other.pairs());
        budget.work(a.len() as f64 * b.len() as f64)?;
        let mut out = Vec::with_capacity(a.len() * b.len());
        for &(x, p) in &a {
            for &(y, q) in &b {
                out.push((f(x, y)?, p * q));
            }
        }
        Dist::from_pairs(out, budget)
    }

    /// The distribution of X + Y for independent X and Y: a convolution.
    pub fn add(&self, other: &Dist, budget: &mut Budget) -> Result<Dist, Fail> {
        match (self, other) {
            (
                Dist::Dense {
                    lo: la,
                    p: pa,
                    ext: ea,
                },
                Dist::Dense {
                    lo: lb,
                    p: pb,
                    ext: eb,
                },
            ) => {
                let lo = la.checked_add(*lb).ok_or(Fail::Budget)?;
                let ext = (
                    ea.0.checked_add(eb.0).ok_or(Fail::Budget)?,
                    ea.1.checked_add(eb.1).ok_or(Fail::Budget)?,
                );
                if (ext.0 as f64).abs().max((ext.1 as f64).abs()) > DENSE_LIMIT {
                    return Err(Fail::Budget);
                }
                budget.work(pa.len() as f64 * pb.len() as f64)?;
                budget.support((pa.len() + pb.len()) as f64)?;
                let (lo, p) = budget.trim(lo, convolve(pa, pb));
                Ok(Dist::Dense { lo, p, ext })
            }
            _ => self.combine(other, budget, |x, y| Ok(x + y)),
        }
    }

    /// The pointwise sum of two sub-distributions (pieces of one mixture). Inline: the
    /// chains call it in their loops, and whether it was inlined there depended on which
    /// codegen unit the crate's other code put it in.
    #[inline]
    pub fn plus(&self, other: &Dist, budget: &mut Budget) -> Result<Dist, Fail> {
        match (self, other) {
            (
                Dist::Dense {
                    lo: la,
                    p: pa,
                    ext: ea,
                },
                Dist::Dense {
                    lo: lb,
                    p: pb,
                    ext: eb,
                },
            ) => {
                let lo = *la.min(lb);
                let hi = (la + pa.len() as i64).max(lb + pb.len() as i64);
                budget.support((hi - lo) as f64)?;
                budget.work((hi - lo) as f64)?;
                let mut p = vec![0.0; (hi - lo) as usize];
                for (at, src) in [(la, pa), (lb, pb)] {
                    let start = (at - lo) as usize;
                    for (o, &x) in p[start..].iter_mut().zip(src) {
                        *o += x;
                    }
                }
                Ok(Dist::Dense {
                    lo,
                    p,
                    ext: (ea.0.min(eb.0), ea.1.max(eb.1)),
                })
            }
            _ => {
                let mut pairs = self.pairs();
                pairs.extend(other.pairs());
                Dist::from_pairs(pairs, budget)
            }
        }
    }

    /// Whether both hold the same probabilities, whatever their `ext`.
    pub fn same_mass(&self, other: &Dist) -> bool {
        match (self, other) {
            (Dist::Dense { lo: a, p: pa, .. }, Dist::Dense { lo: b, p: pb, .. }) => {
                a == b && pa == pb
            }
            _ => self == other,
        }
    }

    /// The least and greatest values that can occur, as whole numbers when dense.
    pub fn ext(&self) -> Option<(i64, i64)> {
        match self {
            Dist::Dense { ext, .. } => Some(*ext),
            Dist::Sparse(_) => None,
        }
    }

    pub fn set_ext(&mut self, to: (i64, i64)) {
        if let Dist::Dense { ext, .. } = self {
            *ext = to;
        }
    }

    /// The sum of `n` independent copies.
    pub fn sum_of(&self, n: usize, budget: &mut Budget) -> Result<Dist, Fail> {
        let mut acc = Dist::point(0.0);
        if n == 0 {
            return Ok(acc);
        }
        // A uniform die slides a window over the running sum: linear work per die.
        if let Dist::Dense { lo, p, ext } = self {
            let q = p[0];
            if p.iter().all(|&x| x == q) && ext.0 == *lo && ext.1 == lo + p.len() as i64 - 1 {
                budget.support((n * p.len()) as f64)?;
                let mut sum = vec![1.0];
                let mut at = 0i64;
                for _ in 0..n {
                    budget.work(((sum.len() + p.len()) * p.len().min(17)) as f64)?;
                    (at, sum) = budget.trim(at, slide(&sum, p.len(), q));
                }
                let n = n as i64;
                let lo_all = lo.checked_mul(n).ok_or(Fail::Budget)?;
                let ext = (lo_all, ext.1.checked_mul(n).ok_or(Fail::Budget)?);
                return Ok(Dist::Dense {
                    lo: lo_all + at,
                    p: sum,
                    ext,
                });
            }
        }
        // Doubling: log2(n) convolutions of growing size.
        let mut base = self.clone();
        let mut k = n;
        loop {
            if k & 1 == 1 {
                acc = acc.add(&base, budget)?;
            }
            k >>= 1;
            if k == 0 {
                break;
            }
            base = base.add(&base, budget)?;
        }
        Ok(acc)
    }

    /// `w_i`-weighted mixture of distributions (the weights sum to 1).
    pub fn mix(parts: &[(f64, Dist)], budget: &mut Budget) -> Result<Dist, Fail> {
        let mut pairs = Vec::new();
        for (w, d) in parts {
            pairs.extend(d.pairs().into_iter().map(|(v, p)| (v, p * w)));
        }
        Dist::from_pairs(pairs, budget)
    }

    /// `self` scaled by `w` (a sub-distribution), for building mixtures piece by piece.
    pub fn scaled(&self, w: f64) -> Vec<(f64, f64)> {
        self.pairs().into_iter().map(|(v, p)| (v, p * w)).collect()
    }

    pub fn mean(&self) -> f64 {
        self.pairs().iter().map(|&(v, p)| v * p).sum()
    }

    pub fn variance(&self) -> f64 {
        let m = self.mean();
        self.pairs()
            .iter()
            .map(|&(v, p)| (v - m) * (v - m) * p)
            .sum::<f64>()
            .max(0.0)
    }

    /// The least value whose cumulative probability reaches one half.
    pub fn median(&self) -> f64 {
        let mut acc = 0.0;
        let pairs = self.pairs();
        for &(v, p) in &pairs {
            acc += p;
            // Tolerance so 0.5 exactly (a fair coin) is not missed by rounding.
            if acc >= 0.5 - 1e-12 {
                return v;
            }
        }
        pairs.last().map_or(0.0, |x| x.0)
    }
}

/// Equal, or equal but for float rounding (relative 10⁻¹²).
pub fn same_value(a: f64, b: f64) -> bool {
    a == b || (a - b).abs() <= 1e-12 * a.abs().max(b.abs()).max(1.0)
}

pub(crate) fn is_int(v: f64) -> bool {
    v.fract() == 0.0 && v.abs() <= DENSE_LIMIT
}

fn convolve(a: &[f64], b: &[f64]) -> Vec<f64> {
    let mut out = vec![0.0; a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        if x == 0.0 {
            continue;
        }
        for (o, &y) in out[i..].iter_mut().zip(b) {
            *o += x * y;
        }
    }
    out
}

/// Convolution with `width` equal weights `q`: a window sum. Narrow windows are summed
/// afresh, so small tail probabilities do not pick up cancellation noise.
fn slide(a: &[f64], width: usize, q: f64) -> Vec<f64> {
    let n = a.len() + width - 1;
    let mut out = Vec::with_capacity(n);
    if width <= 16 {
        for i in 0..n {
            let from = i.saturating_sub(width - 1);
            let to = i.min(a.len() - 1);
            out.push(a[from..=to].iter().sum::<f64>() * q);
        }
        return out;
    }
    let mut window = 0.0;
    for i in 0..n {
        if i < a.len() {
            window += a[i];
        }
        if i >= width {
            window -= a[i - width];
        }
        out.push(window.max(0.0) * q);
    }
    out
}
