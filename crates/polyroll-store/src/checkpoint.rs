//! SQLite's WAL checkpoints, off the roll's path.
//!
//! In WAL mode a commit appends the pages it changed to the `-wal` file; a checkpoint copies
//! them into the database file and, under `synchronous = NORMAL`, is the moment both files
//! are synced to disk. SQLite's automatic checkpoint runs inside whichever commit takes the
//! log past 1,000 pages, before that commit's statement returns: the group of rolls it
//! carries waits for the copy and for two fsyncs, on a shared disk tens to hundreds of
//! milliseconds (BENCHMARKS.md, issue 35). So the pool's connections checkpoint by
//! themselves only as a backstop, at [`BACKSTOP_PAGES`], and a task of the store's own runs
//! a `PASSIVE` checkpoint — which neither waits for nor blocks a writer — on a connection of
//! its own every [`EVERY`] while the log has grown.
//!
//! Nothing about durability changes: a commit is in the log before it returns either way,
//! and a checkpoint, whoever runs it, is what syncs it.

use std::sync::Arc;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection};
use sqlx::Connection;

use crate::health::Health;

/// How often the log is checkpointed while rolls are written.
pub(crate) const EVERY: Duration = Duration::from_millis(500);
/// The pool's connections checkpoint inside a commit only past this many pages of log
/// (16 MiB at 4 KiB pages), should the task fall that far behind.
pub(crate) const BACKSTOP_PAGES: u32 = 4000;

/// Checkpoints the database of `options` every [`EVERY`] for as long as it runs (it is
/// aborted with the store). Waits for the store to be migrated first; a failed attempt
/// (the file busy, gone, unreadable) is tried again at the next turn on a new connection.
pub(crate) async fn run(options: SqliteConnectOptions, health: Arc<Health>) {
    let mut ready = health.readiness();
    if ready.wait_for(|r| r.ready).await.is_err() {
        return;
    }
    let mut conn: Option<SqliteConnection> = None;
    let mut ticks = tokio::time::interval(EVERY);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    // Statements the store sent by the last checkpoint: none since, nothing to copy (an
    // idle bot does not wake its connection's thread twice a second).
    let mut seen = u64::MAX;
    loop {
        ticks.tick().await;
        let sent = health.round_trips();
        if sent == seen {
            continue;
        }
        seen = sent;
        let c = match conn.as_mut() {
            Some(c) => c,
            None => match SqliteConnection::connect_with(&options).await {
                Ok(c) => conn.insert(c),
                Err(e) => {
                    tracing::debug!(error = %e, "no connection to checkpoint on");
                    continue;
                }
            },
        };
        let started = tokio::time::Instant::now();
        match passive(c).await {
            Ok(()) => health.metrics.observe_checkpoint(started.elapsed()),
            Err(e) => {
                tracing::debug!(error = %e, "the WAL was not checkpointed this time");
                if let Some(c) = conn.take() {
                    let _ = c.close().await;
                }
            }
        }
    }
}

/// One `PASSIVE` checkpoint: it copies what no reader still needs and returns (its row says
/// how far it got, which the next turn carries on from).
async fn passive(conn: &mut SqliteConnection) -> sqlx::Result<()> {
    sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
        .execute(&mut *conn)
        .await?;
    Ok(())
}
