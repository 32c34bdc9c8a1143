//! GM rolls and the permission to choose the GM role, through the endpoint.

mod common;

use axum::http::Method;
use common::payloads::{
    self, gm_roll, gm_set_role as set_role, member, option, text, ALICE, GM, GM_ROLE,
    MANAGER_PERMISSIONS, MEMBER_PERMISSIONS, PLAYER,
};
use common::{test_bot, Harness};
use serde_json::{json, Value};

async fn with_token() -> Harness {
    Harness::with_gms(test_bot().await).await
}

#[tokio::test]
async fn only_server_managers_choose_the_gm_role() {
    let harness = with_token().await;
    // Refused at once: the permission is in the interaction, no store is needed.
    let (_, refused) = harness.post(&set_role(MEMBER_PERMISSIONS)).await;
    assert_eq!(refused["type"], 4);
    assert_eq!(refused["data"]["flags"], 64);
    // Still no GM role: a GM roll is deferred (the role is in the store), then refused
    // privately; nothing rolled, nobody messaged.
    let (_, answer) = harness.post(&gm_roll()).await;
    assert_eq!(answer["type"], 5, "{answer}");
    assert_eq!(answer["data"]["flags"], 64, "{answer}");
    let said = harness.wait_for_follow_ups(1).await[0].text();
    assert!(said.contains("no GM role yet"), "{said}");
    assert_eq!(harness.fake.paths().len(), 1, "{:?}", harness.fake.paths());
    let store = harness.bot.store().unwrap();
    assert!(store
        .history("discord", ALICE, 10)
        .await
        .unwrap()
        .is_empty());

    // Accepted: deferred, then confirmed privately.
    let (_, accepted) = harness.post(&set_role(MANAGER_PERMISSIONS)).await;
    assert_eq!(accepted["type"], 5, "{accepted}");
    assert_eq!(accepted["data"]["flags"], 64);
    let confirmed = harness.wait_for_follow_ups(2).await[1].payload();
    let confirmed = confirmed["content"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(!confirmed.is_empty());
    assert_ne!(confirmed, refused["data"]["content"].as_str().unwrap());
}

#[tokio::test]
async fn a_gm_roll_reaches_the_gms_privately_and_the_channel_sees_a_notice() {
    let harness = with_token().await;
    set_the_gm_role(&harness).await;
    let (_, deferred) = harness.post(&gm_roll()).await;
    assert_gm_roll_delivered(&harness, &deferred, 1).await;
}

/// `/gm role` by a manager, waited for until confirmed.
pub async fn set_the_gm_role(harness: &Harness) {
    let (_, answer) = harness.post(&set_role(MANAGER_PERMISSIONS)).await;
    assert_eq!(answer["type"], 5, "{answer}");
    harness.wait_for_follow_ups(1).await;
}

/// A GM roll answered `deferred` (ephemerally), then, as follow-ups after `earlier` ones:
/// the roller's result (ephemeral), the public notice with the roll's id; the GM (and only
/// the GM: not the player, not the bot holding the role) gets a DM.
async fn assert_gm_roll_delivered(harness: &Harness, deferred: &Value, earlier: usize) {
    assert_eq!(deferred["type"], 5, "{deferred}");
    assert_eq!(deferred["data"]["flags"], 64, "{deferred}");
    let follow_ups = harness.wait_for_follow_ups(earlier + 2).await;
    let (own, notice) = (
        follow_ups[earlier].payload(),
        follow_ups[earlier + 1].payload(),
    );
    assert_eq!(own["flags"], 64, "{own}");
    assert!(own["content"].as_str().unwrap().contains("1d20"), "{own}");
    assert_eq!(
        notice["flags"].as_u64().unwrap_or(0) & 64,
        0,
        "the notice is public"
    );
    assert!(
        notice.get("components").is_none(),
        "no Roll again under a notice"
    );

    let dm = harness
        .fake
        .wait_for(Method::POST, "/api/v10/channels/")
        .await;
    let opened: Vec<Value> = harness
        .fake
        .seen()
        .iter()
        .filter(|s| s.path == "/api/v10/users/@me/channels")
        .map(|s| s.json()["recipient_id"].clone())
        .collect();
    assert_eq!(opened, [json!(GM)]);
    assert_eq!(dm.headers["authorization"], "Bot bot-token");
    let private = dm.json()["content"].as_str().unwrap().to_string();
    assert!(private.contains("1d20"), "{private}");
    let notice_text = notice["content"].as_str().unwrap();
    assert_ne!(notice_text, private);

    // The roll log holds it under the id the notice shows.
    let store = harness.bot.store().unwrap();
    let log = store.history("discord", ALICE, 10).await.unwrap();
    assert_eq!(log.len(), 1);
    assert!(
        notice_text.contains(&log[0].shown.to_string()),
        "{notice_text} / {log:?}"
    );
}

#[tokio::test]
async fn without_a_bot_token_gm_rolls_are_refused_privately() {
    let harness = Harness::start().await;
    set_the_gm_role(&harness).await;
    let (_, answer) = harness.post(&gm_roll()).await;
    assert_eq!(answer["type"], 4);
    assert_eq!(answer["data"]["flags"], 64, "{answer}");
    // Only the role's confirmation reached Discord: no DM, no follow-up.
    assert_eq!(harness.fake.paths().len(), 1, "{:?}", harness.fake.paths());
}

#[tokio::test]
async fn gm_rolls_need_a_server() {
    let harness = with_token().await;
    let dm = payloads::dm_command("roll", vec![text("formula", "1d20"), text("secret", "gm")]);
    let (_, answer) = harness.post(&dm).await;
    assert_eq!(answer["type"], 4);
    assert_eq!(answer["data"]["flags"], 64, "{answer}");
    let store = harness.bot.store().unwrap();
    assert!(
        store
            .history("discord", ALICE, 10)
            .await
            .unwrap()
            .is_empty(),
        "nothing rolled"
    );
}

/// `/verify` of a GM roll: a player of the server hears what an id never logged gets, a
/// member holding the GM role sees its dice.
#[tokio::test]
async fn verify_shows_a_gm_rolls_dice_only_to_gms() {
    let harness = with_token().await;
    set_the_gm_role(&harness).await;
    harness.post(&gm_roll()).await;
    harness.wait_for_follow_ups(3).await;
    let store = harness.bot.store().unwrap();
    let id = store.history("discord", ALICE, 1).await.unwrap()[0].shown;
    let verify = |who: &str, name: &str, roles: &[&str]| {
        payloads::command_by(
            "verify",
            vec![text("id", &id.to_string())],
            member(who, name, roles, MEMBER_PERMISSIONS),
            json!({}),
        )
    };
    let player = harness.answered(&verify(PLAYER, "player", &[])).await;
    let player = player["data"]["content"].as_str().unwrap().to_string();
    assert_eq!(player, format!("There is no roll #{id} that you can see."));
    let gm = harness.answered(&verify(GM, "gm", &[GM_ROLE])).await;
    assert_eq!(gm["data"]["flags"], 64, "{gm}");
    let gm = gm["data"]["content"].as_str().unwrap().to_string();
    assert!(gm.contains("1d20+5 ["), "{gm}");
}

#[tokio::test]
async fn a_repeated_gm_roll_sends_the_whole_set_to_the_gms() {
    let harness = with_token().await;
    set_the_gm_role(&harness).await;
    let roll = payloads::command(
        "roll",
        vec![
            text("formula", "1d1+2"),
            text("secret", "gm"),
            option("repeat", 4, json!(2)),
        ],
    );
    let (_, deferred) = harness.post(&roll).await;
    assert_eq!(
        deferred["type"], 5,
        "deferred, then followed up: {deferred}"
    );
    let dm = harness
        .fake
        .wait_for(Method::POST, "/api/v10/channels/")
        .await;
    let private = dm.json()["content"].as_str().unwrap().to_string();
    assert!(private.contains("Totals: **3**, **3**"), "{private}");
    // Both rolls are logged as secret GM rolls, each with its own id.
    let store = harness.bot.store().unwrap();
    let log = store.history("discord", ALICE, 10).await.unwrap();
    assert_eq!(log.len(), 2, "{log:?}");
    assert!(
        log.iter().all(|r| r.place == polyroll_store::Place::Gm),
        "{log:?}"
    );
    for r in &log {
        assert!(private.contains(&format!("(#{})", r.shown)), "{private}");
    }
}

/// Each GM roll lists the members and messages every GM: one per user per period, and the
/// refusal names the limit. Another user still has a turn of their own.
#[tokio::test]
async fn gm_rolls_come_one_per_user_per_period() {
    let harness = with_token().await;
    set_the_gm_role(&harness).await;
    let (_, first) = harness.post(&gm_roll()).await;
    assert_gm_roll_delivered(&harness, &first, 1).await;
    let (_, second) = harness.post(&gm_roll()).await;
    assert_eq!(second["type"], 5, "{second}");
    let refused = harness.wait_for_follow_ups(4).await[3].payload();
    let said = refused["content"].as_str().unwrap_or_default();
    assert!(
        said.starts_with("One GM roll every 10 seconds per player"),
        "{said}"
    );
    assert_eq!(refused["flags"], 64, "{refused}");
    let listed = |harness: &Harness| {
        harness
            .fake
            .seen()
            .iter()
            .filter(|s| s.method == Method::GET && s.path.contains("/members"))
            .count()
    };
    assert_eq!(listed(&harness), 1, "{:?}", harness.fake.paths());
    let store = harness.bot.store().unwrap();
    assert_eq!(store.history("discord", ALICE, 10).await.unwrap().len(), 1);

    let bob = payloads::command_by(
        "roll",
        vec![text("formula", "1d20+5"), text("secret", "gm")],
        member(payloads::BOB, "bob", &[], MEMBER_PERMISSIONS),
        json!({}),
    );
    harness.post(&bob).await;
    harness.wait_for_follow_ups(6).await;
    assert_eq!(listed(&harness), 2, "{:?}", harness.fake.paths());
}

/// `payload` (a DM command) as sent from a group DM: no one manages such a chat.
fn in_a_group_dm(mut payload: Value) -> Value {
    payload["context"] = json!(2);
    payload["channel"]["type"] = json!(3);
    payload["channel"]["recipients"] = json!([
        payloads::user(ALICE, "alice"),
        payloads::user(payloads::BOB, "bob")
    ]);
    payload
}

#[tokio::test]
async fn no_one_manages_a_group_dm_and_gm_rolls_need_a_server() {
    let harness = with_token().await;
    let server_alias = |name: &str| {
        payloads::dm_command(
            "alias",
            vec![payloads::subcommand(
                "set",
                vec![
                    text("name", name),
                    text("formula", "1d20+2"),
                    text("scope", "server"),
                ],
            )],
        )
    };
    let refused = harness.answered(&in_a_group_dm(server_alias("init"))).await;
    assert_eq!(
        refused["data"]["content"],
        "Only the chat's administrators can change its aliases and defaults.",
        "{refused}"
    );
    let (_, gm) = harness
        .post(&in_a_group_dm(payloads::dm_command(
            "roll",
            vec![text("formula", "1d20"), text("secret", "gm")],
        )))
        .await;
    assert_eq!(
        gm["data"]["content"], "GM rolls and the GM role belong to a server.",
        "{gm}"
    );
    // In a DM with the bot, its one user manages it.
    let own = harness.answered(&server_alias("own")).await;
    assert_ne!(refused["data"]["content"], own["data"]["content"], "{own}");
    let store = harness.bot.store().unwrap();
    assert!(store
        .history("discord", ALICE, 10)
        .await
        .unwrap()
        .is_empty());
}
