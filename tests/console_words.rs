//! The engine's errors and warnings reach people in their language: the console in
//! Russian and French, fed failing formulas of every notation, answers without a word of
//! English (the formulas, the echoed input and the notation's own keywords aside).

use std::collections::BTreeSet;

mod common;

/// What fails (or warns) in each notation: syntax, limits, arithmetic, unknown names.
const STANDARD: &[&str] = &[
    "1d20 fire",
    "1/0",
    "5%0",
    "0^-1",
    "sqrt(-1)",
    "log(0)",
    "(1d6",
    "1d6)",
    "1d20 > 10",
    "1d20 // x",
    "max(1)",
    "floor (1)",
    "1d",
    "1d6max2r<3",
    "1d6min6!",
    "{1d6}r",
    "[nope]",
    "1d20+[nope]",
    "100000d6",
    "if(1d6>3,1,2)",
    "1d6!=",
    "min(",
];
const DNDICE: &[&str] = &["d20", "1d20)", "1d20 +", "1d[1,2", "1d3!", "1/0"];
const DICEPLUS: &[&str] = &["fire", "4d6kh3", "(1d6", "99999999*99999999", "100000d6"];
const POOL: &[&str] = &[
    "L[a,",
    "$2",
    "@",
    "1d6; $1[5]",
    "\"abc",
    "L[a,,b]",
    "1d6;;1d6",
    "b[1]",
    "L[a]u3",
    "3d6i[all:>=4]",
    "repeat(1d6",
    "1d6 c",
];
/// Saving an alias the engine cannot read: the store's refusal words the engine's reason.
const ALIASES: &[&str] = &["/alias set x (1d6", "/alias set y 1d20 fire"];

/// Words of the notations themselves, which every language writes as they are.
const NOTATION: &[&str] = &[
    "standard", "dndice", "diceplus", "pool", "if", "repeat", "min", "max", "floor", "all", "any",
    "total", "sqrt", "log", "nope", "fire", "abc",
];

/// Words French writes as English does, found in the French messages.
const SAME_IN_FRENCH: &[&str] = &[
    "notation",
    "argument",
    "arguments",
    "face",
    "faces",
    "explosion",
    "condition",
    "division",
    "variable",
];

/// The English the engine speaks: every word of its messages in the English file.
fn english_words() -> BTreeSet<String> {
    let en = include_str!("../crates/polyroll-bot/locales/en.ftl");
    let mut engine = String::new();
    let mut inside = false;
    for line in en.lines() {
        if let Some((id, text)) = line.split_once(" =").filter(|_| !line.starts_with(' ')) {
            inside = id.starts_with("problem-") || id.starts_with("expected-");
            if inside {
                engine.push_str(text);
            }
        } else if inside && line.starts_with(' ') {
            // A plural's variants: `[one] die`.
            engine.push(' ');
            engine.push_str(line.trim_start().split_once(']').map_or(line, |(_, t)| t));
        }
        engine.push(' ');
    }
    // Arguments (`{ $count }`) are no words of the message.
    let engine: String = engine
        .split('{')
        .map(|part| part.split_once('}').map_or(part, |(_, rest)| rest))
        .collect::<Vec<_>>()
        .join(" ");
    latin_words(&engine)
        .into_iter()
        .filter(|w| !NOTATION.contains(&w.as_str()))
        .collect()
}

/// Latin-letter words of `text` (two letters or more, lower case).
fn latin_words(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2)
        .map(str::to_ascii_lowercase)
        .collect()
}

/// `text` without its 'quoted' parts (what the user typed, as the messages quote it). A
/// quote opens after a non-letter and closes before one, so French elisions (n'est) stay.
fn unquoted(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let opens = chars[i] == '\'' && (i == 0 || !chars[i - 1].is_alphanumeric());
        let close = opens
            .then(|| {
                (i + 1..chars.len()).find(|&j| {
                    chars[j] == '\'' && chars.get(j + 1).is_none_or(|c| !c.is_alphanumeric())
                })
            })
            .flatten();
        match close {
            Some(j) => {
                out.push(' ');
                i = j + 1;
            }
            None => {
                out.push(chars[i]);
                i += 1;
            }
        }
    }
    out
}

/// The prose words of a reply line, leaving out what is not prose: 'quoted' user text,
/// [names], /commands, --options, `word(` calls, `scope:` words and anything holding a
/// digit (formulas).
fn words(line: &str) -> BTreeSet<String> {
    unquoted(line)
        .split_whitespace()
        .filter(|t| !t.starts_with('/') && !t.starts_with("--") && !t.starts_with('['))
        .filter(|t| !t.chars().any(|c| c.is_ascii_digit()))
        .filter(|t| !t.contains('(') && !t.trim_end_matches([',', ';']).ends_with(':'))
        .flat_map(latin_words)
        .collect()
}

/// English words left in the console's answers to `lines`, with the lines they are in;
/// the echoed input and caret lines are the user's own text.
fn english_left(out: &str, lines: &[&str], english: &BTreeSet<String>) -> Vec<String> {
    out.lines()
        .filter(|l| {
            let bare = l.trim_matches('…');
            !lines.iter().any(|i| i.contains(bare)) && !l.trim().chars().all(|c| c == '^')
        })
        .filter_map(|l| {
            let found: Vec<String> = words(l).intersection(english).cloned().collect();
            (!found.is_empty()).then(|| format!("{found:?} in {l:?}"))
        })
        .collect()
}

/// The console's answers, in `locale`, to every failing input of every notation.
fn answers(locale: &str) -> (String, Vec<&'static str>) {
    let mut input = String::new();
    let mut lines = Vec::new();
    for (dialect, formulas) in [
        ("standard", STANDARD),
        ("dndice", DNDICE),
        ("diceplus", DICEPLUS),
        ("pool", POOL),
    ] {
        input.push_str(&format!("/dialect {dialect}\n"));
        for f in formulas.iter() {
            input.push_str(f);
            input.push('\n');
            lines.push(*f);
        }
    }
    for a in ALIASES {
        input.push_str(a);
        input.push('\n');
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let out = common::console_output(
        &dir.path().join("polyroll.db"),
        &["--locale", locale],
        &input,
    );
    (out, lines)
}

fn check(locale: &str, error: &str, warning: &str, refused: &str, same: &[&str]) {
    let mut english = english_words();
    english.retain(|w| !same.contains(&w.as_str()));
    let (out, lines) = answers(locale);
    // Every input was answered with an error or a warning, so the check below saw them all.
    let refusals = out.matches(&format!("{error}: ")).count();
    assert_eq!(out.matches(refused).count(), ALIASES.len(), "{out}");
    let warnings = out.matches(&format!("{warning}: ")).count();
    assert!(refusals >= 38, "{refusals} errors: {out}");
    assert!(warnings >= 4, "{warnings} warnings: {out}");
    let left = english_left(&out, &lines, &english);
    assert!(left.is_empty(), "English in {locale}:\n{}", left.join("\n"));
}

#[test]
fn russian_errors_and_warnings_have_no_english() {
    check(
        "ru",
        "ошибка",
        "предупреждение",
        "Эту формулу нельзя сохранить",
        &[],
    );
}

#[test]
fn french_errors_and_warnings_have_no_english() {
    check(
        "fr",
        "erreur",
        "avertissement",
        "Cette formule ne peut pas être enregistrée",
        SAME_IN_FRENCH,
    );
}

/// The check can fail: the English reply of before (and of the English console) is caught.
#[test]
fn the_check_catches_english() {
    let english = english_words();
    assert!(english.len() > 200, "{english:?}");
    for word in ["division", "zero", "unexpected", "the", "formula", "dice"] {
        assert!(english.contains(word), "{word}: {english:?}");
    }
    let before = "ошибка: unexpected 'fire' after the formula; write a label as (text) at the end or after #\n1d20 fire\n     ^^^^";
    let left = english_left(before, &["1d20 fire"], &english);
    assert_eq!(left.len(), 1, "{left:?}");
    assert!(left[0].contains("\"formula\""), "{left:?}");
    let (out, lines) = answers("en");
    let left = english_left(&out, &lines, &english);
    assert!(left.len() >= 38, "{}", left.join("\n"));
}

#[test]
fn an_unknown_locale_answers_in_english() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("polyroll.db");
    let out = common::console_output(&db, &["--locale", "de"], "1/0\n/alias set x (1d6\n");
    assert!(out.contains("error: division by zero"), "{out}");
    assert!(out.contains("That formula can't be saved"), "{out}");
    assert!(
        out.contains("error: this bracket is never closed: expected ')'"),
        "{out}"
    );
}
