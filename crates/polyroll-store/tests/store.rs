//! Every store operation, run once against SQLite and once against PostgreSQL (when
//! `POLYROLL_TEST_POSTGRES` is set): the same assertions on both.

mod common;

use common::TestDb;
use polyroll_core::{Dialect, Resolver, Roller, ScriptedSource};
use polyroll_store::{
    unix_now, EntryProblem, FormulaProblem, ImportProblem, NewRoll, Owner, Place, RollId,
    SavedAlias, Scope, Store, StoreConfig, StoreError,
};

on_both_backends!(
    set_then_get_round_trips,
    set_refuses_bad_input_and_stores_nothing,
    list_filters_by_prefix_sorts_and_limits,
    rename_moves_and_refuses_clashes,
    delete_reports_whether_it_deleted,
    export_then_import_copies_aliases,
    a_large_import_is_a_few_statements,
    a_failed_import_changes_nothing,
    owners_are_limited,
    find_alias_prefers_the_user_then_the_chat,
    the_resolver_feeds_the_engine,
    users_cannot_reach_each_others_aliases,
    dialect_settings_per_user_and_chat,
    generic_settings,
    rolls_are_logged_and_listed_newest_first,
    rolls_keep_where_they_were_made_under_a_drawn_id,
    the_log_keeps_every_roll_for_its_days,
    log_roll_once_logs_a_key_once,
    rolls_logged_together_share_an_insert,
    a_backlog_of_old_rolls_is_trimmed_in_chunks,
    old_rolls_are_deleted_off_the_rolls_path,
    stores_on_one_database_share_it,
    old_rule_names_are_kept_but_never_read,
    pending_formulas_are_shared_and_expire,
    handled_events_are_shared_and_expire,
    an_event_is_claimed_once_across_processes,
    move_owner_moves_a_chat_and_keeps_the_newer_on_clashes,
    resolver_and_dialects_read_both_at_once,
);

fn me() -> Owner {
    Owner::user("telegram", "100")
}

fn saved(name: &str, formula: &str, dialect: Dialect, scope: Scope) -> SavedAlias {
    SavedAlias {
        name: name.into(),
        formula: formula.into(),
        dialect,
        description: None,
        scope,
    }
}

/// Saves a standard-notation alias without a description, which most tests need.
async fn set(store: &Store, owner: &Owner, name: &str, formula: &str) {
    store
        .set_alias(owner, name, formula, Dialect::Standard, None)
        .await
        .unwrap();
}

fn names(aliases: &[SavedAlias]) -> Vec<&str> {
    aliases.iter().map(|a| a.name.as_str()).collect()
}

async fn set_then_get_round_trips(db: TestDb) {
    let store = db.store().await;
    let created = store
        .set_alias(
            &me(),
            "  Str ",
            " 3 ",
            Dialect::Standard,
            Some(" Strength "),
        )
        .await
        .unwrap();
    assert!(created);
    let got = store.get_alias(&me(), "STR").await.unwrap();
    assert_eq!(
        got,
        Some(SavedAlias {
            description: Some("Strength".into()),
            ..saved("str", "3", Dialect::Standard, Scope::User)
        })
    );

    // Setting again replaces the whole alias, description included.
    let created = store
        .set_alias(&me(), "str", "level * 2", Dialect::Diceplus, None)
        .await
        .unwrap();
    assert!(!created);
    let got = store.get_alias(&me(), "str").await.unwrap();
    assert_eq!(
        got,
        Some(saved("str", "level * 2", Dialect::Diceplus, Scope::User))
    );
    assert_eq!(store.get_alias(&me(), "dex").await.unwrap(), None);

    let chat = Owner::chat("telegram", "-5");
    assert!(store
        .set_alias(&chat, "сила", "1d4", Dialect::Dndice, None)
        .await
        .unwrap());
    assert_eq!(
        store.get_alias(&chat, "СИЛА").await.unwrap(),
        Some(saved("сила", "1d4", Dialect::Dndice, Scope::Chat))
    );
}

async fn set_refuses_bad_input_and_stores_nothing(db: TestDb) {
    let store = db.store().await;
    let refused = [
        store
            .set_alias(&me(), "two words", "3", Dialect::Standard, None)
            .await,
        store
            .set_alias(&me(), &"x".repeat(33), "3", Dialect::Standard, None)
            .await,
        store
            .set_alias(&me(), "x", "1d20+", Dialect::Standard, None)
            .await,
        store
            .set_alias(&me(), "x", "3d6 |< 3d6", Dialect::Standard, None)
            .await,
        store
            .set_alias(&me(), "x", &"1+".repeat(501), Dialect::Standard, None)
            .await,
        store
            .set_alias(&me(), "x", "3", Dialect::Standard, Some(&"d".repeat(201)))
            .await,
    ];
    assert!(matches!(refused[0], Err(StoreError::InvalidName { .. })));
    assert!(matches!(refused[1], Err(StoreError::InvalidName { .. })));
    assert!(matches!(refused[2], Err(StoreError::InvalidFormula(_))));
    assert!(matches!(refused[3], Err(StoreError::InvalidFormula(_))));
    assert_eq!(
        refused[4],
        Err(StoreError::InvalidFormula(FormulaProblem::TooLong {
            max: 1000
        }))
    );
    assert_eq!(refused[5], Err(StoreError::DescriptionTooLong));
    assert!(store.list_aliases(&me(), "", 0).await.unwrap().is_empty());

    // The same formula in the dialect it was written for is fine.
    assert!(store
        .set_alias(&me(), "best", "3d6 |< 3d6", Dialect::Diceplus, None)
        .await
        .unwrap());
    assert!(matches!(
        store.get_alias(&me(), "no good").await,
        Err(StoreError::InvalidName { .. })
    ));
}

async fn list_filters_by_prefix_sorts_and_limits(db: TestDb) {
    let store = db.store().await;
    for name in [
        "str", "stealth", "dex", "st_x", "stax", "Stamina", "ab", "a_b", "a-b",
    ] {
        set(&store, &me(), name, "1").await;
    }
    store
        .set_alias(
            &Owner::chat("telegram", "100"),
            "stchat",
            "1",
            Dialect::Standard,
            None,
        )
        .await
        .unwrap();

    let all = store.list_aliases(&me(), "", 0).await.unwrap();
    assert_eq!(
        names(&all),
        ["a-b", "a_b", "ab", "dex", "st_x", "stamina", "stax", "stealth", "str"]
    );
    let st = store.list_aliases(&me(), " ST", 0).await.unwrap();
    assert_eq!(names(&st), ["st_x", "stamina", "stax", "stealth", "str"]);
    // `_` is a name character, not a wildcard.
    let underscore = store.list_aliases(&me(), "st_", 0).await.unwrap();
    assert_eq!(names(&underscore), ["st_x"]);
    let two = store.list_aliases(&me(), "st", 2).await.unwrap();
    assert_eq!(names(&two), ["st_x", "stamina"]);
    assert!(store.list_aliases(&me(), "zz", 0).await.unwrap().is_empty());
    // Whatever autocomplete passes is answered, not refused.
    assert!(store.list_aliases(&me(), "%", 0).await.unwrap().is_empty());
    assert!(store
        .list_aliases(&me(), "1d20 +", 0)
        .await
        .unwrap()
        .is_empty());
}

async fn rename_moves_and_refuses_clashes(db: TestDb) {
    let store = db.store().await;
    store
        .set_alias(&me(), "str", "3", Dialect::Standard, Some("Strength"))
        .await
        .unwrap();
    set(&store, &me(), "dex", "2").await;

    store.rename_alias(&me(), "STR", "Might").await.unwrap();
    assert_eq!(store.get_alias(&me(), "str").await.unwrap(), None);
    let moved = store.get_alias(&me(), "might").await.unwrap().unwrap();
    assert_eq!(
        (moved.formula.as_str(), moved.description.as_deref()),
        ("3", Some("Strength"))
    );

    assert_eq!(
        store.rename_alias(&me(), "might", "dex").await,
        Err(StoreError::AlreadyExists("dex".into()))
    );
    assert_eq!(
        store.rename_alias(&me(), "nothing", "new").await,
        Err(StoreError::NotFound("nothing".into()))
    );
    assert!(matches!(
        store.rename_alias(&me(), "dex", "bad name").await,
        Err(StoreError::InvalidName { .. })
    ));
    // Renaming to itself (in any case) is a no-op.
    store.rename_alias(&me(), "dex", "DEX").await.unwrap();
    let left = store.list_aliases(&me(), "", 0).await.unwrap();
    assert_eq!(names(&left), ["dex", "might"]);
}

async fn delete_reports_whether_it_deleted(db: TestDb) {
    let store = db.store().await;
    set(&store, &me(), "str", "3").await;
    assert!(store.delete_alias(&me(), " STR").await.unwrap());
    assert!(!store.delete_alias(&me(), "str").await.unwrap());
    assert_eq!(store.get_alias(&me(), "str").await.unwrap(), None);
}

async fn export_then_import_copies_aliases(db: TestDb) {
    let store = db.store().await;
    store
        .set_alias(&me(), "str", "3", Dialect::Standard, Some("Strength"))
        .await
        .unwrap();
    store
        .set_alias(&me(), "lvl", "level + 1", Dialect::Diceplus, None)
        .await
        .unwrap();
    let json = store.export_aliases(&me()).await.unwrap();
    let parsed: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(parsed["format"], "polyroll-aliases");
    assert_eq!(parsed["aliases"][0]["name"], "lvl");
    assert_eq!(parsed["aliases"][0]["dialect"], "diceplus");
    assert_eq!(parsed["aliases"][1]["description"], "Strength");

    let other = Owner::user("discord", "7");
    set(&store, &other, "str", "1").await;
    set(&store, &other, "keep", "9").await;
    assert_eq!(store.import_aliases(&other, &json).await.unwrap(), 2);
    let imported = store.list_aliases(&other, "", 0).await.unwrap();
    let mine = store.list_aliases(&me(), "", 0).await.unwrap();
    assert_eq!(names(&imported), ["keep", "lvl", "str"]);
    assert_eq!(imported[1..], mine[..], "same-named aliases are replaced");

    // A bare list is accepted too; the dialect defaults to standard.
    let n = store
        .import_aliases(&other, r#"[{"name": "Bonus", "formula": "2"}]"#)
        .await
        .unwrap();
    assert_eq!(n, 1);
    assert_eq!(
        store.get_alias(&other, "bonus").await.unwrap(),
        Some(saved("bonus", "2", Dialect::Standard, Scope::User))
    );
}

/// A book is written a few hundred aliases a statement, not one each: the largest book
/// (200 by default) was 200 round trips inside one call's deadline, which a database across
/// a network, or a loaded machine, did not meet ("unavailable" to the user). 1,200 here,
/// so that several statements share the work; every alias arrives as it was.
async fn a_large_import_is_a_few_statements(db: TestDb) {
    let store = db
        .store_with(StoreConfig {
            max_aliases_per_owner: 1500,
            ..Default::default()
        })
        .await;
    let dialects = [Dialect::Standard, Dialect::Dndice, Dialect::Diceplus];
    let book: Vec<serde_json::Value> = (0..1200)
        .map(|i| {
            serde_json::json!({
                "name": format!("atk_{i:04}"),
                "formula": format!("{}d20+{i}", i % 3 + 1),
                "dialect": dialects[i % 3].name(),
                "description": (i % 2 == 0).then(|| format!("« coup » №{i}")),
            })
        })
        .collect();
    // One already there is replaced, not doubled.
    set(&store, &me(), "atk_0007", "1").await;
    let before = store.round_trips();
    let json = serde_json::Value::Array(book).to_string();
    assert_eq!(store.import_aliases(&me(), &json).await.unwrap(), 1200);
    let statements = store.round_trips() - before;
    // BEGIN, (PostgreSQL: the owner's lock), the names already there, 3 upserts, COMMIT.
    assert!(statements <= 7, "{statements} statements for 1,200 aliases");

    let saved = store.list_aliases(&me(), "", 0).await.unwrap();
    assert_eq!(saved.len(), 1200);
    for (i, alias) in saved.iter().enumerate() {
        let want = SavedAlias {
            name: format!("atk_{i:04}"),
            formula: format!("{}d20+{i}", i % 3 + 1),
            dialect: dialects[i % 3],
            description: (i % 2 == 0).then(|| format!("« coup » №{i}")),
            scope: Scope::User,
        };
        assert_eq!(*alias, want);
    }
}

async fn a_failed_import_changes_nothing(db: TestDb) {
    let store = db
        .store_with(StoreConfig {
            max_aliases_per_owner: 3,
            ..Default::default()
        })
        .await;
    set(&store, &me(), "str", "3").await;
    set(&store, &me(), "dex", "2").await;
    let before = store.export_aliases(&me()).await.unwrap();

    let bad_formula = r#"[{"name": "str", "formula": "10"}, {"name": "atk", "formula": "1d20+"}]"#;
    let refused = store.import_aliases(&me(), bad_formula).await;
    let Err(StoreError::InvalidImport(ImportProblem::Entry {
        index: 2,
        name,
        problem: EntryProblem::Formula(FormulaProblem::Unreadable { .. }),
    })) = refused
    else {
        panic!("an import with a broken formula went through: {refused:?}");
    };
    assert_eq!(name, "atk");
    // Over the limit only counting what is already stored: 2 kept + 2 new > 3.
    let too_many = r#"[{"name": "str", "formula": "10"}, {"name": "a", "formula": "1"}, {"name": "b", "formula": "1"}]"#;
    assert_eq!(
        store.import_aliases(&me(), too_many).await,
        Err(StoreError::InvalidImport(ImportProblem::TooMany {
            limit: 3
        }))
    );
    for bad in [
        "{",
        r#"{"aliases": 3}"#,
        r#"[{"name": "d20", "formula": "20"}]"#,
    ] {
        assert!(matches!(
            store.import_aliases(&me(), bad).await,
            Err(StoreError::InvalidImport(_))
        ));
    }
    assert_eq!(store.export_aliases(&me()).await.unwrap(), before);

    // Replacing both and adding one fits exactly.
    let fits = r#"[{"name": "str", "formula": "10"}, {"name": "dex", "formula": "1"}, {"name": "b", "formula": "1"}]"#;
    assert_eq!(store.import_aliases(&me(), fits).await.unwrap(), 3);
    assert_eq!(
        store
            .get_alias(&me(), "str")
            .await
            .unwrap()
            .unwrap()
            .formula,
        "10"
    );
}

async fn owners_are_limited(db: TestDb) {
    let store = db
        .store_with(StoreConfig {
            max_aliases_per_owner: 3,
            ..Default::default()
        })
        .await;
    for name in ["a", "b", "c"] {
        set(&store, &me(), name, "1").await;
    }
    let over = store
        .set_alias(&me(), "d", "1", Dialect::Standard, None)
        .await;
    assert_eq!(over, Err(StoreError::TooMany { limit: 3 }));
    assert!(over.unwrap_err().to_string().contains("3 aliases"));
    // Replacing and renaming at the limit still work; other owners have their own limit.
    assert!(!store
        .set_alias(&me(), "a", "2", Dialect::Standard, None)
        .await
        .unwrap());
    store.rename_alias(&me(), "c", "z").await.unwrap();
    for owner in [
        Owner::chat("telegram", "100"),
        Owner::user("discord", "100"),
    ] {
        set(&store, &owner, "d", "1").await;
    }
    assert!(store.delete_alias(&me(), "b").await.unwrap());
    assert!(store
        .set_alias(&me(), "d", "1", Dialect::Standard, None)
        .await
        .unwrap());
    assert_eq!(store.list_aliases(&me(), "", 0).await.unwrap().len(), 3);
}

async fn find_alias_prefers_the_user_then_the_chat(db: TestDb) {
    let store = db.store().await;
    let chat = Owner::chat("telegram", "-42");
    set(&store, &chat, "fireball", "8d6").await;
    set(&store, &chat, "heal", "2d8").await;
    set(&store, &me(), "fireball", "10d6").await;

    let find = |name: &'static str, chat: Option<&'static str>| {
        let store = store.clone();
        async move {
            store
                .find_alias("telegram", "100", chat, name)
                .await
                .unwrap()
        }
    };
    let mine = find("Fireball", Some("-42")).await.unwrap();
    assert_eq!((mine.formula.as_str(), mine.scope), ("10d6", Scope::User));
    let theirs = find("heal", Some("-42")).await.unwrap();
    assert_eq!(
        (theirs.formula.as_str(), theirs.scope),
        ("2d8", Scope::Chat)
    );
    assert_eq!(find("heal", None).await, None);
    assert_eq!(find("heal", Some("-43")).await, None);
    // A formula is not a name, and is no error either.
    assert_eq!(find("2d6 + 3", Some("-42")).await, None);
    // Another user in the same chat sees the chat's, not mine.
    let other = store
        .find_alias("telegram", "200", Some("-42"), "fireball")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(other.formula, "8d6");
    // Same ids on another platform are other people.
    assert_eq!(
        store
            .find_alias("discord", "100", Some("-42"), "fireball")
            .await
            .unwrap(),
        None
    );
}

async fn the_resolver_feeds_the_engine(db: TestDb) {
    let store = db.store().await;
    let chat = Owner::chat("discord", "guild");
    store
        .set_alias(
            &Owner::user("discord", "u"),
            "str",
            "3",
            Dialect::Standard,
            None,
        )
        .await
        .unwrap();
    set(&store, &chat, "str", "1").await;
    set(&store, &chat, "level", "4").await;
    // Written in diceplus, read from the standard notation: rolled in its own dialect.
    store
        .set_alias(&chat, "half", "level / 2", Dialect::Diceplus, None)
        .await
        .unwrap();

    let vars = store.resolver("discord", "u", Some("guild")).await.unwrap();
    assert_eq!(vars.names(), ["half", "level", "str"]);
    assert_eq!(vars.lookup("str").unwrap().formula, "3");
    assert_eq!(vars.get("level").map(|a| a.scope), Some(Scope::Chat));

    let roll = |dialect: Dialect, text: &str, faces: Vec<f64>| {
        Roller::new(dialect)
            .with_resolver(&vars)
            .roll(text, &mut ScriptedSource::new(faces))
            .map(|o| o.total())
    };
    assert_eq!(
        roll(Dialect::Standard, "1d20 + [str]", vec![10.0]),
        Ok(Some(13.0))
    );
    assert_eq!(
        roll(Dialect::Diceplus, "5 + level * 3", vec![]),
        Ok(Some(17.0))
    );
    assert_eq!(roll(Dialect::Standard, "[half] + 1", vec![]), Ok(Some(3.0)));

    // Without a chat only the user's own aliases are there.
    let alone = store.resolver("discord", "u", None).await.unwrap();
    assert_eq!(alone.names(), ["str"]);
    assert!(store
        .resolver("discord", "nobody", None)
        .await
        .unwrap()
        .is_empty());
}

async fn users_cannot_reach_each_others_aliases(db: TestDb) {
    let store = db.store().await;
    let alice = Owner::user("discord", "alice");
    let mallory = Owner::user("discord", "mallory");
    set(&store, &alice, "secret", "1d20+7").await;

    assert_eq!(store.get_alias(&mallory, "secret").await.unwrap(), None);
    assert!(store
        .list_aliases(&mallory, "", 0)
        .await
        .unwrap()
        .is_empty());
    assert!(!store.delete_alias(&mallory, "secret").await.unwrap());
    assert_eq!(
        store.rename_alias(&mallory, "secret", "mine").await,
        Err(StoreError::NotFound("secret".into()))
    );
    // Her own alias of the same name is hers alone; Alice's is untouched.
    assert!(store
        .set_alias(&mallory, "secret", "0", Dialect::Standard, None)
        .await
        .unwrap());
    let export: serde_json::Value =
        serde_json::from_str(&store.export_aliases(&mallory).await.unwrap()).unwrap();
    assert_eq!(export["aliases"].as_array().map(Vec::len), Some(1));
    assert_eq!(export["aliases"][0]["formula"], "0");
    // Injection-shaped input is only ever a bound value.
    let sly = Owner::user("discord", "alice' OR '1'='1");
    assert!(store.list_aliases(&sly, "", 0).await.unwrap().is_empty());
    assert_eq!(
        store
            .find_alias("discord", "x' OR 1=1 --", Some("' OR 1=1 --"), "secret")
            .await
            .unwrap(),
        None
    );
    assert_eq!(
        store
            .get_alias(&alice, "secret")
            .await
            .unwrap()
            .unwrap()
            .formula,
        "1d20+7"
    );
    // A user and a chat with the same id are different owners.
    assert_eq!(
        store
            .get_alias(&Owner::chat("discord", "alice"), "secret")
            .await
            .unwrap(),
        None
    );
}

async fn dialect_settings_per_user_and_chat(db: TestDb) {
    let store = db.store().await;
    let chat = Owner::chat("telegram", "-1");
    assert_eq!(store.dialect(&me()).await.unwrap(), None);
    store
        .set_dialect(&me(), Some(Dialect::Diceplus))
        .await
        .unwrap();
    store
        .set_dialect(&chat, Some(Dialect::Dndice))
        .await
        .unwrap();
    assert_eq!(store.dialect(&me()).await.unwrap(), Some(Dialect::Diceplus));
    assert_eq!(store.dialect(&chat).await.unwrap(), Some(Dialect::Dndice));
    store
        .set_dialect(&me(), Some(Dialect::Standard))
        .await
        .unwrap();
    assert_eq!(store.dialect(&me()).await.unwrap(), Some(Dialect::Standard));
    store.set_dialect(&me(), None).await.unwrap();
    assert_eq!(store.dialect(&me()).await.unwrap(), None);
    assert_eq!(store.dialect(&chat).await.unwrap(), Some(Dialect::Dndice));
}

async fn generic_settings(db: TestDb) {
    let store = db.store().await;
    let guild = Owner::chat("discord", "guild");
    assert_eq!(store.setting(&guild, "gm_role").await.unwrap(), None);
    store
        .set_setting(&guild, "GM_Role", Some("1234"))
        .await
        .unwrap();
    assert_eq!(
        store.setting(&guild, "gm_role").await.unwrap().as_deref(),
        Some("1234")
    );
    store
        .set_setting(&guild, "gm_role", Some("5678"))
        .await
        .unwrap();
    assert_eq!(
        store.setting(&guild, "gm_role").await.unwrap().as_deref(),
        Some("5678")
    );
    assert_eq!(
        store
            .setting(&Owner::chat("discord", "other"), "gm_role")
            .await
            .unwrap(),
        None
    );
    store.set_setting(&guild, "gm_role", None).await.unwrap();
    assert_eq!(store.setting(&guild, "gm_role").await.unwrap(), None);

    // The dialect key is shared with set_dialect and holds only dialects.
    store
        .set_setting(&guild, "dialect", Some("DICEPLUS"))
        .await
        .unwrap();
    assert_eq!(
        store.dialect(&guild).await.unwrap(),
        Some(Dialect::Diceplus)
    );
    assert!(matches!(
        store.set_setting(&guild, "dialect", Some("klingon")).await,
        Err(StoreError::InvalidSetting(_))
    ));
    assert!(matches!(
        store.set_setting(&guild, "bad key", Some("x")).await,
        Err(StoreError::InvalidName { .. })
    ));
    assert!(matches!(
        store
            .set_setting(&guild, "big", Some(&"x".repeat(1001)))
            .await,
        Err(StoreError::InvalidSetting(_))
    ));
}

fn roll(user: &str, input: &str, total: Option<f64>) -> NewRoll {
    NewRoll {
        platform: "telegram".into(),
        user: user.into(),
        chat: Some("-9".into()),
        input: input.into(),
        canonical: format!("{input} (canonical)"),
        dialect: "standard".into(),
        result: format!("{{\"text\": \"{input}\"}}"),
        total,
        ..NewRoll::default()
    }
}

async fn rolls_are_logged_and_listed_newest_first(db: TestDb) {
    let store = db.store().await;
    let before = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    let first = store
        .log_roll(&roll("u1", "1d20", Some(13.0)))
        .await
        .unwrap();
    let second = store
        .log_roll(&NewRoll {
            chat: None,
            total: None,
            ..roll("u1", "4d6kh3", None)
        })
        .await
        .unwrap();
    store.log_roll(&roll("u2", "1d4", Some(2.5))).await.unwrap();

    assert!(second.id > first.id);
    assert_eq!(first.input, "1d20");
    assert_eq!(first.canonical, "1d20 (canonical)");
    assert_eq!(first.total, Some(13.0));
    assert_eq!(first.chat.as_deref(), Some("-9"));
    assert!((before..before + 60).contains(&first.created_at));
    assert_eq!((second.chat.clone(), second.total), (None, None));

    let history = store.history("telegram", "u1", 10).await.unwrap();
    assert_eq!(history, vec![second.clone(), first.clone()]);
    assert_eq!(
        store.history("telegram", "u1", 1).await.unwrap(),
        vec![second.clone()]
    );
    assert_eq!(store.history("telegram", "u2", 10).await.unwrap().len(), 1);
    assert_eq!(
        store.history("telegram", "u2", 10).await.unwrap()[0].total,
        Some(2.5)
    );
    assert!(store.history("discord", "u1", 10).await.unwrap().is_empty());

    assert_eq!(store.roll_by_id(first.id).await.unwrap(), Some(first));
    assert_eq!(store.roll_by_id(-1).await.unwrap(), None);

    let keyed = store
        .log_roll(&NewRoll {
            key: Some("k1".into()),
            ..roll("u1", "1d6", Some(4.0))
        })
        .await
        .unwrap();
    assert_eq!(store.roll_by_key("k1").await.unwrap(), Some(keyed));
    assert_eq!(store.roll_by_key("k2").await.unwrap(), None);
    assert_eq!(
        store
            .log_roll(&NewRoll {
                key: Some("k1".into()),
                ..roll("u1", "1d6", Some(5.0))
            })
            .await,
        Err(StoreError::AlreadyExists("k1".into()))
    );
}

/// A roll keeps its channel and its place (a secret one too), and is found by the id users
/// see — drawn, never its row number. A roll logged before ids were drawn (no public id) is
/// found by the number it was shown with, and only such a roll.
async fn rolls_keep_where_they_were_made_under_a_drawn_id(db: TestDb) {
    let store = db.store().await;
    let secret = store
        .log_roll(&NewRoll {
            platform: "discord".into(),
            chat: Some("guild-1".into()),
            channel: Some("channel-7".into()),
            place: Place::Secret,
            ..roll("u1", "1d20", Some(3.0))
        })
        .await
        .unwrap();
    assert_eq!(secret.channel.as_deref(), Some("channel-7"));
    assert_eq!(secret.place, Place::Secret);
    assert!(
        matches!(secret.shown, RollId::Drawn(_)),
        "{:?}",
        secret.shown
    );
    assert_eq!(
        store.roll_by_shown(secret.shown).await.unwrap(),
        Some(secret.clone())
    );
    let parsed = RollId::parse(&secret.shown.to_string()).expect("reads back");
    assert_eq!(
        store.roll_by_shown(parsed).await.unwrap(),
        Some(secret.clone())
    );
    // Its row number, typed as an old id, finds nothing.
    assert_eq!(
        store
            .roll_by_shown(RollId::Legacy(secret.id))
            .await
            .unwrap(),
        None
    );
    let other = store.log_roll(&roll("u1", "1d6", None)).await.unwrap();
    assert_ne!(other.shown, secret.shown);

    db.execute(
        "INSERT INTO rolls (platform, user_id, chat_id, input, canonical, dialect, result, \
         total, roll_key, created_at, place) VALUES \
         ('telegram', 'u9', '-9', 'before', 'before', 'standard', 'before', NULL, 'legacy-1', \
         4000000000, 'chat')",
    )
    .await;
    let old = store
        .roll_by_key("legacy-1")
        .await
        .unwrap()
        .expect("logged");
    assert_eq!(old.shown, RollId::Legacy(old.id));
    assert_eq!(old.shown.to_string(), old.id.to_string());
    assert_eq!(store.roll_by_shown(old.shown).await.unwrap(), Some(old));
}

/// Rolls are kept for `log_days`, not the last N: a keyed inline roll and a GM roll outlive
/// any number of later rolls, and everything older than the retention goes.
async fn the_log_keeps_every_roll_for_its_days(db: TestDb) {
    let store = db
        .store_with(StoreConfig {
            log_days: 1,
            ..Default::default()
        })
        .await;
    let (inline, _) = store
        .log_roll_once(&NewRoll {
            key: Some("inline-1".into()),
            place: Place::Inline,
            chat: None,
            ..roll("u1", "1d20", Some(7.0))
        })
        .await
        .unwrap();
    let gm = store
        .log_roll(&NewRoll {
            place: Place::Gm,
            user_name: Some("Alice".into()),
            detail: Some("1d20 [7] = **7**".into()),
            ..roll("u1", "1d20", Some(7.0))
        })
        .await
        .unwrap();
    assert_eq!(
        (gm.place, gm.user_name.as_deref()),
        (Place::Gm, Some("Alice"))
    );
    assert_eq!(gm.detail.as_deref(), Some("1d20 [7] = **7**"));
    // More later rolls by the same user than the old count-based log (100) ever kept.
    for i in 0..120 {
        store
            .log_roll(&roll("u1", &format!("{i}"), None))
            .await
            .unwrap();
    }
    assert_eq!(
        store.roll_by_key("inline-1").await.unwrap(),
        Some(inline.clone())
    );
    assert_eq!(store.roll_by_id(gm.id).await.unwrap(), Some(gm.clone()));
    assert_eq!(
        store.history("telegram", "u1", 200).await.unwrap().len(),
        122
    );

    // Rows from two days ago are gone from every read; one from twelve hours ago stays.
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    db.execute(&format!(
        "INSERT INTO rolls (platform, user_id, chat_id, input, canonical, dialect, result, \
         total, roll_key, created_at, place) VALUES \
         ('telegram', 'u9', NULL, 'old', 'old', 'standard', 'old', NULL, 'inline-old', {}, 'inline'), \
         ('telegram', 'u9', '-9', 'old', 'old', 'standard', 'old', NULL, NULL, {}, 'gm'), \
         ('telegram', 'u9', '-9', 'recent', 'recent', 'standard', 'recent', NULL, NULL, {}, 'chat')",
        now - 2 * 86_400,
        now - 2 * 86_400,
        now - 12 * 3_600,
    ))
    .await;
    store.log_roll(&roll("u2", "x", None)).await.unwrap();
    let left: Vec<String> = store
        .history("telegram", "u9", 10)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.input)
        .collect();
    assert_eq!(left, ["recent"]);
    assert_eq!(store.roll_by_key("inline-old").await.unwrap(), None);

    // Trimmed ids are never handed out again.
    let next = store.log_roll(&roll("u1", "next", None)).await.unwrap();
    assert!(next.id > gm.id);
}

/// A store keeping rolls a day and trimming after every `trim_every` rolls it logs, and a
/// `created_at` past that retention.
async fn trimming(db: &TestDb, trim_every: u32) -> (Store, i64) {
    let store = db
        .store_with(StoreConfig {
            log_days: 1,
            trim_every,
            ..Default::default()
        })
        .await;
    (store, unix_now() - 2 * 86_400)
}

/// Rolls past the retention vanish from every read at once, and are deleted from the table
/// after `trim_every` more rolls, by a task of their own: however long the bot runs, the
/// table holds the retention's rolls plus at most a trim's worth.
async fn old_rolls_are_deleted_off_the_rolls_path(db: TestDb) {
    let (store, old) = trimming(&db, 5).await;
    let insert_old = |round: i64| {
        format!(
            "INSERT INTO rolls (platform, user_id, chat_id, input, canonical, dialect, result, \
             total, roll_key, created_at, place) VALUES \
             ('telegram', 'u9', NULL, 'old', 'old', 'standard', 'old', NULL, 'old-{round}', {old}, 'inline'), \
             ('telegram', 'u9', '-9', 'old', 'old', 'standard', 'old', NULL, NULL, {old}, 'chat')"
        )
    };
    let old_rows = "SELECT count(*) FROM rolls WHERE input = 'old'";
    for round in 0..3 {
        db.execute(&insert_old(round)).await;
        assert_eq!(store.history("telegram", "u9", 10).await.unwrap(), vec![]);
        assert_eq!(
            store.roll_by_key(&format!("old-{round}")).await.unwrap(),
            None
        );
        // Four rolls are not yet a trim's worth: the old rows are hidden, not deleted.
        for i in 0..4 {
            store
                .log_roll(&roll("u1", &format!("{round}.{i}"), None))
                .await
                .unwrap();
        }
        assert_eq!(db.number(old_rows).await, 2, "round {round}");
        // The fifth starts the trim; the roll itself does not wait for it.
        store.log_roll(&roll("u1", "fifth", None)).await.unwrap();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        while db.number(old_rows).await > 0 {
            assert!(
                std::time::Instant::now() < deadline,
                "round {round}: never trimmed"
            );
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }
    assert_eq!(db.number("SELECT count(*) FROM rolls").await, 15);
}

/// A backlog of old rolls (here 1,200, as after a retention was shortened) is deleted in
/// several short statements of at most 500 rows, not one long write that every roll
/// logged meanwhile would wait for; all of it goes.
async fn a_backlog_of_old_rolls_is_trimmed_in_chunks(db: TestDb) {
    let (store, old) = trimming(&db, 1).await;
    db.execute(&format!(
        "INSERT INTO rolls (platform, user_id, chat_id, input, canonical, dialect, result, \
         total, roll_key, created_at, place) \
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1200) \
         SELECT 'telegram', 'u9', '-9', 'old', 'old', 'standard', 'old', NULL, NULL, {old}, \
         'chat' FROM n"
    ))
    .await;
    let old_rows = "SELECT count(*) FROM rolls WHERE input = 'old'";
    assert_eq!(db.number(old_rows).await, 1200);
    let before = store.round_trips();
    // This roll starts the trim, in the background.
    store.log_roll(&roll("u1", "new", None)).await.unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while db.number(old_rows).await > 0 {
        assert!(std::time::Instant::now() < deadline, "never trimmed");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    // The roll's insert, then 500 + 500 + 200 rows, then the expired session links.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while store.round_trips() - before < 5 {
        assert!(
            std::time::Instant::now() < deadline,
            "{} statements",
            store.round_trips() - before
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(db.number("SELECT count(*) FROM rolls").await, 1);
}

async fn log_roll_once_logs_a_key_once(db: TestDb) {
    let store = db.store().await;
    let keyed = |total: f64| NewRoll {
        key: Some("inline-abc".into()),
        ..roll("u1", "1d20", Some(total))
    };
    let (first, fresh) = store.log_roll_once(&keyed(17.0)).await.unwrap();
    assert!(fresh);
    assert_eq!(first.key.as_deref(), Some("inline-abc"));
    let (again, fresh) = store.log_roll_once(&keyed(2.0)).await.unwrap();
    assert!(!fresh);
    assert_eq!(again, first, "a retyped roll gets the first result back");
    assert_eq!(store.history("telegram", "u1", 10).await.unwrap().len(), 1);

    // Without a key there is nothing to deduplicate.
    let (_, fresh) = store.log_roll_once(&roll("u1", "1d6", None)).await.unwrap();
    assert!(fresh);

    // Racing events for one inline message, through two pools as two processes would.
    let other = db.store().await;
    let mut tasks = Vec::new();
    for i in 0..16 {
        let store = if i % 2 == 0 {
            store.clone()
        } else {
            other.clone()
        };
        tasks.push(tokio::spawn(async move {
            let roll = NewRoll {
                key: Some("race".into()),
                ..roll("u2", "1d20", Some(f64::from(i)))
            };
            store.log_roll_once(&roll).await
        }));
    }
    let mut fresh_count = 0;
    let mut ids = Vec::new();
    for task in tasks {
        let (record, fresh) = task.await.unwrap().unwrap();
        fresh_count += usize::from(fresh);
        ids.push(record.id);
    }
    assert_eq!(fresh_count, 1);
    assert!(ids.windows(2).all(|w| w[0] == w[1]), "{ids:?}");
    assert_eq!(store.history("telegram", "u2", 100).await.unwrap().len(), 1);
}

/// Rolls logged at the same moment go into the log together (group commit): far fewer
/// statements than rolls, and each caller gets its own roll back, committed. A roll the
/// shared insert cannot take (a key already logged) fails alone, as it would have alone.
async fn rolls_logged_together_share_an_insert(db: TestDb) {
    let store = db.store().await;
    let taken = NewRoll {
        key: Some("taken".into()),
        ..roll("u0", "1d4", None)
    };
    store.log_roll(&taken).await.unwrap();
    let n: u32 = 40;
    let before = store.round_trips();
    let tasks: Vec<_> = (0..n)
        .map(|i| {
            let store = store.clone();
            tokio::spawn(async move {
                let mut entry = roll(&format!("g{i}"), &format!("{i}d6"), Some(f64::from(i)));
                if i == 7 {
                    entry.key = Some("taken".into());
                }
                (i, store.log_roll(&entry).await)
            })
        })
        .collect();
    let mut ids = Vec::new();
    for task in tasks {
        let (i, logged) = task.await.unwrap();
        if i == 7 {
            assert_eq!(logged, Err(StoreError::AlreadyExists("taken".into())));
            continue;
        }
        let record = logged.unwrap();
        assert_eq!(record.user, format!("g{i}"));
        assert_eq!(record.input, format!("{i}d6"));
        assert_eq!(record.total, Some(f64::from(i)));
        assert_eq!(
            store.roll_by_shown(record.shown).await.unwrap(),
            Some(record.clone())
        );
        ids.push(record.shown);
    }
    let trips = store.round_trips() - before;
    // The reads above are one each; the inserts are a few for the 40, plus the refused
    // roll's own attempt alone.
    let reads = u64::from(n) - 1;
    assert!(
        trips - reads <= u64::from(n) / 4,
        "{} statements logged {n} rolls",
        trips - reads
    );
    ids.sort_by_key(|id| id.to_string());
    ids.dedup();
    assert_eq!(ids.len(), usize::try_from(n - 1).unwrap());
    assert_eq!(db.number("SELECT count(*) FROM rolls").await, i64::from(n));
}

async fn stores_on_one_database_share_it(db: TestDb) {
    let one = db.store().await;
    let two = db.store().await;
    set(&one, &me(), "str", "3").await;
    assert_eq!(
        two.get_alias(&me(), "str").await.unwrap().unwrap().formula,
        "3"
    );
    let logged = two.log_roll(&roll("u1", "1d20", Some(1.0))).await.unwrap();
    assert_eq!(one.roll_by_id(logged.id).await.unwrap(), Some(logged));
    // Connecting again re-runs no migration and keeps the data.
    one.close().await;
    let three = db.store().await;
    assert_eq!(three.list_aliases(&me(), "", 0).await.unwrap().len(), 1);
    assert!(matches!(
        one.get_alias(&me(), "str").await,
        Err(StoreError::Unavailable(_))
    ));
}

/// Rows an older version saved under the old name rule (`a/b`, `d20`): listed, renamed,
/// exported and deleted like any other, never read by a roll, and told about once.
async fn old_rule_names_are_kept_but_never_read(db: TestDb) {
    let store = db.store().await;
    set(&store, &me(), "str", "3").await;
    db.execute(
        "INSERT INTO aliases (platform, scope, owner_id, name, formula, dialect, description, \
         created_at, updated_at) VALUES \
         ('telegram', 'user', '100', 'd20', '20', 'standard', NULL, 1, 1), \
         ('telegram', 'user', '100', 'a/b', '1d6', 'standard', NULL, 1, 1)",
    )
    .await;

    let listed = store.list_aliases(&me(), "", 0).await.unwrap();
    assert_eq!(names(&listed), ["a/b", "d20", "str"]);
    let legacy: Vec<bool> = listed.iter().map(SavedAlias::is_legacy).collect();
    assert_eq!(legacy, [true, true, false]);

    let map = store.resolver("telegram", "100", None).await.unwrap();
    assert_eq!(map.names(), ["str"]);
    assert_eq!(map.lookup("d20"), None);
    assert_eq!(
        store
            .find_alias("telegram", "100", None, "d20")
            .await
            .unwrap(),
        None
    );

    assert_eq!(
        store.legacy_names_untold(&me()).await.unwrap(),
        ["a/b", "d20"]
    );
    assert!(store.legacy_names_untold(&me()).await.unwrap().is_empty());

    let export = store.export_aliases(&me()).await.unwrap();
    assert!(
        export.contains("\"a/b\"") && export.contains("\"d20\""),
        "{export}"
    );
    // Re-importing the export is refused whole, naming the old name.
    let refused = store
        .import_aliases(&Owner::user("telegram", "7"), &export)
        .await;
    let Err(StoreError::InvalidImport(ImportProblem::Entry {
        index: 1,
        name,
        problem: EntryProblem::Name(_),
    })) = refused
    else {
        panic!("an export with old names was imported: {refused:?}");
    };
    assert_eq!(name, "a/b");

    store.rename_alias(&me(), "a/b", "hammer").await.unwrap();
    assert!(matches!(
        store.rename_alias(&me(), "d20", "d6").await,
        Err(StoreError::InvalidName { .. })
    ));
    assert!(store.delete_alias(&me(), "d20").await.unwrap());
    let map = store.resolver("telegram", "100", None).await.unwrap();
    assert_eq!(map.names(), ["hammer", "str"]);
}

/// A long formula waiting for its button: seen by another store on the same database (another
/// process), read as often as needed, gone once older than seven days.
async fn pending_formulas_are_shared_and_expire(db: TestDb) {
    let one = db.store().await;
    let two = db.store().await;
    let pending = vec![
        (
            "h:1:00aa".to_string(),
            "1d20 + 1d20 + 1d20 # long".to_string(),
        ),
        ("h:1:00bb".to_string(), "2d6".to_string()),
    ];
    one.remember_formulas("telegram", &pending).await.unwrap();
    for _ in 0..2 {
        assert_eq!(
            two.pending_formula("telegram", "h:1:00aa")
                .await
                .unwrap()
                .as_deref(),
            Some("1d20 + 1d20 + 1d20 # long")
        );
    }
    assert_eq!(
        two.pending_formula("discord", "h:1:00aa").await.unwrap(),
        None
    );
    assert_eq!(
        two.pending_formula("telegram", "h:1:00cc").await.unwrap(),
        None
    );
    // Remembered again: the formula is the latest, no duplicate row.
    let again = vec![("h:1:00bb".to_string(), "3d6".to_string())];
    one.remember_formulas("telegram", &again).await.unwrap();
    assert_eq!(
        two.pending_formula("telegram", "h:1:00bb")
            .await
            .unwrap()
            .as_deref(),
        Some("3d6")
    );
    let old = 8 * 24 * 60 * 60;
    db.execute(&format!(
        "UPDATE pending_formulas SET created_at = created_at - {old} WHERE ticket = 'h:1:00aa'"
    ))
    .await;
    assert_eq!(
        two.pending_formula("telegram", "h:1:00aa").await.unwrap(),
        None
    );
    one.remember_formulas("telegram", &[]).await.unwrap();
    // The next formula remembered trims the expired row for good: made young again, it is
    // still gone (had it stayed, it would read again).
    let next = vec![("h:1:00dd".to_string(), "4d6kh3".to_string())];
    one.remember_formulas("telegram", &next).await.unwrap();
    db.execute(&format!(
        "UPDATE pending_formulas SET created_at = created_at + {old} WHERE ticket = 'h:1:00aa'"
    ))
    .await;
    assert_eq!(
        two.pending_formula("telegram", "h:1:00aa").await.unwrap(),
        None
    );
    assert_eq!(
        two.pending_formula("telegram", "h:1:00dd")
            .await
            .unwrap()
            .as_deref(),
        Some("4d6kh3")
    );
}

/// An event marked handled (a Telegram update answered) is known to every process on the
/// database, marked twice without complaint, and forgotten after two days.
async fn handled_events_are_shared_and_expire(db: TestDb) {
    let one = db.store().await;
    let two = db.store().await;
    assert!(!two.was_handled("telegram:1:7:m5.1").await.unwrap());
    let first = ["telegram:1:7:m5.1".to_string()];
    one.mark_handled(&first).await.unwrap();
    let again = [
        "telegram:1:7:m5.1".to_string(),
        "telegram:1:10:m5.4".to_string(),
    ];
    one.mark_handled(&again).await.unwrap();
    one.mark_handled(&[]).await.unwrap();
    assert!(two.was_handled("telegram:1:10:m5.4").await.unwrap());
    assert!(two.was_handled("telegram:1:7:m5.1").await.unwrap());
    assert!(!two.was_handled("telegram:1:8:m5.2").await.unwrap());
    let old = 3 * 24 * 60 * 60;
    db.execute(&format!(
        "UPDATE handled_events SET handled_at = handled_at - {old} WHERE event_key = 'telegram:1:7:m5.1'"
    ))
    .await;
    assert!(!two.was_handled("telegram:1:7:m5.1").await.unwrap());
    // The next event marked deletes the old row: made young again, it is still gone.
    one.mark_handled(&["telegram:1:9:m5.3".to_string()])
        .await
        .unwrap();
    db.execute(&format!(
        "UPDATE handled_events SET handled_at = handled_at + {old} WHERE event_key = 'telegram:1:7:m5.1'"
    ))
    .await;
    assert!(!two.was_handled("telegram:1:7:m5.1").await.unwrap());
    assert!(two.was_handled("telegram:1:9:m5.3").await.unwrap());
}

/// A claimed event (a Discord interaction) is claimed by exactly one caller, whichever
/// process on the database asks, even when they ask at once.
async fn an_event_is_claimed_once_across_processes(db: TestDb) {
    let one = db.store().await;
    let two = db.store().await;
    let key = "discord:interaction:1180000000000000100";
    let (a, b) = tokio::join!(one.claim_event(key), two.claim_event(key));
    assert!(a.unwrap() ^ b.unwrap(), "exactly one claim wins");
    assert!(!one.claim_event(key).await.unwrap());
    assert!(two.was_handled(key).await.unwrap());
    assert!(two.claim_event("discord:interaction:2").await.unwrap());
}

/// A chat's new id (a Telegram group upgraded to a supergroup) takes its aliases and
/// settings; where the new id already has one of the same name, the new one stays.
async fn move_owner_moves_a_chat_and_keeps_the_newer_on_clashes(db: TestDb) {
    let store = db.store().await;
    let (old, new) = (
        Owner::chat("telegram", "-100"),
        Owner::chat("telegram", "-1001234"),
    );
    set(&store, &old, "str", "3").await;
    set(&store, &old, "dex", "2").await;
    set(&store, &new, "dex", "5").await;
    set(&store, &me(), "str", "1").await;
    store
        .set_dialect(&old, Some(Dialect::Dndice))
        .await
        .unwrap();
    store.set_setting(&old, "gm_role", Some("7")).await.unwrap();
    store.set_setting(&new, "gm_role", Some("9")).await.unwrap();
    // Rolls made in the group before its new id; one of another chat and one of Discord's
    // chat with the same id stay where they are.
    let in_group = |user: &str| NewRoll {
        chat: Some("-100".into()),
        ..roll(user, "1d20", Some(7.0))
    };
    let before = store.log_roll(&in_group("u1")).await.unwrap();
    store.log_roll(&in_group("u2")).await.unwrap();
    let elsewhere = store.log_roll(&roll("u1", "1d6", Some(3.0))).await.unwrap();
    let on_discord = store
        .log_roll(&NewRoll {
            platform: "discord".into(),
            ..in_group("u1")
        })
        .await
        .unwrap();

    let moved = store.move_owner(&old, &new).await.unwrap();
    assert_eq!(
        (moved.aliases, moved.settings, moved.rolls),
        (1, 1, 2),
        "{moved:?}"
    );
    let chat_of = |record: Option<polyroll_store::RollRecord>| record.unwrap().chat;
    assert_eq!(
        chat_of(store.roll_by_id(before.id).await.unwrap()).as_deref(),
        Some("-1001234")
    );
    assert_eq!(
        chat_of(store.roll_by_id(elsewhere.id).await.unwrap()).as_deref(),
        Some("-9")
    );
    assert_eq!(
        chat_of(store.roll_by_id(on_discord.id).await.unwrap()).as_deref(),
        Some("-100")
    );
    assert!(store.list_aliases(&old, "", 0).await.unwrap().is_empty());
    let kept = store.list_aliases(&new, "", 0).await.unwrap();
    assert_eq!(names(&kept), ["dex", "str"]);
    assert_eq!(
        store.get_alias(&new, "dex").await.unwrap().unwrap().formula,
        "5"
    );
    assert_eq!(store.dialect(&new).await.unwrap(), Some(Dialect::Dndice));
    assert_eq!(
        store.setting(&new, "gm_role").await.unwrap().as_deref(),
        Some("9")
    );
    assert_eq!(store.setting(&old, "gm_role").await.unwrap(), None);
    // The user's own alias of the same name is another owner: untouched.
    assert_eq!(
        store
            .get_alias(&me(), "str")
            .await
            .unwrap()
            .unwrap()
            .formula,
        "1"
    );
    // The second migration message moves nothing more.
    assert_eq!(
        store.move_owner(&old, &new).await.unwrap(),
        polyroll_store::Moved::default()
    );
}

/// The aliases a user sees in a chat and both default dialects, from one call (one round
/// trip): what an inline keystroke's previews read.
async fn resolver_and_dialects_read_both_at_once(db: TestDb) {
    let store = db.store().await;
    let chat = Owner::chat("telegram", "-100");
    set(&store, &me(), "str", "3").await;
    set(&store, &chat, "str", "9").await;
    set(&store, &chat, "dmg", "2d6").await;
    let before = store.round_trips();
    let (aliases, dialects) = store
        .resolver_and_dialects("telegram", "100", Some("-100"))
        .await
        .unwrap();
    assert_eq!(store.round_trips() - before, 1);
    assert_eq!(aliases.names(), ["dmg", "str"]);
    assert_eq!(aliases.get("str").unwrap().formula, "3");
    assert_eq!(dialects, (None, None));
    store
        .set_dialect(&chat, Some(Dialect::Dndice))
        .await
        .unwrap();
    store
        .set_setting(&me(), "gm_role", Some("1"))
        .await
        .unwrap();
    let (aliases, dialects) = store
        .resolver_and_dialects("telegram", "100", Some("-100"))
        .await
        .unwrap();
    assert_eq!(aliases.len(), 2);
    assert_eq!(dialects, (None, Some(Dialect::Dndice)));
}
