//! The program cache as users meet it: a formula rolled again is not parsed again, the
//! aliases it reads are read anew on every roll, so changing one takes effect at once, and
//! however long the formulas, what it keeps stays within its byte budget.

mod common;

use common::request;
use polyroll_bot::Bot;

async fn bot(cache: &str) -> Bot {
    bot_with(&[("POLYROLL_PROGRAM_CACHE", cache)]).await
}

async fn bot_with(settings: &[(&str, &str)]) -> Bot {
    Bot::start(&common::config(settings)).await.expect("bot")
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

/// The cache's count of `result` (hit or miss) so far, formulas and alias bodies alike.
fn lookups(bot: &Bot, result: &str) -> u64 {
    ["formula", "alias"]
        .iter()
        .map(|read| lookups_of(bot, result, read))
        .sum()
}

/// The cache's count of `result` (hit or miss) for `read` (formula or alias) so far.
fn lookups_of(bot: &Bot, result: &str, read: &str) -> u64 {
    let text = bot.metrics().render();
    let prefix = format!("polyroll_program_cache_total{{result=\"{result}\",read=\"{read}\"}} ");
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
    let formulas = lookups_of(&bot, "hit", "formula");
    let (bodies, misses) = (lookups_of(&bot, "hit", "alias"), lookups(&bot, "miss"));
    let again = say(&bot, "/roll 1d1+[str]").await;
    assert!(again.contains("= 4"), "{again}");
    assert_eq!(lookups(&bot, "miss"), misses, "nothing was parsed again");
    // The formula once: the program found while preparing is the one rolled.
    assert_eq!(
        lookups_of(&bot, "hit", "formula"),
        formulas + 1,
        "the formula was looked up once"
    );
    // str's body for the names it reads, and as the engine reads `[str]` (without the
    // cache, a parse), counted apart from formulas.
    assert_eq!(
        lookups_of(&bot, "hit", "alias"),
        bodies + 2,
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

/// A roll set rolls one prepared formula many times: it is looked up once while preparing,
/// not once a roll, and a named alias's text (which replaces what was typed) once more.
#[tokio::test]
async fn a_formula_is_looked_up_once_however_often_it_rolls() {
    let bot = bot("1024").await;
    assert!(say(&bot, "/roll 6#1d1+1").await.contains("= 2"));
    let (hits, misses) = (lookups_of(&bot, "hit", "formula"), lookups(&bot, "miss"));
    let again = say(&bot, "/roll 6#1d1+1").await;
    assert_eq!(again.matches("= 2").count(), 6, "{again}");
    assert_eq!(lookups(&bot, "miss"), misses, "nothing was parsed again");
    assert_eq!(lookups_of(&bot, "hit", "formula"), hits + 1, "one look-up");

    assert!(say(&bot, "/alias set atk 1d1+%1%").await.contains("Saved"));
    assert!(say(&bot, "/roll 3#atk 4").await.contains("= 5"));
    let (hits, misses) = (lookups_of(&bot, "hit", "formula"), lookups(&bot, "miss"));
    let again = say(&bot, "/roll 3#atk 4").await;
    assert_eq!(again.matches("= 5").count(), 3, "{again}");
    assert_eq!(lookups(&bot, "miss"), misses, "nothing was parsed again");
    // `atk 4` as typed (for the names it reads), then atk's body with 4 in place.
    assert_eq!(lookups_of(&bot, "hit", "formula"), hits + 2);
}

/// An alias with a parameter's default, rolled by name and read as `[atk]`: one program
/// for its body whichever way it is reached, and the reads of it are counted as alias
/// reads, apart from the formulas typed.
#[tokio::test]
async fn an_alias_with_a_default_is_one_program_and_its_reads_are_counted_apart() {
    let bot = bot("1024").await;
    assert!(say(&bot, "/alias set atk 1d1+%1=6%")
        .await
        .contains("Saved"));
    let (entries, _) = kept(&bot);
    assert!(say(&bot, "/roll atk").await.contains("= 7"));
    // The input `atk` (which does not parse on its own: kept with its error) and the
    // body with the default in place.
    assert_eq!(kept(&bot).0, entries + 2);
    assert!(say(&bot, "/roll [atk]").await.contains("= 7"));
    // Only the formula `[atk]` is new: the engine reads atk's body from the same program.
    assert_eq!(kept(&bot).0, entries + 3);

    let formulas = (
        lookups_of(&bot, "hit", "formula"),
        lookups_of(&bot, "miss", "formula"),
    );
    let bodies = lookups_of(&bot, "hit", "alias");
    assert!(say(&bot, "/roll [atk]").await.contains("= 7"));
    assert_eq!(
        (
            lookups_of(&bot, "hit", "formula"),
            lookups_of(&bot, "miss", "formula")
        ),
        (formulas.0 + 1, formulas.1),
        "the typed formula: one look-up, found"
    );
    assert_eq!(
        lookups_of(&bot, "hit", "alias"),
        bodies + 2,
        "atk's body: for the names it reads, then read by the engine"
    );
}

/// `/stats` reads aliases as a roll does: their bodies come from the program cache (looked
/// up, found, nothing parsed), and the result is the same as without a cache.
#[tokio::test]
async fn stats_read_aliases_from_the_program_cache() {
    let mut results = Vec::new();
    for cache in ["1024", "0"] {
        let bot = bot(cache).await;
        for (name, body) in [("str", "[dex]+2"), ("dex", "1d6!")] {
            assert!(say(&bot, &format!("/alias set {name} {body}"))
                .await
                .contains("Saved"));
        }
        assert!(say(&bot, "/roll 1d4+[str]").await.contains('='));
        let (bodies, misses) = (lookups_of(&bot, "hit", "alias"), lookups(&bot, "miss"));
        let stats = say(&bot, "/stats 1d4+[str]").await;
        if cache == "1024" {
            assert_eq!(lookups(&bot, "miss"), misses, "nothing was parsed: {stats}");
            // Each body twice: loaded for the names it reads, then given to the analysis.
            assert_eq!(lookups_of(&bot, "hit", "alias"), bodies + 4, "{stats}");
        }
        results.push(stats);
    }
    assert_eq!(results[0], results[1], "the cache changes no statistic");
}

/// An alias saved in pool notation, read by name from a standard formula: its tree comes
/// from the program cache like any other's (it was parsed at every roll: the cache kept
/// only the pool program, which rolls it as a whole input), and both ways roll right,
/// again and again.
#[tokio::test]
async fn a_pool_alias_reads_from_the_cache() {
    let bot = bot("1024").await;
    assert!(say(&bot, "/dialect pool").await.contains("pool"));
    assert!(say(&bot, "/alias set p 1d1+2").await.contains("Saved"));
    assert!(say(&bot, "/dialect standard").await.contains("standard"));
    let (entries, _) = kept(&bot);
    assert!(say(&bot, "/roll 1d1+[p]").await.contains("= 4"));
    // The formula, and p's body as the tree a standard formula reads.
    assert_eq!(kept(&bot).0, entries + 2);
    assert!(say(&bot, "/roll p").await.contains('3'));
    // The input `p`, and p's body as the pool program that rolls it: a pool formula
    // carries no tree, and the tree for `[p]` is an entry of its own.
    assert_eq!(kept(&bot).0, entries + 4);
    for _ in 0..2 {
        let reply = say(&bot, "/roll 1d1+[p]").await;
        assert!(reply.contains("= 4"), "{reply}");
        let reply = say(&bot, "/roll p").await;
        assert!(reply.contains('3'), "{reply}");
    }
    let (bodies, misses) = (lookups_of(&bot, "hit", "alias"), lookups(&bot, "miss"));
    assert!(say(&bot, "/roll 1d1+[p]").await.contains("= 4"));
    assert_eq!(lookups(&bot, "miss"), misses, "nothing was parsed again");
    assert_eq!(lookups_of(&bot, "hit", "alias"), bodies + 2);
}
