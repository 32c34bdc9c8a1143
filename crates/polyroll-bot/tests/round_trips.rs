//! Store round trips per answer, counted by the store itself: a plain roll logs (one
//! insert); the default dialects come from memory (read again after a change) and old rolls
//! are trimmed off the roll's path; aliases are loaded only when the formula
//! reads some, in one query per level of nesting; a hint never writes.

mod common;

use common::request;
use polyroll_bot::{Bot, Command};

/// The round trips one call costs, and its reply.
async fn costs(bot: &Bot, text: &str) -> (u64, String) {
    let store = bot.store().expect("a store");
    let before = store.round_trips();
    let reply = bot.handle(&request(text)).await.text;
    (store.round_trips() - before, reply)
}

/// A bot on a fresh in-memory SQLite store.
async fn memory_bot() -> Bot {
    Bot::start(&common::config(&[])).await.expect("bot")
}

#[tokio::test]
async fn rolls_and_hints_cost_few_round_trips() {
    let bot = memory_bot().await;
    for (name, formula) in [("str", "3"), ("atk", "1d20+[str]"), ("sword", "1d8+[str]")] {
        let (_, saved) = costs(&bot, &format!("/alias set {name} {formula}")).await;
        assert!(saved.contains("Saved"), "{saved}");
    }
    // The first roll reads every default dialect into memory; the next ones only log.
    let (n, reply) = costs(&bot, "/roll 4d6kh3").await;
    assert!(reply.contains("4d6kh3"), "{reply}");
    assert!(n <= 2, "the first roll took {n} round trips");
    let (n, reply) = costs(&bot, "/roll 4d6kh3").await;
    assert!(reply.contains("4d6kh3"), "{reply}");
    assert!(n <= 1, "a plain roll took {n} round trips");

    let (n, reply) = costs(&bot, "/roll 1d20+[str]").await;
    assert!(reply.contains(" = "), "{reply}");
    assert!(n <= 2, "a roll reading one alias took {n} round trips");

    // `atk` reads `str`: one more query for the second level.
    let (n, reply) = costs(&bot, "/roll atk").await;
    assert!(reply.contains(" = "), "{reply}");
    assert!(n <= 3, "a nested alias roll took {n} round trips");

    // A change of notation is read once more, by the next roll, and is the one it uses.
    let (_, set) = costs(&bot, "/dialect pool").await;
    assert!(set.contains("pool"), "{set}");
    let (n, current) = costs(&bot, "/dialect").await;
    assert!(current.contains("pool"), "{current}");
    assert!(
        n <= 1,
        "reading the notation after /dialect took {n} round trips"
    );
    let (n, _) = costs(&bot, "/roll 4d6kh3").await;
    assert!(n <= 1, "a plain roll in pool took {n} round trips");

    let store = bot.store().expect("a store");
    for (formula, most) in [("4d6kh3", 1), ("1d20+[str]", 2)] {
        let before = store.round_trips();
        let hint = bot.hint(&request(formula), formula).await;
        let n = store.round_trips() - before;
        assert!(hint.contains(formula), "{hint}");
        assert!(n <= most, "a hint for {formula} took {n} round trips");
    }
}

/// An event's roll (a Telegram update, an inline result) is logged under its key in one
/// insert, with no look-up first: the insert itself finds a repeat, which shows the roll
/// logged the first time and rolls nothing new.
#[tokio::test]
async fn keyed_rolls_cost_one_round_trip_and_repeat_the_first() {
    let bot = memory_bot().await;
    let store = bot.store().expect("a store");
    // The default dialects into memory first.
    costs(&bot, "/roll 1d20").await;
    let roll = || Command::Roll {
        formula: "1d1000000".into(),
        dialect: None,
    };

    let before = store.round_trips();
    let first = bot.execute_event(&request(""), roll(), "update-1").await;
    assert_eq!(store.round_trips() - before, 1, "a fresh event's roll");
    assert!(first.roll_id.is_some(), "{}", first.text);
    let again = bot.execute_event(&request(""), roll(), "update-1").await;
    assert_eq!((again.text, again.roll_id), (first.text, first.roll_id));

    let before = store.round_trips();
    let inline = bot.roll_once(&request(""), "1d1000000", "inline-1").await;
    assert_eq!(store.round_trips() - before, 1, "a fresh inline roll");
    let again = bot.roll_once(&request(""), "1d1000000", "inline-1").await;
    assert_eq!((again.text, again.roll_id), (inline.text, inline.roll_id));
    assert_eq!(
        store
            .history("console", "me", 10)
            .await
            .expect("history")
            .len(),
        3,
        "one row per event, and the first roll's"
    );
}

/// A request the platform may send again and that must then do nothing (a signed Discord
/// interaction): its roll's own insert claims it, so a fresh roll is one round trip like
/// any other, and the repeat is answered as a repeat, logging and showing nothing.
#[tokio::test]
async fn a_request_claimed_by_its_roll_costs_one_round_trip() {
    let bot = memory_bot().await;
    let store = bot.store().expect("a store");
    costs(&bot, "/roll 1d20").await;
    let req = request("");

    let before = store.round_trips();
    let first = bot
        .roll_request(&req, "1d1000000", None, None, false, "interaction-1")
        .await;
    assert_eq!(store.round_trips() - before, 1, "a fresh request's roll");
    assert!(first.roll_id.is_some() && !first.repeated, "{}", first.text);
    let again = bot
        .roll_request(&req, "1d1000000", None, None, false, "interaction-1")
        .await;
    assert!(again.repeated, "{}", again.text);
    assert!(again.roll_id.is_none() && !again.text.contains("1d1000000"));

    // A set: each roll under its part of the key; the repeat again logs nothing.
    let set = bot
        .roll_request(&req, "1d6", None, Some(3), true, "interaction-2")
        .await;
    assert!(set.roll_id.is_some() && !set.repeated, "{}", set.text);
    let again = bot
        .roll_request(&req, "1d6", None, Some(3), true, "interaction-2")
        .await;
    assert!(again.repeated, "{}", again.text);

    // "Roll again" pressed: one look-up of the pressed roll and one insert.
    let action = format!("again:{}", first.roll_id.expect("an id"));
    let before = store.round_trips();
    let pressed = bot.press_request(&req, &action, "interaction-3").await;
    assert_eq!(store.round_trips() - before, 2, "a fresh press");
    assert!(pressed.text.contains("1d1000000") && !pressed.repeated);
    assert!(
        bot.press_request(&req, &action, "interaction-3")
            .await
            .repeated
    );

    // A formula that does not roll logs nothing, and says so again when sent again.
    let broken = bot
        .roll_request(&req, "1d", None, None, false, "interaction-4")
        .await;
    let again = bot
        .roll_request(&req, "1d", None, None, false, "interaction-4")
        .await;
    assert!(
        !broken.repeated && broken.roll_id.is_none(),
        "{}",
        broken.text
    );
    assert_eq!(again, broken);

    let logged = store.history("console", "me", 20).await.expect("history");
    assert_eq!(
        logged.len(),
        1 + 1 + 3 + 1,
        "the first roll, and one row per roll asked"
    );
}
