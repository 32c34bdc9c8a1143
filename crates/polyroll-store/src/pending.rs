//! Formulas waiting for a button press (Telegram's inline "Roll" button carries at most 64
//! bytes, so a longer formula waits here under a ticket), and moving a chat's aliases and
//! settings when the platform gives the chat a new id.

use crate::backend::{now, on_pool, owner_tx, value_rows};
use crate::error::Result;
use crate::rules::MAX_FORMULA_CHARS;
use crate::{Owner, Scope, Store};

/// How long a pending formula can still be rolled: longer than anyone leaves an inline
/// message unpressed on purpose, short enough that the table stays small.
pub const PENDING_DAYS: i64 = 7;
const DAY: i64 = 24 * 60 * 60;
/// At most this many formulas remembered in one call (an inline answer offers five).
const MAX_PER_CALL: usize = 50;

/// What [`Store::move_owner`] moved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Moved {
    pub aliases: u64,
    pub settings: u64,
    /// Logged rolls made in the chat, which now read as made in the new one (so `/verify`
    /// in the new chat shows them as rolls of this chat).
    pub rolls: u64,
    /// Trays, which keep their ids: copies posted in the chat go on pressing them.
    pub trays: u64,
}

impl Store {
    /// Remembers each `(ticket, formula)` for `platform`, in one statement; a ticket already
    /// known gets the formula again and a fresh seven days. Formulas longer than an alias's
    /// may not be are skipped (they would not roll either). The database deletes expired
    /// formulas in the same statement (a trigger, migration `…04_pending_trim`), so the
    /// table cannot grow while nobody presses a button.
    pub async fn remember_formulas(
        &self,
        platform: &str,
        pending: &[(String, String)],
    ) -> Result<()> {
        let pending: Vec<&(String, String)> = pending
            .iter()
            .filter(|(_, formula)| formula.chars().count() <= MAX_FORMULA_CHARS)
            .take(MAX_PER_CALL)
            .collect();
        if pending.is_empty() {
            return Ok(());
        }
        let rows = value_rows(pending.len(), 3, 2, |p| {
            format!("($1, ${p}, ${}, $2)", p + 1)
        });
        let sql = format!(
            "INSERT INTO pending_formulas (platform, ticket, formula, created_at) VALUES {rows} \
             ON CONFLICT (platform, ticket) \
             DO UPDATE SET formula = excluded.formula, created_at = excluded.created_at"
        );
        let created = now();
        on_pool!(self, pool => {
            let mut query = sqlx::query(sqlx::AssertSqlSafe(sql.clone()))
                .bind(platform)
                .bind(created);
            for (ticket, formula) in &pending {
                query = query.bind(ticket).bind(formula);
            }
            query.execute(pool).await?;
        });
        Ok(())
    }

    /// The formula waiting under `ticket`, unless it is older than [`PENDING_DAYS`]. Reading
    /// does not consume it: one ticket serves every message sent with the same formula, and
    /// each message rolls once through its own key in the roll log
    /// ([`Store::log_roll_once`]). Expired rows still in the table (deleted only when a
    /// formula is next remembered) are skipped.
    pub async fn pending_formula(&self, platform: &str, ticket: &str) -> Result<Option<String>> {
        let cutoff = now().saturating_sub(PENDING_DAYS.saturating_mul(DAY));
        let formula = on_pool!(self, pool => {
            sqlx::query_scalar(
                "SELECT formula FROM pending_formulas \
                 WHERE platform = $1 AND ticket = $2 AND created_at >= $3",
            )
            .bind(platform)
            .bind(ticket)
            .bind(cutoff)
            .fetch_optional(pool)
            .await?
        });
        Ok(formula)
    }

    /// Moves everything `from` owns (aliases, settings and trays) to `to`, in one transaction: a
    /// Telegram group upgraded to a supergroup gets a new chat id, and its aliases follow.
    /// Where both own an alias or a setting of the same name, `to` keeps its own: it can
    /// only have been made after the move began (the new id did not exist before), so it is
    /// the newer intent. Moving twice (both migration messages arrive) moves nothing the
    /// second time. The alias limit is not applied: nothing is lost in a move. When both
    /// are chats of one platform, the rolls logged in `from` move to `to` as well.
    pub async fn move_owner(&self, from: &Owner, to: &Owner) -> Result<Moved> {
        if from == to {
            return Ok(Moved::default());
        }
        let moved = owner_tx!(self, to, tx => {
            let mut moved = Moved::default();
            for (table, key) in [
                ("aliases", "name"),
                ("settings", "setting_key"),
                ("trays", "name"),
            ] {
                // Table and column names are these constants; every value is bound.
                let clashing = format!(
                    "DELETE FROM {table} WHERE platform = $1 AND scope = $2 AND owner_id = $3 \
                     AND {key} IN (SELECT {key} FROM {table} \
                     WHERE platform = $4 AND scope = $5 AND owner_id = $6)"
                );
                let rename = format!(
                    "UPDATE {table} SET platform = $4, scope = $5, owner_id = $6 \
                     WHERE platform = $1 AND scope = $2 AND owner_id = $3"
                );
                let mut done = 0;
                for sql in [clashing, rename] {
                    self.health.count_round_trips(1);
                    done = sqlx::query(sqlx::AssertSqlSafe(sql))
                        .bind(&from.platform)
                        .bind(from.scope.as_str())
                        .bind(&from.id)
                        .bind(&to.platform)
                        .bind(to.scope.as_str())
                        .bind(&to.id)
                        .execute(&mut *tx)
                        .await?
                        .rows_affected();
                }
                match table {
                    "aliases" => moved.aliases = done,
                    "trays" => moved.trays = done,
                    _ => moved.settings = done,
                }
            }
            if from.scope == Scope::Chat && to.scope == Scope::Chat && from.platform == to.platform {
                self.health.count_round_trips(1);
                // A chat that is its own place (Telegram's) takes its rolls' place along.
                moved.rolls = sqlx::query(
                    "UPDATE rolls SET chat_id = $3, \
                     channel_id = CASE WHEN channel_id = $2 THEN $3 ELSE channel_id END \
                     WHERE platform = $1 AND chat_id = $2",
                )
                .bind(&from.platform)
                .bind(&from.id)
                .bind(&to.id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            }
            moved
        });
        if moved.settings > 0 {
            self.settings_changed().await;
        }
        Ok(moved)
    }
}
