//! Game systems through the signed endpoint: `/roll formula:blades 3` and two more systems
//! roll and name their outcome, one is shown again by `/verify`, `/system` is a command
//! whose name option offers the systems, and the formula's autocomplete offers their rolls.

mod common;

use common::payloads::{self, text};
use common::Harness;
use serde_json::Value;

fn content(answer: &Value) -> &str {
    answer["data"]["content"].as_str().unwrap_or_default()
}

fn choices(answer: &Value) -> Vec<(String, String)> {
    answer["data"]["choices"]
        .as_array()
        .map(|all| {
            all.iter()
                .map(|c| {
                    (
                        c["name"].as_str().unwrap_or_default().to_string(),
                        c["value"].as_str().unwrap_or_default().to_string(),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test]
async fn three_systems_roll_and_one_is_verified() {
    let harness = Harness::start().await;
    let cases: [(&str, &[&str]); 3] = [
        (
            "blades 3",
            &["critical", "full success", "partial success", "bad outcome"],
        ),
        (
            "vtm 6 h2",
            &[
                "messy critical",
                "critical win",
                "success",
                "bestial failure",
                "total failure",
                "failure",
            ],
        ),
        (
            "coc 45 b1",
            &[
                "critical success",
                "fumble",
                "extreme success",
                "hard success",
                "regular success",
                "failure",
            ],
        ),
    ];
    let mut last = String::new();
    for (formula, outcomes) in cases {
        let answer = harness
            .answered(&payloads::command("roll", vec![text("formula", formula)]))
            .await;
        let shown = content(&answer);
        assert!(shown.contains(formula), "{shown}");
        let line = shown.split("  (#").next().unwrap_or_default();
        let named = line.rsplit(": ").next().unwrap_or_default();
        assert!(
            outcomes.iter().any(|o| named.trim_matches('*') == *o),
            "{formula}: {shown}"
        );
        last = shown.to_string();
    }
    let store = harness.bot.store().expect("a store");
    let log = store
        .history("discord", payloads::ALICE, 10)
        .await
        .expect("history");
    let inputs: Vec<&str> = log.iter().map(|r| r.input.as_str()).collect();
    assert_eq!(inputs, ["coc 45 b1", "vtm 6 h2", "blades 3"]);

    let id = polyroll_testkit::roll_id(&last);
    let answer = harness
        .answered(&payloads::command("verify", vec![text("id", &id)]))
        .await;
    let verified = content(&answer);
    assert!(verified.contains("Typed: coc 45 b1"), "{verified}");
    let tens = last
        .split("tens [")
        .nth(1)
        .and_then(|t| t.split(']').next())
        .unwrap_or_else(|| panic!("no tens dice in {last}"));
    assert!(verified.contains(tens), "{verified}\n{last}");
}

#[tokio::test]
async fn system_is_a_command_and_its_name_offers_the_systems() {
    let harness = Harness::start().await;
    let answer = harness
        .answered(&payloads::command("system", vec![text("name", "coc")]))
        .await;
    let shown = content(&answer);
    assert!(shown.starts_with("Call of Cthulhu — "), "{shown}");
    assert!(shown.contains("coc 45 b1"), "{shown}");
    let answer = harness.answered(&payloads::command("system", vec![])).await;
    assert!(content(&answer).contains("Blades in the Dark"), "{answer}");

    let (_, answer) = harness
        .post(&payloads::autocomplete_of("system", "name", "c"))
        .await;
    assert_eq!(answer["type"], 8, "{answer}");
    let values: Vec<String> = choices(&answer).into_iter().map(|c| c.1).collect();
    // The names first, then the titles with a word so starting (Dungeon Crawl Classics,
    // classic World of Darkness).
    assert_eq!(
        values,
        ["cairn", "coc", "cod", "cpr", "cypher", "dcc", "wod"],
        "{answer}"
    );
    // A title finds its system too.
    let (_, answer) = harness
        .post(&payloads::autocomplete_of("system", "name", "vampire"))
        .await;
    assert_eq!(choices(&answer)[0].1, "vtm", "{answer}");
    assert!(choices(&answer)[0].0.starts_with("vtm N hH [dD] — "));
}

#[tokio::test]
async fn formula_autocomplete_offers_the_systems_rolls() {
    let harness = Harness::start().await;
    let (_, answer) = harness.post(&payloads::autocomplete("roll", "bl")).await;
    let offered = choices(&answer);
    assert!(
        offered
            .iter()
            .any(|(label, value)| value == "blades 3" && label.contains("Blades in the Dark")),
        "{answer}"
    );
    // Nothing typed yet: each system's first example by name, as many as Discord shows.
    let (_, answer) = harness.post(&payloads::autocomplete("roll", "")).await;
    let values: Vec<String> = choices(&answer).into_iter().map(|c| c.1).collect();
    assert_eq!(values.len(), 25, "{values:?}");
    for roll in ["alien 5 2", "blades 3", "coc 45", "cod 5"] {
        assert!(values.iter().any(|v| v == roll), "{roll}: {values:?}");
    }
    // With its arguments the typed roll comes first, hinted with its odds.
    let (_, answer) = harness
        .post(&payloads::autocomplete("roll", "blades 3"))
        .await;
    let first = &choices(&answer)[0];
    assert_eq!(first.1, "blades 3");
    assert!(first.0.contains("critical 7.4%"), "{answer}");
    // /stats takes the same formula option.
    let (_, answer) = harness.post(&payloads::autocomplete("stats", "pb")).await;
    let values: Vec<String> = choices(&answer).into_iter().map(|c| c.1).collect();
    assert!(values.contains(&"pbta +1".to_string()), "{values:?}");
}

/// `/system name:… scope:server` by one who manages the server.
fn server_game(name: &str, permissions: &str) -> Value {
    payloads::command_by(
        "system",
        vec![text("name", name), text("scope", "server")],
        payloads::member(payloads::ALICE, "alice", &[], permissions),
        serde_json::json!({}),
    )
}

#[tokio::test]
async fn the_servers_game_leads_autocomplete_and_help() {
    let harness = Harness::start().await;
    let answer = harness
        .answered(&server_game("coc", payloads::MEMBER_PERMISSIONS))
        .await;
    assert!(
        content(&answer).starts_with("Only the chat's administrators"),
        "{answer}"
    );
    let answer = harness
        .answered(&server_game("coc", payloads::MANAGER_PERMISSIONS))
        .await;
    assert!(
        content(&answer).starts_with("This chat's game is now Call of Cthulhu (coc)"),
        "{answer}"
    );
    // Nothing typed: the game's rolls first.
    let (_, answer) = harness.post(&payloads::autocomplete("roll", "")).await;
    let values: Vec<String> = choices(&answer).into_iter().map(|c| c.1).collect();
    assert_eq!(
        values[..3],
        ["coc 45", "coc 45 b1", "coc 30 p2"],
        "{values:?}"
    );
    // Typed: the typed roll, then the game's rolls it begins, then the rest.
    let (_, answer) = harness.post(&payloads::autocomplete("roll", "c")).await;
    let values: Vec<String> = choices(&answer).into_iter().map(|c| c.1).collect();
    assert_eq!(
        values[..4],
        ["c", "coc 45", "coc 45 b1", "coc 30 p2"],
        "{values:?}"
    );
    // A formula keeps its meaning.
    let (_, answer) = harness.post(&payloads::autocomplete("roll", "2d6")).await;
    let values: Vec<String> = choices(&answer).into_iter().map(|c| c.1).collect();
    assert_eq!(values, ["2d6"], "{values:?}");
    let answer = harness.answered(&payloads::command("help", vec![])).await;
    assert!(
        content(&answer)
            .starts_with("This chat's game: Call of Cthulhu — coc 45, coc 45 b1, coc 30 p2"),
        "{answer}"
    );
    let answer = harness
        .answered(&payloads::command("system", vec![text("scope", "server")]))
        .await;
    assert!(
        content(&answer).starts_with("This chat's game: Call of Cthulhu (coc)"),
        "{answer}"
    );
    let answer = harness
        .answered(&server_game("none", payloads::MANAGER_PERMISSIONS))
        .await;
    assert_eq!(content(&answer), "This chat has no game now.");
    let (_, answer) = harness.post(&payloads::autocomplete("roll", "")).await;
    assert_ne!(choices(&answer)[0].1, "coc 45", "{answer}");
}
