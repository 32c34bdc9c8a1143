//! SQLite's write-ahead log is copied into the database file by the store's own background
//! task, not inside a roll's commit (see `checkpoint` in the store).

mod common;

use std::time::{Duration, Instant};

use polyroll_store::{NewRoll, Store};
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{ConnectOptions, Connection};

fn roll(n: usize) -> NewRoll {
    NewRoll {
        platform: "discord".into(),
        user: format!("u{n}"),
        input: "1d20+5".into(),
        canonical: "1d20 + 5".into(),
        dialect: "standard".into(),
        result: "{}".into(),
        total: Some(12.0),
        ..NewRoll::default()
    }
}

/// The roll-log rows in the database file `db` alone, without its log: a copy of the file
/// is opened where no `-wal` sits beside it. A copy taken while a checkpoint was writing
/// may be torn: that reads as no rows, and the caller looks again.
async fn rows_in_the_file(db: &std::path::Path, copy: &std::path::Path) -> i64 {
    std::fs::copy(db, copy).unwrap();
    let _ = std::fs::remove_file(copy.with_extension("db-wal"));
    let Ok(mut conn) = SqliteConnectOptions::new().filename(copy).connect().await else {
        return 0;
    };
    let n = sqlx::query_scalar("SELECT count(*) FROM rolls")
        .fetch_one(&mut conn)
        .await
        .unwrap_or(0);
    let _ = conn.close().await;
    n
}

#[tokio::test]
async fn logged_rolls_reach_the_database_file_without_a_commit_checkpointing() {
    let dir = std::env::temp_dir().join(common::unique("polyroll_checkpoint"));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("polyroll.db");
    let copy = dir.join("copy.db");
    let store = Store::connect(&format!("sqlite://{}", db.display()))
        .await
        .unwrap();
    for n in 0..20 {
        store.log_roll(&roll(n)).await.unwrap();
    }
    // Twenty rolls are a few dozen pages of log: far below the pool's backstop (and
    // SQLite's own 1,000), so only the store's task can have copied them into the file.
    let start = Instant::now();
    let mut rows = rows_in_the_file(&db, &copy).await;
    while rows < 20 && start.elapsed() < Duration::from_secs(20) {
        tokio::time::sleep(Duration::from_millis(100)).await;
        rows = rows_in_the_file(&db, &copy).await;
    }
    let mut registry = prometheus_client::registry::Registry::default();
    store.register_metrics(&mut registry);
    let mut metrics = String::new();
    prometheus_client::encoding::text::encode(&mut metrics, &registry).unwrap();
    store.close().await;
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(rows, 20, "every logged roll is in the database file itself");
    assert!(
        metrics.contains("polyroll_store_checkpoint_seconds_count"),
        "{metrics}"
    );
}
