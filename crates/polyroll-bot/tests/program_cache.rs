//! The program cache as users meet it: a formula rolled again is not parsed again, and the
//! aliases it reads are read anew on every roll, so changing one takes effect at once.

use std::collections::HashMap;

mod common;

use common::request;
use polyroll_bot::{Bot, Config};

async fn bot(cache: &str) -> Bot {
    let vars = HashMap::from([
        ("DATABASE_URL".to_string(), "sqlite::memory:".to_string()),
        ("POLYROLL_PROGRAM_CACHE".to_string(), cache.to_string()),
    ]);
    Bot::start(&Config::from_vars(&vars).expect("config"))
        .await
        .expect("bot")
}

/// The cache's count of `result` (hit or miss) so far.
fn lookups(bot: &Bot, result: &str) -> u64 {
    let text = bot.metrics().render();
    let prefix = format!("polyroll_program_cache_total{{result=\"{result}\"}} ");
    text.lines()
        .find_map(|l| l.strip_prefix(&prefix))
        .map_or(0, |n| n.trim().parse().expect("a count"))
}

async fn say(bot: &Bot, text: &str) -> String {
    bot.handle(&request(text)).await.text
}

#[tokio::test]
async fn a_changed_alias_counts_at_the_next_roll_of_a_cached_formula() {
    let bot = bot("1024").await;
    assert!(say(&bot, "/alias set str 3").await.contains("Saved"));
    let first = say(&bot, "/roll 1d1+[str]").await;
    assert!(first.contains("= 4"), "{first}");

    assert!(say(&bot, "/alias set str 10").await.contains("Replaced"));
    let hits = lookups(&bot, "hit");
    let misses = lookups(&bot, "miss");
    let second = say(&bot, "/roll 1d1+[str]").await;
    assert!(second.contains("= 11"), "the new value of str: {second}");
    assert!(
        lookups(&bot, "hit") > hits,
        "the formula came from the cache"
    );
    // Only str's new body is new text (read for the aliases it reads in turn).
    assert_eq!(
        lookups(&bot, "miss"),
        misses + 1,
        "the formula was not parsed again"
    );
}

#[tokio::test]
async fn an_alias_rolls_from_the_cache_too() {
    let bot = bot("1024").await;
    assert!(say(&bot, "/alias set atk 1d1+4").await.contains("Saved"));
    assert!(say(&bot, "/roll atk").await.contains("= 5"));
    let misses = lookups(&bot, "miss");
    let again = say(&bot, "/roll atk").await;
    assert!(again.contains("= 5"), "{again}");
    assert_eq!(lookups(&bot, "miss"), misses, "nothing was parsed again");
    // The alias's body changes: its new text is parsed, and rolled.
    assert!(say(&bot, "/alias set atk 1d1+7").await.contains("Replaced"));
    let changed = say(&bot, "/roll atk").await;
    assert!(changed.contains("= 8"), "{changed}");
}

#[tokio::test]
async fn a_small_cache_evicts_and_still_rolls_right() {
    let bot = bot("1").await;
    for _ in 0..2 {
        for (formula, total) in [("1d1+1", "= 2"), ("1d1+2", "= 3")] {
            let reply = say(&bot, &format!("/roll {formula}")).await;
            assert!(reply.contains(total), "{reply}");
        }
    }
    // With one place, each formula pushed the other out: every roll parsed its own.
    assert_eq!(lookups(&bot, "miss"), 4);
    let reply = say(&bot, "/roll 1d1+2").await;
    assert!(reply.contains("= 3"), "{reply}");
    assert_eq!(lookups(&bot, "miss"), 4, "the last one is kept");
}
