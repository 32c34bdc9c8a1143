//! The request loop: up to `concurrency` requests in flight, started no faster than `rate`
//! a second when a rate is set, until `requests` have started or `duration` has passed.
//! Each request gets [`REQUEST_TIMEOUT`]; nothing waits longer.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Semaphore;
use tokio::task::JoinSet;
use tokio::time::Instant;

/// The most one request may take before it counts as failed.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

/// What one request got.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The roll came back in the response; `logged`: with the roll log's id.
    Rolled {
        logged: bool,
    },
    /// Taken for handling (the Telegram webhook's 200); the reply comes separately.
    Accepted,
    Failed(String),
}

#[derive(Clone, Copy, Debug)]
pub struct Plan {
    pub requests: usize,
    pub concurrency: usize,
    /// Requests started per second; as fast as `concurrency` allows when `None`.
    pub rate: Option<f64>,
    pub duration: Duration,
}

/// One request sent.
#[derive(Debug)]
pub struct Sent {
    pub index: u64,
    /// When it was due: its start, or with a rate its slot in the schedule, so a request
    /// held back by the ones in flight counts its wait (no coordinated omission).
    pub due: Instant,
    /// From `due` to the answer.
    pub took: Duration,
    /// From `due` to when this tool began sending it: the generator's own lag (waiting for
    /// a request in flight to end, or for its one thread), which `took` includes.
    pub late: Duration,
    pub answer: Answer,
}

/// Sends requests `first`, `first + 1`, … through `send` by `plan`; every request started
/// has ended (answered, failed or timed out) when this returns.
pub async fn drive<F, Fut>(plan: &Plan, first: u64, send: F) -> Vec<Sent>
where
    F: Fn(u64) -> Fut,
    Fut: Future<Output = Answer> + Send + 'static,
{
    let gate = Arc::new(Semaphore::new(plan.concurrency.max(1)));
    let start = Instant::now();
    let deadline = start + plan.duration;
    let mut tasks = JoinSet::new();
    let mut sent = Vec::with_capacity(plan.requests);
    for i in 0..plan.requests {
        let slot = plan
            .rate
            .filter(|r| *r > 0.0)
            .map(|r| start + Duration::from_secs_f64(i as f64 / r));
        if slot.is_some_and(|s| s >= deadline) {
            break;
        }
        if let Some(slot) = slot {
            tokio::time::sleep_until(slot).await;
        }
        let Ok(Ok(permit)) = tokio::time::timeout_at(deadline, gate.clone().acquire_owned()).await
        else {
            break;
        };
        let due = slot.unwrap_or_else(Instant::now);
        let index = first + i as u64;
        let request = send(index);
        tasks.spawn(async move {
            let late = due.elapsed();
            let answer = tokio::time::timeout(REQUEST_TIMEOUT, request)
                .await
                .unwrap_or_else(|_| Answer::Failed(format!("no answer in {REQUEST_TIMEOUT:?}")));
            drop(permit);
            Sent {
                index,
                due,
                took: due.elapsed(),
                late,
                answer,
            }
        });
        while let Some(done) = tasks.try_join_next() {
            sent.extend(done.ok());
        }
        if Instant::now() >= deadline {
            break;
        }
    }
    while let Some(done) = tasks.join_next().await {
        sent.extend(done.ok());
    }
    sent
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[tokio::test(flavor = "current_thread")]
    async fn never_more_in_flight_than_asked_and_never_more_than_the_count() {
        let in_flight = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let plan = Plan {
            requests: 50,
            concurrency: 4,
            rate: None,
            duration: Duration::from_secs(60),
        };
        let sent = drive(&plan, 10, |_| {
            let (in_flight, most) = (in_flight.clone(), most.clone());
            async move {
                let now = in_flight.fetch_add(1, Ordering::SeqCst) + 1;
                most.fetch_max(now, Ordering::SeqCst);
                tokio::time::sleep(Duration::from_millis(2)).await;
                in_flight.fetch_sub(1, Ordering::SeqCst);
                Answer::Accepted
            }
        })
        .await;
        assert_eq!(sent.len(), 50);
        assert_eq!(most.load(Ordering::SeqCst), 4);
        let mut indexes: Vec<u64> = sent.iter().map(|s| s.index).collect();
        indexes.sort();
        assert_eq!(indexes, (10..60).collect::<Vec<_>>());
    }

    #[tokio::test(flavor = "current_thread", start_paused = true)]
    async fn a_rate_spaces_the_starts_and_the_duration_ends_the_run() {
        let plan = Plan {
            requests: 1000,
            concurrency: 100,
            rate: Some(10.0),
            duration: Duration::from_secs(2),
        };
        let sent = drive(&plan, 0, |_| async { Answer::Accepted }).await;
        // Slots at 0, 0.1, … 1.9 s: twenty fit before the two seconds are up.
        assert_eq!(sent.len(), 20);
        let mut dues: Vec<Instant> = sent.iter().map(|s| s.due).collect();
        dues.sort();
        assert_eq!(dues[1] - dues[0], Duration::from_millis(100));
    }

    #[tokio::test(flavor = "current_thread", start_paused = true)]
    async fn a_request_that_never_answers_fails_after_the_timeout() {
        let plan = Plan {
            requests: 1,
            concurrency: 1,
            rate: None,
            duration: Duration::from_secs(1),
        };
        let sent = drive(&plan, 0, |_| std::future::pending::<Answer>()).await;
        assert!(matches!(sent[0].answer, Answer::Failed(_)));
        assert!(sent[0].took >= REQUEST_TIMEOUT);
    }
}
