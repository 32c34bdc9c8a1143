//! Dice trays in the console chat, end to end: the real binary, a SQLite file, two players
//! at one table pressing the chat's tray with their own aliases.

mod common;

use common::total;

fn chat(db: &std::path::Path, args: &[&str], input: &str) -> String {
    common::console_output(db, args, input)
}

/// The roll line under the label line `label:` of a press.
fn pressed<'a>(out: &'a str, label: &str) -> Vec<&'a str> {
    let lines: Vec<&str> = out.lines().collect();
    lines
        .windows(2)
        .filter(|w| w[0] == format!("{label}:"))
        .map(|w| w[1])
        .collect()
}

#[test]
fn a_chat_tray_rolls_for_whoever_presses_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("polyroll.db");
    let out = chat(
        &db,
        &["--user", "alice"],
        "/alias set str 3\n/tray chat new combat Attack=1d1+[str]; Damage=1d1+10\n/tray post combat\n/tray press combat 1\n",
    );
    assert!(out.contains("Tray combat: each button rolls"), "{out}");
    assert!(
        out.contains("1. Attack = 1d1+[str]\n2. Damage = 1d1+10"),
        "{out}"
    );
    let alice = pressed(&out, "Attack");
    assert_eq!(alice.len(), 1, "{out}");
    assert_eq!(total(alice[0]), 4.0, "{out}");

    // Bob is no admin here: he presses the chat's tray with his own [str], and can't
    // delete it.
    let out = chat(
        &db,
        &["--user", "bob", "--not-admin"],
        "/alias set str 5\n/tray press combat Attack\n/tray press combat 2\n/tray chat delete combat\n/tray show combat\n",
    );
    assert_eq!(total(pressed(&out, "Attack")[0]), 6.0, "{out}");
    assert_eq!(total(pressed(&out, "Damage")[0]), 11.0, "{out}");
    assert!(out.contains("Only the chat's administrators"), "{out}");
    assert!(out.contains("The chat's tray combat:"), "{out}");

    // The presses are logged rolls of each presser.
    let out = chat(&db, &["--user", "bob"], "/history\n");
    assert!(
        out.contains("1d1+[str] → 6") && out.contains("1d1+10 → 11"),
        "{out}"
    );
}

#[test]
fn a_system_tray_rolls_the_systems_rolls() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("polyroll.db");
    let out = chat(
        &db,
        &["--user", "alice"],
        "/tray from system blades\n/tray show blades\n/tray press blades 3\n/tray from system nope\n",
    );
    // Its examples, then each count of dice from none up to nine.
    assert!(out.contains("Saved the tray blades with 10 rolls"), "{out}");
    assert!(
        out.contains("1. blades 3 = blades 3\n2. blades 0 = blades 0\n3. blades 1 = blades 1"),
        "{out}"
    );
    assert!(out.contains("10. blades 9 = blades 9"), "{out}");
    let pressed = pressed(&out, "blades 1");
    assert_eq!(pressed.len(), 1, "{out}");
    assert!(pressed[0].starts_with("blades 1 ["), "{out}");
    assert!(pressed[0].contains("] → "), "{out}");
    assert!(out.contains("No game system is called “nope”"), "{out}");
}
