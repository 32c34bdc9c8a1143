//! The command definitions Discord will accept, and `register` against a fake API.

mod common;

use std::collections::HashMap;

use axum::http::Method;
use common::{payloads, FakeDiscord};
use polyroll_bot::Config;
use serde_json::Value;

/// Discord's rule for command and option names: 1–32 lowercase letters, digits, `-`, `_`.
fn valid_name(name: &str) -> bool {
    let count = name.chars().count();
    (1..=32).contains(&count)
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
        && name.to_lowercase() == name
}

fn valid_description(text: &str) -> bool {
    (1..=100).contains(&text.chars().count())
}

fn check_localised(
    object: &Value,
    field: &str,
    valid: fn(&str) -> bool,
    problems: &mut Vec<String>,
) {
    if let Some(map) = object[field].as_object() {
        for (locale, text) in map {
            if !["ru", "fr"].contains(&locale.as_str()) {
                problems.push(format!("{field}: unexpected locale {locale}"));
            }
            if !valid(text.as_str().unwrap_or_default()) {
                problems.push(format!("{field}[{locale}] = {text}"));
            }
        }
    }
}

fn check(object: &Value, path: &str, problems: &mut Vec<String>) {
    let name = object["name"].as_str().unwrap_or_default();
    let path = format!("{path}/{name}");
    if !valid_name(name) {
        problems.push(format!("{path}: name"));
    }
    if !valid_description(object["description"].as_str().unwrap_or_default()) {
        problems.push(format!("{path}: description"));
    }
    check_localised(object, "name_localizations", valid_name, problems);
    check_localised(
        object,
        "description_localizations",
        valid_description,
        problems,
    );
    let choices = object["choices"].as_array().cloned().unwrap_or_default();
    if choices.len() > 25 {
        problems.push(format!("{path}: {} choices", choices.len()));
    }
    for choice in &choices {
        let name = choice["name"].as_str().unwrap_or_default();
        if !(1..=100).contains(&name.chars().count())
            || choice["value"].as_str().is_none_or(|v| v.len() > 100)
        {
            problems.push(format!("{path}: choice {choice}"));
        }
    }
    let options = object["options"].as_array().cloned().unwrap_or_default();
    if options.len() > 25 {
        problems.push(format!("{path}: {} options", options.len()));
    }
    // Discord refuses a required option after an optional one.
    let required: Vec<bool> = options
        .iter()
        .map(|o| o["required"].as_bool().unwrap_or(false))
        .collect();
    if required.windows(2).any(|pair| !pair[0] && pair[1]) {
        problems.push(format!("{path}: required option after an optional one"));
    }
    for option in &options {
        check(option, &path, problems);
    }
}

#[test]
fn definitions_are_valid_for_discord() {
    let definitions = serde_json::to_value(polyroll_discord::definitions()).unwrap();
    let commands = definitions.as_array().unwrap();
    let names: Vec<&str> = commands
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "roll", "stats", "alias", "dialect", "history", "verify", "help", "system", "tray",
            "gm", "log"
        ]
    );
    let mut problems = Vec::new();
    for command in commands {
        check(command, "", &mut problems);
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

/// Where each command may be installed and used is said, not left to the application's
/// settings: a server's settings (the GM role, session logs) only in a server the app is
/// installed in; everything else also for users who install it, in DMs with the bot and in
/// group DMs.
#[test]
fn every_command_says_where_it_may_be_installed_and_used() {
    let definitions = serde_json::to_value(polyroll_discord::definitions()).unwrap();
    for command in definitions.as_array().unwrap() {
        let name = command["name"].as_str().unwrap();
        let (installs, contexts) = if name == "gm" || name == "log" {
            (serde_json::json!([0]), serde_json::json!([0]))
        } else {
            (serde_json::json!([0, 1]), serde_json::json!([0, 1, 2]))
        };
        assert_eq!(command["integration_types"], installs, "{name}");
        assert_eq!(command["contexts"], contexts, "{name}");
    }
}

#[test]
fn system_offers_the_systems_names_as_its_name_is_typed() {
    let definitions = serde_json::to_value(polyroll_discord::definitions()).unwrap();
    let system = definitions
        .as_array()
        .and_then(|all| all.iter().find(|c| c["name"] == "system"))
        .expect("/system is registered");
    assert_eq!(system["name_localizations"]["ru"], "система");
    let name = &system["options"][0];
    assert_eq!(
        (name["name"].as_str(), name["type"].as_u64()),
        (Some("name"), Some(3))
    );
    assert_eq!(name["required"], false);
    assert_eq!(name["autocomplete"], true);
}

#[test]
fn roll_has_the_options_the_issue_names() {
    let definitions = serde_json::to_value(polyroll_discord::definitions()).unwrap();
    let roll = &definitions[0];
    assert_eq!(roll["name_localizations"]["fr"], "lancer");
    let formula = &roll["options"][0];
    assert_eq!(
        (formula["name"].as_str(), formula["type"].as_u64()),
        (Some("formula"), Some(3))
    );
    assert_eq!(formula["required"], true);
    assert_eq!(formula["autocomplete"], true);
    let repeat = &roll["options"][3];
    assert_eq!(
        (repeat["name"].as_str(), repeat["type"].as_u64()),
        (Some("repeat"), Some(4))
    );
    assert_eq!(
        (repeat["min_value"].as_u64(), repeat["max_value"].as_u64()),
        (Some(1), Some(20))
    );
    let secret = &roll["options"][2];
    let values: Vec<&str> = secret["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert_eq!(
        values,
        ["self", "gm"],
        "string values, so both modes read the same option"
    );
    let dialects: Vec<&str> = roll["options"][1]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    let known: Vec<&str> = polyroll_core::Dialect::ALL
        .iter()
        .map(|d| d.name())
        .collect();
    assert_eq!(dialects, known);
    assert!(dialects.contains(&"standard"));
}

#[test]
fn alias_import_takes_json_or_a_file() {
    let definitions = serde_json::to_value(polyroll_discord::definitions()).unwrap();
    let alias = definitions
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "alias")
        .unwrap();
    let import = alias["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "import")
        .unwrap();
    let options: Vec<(&str, u64, bool)> = import["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| {
            (
                o["name"].as_str().unwrap(),
                o["type"].as_u64().unwrap(),
                o["required"].as_bool().unwrap_or(false),
            )
        })
        .collect();
    // Type 3 is a string, 11 an attachment; either may be given, so neither is required.
    assert_eq!(
        options,
        [("json", 3, false), ("file", 11, false), ("scope", 3, false)]
    );
    let file = &import["options"][1];
    assert_eq!(file["name_localizations"]["ru"], "файл");
    assert_eq!(file["name_localizations"]["fr"], "fichier");
    assert!(file["description_localizations"]["fr"]
        .as_str()
        .is_some_and(|d| d.contains("aliases.json")));
}

#[test]
fn gm_is_for_server_managers_in_servers() {
    let definitions = serde_json::to_value(polyroll_discord::definitions()).unwrap();
    let gm = definitions
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "gm")
        .unwrap();
    // MANAGE_GUILD = 1 << 5, sent as a string.
    assert_eq!(gm["default_member_permissions"], "32");
    assert_eq!(gm["contexts"], serde_json::json!([0]));
    assert_eq!(gm["options"][0]["type"], 1);
    assert_eq!(gm["options"][0]["options"][0]["type"], 8, "a role option");
}

async fn register_on(guild: Option<u64>) -> (FakeDiscord, usize) {
    let fake = FakeDiscord::default();
    let origin = fake.start().await;
    let config = Config::from_vars(&HashMap::from([
        ("DATABASE_URL".to_string(), "sqlite::memory:".to_string()),
        ("DISCORD_TOKEN".to_string(), "test-token".to_string()),
        (
            "DISCORD_APPLICATION_ID".to_string(),
            payloads::APP_ID.to_string(),
        ),
    ]))
    .unwrap();
    let mut options = polyroll_discord::Options::from_config(&config);
    options.api_origin = origin;
    let count = polyroll_discord::register_with(&options, guild)
        .await
        .unwrap();
    (fake, count)
}

#[tokio::test]
async fn register_puts_every_command_globally() {
    let (fake, count) = register_on(None).await;
    let seen = fake.wait_for(Method::PUT, "/api/v10/applications").await;
    assert_eq!(
        seen.path,
        format!("/api/v10/applications/{}/commands", payloads::APP_ID)
    );
    assert_eq!(seen.headers["authorization"], "Bot test-token");
    let body = seen.json();
    assert_eq!(
        body,
        serde_json::to_value(polyroll_discord::definitions()).unwrap()
    );
    assert_eq!(count, 11);
}

#[tokio::test]
async fn register_in_one_guild() {
    let (fake, count) = register_on(Some(42)).await;
    let seen = fake.wait_for(Method::PUT, "/api/v10/applications").await;
    assert_eq!(
        seen.path,
        format!(
            "/api/v10/applications/{}/guilds/42/commands",
            payloads::APP_ID
        )
    );
    assert_eq!(count, 11);
}

#[tokio::test]
async fn register_needs_a_token_and_a_real_guild_id() {
    let config = Config::from_vars(&HashMap::from([(
        "DATABASE_URL".to_string(),
        "sqlite::memory:".to_string(),
    )]))
    .unwrap();
    let error = polyroll_discord::register(&config, None).await.unwrap_err();
    assert!(error.to_string().contains("DISCORD_TOKEN"), "{error}");
    let mut options = polyroll_discord::Options::from_config(&config);
    options.token = Config::from_vars(&HashMap::from([(
        "DISCORD_TOKEN".to_string(),
        "t".to_string(),
    )]))
    .unwrap()
    .discord
    .token;
    options.application_id = Some(1);
    assert!(polyroll_discord::register_with(&options, Some(0))
        .await
        .is_err());
}
