//! Test support shared by the workspace's test suites (a dev-dependency only): names no other
//! test picks, and a fresh SQLite file or PostgreSQL schema per test, removed afterwards, also
//! when the test fails. Tests never share the `public` schema of the server's database: CI
//! runs on the same server as every other run, and a migration applied there by one branch
//! would fail the next run of another. Also: what the bot sends Discord, checked against
//! Discord's OpenAPI spec ([`discord_api`]).

pub mod discord_api;
mod proxy;

use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use sqlx::postgres::PgPool;
use sqlx::AssertSqlSafe;

pub use proxy::{through, upstream, FaultProxy, Link};

/// The variable holding the test PostgreSQL server's URL; unset, PostgreSQL tests are skipped.
pub const POSTGRES_ENV: &str = "POLYROLL_TEST_POSTGRES";

/// A test bot's settings from `vars`, its store calls allowed 10 s (not the default 300 ms)
/// unless `vars` say otherwise: a loaded test machine is no slow store, which tests of one
/// ask for themselves.
pub fn bot_vars(vars: &[(&str, &str)]) -> std::collections::HashMap<String, String> {
    let mut all: std::collections::HashMap<String, String> = vars
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    all.entry("POLYROLL_STORE_TIMEOUT_MS".to_string())
        .or_insert_with(|| "10000".to_string());
    all
}

/// A name no other test, in this run or a parallel one, will pick: only letters, digits and
/// `_` (given a prefix of those), so it is safe to splice into DDL.
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

/// Runs `test` with the URL of a fresh SQLite database file, removed afterwards.
pub async fn with_sqlite<F, Fut>(prefix: &str, test: F)
where
    F: FnOnce(String) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    let dir = std::env::temp_dir().join(unique(prefix));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let url = format!("sqlite://{}", dir.join("test.db").display());
    let outcome = tokio::spawn(test(url)).await;
    let _ = std::fs::remove_dir_all(&dir);
    reraise(outcome);
}

/// Runs `test` with the URL of a fresh schema on the test PostgreSQL server (its
/// `search_path`), dropped afterwards; skipped, with a note, when [`POSTGRES_ENV`] is unset.
pub async fn with_postgres<F, Fut>(prefix: &str, test: F)
where
    F: FnOnce(String) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    let Ok(base) = std::env::var(POSTGRES_ENV) else {
        eprintln!("note: {POSTGRES_ENV} is not set; skipping the PostgreSQL half of this test");
        return;
    };
    let admin = PgPool::connect(&base)
        .await
        .unwrap_or_else(|e| panic!("{POSTGRES_ENV}={base}: {e}"));
    let schema = unique(prefix);
    sqlx::query(AssertSqlSafe(format!("CREATE SCHEMA {schema}")))
        .execute(&admin)
        .await
        .expect("create test schema");
    let separator = if base.contains('?') { '&' } else { '?' };
    let url = format!("{base}{separator}options[search_path]={schema}");
    let outcome = tokio::spawn(test(url)).await;
    let dropped = sqlx::query(AssertSqlSafe(format!("DROP SCHEMA {schema} CASCADE")))
        .execute(&admin)
        .await;
    admin.close().await;
    reraise(outcome);
    dropped.expect("drop test schema");
}

/// The roll id a reply ends with (`… (#42)` gives `42`), before the period of its fair
/// dice if any (`… (#42) ⚖ 2026-12-06`); panics, showing the reply, when it ends otherwise.
pub fn roll_id(reply: &str) -> String {
    reply
        .rsplit_once("(#")
        .and_then(|(_, id)| {
            let (id, tail) = id.split_once(')')?;
            (tail.is_empty() || tail.starts_with(" ⚖ ")).then_some(id)
        })
        .unwrap_or_else(|| panic!("no id in {reply}"))
        .to_string()
}

/// Re-raises a test's panic once its database is cleaned up.
fn reraise(outcome: Result<(), tokio::task::JoinError>) {
    if let Err(e) = outcome {
        match e.try_into_panic() {
            Ok(panic) => std::panic::resume_unwind(panic),
            Err(e) => panic!("test task failed: {e}"),
        }
    }
}

/// Faces in draw order as the roll log keeps them (`6 3 1`).
pub fn faces(text: &str) -> Vec<f64> {
    text.split_whitespace()
        .map(|f| f.parse().expect("a face"))
        .collect()
}

/// Whether die `i` (from 0) of a `yz 3 2 1` roll (base dice 0–2, skill 3–4, gear 5)
/// showing `face` stays when the roll is pushed: a 6, or a 1 on a base or gear die.
pub fn yz_321_stays(i: usize, face: f64) -> bool {
    face == 6.0 || (face == 1.0 && (i < 3 || i == 5))
}

/// The dice of a `yz 3 2 1` roll once pushed: those that stay, and in the others' places
/// the `fresh` faces in order. `None` if `fresh` does not hold exactly one face for each.
pub fn yz_321_pushed(dice: &[f64], fresh: &[f64]) -> Option<Vec<f64>> {
    let mut fresh = fresh.iter();
    let pushed: Option<Vec<f64>> = dice
        .iter()
        .enumerate()
        .map(|(i, &f)| {
            if yz_321_stays(i, f) {
                Some(f)
            } else {
                fresh.next().copied()
            }
        })
        .collect();
    pushed.filter(|_| fresh.next().is_none())
}
