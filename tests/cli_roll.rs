//! `polyroll roll` and `polyroll stats` end to end: the JSON contract the conformance cases
//! read, and the text the bot prints.

mod common;

use std::process::Command;

use serde_json::Value;

fn polyroll(args: &[&str]) -> (i32, Value, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_polyroll"))
        .args(args)
        .output()
        .expect("runs");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    let json = serde_json::from_str(&stdout).unwrap_or(Value::Null);
    (
        out.status.code().unwrap_or(-1),
        json,
        stdout + &String::from_utf8_lossy(&out.stderr),
    )
}

#[test]
fn json_roll_with_faces() {
    let (code, v, _) = polyroll(&["roll", "--json", "--faces", "3,5,2,6", "--", "4d6kh3"]);
    assert_eq!(code, 0);
    assert_eq!(v["totals"], serde_json::json!([14]));
    assert_eq!(v["outputs"], serde_json::json!([14]));
    assert_eq!(v["canonical"], "4d6kh3");
    assert_eq!(v["warnings"], serde_json::json!([]));
}

#[test]
fn json_error_has_a_span_and_exit_1() {
    let (code, v, _) = polyroll(&["roll", "--json", "--", "2d6 fire"]);
    assert_eq!(code, 1);
    assert_eq!(v["error"]["span"], serde_json::json!([4, 8]));
    assert!(v["error"]["message"]
        .as_str()
        .unwrap_or("")
        .contains("fire"));
}

#[test]
fn variables_and_negative_faces() {
    let (code, v, _) = polyroll(&[
        "roll",
        "--json",
        "--faces",
        "10",
        "--var",
        "STR=3",
        "--",
        "1d20 + [str]",
    ]);
    assert_eq!((code, v["totals"][0].as_f64()), (0, Some(13.0)));
    let (code, v, _) = polyroll(&["roll", "--json", "--faces", "-1,0,1,1", "--", "4dF"]);
    assert_eq!((code, v["totals"][0].as_f64()), (0, Some(1.0)));
}

#[test]
fn readable_line_shows_dropped_dice_and_total() {
    let (code, _, text) = polyroll(&["roll", "--faces", "3,5,2,6", "--", "4d6kh3"]);
    assert_eq!(code, 0);
    assert!(text.contains("(2)") && text.contains("14"), "{text}");
}

#[test]
fn unknown_dialect_lists_the_known_ones() {
    let (code, _, text) = polyroll(&["roll", "--dialect", "klingon", "--", "1d6"]);
    assert_ne!(code, 0);
    assert!(text.contains("standard"), "{text}");
}

#[test]
fn seeded_rolls_replay() {
    let a = polyroll(&["roll", "--json", "--seed", "9", "--", "8d6kh3+1d20"]).1;
    let b = polyroll(&["roll", "--json", "--seed", "9", "--", "8d6kh3+1d20"]).1;
    assert_eq!(a["totals"], b["totals"]);
}

#[test]
fn console_answers_each_line() {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_polyroll"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"2d6+100\n1d6 (\n")
        .expect("writes");
    let out = child.wait_with_output().expect("ends");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("2d6+100 ["), "{text}");
    assert!(text.contains("never closed"), "{text}");
}

#[test]
fn dndice_prints_what_the_bot_prints() {
    let (code, _, text) = polyroll(&[
        "roll",
        "--dialect",
        "dndice",
        "--faces",
        "1,6,6,1",
        "--",
        "4d6h3",
    ]);
    assert_eq!(code, 0);
    assert_eq!(text.trim(), "4d6h3 [(1), 6, 6, 1] = 13");
    // One-sided dice roll the same for both: the bot's reply is the line, then its id.
    let (code, _, text) = polyroll(&[
        "roll",
        "--dialect",
        "dndice",
        "--surface",
        "plain",
        "--",
        "3d1h2+2^-1",
    ]);
    assert_eq!(code, 0);
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("polyroll.db").display());
    let mut console = common::Console::start(&url, dir.path(), &["--user", "me"], &[]);
    let reply = console.say("/roll --dialect dndice 3d1h2+2^-1");
    // The reply ends with its id and the period of its fair dice.
    let (line, id) = reply.rsplit_once("  (#").expect("a roll id");
    assert!(id.contains(") ⚖ "), "{reply}");
    assert_eq!(text.trim_end(), line, "{reply}");
}

#[test]
fn diceplus_reads_keywords_from_variables() {
    let (code, _, text) = polyroll(&[
        "roll",
        "--dialect",
        "diceplus",
        "--var",
        "level=4",
        "--",
        "5 + level * 3",
    ]);
    assert_eq!(code, 0);
    assert!(text.trim().ends_with("= 17"), "{text}");
}

#[test]
fn stats_json_and_at_least() {
    let (code, v, _) = polyroll(&["stats", "--json", "--at-least", "15", "--", "4d6kh3"]);
    assert_eq!(code, 0);
    assert_eq!(v["exact"], true);
    assert_eq!(v["hint"], "12.24 (3–18)");
    assert_eq!(v["min"], 3);
    assert_eq!(v["max"], 18);
    let mean = v["mean"].as_f64().unwrap_or(0.0);
    assert!((mean - 15869.0 / 1296.0).abs() < 1e-9);
    let dist = v["distribution"].as_array().cloned().unwrap_or_default();
    assert_eq!(dist.len(), 16);
    assert_eq!(dist[0][0], 3);
    let p = v["at_least"]["probability"].as_f64().unwrap_or(0.0);
    assert!((p - 300.0 / 1296.0).abs() < 1e-9, "{p}");
}

#[test]
fn stats_text_table_and_errors() {
    let (code, _, out) = polyroll(&["stats", "--at-least", "11", "--", "2d6"]);
    assert_eq!(code, 0);
    assert!(out.contains("2d6: 7 (2–12)"), "{out}");
    assert!(out.contains("P(≥ 11) = 8.33%"), "{out}");
    let (code, v, _) = polyroll(&["stats", "--json", "--", "2d6 fire"]);
    assert_eq!(code, 1);
    assert_eq!(v["error"]["span"], serde_json::json!([4, 8]));
    let (code, v, _) = polyroll(&["stats", "--json", "--dialect", "dndice", "--", "3d6h2"]);
    assert_eq!(code, 0);
    assert_eq!(v["hint"], "8.46 (2–12)");
}

#[test]
fn the_stats_table_is_the_bots() {
    let (code, _, out) = polyroll(&["stats", "--", "3d6"]);
    assert_eq!(code, 0, "{out}");
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("polyroll.db").display());
    let mut console = common::Console::start(&url, dir.path(), &["--user", "me"], &[]);
    let reply = console.say("/stats 3d6");
    let rows = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| l.contains("  ≥ "))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(rows(&out).len(), 16, "{out}");
    assert_eq!(rows(&out), rows(&reply), "{out}\n---\n{reply}");
    assert!(out.contains("\n    10   12.50%  ≥  62.50%\n"), "{out}");
}

#[test]
fn stats_for_scripts_every_row_and_more_decimals() {
    let (code, _, out) = polyroll(&["stats", "--", "10d10"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out.lines().filter(|l| l.contains("  ≥ ")).count(), 40);
    assert!(
        out.contains("(51 less likely values, at the ends, not shown)"),
        "{out}"
    );

    let (code, _, out) = polyroll(&[
        "stats",
        "--rows",
        "all",
        "--decimals",
        "4",
        "--at-least",
        "11",
        "--",
        "10d10",
    ]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out.lines().filter(|l| l.contains("  ≥ ")).count(), 91);
    assert!(!out.contains("not shown"), "{out}");
    assert!(out.contains("\nmean    55.0000\n"), "{out}");
    assert!(out.contains("\n    10    0.0000%  ≥ 100.0000%\n"), "{out}");
    assert!(out.contains("P(≥ 11) = 100.0000%"), "{out}");

    let (code, _, out) = polyroll(&["stats", "--decimals", "0", "--rows", "3", "--", "1d6"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("\n     3   17%  ≥  67%\n"), "{out}");
    for bad in [["--decimals", "7"], ["--rows", "0"], ["--rows", "some"]] {
        let (code, _, out) = polyroll(&["stats", bad[0], bad[1], "--", "1d6"]);
        assert_eq!(code, 2, "{bad:?}: {out}");
    }
}

#[test]
fn stats_png() {
    let path = std::env::temp_dir().join(format!("polyroll-stats-{}.png", std::process::id()));
    let file = path.to_string_lossy().to_string();
    let (code, _, out) = polyroll(&["stats", "--png", &file, "--", "3d6"]);
    assert_eq!(code, 0, "{out}");
    let bytes = std::fs::read(&path).unwrap_or_default();
    let _ = std::fs::remove_file(&path);
    assert_eq!(bytes.get(..4), Some(&b"\x89PNG"[..]));
}

#[test]
fn version_names_the_package_version() {
    let (code, _, out) = polyroll(&["--version"]);
    assert_eq!(code, 0);
    assert_eq!(
        out.trim(),
        format!("polyroll {}", env!("CARGO_PKG_VERSION"))
    );
}
