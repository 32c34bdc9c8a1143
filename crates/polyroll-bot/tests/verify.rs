//! `/verify` through the shared handler, on SQLite and (with `POLYROLL_TEST_POSTGRES`) on
//! PostgreSQL: who may see which logged roll, and that another chat's roll answers exactly
//! like an id that was never logged.

use std::collections::HashMap;

use polyroll_bot::{Bot, Chat, Config, Locale, Platform, Reply, Request, User};

async fn bot(url: &str) -> Bot {
    let config = Config::from_vars(&HashMap::from([(
        "DATABASE_URL".to_string(),
        url.to_string(),
    )]))
    .expect("config");
    let bot = Bot::start(&config).await.expect("bot");
    assert!(bot.store().is_some(), "the store at {url} did not connect");
    bot
}

/// `user` typing `text` in `chat` (`None`: a private conversation); `gm` holds the chat's
/// GM role.
fn req(user: &str, chat: Option<&str>, gm: bool, text: &str) -> Request {
    Request {
        platform: Platform::Console,
        user: User {
            id: format!("id-{user}"),
            name: user.to_string(),
        },
        chat: chat.map(|id| Chat {
            id: id.to_string(),
            admin: false,
            gm,
        }),
        locale: Locale::En,
        text: text.to_string(),
    }
}

async fn say(bot: &Bot, user: &str, chat: Option<&str>, gm: bool, text: &str) -> String {
    bot.handle(&req(user, chat, gm, text)).await.text
}

fn rolled(reply: Reply) -> i64 {
    reply
        .roll_id
        .unwrap_or_else(|| panic!("not logged: {}", reply.text))
}

fn verify(id: i64) -> String {
    format!("/verify {id}")
}

async fn who_sees_what(url: String) {
    let bot = bot(&url).await;
    let (a, b) = (Some("chat-a"), Some("chat-b"));
    let mine = rolled(bot.handle(&req("alice", a, false, "1d1+1")).await);

    // The reply carries the id.
    let again = bot.handle(&req("alice", a, false, "1d1+1")).await;
    let again_id = again.roll_id.expect("logged");
    assert!(
        again.text.ends_with(&format!("(#{again_id})")),
        "{}",
        again.text
    );

    // Own roll, anywhere, and another member's in the same chat: everything.
    for (user, chat) in [("alice", a), ("bob", a), ("alice", b)] {
        let shown = say(&bot, user, chat, false, &verify(mine)).await;
        assert!(
            shown.starts_with(&format!("Roll #{mine} by alice (id id-alice), ")),
            "{shown}"
        );
        assert!(shown.contains(" UTC\n"), "{shown}");
        assert!(shown.contains("notation: standard"), "{shown}");
        assert!(shown.contains("Typed: 1d1+1"), "{shown}");
        assert!(shown.contains("1d1+1 [1] = 2"), "{shown}");
    }
    let here = say(&bot, "bob", a, false, &verify(mine)).await;
    assert!(here.contains("made in this chat"), "{here}");

    // Another chat's roll answers exactly like an id nobody ever rolled.
    let never = mine + 1_000_000;
    let unknown = say(&bot, "carol", b, false, &verify(never)).await;
    let foreign = say(&bot, "carol", b, false, &verify(mine)).await;
    assert_eq!(
        foreign,
        unknown.replace(&never.to_string(), &mine.to_string())
    );
    assert_eq!(
        foreign,
        format!("There is no roll #{mine} that you can see.")
    );

    // A private roll is the roller's alone.
    let private = rolled(bot.handle(&req("alice", None, false, "1d1")).await);
    let other = say(&bot, "bob", a, false, &verify(private)).await;
    assert!(other.starts_with("There is no roll"), "{other}");
    let own = say(&bot, "alice", None, false, &verify(private)).await;
    assert!(own.contains("made in a private chat"), "{own}");

    // A GM roll: a player of the chat learns it happened; a GM and the roller see the dice.
    let secret = rolled(
        bot.roll_for_gm(&req("alice", a, false, ""), "1d1+6", None)
            .await,
    );
    let player = say(&bot, "bob", a, false, &verify(secret)).await;
    assert!(player.contains("a secret roll for the GM"), "{player}");
    assert!(
        player.contains("shown only to the roller and the GMs"),
        "{player}"
    );
    assert!(
        !player.contains("1d1+6") && !player.contains("= 7"),
        "{player}"
    );
    for (user, gm) in [("dave", true), ("alice", false)] {
        let full = say(&bot, user, a, gm, &verify(secret)).await;
        assert!(full.contains("1d1+6 [1] = 7"), "{full}");
    }
    let elsewhere = say(&bot, "dave", b, true, &verify(secret)).await;
    assert!(elsewhere.starts_with("There is no roll"), "{elsewhere}");

    // An inline roll (Telegram does not say which chat it went to): public, like its message.
    let inline = bot
        .roll_once(
            &req("alice", None, false, ""),
            "1d1+3",
            &polyroll_testkit::unique("inline"),
        )
        .await;
    let inline = rolled(inline);
    let shown = say(&bot, "bob", a, false, &verify(inline)).await;
    assert!(
        shown.contains("made inline") && shown.contains("1d1+3 [1] = 4"),
        "{shown}"
    );

    // Not an id at all, and no id.
    let junk = say(&bot, "bob", a, false, "/verify abc").await;
    assert!(junk.starts_with("There is no roll"), "{junk}");
    let bare = say(&bot, "bob", a, false, "/verify").await;
    assert!(bare.starts_with("Usage: /verify"), "{bare}");
    bot.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn verify_on_sqlite() {
    polyroll_testkit::with_sqlite("polyroll_verify", who_sees_what).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn verify_on_postgres() {
    polyroll_testkit::with_postgres("polyroll_verify", who_sees_what).await;
}
