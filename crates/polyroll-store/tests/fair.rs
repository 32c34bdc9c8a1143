//! The server seeds of provably fair rolls, on both databases: one seed per period that
//! every process agrees on, its commitment out a period before it is used, the seed shown
//! only after its period (and the grace) has ended, and never a seed that no longer
//! matches its commitment.

mod common;

use common::TestDb;
use polyroll_core::fair::matches_commitment;
use polyroll_store::{reveal_grace, StoreError};

on_both_backends!(
    a_commitment_published_before_a_roll_matches_the_seed_revealed_after,
    the_current_seed_is_never_on_the_board,
    processes_starting_together_agree_on_one_seed,
    periods_never_overlap_when_the_length_changes,
    a_seed_edited_after_its_commitment_never_rolls,
);

const DAY: i64 = 86_400;
/// 2026-12-05 13:20:00 UTC.
const T0: i64 = 1_796_476_800 + 13 * 3_600 + 20 * 60;

async fn a_commitment_published_before_a_roll_matches_the_seed_revealed_after(db: TestDb) {
    let store = db.store().await;
    // The day before: the board already shows the next day's commitment.
    let before = store.fair_board(T0 - DAY, DAY, 5).await.unwrap();
    let promised = before.next.commitment.clone();
    assert_eq!(before.next.starts_at, T0 - T0.rem_euclid(DAY));
    assert_eq!(before.current.ends_at, before.next.starts_at);
    // The roll, later that day, uses the promised seed.
    let used = store.fair_seed(T0, DAY).await.unwrap();
    assert_eq!(used.period.commitment, promised);
    assert_eq!(used.period.starts_at, before.next.starts_at);
    assert_eq!(used.period.ends_at, used.period.starts_at + DAY);
    assert!(used.period.starts_at <= T0 && T0 < used.period.ends_at);
    // Every call in the period gives the same seed.
    let again = store.fair_seed(used.period.ends_at - 1, DAY).await.unwrap();
    assert_eq!(again, used);
    // At the end of the period the next one rolls; the seed is still not shown.
    let end = used.period.ends_at;
    let board = store.fair_board(end, DAY, 5).await.unwrap();
    assert_eq!(board.current.starts_at, end);
    assert!(board.revealed.iter().all(|r| r.period != used.period));
    // After the grace it is, and it is the seed that rolled, matching the commitment
    // published a day before its first roll.
    let later = end + reveal_grace(DAY);
    assert_eq!(used.period.reveal_at, later);
    let board = store.fair_board(later, DAY, 5).await.unwrap();
    let shown = board
        .revealed
        .iter()
        .find(|r| r.period.starts_at == used.period.starts_at)
        .expect("the ended period is revealed");
    assert_eq!(shown.seed, used.seed);
    assert!(matches_commitment(&shown.seed, &promised));
    // Newest first: the day before came after it.
    let starts: Vec<i64> = board.revealed.iter().map(|r| r.period.starts_at).collect();
    assert_eq!(starts, [used.period.starts_at, before.current.starts_at]);
}

async fn the_current_seed_is_never_on_the_board(db: TestDb) {
    let store = db.store().await;
    let length = 3_600;
    for hour in 0..30 {
        let now = T0 + hour * length + 17;
        let current = store.fair_seed(now, length).await.unwrap();
        let board = store.fair_board(now, length, 50).await.unwrap();
        assert_eq!(board.current, current.period);
        let shown = format!("{board:?}");
        // Neither the current seed nor the next one, in any form.
        let next = store.fair_seed(board.next.starts_at, length).await.unwrap();
        for secret in [&current.seed, &next.seed] {
            assert!(!shown.contains(&secret.to_hex()), "hour {hour}: {shown}");
        }
        assert!(board.revealed.iter().all(|r| r.period.reveal_at <= now));
        assert!(board.revealed.len() <= 50);
        // Every earlier hour is revealed by now (17 s into the hour, the grace of the
        // last one is over).
        assert_eq!(board.revealed.len() as i64, hour);
    }
}

async fn processes_starting_together_agree_on_one_seed(db: TestDb) {
    // Two stores (two pools, as two processes) and many callers at once on an empty
    // table.
    let stores = [db.store().await, db.store().await];
    let mut tasks = Vec::new();
    for i in 0..16 {
        let store = stores[i % 2].clone();
        tasks.push(tokio::spawn(async move {
            store.fair_seed(T0 + i as i64, DAY).await
        }));
    }
    let mut seeds = Vec::new();
    for task in tasks {
        seeds.push(task.await.expect("no panic").expect("a seed"));
    }
    assert!(seeds.iter().all(|s| *s == seeds[0]), "{seeds:?}");
    // One row for the day and one for the next: nothing else was stored.
    let board = stores[1].fair_board(T0, DAY, 10).await.unwrap();
    assert_eq!(board.current, seeds[0].period);
    assert!(board.revealed.is_empty());
}

async fn periods_never_overlap_when_the_length_changes(db: TestDb) {
    let store = db.store().await;
    let day = store.fair_seed(T0, DAY).await.unwrap();
    // The length becomes an hour: the day's seed keeps rolling until the day ends (the
    // next hour would start inside it), and no period starts before the last one ends.
    let hour = 3_600;
    let same = store.fair_seed(T0 + hour, hour).await.unwrap();
    assert_eq!(same, day);
    // The next day was published before the change: it rolls as published, and hours
    // follow it.
    let mut periods = Vec::new();
    let mut now = day.period.ends_at;
    while now < day.period.ends_at + 3 * DAY {
        let p = store.fair_seed(now, hour).await.unwrap();
        assert!(
            p.period.starts_at <= now && now < p.period.ends_at,
            "{now}: {p:?}"
        );
        periods.push(p.period);
        now += 1_800;
    }
    periods.dedup();
    assert_eq!(periods[0].ends_at - periods[0].starts_at, DAY);
    assert_eq!(periods[1].ends_at - periods[1].starts_at, hour);
    for pair in periods.windows(2) {
        assert!(pair[0].ends_at <= pair[1].starts_at, "{pair:?}");
    }
    // Back to a day: the hour published next still rolls, then a period that starts where
    // it ended and ends at midnight.
    let published = store.fair_seed(now, DAY).await.unwrap();
    assert_eq!(published.period.ends_at - published.period.starts_at, hour);
    let daily = store
        .fair_seed(published.period.ends_at, DAY)
        .await
        .unwrap();
    assert_eq!(daily.period.starts_at, published.period.ends_at);
    assert_eq!(daily.period.ends_at.rem_euclid(DAY), 0);
    assert!(daily.period.ends_at - daily.period.starts_at <= DAY);
}

async fn a_seed_edited_after_its_commitment_never_rolls(db: TestDb) {
    let store = db.store().await;
    let used = store.fair_seed(T0, DAY).await.unwrap();
    db.execute(&format!(
        "UPDATE fair_seeds SET seed = '{}' WHERE starts_at = {}",
        "ab".repeat(32),
        used.period.starts_at
    ))
    .await;
    let err = store.fair_seed(T0, DAY).await.unwrap_err();
    assert!(matches!(err, StoreError::Database(_)), "{err:?}");
    assert!(store.fair_board(T0, DAY, 5).await.is_err());
}
