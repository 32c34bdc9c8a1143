//! Rerolls in the store, once on SQLite and once on PostgreSQL (when
//! `POLYROLL_TEST_POSTGRES` is set): a roll is rerolled once (more only as its rule
//! allows), each reroll a logged roll of its own, the chain read back in order, and the
//! rows gone with their rolls.

mod common;

use common::TestDb;
use polyroll_store::{NewReroll, NewRoll, Rerolled, RollRecord, Store};

on_both_backends!(
    a_roll_is_rerolled_once,
    a_rule_may_allow_a_chain,
    racing_presses_reroll_once,
    rows_go_with_their_rolls,
);

fn roll(input: &str, total: f64) -> NewRoll {
    NewRoll {
        platform: "discord".into(),
        user: "100".into(),
        chat: Some("server".into()),
        channel: Some("channel".into()),
        input: input.into(),
        canonical: input.into(),
        dialect: "standard".into(),
        result: format!("{input} = {total}"),
        total: Some(total),
        ..NewRoll::default()
    }
}

async fn reroll(store: &Store, of: &RollRecord, total: f64, dice: &str, allowed: u32) -> Rerolled {
    store
        .log_reroll(&NewReroll {
            of,
            roll: &roll("4d6kh3", total),
            rule: "hold",
            of_dice: "6 2 1 5",
            dice,
            allowed,
        })
        .await
        .expect("logged or spent")
}

fn logged(rerolled: Rerolled) -> (RollRecord, u32) {
    match rerolled {
        Rerolled::Logged { record, left } => (*record, left),
        Rerolled::Spent => panic!("spent"),
    }
}

async fn a_roll_is_rerolled_once(db: TestDb) {
    let store = db.store().await;
    let first = store.log_roll(&roll("4d6kh3", 13.0)).await.unwrap();
    // Never rerolled: no chain, and no row (a roll costs nothing more until it is).
    assert!(store.reroll_chain(first.id).await.unwrap().is_empty());
    assert_eq!(db.number("SELECT COUNT(*) FROM rerolls").await, 0);

    let (second, left) = logged(reroll(&store, &first, 15.0, "=6 4 =1 5", 1).await);
    assert_eq!(left, 0);
    assert_ne!(second.shown, first.shown);
    assert_eq!(second.total, Some(15.0));
    // A logged roll like any other: found by its id.
    let found = store.roll_by_shown(second.shown).await.unwrap().unwrap();
    assert_eq!(found, second);

    // Both rolls name the chain, first to last, with their dice.
    for id in [first.id, second.id] {
        let chain = store.reroll_chain(id).await.unwrap();
        let shown: Vec<_> = chain.iter().map(|l| l.shown).collect();
        assert_eq!(shown, [first.shown, second.shown]);
        assert_eq!(chain[0].dice, "6 2 1 5");
        assert_eq!(chain[1].dice, "=6 4 =1 5");
        assert_eq!(chain[1].rule, "hold");
        assert!(chain.iter().all(|l| l.rerolls_left == 0));
    }
    // Neither is rerolled again, and nothing more is logged.
    assert_eq!(
        reroll(&store, &first, 9.0, "1 1 1 1", 1).await,
        Rerolled::Spent
    );
    assert_eq!(
        reroll(&store, &second, 9.0, "1 1 1 1", 1).await,
        Rerolled::Spent
    );
    assert_eq!(db.number("SELECT COUNT(*) FROM rolls").await, 2);
}

async fn a_rule_may_allow_a_chain(db: TestDb) {
    let store = db.store().await;
    let first = store.log_roll(&roll("4d6kh3", 13.0)).await.unwrap();
    let (second, left) = logged(reroll(&store, &first, 14.0, "6 6 6 6", 2).await);
    assert_eq!(left, 1);
    // The first is spent; its reroll carries the chain on, once more.
    assert_eq!(
        reroll(&store, &first, 9.0, "1 1 1 1", 2).await,
        Rerolled::Spent
    );
    let (third, left) = logged(reroll(&store, &second, 16.0, "=6 =6 =6 4", 2).await);
    assert_eq!(left, 0);
    assert_eq!(
        reroll(&store, &third, 9.0, "1 1 1 1", 2).await,
        Rerolled::Spent
    );
    let chain = store.reroll_chain(second.id).await.unwrap();
    let ids: Vec<i64> = chain.iter().map(|l| l.id).collect();
    assert_eq!(ids, [first.id, second.id, third.id]);
}

async fn racing_presses_reroll_once(db: TestDb) {
    // Two processes share the database; the same roll pressed in both at once.
    let (a, b) = (db.store().await, db.store().await);
    let first = a.log_roll(&roll("4d6kh3", 13.0)).await.unwrap();
    let (one, two) = tokio::join!(
        reroll(&a, &first, 10.0, "1 2 3 4", 1),
        reroll(&b, &first, 11.0, "4 3 2 1", 1)
    );
    let logged = [&one, &two]
        .iter()
        .filter(|r| matches!(r, Rerolled::Logged { .. }))
        .count();
    assert_eq!(logged, 1, "{one:?} {two:?}");
    assert_eq!(db.number("SELECT COUNT(*) FROM rolls").await, 2);
    assert_eq!(a.reroll_chain(first.id).await.unwrap().len(), 2);
}

async fn rows_go_with_their_rolls(db: TestDb) {
    let store = db.store().await;
    let first = store.log_roll(&roll("4d6kh3", 13.0)).await.unwrap();
    let (second, _) = logged(reroll(&store, &first, 15.0, "=6 4 =1 5", 1).await);
    // The log trimmed of the first roll (as retention does): its row goes with it, and the
    // chain reads on without it.
    db.execute(&format!("DELETE FROM rolls WHERE id = {}", first.id))
        .await;
    assert_eq!(db.number("SELECT COUNT(*) FROM rerolls").await, 1);
    let chain = store.reroll_chain(second.id).await.unwrap();
    assert_eq!(chain.len(), 1);
    assert_eq!(chain[0].shown, second.shown);
}
