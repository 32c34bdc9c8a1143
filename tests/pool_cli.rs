//! `polyroll roll --dialect pool --json`: typed outputs and what each statement records.

use std::process::Command;

use serde_json::{json, Value};

fn pool(faces: &str, text: &str) -> (i32, Value) {
    let out = Command::new(env!("CARGO_BIN_EXE_polyroll"))
        .args([
            "roll",
            "--json",
            "--dialect",
            "pool",
            "--faces",
            faces,
            "--",
            text,
        ])
        .output()
        .expect("runs");
    let json = serde_json::from_slice(&out.stdout).unwrap_or(Value::Null);
    (out.status.code().unwrap_or(-1), json)
}

#[test]
fn totals_and_typed_outputs() {
    let (code, v) = pool(
        "10,8,7,6,6,1,3,3",
        r#"8d10; @1c[>=6]; @1c[=1]; "$2 successes, $3 ones""#,
    );
    assert_eq!(code, 0);
    assert_eq!(v["totals"], json!([44, 5, 1, null]));
    assert_eq!(v["outputs"], json!([44, 5, 1, "5 successes, 1 ones"]));
    assert_eq!(
        v["canonical"],
        r#"8d10, @1>=6, @1=1, "$2 successes, $3 ones""#
    );
}

#[test]
fn merged_statements_record_the_taker() {
    let (_, v) = pool("7,15", "1d20; 1d20; m[1,2]kh1");
    assert_eq!(v["totals"], json!([null, null, 15]));
    let merged: Vec<Value> = (0..3)
        .map(|i| v["statements"][i]["mergedInto"].clone())
        .collect();
    assert_eq!(merged, [json!(3), json!(3), Value::Null]);
    assert_eq!(v["statements"][0]["output"], json!(7));
}

#[test]
fn branches_and_lists_record_what_they_did() {
    let (_, v) = pool("2", r#"1d6S[1..2]{"a"}[2..5]{"b"}{"c"} # which"#);
    let s = &v["statements"][0];
    assert_eq!(s["branches"][0]["cases"], json!([0, 1]));
    assert_eq!(s["branches"][0]["defaultUsed"], json!(false));
    assert_eq!(s["branches"][0]["subject"], json!(2));
    assert_eq!(s["comments"], json!(["which"]));
    let (_, v) = pool("2,6,1", "(1d2)L[a[2],b,c[3]]");
    let l = &v["statements"][0]["lists"][0];
    assert_eq!(l["items"], json!(["c", "a"]));
    assert_eq!(
        (l["draws"].clone(), l["rolls"].clone(), l["count"].clone()),
        (json!([2, 0]), json!([6, 1]), json!(2))
    );
}

#[test]
fn a_refused_input_has_a_span() {
    let (code, v) = pool("1", "$2; 1d6");
    assert_eq!(code, 1);
    assert_eq!(v["error"]["span"], json!([1, 2]));
}

#[test]
fn the_readable_line_shows_texts_lists_and_merges() {
    let out = Command::new(env!("CARGO_BIN_EXE_polyroll"))
        .args(["roll", "--dialect", "pool", "--faces", "16,3,4", "--"])
        .arg(r#"1d20i[>=15]{"hit with %1"}{"miss"}; repeat(1d6, 2); m[2]"#)
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        r#"1d20i[>=15]{"hit with %1"}{"miss"} [16] → hit with 16"#
    );
    assert_eq!(lines[1], "repeat(1d6, 2) [3] [4] → 3, 4 (merged into $3)");
    assert_eq!(lines[2], "m[2] [3, 4] = 7");
}

#[test]
fn stats_give_each_numeric_statement() {
    let out = Command::new(env!("CARGO_BIN_EXE_polyroll"))
        .args([
            "stats",
            "--dialect",
            "pool",
            "--json",
            "--",
            r#"8d10; @1c[>=6]; "hi""#,
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let s = v["statements"].as_array().unwrap();
    assert_eq!(s.len(), 3);
    let close = |x: &Value, want: f64| (x.as_f64().unwrap() - want).abs() < 1e-9;
    assert!(close(&s[0]["mean"], 44.0));
    assert!(close(&s[1]["mean"], 4.0));
    assert_eq!(s[1]["exact"], true);
    assert!(s[2].is_null());
    // The first numeric statement's fields at the top, as before.
    assert!(close(&v["mean"], 44.0));
    assert_eq!(v["hint"], "44 (8–80)");

    let out = Command::new(env!("CARGO_BIN_EXE_polyroll"))
        .args(["stats", "--dialect", "pool", "--", "8d10; @1c[>=6]"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("statement 1: 8d10\n"), "{text}");
    assert!(
        text.contains("statement 2: @1c[>=6]\n@1c[>=6]: 4 (0–8)"),
        "{text}"
    );
}
