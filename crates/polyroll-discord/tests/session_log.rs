//! `/log` through the endpoint: a server manager gets a private (ephemeral) link to the
//! channel's session log; a member who does not manage the server gets none.

mod common;

use common::payloads::{self, command_by, member, option, subcommand, ALICE};
use common::{bot_on, Harness};
use serde_json::{json, Value};

const PUBLIC: &str = "https://dice.example.org";

/// The text of an answer, in the response itself or in the first follow-up (deferred).
async fn said(harness: &Harness, answer: &Value) -> String {
    let text = match answer["type"].as_u64() {
        Some(4) => answer["data"]["content"].clone(),
        Some(5) => harness.wait_for_follow_ups(1).await[0].payload()["content"].clone(),
        _ => panic!("unexpected answer {answer}"),
    };
    text.as_str().unwrap_or_default().to_string()
}

fn log_by(permissions: &str) -> Value {
    command_by(
        "log",
        vec![subcommand("link", vec![option("hours", 4, json!(6))])],
        member(ALICE, "alice", &[], permissions),
        json!({}),
    )
}

#[tokio::test]
async fn a_manager_gets_a_private_link_and_a_member_none() {
    let bot = bot_on(&[
        ("DATABASE_URL", "sqlite::memory:"),
        ("POLYROLL_PUBLIC_URL", PUBLIC),
    ])
    .await;
    let harness = Harness::start_on(bot, |_| {}).await;
    let (_, refused) = harness.post(&log_by(payloads::MEMBER_PERMISSIONS)).await;
    assert_eq!(refused["data"]["flags"], 64, "{refused}");
    let text = said(&harness, &refused).await;
    assert!(text.contains("Only the chat's administrators"), "{text}");

    let (_, answer) = harness.post(&log_by(payloads::MANAGER_PERMISSIONS)).await;
    assert_eq!(
        answer["data"]["flags"], 64,
        "the link is for the asker: {answer}"
    );
    let text = said(&harness, &answer).await;
    assert!(text.contains(&format!("{PUBLIC}/l/")), "{text}");
    assert!(text.contains("last 6 hours"), "{text}");
    // The link opens a page of this server's channel.
    let token = text
        .split(&format!("{PUBLIC}/l/"))
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .expect("a token");
    let store = harness.bot.store().expect("a store");
    let link = store
        .session_link(token, polyroll_store::unix_now())
        .await
        .expect("store")
        .expect("open");
    assert_eq!(
        (
            link.platform.as_str(),
            link.chat.as_str(),
            link.channel.as_str()
        ),
        ("discord", payloads::GUILD_ID, payloads::CHANNEL_ID)
    );
}
