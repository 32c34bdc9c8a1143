//! Telegram's side: `/roll` messages as Telegram posts them to a webhook, with the secret
//! header. The webhook only takes an update (200); the bot's reply reaches the fake Bot API
//! ([`crate::fake_api`]) as a `sendMessage` answering the update's message.

use std::time::{SystemTime, UNIX_EPOCH};

use serde_json::json;

use crate::drive::Answer;

/// The bot token of every run: a real token's shape, known only to the fake Bot API.
pub const TOKEN: &str = "123456789:AAFakeTokenForLoadOnly_abcdefghijklm";
/// The first user's id; user `i` has this plus `i`, and writes in their private chat.
const FIRST_USER: u64 = 7_000_000_000;

/// The message id of request `request`'s update: the bot's reply names it.
pub fn message_id(request: u64) -> i64 {
    i64::try_from(request + 1).unwrap_or(i64::MAX)
}

/// Update `request`: user `user` sends `/roll formula` in their private chat.
pub fn roll(request: u64, user: u64, formula: &str) -> String {
    let id = FIRST_USER + user;
    let text = format!("/roll {formula}");
    let date = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or_default();
    json!({
        "update_id": request + 1,
        "message": {
            "message_id": message_id(request),
            "date": date,
            "chat": { "id": id, "type": "private", "first_name": "Loader" },
            "from": { "id": id, "is_bot": false, "first_name": "Loader", "language_code": "en" },
            "text": text,
            "entities": [{ "type": "bot_command", "offset": 0, "length": "/roll".len() }]
        }
    })
    .to_string()
}

/// Posts one update with the secret; 200 means taken.
pub async fn post(client: &reqwest::Client, url: &str, secret: &str, body: String) -> Answer {
    let response = client
        .post(url)
        .header("content-type", "application/json")
        .header("x-telegram-bot-api-secret-token", secret)
        .body(body)
        .send()
        .await;
    match response {
        Ok(r) if r.status().is_success() => Answer::Accepted,
        Ok(r) => Answer::Failed(format!("HTTP {}", r.status())),
        Err(e) => Answer::Failed(format!("no answer: {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    #[test]
    fn an_update_is_a_command_in_the_users_private_chat() {
        let update: Value = serde_json::from_str(&roll(41, 2, "1d20+5")).unwrap();
        assert_eq!(update["update_id"], 42);
        assert_eq!(update["message"]["message_id"], 42);
        assert_eq!(update["message"]["chat"]["id"], 7_000_000_002u64);
        assert_eq!(update["message"]["from"]["id"], 7_000_000_002u64);
        assert_eq!(update["message"]["text"], "/roll 1d20+5");
        assert_eq!(update["message"]["entities"][0]["length"], 5);
    }
}
