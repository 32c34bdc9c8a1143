//! GM rolls and the permission to choose the GM role, through the endpoint.

mod common;

use axum::http::Method;
use common::payloads::{
    self, member, option, subcommand, text, ALICE, GM_ROLE, MANAGER_PERMISSIONS, MEMBER_PERMISSIONS,
};
use common::Harness;
use polyroll_bot::Config;
use serde_json::{json, Value};

const GM: &str = "1180000000000000012";
const PLAYER: &str = "1180000000000000013";
const HELPER_BOT: &str = "1180000000000000014";

fn set_role(permissions: &str) -> Value {
    let options = vec![subcommand("role", vec![option("role", 8, json!(GM_ROLE))])];
    payloads::command_by(
        "gm",
        options,
        member(ALICE, "alice", &[], permissions),
        payloads::gm_role_resolved(),
    )
}

fn gm_roll() -> Value {
    payloads::command(
        "roll",
        vec![text("formula", "1d20+5"), text("secret", "gm")],
    )
}

async fn with_token() -> Harness {
    let token = Config::from_vars(&[("DISCORD_TOKEN".to_string(), "bot-token".to_string())].into())
        .unwrap()
        .discord
        .token;
    let harness = Harness::start_with(|options| options.token = token).await;
    let mut bot_member = member(HELPER_BOT, "helper", &[GM_ROLE], MEMBER_PERMISSIONS);
    bot_member["user"]["bot"] = json!(true);
    *harness.fake.members.lock().unwrap() = vec![
        member(GM, "gm", &[GM_ROLE], MEMBER_PERMISSIONS),
        member(PLAYER, "player", &[], MEMBER_PERMISSIONS),
        bot_member,
    ];
    harness
}

#[tokio::test]
async fn only_server_managers_choose_the_gm_role() {
    let harness = with_token().await;
    let (_, refused) = harness.post(&set_role(MEMBER_PERMISSIONS)).await;
    assert_eq!(refused["type"], 4);
    assert_eq!(refused["data"]["flags"], 64);
    // Still no GM role: a GM roll is refused, nothing rolled, nobody messaged.
    let (_, answer) = harness.post(&gm_roll()).await;
    assert_eq!(answer["data"]["flags"], 64, "{answer}");
    assert!(harness.fake.seen().is_empty(), "{:?}", harness.fake.paths());
    let store = harness.bot.store().unwrap();
    assert!(store
        .history("discord", ALICE, 10)
        .await
        .unwrap()
        .is_empty());

    let (_, accepted) = harness.post(&set_role(MANAGER_PERMISSIONS)).await;
    assert_eq!(accepted["data"]["flags"], 64);
    assert_ne!(
        accepted["data"]["content"], refused["data"]["content"],
        "{accepted}"
    );
}

#[tokio::test]
async fn a_gm_roll_reaches_the_gms_privately_and_the_channel_sees_a_notice() {
    let harness = with_token().await;
    harness.post(&set_role(MANAGER_PERMISSIONS)).await;
    let (_, notice) = harness.post(&gm_roll()).await;
    assert_eq!(notice["type"], 4, "{notice}");
    assert_eq!(
        notice["data"]["flags"].as_u64().unwrap_or(0) & 64,
        0,
        "the notice is public"
    );
    assert!(
        notice["data"].get("components").is_none(),
        "no Roll again under a notice"
    );

    // The GM (and only the GM: not the player, not the bot holding the role) gets a DM.
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
    assert_ne!(notice["data"]["content"].as_str().unwrap(), private);

    // The roller sees the result ephemerally, as a follow-up.
    let follow_up = harness
        .fake
        .wait_for(Method::POST, "/api/v10/webhooks/")
        .await;
    let text = follow_up.text();
    assert!(text.contains("\"flags\":64"), "{text}");
    assert!(text.contains("1d20"), "{text}");

    // The roll log holds it under the id the notice shows.
    let store = harness.bot.store().unwrap();
    let log = store.history("discord", ALICE, 10).await.unwrap();
    assert_eq!(log.len(), 1);
    let notice_text = notice["data"]["content"].as_str().unwrap();
    assert!(
        notice_text.contains(&log[0].id.to_string()),
        "{notice_text} / {log:?}"
    );
}

#[tokio::test]
async fn without_a_bot_token_gm_rolls_are_refused_privately() {
    let harness = Harness::start().await;
    harness.post(&set_role(MANAGER_PERMISSIONS)).await;
    let (_, answer) = harness.post(&gm_roll()).await;
    assert_eq!(answer["type"], 4);
    assert_eq!(answer["data"]["flags"], 64, "{answer}");
    assert!(harness.fake.seen().is_empty(), "{:?}", harness.fake.paths());
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

/// `/verify` of a GM roll: a player of the server learns it happened, a member holding the
/// GM role sees its dice.
#[tokio::test]
async fn verify_shows_a_gm_rolls_dice_only_to_gms() {
    let harness = with_token().await;
    harness.post(&set_role(MANAGER_PERMISSIONS)).await;
    harness.post(&gm_roll()).await;
    let store = harness.bot.store().unwrap();
    let id = store.history("discord", ALICE, 1).await.unwrap()[0].id;
    let verify = |who: &str, name: &str, roles: &[&str]| {
        payloads::command_by(
            "verify",
            vec![text("id", &id.to_string())],
            member(who, name, roles, MEMBER_PERMISSIONS),
            json!({}),
        )
    };
    let (_, player) = harness.post(&verify(PLAYER, "player", &[])).await;
    let player = player["data"]["content"].as_str().unwrap().to_string();
    assert!(
        player.contains("shown only to the roller and the GMs"),
        "{player}"
    );
    assert!(!player.contains("1d20"), "{player}");
    let (_, gm) = harness.post(&verify(GM, "gm", &[GM_ROLE])).await;
    assert_eq!(gm["data"]["flags"], 64, "{gm}");
    let gm = gm["data"]["content"].as_str().unwrap().to_string();
    assert!(gm.contains("1d20+5 ["), "{gm}");
}

#[tokio::test]
async fn a_repeated_gm_roll_sends_the_whole_set_to_the_gms() {
    let harness = with_token().await;
    harness.post(&set_role(MANAGER_PERMISSIONS)).await;
    let roll = payloads::command(
        "roll",
        vec![
            text("formula", "1d1+2"),
            text("secret", "gm"),
            option("repeat", 4, json!(2)),
        ],
    );
    let (_, notice) = harness.post(&roll).await;
    assert_eq!(notice["type"], 4, "{notice}");
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
        assert!(private.contains(&format!("(#{})", r.id)), "{private}");
    }
}
