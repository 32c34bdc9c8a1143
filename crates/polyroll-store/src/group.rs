//! Group commit for the roll log: rolls that arrive together are written together.
//!
//! A roll to log joins a queue. When no insert is running, a task starts and writes
//! whatever is queued in one multi-row `INSERT … ON CONFLICT DO NOTHING RETURNING id,
//! public_id` (the rest of each row is what the roll's caller gave), then
//! whatever queued up while that ran, and so on until the queue is empty; then it ends.
//! So a lone roll is one insert of one row, and rolls arriving while an insert is under
//! way wait for it and share the next one (at most [`MAX_BATCH`] rows) instead of each
//! taking a connection, a statement and a commit of its own. Each roll's caller gets its
//! row once the statement that wrote it has returned: a statement outside a transaction
//! commits before it answers, so no roll is answered before its row is committed.
//!
//! A roll whose row did not come back (its key or its drawn id was taken: `DO NOTHING`
//! skipped it), or whose insert failed for any reason but the database being unavailable,
//! is written again on its own by the caller ([`crate::Store`]'s single-row insert), so
//! its outcome is decided — and its error mapped — exactly as without grouping. An
//! unavailable database (a deadline, the breaker, a lost connection) fails every roll of
//! the insert alike. A caller that stopped waiting (its request was dropped) is skipped
//! when the next insert is gathered.

use std::sync::{Mutex, OnceLock};

use tokio::sync::oneshot;

use crate::backend::{now, on_pool};
use crate::error::{Result, StoreError};
use crate::rolls::{bind_roll, NewRoll, RollRow};
use crate::Store;

/// Rows one insert writes at most (20 parameters each, far under either database's limit
/// on parameters; few enough distinct statements for the drivers' statement caches).
pub(crate) const MAX_BATCH: usize = 32;
/// Columns written per row, in the order of [`COLUMNS`].
const PARAMS: usize = 20;
const COLUMNS: &str = "platform, user_id, chat_id, input, canonical, dialect, result, total, \
                       roll_key, created_at, user_name, place, detail, channel_id, public_id, \
                       fair_period, fair_request, fair_player, fair_dice, fair_faces";

struct Job {
    roll: NewRoll,
    public_id: i64,
    /// The roll's row once written; `None` when the group insert did not write it and the
    /// caller is to decide its fate with a single-row insert.
    reply: oneshot::Sender<Result<Option<RollRow>>>,
}

#[derive(Default)]
struct Queue {
    jobs: Vec<Job>,
    /// A task is writing; it takes the queued jobs when its insert is done.
    running: bool,
}

/// The rolls waiting for the next insert.
#[derive(Default)]
pub(crate) struct GroupCommit {
    queue: Mutex<Queue>,
}

impl std::fmt::Debug for GroupCommit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let queue = self.lock();
        f.debug_struct("GroupCommit")
            .field("queued", &queue.jobs.len())
            .field("running", &queue.running)
            .finish()
    }
}

impl GroupCommit {
    fn lock(&self) -> std::sync::MutexGuard<'_, Queue> {
        // The queue is a list and a flag, each changed in one step: a panic elsewhere
        // cannot leave it half-changed.
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Queues a job; true when no task is writing and the caller must start one.
    fn push(&self, job: Job) -> bool {
        let mut queue = self.lock();
        queue.jobs.push(job);
        !std::mem::replace(&mut queue.running, true)
    }

    /// The next insert's jobs (their callers still waiting), or none: then the task ends.
    fn take(&self) -> Vec<Job> {
        let mut queue = self.lock();
        queue.jobs.retain(|job| !job.reply.is_closed());
        let n = queue.jobs.len().min(MAX_BATCH);
        let batch: Vec<Job> = queue.jobs.drain(..n).collect();
        if batch.is_empty() {
            queue.running = false;
        }
        batch
    }
}

/// `INSERT … VALUES (…), (…) … ON CONFLICT DO NOTHING RETURNING …` for `rows` rows, made
/// once per size.
fn insert_sql(rows: usize) -> &'static str {
    static SQL: OnceLock<Vec<String>> = OnceLock::new();
    let all = SQL.get_or_init(|| {
        (1..=MAX_BATCH)
            .map(|rows| {
                let mut sql = format!("INSERT INTO rolls ({COLUMNS}) VALUES ");
                for row in 0..rows {
                    sql.push_str(if row == 0 { "(" } else { ", (" });
                    for col in 0..PARAMS {
                        if col > 0 {
                            sql.push_str(", ");
                        }
                        sql.push('$');
                        sql.push_str(&(row * PARAMS + col + 1).to_string());
                    }
                    sql.push(')');
                }
                // Only what the database chose: the rest of each row is the job's roll,
                // which reading back would cost a copy and a decode of every column.
                sql.push_str(" ON CONFLICT DO NOTHING RETURNING id, public_id");
                sql
            })
            .collect()
    });
    all[rows.clamp(1, MAX_BATCH) - 1].as_str()
}

impl Store {
    /// Writes `roll` under `public_id` with the rolls arriving with it (see the module's
    /// notes). Waits at most the store's call deadline for the insert it joins.
    pub(crate) async fn insert_grouped(
        &self,
        roll: &NewRoll,
        public_id: i64,
    ) -> Result<Option<RollRow>> {
        let (reply, answer) = oneshot::channel();
        let job = Job {
            roll: roll.clone(),
            public_id,
            reply,
        };
        if self.group.push(job) {
            let store = self.clone();
            tokio::spawn(async move { store.write_groups().await });
        }
        // The insert it joins and the one running before it each have the call deadline;
        // a caller waits for one, as for any call (the row, written later, is then a roll
        // logged but answered as not logged — never the other way round).
        match tokio::time::timeout(self.config.call_timeout, answer).await {
            Ok(Ok(result)) => result,
            Ok(Err(_)) => Err(StoreError::Unavailable(
                "the roll log's writer stopped".into(),
            )),
            Err(_) => Err(self.health.timed_out()),
        }
    }

    /// The writing task: one insert after another while rolls are queued.
    async fn write_groups(&self) {
        loop {
            let batch = self.group.take();
            if batch.is_empty() {
                return;
            }
            let now = now();
            match self.insert_batch(&batch, now).await {
                Ok(mut written) => {
                    for job in batch {
                        let row = written
                            .iter()
                            .position(|&(_, public_id)| public_id == job.public_id)
                            .map(|i| {
                                let (id, public_id) = written.swap_remove(i);
                                RollRow::written(job.roll, id, public_id, now)
                            });
                        let _ = job.reply.send(Ok(row));
                    }
                }
                Err(e) if e.is_unavailable() => {
                    for job in batch {
                        let _ = job.reply.send(Err(e.clone()));
                    }
                }
                // Something about one row, maybe: each tries again alone, as it would have.
                Err(_) => {
                    for job in batch {
                        let _ = job.reply.send(Ok(None));
                    }
                }
            }
        }
    }

    /// One statement writing every roll of `batch` at `now`; the rows written, as their
    /// `(id, public_id)`.
    async fn insert_batch(&self, batch: &[Job], now: i64) -> Result<Vec<(i64, i64)>> {
        let sql = insert_sql(batch.len());
        let rows = on_pool!(self, pool => {
            let mut query = sqlx::query_as::<_, (i64, i64)>(sql);
            for job in batch {
                query = bind_roll!(query, &job.roll, now, job.public_id);
            }
            query.fetch_all(pool).await?
        });
        Ok(rows)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_statement_numbers_every_parameter_once() {
        let sql = insert_sql(3);
        assert!(sql.contains("($1, $2, "), "{sql}");
        assert!(sql.contains("$20), ($21, "), "{sql}");
        assert!(
            sql.ends_with("$59, $60) ON CONFLICT DO NOTHING RETURNING id, public_id"),
            "{sql}"
        );
        assert!(!sql.contains("$61"), "{sql}");
        assert_eq!(insert_sql(MAX_BATCH).matches('(').count(), MAX_BATCH + 1);
    }
}
