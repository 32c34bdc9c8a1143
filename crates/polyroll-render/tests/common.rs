//! Outcomes to render, rolled by the real engine with scripted faces.
#![allow(dead_code)]

use std::collections::HashMap;

use polyroll_core::{Alias, Dialect, Error, Outcome, Roller, ScriptedSource};

/// Rolls `text` in `dialect`; faces repeat when the script runs out.
pub fn roll(dialect: Dialect, text: &str, faces: &[f64]) -> Result<Outcome, Error> {
    let vars: HashMap<String, Alias> = HashMap::new();
    let faces: Vec<f64> = faces.iter().copied().cycle().take(4096).collect();
    let mut source = ScriptedSource::new(faces);
    Roller::new(dialect)
        .with_resolver(&vars)
        .roll(text, &mut source)
}

/// Rolls `text` in `dialect` reading the standard-notation `aliases` as its variables.
pub fn roll_with_aliases(
    dialect: Dialect,
    text: &str,
    aliases: &[(&str, &str)],
    faces: &[f64],
) -> Result<Outcome, Error> {
    let vars: HashMap<String, Alias> = aliases
        .iter()
        .map(|(name, formula)| {
            let alias = Alias {
                formula: formula.to_string(),
                dialect: Dialect::Standard,
            };
            (name.to_string(), alias)
        })
        .collect();
    let mut source = ScriptedSource::new(faces.to_vec());
    Roller::new(dialect)
        .with_resolver(&vars)
        .roll(text, &mut source)
}

/// Checks `s` is Telegram HTML of the tags we use only, balanced, with every `<`, `>` and
/// `&` outside a tag written as an entity. Returns what is wrong.
pub fn telegram_html_problem(s: &str) -> Option<String> {
    const TAGS: [&str; 6] = ["b", "s", "u", "i", "code", "pre"];
    const ENTITIES: [&str; 4] = ["&lt;", "&gt;", "&amp;", "&quot;"];
    let mut open: Vec<&str> = Vec::new();
    let mut rest = s;
    while let Some(c) = rest.chars().next() {
        match c {
            '<' => {
                let Some(end) = rest.find('>') else {
                    return Some(format!("unclosed '<' in {rest:?}"));
                };
                let tag = &rest[1..end];
                if let Some(name) = tag.strip_prefix('/') {
                    if open.pop() != Some(name) {
                        return Some(format!("closing </{name}> does not match"));
                    }
                } else if TAGS.contains(&tag) {
                    open.push(TAGS.iter().copied().find(|t| *t == tag).unwrap_or(""));
                } else {
                    return Some(format!("tag <{tag}> is not allowed"));
                }
                rest = &rest[end + 1..];
            }
            '>' => return Some("raw '>' outside a tag".into()),
            '&' => {
                let Some(e) = ENTITIES.iter().find(|e| rest.starts_with(**e)) else {
                    return Some(format!("raw '&' at {rest:?}"));
                };
                rest = &rest[e.len()..];
            }
            _ => rest = &rest[c.len_utf8()..],
        }
    }
    (!open.is_empty()).then(|| format!("tags left open: {open:?}"))
}
