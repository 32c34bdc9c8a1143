//! Aliases with arguments, roll sets and rolls inside a sentence, end to end through the
//! console: every total is checked against the dice the reply shows.

mod common;

use common::{total, Console};

fn console() -> (tempfile::TempDir, Console) {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("polyroll.db").display());
    let console = Console::start(&url, dir.path(), &["--user", "me"], &[]);
    (dir, console)
}

/// The dice that count in a roll line, `1d20+(5) [12] [(1), 4] = …`: every die in a
/// bracket after the formula, dropped ones (in parentheses) left out.
fn kept_dice(line: &str) -> Vec<f64> {
    let before_total = line.rsplit_once(" = ").map_or(line, |(d, _)| d);
    let mut dice = Vec::new();
    for group in before_total.split(" [").skip(1) {
        let inside = group.split(']').next().unwrap_or("");
        for die in inside.split(", ") {
            // A dropped die is shown in brackets on the plain surface: `(2)`.
            if die.starts_with('(') {
                continue;
            }
            dice.push(
                die.parse()
                    .unwrap_or_else(|_| panic!("not a die: {die:?} in {line}")),
            );
        }
    }
    dice
}

/// `(#42)` at the end of a line.
fn roll_id(line: &str) -> String {
    let id = line
        .rsplit("(#")
        .next()
        .and_then(|t| t.split(')').next())
        .unwrap_or_else(|| panic!("no id in {line}"));
    id.to_string()
}

#[test]
fn an_alias_takes_arguments_in_brackets() {
    let (_dir, mut c) = console();
    let saved = c.say("/alias set atk 1d20+%1%*2");
    assert!(saved.contains("Saved [atk]"), "{saved}");
    // `1+1` goes in brackets: 1d20+(1+1)*2 is the die plus 4, not the die plus 3.
    let reply = c.say("atk 1+1");
    let line = reply.lines().next().unwrap_or_default();
    assert!(line.starts_with("1d20+(1+1)*2 ["), "{reply}");
    let dice = kept_dice(line);
    assert_eq!(dice.len(), 1, "{reply}");
    assert_eq!(total(line), dice[0] + 4.0, "{reply}");
    // Through /roll too, and as the chat's alias.
    let reply = c.say("/roll atk 3");
    let line = reply.lines().next().unwrap_or_default();
    assert_eq!(total(line), kept_dice(line)[0] + 6.0, "{reply}");
    c.say("/alias chat set dmg %1%d6+%2=0%");
    let reply = c.say("dmg 3");
    let line = reply.lines().next().unwrap_or_default();
    let dice = kept_dice(line);
    assert_eq!(dice.len(), 3, "{reply}");
    assert_eq!(total(line), dice.iter().sum::<f64>(), "{reply}");
    assert!(reply.contains("dmg (the chat's)"), "{reply}");
    let reply = c.say("dmg 2 10");
    let line = reply.lines().next().unwrap_or_default();
    assert_eq!(
        total(line),
        kept_dice(line).iter().sum::<f64>() + 10.0,
        "{reply}"
    );
    // An argument may read another alias.
    c.say("/alias set str 4");
    let reply = c.say("atk [str]");
    let line = reply.lines().next().unwrap_or_default();
    assert_eq!(total(line), kept_dice(line)[0] + 8.0, "{reply}");
    // Inside a formula an alias is read with its defaults; one that needs an argument says so.
    c.say("/alias set bonus 2+%1=3%");
    let reply = c.say("1d1+[bonus]");
    assert_eq!(
        total(reply.lines().next().unwrap_or_default()),
        6.0,
        "{reply}"
    );
    let reply = c.say("1d20+[atk]");
    assert!(
        reply.contains("[atk] takes arguments (%1%): roll it on its own"),
        "{reply}"
    );
    // Statistics read the arguments: 1d20 + 10 has a mean of 20.5.
    let stats = c.say("/stats atk 5");
    assert!(stats.contains("mean 20.50"), "{stats}");
}

#[test]
fn missing_or_extra_arguments_name_the_parameters() {
    let (_dir, mut c) = console();
    c.say("/alias set atk 1d20+%1%");
    let none = c.say("atk");
    assert_eq!(
        none,
        "[atk] takes 1 argument: %1% (0 given). Example: atk 5"
    );
    let extra = c.say("atk 1 2");
    assert!(
        extra.starts_with("[atk] takes 1 argument: %1% (2 given)"),
        "{extra}"
    );
    c.say("/alias set hit 1d20+%1%+%2=0%");
    let extra = c.say("/roll hit 1 2 3");
    assert!(
        extra.starts_with("[hit] takes 1 to 2 arguments: %1% %2=0% (3 given)"),
        "{extra}"
    );
    // An alias without parameters refuses arguments that do not read as a formula.
    c.say("/alias set plain 1d20");
    let refused = c.say("plain x");
    assert!(
        refused.starts_with("[plain] takes no arguments"),
        "{refused}"
    );
    // Its hint says the same.
    let ru = c.say("/stats atk");
    assert!(ru.contains("%1%"), "{ru}");
}

#[test]
fn a_roll_set_shows_each_roll_and_the_totals() {
    let (_dir, mut c) = console();
    let reply = c.say("6#4d6kh3");
    let lines: Vec<&str> = reply.lines().collect();
    assert_eq!(lines.len(), 7, "{reply}");
    let mut totals = Vec::new();
    for (i, line) in lines[..6].iter().enumerate() {
        assert!(line.starts_with(&format!("{}. 4d6kh3 [", i + 1)), "{reply}");
        let dice = kept_dice(line);
        assert_eq!(dice.len(), 3, "{line}");
        assert_eq!(total(line), dice.iter().sum::<f64>(), "{line}");
        totals.push(total(line).to_string());
        roll_id(line);
    }
    // The totals, then the period whose seed keyed the set's dice.
    assert!(
        lines[6].starts_with(&format!("Totals: {}  ⚖ ", totals.join(", "))),
        "{reply}"
    );
    // Each roll has its own id.
    let ids: std::collections::BTreeSet<String> = lines[..6].iter().map(|l| roll_id(l)).collect();
    assert_eq!(ids.len(), 6, "{reply}");
    // Every notation but pool, where # starts a comment.
    let dnd = c.say("/roll --dialect dndice 2#3d6");
    assert!(dnd.contains("2. 3d6 ["), "{dnd}");
    let pool = c.say("/roll --dialect pool 3#1d20");
    assert!(pool.starts_with("3 (no dice) = 3"), "{pool}");
    // The statistics of a set are those of one roll.
    let stats = c.say("/stats 6#2d6");
    assert!(stats.starts_with("2d6: mean 7.00"), "{stats}");
}

#[test]
fn a_roll_set_counts_from_1_to_20_and_its_dice_together() {
    let (_dir, mut c) = console();
    for bad in ["0#1d6", "21#1d6"] {
        let reply = c.say(bad);
        assert!(
            reply.starts_with("A roll set rolls a formula 1 to 20 times"),
            "{bad}: {reply}"
        );
    }
    assert!(c.say("20#1d6").contains("20. 1d6 ["));
    // 60 dice a roll is within the limit; twenty of them (1200) are not.
    assert!(c.say("1#60d6").contains("Totals:"));
    let over = c.say("20#60d6");
    assert!(over.contains("goes over a limit"), "{over}");
    assert!(
        over.contains("more than 1000 dice in all the rolls of one message together"),
        "{over}"
    );
    assert!(!over.contains("(#"), "nothing is logged: {over}");
}

#[test]
fn rolls_inside_a_sentence() {
    let (_dir, mut c) = console();
    let reply = c.say("I swing [[1d20+5]] and deal [[2d6+3]] slashing");
    let lines: Vec<&str> = reply.lines().collect();
    assert_eq!(lines.len(), 3, "{reply}");
    let (hit, dmg) = (lines[1], lines[2]);
    assert!(hit.starts_with("1d20+5 ["), "{reply}");
    assert!(dmg.starts_with("2d6+3 ["), "{reply}");
    assert_eq!(total(hit), kept_dice(hit)[0] + 5.0, "{reply}");
    assert_eq!(
        total(dmg),
        kept_dice(dmg).iter().sum::<f64>() + 3.0,
        "{reply}"
    );
    assert_eq!(
        lines[0],
        format!("I swing {} and deal {} slashing", total(hit), total(dmg))
    );
    assert_ne!(roll_id(hit), roll_id(dmg));
    // A part may name an alias with its arguments.
    c.say("/alias set atk 1d20+%1%");
    let reply = c.say("Then [[atk 2]] again");
    let part = reply.lines().nth(1).unwrap_or_default();
    assert_eq!(total(part), kept_dice(part)[0] + 2.0, "{reply}");
    // A message that reads as a formula is that formula.
    let formula = c.say("[[1+1]]d6");
    assert!(formula.starts_with("[[1+1]]d6 ["), "{formula}");
}

#[test]
fn a_sentence_has_at_most_10_parts_and_one_dice_limit() {
    let (_dir, mut c) = console();
    let eleven = "roll [[1d6]] ".repeat(11);
    let reply = c.say(eleven.trim());
    assert_eq!(
        reply,
        "A message may hold at most 10 [[…]] rolls; this one holds 11."
    );
    let ten = "roll [[1d6]] ".repeat(10);
    assert_eq!(c.say(ten.trim()).lines().count(), 11);
    let over = c.say("first [[600d6]] then [[600d6]]");
    assert!(
        over.contains("more than 1000 dice in all the rolls of one message together"),
        "{over}"
    );
}

#[test]
fn verify_shows_arguments_a_roll_of_a_set_and_a_part() {
    let (_dir, mut c) = console();
    c.say("/alias set atk 1d20+%1%");
    let reply = c.say("atk 7");
    let id = roll_id(reply.lines().last().unwrap_or_default());
    let shown = c.say(&format!("/verify {id}"));
    assert!(shown.contains("Typed: atk 7"), "{shown}");
    assert!(shown.contains("atk (yours) → 1d20+(7)"), "{shown}");

    let set = c.say("3#2d6");
    let second = set.lines().nth(1).unwrap_or_default();
    let shown = c.say(&format!("/verify {}", roll_id(second)));
    assert!(shown.contains("Roll 2 of 3 in the set 3#2d6"), "{shown}");
    let dice = second.split_once(". ").map_or("", |(_, d)| d);
    let dice = dice.rsplit_once("  (#").map_or(dice, |(d, _)| d);
    assert!(shown.contains(dice), "{shown} lacks {dice}");

    let sentence = c.say("I hit [[1d20]] for [[1d8]]");
    let part = sentence.lines().nth(2).unwrap_or_default();
    let shown = c.say(&format!("/verify {}", roll_id(part)));
    assert!(shown.contains("Typed: 1d8"), "{shown}");
    assert!(shown.contains("I hit [[1d20]] for [[1d8]]"), "{shown}");
}

#[test]
fn every_example_of_help_more_rolls() {
    let (_dir, mut c) = console();
    let help = c.say("/help more");
    for example in polyroll_bot::MORE_EXAMPLES {
        assert!(help.contains(example), "{help} lacks {example}");
        let reply = c.say(example);
        assert!(
            !reply.contains("error") && !reply.contains("takes"),
            "{example}: {reply}"
        );
        if !example.starts_with('/') {
            assert!(reply.contains("(#"), "{example}: {reply}");
        }
    }
}
