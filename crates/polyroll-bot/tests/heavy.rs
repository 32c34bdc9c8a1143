//! One user flooding `/stats` cannot starve the others: beyond the per-user limit the
//! flood gets "busy", and every other user's roll is answered. Counted, never timed.

mod common;

use std::sync::Arc;

use polyroll_bot::{Bot, Chat, HeavyLimits, Locale, Platform, Request, User};

fn request(user: &str, text: &str) -> Request {
    Request {
        platform: Platform::Console,
        user: User {
            id: user.into(),
            name: user.into(),
        },
        chat: Some(Chat {
            id: "table".into(),
            channel: "table".into(),
            admin: false,
            gm: false,
        }),
        locale: Locale::En,
        text: text.into(),
        request_id: None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stats_flood_gets_busy_replies_and_other_rolls_are_all_answered() {
    let config = common::config(&[]);
    let mut bot = Bot::start(&config).await.expect("bot");
    let per_user = 2;
    bot.set_heavy_limits(HeavyLimits {
        global: 4,
        per_user,
        // This counts refusals, not deadlines: a debug build on a busy machine may take
        // longer than the default ten seconds over the flood.
        stats_deadline: std::time::Duration::from_secs(600),
        ..HeavyLimits::default()
    });
    let bot = Arc::new(bot);
    let busy_text = "Busy with other work";

    let flood = 6;
    let mut stats = tokio::task::JoinSet::new();
    for _ in 0..flood {
        let bot = bot.clone();
        stats.spawn(async move {
            bot.handle(&request("flooder", "/stats 1000d1000kh500"))
                .await
                .text
        });
    }
    let mut rolls = tokio::task::JoinSet::new();
    for i in 0..20 {
        let bot = bot.clone();
        rolls.spawn(async move {
            bot.handle(&request(&format!("player{i}"), "/roll 1d20+5"))
                .await
                .text
        });
    }

    let mut answered = 0;
    while let Some(reply) = rolls.join_next().await {
        let reply = reply.expect("roll task");
        assert!(reply.contains("1d20+5") && reply.contains(" = "), "{reply}");
        answered += 1;
    }
    assert_eq!(answered, 20, "every other user's roll is answered");

    let (mut busy, mut done) = (0, 0);
    while let Some(reply) = stats.join_next().await {
        let reply = reply.expect("stats task");
        if reply.contains(busy_text) {
            busy += 1;
        } else {
            assert!(reply.contains("mean"), "{reply}");
            done += 1;
        }
    }
    assert!(done <= flood - busy);
    assert_eq!(
        busy,
        flood - per_user,
        "beyond {per_user} at once, the flooder is told to wait"
    );
    // Once the flood is over, the same user's statistics run again.
    let again = bot.handle(&request("flooder", "/stats 2d6")).await.text;
    assert!(again.contains("mean 7.00"), "{again}");
}

/// A bot on an in-memory store with `vars` in its settings and two heavy slots in all
/// (so one per user), statistics stopped after `stats_deadline`.
async fn small_bot(vars: &[(&str, &str)], stats_deadline: std::time::Duration) -> Arc<Bot> {
    let config = common::config(vars);
    let mut bot = Bot::start(&config).await.expect("bot");
    bot.set_heavy_limits(HeavyLimits {
        global: 2,
        per_user: 2,
        stats_deadline,
        ..HeavyLimits::default()
    });
    Arc::new(bot)
}

/// The five aliases of the fan-out report, saved straight into the store, as an alias book
/// saved before the save-time check existed (or saved from the top down, which no check at
/// save time can see through) would be: the roll-time check is what must hold.
async fn save_fan_out(bot: &Bot, user: &str) {
    let store = bot.store().expect("a store");
    let owner = polyroll_store::Owner::user("console", user);
    let std = polyroll_core::Dialect::Standard;
    store
        .set_alias(&owner, "l8", "1", std, None)
        .await
        .expect("saved");
    for (name, next) in [("l7", "l8"), ("l6", "l7"), ("l5", "l6"), ("l4", "l5")] {
        let formula = vec![format!("[{next}]"); 150].join("+");
        store
            .set_alias(&owner, name, &formula, std, None)
            .await
            .expect("saved");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_users_keystrokes_never_make_another_users_stats_busy() {
    let bot = small_bot(&[], std::time::Duration::from_secs(10)).await;
    save_fan_out(&bot, "typist").await;
    // The typist's keystrokes: hints of the fan-out, several at once, as autocomplete
    // asks while they type.
    let mut keystrokes = tokio::task::JoinSet::new();
    for partial in ["[l4]", "[l4]+1", "[l4]+1d6", "[l5]", "[l4]*2", "[l6]"] {
        let bot = bot.clone();
        keystrokes.spawn(async move { bot.hint(&request("typist", ""), partial).await });
    }
    let theirs = bot.handle(&request("player", "/stats 4d6kh3")).await.text;
    assert!(theirs.contains("mean 12.24"), "{theirs}");
    while let Some(hint) = keystrokes.join_next().await {
        let hint = hint.expect("hint task");
        // Refused at once for its size, or stale and dropped as busy; never a number.
        assert!(
            hint.contains("more than 10000 steps") || hint.contains("Busy"),
            "{hint}"
        );
    }
    // The roll of it is refused the same way, before it rolls.
    let roll = bot.handle(&request("typist", "/roll [l4]")).await.text;
    assert!(roll.contains("more than 10000 steps"), "{roll}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_with_long_statistics_holds_half_the_pool_and_is_stopped_at_the_deadline() {
    // Keeping half of 100,000 dice goes over the exactness budget, then each sampled roll
    // draws and sorts 100,000 dice: far longer than the three seconds they get here.
    let deadline = std::time::Duration::from_secs(3);
    let bot = small_bot(&[("POLYROLL_MAX_DICE", "100000")], deadline).await;
    let mut long = tokio::task::JoinSet::new();
    for _ in 0..2 {
        let bot = bot.clone();
        long.spawn(async move {
            bot.handle(&request("heavy", "/stats 100000d6kh50000"))
                .await
                .text
        });
    }
    // Give them time to start (an overlap, not a measurement: the other user's answer
    // below must not depend on it).
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let theirs = bot.handle(&request("player", "/stats 4d6kh3")).await.text;
    assert!(theirs.contains("mean 12.24"), "{theirs}");
    let mut replies = Vec::new();
    while let Some(reply) = long.join_next().await {
        replies.push(reply.expect("stats task"));
    }
    replies.sort();
    assert!(replies[0].contains("Busy"), "{replies:?}");
    assert!(
        replies[1].contains("took longer than 3 s and was stopped"),
        "{replies:?}"
    );
    // Stopped, the work frees its slot: the same user's statistics run again (the
    // bound only catches a hang).
    let mut again = String::new();
    for _ in 0..600 {
        again = bot.handle(&request("heavy", "/stats 2d6")).await.text;
        if !again.contains("Busy") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(again.contains("mean 7.00"), "{again}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutting_down_stops_statistics_in_progress_and_refuses_new_ones() {
    let bot = small_bot(
        &[("POLYROLL_MAX_DICE", "100000")],
        std::time::Duration::from_secs(600),
    )
    .await;
    let running = {
        let bot = bot.clone();
        tokio::spawn(async move {
            bot.handle(&request("heavy", "/stats 100000d6kh50000"))
                .await
                .text
        })
    };
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    bot.shutting_down();
    let stopped = running.await.expect("stats task");
    assert!(stopped.contains("restarting"), "{stopped}");
    let refused = bot.handle(&request("player", "/stats 2d6")).await.text;
    assert!(refused.contains("restarting"), "{refused}");
    let hint = bot.hint(&request("player", ""), "2d6").await;
    assert!(hint.contains("restarting"), "{hint}");
    // Rolls are still answered until the process ends.
    let roll = bot.handle(&request("player", "/roll 1d20+5")).await.text;
    assert!(roll.contains(" = "), "{roll}");
}
