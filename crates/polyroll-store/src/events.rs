//! Chat events handled to the end. A platform that waits for a confirmation (Telegram's
//! next `getUpdates` offset, or the answer to its webhook request) delivers an event again
//! when the process that had it died first; the event's key, marked here once it is
//! handled, lets the next process know not to answer it twice. Rows older than
//! [`HANDLED_DAYS`] are deleted by the database whenever one is added (migration
//! `…06_handled_events`) and never read.

use crate::backend::{now, on_pool, value_rows};
use crate::error::Result;
use crate::Store;

/// How long a handled event is remembered: Telegram keeps an update it was not told about
/// for a day at most.
pub const HANDLED_DAYS: i64 = 2;
const DAY: i64 = 24 * 60 * 60;
/// Events marked in one statement at most.
const MAX_PER_CALL: usize = 500;

impl Store {
    /// Whether the event `key` was marked handled within [`HANDLED_DAYS`].
    pub async fn was_handled(&self, key: &str) -> Result<bool> {
        let cutoff = now().saturating_sub(HANDLED_DAYS.saturating_mul(DAY));
        let found: Option<i64> = on_pool!(self, pool => {
            sqlx::query_scalar(
                "SELECT handled_at FROM handled_events WHERE event_key = $1 AND handled_at >= $2",
            )
            .bind(key)
            .bind(cutoff)
            .fetch_optional(pool)
            .await?
        });
        Ok(found.is_some())
    }

    /// Marks the event `key` handled unless it already was, in one atomic step: `true` for
    /// the one caller (of any process on the database) that marked it, `false` for every
    /// later one. For events that must be answered at most once (a Discord interaction
    /// sent again within its signature's window).
    pub async fn claim_event(&self, key: &str) -> Result<bool> {
        let handled = now();
        let marked = on_pool!(self, pool => {
            sqlx::query(
                "INSERT INTO handled_events (event_key, handled_at) VALUES ($1, $2) \
                 ON CONFLICT (event_key) DO NOTHING",
            )
            .bind(key)
            .bind(handled)
            .execute(pool)
            .await?
            .rows_affected()
        });
        Ok(marked == 1)
    }

    /// Marks the events `keys` handled, in one statement for up to 500; marking one again
    /// changes nothing.
    pub async fn mark_handled(&self, keys: &[String]) -> Result<()> {
        for chunk in keys.chunks(MAX_PER_CALL) {
            self.mark_chunk(chunk).await?;
        }
        Ok(())
    }

    async fn mark_chunk(&self, keys: &[String]) -> Result<()> {
        let rows = value_rows(keys.len(), 2, 1, |p| format!("(${p}, $1)"));
        let sql = format!(
            "INSERT INTO handled_events (event_key, handled_at) VALUES {rows} \
             ON CONFLICT (event_key) DO NOTHING"
        );
        let handled = now();
        on_pool!(self, pool => {
            let mut query = sqlx::query(sqlx::AssertSqlSafe(sql.clone())).bind(handled);
            for key in keys {
                query = query.bind(key);
            }
            query.execute(pool).await?;
        });
        Ok(())
    }
}
