//! What the store accepts as a name, a formula, a description or a setting, checked before
//! anything reaches the database.

use polyroll_core::{Dialect, Limits};

use crate::error::{Result, StoreError};

pub const MAX_NAME_CHARS: usize = 32;
pub const MAX_FORMULA_CHARS: usize = 1000;
pub const MAX_DESCRIPTION_CHARS: usize = 200;
pub const MAX_SETTING_CHARS: usize = 1000;

/// The setting key under which [`crate::Store::set_dialect`] keeps the default dialect.
pub const DIALECT_KEY: &str = "dialect";

/// Trims and lower-cases `raw` and checks it is 1–32 letters, digits or `_ - . /` — the
/// form the engine passes to [`polyroll_core::Resolver::lookup`].
pub fn normalize_name(raw: &str) -> Result<String> {
    let name = raw.trim().to_lowercase();
    let invalid = |reason: &str| StoreError::InvalidName {
        name: raw.trim().to_string(),
        reason: reason.to_string(),
    };
    if name.is_empty() {
        return Err(invalid("a name can't be empty"));
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(invalid("a name can be at most 32 characters long"));
    }
    if !name.chars().all(is_name_char) {
        return Err(invalid(
            "a name can only hold letters, digits and the characters _ - . /",
        ));
    }
    Ok(name)
}

fn is_name_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | '/')
}

/// Checks a formula the way the engine will read it: at most 1000 characters, and it parses
/// in its own dialect. Returns it trimmed.
pub fn check_formula(formula: &str, dialect: Dialect) -> Result<String> {
    let formula = formula.trim();
    if formula.chars().count() > MAX_FORMULA_CHARS {
        return Err(StoreError::FormulaTooLong);
    }
    if formula.is_empty() {
        return Err(StoreError::InvalidFormula("the formula is empty".into()));
    }
    dialect
        .parse(formula, &Limits::default())
        .map_err(|e| StoreError::InvalidFormula(e.message))?;
    Ok(formula.to_string())
}

/// A description is optional; a blank one counts as none.
pub fn check_description(description: Option<&str>) -> Result<Option<String>> {
    let Some(text) = description.map(str::trim).filter(|d| !d.is_empty()) else {
        return Ok(None);
    };
    if text.chars().count() > MAX_DESCRIPTION_CHARS {
        return Err(StoreError::DescriptionTooLong);
    }
    Ok(Some(text.to_string()))
}

/// A setting's key follows the name rules; its value is at most 1000 characters, and the
/// dialect key only ever holds a dialect's name.
pub fn check_setting(key: &str, value: Option<&str>) -> Result<(String, Option<String>)> {
    let key = normalize_name(key)?;
    let Some(value) = value else {
        return Ok((key, None));
    };
    if value.chars().count() > MAX_SETTING_CHARS {
        return Err(StoreError::InvalidSetting(format!(
            "a setting's value can be at most {MAX_SETTING_CHARS} characters long"
        )));
    }
    if key == DIALECT_KEY {
        let dialect: Dialect = value.parse().map_err(StoreError::InvalidSetting)?;
        return Ok((key, Some(dialect.name().to_string())));
    }
    Ok((key, Some(value.to_string())))
}

/// A `LIKE` pattern matching names that start with `prefix`, with the wildcards it may hold
/// (`_` is a name character) escaped by `\`.
pub fn like_prefix(prefix: &str) -> String {
    let mut pattern = String::with_capacity(prefix.len() + 1);
    for c in prefix.chars() {
        if matches!(c, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_and_lower_cased() {
        assert_eq!(normalize_name("  Str ").unwrap(), "str");
        assert_eq!(
            normalize_name("Half-Elf/Str.v2_x").unwrap(),
            "half-elf/str.v2_x"
        );
        assert_eq!(normalize_name("СИЛА").unwrap(), "сила");
        assert_eq!(normalize_name(&"a".repeat(32)).unwrap(), "a".repeat(32));
    }

    #[test]
    fn bad_names_are_refused() {
        for bad in [
            "",
            "   ",
            "a b",
            "2d6+3",
            "x;drop",
            "a'b",
            "[str]",
            &"a".repeat(33),
        ] {
            assert!(
                matches!(normalize_name(bad), Err(StoreError::InvalidName { .. })),
                "{bad:?} was accepted"
            );
        }
    }

    #[test]
    fn formulas_must_parse_in_their_dialect() {
        assert_eq!(
            check_formula(" 1d20+5 ", Dialect::Standard).unwrap(),
            "1d20+5"
        );
        assert!(matches!(
            check_formula("1d20+", Dialect::Standard),
            Err(StoreError::InvalidFormula(_))
        ));
        assert!(matches!(
            check_formula("", Dialect::Standard),
            Err(StoreError::InvalidFormula(_))
        ));
        assert_eq!(
            check_formula(&"1+".repeat(600), Dialect::Standard),
            Err(StoreError::FormulaTooLong)
        );
    }

    #[test]
    fn the_dialect_setting_holds_only_dialects() {
        assert_eq!(
            check_setting("Dialect", Some(" DicePlus")).unwrap(),
            ("dialect".to_string(), Some("diceplus".to_string()))
        );
        assert!(matches!(
            check_setting("dialect", Some("klingon")),
            Err(StoreError::InvalidSetting(_))
        ));
        assert_eq!(
            check_setting("gm_role", Some("12345"))
                .unwrap()
                .1
                .as_deref(),
            Some("12345")
        );
    }

    #[test]
    fn prefixes_escape_like_wildcards() {
        assert_eq!(like_prefix("a_b%"), "a\\_b\\%%");
        assert_eq!(like_prefix(""), "%");
    }
}
