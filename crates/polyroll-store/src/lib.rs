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
//! embedded and applied when the store first reaches its database.
//!
//! **A database that is down is not fatal.** [`Store::open`] contacts nothing: a task in the
//! background connects and migrates, retrying with growing waits until it succeeds, so a
//! database that appears later (a directory created, a server started) is picked up without
//! a restart. Each call has a deadline ([`StoreConfig::call_timeout`]) and a circuit breaker
//! refuses calls at once for a moment after the store just failed twice in a row; both fail
//! with [`StoreError::Unavailable`].

mod aliases;
mod backend;
mod checkpoint;
mod defaults;
mod error;
mod events;
mod fair;
mod group;
mod health;
mod links;
mod metrics;
mod migrations;
mod names;
mod pending;
mod rerolls;
mod retention;
mod rolls;
mod rules;
mod settings;
mod trays;

pub use aliases::{AliasMap, SavedAlias};
pub use backend::now as unix_now;
pub use error::{
    EntryProblem, FormulaProblem, ImportProblem, SettingProblem, StoreError, TrayProblem,
};
pub use events::HANDLED_DAYS;
pub use fair::{reveal_grace, FairBoard, PeriodSeed, SeedPeriod};
pub use links::{NewLink, SessionLink, LINK_TOKEN_CHARS};
pub use names::name_problem;
pub use pending::{Moved, PENDING_DAYS};
pub use rerolls::{NewReroll, RerollLink, Rerolled};
pub use rolls::{FairRoll, NewRoll, Place, RollId, RollRecord};
pub use rules::{
    NameProblem, MAX_DESCRIPTION_CHARS, MAX_FORMULA_CHARS, MAX_NAME_CHARS, NAME_RULE,
    PLAYER_SEED_KEY,
};
pub use trays::{
    check_buttons, normalize_tray_name, Tray, TrayButton, TraySummary, MAX_LABEL_CHARS,
    MAX_TRAYS_PER_OWNER, MAX_TRAY_BUTTONS,
};

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use backend::Backend;
use error::Result;
use health::Health;

/// Limits that differ between deployments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoreConfig {
    /// Aliases one owner (a user or a chat) may keep.
    pub max_aliases_per_owner: u32,
    /// Days a roll stays in the log (for `/history`, `/verify`, buttons); older ones are
    /// never shown and are deleted in the background. Keyed inline rolls and GM rolls are
    /// kept as long.
    pub log_days: u32,
    /// Rolls this process logs between two deletions of old ones (a minute passing does
    /// too): bounds how far the table outgrows the retention.
    pub trim_every: u32,
    /// How long one call (a query, or a transaction) may take, waiting for a connection
    /// included, before it fails as unavailable. A bot answering people wants this short.
    pub call_timeout: Duration,
}

impl Default for StoreConfig {
    fn default() -> Self {
        StoreConfig {
            max_aliases_per_owner: 200,
            log_days: 90,
            trim_every: 1000,
            call_timeout: Duration::from_secs(10),
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
    health: Arc<Health>,
    trim: Arc<retention::TrimClock>,
    defaults: Arc<defaults::Defaults>,
    group: Arc<group::GroupCommit>,
    /// Stops the background connector when the last clone goes.
    _connector: Arc<AbortOnDrop>,
    /// A SQLite file's background checkpoints, stopped the same way.
    checkpoints: Option<Arc<AbortOnDrop>>,
}

#[derive(Debug)]
/// A background task that ends with its owner.
pub(crate) struct AbortOnDrop(pub(crate) tokio::task::AbortHandle);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

impl Store {
    /// Opens `url` — `sqlite://FILE` (created if missing), `sqlite::memory:` or
    /// `postgres://…` — and waits for the first attempt to reach it. A database that can't
    /// be reached is [`StoreError::Unavailable`]; a URL of another kind is
    /// [`StoreError::Config`]. A long-running bot wants [`Store::open`] instead.
    pub async fn connect(url: &str) -> Result<Store> {
        Store::connect_with(url, StoreConfig::default()).await
    }

    pub async fn connect_with(url: &str, config: StoreConfig) -> Result<Store> {
        let store = Store::open(url, config)?;
        store.first_attempt().await?;
        Ok(store)
    }

    /// Checks `url` and returns at once, connecting in the background (retrying until the
    /// database is there). Only a URL of another kind is an error ([`StoreError::Config`]).
    /// Must be called within a Tokio runtime.
    pub fn open(url: &str, config: StoreConfig) -> Result<Store> {
        let backend = Backend::open(url)?;
        let defaults = Arc::new(defaults::Defaults::new(url, &backend));
        let health = Arc::new(Health::new(config.call_timeout));
        let task = tokio::spawn(backend::connect_forever(backend.clone(), health.clone()));
        let checkpoints = backend.sqlite_file().map(|options| {
            let task = tokio::spawn(checkpoint::run(options, health.clone()));
            Arc::new(AbortOnDrop(task.abort_handle()))
        });
        Ok(Store {
            backend,
            config,
            health,
            trim: Arc::new(retention::TrimClock::new()),
            defaults,
            group: Arc::default(),
            _connector: Arc::new(AbortOnDrop(task.abort_handle())),
            checkpoints,
        })
    }

    /// Waits for the first connection attempt to finish: `Ok` when the store is ready,
    /// else why the attempt failed (the connector keeps trying).
    pub async fn first_attempt(&self) -> Result<()> {
        let mut rx = self.health.readiness();
        let state = rx
            .wait_for(|r| r.attempts > 0)
            .await
            .map_err(|_| StoreError::Unavailable("the store was closed".into()))?
            .clone();
        match state.last_error {
            Some(e) if !state.ready => Err(e),
            _ => Ok(()),
        }
    }

    /// True once the database has been reached and migrated (it may still fail later).
    pub fn is_ready(&self) -> bool {
        self.health.is_ready()
    }

    /// Statements sent to the database so far by this store and its clones (a transaction
    /// counts its BEGIN, its statements and its COMMIT): for tests and benchmarks.
    pub fn round_trips(&self) -> u64 {
        self.health.round_trips()
    }

    /// Adds the store's metrics (call latency, round trips) to `registry`; they keep
    /// counting for every clone of this store.
    pub fn register_metrics(&self, registry: &mut prometheus_client::registry::Registry) {
        self.health.metrics.register(registry);
    }

    /// One trivial query through the usual deadline and breaker: `Ok` when the database
    /// answers now. For health checks.
    pub async fn ping(&self) -> Result<()> {
        backend::on_pool!(self, conn => {
            sqlx::query("SELECT 1").execute(conn).await?;
        });
        Ok(())
    }

    /// Closes the pool, waiting for queries in flight; later calls fail as unavailable.
    pub async fn close(&self) {
        self._connector.0.abort();
        if let Some(checkpoints) = &self.checkpoints {
            checkpoints.0.abort();
        }
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
