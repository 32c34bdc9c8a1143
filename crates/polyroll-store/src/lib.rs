//! Polyroll's storage: personal and chat aliases, settings and the roll log, on SQLite (the
//! default, nothing to install) or PostgreSQL (several bot processes sharing one store).
//!
//! ```no_run
//! # async fn demo() -> Result<(), polyroll_store::StoreError> {
//! use polyroll_store::{Owner, Store};
//! use polyroll_core::Dialect;
//!
//! let store = Store::connect("sqlite://polyroll.db").await?;
//! let me = Owner::user("telegram", "42");
//! store.set_alias(&me, "str", "3", Dialect::Standard, Some("Strength bonus")).await?;
//! let vars = store.resolver("telegram", "42", Some("-100123")).await?;
//! // `vars` is a `polyroll_core::Resolver`: `1d20 + [str]` now reads 3.
//! # Ok(()) }
//! ```
//!
//! **Permissions are the adapter's job.** The store writes wherever the [`Owner`] it is given
//! says: an adapter passes `Owner::chat(..)` only after it has checked that the user may
//! change that chat's aliases (a Discord GM role, a Telegram chat admin). What the store does
//! guarantee is that every read and write is scoped to exactly that owner, through bound
//! parameters only, so one user can never reach another's aliases by anything they type.
//!
//! Migrations (`migrations/sqlite`, `migrations/postgres` at the top of the repository) are
//! embedded and applied by [`Store::connect`].

mod aliases;
mod backend;
mod error;
mod names;
mod rolls;
mod settings;

pub use aliases::{AliasMap, SavedAlias};
pub use error::StoreError;
pub use names::{
    name_problem, NameProblem, MAX_DESCRIPTION_CHARS, MAX_FORMULA_CHARS, MAX_NAME_CHARS, NAME_RULE,
};
pub use rolls::{NewRoll, RollRecord};

use std::fmt;

use backend::Backend;
use error::Result;

/// Limits that differ between deployments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoreConfig {
    /// Aliases one owner (a user or a chat) may keep.
    pub max_aliases_per_owner: u32,
    /// Rolls kept per user in the log; older ones are deleted as new ones arrive. At least
    /// one is always kept, so the roll just logged can be found again.
    pub history_per_user: u32,
}

impl Default for StoreConfig {
    fn default() -> Self {
        StoreConfig {
            max_aliases_per_owner: 200,
            history_per_user: 100,
        }
    }
}

/// Whose alias or setting: one person's, or a whole chat's (a Discord server, a Telegram
/// group).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scope {
    User,
    Chat,
}

impl Scope {
    pub fn as_str(self) -> &'static str {
        match self {
            Scope::User => "user",
            Scope::Chat => "chat",
        }
    }

    fn from_db(text: &str) -> Result<Scope> {
        match text {
            "user" => Ok(Scope::User),
            "chat" => Ok(Scope::Chat),
            other => Err(StoreError::Database(format!(
                "stored scope '{other}' is neither user nor chat"
            ))),
        }
    }
}

impl fmt::Display for Scope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The owner of aliases and settings: a user or a chat on one platform. Ids are the
/// platform's own (a Discord snowflake, a Telegram chat id) as text.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Owner {
    pub platform: String,
    pub scope: Scope,
    pub id: String,
}

impl Owner {
    pub fn user(platform: &str, id: &str) -> Owner {
        Owner {
            platform: platform.to_string(),
            scope: Scope::User,
            id: id.to_string(),
        }
    }

    pub fn chat(platform: &str, id: &str) -> Owner {
        Owner {
            platform: platform.to_string(),
            scope: Scope::Chat,
            id: id.to_string(),
        }
    }
}

/// A handle on the store; clones share one connection pool.
#[derive(Clone, Debug)]
pub struct Store {
    backend: Backend,
    config: StoreConfig,
}

impl Store {
    /// Opens `url` — `sqlite://FILE` (created if missing), `sqlite::memory:` or
    /// `postgres://…` — and applies the migrations. A database that can't be reached is
    /// [`StoreError::Unavailable`]; a URL of another kind is [`StoreError::Config`].
    pub async fn connect(url: &str) -> Result<Store> {
        Store::connect_with(url, StoreConfig::default()).await
    }

    pub async fn connect_with(url: &str, config: StoreConfig) -> Result<Store> {
        let backend = Backend::connect(url).await?;
        Ok(Store { backend, config })
    }

    /// Closes the pool, waiting for queries in flight; later calls fail as unavailable.
    pub async fn close(&self) {
        self.backend.close().await;
    }

    /// `"sqlite"` or `"postgres"`.
    pub fn backend_name(&self) -> &'static str {
        self.backend.name()
    }

    pub fn config(&self) -> StoreConfig {
        self.config
    }
}
