//! What the user likely meant when a formula fails: `1d20 adv` → `2d20kh1`, `4d6 kh3` →
//! `4d6kh3`, `flor(2.5)` → `floor(2.5)`, `[strr]` → `[str]`. A suggestion is offered
//! only when the corrected text parses in the same dialect, so it can never lead to a
//! second error. The engine gives the corrected text; the bot words "did you mean …?".

use crate::ast::Func;
use crate::error::{Error, ErrorKind};
use crate::limits::Limits;
use crate::Dialect;

/// The corrected formula for `text`, which failed with `error` in `dialect`, when one is
/// likely. `names` are the alias names the user has, for a misspelt `[name]`.
pub fn formula(
    dialect: Dialect,
    text: &str,
    error: &Error,
    names: &[String],
    limits: &Limits,
) -> Option<String> {
    let parses = |candidate: &String| dialect.parse(candidate, limits).is_ok();
    if error.kind == ErrorKind::Variable {
        return misspelt_variable(text, names).filter(parses);
    }
    if error.kind != ErrorKind::Syntax {
        return None;
    }
    [
        advantage(dialect, text),
        glued_modifier(text, error),
        misspelt_function(text),
    ]
    .into_iter()
    .flatten()
    .find(parses)
}

/// The name in `names` nearest to `word` (ignoring case) within a small edit distance:
/// one edit for words of up to four letters, two for longer ones.
pub fn nearest<'a>(word: &str, names: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let word = word.to_lowercase();
    let most = if word.chars().count() <= 4 { 1 } else { 2 };
    names
        .into_iter()
        .map(|n| (edit_distance(&word, &n.to_lowercase()), n))
        .filter(|&(d, _)| d <= most)
        .min_by_key(|&(d, _)| d)
        .map(|(_, n)| n)
}

/// `1d20 adv` / `d20 dis` (also `advantage`, `disadvantage`): two d20s keeping one.
fn advantage(dialect: Dialect, text: &str) -> Option<String> {
    let (keep_high, keep_low) = match dialect {
        Dialect::Standard | Dialect::Pool => ("kh1", "kl1"),
        Dialect::Dndice => ("h1", "l1"),
        Dialect::Diceplus => return None,
    };
    let trimmed = text.trim();
    let (before, word) = trimmed.rsplit_once(char::is_whitespace)?;
    let keep = match word.to_lowercase().as_str() {
        "adv" | "advantage" => keep_high,
        "dis" | "disadv" | "disadvantage" => keep_low,
        _ => return None,
    };
    let before = before.trim_end();
    let rest = strip_ascii_prefix(before, "1d20").or_else(|| strip_ascii_prefix(before, "d20"))?;
    // `1d200 adv` is no d20.
    if rest.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    Some(format!("2d20{keep}{rest}"))
}

/// `text` after `prefix` (ASCII, matched in any case). Matched on `text` itself: in a
/// lower-cased copy, what follows can be longer or shorter (`Ⱥ` is 2 bytes, `ⱥ` 3), so an
/// offset from the copy is no offset into `text`.
fn strip_ascii_prefix<'t>(text: &'t str, prefix: &str) -> Option<&'t str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &text[prefix.len()..])
}

/// `4d6 kh3`: a modifier written after a space, which must touch its die.
fn glued_modifier(text: &str, error: &Error) -> Option<String> {
    let start = error.span.start.min(text.len());
    let before = text.get(..start)?;
    let word = text.get(start..)?;
    if !before.ends_with(char::is_whitespace) || before.trim().is_empty() {
        return None;
    }
    let lower = word.to_lowercase();
    let modifier = ["kh", "kl", "k", "dh", "dl", "ro", "r", "!"]
        .iter()
        .any(|m| lower.starts_with(m));
    modifier.then(|| format!("{}{word}", before.trim_end()))
}

/// `flor(2.5)`: a word before a bracket that is no function but is close to one.
fn misspelt_function(text: &str) -> Option<String> {
    let mut out = String::with_capacity(text.len());
    let mut changed = false;
    let mut rest = text;
    while let Some(start) = rest.find(char::is_alphabetic) {
        out.push_str(&rest[..start]);
        let tail = &rest[start..];
        let len = tail
            .find(|c: char| !c.is_alphabetic())
            .unwrap_or(tail.len());
        let word = &tail[..len];
        let known = Func::ALL.iter().any(|f| f.name() == word) || word == "if";
        let fixed = if !known && tail[len..].starts_with('(') {
            nearest(word, Func::ALL.iter().map(|f| f.name()))
        } else {
            None
        };
        changed |= fixed.is_some();
        out.push_str(fixed.unwrap_or(word));
        rest = &tail[len..];
    }
    out.push_str(rest);
    changed.then_some(out)
}

/// `[strr]` when `[str]` exists: each unknown bracketed name replaced by its nearest.
fn misspelt_variable(text: &str, names: &[String]) -> Option<String> {
    let mut out = String::with_capacity(text.len());
    let mut changed = false;
    let mut rest = text;
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find(']') else {
            break;
        };
        let inner = &rest[open + 1..open + close];
        out.push_str(&rest[..=open]);
        let name = inner.trim().to_lowercase();
        let known = names.iter().any(|n| n.to_lowercase() == name);
        match (!known)
            .then(|| nearest(&name, names.iter().map(String::as_str)))
            .flatten()
        {
            Some(n) => {
                out.push_str(n);
                changed = true;
            }
            None => out.push_str(inner),
        }
        out.push(']');
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    changed.then_some(out)
}

/// Levenshtein distance with adjacent swaps counted as one edit (`flaot` is one from
/// `float`), over characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut prev2 = vec![0; b.len() + 1];
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for i in 1..=a.len() {
        let mut cur = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            cur[j] = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                cur[j] = cur[j].min(prev2[j - 2] + 1);
            }
        }
        prev2 = std::mem::replace(&mut prev, cur);
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(edit_distance("flor", "floor"), 1);
        assert_eq!(edit_distance("flaot", "float"), 1);
        assert_eq!(edit_distance("str", "str"), 0);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(nearest("Strr", ["dex", "str"]), Some("str"));
        assert_eq!(nearest("xyz", ["dex", "str"]), None);
    }
}
