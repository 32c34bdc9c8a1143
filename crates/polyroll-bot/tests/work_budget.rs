//! The work budget through the bot: an alias book that fans out (`l4` reads `l5` 150
//! times, … down to `l8 = 1`, some 5·10⁸ parts in one roll) is refused when it is saved —
//! one alias at a time, in any order, or imported at once — and, saved anyway (straight
//! into the store, as a book from before the check), every path that would evaluate it
//! refuses it before evaluating anything: a roll, a roll set, `[[…]]` parts, `/stats`, the
//! hint, autocomplete and the inline previews, in every notation, with the limit named in
//! the user's language.

mod common;

use common::request;
use polyroll_bot::{Bot, Locale, Request};

async fn bot() -> Bot {
    let config = common::config(&[]);
    Bot::start(&config).await.expect("bot")
}

/// `name = [next]+[next]+…`, `next` read 150 times (under 1000 characters).
fn fan_out(next: &str) -> String {
    vec![format!("[{next}]"); 150].join("+")
}

const FAN_OUT: [(&str, &str); 4] = [("l7", "l8"), ("l6", "l7"), ("l5", "l6"), ("l4", "l5")];

/// What a refusal for the limit says, in English.
const OVER: &str = "more than 10000 steps";

async fn say(bot: &Bot, text: &str) -> String {
    bot.handle(&request(text)).await.text
}

#[tokio::test]
async fn saving_a_fan_out_is_refused_whichever_order_it_is_saved_in() {
    let bot = bot().await;
    // From the bottom up: the alias that would go over is refused itself.
    assert!(say(&bot, "/alias set l8 1").await.contains("Saved"));
    let l7 = say(&bot, &format!("/alias set l7 {}", fan_out("l8"))).await;
    assert!(l7.contains("Saved"), "{l7}");
    let l6 = say(&bot, &format!("/alias set l6 {}", fan_out("l7"))).await;
    assert!(
        l6.contains("[l6] was not saved: one use of it would take more than 10000 steps"),
        "{l6}"
    );
    assert!(say(&bot, "/alias get l6")
        .await
        .contains("There is no alias [l6]"));

    // From the top down, every name read is not saved yet when its reader is: the alias
    // that would make an earlier one go over is refused, naming the one it would break.
    let bot = self::bot().await;
    let l4 = say(&bot, &format!("/alias set l4 {}", fan_out("l5"))).await;
    assert!(l4.contains("Saved"), "{l4}");
    // l4 would read l5 150 times, and l5 reads l6 150 times: too much for l4.
    let l5 = say(&bot, &format!("/alias set l5 {}", fan_out("l6"))).await;
    assert!(
        l5.contains(
            "[l5] was not saved: with it, [l4], which reads it, would take more than 10000 steps"
        ),
        "{l5}"
    );
    // The same alias is fine in a book where nothing reads it that often.
    let other = say(&bot, "/alias set l5 [l6] + 1").await;
    assert!(other.contains("Saved"), "{other}");
}

#[tokio::test]
async fn importing_a_fan_out_is_refused_and_writes_nothing() {
    let bot = bot().await;
    let mut entries =
        vec![serde_json::json!({"name": "l8", "formula": "1", "dialect": "standard"})];
    for (name, next) in FAN_OUT {
        entries.push(
            serde_json::json!({"name": name, "formula": fan_out(next), "dialect": "standard"}),
        );
    }
    let json = serde_json::Value::Array(entries).to_string();
    let refused = say(&bot, &format!("/alias import {json}")).await;
    assert!(
        refused.contains("Nothing was imported: with these aliases, [l") && refused.contains(OVER),
        "{refused}"
    );
    assert!(say(&bot, "/alias list").await.contains("No aliases yet"));
    // Within the limit, the same import goes through.
    let fits = serde_json::json!([
        {"name": "l8", "formula": "1", "dialect": "standard"},
        {"name": "l7", "formula": fan_out("l8"), "dialect": "standard"},
    ]);
    let imported = say(&bot, &format!("/alias import {fits}")).await;
    assert!(imported.contains("Imported 2"), "{imported}");
}

#[tokio::test]
async fn the_refusal_is_worded_in_the_users_language() {
    let bot = bot().await;
    say(&bot, "/alias set l8 1").await;
    say(&bot, &format!("/alias set l7 {}", fan_out("l8"))).await;
    for (locale, words) in [
        (Locale::Ru, "шагов"),
        (Locale::Fr, "étapes"),
        (Locale::En, "steps"),
    ] {
        let req = Request {
            locale,
            ..request(&format!("/alias set l6 {}", fan_out("l7")))
        };
        let refused = bot.handle(&req).await.text;
        assert!(
            refused.contains(words) && refused.contains("10000"),
            "{refused}"
        );
    }
}

/// Every path that evaluates a formula refuses the fan-out saved in the store.
#[tokio::test]
async fn every_path_refuses_a_fan_out_already_saved() {
    let bot = bot().await;
    let store = bot.store().expect("store");
    let owner = polyroll_store::Owner::user("console", "me");
    let std = polyroll_core::Dialect::Standard;
    store
        .set_alias(&owner, "l8", "1", std, None)
        .await
        .expect("saved");
    for (name, next) in FAN_OUT {
        store
            .set_alias(&owner, name, &fan_out(next), std, None)
            .await
            .expect("saved");
    }
    // Read by a diceplus formula too: its aliases are bare words.
    store
        .set_alias(
            &owner,
            "dp",
            "l5 * 2",
            polyroll_core::Dialect::Diceplus,
            None,
        )
        .await
        .expect("saved");

    let mut typed = vec![
        "/roll [l4]".to_string(),
        "/roll 1d20 + [l5]".to_string(),
        // The alias named as the whole input, in every notation.
        "/roll l4".to_string(),
        "/roll --dialect dndice l4".to_string(),
        "/roll --dialect pool l4".to_string(),
        "/roll --dialect diceplus l4".to_string(),
        "/roll --dialect diceplus dp + 1".to_string(),
        // Roll sets and sentences.
        "/roll 3#[l5]".to_string(),
        "/roll I swing [[1d20]] and deal [[ [l5] ]] damage".to_string(),
        "/stats [l4]".to_string(),
        "/stats 3#[l5]".to_string(),
        "/stats --dialect diceplus dp".to_string(),
    ];
    typed.push("/roll [l5]".into());
    for text in &typed {
        let reply = say(&bot, text).await;
        assert!(reply.contains(OVER), "{text}: {reply}");
    }
    // The hint, autocomplete and the inline previews.
    let req = request("");
    for partial in ["[l4]", "3#[l5]", "1d20 + [l5]", "l4", "roll [[ [l5] ]] now"] {
        let hint = bot.hint(&req, partial).await;
        assert!(hint.contains(OVER), "hint {partial}: {hint}");
        let suggested = bot.suggest(&req, partial, 25, 100).await;
        assert!(
            suggested
                .first()
                .is_some_and(|s| s.label.contains("more than 10000")),
            "suggest {partial}: {suggested:?}"
        );
    }
    let previews = bot.previews(&req, "l", 10, 256).await;
    for (name, _) in FAN_OUT.iter().skip(1) {
        let preview = previews
            .iter()
            .find(|p| p.value == *name)
            .unwrap_or_else(|| panic!("{name} previewed: {previews:?}"));
        assert!(preview.label.contains(OVER), "{name}: {preview:?}");
    }
    // A Telegram inline roll of it is refused too, and nothing is logged.
    let once = bot.roll_once(&req, "l4", "inline-key").await.text;
    assert!(once.contains(OVER), "{once}");
    // The aliases within the limit still roll.
    let l7 = say(&bot, "/roll [l7]").await;
    assert!(l7.contains("= 150") || l7.contains("**150**"), "{l7}");
}
