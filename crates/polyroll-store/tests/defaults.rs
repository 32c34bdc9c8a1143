//! The default dialects a roll reads come from memory, and a change made through any store
//! on the same database — another process's — is seen by the next read of every store.

mod common;

use std::time::{Duration, Instant};

use common::TestDb;
use polyroll_core::Dialect;
use polyroll_store::{Owner, Store};

on_both_backends!(a_dialect_change_reaches_every_store_sharing_the_database);

/// What `store` reads for user 100 in chat -1, and the round trips the read cost.
async fn read(store: &Store) -> ((Option<Dialect>, Option<Dialect>), u64) {
    let before = store.round_trips();
    let dialects = store
        .dialects("telegram", "100", Some("-1"))
        .await
        .expect("dialects");
    (dialects, store.round_trips() - before)
}

/// Reads until `store` answers `want` from memory, for up to ten seconds: PostgreSQL's
/// notices reach other processes a moment after the write, and its listener connects in
/// the background. A SQLite file is expected to answer right away.
async fn settles(store: &Store, want: (Option<Dialect>, Option<Dialect>), what: &str) {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let (got, trips) = read(store).await;
        if got == want && trips == 0 {
            return;
        }
        assert!(
            store.backend_name() == "postgres" || got == want,
            "{what}: read {got:?}, the change was missed"
        );
        assert!(
            Instant::now() < deadline,
            "{what}: still {got:?} after {trips} round trips, want {want:?} from memory"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn a_dialect_change_reaches_every_store_sharing_the_database(db: TestDb) {
    let (one, two) = (db.store().await, db.store().await);
    let me = Owner::user("telegram", "100");
    let chat = Owner::chat("telegram", "-1");
    settles(&two, (None, None), "nothing set").await;
    // Users never seen before cost no query either: the memory holds every setting.
    let before = two.round_trips();
    let other = two.dialects("discord", "7", Some("8")).await.unwrap();
    assert_eq!((other, two.round_trips() - before), ((None, None), 0));

    one.set_dialect(&chat, Some(Dialect::Pool)).await.unwrap();
    settles(&two, (None, Some(Dialect::Pool)), "the chat's").await;
    one.set_dialect(&me, Some(Dialect::Diceplus)).await.unwrap();
    // The writer itself never reads its own change late.
    assert_eq!(
        read(&one).await.0,
        (Some(Dialect::Diceplus), Some(Dialect::Pool))
    );
    settles(
        &two,
        (Some(Dialect::Diceplus), Some(Dialect::Pool)),
        "the user's",
    )
    .await;
    two.set_dialect(&me, None).await.unwrap();
    settles(&one, (None, Some(Dialect::Pool)), "cleared elsewhere").await;

    // A chat moved to a new id takes its dialect along, for every store.
    one.move_owner(&chat, &Owner::chat("telegram", "-2"))
        .await
        .unwrap();
    settles(&two, (None, None), "moved away").await;

    if two.backend_name() == "postgres" {
        // Cut the listeners' connections and change the setting behind the store's back,
        // as if the notice were lost while they were gone: reconnecting forgets everything.
        db.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE application_name = 'polyroll-settings'",
        )
        .await;
        db.execute(
            "INSERT INTO settings (platform, scope, owner_id, setting_key, value) \
             VALUES ('telegram', 'user', '100', 'dialect', 'dndice')",
        )
        .await;
        settles(
            &two,
            (Some(Dialect::Dndice), None),
            "after the listener's drop",
        )
        .await;
        settles(
            &one,
            (Some(Dialect::Dndice), None),
            "after the listener's drop",
        )
        .await;
    }
}
