//! Where die faces come from. Production rolls use an OS-seeded unbiased generator; replays
//! use a seed; tests and `--faces` script the faces so any roll can be reproduced exactly.

use rand::{rngs::StdRng, Rng, SeedableRng};

use crate::error::{Error, Result, Span};
use crate::problem::Problem;

/// The die being drawn: a range of integer faces, or an explicit list of faces.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum DieSpec<'a> {
    /// Every integer from `lo` to `hi`, equally likely (`d6` is 1..=6, `dF` is -1..=1).
    Range { lo: i64, hi: i64 },
    /// One face per listed value, equally likely (`d[1,5,10]`).
    Faces(&'a [f64]),
}

impl DieSpec<'_> {
    pub fn contains(&self, v: f64) -> bool {
        match *self {
            DieSpec::Range { lo, hi } => v.fract() == 0.0 && v >= lo as f64 && v <= hi as f64,
            DieSpec::Faces(f) => f.contains(&v),
        }
    }

    pub fn describe(&self) -> String {
        match *self {
            DieSpec::Range { lo, hi } => format!("{lo}..{hi}"),
            DieSpec::Faces(f) => {
                let parts: Vec<String> = f.iter().map(|x| x.to_string()).collect();
                format!("[{}]", parts.join(", "))
            }
        }
    }
}

/// A supplier of die faces. `span` is the die's place in the input, for errors.
pub trait DieSource {
    fn draw(&mut self, die: DieSpec<'_>, span: Span) -> Result<f64>;
}

/// An unbiased generator (rand's uniform sampling over `StdRng`).
pub struct RandomSource {
    rng: StdRng,
}

impl RandomSource {
    /// Seeded from the operating system: for real rolls.
    pub fn from_os() -> Self {
        RandomSource {
            rng: StdRng::from_os_rng(),
        }
    }
    /// Seeded: the same seed gives the same rolls, for replays and tests.
    pub fn seeded(seed: u64) -> Self {
        RandomSource {
            rng: StdRng::seed_from_u64(seed),
        }
    }
}

impl DieSource for RandomSource {
    fn draw(&mut self, die: DieSpec<'_>, span: Span) -> Result<f64> {
        // The parsers refuse dice without faces; checked again here because `random_range`
        // panics on an empty range and this is the last line of defence.
        let empty = || Error::faces(Problem::NoFaces, span);
        match die {
            DieSpec::Range { lo, hi } if lo <= hi => Ok(self.rng.random_range(lo..=hi) as f64),
            DieSpec::Faces(f) if !f.is_empty() => f
                .get(self.rng.random_range(0..f.len()))
                .copied()
                .ok_or_else(empty),
            _ => Err(empty()),
        }
    }
}

/// Faces given in draw order. A face the die cannot show, or running out, is an error —
/// never a silent random roll.
pub struct ScriptedSource {
    faces: Vec<f64>,
    next: usize,
}

impl ScriptedSource {
    pub fn new(faces: Vec<f64>) -> Self {
        ScriptedSource { faces, next: 0 }
    }
    /// How many faces have been consumed so far.
    pub fn used(&self) -> usize {
        self.next
    }
}

impl DieSource for ScriptedSource {
    fn draw(&mut self, die: DieSpec<'_>, span: Span) -> Result<f64> {
        let Some(&v) = self.faces.get(self.next) else {
            return Err(Error::faces(
                Problem::FacesRanOut {
                    count: self.faces.len(),
                },
                span,
            ));
        };
        if !die.contains(v) {
            return Err(Error::faces(
                Problem::FaceImpossible {
                    face: v,
                    die: die.describe(),
                },
                span,
            ));
        }
        self.next += 1;
        Ok(v)
    }
}

/// Several rolls drawing from one source under one dice limit: a roll set, the parts of a
/// sentence. Each roll still has its own limit; this one counts every die of all of them.
pub struct CountedSource<'s> {
    inner: &'s mut dyn DieSource,
    drawn: usize,
    max: usize,
}

impl<'s> CountedSource<'s> {
    pub fn new(inner: &'s mut dyn DieSource, max_dice: usize) -> Self {
        CountedSource {
            inner,
            drawn: 0,
            max: max_dice,
        }
    }

    /// Dice drawn so far, over every roll.
    pub fn drawn(&self) -> usize {
        self.drawn
    }
}

impl DieSource for CountedSource<'_> {
    fn draw(&mut self, die: DieSpec<'_>, span: Span) -> Result<f64> {
        self.drawn = self.drawn.saturating_add(1);
        if self.drawn > self.max {
            return Err(Error::limit(
                Problem::MessageTooManyDice { max: self.max },
                span,
            ));
        }
        self.inner.draw(die, span)
    }
}
