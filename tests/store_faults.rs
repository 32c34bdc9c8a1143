//! PostgreSQL failing under a running console: the way to it cut, and separately stalled
//! (connections accepted, nothing answered), by a proxy inside the test. Rolls without
//! aliases keep coming while the store stays down, alias rolls and alias changes say
//! clearly that aliases are unavailable, nothing reported as logged is missing from the
//! log, and once the proxy is back everything works again without a restart.
//!
//! Nothing is timed: a stalled store never answers until the test lets it, so a reply
//! that arrives meanwhile is one that did not wait for it (the console's reply wait only
//! guards against a hang).

mod common;

use common::{Console, FaultProxy, Link, PgDatabase};

/// The id in a reply's `(#id)`, if the bot says the roll was logged.
/// The roll id a reply shows, as the store keeps it (the drawn `public_id`).
fn logged_id(reply: &str) -> Option<i64> {
    let tail = reply.rsplit("(#").next()?;
    if tail.len() == reply.len() {
        return None;
    }
    match polyroll_bot::RollId::parse(tail.split(')').next()?)? {
        polyroll_bot::RollId::Drawn(value) => Some(value),
        polyroll_bot::RollId::Legacy(_) => None,
    }
}

#[test]
fn a_cut_or_stalled_postgres_never_stalls_the_bot() {
    let Some(db) = PgDatabase::create("polyroll_faults") else {
        return;
    };
    let proxy = FaultProxy::start(&polyroll_testkit::upstream(&db.url));
    let url = polyroll_testkit::through(&db.url, proxy.port);
    let dir = tempfile::tempdir().expect("temp dir");
    // The default answering deadline: what ends a roll's store call while the store is down.
    let mut console = Console::start(
        &url,
        dir.path(),
        &["--user", "me"],
        &[("POLYROLL_STORE_TIMEOUT_MS", "300")],
    );

    let mut claimed = Vec::new();
    let saved = console.say("/alias set str 3");
    assert!(saved.contains("Saved [str]"), "{saved}");
    let rolled = console.say("/roll 1d1+[str]");
    assert!(rolled.contains("= 4"), "{rolled}");
    claimed.extend(logged_id(&rolled));
    assert_eq!(claimed.len(), 1, "a healthy store logs: {rolled}");

    for fault in [Link::Cut, Link::Stalled] {
        proxy.set(fault);
        for i in 0..5 {
            let reply = console.say("1d1+100");
            assert!(reply.contains("= 101"), "{fault:?} roll {i}: {reply}");
            match logged_id(&reply) {
                Some(id) => claimed.push(id),
                None => assert!(reply.contains("not logged"), "{fault:?}: {reply}"),
            }
        }
        let alias_roll = console.say("/roll 1d1+[str]");
        assert!(
            alias_roll.contains("aliases are unavailable right now")
                && alias_roll.contains("error"),
            "{fault:?}: {alias_roll}"
        );
        let change = console.say("/alias set dex 2");
        assert!(
            change.contains("unavailable right now"),
            "{fault:?}: {change}"
        );
        for reply in [&alias_roll, &change] {
            let lower = reply.to_lowercase();
            assert!(
                !["sqlx", "postgres", "connection", "io error", "timed out"]
                    .iter()
                    .any(|w| lower.contains(w)),
                "database text reached the chat: {reply}"
            );
        }

        proxy.set(Link::Up);
        let back = console.say_until("/roll 1d1+[str]", "= 4", 300);
        let id = logged_id(&back);
        assert!(
            id.is_some(),
            "after {fault:?} the roll should be logged: {back}"
        );
        claimed.extend(id);
        let changed = console.say_until("/alias set dex 2", "[dex]", 50);
        assert!(!changed.contains("unavailable"), "{changed}");
        let deleted = console.say("/alias delete dex");
        assert!(!deleted.contains("unavailable"), "{deleted}");
    }

    let ids: Vec<String> = claimed.iter().map(i64::to_string).collect();
    let found = db.scalar(&format!(
        "SELECT COUNT(*) FROM rolls WHERE public_id IN ({})",
        ids.join(", ")
    ));
    assert_eq!(
        found,
        claimed.len() as i64,
        "rolls reported as logged: {claimed:?}"
    );
    let (status, stderr) = console.finish();
    assert!(status.success(), "{stderr}");
}
