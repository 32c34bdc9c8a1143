//! Heavy work — statistics, charts, sampled hints — off the async workers: on Tokio's
//! blocking pool, behind a global and a per-user limit, so one person flooding `/stats` or
//! typing fast cannot starve everybody else. Beyond a limit the work is refused at once
//! (the caller answers "busy, try again in a moment") rather than queued behind the flood.
//!
//! Every job can be stopped: it gets a [`Stop`] that the engine reads inside its loops, and
//! the stop is asked for when the job's deadline passes, when whoever asked is gone (a
//! dropped request), when the same user's next request makes their hint stale, and when
//! the process shuts down ([`Heavy::close`]). A stopped job frees its slots within a
//! moment: a user never holds more slots than their limit, even with jobs being stopped.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use polyroll_core::Stop;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// How much heavy work may run at once, and for how long.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeavyLimits {
    /// In the whole process.
    pub global: usize,
    /// For one user (on one platform); never more than half of `global` (at least one),
    /// so another user always finds a slot that this one cannot take.
    pub per_user: usize,
    /// How long a hint (autocomplete, inline preview) may run before it is stopped.
    pub hint_deadline: Duration,
    /// How long `/stats` (the analysis and its chart) may run before it is stopped.
    pub stats_deadline: Duration,
}

impl Default for HeavyLimits {
    /// One slot per core (at least two); each user half of them at most. A hint gets a
    /// second (inside Discord's 3-second window for autocomplete), statistics ten (well
    /// inside its 15 minutes for a follow-up, and far above what a formula within the
    /// limits needs).
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        HeavyLimits {
            global: cores.max(2),
            per_user: 2,
            hint_deadline: Duration::from_secs(1),
            stats_deadline: Duration::from_secs(10),
        }
    }
}

impl HeavyLimits {
    /// The slots one user may hold: `per_user`, within half the pool.
    pub fn user_slots(&self) -> usize {
        self.per_user.min(self.global / 2).max(1)
    }
}

/// What the work is: a hint is stale once the same user asks for anything else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Hint,
    Stats,
}

/// Why no answer came.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Refused {
    /// A limit is reached: try again in a moment.
    Busy,
    /// The deadline passed; the work was stopped.
    TooSlow(Duration),
    /// A later request of the same user made this hint stale; it was stopped.
    Superseded,
    /// The process is shutting down.
    Closing,
}

/// How long a user's new request waits for the slot their stale hint still holds: a
/// stopped hint ends at its next check, within milliseconds.
const STALE_HINT_WAIT: Duration = Duration::from_millis(500);

#[derive(Debug)]
pub(crate) struct Heavy {
    limits: HeavyLimits,
    global: Arc<Semaphore>,
    users: Arc<Mutex<HashMap<String, Arc<User>>>>,
    /// Asked for at shutdown: every job's stop is a child of it.
    closing: Stop,
}

/// One user's slots and hint in progress.
#[derive(Debug)]
struct User {
    slots: Arc<Semaphore>,
    /// The hint running for this user, if any: its job number and stop.
    hint: Mutex<Option<(u64, Stop)>>,
    /// Numbers this user's jobs, so a job ending clears only its own hint.
    jobs: std::sync::atomic::AtomicU64,
}

/// The slots a job holds while it runs (moved into its thread): freed when it ends, even
/// if the request that asked for it was dropped, so they follow the work, not the caller.
struct Slot {
    _global: OwnedSemaphorePermit,
    _user: OwnedSemaphorePermit,
    job: u64,
    key: String,
    user: Option<Arc<User>>,
    users: Arc<Mutex<HashMap<String, Arc<User>>>>,
}

impl Drop for Slot {
    fn drop(&mut self) {
        if let Some(user) = self.user.take() {
            let mut hint = user.hint.lock().unwrap_or_else(PoisonError::into_inner);
            if hint.as_ref().is_some_and(|(job, _)| *job == self.job) {
                *hint = None;
            }
            drop(hint);
            forget_if_idle(&self.users, &self.key, user);
        }
    }
}

/// Drops `user`, and their entry once nothing else holds it (no job, no waiting request).
fn forget_if_idle(users: &Mutex<HashMap<String, Arc<User>>>, key: &str, user: Arc<User>) {
    let mut users = users.lock().unwrap_or_else(PoisonError::into_inner);
    drop(user);
    if users.get(key).is_some_and(|u| Arc::strong_count(u) == 1) {
        users.remove(key);
    }
}

/// Stops the job when the request waiting for it is dropped (and, harmlessly, when it
/// ends).
struct StopOnDrop(Stop);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.stop();
    }
}

impl Heavy {
    pub(crate) fn new(limits: HeavyLimits) -> Heavy {
        Heavy {
            limits,
            global: Arc::new(Semaphore::new(limits.global.max(1))),
            users: Arc::new(Mutex::new(HashMap::new())),
            closing: Stop::new(),
        }
    }

    /// Stops every job and refuses new ones: the process is shutting down.
    pub(crate) fn close(&self) {
        self.closing.stop();
    }

    fn user(&self, key: &str) -> Arc<User> {
        let mut users = self.users.lock().unwrap_or_else(PoisonError::into_inner);
        let slots = self.limits.user_slots();
        users
            .entry(key.to_string())
            .or_insert_with(|| {
                Arc::new(User {
                    slots: Arc::new(Semaphore::new(slots)),
                    hint: Mutex::new(None),
                    jobs: std::sync::atomic::AtomicU64::new(0),
                })
            })
            .clone()
    }

    /// Takes a slot for `key`'s new job of `kind`, stopping their hint in progress (stale
    /// now) and waiting a moment for the slot it frees; `Busy` when the user's or the
    /// process's slots are all taken.
    async fn slot(&self, key: &str, kind: Kind, stop: &Stop) -> Result<Slot, Refused> {
        let user = self.user(key);
        let job = user.jobs.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let stale = {
            let mut hint = user.hint.lock().unwrap_or_else(PoisonError::into_inner);
            let stale = hint.take();
            if kind == Kind::Hint {
                *hint = Some((job, stop.clone()));
            }
            stale
        };
        let user_slot = match (user.slots.clone().try_acquire_owned(), stale) {
            (Ok(slot), _) => Ok(slot),
            (Err(_), Some((_, stale))) => {
                stale.stop();
                let freed =
                    tokio::time::timeout(STALE_HINT_WAIT, user.slots.clone().acquire_owned());
                match freed.await {
                    Ok(Ok(slot)) => Ok(slot),
                    _ => Err(Refused::Busy),
                }
            }
            (Err(_), None) => Err(Refused::Busy),
        };
        let global = user_slot.and_then(|user_slot| {
            let global = self
                .global
                .clone()
                .try_acquire_owned()
                .map_err(|_| Refused::Busy)?;
            Ok((global, user_slot))
        });
        match global {
            Ok((global, user_slot)) => Ok(Slot {
                _global: global,
                _user: user_slot,
                job,
                key: key.to_string(),
                user: Some(user),
                users: self.users.clone(),
            }),
            Err(refused) => {
                let mut hint = user.hint.lock().unwrap_or_else(PoisonError::into_inner);
                if hint.as_ref().is_some_and(|(j, _)| *j == job) {
                    *hint = None;
                }
                drop(hint);
                forget_if_idle(&self.users, key, user);
                Err(refused)
            }
        }
    }

    /// Runs `work` on the blocking pool if `user` and the process have a free slot, with
    /// the deadline of its kind. `work` gets the job's [`Stop`]: it must hand it to the
    /// engine, which then ends soon after the stop is asked for.
    pub(crate) async fn run<T, F>(&self, user: &str, kind: Kind, work: F) -> Result<T, Refused>
    where
        F: FnOnce(&Stop) -> T + Send + 'static,
        T: Send + 'static,
    {
        if self.closing.is_stopped() {
            return Err(Refused::Closing);
        }
        let stop = self.closing.child();
        // The caller gone (a client's deadline, a dropped request): the work stops too.
        let _stop_on_drop = StopOnDrop(stop.clone());
        let slot = self.slot(user, kind, &stop).await?;
        let deadline = match kind {
            Kind::Hint => self.limits.hint_deadline,
            Kind::Stats => self.limits.stats_deadline,
        };
        let job_stop = stop.clone();
        let ran = tokio::task::spawn_blocking(move || {
            let _slot = slot;
            work(&job_stop)
        });
        let ran = match tokio::time::timeout(deadline, ran).await {
            Ok(ran) => ran,
            Err(_) => {
                // The thread keeps its slot until the engine sees the stop, a moment later.
                stop.stop();
                return Err(Refused::TooSlow(deadline));
            }
        };
        if stop.is_stopped() {
            // Stopped while it ran: whatever it gave was cut short.
            return Err(if self.closing.is_stopped() {
                Refused::Closing
            } else {
                Refused::Superseded
            });
        }
        match ran {
            Ok(value) => Ok(value),
            // The work panicked: re-raise it here, as if it had run inline. (Cancelled only
            // when the runtime shuts down: nobody is waiting for the answer then.)
            Err(e) => match e.try_into_panic() {
                Ok(panic) => std::panic::resume_unwind(panic),
                Err(_) => Err(Refused::Closing),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    fn heavy(global: usize, per_user: usize) -> Arc<Heavy> {
        Arc::new(Heavy::new(HeavyLimits {
            global,
            per_user,
            hint_deadline: Duration::from_secs(60),
            stats_deadline: Duration::from_secs(60),
        }))
    }

    /// Work that runs until it is stopped, saying when it started: whatever ends it is
    /// the runner's doing, never the clock's.
    fn until_stopped(started: mpsc::Sender<()>) -> impl FnOnce(&Stop) -> &'static str {
        move |stop: &Stop| {
            let _ = started.send(());
            while !stop.is_stopped() {
                std::thread::sleep(Duration::from_millis(1));
            }
            "ran until stopped"
        }
    }

    fn job<T: Send + 'static>(
        heavy: &Arc<Heavy>,
        user: &str,
        kind: Kind,
        work: impl FnOnce(&Stop) -> T + Send + 'static,
    ) -> tokio::task::JoinHandle<Result<T, Refused>> {
        let (heavy, user) = (heavy.clone(), user.to_string());
        tokio::spawn(async move { heavy.run(&user, kind, work).await })
    }

    /// Waits for the next signal from a job's work (its start, or that it saw its stop).
    fn signal(rx: &mpsc::Receiver<()>) {
        tokio::task::block_in_place(|| rx.recv().expect("the work signals"));
    }

    #[test]
    fn a_user_holds_at_most_half_the_pool() {
        let limits = |global, per_user| HeavyLimits {
            global,
            per_user,
            ..HeavyLimits::default()
        };
        assert_eq!(limits(2, 2).user_slots(), 1);
        assert_eq!(limits(3, 2).user_slots(), 1);
        assert_eq!(limits(4, 2).user_slots(), 2);
        assert_eq!(limits(16, 2).user_slots(), 2);
        assert_eq!(limits(1, 2).user_slots(), 1);
        assert_eq!(limits(8, 0).user_slots(), 1);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn limits_are_per_user_and_global_and_freed_after_use() {
        let heavy = heavy(4, 2);
        let (tx, rx) = mpsc::channel();
        let a1 = job(&heavy, "a", Kind::Stats, until_stopped(tx.clone()));
        let a2 = job(&heavy, "a", Kind::Stats, until_stopped(tx.clone()));
        let b1 = job(&heavy, "b", Kind::Stats, until_stopped(tx.clone()));
        for _ in 0..3 {
            signal(&rx);
        }
        assert_eq!(
            heavy.run("a", Kind::Stats, |_| 1).await,
            Err(Refused::Busy),
            "a third for the same user"
        );
        let b2 = job(&heavy, "b", Kind::Stats, until_stopped(tx.clone()));
        signal(&rx);
        assert_eq!(
            heavy.run("c", Kind::Stats, |_| 1).await,
            Err(Refused::Busy),
            "the process is full"
        );
        // Shutting down stops every job; each answers so, and new work is refused.
        heavy.close();
        for j in [a1, a2, b1, b2] {
            assert_eq!(j.await.expect("joined"), Err(Refused::Closing));
        }
        assert_eq!(
            heavy.run("c", Kind::Stats, |_| 1).await,
            Err(Refused::Closing)
        );
        assert!(heavy.users.lock().unwrap().is_empty(), "every slot freed");
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_later_request_stops_the_same_users_hint_and_takes_its_slot() {
        // One slot per user: the later hint can only run once the stale one has ended.
        let heavy = heavy(2, 1);
        let (tx, rx) = mpsc::channel();
        let first = job(&heavy, "a", Kind::Hint, until_stopped(tx));
        signal(&rx);
        assert_eq!(heavy.run("a", Kind::Hint, |_| "second").await, Ok("second"));
        assert_eq!(first.await.expect("joined"), Err(Refused::Superseded));
        // The same for statistics asked after a hint.
        let (tx, rx) = mpsc::channel();
        let hint = job(&heavy, "a", Kind::Hint, until_stopped(tx));
        signal(&rx);
        assert_eq!(heavy.run("a", Kind::Stats, |_| "stats").await, Ok("stats"));
        assert_eq!(hint.await.expect("joined"), Err(Refused::Superseded));
        // Another user's hint is not theirs to stop.
        let (tx, rx) = mpsc::channel();
        let theirs = job(&heavy, "b", Kind::Hint, until_stopped(tx));
        signal(&rx);
        assert_eq!(heavy.run("a", Kind::Hint, |_| "mine").await, Ok("mine"));
        assert!(!theirs.is_finished());
        heavy.close();
        assert_eq!(theirs.await.expect("joined"), Err(Refused::Closing));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn work_past_its_deadline_is_stopped_and_frees_its_slot() {
        let heavy = Arc::new(Heavy::new(HeavyLimits {
            global: 2,
            per_user: 1,
            hint_deadline: Duration::from_millis(50),
            stats_deadline: Duration::from_millis(50),
        }));
        let (tx, rx) = mpsc::channel();
        let (saw_tx, saw_stop) = mpsc::channel();
        let ran = heavy
            .run("a", Kind::Stats, move |stop: &Stop| {
                let _ = tx.send(());
                while !stop.is_stopped() {
                    std::thread::sleep(Duration::from_millis(1));
                }
                let _ = saw_tx.send(());
            })
            .await;
        assert_eq!(ran, Err(Refused::TooSlow(Duration::from_millis(50))));
        signal(&rx);
        signal(&saw_stop);
        // Its slot comes back: the same user's next request runs.
        let mut again = Err(Refused::Busy);
        for _ in 0..1000 {
            again = heavy.run("a", Kind::Stats, |_| 7).await;
            if again != Err(Refused::Busy) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        assert_eq!(again, Ok(7));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_dropped_request_stops_its_work() {
        let heavy = heavy(2, 1);
        let (tx, rx) = mpsc::channel();
        let (saw_tx, saw_stop) = mpsc::channel();
        let waiting = job(&heavy, "a", Kind::Stats, move |stop: &Stop| {
            let _ = tx.send(());
            while !stop.is_stopped() {
                std::thread::sleep(Duration::from_millis(1));
            }
            let _ = saw_tx.send(());
        });
        signal(&rx);
        waiting.abort();
        signal(&saw_stop);
    }
}
