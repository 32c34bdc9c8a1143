//! Many tasks setting and reading aliases at once, through two pools on one database as two
//! bot processes would: no errors, no lost writes, and a limit that holds under a race.

mod common;

use common::TestDb;
use polyroll_core::Dialect;
use polyroll_store::{Owner, StoreConfig, StoreError};

on_both_backends!(
    concurrent_writers_lose_nothing,
    racing_writers_never_pass_the_limit
);

const USERS: usize = 8;
const TASKS_PER_USER: usize = 4;
const ALIASES_PER_TASK: usize = 10;

async fn concurrent_writers_lose_nothing(db: TestDb) {
    let stores = [db.store().await, db.store().await];
    let chat = Owner::chat("discord", "table");
    let mut tasks = Vec::new();
    for user in 0..USERS {
        for task in 0..TASKS_PER_USER {
            let store = stores[(user + task) % 2].clone();
            let chat = chat.clone();
            tasks.push(tokio::spawn(async move {
                let owner = Owner::user("discord", &format!("u{user}"));
                for i in 0..ALIASES_PER_TASK {
                    let name = format!("t{task}_{i}");
                    let formula = format!("{user} + {i}");
                    store
                        .set_alias(&owner, &name, &formula, Dialect::Standard, None)
                        .await?;
                    // Read your own write, on whichever connection the pool hands out.
                    let got = store.get_alias(&owner, &name).await?;
                    assert_eq!(got.map(|a| a.formula), Some(formula));
                    // Everyone also rewrites and reads one shared chat alias.
                    store
                        .set_alias(&chat, "shared", &format!("{user}"), Dialect::Standard, None)
                        .await?;
                    let map = store
                        .resolver("discord", &format!("u{user}"), Some("table"))
                        .await?;
                    assert!(map.get("shared").is_some());
                    store.list_aliases(&owner, "t", 25).await?;
                }
                Ok::<_, StoreError>(())
            }));
        }
    }
    for task in tasks {
        task.await
            .expect("task panicked")
            .expect("store error under load");
    }

    let store = &stores[0];
    for user in 0..USERS {
        let owner = Owner::user("discord", &format!("u{user}"));
        let all = store.list_aliases(&owner, "", 0).await.unwrap();
        assert_eq!(all.len(), TASKS_PER_USER * ALIASES_PER_TASK, "user {user}");
        for alias in all {
            let i = alias.name.rsplit('_').next().unwrap();
            assert_eq!(alias.formula, format!("{user} + {i}"));
        }
    }
    let shared = store.get_alias(&chat, "shared").await.unwrap().unwrap();
    assert!(shared.formula.parse::<usize>().unwrap() < USERS);
    assert_eq!(store.list_aliases(&chat, "", 0).await.unwrap().len(), 1);
}

async fn racing_writers_never_pass_the_limit(db: TestDb) {
    let config = StoreConfig {
        max_aliases_per_owner: 10,
        ..Default::default()
    };
    let stores = [db.store_with(config).await, db.store_with(config).await];
    let owner = Owner::chat("telegram", "-1");
    let mut tasks = Vec::new();
    for i in 0..40 {
        let store = stores[i % 2].clone();
        let owner = owner.clone();
        tasks.push(tokio::spawn(async move {
            store
                .set_alias(&owner, &format!("a{i}"), "1", Dialect::Standard, None)
                .await
        }));
    }
    let mut created = 0;
    for task in tasks {
        match task.await.expect("task panicked") {
            Ok(true) => created += 1,
            Err(StoreError::TooMany { limit: 10 }) => {}
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(created, 10);
    assert_eq!(
        stores[0].list_aliases(&owner, "", 0).await.unwrap().len(),
        10
    );
}
