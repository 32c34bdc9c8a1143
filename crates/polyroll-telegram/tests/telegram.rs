//! The real adapter and the real shared handler against a fake Bot API server.

mod support;

use std::sync::Arc;
use std::time::Duration;

use polyroll_bot::{Bot, Config, Locale, Platform, Request, User};
use polyroll_telegram::{Telegram, WebhookSettings};
use polyroll_testkit::{faces, yz_321_pushed, yz_321_stays};
use serde_json::Value;
use support::*;
use tokio_util::sync::CancellationToken;

const ALICE: i64 = 1001;
const BOB: i64 = 1002;
const GROUP: i64 = -100_555;

async fn shared_bot() -> Arc<Bot> {
    bot_on("sqlite::memory:").await
}

async fn bot_on(database_url: &str) -> Arc<Bot> {
    let config = config(&[("DATABASE_URL", database_url)]);
    Arc::new(Bot::start(&config).await.expect("bot"))
}

/// The bot's configuration from `vars` (see [`polyroll_testkit::bot_vars`]).
fn config(vars: &[(&str, &str)]) -> Config {
    Config::from_vars(&polyroll_testkit::bot_vars(vars)).expect("config")
}

/// What the shared handler would be asked for Alice, to compute expected texts.
fn alice_request(text: &str) -> Request {
    Request {
        platform: Platform::Telegram,
        user: User {
            id: ALICE.to_string(),
            name: "Alice".into(),
        },
        chat: None,
        locale: Locale::from_tag(Some("en")),
        text: text.into(),
        request_id: None,
    }
}

struct Running {
    fake: FakeApi,
    bot: Arc<Bot>,
    shutdown: CancellationToken,
    task: tokio::task::JoinHandle<anyhow::Result<()>>,
}

impl Running {
    async fn polling() -> Running {
        Running::polling_with(shared_bot().await).await
    }

    /// A process of its own on the database at `url` (another process, or a restart).
    async fn polling_on(url: &str) -> Running {
        Running::polling_with(bot_on(url).await).await
    }

    async fn polling_with(bot: Arc<Bot>) -> Running {
        let fake = FakeApi::start().await;
        let telegram = Telegram::new(bot.clone(), TOKEN, Some(&fake.url)).expect("adapter");
        let shutdown = CancellationToken::new();
        let stop = shutdown.clone();
        let task = tokio::spawn(async move { telegram.poll(stop).await });
        // Started once the first poll arrives.
        fake.wait_for("getUpdates", 1).await;
        Running {
            fake,
            bot,
            shutdown,
            task,
        }
    }

    async fn stop(self) {
        stop_cleanly(self.shutdown, self.task).await;
    }
}

/// Cancels `shutdown`; the adapter's `task` must end cleanly soon after.
async fn stop_cleanly(
    shutdown: CancellationToken,
    task: tokio::task::JoinHandle<anyhow::Result<()>>,
) {
    shutdown.cancel();
    let ended = tokio::time::timeout(PATIENCE, task)
        .await
        .expect("the adapter stops when asked");
    ended.expect("no panic").expect("a clean stop");
}

/// Alice's rolls in the roll log, newest first.
async fn logged_rolls(bot: &Bot, user: i64) -> usize {
    let store = bot.store().expect("a store");
    store
        .history("telegram", &user.to_string(), 50)
        .await
        .expect("history")
        .len()
}

fn text_of(call: &Call) -> String {
    call.body["text"].as_str().unwrap_or_default().to_string()
}

/// The store's round trips once they number `at_least` (waited for, bounded: the mark
/// after an answer may come late on a loaded machine) and then stay put for a [`settle`].
async fn settled_round_trips(store: &polyroll_store::Store, at_least: u64) -> u64 {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let seen = store.round_trips();
        assert!(
            tokio::time::Instant::now() < deadline,
            "waited in vain for {at_least} round trips that then stay put; saw {seen}"
        );
        if seen < at_least {
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        }
        settle().await;
        if store.round_trips() == seen {
            return seen;
        }
    }
}

/// Gives the adapter time to do something it should not do, then checks it did not.
async fn settle() {
    tokio::time::sleep(Duration::from_millis(400)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn polling_starts_like_teloxide_and_asks_for_the_four_update_kinds() {
    let t = Running::polling().await;
    let methods = t.fake.methods();
    // The menu is set on the way (see `the_command_menu_is_set_in_three_languages`).
    let order: Vec<_> = methods
        .iter()
        .map(String::as_str)
        .filter(|m| !m.starts_with("setMy"))
        .take(3)
        .collect();
    assert_eq!(order, ["getWebhookInfo", "getMe", "getUpdates"]);
    let poll = &t.fake.calls("getUpdates")[0];
    let allowed: Vec<_> = poll.body["allowed_updates"]
        .as_array()
        .expect("allowed_updates")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    for kind in [
        "message",
        "callback_query",
        "inline_query",
        "chosen_inline_result",
    ] {
        assert!(allowed.contains(&kind), "{kind} missing from {allowed:?}");
    }
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_command_menu_is_set_in_three_languages() {
    let t = Running::polling().await;
    let codes = |calls: &[Call]| -> Vec<Option<String>> {
        calls
            .iter()
            .map(|c| c.body["language_code"].as_str().map(str::to_string))
            .collect()
    };
    let in_order = [None, Some("ru".to_string()), Some("fr".to_string())];
    let menus = t.fake.calls("setMyCommands");
    assert_eq!(codes(&menus), in_order);
    let names = |call: &Call| -> Vec<String> {
        call.body["commands"]
            .as_array()
            .expect("commands")
            .iter()
            .map(|c| c["command"].as_str().unwrap_or_default().to_string())
            .collect()
    };
    for call in &menus {
        assert_eq!(
            names(call),
            ["roll", "stats", "alias", "dialect", "history", "verify", "help", "system"]
        );
    }
    let described = |i: usize, command: &str| -> String {
        let all = menus[i].body["commands"].as_array().expect("commands");
        let found = all.iter().find(|c| c["command"] == command).expect(command);
        found["description"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    };
    assert!(described(0, "roll").starts_with("Roll a formula"));
    assert!(described(1, "roll").starts_with("Бросить формулу"));
    assert!(described(2, "roll").starts_with("Lancer une formule"));
    let about = t.fake.calls("setMyShortDescription");
    assert_eq!(codes(&about), in_order);
    for call in &about {
        let text = call.body["short_description"].as_str().unwrap_or_default();
        assert!((1..=120).contains(&text.chars().count()), "{text}");
    }
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_inline_query_is_answered_with_the_hint_and_never_a_roll() {
    let t = Running::polling().await;
    t.fake
        .push(inline_query("q1", user(ALICE, "Alice"), "4d6kh3"));
    let answer = &t.fake.wait_for("answerInlineQuery", 1).await[0].body;
    assert_eq!(answer["inline_query_id"], "q1");
    assert_eq!(answer["cache_time"], 0);
    assert_eq!(answer["is_personal"], true);
    let results = answer["results"].as_array().expect("results");
    assert_eq!(results.len(), 1);
    let article = &results[0];
    let hint = t.bot.hint(&alice_request("4d6kh3"), "4d6kh3").await;
    assert!(hint.contains("12.24"), "{hint}");
    assert_eq!(article["type"], "article");
    assert_eq!(article["title"], hint.as_str());
    let content = &article["input_message_content"];
    assert_eq!(content["parse_mode"], "HTML");
    let placeholder = content["message_text"].as_str().expect("text");
    assert!(placeholder.contains("4d6kh3"), "{placeholder}");
    assert!(
        !placeholder.contains("roll #"),
        "a roll in the preview: {placeholder}"
    );
    // The keyboard is what makes Telegram give an inline_message_id.
    let button = &article["reply_markup"]["inline_keyboard"][0][0];
    assert_eq!(button["callback_data"], article["id"]);
    assert!(button["callback_data"]
        .as_str()
        .is_some_and(|d| d.len() <= 64));
    settle().await;
    assert!(t.fake.calls("editMessageText").is_empty());
    assert!(t.fake.calls("sendMessage").is_empty());
    assert_eq!(logged_rolls(&t.bot, ALICE).await, 0, "the preview rolled");
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_inline_query_also_offers_matching_aliases_which_roll_by_name() {
    let t = Running::polling().await;
    t.fake.push(text_message(
        1,
        ALICE,
        user(ALICE, "Alice"),
        "/alias set atk 1d20+5",
    ));
    t.fake.wait_for("sendMessage", 1).await;
    t.fake.push(inline_query("q1", user(ALICE, "Alice"), "at"));
    let answer = &t.fake.wait_for("answerInlineQuery", 1).await[0].body;
    let results = answer["results"].as_array().expect("results");
    let ids: Vec<_> = results.iter().filter_map(|r| r["id"].as_str()).collect();
    assert_eq!(ids, ["f:1001:at", "f:1001:atk"]);
    let hint = t.bot.hint(&alice_request("atk"), "atk").await;
    assert_eq!(results[1]["title"], hint.as_str());
    // Bob's query does not see Alice's alias.
    t.fake.push(inline_query("q2", user(BOB, "Bob"), "at"));
    let answers = t.fake.wait_for("answerInlineQuery", 2).await;
    assert_eq!(answers[1].body["results"].as_array().map(Vec::len), Some(1));
    // An empty query offers Alice her aliases.
    t.fake.push(inline_query("q3", user(ALICE, "Alice"), ""));
    let answers = t.fake.wait_for("answerInlineQuery", 3).await;
    assert_eq!(answers[2].body["results"][0]["id"], "f:1001:atk");
    // Sending the alias' result rolls the alias.
    t.fake.push(chosen_inline_result(
        "f:1001:atk",
        user(ALICE, "Alice"),
        "at",
        "IM-atk",
    ));
    let edits = t.fake.wait_for("editMessageText", 1).await;
    assert!(
        text_of(&edits[0]).contains("roll #"),
        "{}",
        text_of(&edits[0])
    );
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_empty_inline_query_gets_an_empty_personal_answer() {
    let t = Running::polling().await;
    t.fake.push(inline_query("q0", user(ALICE, "Alice"), "  "));
    let answer = &t.fake.wait_for("answerInlineQuery", 1).await[0].body;
    assert_eq!(answer["results"], serde_json::json!([]));
    assert_eq!(answer["is_personal"], true);
    t.stop().await;
}

/// The ticket the inline answer carried for `query` (result id = button data).
async fn ticket_for(t: &Running, query_id: &str, query: &str) -> String {
    t.fake
        .push(inline_query(query_id, user(ALICE, "Alice"), query));
    let answers = t.fake.wait_for("answerInlineQuery", 1).await;
    let answer = answers
        .iter()
        .find(|a| a.body["inline_query_id"] == query_id)
        .expect("the answer");
    answer.body["results"][0]["id"]
        .as_str()
        .expect("id")
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_chosen_result_rolls_once_and_repeats_never_roll_again() {
    let t = Running::polling().await;
    let ticket = ticket_for(&t, "q1", "4d6kh3").await;
    t.fake.push(chosen_inline_result(
        &ticket,
        user(ALICE, "Alice"),
        "4d6kh3",
        "IM-1",
    ));
    let edits = t.fake.wait_for("editMessageText", 1).await;
    let first = &edits[0].body;
    assert_eq!(first["inline_message_id"], "IM-1");
    assert_eq!(first["parse_mode"], "HTML");
    let result = text_of(&edits[0]);
    assert!(result.contains("Alice"), "{result}");
    assert!(result.contains("roll #"), "{result}");
    assert!(
        first.get("reply_markup").is_none(),
        "the result keeps no Roll button"
    );

    // The same message again, by feedback and by the button: the same logged roll.
    t.fake.push(chosen_inline_result(
        &ticket,
        user(ALICE, "Alice"),
        "4d6kh3",
        "IM-1",
    ));
    t.fake
        .push(inline_button("cb1", user(ALICE, "Alice"), "IM-1", &ticket));
    t.fake.wait_for("answerCallbackQuery", 1).await;
    let edits = t.fake.wait_for("editMessageText", 3).await;
    for edit in &edits {
        assert_eq!(text_of(edit), result, "a second event rolled again");
    }
    assert_eq!(logged_rolls(&t.bot, ALICE).await, 1);
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_broken_formula_shows_its_error_and_keeps_the_button() {
    let t = Running::polling().await;
    let ticket = ticket_for(&t, "q1", "2d6 fire").await;
    t.fake.push(chosen_inline_result(
        &ticket,
        user(ALICE, "Alice"),
        "2d6 fire",
        "IM-bad",
    ));
    let edits = t.fake.wait_for("editMessageText", 1).await;
    let text = text_of(&edits[0]);
    assert!(!text.contains("roll #"), "{text}");
    assert!(text.contains("fire"), "{text}");
    let button = &edits[0].body["reply_markup"]["inline_keyboard"][0][0];
    assert_eq!(button["callback_data"], ticket.as_str());
    assert_eq!(logged_rolls(&t.bot, ALICE).await, 0);
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn racing_events_for_one_message_still_make_one_roll() {
    let t = Running::polling().await;
    let ticket = ticket_for(&t, "q1", "8d6").await;
    // Updates without a chat are handled concurrently: all of these race.
    for i in 0..3 {
        t.fake.push(chosen_inline_result(
            &ticket,
            user(ALICE, "Alice"),
            "8d6",
            "IM-race",
        ));
        t.fake.push(inline_button(
            &format!("cb{i}"),
            user(ALICE, "Alice"),
            "IM-race",
            &ticket,
        ));
    }
    let edits = t.fake.wait_for("editMessageText", 6).await;
    let first = text_of(&edits[0]);
    assert!(edits.iter().all(|e| text_of(e) == first), "{edits:?}");
    assert_eq!(logged_rolls(&t.bot, ALICE).await, 1);
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_roll_button_rolls_when_inline_feedback_is_off_and_only_for_the_sender() {
    let t = Running::polling().await;
    let ticket = ticket_for(&t, "q1", "2d20kh1 + 3").await;
    // Bob presses Alice's button: refused, nothing rolled.
    t.fake
        .push(inline_button("cb-bob", user(BOB, "Bob"), "IM-2", &ticket));
    let answers = t.fake.wait_for("answerCallbackQuery", 1).await;
    assert_eq!(answers[0].body["show_alert"], true);
    settle().await;
    assert!(t.fake.calls("editMessageText").is_empty());
    // Alice presses it: the roll.
    t.fake.push(inline_button(
        "cb-alice",
        user(ALICE, "Alice"),
        "IM-2",
        &ticket,
    ));
    let edits = t.fake.wait_for("editMessageText", 1).await;
    assert_eq!(edits[0].body["inline_message_id"], "IM-2");
    assert!(text_of(&edits[0]).contains("Alice"));
    let answers = t.fake.wait_for("answerCallbackQuery", 2).await;
    assert!(answers[1].body.get("show_alert").is_none());
    assert_eq!(logged_rolls(&t.bot, BOB).await, 0);
    assert_eq!(logged_rolls(&t.bot, ALICE).await, 1);
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_formula_is_recovered_from_its_short_key() {
    let t = Running::polling().await;
    let formula = "1d20 + 1d20 + 1d20 + 1d20 + 1d20 + 1d20 + 1d20 + 1d20 + 1d20 (a long one)";
    let ticket = ticket_for(&t, "q1", formula).await;
    assert!(ticket.len() <= 64 && !ticket.contains("1d20"), "{ticket}");
    t.fake
        .push(inline_button("cb", user(ALICE, "Alice"), "IM-3", &ticket));
    let edits = t.fake.wait_for("editMessageText", 1).await;
    assert!(
        text_of(&edits[0]).contains("roll #"),
        "{}",
        text_of(&edits[0])
    );
    t.stop().await;
}

const LONG_FORMULA: &str =
    "1d20 + 1d20 + 1d20 + 1d20 + 1d20 + 1d20 + 1d20 + 1d20 + 1d20 (a long one)";

/// The roll number an edited inline message shows (`roll #N`).
fn roll_number(text: &str) -> String {
    let after = text.split("roll #").nth(1).unwrap_or_default();
    after
        .chars()
        .take_while(char::is_ascii_alphanumeric)
        .collect()
}

/// A long formula's ticket issued by one process, which then stops (a restart); the press
/// reaches two other processes on the same database (a load balancer, a retried update):
/// the formula is found and the message rolls exactly once.
async fn a_long_formula_is_pressed_on_other_processes(url: String) {
    let first = Running::polling_on(&url).await;
    let ticket = ticket_for(&first, "q1", LONG_FORMULA).await;
    assert!(ticket.starts_with("h:"), "{ticket}");
    first.stop().await;

    let second = Running::polling_on(&url).await;
    let third = Running::polling_on(&url).await;
    second
        .fake
        .push(inline_button("cb1", user(ALICE, "Alice"), "IM-L", &ticket));
    third
        .fake
        .push(inline_button("cb2", user(ALICE, "Alice"), "IM-L", &ticket));
    let one = text_of(&second.fake.wait_for("editMessageText", 1).await[0]);
    let two = text_of(&third.fake.wait_for("editMessageText", 1).await[0]);
    assert!(!roll_number(&one).is_empty(), "{one}");
    assert_eq!(roll_number(&one), roll_number(&two), "{one} / {two}");
    assert_eq!(logged_rolls(&second.bot, ALICE).await, 1);
    for t in [second, third] {
        let bot = Arc::clone(&t.bot);
        t.stop().await;
        bot.close().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_formula_rolls_once_on_any_process_sqlite() {
    polyroll_testkit::with_sqlite("tg_pending", a_long_formula_is_pressed_on_other_processes).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_formula_rolls_once_on_any_process_postgres() {
    polyroll_testkit::with_postgres("tg_pending", a_long_formula_is_pressed_on_other_processes)
        .await;
}

/// A store that cannot be reached (here: a database in a directory that does not exist) is
/// said plainly on a long formula's press, and nothing is rolled or edited.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_formula_pressed_while_the_store_is_down_says_so() {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!(
        "sqlite://{}",
        dir.path().join("absent").join("x.db").display()
    );
    let t = Running::polling_on(&url).await;
    let ticket = ticket_for(&t, "q1", LONG_FORMULA).await;
    t.fake
        .push(inline_button("cb", user(ALICE, "Alice"), "IM-D", &ticket));
    let answers = t.fake.wait_for("answerCallbackQuery", 1).await;
    assert_eq!(answers[0].body["show_alert"], true);
    let said = text_of(&answers[0]);
    assert!(said.contains("unavailable right now"), "{said}");
    assert!(said.contains("error "), "an error id: {said}");
    settle().await;
    assert!(t.fake.calls("editMessageText").is_empty());
    t.stop().await;
}

/// A group upgraded to a supergroup: Telegram tells the old chat where it went and the new
/// one where it came from; the chat's aliases are then the new chat's, and so are the rolls
/// made in it before (`/verify` in the new chat shows them as this chat's).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_migration_keeps_the_chat_aliases() {
    const OLD: i64 = -555;
    const NEW: i64 = -100_777;
    let t = Running::polling().await;
    t.fake.set_member(OLD, ALICE, "administrator");
    t.fake.push(text_message(
        1,
        OLD,
        user(ALICE, "Alice"),
        "/alias chat set dmg 2d6+3",
    ));
    let sent = t.fake.wait_for("sendMessage", 1).await;
    assert!(text_of(&sent[0]).contains("dmg"), "{}", text_of(&sent[0]));
    t.fake.push(text_message(
        2,
        OLD,
        user(ALICE, "Alice"),
        &format!("/roll@{BOT_USERNAME} 1d1+1"),
    ));
    let sent = t.fake.wait_for("sendMessage", 2).await;
    let id = polyroll_testkit::roll_id(&text_of(&sent[1]));
    let sent_before = sent.len();

    let mut to = text_message(2, OLD, user(ALICE, "Alice"), "");
    to["message"]
        .as_object_mut()
        .expect("a message")
        .remove("text");
    to["message"]["migrate_to_chat_id"] = NEW.into();
    let mut from = text_message(1, NEW, user(ALICE, "Alice"), "");
    from["message"]
        .as_object_mut()
        .expect("a message")
        .remove("text");
    from["message"]["migrate_from_chat_id"] = OLD.into();
    t.fake.push(to);
    t.fake.push(from);

    t.fake
        .push(text_message(2, NEW, user(BOB, "Bob"), "/alias chat list"));
    let sent = t.fake.wait_for("sendMessage", sent_before + 1).await;
    let listed = text_of(&sent[sent_before]);
    assert!(listed.contains("dmg"), "{listed}");
    assert_eq!(sent[sent_before].body["chat_id"], NEW);
    t.fake
        .push(text_message(3, NEW, user(BOB, "Bob"), "/roll dmg"));
    let sent = t.fake.wait_for("sendMessage", sent_before + 2).await;
    let rolled = text_of(&sent[sent_before + 1]);
    assert!(rolled.contains("2d6"), "{rolled}");
    // Alice's roll in the old group reads in full to Bob in the new one.
    t.fake.push(text_message(
        4,
        NEW,
        user(BOB, "Bob"),
        &format!("/verify@{BOT_USERNAME} {id}"),
    ));
    let sent = t.fake.wait_for("sendMessage", sent_before + 3).await;
    let shown = text_of(&sent[sent_before + 2]);
    assert!(
        shown.starts_with(&format!("Roll #{id} by Alice")),
        "{shown}"
    );
    assert!(shown.contains("<pre>1d1+1 [1] = 2</pre>"), "{shown}");
    // Nothing answered the migration messages themselves.
    assert_eq!(t.fake.calls("sendMessage").len(), sent_before + 3);
    t.stop().await;
}

/// An inline keystroke (an inline query) costs at most two store round trips, counted by
/// the store: every choice and its hint from one read, and one write only when a formula
/// too long for a button must wait for its press.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_inline_keystroke_costs_at_most_two_store_round_trips() {
    let t = Running::polling().await;
    let store = t.bot.store().expect("a store");
    for (name, formula) in [("str", "3"), ("atk", "1d20+[str]"), ("athletics", "1d20+5")] {
        let saved = t
            .bot
            .handle(&alice_request(&format!("/alias set {name} {formula}")))
            .await;
        assert!(saved.text.contains("Saved"), "{}", saved.text);
    }
    let queries = ["", "at", "atk", "1d20+[str]", "4d6kh3", LONG_FORMULA];
    for (i, query) in queries.into_iter().enumerate() {
        let before = store.round_trips();
        let id = format!("q{i}");
        t.fake.push(inline_query(&id, user(ALICE, "Alice"), query));
        let answers = t.fake.wait_for("answerInlineQuery", i + 1).await;
        let spent = store.round_trips() - before;
        assert!(
            spent <= 2,
            "the inline query {query:?} took {spent} round trips"
        );
        let answer = answers
            .iter()
            .find(|a| a.body["inline_query_id"] == id.as_str())
            .expect("the answer");
        let titles: Vec<&str> = answer.body["results"]
            .as_array()
            .expect("results")
            .iter()
            .filter_map(|r| r["title"].as_str())
            .collect();
        if query == "at" {
            // The typed text, then both aliases, each titled with its own hint.
            assert_eq!(titles.len(), 3, "{titles:?}");
            assert!(titles[1].starts_with("athletics"), "{titles:?}");
            assert!(
                titles[2].starts_with("atk") && titles[2].contains("13.5"),
                "{titles:?}"
            );
        }
    }
    t.stop().await;
}

/// A `/roll` message costs two store round trips, counted by the store: its roll's insert,
/// which also finds an update delivered again (nothing is looked up before it), and the
/// "handled" mark once the answer is out. An update delivered again is not answered again
/// (`webhook::an_update_is_answered_once_handled_and_handled_once` and
/// `a_roll_logged_and_not_sent_is_sent_from_the_log`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_roll_message_costs_its_insert_and_its_handled_mark() {
    let t = Running::polling().await;
    let store = t.bot.store().expect("a store");
    // The first roll reads the default dialects, once for every later one.
    t.fake
        .push(text_message(1, ALICE, user(ALICE, "Alice"), "/roll 1d20+5"));
    t.fake.wait_for("sendMessage", 1).await;
    settled_round_trips(store, 2).await;
    for message in 2..5 {
        let before = store.round_trips();
        t.fake.push(text_message(
            message,
            ALICE,
            user(ALICE, "Alice"),
            "/roll 1d20+5",
        ));
        let sent = t.fake.wait_for("sendMessage", message as usize).await;
        assert!(text_of(&sent[message as usize - 1]).contains("(#"));
        // The mark follows the answer.
        let spent = settled_round_trips(store, before + 2).await - before;
        assert_eq!(
            spent, 2,
            "the roll message {message} took {spent} round trips"
        );
    }
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn roll_in_a_private_chat_sends_html_with_struck_dropped_dice_and_roll_again() {
    let t = Running::polling().await;
    t.fake
        .push(text_message(1, ALICE, user(ALICE, "Alice"), "/roll 4d6kh3"));
    let sent = t.fake.wait_for("sendMessage", 1).await;
    let body = &sent[0].body;
    assert_eq!(body["chat_id"], ALICE);
    assert_eq!(body["parse_mode"], "HTML");
    assert_eq!(body["reply_parameters"]["message_id"], 1);
    // 4d6kh3 always drops one die.
    assert!(text_of(&sent[0]).contains("<s>"), "{}", text_of(&sent[0]));
    let again = &body["reply_markup"]["inline_keyboard"][0][0];
    let action = again["callback_data"]
        .as_str()
        .expect("a Roll again button");

    t.fake
        .push(chat_button("cb", user(ALICE, "Alice"), ALICE, 1, action));
    let sent = t.fake.wait_for("sendMessage", 2).await;
    assert_eq!(sent[1].body["chat_id"], ALICE);
    assert!(text_of(&sent[1]).contains("Alice"), "{}", text_of(&sent[1]));
    assert!(
        text_of(&sent[1]).contains("4d6kh3"),
        "{}",
        text_of(&sent[1])
    );
    t.fake.wait_for("answerCallbackQuery", 1).await;
    t.stop().await;
}

/// Telegram vouches for who pressed a button, not for its data or the message it was under:
/// a press under a message someone else sent, or with data the bot never writes, is refused
/// with an alert to the presser alone and rolls nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_press_not_under_our_message_or_not_our_data_rolls_nothing() {
    let t = Running::polling().await;
    t.fake
        .push(text_message(1, GROUP, user(ALICE, "Alice"), "/roll 1d6"));
    let sent = t.fake.wait_for("sendMessage", 1).await;
    let again = sent[0].body["reply_markup"]["inline_keyboard"][0][0]["callback_data"]
        .as_str()
        .expect("a Roll again button")
        .to_string();
    let mut foreign = chat_button("cb1", user(BOB, "Bob"), GROUP, 7, &again);
    foreign["callback_query"]["message"]["from"] = user(ALICE, "Alice");
    t.fake.push(foreign);
    let id = again.trim_start_matches("again:");
    for (n, data) in [format!("again:#{id}"), format!("again:{id} "), "x".into()]
        .iter()
        .enumerate()
    {
        let cb = format!("cb{}", n + 2);
        t.fake
            .push(chat_button(&cb, user(BOB, "Bob"), GROUP, 2, data));
    }
    let answers = t.fake.wait_for("answerCallbackQuery", 4).await;
    for answer in &answers {
        assert_eq!(
            answer.body["text"],
            "This button is not one Polyroll put under its own message; nothing was rolled.",
            "{:?}",
            answer.body
        );
        assert_eq!(answer.body["show_alert"], true);
    }
    settle().await;
    assert_eq!(
        t.fake.calls("sendMessage").len(),
        1,
        "nothing sent to the chat"
    );
    assert_eq!(logged_rolls(&t.bot, BOB).await, 0);
    // The press itself, under the bot's message, rolls for Bob.
    t.fake
        .push(chat_button("cb9", user(BOB, "Bob"), GROUP, 2, &again));
    t.fake.wait_for("sendMessage", 2).await;
    assert_eq!(logged_rolls(&t.bot, BOB).await, 1);
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_what_is_meant_for_us_is_answered() {
    let t = Running::polling().await;
    t.fake.push(text_message(
        1,
        GROUP,
        user(ALICE, "Alice"),
        "/roll@otherbot 1d6",
    ));
    t.fake
        .push(text_message(2, GROUP, user(ALICE, "Alice"), "/frobnicate"));
    t.fake.push(text_message(
        3,
        GROUP,
        user(ALICE, "Alice"),
        "just chatting 1d6",
    ));
    // Our own inline placeholder, sent in our private chat, is no formula to roll.
    let mut via = text_message(5, ALICE, user(ALICE, "Alice"), "Alice is rolling 1d6…");
    via["message"]["via_bot"] = bot_user();
    t.fake.push(via);
    t.fake.push(text_message(
        4,
        GROUP,
        user(ALICE, "Alice"),
        &format!("/r@{BOT_USERNAME} 3d6dl1"),
    ));
    let sent = t.fake.wait_for("sendMessage", 1).await;
    settle().await;
    let sent_all = t.fake.calls("sendMessage");
    assert_eq!(sent_all.len(), 1, "{sent_all:?}");
    assert_eq!(sent[0].body["chat_id"], GROUP);
    assert!(text_of(&sent[0]).contains("<s>"), "{}", text_of(&sent[0]));
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_a_group_administrator_may_set_a_chat_alias() {
    let t = Running::polling().await;
    t.fake.set_member(GROUP, BOB, "member");
    t.fake.set_member(GROUP, ALICE, "administrator");
    t.fake.push(text_message(
        1,
        GROUP,
        user(BOB, "Bob"),
        "/alias chat set dmg 2d6+3",
    ));
    let sent = t.fake.wait_for("sendMessage", 1).await;
    let refusal = t.bot.say(&alice_request(""), "not-admin", &[]);
    assert_eq!(text_of(&sent[0]), refusal);
    let asked = t.fake.wait_for("getChatMember", 1).await;
    assert_eq!(asked[0].body["chat_id"], GROUP);
    assert_eq!(asked[0].body["user_id"], BOB);

    t.fake.push(text_message(
        2,
        GROUP,
        user(ALICE, "Alice"),
        "/alias chat set dmg 2d6+3",
    ));
    let sent = t.fake.wait_for("sendMessage", 2).await;
    assert_ne!(text_of(&sent[1]), refusal);
    // A personal alias needs no one's permission, and no getChatMember.
    t.fake
        .push(text_message(3, GROUP, user(BOB, "Bob"), "/alias set str 3"));
    let sent = t.fake.wait_for("sendMessage", 3).await;
    assert_ne!(text_of(&sent[2]), refusal);
    assert_eq!(t.fake.calls("getChatMember").len(), 2);
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_log_link_goes_to_the_administrator_privately() {
    let config = config(&[
        ("DATABASE_URL", "sqlite::memory:"),
        ("POLYROLL_PUBLIC_URL", "https://dice.example.org"),
    ]);
    let bot = Arc::new(Bot::start(&config).await.expect("bot"));
    let t = Running::polling_with(bot).await;
    t.fake.set_member(GROUP, BOB, "member");
    t.fake.set_member(GROUP, ALICE, "administrator");
    t.fake
        .push(text_message(1, GROUP, user(BOB, "Bob"), "/log"));
    let sent = t.fake.wait_for("sendMessage", 1).await;
    assert_eq!(sent[0].body["chat_id"], GROUP);
    assert!(
        text_of(&sent[0]).contains("Only the chat's administrators"),
        "{}",
        text_of(&sent[0])
    );

    // Alice's link reaches her private chat; the group only hears that it did.
    t.fake
        .push(text_message(2, GROUP, user(ALICE, "Alice"), "/log 3"));
    let sent = t.fake.wait_for("sendMessage", 3).await;
    assert_eq!(sent[1].body["chat_id"], ALICE);
    let link = text_of(&sent[1]);
    assert!(link.contains("https://dice.example.org/l/"), "{link}");
    assert!(link.contains("last 3 hours"), "{link}");
    assert_eq!(sent[2].body["chat_id"], GROUP);
    assert!(!text_of(&sent[2]).contains("/l/"), "{}", text_of(&sent[2]));
    assert!(
        text_of(&sent[2]).contains("private message"),
        "{}",
        text_of(&sent[2])
    );

    // Alice never started a private chat with the bot: Telegram refuses, and the group is
    // told how to get the link, never shown it.
    t.fake.fail("sendMessage", 1);
    t.fake
        .push(text_message(3, GROUP, user(ALICE, "Alice"), "/log"));
    let sent = t.fake.wait_for("sendMessage", 5).await;
    assert_eq!(sent[3].body["chat_id"], ALICE);
    assert_eq!(sent[4].body["chat_id"], GROUP);
    let told = text_of(&sent[4]);
    assert!(told.contains("Start") && !told.contains("/l/"), "{told}");
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_anonymous_administrator_may_change_the_chat_and_members_may_read_it() {
    let t = Running::polling().await;
    // Telegram's stand-in sender for a message posted as the group itself.
    let anonymous = serde_json::json!({
        "id": 1_087_968_824_i64, "is_bot": true, "first_name": "Group", "username": "GroupAnonymousBot"
    });
    let mut update = text_message(1, GROUP, anonymous, "/alias chat set dmg 2d6+3");
    update["message"]["sender_chat"] = chat(GROUP);
    t.fake.push(update);
    let sent = t.fake.wait_for("sendMessage", 1).await;
    let refusal = t.bot.say(&alice_request(""), "not-admin", &[]);
    assert_ne!(text_of(&sent[0]), refusal);
    assert!(text_of(&sent[0]).contains("dmg"), "{}", text_of(&sent[0]));
    // Bob, a plain member, reads the chat's aliases without anyone asking Telegram.
    t.fake
        .push(text_message(2, GROUP, user(BOB, "Bob"), "/alias chat list"));
    let sent = t.fake.wait_for("sendMessage", 2).await;
    assert!(text_of(&sent[1]).contains("dmg"), "{}", text_of(&sent[1]));
    assert!(t.fake.calls("getChatMember").is_empty());
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_429_is_waited_out_and_the_message_still_delivered() {
    let t = Running::polling().await;
    t.fake.too_many_requests("sendMessage", 1);
    t.fake
        .push(text_message(1, ALICE, user(ALICE, "Alice"), "/roll 1d20"));
    let sent = t.fake.wait_for("sendMessage", 2).await;
    assert_eq!(sent[0].status, 429);
    assert_eq!(sent[1].status, 200);
    assert_eq!(text_of(&sent[0]), text_of(&sent[1]));
    t.stop().await;
}

/// Polling confirms an update (a `getUpdates` offset past it) only once it is answered,
/// while updates after it keep being fetched and answered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn polling_confirms_an_update_only_once_it_is_answered() {
    let t = Running::polling().await;
    // Alice's reply waits out a 429 (a second); Bob's goes at once.
    t.fake.too_many_requests("sendMessage", 1);
    t.fake
        .push(text_message(1, ALICE, user(ALICE, "Alice"), "/roll 1d20"));
    t.fake.wait_for("sendMessage", 1).await;
    t.fake
        .push(text_message(1, BOB, user(BOB, "Bob"), "/roll 1d20"));
    let sent = t.fake.wait_for("sendMessage", 3).await;
    let alice_answered = sent
        .iter()
        .position(|c| c.body["chat_id"] == ALICE && c.status == 200)
        .expect("Alice answered");
    assert!(sent
        .iter()
        .any(|c| c.body["chat_id"] == BOB && c.status == 200));
    // Every poll until Alice's answer left her update (1) unconfirmed.
    let answered_at = t
        .fake
        .methods()
        .iter()
        .enumerate()
        .filter(|(_, m)| *m == "sendMessage")
        .nth(alice_answered)
        .map(|(i, _)| i)
        .expect("in the calls");
    let polls_before = t.fake.methods()[..answered_at]
        .iter()
        .filter(|m| *m == "getUpdates")
        .count();
    let offsets: Vec<i64> = t.fake.calls("getUpdates")[..polls_before]
        .iter()
        .map(|c| c.body["offset"].as_i64().unwrap_or(0))
        .collect();
    assert!(offsets.iter().all(|o| *o <= 1), "{offsets:?}");
    // Bob's update (2) was fetched and answered meanwhile, so polls went on.
    assert!(polls_before >= 2, "{offsets:?}");
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_429_on_the_inline_edit_still_delivers_the_one_roll() {
    let t = Running::polling().await;
    let ticket = ticket_for(&t, "q1", "1d20").await;
    t.fake.too_many_requests("editMessageText", 1);
    t.fake.push(chosen_inline_result(
        &ticket,
        user(ALICE, "Alice"),
        "1d20",
        "IM-429",
    ));
    let edits = t.fake.wait_for("editMessageText", 2).await;
    assert_eq!((edits[0].status, edits[1].status), (429, 200));
    assert_eq!(text_of(&edits[0]), text_of(&edits[1]));
    assert_eq!(logged_rolls(&t.bot, ALICE).await, 1);
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stats_sends_the_chart_as_a_photo() {
    let t = Running::polling().await;
    t.fake
        .push(text_message(1, ALICE, user(ALICE, "Alice"), "/stats 2d6"));
    let photos = t.fake.wait_for("sendPhoto", 1).await;
    let body = &photos[0].body;
    assert_eq!(body["chat_id"], ALICE);
    // teloxide uploads the file as its own part and names it in `photo`.
    let part = body["photo"]
        .as_str()
        .and_then(|p| p.strip_prefix("attach://"))
        .expect("an uploaded photo");
    assert!(
        body[part]["bytes"].as_u64().is_some_and(|n| n > 100),
        "{body}"
    );
    assert!(
        body[part]["filename"]
            .as_str()
            .is_some_and(|f| f.ends_with(".png")),
        "{body}"
    );
    // The table is the caption when it fits one, else its own message.
    let captioned = body["caption"].as_str().is_some_and(|c| c.contains("2d6"));
    if !captioned {
        let sent = t.fake.wait_for("sendMessage", 1).await;
        assert!(text_of(&sent[0]).contains("2d6"));
    }
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_broken_formula_previews_its_error() {
    let t = Running::polling().await;
    t.fake
        .push(inline_query("q1", user(ALICE, "Alice"), "2d6 fire"));
    let answer = &t.fake.wait_for("answerInlineQuery", 1).await[0].body;
    let hint = t.bot.hint(&alice_request("2d6 fire"), "2d6 fire").await;
    assert_eq!(answer["results"][0]["title"], hint.as_str());
    assert!(hint.starts_with("2d6 fire →"), "{hint}");
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_alias_export_is_sent_as_a_document_in_a_reply() {
    let t = Running::polling().await;
    t.fake.push(text_message(
        1,
        ALICE,
        user(ALICE, "Alice"),
        "/alias set str 3",
    ));
    t.fake.wait_for("sendMessage", 1).await;
    t.fake.push(text_message(
        2,
        ALICE,
        user(ALICE, "Alice"),
        "/alias export",
    ));
    let docs = t.fake.wait_for("sendDocument", 1).await;
    let body = &docs[0].body;
    assert_eq!(body["chat_id"], ALICE);
    assert_eq!(body["reply_parameters"]["message_id"], 2);
    // teloxide uploads the file as its own part and names it in `document`.
    let part = body["document"]
        .as_str()
        .and_then(|p| p.strip_prefix("attach://"))
        .expect("an uploaded document");
    assert!(
        body[part]["bytes"].as_u64().is_some_and(|n| n > 0),
        "{body}"
    );
    assert_eq!(body[part]["filename"], "aliases.json");
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn run_polls_as_configured_and_stops_on_cancel() {
    let fake = FakeApi::start().await;
    let config = config(&[
        ("DATABASE_URL", "sqlite::memory:"),
        ("TELEGRAM_BOT_TOKEN", TOKEN),
        ("TELEGRAM_API_URL", &fake.url),
    ]);
    let bot = Arc::new(Bot::start(&config).await.expect("bot"));
    let shutdown = CancellationToken::new();
    let stop = shutdown.clone();
    let task = tokio::spawn(async move { polyroll_telegram::run(bot, &config, stop).await });
    fake.wait_for("getUpdates", 1).await;
    fake.push(text_message(1, ALICE, user(ALICE, "Alice"), "/help"));
    fake.wait_for("sendMessage", 1).await;
    shutdown.cancel();
    let ended = tokio::time::timeout(PATIENCE, task).await.expect("stops");
    ended.expect("no panic").expect("a clean stop");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_token_is_a_startup_error_that_does_not_show_it() {
    let fake = FakeApi::start().await;
    let bot = shared_bot().await;
    let wrong = "987654321:AAWrongTokenForTestsOnly_abcdefghijkl";
    let telegram = Telegram::new(bot, wrong, Some(&fake.url)).expect("adapter");
    let res = tokio::time::timeout(PATIENCE, telegram.poll(CancellationToken::new()))
        .await
        .expect("gives up");
    let error = format!("{:#}", res.expect_err("getMe is refused"));
    assert!(!error.contains("AAWrongToken"), "{error}");
}

mod webhook {
    use super::*;

    async fn post(url: &str, secret: Option<&str>, update: &Value) -> u16 {
        let client = reqwest::Client::new();
        let mut req = client
            .post(url)
            .header("content-type", "application/json")
            .body(update.to_string());
        if let Some(s) = secret {
            req = req.header("X-Telegram-Bot-Api-Secret-Token", s);
        }
        req.send()
            .await
            .expect("webhook reachable")
            .status()
            .as_u16()
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn only_requests_with_the_secret_are_processed() {
        let fake = FakeApi::start().await;
        let bot = shared_bot().await;
        let telegram = Telegram::new(bot, TOKEN, Some(&fake.url)).expect("adapter");
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let url = format!("http://{}/telegram", listener.local_addr().expect("addr"));
        let settings = WebhookSettings::new(&url, Some("s3cret-Token_1")).expect("settings");
        let shutdown = CancellationToken::new();
        let stop = shutdown.clone();
        let task =
            tokio::spawn(async move { telegram.serve_webhook(listener, settings, stop).await });

        let set = fake.wait_for("setWebhook", 1).await;
        assert_eq!(set[0].body["url"], url.as_str());
        assert_eq!(set[0].body["secret_token"], "s3cret-Token_1");
        let allowed = set[0].body["allowed_updates"]
            .as_array()
            .expect("allowed_updates");
        assert_eq!(allowed.len(), 4, "{allowed:?}");
        fake.wait_for("getMe", 1).await;

        let mut update = text_message(1, ALICE, user(ALICE, "Alice"), "/roll 1d6");
        update["update_id"] = serde_json::json!(1);
        assert_eq!(post(&url, None, &update).await, 401);
        assert_eq!(post(&url, Some("wrong"), &update).await, 403);
        assert_eq!(post(&url, Some("s3cret-Token_2"), &update).await, 403);
        settle().await;
        assert!(
            fake.calls("sendMessage").is_empty(),
            "a refused update was processed"
        );

        assert_eq!(post(&url, Some("s3cret-Token_1"), &update).await, 200);
        let sent = fake.wait_for("sendMessage", 1).await;
        assert_eq!(sent[0].body["chat_id"], ALICE);
        assert!(
            fake.calls("getUpdates").is_empty(),
            "no polling in webhook mode"
        );

        shutdown.cancel();
        let ended = tokio::time::timeout(PATIENCE, task).await.expect("stops");
        ended.expect("no panic").expect("a clean stop");
        assert!(
            fake.calls("deleteWebhook").is_empty(),
            "other processes may still serve it"
        );
    }

    const SECRET: &str = "again-Secret_1";

    /// A process serving the webhook on the database at `database_url`, against `fake`.
    struct Hook {
        url: String,
        shutdown: CancellationToken,
        task: tokio::task::JoinHandle<anyhow::Result<()>>,
    }

    impl Hook {
        async fn start(fake: &FakeApi, database_url: &str) -> Hook {
            let telegram =
                Telegram::new(bot_on(database_url).await, TOKEN, Some(&fake.url)).expect("adapter");
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
                .await
                .expect("bind");
            let url = format!("http://{}/telegram", listener.local_addr().expect("addr"));
            let settings = WebhookSettings::new(&url, Some(SECRET)).expect("settings");
            let shutdown = CancellationToken::new();
            let stop = shutdown.clone();
            let calls = fake.calls("getMe").len();
            let task =
                tokio::spawn(async move { telegram.serve_webhook(listener, settings, stop).await });
            fake.wait_for("getMe", calls + 1).await;
            Hook {
                url,
                shutdown,
                task,
            }
        }

        async fn stop(self) {
            stop_cleanly(self.shutdown, self.task).await;
        }
    }

    /// Telegram repeats a delivery it did not see answered: the update is answered `200`
    /// only once it is handled, and handled once however often it comes.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_update_is_answered_once_handled_and_handled_once() {
        let fake = FakeApi::start().await;
        let hook = Hook::start(&fake, "sqlite::memory:").await;
        let mut update = text_message(1, ALICE, user(ALICE, "Alice"), "/roll 4d6kh3");
        update["update_id"] = serde_json::json!(7);
        let (first, second) = tokio::join!(
            post(&hook.url, Some(SECRET), &update),
            post(&hook.url, Some(SECRET), &update)
        );
        assert_eq!((first, second), (200, 200));
        // Answered once handled: the reply is out by the time Telegram hears 200.
        assert_eq!(fake.calls("sendMessage").len(), 1);
        assert_eq!(post(&hook.url, Some(SECRET), &update).await, 200);
        settle().await;
        assert_eq!(fake.calls("sendMessage").len(), 1, "handled twice");
        hook.stop().await;
    }

    /// A process died after logging a roll and before its reply went out: the update,
    /// delivered again to another process, is answered with the logged roll, never a new
    /// one; once answered, it is answered by no process again.
    async fn a_roll_logged_and_not_sent_is_sent_from_the_log(database_url: String) {
        let fake = FakeApi::start().await;
        let mut update = text_message(3, ALICE, user(ALICE, "Alice"), "/roll 8d6");
        update["update_id"] = serde_json::json!(41);

        // The first process rolls and logs, and its reply is lost (Telegram refuses it).
        let first = Hook::start(&fake, &database_url).await;
        fake.fail("sendMessage", 1);
        assert_eq!(post(&first.url, Some(SECRET), &update).await, 200);
        first.stop().await;
        let lost = fake.calls("sendMessage");
        assert_eq!((lost.len(), lost[0].status), (1, 400));

        let second = Hook::start(&fake, &database_url).await;
        assert_eq!(post(&second.url, Some(SECRET), &update).await, 200);
        let sent = fake.wait_for("sendMessage", 2).await;
        assert_eq!(sent[1].status, 200);
        assert_eq!(text_of(&sent[1]), text_of(&lost[0]), "rolled again");
        second.stop().await;

        let third = Hook::start(&fake, &database_url).await;
        assert_eq!(post(&third.url, Some(SECRET), &update).await, 200);
        settle().await;
        assert_eq!(fake.calls("sendMessage").len(), 2, "answered twice");
        third.stop().await;
        let bot = bot_on(&database_url).await;
        assert_eq!(logged_rolls(&bot, ALICE).await, 1);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_roll_logged_and_not_sent_is_sent_from_the_log_sqlite() {
        polyroll_testkit::with_sqlite("tg_again", a_roll_logged_and_not_sent_is_sent_from_the_log)
            .await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_roll_logged_and_not_sent_is_sent_from_the_log_postgres() {
        polyroll_testkit::with_postgres(
            "tg_again",
            a_roll_logged_and_not_sent_is_sent_from_the_log,
        )
        .await;
    }
}

/// Telegram's stand-in `from` for every message sent as a group (anonymous administrators).
fn group_anonymous_bot() -> Value {
    serde_json::json!({
        "id": 1_087_968_824_i64, "is_bot": true, "first_name": "Group", "username": "GroupAnonymousBot"
    })
}

/// Telegram's stand-in `from` for every message sent as a channel.
fn channel_bot() -> Value {
    serde_json::json!({
        "id": 136_817_688_i64, "is_bot": true, "first_name": "Channel", "username": "Channel_Bot"
    })
}

fn channel(id: i64) -> Value {
    serde_json::json!({"id": id, "type": "channel", "title": format!("Channel {id}")})
}

/// `text` sent in `group` on behalf of `sender` (a chat), with the placeholder `from`.
fn sent_as(message_id: i64, group: i64, from: Value, sender: Value, text: &str) -> Value {
    let mut update = text_message(message_id, group, from, text);
    update["message"]["sender_chat"] = sender;
    update
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn messages_sent_as_a_chat_belong_to_that_chat_never_to_the_placeholder_user() {
    const GROUP_B: i64 = -100_666;
    let t = Running::polling().await;
    // An anonymous administrator of group A saves a personal str and reads it back.
    t.fake.push(sent_as(
        1,
        GROUP,
        group_anonymous_bot(),
        chat(GROUP),
        "/alias set str 100",
    ));
    t.fake.wait_for("sendMessage", 1).await;
    t.fake.push(sent_as(
        2,
        GROUP,
        group_anonymous_bot(),
        chat(GROUP),
        "/roll 1d1+[str]",
    ));
    let sent = t.fake.wait_for("sendMessage", 2).await;
    assert!(
        text_of(&sent[1]).contains("<b>101</b>"),
        "{}",
        text_of(&sent[1])
    );
    // An anonymous administrator of group B, same placeholder `from`: not that book.
    t.fake.push(sent_as(
        3,
        GROUP_B,
        group_anonymous_bot(),
        chat(GROUP_B),
        "/roll 1d1+[str]",
    ));
    let sent = t.fake.wait_for("sendMessage", 3).await;
    assert!(
        text_of(&sent[2]).contains("unknown variable [str]"),
        "{}",
        text_of(&sent[2])
    );
    // A channel posting in group A sets str; another channel in group B does not read it.
    t.fake.push(sent_as(
        4,
        GROUP,
        channel_bot(),
        channel(-100_777),
        "/alias set str 50",
    ));
    t.fake.wait_for("sendMessage", 4).await;
    t.fake.push(sent_as(
        5,
        GROUP_B,
        channel_bot(),
        channel(-100_888),
        "/roll 1d1+[str]",
    ));
    let sent = t.fake.wait_for("sendMessage", 5).await;
    assert!(
        text_of(&sent[4]).contains("unknown variable [str]"),
        "{}",
        text_of(&sent[4])
    );
    // The books and the history are the chats' own, under their own namespace.
    let store = t.bot.store().expect("a store");
    let group_book = polyroll_store::Owner::user("telegram", &format!("chat:{GROUP}"));
    let channel_book = polyroll_store::Owner::user("telegram", "chat:-100777");
    assert_eq!(
        store
            .get_alias(&group_book, "str")
            .await
            .unwrap()
            .map(|a| a.formula),
        Some("100".to_string())
    );
    assert_eq!(
        store
            .get_alias(&channel_book, "str")
            .await
            .unwrap()
            .map(|a| a.formula),
        Some("50".to_string())
    );
    let placeholder = polyroll_store::Owner::user("telegram", "1087968824");
    assert!(store
        .list_aliases(&placeholder, "", 0)
        .await
        .unwrap()
        .is_empty());
    assert!(store
        .history("telegram", "1087968824", 10)
        .await
        .unwrap()
        .is_empty());
    assert_eq!(
        store
            .history("telegram", &format!("chat:{GROUP}"), 10)
            .await
            .unwrap()
            .len(),
        1
    );
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_answer_to_a_press_is_logged_and_the_press_still_rolls_once() {
    let t = Running::polling().await;
    // Under a chat roll: "Roll again" with answerCallbackQuery failing.
    t.fake
        .push(text_message(1, ALICE, user(ALICE, "Alice"), "1d6"));
    let sent = t.fake.wait_for("sendMessage", 1).await;
    let again = sent[0].body["reply_markup"]["inline_keyboard"][0][0]["callback_data"]
        .as_str()
        .expect("a Roll again button")
        .to_string();
    t.fake.fail("answerCallbackQuery", 1);
    t.fake
        .push(chat_button("cb1", user(ALICE, "Alice"), ALICE, 2, &again));
    t.fake.wait_for("sendMessage", 2).await;
    settle().await;
    assert_eq!(t.fake.calls("sendMessage").len(), 2);
    assert_eq!(t.fake.calls("answerCallbackQuery")[0].status, 400);

    // Under an inline placeholder: the Roll button, its answer failing, rolls once.
    let ticket = ticket_for(&t, "q1", "1d20").await;
    t.fake.fail("answerCallbackQuery", 1);
    t.fake
        .push(inline_button("cb2", user(ALICE, "Alice"), "IM-9", &ticket));
    let edits = t.fake.wait_for("editMessageText", 1).await;
    assert!(
        text_of(&edits[0]).contains("roll #"),
        "{}",
        text_of(&edits[0])
    );
    settle().await;
    assert_eq!(t.fake.calls("editMessageText").len(), 1);
    assert_eq!(logged_rolls(&t.bot, ALICE).await, 3);
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_keyed_inline_roll_outlives_many_later_rolls_and_its_button_never_rolls_twice() {
    let t = Running::polling().await;
    let ticket = ticket_for(&t, "q1", "1d20").await;
    t.fake.push(chosen_inline_result(
        &ticket,
        user(ALICE, "Alice"),
        "1d20",
        "IM-7",
    ));
    let first = text_of(&t.fake.wait_for("editMessageText", 1).await[0]);
    // More later rolls by Alice than the old count-based log ever kept (100), straight
    // through the shared handler (Telegram's rate limits would make 120 messages slow).
    for _ in 0..120 {
        let reply = t.bot.handle(&alice_request("1d6")).await;
        assert!(reply.roll_id.is_some(), "{}", reply.text);
    }
    // The stale button, pressed twice: the same logged roll both times.
    for id in ["cb1", "cb2"] {
        t.fake
            .push(inline_button(id, user(ALICE, "Alice"), "IM-7", &ticket));
    }
    let edits = t.fake.wait_for("editMessageText", 3).await;
    for edit in &edits[1..] {
        assert_eq!(text_of(edit), first, "the button rolled again");
    }
    let store = t.bot.store().expect("a store");
    let logged = store
        .history("telegram", &ALICE.to_string(), 200)
        .await
        .expect("history");
    assert_eq!(logged.len(), 121);
    assert_eq!(logged.iter().filter(|r| r.key.is_some()).count(), 1);
    t.stop().await;
}

/// Telegram does not say which chat an inline message went to (often a private one): its
/// roll is its roller's to show again, and a stranger asking by id hears what an id never
/// logged gets — no name, no label, no alias body.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_inline_roll_is_verified_by_its_roller_only() {
    let t = Running::polling().await;
    let ticket = ticket_for(&t, "q1", "1d1+3").await;
    t.fake.push(chosen_inline_result(
        &ticket,
        user(ALICE, "Alice"),
        "1d1+3",
        "IM-9",
    ));
    let edits = t.fake.wait_for("editMessageText", 1).await;
    let result = text_of(&edits[0]);
    let id = result
        .rsplit_once("roll #")
        .and_then(|(_, id)| id.split_whitespace().next())
        .map(str::to_string)
        .unwrap_or_else(|| panic!("no id in {result}"));
    t.fake.push(text_message(
        1,
        BOB,
        user(BOB, "Bob"),
        &format!("/verify {id}"),
    ));
    let sent = t.fake.wait_for("sendMessage", 1).await;
    assert_eq!(
        text_of(&sent[0]),
        format!("There is no roll #{id} that you can see.")
    );
    t.fake.push(text_message(
        2,
        GROUP,
        user(BOB, "Bob"),
        &format!("/verify@{BOT_USERNAME} {id}"),
    ));
    let sent = t.fake.wait_for("sendMessage", 2).await;
    assert!(
        text_of(&sent[1]).starts_with("There is no roll"),
        "{}",
        text_of(&sent[1])
    );
    t.fake.push(text_message(
        3,
        ALICE,
        user(ALICE, "Alice"),
        &format!("/verify {id}"),
    ));
    let sent = t.fake.wait_for("sendMessage", 3).await;
    let own = text_of(&sent[2]);
    assert!(own.starts_with(&format!("Roll #{id} by Alice")), "{own}");
    assert!(own.contains("1d1+3 [1] = 4"), "{own}");
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn verify_in_a_group() {
    let t = Running::polling().await;
    t.fake.push(text_message(
        1,
        GROUP,
        user(ALICE, "Alice"),
        &format!("/roll@{BOT_USERNAME} 1d1+1"),
    ));
    let sent = t.fake.wait_for("sendMessage", 1).await;
    let id = polyroll_testkit::roll_id(&text_of(&sent[0]));
    t.fake.push(text_message(
        2,
        GROUP,
        user(BOB, "Bob"),
        &format!("/verify@{BOT_USERNAME} {id}"),
    ));
    let sent = t.fake.wait_for("sendMessage", 2).await;
    let shown = text_of(&sent[1]);
    assert!(
        shown.starts_with(&format!("Roll #{id} by Alice")),
        "{shown}"
    );
    assert!(shown.contains("<pre>1d1+1 [1] = 2</pre>"), "{shown}");
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sentence_in_a_private_chat_is_answered_with_each_total() {
    let t = Running::polling().await;
    t.fake.push(text_message(
        1,
        ALICE,
        user(ALICE, "Alice"),
        "I hit [[1d1+4]] for [[2d1]] <damage>",
    ));
    let sent = t.fake.wait_for("sendMessage", 1).await;
    let text = text_of(&sent[0]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0], "I hit <b>5</b> for <b>2</b> &lt;damage&gt;",
        "{text}"
    );
    assert!(lines[1].contains("= <b>5</b>  (#"), "{text}");
    assert!(lines[2].contains("[1, 1] = <b>2</b>  (#"), "{text}");
    assert_eq!(sent[0].body["parse_mode"], "HTML");
    assert_eq!(logged_rolls(&t.bot, ALICE).await, 2);
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_message_that_mentions_the_bot_or_answers_it_is_rolled() {
    let t = Running::polling().await;
    // Not for us: no mention, no answer to us.
    t.fake.push(text_message(
        1,
        GROUP,
        user(ALICE, "Alice"),
        "I hit [[1d1+4]] hard",
    ));
    t.fake.push(text_message(
        2,
        GROUP,
        user(ALICE, "Alice"),
        &format!("@{BOT_USERNAME} I hit [[1d1+4]] hard"),
    ));
    let sent = t.fake.wait_for("sendMessage", 1).await;
    assert_eq!(sent[0].body["chat_id"], GROUP);
    assert_eq!(sent[0].body["reply_parameters"]["message_id"], 2);
    let text = text_of(&sent[0]);
    assert!(text.starts_with("I hit <b>5</b> hard\n"), "{text}");
    // An answer to one of our messages holding a roll.
    let mut answer = text_message(3, GROUP, user(BOB, "Bob"), "and I parry [[1d1+1]]");
    answer["message"]["reply_to_message"] = serde_json::json!({
        "message_id": 99, "date": 1_764_000_000, "chat": chat(GROUP),
        "from": bot_user(), "text": "I hit 5 hard"
    });
    t.fake.push(answer);
    let sent = t.fake.wait_for("sendMessage", 2).await;
    settle().await;
    assert_eq!(
        t.fake.calls("sendMessage").len(),
        2,
        "only the two addressed"
    );
    let text = text_of(&sent[1]);
    assert!(text.starts_with("and I parry <b>2</b>\n"), "{text}");
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_inline_sentence_previews_hints_and_rolls_once_when_sent() {
    let t = Running::polling().await;
    let sentence = "I hit [[1d1+4]] for [[2d1]]";
    let ticket = ticket_for(&t, "q1", sentence).await;
    let answers = t.fake.calls("answerInlineQuery");
    let title = answers[0].body["results"][0]["title"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(
        title.contains("1d1+4 → 5") && title.contains("2d1 → 2"),
        "{title}"
    );
    settle().await;
    assert_eq!(logged_rolls(&t.bot, ALICE).await, 0, "the preview rolled");

    t.fake.push(chosen_inline_result(
        &ticket,
        user(ALICE, "Alice"),
        sentence,
        "IM-S",
    ));
    let edits = t.fake.wait_for("editMessageText", 1).await;
    let result = text_of(&edits[0]);
    assert!(
        result.starts_with("Alice rolls\nI hit <b>5</b> for <b>2</b>\n"),
        "{result}"
    );
    assert_eq!(result.matches("(#").count(), 2, "{result}");
    assert_eq!(logged_rolls(&t.bot, ALICE).await, 2);
    // Sent again by the button: the logged rolls, never new ones.
    t.fake
        .push(inline_button("cb1", user(ALICE, "Alice"), "IM-S", &ticket));
    let edits = t.fake.wait_for("editMessageText", 2).await;
    assert_eq!(text_of(&edits[1]), result);
    assert_eq!(logged_rolls(&t.bot, ALICE).await, 2);
    t.stop().await;
}

/// A book of 200 aliases (the most an owner may have) in several dialects, with
/// descriptions in several scripts, saved for `user` straight in the store: the round trip
/// through Telegram is what the tests look at. Returns the store's export of it.
async fn two_hundred_aliases(bot: &Bot, user: i64) -> String {
    let aliases: Vec<Value> = (0..200)
        .map(|i| {
            let dialect = ["standard", "dndice", "diceplus"][i % 3];
            let description = match i % 4 {
                0 => Value::Null,
                1 => serde_json::json!(format!("Огненный шар №{i}")),
                2 => serde_json::json!(format!("« coup » {i} <b>&amp;</b>")),
                _ => serde_json::json!(format!("attack \"{i}\" 🎲")),
            };
            serde_json::json!({
                "name": format!("atk_{i:03}"),
                "formula": format!("{}d20+{i}", i % 3 + 1),
                "dialect": dialect,
                "description": description,
            })
        })
        .collect();
    let store = bot.store().expect("a store");
    let owner = polyroll_store::Owner::user("telegram", &user.to_string());
    let json = Value::Array(aliases).to_string();
    assert_eq!(
        store.import_aliases(&owner, &json).await.expect("saved"),
        200
    );
    book(bot, user).await
}

/// `user`'s aliases as the store exports them.
async fn book(bot: &Bot, user: i64) -> String {
    let owner = polyroll_store::Owner::user("telegram", &user.to_string());
    bot.store()
        .expect("a store")
        .export_aliases(&owner)
        .await
        .expect("export")
}

const CAROL: i64 = 1003;

/// Alice exports 200 aliases: a document alone (too long to show). Bob sends that document
/// back with the caption `/alias import`; Carol, in a group, answers Alice's document with
/// `/alias@polyroll_bot import`. Both books come out identical to Alice's.
async fn an_exported_book_of_200_comes_back_through_a_document(url: String) {
    let t = Running::polling_on(&url).await;
    let alices = two_hundred_aliases(&t.bot, ALICE).await;
    t.fake.push(text_message(
        1,
        ALICE,
        user(ALICE, "Alice"),
        "/alias export",
    ));
    let sent = t.fake.wait_for("sendDocument", 1).await;
    assert!(sent[0].body.get("caption").is_none(), "{}", sent[0].body);
    let file = t.fake.sent_files().remove(0);
    assert_eq!(file.filename, "aliases.json");
    assert!(file.bytes.len() > 4096, "more than a message holds");

    let document = document_message(
        2,
        BOB,
        user(BOB, "Bob"),
        &file.file_id,
        file.bytes.len(),
        Some("/alias import"),
    );
    t.fake.push(document);
    let replies = t.fake.wait_for("sendMessage", 1).await;
    let imported = t
        .bot
        .texts()
        .get(Locale::En, "alias-imported", &[("count", "200")]);
    assert_eq!(text_of(&replies[0]), imported);
    assert_eq!(replies[0].body["reply_parameters"]["message_id"], 2);
    assert_eq!(book(&t.bot, BOB).await, alices);

    // In a group: the document is Alice's message, the command an answer to it.
    let alices_document = document_message(
        3,
        GROUP,
        user(ALICE, "Alice"),
        &file.file_id,
        file.bytes.len(),
        None,
    );
    t.fake.push(reply_message(
        4,
        GROUP,
        user(CAROL, "Carol"),
        "/alias@polyroll_bot import",
        &alices_document,
    ));
    let replies = t.fake.wait_for("sendMessage", 2).await;
    assert_eq!(text_of(&replies[1]), imported);
    assert_eq!(book(&t.bot, CAROL).await, alices);
    // Each import fetched the file once; a personal import asked no one for permission.
    assert_eq!(t.fake.calls("getFile").len(), 2);
    assert_eq!(t.fake.calls("download").len(), 2);
    assert!(t.fake.calls("getChatMember").is_empty());
    let bot = Arc::clone(&t.bot);
    t.stop().await;
    bot.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_exported_book_of_200_comes_back_through_a_document_sqlite() {
    polyroll_testkit::with_sqlite(
        "tg_files",
        an_exported_book_of_200_comes_back_through_a_document,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_exported_book_of_200_comes_back_through_a_document_postgres() {
    polyroll_testkit::with_postgres(
        "tg_files",
        an_exported_book_of_200_comes_back_through_a_document,
    )
    .await;
}

/// Files that are no alias book are refused in the sender's language, each with its own
/// reason, and change nothing; library and network text never reaches the chat.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_that_is_no_book_is_refused_with_its_reason() {
    let t = Running::polling().await;
    let mb = 1 << 20;
    t.fake.add_file_claiming("liar", &vec![b' '; mb + 10], 100);
    t.fake.add_file("csv", b"name,formula\nstr,3\n");
    t.fake.add_file("latin1", b"[{\"name\":\"caf\xe9\"}]");
    t.fake.add_lost_file("lost");
    t.fake.add_file(
        "half",
        br#"[{"name":"axe","formula":"1d6"},{"name":"d6","formula":"6"}]"#,
    );
    let cases = [
        // Stated too big: not even asked for.
        ("huge", 2 * mb),
        // Stated small, found big while reading.
        ("liar", 100),
        ("csv", 19),
        ("latin1", 18),
        ("lost", 100),
        // One bad name refuses the whole file.
        ("half", 58),
        // Gone from Telegram (getFile refuses the id).
        ("unknown", 100),
    ];
    for (i, (file_id, size)) in cases.iter().enumerate() {
        let n = i64::try_from(i).unwrap() + 1;
        let update = document_message(
            n,
            BOB,
            user(BOB, "Bob"),
            file_id,
            *size,
            Some("/alias import"),
        );
        t.fake.push(update);
        t.fake.wait_for("sendMessage", i + 1).await;
    }
    let texts: Vec<String> = t.fake.calls("sendMessage").iter().map(text_of).collect();
    let say = |id: &str, args: &[(&str, &str)]| t.bot.texts().get(Locale::En, id, args);
    let too_big = say("alias-import-too-big", &[("max", "1024")]);
    let failed = say("alias-import-download-failed", &[]);
    assert_eq!(texts[0], too_big);
    assert_eq!(texts[1], too_big);
    assert_eq!(
        texts[2],
        say("alias-import-not-json", &[("line", "1"), ("column", "2")])
    );
    assert_eq!(texts[3], say("alias-import-not-utf8", &[]));
    assert_eq!(texts[4], failed);
    assert!(
        texts[5].starts_with("That import was refused"),
        "{}",
        texts[5]
    );
    assert_eq!(texts[6], failed);
    let asked: Vec<String> = t
        .fake
        .calls("getFile")
        .iter()
        .map(|c| c.body["file_id"].as_str().unwrap_or_default().to_string())
        .collect();
    assert_eq!(asked, ["liar", "csv", "latin1", "lost", "half", "unknown"]);
    let owner = polyroll_store::Owner::user("telegram", &BOB.to_string());
    let store = t.bot.store().expect("a store");
    assert!(store
        .list_aliases(&owner, "", 10)
        .await
        .expect("list")
        .is_empty());
    t.stop().await;
}

/// A member who is no administrator imports a document into the group's book — captioning
/// it, or answering it: refused, and the document is neither asked for (`getFile`) nor
/// downloaded. An administrator's same import fetches it once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_members_chat_import_is_refused_before_any_download() {
    let t = Running::polling().await;
    t.fake.set_member(GROUP, BOB, "member");
    t.fake.set_member(GROUP, ALICE, "administrator");
    t.fake
        .add_file("book", br#"[{"name":"str","formula":"3"}]"#);
    t.fake.push(document_message(
        1,
        GROUP,
        user(BOB, "Bob"),
        "book",
        30,
        Some("/alias chat import"),
    ));
    let refusal = t.bot.say(&alice_request(""), "not-admin", &[]);
    let sent = t.fake.wait_for("sendMessage", 1).await;
    assert_eq!(text_of(&sent[0]), refusal);
    let alices_document = document_message(2, GROUP, user(ALICE, "Alice"), "book", 30, None);
    t.fake.push(reply_message(
        3,
        GROUP,
        user(BOB, "Bob"),
        "/alias@polyroll_bot chat import",
        &alices_document,
    ));
    let sent = t.fake.wait_for("sendMessage", 2).await;
    assert_eq!(text_of(&sent[1]), refusal);
    assert!(t.fake.calls("getFile").is_empty());
    assert!(t.fake.calls("download").is_empty());

    t.fake.push(document_message(
        4,
        GROUP,
        user(ALICE, "Alice"),
        "book",
        30,
        Some("/alias chat import"),
    ));
    let sent = t.fake.wait_for("sendMessage", 3).await;
    let imported = t
        .bot
        .texts()
        .get(Locale::En, "alias-imported", &[("count", "1")]);
    assert_eq!(text_of(&sent[2]), imported);
    assert_eq!(t.fake.calls("getFile").len(), 1);
    assert_eq!(t.fake.calls("download").len(), 1);
    t.stop().await;
}

/// `/alias import` with no JSON and no document says how; a document captioned with
/// anything but `/alias import` is not a command.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn import_without_a_file_says_how_and_other_captions_are_ignored() {
    let t = Running::polling().await;
    t.fake
        .add_file("book", br#"[{"name":"str","formula":"3"}]"#);
    t.fake.push(document_message(
        1,
        BOB,
        user(BOB, "Bob"),
        "book",
        30,
        Some("/roll 1d6"),
    ));
    t.fake
        .push(document_message(2, BOB, user(BOB, "Bob"), "book", 30, None));
    t.fake
        .push(text_message(3, BOB, user(BOB, "Bob"), "/alias import"));
    let sent = t.fake.wait_for("sendMessage", 1).await;
    let how = t.bot.texts().get(Locale::En, "alias-import-how", &[]);
    assert_eq!(text_of(&sent[0]), how);
    assert_eq!(sent[0].body["reply_parameters"]["message_id"], 3);
    settle().await;
    assert_eq!(t.fake.calls("sendMessage").len(), 1);
    assert!(t.fake.calls("getFile").is_empty());
    t.stop().await;
}

/// Game systems through the Bot API: a bare system roll in a private chat, `/roll` of
/// another in a group, an inline query offering and rolling a third, and `/verify` of the
/// inline roll.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn game_systems_roll_in_chats_and_inline_and_verify() {
    let t = Running::polling().await;
    t.fake
        .push(text_message(1, ALICE, user(ALICE, "Alice"), "blades 3"));
    let sent = t.fake.wait_for("sendMessage", 1).await;
    let shown = text_of(&sent[0]);
    assert!(shown.contains("blades 3 ["), "{shown}");
    assert!(
        ["critical", "full success", "partial success", "bad outcome"]
            .iter()
            .any(|o| shown.contains(&format!(": {o}"))),
        "{shown}"
    );
    t.fake.push(text_message(
        2,
        GROUP,
        user(BOB, "Bob"),
        &format!("/roll@{BOT_USERNAME} sr 6"),
    ));
    let sent = t.fake.wait_for("sendMessage", 2).await;
    let shown = text_of(&sent[1]);
    assert_eq!(sent[1].body["chat_id"], GROUP);
    assert!(shown.contains("sr 6 ["), "{shown}");
    assert!(shown.contains("glitch"), "{shown}");

    // Typing a system's name inline offers its rolls, each titled with its odds.
    t.fake.push(inline_query("q1", user(ALICE, "Alice"), "dh"));
    let answer = &t.fake.wait_for("answerInlineQuery", 1).await[0].body;
    let titles: Vec<&str> = answer["results"]
        .as_array()
        .expect("results")
        .iter()
        .filter_map(|r| r["title"].as_str())
        .collect();
    assert!(
        titles
            .iter()
            .any(|t| t.starts_with("dh +2") && t.contains("critical success 8.3%")),
        "{titles:?}"
    );
    t.fake
        .push(inline_query("q2", user(ALICE, "Alice"), "dh +2"));
    let answers = t.fake.wait_for("answerInlineQuery", 2).await;
    let ticket = answers[1].body["results"][0]["id"]
        .as_str()
        .expect("id")
        .to_string();
    t.fake.push(chosen_inline_result(
        &ticket,
        user(ALICE, "Alice"),
        "dh +2",
        "IM-DH",
    ));
    let edits = t.fake.wait_for("editMessageText", 1).await;
    let result = text_of(&edits[0]);
    assert!(result.contains("dh +2"), "{result}");
    assert!(
        ["with Hope", "with Fear", "critical success"]
            .iter()
            .any(|o| result.contains(o)),
        "{result}"
    );
    let id = roll_number(&result);
    assert!(!id.is_empty(), "no id in {result}");
    t.fake.push(text_message(
        3,
        ALICE,
        user(ALICE, "Alice"),
        &format!("/verify {id}"),
    ));
    let sent = t.fake.wait_for("sendMessage", 3).await;
    let verified = text_of(&sent[2]);
    assert!(verified.contains("Typed: dh +2"), "{verified}");
    let hope = result
        .split("Hope [")
        .nth(1)
        .and_then(|h| h.split(']').next())
        .unwrap_or_else(|| panic!("no Hope die in {result}"));
    assert!(verified.contains(&format!("Hope [{hope}]")), "{verified}");
    assert_eq!(logged_rolls(&t.bot, ALICE).await, 2);
    t.stop().await;
}

/// A group's game: set by an administrator only (Telegram is asked), read by anyone, and
/// leading `/help`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_a_group_administrator_picks_the_groups_game() {
    let t = Running::polling().await;
    t.fake.set_member(GROUP, BOB, "member");
    t.fake.set_member(GROUP, ALICE, "administrator");
    t.fake.push(text_message(
        1,
        GROUP,
        user(BOB, "Bob"),
        &format!("/system@{BOT_USERNAME} chat vtm"),
    ));
    let sent = t.fake.wait_for("sendMessage", 1).await;
    let refusal = t.bot.say(&alice_request(""), "not-admin", &[]);
    assert_eq!(text_of(&sent[0]), refusal);
    t.fake.push(text_message(
        2,
        GROUP,
        user(ALICE, "Alice"),
        &format!("/system@{BOT_USERNAME} chat vtm"),
    ));
    let sent = t.fake.wait_for("sendMessage", 2).await;
    assert!(
        text_of(&sent[1]).starts_with("This chat's game is now Vampire: the Masquerade (vtm)"),
        "{}",
        text_of(&sent[1])
    );
    t.fake.push(text_message(
        3,
        GROUP,
        user(BOB, "Bob"),
        &format!("/help@{BOT_USERNAME}"),
    ));
    let sent = t.fake.wait_for("sendMessage", 3).await;
    assert!(
        text_of(&sent[2]).starts_with("This chat's game: Vampire: the Masquerade — vtm 6 h2"),
        "{}",
        text_of(&sent[2])
    );
    assert_eq!(t.fake.calls("getChatMember").len(), 2);
    t.stop().await;
}

/// The custom ids of a message's inline keyboard, row by row.
fn keyboard_of(call: &Call) -> Vec<Vec<String>> {
    call.body["reply_markup"]["inline_keyboard"]
        .as_array()
        .map(|rows| {
            rows.iter()
                .map(|row| {
                    row.as_array()
                        .unwrap()
                        .iter()
                        .map(|b| b["callback_data"].as_str().unwrap().to_string())
                        .collect()
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Each of `says` (who, their name, what) typed in the group in turn, its answer awaited;
/// `before` messages were sent already. The messages are numbered from `first`.
async fn said_in_group(t: &Running, first: i64, before: usize, says: &[(i64, &str, &str)]) {
    for (i, &(id, name, text)) in says.iter().enumerate() {
        t.fake
            .push(text_message(first + i as i64, GROUP, user(id, name), text));
        t.fake.wait_for("sendMessage", before + i + 1).await;
    }
}

/// Alice (the group's administrator) and Bob each save `str`; Alice saves the group's
/// tray `combat`; Bob posts it. The posted tray's message, and how many messages were sent.
async fn group_tray(t: &Running) -> (Call, usize) {
    t.fake.set_member(GROUP, ALICE, "administrator");
    let says = [
        (ALICE, "Alice", "/alias set str 3"),
        (BOB, "Bob", "/alias set str 5"),
        (
            ALICE,
            "Alice",
            "/tray chat new combat Attack=1d1+[str]; Damage=1d1+10",
        ),
        (BOB, "Bob", "/tray post combat"),
    ];
    said_in_group(t, 1, 0, &says).await;
    let sent = t.fake.calls("sendMessage");
    assert!(
        text_of(&sent[2]).contains("Saved the tray combat"),
        "{}",
        text_of(&sent[2])
    );
    (sent[3].clone(), sent.len())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_tray_keyboard_rolls_for_each_presser() {
    let t = Running::polling().await;
    let (tray, n) = group_tray(&t).await;
    assert!(text_of(&tray).contains("Tray combat"), "{}", text_of(&tray));
    let keys = keyboard_of(&tray);
    assert_eq!(keys.len(), 1);
    assert_eq!(keys[0].len(), 2);
    let attack = keys[0][0].clone();
    assert!(
        attack.starts_with("tray:") && attack.len() <= 64,
        "{attack}"
    );
    let message = tray.body["message_id"].as_i64().unwrap_or(4);
    t.fake.push(chat_button(
        "p1",
        user(ALICE, "Alice"),
        GROUP,
        message,
        &attack,
    ));
    t.fake
        .push(chat_button("p2", user(BOB, "Bob"), GROUP, message, &attack));
    let sent = t.fake.wait_for("sendMessage", n + 2).await;
    let mut rolls: Vec<String> = sent[n..].iter().map(text_of).collect();
    rolls.sort();
    // Each with the presser's own `str`: 1 + 3 for Alice, 1 + 5 for Bob.
    assert!(rolls[0].starts_with("Alice rolls\nAttack:"), "{}", rolls[0]);
    assert!(rolls[0].contains("= <b>4</b>"), "{}", rolls[0]);
    assert!(rolls[1].starts_with("Bob rolls\nAttack:"), "{}", rolls[1]);
    assert!(rolls[1].contains("= <b>6</b>"), "{}", rolls[1]);
    assert_eq!(logged_rolls(&t.bot, ALICE).await, 1);
    assert_eq!(logged_rolls(&t.bot, BOB).await, 1);

    // A bigger tray: rows of five.
    let rolls: Vec<String> = (1..=12).map(|i| format!("R{i}=1d{i}")).collect();
    let new = format!("/tray new big {}", rolls.join("; "));
    t.fake.push(text_message(9, GROUP, user(BOB, "Bob"), &new));
    t.fake
        .push(text_message(10, GROUP, user(BOB, "Bob"), "/tray post big"));
    let sent = t.fake.wait_for("sendMessage", n + 4).await;
    let rows: Vec<usize> = keyboard_of(&sent[n + 3]).iter().map(Vec::len).collect();
    assert_eq!(rows, [5, 5, 2]);
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tray_presses_keep_the_chats_pace_and_none_is_lost() {
    let t = Running::polling().await;
    let (tray, n) = group_tray(&t).await;
    let damage = keyboard_of(&tray)[0][1].clone();
    let message = tray.body["message_id"].as_i64().unwrap_or(4);
    // From now on the fake refuses messages sent faster than a chat allows; six presses
    // come at once.
    t.fake.keep_pace();
    for i in 0..6 {
        let (id, name) = if i % 2 == 0 {
            (ALICE, "Alice")
        } else {
            (BOB, "Bob")
        };
        t.fake.push(chat_button(
            &format!("q{i}"),
            user(id, name),
            GROUP,
            message,
            &damage,
        ));
    }
    t.fake.wait_for("sendMessage", n + 6).await;
    settle().await;
    let calls = t.fake.calls("sendMessage");
    let answered: Vec<&Call> = calls[n..].iter().filter(|c| c.status == 200).collect();
    // Every press answered once, each a roll of its own.
    assert_eq!(answered.len(), 6, "{:?}", t.fake.methods());
    let ids: std::collections::HashSet<String> = answered
        .iter()
        .map(|c| polyroll_testkit::roll_id(&text_of(c)))
        .collect();
    assert_eq!(ids.len(), 6);
    assert_eq!(logged_rolls(&t.bot, ALICE).await, 3);
    assert_eq!(logged_rolls(&t.bot, BOB).await, 3);
    // Sent at the chat's pace: the fake refused none of them as too fast.
    let refused = t
        .fake
        .calls("sendMessage")
        .iter()
        .filter(|c| c.status == 429)
        .count();
    assert_eq!(refused, 0);
    t.stop().await;
}

/// In a group, only administrators change the chat's trays (the refusal names trays), and
/// a press on a tray deleted since is told to the presser alone, in an alert: the group
/// gets no message, and nothing rolls.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_group_tray_is_told_to_the_presser_alone() {
    let t = Running::polling().await;
    let (tray, n) = group_tray(&t).await;
    let attack = keyboard_of(&tray)[0][0].clone();
    let message = tray.body["message_id"].as_i64().unwrap_or(4);
    let says = [
        (BOB, "Bob", "/tray chat delete combat"),
        (ALICE, "Alice", "/tray chat from system blades"),
        (ALICE, "Alice", "/tray chat delete combat"),
    ];
    said_in_group(&t, 20, n, &says).await;
    let sent = t.fake.calls("sendMessage");
    let refusal = t.bot.say(&alice_request(""), "tray-not-admin", &[]);
    assert_eq!(text_of(&sent[n]), refusal);
    assert!(refusal.contains("trays"), "{refusal}");
    assert!(
        text_of(&sent[n + 1]).contains("Saved the tray blades"),
        "{}",
        text_of(&sent[n + 1])
    );
    assert_eq!(text_of(&sent[n + 2]), "Deleted the tray combat.");

    t.fake
        .push(chat_button("g1", user(BOB, "Bob"), GROUP, message, &attack));
    let answers = t.fake.wait_for("answerCallbackQuery", 1).await;
    assert_eq!(answers[0].body["callback_query_id"], "g1");
    assert_eq!(answers[0].body["show_alert"], true);
    let alert = answers[0].body["text"].as_str().unwrap_or_default();
    assert_eq!(alert, t.bot.say(&alice_request(""), "tray-gone", &[]));
    settle().await;
    assert_eq!(
        t.fake.calls("sendMessage").len(),
        n + 3,
        "{:?}",
        t.fake.methods()
    );
    assert_eq!(logged_rolls(&t.bot, BOB).await, 0);
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_inline_tray_rolls_in_place_for_each_presser() {
    let t = Running::polling().await;
    let says = [
        (ALICE, "Alice", "/alias set str 3"),
        (BOB, "Bob", "/alias set str 5"),
        (ALICE, "Alice", "/tray new mine Hit=1d1+[str]; Big=1d1+100"),
    ];
    for (i, (id, name, text)) in says.into_iter().enumerate() {
        t.fake
            .push(text_message(i as i64 + 1, id, user(id, name), text));
        t.fake.wait_for("sendMessage", i + 1).await;
    }
    t.fake
        .push(inline_query("q1", user(ALICE, "Alice"), "tray mine"));
    let answers = t.fake.wait_for("answerInlineQuery", 1).await;
    let result = &answers[0].body["results"][0];
    assert_eq!(answers[0].body["cache_time"], 0);
    let id = result["id"].as_str().unwrap().to_string();
    let content = result["input_message_content"]["message_text"]
        .as_str()
        .unwrap();
    assert!(content.contains("Tray mine"), "{result}");
    let hit = result["reply_markup"]["inline_keyboard"][0][0]["callback_data"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(hit.starts_with("tray:"), "{hit}");
    // Sending it rolls nothing.
    t.fake.push(chosen_inline_result(
        &id,
        user(ALICE, "Alice"),
        "tray mine",
        "IM-T",
    ));
    settle().await;
    assert!(t.fake.calls("editMessageText").is_empty());

    // Bob presses Hit: his roll, with his `str`, in the message, under the tray.
    t.fake
        .push(inline_button("c1", user(BOB, "Bob"), "IM-T", &hit));
    let edits = t.fake.wait_for("editMessageText", 1).await;
    let text = text_of(&edits[0]);
    assert!(text.starts_with("Tray mine"), "{text}");
    assert!(text.contains("Bob — Hit:"), "{text}");
    assert!(text.contains("= <b>6</b>"), "{text}");
    assert_eq!(edits[0].body["inline_message_id"], "IM-T");
    assert_eq!(
        edits[0].body["reply_markup"]["inline_keyboard"][0][0]["callback_data"],
        hit.as_str()
    );
    assert_eq!(logged_rolls(&t.bot, BOB).await, 1);

    // Deleted, the tray says so to the presser alone, and nothing rolls.
    t.fake.push(text_message(
        9,
        ALICE,
        user(ALICE, "Alice"),
        "/tray delete mine",
    ));
    t.fake.wait_for("sendMessage", 4).await;
    t.fake
        .push(inline_button("c2", user(ALICE, "Alice"), "IM-T", &hit));
    let answers = t.fake.wait_for("answerCallbackQuery", 2).await;
    assert_eq!(answers[1].body["show_alert"], true);
    assert!(
        answers[1].body["text"]
            .as_str()
            .unwrap_or_default()
            .contains("deleted or changed"),
        "{:?}",
        answers[1].body
    );
    settle().await;
    assert_eq!(t.fake.calls("editMessageText").len(), 1);
    assert_eq!(logged_rolls(&t.bot, ALICE).await, 0);
    t.stop().await;
}

/// The callback data of a sent message's buttons, row by row.
fn keys(call: &Call) -> Vec<Vec<(String, String)>> {
    call.body["reply_markup"]["inline_keyboard"]
        .as_array()
        .map(|rows| {
            rows.iter()
                .map(|row| {
                    row.as_array()
                        .unwrap()
                        .iter()
                        .map(|b| {
                            let data = b["callback_data"].as_str().unwrap().to_string();
                            assert!(data.len() <= 64, "{data}");
                            (b["text"].as_str().unwrap().to_string(), data)
                        })
                        .collect()
                })
                .collect()
        })
        .unwrap_or_default()
}

/// A logged roll by the id in a reply's text.
async fn logged_by_text(bot: &Bot, text: &str) -> polyroll_store::RollRecord {
    let id = polyroll_testkit::roll_id(text);
    let id = polyroll_bot::RollId::parse(&id).expect("an id");
    bot.store()
        .expect("a store")
        .roll_by_shown(id)
        .await
        .expect("store")
        .expect("logged")
}

/// "Reroll…" in a group: the roller's toggles take the place of the message's buttons
/// (✓ on the dice to keep), "Reroll the rest" sends the reroll as a new message; anyone
/// else, and a second reroll, hear so in an alert and nothing is sent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reroll_toggles_in_a_group_for_the_roller_alone() {
    let t = Running::polling().await;
    t.fake
        .push(text_message(1, GROUP, user(ALICE, "Alice"), "/roll 4d6kh3"));
    let sent = t.fake.wait_for("sendMessage", 1).await;
    let first = logged_by_text(&t.bot, &text_of(&sent[0])).await;
    let id = first.shown.to_string();
    let dice = faces(&first.fair.as_ref().expect("fair").faces);
    let row = &keys(&sent[0])[0];
    assert_eq!(row[0].1, format!("again:{id}"));
    assert_eq!(row[1], ("Reroll…".to_string(), format!("pick:{id}:0")));

    // Bob opens Alice's picker: an alert, nothing edited.
    t.fake.push(chat_button(
        "cb1",
        user(BOB, "Bob"),
        GROUP,
        2,
        &format!("pick:{id}:0"),
    ));
    let answers = t.fake.wait_for("answerCallbackQuery", 1).await;
    assert_eq!(
        answers[0].body["text"],
        format!("Only the one who rolled #{id} can reroll it.")
    );
    assert_eq!(answers[0].body["show_alert"], true);

    // Alice opens it, then marks dice 1 and 3.
    t.fake.push(chat_button(
        "cb2",
        user(ALICE, "Alice"),
        GROUP,
        2,
        &format!("pick:{id}:0"),
    ));
    let edits = t.fake.wait_for("editMessageReplyMarkup", 1).await;
    assert_eq!(edits[0].body["message_id"], 2);
    let toggles: Vec<(String, String)> = keys(&edits[0]).concat();
    assert_eq!(toggles.len(), 5, "{toggles:?}");
    assert_eq!(toggles[0], (dice[0].to_string(), format!("pick:{id}:1")));
    assert_eq!(toggles[4].1, format!("hold:{id}:0"));
    let answers = t.fake.wait_for("answerCallbackQuery", 2).await;
    assert_eq!(answers[1].body["show_alert"], false, "a passing note");
    t.fake.push(chat_button(
        "cb3",
        user(ALICE, "Alice"),
        GROUP,
        2,
        &format!("pick:{id}:5"),
    ));
    let edits = t.fake.wait_for("editMessageReplyMarkup", 2).await;
    let toggles: Vec<(String, String)> = keys(&edits[1]).concat();
    assert_eq!(toggles[0].0, format!("✓ {}", dice[0]));
    assert_eq!(toggles[1].0, dice[1].to_string());
    assert_eq!(toggles[2].0, format!("✓ {}", dice[2]));
    assert_eq!(
        toggles[4],
        ("Reroll the rest".to_string(), format!("hold:{id}:5"))
    );

    // "Reroll the rest": dice 2 and 4 from the press's own fair stream.
    t.fake.push(chat_button(
        "cb4",
        user(ALICE, "Alice"),
        GROUP,
        2,
        &format!("hold:{id}:5"),
    ));
    let sent = t.fake.wait_for("sendMessage", 2).await;
    let text = text_of(&sent[1]);
    assert!(
        text.contains(&format!("Reroll of #{id}, keeping dice 1, 3:\n")),
        "{text}"
    );
    let second = logged_by_text(&t.bot, &text).await;
    let fair = second.fair.as_ref().expect("fair");
    assert!(fair.request.starts_with("telegram:update:"), "{fair:?}");
    let fresh = faces(&fair.faces);
    let mut now = [dice[0], fresh[0], dice[2], fresh[1]];
    now.sort_by(|a, b| b.total_cmp(a));
    assert_eq!(second.total, Some(now[..3].iter().sum()));
    // The first roll's toggles are spent: "Roll again" alone takes their place.
    let edits = t.fake.wait_for("editMessageReplyMarkup", 3).await;
    assert_eq!(edits[2].body["message_id"], 2);
    assert_eq!(
        keys(&edits[2]),
        [[("Roll again".to_string(), format!("again:{id}"))]]
    );

    // Once: the same button again is refused in an alert, and nothing more is sent.
    t.fake.push(chat_button(
        "cb5",
        user(ALICE, "Alice"),
        GROUP,
        2,
        &format!("hold:{id}:5"),
    ));
    let answers = t.fake.wait_for("answerCallbackQuery", 5).await;
    assert!(
        answers[4].body["text"]
            .as_str()
            .unwrap_or_default()
            .contains("already rerolled"),
        "{:?}",
        answers[4].body
    );
    settle().await;
    assert_eq!(t.fake.calls("sendMessage").len(), 2);

    // /verify of each names the other.
    t.fake.push(text_message(
        3,
        GROUP,
        user(BOB, "Bob"),
        &format!("/verify {id}"),
    ));
    t.fake.push(text_message(
        4,
        GROUP,
        user(BOB, "Bob"),
        &format!("/verify {}", second.shown),
    ));
    let sent = t.fake.wait_for("sendMessage", 4).await;
    let verified = format!("{}\n{}", text_of(&sent[2]), text_of(&sent[3]));
    assert!(
        verified.contains(&format!("Rerolled as #{}.", second.shown)),
        "{verified}"
    );
    assert!(
        verified.contains(&format!("A reroll of #{id} (hold), keeping dice 1, 3.")),
        "{verified}"
    );
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_year_zero_roll_is_pushed_from_its_button() {
    let t = Running::polling().await;
    t.fake.push(text_message(
        1,
        ALICE,
        user(ALICE, "Alice"),
        "/roll yz 3 2 1",
    ));
    let sent = t.fake.wait_for("sendMessage", 1).await;
    let first = logged_by_text(&t.bot, &text_of(&sent[0])).await;
    let id = first.shown.to_string();
    let row = &keys(&sent[0])[0];
    assert_eq!(row[2], ("Push".to_string(), format!("push:{id}")));
    let dice = faces(&first.fair.as_ref().expect("fair").faces);
    t.fake.push(chat_button(
        "cb1",
        user(ALICE, "Alice"),
        ALICE,
        2,
        &format!("push:{id}"),
    ));
    if dice.iter().enumerate().all(|(i, &f)| yz_321_stays(i, f)) {
        // Nothing to push (the dice fell that way): said in an alert.
        let answers = t.fake.wait_for("answerCallbackQuery", 1).await;
        assert!(answers[0].body["text"]
            .as_str()
            .unwrap()
            .contains("nothing to reroll"));
        t.stop().await;
        return;
    }
    let sent = t.fake.wait_for("sendMessage", 2).await;
    let text = text_of(&sent[1]);
    assert!(text.contains(&format!("Push of #{id}:")), "{text}");
    let second = logged_by_text(&t.bot, &text).await;
    let fresh = faces(&second.fair.as_ref().expect("fair").faces);
    let now = yz_321_pushed(&dice, &fresh).expect("a fresh face for each die pushed");
    let successes = now.iter().filter(|&&f| f == 6.0).count();
    assert_eq!(second.total, Some(successes as f64), "{text}");
    // Pushed, the first roll keeps "Roll again" only: no Reroll… or Push left to press.
    let edits = t.fake.wait_for("editMessageReplyMarkup", 1).await;
    assert_eq!(edits[0].body["message_id"], 2);
    assert_eq!(
        keys(&edits[0]),
        [[("Roll again".to_string(), format!("again:{id}"))]]
    );
    t.stop().await;
}

/// The fair dice of a message are keyed by its update's `update_id`, and an inline roll's
/// by its `inline_message_id`: ids Telegram assigns, never ones the bot picks.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fair_dice_are_keyed_by_the_ids_telegram_assigns() {
    let t = Running::polling().await;
    // The fake numbers the updates it queues from 1, as Telegram numbers them.
    t.fake
        .push(text_message(1, GROUP, user(ALICE, "Alice"), "/roll 2d20"));
    let sent = t.fake.wait_for("sendMessage", 1).await;
    let message = logged_by_text(&t.bot, &text_of(&sent[0])).await;
    let fair = message.fair.as_ref().expect("fair");
    assert_eq!(fair.request, "telegram:update:1");

    let ticket = ticket_for(&t, "q1", "4d6kh3").await;
    t.fake.push(chosen_inline_result(
        &ticket,
        user(ALICE, "Alice"),
        "4d6kh3",
        "IM-7",
    ));
    t.fake.wait_for("editMessageText", 1).await;
    let rolls = t
        .bot
        .store()
        .expect("a store")
        .history("telegram", &ALICE.to_string(), 10)
        .await
        .expect("history");
    let inline = rolls
        .iter()
        .find(|r| r.place == polyroll_store::Place::Inline)
        .expect("the inline roll");
    let fair = inline.fair.as_ref().expect("fair");
    assert_eq!(fair.request, "telegram:inline:IM-7");
    t.stop().await;
}
