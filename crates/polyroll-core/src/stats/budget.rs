//! How much an exact answer may cost. Every method charges its work (multiply-adds) and the
//! size of the distributions it builds; over either limit the answer is sampled instead.

use crate::stop::Stop;

/// Why an exact method gave up, or the roll itself would fail.
#[derive(Debug)]
pub(crate) enum Fail {
    /// Over the budget: sample instead.
    Budget,
    /// No exact method for this construct: sample instead.
    Unsupported(&'static str),
    /// The roll would fail on some outcome (division by zero, …): the stats fail too.
    Roll(crate::Error),
}

impl From<crate::Error> for Fail {
    fn from(e: crate::Error) -> Self {
        Fail::Roll(e)
    }
}

/// A tail of a dense distribution lighter than this (in total, at one end) is dropped.
pub const TRIM: f64 = 1e-16;
/// The most probability all trimming together may drop: far below the stated error.
const MAX_DROPPED: f64 = 1e-11;

/// The exactness budget.
#[derive(Clone, Debug)]
pub struct Budget {
    /// Most multiply-adds an exact answer may take.
    pub max_work: f64,
    /// Most distinct values any intermediate distribution may have.
    pub max_support: f64,
    pub(crate) used: f64,
    /// Probability dropped by trimming so far.
    pub(crate) dropped: f64,
    /// Read at every charge of work: once stopped, the exact method gives up as if over
    /// the budget, and the sampling that follows ends with the stop's error.
    pub(crate) stop: Stop,
}

impl Budget {
    /// For `analyze`: at most about 0.2 s of work on one core (a unit is 0.5–2 ns).
    pub const ANALYZE: Budget = Budget {
        max_work: 2e8,
        max_support: 1e6,
        used: 0.0,
        dropped: 0.0,
        stop: Stop::never(),
    };
    /// For `hint`, which runs on every keystroke: at most about half a millisecond, so that
    /// giving up and sampling still ends within one.
    pub const HINT: Budget = Budget {
        max_work: 3e5,
        max_support: 1e5,
        used: 0.0,
        dropped: 0.0,
        stop: Stop::never(),
    };

    pub const fn new(max_work: f64, max_support: f64) -> Budget {
        Budget {
            max_work,
            max_support,
            used: 0.0,
            dropped: 0.0,
            stop: Stop::never(),
        }
    }

    /// This budget, given up as soon as `stop` is asked for.
    pub fn stopped_by(self, stop: &Stop) -> Budget {
        Budget {
            stop: stop.clone(),
            ..self
        }
    }

    pub(crate) fn work(&mut self, n: f64) -> Result<(), Fail> {
        self.used += n;
        if self.used > self.max_work || self.stop.is_stopped() {
            Err(Fail::Budget)
        } else {
            Ok(())
        }
    }

    /// Drops the far tails of a dense array `p` starting at value `lo` (each lighter than
    /// [`TRIM`]) while the total dropped stays under its cap; returns the new start.
    pub(crate) fn trim(&mut self, lo: i64, mut p: Vec<f64>) -> (i64, Vec<f64>) {
        let mut head = 0;
        let mut mass = 0.0;
        while head + 1 < p.len() && mass + p[head] < TRIM {
            mass += p[head];
            head += 1;
        }
        let mut tail = p.len();
        let mut tail_mass = 0.0;
        while tail > head + 1 && tail_mass + p[tail - 1] < TRIM {
            tail_mass += p[tail - 1];
            tail -= 1;
        }
        let total = mass + tail_mass;
        if (head == 0 && tail == p.len()) || self.dropped + total > MAX_DROPPED {
            return (lo, p);
        }
        self.dropped += total;
        p.truncate(tail);
        p.drain(..head);
        (lo + head as i64, p)
    }

    /// Fails when `n` more units would not fit, without charging them: for refusing early
    /// what is sure to go over.
    pub(crate) fn fits(&self, n: f64) -> Result<(), Fail> {
        if self.used + n > self.max_work {
            Err(Fail::Budget)
        } else {
            Ok(())
        }
    }

    pub(crate) fn support(&self, n: f64) -> Result<(), Fail> {
        if n > self.max_support {
            Err(Fail::Budget)
        } else {
            Ok(())
        }
    }
}
