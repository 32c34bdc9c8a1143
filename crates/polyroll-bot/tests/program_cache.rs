//! The program cache as users meet it: a formula rolled again is not parsed again, the
//! aliases it reads are read anew on every roll, so changing one takes effect at once, and
//! however long the formulas, what it keeps stays within its byte budget.

use std::collections::HashMap;

mod common;

use common::request;
use polyroll_bot::{Bot, Config};

async fn bot(cache: &str) -> Bot {
    bot_with(&[("POLYROLL_PROGRAM_CACHE", cache)]).await
}

async fn bot_with(settings: &[(&str, &str)]) -> Bot {
    let mut vars = HashMap::from([("DATABASE_URL".to_string(), "sqlite::memory:".to_string())]);
    vars.extend(settings.iter().map(|(k, v)| (k.to_string(), v.to_string())));
    Bot::start(&Config::from_vars(&vars).expect("config"))
        .await
        .expect("bot")
}

/// A gauge of `/metrics` without labels.
fn gauge(bot: &Bot, name: &str) -> u64 {
    let text = bot.metrics().render();
    let prefix = format!("{name} ");
    text.lines()
        .find_map(|l| l.strip_prefix(&prefix))
        .map_or(0, |n| n.trim().parse().expect("a number"))
}

/// The programs the cache keeps, and their estimated bytes.
fn kept(bot: &Bot) -> (u64, u64) {
    (
        gauge(bot, "polyroll_program_cache_entries"),
        gauge(bot, "polyroll_program_cache_bytes"),
    )
}

/// A formula of about `len` characters, `1+1+…+n`, that totals `len / 2 + n`: a
/// different text for every `n`.
fn long_formula(len: usize, n: usize) -> (String, usize) {
    let ones = len / 2;
    (format!("{}{n}", "1+".repeat(ones)), ones + n)
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

/// `[str]` read by a formula: its body's program comes from the cache (rolled again, the
/// formula and the body are found kept, nothing is parsed), and an edited body — a new
/// text — rolls at the very next roll, a parameter's default included.
#[tokio::test]
async fn an_alias_read_by_name_rolls_its_new_formula_after_an_edit() {
    let bot = bot("1024").await;
    assert!(say(&bot, "/alias set str 1d1+2").await.contains("Saved"));
    assert!(say(&bot, "/roll 1d1+[str]").await.contains("= 4"));
    let (hits, misses) = (lookups(&bot, "hit"), lookups(&bot, "miss"));
    let again = say(&bot, "/roll 1d1+[str]").await;
    assert!(again.contains("= 4"), "{again}");
    assert_eq!(lookups(&bot, "miss"), misses, "nothing was parsed again");
    // The formula (for the names it reads, then to roll), str's body for the names it
    // reads, and str's body as the engine reads `[str]` (a parse without the cache: 3).
    assert_eq!(
        lookups(&bot, "hit"),
        hits + 4,
        "str's program came from the cache"
    );

    for (body, total) in [("1d1+5", "= 7"), ("1d1+%1=6%", "= 8"), ("1d1+5", "= 7")] {
        assert!(say(&bot, &format!("/alias set str {body}"))
            .await
            .contains("Replaced"));
        for _ in 0..2 {
            let reply = say(&bot, "/roll 1d1+[str]").await;
            assert!(reply.contains(total), "str = {body}: {reply}");
        }
    }
}

/// A chain of aliases (`[a]` reads `[b]`, which reads `[c]`): an edit anywhere in it counts
/// at the next roll, and a chain rolled again parses nothing.
#[tokio::test]
async fn an_edited_alias_in_a_chain_counts_at_the_next_roll() {
    let bot = bot("1024").await;
    for (name, body) in [("a", "[b]+1"), ("b", "[c]*2"), ("c", "1d1+1")] {
        assert!(say(&bot, &format!("/alias set {name} {body}"))
            .await
            .contains("Saved"));
    }
    assert!(say(&bot, "/roll [a]").await.contains("= 5"));
    for (name, body, total) in [
        ("c", "1d1+4", "= 11"),
        ("b", "[c]*3", "= 16"),
        ("a", "[b]-[c]", "= 10"),
    ] {
        assert!(say(&bot, &format!("/alias set {name} {body}"))
            .await
            .contains("Replaced"));
        let reply = say(&bot, "/roll [a]").await;
        assert!(reply.contains(total), "{name} = {body}: {reply}");
        let misses = lookups(&bot, "miss");
        let again = say(&bot, "/roll [a]").await;
        assert!(again.contains(total), "{name} = {body}: {again}");
        assert_eq!(lookups(&bot, "miss"), misses, "nothing was parsed again");
    }
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

/// 300 different formulas of the longest length allowed, rolled with the default settings:
/// the count bound (1024) would keep every one; the byte budget (16 MiB) keeps a few
/// dozen, the most recent, and every roll is still right.
#[tokio::test]
async fn long_formulas_stay_within_the_byte_budget() {
    let bot = bot_with(&[]).await;
    let budget = polyroll_bot::DEFAULT_PROGRAM_CACHE_BYTES as u64;
    let mut most = 0;
    for n in 0..300 {
        let (formula, total) = long_formula(996, n);
        let reply = say(&bot, &format!("/roll {formula}")).await;
        assert!(reply.contains(&format!("= {total}")), "{reply}");
        let (programs, bytes) = kept(&bot);
        assert!(bytes <= budget, "{bytes} bytes kept, over {budget}");
        most = most.max(programs);
    }
    assert_eq!(lookups(&bot, "miss"), 300, "each was parsed once");
    assert!(
        (16..=40).contains(&most),
        "{most} long formulas kept at most"
    );
    // The last one is among those kept.
    let (formula, total) = long_formula(996, 299);
    let reply = say(&bot, &format!("/roll {formula}")).await;
    assert!(reply.contains(&format!("= {total}")), "{reply}");
    assert_eq!(lookups(&bot, "miss"), 300, "not parsed again");
}

/// A formula heavier than the whole budget rolls, but is never kept, and pushes nothing
/// else out; a short one still is kept.
#[tokio::test]
async fn a_formula_heavier_than_the_budget_is_rolled_but_never_kept() {
    let bot = bot_with(&[("POLYROLL_PROGRAM_CACHE_BYTES", "65536")]).await;
    assert!(say(&bot, "/roll 1d1+1").await.contains("= 2"));
    let small = kept(&bot);
    assert_eq!(small.0, 1);
    let hits = lookups(&bot, "hit");
    let (formula, total) = long_formula(400, 7);
    for _ in 0..2 {
        let misses = lookups(&bot, "miss");
        let reply = say(&bot, &format!("/roll {formula}")).await;
        assert!(reply.contains(&format!("= {total}")), "{reply}");
        assert!(lookups(&bot, "miss") > misses, "parsed every time");
        assert_eq!(lookups(&bot, "hit"), hits, "never found kept");
        assert_eq!(kept(&bot), small, "nothing else pushed out");
    }
    let misses = lookups(&bot, "miss");
    assert!(say(&bot, "/roll 1d1+1").await.contains("= 2"));
    assert_eq!(lookups(&bot, "miss"), misses, "the short one stayed");
}
