//! How long the roll log keeps a roll, and when the old ones are deleted.
//!
//! A roll older than [`crate::StoreConfig::log_days`] is gone for every reader at once:
//! the log's reads skip it. Deleting it is housework off the roll's path: after every
//! [`crate::StoreConfig::trim_every`] rolls this process logs, or the first roll logged
//! [`TRIM_INTERVAL`] after the last trim, one `DELETE` runs in a task of its own, never
//! more than one at a time. So the table holds at most the rolls of the retention plus
//! those logged since the last trim, and no roll waits for a trim.
//!
//! A trim deletes at most [`TRIM_CHUNK`] rows a statement, pausing between statements: a
//! backlog (a retention shortened, a process back after a long stop) goes in short
//! writes. On SQLite each write holds the database's one write lock, so a roll logged
//! meanwhile waits for one chunk at most, never for the whole backlog.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::backend::{now, on_pool};
use crate::error::Result;
use crate::Store;

/// A process that logs few rolls still trims this often (when it logs one).
const TRIM_INTERVAL: Duration = Duration::from_secs(60);
/// Rows one trim statement deletes at most (a few milliseconds of writing).
pub(crate) const TRIM_CHUNK: u64 = 500;
/// The pause between two chunks, in which the writes queued behind one take their turn.
const TRIM_PAUSE: Duration = Duration::from_millis(10);
const DAY: i64 = 24 * 60 * 60;

/// Rolls logged since the last trim, and when that was.
#[derive(Debug)]
pub(crate) struct TrimClock {
    logged: AtomicU64,
    last: Mutex<Instant>,
    running: AtomicBool,
}

impl TrimClock {
    pub(crate) fn new() -> TrimClock {
        TrimClock {
            logged: AtomicU64::new(0),
            last: Mutex::new(Instant::now()),
            running: AtomicBool::new(false),
        }
    }

    /// Counts `n` rolls logged; true when a trim is due and this caller is to run it (the
    /// count and the clock start again).
    fn due(&self, n: u64, every: u32) -> bool {
        let logged = self
            .logged
            .fetch_add(n, Ordering::Relaxed)
            .saturating_add(n);
        let mut last = self.last.lock().unwrap_or_else(|e| e.into_inner());
        let due = logged >= u64::from(every.max(1)) || last.elapsed() >= TRIM_INTERVAL;
        if !due || self.running.swap(true, Ordering::AcqRel) {
            return false;
        }
        self.logged.store(0, Ordering::Relaxed);
        *last = Instant::now();
        true
    }

    fn done(&self) {
        self.running.store(false, Ordering::Release);
    }
}

impl Store {
    /// The oldest `created_at` the log still shows.
    pub(crate) fn log_cutoff(&self) -> i64 {
        now().saturating_sub(i64::from(self.config.log_days).saturating_mul(DAY))
    }

    /// Notes `n` rolls logged and, when a trim is due, starts it in the background.
    pub(crate) fn logged(&self, n: u64) {
        if !self.trim.due(n, self.config.trim_every) {
            return;
        }
        let store = self.clone();
        tokio::spawn(async move {
            if let Err(e) = store.trim_log().await {
                tracing::debug!(error = %e, "the roll log was not trimmed this time");
            }
            store.trim.done();
        });
    }

    /// Deletes the rolls older than `log_days`, whoever made them and wherever: a keyed
    /// inline roll or a GM roll is kept exactly as long as any other, however many rolls
    /// come after it.
    pub(crate) async fn trim_log(&self) -> Result<()> {
        let cutoff = self.log_cutoff();
        loop {
            let deleted = on_pool!(self, pool => {
                sqlx::query(
                    "DELETE FROM rolls WHERE id IN \
                     (SELECT id FROM rolls WHERE created_at < $1 LIMIT $2)",
                )
                .bind(cutoff)
                .bind(TRIM_CHUNK as i64)
                .execute(pool)
                .await?
                .rows_affected()
            });
            if deleted < TRIM_CHUNK {
                break;
            }
            tokio::time::sleep(TRIM_PAUSE).await;
        }
        // Expired session links open nothing; they go with the old rolls.
        self.trim_links(now()).await
    }
}
