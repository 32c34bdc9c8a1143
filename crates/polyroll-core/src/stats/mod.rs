//! Exact statistics of a formula's total: the distribution, its mean, spread and range,
//! and the one-line hint `mean (min–max)` shown while the user types.
//!
//! **Exact** (`exact: true`): values are exact; probabilities are f64, computed by
//! convolution, order statistics and closed forms (see the submodules), each within
//! [`EXACT_ERROR`] of the true rational. That bound is loose on purpose: a probability goes
//! through at most a few thousand roundings in sequence (≈ 10⁻¹² relative), and the far
//! tails trimmed away total at most 10⁻¹¹ ([`TRIM`]). Outcomes whose probability is
//! below f64's range count 0 but still set `min`/`max`.
//!
//! **Sampled** (`exact: false`): when a construct has no exact method here (keep/drop over
//! exploding dice, keep/drop inside a one-part group of several terms, a dndice modifier
//! whose number is rolled…) or the exact method would go over its [`Budget`] (`u` on a big
//! pool, keep/drop over many different group parts, `1000d1000`…), the real roller rolls the
//! formula with a fixed seed ([`SEED`]) and the frequencies are reported, with
//! `error_bound` a 3-sigma bound on each probability and `min`/`max` the observed ones.
//!
//! **The hint** tries, in order: the exact mean and range without the distribution (sums,
//! constant factors, keep/drop pools of any size — the mean of each kept rank from binomial
//! tails); the exact distribution under [`Budget::HINT`]; about half a millisecond of
//! sampling (`~` in front).
//!
//! Everything goes through the same parse, variable resolution and checks as a roll. An
//! error that any outcome could meet (division by zero, a bad die, more base dice than the
//! dice limit) is an error here, so if exact stats or an exact hint can be built, the roll
//! succeeds — up to improbable runs of explosions or rerolls that break the dice limit,
//! which are counted as outcomes. A sampled answer knows only the rolls it made.
//!
//! [`analyze`] looks at the first statement only: the dialects other than pool have one.
//! [`analyze_statements`] gives each statement of a pool program its own stats (exact for
//! a statement's own dice arithmetic and for the reads of earlier statements that can be
//! written out, sampled for the rest: see the `pool` submodule), and [`hint`] for pool is
//! the hint of the first statement that has a numeric total.

mod budget;
mod chain;
mod dice;
mod dist;
mod explode_keep;
mod expr;
mod group;
mod order;
mod pool;
mod roll;
mod sample;
mod summary;
mod unique;
mod window;

use std::fmt;

pub use budget::{Budget, TRIM};
pub use sample::SEED;

use crate::ast::{ExprKind, Program};
use crate::error::{Error, Span};
use crate::limits::Limits;
use crate::problem::Problem;
use crate::stop::Stop;
use crate::vars::{self, Resolver};
use crate::{syntax, Dialect};
use budget::Fail;
use dist::{same_value, Dist};

/// The stated bound on the absolute error of each exact probability.
pub const EXACT_ERROR: f64 = 1e-9;

/// Rolls made for a sampled `analyze`: until this much work — dice drawn and parts of the
/// result built, each counting one — is done (20 000 rolls at most).
const ANALYZE_DICE: usize = 2_000_000;
const ANALYZE_ROLLS: (usize, usize) = (2_000, 20_000);
/// A sampled hint keeps to about half a millisecond (a unit of work costs 20–40 ns).
const HINT_DICE: usize = 5_000;
const HINT_ROLLS: (usize, usize) = (2, 400);

/// The statistics of a formula's total.
#[derive(Clone, Debug, PartialEq)]
pub struct Stats {
    /// True when computed exactly; false when estimated by sampling.
    pub exact: bool,
    pub mean: f64,
    pub stddev: f64,
    pub min: f64,
    pub max: f64,
    /// The least value `x` with P(total ≤ x) ≥ ½.
    pub median: f64,
    /// (value, probability), ascending by value.
    pub distribution: Vec<(f64, f64)>,
    /// Bound on the absolute error of each probability (see the module doc).
    pub error_bound: f64,
    /// Rolls behind a sampled answer; 0 when exact.
    pub samples: usize,
    /// Why the answer was sampled, when it was.
    pub sampled_because: Option<&'static str>,
    /// The range without explosions, when explosions reach past it: `min`/`max` are then
    /// only where the reroll limit stops a chain, and the hint shows this range as open.
    pub unexploded: Option<(f64, f64)>,
}

/// Values are compared allowing for float rounding, so a rolled `0.30000000000000004` is the
/// listed `0.3`.
impl Stats {
    /// P(total ≥ x).
    pub fn at_least(&self, x: f64) -> f64 {
        let p: f64 = self
            .distribution
            .iter()
            .filter(|d| d.0 >= x || same_value(d.0, x))
            .map(|d| d.1)
            .sum();
        // An empty sum is -0.0 in Rust; `+ 0.0` makes it the 0 people expect.
        p.clamp(0.0, 1.0) + 0.0
    }
    /// P(total ≤ x).
    pub fn at_most(&self, x: f64) -> f64 {
        let p: f64 = self
            .distribution
            .iter()
            .filter(|d| d.0 <= x || same_value(d.0, x))
            .map(|d| d.1)
            .sum();
        // An empty sum is -0.0 in Rust; `+ 0.0` makes it the 0 people expect.
        p.clamp(0.0, 1.0) + 0.0
    }
    /// P(total = x).
    pub fn exactly(&self, x: f64) -> f64 {
        self.distribution
            .iter()
            .filter(|d| same_value(d.0, x))
            .map(|d| d.1)
            .sum::<f64>()
            + 0.0
    }
    pub fn hint(&self) -> Hint {
        Hint {
            exact: self.exact,
            mean: self.mean,
            min: self.min,
            max: self.max,
            open_below: false,
            open_above: false,
        }
        .opened(self.unexploded)
    }
}

/// `mean (min–max)`, e.g. `12.24 (3–18)`; `~` in front when sampled. Exploding dice
/// open an end: `3d6!` is `12.6 (3–18+)`, never the reroll limit's `1818`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hint {
    pub exact: bool,
    pub mean: f64,
    /// With `open_below`, the least total without explosions; lower ones can happen.
    pub min: f64,
    /// With `open_above`, the greatest total without explosions; higher ones can happen.
    pub max: f64,
    pub open_below: bool,
    pub open_above: bool,
}

impl Hint {
    /// Opens each end that explosions reach past `unexploded`'s.
    fn opened(self, unexploded: Option<(f64, f64)>) -> Hint {
        let Some((lo, hi)) = unexploded else {
            return self;
        };
        let (open_below, open_above) = (self.min < lo, self.max > hi);
        Hint {
            min: if open_below { lo } else { self.min },
            max: if open_above { hi } else { self.max },
            open_below,
            open_above,
            ..self
        }
    }
}

impl fmt::Display for Hint {
    /// Numbers to two decimals with trailing zeros trimmed (`10.5`, `7`), an en dash
    /// between min and max; an open end is `…-18` below and `18+` above.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.exact {
            f.write_str("~")?;
        }
        let (min, max) = self.ends();
        write!(f, "{} ({min}–{max})", two_decimals(self.mean))
    }
}

impl Hint {
    /// The range's ends as shown, an open one marked: `("3", "18+")`, `("…-18", "-3")`.
    pub fn ends(&self) -> (String, String) {
        let mut min = two_decimals(self.min);
        if self.open_below {
            min.insert(0, '…');
        }
        let mut max = two_decimals(self.max);
        if self.open_above {
            max.push('+');
        }
        (min, max)
    }
}

/// At most two decimals, trailing zeros trimmed, never `-0`.
pub fn two_decimals(v: f64) -> String {
    let s = fixed(v, 2);
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// Exactly `decimals` decimals, never a negative zero: a value that rounds to zero (a
/// float sum's `-0.0`, a mean of `-1e-17`) is written without its sign.
pub fn fixed(v: f64, decimals: usize) -> String {
    let s = format!("{v:.decimals$}");
    match s.strip_prefix('-') {
        Some(rest) if rest.bytes().all(|b| b == b'0' || b == b'.') => rest.to_string(),
        _ => s,
    }
}

/// The full statistics of `text`'s total.
pub fn analyze(
    dialect: Dialect,
    text: &str,
    resolver: &dyn Resolver,
    limits: &Limits,
) -> Result<Stats, Error> {
    analyze_until(dialect, text, resolver, limits, &Stop::never())
}

/// [`analyze`], ended with [`Problem::Stopped`] as soon as `stop` is asked for: the exact
/// methods and the sampling read it inside their loops.
pub fn analyze_until(
    dialect: Dialect,
    text: &str,
    resolver: &dyn Resolver,
    limits: &Limits,
    stop: &Stop,
) -> Result<Stats, Error> {
    analyze_with(
        dialect,
        text,
        resolver,
        limits,
        Budget::ANALYZE.stopped_by(stop),
    )
}

/// The hint `mean (min–max)`, within about a millisecond: from an exact mean and range
/// where a summary suffices (sums and keep/drop pools of any size); else from the exact
/// distribution under [`Budget::HINT`]; else sampled.
pub fn hint(
    dialect: Dialect,
    text: &str,
    resolver: &dyn Resolver,
    limits: &Limits,
) -> Result<Hint, Error> {
    hint_until(dialect, text, resolver, limits, &Stop::never())
}

/// [`hint`], ended with [`Problem::Stopped`] as soon as `stop` is asked for.
pub fn hint_until(
    dialect: Dialect,
    text: &str,
    resolver: &dyn Resolver,
    limits: &Limits,
    stop: &Stop,
) -> Result<Hint, Error> {
    let hint = if dialect == Dialect::Pool {
        pool_hint(text, resolver, limits, stop)?
    } else {
        let program = dialect.parse(text, limits)?;
        let h = closed_hint(dialect, &program, text, resolver, limits, stop)?;
        h.opened(unexploded(dialect, &program, resolver, limits, stop))
    };
    // Work cut short gives no answer, whichever step noticed.
    stop.check()?;
    Ok(hint)
}

/// The hint with explosions counted up to the reroll limit.
fn closed_hint(
    dialect: Dialect,
    program: &Program,
    text: &str,
    resolver: &dyn Resolver,
    limits: &Limits,
    stop: &Stop,
) -> Result<Hint, Error> {
    // The summary is the cheaper of the two exact answers, when it applies.
    if let Some(h) = summary_hint(dialect, program, resolver, limits, stop)? {
        return Ok(h);
    }
    let budget = Budget::HINT.stopped_by(stop);
    let why = match exact(dialect, program, resolver, limits, budget)? {
        Ok(d) => return Ok(from_exact(&d).hint()),
        Err(why) => why,
    };
    let sampling = Sampling {
        work: HINT_DICE,
        rolls: HINT_ROLLS,
        stop,
    };
    let stats = sampled(dialect, program, text, resolver, limits, sampling, why)?;
    Ok(stats.hint())
}

/// The range of the first statement's total with no die exploding (a reroll limit of 0),
/// exact, for a program that may explode (an exploding die, or a variable whose formula
/// might); `None` when nothing explodes or the range cannot be had cheaply.
fn unexploded(
    dialect: Dialect,
    program: &Program,
    resolver: &dyn Resolver,
    limits: &Limits,
    stop: &Stop,
) -> Option<(f64, f64)> {
    let first = program.statements.first()?;
    let mut may_explode = false;
    first.expr.walk(&mut |e| match &e.kind {
        ExprKind::Dice(d) => may_explode |= d.mods.explode.is_some(),
        ExprKind::Var(_) => may_explode = true,
        _ => {}
    });
    if !may_explode {
        return None;
    }
    let still = Limits {
        max_rerolls: 0,
        ..*limits
    };
    if let Ok(Some(h)) = summary_hint(dialect, program, resolver, &still, stop) {
        return Some((h.min, h.max));
    }
    match exact(
        dialect,
        program,
        resolver,
        &still,
        Budget::HINT.stopped_by(stop),
    ) {
        Ok(Ok(d)) => Some((d.min(), d.max())),
        _ => None,
    }
}

/// The hint of a pool program: its first statement with a numeric total. When that is
/// the first statement and plain arithmetic, from the exact summary; else from
/// [`analyze_statements`]' methods under [`Budget::HINT`] and a short sampling.
fn pool_hint(
    text: &str,
    resolver: &dyn Resolver,
    limits: &Limits,
    stop: &Stop,
) -> Result<Hint, Error> {
    let program = crate::pool::parse(text, limits)?;
    if let Some(shared) = pool::lowered(&program, 0) {
        if let Some(h) = summary_hint(Dialect::Pool, &shared, resolver, limits, stop)? {
            let unexploded = unexploded(Dialect::Pool, &shared, resolver, limits, stop);
            return Ok(h.opened(unexploded));
        }
    }
    let sampling = Sampling {
        work: HINT_DICE,
        rolls: HINT_ROLLS,
        stop,
    };
    let all = pool::statements(&program, text, limits, Budget::HINT, sampling)?;
    all.into_iter()
        .flatten()
        .next()
        .map(|s| s.hint())
        .ok_or_else(|| Error::syntax(Problem::NoNumericTotal, Span::new(0, text.len())))
}

/// Each statement's statistics, in order: `None` for a statement without a numeric total
/// (a text, a list, dice merged into a later `m[…]`, or a statement that gave one of
/// those in some sampled roll). For pool, a statement's stats are its own distribution
/// (the marginal): exact where the `pool` submodule can compute it, else sampled from the
/// real roller rolling the whole program (`exact: false`). Other dialects have one
/// statement: `[Some(analyze(…))]`.
pub fn analyze_statements(
    dialect: Dialect,
    text: &str,
    resolver: &dyn Resolver,
    limits: &Limits,
) -> Result<Vec<Option<Stats>>, Error> {
    if dialect != Dialect::Pool {
        return Ok(vec![Some(analyze(dialect, text, resolver, limits)?)]);
    }
    let program = crate::pool::parse(text, limits)?;
    let sampling = Sampling {
        work: ANALYZE_DICE,
        rolls: ANALYZE_ROLLS,
        stop: &Stop::never(),
    };
    pool::statements(&program, text, limits, Budget::ANALYZE, sampling)
}

/// The exact mean and range without the distribution, when the shown total needs no
/// rounding or clamping of its own.
fn summary_hint(
    dialect: Dialect,
    program: &Program,
    resolver: &dyn Resolver,
    limits: &Limits,
    stop: &Stop,
) -> Result<Option<Hint>, Error> {
    let vars = vars::resolve(program, resolver, limits)?;
    let Some(first) = program.statements.first() else {
        return Ok(None);
    };
    let mut analyzer = expr::Analyzer::new(limits, &vars, Budget::HINT.stopped_by(stop));
    let s = match analyzer.summary(&first.expr) {
        Ok(s) => s,
        Err(Fail::Roll(e)) => return Err(e),
        Err(_) => return Ok(None),
    };
    let (lo, hi) = syntax::diceplus::RESULT_RANGE;
    let untouched = match dialect {
        Dialect::Standard | Dialect::Pool => s.whole,
        Dialect::Dndice => true,
        Dialect::Diceplus => s.whole && s.min >= lo && s.max <= hi,
    };
    Ok(untouched.then_some(Hint {
        exact: true,
        mean: s.mean,
        min: s.min,
        max: s.max,
        open_below: false,
        open_above: false,
    }))
}

/// [`analyze`] with a chosen exactness budget.
pub fn analyze_with(
    dialect: Dialect,
    text: &str,
    resolver: &dyn Resolver,
    limits: &Limits,
    budget: Budget,
) -> Result<Stats, Error> {
    let program = dialect.parse(text, limits)?;
    let stop = budget.stop.clone();
    let stats = match exact(dialect, &program, resolver, limits, budget)? {
        Ok(d) => from_exact(&d),
        Err(why) => {
            let sampling = Sampling {
                work: ANALYZE_DICE,
                rolls: ANALYZE_ROLLS,
                stop: &stop,
            };
            sampled(dialect, &program, text, resolver, limits, sampling, why)?
        }
    };
    let unexploded = unexploded(dialect, &program, resolver, limits, &stop);
    // Work cut short gives no answer, whichever step noticed.
    stop.check()?;
    Ok(Stats {
        unexploded,
        ..stats
    })
}

/// The sampled statistics only, whatever the exact methods could do: for comparing.
pub fn sample_stats(
    dialect: Dialect,
    text: &str,
    resolver: &dyn Resolver,
    limits: &Limits,
    rolls: usize,
) -> Result<Stats, Error> {
    let program = dialect.parse(text, limits)?;
    let sampling = Sampling {
        work: usize::MAX,
        rolls: (rolls, rolls),
        stop: &Stop::never(),
    };
    sampled(
        dialect,
        &program,
        text,
        resolver,
        limits,
        sampling,
        "asked for samples",
    )
}

/// The exact distribution of the shown total, or why it must be sampled.
fn exact(
    dialect: Dialect,
    program: &Program,
    resolver: &dyn Resolver,
    limits: &Limits,
    budget: Budget,
) -> Result<Result<Dist, &'static str>, Error> {
    let vars = vars::resolve(program, resolver, limits)?;
    let Some(first) = program.statements.first() else {
        return Err(Error::syntax(Problem::NoFormula, Span::new(0, 0)));
    };
    let mut analyzer = expr::Analyzer::new(limits, &vars, budget);
    let raw = analyzer.expr(&first.expr).and_then(|d| {
        // The shown total is rounded (standard) or clamped (diceplus) like the roll's.
        d.map(&mut analyzer.budget, |v| {
            Ok(dialect.finish_total(v, &mut Vec::new()))
        })
    });
    match raw {
        Ok(d) => Ok(Ok(d)),
        Err(Fail::Roll(e)) => Err(e),
        Err(Fail::Budget) => Ok(Err("over the exactness budget")),
        Err(Fail::Unsupported(why)) => Ok(Err(why)),
    }
}

fn from_exact(d: &Dist) -> Stats {
    Stats {
        exact: true,
        mean: d.mean(),
        stddev: d.variance().sqrt(),
        min: d.min(),
        max: d.max(),
        median: d.median(),
        distribution: d.pairs(),
        error_bound: EXACT_ERROR,
        samples: 0,
        sampled_because: None,
        unexploded: None,
    }
}

/// How long sampling goes on: until `work` units are done (dice drawn and parts of the
/// result built; at least `rolls.0` rolls, at most `rolls.1`), or `stop` is asked for.
pub(crate) struct Sampling<'a> {
    pub work: usize,
    pub rolls: (usize, usize),
    pub stop: &'a Stop,
}

fn sampled(
    dialect: Dialect,
    program: &Program,
    text: &str,
    resolver: &dyn Resolver,
    limits: &Limits,
    sampling: Sampling<'_>,
    why: &'static str,
) -> Result<Stats, Error> {
    let (pairs, n) = sample::sample(dialect, program, text, resolver, limits, sampling)?;
    Ok(summary_of_pairs(pairs, n, why))
}

/// Sampled stats from `n` rolls' frequencies.
fn summary_of_pairs(pairs: Vec<(f64, f64)>, n: usize, why: &'static str) -> Stats {
    let mean: f64 = pairs.iter().map(|&(v, p)| v * p).sum();
    let var: f64 = pairs
        .iter()
        .map(|&(v, p)| (v - mean) * (v - mean) * p)
        .sum();
    let mut acc = 0.0;
    let mut median = pairs.first().map_or(0.0, |x| x.0);
    for &(v, p) in &pairs {
        acc += p;
        if acc >= 0.5 {
            median = v;
            break;
        }
    }
    Stats {
        exact: false,
        mean,
        stddev: var.max(0.0).sqrt(),
        min: pairs.first().map_or(0.0, |x| x.0),
        max: pairs.last().map_or(0.0, |x| x.0),
        median,
        distribution: pairs,
        // 3 sigma of a frequency: 3·sqrt(p(1−p)/n) ≤ 1.5/sqrt(n).
        error_bound: 1.5 / (n.max(1) as f64).sqrt(),
        samples: n,
        sampled_because: Some(why),
        unexploded: None,
    }
}

/// The statistics of a whole input, as `polyroll stats` reports them.
#[derive(Clone, Debug)]
pub struct Report {
    /// The distribution that stands for the program: its total's, or for pool the first
    /// statement with a numeric total.
    pub stats: Stats,
    /// Pool only: each statement's source and statistics, `None` for one without a
    /// numeric total (see [`analyze_statements`]).
    pub statements: Option<Vec<StatementStats>>,
}

/// One pool statement's part of a [`Report`].
#[derive(Clone, Debug)]
pub struct StatementStats {
    /// The statement as written.
    pub source: String,
    pub stats: Option<Stats>,
}

/// [`analyze`], or for pool [`analyze_statements`] with each statement's source and the
/// first numeric statement standing for the program (a program without one is refused).
pub fn analyze_report(
    dialect: Dialect,
    text: &str,
    resolver: &dyn Resolver,
    limits: &Limits,
) -> Result<Report, Error> {
    if dialect != Dialect::Pool {
        let stats = analyze(dialect, text, resolver, limits)?;
        return Ok(Report {
            stats,
            statements: None,
        });
    }
    let all = analyze_statements(dialect, text, resolver, limits)?;
    let Some(first) = all.iter().flatten().next().cloned() else {
        return Err(Error::syntax(
            Problem::NoNumericTotal,
            Span::new(0, text.len()),
        ));
    };
    // The program parsed again only for its statements' sources: the analysis above is
    // what costs.
    let sources: Vec<String> = crate::pool::parse(text, limits)
        .map(|p| {
            p.statements
                .iter()
                .map(|s| {
                    text.get(s.expr.span.start..s.expr.span.end)
                        .unwrap_or("")
                        .to_string()
                })
                .collect()
        })
        .unwrap_or_default();
    let statements = all
        .into_iter()
        .enumerate()
        .map(|(i, stats)| StatementStats {
            source: sources.get(i).cloned().unwrap_or_default(),
            stats,
        })
        .collect();
    Ok(Report {
        stats: first,
        statements: Some(statements),
    })
}
