//! Runs one store test against a fresh database: a new SQLite file, or a new PostgreSQL
//! schema when `POLYROLL_TEST_POSTGRES` holds a server URL. Each is removed afterwards,
//! also when the test fails, so parallel runs never share state.

// Each test binary uses only part of this module.
#![allow(dead_code)]

use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use polyroll_store::{Store, StoreConfig};
use sqlx::postgres::PgPool;
use sqlx::AssertSqlSafe;

pub const POSTGRES_ENV: &str = "POLYROLL_TEST_POSTGRES";

/// A name no other test, in this run or a parallel one, will pick.
pub fn unique(prefix: &str) -> String {
    static SEQ: AtomicU64 = AtomicU64::new(0);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    format!(
        "{prefix}_{}_{}_{nanos}",
        std::process::id(),
        SEQ.fetch_add(1, Ordering::Relaxed)
    )
}

/// One test's database: every store connected to `url` shares it, like bot processes do.
#[derive(Clone, Debug)]
pub struct TestDb {
    pub url: String,
}

impl TestDb {
    pub async fn store(&self) -> Store {
        self.store_with(StoreConfig::default()).await
    }

    /// Runs raw SQL on the test's database, as an older version of the bot (or an
    /// operator) would have written it; the store must have connected once (migrations).
    pub async fn execute(&self, sql: &str) {
        if self.url.starts_with("sqlite:") {
            let pool = sqlx::sqlite::SqlitePool::connect(&self.url)
                .await
                .expect("raw sqlite connection");
            sqlx::query(AssertSqlSafe(sql.to_string()))
                .execute(&pool)
                .await
                .expect("raw sql");
            pool.close().await;
        } else {
            let pool = PgPool::connect(&self.url)
                .await
                .expect("raw postgres connection");
            sqlx::query(AssertSqlSafe(sql.to_string()))
                .execute(&pool)
                .await
                .expect("raw sql");
            pool.close().await;
        }
    }

    pub async fn store_with(&self, config: StoreConfig) -> Store {
        Store::connect_with(&self.url, config)
            .await
            .unwrap_or_else(|e| panic!("connecting to {}: {e}", self.url))
    }
}

/// Re-raises a test's panic after cleaning up.
fn finish(outcome: Result<(), tokio::task::JoinError>) {
    if let Err(e) = outcome {
        match e.try_into_panic() {
            Ok(panic) => std::panic::resume_unwind(panic),
            Err(e) => panic!("test task failed: {e}"),
        }
    }
}

pub async fn on_sqlite<F, Fut>(test: F)
where
    F: FnOnce(TestDb) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    let dir = std::env::temp_dir().join(unique("polyroll_store"));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let db = TestDb {
        url: format!("sqlite://{}", dir.join("test.db").display()),
    };
    let outcome = tokio::spawn(test(db)).await;
    let _ = std::fs::remove_dir_all(&dir);
    finish(outcome);
}

pub async fn on_postgres<F, Fut>(test: F)
where
    F: FnOnce(TestDb) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    let Ok(base) = std::env::var(POSTGRES_ENV) else {
        eprintln!("note: {POSTGRES_ENV} is not set; skipping the PostgreSQL half of this test");
        return;
    };
    let admin = PgPool::connect(&base)
        .await
        .unwrap_or_else(|e| panic!("{POSTGRES_ENV}={base}: {e}"));
    // Only digits, letters and '_' from `unique`: safe to splice into DDL.
    let schema = unique("polyroll_test");
    sqlx::query(AssertSqlSafe(format!("CREATE SCHEMA {schema}")))
        .execute(&admin)
        .await
        .expect("create test schema");
    let separator = if base.contains('?') { '&' } else { '?' };
    let db = TestDb {
        url: format!("{base}{separator}options[search_path]={schema}"),
    };
    let outcome = tokio::spawn(test(db)).await;
    let dropped = sqlx::query(AssertSqlSafe(format!("DROP SCHEMA {schema} CASCADE")))
        .execute(&admin)
        .await;
    admin.close().await;
    finish(outcome);
    dropped.expect("drop test schema");
}

/// Declares each listed `async fn(TestDb)` as a test twice: `sqlite::name` and
/// `postgres::name`.
#[macro_export]
macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    $crate::common::on_sqlite(super::$name).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    $crate::common::on_postgres(super::$name).await;
                }
            )*
        }
    };
}
