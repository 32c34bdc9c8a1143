//! What the store accepts as a name, a formula, a description or a setting, checked before
//! anything reaches the database.

use polyroll_core::ast::{BinOp, Expr, ExprKind, Func};
use polyroll_core::{Dialect, Limits};

use crate::error::{FormulaProblem, Result, SettingProblem, StoreError};
use crate::rules::{
    NameProblem, DIALECT_KEY, MAX_DESCRIPTION_CHARS, MAX_FORMULA_CHARS, MAX_NAME_CHARS,
    MAX_SETTING_CHARS,
};

/// Functions and keywords of the notations, beyond [`Func`]'s names: reading one as an
/// alias would make a formula mean something else in another notation.
const KEYWORDS: [&str; 14] = [
    "if",
    "and",
    "or",
    "not",
    "gt",
    "ge",
    "lt",
    "le",
    "repeat",
    "all",
    "any",
    "total",
    "composition",
    "factorial",
];

/// Command words of the bot (`/roll`, `/alias chat`…): a whole input equal to an alias
/// name rolls it, so no name may be one of them.
const COMMANDS: [&str; 12] = [
    "roll", "r", "stats", "odds", "alias", "dialect", "history", "help", "start", "verify", "chat",
    "gm",
];

/// Trims and lower-cases `raw` and checks it is a word under today's rule: a letter (any
/// script) first, then letters, digits, `_` and `-`, at most 32 characters; not dice, not a
/// formula in any notation, not a function, keyword or command word.
pub fn normalize_name(raw: &str) -> Result<String> {
    let name = raw.trim().to_lowercase();
    name_problem(&name).map_or(Ok(name), |problem| {
        Err(StoreError::InvalidName {
            name: raw.trim().to_string(),
            problem,
        })
    })
}

/// What is wrong with an already trimmed, lower-cased name under today's rule.
pub fn name_problem(name: &str) -> Option<NameProblem> {
    let mut chars = name.chars();
    let Some(first) = chars.next() else {
        return Some(NameProblem::Empty);
    };
    if name.chars().count() > MAX_NAME_CHARS {
        return Some(NameProblem::TooLong);
    }
    if !first.is_alphabetic() || !chars.all(|c| c.is_alphanumeric() || c == '_' || c == '-') {
        return Some(NameProblem::NotAWord);
    }
    if COMMANDS.contains(&name) {
        return Some(NameProblem::Command);
    }
    if KEYWORDS.contains(&name) || Func::ALL.iter().any(|f| f.name() == name) {
        return Some(NameProblem::Keyword);
    }
    if starts_like_a_die(name) {
        return Some(NameProblem::Formula(Dialect::Standard));
    }
    Dialect::ALL
        .into_iter()
        .find(|d| reads_as_formula(*d, name))
        .map(NameProblem::Formula)
}

/// `d20`, `dF`, `к6x`: a die letter followed by sides reads as dice to a player, whatever
/// follows.
fn starts_like_a_die(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some('d' | 'к'))
        && matches!(chars.next(), Some(c) if c.is_ascii_digit() || c == 'f' || c == '%')
}

/// True when `name` parses in `dialect` as something other than names read as variables:
/// a diceplus keyword reads the variable of that name, and `half-elf` there is two keywords
/// apart (diceplus quotes such names), neither of which is dice or a formula of its own.
fn reads_as_formula(dialect: Dialect, name: &str) -> bool {
    let Ok(program) = dialect.parse(name, &Limits::default()) else {
        return false;
    };
    let only_names = match program.statements.as_slice() {
        [statement] => statement.label.is_none() && reads_only_names(&statement.expr),
        _ => false,
    };
    !only_names || !program.warnings.is_empty()
}

fn reads_only_names(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Var(_) | ExprKind::Keyword(_) => true,
        ExprKind::Binary(BinOp::Sub, a, b) => reads_only_names(a) && reads_only_names(b),
        _ => false,
    }
}

/// Trims and lower-cases the name of an alias that may have been saved under the old rule
/// (1–32 letters, digits or `_ - . /`), for reading, renaming and deleting it. Settings keys
/// follow this rule too: they are the adapters' words, never read by a roll.
pub fn normalize_saved_name(raw: &str) -> Result<String> {
    let name = raw.trim().to_lowercase();
    let problem = if name.is_empty() {
        Some(NameProblem::Empty)
    } else if name.chars().count() > MAX_NAME_CHARS {
        Some(NameProblem::TooLong)
    } else if !name
        .chars()
        .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | '/'))
    {
        Some(NameProblem::NotAWord)
    } else {
        None
    };
    problem.map_or(Ok(name), |problem| {
        Err(StoreError::InvalidName {
            name: raw.trim().to_string(),
            problem,
        })
    })
}

/// Checks a formula the way the engine will read it: at most 1000 characters, and it parses
/// in its own dialect. Returns it trimmed.
pub fn check_formula(formula: &str, dialect: Dialect) -> Result<String> {
    check_formula_text(formula, dialect).map_err(StoreError::InvalidFormula)
}

/// [`check_formula`]'s rules, for callers that say where the formula came from.
pub(crate) fn check_formula_text(
    formula: &str,
    dialect: Dialect,
) -> std::result::Result<String, FormulaProblem> {
    let formula = formula.trim();
    if formula.chars().count() > MAX_FORMULA_CHARS {
        return Err(FormulaProblem::TooLong {
            max: MAX_FORMULA_CHARS,
        });
    }
    if formula.is_empty() {
        return Err(FormulaProblem::Empty);
    }
    // A body with parameters (`1d20+%1%`) is checked with each filled in.
    let input = polyroll_core::params::with_placeholders(formula);
    if let Err(error) = dialect.parse(&input, &Limits::default()) {
        return Err(FormulaProblem::Unreadable {
            input,
            error: Box::new(error),
        });
    }
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

/// A setting's key follows the old name rule ([`normalize_saved_name`]); its value is at most 1000 characters, and the
/// dialect key only ever holds a dialect's name.
pub fn check_setting(key: &str, value: Option<&str>) -> Result<(String, Option<String>)> {
    let key = normalize_saved_name(key)?;
    let Some(value) = value else {
        return Ok((key, None));
    };
    if value.chars().count() > MAX_SETTING_CHARS {
        return Err(StoreError::InvalidSetting(SettingProblem::TooLong {
            max: MAX_SETTING_CHARS,
        }));
    }
    if key == DIALECT_KEY {
        let dialect: Dialect = value.parse().map_err(|_| {
            StoreError::InvalidSetting(SettingProblem::NotADialect(value.to_string()))
        })?;
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
        assert_eq!(normalize_name("Half-Elf_v2").unwrap(), "half-elf_v2");
        assert_eq!(normalize_name("СИЛА").unwrap(), "сила");
        assert_eq!(normalize_name("épée").unwrap(), "épée");
        assert_eq!(normalize_name(&"a".repeat(32)).unwrap(), "a".repeat(32));
        for word in [
            "sword", "bless", "atk", "dex", "dc", "dm", "da", "dodge", "kh", "fate",
        ] {
            assert_eq!(normalize_name(word).unwrap(), word, "{word} was refused");
        }
    }

    fn problem(name: &str) -> NameProblem {
        match normalize_name(name) {
            Err(StoreError::InvalidName { problem, .. }) => problem,
            other => panic!("{name:?} was not refused as a name: {other:?}"),
        }
    }

    #[test]
    fn names_that_are_not_words_are_refused() {
        for bad in ["", "   "] {
            assert_eq!(problem(bad), NameProblem::Empty, "{bad:?}");
        }
        assert_eq!(problem(&"a".repeat(33)), NameProblem::TooLong);
        for bad in [
            ".", "-", "a/b", "x.y", "5", "a b", "2d6+3", "x;drop", "a'b", "[str]", "_x", "-x",
            "d%", "1d20",
        ] {
            assert_eq!(problem(bad), NameProblem::NotAWord, "{bad:?}");
        }
    }

    #[test]
    fn dice_formulas_keywords_and_commands_are_refused() {
        for dice in ["d20", "D20", "dF", "к6", "4d6kh3", "d6x", "d100"] {
            assert!(
                matches!(
                    problem(dice),
                    NameProblem::Formula(_) | NameProblem::NotAWord
                ),
                "{dice:?}"
            );
        }
        assert_eq!(problem("d20"), NameProblem::Formula(Dialect::Standard));
        for keyword in ["floor", "max", "if", "repeat", "sqrt", "and", "gt"] {
            assert_eq!(problem(keyword), NameProblem::Keyword, "{keyword:?}");
        }
        for command in ["roll", "alias", "verify", "help", "chat", "R"] {
            assert_eq!(problem(command), NameProblem::Command, "{command:?}");
        }
    }

    #[test]
    fn saved_names_keep_the_old_rule() {
        assert_eq!(normalize_saved_name(" A/B ").unwrap(), "a/b");
        assert_eq!(normalize_saved_name("x.y").unwrap(), "x.y");
        assert_eq!(normalize_saved_name("d20").unwrap(), "d20");
        assert!(normalize_saved_name("a b").is_err());
        assert!(normalize_saved_name("").is_err());
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
        assert_eq!(
            check_formula("", Dialect::Standard),
            Err(StoreError::InvalidFormula(FormulaProblem::Empty))
        );
        assert_eq!(
            check_formula(&"1+".repeat(600), Dialect::Standard),
            Err(StoreError::InvalidFormula(FormulaProblem::TooLong {
                max: 1000
            }))
        );
        // The span points into the text the engine read, parameters filled in.
        let Err(StoreError::InvalidFormula(FormulaProblem::Unreadable { input, error })) =
            check_formula("%1%+", Dialect::Standard)
        else {
            panic!("a formula that doesn't parse");
        };
        assert_eq!(input, "(1)+");
        assert!(error.span.end <= input.len(), "{error:?}");
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
