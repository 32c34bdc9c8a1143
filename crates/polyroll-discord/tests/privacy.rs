//! Who may see a logged roll again, through signed interactions: a secret roll only its
//! roller, a public one only from its channel, everyone else exactly what an id that was
//! never logged gets; and ids shown as they are, past what a double holds.

mod common;

use common::payloads::{self, text};
use common::Harness;
use serde_json::Value;

fn content(answer: &Value) -> &str {
    answer["data"]["content"].as_str().unwrap_or_default()
}

/// Another channel of the same server.
const OTHER_CHANNEL: &str = "1180000000000000006";

/// `payload` as if sent from `channel` of the same server.
fn in_channel(mut payload: Value, channel: &str) -> Value {
    payload["channel_id"] = channel.into();
    payload["channel"]["id"] = channel.into();
    payload
}

fn bob() -> Value {
    payloads::member(
        "1180000000000000011",
        "bob",
        &[],
        payloads::MEMBER_PERMISSIONS,
    )
}

fn verify_by(member: Value, id: &str) -> Value {
    payloads::command_by(
        "verify",
        vec![text("id", id)],
        member,
        serde_json::json!({}),
    )
}

async fn rolled(harness: &Harness, options: Vec<Value>) -> String {
    let answer = harness.answered(&payloads::command("roll", options)).await;
    polyroll_testkit::roll_id(content(&answer))
}

#[tokio::test]
async fn a_secret_roll_is_shown_again_to_its_roller_only() {
    let harness = Harness::start().await;
    let id = rolled(
        &harness,
        vec![text("formula", "1d1+8"), text("secret", "self")],
    )
    .await;
    let answer = harness.answered(&verify_by(bob(), &id)).await;
    assert_eq!(
        content(&answer),
        format!("There is no roll #{id} that you can see.")
    );
    let own = harness
        .answered(&payloads::command("verify", vec![text("id", &id)]))
        .await;
    let own = content(&own);
    assert!(own.contains("a secret roll only its roller saw"), "{own}");
    assert!(own.contains("1d1+8 [1] = 9"), "{own}");
}

#[tokio::test]
async fn a_public_roll_is_shown_again_in_its_channel_only() {
    let harness = Harness::start().await;
    let id = rolled(&harness, vec![text("formula", "1d1+2")]).await;
    let here = harness.answered(&verify_by(bob(), &id)).await;
    assert!(content(&here).contains("1d1+2 [1] = 3"), "{here}");
    // Another channel of the same server may be closed to some of its members.
    let there = harness
        .answered(&in_channel(verify_by(bob(), &id), OTHER_CHANNEL))
        .await;
    assert_eq!(
        content(&there),
        format!("There is no roll #{id} that you can see.")
    );
}

#[tokio::test]
async fn verify_shows_a_discord_user_id_exactly() {
    let harness = Harness::start().await;
    let user = "1200000000000000002";
    let carol = payloads::member(user, "carol", &[], payloads::MEMBER_PERMISSIONS);
    let answer = harness
        .answered(&payloads::command_by(
            "roll",
            vec![text("formula", "1d1")],
            carol.clone(),
            serde_json::json!({}),
        ))
        .await;
    let id = polyroll_testkit::roll_id(content(&answer));
    let shown = harness.answered(&verify_by(carol, &id)).await;
    let shown = content(&shown);
    assert!(shown.contains(&format!("(id {user})")), "{shown}");
}
