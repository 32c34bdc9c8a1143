//! "Reroll…" through the signed endpoint: a roll's message carries a select menu of its
//! dice (and, for a Year Zero roll, a Push button); the roller's choice keeps those dice
//! and rolls the rest as a new logged roll, keyed by the choice's interaction; anyone
//! else, or a second reroll, is refused privately; `/verify` of both names the other.

mod common;

use common::payloads::{self, text};
use common::{Harness, PATIENCE};
use polyroll_bot::RollId;
use polyroll_testkit::{faces, yz_321_pushed, yz_321_stays};
use serde_json::{json, Value};

fn content(answer: &Value) -> &str {
    answer["data"]["content"].as_str().unwrap_or_default()
}

fn flags(answer: &Value) -> u64 {
    answer["data"]["flags"].as_u64().unwrap_or(0)
}

fn alice() -> Value {
    payloads::member(payloads::ALICE, "alice", &[], payloads::MEMBER_PERMISSIONS)
}

fn bob() -> Value {
    payloads::member(payloads::BOB, "bob", &[], payloads::MEMBER_PERMISSIONS)
}

/// `member` choosing `values` (dice numbers) in the menu `custom_id` under a roll.
fn choose(custom_id: &str, values: &[&str], member: Value) -> Value {
    let mut payload = payloads::press(custom_id, member, 0);
    payload["data"] =
        json!({ "custom_id": custom_id, "component_type": 3, "values": values, "id": 3 });
    payload["message"]["components"] = json!([{ "type": 1, "id": 1, "components": [{
        "type": 3, "id": 3, "custom_id": custom_id, "min_values": 0, "max_values": 4,
        "options": [{ "label": "Die 1: 2", "value": "1" }]
    }]}]);
    payload
}

/// The endpoint, never deferring for time: a refusal answered after a deferral can be only
/// as private as the deferral was (Discord takes a deferred answer's privacy from the
/// deferral), and these tests check that refusals reach only the one refused.
async fn harness() -> Harness {
    Harness::start_with(|options| options.answer_within = PATIENCE).await
}

/// What the bot answers `payload` with: a new message, inline or (a loaded machine)
/// deferred and followed up.
async fn post(harness: &Harness, payload: &Value) -> Value {
    harness.answered(payload).await
}

/// A roll by Alice: the answer and its logged record.
async fn roll(harness: &Harness, formula: &str) -> (Value, polyroll_store::RollRecord) {
    let answer = post(
        harness,
        &payloads::command("roll", vec![text("formula", formula)]),
    )
    .await;
    let record = logged(harness, &answer).await;
    (answer, record)
}

async fn logged(harness: &Harness, answer: &Value) -> polyroll_store::RollRecord {
    let id = polyroll_testkit::roll_id(content(answer));
    let id = RollId::parse(&id).expect("an id");
    harness
        .bot
        .store()
        .expect("a store")
        .roll_by_shown(id)
        .await
        .expect("store")
        .expect("logged")
}

#[tokio::test]
async fn the_roller_keeps_dice_and_rerolls_the_rest_once() {
    let harness = harness().await;
    let (answer, first) = roll(&harness, "4d6kh3").await;
    let id = first.shown.to_string();
    let dice = faces(&first.fair.as_ref().expect("fair").faces);

    // Roll again in the first row, the menu of the four dice in a row of its own.
    let rows = answer["data"]["components"].as_array().expect("rows");
    assert_eq!(rows.len(), 2, "{answer}");
    assert_eq!(rows[0]["components"][0]["custom_id"], format!("again:{id}"));
    let menu = &rows[1]["components"][0];
    assert_eq!(menu["type"], 3, "a string select: {menu}");
    assert_eq!(menu["custom_id"], format!("hold:{id}"));
    assert_eq!(
        (menu["min_values"].as_u64(), menu["max_values"].as_u64()),
        (Some(0), Some(4))
    );
    let options = menu["options"].as_array().expect("options");
    let shown: Vec<(String, String)> = options
        .iter()
        .map(|o| {
            (
                o["label"].as_str().unwrap().to_string(),
                o["value"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let wanted: Vec<(String, String)> = dice
        .iter()
        .enumerate()
        .map(|(i, f)| (format!("Die {}: {f}", i + 1), (i + 1).to_string()))
        .collect();
    assert_eq!(shown, wanted);
    assert!(menu["placeholder"].as_str().unwrap().starts_with("Reroll…"));

    // Bob chooses in Alice's menu: told so, privately, and nothing is rolled.
    let refused = post(&harness, &choose(&format!("hold:{id}"), &["1"], bob())).await;
    assert_eq!(flags(&refused) & 64, 64, "{refused}");
    assert!(
        content(&refused).starts_with(&format!("Only the one who rolled #{id}")),
        "{refused}"
    );

    // Alice keeps dice 1 and 3: the others come from her choice's own fair stream.
    let choice = choose(&format!("hold:{id}"), &["1", "3"], alice());
    let again = post(&harness, &choice).await;
    assert_eq!(flags(&again) & 64, 0, "a reroll is public: {again}");
    assert!(
        content(&again).starts_with(&format!("Reroll of #{id}, keeping dice 1, 3:\n")),
        "{again}"
    );
    let second = logged(&harness, &again).await;
    let fair = second.fair.as_ref().expect("fair");
    assert_eq!(
        fair.request,
        format!("discord:interaction:{}", choice["id"].as_str().unwrap())
    );
    let fresh = faces(&fair.faces);
    assert_eq!(fresh.len(), 2);
    let mut now = [dice[0], fresh[0], dice[2], fresh[1]];
    now.sort_by(|a, b| b.total_cmp(a));
    assert_eq!(second.total, Some(now[..3].iter().sum()));
    // No menu under the reroll: it has no reroll left.
    let rows = again["data"]["components"].as_array().expect("rows");
    assert_eq!(rows.len(), 1, "{again}");

    // A second choice in the first roll's menu is refused, privately.
    let twice = post(&harness, &choose(&format!("hold:{id}"), &["2"], alice())).await;
    assert_eq!(flags(&twice) & 64, 64);
    assert!(content(&twice).contains("already rerolled"), "{twice}");
    // A forged choice (a die the menu never listed) is refused before anything is read.
    let forged = post(&harness, &choose(&format!("hold:{id}"), &["0"], alice())).await;
    assert_eq!(flags(&forged) & 64, 64);
    assert!(
        content(&forged).starts_with("This button is not one"),
        "{forged}"
    );

    // /verify of each names the other.
    let verify = |id: String| payloads::command("verify", vec![text("id", &id)]);
    let one = post(&harness, &verify(id.clone())).await;
    assert!(
        content(&one).contains(&format!("Rerolled as #{}.", second.shown)),
        "{one}"
    );
    let two = post(&harness, &verify(second.shown.to_string())).await;
    assert!(
        content(&two).contains(&format!("A reroll of #{id} (hold), keeping dice 1, 3.")),
        "{two}"
    );
    let log = harness
        .bot
        .store()
        .expect("a store")
        .history("discord", payloads::ALICE, 10)
        .await
        .unwrap();
    assert_eq!(log.len(), 2, "two rolls logged: {log:?}");
}

#[tokio::test]
async fn a_year_zero_roll_is_pushed_once() {
    let harness = harness().await;
    let (answer, first) = roll(&harness, "yz 3 2 1").await;
    let id = first.shown.to_string();
    // Push beside Roll again.
    let buttons = &answer["data"]["components"][0]["components"];
    assert_eq!(buttons[1]["custom_id"], format!("push:{id}"), "{answer}");
    assert_eq!(buttons[1]["label"], "Push");

    let dice = faces(&first.fair.as_ref().expect("fair").faces);
    let pushed = post(
        &harness,
        &payloads::press(&format!("push:{id}"), alice(), 0),
    )
    .await;
    if dice.iter().enumerate().all(|(i, &f)| yz_321_stays(i, f)) {
        // Nothing to push (the dice fell that way): said privately.
        assert_eq!(flags(&pushed) & 64, 64);
        assert!(content(&pushed).contains("nothing to reroll"), "{pushed}");
        return;
    }
    assert!(
        content(&pushed).starts_with(&format!("Push of #{id}:\n")),
        "{pushed}"
    );
    let second = logged(&harness, &pushed).await;
    let fresh = faces(&second.fair.as_ref().expect("fair").faces);
    let now = yz_321_pushed(&dice, &fresh).expect("a fresh face for each die pushed");
    let successes = now.iter().filter(|&&f| f == 6.0).count();
    assert_eq!(second.total, Some(successes as f64), "{pushed}");
    let baneful = now[..3].iter().filter(|&&f| f == 1.0).count();
    assert!(
        content(&pushed).contains(&format!("{baneful} on base")),
        "{pushed}"
    );
    // Once only; and Bob may not push Alice's roll.
    let twice = post(
        &harness,
        &payloads::press(&format!("push:{id}"), alice(), 0),
    )
    .await;
    assert!(content(&twice).contains("already rerolled"), "{twice}");
    let bobs = post(&harness, &payloads::press(&format!("push:{id}"), bob(), 0)).await;
    assert_eq!(flags(&bobs) & 64, 64);
    assert!(
        content(&bobs).starts_with("Only the one who rolled"),
        "{bobs}"
    );
}
