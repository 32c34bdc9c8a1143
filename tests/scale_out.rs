//! Two `polyroll` processes on one PostgreSQL database, as behind a load balancer: the
//! same Telegram `chosen_inline_result` delivered to both webhooks makes exactly one roll
//! (both show it); a long formula's "Roll" button, offered by one process, rolls once when
//! pressed on both; and signed Discord interactions spread across both endpoints lose no
//! roll-log row.

mod common;

#[path = "../crates/polyroll-discord/tests/common/payloads.rs"]
#[allow(dead_code)]
mod payloads;
#[path = "../crates/polyroll-telegram/tests/support/mod.rs"]
mod telegram_api;

use common::service::{self, Service};
use common::PgDatabase;
use serde_json::{json, Value};

const SECRET: &str = "scale-Out_secret";

/// Two bots on `database_url` with their Discord endpoints and Telegram webhooks (against
/// `telegram_api`); each bot's endpoint and webhook addresses.
fn two_processes(database_url: &str, telegram_api: &str) -> Vec<(Service, String, String)> {
    (0..2)
        .map(|_| {
            let (endpoint, webhook) = (service::free_addr(), service::free_addr());
            let webhook_url = format!("http://{webhook}/telegram");
            let bot = Service::start(
                &[
                    ("DATABASE_URL", database_url),
                    ("POLYROLL_STORE_TIMEOUT_MS", "10000"),
                    ("DISCORD_PUBLIC_KEY", &service::public_key()),
                    ("DISCORD_INTERACTIONS_ADDR", &endpoint),
                    ("TELEGRAM_BOT_TOKEN", telegram_api::TOKEN),
                    ("TELEGRAM_API_URL", telegram_api),
                    ("TELEGRAM_WEBHOOK_URL", &webhook_url),
                    ("TELEGRAM_WEBHOOK_ADDR", &webhook),
                    ("TELEGRAM_WEBHOOK_SECRET", SECRET),
                ],
                &[&endpoint, &webhook],
            );
            (bot, endpoint, webhook)
        })
        .collect()
}

fn deliver_update(webhook: &str, update: &Value) -> u16 {
    let headers =
        format!("Content-Type: application/json\r\nX-Telegram-Bot-Api-Secret-Token: {SECRET}\r\n");
    service::request(webhook, "POST", "/telegram", &headers, &update.to_string()).0
}

#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_share_one_postgres_without_double_or_lost_rolls() {
    let Some(db) = tokio::task::spawn_blocking(|| PgDatabase::create("polyroll_scale"))
        .await
        .expect("create")
    else {
        return;
    };
    let fake = telegram_api::FakeApi::start().await;
    let (url, api) = (db.url.clone(), fake.url.clone());
    let bots = tokio::task::spawn_blocking(move || two_processes(&url, &api))
        .await
        .expect("start");
    fake.wait_for("setWebhook", 2).await;

    // Telegram: one chosen inline result, delivered to both processes at once.
    let alice = telegram_api::user(1001, "Alice");
    let mut update = telegram_api::chosen_inline_result("f:1001:4d6kh3", alice, "4d6kh3", "IM-two");
    update["update_id"] = json!(1);
    let webhooks: Vec<String> = bots.iter().map(|(_, _, w)| w.clone()).collect();
    let deliveries: Vec<_> = webhooks
        .into_iter()
        .map(|webhook| {
            let update = update.clone();
            tokio::task::spawn_blocking(move || deliver_update(&webhook, &update))
        })
        .collect();
    for delivery in deliveries {
        assert_eq!(delivery.await.expect("delivered"), 200);
    }
    let edits = fake.wait_for("editMessageText", 2).await;
    let shown: Vec<&str> = edits
        .iter()
        .map(|e| e.body["text"].as_str().unwrap_or_default())
        .collect();
    assert!(shown[0].contains("roll #"), "{shown:?}");
    assert_eq!(shown[0], shown[1], "both processes show the one roll");

    // Telegram: a formula too long for the button's 64 bytes, offered by the first process
    // (the inline query), pressed on both.
    let long = "1d1+1d1+1d1+1d1+1d1+1d1+1d1+1d1+1d1+1d1+1d1+1d1+1d1+1d1+1d1+1d1+1d1+1d1+1d1+1d1";
    let mut query = telegram_api::inline_query("q-long", telegram_api::user(1001, "Alice"), long);
    query["update_id"] = json!(2);
    let first = bots[0].2.clone();
    let delivered = tokio::task::spawn_blocking(move || deliver_update(&first, &query));
    assert_eq!(delivered.await.expect("delivered"), 200);
    let answers = fake.wait_for("answerInlineQuery", 1).await;
    let ticket = answers[0].body["results"][0]["id"]
        .as_str()
        .expect("a result")
        .to_string();
    assert!(ticket.len() <= 64, "{ticket}");
    let presses: Vec<_> = bots
        .iter()
        .enumerate()
        .map(|(i, (_, _, webhook))| {
            let alice = telegram_api::user(1001, "Alice");
            let mut press =
                telegram_api::inline_button(&format!("cb{i}"), alice, "IM-long", &ticket);
            press["update_id"] = json!(3 + i);
            let webhook = webhook.clone();
            tokio::task::spawn_blocking(move || deliver_update(&webhook, &press))
        })
        .collect();
    for press in presses {
        assert_eq!(press.await.expect("delivered"), 200);
    }
    let edits = fake.wait_for("editMessageText", 4).await;
    let long_rolls: Vec<&str> = edits
        .iter()
        .filter(|e| e.body["inline_message_id"] == "IM-long")
        .map(|e| e.body["text"].as_str().unwrap_or_default())
        .collect();
    assert_eq!(long_rolls.len(), 2, "{edits:?}");
    assert!(long_rolls[0].contains("20"), "{long_rolls:?}");
    assert_eq!(
        long_rolls[0], long_rolls[1],
        "one roll, shown by both processes"
    );

    // Discord: interactions alternate between the two endpoints.
    let endpoints: Vec<String> = bots.iter().map(|(_, e, _)| e.clone()).collect();
    let per_process = 10;
    let rolled = tokio::task::spawn_blocking(move || {
        let mut ids = Vec::new();
        for i in 0..per_process * 2 {
            let formula = format!("1d1+{i}");
            let roll = payloads::command("roll", vec![payloads::text("formula", &formula)]);
            let (status, answer) = service::post_interaction(&endpoints[i % 2], &roll.to_string());
            assert_eq!(status, 200, "{answer}");
            let answer: Value = serde_json::from_str(&answer).expect("JSON");
            let content = answer["data"]["content"].as_str().unwrap_or_default();
            let id: String = content
                .rsplit_once("(#")
                .and_then(|(_, tail)| tail.split(')').next())
                .filter(|id| polyroll_bot::RollId::parse(id).is_some())
                .map(str::to_string)
                .unwrap_or_else(|| panic!("a logged roll: {content}"));
            ids.push(id);
        }
        ids
    })
    .await
    .expect("rolls");

    let counts = tokio::task::spawn_blocking(move || {
        // Discord's rolls are keyed too (by their interaction); the inline ones are Telegram's.
        let keyed = db.scalar(
            "SELECT COUNT(*) FROM rolls WHERE roll_key IS NOT NULL AND platform = 'telegram'",
        );
        let discord = db.scalar("SELECT COUNT(*) FROM rolls WHERE platform = 'discord'");
        let distinct = db.scalar("SELECT COUNT(DISTINCT id) FROM rolls WHERE platform = 'discord'");
        (keyed, discord, distinct, db)
    })
    .await
    .expect("counts");
    assert_eq!(
        counts.0, 2,
        "one roll per inline message, whichever process got it"
    );
    assert_eq!(counts.1, rolled.len() as i64, "no lost roll-log row");
    assert_eq!(counts.2, rolled.len() as i64);
    let mut unique = rolled.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), rolled.len(), "every reply names its own roll");

    tokio::task::spawn_blocking(move || {
        for (bot, _, _) in bots {
            bot.stop();
        }
        drop(counts);
    })
    .await
    .expect("stopped");
}
