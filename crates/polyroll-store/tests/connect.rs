//! Opening the store: URLs, files created on demand, in-memory databases, and clear errors
//! when the database is not there.

mod common;

use std::time::Duration;

use polyroll_core::Dialect;
use polyroll_store::{Owner, Store, StoreError};

#[tokio::test]
async fn a_missing_sqlite_file_is_created_and_kept() {
    let dir = std::env::temp_dir().join(common::unique("polyroll_connect"));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("polyroll.db");
    let url = format!("sqlite://{}", file.display());
    let store = Store::connect(&url).await.unwrap();
    assert_eq!(store.backend_name(), "sqlite");
    assert!(file.exists());
    let me = Owner::user("console", "me");
    store
        .set_alias(&me, "str", "3", Dialect::Standard, None)
        .await
        .unwrap();
    store.close().await;

    let again = Store::connect(&url).await.unwrap();
    assert_eq!(
        again.get_alias(&me, "str").await.unwrap().unwrap().formula,
        "3"
    );
    again.close().await;
    std::fs::remove_dir_all(&dir).unwrap();
}

#[tokio::test]
async fn memory_databases_are_private_and_keep_their_data() {
    let a = Store::connect("sqlite::memory:").await.unwrap();
    let b = Store::connect("sqlite::memory:").await.unwrap();
    let me = Owner::user("console", "me");
    a.set_alias(&me, "str", "3", Dialect::Standard, None)
        .await
        .unwrap();
    // Several queries in a row, each on the pool's one connection.
    for _ in 0..3 {
        assert!(a.get_alias(&me, "str").await.unwrap().is_some());
    }
    assert_eq!(b.get_alias(&me, "str").await.unwrap(), None);
}

#[tokio::test]
async fn an_unopenable_sqlite_file_is_unavailable() {
    let url = "sqlite:///nonexistent-dir-polyroll/sub/polyroll.db";
    let err = Store::connect(url).await.unwrap_err();
    assert!(err.is_unavailable(), "{err:?}");
    assert!(err.to_string().contains("can't be reached"), "{err}");
}

#[tokio::test]
async fn an_unreachable_postgres_fails_fast_and_clearly() {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once, and
    // the first attempt ends on that refusal rather than on its own deadline (the minute
    // here only guards against a hang).
    let err = tokio::time::timeout(
        Duration::from_secs(60),
        Store::connect("postgres://postgres@127.0.0.1:1/postgres"),
    )
    .await
    .expect("connect returns after its first attempt")
    .unwrap_err();
    assert!(err.is_unavailable(), "{err:?}");
    assert!(!err.is_user_error());
    assert!(
        !format!("{err:?}").contains("no answer within"),
        "the attempt waited out its deadline: {err:?}"
    );
    assert!(
        err.to_string().contains("rolls without aliases still work"),
        "{err}"
    );
}

#[tokio::test]
async fn other_urls_are_refused() {
    for url in ["mysql://localhost/db", "polyroll.db", ""] {
        let err = Store::connect(url).await.unwrap_err();
        assert!(matches!(err, StoreError::Config(_)), "{url}: {err:?}");
    }
}

/// On a fresh schema of its own, as every test: connecting migrates, and a migration
/// applied to the server's `public` schema would fail the runs of other branches.
#[tokio::test]
async fn postgres_urls_pick_postgres() {
    polyroll_testkit::with_postgres("connect", |url| async move {
        let store = Store::connect(&url).await.unwrap();
        assert_eq!(store.backend_name(), "postgres");
        store.close().await;
    })
    .await;
}

/// A pooled PostgreSQL connection the server dropped while it sat idle is replaced before a
/// call uses it (the store pings a connection idle for a second or more, and no other): the
/// first call after the drop succeeds.
#[tokio::test]
async fn a_postgres_connection_dropped_while_idle_is_replaced_before_use() {
    common::on_postgres(|db| async move {
        // A name of this test's own, so only its store's connections are dropped.
        let name = common::unique("polyroll_idle");
        let store = Store::connect(&format!("{}&application_name={name}", db.url))
            .await
            .unwrap();
        let me = Owner::user("console", "me");
        store
            .set_alias(&me, "str", "3", Dialect::Standard, None)
            .await
            .unwrap();
        let dropped = db
            .number(&format!(
                // In FILTER, not WHERE: only the rows the WHERE kept are terminated.
                "SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) \
                 FROM pg_stat_activity WHERE application_name = '{name}'"
            ))
            .await;
        assert!(dropped >= 1, "the store's connections: {dropped}");
        tokio::time::sleep(Duration::from_millis(1200)).await;
        let alias = store.get_alias(&me, "str").await.unwrap();
        assert_eq!(alias.map(|a| a.formula).as_deref(), Some("3"));
        store.close().await;
    })
    .await;
}
