//! Game systems end to end through the console: a system's name and arguments roll it,
//! in a roll set and a sentence too; its line shows every die and names the outcome;
//! `/stats` gives each outcome's chance; `/system` and `/help systems` describe them; an
//! alias of a system's name wins and says so; `/verify` shows a system roll again.

mod common;

use common::Console;

fn console(locale: &str) -> (tempfile::TempDir, Console) {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("polyroll.db").display());
    let console = Console::start(&url, dir.path(), &["--user", "me", "--locale", locale], &[]);
    (dir, console)
}

/// The faces in the brackets of a system line, `blades 3 [2, 5, 6] → 6: full success`.
fn faces(line: &str) -> Vec<i64> {
    let dice = line.split(" → ").next().unwrap_or("");
    dice.split('[')
        .skip(1)
        .flat_map(|group| {
            let inside = group.split(']').next().unwrap_or("");
            inside
                .split(", ")
                .map(|d| {
                    d.parse()
                        .unwrap_or_else(|_| panic!("not a face: {d:?} in {line}"))
                })
                .collect::<Vec<i64>>()
        })
        .collect()
}

/// The result and the outcome after `→`.
fn judged(line: &str) -> (String, String) {
    let after = line
        .split(" → ")
        .nth(1)
        .unwrap_or_else(|| panic!("no → in {line}"));
    let after = after.split("  (#").next().unwrap_or(after);
    let (result, outcome) = after.split_once(": ").unwrap_or_else(|| panic!("{line}"));
    (result.to_string(), outcome.to_string())
}

#[test]
fn systems_roll_and_name_their_outcome_by_the_dice_shown() {
    let (_dir, mut c) = console("en");
    for _ in 0..20 {
        let reply = c.say("blades 3");
        assert!(reply.starts_with("blades 3 ["), "{reply}");
        let dice = faces(&reply);
        assert_eq!(dice.len(), 3, "{reply}");
        let highest = *dice.iter().max().unwrap_or(&0);
        let sixes = dice.iter().filter(|d| **d == 6).count();
        let expected = match highest {
            6 if sixes >= 2 => "critical",
            6 => "full success",
            4 | 5 => "partial success",
            _ => "bad outcome",
        };
        assert_eq!(
            judged(&reply),
            (highest.to_string(), expected.to_string()),
            "{reply}"
        );

        let reply = c.say("/roll pbta +1");
        let dice = faces(&reply);
        let total = dice.iter().sum::<i64>() + 1;
        let expected = match total {
            10.. => "strong hit",
            7..=9 => "weak hit",
            _ => "miss",
        };
        assert_eq!(
            judged(&reply),
            (total.to_string(), expected.to_string()),
            "{reply}"
        );

        let reply = c.say("sr 6");
        let dice = faces(&reply);
        let hits = dice.iter().filter(|d| **d >= 5).count();
        let ones = dice.iter().filter(|d| **d == 1).count();
        let outcome = match (ones * 2 > 6, hits) {
            (true, 0) => "critical glitch",
            (true, _) => "glitch",
            (false, 0) => "no hits, no glitch",
            (false, _) => "no glitch",
        };
        let hits_text = if hits == 1 {
            "1 hit".to_string()
        } else {
            format!("{hits} hits")
        };
        assert_eq!(judged(&reply), (hits_text, outcome.to_string()), "{reply}");
    }
    // Fate dice show as + − ▢, the result signed with its rung of the ladder.
    let reply = c.say("fate +2");
    let dice = reply
        .split('[')
        .nth(1)
        .and_then(|d| d.split(']').next())
        .unwrap_or("");
    let total: i64 = dice
        .split(", ")
        .map(|d| match d {
            "+" => 1,
            "−" => -1,
            "▢" => 0,
            other => panic!("not a Fate die: {other} in {reply}"),
        })
        .sum::<i64>()
        + 2;
    assert_eq!(
        judged(&reply).0,
        format!("{total:+}").replace("+0", "0"),
        "{reply}"
    );
}

/// Narrative dice show their symbols, never the numbers behind them, and the net result
/// is the symbols shown counted: ✓ and ★ less ✗ and ☠, ▲ less ▼.
#[test]
fn genesys_dice_show_symbols_and_count_them() {
    let (_dir, mut c) = console("en");
    for _ in 0..20 {
        let reply = c.say("genesys a3 p2 b1 d2 c1 s1");
        let dice = reply.split(" → ").next().unwrap_or("");
        let mut shown = String::new();
        for group in dice.split('[').skip(1) {
            shown.push_str(group.split(']').next().unwrap_or(""));
        }
        assert!(shown.chars().all(|c| "✓▲★✗▼☠▢, ".contains(c)), "{reply}");
        let n = |c: char| shown.chars().filter(|x| *x == c).count() as i64;
        let net = n('✓') + n('★') - n('✗') - n('☠');
        let advantage = n('▲') - n('▼');
        let (result, outcome) = judged(&reply);
        assert_eq!(
            result,
            format!("{net} net ✓, {advantage} net ▲, {} ★, {} ☠", n('★'), n('☠')),
            "{reply}"
        );
        let expected = match (net > 0, advantage.signum()) {
            (true, 1) => "success with advantage",
            (true, -1) => "success with threat",
            (true, _) => "success",
            (false, 1) => "failure with advantage",
            (false, -1) => "failure with threat",
            (false, _) => "failure",
        };
        assert_eq!(outcome, expected, "{reply}");
    }
}

#[test]
fn sets_sentences_stats_help_and_verify() {
    let (_dir, mut c) = console("en");
    let reply = c.say("3#pbta +1");
    let lines: Vec<&str> = reply.lines().collect();
    assert_eq!(lines.len(), 4, "{reply}");
    assert!(lines[0].starts_with("1. pbta +1 ["), "{reply}");
    let totals: Vec<String> = lines[..3].iter().map(|l| judged(l).0).collect();
    assert!(
        lines[3].starts_with(&format!("Totals: {}  ⚖ ", totals.join(", "))),
        "{reply}"
    );

    let reply = c.say("I swing [[blades 2]] now");
    let roll = reply.lines().nth(1).unwrap_or_default();
    assert!(roll.starts_with("blades 2 ["), "{reply}");
    assert_eq!(
        reply.lines().next(),
        Some(format!("I swing {} now", judged(roll).0).as_str())
    );

    let reply = c.say("/stats blades 3");
    assert!(
        reply.starts_with(
            "blades 3: critical 7.41%, full success 34.72%, partial success 45.37%, bad outcome 12.50%"
        ),
        "{reply}"
    );
    assert!(reply.contains("     6   42.13%"), "{reply}");
    let reply = c.say("/stats vtm 5 h2");
    assert!(reply.starts_with("vtm 5 h2: messy critical "), "{reply}");

    let reply = c.say("/help systems");
    for usage in [
        "blades N — Blades in the Dark",
        "vtm N hH [dD]",
        "coc S [b1|b2|p1|p2]",
    ] {
        assert!(reply.contains(usage), "{reply}");
    }
    let reply = c.say("/system coc");
    assert!(
        reply.starts_with("Call of Cthulhu — coc S [b1|b2|p1|p2]"),
        "{reply}"
    );
    assert!(
        reply.contains("critical success, fumble, extreme success"),
        "{reply}"
    );
    assert!(c
        .say("/system nope")
        .contains("No game system is called “nope”"));

    let reply = c.say("coc 45 b1 p1");
    assert!(
        reply.contains("cannot be given together") && reply.contains("Usage: coc S"),
        "{reply}"
    );
    let reply = c.say("blades 21");
    assert!(reply.contains("from 0 to 20, not 21"), "{reply}");

    // /verify shows the system roll as it was.
    let reply = c.say("cod 4");
    let id = reply
        .rsplit("(#")
        .next()
        .and_then(|t| t.split(')').next())
        .unwrap_or_default();
    let verified = c.say(&format!("/verify {id}"));
    assert!(verified.contains("Typed: cod 4"), "{verified}");
    let line = reply.split("  (#").next().unwrap_or_default();
    assert!(verified.contains(line), "{verified}\n{line}");
}

#[test]
fn an_alias_of_a_system_name_wins_and_says_so() {
    let (_dir, mut c) = console("en");
    c.say("/alias set blades 1d6+100");
    let reply = c.say("blades");
    assert!(reply.starts_with("1d6+100 ["), "{reply}");
    assert!(
        reply.contains("Your alias blades was rolled, not the game system blades"),
        "{reply}"
    );
    c.say("/alias delete blades");
    assert!(c.say("blades 2").starts_with("blades 2 ["));
}

#[test]
fn outcomes_speak_russian_and_french() {
    let (_dir, mut c) = console("ru");
    let reply = c.say("/stats blades 3");
    assert!(
        reply.starts_with("blades 3: критический успех 7.41%"),
        "{reply}"
    );
    assert!(c.say("/system dh").contains("с Надеждой"));
    let (_dir, mut c) = console("fr");
    let reply = c.say("/stats pbta");
    assert!(
        reply.starts_with("pbta : réussite totale 16.67%, réussite partielle 41.67%, échec 41.67%"),
        "{reply}"
    );
}

#[test]
fn a_chat_picks_its_game_which_leads_help_and_never_changes_a_formula() {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("polyroll.db").display());
    let mut gm = Console::start(&url, dir.path(), &["--user", "gm"], &[]);
    assert!(gm.say("/system chat").starts_with("This chat has no game."));
    assert!(gm
        .say("/system chat nope")
        .contains("No game system is called “nope”"));
    let reply = gm.say("/system chat Blades");
    assert!(
        reply.starts_with("This chat's game is now Blades in the Dark (blades)"),
        "{reply}"
    );
    let help = gm.say("/help");
    assert!(
        help.starts_with(
            "This chat's game: Blades in the Dark — blades 3, blades 0 (/system blades tells more)."
        ),
        "{help}"
    );
    // A typed formula means what it says, whatever the game.
    assert!(gm.say("pbta +1").starts_with("pbta +1 ["));
    assert!(gm.say("2d1").starts_with("2d1 [1, 1]"));
    assert!(gm.say("/help pool").starts_with("The pool notation"));

    // Members read the game; only administrators change it.
    let mut member = Console::start(&url, dir.path(), &["--user", "bob", "--not-admin"], &[]);
    assert!(member
        .say("/system chat")
        .starts_with("This chat's game: Blades in the Dark (blades)"));
    assert!(member
        .say("/system chat coc")
        .contains("Only the chat's administrators"));
    assert!(member.say("/help").starts_with("This chat's game: Blades"));

    assert_eq!(gm.say("/system chat off"), "This chat has no game now.");
    assert!(!gm.say("/help").contains("This chat's game"));
}

#[test]
fn more_systems_speak_their_own_words() {
    let (_dir, mut c) = console("en");
    let reply = c.say("herodmg 4");
    assert!(reply.starts_with("herodmg 4 ["), "{reply}");
    let dice = faces(&reply);
    let stun: i64 = dice.iter().sum();
    let body: i64 = dice
        .iter()
        .map(|d| match d {
            1 => 0,
            6 => 2,
            _ => 1,
        })
        .sum();
    assert_eq!(
        judged(&reply),
        (format!("{stun} STUN, {body} BODY"), "damage".to_string()),
        "{reply}"
    );
    let reply = c.say("/stats pf2 +7 dc18");
    assert!(
        reply.starts_with(
            "pf2 +7 dc18: critical success 5.00%, success 45.00%, failure 45.00%, critical failure 5.00%"
        ),
        "{reply}"
    );
    let reply = c.say("/stats dnd +0 adv dc11");
    assert!(
        reply.starts_with(
            "dnd +0 adv dc11: natural 20, critical 9.75%, natural 1, critical miss 0.25%"
        ),
        "{reply}"
    );
    let (_dir, mut c) = console("ru");
    assert!(c
        .say("/system ironsworn")
        .contains("сильный успех, совпадение"));
}

/// An exploding system's result runs on to the explosion cap, most of it far too rare to
/// read at two decimals: `/stats` shows the values whose chance shows and folds the rest
/// into one last row with their chance together, in each language; every chance shown is
/// still exact, so they add up to the whole.
#[test]
fn stats_of_exploding_systems_fold_the_rare_tail_into_one_row() {
    for (locale, rest) in [
        ("en", "other values, each under 0.01%"),
        ("ru", ", каждое меньше 0.01%"),
        ("fr", "autres valeurs, chacune sous 0.01%"),
    ] {
        let (_dir, mut c) = console(locale);
        for roll in ["sw d8", "cod 5", "sw d12+2"] {
            let reply = c.say(&format!("/stats {roll}"));
            assert!(reply.starts_with(roll), "{reply}");
            assert!(!reply.contains('±'), "{locale} {roll}: sampled\n{reply}");
            let rows: Vec<&str> = reply.lines().filter(|l| l.contains('%')).skip(1).collect();
            let (last, values) = rows.split_last().unwrap_or_else(|| panic!("{reply}"));
            assert!(
                last.trim_start().starts_with('…') && last.ends_with(rest),
                "{locale} {roll}: {last}"
            );
            let percent = |cell: &str| -> f64 {
                let digits = cell.trim().trim_start_matches('<').trim_end_matches('%');
                digits
                    .parse()
                    .unwrap_or_else(|_| panic!("{cell} in {reply}"))
            };
            let mut shown = 0.0;
            for row in values {
                assert!(row.contains('≥'), "{locale} {roll}: {row}");
                let chance = percent(row.split_whitespace().nth(1).unwrap_or_default());
                assert!(chance >= 0.01, "{locale} {roll}: {row}");
                shown += chance;
            }
            let folded = percent(last.split_whitespace().nth(1).unwrap_or_default());
            // Each shown chance is rounded to 0.005 at most.
            let slack = 0.005 * (values.len() + 1) as f64;
            assert!(
                (shown + folded - 100.0).abs() <= slack,
                "{locale} {roll}: {shown} + {folded}\n{reply}"
            );
        }
    }
    // sw d8: a natural 1 on both dice is the lowest result, and nothing is at 0.00%.
    let (_dir, mut c) = console("en");
    let reply = c.say("/stats sw d8");
    assert!(reply.contains("\n     1    2.08%  ≥ 100.00%\n"), "{reply}");
    assert!(!reply.contains(" 0.00%"), "{reply}");
    // More likely values than the table's 40 rows: the ends are cut, and the last row says
    // how many values and how much chance that was, no longer "each under 0.01%".
    let reply = c.say("/stats ol 5");
    let rows: Vec<&str> = reply.lines().filter(|l| l.contains('≥')).collect();
    assert_eq!(rows.len(), 40, "{reply}");
    let last = reply.lines().last().unwrap_or_default();
    assert!(
        last.trim_start().starts_with('…') && last.ends_with(" other values"),
        "{reply}"
    );
    // An outcome that can happen but reads 0 at two decimals says so, never 0.00%.
    let reply = c.say("/stats sr 20");
    assert!(
        reply.starts_with("sr 20: critical glitch <0.01%, glitch "),
        "{reply}"
    );
    // A distribution with nothing too rare keeps every row and no last one.
    let reply = c.say("/stats blades 3");
    assert!(!reply.contains('…'), "{reply}");
}

#[test]
fn help_systems_and_one_system_speak_russian_and_french() {
    for (locale, help, outcomes, examples, word) in [
        (
            "ru",
            "Игровые системы:",
            "Исходы: автоматический провал и фиаско, без броска",
            "Примеры:",
            "критический бросок и фиаско",
        ),
        (
            "fr",
            "Systèmes de jeu :",
            "Issues : échec automatique et maladresse, sans jet",
            "Exemples :",
            "critique et maladresse",
        ),
    ] {
        let (_dir, mut c) = console(locale);
        let reply = c.say("/help systems");
        assert!(reply.starts_with(help), "{reply}");
        assert!(reply.contains("blades N — Blades in the Dark"), "{reply}");
        assert!(reply.contains("e20 dX [spec]"), "{reply}");
        let reply = c.say("/system e20");
        assert!(reply.starts_with("Essence20 — e20 dX [spec]"), "{reply}");
        assert!(reply.contains(outcomes), "{reply}");
        assert!(reply.contains(word), "{reply}");
        assert!(
            reply.contains(&format!("{examples}\n  e20 d6 +2")),
            "{reply}"
        );
        assert!(reply.contains("WookieeMatt/Essence20"), "{reply}");
    }
}

/// Essence20 as Foundry's system rolls it: past d12 the skill die is 2d8, then 3d6; below
/// d20 the check fails unrolled; the total is judged against a difficulty beside the
/// critical and fumble words.
#[test]
fn essence20_climbs_its_ladder_and_names_criticals_and_fumbles() {
    let (_dir, mut c) = console("en");
    let reply = c.say("e20 d2 down2 dc10");
    assert!(
        reply.starts_with("e20 d2 down2 dc10 → 0 against DC 10: automatic failure, no roll"),
        "{reply}"
    );
    for _ in 0..20 {
        let reply = c.say("e20 d12 up1 dc15");
        let dice = faces(&reply);
        assert_eq!(dice.len(), 3, "{reply}");
        let total = dice.iter().sum::<i64>();
        let crit = dice[1..].contains(&8);
        let outcome = match (crit, dice[0] == 1) {
            (true, true) => "critical and fumble",
            (true, false) => "critical",
            (false, true) => "fumble",
            _ if total >= 15 => "success",
            _ => "failure",
        };
        assert_eq!(
            judged(&reply),
            (format!("{total} against DC 15"), outcome.to_string()),
            "{reply}"
        );
    }
    let reply = c.say("/stats e20 d20 down2");
    assert!(
        reply.starts_with("e20 d20 down2: automatic failure and fumble, no roll 100.00%"),
        "{reply}"
    );
}
