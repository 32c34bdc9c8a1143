//! Rolls inside a sentence: `I swing [[1d20+5]] and deal [[2d6+3]] slashing` holds two
//! formulas. At most [`MAX_PARTS`] per message; their dice count together toward the dice
//! limit (roll them through one [`crate::source::CountedSource`]) and their formulas
//! together toward the length limit.

use crate::{Error, Limits};

/// The most `[[…]]` parts one message may hold.
pub const MAX_PARTS: usize = 10;

/// A piece of a sentence: words as typed, or a formula to roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece<'a> {
    Text(&'a str),
    Roll(&'a str),
}

/// The pieces of a message, in order; `None` when it holds no `[[…]]`.
pub fn pieces(text: &str) -> Option<Vec<Piece<'_>>> {
    let mut out = Vec::new();
    let mut at = 0;
    let mut any = false;
    while let Some(open) = text[at..].find("[[").map(|i| at + i) {
        let Some(close) = closing(text, open + 2) else {
            break;
        };
        if open > at {
            out.push(Piece::Text(&text[at..open]));
        }
        out.push(Piece::Roll(text[open + 2..close].trim()));
        any = true;
        at = close + 2;
    }
    if at < text.len() {
        out.push(Piece::Text(&text[at..]));
    }
    any.then_some(out)
}

/// The `]]` that closes a part whose formula starts at `from`: brackets inside the formula
/// (`[[1d20+[str]]]`) pair up first.
fn closing(text: &str, from: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut i = from;
    while i < bytes.len() {
        match bytes[i] {
            b']' if depth == 0 && bytes.get(i + 1) == Some(&b']') => return Some(i),
            b']' => depth = depth.saturating_sub(1),
            b'[' => depth += 1,
            _ => {}
        }
        i += 1;
    }
    None
}

/// Whether `text`, which holds `[[…]]` parts, is one formula of `dialect` after all: only
/// when it reads cleanly — it parses, with no label (a standard leading label would take
/// `I swing [[1d20]]` as a labelled formula) and nothing passed over (diceplus's
/// forgiveness) — as `[[1+1]]d6` does in the standard notation.
pub fn reads_as_formula(dialect: crate::Dialect, text: &str, limits: &Limits) -> bool {
    dialect.parse(text, limits).is_ok_and(|program| {
        program.warnings.is_empty() && program.statements.iter().all(|s| s.label.is_none())
    })
}

/// The formulas of a sentence, checked against the limits that count all parts together:
/// at most [`MAX_PARTS`] of them, and no more characters in all than one formula may have.
pub fn check(pieces: &[Piece<'_>], limits: &Limits) -> Result<(), SentenceError> {
    let formulas: Vec<&str> = pieces
        .iter()
        .filter_map(|p| match p {
            Piece::Roll(f) => Some(*f),
            Piece::Text(_) => None,
        })
        .collect();
    if formulas.len() > MAX_PARTS {
        return Err(SentenceError::TooManyParts {
            count: formulas.len(),
        });
    }
    limits
        .check_length(&formulas.concat())
        .map_err(SentenceError::Limit)
}

/// Why a sentence cannot be rolled as a whole.
#[derive(Clone, Debug, PartialEq)]
pub enum SentenceError {
    TooManyParts { count: usize },
    Limit(Error),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_parts() {
        assert_eq!(
            pieces("I swing [[1d20+5]] and deal [[ 2d6+3 ]] slashing"),
            Some(vec![
                Piece::Text("I swing "),
                Piece::Roll("1d20+5"),
                Piece::Text(" and deal "),
                Piece::Roll("2d6+3"),
                Piece::Text(" slashing"),
            ])
        );
        assert_eq!(
            pieces("[[1d20+[str]]]!"),
            Some(vec![Piece::Roll("1d20+[str]"), Piece::Text("!")])
        );
        assert_eq!(pieces("no rolls [here]"), None);
        assert_eq!(pieces("open [[1d6 never closed"), None);
    }

    #[test]
    fn a_clean_formula_is_no_sentence() {
        use crate::Dialect;
        let limits = Limits::default();
        assert!(reads_as_formula(Dialect::Standard, "[[1+1]]d6", &limits));
        assert!(!reads_as_formula(
            Dialect::Standard,
            "I parry [[1d6]]",
            &limits
        ));
        assert!(!reads_as_formula(
            Dialect::Standard,
            "a [[1d6]] b [[1d4]]",
            &limits
        ));
        assert!(!reads_as_formula(
            Dialect::Diceplus,
            "I hit [[1d6]] hard",
            &limits
        ));
    }

    #[test]
    fn limits_count_every_part() {
        let many = "[[1]] ".repeat(11);
        let p = pieces(&many).unwrap();
        assert_eq!(
            check(&p, &Limits::default()),
            Err(SentenceError::TooManyParts { count: 11 })
        );
        let long = format!(
            "[[{}]] [[{}]]",
            "1+".repeat(200) + "1",
            "1+".repeat(200) + "1"
        );
        let limits = Limits {
            max_chars: 500,
            ..Limits::default()
        };
        assert!(matches!(
            check(&pieces(&long).unwrap(), &limits),
            Err(SentenceError::Limit(_))
        ));
    }
}
