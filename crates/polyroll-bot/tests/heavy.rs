//! One user flooding `/stats` cannot starve the others: beyond the per-user limit the
//! flood gets "busy", and every other user's roll is answered. Counted, never timed.

use std::collections::HashMap;
use std::sync::Arc;

use polyroll_bot::{Bot, Chat, Config, HeavyLimits, Locale, Platform, Request, User};

fn request(user: &str, text: &str) -> Request {
    Request {
        platform: Platform::Console,
        user: User {
            id: user.into(),
            name: user.into(),
        },
        chat: Some(Chat {
            id: "table".into(),
            admin: false,
            gm: false,
        }),
        locale: Locale::En,
        text: text.into(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stats_flood_gets_busy_replies_and_other_rolls_are_all_answered() {
    let vars = HashMap::from([("DATABASE_URL".to_string(), "sqlite::memory:".to_string())]);
    let config = Config::from_vars(&vars).expect("config");
    let mut bot = Bot::start(&config).await.expect("bot");
    let per_user = 2;
    bot.set_heavy_limits(HeavyLimits {
        global: 4,
        per_user,
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
