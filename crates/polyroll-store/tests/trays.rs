//! Dice trays in the store, once on SQLite and once on PostgreSQL (when
//! `POLYROLL_TEST_POSTGRES` is set): the same assertions on both.

mod common;

use common::TestDb;
use polyroll_core::Dialect;
use polyroll_store::{Owner, StoreError, TrayButton, TrayProblem, TraySummary};

on_both_backends!(
    a_tray_round_trips_in_order,
    saving_again_replaces_under_a_new_id,
    trays_are_limited_and_refused_whole,
    find_prefers_the_user_then_the_chat,
    rename_keeps_the_id_and_refuses_clashes,
    delete_takes_the_buttons_with_it,
    owners_cannot_reach_each_others_trays,
    a_moved_chat_keeps_its_trays,
    public_ids_are_drawn_not_counted,
    one_live_copy_per_chat,
);

fn me() -> Owner {
    Owner::user("discord", "100")
}

fn button(label: &str, formula: &str) -> TrayButton {
    TrayButton {
        label: label.into(),
        formula: formula.into(),
        dialect: Dialect::Standard,
    }
}

fn combat() -> Vec<TrayButton> {
    vec![
        button("Attack", "1d20+[str]"),
        button("Damage", "1d8+[str]"),
        button("Save", "1d20+[wis]"),
    ]
}

fn refusal(result: Result<impl std::fmt::Debug, StoreError>) -> TrayProblem {
    match result {
        Err(StoreError::Tray(problem)) => problem,
        other => panic!("not a tray refusal: {other:?}"),
    }
}

async fn a_tray_round_trips_in_order(db: TestDb) {
    let store = db.store().await;
    let mut buttons: Vec<TrayButton> = (1..=25)
        .map(|i| button(&format!("Roll {i}"), &format!("1d{i}")))
        .collect();
    buttons[3].dialect = Dialect::Pool;
    let saved = store.save_tray(&me(), "Combat", &buttons).await.unwrap();
    assert_eq!(saved.name, "combat");
    let read = store.tray(&me(), "COMBAT").await.unwrap().unwrap();
    assert_eq!(read, saved);
    assert_eq!(read.buttons, buttons);
    assert_eq!(
        store.tray_by_public_id(&saved.public_id).await.unwrap(),
        Some(saved)
    );
    assert_eq!(
        store.list_trays(&me()).await.unwrap(),
        vec![TraySummary {
            name: "combat".into(),
            buttons: 25
        }]
    );
}

async fn saving_again_replaces_under_a_new_id(db: TestDb) {
    let store = db.store().await;
    let first = store.save_tray(&me(), "combat", &combat()).await.unwrap();
    let second = store
        .save_tray(&me(), "combat", &[button("Only", "1d6")])
        .await
        .unwrap();
    assert_ne!(first.id, second.id);
    assert_ne!(first.public_id, second.public_id);
    // A button of the old copy finds nothing: it never presses what its label no longer says.
    assert_eq!(
        store.tray_by_public_id(&first.public_id).await.unwrap(),
        None
    );
    assert_eq!(
        store.tray(&me(), "combat").await.unwrap().unwrap().buttons,
        vec![button("Only", "1d6")]
    );
    assert_eq!(store.list_trays(&me()).await.unwrap().len(), 1);
}

async fn trays_are_limited_and_refused_whole(db: TestDb) {
    let store = db.store().await;
    for i in 0..20 {
        store
            .save_tray(&me(), &format!("t{i}"), &[button("a", "1d6")])
            .await
            .unwrap();
    }
    assert_eq!(
        refusal(store.save_tray(&me(), "one-more", &combat()).await),
        TrayProblem::TooManyTrays { max: 20 }
    );
    // Replacing one of the twenty is no new tray.
    store.save_tray(&me(), "t3", &combat()).await.unwrap();
    let other = Owner::user("discord", "200");
    assert_eq!(
        refusal(
            store
                .save_tray(&other, "big", &vec![button("a", "1d6"); 26])
                .await
        ),
        TrayProblem::TooManyButtons { max: 25, given: 26 }
    );
    assert_eq!(
        refusal(
            store
                .save_tray(&other, "long", &[button(&"x".repeat(81), "1d6")])
                .await
        ),
        TrayProblem::LabelTooLong { index: 1, max: 80 }
    );
    assert!(matches!(
        refusal(
            store
                .save_tray(&other, "bad", &[button("a", "1d6"), button("b", "1d20+")])
                .await
        ),
        TrayProblem::Formula { index: 2, .. }
    ));
    assert_eq!(
        refusal(store.save_tray(&other, "two words", &combat()).await),
        TrayProblem::BadName("two words".into())
    );
    // Nothing of a refused tray was written.
    assert!(store.list_trays(&other).await.unwrap().is_empty());
}

async fn find_prefers_the_user_then_the_chat(db: TestDb) {
    let store = db.store().await;
    let chat = Owner::chat("discord", "900");
    let chats = store.save_tray(&chat, "combat", &combat()).await.unwrap();
    let found = |user: &'static str, chat: Option<&'static str>| {
        let store = store.clone();
        async move {
            store
                .find_tray("discord", user, chat, "combat")
                .await
                .unwrap()
        }
    };
    assert_eq!(found("100", Some("900")).await, Some(chats.clone()));
    assert_eq!(found("100", Some("901")).await, None);
    assert_eq!(found("100", None).await, None);
    let mine = store
        .save_tray(&me(), "combat", &[button("Mine", "1d4")])
        .await
        .unwrap();
    assert_eq!(found("100", Some("900")).await, Some(mine));
    assert_eq!(found("101", Some("900")).await, Some(chats));
}

async fn rename_keeps_the_id_and_refuses_clashes(db: TestDb) {
    let store = db.store().await;
    let tray = store.save_tray(&me(), "combat", &combat()).await.unwrap();
    store.save_tray(&me(), "social", &combat()).await.unwrap();
    assert_eq!(
        refusal(store.rename_tray(&me(), "combat", "social").await),
        TrayProblem::Taken("social".into())
    );
    assert_eq!(
        refusal(store.rename_tray(&me(), "nope", "other").await),
        TrayProblem::NotFound("nope".into())
    );
    store.rename_tray(&me(), "combat", "Fight").await.unwrap();
    let renamed = store
        .tray_by_public_id(&tray.public_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(renamed.name, "fight");
    assert_eq!(renamed.buttons, tray.buttons);
    assert_eq!(store.tray(&me(), "combat").await.unwrap(), None);
}

async fn delete_takes_the_buttons_with_it(db: TestDb) {
    let store = db.store().await;
    let tray = store.save_tray(&me(), "combat", &combat()).await.unwrap();
    assert!(store.delete_tray(&me(), "Combat").await.unwrap());
    assert!(!store.delete_tray(&me(), "combat").await.unwrap());
    assert_eq!(
        store.tray_by_public_id(&tray.public_id).await.unwrap(),
        None
    );
    // The buttons went with it (the foreign key's cascade), on both databases.
    let again = store.save_tray(&me(), "combat", &combat()).await.unwrap();
    assert_eq!(again.buttons.len(), 3);
    assert_ne!(again.id, tray.id);
}

async fn owners_cannot_reach_each_others_trays(db: TestDb) {
    let store = db.store().await;
    store.save_tray(&me(), "combat", &combat()).await.unwrap();
    let bob = Owner::user("discord", "101");
    let elsewhere = Owner::user("telegram", "100");
    for other in [&bob, &elsewhere] {
        assert_eq!(store.tray(other, "combat").await.unwrap(), None);
        assert!(!store.delete_tray(other, "combat").await.unwrap());
        assert!(store.list_trays(other).await.unwrap().is_empty());
    }
    assert_eq!(
        store
            .find_tray("telegram", "100", None, "combat")
            .await
            .unwrap(),
        None
    );
    assert!(store.tray(&me(), "combat").await.unwrap().is_some());
}

async fn a_moved_chat_keeps_its_trays(db: TestDb) {
    let store = db.store().await;
    let old = Owner::chat("telegram", "-1");
    let new = Owner::chat("telegram", "-100");
    let tray = store.save_tray(&old, "combat", &combat()).await.unwrap();
    let moved = store.move_owner(&old, &new).await.unwrap();
    assert_eq!(moved.trays, 1);
    let there = store.tray(&new, "combat").await.unwrap().unwrap();
    assert_eq!(there.id, tray.id);
    assert_eq!(store.tray(&old, "combat").await.unwrap(), None);
}

async fn public_ids_are_drawn_not_counted(db: TestDb) {
    let store = db.store().await;
    let a = store.save_tray(&me(), "a", &combat()).await.unwrap();
    let b = store.save_tray(&me(), "b", &combat()).await.unwrap();
    for tray in [&a, &b] {
        assert_eq!(tray.public_id.len(), 32, "{}", tray.public_id);
        assert!(tray.public_id.bytes().all(|c| c.is_ascii_hexdigit()));
    }
    assert_ne!(a.public_id, b.public_id);
    // Neighbouring numbers, other shapes and row numbers name nothing.
    for guess in [
        a.id.to_string(),
        b.id.to_string(),
        format!("{:032x}", b.id),
        a.public_id.to_uppercase(),
        "' OR 1=1 --".to_string(),
        String::new(),
    ] {
        assert_eq!(
            store.tray_by_public_id(&guess).await.unwrap(),
            None,
            "{guess}"
        );
    }
    assert_eq!(
        store.tray_by_public_id(&b.public_id).await.unwrap(),
        Some(b)
    );
}

async fn one_live_copy_per_chat(db: TestDb) {
    let store = db.store().await;
    let tray = store.save_tray(&me(), "combat", &combat()).await.unwrap();
    // The first copy in a channel replaces nothing; each later one names the one before.
    assert_eq!(store.move_tray_copy(&tray, "c1", "m1").await.unwrap(), None);
    assert_eq!(
        store.move_tray_copy(&tray, "c1", "m2").await.unwrap(),
        Some("m1".to_string())
    );
    // Another channel has its own copy.
    assert_eq!(store.move_tray_copy(&tray, "c2", "m9").await.unwrap(), None);
    assert_eq!(
        store.move_tray_copy(&tray, "c1", "m3").await.unwrap(),
        Some("m2".to_string())
    );
    // The same message again replaces nothing to delete.
    assert_eq!(store.move_tray_copy(&tray, "c1", "m3").await.unwrap(), None);
    // Copies posted at once: each replaced copy is handed to exactly one poster to delete,
    // so every copy but one is deleted.
    let mut moves = tokio::task::JoinSet::new();
    for i in 0..8 {
        let (store, tray) = (store.clone(), tray.clone());
        moves.spawn(async move { store.move_tray_copy(&tray, "c3", &format!("x{i}")).await });
    }
    let mut replaced = Vec::new();
    while let Some(moved) = moves.join_next().await {
        replaced.extend(moved.unwrap().unwrap());
    }
    replaced.sort();
    replaced.dedup();
    assert_eq!(replaced.len(), 7, "{replaced:?}");
    // A deleted tray keeps no record of copies (nor gets one).
    assert!(store.delete_tray(&me(), "combat").await.unwrap());
    assert_eq!(store.move_tray_copy(&tray, "c1", "m4").await.unwrap(), None);
    assert_eq!(store.move_tray_copy(&tray, "c1", "m5").await.unwrap(), None);
}
