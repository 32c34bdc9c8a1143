//! Signed interactions the bot must not take at their word. Sent again: Discord's signature
//! covers a request's bytes and time, so the same bytes are valid for the whole 5-minute
//! window; a repeat is answered as a repeat and rolls nothing, messages no one, wherever it
//! is sent. Pressing a button: Discord vouches for who pressed, while the button's data
//! and message must be the bot's own; anything else is refused privately and rolls nothing.

mod common;

use std::time::Duration;

use axum::http::{Method, StatusCode};
use common::payloads::{self, gm_roll, gm_set_role, text, ALICE, MANAGER_PERMISSIONS};
use common::{bot_behind_proxy, bot_on, now, sign, signing_key, test_bot, Harness, PATIENCE};
use polyroll_testkit::{with_postgres, Link};
use serde_json::Value;

const REPEATED: &str = "This request was already answered; it was sent again and changes nothing.";

/// `payload` signed once: the same body, signature and timestamp for every sending.
struct Signed {
    body: String,
    signature: String,
    timestamp: String,
}

impl Signed {
    fn new(payload: &Value) -> Signed {
        let body = payload.to_string();
        let timestamp = now().to_string();
        let signature = sign(&signing_key(), &timestamp, body.as_bytes());
        Signed {
            body,
            signature,
            timestamp,
        }
    }

    /// What the bot answers (inline, or deferred and followed up: see `Harness::answered`).
    async fn send(&self, harness: &Harness) -> Value {
        harness
            .answered_raw(self.body.clone(), &self.signature, &self.timestamp)
            .await
    }

    /// Sent, the answer as it comes (a deferral is not waited for).
    async fn post(&self, harness: &Harness) -> Value {
        let (status, answer) = harness
            .post_raw(
                self.body.clone(),
                Some(&self.signature),
                Some(&self.timestamp),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        answer
    }
}

fn content(answer: &Value) -> &str {
    answer["data"]["content"].as_str().unwrap_or_default()
}

async fn rolls_by_alice(harness: &Harness) -> usize {
    let store = harness.bot.store().unwrap();
    store.history("discord", ALICE, 50).await.unwrap().len()
}

#[tokio::test]
async fn a_roll_sent_twice_rolls_once_and_the_repeat_says_so() {
    // Never deferred for time: a repeat answered after a deferral can be only as private as
    // the deferral was (Discord takes a deferred answer's privacy from the deferral), and
    // what is checked here is the repeat answered at once, to its sender only.
    let harness = Harness::start_with(|options| options.answer_within = PATIENCE).await;
    let signed = Signed::new(&payloads::command("roll", vec![text("formula", "1d20+3")]));
    let first = signed.send(&harness).await;
    assert!(content(&first).contains("1d20+3"), "{first}");
    let again = signed.send(&harness).await;
    assert_eq!(content(&again), REPEATED, "{again}");
    assert_eq!(
        again["data"]["flags"], 64,
        "only the sender sees it: {again}"
    );
    assert_eq!(rolls_by_alice(&harness).await, 1);
    // A new interaction with the same command is a new roll.
    let other = harness
        .answered(&payloads::command("roll", vec![text("formula", "1d20+3")]))
        .await;
    assert!(content(&other).contains("1d20+3"), "{other}");
    assert_eq!(rolls_by_alice(&harness).await, 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_bytes_sent_at_once_roll_once() {
    let harness = Harness::start().await;
    let signed = Signed::new(&payloads::command("roll", vec![text("formula", "2d6")]));
    let answers = futures_util::future::join_all((0..8).map(|_| signed.post(&harness))).await;
    // What each said: inline, or (a loaded machine) in a follow-up to the deferral.
    let deferred = answers.iter().filter(|a| a["type"] == 5).count();
    let followed = harness.wait_for_follow_ups(deferred).await;
    let said: Vec<String> = answers
        .iter()
        .filter(|a| a["type"] == 4)
        .map(|a| content(a).to_string())
        .chain(followed.iter().map(|f| {
            let message = f.payload();
            message["content"].as_str().unwrap_or_default().to_string()
        }))
        .collect();
    let repeats = said.iter().filter(|s| *s == REPEATED).count();
    assert_eq!((said.len(), repeats), (8, 7), "{answers:?} {said:?}");
    assert_eq!(rolls_by_alice(&harness).await, 1);
}

/// Two processes on one database behind a load balancer: the repeat reaches the other one.
#[tokio::test]
async fn a_repeat_sent_to_another_process_rolls_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("bot.db").display());
    let one = Harness::start_on(bot_on(&[("DATABASE_URL", &url)]).await, |_| {}).await;
    let two = Harness::start_on(bot_on(&[("DATABASE_URL", &url)]).await, |_| {}).await;
    let signed = Signed::new(&payloads::command("roll", vec![text("formula", "1d8")]));
    assert!(content(&signed.send(&one).await).contains("1d8"));
    assert_eq!(content(&signed.send(&two).await), REPEATED);
    assert_eq!(rolls_by_alice(&one).await, 1);
}

#[tokio::test]
async fn a_button_press_sent_twice_rolls_again_once() {
    let harness = Harness::start().await;
    let first = harness
        .answered(&payloads::command("roll", vec![text("formula", "1d4")]))
        .await;
    let id = polyroll_testkit::roll_id(content(&first));
    let press = payloads::press(
        &format!("again:{id}"),
        payloads::member(ALICE, "alice", &[], payloads::MEMBER_PERMISSIONS),
        0,
    );
    let signed = Signed::new(&press);
    assert!(content(&signed.send(&harness).await).contains("1d4"));
    assert_eq!(content(&signed.send(&harness).await), REPEATED);
    assert_eq!(rolls_by_alice(&harness).await, 2);
}

/// A GM roll sent again messages no GM a second time and posts no second notice.
#[tokio::test]
async fn a_gm_roll_sent_twice_messages_the_gms_once() {
    let harness = Harness::with_gms(test_bot().await).await;
    let (_, answer) = harness.post(&gm_set_role(MANAGER_PERMISSIONS)).await;
    assert_eq!(answer["type"], 5, "{answer}");
    harness.wait_for_follow_ups(1).await;
    let signed = Signed::new(&gm_roll());
    signed.post(&harness).await;
    // The role's confirmation, the roller's result, the notice.
    harness.wait_for_follow_ups(3).await;
    signed.post(&harness).await;
    let follow_ups = harness.wait_for_follow_ups(4).await;
    assert_eq!(follow_ups[3].payload()["content"], REPEATED);
    assert_eq!(follow_ups[3].payload()["flags"], 64);
    let dms = harness
        .fake
        .seen()
        .iter()
        .filter(|s| s.method == Method::POST && s.path.starts_with("/api/v10/channels/"))
        .count();
    assert_eq!(dms, 1, "{:?}", harness.fake.paths());
    assert_eq!(rolls_by_alice(&harness).await, 1);
}

const NOT_OURS: &str =
    "This button is not one Polyroll put under its own message; nothing was rolled.";

fn alice() -> Value {
    payloads::member(ALICE, "alice", &[], payloads::MEMBER_PERMISSIONS)
}

/// A public roll's "Roll again" under a message someone else sent (another user's, with
/// no application and no webhook), as if the press were forged: refused, privately.
#[tokio::test]
async fn a_press_under_a_message_the_bot_did_not_send_rolls_nothing() {
    let harness = Harness::start().await;
    let first = harness
        .answered(&payloads::command("roll", vec![text("formula", "1d6")]))
        .await;
    let id = polyroll_testkit::roll_id(content(&first));
    let mut press = payloads::press(&format!("again:{id}"), alice(), 0);
    let message = press["message"].as_object_mut().unwrap();
    message.insert("author".into(), payloads::user(payloads::BOB, "bob"));
    message.remove("webhook_id");
    message.remove("application_id");
    let answer = harness.answered(&press).await;
    assert_eq!(content(&answer), NOT_OURS, "{answer}");
    assert_eq!(answer["data"]["flags"], 64, "{answer}");
    assert_eq!(rolls_by_alice(&harness).await, 1);
    // The same press under the bot's own message rolls again.
    let ours = harness
        .answered(&payloads::press(&format!("again:{id}"), alice(), 0))
        .await;
    assert!(content(&ours).contains("1d6"), "{ours}");
    assert_eq!(rolls_by_alice(&harness).await, 2);
}

/// Data the bot never writes is refused privately, before anything is looked up: the
/// channel never sees an answer to a forged press.
#[tokio::test]
async fn a_press_with_data_the_bot_never_writes_is_refused_privately() {
    let harness = Harness::start().await;
    let first = harness
        .answered(&payloads::command("roll", vec![text("formula", "1d6")]))
        .await;
    let id = polyroll_testkit::roll_id(content(&first));
    for custom_id in [
        format!("again:#{id}"),
        format!("again:{}", id.to_uppercase()),
        format!("again:{id}:1d100"),
        "again:".to_string(),
        "tray:-1:1".to_string(),
        "roll:1d20".to_string(),
    ] {
        let answer = harness
            .answered(&payloads::press(&custom_id, alice(), 0))
            .await;
        assert_eq!(content(&answer), NOT_OURS, "{custom_id}: {answer}");
        assert_eq!(answer["data"]["flags"], 64, "{custom_id}: {answer}");
    }
    assert_eq!(rolls_by_alice(&harness).await, 1);
}

/// A set (`repeat`) is logged under the interaction's key too, its first roll claiming it:
/// sent again, it is a repeat and logs none of its rolls a second time.
#[tokio::test]
async fn a_roll_set_sent_twice_rolls_once() {
    let harness = Harness::start().await;
    let options = vec![
        text("formula", "1d6"),
        payloads::option("repeat", 4, serde_json::json!(3)),
    ];
    let signed = Signed::new(&payloads::command("roll", options));
    let first = signed.post(&harness).await;
    assert_eq!(content(&first).matches("1d6").count(), 3, "{first}");
    assert_eq!(content(&signed.send(&harness).await), REPEATED);
    assert_eq!(rolls_by_alice(&harness).await, 3);
}

/// Under load an answer is "thinking…" first, as publicly as the command asked; Discord
/// makes the first follow-up that deferred message, visible to all, whatever its flags. A
/// repeat's answer is for its sender alone all the same: a placeholder takes the first
/// place, the answer follows as an ephemeral message, and the placeholder is deleted. The
/// store (PostgreSQL behind a proxy) stalls while the repeat arrives, so its answer is
/// deferred whatever the machine's speed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_repeat_after_a_public_deferral_stays_private() {
    with_postgres("discord_private_repeat", |url| async move {
        // A stalled call waits for the store to answer again, not for its deadline.
        let (proxy, bot) = bot_behind_proxy(&url, "60000").await;
        let harness = Harness::start_on(bot, |options| {
            options.answer_within = Duration::from_millis(200)
        })
        .await;
        let signed = Signed::new(&payloads::command("roll", vec![text("formula", "1d20+3")]));
        let first = signed.send(&harness).await;
        assert!(content(&first).contains("1d20+3"), "{first}");
        let before = harness.follow_ups().len();

        proxy.set(Link::Stalled);
        let again = signed.post(&harness).await;
        assert_eq!(again["type"], 5, "deferred: {again}");
        assert_eq!(again["data"]["flags"], 0, "a public deferral: {again}");
        proxy.set(Link::Up);

        let sent: Vec<Value> = harness
            .wait_for_follow_ups(before + 2)
            .await
            .iter()
            .skip(before)
            .map(|s| s.payload())
            .collect();
        assert_eq!(
            sent[0]["content"], "…",
            "the public first follow-up: {sent:?}"
        );
        assert_eq!(sent[1]["content"], REPEATED, "{sent:?}");
        assert_eq!(sent[1]["flags"], 64, "only the sender sees it: {sent:?}");
        let deleted = harness
            .fake
            .wait_for(Method::DELETE, "/api/v10/webhooks/")
            .await;
        assert!(
            deleted.path.ends_with("/messages/@original"),
            "the placeholder: {}",
            deleted.path
        );
        assert_eq!(rolls_by_alice(&harness).await, 1);
    })
    .await;
}
