//! `/verify` through the shared handler, on SQLite and (with `POLYROLL_TEST_POSTGRES`) on
//! PostgreSQL: who may see which logged roll, and that another chat's roll answers exactly
//! like an id that was never logged.

mod common;

use polyroll_bot::{Bot, Chat, Locale, Platform, Reply, Request, RollId, User};

async fn bot(url: &str) -> Bot {
    let config = common::config(&[("DATABASE_URL", url)]);
    let bot = Bot::start(&config).await.expect("bot");
    assert!(bot.store().is_some(), "the store at {url} did not connect");
    bot
}

/// `user` typing `text` in `place` (`None`: a private conversation; else a server and one
/// of its channels); `gm` holds the server's GM role.
fn req(user: &str, place: Option<(&str, &str)>, gm: bool, text: &str) -> Request {
    Request {
        platform: Platform::Console,
        user: User {
            id: format!("id-{user}"),
            name: user.to_string(),
        },
        chat: place.map(|(server, channel)| Chat {
            id: server.to_string(),
            channel: channel.to_string(),
            admin: false,
            gm,
        }),
        locale: Locale::En,
        text: text.to_string(),
        request_id: None,
    }
}

type Place<'a> = Option<(&'a str, &'a str)>;

async fn say(bot: &Bot, user: &str, place: Place<'_>, gm: bool, text: &str) -> String {
    bot.handle(&req(user, place, gm, text)).await.text
}

fn rolled(reply: Reply) -> RollId {
    reply
        .roll_id
        .unwrap_or_else(|| panic!("not logged: {}", reply.text))
}

fn verify(id: RollId) -> String {
    format!("/verify {id}")
}

/// What someone who may not see roll `id` is told: exactly what an id never logged gets.
fn unknown(id: RollId) -> String {
    format!("There is no roll #{id} that you can see.")
}

async fn who_sees_what(url: String) {
    let bot = bot(&url).await;
    // Two channels of one server, and another server.
    let (a, a2, b) = (
        Some(("server-a", "channel-1")),
        Some(("server-a", "channel-2")),
        Some(("server-b", "channel-3")),
    );
    let mine = rolled(bot.handle(&req("alice", a, false, "1d1+1")).await);

    // The reply carries the id.
    let again = bot.handle(&req("alice", a, false, "1d1+1")).await;
    let again_id = again.roll_id.expect("logged");
    assert!(
        again.text.contains(&format!("  (#{again_id}) ⚖ ")),
        "{}",
        again.text
    );

    // Own roll, anywhere, and another member's in the same channel: everything.
    for (user, place) in [("alice", a), ("bob", a), ("alice", b), ("alice", a2)] {
        let shown = say(&bot, user, place, false, &verify(mine)).await;
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

    // Another channel of the same server, and another server: exactly like an id nobody
    // ever rolled.
    for place in [a2, b] {
        let foreign = say(&bot, "carol", place, false, &verify(mine)).await;
        assert_eq!(foreign, unknown(mine));
    }
    let never = RollId::parse("zzzzzzzzzzzz").expect("an id");
    assert_eq!(
        say(&bot, "carol", b, false, &verify(never)).await,
        unknown(never)
    );

    // A private roll is the roller's alone.
    let private = rolled(bot.handle(&req("alice", None, false, "1d1")).await);
    let other = say(&bot, "bob", a, false, &verify(private)).await;
    assert_eq!(other, unknown(private));
    let own = say(&bot, "alice", None, false, &verify(private)).await;
    assert!(own.contains("made in a private chat"), "{own}");

    // A secret roll (`secret: self`), made in the channel: its roller alone, even in the
    // channel; no "Roll again" under it.
    let secret_reply = bot
        .roll_for_self_repeated(&req("alice", a, false, ""), "1d1+8", None, None)
        .await;
    assert!(secret_reply.buttons.is_empty(), "{secret_reply:?}");
    let secret = rolled(secret_reply);
    for (user, gm) in [("bob", false), ("dave", true)] {
        let shown = say(&bot, user, a, gm, &verify(secret)).await;
        assert_eq!(shown, unknown(secret));
    }
    let own = say(&bot, "alice", b, false, &verify(secret)).await;
    assert!(
        own.contains("a secret roll only its roller saw") && own.contains("1d1+8 [1] = 9"),
        "{own}"
    );

    // A GM roll: the GMs of its server, from any of its channels, and the roller see the
    // dice; a player learns nothing, not even that it exists.
    let gm_roll = rolled(
        bot.roll_for_gm(&req("alice", a, false, ""), "1d1+6", None)
            .await,
    );
    let player = say(&bot, "bob", a, false, &verify(gm_roll)).await;
    assert_eq!(player, unknown(gm_roll));
    for (user, place, gm) in [("dave", a, true), ("dave", a2, true), ("alice", b, false)] {
        let full = say(&bot, user, place, gm, &verify(gm_roll)).await;
        assert!(full.contains("1d1+6 [1] = 7"), "{full}");
    }
    let elsewhere = say(&bot, "dave", b, true, &verify(gm_roll)).await;
    assert_eq!(elsewhere, unknown(gm_roll));

    // An inline roll (Telegram does not say which chat it went to): its roller's only.
    let inline = bot
        .roll_once(
            &req("alice", None, false, ""),
            "1d1+3",
            &polyroll_testkit::unique("inline"),
        )
        .await;
    let inline = rolled(inline);
    let stranger = say(&bot, "bob", a, false, &verify(inline)).await;
    assert_eq!(stranger, unknown(inline));
    let own = say(&bot, "alice", a, false, &verify(inline)).await;
    assert!(
        own.contains("made inline") && own.contains("1d1+3 [1] = 4"),
        "{own}"
    );

    // Not an id at all, and no id.
    let junk = say(&bot, "bob", a, false, "/verify abc").await;
    assert!(junk.starts_with("There is no roll"), "{junk}");
    let bare = say(&bot, "bob", a, false, "/verify").await;
    assert!(bare.starts_with("Usage: /verify"), "{bare}");
    bot.close().await;
}

/// Ids are drawn, not counted: consecutive rolls share no order, and the row numbers the
/// log keeps inside find nothing.
async fn ids_cannot_be_counted(url: String) {
    let bot = bot(&url).await;
    let here = Some(("server-a", "channel-1"));
    let mut ids = Vec::new();
    for _ in 0..20 {
        ids.push(rolled(bot.handle(&req("alice", here, false, "1d6")).await));
    }
    let distinct: std::collections::BTreeSet<String> = ids.iter().map(|i| i.to_string()).collect();
    assert_eq!(distinct.len(), ids.len());
    for id in &ids {
        assert!(matches!(id, RollId::Drawn(_)), "{id:?}");
        assert_eq!(id.to_string().len(), 12, "{id}");
    }
    // Sorted as drawn they are not: twenty in a row in order would be a 1 in 20! chance.
    let mut sorted = ids.clone();
    sorted.sort_by_key(|id| id.to_string());
    assert_ne!(sorted, ids);
    // The first rows' numbers, typed as the old ids were, reach none of these rolls.
    for number in 1..=20 {
        let shown = say(&bot, "alice", here, false, &format!("/verify {number}")).await;
        assert_eq!(
            shown,
            format!("There is no roll #{number} that you can see.")
        );
    }
    bot.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ids_on_sqlite() {
    polyroll_testkit::with_sqlite("polyroll_verify_ids", ids_cannot_be_counted).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ids_on_postgres() {
    polyroll_testkit::with_postgres("polyroll_verify_ids", ids_cannot_be_counted).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn verify_on_sqlite() {
    polyroll_testkit::with_sqlite("polyroll_verify", who_sees_what).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn verify_on_postgres() {
    polyroll_testkit::with_postgres("polyroll_verify", who_sees_what).await;
}
