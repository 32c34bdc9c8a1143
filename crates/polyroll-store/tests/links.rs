//! Session log links on both databases: a link opens its channel's rolls made in the open
//! and nothing else, until it expires or is revoked; the table keeps no token.

mod common;

use common::TestDb;
use polyroll_store::{unix_now, NewLink, NewRoll, Place, LINK_TOKEN_CHARS};

on_both_backends!(
    a_link_opens_its_channels_open_rolls_only,
    a_link_expires_and_revoking_closes_the_chats_links_only,
    the_table_keeps_no_token,
);

fn roll(chat: &str, channel: &str, place: Place, input: &str) -> NewRoll {
    NewRoll {
        platform: "discord".into(),
        user: "u1".into(),
        chat: Some(chat.into()),
        channel: Some(channel.into()),
        place,
        input: input.into(),
        canonical: input.into(),
        dialect: "standard".into(),
        result: input.into(),
        ..NewRoll::default()
    }
}

fn link(chat: &str, channel: &str, now: i64) -> NewLink {
    NewLink {
        platform: "discord".into(),
        chat: chat.into(),
        channel: channel.into(),
        created_by: "admin".into(),
        starts_at: now - 3_600,
        // Rolls logged while the test runs are inside.
        ends_at: now + 600,
        expires_at: now + 7 * 86_400,
    }
}

async fn a_link_opens_its_channels_open_rolls_only(db: TestDb) {
    let store = db.store().await;
    let now = unix_now();
    for (chat, channel, place, input) in [
        ("g1", "c1", Place::Chat, "1d20 first"),
        ("g1", "c1", Place::Secret, "1d20 secret"),
        ("g1", "c1", Place::Gm, "1d20 gm"),
        ("g1", "c1", Place::Private, "1d20 private"),
        ("g1", "c2", Place::Chat, "1d20 other channel"),
        ("g2", "c1", Place::Chat, "1d20 other server"),
        ("g1", "c1", Place::Inline, "1d20 inline"),
        ("g1", "c1", Place::Chat, "1d20 last"),
    ] {
        store
            .log_roll(&roll(chat, channel, place, input))
            .await
            .unwrap();
    }
    let token = store
        .create_session_link(&link("g1", "c1", now), now)
        .await
        .unwrap();
    assert_eq!(token.len(), LINK_TOKEN_CHARS);
    let opened = store
        .session_link(&token, now)
        .await
        .unwrap()
        .expect("open");
    assert_eq!(
        (opened.chat.as_str(), opened.channel.as_str()),
        ("g1", "c1")
    );
    let shown: Vec<String> = store
        .session_rolls(&opened, 100)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.input)
        .collect();
    assert_eq!(shown, ["1d20 first", "1d20 inline", "1d20 last"]);
    // Over the limit: the newest, still oldest first.
    let newest: Vec<String> = store
        .session_rolls(&opened, 2)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.input)
        .collect();
    assert_eq!(newest, ["1d20 inline", "1d20 last"]);
    // A window that ended before the rolls shows none of them.
    let past = NewLink {
        starts_at: now - 7_200,
        ends_at: now - 3_600,
        ..link("g1", "c1", now)
    };
    let past = store.create_session_link(&past, now).await.unwrap();
    let past = store.session_link(&past, now).await.unwrap().expect("open");
    assert!(store.session_rolls(&past, 100).await.unwrap().is_empty());
}

async fn a_link_expires_and_revoking_closes_the_chats_links_only(db: TestDb) {
    let store = db.store().await;
    let now = unix_now();
    let mine = store
        .create_session_link(&link("g1", "c1", now), now)
        .await
        .unwrap();
    let theirs = store
        .create_session_link(&link("g2", "c9", now), now)
        .await
        .unwrap();
    let expires = now + 7 * 86_400;
    assert!(store
        .session_link(&mine, expires - 1)
        .await
        .unwrap()
        .is_some());
    assert!(store.session_link(&mine, expires).await.unwrap().is_none());
    // Unknown and malformed tokens read the same.
    let unknown = "0".repeat(LINK_TOKEN_CHARS);
    for token in [unknown.as_str(), "short", "", "../../etc/passwd"] {
        assert!(store.session_link(token, now).await.unwrap().is_none());
    }
    // Revoking g1 leaves g2's link; revoking again finds nothing more.
    assert_eq!(
        store
            .revoke_session_links("discord", "g1", now)
            .await
            .unwrap(),
        1
    );
    assert!(store.session_link(&mine, now).await.unwrap().is_none());
    assert!(store.session_link(&theirs, now).await.unwrap().is_some());
    assert_eq!(
        store
            .revoke_session_links("discord", "g1", now)
            .await
            .unwrap(),
        0
    );
    // Another platform's chat of the same id is another chat.
    assert_eq!(
        store
            .revoke_session_links("telegram", "g2", now)
            .await
            .unwrap(),
        0
    );
    assert!(store.session_link(&theirs, now).await.unwrap().is_some());
}

async fn the_table_keeps_no_token(db: TestDb) {
    let store = db.store().await;
    let now = unix_now();
    let token = store
        .create_session_link(&link("g1", "c1", now), now)
        .await
        .unwrap();
    let again = store
        .create_session_link(&link("g1", "c1", now), now)
        .await
        .unwrap();
    assert_ne!(token, again);
    let found = db
        .number(&format!(
            "SELECT count(*) FROM session_links WHERE token_hash LIKE '%{token}%' \
             OR chat_id LIKE '%{token}%' OR created_by LIKE '%{token}%'"
        ))
        .await;
    assert_eq!(found, 0);
    assert_eq!(db.number("SELECT count(*) FROM session_links").await, 2);
}
