//! Every user's and chat's default dialect, and every user's player seed, held in memory so
//! a roll reads them without a round trip, and dropped the moment any process changes a
//! setting.
//!
//! The memory holds a snapshot of all the dialect and player seed settings of the database
//! (there are few: only those who ran `/dialect` or `/fair seed`), so a user never seen
//! before needs no query either. It is
//! taken at a version of [`Changes`] and used only while that version holds:
//!
//! - **PostgreSQL**: every settings write sends a notification (`pg_notify`) after it
//!   commits; a listener connection of this process bumps the version when one arrives.
//!   While the listener is not connected the snapshot is not used at all, and when it
//!   (re)connects the version moves on, so nothing read while deaf survives.
//! - **SQLite file**: processes sharing the file share a counter in a file beside it
//!   (`polyroll.db-settings`), bumped under a lock after every settings write and read with
//!   one `pread` per roll — no SQL and no worker thread. SQLite's own change markers do
//!   not fit: `PRAGMA data_version` moves with every roll logged by any other connection,
//!   and a version row in the database would cost the very round trip saved.
//! - **SQLite in memory**: one process only; its own writes bump the version.
//!
//! A snapshot is also dropped after [`MAX_AGE`], the bound on staleness should a
//! notification be lost (a silent network drop, a writer dying between its commit and its
//! notice) or a setting be changed by hand in SQL.

use std::collections::HashMap;
use std::fs::File;
use std::os::unix::fs::FileExt;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use polyroll_core::Dialect;
use sqlx::postgres::{PgConnectOptions, PgListener, PgPoolOptions};

use crate::backend::{on_pool, sqlite_in_memory, Backend};
use crate::error::{Result, StoreError};
use crate::rules::{DIALECT_KEY, PLAYER_SEED_KEY};
use crate::{AbortOnDrop, Scope, Store};

/// A snapshot older than this is read again, whatever the version says.
const MAX_AGE: Duration = Duration::from_secs(60);
/// More dialect and player seed settings than this are not held; each roll then reads its
/// own.
const MAX_SNAPSHOT: usize = 100_000;
/// The notification channel settings writes announce themselves on; the payload is the
/// writer's schema, so databases sharing a server (tests, tenants) do not disturb each other.
pub(crate) const CHANNEL: &str = "polyroll_settings";
/// The listener's waits between failed connection attempts.
const FIRST_RETRY: Duration = Duration::from_millis(100);
const MAX_RETRY: Duration = Duration::from_secs(2);

/// Default dialects by platform, then owner id.
type Dialects = HashMap<String, HashMap<String, Dialect>>;

#[derive(Debug)]
struct Snapshot {
    version: u64,
    taken: Instant,
    users: Dialects,
    chats: Dialects,
    /// Player seeds by platform, then user id.
    seeds: HashMap<String, HashMap<String, String>>,
}

impl Snapshot {
    fn get(&self, platform: &str, user: &str, chat: Option<&str>) -> [Option<Dialect>; 2] {
        let find = |map: &Dialects, id: &str| map.get(platform)?.get(id).copied();
        [
            find(&self.users, user),
            chat.and_then(|chat| find(&self.chats, chat)),
        ]
    }

    fn player_seed(&self, platform: &str, user: &str) -> Option<String> {
        self.seeds.get(platform)?.get(user).cloned()
    }
}

/// The default dialects in memory, and how this process learns that they changed.
#[derive(Debug)]
pub(crate) struct Defaults {
    changes: Changes,
    snapshot: Mutex<Option<Snapshot>>,
    /// One task takes a snapshot at a time; the others meanwhile read their own rows.
    loading: AtomicBool,
}

/// The version of the settings as far as this process can tell.
#[derive(Debug)]
enum Changes {
    /// Only this process can write (an in-memory database).
    Local(AtomicU64),
    /// The counter shared through a file beside the database; `None` when it can't be
    /// opened (nothing is then held in memory).
    File(Option<File>),
    /// Notifications from PostgreSQL, through the listener started by the first read.
    Listener(Box<Listener>),
}

#[derive(Debug)]
struct Listener {
    options: PgConnectOptions,
    heard: std::sync::Arc<Heard>,
    task: OnceLock<AbortOnDrop>,
}

/// What the listener task tells the readers.
#[derive(Debug, Default)]
struct Heard {
    version: AtomicU64,
    live: AtomicBool,
}

impl Defaults {
    pub(crate) fn new(url: &str, backend: &Backend) -> Defaults {
        let changes = match backend {
            Backend::Sqlite(..) if sqlite_in_memory(url) => Changes::Local(AtomicU64::new(0)),
            Backend::Sqlite(pool, _) => {
                Changes::File(open_counter(pool.connect_options().get_filename()))
            }
            Backend::Postgres(pool) => Changes::Listener(Box::new(Listener {
                options: pool.connect_options().as_ref().clone(),
                heard: Default::default(),
                task: OnceLock::new(),
            })),
        };
        Defaults {
            changes,
            snapshot: Mutex::new(None),
            loading: AtomicBool::new(false),
        }
    }

    /// The settings' version now, or `None` when this process can't tell (then nothing is
    /// held). Starts the PostgreSQL listener the first time.
    fn version(&self) -> Option<u64> {
        match &self.changes {
            Changes::Local(version) => Some(version.load(Ordering::Acquire)),
            Changes::File(file) => read_counter(file.as_ref()?),
            Changes::Listener(listener) => {
                listener.task.get_or_init(|| {
                    let listening =
                        listen_forever(listener.options.clone(), listener.heard.clone());
                    AbortOnDrop(tokio::spawn(listening).abort_handle())
                });
                let version = listener.heard.version.load(Ordering::Acquire);
                listener
                    .heard
                    .live
                    .load(Ordering::Acquire)
                    .then_some(version)
            }
        }
    }

    /// What `read` finds in a snapshot still valid at `version`.
    fn known<T>(&self, version: u64, read: impl FnOnce(&Snapshot) -> T) -> Option<T> {
        let snapshot = self.lock();
        let snapshot = snapshot.as_ref()?;
        (snapshot.version == version && snapshot.taken.elapsed() < MAX_AGE).then(|| read(snapshot))
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Option<Snapshot>> {
        // A snapshot is replaced whole: a panic elsewhere cannot leave half of one.
        self.snapshot.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Forgets the snapshot and moves this process's version on: after its own write,
    /// this process's next roll reads the settings again, whatever the notice's fate.
    fn changed_here(&self) {
        self.lock().take();
        match &self.changes {
            Changes::Local(version) => {
                version.fetch_add(1, Ordering::AcqRel);
            }
            Changes::File(file) => {
                if let Some(file) = file {
                    if let Err(e) = bump_counter(file) {
                        tracing::warn!(error = %e, "other processes were not told of a settings change");
                    }
                }
            }
            Changes::Listener(listener) => {
                listener.heard.version.fetch_add(1, Ordering::AcqRel);
            }
        }
    }
}

impl Store {
    /// The default dialects of `user` and of `chat` (either may be unset): from memory
    /// while no process has changed a setting since it was read, else in one query.
    pub async fn dialects(
        &self,
        platform: &str,
        user: &str,
        chat: Option<&str>,
    ) -> Result<(Option<Dialect>, Option<Dialect>)> {
        let read = |s: &Snapshot| {
            let [mine, chats] = s.get(platform, user, chat);
            (mine, chats)
        };
        self.remembered(read, || self.read_dialects(platform, user, chat))
            .await
    }

    /// The player seed `user` set with `/fair seed`, if any: from memory like
    /// [`Store::dialects`], else in one query.
    pub async fn player_seed(&self, platform: &str, user: &str) -> Result<Option<String>> {
        let read = |s: &Snapshot| s.player_seed(platform, user);
        let owner = crate::Owner::user(platform, user);
        self.remembered(read, || self.setting(&owner, PLAYER_SEED_KEY))
            .await
    }

    /// `read` of the snapshot in memory, taken now if it is missing or stale; `query`
    /// when no snapshot can be held (or another task is taking one).
    async fn remembered<T, F>(
        &self,
        read: impl Fn(&Snapshot) -> T,
        query: impl FnOnce() -> F,
    ) -> Result<T>
    where
        F: std::future::Future<Output = Result<T>>,
    {
        let Some(version) = self.defaults.version() else {
            return query().await;
        };
        if let Some(found) = self.defaults.known(version, &read) {
            return Ok(found);
        }
        if self.defaults.loading.swap(true, Ordering::AcqRel) {
            return query().await;
        }
        let taken = self.take_snapshot(version).await;
        self.defaults.loading.store(false, Ordering::Release);
        match taken? {
            Some(snapshot) => {
                let found = read(&snapshot);
                // Kept only if no change came in while it was read.
                if self.defaults.version() == Some(version) {
                    *self.defaults.lock() = Some(snapshot);
                }
                Ok(found)
            }
            None => query().await,
        }
    }

    /// Every dialect and player seed setting, unless there are more than [`MAX_SNAPSHOT`].
    async fn take_snapshot(&self, version: u64) -> Result<Option<Snapshot>> {
        let limit = i64::try_from(MAX_SNAPSHOT)
            .unwrap_or(i64::MAX)
            .saturating_add(1);
        let rows: Vec<(String, String, String, String, String)> = on_pool!(self, pool => {
            sqlx::query_as(
                "SELECT platform, scope, owner_id, setting_key, value FROM settings \
                 WHERE setting_key = $1 OR (setting_key = $3 AND scope = 'user') LIMIT $2",
            )
            .bind(DIALECT_KEY)
            .bind(limit)
            .bind(PLAYER_SEED_KEY)
            .fetch_all(pool)
            .await?
        });
        if rows.len() > MAX_SNAPSHOT {
            return Ok(None);
        }
        let mut snapshot = Snapshot {
            version,
            taken: Instant::now(),
            users: Dialects::new(),
            chats: Dialects::new(),
            seeds: HashMap::new(),
        };
        for (platform, scope, owner, key, value) in rows {
            if key == PLAYER_SEED_KEY {
                snapshot
                    .seeds
                    .entry(platform)
                    .or_default()
                    .insert(owner, value);
                continue;
            }
            let dialect: Dialect = value
                .parse()
                .map_err(|e| StoreError::Database(format!("stored dialect: {e}")))?;
            let map = match Scope::from_db(&scope)? {
                Scope::User => &mut snapshot.users,
                Scope::Chat => &mut snapshot.chats,
            };
            map.entry(platform).or_default().insert(owner, dialect);
        }
        Ok(Some(snapshot))
    }

    /// Tells every process (this one at once, the others through the database's server or
    /// the counter file) that settings changed. A notice that fails to go out leaves other
    /// processes at most [`MAX_AGE`] behind; the write itself stands.
    pub(crate) async fn settings_changed(&self) {
        self.defaults.changed_here();
        if let Backend::Postgres(_) = &self.backend {
            let sent: Result<()> = async {
                on_pool!(self, pool => {
                    sqlx::query("SELECT pg_notify($1, current_schema())")
                        .bind(CHANNEL)
                        .execute(pool)
                        .await?;
                });
                Ok(())
            }
            .await;
            if let Err(e) = sent {
                tracing::warn!(error = %e, "other processes were not told of a settings change");
            }
        }
    }
}

/// Listens for settings changes for as long as the store lives, reconnecting after a drop.
/// While it is not listening the snapshot is not used; each (re)connection moves the
/// version on, so no snapshot read while deaf survives.
async fn listen_forever(options: PgConnectOptions, state: std::sync::Arc<Heard>) {
    // A pool of its own, so the listener never takes one of the store's connections.
    let pool = PgPoolOptions::new()
        .max_connections(1)
        .max_lifetime(None)
        .idle_timeout(None)
        .connect_lazy_with(options.application_name("polyroll-settings"));
    let mut wait = FIRST_RETRY;
    loop {
        match listen(&pool).await {
            Ok((mut listener, schema)) => {
                state.version.fetch_add(1, Ordering::AcqRel);
                state.live.store(true, Ordering::Release);
                wait = FIRST_RETRY;
                // `None` is a lost connection; an error, one that could not be read.
                while let Ok(Some(notice)) = listener.try_recv().await {
                    if notice.payload() == schema {
                        state.version.fetch_add(1, Ordering::AcqRel);
                    }
                }
                state.live.store(false, Ordering::Release);
                state.version.fetch_add(1, Ordering::AcqRel);
                tracing::warn!("the settings listener lost its connection; reconnecting");
            }
            Err(e) => {
                tracing::debug!(error = %e, retry_in = ?wait, "the settings listener can't connect");
            }
        }
        tokio::time::sleep(wait).await;
        wait = (wait * 2).min(MAX_RETRY);
    }
}

/// A listening connection and the schema whose notices are this store's.
async fn listen(pool: &sqlx::PgPool) -> std::result::Result<(PgListener, String), sqlx::Error> {
    let mut listener = PgListener::connect_with(pool).await?;
    listener.eager_reconnect(false);
    listener.listen(CHANNEL).await?;
    let schema: String = sqlx::query_scalar("SELECT current_schema()")
        .fetch_one(&mut listener)
        .await?;
    Ok((listener, schema))
}

/// `polyroll.db` → `polyroll.db-settings`, opened for reading and writing (created empty
/// if missing), or for reading only when that is all this process may do.
fn open_counter(db: &Path) -> Option<File> {
    let mut name = db.as_os_str().to_owned();
    name.push("-settings");
    let opened = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&name)
        .or_else(|_| File::open(&name));
    match opened {
        Ok(file) => Some(file),
        Err(e) => {
            tracing::warn!(error = %e, "no settings counter; every roll reads its settings");
            None
        }
    }
}

/// The counter; an empty file reads as 0.
fn read_counter(file: &File) -> Option<u64> {
    let mut bytes = [0u8; 8];
    match file.read_at(&mut bytes, 0) {
        Ok(0) => Some(0),
        Ok(8) => Some(u64::from_le_bytes(bytes)),
        // A short read is a torn write in progress or damage: trust nothing held.
        Ok(_) | Err(_) => None,
    }
}

/// Adds one to the counter, under an exclusive lock so that two writers never write the
/// same number.
fn bump_counter(file: &File) -> std::io::Result<()> {
    file.lock()?;
    let next = read_counter(file).unwrap_or(0).wrapping_add(1);
    let written = file.write_all_at(&next.to_le_bytes(), 0);
    let unlocked = file.unlock();
    written.and(unlocked)
}
