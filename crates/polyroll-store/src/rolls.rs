//! The roll log: every roll a bot makes, for `/history`, "roll again" buttons and Telegram's
//! fair inline rolls, trimmed to the newest N per user.

use crate::backend::{now, on_pool};
use crate::error::{Result, StoreError};
use crate::Store;

/// A roll to log. `dialect` is the dialect's name; `result` is whatever the bot wants back
/// (rendered text or JSON); `key` makes the roll unique (a Telegram `inline_message_id`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NewRoll {
    pub platform: String,
    pub user: String,
    pub chat: Option<String>,
    pub input: String,
    pub canonical: String,
    pub dialect: String,
    pub result: String,
    pub total: Option<f64>,
    pub key: Option<String>,
}

/// A logged roll. Ids are never reused, even after old rolls are trimmed.
#[derive(Clone, Debug, PartialEq)]
pub struct RollRecord {
    pub id: i64,
    pub platform: String,
    pub user: String,
    pub chat: Option<String>,
    pub input: String,
    pub canonical: String,
    pub dialect: String,
    pub result: String,
    pub total: Option<f64>,
    pub key: Option<String>,
    /// Unix seconds.
    pub created_at: i64,
}

type RollRow = (
    i64,
    String,
    String,
    Option<String>,
    String,
    String,
    String,
    String,
    Option<f64>,
    Option<String>,
    i64,
);

/// The columns of a [`RollRow`], in order.
macro_rules! roll_columns {
    () => {
        "id, platform, user_id, chat_id, input, canonical, dialect, result, total, roll_key, \
         created_at"
    };
}

#[derive(Clone, Copy)]
enum InsertMode {
    Plain,
    UnlessKeyExists,
}

impl From<RollRow> for RollRecord {
    fn from(row: RollRow) -> Self {
        let (id, platform, user, chat, input, canonical, dialect, result, total, key, created_at) =
            row;
        RollRecord {
            id,
            platform,
            user,
            chat,
            input,
            canonical,
            dialect,
            result,
            total,
            key,
            created_at,
        }
    }
}

impl Store {
    /// Logs a roll and trims the user's log to the newest `history_per_user`. A `key` that
    /// was already logged is [`StoreError::AlreadyExists`]; use [`Store::log_roll_once`] to
    /// get the earlier roll instead.
    pub async fn log_roll(&self, roll: &NewRoll) -> Result<RollRecord> {
        let record = match self.insert_roll(roll, InsertMode::Plain).await? {
            Some(row) => RollRecord::from(row),
            None => return Err(StoreError::Database("the roll was not logged".into())),
        };
        self.trim_history(&record.platform, &record.user).await?;
        Ok(record)
    }

    /// Logs a roll under its `key` exactly once, even when several processes race with the
    /// same key: the first wins and gets `(record, true)`; the others log nothing and get
    /// the first's record and `false`. A roll without a key is simply logged.
    pub async fn log_roll_once(&self, roll: &NewRoll) -> Result<(RollRecord, bool)> {
        let Some(key) = roll.key.as_deref() else {
            return Ok((self.log_roll(roll).await?, true));
        };
        // Twice at most: the winner's record can only vanish between the two statements if
        // that user's log was trimmed in between, and then this roll may take the key.
        for _ in 0..2 {
            let inserted = self.insert_roll(roll, InsertMode::UnlessKeyExists).await?;
            if let Some(row) = inserted {
                let record = RollRecord::from(row);
                self.trim_history(&record.platform, &record.user).await?;
                return Ok((record, true));
            }
            if let Some(existing) = self.roll_by_key(key).await? {
                return Ok((existing, false));
            }
        }
        Err(StoreError::Database(format!(
            "roll key '{key}' neither inserted nor found"
        )))
    }

    /// The user's newest `n` rolls, newest first.
    pub async fn history(&self, platform: &str, user: &str, n: u32) -> Result<Vec<RollRecord>> {
        let rows: Vec<RollRow> = on_pool!(self, pool => {
            sqlx::query_as(concat!(
                "SELECT ",
                roll_columns!(),
                " FROM rolls WHERE platform = $1 AND user_id = $2 ORDER BY id DESC LIMIT $3"
            ))
            .bind(platform)
            .bind(user)
            .bind(i64::from(n))
            .fetch_all(pool)
            .await?
        });
        Ok(rows.into_iter().map(RollRecord::from).collect())
    }

    /// A roll by id, whoever made it: a "roll again" button carries only the id, and the
    /// adapter decides whether the clicking user may reuse it.
    pub async fn roll_by_id(&self, id: i64) -> Result<Option<RollRecord>> {
        let row: Option<RollRow> = on_pool!(self, pool => {
            sqlx::query_as(concat!("SELECT ", roll_columns!(), " FROM rolls WHERE id = $1"))
                .bind(id)
                .fetch_optional(pool)
                .await?
        });
        Ok(row.map(RollRecord::from))
    }

    pub async fn roll_by_key(&self, key: &str) -> Result<Option<RollRecord>> {
        let row: Option<RollRow> = on_pool!(self, pool => {
            sqlx::query_as(concat!(
                "SELECT ",
                roll_columns!(),
                " FROM rolls WHERE roll_key = $1"
            ))
            .bind(key)
            .fetch_optional(pool)
            .await?
        });
        Ok(row.map(RollRecord::from))
    }

    /// Inserts `roll` and returns its row; with [`InsertMode::UnlessKeyExists`] a roll whose
    /// key is already logged inserts nothing and returns `None`, while a plain insert of a
    /// logged key is [`StoreError::AlreadyExists`].
    async fn insert_roll(&self, roll: &NewRoll, mode: InsertMode) -> Result<Option<RollRow>> {
        let sql = match mode {
            InsertMode::Plain => concat!(
                "INSERT INTO rolls (platform, user_id, chat_id, input, canonical, dialect, \
                 result, total, roll_key, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ",
                roll_columns!()
            ),
            // The unique index on roll_key decides, atomically, which racing insert wins.
            InsertMode::UnlessKeyExists => concat!(
                "INSERT INTO rolls (platform, user_id, chat_id, input, canonical, dialect, \
                 result, total, roll_key, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) \
                 ON CONFLICT (roll_key) DO NOTHING RETURNING ",
                roll_columns!()
            ),
        };
        let now = now();
        let inserted = on_pool!(self, pool => {
            sqlx::query_as(sql)
                .bind(&roll.platform)
                .bind(&roll.user)
                .bind(&roll.chat)
                .bind(&roll.input)
                .bind(&roll.canonical)
                .bind(&roll.dialect)
                .bind(&roll.result)
                .bind(roll.total)
                .bind(&roll.key)
                .bind(now)
                .fetch_optional(pool)
                .await
                .map_err(|e| match e {
                    sqlx::Error::Database(d) if d.is_unique_violation() => {
                        StoreError::AlreadyExists(roll.key.clone().unwrap_or_default())
                    }
                    other => StoreError::from(other),
                })?
        });
        Ok(inserted)
    }

    /// Deletes all but the user's newest `history_per_user` rolls (at least one is kept).
    async fn trim_history(&self, platform: &str, user: &str) -> Result<()> {
        let keep = i64::from(self.config.history_per_user.max(1));
        on_pool!(self, pool => {
            sqlx::query(
                "DELETE FROM rolls WHERE platform = $1 AND user_id = $2 AND id <= \
                 (SELECT id FROM rolls WHERE platform = $1 AND user_id = $2 \
                  ORDER BY id DESC LIMIT 1 OFFSET $3)",
            )
            .bind(platform)
            .bind(user)
            .bind(keep)
            .execute(pool)
            .await?;
        });
        Ok(())
    }
}
