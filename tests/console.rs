//! The console chat end to end: the real binary, its stdin and stdout, a SQLite file.

mod common;

use std::path::Path;
use std::process::{Command, Stdio};

use common::total;

/// Runs `polyroll console ARGS` on `db` with `input` on stdin; returns stdout's lines.
fn chat(db: &Path, args: &[&str], input: &str) -> Vec<String> {
    common::console_output(db, args, input)
        .lines()
        .map(str::to_string)
        .collect()
}

fn db() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("polyroll.db");
    (dir, path)
}

#[test]
fn the_readme_example_adds_the_saved_modifier() {
    let (_dir, db) = db();
    let out = chat(&db, &[], "/alias set str 3\n/roll 1d20+[str]\n");
    assert!(out[0].contains("[str]") && out[0].contains('3'), "{out:?}");
    // `1d20+[str] [d] [3] = t`: the die plus 3.
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
    assert!(out[6].contains("  (#"), "{out:?}");
    assert!(without_id(&out[6]).ends_with("→ got 3"), "{out:?}");
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
    // A whole input that is an alias name rolls it, naming it.
    assert_eq!(total(&out[1]), 5.0);
    assert_eq!(without_id(&out[2]), "dex (yours) → 1d1+4", "{out:?}");
    assert_eq!(out[3], "Your aliases:");
    assert!(out[4].contains("[dex] = 1d1+4"), "{out:?}");
    assert!(out[5].contains("Renamed [dex] to [agi]"), "{out:?}");
    assert!(out[6].contains("[agi] = 1d1+4"), "{out:?}");
    assert!(out[7].contains("Deleted [agi]"), "{out:?}");
    assert!(out[8].contains("no alias [agi]"), "{out:?}");
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
    assert_eq!(total(&out[3]), 1.0, "{out:?}");
    assert!(out[5].contains("This chat's aliases"), "{out:?}");
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

/// The rule's words, which every refusal of a name repeats.
const RULE: &str = "a name starts with a letter";

#[test]
fn names_that_could_be_read_as_dice_or_formulas_are_refused_with_the_rule() {
    let (_dir, db) = db();
    let refused = [
        "d20", "1d20", "dF", "d%", "к6", "4d6kh3", ".", "-", "a/b", "x.y", "5", "floor", "max",
        "if", "repeat", "roll", "verify",
    ];
    let mut input: String = refused
        .iter()
        .map(|name| format!("/alias set {name} 20\n"))
        .collect();
    input.push_str("/alias chat set d20 20\n/alias set 1d20 1d20min15\n/alias list\nd20\n");
    let out = chat(&db, &["--user", "alice"], &input);
    for (name, line) in refused.iter().zip(&out) {
        assert!(
            line.contains(&format!("“{name}” can't be an alias name")) && line.contains(RULE),
            "{name}: {line}"
        );
    }
    let n = refused.len();
    assert!(
        out[n].contains("“d20” can't be an alias name") && out[n].contains(RULE),
        "{out:?}"
    );
    assert!(
        out[n + 1].contains("“1d20” can't be an alias name"),
        "{out:?}"
    );
    assert!(out[n + 2].contains("No aliases yet"), "{out:?}");
    // `d20` is a die again, whatever anybody tried to save.
    assert!(
        out[n + 3].contains("d20") && out[n + 3].contains('['),
        "{out:?}"
    );
    assert!((1.0..=20.0).contains(&total(&out[n + 3])), "{out:?}");
}

#[test]
fn renames_and_imports_follow_the_name_rule() {
    let (_dir, db) = db();
    let out = chat(
        &db,
        &["--user", "alice"],
        "/alias set sword 1d8\n/alias rename sword d8\n\
         /alias import [{\"name\":\"axe\",\"formula\":\"1d6\"},{\"name\":\"d6\",\"formula\":\"6\"}]\n\
         /alias list\n",
    );
    assert!(
        out[1].contains("“d8” can't be an alias name") && out[1].contains(RULE),
        "{out:?}"
    );
    assert!(
        out[2].contains("nothing was changed")
            && out[2].contains("alias 2")
            && out[2].contains("“d6”")
            && out[2].contains(RULE),
        "{out:?}"
    );
    // The import was refused whole: no axe either.
    assert_eq!(out[3], "Your aliases:", "{out:?}");
    assert!(out[4].contains("[sword] = 1d8"), "{out:?}");
    assert_eq!(out.len(), 5, "{out:?}");
}

/// Writes an alias row as the bot wrote it before names had to be words.
fn insert_old_rule_alias(db: &Path, owner: &str, name: &str, formula: &str) {
    let url = format!("sqlite://{}", db.display());
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    runtime.block_on(async {
        let pool = sqlx::SqlitePool::connect(&url).await.expect("open the db");
        sqlx::query(
            "INSERT INTO aliases (platform, scope, owner_id, name, formula, dialect, \
             description, created_at, updated_at) \
             VALUES ('console', 'user', $1, $2, $3, 'standard', NULL, 1, 1)",
        )
        .bind(owner)
        .bind(name)
        .bind(formula)
        .execute(&pool)
        .await
        .expect("insert an old-rule alias");
        pool.close().await;
    });
}

#[test]
fn old_rule_names_are_listed_marked_renamable_exportable_and_never_rolled() {
    let (_dir, db) = db();
    chat(&db, &["--user", "alice"], "/alias set str 3\n");
    insert_old_rule_alias(&db, "alice", "d20", "20");
    insert_old_rule_alias(&db, "alice", "a/b", "1d1+7");
    let out = chat(
        &db,
        &["--user", "alice"],
        "/alias list\n/alias list\nd20\n/roll 1d20+[str]\n/alias export\n\
         /alias rename a/b hammer\n/roll [hammer]\n/alias delete d20\n/alias list\n",
    );
    assert_eq!(out[0], "Your aliases:", "{out:?}");
    assert!(
        out[1].contains("[a/b] = 1d1+7") && out[1].contains("old name"),
        "{out:?}"
    );
    assert!(
        out[2].contains("[d20] = 20") && out[2].contains("old name"),
        "{out:?}"
    );
    assert!(
        out[3].contains("[str] = 3") && !out[3].contains("old name"),
        "{out:?}"
    );
    // The owner is told once, with the rule.
    assert!(
        out[4].contains("[a/b], [d20]") && out[4].contains(RULE),
        "{out:?}"
    );
    assert_eq!(out[5], "Your aliases:", "{out:?}");
    assert!(!out[6..9].iter().any(|l| l.contains("Note:")), "{out:?}");
    // No roll reads them: d20 is a die, and the die is shown.
    let d20 = &out[9];
    assert!(
        d20.contains('[') && (1.0..=20.0).contains(&total(d20)),
        "{out:?}"
    );
    assert!((4.0..=23.0).contains(&total(&out[10])), "{out:?}");
    assert_eq!(without_id(&out[11]), "str (yours) = 3", "{out:?}");
    let export = &out[12];
    assert!(
        export.contains("\"a/b\"") && export.contains("\"d20\""),
        "{out:?}"
    );
    assert!(out[13].contains("Renamed [a/b] to [hammer]"), "{out:?}");
    assert_eq!(total(&out[14]), 8.0, "{out:?}");
    assert!(out[16].contains("Deleted [d20]"), "{out:?}");
    assert!(!out[17..].iter().any(|l| l.contains("old name")), "{out:?}");
}

#[test]
fn a_label_never_passes_for_a_formula() {
    let (_dir, db) = db();
    let out = chat(&db, &[], "20 # 1d20\n3#1d20\n1d1+5 (Attack)\n");
    assert_eq!(without_id(&out[0]), "20 (no dice) = 20 — “1d20”", "{out:?}");
    // `3#1d20` is a roll set (tests/more_rolls.rs), never the number 3 labelled "1d20".
    for (i, line) in out[1..4].iter().enumerate() {
        assert!(line.starts_with(&format!("{}. 1d20 [", i + 1)), "{out:?}");
    }
    assert!(out[4].starts_with("Totals: "), "{out:?}");
    assert_eq!(without_id(&out[5]), "1d1+5 [1] = 6 — “Attack”", "{out:?}");
}

/// A reply's last line without the `  (#id)` the console adds.
fn without_id(line: &str) -> &str {
    line.rsplit_once("  (#").map_or(line, |(text, _)| text)
}

/// The numbers in brackets on a roll line: the dice as shown.
fn dice(line: &str) -> Vec<f64> {
    line.split('[')
        .skip(1)
        .filter_map(|s| s.split(']').next())
        .filter_map(|s| s.parse().ok())
        .collect()
}

#[test]
fn an_alias_roll_shows_what_it_read_and_the_numbers_add_up() {
    let (_dir, db) = db();
    let out = chat(
        &db,
        &["--user", "alice"],
        "/alias set str 3\n/alias set sword 1d20+[str]+2\n/alias set bless [sword]+1d4\nbless\n",
    );
    let (roll, expansion) = (&out[3], without_id(&out[4]));
    assert!(roll.starts_with("[sword]+1d4 ["), "{out:?}");
    assert_eq!(
        expansion, "bless (yours) → [sword]+1d4 · sword (yours) → 1d20+[str]+2 · str (yours) = 3",
        "{out:?}"
    );
    let shown = dice(roll);
    assert_eq!(shown.len(), 2, "{out:?}");
    // The two dice, str's 3 and sword's literal 2 are all there is to the total.
    assert_eq!(total(roll), shown[0] + shown[1] + 3.0 + 2.0, "{out:?}");
}

#[test]
fn a_reply_says_whose_alias_was_read() {
    let (_dir, db) = db();
    chat(
        &db,
        &["--user", "gm"],
        "/alias chat set dc 15\n/alias chat set ac 12\n",
    );
    let out = chat(
        &db,
        &["--user", "bob", "--not-admin"],
        "/roll [dc]\n/alias set dc 1\n/roll [dc]+[ac]\n",
    );
    assert_eq!(without_id(&out[1]), "dc (the chat's) = 15", "{out:?}");
    assert_eq!(total(&out[3]), 13.0, "{out:?}");
    assert_eq!(
        without_id(&out[4]),
        "dc (yours, over the chat's) = 1 · ac (the chat's) = 12",
        "{out:?}"
    );
}

#[test]
fn verify_shows_a_logged_roll_in_the_console_and_on_the_cli() {
    let (_dir, db) = db();
    let rolled = chat(&db, &["--user", "alice"], "1d1+1\n");
    assert_eq!(without_id(&rolled[0]), "1d1+1 [1] = 2", "{rolled:?}");
    let id = rolled[0]
        .rsplit_once("  (#")
        .and_then(|(_, tail)| tail.split_once(')'))
        .map(|(id, _)| id)
        .unwrap_or_else(|| panic!("no id: {rolled:?}"))
        .to_string();
    assert_eq!(id.len(), 12, "a drawn id: {id}");
    let mut out = rolled.clone();
    out.extend(chat(&db, &["--user", "alice"], &format!("/verify {id}\n")));
    assert!(
        out[1].starts_with(&format!("Roll #{id} by alice (id alice), ")),
        "{out:?}"
    );
    assert!(out[1].ends_with(" UTC"), "{out:?}");
    assert_eq!(out[2], "made in this chat · notation: standard", "{out:?}");
    assert_eq!(out[3], "Typed: 1d1+1", "{out:?}");
    // Fair dice: the period's commitment, its seed still secret (tests/fair.rs).
    assert!(out[4].starts_with("Fair dice of the period "), "{out:?}");
    assert_eq!(out[5], "1d1+1 [1] = 2", "{out:?}");
    // Another console chat is another chat.
    let out = chat(
        &db,
        &["--user", "bob", "--chat", "other"],
        &format!("/verify {id}\n"),
    );
    assert_eq!(out, [format!("There is no roll #{id} that you can see.")]);

    let cli = |id: &str| {
        Command::new(env!("CARGO_BIN_EXE_polyroll"))
            .args(["verify", id])
            .env("DATABASE_URL", format!("sqlite://{}", db.display()))
            .current_dir(db.parent().expect("db in a folder"))
            .output()
            .expect("run polyroll verify")
    };
    let shown = cli(&id);
    assert!(shown.status.success());
    let text = String::from_utf8_lossy(&shown.stdout);
    assert!(
        text.starts_with(&format!("Roll #{id} by alice (id alice), ")),
        "{text}"
    );
    assert!(
        text.contains("Typed: 1d1+1\nFair dice of the period "),
        "{text}"
    );
    assert!(text.ends_with("\n1d1+1 [1] = 2\n"), "{text}");
    let missing = cli("#99");
    assert!(!missing.status.success());
    assert!(String::from_utf8_lossy(&missing.stderr).contains("no roll #99"));
}
