//! Per-owner settings: the default dialect, and free key/value pairs for the adapters (the
//! Discord adapter keeps a server's GM role here).

use polyroll_core::Dialect;

use crate::backend::{bind_owner, on_pool};
use crate::error::{Result, StoreError};
use crate::names::{check_setting, normalize_saved_name};
use crate::rules::DIALECT_KEY;
use crate::{Owner, Store};

/// The condition for the rows of the dialect setting (`$4`) of the user (`$2`) and of the
/// chat (`$3`) on platform `$1`; a macro so that queries can `concat!` it.
macro_rules! dialect_rows {
    () => {
        "WHERE platform = $1 AND setting_key = $4 \
         AND ((scope = 'user' AND owner_id = $2) OR (scope = 'chat' AND owner_id = $3))"
    };
}
pub(crate) use dialect_rows;

impl Store {
    /// Sets (or with `None` clears) the owner's default dialect.
    pub async fn set_dialect(&self, owner: &Owner, dialect: Option<Dialect>) -> Result<()> {
        self.set_setting(owner, DIALECT_KEY, dialect.map(Dialect::name))
            .await
    }

    /// The owner's default dialect, if one was set.
    pub async fn dialect(&self, owner: &Owner) -> Result<Option<Dialect>> {
        let Some(name) = self.setting(owner, DIALECT_KEY).await? else {
            return Ok(None);
        };
        name.parse()
            .map(Some)
            .map_err(|e| StoreError::Database(format!("stored dialect: {e}")))
    }

    /// The default dialects of `user` and of `chat` (either may be unset), in one query
    /// (see [`Store::dialects`] for the read a roll makes).
    pub(crate) async fn read_dialects(
        &self,
        platform: &str,
        user: &str,
        chat: Option<&str>,
    ) -> Result<(Option<Dialect>, Option<Dialect>)> {
        let rows: Vec<(String, String)> = on_pool!(self, pool => {
            sqlx::query_as(concat!("SELECT scope, value FROM settings ", dialect_rows!()))
            .bind(platform)
            .bind(user)
            .bind(chat)
            .bind(DIALECT_KEY)
            .fetch_all(pool)
            .await?
        });
        user_and_chat_dialects(rows)
    }

    /// Sets (or with `None` clears) one of the owner's settings. Keys follow the alias name
    /// rules (case-insensitive); values are at most 1000 characters. The key `dialect` holds
    /// what [`Store::set_dialect`] sets and accepts only a dialect's name.
    pub async fn set_setting(&self, owner: &Owner, key: &str, value: Option<&str>) -> Result<()> {
        let (key, value) = check_setting(key, value)?;
        on_pool!(self, pool => {
            match &value {
                Some(value) => bind_owner!(sqlx::query(
                    "INSERT INTO settings (platform, scope, owner_id, setting_key, value) \
                     VALUES ($1, $2, $3, $4, $5) \
                     ON CONFLICT (platform, scope, owner_id, setting_key) \
                     DO UPDATE SET value = excluded.value",
                ), owner)
                .bind(&key)
                .bind(value)
                .execute(pool)
                .await?,
                None => bind_owner!(sqlx::query(
                    "DELETE FROM settings \
                     WHERE platform = $1 AND scope = $2 AND owner_id = $3 AND setting_key = $4",
                ), owner)
                .bind(&key)
                .execute(pool)
                .await?,
            };
        });
        self.settings_changed().await;
        Ok(())
    }

    /// One of the owner's settings, if set.
    pub async fn setting(&self, owner: &Owner, key: &str) -> Result<Option<String>> {
        let key = normalize_saved_name(key)?;
        let value = on_pool!(self, pool => {
            bind_owner!(sqlx::query_scalar(
                "SELECT value FROM settings \
                 WHERE platform = $1 AND scope = $2 AND owner_id = $3 AND setting_key = $4",
            ), owner)
            .bind(&key)
            .fetch_optional(pool)
            .await?
        });
        Ok(value)
    }
}

/// `(scope, value)` rows of the dialect setting as the user's and the chat's dialects.
pub(crate) fn user_and_chat_dialects(
    rows: impl IntoIterator<Item = (String, String)>,
) -> Result<(Option<Dialect>, Option<Dialect>)> {
    let (mut mine, mut chats) = (None, None);
    for (scope, value) in rows {
        let dialect: Dialect = value
            .parse()
            .map_err(|e| StoreError::Database(format!("stored dialect: {e}")))?;
        match scope.as_str() {
            "user" => mine = Some(dialect),
            _ => chats = Some(dialect),
        }
    }
    Ok((mine, chats))
}
