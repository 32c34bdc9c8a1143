//! Whether the store can be used right now: readiness (migrated once), the per-call
//! deadline, a circuit breaker, and a count of round trips for tests and benchmarks.
//!
//! A bot answers people: a store that is slow or gone must cost each answer a short, bounded
//! wait, and once it has just failed, none at all until it is worth trying again.

use std::sync::Mutex;
use std::time::Duration;

use tokio::sync::watch;
use tokio::time::Instant;

use crate::error::{Result, StoreError};
use crate::metrics::StoreMetrics;

/// Consecutive failures that open the breaker: one slow call on a busy machine is not an
/// outage; two in a row are treated as one.
const FAILURES_TO_OPEN: u32 = 2;
/// How long the breaker stays open before one call may try again (doubling while the
/// store keeps failing, up to `MAX_COOLDOWN`).
const FIRST_COOLDOWN: Duration = Duration::from_millis(500);
const MAX_COOLDOWN: Duration = Duration::from_secs(5);

/// The connection state the background connector publishes.
#[derive(Clone, Debug, Default)]
pub(crate) struct Readiness {
    /// Migrations are applied: queries may run.
    pub ready: bool,
    /// Connection attempts finished so far (successful or not).
    pub attempts: u64,
    /// Why the last attempt failed.
    pub last_error: Option<StoreError>,
}

#[derive(Debug, Default)]
struct Breaker {
    failures: u32,
    cooldown: Duration,
    /// While set and in the future, calls fail at once.
    open_until: Option<Instant>,
}

#[derive(Debug)]
pub(crate) struct Health {
    readiness: watch::Sender<Readiness>,
    breaker: Mutex<Breaker>,
    pub(crate) metrics: StoreMetrics,
    deadline: Duration,
}

impl Health {
    pub(crate) fn new(deadline: Duration) -> Health {
        Health {
            readiness: watch::Sender::new(Readiness::default()),
            breaker: Mutex::new(Breaker::default()),
            metrics: StoreMetrics::default(),
            deadline,
        }
    }

    pub(crate) fn publish(&self, state: Readiness) {
        self.readiness.send_replace(state);
    }

    pub(crate) fn readiness(&self) -> watch::Receiver<Readiness> {
        self.readiness.subscribe()
    }

    pub(crate) fn is_ready(&self) -> bool {
        self.readiness.borrow().ready
    }

    /// Lets one call in and returns the instant it must be done by, or refuses at once
    /// while the breaker is open. A call that finds the store not yet connected waits for
    /// the connector up to its own deadline.
    pub(crate) async fn admit(&self) -> Result<Instant> {
        let now = Instant::now();
        let deadline = now + self.deadline;
        {
            let mut breaker = self.lock();
            if let Some(until) = breaker.open_until {
                if now < until {
                    return Err(StoreError::Unavailable(
                        "it failed moments ago; not waiting on it again yet".into(),
                    ));
                }
                // Half-open: this call probes; the others keep failing fast meanwhile.
                breaker.open_until = Some(deadline);
            }
        }
        if !self.is_ready() {
            let mut rx = self.readiness();
            let waited = tokio::time::timeout_at(deadline, rx.wait_for(|r| r.ready)).await;
            if !matches!(waited, Ok(Ok(_))) {
                let reason = match &self.readiness.borrow().last_error {
                    Some(e) => e.to_string(),
                    None => "still connecting".to_string(),
                };
                return Err(StoreError::Unavailable(reason));
            }
        }
        Ok(deadline)
    }

    /// Notes how an admitted call ended: availability failures count towards opening the
    /// breaker; anything else (an answer, a refused request) closes it. Calls refused by
    /// [`Health::admit`] are not recorded, so they never push the next probe further away.
    pub(crate) fn record<T>(&self, result: &Result<T>) {
        let mut breaker = self.lock();
        match result {
            Err(e) if e.is_unavailable() => {
                breaker.failures = breaker.failures.saturating_add(1);
                if breaker.failures >= FAILURES_TO_OPEN {
                    breaker.cooldown = if breaker.cooldown.is_zero() {
                        FIRST_COOLDOWN
                    } else {
                        (breaker.cooldown * 2).min(MAX_COOLDOWN)
                    };
                    breaker.open_until = Some(Instant::now() + breaker.cooldown);
                }
            }
            _ => *breaker = Breaker::default(),
        }
    }

    /// Notes how an admitted call ended (see [`Health::record`]) and how long it took;
    /// `deadline` is the one [`Health::admit`] gave it.
    pub(crate) fn finished<T>(&self, result: &Result<T>, deadline: Instant) {
        let admitted = deadline.checked_sub(self.deadline).unwrap_or(deadline);
        self.metrics
            .observe_call(Instant::now().saturating_duration_since(admitted));
        self.record(result);
    }

    /// The error for a call that ran out of time.
    pub(crate) fn timed_out(&self) -> StoreError {
        StoreError::Unavailable(format!("no answer within {} ms", self.deadline.as_millis()))
    }

    pub(crate) fn count_round_trips(&self, n: u64) {
        self.metrics.round_trips.inc_by(n);
    }

    pub(crate) fn round_trips(&self) -> u64 {
        self.metrics.round_trips.get()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Breaker> {
        // The breaker holds plain numbers: a panic elsewhere cannot leave it inconsistent.
        self.breaker
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn down() -> Result<()> {
        Err(StoreError::Unavailable("down".into()))
    }

    #[tokio::test(start_paused = true)]
    async fn the_breaker_opens_after_two_failures_and_lets_one_probe_through() {
        let health = Health::new(Duration::from_millis(300));
        health.publish(Readiness {
            ready: true,
            ..Readiness::default()
        });
        assert!(health.admit().await.is_ok());
        health.record(&down());
        assert!(health.admit().await.is_ok(), "one failure is not an outage");
        health.record(&down());
        assert!(health.admit().await.is_err(), "open after two");
        tokio::time::advance(FIRST_COOLDOWN).await;
        assert!(health.admit().await.is_ok(), "the probe");
        assert!(health.admit().await.is_err(), "others wait for the probe");
        health.record(&Ok(()));
        assert!(health.admit().await.is_ok(), "closed again");
        // A refused request is an answer: it does not count as a failure.
        health.record(&Err::<(), _>(StoreError::NotFound("x".into())));
        health.record(&down());
        health.record(&Err::<(), _>(StoreError::NotFound("x".into())));
        health.record(&down());
        assert!(health.admit().await.is_ok());
    }

    #[tokio::test(start_paused = true)]
    async fn a_store_not_yet_connected_fails_within_the_deadline() {
        let health = Health::new(Duration::from_millis(300));
        let err = health.admit().await.unwrap_err();
        assert!(err.is_unavailable());
        health.publish(Readiness {
            ready: true,
            attempts: 1,
            last_error: None,
        });
        assert!(health.admit().await.is_ok());
    }
}
