//! The roll log: every roll a bot makes, for `/history`, `/verify`, "roll again" buttons and
//! Telegram's fair inline rolls, kept for a configured number of days.

use crate::backend::{now, on_pool};
use crate::error::{Result, StoreError};
use crate::Store;

/// Where a roll was made, as `/verify` tells it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Place {
    /// In a group, channel or server, for its members to see.
    #[default]
    Chat,
    /// In a private conversation with the bot.
    Private,
    /// A Telegram inline message, in whatever chat its sender chose.
    Inline,
    /// A secret roll for the GMs: its dice are theirs and the roller's to see.
    Gm,
}

impl Place {
    pub fn as_str(self) -> &'static str {
        match self {
            Place::Chat => "chat",
            Place::Private => "private",
            Place::Inline => "inline",
            Place::Gm => "gm",
        }
    }

    /// A place this version does not know reads as a chat, the most guarded answer.
    fn from_db(text: &str) -> Place {
        match text {
            "private" => Place::Private,
            "inline" => Place::Inline,
            "gm" => Place::Gm,
            _ => Place::Chat,
        }
    }
}

/// A roll to log. `dialect` is the dialect's name; `result` is whatever the bot wants back
/// (rendered text or JSON); `key` makes the roll unique (a Telegram `inline_message_id`);
/// `detail` is the whole roll in plain text, every die, for `/verify`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NewRoll {
    pub platform: String,
    pub user: String,
    /// The roller's name as shown at the time.
    pub user_name: Option<String>,
    pub chat: Option<String>,
    pub place: Place,
    pub detail: Option<String>,
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
    pub user_name: Option<String>,
    pub chat: Option<String>,
    pub place: Place,
    pub detail: Option<String>,
    pub input: String,
    pub canonical: String,
    pub dialect: String,
    pub result: String,
    pub total: Option<f64>,
    pub key: Option<String>,
    /// Unix seconds.
    pub created_at: i64,
}

/// The columns of [`roll_columns!`], in order (sqlx reads rows into flat tuples only).
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
    Option<String>,
    String,
    Option<String>,
);

/// The columns of a [`RollRow`], in order.
macro_rules! roll_columns {
    () => {
        "id, platform, user_id, chat_id, input, canonical, dialect, result, total, roll_key, \
         created_at, user_name, place, detail"
    };
}

#[derive(Clone, Copy)]
enum InsertMode {
    Plain,
    UnlessKeyExists,
}

impl From<RollRow> for RollRecord {
    fn from(row: RollRow) -> Self {
        let (
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
            user_name,
            place,
            detail,
        ) = row;
        RollRecord {
            id,
            platform,
            user,
            user_name,
            chat,
            place: Place::from_db(&place),
            detail,
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
    /// Logs a roll (see `retention` for when old ones go). A `key` that was already logged
    /// is [`StoreError::AlreadyExists`]; use [`Store::log_roll_once`] to get the earlier roll
    /// instead.
    pub async fn log_roll(&self, roll: &NewRoll) -> Result<RollRecord> {
        let record = match self.insert_roll(roll, InsertMode::Plain).await? {
            Some(row) => RollRecord::from(row),
            None => return Err(StoreError::Database("the roll was not logged".into())),
        };
        self.logged(1);
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
        // the log was trimmed in between, and then this roll may take the key. A winner past
        // the retention but not yet trimmed still holds the key, so it is read regardless.
        for _ in 0..2 {
            let inserted = self.insert_roll(roll, InsertMode::UnlessKeyExists).await?;
            if let Some(row) = inserted {
                self.logged(1);
                return Ok((RollRecord::from(row), true));
            }
            if let Some(existing) = self.roll_with_key(key, i64::MIN).await? {
                return Ok((existing, false));
            }
        }
        Err(StoreError::Database(format!(
            "roll key '{key}' neither inserted nor found"
        )))
    }

    /// The user's newest `n` rolls, newest first.
    pub async fn history(&self, platform: &str, user: &str, n: u32) -> Result<Vec<RollRecord>> {
        let cutoff = self.log_cutoff();
        let rows: Vec<RollRow> = on_pool!(self, pool => {
            sqlx::query_as(concat!(
                "SELECT ",
                roll_columns!(),
                " FROM rolls WHERE platform = $1 AND user_id = $2 AND created_at >= $4 \
                 ORDER BY id DESC LIMIT $3"
            ))
            .bind(platform)
            .bind(user)
            .bind(i64::from(n))
            .bind(cutoff)
            .fetch_all(pool)
            .await?
        });
        Ok(rows.into_iter().map(RollRecord::from).collect())
    }

    /// A roll by id, whoever made it: a "roll again" button carries only the id, and the
    /// adapter decides whether the clicking user may reuse it.
    pub async fn roll_by_id(&self, id: i64) -> Result<Option<RollRecord>> {
        let cutoff = self.log_cutoff();
        let row: Option<RollRow> = on_pool!(self, pool => {
            sqlx::query_as(concat!(
                "SELECT ",
                roll_columns!(),
                " FROM rolls WHERE id = $1 AND created_at >= $2"
            ))
            .bind(id)
            .bind(cutoff)
            .fetch_optional(pool)
            .await?
        });
        Ok(row.map(RollRecord::from))
    }

    /// The roll logged under `key`, unless it is past the retention.
    pub async fn roll_by_key(&self, key: &str) -> Result<Option<RollRecord>> {
        self.roll_with_key(key, self.log_cutoff()).await
    }

    /// The roll logged under `key` at `cutoff` or later.
    async fn roll_with_key(&self, key: &str, cutoff: i64) -> Result<Option<RollRecord>> {
        let row: Option<RollRow> = on_pool!(self, pool => {
            sqlx::query_as(concat!(
                "SELECT ",
                roll_columns!(),
                " FROM rolls WHERE roll_key = $1 AND created_at >= $2"
            ))
            .bind(key)
            .bind(cutoff)
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
                 result, total, roll_key, created_at, user_name, place, detail) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING ",
                roll_columns!()
            ),
            // The unique index on roll_key decides, atomically, which racing insert wins.
            InsertMode::UnlessKeyExists => concat!(
                "INSERT INTO rolls (platform, user_id, chat_id, input, canonical, dialect, \
                 result, total, roll_key, created_at, user_name, place, detail) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) \
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
                .bind(&roll.user_name)
                .bind(roll.place.as_str())
                .bind(&roll.detail)
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
}
