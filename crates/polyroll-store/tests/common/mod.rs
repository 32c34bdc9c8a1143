//! Runs one store test against a fresh database: a new SQLite file, or a new PostgreSQL
//! schema when `POLYROLL_TEST_POSTGRES` holds a server URL. Each is removed afterwards,
//! also when the test fails, so parallel runs never share state.

// Each test binary uses only part of this module.
#![allow(dead_code, unused_imports)]

use std::future::Future;

use polyroll_store::{Store, StoreConfig};
use sqlx::postgres::PgPool;
use sqlx::AssertSqlSafe;

pub use polyroll_testkit::POSTGRES_ENV;

pub use polyroll_testkit::unique;

/// Runs `$body` with `$pool` bound to a pool of its own on the test's database (SQLite or
/// PostgreSQL, the same code for both), closed afterwards.
macro_rules! on_raw_pool {
    ($db:expr, $pool:ident => $body:expr) => {
        if $db.url.starts_with("sqlite:") {
            let $pool = sqlx::sqlite::SqlitePool::connect(&$db.url)
                .await
                .expect("raw sqlite connection");
            let out = $body;
            $pool.close().await;
            out
        } else {
            let $pool = PgPool::connect(&$db.url)
                .await
                .expect("raw postgres connection");
            let out = $body;
            $pool.close().await;
            out
        }
    };
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
        on_raw_pool!(self, pool => {
            sqlx::query(AssertSqlSafe(sql.to_string()))
                .execute(&pool)
                .await
                .expect("raw sql");
        })
    }

    /// One number from raw SQL (`SELECT count(*) …`), read past the store's own filters.
    pub async fn number(&self, sql: &str) -> i64 {
        on_raw_pool!(self, pool => {
            sqlx::query_scalar(AssertSqlSafe(sql.to_string()))
                .fetch_one(&pool)
                .await
                .expect("raw sql")
        })
    }

    pub async fn store_with(&self, config: StoreConfig) -> Store {
        Store::connect_with(&self.url, config)
            .await
            .unwrap_or_else(|e| panic!("connecting to {}: {e}", self.url))
    }
}

pub async fn on_sqlite<F, Fut>(test: F)
where
    F: FnOnce(TestDb) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    polyroll_testkit::with_sqlite("polyroll_store", |url| test(TestDb { url })).await;
}

pub async fn on_postgres<F, Fut>(test: F)
where
    F: FnOnce(TestDb) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    polyroll_testkit::with_postgres("polyroll_test", |url| test(TestDb { url })).await;
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
