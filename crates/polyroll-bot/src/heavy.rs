//! Heavy work — statistics, charts, sampled hints — off the async workers: on Tokio's
//! blocking pool, behind a global and a per-user limit, so one person flooding `/stats`
//! cannot starve everybody else's rolls. Beyond a limit the work is refused at once (the
//! caller answers "busy, try again in a moment") rather than queued behind the flood.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// How much heavy work may run at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeavyLimits {
    /// In the whole process.
    pub global: usize,
    /// For one user (on one platform).
    pub per_user: usize,
}

impl Default for HeavyLimits {
    /// One slot per core (at least two), and two per user: a user may compare two
    /// formulas side by side, not occupy the machine.
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        HeavyLimits {
            global: cores.max(2),
            per_user: 2,
        }
    }
}

#[derive(Debug)]
pub(crate) struct Heavy {
    limits: HeavyLimits,
    global: Arc<Semaphore>,
    per_user: Arc<Mutex<HashMap<String, usize>>>,
}

/// Refused: a limit is reached.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Busy;

/// A slot held while the work runs; frees the user's count when dropped.
struct Slot {
    _global: OwnedSemaphorePermit,
    user: String,
    per_user: Arc<Mutex<HashMap<String, usize>>>,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut counts = self.per_user.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(n) = counts.get_mut(&self.user) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                counts.remove(&self.user);
            }
        }
    }
}

impl Heavy {
    pub(crate) fn new(limits: HeavyLimits) -> Heavy {
        Heavy {
            limits,
            global: Arc::new(Semaphore::new(limits.global.max(1))),
            per_user: Arc::new(Mutex::new(HashMap::new())),
        }
    }

    fn slot(&self, user: &str) -> Result<Slot, Busy> {
        let mut counts = self.per_user.lock().unwrap_or_else(PoisonError::into_inner);
        let mine = counts.get(user).copied().unwrap_or(0);
        if mine >= self.limits.per_user.max(1) {
            return Err(Busy);
        }
        let global = self.global.clone().try_acquire_owned().map_err(|_| Busy)?;
        counts.insert(user.to_string(), mine + 1);
        Ok(Slot {
            _global: global,
            user: user.to_string(),
            per_user: self.per_user.clone(),
        })
    }

    /// Runs `work` on the blocking pool if `user` and the process have a free slot.
    pub(crate) async fn run<T, F>(&self, user: &str, work: F) -> Result<T, Busy>
    where
        F: FnOnce() -> T + Send + 'static,
        T: Send + 'static,
    {
        let slot = self.slot(user)?;
        // The slot moves into the task: it is freed when the work ends, even if the
        // request that asked for it was dropped (a client gone, a deadline passed).
        let ran = tokio::task::spawn_blocking(move || {
            let _slot = slot;
            work()
        })
        .await;
        match ran {
            Ok(value) => Ok(value),
            // The work panicked: re-raise it here, as if it had run inline. (Cancelled only
            // when the runtime shuts down: nobody is waiting for the answer then.)
            Err(e) => match e.try_into_panic() {
                Ok(panic) => std::panic::resume_unwind(panic),
                Err(_) => Err(Busy),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn limits_are_per_user_and_global_and_freed_after_use() {
        let heavy = Heavy::new(HeavyLimits {
            global: 3,
            per_user: 2,
        });
        let a1 = heavy.slot("a").expect("first");
        let a2 = heavy.slot("a").expect("second");
        assert_eq!(
            heavy.slot("a").err(),
            Some(Busy),
            "a third for the same user"
        );
        let b1 = heavy.slot("b").expect("another user");
        assert_eq!(heavy.slot("c").err(), Some(Busy), "the process is full");
        drop(a1);
        assert!(heavy.slot("c").is_ok(), "a freed slot is reused");
        drop((a2, b1));
        assert_eq!(heavy.run("a", || 6 * 7).await, Ok(42));
        assert!(heavy.per_user.lock().unwrap().is_empty());
    }
}
