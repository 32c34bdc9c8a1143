//! The chance of each outcome of a system roll, and the distribution of its result.
//!
//! **Exact** where the work allows: the outcome depends on the dice only through the folds
//! its expressions read (how many dice show 6, the highest, a sum…), so the joint
//! distribution of those folds is built set by set, die by die — a set's count may read the
//! sets before it (Cyberpunk RED's extra die) — and every combination of folds is judged
//! once. An exploding die's chain is followed until reaching a deeper link is less likely
//! than [`CHAIN_TAIL`] (or the reroll limit stops it), so each chance is within
//! [`EXACT_ERROR`] of the true one. **Sampled** otherwise: the real roller with a fixed
//! seed, each chance within the stated 3-sigma margin.

use std::collections::BTreeMap;

use polyroll_core::{Error, Limits, Problem, RandomSource, Span, Stop};

use crate::expr::{FoldKind, Resolved};
use crate::roll::dice_count;
use crate::spec::{Explode, Faces, System};

/// The bound on the error of an exact chance.
pub const EXACT_ERROR: f64 = 1e-9;
/// A chain of explosions is followed while reaching its next link is at least this likely.
const CHAIN_TAIL: f64 = 1e-15;
/// The seed of sampled odds: the same question gets the same answer.
pub const SEED: u64 = 0x5eed_0dd5;

/// How much work the odds may take before they are sampled instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Combinations of folds built on the exact path.
    pub work: usize,
    /// Rolls made when sampling.
    pub samples: usize,
}

impl Budget {
    /// `/stats`: about a tenth of a second of exact work, else 20,000 rolls.
    pub const ANALYZE: Budget = Budget {
        work: 20_000_000,
        samples: 20_000,
    };
    /// Hints while typing: a little exact work, else a few hundred rolls.
    pub const HINT: Budget = Budget {
        work: 200_000,
        samples: 400,
    };
}

/// The odds of one system roll.
#[derive(Clone, Debug, PartialEq)]
pub struct Odds {
    pub exact: bool,
    /// Each outcome of the table, in its order, and its chance.
    pub outcomes: Vec<(String, f64)>,
    /// The result's distribution, ascending by value.
    pub results: Vec<(i64, f64)>,
    /// Exact: [`EXACT_ERROR`]; sampled: the largest 3-sigma margin of a chance.
    pub margin: f64,
    /// Rolls behind a sampled answer; 0 when exact.
    pub samples: usize,
}

type Dist = BTreeMap<Vec<i64>, f64>;

/// Why the exact path gave up.
enum Fail {
    TooBig,
    Error(Error),
}

impl From<Error> for Fail {
    fn from(e: Error) -> Self {
        Fail::Error(e)
    }
}

struct Work<'a> {
    done: usize,
    budget: usize,
    stop: &'a Stop,
}

impl Work<'_> {
    fn add(&mut self, n: usize) -> Result<(), Fail> {
        self.done = self.done.saturating_add(n);
        if self.done > self.budget {
            return Err(Fail::TooBig);
        }
        if self.stop.is_stopped() {
            return Err(Fail::Error(stopped()));
        }
        Ok(())
    }
}

fn stopped() -> Error {
    Error::limit(Problem::Stopped, Span::new(0, 0))
}

fn join(kinds: &[FoldKind], a: &[i64], b: &[i64]) -> Result<Vec<i64>, Fail> {
    kinds
        .iter()
        .zip(a.iter().zip(b))
        .map(|(k, (x, y))| {
            k.join(*x, *y)
                .ok_or_else(|| Fail::Error(Error::math(Problem::NumberTooLarge, Span::new(0, 0))))
        })
        .collect()
}

/// Two independent parts of a set joined.
fn convolve(kinds: &[FoldKind], a: &Dist, b: &Dist, work: &mut Work) -> Result<Dist, Fail> {
    work.add(a.len().saturating_mul(b.len()))?;
    let mut out = Dist::new();
    for (x, p) in a {
        for (y, q) in b {
            *out.entry(join(kinds, x, y)?).or_insert(0.0) += p * q;
        }
    }
    Ok(out)
}

/// The folds of one base die of `pool`, its explosions included.
fn one_die(
    faces: &Faces,
    explode: Explode,
    kinds: &[FoldKind],
    limits: &Limits,
    work: &mut Work,
) -> Result<Dist, Fail> {
    let faces = faces.each();
    let p = 1.0 / faces.len() as f64;
    let of = |v: i64| -> Vec<i64> { kinds.iter().map(|k| k.of(v)).collect() };
    let plain = |values: &BTreeMap<i64, f64>| -> Dist {
        let mut d = Dist::new();
        for (v, q) in values {
            *d.entry(of(*v)).or_insert(0.0) += q;
        }
        d
    };
    // Listed faces may repeat a value (a narrative die's two blank faces): each counts.
    let mut flat: BTreeMap<i64, f64> = BTreeMap::new();
    for f in &faces {
        *flat.entry(*f).or_insert(0.0) += p;
    }
    let at = match explode {
        Explode::Never => return Ok(plain(&flat)),
        Explode::Add { at } | Explode::Compound { at } => at,
    };
    let exploding = faces.iter().filter(|f| **f >= at).count() as f64 * p;
    // Links of the chain worth following: beyond them a link is rarer than CHAIN_TAIL.
    let mut depth = 0;
    let mut reach = 1.0;
    while depth < limits.max_rerolls && reach >= CHAIN_TAIL {
        reach *= exploding;
        depth += 1;
    }
    match explode {
        Explode::Add { .. } => {
            // From the last link back: a die that stops, then a die that may add the rest.
            let mut rest = plain(&flat);
            for _ in 0..depth {
                let mut next = Dist::new();
                for f in &faces {
                    if *f >= at {
                        let me = of(*f);
                        work.add(rest.len())?;
                        for (r, q) in &rest {
                            *next.entry(join(kinds, &me, r)?).or_insert(0.0) += p * q;
                        }
                    } else {
                        *next.entry(of(*f)).or_insert(0.0) += p;
                    }
                }
                rest = next;
            }
            Ok(rest)
        }
        _ => {
            let mut rest = flat.clone();
            for _ in 0..depth {
                let mut next = BTreeMap::new();
                for f in &faces {
                    if *f >= at {
                        work.add(rest.len())?;
                        for (r, q) in &rest {
                            *next.entry(f + r).or_insert(0.0) += p * q;
                        }
                    } else {
                        *next.entry(*f).or_insert(0.0) += p;
                    }
                }
                rest = next;
            }
            Ok(plain(&rest))
        }
    }
}

/// `n` dice of a set: one die's folds joined `n` times (by squaring).
fn dice(one: &Dist, n: usize, kinds: &[FoldKind], work: &mut Work) -> Result<Dist, Fail> {
    let mut result: Dist = BTreeMap::from([(kinds.iter().map(|k| k.empty()).collect(), 1.0)]);
    let mut power = one.clone();
    let mut n = n;
    while n > 0 {
        if n & 1 == 1 {
            result = convolve(kinds, &result, &power, work)?;
        }
        n >>= 1;
        if n > 0 {
            power = convolve(kinds, &power, &power, work)?;
        }
    }
    Ok(result)
}

/// The folds of a set of `n` dice with the keeps that choose nothing made plain: keeping
/// none always adds 0, keeping all is a sum; the dice are then folded die by die.
fn plain_keeps(kinds: &[FoldKind], n: usize) -> Vec<FoldKind> {
    let all = |k: i64| usize::try_from(k).map_or(true, |k| k >= n);
    kinds
        .iter()
        .map(|kind| match *kind {
            FoldKind::Top(0) | FoldKind::Bottom(0) => FoldKind::Count(1, 0),
            FoldKind::Top(k) | FoldKind::Bottom(k) if all(k) => FoldKind::Sum,
            other => other,
        })
        .collect()
}

/// The folds of `n` dice of a set that some fold keeps from (`top(d, k)`, `bottom(d, k)`),
/// each die distributed as `one` (keyed by its value alone). Which dice a keep keeps
/// depends on all of them, so the dice are placed value by value from the highest down:
/// how many of those left show this value is binomial, given that none shows a higher
/// one, and the dice placed take the next ranks. A keep adds the dice whose ranks fall in
/// its window (the first `k`, or the last `k`); any other fold of the set adds them all.
/// A state is how many dice are placed and every fold so far.
fn ranked(one: &Dist, n: usize, kinds: &[FoldKind], work: &mut Work) -> Result<Dist, Fail> {
    let mut values: Vec<(i64, f64)> = one
        .iter()
        .map(|(v, p)| (v.first().copied().unwrap_or(0), *p))
        .collect();
    values.sort_by_key(|v| std::cmp::Reverse(v.0));
    // The chance that a die shows this value or a lower one.
    let mut lower: Vec<f64> = values.iter().map(|(_, p)| *p).collect();
    for i in (0..lower.len().saturating_sub(1)).rev() {
        lower[i] += lower[i + 1];
    }
    let window = |kind: FoldKind| -> Option<(usize, usize)> {
        let k = |k: i64| usize::try_from(k).unwrap_or(0).min(n);
        match kind {
            FoldKind::Top(c) => Some((0, k(c))),
            FoldKind::Bottom(c) => Some((n - k(c), n)),
            _ => None,
        }
    };
    // When every fold keeps the highest dice, the rest cannot change them.
    let enough = if kinds.iter().all(|k| matches!(k, FoldKind::Top(_))) {
        kinds
            .iter()
            .filter_map(|k| window(*k))
            .map(|w| w.1)
            .max()
            .unwrap_or(0)
    } else {
        n
    };
    work.add(n.saturating_mul(n))?;
    let mut choose = vec![vec![1.0f64; n + 1]; n + 1];
    for a in 1..=n {
        for b in 1..a {
            choose[a][b] = choose[a - 1][b - 1] + choose[a - 1][b];
        }
    }
    let too_large = || Fail::Error(Error::math(Problem::NumberTooLarge, Span::new(0, 0)));
    let empty: Vec<i64> = kinds.iter().map(|k| k.empty()).collect();
    let mut done = Dist::new();
    let mut states: BTreeMap<(usize, Vec<i64>), f64> = BTreeMap::new();
    if enough == 0 {
        done.insert(empty, 1.0);
    } else {
        states.insert((0, empty), 1.0);
    }
    for ((value, p), below) in values.iter().zip(&lower) {
        if states.is_empty() {
            break;
        }
        let q = if *below > 0.0 {
            (p / below).min(1.0)
        } else {
            1.0
        };
        let mut next = BTreeMap::new();
        for ((placed, folds), chance) in &states {
            let left = n - placed;
            work.add(left + 1)?;
            for (here, ways) in choose[left].iter().enumerate().take(left + 1) {
                let c = ways * q.powi(here as i32) * (1.0 - q).powi((left - here) as i32) * chance;
                if c == 0.0 {
                    continue;
                }
                let (from, to) = (*placed, placed + here);
                let mut joined = Vec::with_capacity(kinds.len());
                for (kind, fold) in kinds.iter().zip(folds) {
                    let part = match window(*kind) {
                        Some((lo, hi)) => {
                            let taken = to.min(hi).saturating_sub(from.max(lo)) as i64;
                            taken.checked_mul(*value).ok_or_else(too_large)?
                        }
                        None => kind.of_many(*value, here).ok_or_else(too_large)?,
                    };
                    joined.push(kind.join(*fold, part).ok_or_else(too_large)?);
                }
                if to >= enough {
                    *done.entry(joined).or_insert(0.0) += c;
                } else {
                    *next.entry((to, joined)).or_insert(0.0) += c;
                }
            }
        }
        states = next;
    }
    Ok(done)
}

impl System {
    /// The odds of this system rolled with `params`: exact within `budget`, else sampled.
    pub fn odds(
        &self,
        params: &[i64],
        limits: &Limits,
        budget: Budget,
        stop: &Stop,
    ) -> Result<Odds, Error> {
        let mut work = Work {
            done: 0,
            budget: budget.work,
            stop,
        };
        match self.exact(params, limits, &mut work) {
            Ok(odds) => Ok(odds),
            Err(Fail::Error(e)) => Err(e),
            Err(Fail::TooBig) => self.sampled(params, limits, budget.samples, stop),
        }
    }

    fn exact(&self, params: &[i64], limits: &Limits, work: &mut Work) -> Result<Odds, Fail> {
        let mut steps = 0;
        let params = &self.derive(params, &mut steps, limits)?;
        let folds: &[Resolved] = &self.folds.resolve(params, &mut steps, limits)?;
        let mut states: Dist =
            BTreeMap::from([(folds.iter().map(|f| f.kind.empty()).collect(), 1.0)]);
        for (index, pool) in self.pools.iter().enumerate() {
            let mine: Vec<usize> = (0..folds.len())
                .filter(|f| folds[*f].reads(index))
                .collect();
            let kinds: Vec<FoldKind> = mine.iter().map(|f| folds[*f].kind).collect();
            let mut steps = 0;
            let (faces, explode) = pool.resolve(params, &mut steps, limits)?;
            let die = one_die(&faces, explode, &kinds, limits, work)?;
            // A set some fold keeps from is worked out from each die's value.
            let values = match kinds.iter().any(|k| k.keeps()) {
                true => Some(one_die(&faces, explode, &[FoldKind::Sum], limits, work)?),
                false => None,
            };
            let mut by_count: BTreeMap<usize, Dist> = BTreeMap::new();
            let mut next = Dist::new();
            for (state, p) in &states {
                let mut steps = 0;
                let count = crate::expr::Eval {
                    names: params,
                    folds: state,
                    steps: &mut steps,
                    limits,
                }
                .eval(&pool.count)?;
                let n = dice_count(count, 0, limits)?;
                if let std::collections::btree_map::Entry::Vacant(slot) = by_count.entry(n) {
                    let plain = plain_keeps(&kinds, n);
                    slot.insert(match &values {
                        Some(values) if plain.iter().any(|k| k.keeps()) => {
                            ranked(values, n, &plain, work)?
                        }
                        Some(_) => {
                            let die = one_die(&faces, explode, &plain, limits, work)?;
                            dice(&die, n, &plain, work)?
                        }
                        None => dice(&die, n, &kinds, work)?,
                    });
                }
                let Some(these) = by_count.get(&n) else {
                    continue;
                };
                work.add(these.len())?;
                for (values, q) in these {
                    // A fold over several sets adds this set's part to the earlier ones.
                    let mut joined = state.clone();
                    for ((slot, v), kind) in mine.iter().zip(values).zip(&kinds) {
                        joined[*slot] = kind.join(state[*slot], *v).ok_or_else(|| {
                            Fail::Error(Error::math(Problem::NumberTooLarge, Span::new(0, 0)))
                        })?;
                    }
                    *next.entry(joined).or_insert(0.0) += p * q;
                }
            }
            states = next;
        }
        let mut outcomes = vec![0.0; self.outcomes.len()];
        let mut results: BTreeMap<i64, f64> = BTreeMap::new();
        for (state, p) in &states {
            work.add(1)?;
            let mut steps = 0;
            let judged = self.judge(params, state, &mut steps, limits)?;
            outcomes[judged.outcome] += p;
            *results.entry(judged.result).or_insert(0.0) += p;
        }
        Ok(Odds {
            exact: true,
            outcomes: self.named(outcomes),
            results: results.into_iter().collect(),
            margin: EXACT_ERROR,
            samples: 0,
        })
    }

    fn named(&self, chances: Vec<f64>) -> Vec<(String, f64)> {
        self.outcomes
            .iter()
            .zip(chances)
            .map(|(o, p)| (o.key.clone(), p))
            .collect()
    }

    fn sampled(
        &self,
        params: &[i64],
        limits: &Limits,
        samples: usize,
        stop: &Stop,
    ) -> Result<Odds, Error> {
        let mut source = RandomSource::seeded(SEED);
        let mut counts = vec![0usize; self.outcomes.len()];
        let mut results: BTreeMap<i64, usize> = BTreeMap::new();
        let keys: Vec<&str> = self.outcome_keys().collect();
        let samples = samples.max(1);
        for _ in 0..samples {
            if stop.is_stopped() {
                return Err(stopped());
            }
            let rolled = self.roll(params, limits, &mut source)?;
            if let Some(i) = keys.iter().position(|k| *k == rolled.outcome) {
                counts[i] += 1;
            }
            *results.entry(rolled.result).or_insert(0) += 1;
        }
        let n = samples as f64;
        let chances: Vec<f64> = counts.iter().map(|c| *c as f64 / n).collect();
        let margin = chances
            .iter()
            .map(|p| 3.0 * (p.max(1.0 / n) * (1.0 - p).max(1.0 / n) / n).sqrt())
            .fold(0.0, f64::max);
        Ok(Odds {
            exact: false,
            outcomes: self.named(chances),
            results: results
                .into_iter()
                .map(|(v, c)| (v, c as f64 / n))
                .collect(),
            margin,
            samples,
        })
    }
}
