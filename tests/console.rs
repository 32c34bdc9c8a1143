//! The console chat end to end: the real binary, its stdin and stdout, a SQLite file.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// Runs `polyroll console ARGS` on `db` with `input` on stdin; returns stdout's lines.
fn chat(db: &Path, args: &[&str], input: &str) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_polyroll"))
        .arg("console")
        .args(args)
        .env("DATABASE_URL", format!("sqlite://{}", db.display()))
        .env_remove("DISCORD_TOKEN")
        .env_remove("TELEGRAM_BOT_TOKEN")
        .current_dir(db.parent().expect("db in a folder"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start polyroll console");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write stdin");
    let out = child
        .wait_with_output()
        .expect("console ends at end of input");
    assert!(
        out.status.success(),
        "console failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

fn db() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("polyroll.db");
    (dir, path)
}

/// The bold total of a plain roll line: `… = **17**`.
fn total(line: &str) -> f64 {
    let t = line
        .rsplit("= **")
        .next()
        .and_then(|t| t.split("**").next())
        .unwrap_or_else(|| panic!("no total in {line}"));
    t.parse().unwrap_or_else(|_| panic!("bad total in {line}"))
}

#[test]
fn the_readme_example_adds_the_saved_modifier() {
    let (_dir, db) = db();
    let out = chat(&db, &[], "/alias set str 3\n/roll 1d20+[str]\n");
    assert!(out[0].contains("[str]") && out[0].contains('3'), "{out:?}");
    // `1d20+[str] [d] [3] = **t**`: the die plus 3.
    let line = &out[1];
    let die: f64 = line
        .split('[')
        .nth(2)
        .and_then(|s| s.split(']').next())
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no die in {line}"));
    assert_eq!(total(line), die + 3.0, "{line}");
}

#[test]
fn rolls_in_each_dialect() {
    let (_dir, db) = db();
    let out = chat(
        &db,
        &[],
        "1d1+2\n/roll --dialect dndice 1d1+2\n/r --dialect diceplus 7/2\n/roll -d standard 7/2\n/roll -d pool 2d1; $1+1; \"got $2\"\n",
    );
    assert_eq!(total(&out[4]), 2.0, "{out:?}");
    assert_eq!(total(&out[5]), 3.0, "{out:?}");
    assert!(out[6].ends_with("→ **got 3**  (#5)"), "{out:?}");
    assert_eq!(total(&out[0]), 3.0, "{out:?}");
    assert_eq!(total(&out[1]), 3.0, "{out:?}");
    assert_eq!(total(&out[2]), 3.0, "{out:?}");
    assert_eq!(total(&out[3]), 3.5, "{out:?}");
}

#[test]
fn alias_set_use_list_rename_delete() {
    let (_dir, db) = db();
    let out = chat(
        &db,
        &["--user", "alice"],
        "/alias set dex 1d1+4\n/roll dex\n/alias list\n/alias rename dex agi\n/alias get agi\n/alias delete agi\n/alias get agi\n",
    );
    assert!(out[0].starts_with("Saved [dex]"), "{out:?}");
    // A whole input that is an alias name rolls it, labelled with the name.
    assert!(out[1].starts_with("dex: "), "{out:?}");
    assert_eq!(total(&out[1]), 5.0);
    assert_eq!(out[2], "Your aliases:");
    assert!(out[3].contains("[dex] = 1d1+4"), "{out:?}");
    assert!(out[4].contains("Renamed [dex] to [agi]"), "{out:?}");
    assert!(out[5].contains("[agi] = 1d1+4"), "{out:?}");
    assert!(out[6].contains("Deleted [agi]"), "{out:?}");
    assert!(out[7].contains("no alias [agi]"), "{out:?}");
}

#[test]
fn aliases_are_personal() {
    let (_dir, db) = db();
    chat(&db, &["--user", "alice"], "/alias set secret 1d1+100\n");
    let out = chat(
        &db,
        &["--user", "mallory"],
        "/roll [secret]\n/alias delete secret\n",
    );
    assert!(out[1].contains("unknown variable [secret]"), "{out:?}");
    assert!(
        out.iter().any(|l| l.contains("no alias [secret]")),
        "{out:?}"
    );
    let out = chat(&db, &["--user", "alice"], "/roll [secret]\n");
    assert_eq!(total(&out[0]), 101.0, "{out:?}");
}

#[test]
fn chat_aliases_are_for_admins_and_shared() {
    let (_dir, db) = db();
    let out = chat(
        &db,
        &["--user", "bob", "--not-admin"],
        "/alias chat set dc 15\n",
    );
    assert!(out[0].contains("Only the chat's administrators"), "{out:?}");
    let out = chat(&db, &["--user", "gm"], "/alias chat set dc 15\n");
    assert!(out[0].starts_with("Saved [dc]"), "{out:?}");
    // Any member reads the chat's aliases; the user's own shadow them.
    let out = chat(
        &db,
        &["--user", "bob", "--not-admin"],
        "/roll [dc]\n/alias set dc 1\n/roll [dc]\n/alias chat list\n",
    );
    assert_eq!(total(&out[0]), 15.0, "{out:?}");
    assert_eq!(total(&out[2]), 1.0, "{out:?}");
    assert!(out[3].contains("This chat's aliases"), "{out:?}");
}

#[test]
fn dialect_switching() {
    let (_dir, db) = db();
    let out = chat(
        &db,
        &[],
        "/dialect diceplus\n7/2\n/dialect\n/dialect standard\n7/2\n/dialect klingon\n",
    );
    assert!(out[0].contains("now diceplus"), "{out:?}");
    assert_eq!(total(&out[1]), 3.0, "{out:?}");
    assert!(out[2].contains("diceplus"), "{out:?}");
    assert_eq!(total(&out[4]), 3.5, "{out:?}");
    assert!(out[5].contains("Unknown dialect"), "{out:?}");
}

#[test]
fn history_lists_the_last_rolls() {
    let (_dir, db) = db();
    let out = chat(&db, &[], "1d1\n2d1\n3d1\n/history 2\n");
    let h = out
        .iter()
        .position(|l| l == "Your last rolls:")
        .expect("history header");
    assert!(out[h + 1].contains("3d1 → 3"), "{out:?}");
    assert!(out[h + 2].contains("2d1 → 2"), "{out:?}");
    assert_eq!(out.len(), h + 3, "{out:?}");
}

#[test]
fn help_has_examples() {
    let (_dir, db) = db();
    let out = chat(&db, &[], "/help\n/help standard\n/help nothing\n");
    let text = out.join("\n");
    assert!(text.contains("/roll"), "{text}");
    assert!(text.contains("4d6kh3"), "{text}");
    assert!(text.contains("No help on"), "{text}");
}

#[test]
fn export_import_round_trip() {
    let (_dir, db) = db();
    let out = chat(
        &db,
        &["--user", "alice"],
        "/alias set a 1d1+1\n/alias set b [a]*2\n/alias export\n",
    );
    let json = &out[2];
    assert!(json.starts_with('[') || json.starts_with('{'), "{out:?}");
    let out = chat(
        &db,
        &["--user", "carol"],
        &format!("/alias import {json}\n/roll [b]\n"),
    );
    assert!(out[0].contains("Imported 2"), "{out:?}");
    assert_eq!(total(&out[1]), 4.0, "{out:?}");
    // A bad import changes nothing.
    let out = chat(
        &db,
        &["--user", "carol"],
        "/alias import [{\"name\":\"c\"}]\n/alias list\n",
    );
    assert!(!out.iter().any(|l| l.contains("[c]")), "{out:?}");
}

#[test]
fn errors_point_at_the_spot() {
    let (_dir, db) = db();
    let out = chat(&db, &[], "1d20+\n");
    assert_eq!(out[0], "The formula cannot be read");
    assert!(out[1].starts_with("error:"), "{out:?}");
    assert_eq!(out[2], "1d20+");
    assert_eq!(out[3], "     ^");
}

#[test]
fn each_locale() {
    let (_dir, db) = db();
    let ru = chat(&db, &["--locale", "ru"], "/alias get nope\n1d20+\n");
    assert!(ru[0].contains("Псевдонима [nope] нет"), "{ru:?}");
    assert_eq!(ru[1], "Формулу не удаётся прочитать");
    assert!(ru[2].starts_with("ошибка:"), "{ru:?}");
    let fr = chat(&db, &["--locale", "fr"], "/alias get nope\n/nope\n");
    assert!(fr[0].contains("Il n’y a pas d’alias [nope]"), "{fr:?}");
    assert!(fr[1].contains("Commande inconnue"), "{fr:?}");
    let en = chat(&db, &["--locale", "de"], "/alias get nope\n");
    assert!(en[0].contains("There is no alias [nope]"), "{en:?}");
}

#[test]
fn bad_configuration_names_the_variable() {
    let (_dir, db) = db();
    let out = Command::new(env!("CARGO_BIN_EXE_polyroll"))
        .arg("console")
        .env("DATABASE_URL", format!("sqlite://{}", db.display()))
        .env("DISCORD_APPLICATION_ID", "not-a-number")
        .stdin(Stdio::null())
        .output()
        .expect("run");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("DISCORD_APPLICATION_ID"));
}

#[test]
fn stats_show_the_exact_odds() {
    let (_dir, db) = db();
    let out = chat(&db, &[], "/stats 2d6\n/alias set adv 2d20kh1\n/stats adv\n");
    assert_eq!(
        out[0],
        "2d6: mean 7.00, standard deviation 2.42, 2–12, median 7"
    );
    assert!(out.iter().any(|l| l.contains("16.67%")), "{out:?}");
    assert!(
        out.iter().any(|l| l.starts_with("adv: mean 13.82")),
        "{out:?}"
    );
}
