//! The console forgives what people type and says what they likely meant, end to end:
//! the real binary, its stdin and stdout, a fresh SQLite file.

mod common;

/// Runs `polyroll console ARGS` on a fresh database with `input` on stdin; returns stdout.
fn chat(args: &[&str], input: &str) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    common::console_output(&dir.path().join("polyroll.db"), args, input)
}

#[test]
fn spellings_people_type_roll() {
    let out = chat(&[], "4d6KH3\n4DF\n１d２０ – 2\n");
    assert!(!out.contains("error"), "{out}");
    assert_eq!(out.matches("(#").count(), 3, "{out}");
}

#[test]
fn likely_mistakes_are_answered_with_a_suggestion() {
    let out = chat(
        &[],
        "1d20 adv\n1d20 dis\n4d6 kh3\n/alias set str 3\n1d20+[strr]\nstrr\n/stats flor(2.5)\n2d6 fire\n",
    );
    for want in [
        "did you mean 2d20kh1?",
        "did you mean 2d20kl1?",
        "did you mean 4d6kh3?",
        "did you mean 1d20+[str]?",
        "did you mean str?",
        "did you mean floor(2.5)?",
    ] {
        assert!(out.contains(want), "{want}: {out}");
    }
    // `2d6 fire` has no likely meaning: no guess.
    assert_eq!(out.matches("did you mean").count(), 6, "{out}");
}

#[test]
fn suggestions_are_in_the_users_language() {
    let out = chat(&["--locale", "ru"], "1d20 adv\n");
    assert!(out.contains("2d20kh1"), "{out}");
    assert!(!out.contains("did you mean"), "{out}");
}

#[test]
fn help_covers_every_command_and_topic() {
    let main = chat(&[], "/help\n");
    for command in [
        "/roll", "/stats", "/alias", "/dialect", "/history", "/verify", "/tray", "/help", "export",
        "import", "rename", "chat",
    ] {
        assert!(main.contains(command), "{command}: {main}");
    }
    for topic in [
        "roll", "stats", "alias", "dialect", "history", "verify", "fair", "tray", "standard",
        "dndice", "diceplus", "pool",
    ] {
        let out = chat(&[], &format!("/help {topic}\n"));
        assert!(!out.contains("No help"), "{topic}: {out}");
        for locale in ["ru", "fr"] {
            let out = chat(&["--locale", locale], &format!("/help {topic}\n"));
            assert!(
                !out.contains("No help") && !out.contains("Examples"),
                "{locale} {topic}: {out}"
            );
        }
    }
}

#[test]
fn every_command_example_in_help_works() {
    let lines: Vec<&str> = polyroll_bot::COMMAND_EXAMPLES
        .iter()
        .flat_map(|(_, examples)| examples.iter().copied())
        .collect();
    let out = chat(&[], &(lines.join("\n") + "\n"));
    for refusal in [
        "cannot be read",
        "Unknown command",
        "Usage",
        "takes a number",
        "No alias",
        "error",
    ] {
        assert!(!out.contains(refusal), "{refusal}: {out}");
    }
}

#[test]
fn usage_errors_name_the_command_typed() {
    let out = chat(&[], "/stats\n");
    assert!(out.contains("/stats"), "{out}");
    assert!(!out.contains("/roll"), "{out}");
    let out = chat(
        &[],
        "/roll 1d6\n/history 0\n/history -1\n/history abc\n/history 51\n/history 1\n",
    );
    assert_eq!(out.matches("from 1 to 50").count(), 4, "{out}");
    assert_eq!(out.matches("#1 1d6").count(), 1, "{out}");
}

#[test]
fn the_dialect_in_force_explains_itself() {
    let out = chat(
        &[],
        "/dialect diceplus\n4d6kh3\n1d20+2\n/roll --dialect diceplus 4d6kh3\n/dialect dndice\nd20\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    let note = "To roll it in standard: /roll --dialect standard";
    // `4d6kh3` in diceplus: warned, and told why and how.
    assert!(
        out.contains(&format!(
            "read as diceplus, the notation in force here. {note} 4d6kh3"
        )),
        "{out}"
    );
    // `d20` fails in dndice but rolls in standard.
    assert!(
        out.contains(&format!(
            "read as dndice, the notation in force here. {note} d20"
        )),
        "{out}"
    );
    // A clean roll, or a dialect asked for on the command, gets no note.
    assert_eq!(out.matches(note).count(), 2, "{lines:?}");
    let out = chat(&["--locale", "fr"], "/dialect diceplus\n4d6kh3\n");
    assert!(out.contains("Lu en diceplus"), "{out}");
}

#[test]
fn store_refusals_and_counts_are_in_the_users_language() {
    let input = "/alias set y 1\n/alias set z 2\n/alias rename y z\n/alias get nope\n\
                 /alias import {\"aliases\":[{\"name\":\"q\",\"formula\":\"1\",\"dialect\":\"standard\"}]}\n\
                 /alias import {\"aliases\":[{\"name\":\"q\",\"formula\":\"1\",\"dialect\":\"standard\"},{\"name\":\"w\",\"formula\":\"2\",\"dialect\":\"standard\"}]}\n";
    let en = chat(&[], input);
    assert!(en.contains("The name [z] is already taken."), "{en}");
    assert!(en.contains("Imported 1 alias."), "{en}");
    assert!(en.contains("Imported 2 aliases."), "{en}");
    let ru = chat(&["--locale", "ru"], input);
    assert!(ru.contains("Имя [z] уже занято."), "{ru}");
    assert!(ru.contains("Импортирован 1 псевдоним."), "{ru}");
    assert!(ru.contains("Импортировано 2 псевдонима."), "{ru}");
    let fr = chat(&["--locale", "fr"], input);
    assert!(fr.contains("Le nom [z] est déjà pris."), "{fr}");
    assert!(fr.contains("1 alias importé."), "{fr}");
    for out in [&ru, &fr] {
        assert!(!out.contains("taken") && !out.contains("Imported"), "{out}");
    }
}
