//! The session log (`/log`, `/l/{token}`) as a chat administrator and a browser use it: the
//! link goes to the administrator alone, its page shows the chat's rolls made in the open
//! and nothing of other chats or secret rolls, its fairness view counts faces exactly, and
//! an expired, revoked or unknown link answers like an unknown roll page.

mod common;

use std::sync::Arc;

use common::{get, serve};
use polyroll_bot::{Bot, Chat, Request};
use polyroll_store::{unix_now, FairRoll, NewLink, NewRoll, Place};

const PUBLIC: &str = "https://dice.example.org";

async fn bot() -> Arc<Bot> {
    common::bot_with(&[("POLYROLL_PUBLIC_URL", &format!("{PUBLIC}/"))]).await
}

/// `text` from `user` in Telegram group `chat`.
fn req(chat: &str, user: &str, admin: bool, text: &str) -> Request {
    common::telegram(chat, user, admin, text)
}

/// The page path in a `/log` reply.
fn link_path(text: &str) -> String {
    let at = text
        .find(PUBLIC)
        .unwrap_or_else(|| panic!("no link in {text}"));
    let url = text[at..].split_whitespace().next().expect("a link");
    let path = url.trim_start_matches(PUBLIC).to_string();
    assert!(path.starts_with("/l/"), "{path}");
    path
}

#[tokio::test]
async fn an_admins_link_shows_the_chats_open_rolls_and_nothing_else() {
    let bot = bot().await;
    let addr = serve(&bot).await;
    let mine = bot.handle(&req("-100", "alice", false, "1d20+3")).await;
    let mine = mine.roll_id.expect("logged").to_string();
    let also = bot.handle(&req("-100", "bob", false, "4d6kh3")).await;
    let also = also.roll_id.expect("logged").to_string();
    let secret = bot
        .roll_for_self_repeated(&req("-100", "alice", false, ""), "1d20", None, None)
        .await
        .roll_id
        .expect("logged")
        .to_string();
    let theirs = bot.handle(&req("-200", "carol", false, "1d20")).await;
    let theirs = theirs.roll_id.expect("logged").to_string();

    // A member who is no administrator gets no link.
    let refused = bot.handle(&req("-100", "alice", false, "/log")).await;
    assert!(
        refused.text.contains("Only the chat's administrators"),
        "{}",
        refused.text
    );
    assert!(!refused.text.contains("/l/") && !refused.direct);

    let made = bot.handle(&req("-100", "admin", true, "/log 6")).await;
    assert!(
        made.private && made.direct,
        "the link is for the admin alone"
    );
    assert!(made.text.contains("last 6 hours"), "{}", made.text);
    let path = link_path(&made.text);
    let (status, headers, page) = get(&addr, &path, "en").await;
    assert!(status.contains(" 200 "), "{status}: {page}");
    assert!(headers.contains("default-src 'none'"), "{headers}");
    assert!(headers.contains("no-store"), "{headers}");
    assert!(page.contains("<title>Session log</title>"), "{page}");
    for id in [&mine, &also] {
        assert!(
            page.contains(&format!("<a href=\"/r/{id}\">")),
            "{id}: {page}"
        );
    }
    for id in [&secret, &theirs] {
        assert!(!page.contains(id.as_str()), "{id}: {page}");
    }
    assert!(page.contains("<code>1d20+3</code>"), "{page}");
    // The summary: both players, a roll each; the chart is inline, nothing loaded.
    assert!(
        page.contains("<td>alice</td><td class=\"n\">1</td>"),
        "{page}"
    );
    assert!(
        page.contains("<td>bob</td><td class=\"n\">1</td>"),
        "{page}"
    );
    assert!(page.contains("<svg class=\"faces\""), "{page}");
    assert!(!page.contains("src=\"http"), "{page}");

    // Another chat's administrator sees only that chat's rolls.
    let other_path = link_path(&bot.handle(&req("-200", "dave", true, "/log")).await.text);
    let (_, _, other) = get(&addr, &other_path, "en").await;
    assert!(other.contains(theirs.as_str()), "{other}");
    for id in [&mine, &also, &secret] {
        assert!(!other.contains(id.as_str()), "{id}: {other}");
    }

    // Revoked: the chat's links answer like an unknown roll page, the other chat's not.
    let unknown_roll = get(&addr, "/r/zzzzzzzzzzzz", "en").await;
    assert!(unknown_roll.0.contains(" 404 "), "{unknown_roll:?}");
    let denied = bot
        .handle(&req("-100", "alice", false, "/log revoke"))
        .await;
    assert!(denied.text.contains("Only the chat's administrators"));
    assert_eq!(get(&addr, &path, "en").await.0, status);
    let revoked = bot.handle(&req("-100", "admin", true, "/log revoke")).await;
    assert!(
        revoked.text.contains("Closed 1 session log"),
        "{}",
        revoked.text
    );
    assert_eq!(get(&addr, &path, "en").await, unknown_roll);
    assert!(get(&addr, &other_path, "en").await.0.contains(" 200 "));
    for path in [
        "/l/0000000000000000000000000a",
        "/l/short",
        "/l/%3Cscript%3E",
    ] {
        assert_eq!(get(&addr, path, "en").await, unknown_roll, "{path}");
    }
}

#[tokio::test]
async fn an_expired_link_answers_like_an_unknown_one() {
    let bot = bot().await;
    let addr = serve(&bot).await;
    let store = bot.store().expect("a store");
    let now = unix_now();
    let link = |expires_at| NewLink {
        platform: "telegram".into(),
        chat: "-100".into(),
        channel: "-100".into(),
        created_by: "id-admin".into(),
        starts_at: now - 3_600,
        ends_at: now,
        expires_at,
    };
    let open = store
        .create_session_link(&link(now + 60), now - 100)
        .await
        .expect("made");
    let expired = store
        .create_session_link(&link(now - 1), now - 100)
        .await
        .expect("made");
    let unknown_roll = get(&addr, "/r/zzzzzzzzzzzz", "fr").await;
    assert!(get(&addr, &format!("/l/{open}"), "fr")
        .await
        .0
        .contains(" 200 "));
    assert_eq!(
        get(&addr, &format!("/l/{expired}"), "fr").await,
        unknown_roll
    );
}

#[tokio::test]
async fn where_and_how_log_is_refused() {
    let bot = bot().await;
    // A private chat with the bot: its rolls are private, so they have no page.
    let private = Request {
        chat: Some(Chat {
            id: "id-alice".into(),
            channel: "id-alice".into(),
            admin: true,
            gm: false,
        }),
        ..req("-", "alice", true, "/log")
    };
    let reply = bot.handle(&private).await;
    assert!(reply.text.contains("in a group"), "{}", reply.text);
    for (text, want) in [
        ("/log 0", "1 to 168 hours"),
        ("/log 169", "1 to 168 hours"),
        ("/log soon", "Usage: /log"),
    ] {
        let reply = bot.handle(&req("-100", "admin", true, text)).await;
        assert!(reply.text.contains(want), "{text}: {}", reply.text);
        assert!(!reply.direct);
    }
    // Without a public address there is no page to link.
    let offline = Bot::start(&common::config(&[])).await.expect("bot");
    let reply = offline.handle(&req("-100", "admin", true, "/log")).await;
    assert!(reply.text.contains("serves no pages"), "{}", reply.text);
}

/// A logged roll of `count` dice of `sides` with these faces, in chat -300.
fn known_roll(sides: u32, faces: &[u32]) -> NewRoll {
    let text: Vec<String> = faces.iter().map(u32::to_string).collect();
    NewRoll {
        platform: "telegram".into(),
        user: "id-erin".into(),
        user_name: Some("erin".into()),
        chat: Some("-300".into()),
        channel: Some("-300".into()),
        place: Place::Chat,
        input: format!("{}d{sides}", faces.len()),
        canonical: format!("{}d{sides}", faces.len()),
        dialect: "standard".into(),
        result: "logged".into(),
        fair: Some(FairRoll {
            period: 0,
            request: "telegram:update:1".into(),
            player: String::new(),
            dice: vec![format!("d{sides}"); faces.len()].join(" "),
            faces: text.join(" "),
        }),
        ..NewRoll::default()
    }
}

#[tokio::test]
async fn the_fairness_view_counts_known_faces_exactly() {
    let bot = bot().await;
    let addr = serve(&bot).await;
    let store = bot.store().expect("a store");
    // 60 faces of a d6: 5, 8, 9, 8, 10 and 20 of faces 1 to 6, over three rolls.
    let mut d6 = Vec::new();
    for (face, times) in [(1, 5), (2, 8), (3, 9), (4, 8), (5, 10), (6, 20)] {
        d6.extend(std::iter::repeat_n(face, times));
    }
    for part in d6.chunks(20) {
        store.log_roll(&known_roll(6, part)).await.expect("logged");
    }
    // 100 d20s, five of each face: as even as can be. Then 40 d8s: too few for a test.
    let d20: Vec<u32> = (0..100).map(|i| i % 20 + 1).collect();
    store.log_roll(&known_roll(20, &d20)).await.expect("logged");
    let d8: Vec<u32> = (0..39).map(|i| i % 8 + 1).collect();
    store.log_roll(&known_roll(8, &d8)).await.expect("logged");

    let made = bot.handle(&req("-300", "admin", true, "/log")).await;
    let path = link_path(&made.text);
    let (status, _, page) = get(&addr, &path, "en").await;
    assert!(status.contains(" 200 "), "{status}");
    // Σ (O − E)² / E = (25 + 4 + 1 + 4 + 0 + 100) / 10 with 5 degrees of freedom.
    assert!(
        page.contains(
            "Expected 10.0 of each face. Chi-square 13.40 with 5 degrees of freedom: p = 0.0199."
        ),
        "{page}"
    );
    assert!(
        page.contains(
            "Expected 5.0 of each face. Chi-square 0.00 with 19 degrees of freedom: p = 1.0000."
        ),
        "{page}"
    );
    assert!(
        page.contains("d6: 60 rolled") && page.contains("d20: 100 rolled"),
        "{page}"
    );
    // 39 d8s expect under five of each face: no test of them at all.
    assert!(!page.contains("d8: 39 rolled"), "{page}");
    // erin: 5 rolls, 199 dice; her d20s average 10.5, five 20s, five 1s.
    assert!(
        page.contains("<td>erin</td><td class=\"n\">5</td><td class=\"n\">199</td><td class=\"n\">10.5</td><td class=\"n\">5</td><td class=\"n\">5</td>"),
        "{page}"
    );
    // The counts behind the bars, and the chart's bars.
    assert!(
        page.contains("<tr><td>6</td><td class=\"n\">20</td></tr>"),
        "{page}"
    );
    assert!(page.contains("<title>6: 20</title>"), "{page}");

    // In Russian and French, decimal commas.
    let (_, _, ru) = get(&addr, &path, "ru-RU,ru;q=0.9").await;
    assert!(
        ru.contains("Журнал сессии") && ru.contains("Хи-квадрат 13,40"),
        "{ru}"
    );
    let (_, _, fr) = get(&addr, &path, "fr").await;
    assert!(
        fr.contains("Khi-deux 13,40 à 5 degrés de liberté : p = 0,0199"),
        "{fr}"
    );
}

#[tokio::test]
async fn a_page_shows_and_counts_the_newest_thousand_rolls_at_most() {
    let bot = bot().await;
    let addr = serve(&bot).await;
    let store = bot.store().expect("a store");
    let mut oldest = known_roll(20, &[1]);
    oldest.input = "1d20 # the oldest".into();
    store.log_roll(&oldest).await.expect("logged");
    for i in 0..1_000 {
        store
            .log_roll(&known_roll(20, &[i % 20 + 1]))
            .await
            .expect("logged");
    }
    let path = link_path(&bot.handle(&req("-300", "admin", true, "/log")).await.text);
    let (status, _, page) = get(&addr, &path, "en").await;
    assert!(status.contains(" 200 "), "{status}");
    assert!(
        page.contains("Only the newest 1000 are shown and counted."),
        "{page}"
    );
    assert!(page.contains("UTC: 1000. This link works"), "{page}");
    assert!(!page.contains("the oldest"), "{page}");
    // Counted as listed: fifty of each face, the oldest roll's 1 left out.
    assert!(page.contains("d20: 1000 rolled"), "{page}");
    assert!(
        page.contains("Expected 50.0 of each face. Chi-square 0.00"),
        "{page}"
    );
    assert_eq!(page.matches("<a href=\"/r/").count(), 1_000);
    // Its size, for the bound docs/operations.md gives (rolls of many dice make more).
    eprintln!("a session log of 1,000 rolls: {} bytes", page.len());
    assert!(page.len() < 1024 * 1024, "{} bytes", page.len());
}
