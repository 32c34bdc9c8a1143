//! Signed interactions POSTed to the running endpoint on a loopback port.

mod common;

use axum::http::{Method, StatusCode};
use common::payloads::{self, text};
use common::{now, sign, signing_key, Harness};
use serde_json::{json, Value};

fn content(answer: &Value) -> &str {
    answer["data"]["content"].as_str().unwrap_or_default()
}

fn flags(answer: &Value) -> u64 {
    answer["data"]["flags"].as_u64().unwrap_or(0)
}

#[tokio::test]
async fn ping_is_answered_with_pong() {
    let harness = Harness::start().await;
    let (status, answer) = harness.post(&payloads::ping()).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer, json!({"type": 1}));
}

#[tokio::test]
async fn unsigned_wrongly_signed_and_stale_requests_are_refused_and_change_nothing() {
    let harness = Harness::start().await;
    let body = payloads::command("roll", vec![text("formula", "2d6")]).to_string();
    let ts = now().to_string();
    let good = sign(&signing_key(), &ts, body.as_bytes());

    // No signature headers at all.
    assert_eq!(
        harness.post_raw(body.clone(), None, None).await.0,
        StatusCode::UNAUTHORIZED
    );
    // A timestamp but no signature.
    assert_eq!(
        harness.post_raw(body.clone(), None, Some(&ts)).await.0,
        StatusCode::UNAUTHORIZED
    );
    // Signed by another key.
    let stranger = ed25519_dalek::SigningKey::from_bytes(&[9u8; 32]);
    let forged = sign(&stranger, &ts, body.as_bytes());
    assert_eq!(
        harness
            .post_raw(body.clone(), Some(&forged), Some(&ts))
            .await
            .0,
        StatusCode::UNAUTHORIZED
    );
    // Right signature, body changed after signing.
    let tampered = body.replace("2d6", "9d6");
    assert_eq!(
        harness.post_raw(tampered, Some(&good), Some(&ts)).await.0,
        StatusCode::UNAUTHORIZED
    );
    // Right signature, timestamp changed after signing.
    let later = (now() + 1).to_string();
    assert_eq!(
        harness
            .post_raw(body.clone(), Some(&good), Some(&later))
            .await
            .0,
        StatusCode::UNAUTHORIZED
    );
    // Garbage signature.
    assert_eq!(
        harness
            .post_raw(body.clone(), Some("not-hex"), Some(&ts))
            .await
            .0,
        StatusCode::UNAUTHORIZED
    );
    // Correctly signed but ten minutes old, or ten minutes ahead.
    for skewed in [now() - 600, now() + 600] {
        let ts = skewed.to_string();
        let signature = sign(&signing_key(), &ts, body.as_bytes());
        assert_eq!(
            harness
                .post_raw(body.clone(), Some(&signature), Some(&ts))
                .await
                .0,
            StatusCode::UNAUTHORIZED
        );
    }
    // The same request, signed now, is accepted: the refusals above were about the signature.
    let (status, answer) = harness.post_raw(body.clone(), Some(&good), Some(&ts)).await;
    assert_eq!(status, StatusCode::OK);
    // Nothing reached Discord for the refused ones; the accepted one was answered inline,
    // or (a loaded machine) deferred and followed up once. Only it was rolled and logged.
    let follow_ups = usize::from(answer["type"] == 5);
    if follow_ups == 1 {
        harness.wait_for_follow_ups(1).await;
    }
    assert_eq!(
        harness.fake.seen().len(),
        follow_ups,
        "{:?}",
        harness.fake.paths()
    );
    let store = harness.bot.store().unwrap();
    let log = store.history("discord", payloads::ALICE, 10).await.unwrap();
    assert_eq!(log.len(), 1, "{log:?}");
}

/// The harness's fake Discord checks what the bot sends against Discord's OpenAPI spec: a
/// body the spec rejects gets Discord's 400 and fails the test when the harness ends.
#[tokio::test]
async fn the_fake_discord_refuses_bodies_the_spec_rejects() {
    let harness = Harness::start().await;
    let row = |custom_id: String| {
        json!({"content": "1d20: 7", "components": [{"type": 1, "components": [
            {"type": 2, "style": 1, "label": "Roll again", "custom_id": custom_id}
        ]}]})
    };
    let url = format!(
        "{}/api/v10/webhooks/{}/token",
        harness.options.api_origin,
        payloads::APP_ID
    );
    let send = |body: Value| {
        reqwest::Client::new()
            .post(&url)
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
    };
    assert_eq!(send(row("x".repeat(100))).await.unwrap().status(), 200);
    assert!(harness.fake.invalid.lock().unwrap().is_empty());

    // Discord caps a custom id at 100 characters.
    let refused = send(row("x".repeat(101))).await.unwrap();
    assert_eq!(refused.status(), 400);
    let answer: Value = serde_json::from_slice(&refused.bytes().await.unwrap()).unwrap();
    assert_eq!(answer["code"], 50035);
    let invalid = harness.fake.invalid.lock().unwrap().clone();
    assert_eq!(invalid.len(), 1, "{invalid:?}");
    assert!(
        invalid[0].contains("/components/0/components/0/custom_id"),
        "{}",
        invalid[0]
    );
    let ended = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || drop(harness)));
    assert!(
        ended.is_err(),
        "the harness ended quietly on a refused body"
    );
}

#[tokio::test]
async fn roll_answers_with_the_result_and_a_roll_again_button() {
    let harness = Harness::start().await;
    let answer = harness
        .answered(&payloads::command("roll", vec![text("formula", "2d6+3")]))
        .await;
    assert!(content(&answer).contains("2d6"), "{answer}");
    assert_eq!(flags(&answer) & 64, 0, "a public roll is not ephemeral");
    let button = &answer["data"]["components"][0]["components"][0];
    assert_eq!(button["type"], 2);
    assert!(
        button["custom_id"].as_str().unwrap().starts_with("again:"),
        "{button}"
    );
    assert_eq!(answer["data"]["allowed_mentions"]["parse"], json!([]));
}

#[tokio::test]
async fn roll_with_a_dialect() {
    let harness = Harness::start().await;
    let options = vec![text("formula", "3d6"), text("dialect", "dndice")];
    let answer = harness.answered(&payloads::command("roll", options)).await;
    assert!(!content(&answer).is_empty());
}

#[tokio::test]
async fn secret_self_is_ephemeral() {
    let harness = Harness::start().await;
    let options = vec![text("formula", "1d20"), text("secret", "self")];
    let answer = harness.answered(&payloads::command("roll", options)).await;
    assert_eq!(flags(&answer) & 64, 64, "{answer}");
}

#[tokio::test]
async fn autocomplete_offers_choices_within_discord_limits() {
    let harness = Harness::start().await;
    let (status, answer) = harness
        .post(&payloads::autocomplete("roll", "4d6kh3"))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer["type"], 8, "{answer}");
    let choices = answer["data"]["choices"].as_array().unwrap();
    assert!(!choices.is_empty() && choices.len() <= 25, "{answer}");
    for choice in choices {
        assert!(choice["name"].as_str().unwrap().chars().count() <= 100);
        assert!(choice["value"].as_str().unwrap().chars().count() <= 100);
    }
    // The hint comes first: what was typed, its mean and range.
    assert_eq!(choices[0]["value"], "4d6kh3", "{answer}");
    assert!(
        choices[0]["name"].as_str().unwrap().contains("→"),
        "{answer}"
    );
}

#[tokio::test]
async fn autocomplete_offers_the_users_aliases() {
    let harness = Harness::start().await;
    let set = payloads::alias_set("strength", "1d20+3");
    harness.answered(&set).await;
    let (_, answer) = harness.post(&payloads::autocomplete("roll", "str")).await;
    let choices = answer["data"]["choices"].as_array().unwrap();
    assert!(
        choices
            .iter()
            .any(|c| c["value"] == "strength" && c["name"].as_str().unwrap().contains("1d20+3")),
        "{answer}"
    );
}

#[tokio::test]
async fn autocomplete_of_a_very_long_formula_stays_within_limits() {
    let harness = Harness::start().await;
    harness
        .answered(&payloads::alias_set("long", &("1d6+".repeat(30) + "1")))
        .await;
    // 241 characters: too long to be a choice's value, so no choice carries a cut copy.
    let long = "1d6+".repeat(60) + "1";
    let (_, answer) = harness.post(&payloads::autocomplete("roll", &long)).await;
    assert_eq!(answer["type"], 8, "{answer}");
    assert!(
        answer["data"]["choices"].as_array().unwrap().is_empty(),
        "{answer}"
    );
    // An alias whose formula is long: its label is shortened, its value (the name) is whole.
    let (_, answer) = harness.post(&payloads::autocomplete("roll", "lo")).await;
    let choices = answer["data"]["choices"].as_array().unwrap();
    let alias = choices
        .iter()
        .find(|c| c["value"] == "long")
        .expect("the alias is offered");
    assert!(
        alias["name"].as_str().unwrap().chars().count() <= 100,
        "{alias}"
    );
}

#[tokio::test]
async fn a_button_press_posts_a_new_message() {
    let harness = Harness::start().await;
    let first = harness
        .answered(&payloads::command("roll", vec![text("formula", "2d6")]))
        .await;
    let action = first["data"]["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    let bob = payloads::member(
        "1180000000000000011",
        "bob",
        &[],
        payloads::MEMBER_PERMISSIONS,
    );
    // A new channel message (4, or 5 and a follow-up): `answered` refuses 7, which would
    // edit the earlier result.
    let answer = harness.answered(&payloads::press(&action, bob, 0)).await;
    assert!(!content(&answer).is_empty());
    assert_eq!(flags(&answer) & 64, 0);
}

#[tokio::test]
async fn a_secret_roll_has_no_roll_again_and_a_forged_press_rolls_nothing() {
    let harness = Harness::start().await;
    let first = harness
        .answered(&payloads::command(
            "roll",
            vec![text("formula", "2d6"), text("secret", "self")],
        ))
        .await;
    assert!(
        first["data"]["components"]
            .as_array()
            .is_none_or(Vec::is_empty),
        "{first}"
    );
    let id = polyroll_testkit::roll_id(content(&first));
    // Its id under a button of a public message, pressed by its own roller: refused, so
    // the typed formula never reaches the channel.
    let alice = payloads::member(payloads::ALICE, "alice", &[], payloads::MEMBER_PERMISSIONS);
    let answer = harness
        .answered(&payloads::press(&format!("again:{id}"), alice, 0))
        .await;
    assert!(
        content(&answer).starts_with("That roll is not in the log"),
        "{answer}"
    );
    let store = harness.bot.store().expect("a store");
    let log = store.history("discord", payloads::ALICE, 10).await.unwrap();
    assert_eq!(log.len(), 1, "{log:?}");
}

/// Waits for the follow-up to interaction `token` and checks it is a multipart upload of
/// one file with `mime`, whose bytes contain `magic`; returns the raw upload.
async fn follow_up_with_file(harness: &Harness, token: &str, mime: &str, magic: &[u8]) -> Vec<u8> {
    let path = format!("/api/v10/webhooks/{}/{token}", payloads::APP_ID);
    let follow_up = harness.fake.wait_for(Method::POST, &path).await;
    assert_eq!(follow_up.path, path);
    let content_type = follow_up.headers["content-type"].to_str().unwrap();
    assert!(
        content_type.starts_with("multipart/form-data"),
        "{content_type}"
    );
    // The webhook is authorised by the interaction token alone; no bot token configured.
    assert!(follow_up.headers.get("authorization").is_none());
    let body = follow_up.body.to_vec();
    let has = |needle: &[u8]| body.windows(needle.len()).any(|w| w == needle);
    assert!(has(b"name=\"payload_json\""));
    assert!(has(b"name=\"files[0]\""));
    assert!(
        has(format!("Content-Type: {mime}").as_bytes()),
        "{}",
        follow_up.text()
    );
    assert!(has(magic), "{}", follow_up.text());
    assert!(
        has(b"\"attachments\":[{\"filename\""),
        "{}",
        follow_up.text()
    );
    body
}

#[tokio::test]
async fn a_reply_with_a_file_is_deferred_then_followed_up() {
    let harness = Harness::start().await;
    let mut set = payloads::alias_set("str", "4d6kh3");
    // A token of its own: should a loaded machine defer the answer, its follow-up is not
    // taken for the export's. Saved before the export asks for the book.
    set["token"] = json!("set-token");
    let saved = harness.said(&set).await;
    assert!(saved.contains("[str] = 4d6kh3"), "{saved}");
    let export = payloads::command("alias", vec![payloads::subcommand("export", vec![])]);
    let (status, answer) = harness.post(&export).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer["type"], 5, "{answer}");
    follow_up_with_file(&harness, "token-alias", "application/json", b"4d6kh3").await;
}

#[tokio::test]
async fn stats_defers_then_follows_up_with_the_chart() {
    let harness = Harness::start().await;
    let (status, answer) = harness
        .post(&payloads::command("stats", vec![text("formula", "3d6")]))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer["type"], 5, "{answer}");
    follow_up_with_file(&harness, "token-stats", "image/png", b"\x89PNG").await;
}

#[tokio::test]
async fn alias_subcommands_reach_the_handler() {
    let harness = Harness::start().await;
    let set = payloads::alias_set("str", "4d6kh3");
    harness.answered(&set).await;
    let get = payloads::command(
        "alias",
        vec![payloads::subcommand("get", vec![text("name", "str")])],
    );
    let answer = harness.answered(&get).await;
    assert!(content(&answer).contains("4d6kh3"), "{answer}");
    let list = payloads::command("alias", vec![payloads::subcommand("list", vec![])]);
    let answer = harness.answered(&list).await;
    assert!(content(&answer).contains("str"), "{answer}");
    // One's own aliases are not the channel's business.
    assert_eq!(flags(&answer) & 64, 64, "{answer}");
    let server = payloads::command(
        "alias",
        vec![payloads::subcommand(
            "get",
            vec![text("name", "str"), text("scope", "server")],
        )],
    );
    let answer = harness.answered(&server).await;
    assert!(
        !content(&answer).contains("4d6kh3"),
        "a personal alias is not the server's: {answer}"
    );
}

#[tokio::test]
async fn no_reply_exceeds_2000_characters() {
    let harness = Harness::start().await;
    let long_sum = "1d6+".repeat(240);
    for formula in ["1000d6", "500d100!", long_sum.trim_end_matches('+')] {
        let answer = harness
            .answered(&payloads::command("roll", vec![text("formula", formula)]))
            .await;
        assert!(
            content(&answer).encode_utf16().count() <= 2000,
            "{formula}: {}",
            content(&answer).len()
        );
    }
}

#[tokio::test]
async fn unknown_json_is_a_bad_request_even_when_signed() {
    let harness = Harness::start().await;
    let (status, _) = harness.post(&json!({"type": 2, "nonsense": true})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn rolls_work_in_direct_messages_too() {
    let harness = Harness::start().await;
    let answer = harness
        .answered(&payloads::dm_command("roll", vec![text("formula", "1d8")]))
        .await;
    assert!(content(&answer).contains("1d8"), "{answer}");
}

fn alias(sub: &str, options: Vec<Value>) -> Value {
    payloads::command("alias", vec![payloads::subcommand(sub, options)])
}

#[tokio::test]
async fn alias_rename_describe_delete() {
    let harness = Harness::start().await;
    harness
        .answered(&payloads::alias_set("str", "4d6kh3"))
        .await;
    harness
        .answered(&alias(
            "rename",
            vec![text("old", "str"), text("new", "dex")],
        ))
        .await;
    let answer = harness
        .answered(&alias("get", vec![text("name", "dex")]))
        .await;
    assert!(content(&answer).contains("4d6kh3"), "{answer}");
    harness
        .answered(&alias(
            "describe",
            vec![text("name", "dex"), text("text", "Dexterity check")],
        ))
        .await;
    let answer = harness
        .answered(&alias("get", vec![text("name", "dex")]))
        .await;
    assert!(content(&answer).contains("Dexterity check"), "{answer}");
    harness
        .answered(&alias("delete", vec![text("name", "dex")]))
        .await;
    let answer = harness
        .answered(&alias("get", vec![text("name", "dex")]))
        .await;
    assert!(!content(&answer).contains("4d6kh3"), "{answer}");
}

#[tokio::test]
async fn server_aliases_need_manage_server() {
    let harness = Harness::start().await;
    let set = |permissions: &str| {
        let options = vec![payloads::subcommand(
            "set",
            vec![
                text("name", "init"),
                text("formula", "1d20+2"),
                text("scope", "server"),
            ],
        )];
        let member = payloads::member(payloads::ALICE, "alice", &[], permissions);
        payloads::command_by("alias", options, member, json!({}))
    };
    let get = alias("get", vec![text("name", "init"), text("scope", "server")]);
    harness.answered(&set(payloads::MEMBER_PERMISSIONS)).await;
    let answer = harness.answered(&get).await;
    assert!(
        !content(&answer).contains("[init] = 1d20"),
        "a plain member changed the server: {answer}"
    );
    harness.answered(&set(payloads::MANAGER_PERMISSIONS)).await;
    let answer = harness.answered(&payloads::anew(&get)).await;
    assert!(content(&answer).contains("[init] = 1d20"), "{answer}");
}

#[tokio::test]
async fn alias_import_takes_exported_json() {
    let harness = Harness::start().await;
    let json = r#"[{"name":"fire","formula":"8d6","dialect":"standard","description":null}]"#;
    harness
        .answered(&alias("import", vec![text("json", json)]))
        .await;
    let answer = harness
        .answered(&alias("get", vec![text("name", "fire")]))
        .await;
    assert!(content(&answer).contains("8d6"), "{answer}");
}

#[tokio::test]
async fn replies_speak_the_users_language() {
    let harness = Harness::start().await;
    let mut help = payloads::command("help", vec![]);
    let english = harness.answered(&help).await;
    help["locale"] = json!("fr");
    let french = harness.answered(&payloads::anew(&help)).await;
    assert!(content(&english).contains("rolls dice"), "{english}");
    assert!(content(&french).contains("lance des dés"), "{french}");
}

#[tokio::test]
async fn a_roll_shows_its_id_and_verify_shows_it_again() {
    let harness = Harness::start().await;
    let answer = harness
        .answered(&payloads::command("roll", vec![text("formula", "1d1+1")]))
        .await;
    let shown = content(&answer).to_string();
    let id = polyroll_testkit::roll_id(&shown);
    let verified = harness
        .answered(&payloads::command("verify", vec![text("id", &id)]))
        .await;
    assert_eq!(flags(&verified) & 64, 64, "a verification is for the asker");
    let text = content(&verified);
    assert!(text.starts_with(&format!("Roll #{id} by ")), "{text}");
    assert!(text.contains("1d1+1 [1] = 2"), "{text}");
}

#[tokio::test]
async fn a_rate_limited_follow_up_is_sent_again_after_retry_after_and_arrives_once() {
    let harness = Harness::start().await;
    harness
        .fake
        .throttle_follow_ups
        .store(1, std::sync::atomic::Ordering::SeqCst);
    let (status, answer) = harness
        .post(&payloads::command("stats", vec![text("formula", "3d6")]))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer["type"], 5, "{answer}");
    follow_up_with_file(&harness, "token-stats", "image/png", b"\x89PNG").await;
    // Wait (bounded) for the accepted attempt; the refused one came first.
    let path = format!("/api/v10/webhooks/{}/token-stats", payloads::APP_ID);
    let attempts = harness.fake.wait_for_n(Method::POST, &path, 2).await;
    assert_eq!(attempts.len(), 2, "one 429, then the one delivery");
    assert_eq!(
        harness
            .fake
            .throttle_follow_ups
            .load(std::sync::atomic::Ordering::SeqCst),
        0
    );
    // Nothing more is sent: the message arrived exactly once.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let after = harness
        .fake
        .seen()
        .iter()
        .filter(|s| s.method == Method::POST && s.path == path)
        .count();
    assert_eq!(after, 2, "{:?}", harness.fake.paths());
}
