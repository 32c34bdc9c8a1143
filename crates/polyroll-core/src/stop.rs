//! Stopping heavy work from outside it: statistics and sampled hints can run for a while,
//! and whoever asked for them may stop wanting the answer (a deadline passed, a newer
//! keystroke, the process shutting down). A [`Stop`] is a shared flag that the exact and
//! sampled statistics read inside their loops; the caller sets it from any thread. No
//! async runtime is involved: the engine only reads an atomic.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::error::{Error, Span};
use crate::problem::Problem;

/// A request to stop, shared by clones. A stop made with [`Stop::child`] is stopped when
/// its parent is (a process-wide stop over each job's own).
#[derive(Clone, Debug)]
pub struct Stop(Option<Arc<Flag>>);

#[derive(Debug)]
struct Flag {
    stopped: AtomicBool,
    parent: Option<Stop>,
}

impl Stop {
    /// A stop that nothing can set: work runs to its end.
    pub const fn never() -> Stop {
        Stop(None)
    }

    /// A stop not yet asked for.
    pub fn new() -> Stop {
        Stop(Some(Arc::new(Flag {
            stopped: AtomicBool::new(false),
            parent: None,
        })))
    }

    /// A stop of its own that is also stopped whenever `self` is.
    pub fn child(&self) -> Stop {
        Stop(Some(Arc::new(Flag {
            stopped: AtomicBool::new(false),
            parent: Some(self.clone()),
        })))
    }

    /// Asks the work to stop (and every child of this stop's).
    pub fn stop(&self) {
        if let Some(flag) = &self.0 {
            flag.stopped.store(true, Ordering::Relaxed);
        }
    }

    /// Whether this stop, or a parent of it, was asked for.
    pub fn is_stopped(&self) -> bool {
        let mut at = self;
        while let Some(flag) = &at.0 {
            if flag.stopped.load(Ordering::Relaxed) {
                return true;
            }
            match &flag.parent {
                Some(parent) => at = parent,
                None => return false,
            }
        }
        false
    }

    /// `Err` once stopped: the error stopped work ends with.
    pub(crate) fn check(&self) -> Result<(), Error> {
        if self.is_stopped() {
            return Err(Error::limit(Problem::Stopped, Span::new(0, 0)));
        }
        Ok(())
    }
}

impl Default for Stop {
    /// [`Stop::never`].
    fn default() -> Self {
        Stop::never()
    }
}

#[cfg(test)]
mod tests {
    use super::Stop;

    #[test]
    fn a_stop_reaches_its_clones_and_children_not_its_parent() {
        let process = Stop::new();
        let job = process.child();
        let other = process.child();
        let seen_by_worker = job.clone();
        assert!(!seen_by_worker.is_stopped());
        job.stop();
        assert!(seen_by_worker.is_stopped());
        assert!(seen_by_worker.check().is_err());
        assert!(!process.is_stopped(), "a job's stop is its own");
        assert!(!other.is_stopped());
        process.stop();
        assert!(other.is_stopped(), "the parent's stop reaches every child");
        let never = Stop::never();
        never.stop();
        assert!(!never.is_stopped());
        assert!(never.check().is_ok());
    }
}
