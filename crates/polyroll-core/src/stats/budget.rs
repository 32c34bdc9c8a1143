//! How much an exact answer may cost. Every method charges its work (multiply-adds) and the
//! size of the distributions it builds; over either limit the answer is sampled instead.

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

/// The exactness budget.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Most multiply-adds an exact answer may take.
    pub max_work: f64,
    /// Most distinct values any intermediate distribution may have.
    pub max_support: f64,
    pub(crate) used: f64,
}

impl Budget {
    /// For `analyze`: about 0.1 s of work on one core.
    pub const ANALYZE: Budget = Budget {
        max_work: 2e8,
        max_support: 1e6,
        used: 0.0,
    };
    /// For `hint`, which runs on every keystroke: well under a millisecond.
    pub const HINT: Budget = Budget {
        max_work: 1e6,
        max_support: 1e5,
        used: 0.0,
    };

    pub(crate) fn work(&mut self, n: f64) -> Result<(), Fail> {
        self.used += n;
        if self.used > self.max_work {
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
