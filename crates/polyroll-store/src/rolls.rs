//! The roll log: every roll a bot makes, for `/history`, `/verify`, "roll again" buttons and
//! Telegram's fair inline rolls, kept for a configured number of days.

use crate::backend::{now, on_pool};
use crate::error::{Result, StoreError};
use crate::Store;

/// Where a roll was made and so who may see it again (`/verify`, "Roll again").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Place {
    /// In a group or a channel, for those who can read it there.
    #[default]
    Chat,
    /// In a private conversation with the bot.
    Private,
    /// A Telegram inline message, in whatever chat its sender chose.
    Inline,
    /// A secret roll for the GMs: its dice are theirs and the roller's to see.
    Gm,
    /// A secret roll only its roller saw (Discord's `secret: self`).
    Secret,
}

impl Place {
    pub fn as_str(self) -> &'static str {
        match self {
            Place::Chat => "chat",
            Place::Private => "private",
            Place::Inline => "inline",
            Place::Gm => "gm",
            Place::Secret => "secret",
        }
    }

    /// A place this version does not know reads as a secret roll, the most guarded answer.
    pub(crate) fn from_db(text: &str) -> Place {
        match text {
            "chat" => Place::Chat,
            "private" => Place::Private,
            "inline" => Place::Inline,
            "gm" => Place::Gm,
            _ => Place::Secret,
        }
    }
}

/// The id users see for a logged roll, in replies, `/verify` and buttons. Drawn at random,
/// so knowing one id tells nothing of any other and ids cannot be counted through; the
/// row's own number stays inside the store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RollId {
    /// 60 random bits, shown as 12 characters of Crockford's base32 (`k3x9a2b7q1m4`).
    Drawn(i64),
    /// A roll logged before ids were drawn: the row number it was shown with then.
    Legacy(i64),
}

/// Crockford's base32: digits and lower-case letters without i, l, o and u, so an id read
/// aloud or copied by hand is hard to get wrong.
const BASE32: &[u8; 32] = b"0123456789abcdefghjkmnpqrstvwxyz";
/// Characters of a drawn id: 12 of 5 bits each.
const DRAWN_CHARS: usize = 12;
const DRAWN_BITS: u32 = 60;

impl RollId {
    /// A fresh id from the operating system's random source.
    pub(crate) fn draw() -> Result<RollId> {
        use rand::TryRngCore;
        let bits = rand::rngs::OsRng
            .try_next_u64()
            .map_err(|e| StoreError::Database(format!("no random roll id: {e}")))?;
        let drawn = bits >> (64 - DRAWN_BITS);
        // 60 bits always fit an i64 (both databases store a signed 64-bit integer).
        Ok(RollId::Drawn(i64::try_from(drawn).unwrap_or_default()))
    }

    /// Reads an id as a user types it: a drawn id in either case (`I` and `L` read as 1,
    /// `O` as 0, as Crockford's base32 allows), or an older roll's number; a leading `#` is
    /// fine. `None` for anything else.
    pub fn parse(text: &str) -> Option<RollId> {
        let text = text.trim();
        let text = text.strip_prefix('#').unwrap_or(text);
        if text.len() == DRAWN_CHARS {
            let mut value: i64 = 0;
            for c in text.chars() {
                let c = match c.to_ascii_lowercase() {
                    'i' | 'l' => '1',
                    'o' => '0',
                    c => c,
                };
                let digit = BASE32.iter().position(|&b| char::from(b) == c)?;
                value = value * 32 + i64::try_from(digit).ok()?;
            }
            return Some(RollId::Drawn(value));
        }
        // Numbers were shown from 1 up; a drawn id is never all this short.
        if !text.is_empty() && text.len() < DRAWN_CHARS && text.bytes().all(|b| b.is_ascii_digit())
        {
            return text.parse().ok().map(RollId::Legacy);
        }
        None
    }
}

impl std::fmt::Display for RollId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            RollId::Legacy(number) => write!(f, "{number}"),
            RollId::Drawn(value) => {
                let mut out = [0u8; DRAWN_CHARS];
                for (i, slot) in out.iter_mut().enumerate() {
                    let shift = 5 * (DRAWN_CHARS - 1 - i);
                    let digit = usize::try_from((value >> shift) & 31).unwrap_or_default();
                    *slot = BASE32[digit];
                }
                f.write_str(std::str::from_utf8(&out).unwrap_or_default())
            }
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
    /// The server or group: owns the settings and aliases the roll read.
    pub chat: Option<String>,
    /// Where the roll was made and shown: a Discord channel, a Telegram chat.
    pub channel: Option<String>,
    pub place: Place,
    pub detail: Option<String>,
    pub input: String,
    pub canonical: String,
    pub dialect: String,
    pub result: String,
    pub total: Option<f64>,
    pub key: Option<String>,
    /// The fair source's inputs the dice came from; `None` for dice from elsewhere.
    pub fair: Option<FairRoll>,
}

/// What anyone needs, beside the period's server seed once it is revealed, to recompute
/// the faces of a roll drawn from the fair source (`docs/fairness.md`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FairRoll {
    /// The period's start (Unix seconds): whose seed keyed the dice.
    pub period: i64,
    /// The platform's id of the request (`discord:interaction:ID`, …).
    pub request: String,
    /// The roller's player seed in force; empty when none was set.
    pub player: String,
    /// The dice the request drew up to the end of this roll, in draw order, as
    /// `docs/fairness.py` reads them (`d6 dF 1..100 [1,5,10]`): a roll of a set or a
    /// sentence starts where the one before it ended.
    pub dice: String,
    /// This roll's faces in draw order: those of the last dice of [`FairRoll::dice`].
    pub faces: String,
}

/// A logged roll. Ids are never reused, even after old rolls are trimmed.
#[derive(Clone, Debug, PartialEq)]
pub struct RollRecord {
    /// The row's number, the store's own: users see [`RollRecord::shown`].
    pub id: i64,
    /// The id users see.
    pub shown: RollId,
    pub platform: String,
    pub user: String,
    pub user_name: Option<String>,
    pub chat: Option<String>,
    pub channel: Option<String>,
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
    /// The fair source's inputs the dice came from; `None` for dice from elsewhere.
    pub fair: Option<FairRoll>,
}

/// A row of [`roll_columns!`], read by position: more columns than sqlx reads into a tuple.
pub(crate) struct RollRow(RollRecord);

impl RollRow {
    /// The row `roll` became once written at `created_at` as `id` under `public_id`: what
    /// reading it back would give.
    pub(crate) fn written(roll: NewRoll, id: i64, public_id: i64, created_at: i64) -> RollRow {
        let NewRoll {
            platform,
            user,
            user_name,
            chat,
            channel,
            place,
            detail,
            input,
            canonical,
            dialect,
            result,
            total,
            key,
            fair,
        } = roll;
        RollRow(RollRecord {
            id,
            shown: RollId::Drawn(public_id),
            platform,
            user,
            user_name,
            chat,
            channel,
            place,
            detail,
            input,
            canonical,
            dialect,
            result,
            total,
            key,
            created_at,
            fair,
        })
    }
}

/// The columns of a [`RollRow`], in order.
macro_rules! roll_columns {
    () => {
        "id, platform, user_id, chat_id, input, canonical, dialect, result, total, roll_key, \
         created_at, user_name, place, detail, channel_id, public_id, \
         fair_period, fair_request, fair_player, fair_dice, fair_faces"
    };
}
pub(crate) use roll_columns;

/// Binds the values of a [`NewRoll`] written at `now` under `public_id`, in the order of
/// the inserts' column lists (20 parameters).
macro_rules! bind_roll {
    ($query:expr, $roll:expr, $now:expr, $public_id:expr) => {{
        let roll: &$crate::rolls::NewRoll = $roll;
        $query
            .bind(&roll.platform)
            .bind(&roll.user)
            .bind(&roll.chat)
            .bind(&roll.input)
            .bind(&roll.canonical)
            .bind(&roll.dialect)
            .bind(&roll.result)
            .bind(roll.total)
            .bind(&roll.key)
            .bind($now)
            .bind(&roll.user_name)
            .bind(roll.place.as_str())
            .bind(&roll.detail)
            .bind(&roll.channel)
            .bind($public_id)
            .bind(roll.fair.as_ref().map(|f| f.period))
            .bind(roll.fair.as_ref().map(|f| f.request.as_str()))
            .bind(roll.fair.as_ref().map(|f| f.player.as_str()))
            .bind(roll.fair.as_ref().map(|f| f.dice.as_str()))
            .bind(roll.fair.as_ref().map(|f| f.faces.as_str()))
    }};
}
pub(crate) use bind_roll;

/// [`roll_columns!`] as a constant, for statements built at run time.
pub(crate) const ROLL_COLUMNS: &str = roll_columns!();

#[derive(Clone, Copy)]
enum InsertMode {
    Plain,
    UnlessKeyExists,
}

impl<'r, R: sqlx::Row> sqlx::FromRow<'r, R> for RollRow
where
    usize: sqlx::ColumnIndex<R>,
    i64: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    f64: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    String: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
{
    fn from_row(row: &'r R) -> std::result::Result<Self, sqlx::Error> {
        let id: i64 = row.try_get(0)?;
        let place: String = row.try_get(12)?;
        let public_id: Option<i64> = row.try_get(15)?;
        let fair_period: Option<i64> = row.try_get(16)?;
        let fair_request: Option<String> = row.try_get(17)?;
        // All five or none: a roll not drawn from the fair source has none.
        let fair = match (fair_period, fair_request) {
            (Some(period), Some(request)) => Some(FairRoll {
                period,
                request,
                player: row.try_get::<Option<String>, _>(18)?.unwrap_or_default(),
                dice: row.try_get::<Option<String>, _>(19)?.unwrap_or_default(),
                faces: row.try_get::<Option<String>, _>(20)?.unwrap_or_default(),
            }),
            _ => None,
        };
        Ok(RollRow(RollRecord {
            id,
            shown: public_id.map_or(RollId::Legacy(id), RollId::Drawn),
            platform: row.try_get(1)?,
            user: row.try_get(2)?,
            user_name: row.try_get(11)?,
            chat: row.try_get(3)?,
            channel: row.try_get(14)?,
            place: Place::from_db(&place),
            detail: row.try_get(13)?,
            input: row.try_get(4)?,
            canonical: row.try_get(5)?,
            dialect: row.try_get(6)?,
            result: row.try_get(7)?,
            total: row.try_get(8)?,
            key: row.try_get(9)?,
            created_at: row.try_get(10)?,
            fair,
        }))
    }
}

impl From<RollRow> for RollRecord {
    fn from(row: RollRow) -> Self {
        row.0
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

    /// A roll by the id users see, whoever made it: the caller decides who may see it. An
    /// older roll's number finds only a roll logged before ids were drawn, so counting
    /// numbers up reaches none of the rolls made since.
    pub async fn roll_by_shown(&self, id: RollId) -> Result<Option<RollRecord>> {
        let cutoff = self.log_cutoff();
        let row: Option<RollRow> = on_pool!(self, pool => {
            match id {
                RollId::Drawn(value) => sqlx::query_as(concat!(
                    "SELECT ", roll_columns!(),
                    " FROM rolls WHERE public_id = $1 AND created_at >= $2"
                ))
                .bind(value),
                RollId::Legacy(number) => sqlx::query_as(concat!(
                    "SELECT ", roll_columns!(),
                    " FROM rolls WHERE id = $1 AND public_id IS NULL AND created_at >= $2"
                ))
                .bind(number),
            }
            .bind(cutoff)
            .fetch_optional(pool)
            .await?
        });
        Ok(row.map(RollRecord::from))
    }

    /// A roll anyone may see by its drawn id (one made for a chat or inline), for its public
    /// page. A secret, GM or private roll is not found, by the same single indexed query
    /// as an id never drawn, and no row of it is read into the process: the two answers
    /// cost the same.
    pub async fn public_roll(&self, id: i64) -> Result<Option<RollRecord>> {
        let cutoff = self.log_cutoff();
        let row: Option<RollRow> = on_pool!(self, pool => {
            sqlx::query_as(concat!(
                "SELECT ", roll_columns!(),
                " FROM rolls WHERE public_id = $1 AND created_at >= $2 \
                 AND place IN ('chat', 'inline')"
            ))
            .bind(id)
            .bind(cutoff)
            .fetch_optional(pool)
            .await?
        });
        Ok(row.map(RollRecord::from))
    }

    /// A roll by the row's own number (the store's, never shown to users).
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
        // A drawn id already taken (a chance in 2^60 per logged roll) draws again.
        let mut attempts = 0;
        loop {
            attempts += 1;
            match self.insert_once(roll, mode, RollId::draw()?).await {
                Err(StoreError::AlreadyExists(_)) if attempts < 3 => {
                    if let Some(key) = &roll.key {
                        if self.roll_by_key(key).await?.is_some() {
                            return Err(StoreError::AlreadyExists(key.clone()));
                        }
                    }
                }
                other => return other,
            }
        }
    }

    /// One attempt of [`Store::insert_roll`] under the id `shown`: with the rolls arriving
    /// with it (`group`), or alone when that did not write it.
    async fn insert_once(
        &self,
        roll: &NewRoll,
        mode: InsertMode,
        shown: RollId,
    ) -> Result<Option<RollRow>> {
        let public_id = match shown {
            RollId::Drawn(value) | RollId::Legacy(value) => value,
        };
        match self.insert_grouped(roll, public_id).await? {
            Some(row) => Ok(Some(row)),
            None => self.insert_drawn(roll, mode, shown).await,
        }
    }

    /// One attempt of [`Store::insert_roll`] under the id `shown`, alone: the unique keys
    /// decide and their errors are mapped here.
    async fn insert_drawn(
        &self,
        roll: &NewRoll,
        mode: InsertMode,
        shown: RollId,
    ) -> Result<Option<RollRow>> {
        let sql = match mode {
            InsertMode::Plain => concat!(
                "INSERT INTO rolls (platform, user_id, chat_id, input, canonical, dialect, \
                 result, total, roll_key, created_at, user_name, place, detail, channel_id, \
                 public_id, fair_period, fair_request, fair_player, fair_dice, fair_faces) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, \
                 $16, $17, $18, $19, $20) \
                 RETURNING ",
                roll_columns!()
            ),
            // The unique index on roll_key decides, atomically, which racing insert wins.
            InsertMode::UnlessKeyExists => concat!(
                "INSERT INTO rolls (platform, user_id, chat_id, input, canonical, dialect, \
                 result, total, roll_key, created_at, user_name, place, detail, channel_id, \
                 public_id, fair_period, fair_request, fair_player, fair_dice, fair_faces) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, \
                 $16, $17, $18, $19, $20) \
                 ON CONFLICT (roll_key) DO NOTHING RETURNING ",
                roll_columns!()
            ),
        };
        let public_id = match shown {
            RollId::Drawn(value) | RollId::Legacy(value) => value,
        };
        let now = now();
        let inserted = on_pool!(self, pool => {
            bind_roll!(sqlx::query_as(sql), roll, now, public_id)
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

#[cfg(test)]
mod tests {
    use super::RollId;

    #[test]
    fn drawn_ids_read_back_as_shown() {
        for value in [0, 1, 31, 32, 0x0abc_def0_1234_5678, (1 << 60) - 1] {
            let id = RollId::Drawn(value);
            let shown = id.to_string();
            assert_eq!(shown.len(), 12, "{shown}");
            assert_eq!(RollId::parse(&shown), Some(id));
            assert_eq!(
                RollId::parse(&format!("#{}", shown.to_uppercase())),
                Some(id)
            );
        }
        assert_eq!(RollId::Drawn((1 << 60) - 1).to_string(), "zzzzzzzzzzzz");
        // Crockford's look-alikes: I and L are 1, O is 0.
        assert_eq!(RollId::parse("OOOOOOOOOOOL"), Some(RollId::Drawn(1)));
    }

    #[test]
    fn older_numbers_and_nonsense() {
        assert_eq!(RollId::parse("#41"), Some(RollId::Legacy(41)));
        assert_eq!(RollId::Legacy(41).to_string(), "41");
        for bad in ["", "#", "abc", "-3", "4 1", "uuuuuuuuuuuu", "zzzzzzzzzzzzz"] {
            assert_eq!(RollId::parse(bad), None, "{bad}");
        }
    }
}
