//! Discord's side: `/roll` interactions shaped as Discord sends them (API v10, every field
//! serenity requires), signed with Ed25519 over timestamp + body as the endpoint checks,
//! and the endpoint's answer judged.

use std::time::{SystemTime, UNIX_EPOCH};

use ed25519_dalek::{Signer, SigningKey};
use serde_json::{json, Value};

use crate::drive::Answer;

const APP_ID: &str = "1180000000000000000";
const GUILD_ID: &str = "1180000000000000003";
const CHANNEL_ID: &str = "1180000000000000004";
/// Discord's permission bits for a plain member (view, send, use application commands…).
const MEMBER_PERMISSIONS: &str = "2248473465835073";
/// The first member's id; member `i` is this plus `i`.
const FIRST_MEMBER: u64 = 1_190_000_000_000_000_000;
/// The first interaction's id; request `i` has this plus `i`.
const FIRST_INTERACTION: u64 = 1_191_000_000_000_000_000;
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

/// `/roll formula` in the guild's channel by member `user`, as interaction `request`.
pub fn roll(request: u64, user: u64, formula: &str) -> String {
    let id = (FIRST_MEMBER + user).to_string();
    let member = json!({
        "user": {
            "id": id, "username": format!("loader{user}"), "discriminator": "0",
            "global_name": format!("Loader {user}"), "avatar": null, "avatar_decoration_data": null,
            "public_flags": 0, "clan": null, "primary_guild": null, "collectibles": null
        },
        "nick": null, "avatar": null, "banner": null, "roles": [],
        "joined_at": "2024-03-01T12:00:00.000000+00:00", "premium_since": null,
        "deaf": false, "mute": false, "flags": 0, "pending": false,
        "permissions": MEMBER_PERMISSIONS, "communication_disabled_until": null,
        "unusual_dm_activity_until": null
    });
    json!({
        "id": (FIRST_INTERACTION + request).to_string(),
        "application_id": APP_ID,
        "type": 2,
        "data": {
            "id": "1180000000000000200", "name": "roll", "type": 1, "guild_id": GUILD_ID,
            "options": [{ "name": "formula", "type": 3, "value": formula }], "resolved": {}
        },
        "guild": { "id": GUILD_ID, "locale": "en-US", "features": [] },
        "guild_id": GUILD_ID,
        "channel": {
            "id": CHANNEL_ID, "type": 0, "name": "general", "guild_id": GUILD_ID,
            "parent_id": null, "position": 0, "permissions": MEMBER_PERMISSIONS, "flags": 0,
            "nsfw": false, "topic": null, "last_message_id": null, "rate_limit_per_user": 0
        },
        "channel_id": CHANNEL_ID,
        "member": member,
        "token": format!("token-{request}"),
        "version": 1,
        "app_permissions": "2251799813685247",
        "locale": "en-US",
        "guild_locale": "en-US",
        "entitlements": [],
        "entitlement_sku_ids": [],
        "authorizing_integration_owners": { "0": GUILD_ID },
        "context": 0,
        "attachment_size_limit": 10485760
    })
    .to_string()
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
