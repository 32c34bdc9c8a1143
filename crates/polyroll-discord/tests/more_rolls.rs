//! `/roll` with `repeat`, a sentence with `[[…]]` parts, and an alias's parameters in
//! autocomplete: signed interactions POSTed to the running endpoint.

mod common;

use common::payloads::{self, option, text};
use common::Harness;
use serde_json::{json, Value};

fn content(answer: &Value) -> &str {
    answer["data"]["content"].as_str().unwrap_or_default()
}

/// Alice's logged rolls, newest first.
async fn alice_log(harness: &Harness) -> Vec<polyroll_store::RollRecord> {
    let store = harness.bot.store().expect("a store");
    store
        .history("discord", payloads::ALICE, 10)
        .await
        .expect("history")
}

/// Every `(#id)` in a reply.
fn ids(text: &str) -> Vec<String> {
    text.split("(#")
        .skip(1)
        .filter_map(|t| t.split(')').next())
        .map(str::to_string)
        .collect()
}

#[tokio::test]
async fn repeat_rolls_a_set_each_with_its_own_id() {
    let harness = Harness::start().await;
    // 2d1+1 always makes 3: the totals are known.
    let options = vec![text("formula", "2d1+1"), option("repeat", 4, json!(3))];
    let answer = harness.answered(&payloads::command("roll", options)).await;
    let shown = content(&answer);
    for n in 1..=3 {
        assert!(
            shown.contains(&format!("{n}. `2d1+1` [1, 1] = **3**")),
            "{shown}"
        );
    }
    // Under the totals, the period whose seed keyed the set's one stream of dice.
    assert!(shown.contains("Totals: **3**, **3**, **3**  ⚖ "), "{shown}");
    let ids = ids(shown);
    assert_eq!(ids.len(), 3, "{shown}");
    let log = alice_log(&harness).await;
    assert_eq!(log.len(), 3, "{log:?}");
    for record in &log {
        assert!(ids.contains(&record.shown.to_string()), "{log:?}");
        assert_eq!(record.total, Some(3.0));
    }
    // Discord keeps the option within 1–20; a client that does not is told the range.
    let options = vec![text("formula", "1d6"), option("repeat", 4, json!(21))];
    let answer = harness.answered(&payloads::command("roll", options)).await;
    assert!(
        content(&answer).starts_with("A roll set rolls a formula 1 to 20 times"),
        "{answer}"
    );
}

#[tokio::test]
async fn a_sentence_with_two_inline_rolls() {
    let harness = Harness::start().await;
    let options = vec![text("formula", "I hit [[1d1+4]] and deal [[2d1]] *damage*")];
    let answer = harness.answered(&payloads::command("roll", options)).await;
    let text = content(&answer);
    let lines: Vec<&str> = text.lines().collect();
    // The user's words are escaped; the totals are bold.
    assert_eq!(
        lines[0], "I hit **5** and deal **2** \\*damage\\*",
        "{text}"
    );
    assert!(lines[1].starts_with("`1d1+4` [1] = **5**  (#"), "{text}");
    assert!(lines[2].starts_with("`2d1` [1, 1] = **2**  (#"), "{text}");
    assert_eq!(ids(text).len(), 2, "{text}");
    let log = alice_log(&harness).await;
    let inputs: Vec<&str> = log.iter().map(|r| r.input.as_str()).collect();
    assert_eq!(inputs, ["2d1", "1d1+4"], "newest first");
}

#[tokio::test]
async fn autocomplete_shows_an_alias_parameters_and_its_hint() {
    let harness = Harness::start().await;
    harness
        .answered(&payloads::alias_set("atk", "1d20+%1%+%2=0%"))
        .await;
    let (_, answer) = harness.post(&payloads::autocomplete("roll", "at")).await;
    let choices = answer["data"]["choices"].as_array().unwrap();
    assert!(
        choices
            .iter()
            .any(|c| c["value"] == "atk"
                && c["name"].as_str().unwrap().starts_with("atk %1% %2=0% = ")),
        "{answer}"
    );
    // With its argument, the hint is the roll's: 1d20+5 has a mean of 15.5.
    let (_, answer) = harness.post(&payloads::autocomplete("roll", "atk 5")).await;
    let hint = answer["data"]["choices"][0]["name"].as_str().unwrap();
    assert!(hint.contains("15.5"), "{answer}");
    // Without it, the hint names the parameters.
    let (_, answer) = harness.post(&payloads::autocomplete("roll", "atk")).await;
    let hint = answer["data"]["choices"][0]["name"].as_str().unwrap();
    assert!(hint.contains("%1%"), "{answer}");
}

/// `/roll formula` as the interaction `id`.
fn roll_as(id: &str, formula: &str) -> Value {
    let mut payload = payloads::command("roll", vec![text("formula", formula)]);
    payload["id"] = json!(id);
    payload
}

#[tokio::test]
async fn the_interaction_id_keys_the_dice_and_is_logged() {
    let harness = Harness::start().await;
    let store = harness.bot.store().expect("a store");
    let roller = polyroll_core::Roller::new(polyroll_core::Dialect::Standard);
    let mut faces = Vec::new();
    for id in ["1180000000000000501", "1180000000000000502"] {
        let answer = harness.answered(&roll_as(id, "16d20")).await;
        let shown = content(&answer);
        let log = alice_log(&harness).await;
        let fair = log[0].fair.clone().expect("a fair roll");
        assert_eq!(fair.request, format!("discord:interaction:{id}"));
        assert!(
            shown.contains(&format!("(#{}) ⚖ ", log[0].shown)),
            "{shown}"
        );
        // The faces are those the period's seed gives this interaction, and no others.
        let seed = store
            .fair_seed(fair.period, 86_400)
            .await
            .expect("the period's seed")
            .seed;
        let again =
            polyroll_core::fair::Recomputed::roll(&roller, "16d20", &seed, &fair.request, "")
                .expect("roll");
        let logged: Vec<f64> = fair
            .faces
            .split(' ')
            .map(|f| f.parse().expect("a face"))
            .collect();
        assert_eq!(again.faces(), logged);
        faces.push(fair.faces);
    }
    // Another interaction, other dice.
    assert_ne!(faces[0], faces[1]);
}
