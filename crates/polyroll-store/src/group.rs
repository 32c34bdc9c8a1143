//! Group commit for the roll log: rolls that arrive together are written together.
//!
//! One insert runs at a time. A roll that finds none running writes its own row at once,
//! on its caller's own call: no task to start, no wake-up to wait for. Rolls arriving
//! while an insert runs queue; when it is done, a task writes whatever queued in one
//! multi-row `INSERT … ON CONFLICT DO NOTHING RETURNING id, public_id` (the rest of each
//! row is what the roll's caller gave), then whatever queued while that ran, and so on
//! until the queue is empty. So a lone roll is one insert of one row, and rolls arriving
//! together share one (at most [`MAX_BATCH`] rows) instead of each taking a connection, a
//! statement and a commit of its own. Each roll's caller gets its row once the statement
//! that wrote it has returned: a statement outside a transaction commits before it
//! answers, so no roll is answered before its row is committed.
//!
//! A roll whose row did not come back (its key or its drawn id was taken: `DO NOTHING`
//! skipped it), or whose insert failed for any reason but the database being unavailable,
//! is written again on its own by the caller ([`crate::Store`]'s single-row insert), so
//! its outcome is decided — and its error mapped — exactly as without grouping. An
//! unavailable database (a deadline, the breaker, a lost connection) fails every roll of
//! the insert alike. A caller that stopped waiting (its request was dropped) is skipped
//! when the next insert is gathered; one dropped while writing its own row still hands the
//! writer's turn on to the rolls queued behind it.

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
    /// An insert is running (a caller writing its own row, or a task writing queued ones).
    /// Jobs queue only while one is, and the writer gives its turn back only when the
    /// queue is empty: so queued jobs always have a writer coming for them.
    writing: bool,
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
            .field("writing", &queue.writing)
            .finish()
    }
}

/// What a roll's call does: write it now, or wait for the writer.
enum Turn {
    Write,
    Queued(oneshot::Receiver<Result<Option<RollRow>>>),
}

impl GroupCommit {
    fn lock(&self) -> std::sync::MutexGuard<'_, Queue> {
        // The queue is a list and a flag, each changed in one step: a panic elsewhere
        // cannot leave it half-changed.
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Takes the writer's turn if it is free; else queues the roll (`job` makes its job).
    fn enter(&self, job: impl FnOnce(oneshot::Sender<Result<Option<RollRow>>>) -> Job) -> Turn {
        let mut queue = self.lock();
        if !std::mem::replace(&mut queue.writing, true) {
            return Turn::Write;
        }
        let (reply, answer) = oneshot::channel();
        queue.jobs.push(job(reply));
        Turn::Queued(answer)
    }

    /// The next insert's jobs (their callers still waiting), or none: then the turn is given
    /// back and the writer ends.
    fn take(&self) -> Vec<Job> {
        let mut queue = self.lock();
        queue.jobs.retain(|job| !job.reply.is_closed());
        let n = queue.jobs.len().min(MAX_BATCH);
        let batch: Vec<Job> = queue.jobs.drain(..n).collect();
        if batch.is_empty() {
            queue.writing = false;
        }
        batch
    }

    /// After a caller wrote its own row: whether rolls queued meanwhile and a task must
    /// write them (keeping the turn), else the turn is given back.
    fn hand_on(&self) -> bool {
        let mut queue = self.lock();
        if queue.jobs.is_empty() {
            queue.writing = false;
            false
        } else {
            true
        }
    }

    /// Drops every queued job (their callers hear that the writer stopped) and gives the
    /// turn back.
    fn abandon(&self) {
        let mut queue = self.lock();
        queue.jobs.clear();
        queue.writing = false;
    }
}

/// A caller's turn at writing: handed on when it ends, even when the caller stops waiting
/// halfway through its own insert.
struct TurnGuard<'a>(&'a Store);

impl Drop for TurnGuard<'_> {
    fn drop(&mut self) {
        if self.0.group.hand_on() {
            let store = self.0.clone();
            match tokio::runtime::Handle::try_current() {
                Ok(runtime) => {
                    runtime.spawn(async move { store.write_groups().await });
                }
                // No runtime (it is shutting down): nobody is left to write for.
                Err(_) => store.group.abandon(),
            }
        }
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

/// What an insert's outcome is for one of its rolls: its row if written; `None` to try
/// again alone (see the module's notes); the error if the database is unavailable.
fn outcome(
    result: &mut Result<Vec<(i64, i64)>>,
    roll: impl FnOnce() -> NewRoll,
    public_id: i64,
    now: i64,
) -> Result<Option<RollRow>> {
    match result {
        Ok(written) => Ok(written
            .iter()
            .position(|&(_, id)| id == public_id)
            .map(|i| {
                let (id, public_id) = written.swap_remove(i);
                RollRow::written(roll(), id, public_id, now)
            })),
        Err(e) if e.is_unavailable() => Err(e.clone()),
        // Something about one row, maybe: each tries again alone, as it would have.
        Err(_) => Ok(None),
    }
}

impl Store {
    /// Writes `roll` under `public_id` at once if no insert is running, else with the rolls
    /// queued with it (see the module's notes). Waits at most the store's call
    /// deadline for the insert it joins.
    pub(crate) async fn insert_grouped(
        &self,
        roll: &NewRoll,
        public_id: i64,
    ) -> Result<Option<RollRow>> {
        let answer = match self.group.enter(|reply| Job {
            roll: roll.clone(),
            public_id,
            reply,
        }) {
            Turn::Write => {
                let _turn = TurnGuard(self);
                let now = now();
                let mut result = self.insert_rows(&[(roll, public_id)], now).await;
                return outcome(&mut result, || roll.clone(), public_id, now);
            }
            Turn::Queued(answer) => answer,
        };
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
            let rows: Vec<(&NewRoll, i64)> =
                batch.iter().map(|job| (&job.roll, job.public_id)).collect();
            let mut result = self.insert_rows(&rows, now).await;
            drop(rows);
            for job in batch {
                let Job {
                    roll,
                    public_id,
                    reply,
                } = job;
                let _ = reply.send(outcome(&mut result, || roll, public_id, now));
            }
        }
    }

    /// One statement writing every roll of `rows` (each with its drawn id) at `now`; the
    /// rows written, as their `(id, public_id)`.
    async fn insert_rows(&self, rows: &[(&NewRoll, i64)], now: i64) -> Result<Vec<(i64, i64)>> {
        let sql = insert_sql(rows.len());
        let written = on_pool!(self, pool => {
            let mut query = sqlx::query_as::<_, (i64, i64)>(sql);
            for &(roll, public_id) in rows {
                query = bind_roll!(query, roll, now, public_id);
            }
            query.fetch_all(pool).await?
        });
        Ok(written)
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

    fn job(reply: oneshot::Sender<Result<Option<RollRow>>>) -> Job {
        Job {
            roll: NewRoll::default(),
            public_id: 1,
            reply,
        }
    }

    #[test]
    fn rolls_queue_only_while_one_writes_and_a_queue_always_has_a_writer() {
        let group = GroupCommit::default();
        assert!(matches!(group.enter(job), Turn::Write));
        let Turn::Queued(answer) = group.enter(job) else {
            panic!("the turn is taken");
        };
        // The writer is done with its own row: a roll is queued, so it keeps the turn for
        // a task to write it.
        assert!(group.hand_on());
        assert_eq!(group.take().len(), 1);
        assert!(
            group.take().is_empty(),
            "the task ends, giving the turn back"
        );
        assert!(matches!(group.enter(job), Turn::Write));
        // Done with nothing queued: the turn is free again.
        assert!(!group.hand_on());
        assert!(matches!(group.enter(job), Turn::Write));
        drop(answer);
        let queue = group.lock();
        assert!(queue.writing && queue.jobs.is_empty());
    }
}
