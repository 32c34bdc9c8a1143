//! Roll sets: `6#4d6kh3` rolls `4d6kh3` six times, each roll shown on its own. `N` is 1 to
//! [`MAX_SET`]; every die of the set counts toward the dice limit (roll them through one
//! [`crate::source::CountedSource`]). The pool notation has no roll sets: there `#` starts a
//! comment, so `3#1d20` stays one.

/// The most rolls one set may hold.
pub const MAX_SET: usize = 20;

/// `N#formula`, split.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RollSet<'a> {
    pub count: usize,
    pub formula: &'a str,
}

/// A count outside 1..=[`MAX_SET`], as typed, and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetCountError {
    pub count: String,
    pub span: crate::Span,
}

/// Reads `N#formula`; `None` when the text does not start with a count glued to `#`.
pub fn roll_set(text: &str) -> Option<Result<RollSet<'_>, SetCountError>> {
    let trimmed = text.trim_start();
    let lead = text.len() - trimmed.len();
    let digits = trimmed.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || !trimmed[digits..].starts_with('#') {
        return None;
    }
    let count = &trimmed[..digits];
    let formula = trimmed[digits + 1..].trim();
    Some(match count.parse::<usize>() {
        Ok(n @ 1..=MAX_SET) => Ok(RollSet { count: n, formula }),
        _ => Err(SetCountError {
            count: count.to_string(),
            span: crate::Span::new(lead, lead + digits),
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_count_glued_to_a_hash() {
        assert_eq!(
            roll_set(" 6#4d6kh3 "),
            Some(Ok(RollSet {
                count: 6,
                formula: "4d6kh3"
            }))
        );
        assert_eq!(roll_set("4d6 # six"), None);
        assert_eq!(roll_set("#1d6"), None);
        assert!(matches!(roll_set("21#1d6"), Some(Err(e)) if e.count == "21"));
        assert!(matches!(roll_set("0#1d6"), Some(Err(_))));
        assert!(matches!(roll_set("99999999999999999999#1d6"), Some(Err(_))));
    }
}
