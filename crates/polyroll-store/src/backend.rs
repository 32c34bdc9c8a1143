//! The two databases behind one [`Backend`]: opening them, migrating them, and the two
//! macros that run one piece of SQL code against whichever pool is open.
//!
//! The SQL is written once for both: `$1`-style parameters (sqlx's SQLite driver reads
//! `$N` as the N-th argument), `ON CONFLICT`, `RETURNING` and `excluded.` exist in both, and
//! only `TEXT`, 64-bit integers and doubles cross the boundary.

use std::future::Future;
use std::path::{Path, PathBuf};
use std::pin::Pin;
use std::str::FromStr;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use sqlx::migrate::Migrator;
use sqlx::pool::PoolConnection;
use sqlx::postgres::{PgConnectOptions, PgConnection, PgPool, PgPoolOptions};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqlitePool, SqlitePoolOptions,
    SqliteSynchronous,
};
use sqlx::{Connection, Database};
use tokio::time::Instant;

use crate::error::{Result, StoreError};
use crate::health::{Health, Readiness};
use crate::migrations;
use crate::Owner;

/// Long enough to ride out another process's write burst; calls made while answering are
/// cut much earlier by their own deadline (see `health`).
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);
const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(10);
/// One connection attempt (connect and migrate) gives up after this; the connector then
/// waits and tries again.
const ATTEMPT_TIMEOUT: Duration = Duration::from_secs(10);
const MAX_CONNECTIONS: u32 = 8;
/// A PostgreSQL connection idle this long is pinged before a call uses it (one round trip),
/// so one the server or the network dropped meanwhile is replaced instead of failing the
/// call. One used more recently is trusted: under load no call pays for a ping, and one
/// that fails anyway is closed (see [`finish`]).
const PING_IDLE: Duration = Duration::from_secs(1);
/// The connector's waits between failed attempts: doubling from the first to the last.
const FIRST_RETRY: Duration = Duration::from_millis(100);
const MAX_RETRY: Duration = Duration::from_secs(2);
/// How often a process waiting for another's SQLite migration looks at the lock again.
const LOCK_POLL: Duration = Duration::from_millis(25);

#[derive(Clone, Debug)]
pub(crate) enum Backend {
    /// The pool, and the lock file migrations take turns on (none for a database private to
    /// this process, in memory).
    Sqlite(SqlitePool, Option<Arc<PathBuf>>),
    Postgres(PgPool),
}

impl Backend {
    /// Checks the URL and sets up a pool that connects on first use: nothing is contacted
    /// yet (see [`connect_forever`]). A URL of another kind is [`StoreError::Config`].
    pub(crate) fn open(url: &str) -> Result<Backend> {
        let url = url.trim();
        if url.starts_with("sqlite:") {
            open_sqlite(url)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let options = PgConnectOptions::from_str(url)?;
            Ok(Backend::Postgres(
                PgPoolOptions::new()
                    .max_connections(MAX_CONNECTIONS)
                    .acquire_timeout(ACQUIRE_TIMEOUT)
                    .test_before_acquire(false)
                    .before_acquire(|conn, meta| {
                        Box::pin(async move {
                            if meta.idle_for >= PING_IDLE {
                                conn.ping().await?;
                            }
                            Ok(true)
                        })
                    })
                    .connect_lazy_with(options),
            ))
        } else {
            Err(StoreError::Config(
                "expected sqlite://FILE, sqlite::memory: or postgres://USER@HOST/DATABASE".into(),
            ))
        }
    }

    /// How to open a connection of its own to a SQLite file this store writes (`None` for
    /// PostgreSQL, a database in memory or a read-only file): for its background
    /// checkpoints.
    pub(crate) fn sqlite_file(&self) -> Option<SqliteConnectOptions> {
        match self {
            // Only a writable file has a migration lock.
            // Never creates it: a file removed under a running store stays removed.
            Backend::Sqlite(pool, Some(_)) => {
                Some((*pool.connect_options()).clone().create_if_missing(false))
            }
            _ => None,
        }
    }

    pub(crate) fn name(&self) -> &'static str {
        match self {
            Backend::Sqlite(..) => "sqlite",
            Backend::Postgres(_) => "postgres",
        }
    }

    pub(crate) async fn close(&self) {
        match self {
            Backend::Sqlite(pool, _) => pool.close().await,
            Backend::Postgres(pool) => pool.close().await,
        }
    }

    /// One attempt to reach the database and bring its tables up to date.
    async fn migrate(&self) -> Result<()> {
        match self {
            Backend::Sqlite(pool, lock) => migrate_sqlite(pool, lock.as_deref()).await,
            Backend::Postgres(pool) => {
                // A connection of its own, closed afterwards: sqlx's migrator holds a
                // session-level advisory lock (pg_advisory_lock) while it works, so
                // processes starting together migrate one after the other, and a failed
                // attempt's lock goes with its connection instead of back into the pool.
                let mut conn = PgConnection::connect_with(&pool.connect_options())
                    .await
                    .map_err(unavailable)?;
                let ran = run_migrations(&migrations::POSTGRES, &mut conn).await;
                let _ = conn.close().await;
                Ok(ran?)
            }
        }
    }
}

fn open_sqlite(url: &str) -> Result<Backend> {
    let options = SqliteConnectOptions::from_str(url)?;
    let read_only = url.contains("mode=ro");
    let in_memory = sqlite_in_memory(url);
    let options = options
        .create_if_missing(!read_only)
        .busy_timeout(BUSY_TIMEOUT);
    // No ping before a call: the database is a file this process opened, which cannot
    // hang up (sqlx's ping is a message to the connection's thread and back, per call).
    let pool_options = SqlitePoolOptions::new()
        .acquire_timeout(ACQUIRE_TIMEOUT)
        .test_before_acquire(false);
    // A read-only file cannot be migrated, so it has nothing to take turns on either.
    let lock = (!in_memory && !read_only).then(|| Arc::new(lock_path(options.get_filename())));
    let pool = if in_memory {
        // An in-memory database lives as long as a connection to it: keep exactly one, for
        // ever, so the data cannot vanish with an idle connection.
        pool_options
            .max_connections(1)
            .idle_timeout(None)
            .max_lifetime(None)
            .connect_lazy_with(options)
    } else {
        // WAL lets readers go on while one connection writes; writers queue on the busy
        // timeout (see `owner_tx!` for why they also start with BEGIN IMMEDIATE).
        // `synchronous = NORMAL`: in WAL mode a commit is written to the log before it
        // returns, so a killed or crashed process loses no answered roll
        // (`tests/roll_kill.rs`); only the operating system's crash or a power cut can take
        // the last commits, those not yet synced at a checkpoint. FULL's fsync on every
        // commit cost a fifth to a third of a roll's CPU (BENCHMARKS.md).
        // The log is checkpointed by a task of the store's own, off the commits' path
        // (see `checkpoint`); a commit does it only past the backstop.
        pool_options
            .max_connections(MAX_CONNECTIONS)
            .connect_lazy_with(
                options
                    .journal_mode(SqliteJournalMode::Wal)
                    .synchronous(SqliteSynchronous::Normal)
                    .pragma(
                        "wal_autocheckpoint",
                        crate::checkpoint::BACKSTOP_PAGES.to_string(),
                    ),
            )
    };
    Ok(Backend::Sqlite(pool, lock))
}

/// Whether a SQLite URL names a database private to this process, in memory.
pub(crate) fn sqlite_in_memory(url: &str) -> bool {
    url.contains(":memory:") || url.contains("mode=memory")
}

/// SQLite has no advisory locks (sqlx's migrator locks nothing there), so several processes
/// opening one fresh file would each create the tables and all but one fail. They take turns
/// through an exclusive lock on a file beside the database instead; the first one migrates,
/// the others find the work done.
async fn migrate_sqlite(pool: &SqlitePool, lock: Option<&PathBuf>) -> Result<()> {
    let Some(lock) = lock else {
        // In memory (the pool's one connection is the database, private to this process)
        // or read-only.
        return Ok(migrations::SQLITE.run(pool).await?);
    };
    let _lock = MigrationLock::take(lock).await?;
    let options = pool.connect_options();
    let mut conn = SqliteConnection::connect_with(&options)
        .await
        .map_err(unavailable)?;
    let ran = run_migrations(&migrations::SQLITE, &mut conn).await;
    let _ = conn.close().await;
    Ok(ran?)
}

type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// The migrations on one connection of its own. `run_direct` is what `Migrator::run` calls
/// once it holds a connection; sqlx keeps it public precisely because awaiting `run` on a
/// `&mut Connection` inside a spawned task trips the compiler's "`Acquire` is not general
/// enough" check. Boxed at one concrete lifetime for the same reason.
fn run_migrations<'c, C>(
    migrator: &'static Migrator,
    conn: &'c mut C,
) -> BoxFuture<'c, std::result::Result<(), sqlx::migrate::MigrateError>>
where
    C: sqlx::migrate::Migrate + Send,
{
    Box::pin(migrator.run_direct(None, conn, false))
}

/// `polyroll.db` → `polyroll.db-migrate.lock`. The file stays (removing a lock file races
/// with the next process opening it); it is empty.
fn lock_path(db: &Path) -> PathBuf {
    let mut name = db.as_os_str().to_owned();
    name.push("-migrate.lock");
    PathBuf::from(name)
}

/// An exclusive `flock` on the lock file, released when dropped (or when the process dies).
struct MigrationLock(std::fs::File);

impl MigrationLock {
    async fn take(path: &Path) -> Result<MigrationLock> {
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(path)
            .map_err(|e| StoreError::Unavailable(format!("{}: {e}", path.display())))?;
        loop {
            match file.try_lock() {
                Ok(()) => return Ok(MigrationLock(file)),
                Err(std::fs::TryLockError::WouldBlock) => tokio::time::sleep(LOCK_POLL).await,
                Err(std::fs::TryLockError::Error(e)) => {
                    return Err(StoreError::Unavailable(format!("{}: {e}", path.display())))
                }
            }
        }
    }
}

impl Drop for MigrationLock {
    fn drop(&mut self) {
        let _ = self.0.unlock();
    }
}

/// Tries to connect and migrate until it works, waiting longer after each failure, and
/// publishes every outcome. Runs for the store's life (it ends once connected).
pub(crate) async fn connect_forever(backend: Backend, health: Arc<Health>) {
    let mut wait = FIRST_RETRY;
    let mut attempts = 0u64;
    loop {
        let outcome = match tokio::time::timeout(ATTEMPT_TIMEOUT, backend.migrate()).await {
            Ok(outcome) => outcome,
            Err(_) => Err(StoreError::Unavailable(format!(
                "no answer within {} s",
                ATTEMPT_TIMEOUT.as_secs()
            ))),
        };
        attempts = attempts.saturating_add(1);
        match outcome {
            Ok(()) => {
                if attempts > 1 {
                    tracing::info!(attempts, "the store is reachable again");
                }
                health.publish(Readiness {
                    ready: true,
                    attempts,
                    last_error: None,
                });
                return;
            }
            Err(e) => {
                tracing::warn!(error = %e, attempts, retry_in = ?wait, "the store is unavailable");
                health.publish(Readiness {
                    ready: false,
                    attempts,
                    last_error: Some(e),
                });
                tokio::time::sleep(wait).await;
                wait = (wait * 2).min(MAX_RETRY);
            }
        }
    }
}

/// Whatever stops the first connection (refused, unknown host, bad password, unreadable
/// file) means the same to the bot: no store for now, roll without aliases.
fn unavailable(e: sqlx::Error) -> StoreError {
    match StoreError::from(e) {
        StoreError::Database(m) => StoreError::Unavailable(m),
        other => other,
    }
}

/// A pooled connection within the call's deadline.
pub(crate) async fn acquire<DB: Database>(
    pool: &sqlx::Pool<DB>,
    deadline: Instant,
    health: &Health,
) -> Result<PoolConnection<DB>> {
    match tokio::time::timeout_at(deadline, pool.acquire()).await {
        Ok(conn) => Ok(conn?),
        Err(_) => Err(health.timed_out()),
    }
}

/// The result of a call's body run under its deadline. A connection whose call ran out of
/// time (or lost its link) is closed rather than returned: it may be mid-statement on a
/// server that no longer answers, and returning it would park a pool slot on its ping.
pub(crate) fn finish<DB: Database, T>(
    conn: &mut PoolConnection<DB>,
    ran: std::result::Result<Result<T>, tokio::time::error::Elapsed>,
    health: &Health,
) -> Result<T> {
    let result = ran.unwrap_or_else(|_| Err(health.timed_out()));
    if matches!(&result, Err(e) if e.is_unavailable()) {
        conn.close_on_drop();
    }
    result
}

/// Runs `$body` on one pooled connection bound to `$conn`, within the call's deadline and
/// behind the circuit breaker (see `health`); evaluates to the body's value, or returns the
/// error from the enclosing function. The body is the same code for both databases,
/// compiled once per backend, and is one round trip.
macro_rules! on_pool {
    ($store:expr, $conn:ident => $body:expr) => {{
        let store: &$crate::Store = $store;
        // Refused by the breaker or still connecting: not a new failure to count.
        let deadline = store.health.admit().await?;
        let result = async {
            match &store.backend {
                $crate::backend::Backend::Sqlite(pool, _) => {
                    let mut conn = $crate::backend::acquire(pool, deadline, &store.health).await?;
                    store.health.count_round_trips(1);
                    let ran = tokio::time::timeout_at(deadline, async {
                        let $conn = &mut *conn;
                        Ok::<_, $crate::error::StoreError>($body)
                    })
                    .await;
                    $crate::backend::finish(&mut conn, ran, &store.health)
                }
                $crate::backend::Backend::Postgres(pool) => {
                    let mut conn = $crate::backend::acquire(pool, deadline, &store.health).await?;
                    store.health.count_round_trips(1);
                    let ran = tokio::time::timeout_at(deadline, async {
                        let $conn = &mut *conn;
                        Ok::<_, $crate::error::StoreError>($body)
                    })
                    .await;
                    $crate::backend::finish(&mut conn, ran, &store.health)
                }
            }
        }
        .await;
        store.health.finished(&result, deadline);
        result?
    }};
}

/// Runs `$body` in a transaction during which no other transaction — in this process or
/// another — writes for the same owner, so "count, then insert" cannot overshoot a limit and
/// "exists?" answers stay true until commit. An early `return Err(..)` in the body (or a
/// `?`) drops the transaction, which rolls it back; so does running out of time. The body
/// counts its own statements as round trips (`store.health.count_round_trips`); BEGIN,
/// the lock and COMMIT are counted here.
///
/// SQLite: `BEGIN IMMEDIATE` takes the database's write lock up front (waiting on the busy
/// timeout); a deferred transaction that reads first could fail with SQLITE_BUSY on its
/// first write instead of waiting. PostgreSQL: a transaction-scoped advisory lock per owner.
macro_rules! owner_tx {
    ($store:expr, $owner:expr, $tx:ident => $body:expr) => {{
        let store: &$crate::Store = $store;
        // Refused by the breaker or still connecting: not a new failure to count.
        let deadline = store.health.admit().await?;
        let result = async {
            match &store.backend {
                $crate::backend::Backend::Sqlite(pool, _) => {
                    let mut conn = $crate::backend::acquire(pool, deadline, &store.health).await?;
                    store.health.count_round_trips(2);
                    let ran = tokio::time::timeout_at(deadline, async {
                        let mut $tx =
                            sqlx::Connection::begin_with(&mut *conn, "BEGIN IMMEDIATE").await?;
                        let out = $body;
                        $tx.commit().await?;
                        Ok::<_, $crate::error::StoreError>(out)
                    })
                    .await;
                    $crate::backend::finish(&mut conn, ran, &store.health)
                }
                $crate::backend::Backend::Postgres(pool) => {
                    let mut conn = $crate::backend::acquire(pool, deadline, &store.health).await?;
                    store.health.count_round_trips(3);
                    let ran = tokio::time::timeout_at(deadline, async {
                        let mut $tx = sqlx::Connection::begin(&mut *conn).await?;
                        sqlx::query("SELECT pg_advisory_xact_lock($1)")
                            .bind($crate::backend::owner_lock_key($owner))
                            .execute(&mut *$tx)
                            .await?;
                        let out = $body;
                        $tx.commit().await?;
                        Ok::<_, $crate::error::StoreError>(out)
                    })
                    .await;
                    $crate::backend::finish(&mut conn, ran, &store.health)
                }
            }
        }
        .await;
        store.health.finished(&result, deadline);
        result?
    }};
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

/// The rows of a multi-row `VALUES` list: `count` rows of `width` parameters each, numbered
/// on from `first` (the parameters before it are bound once and shared by every row);
/// `row` writes one row from the number of its first parameter. Only the number of rows
/// comes from the input: every value is bound.
pub(crate) fn value_rows(
    count: usize,
    first: usize,
    width: usize,
    row: impl Fn(usize) -> String,
) -> String {
    (0..count)
        .map(|i| row(first + width * i))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Unix seconds; a clock before 1970 counts as 1970 rather than failing a write.
pub fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn value_rows_number_each_rows_parameters_after_the_shared_ones() {
        let rows = value_rows(3, 3, 2, |p| format!("($1, ${p}, ${}, $2)", p + 1));
        assert_eq!(rows, "($1, $3, $4, $2), ($1, $5, $6, $2), ($1, $7, $8, $2)");
        assert_eq!(value_rows(0, 2, 1, |p| format!("(${p})")), "");
    }

    #[tokio::test]
    async fn a_sqlite_file_is_opened_in_wal_mode_synced_at_checkpoints_run_off_the_commits() {
        let dir =
            std::env::temp_dir().join(format!("polyroll_backend_{}_{}", std::process::id(), now()));
        std::fs::create_dir_all(&dir).unwrap();
        let url = format!("sqlite://{}", dir.join("polyroll.db").display());
        let Ok(Backend::Sqlite(pool, _)) = Backend::open(&url) else {
            panic!("{url} opens as SQLite");
        };
        let journal: String = sqlx::query_scalar("PRAGMA journal_mode")
            .fetch_one(&pool)
            .await
            .unwrap();
        // 1 is NORMAL (0 OFF, 2 FULL, 3 EXTRA).
        let synchronous: i64 = sqlx::query_scalar("PRAGMA synchronous")
            .fetch_one(&pool)
            .await
            .unwrap();
        // A commit checkpoints only past the backstop; the store's task does it otherwise.
        let autocheckpoint: i64 = sqlx::query_scalar("PRAGMA wal_autocheckpoint")
            .fetch_one(&pool)
            .await
            .unwrap();
        pool.close().await;
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!((journal.as_str(), synchronous), ("wal", 1));
        assert_eq!(autocheckpoint, i64::from(crate::checkpoint::BACKSTOP_PAGES));
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
