//! Session log links (`/log`): a chat administrator's private link to the rolls one channel
//! saw in the open during a window of hours. The token in the link is 128 bits from the
//! operating system; the store keeps only its SHA-256, so the table (a backup, a replica)
//! opens no page. A link opens its page until it expires or its chat's links are revoked,
//! and then reads exactly like a token never drawn.

use sha2::{Digest, Sha256};

use crate::backend::on_pool;
use crate::error::{Result, StoreError};
use crate::rolls::{roll_columns, RollRow};
use crate::{RollRecord, Store};

/// Characters of a token: 26 of Crockford's base32 (lower case) carry its 128 bits.
pub const LINK_TOKEN_CHARS: usize = 26;

/// A link to make: whose chat, which channel's rolls, the window, and until when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewLink {
    pub platform: String,
    /// The server or group whose administrator asks: `/log revoke` there revokes it.
    pub chat: String,
    /// Where the rolls were shown (a Discord channel; elsewhere the chat itself).
    pub channel: String,
    /// Who asked for it (the platform's user id), for the operator.
    pub created_by: String,
    /// The window of the rolls shown, Unix seconds, both ends included.
    pub starts_at: i64,
    pub ends_at: i64,
    /// Unix seconds: the first second the link no longer opens.
    pub expires_at: i64,
}

/// A link that opens its page now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionLink {
    pub platform: String,
    pub chat: String,
    pub channel: String,
    pub starts_at: i64,
    pub ends_at: i64,
    pub created_at: i64,
    pub expires_at: i64,
}

type Row = (String, String, String, i64, i64, i64, i64, Option<i64>);

/// The columns of a [`Row`], for `concat!`.
macro_rules! columns {
    () => {
        "platform, chat_id, channel_id, starts_at, ends_at, created_at, expires_at, revoked_at"
    };
}

/// Crockford's base32, as roll ids write it.
const BASE32: &[u8; 32] = b"0123456789abcdefghjkmnpqrstvwxyz";

/// A fresh token from the operating system's generator.
fn draw_token() -> Result<String> {
    use rand::TryRngCore;
    let mut bytes = [0u8; 16];
    rand::rngs::OsRng
        .try_fill_bytes(&mut bytes)
        .map_err(|e| StoreError::Database(format!("no random link token: {e}")))?;
    let bits = u128::from_be_bytes(bytes);
    Ok((0..LINK_TOKEN_CHARS)
        .rev()
        .map(|i| {
            // 26 × 5 = 130 bits: the first character carries the top 3.
            let digit = (bits >> (5 * i)) & 31;
            char::from(BASE32[usize::try_from(digit).unwrap_or_default()])
        })
        .collect())
}

/// What the table keeps of a token: its SHA-256, in hex.
fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// Whether `text` can be a token at all: anything else is looked up never (a hash of it
/// is, so that every unknown token costs the same query).
fn well_formed(text: &str) -> bool {
    text.len() == LINK_TOKEN_CHARS && text.bytes().all(|b| BASE32.contains(&b))
}

impl Store {
    /// Makes a link at `now` and returns its token: the only time the token exists
    /// outside the link itself.
    pub async fn create_session_link(&self, link: &NewLink, now: i64) -> Result<String> {
        let token = draw_token()?;
        on_pool!(self, pool => {
            sqlx::query(
                "INSERT INTO session_links (token_hash, platform, chat_id, channel_id, \
                 created_by, starts_at, ends_at, created_at, expires_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            )
            .bind(token_hash(&token))
            .bind(&link.platform)
            .bind(&link.chat)
            .bind(&link.channel)
            .bind(&link.created_by)
            .bind(link.starts_at)
            .bind(link.ends_at)
            .bind(now)
            .bind(link.expires_at)
            .execute(pool)
            .await?;
        });
        Ok(token)
    }

    /// The link `token` names if it opens at `now`: `None` alike for a token never drawn,
    /// one that expired and one revoked (one query by hash in every case).
    pub async fn session_link(&self, token: &str, now: i64) -> Result<Option<SessionLink>> {
        // A malformed token is hashed and looked up too: it answers like any other miss.
        let hash = token_hash(if well_formed(token) { token } else { "" });
        let row: Option<Row> = on_pool!(self, pool => {
            sqlx::query_as(concat!(
                "SELECT ", columns!(), " FROM session_links WHERE token_hash = $1"
            ))
            .bind(&hash)
            .fetch_optional(pool)
            .await?
        });
        let Some((platform, chat, channel, starts_at, ends_at, created_at, expires_at, revoked)) =
            row
        else {
            return Ok(None);
        };
        if revoked.is_some() || now >= expires_at || !well_formed(token) {
            return Ok(None);
        }
        Ok(Some(SessionLink {
            platform,
            chat,
            channel,
            starts_at,
            ends_at,
            created_at,
            expires_at,
        }))
    }

    /// Revokes at `now` every link made in `chat` that is still open; how many.
    pub async fn revoke_session_links(&self, platform: &str, chat: &str, now: i64) -> Result<u64> {
        let done = on_pool!(self, pool => {
            sqlx::query(
                "UPDATE session_links SET revoked_at = $3 \
                 WHERE platform = $1 AND chat_id = $2 AND revoked_at IS NULL \
                 AND expires_at > $3",
            )
            .bind(platform)
            .bind(chat)
            .bind(now)
            .execute(pool)
            .await?
            .rows_affected()
        });
        Ok(done)
    }

    /// The rolls `link` shows, oldest first: those made in the open (for the chat, or
    /// inline into it) in its channel during its window, still in the log; the newest
    /// `limit` when there are more. Never a secret, GM or private roll, never another
    /// channel's.
    pub async fn session_rolls(&self, link: &SessionLink, limit: u32) -> Result<Vec<RollRecord>> {
        let from = link.starts_at.max(self.log_cutoff());
        let rows: Vec<RollRow> = on_pool!(self, pool => {
            sqlx::query_as(concat!(
                "SELECT ", roll_columns!(),
                " FROM rolls WHERE platform = $1 AND channel_id = $2 AND chat_id = $3 \
                 AND place IN ('chat', 'inline') AND created_at >= $4 AND created_at <= $5 \
                 ORDER BY created_at DESC, id DESC LIMIT $6"
            ))
            .bind(&link.platform)
            .bind(&link.channel)
            .bind(&link.chat)
            .bind(from)
            .bind(link.ends_at)
            .bind(i64::from(limit))
            .fetch_all(pool)
            .await?
        });
        let mut rolls: Vec<RollRecord> = rows.into_iter().map(RollRecord::from).collect();
        rolls.reverse();
        Ok(rolls)
    }

    /// Deletes links that expired before `before` (housework: they open nothing).
    pub(crate) async fn trim_links(&self, before: i64) -> Result<()> {
        on_pool!(self, pool => {
            sqlx::query("DELETE FROM session_links WHERE expires_at < $1")
                .bind(before)
                .execute(pool)
                .await?;
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_fresh_and_well_formed() {
        let a = draw_token().unwrap();
        let b = draw_token().unwrap();
        assert_ne!(a, b);
        for t in [&a, &b] {
            assert!(well_formed(t), "{t}");
        }
        assert!(!well_formed("0123"));
        assert!(!well_formed("uuuuuuuuuuuuuuuuuuuuuuuuuu"));
        assert_eq!(token_hash("x").len(), 64);
        assert_ne!(token_hash(&a), a);
    }
}
