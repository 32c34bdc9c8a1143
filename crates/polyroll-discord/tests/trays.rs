//! Dice trays through the signed endpoint, with a fake Discord API beside it: a tray is a
//! message of buttons; a press rolls for whoever pressed, with their own aliases, posts the
//! roll, then the tray again below it, and deletes the copies above, so a channel keeps one
//! copy at the bottom. Buttons name the tray by a drawn id, so they press after a restart,
//! and a deleted tray's copy says so privately.

mod common;

use std::time::Duration;

use axum::http::{Method, StatusCode};
use common::payloads::{self, subcommand, text};
use common::{bot_on, message_id, test_bot, Harness, Seen, PATIENCE};
use polyroll_bot::Locale;
use serde_json::{json, Value};

const BOB: &str = "1180000000000000011";

fn alice(permissions: &str) -> Value {
    payloads::member(payloads::ALICE, "alice", &[], permissions)
}

fn bob() -> Value {
    payloads::member(BOB, "bob", &[], payloads::MEMBER_PERMISSIONS)
}

/// `/tray SUB options…` by `member`.
fn tray(member: Value, sub: &str, options: Vec<Value>) -> Value {
    payloads::command_by("tray", vec![subcommand(sub, options)], member, json!({}))
}

fn alias_set(member: Value, name: &str, formula: &str) -> Value {
    let options = vec![text("name", name), text("formula", formula)];
    payloads::command_by("alias", vec![subcommand("set", options)], member, json!({}))
}

/// `member` pressing the button `custom_id` on the message `message`, under its own token.
fn press(member: Value, message: &str, custom_id: &str, token: &str) -> Value {
    let mut payload = payloads::press(custom_id, member, 0);
    payload["message"]["id"] = json!(message);
    payload["token"] = json!(token);
    payload
}

fn content(message: &Value) -> &str {
    message["content"].as_str().unwrap_or_default()
}

/// The total of a roll: the number after the last `= ` of its roll line.
fn total(message: &Value) -> i64 {
    let text = content(message);
    let line = text
        .lines()
        .find(|l| l.contains(" = "))
        .unwrap_or_else(|| panic!("no roll in {text}"));
    line.rsplit("= ")
        .next()
        .and_then(|t| t.split_whitespace().next())
        .and_then(|t| t.trim_matches('*').parse().ok())
        .unwrap_or_else(|| panic!("no total in {line}"))
}

/// The custom ids of a message's buttons, row by row.
fn rows(message: &Value) -> Vec<Vec<String>> {
    message["components"]
        .as_array()
        .map(|rows| {
            rows.iter()
                .map(|row| {
                    assert_eq!(row["type"], 1, "an action row: {row}");
                    row["components"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|b| {
                            assert_eq!(b["type"], 2, "a button: {b}");
                            assert_eq!(b["style"], 1, "{b}");
                            let id = b["custom_id"].as_str().unwrap();
                            assert!(id.len() <= 100 && b["label"].as_str().unwrap().len() <= 80);
                            id.to_string()
                        })
                        .collect()
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The deletions the fake received so far: the path after `/api/v10`.
fn deletions(harness: &Harness) -> Vec<String> {
    harness
        .fake
        .seen()
        .iter()
        .filter(|s| s.method == Method::DELETE)
        .map(|s| s.path.trim_start_matches("/api/v10").to_string())
        .collect()
}

async fn wait_for_deletions(harness: &Harness, n: usize) -> Vec<String> {
    harness.fake.wait_for_n(Method::DELETE, "/", n).await;
    deletions(harness)
}

/// The messages of the follow-ups so far, with the fake's id for each.
async fn follow_ups(harness: &Harness, n: usize) -> Vec<(String, Value)> {
    let seen: Vec<Seen> = harness.wait_for_follow_ups(n).await;
    seen.iter()
        .enumerate()
        .map(|(i, s)| (message_id(i as u64), s.payload()))
        .collect()
}

/// The endpoint in front of `bot`, never deferring for time. These tests count follow-ups
/// and the message ids the fake gives them in order: a tray's answer deferred on a loaded
/// machine would add one and shift the rest, and the deferral is not what they test.
async fn harness_on(bot: std::sync::Arc<polyroll_bot::Bot>) -> Harness {
    Harness::start_on(bot, |options| options.answer_within = PATIENCE).await
}

/// Signs and posts `payload`; the answer must be a 200.
async fn post(harness: &Harness, payload: &Value) -> Value {
    let (status, answer) = harness.post(payload).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    answer
}

/// Alice (a manager) and Bob each save `str`; Alice saves the server's tray `combat`.
async fn table(harness: &Harness) {
    post(
        harness,
        &alias_set(alice(payloads::MEMBER_PERMISSIONS), "str", "3"),
    )
    .await;
    post(harness, &alias_set(bob(), "str", "5")).await;
    let saved = post(
        harness,
        &tray(
            alice(payloads::MANAGER_PERMISSIONS),
            "new",
            vec![
                text("name", "Combat"),
                text("rolls", "Attack=1d1+[str]; Damage=1d1+10"),
                text("scope", "server"),
            ],
        ),
    )
    .await;
    assert!(
        content(&saved["data"]).contains("Saved the tray combat"),
        "{saved}"
    );
}

/// `/tray post combat` by Bob: a private word, then the tray as a message of its own.
async fn post_tray(harness: &Harness, before: usize) -> (String, Value) {
    let answer = post(harness, &tray(bob(), "post", vec![text("name", "combat")])).await;
    assert_eq!(answer["type"], 4, "{answer}");
    assert_eq!(
        answer["data"]["flags"], 64,
        "only the poster sees the word: {answer}"
    );
    assert!(
        content(&answer["data"]).contains("Posted the tray combat"),
        "{answer}"
    );
    let copies = follow_ups(harness, before + 1).await;
    copies[before].clone()
}

#[tokio::test]
async fn presses_roll_for_each_presser_and_the_tray_moves_to_the_bottom() {
    let harness = harness_on(test_bot().await).await;
    table(&harness).await;
    let (first, copy) = post_tray(&harness, 0).await;
    assert!(content(&copy).contains("Tray combat"), "{copy}");
    assert_eq!(
        copy["flags"].as_u64().unwrap_or(0) & 64,
        0,
        "the tray is public"
    );
    assert_eq!(copy["allowed_mentions"]["parse"], json!([]));
    let buttons = rows(&copy);
    assert_eq!(buttons.len(), 1);
    let attack = buttons[0][0].clone();
    // The button names the tray by its drawn id, not its row number.
    let (_, rest) = attack.split_once(':').unwrap();
    let (id, position) = rest.split_once(':').unwrap();
    assert_eq!((id.len(), position), (32, "1"), "{attack}");
    assert!(
        deletions(&harness).is_empty(),
        "a first copy replaces nothing"
    );

    // Alice presses Attack: acknowledged at once, then her roll with her `str`, then the
    // tray below it, and the copy she pressed goes.
    let answer = post(
        &harness,
        &press(
            alice(payloads::MEMBER_PERMISSIONS),
            &first,
            &attack,
            "token-a",
        ),
    )
    .await;
    assert_eq!(answer, json!({"type": 6}));
    let sent = follow_ups(&harness, 3).await;
    let (roll, (second, moved)) = (&sent[1].1, sent[2].clone());
    assert!(content(roll).starts_with("ALICE — Attack:"), "{roll}");
    assert!(content(roll).contains("ALICE"), "{roll}");
    assert_eq!(total(roll), 4, "1d1 + Alice's str 3");
    assert_eq!(roll["flags"].as_u64().unwrap_or(0) & 64, 0, "{roll}");
    assert_eq!(rows(&moved), buttons, "the same tray, below the roll");
    let app = payloads::APP_ID;
    assert_eq!(
        wait_for_deletions(&harness, 1).await,
        [format!("/webhooks/{app}/token-a/messages/@original")]
    );

    // Bob presses the same button on the new copy: his own `str`.
    let answer = post(&harness, &press(bob(), &second, &attack, "token-b")).await;
    assert_eq!(answer, json!({"type": 6}));
    let sent = follow_ups(&harness, 5).await;
    assert!(content(&sent[3].1).contains("BOB"), "{:?}", sent[3]);
    assert_eq!(total(&sent[3].1), 6, "1d1 + Bob's str 5");
    let third = sent[4].0.clone();
    assert_eq!(rows(&sent[4].1), buttons);
    // Only the pressed copy (the live one) was deleted: nothing else was left over.
    assert_eq!(
        wait_for_deletions(&harness, 2).await[1],
        format!("/webhooks/{app}/token-b/messages/@original")
    );

    // Posting it again leaves one copy: the live one above is deleted.
    let (fourth, _) = post_tray(&harness, 5).await;
    assert_ne!(fourth, third);
    assert_eq!(
        wait_for_deletions(&harness, 3).await[2],
        format!("/webhooks/{app}/token-tray/messages/{third}")
    );
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(deletions(&harness).len(), 3, "{:?}", harness.fake.paths());
}

#[tokio::test]
async fn a_copy_presses_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("trays.db").display()
    );
    let vars = [("DATABASE_URL", url.as_str())];
    let (copy, attack) = {
        let harness = harness_on(bot_on(&vars).await).await;
        table(&harness).await;
        let (copy, message) = post_tray(&harness, 0).await;
        (copy, rows(&message)[0][1].clone())
    };
    // A new process on the same database: nothing of the first one's memory is needed.
    let harness = harness_on(bot_on(&vars).await).await;
    let answer = post(&harness, &press(bob(), &copy, &attack, "token-r")).await;
    assert_eq!(answer, json!({"type": 6}));
    let sent = follow_ups(&harness, 2).await;
    assert!(
        content(&sent[0].1).starts_with("BOB — Damage:"),
        "{:?}",
        sent[0]
    );
    assert_eq!(total(&sent[0].1), 11);
    assert_eq!(rows(&sent[1].1).concat().len(), 2);
    assert_eq!(
        wait_for_deletions(&harness, 1).await,
        [format!(
            "/webhooks/{}/token-r/messages/@original",
            payloads::APP_ID
        )]
    );
}

#[tokio::test]
async fn a_deleted_trays_copy_says_so_privately() {
    let harness = harness_on(test_bot().await).await;
    table(&harness).await;
    let (copy, message) = post_tray(&harness, 0).await;
    let attack = rows(&message)[0][0].clone();
    // A member may not delete the server's tray: the refusal says so of trays.
    let refused = post(
        &harness,
        &tray(
            bob(),
            "delete",
            vec![text("name", "combat"), text("scope", "server")],
        ),
    )
    .await;
    let not_admin = harness.bot.texts().get(Locale::En, "tray-not-admin", &[]);
    assert_eq!(content(&refused["data"]), not_admin, "{refused}");
    let deleted = post(
        &harness,
        &tray(
            alice(payloads::MANAGER_PERMISSIONS),
            "delete",
            vec![text("name", "combat"), text("scope", "server")],
        ),
    )
    .await;
    assert!(
        content(&deleted["data"]).contains("Deleted the tray combat"),
        "{deleted}"
    );
    let answer = post(&harness, &press(bob(), &copy, &attack, "token-d")).await;
    assert_eq!(answer, json!({"type": 6}));
    let sent = follow_ups(&harness, 2).await;
    let said = &sent[1].1;
    assert_eq!(said["flags"], 64, "private: {said}");
    assert!(content(said).contains("deleted or changed"), "{said}");
    assert!(said["components"].is_null(), "{said}");
    // Nothing rolled, nothing posted or deleted.
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(harness.follow_ups().len(), 2);
    assert!(deletions(&harness).is_empty());
    let store = harness.bot.store().unwrap();
    assert!(store.history("discord", BOB, 10).await.unwrap().is_empty());
    // A made-up id in a button fares no better.
    let forged = format!("tray:{}:1", "0".repeat(32));
    post(&harness, &press(bob(), &copy, &forged, "token-f")).await;
    let sent = follow_ups(&harness, 3).await;
    assert!(content(&sent[2].1).contains("deleted or changed"));
}

#[tokio::test]
async fn twenty_five_buttons_are_five_rows_of_five() {
    let harness = harness_on(test_bot().await).await;
    let rolls: Vec<String> = (1..=25).map(|i| format!("R{i}=1d{i}")).collect();
    post(
        &harness,
        &tray(
            bob(),
            "new",
            vec![text("name", "big"), text("rolls", &rolls.join("; "))],
        ),
    )
    .await;
    let answer = post(&harness, &tray(bob(), "post", vec![text("name", "big")])).await;
    assert_eq!(answer["data"]["flags"], 64, "{answer}");
    let copy = &follow_ups(&harness, 1).await[0].1;
    let rows = rows(copy);
    assert_eq!(
        rows.iter().map(Vec::len).collect::<Vec<_>>(),
        [5, 5, 5, 5, 5]
    );
    let labels: Vec<&str> = copy["components"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|row| row["components"].as_array().unwrap())
        .map(|b| b["label"].as_str().unwrap())
        .collect();
    assert_eq!(labels.first(), Some(&"R1"));
    assert_eq!(labels.last(), Some(&"R25"));
    let ids: std::collections::HashSet<&String> = rows.iter().flatten().collect();
    assert_eq!(ids.len(), 25, "each button its own roll");
    // The 25th presses the 25th roll.
    post(
        &harness,
        &press(bob(), &message_id(0), &rows[4][4], "token-25"),
    )
    .await;
    let roll = &follow_ups(&harness, 2).await[1].1;
    assert!(content(roll).starts_with("BOB — R25:"), "{roll}");
}

#[tokio::test]
async fn a_press_sent_again_rolls_and_moves_nothing() {
    let harness = harness_on(test_bot().await).await;
    table(&harness).await;
    let (copy, message) = post_tray(&harness, 0).await;
    let attack = rows(&message)[0][0].clone();
    let payload = press(bob(), &copy, &attack, "token-x");
    let body = payload.to_string();
    let timestamp = common::now().to_string();
    let signature = common::sign(&common::signing_key(), &timestamp, body.as_bytes());
    for _ in 0..2 {
        let (status, answer) = harness
            .post_raw(body.clone(), Some(&signature), Some(&timestamp))
            .await;
        assert_eq!((status, answer), (StatusCode::OK, json!({"type": 6})));
    }
    follow_ups(&harness, 3).await;
    wait_for_deletions(&harness, 1).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    // One roll, one copy posted, one deleted.
    assert_eq!(harness.follow_ups().len(), 3, "{:?}", harness.fake.paths());
    assert_eq!(deletions(&harness).len(), 1);
    let store = harness.bot.store().unwrap();
    assert_eq!(store.history("discord", BOB, 10).await.unwrap().len(), 1);
}

#[tokio::test]
async fn a_tray_from_a_system_offers_the_systems_and_rolls_them() {
    let harness = harness_on(test_bot().await).await;
    // The system option offers the systems as they are typed.
    let mut typing = payloads::autocomplete_of("tray", "system", "blad");
    typing["data"]["options"] = json!([{
        "name": "from-system", "type": 1,
        "options": [{ "name": "system", "type": 3, "value": "blad", "focused": true }]
    }]);
    let answer = post(&harness, &typing).await;
    assert_eq!(answer["type"], 8, "{answer}");
    let values: Vec<&str> = answer["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["value"].as_str())
        .collect();
    assert!(values.contains(&"blades"), "{answer}");

    let saved = post(
        &harness,
        &tray(bob(), "from-system", vec![text("system", "blades")]),
    )
    .await;
    assert!(
        content(&saved["data"]).contains("Saved the tray blades with 10 rolls"),
        "{saved}"
    );
    post(&harness, &tray(bob(), "post", vec![text("name", "blades")])).await;
    let copy = &follow_ups(&harness, 1).await[0].1;
    let rows = rows(copy);
    assert_eq!(rows.iter().map(Vec::len).collect::<Vec<_>>(), [5, 5]);
    post(
        &harness,
        &press(bob(), &message_id(0), &rows[0][0], "token-s"),
    )
    .await;
    let roll = &follow_ups(&harness, 2).await[1].1;
    assert!(content(roll).starts_with("BOB — blades 3:"), "{roll}");
    assert!(content(roll).contains("blades 3 ["), "{roll}");
}
