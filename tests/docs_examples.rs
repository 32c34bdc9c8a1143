//! The examples in `docs/notation/*.md` are true: every row of each page's examples table is
//! rolled by `polyroll roll --json` with the dice it lists, in order, and must give the
//! result it shows (or be refused, for "error"). And no page of the docs links outside the
//! repository.

use std::path::Path;
use std::process::Command;

use serde_json::Value;

const HEADER: &str = "| Formula | Variables | Dice drawn | Result |";

struct Example {
    formula: String,
    vars: Vec<String>,
    faces: Option<String>,
    result: String,
}

/// A table cell as written: backticks removed, `\|` unescaped.
fn cell(text: &str) -> String {
    text.trim().trim_matches('`').replace("\\|", "|")
}

/// The cells of a table row, splitting on `|` but not on `\|`.
fn cells(row: &str) -> Vec<String> {
    let inner = row.trim().trim_start_matches('|').trim_end_matches('|');
    let mut out = vec![String::new()];
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => {
                out.last_mut().expect("a cell").push_str("\\|");
                chars.next();
            }
            '|' => out.push(String::new()),
            c => out.last_mut().expect("a cell").push(c),
        }
    }
    out.iter().map(|c| cell(c)).collect()
}

fn examples(page: &str) -> Vec<Example> {
    let mut lines = page.lines().skip_while(|l| l.trim() != HEADER).skip(2);
    let mut found = Vec::new();
    for line in lines.by_ref() {
        if !line.trim_start().starts_with('|') {
            break;
        }
        let c = cells(line);
        assert_eq!(c.len(), 4, "four cells in {line}");
        let none = |s: &str| s == "—";
        found.push(Example {
            formula: c[0].clone(),
            vars: if none(&c[1]) {
                Vec::new()
            } else {
                c[1].split(';').map(|v| v.trim().to_string()).collect()
            },
            faces: (!none(&c[2])).then(|| c[2].replace(' ', "")),
            result: c[3].clone(),
        });
    }
    found
}

/// One output as the tables write it: numbers as JSON prints them, texts bare, lists in
/// brackets.
fn shown(output: &Value) -> String {
    match output {
        Value::String(s) => s.clone(),
        Value::Array(items) => format!(
            "[{}]",
            items.iter().map(shown).collect::<Vec<_>>().join(", ")
        ),
        other => other.to_string(),
    }
}

fn check(dialect: &str, example: &Example) -> Result<(), String> {
    let mut command = Command::new(env!("CARGO_BIN_EXE_polyroll"));
    command.args(["roll", "--json", "--dialect", dialect]);
    for var in &example.vars {
        command.args(["--var", var]);
    }
    match &example.faces {
        Some(faces) => command.args(["--faces", faces]),
        // No dice: any seed gives the same result.
        None => command.args(["--seed", "1"]),
    };
    let out = command
        .args(["--", &example.formula])
        .output()
        .map_err(|e| e.to_string())?;
    let json: Value = serde_json::from_slice(&out.stdout)
        .map_err(|e| format!("{e}: {}", String::from_utf8_lossy(&out.stdout)))?;
    let got = if json.get("error").is_some() {
        "error".to_string()
    } else {
        let outputs = json["outputs"].as_array().cloned().unwrap_or_default();
        outputs.iter().map(shown).collect::<Vec<_>>().join("; ")
    };
    if got == example.result {
        Ok(())
    } else {
        Err(format!(
            "{dialect} `{}`: the docs say {}, the roll gave {got} ({json})",
            example.formula, example.result
        ))
    }
}

#[test]
fn every_notation_example_rolls_as_documented() {
    let mut failures = Vec::new();
    for dialect in ["standard", "dndice", "pool", "diceplus"] {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("docs/notation")
            .join(format!("{dialect}.md"));
        let page = std::fs::read_to_string(&path).expect("the notation page");
        let rows = examples(&page);
        assert!(rows.len() >= 8, "{dialect}: only {} examples", rows.len());
        failures.extend(rows.iter().filter_map(|e| check(dialect, e).err()));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Markdown files of the repository's own documentation.
fn doc_pages() -> Vec<std::path::PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut pages = vec![root.join("README.md"), root.join("BENCHMARKS.md")];
    let mut folders = vec![root.join("docs")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("docs folder").flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "md") {
                pages.push(path);
            }
        }
    }
    pages
}

#[test]
fn the_docs_never_link_outside_the_repository() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for page in doc_pages() {
        let text = std::fs::read_to_string(&page).expect("a page");
        for bad in ["../shared", "/work/"] {
            assert!(!text.contains(bad), "{} mentions {bad}", page.display());
        }
        // Every relative link names a file that exists.
        for link in text.split("](").skip(1) {
            let target = link.split([')', '#']).next().unwrap_or_default();
            if target.is_empty() || target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let base = page.parent().unwrap_or(root);
            assert!(
                base.join(target).exists(),
                "{} links to {target}, which is not in the repository",
                page.display()
            );
        }
    }
}
