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
