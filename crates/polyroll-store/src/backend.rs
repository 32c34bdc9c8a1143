//! The two databases behind one [`Backend`]: opening them, migrating them, and the two
//! macros that run one piece of SQL code against whichever pool is open.
//!
//! The SQL is written once for both: `$1`-style parameters (sqlx's SQLite driver reads
//! `$N` as the N-th argument), `ON CONFLICT`, `RETURNING` and `excluded.` exist in both, and
//! only `TEXT`, 64-bit integers and doubles cross the boundary.

use std::str::FromStr;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use sqlx::migrate::Migrator;
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions};

use crate::error::{Result, StoreError};
use crate::Owner;

static SQLITE_MIGRATIONS: Migrator = sqlx::migrate!("../../migrations/sqlite");
static POSTGRES_MIGRATIONS: Migrator = sqlx::migrate!("../../migrations/postgres");

/// Long enough to ride out another process's write burst, short enough that a stuck
/// database answers with an error while the user still waits.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);
const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(10);
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
const MAX_CONNECTIONS: u32 = 8;

#[derive(Clone, Debug)]
pub(crate) enum Backend {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

impl Backend {
    pub(crate) async fn connect(url: &str) -> Result<Backend> {
        let url = url.trim();
        if url.starts_with("sqlite:") {
            connect_sqlite(url).await
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            connect_postgres(url).await
        } else {
            Err(StoreError::Config(
                "expected sqlite://FILE, sqlite::memory: or postgres://USER@HOST/DATABASE".into(),
            ))
        }
    }

    pub(crate) fn name(&self) -> &'static str {
        match self {
            Backend::Sqlite(_) => "sqlite",
            Backend::Postgres(_) => "postgres",
        }
    }

    pub(crate) async fn close(&self) {
        match self {
            Backend::Sqlite(pool) => pool.close().await,
            Backend::Postgres(pool) => pool.close().await,
        }
    }
}

async fn connect_sqlite(url: &str) -> Result<Backend> {
    let options = SqliteConnectOptions::from_str(url)?;
    let read_only = url.contains("mode=ro");
    let in_memory = url.contains(":memory:") || url.contains("mode=memory");
    let options = options
        .create_if_missing(!read_only)
        .busy_timeout(BUSY_TIMEOUT);
    let pool_options = SqlitePoolOptions::new().acquire_timeout(ACQUIRE_TIMEOUT);
    let pool = if in_memory {
        // An in-memory database lives as long as a connection to it: keep exactly one, for
        // ever, so the data cannot vanish with an idle connection.
        pool_options
            .max_connections(1)
            .idle_timeout(None)
            .max_lifetime(None)
            .connect_with(options)
            .await
            .map_err(unavailable)?
    } else {
        // WAL lets readers go on while one connection writes; writers queue on the busy
        // timeout (see `owner_tx!` for why they also start with BEGIN IMMEDIATE).
        pool_options
            .max_connections(MAX_CONNECTIONS)
            .connect_with(options.journal_mode(SqliteJournalMode::Wal))
            .await
            .map_err(unavailable)?
    };
    SQLITE_MIGRATIONS.run(&pool).await?;
    Ok(Backend::Sqlite(pool))
}

async fn connect_postgres(url: &str) -> Result<Backend> {
    let options = PgConnectOptions::from_str(url)?;
    let pool = PgPoolOptions::new()
        .max_connections(MAX_CONNECTIONS)
        .acquire_timeout(CONNECT_TIMEOUT)
        .connect_with(options)
        .await
        .map_err(unavailable)?;
    POSTGRES_MIGRATIONS.run(&pool).await?;
    Ok(Backend::Postgres(pool))
}

/// Whatever stops the first connection (refused, unknown host, bad password, unreadable
/// file) means the same to the bot: no store for now, roll without aliases.
fn unavailable(e: sqlx::Error) -> StoreError {
    match StoreError::from(e) {
        StoreError::Database(m) => StoreError::Unavailable(m),
        other => other,
    }
}

/// Runs `$body` with `$pool` bound to whichever pool is open; the body is the same code for
/// both, compiled once per backend.
macro_rules! on_pool {
    ($backend:expr, $pool:ident => $body:expr) => {
        match $backend {
            $crate::backend::Backend::Sqlite($pool) => $body,
            $crate::backend::Backend::Postgres($pool) => $body,
        }
    };
}

/// Runs `$body` in a transaction during which no other transaction — in this process or
/// another — writes for the same owner, so "count, then insert" cannot overshoot a limit and
/// "exists?" answers stay true until commit. An early `return`/`?` in the body drops the
/// transaction, which rolls it back.
///
/// SQLite: `BEGIN IMMEDIATE` takes the database's write lock up front (waiting on the busy
/// timeout); a deferred transaction that reads first could fail with SQLITE_BUSY on its
/// first write instead of waiting. PostgreSQL: a transaction-scoped advisory lock per owner.
macro_rules! owner_tx {
    ($backend:expr, $owner:expr, $tx:ident => $body:expr) => {
        match $backend {
            $crate::backend::Backend::Sqlite(pool) => {
                let mut $tx = pool.begin_with("BEGIN IMMEDIATE").await?;
                let out = $body;
                $tx.commit().await?;
                out
            }
            $crate::backend::Backend::Postgres(pool) => {
                let mut $tx = pool.begin().await?;
                sqlx::query("SELECT pg_advisory_xact_lock($1)")
                    .bind($crate::backend::owner_lock_key($owner))
                    .execute(&mut *$tx)
                    .await?;
                let out = $body;
                $tx.commit().await?;
                out
            }
        }
    };
}

/// Binds an owner as the first three parameters (`platform = $1 AND scope = $2 AND
/// owner_id = $3`), the way every owner-scoped query starts.
macro_rules! bind_owner {
    ($query:expr, $owner:expr) => {
        $query
            .bind(&$owner.platform)
            .bind($owner.scope.as_str())
            .bind(&$owner.id)
    };
}

pub(crate) use {bind_owner, on_pool, owner_tx};

/// A stable 64-bit key per owner for `pg_advisory_xact_lock`: FNV-1a, because every bot
/// process — whatever its build — must compute the same key.
pub(crate) fn owner_lock_key(owner: &Owner) -> i64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for part in [
        "polyroll-owner",
        &owner.platform,
        owner.scope.as_str(),
        &owner.id,
    ] {
        for byte in part.bytes().chain([0]) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    i64::from_be_bytes(hash.to_be_bytes())
}

/// Unix seconds; a clock before 1970 counts as 1970 rather than failing a write.
pub(crate) fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_backends_have_the_same_migrations() {
        let versions = |m: &Migrator| {
            m.iter()
                .map(|m| (m.version, m.description.to_string()))
                .collect::<Vec<_>>()
        };
        assert!(!versions(&SQLITE_MIGRATIONS).is_empty());
        assert_eq!(versions(&SQLITE_MIGRATIONS), versions(&POSTGRES_MIGRATIONS));
    }

    #[test]
    fn lock_keys_differ_per_owner_and_are_stable() {
        let a = owner_lock_key(&Owner::user("telegram", "1"));
        assert_eq!(a, owner_lock_key(&Owner::user("telegram", "1")));
        assert_ne!(a, owner_lock_key(&Owner::chat("telegram", "1")));
        assert_ne!(a, owner_lock_key(&Owner::user("discord", "1")));
        // The separator keeps ("ab", "c") and ("a", "bc") apart.
        assert_ne!(
            owner_lock_key(&Owner::user("ab", "c")),
            owner_lock_key(&Owner::user("a", "bc"))
        );
    }
}
