//! Discord's side: `/roll` interactions shaped as Discord sends them (API v10, every field
//! serenity requires), signed with Ed25519 over timestamp + body as the endpoint checks,
//! and the endpoint's answer judged.

use std::time::{SystemTime, UNIX_EPOCH};

use ed25519_dalek::{Signer, SigningKey};
use serde_json::{json, Value};

use crate::drive::Answer;

// The interaction shapes the endpoint's tests use, field for field as Discord sends them.
#[path = "../../../crates/polyroll-discord/tests/common/payloads.rs"]
#[allow(dead_code)]
mod payloads;

/// The first member's id; member `i` is this plus `i`.
const FIRST_MEMBER: u64 = 1_190_000_000_000_000_000;
/// The first interaction's id of any run; request `i` of a run has the run's base plus `i`.
const FIRST_INTERACTION: u64 = 1_191_000_000_000_000_000;

/// This run's first interaction id. The bot answers an interaction id once (a repeat is a
/// replay), so a run against a bot still holding an earlier run's ids (`--attach`) starts
/// past them: a billion ids per second of the clock, more than any run sends.
fn run_base() -> u64 {
    static BASE: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
    *BASE.get_or_init(|| {
        let secs = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        // Within the century past 2024 the sum stays far below u64::MAX.
        FIRST_INTERACTION.saturating_add((secs % 3_155_760_000).saturating_mul(1_000_000_000))
    })
}
/// Discord's flag for a reply only its asker sees: the bot's refusals and errors.
const EPHEMERAL: u64 = 64;

/// The key this tool signs with, standing in for Discord's (a fixed seed: a bot to attach
/// to is configured with its public half once).
fn signing_key() -> SigningKey {
    SigningKey::from_bytes(&[7u8; 32])
}

pub fn public_key_hex() -> String {
    hex(&signing_key().verifying_key().to_bytes())
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// `/roll formula` in the guild's channel by member `user`, as interaction `request`: the
/// payload the endpoint's own tests send, with ids of its own.
pub fn roll(request: u64, user: u64, formula: &str) -> String {
    let id = (FIRST_MEMBER + user).to_string();
    let member = payloads::member(
        &id,
        &format!("loader{user}"),
        &[],
        payloads::MEMBER_PERMISSIONS,
    );
    let mut interaction = payloads::command_by(
        "roll",
        vec![payloads::text("formula", formula)],
        member,
        json!({}),
    );
    interaction["id"] = json!(run_base().saturating_add(request).to_string());
    interaction["token"] = json!(format!("token-{request}"));
    interaction.to_string()
}

/// Posts `body` to the endpoint signed now, and judges the answer.
pub async fn post(client: &reqwest::Client, endpoint: &str, body: String) -> Answer {
    let timestamp = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or_default()
        .to_string();
    let signature = hex(&signing_key()
        .sign(&[timestamp.as_bytes(), body.as_bytes()].concat())
        .to_bytes());
    let response = client
        .post(endpoint)
        .header("content-type", "application/json")
        .header("x-signature-ed25519", signature)
        .header("x-signature-timestamp", timestamp)
        .body(body)
        .send()
        .await;
    let response = match response {
        Ok(r) => r,
        Err(e) => return Answer::Failed(format!("no answer: {e}")),
    };
    let status = response.status();
    let text = response.text().await.unwrap_or_default();
    if !status.is_success() {
        return Answer::Failed(format!("HTTP {status}"));
    }
    judge(&text)
}

/// A roll answered in the response (type 4, not a refusal), logged when it carries the
/// "roll again" button, which names the roll log's id.
fn judge(text: &str) -> Answer {
    let Ok(answer) = serde_json::from_str::<Value>(text) else {
        return Answer::Failed("an answer that is not JSON".into());
    };
    let data = &answer["data"];
    let content = data["content"].as_str().unwrap_or_default();
    if answer["type"] != 4 || content.is_empty() {
        return Answer::Failed(format!("answered type {}, not a message", answer["type"]));
    }
    if data["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0 {
        return Answer::Failed(format!("refused: {content}"));
    }
    let logged = data["components"]
        .as_array()
        .is_some_and(|rows| !rows.is_empty());
    Answer::Rolled { logged }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ed25519_dalek::{Signature, Verifier, VerifyingKey};

    #[test]
    fn the_public_key_verifies_what_is_signed() {
        let key = VerifyingKey::from_bytes(
            &<[u8; 32]>::try_from(
                (0..32)
                    .map(|i| u8::from_str_radix(&public_key_hex()[2 * i..2 * i + 2], 16).unwrap())
                    .collect::<Vec<_>>(),
            )
            .unwrap(),
        )
        .unwrap();
        let signature: Signature = signing_key().sign(b"1700000000{}");
        assert!(key.verify(b"1700000000{}", &signature).is_ok());
    }

    #[test]
    fn answers_are_judged_by_type_flags_and_button() {
        let logged = r#"{"type":4,"data":{"content":"rolled","components":[{"type":1}]}}"#;
        assert_eq!(judge(logged), Answer::Rolled { logged: true });
        let unlogged = r#"{"type":4,"data":{"content":"rolled","components":[]}}"#;
        assert_eq!(judge(unlogged), Answer::Rolled { logged: false });
        let refused = r#"{"type":4,"data":{"content":"bad","flags":64}}"#;
        assert!(matches!(judge(refused), Answer::Failed(_)));
        assert!(matches!(judge(r#"{"type":5}"#), Answer::Failed(_)));
    }

    #[test]
    fn each_request_is_its_own_interaction_by_its_member() {
        let a: Value = serde_json::from_str(&roll(0, 3, "1d20+5")).unwrap();
        let b: Value = serde_json::from_str(&roll(1, 4, "1d20+5")).unwrap();
        assert_ne!(a["id"], b["id"]);
        assert_eq!(a["member"]["user"]["id"], "1190000000000000003");
        assert_eq!(a["data"]["options"][0]["value"], "1d20+5");
    }
}
