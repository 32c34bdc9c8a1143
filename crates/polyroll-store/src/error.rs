//! One error type for the store, with messages a chat user can read.

use thiserror::Error;

/// Everything the store can refuse or fail at. A refusal is a typed value (which rule,
/// with what), so the bot can say it in the user's language; `Display` is English, for logs
/// and for callers without translations.
#[derive(Debug, Error, Clone, PartialEq)]
pub enum StoreError {
    #[error("'{name}' can't be a name: {problem}; {}", crate::rules::NAME_RULE)]
    InvalidName {
        name: String,
        problem: crate::rules::NameProblem,
    },
    #[error("that formula can't be saved: {0}")]
    InvalidFormula(FormulaProblem),
    #[error(
        "a description can be at most {} characters long",
        crate::rules::MAX_DESCRIPTION_CHARS
    )]
    DescriptionTooLong,
    #[error("that setting can't be saved: {0}")]
    InvalidSetting(SettingProblem),
    #[error("there are already {limit} aliases here, the most allowed; delete some first")]
    TooMany { limit: u32 },
    #[error("there is no alias named '{0}'")]
    NotFound(String),
    #[error("'{0}' is already taken")]
    AlreadyExists(String),
    #[error("that import was refused, nothing was changed: {0}")]
    InvalidImport(ImportProblem),
    #[error("{0}")]
    Tray(TrayProblem),
    #[error("the database URL is not usable: {0}")]
    Config(String),
    #[error(
        "the alias database can't be reached right now ({0}); rolls without aliases still work"
    )]
    Unavailable(String),
    #[error("the alias database failed: {0}")]
    Database(String),
}

/// Why a formula can't be saved.
#[derive(Debug, Error, Clone, PartialEq)]
pub enum FormulaProblem {
    #[error("the formula is empty")]
    Empty,
    #[error("a saved formula can be at most {max} characters long")]
    TooLong { max: usize },
    /// The engine can't read it in its dialect. `input` is the text the engine read (a body
    /// with `%1%` parameters has them filled in), which the error's span points into.
    /// Boxed: the engine's error is large, and every store call's result carries this type.
    #[error("{error}")]
    Unreadable {
        input: String,
        error: Box<polyroll_core::Error>,
    },
}

/// Why a setting can't be saved.
#[derive(Debug, Error, Clone, PartialEq)]
pub enum SettingProblem {
    #[error("a setting's value can be at most {max} characters long")]
    TooLong { max: usize },
    #[error("'{0}' is not a dialect")]
    NotADialect(String),
}

/// Why an alias import was refused as a whole (nothing is written).
#[derive(Debug, Error, Clone, PartialEq)]
pub enum ImportProblem {
    #[error("the file is larger than {max_kib} KiB")]
    TooBig { max_kib: usize },
    #[error("expected format 'polyroll-aliases' version 1, got '{format}' version {version}")]
    WrongFormat { format: String, version: u32 },
    #[error(
        "expected JSON like {{\"aliases\": [{{\"name\": …, \"formula\": …, \"dialect\": …}}]}}"
    )]
    NotAnExport,
    #[error("the book would hold more than {limit} aliases, the most allowed")]
    TooMany { limit: u32 },
    #[error("alias {index} ('{name}'): {problem}")]
    Entry {
        /// From 1, in the file's order.
        index: usize,
        /// As written in the file, trimmed.
        name: String,
        problem: EntryProblem,
    },
}

/// Why a tray was refused, or could not be found or renamed.
#[derive(Debug, Error, Clone, PartialEq)]
pub enum TrayProblem {
    #[error(
        "'{0}' can't be a tray's name: a name starts with a letter and holds only letters, \
         digits, _ and -, at most 32 characters"
    )]
    BadName(String),
    #[error("a tray needs at least one roll")]
    NoButtons,
    #[error("a tray holds at most {max} rolls ({given} given)")]
    TooManyButtons { max: usize, given: usize },
    #[error("there are already {max} trays here, the most allowed; delete one first")]
    TooManyTrays { max: u32 },
    #[error("roll {index} has no label")]
    EmptyLabel { index: usize },
    #[error("the label of roll {index} is longer than {max} characters")]
    LabelTooLong { index: usize, max: usize },
    #[error("roll {index} ('{label}'): {problem}")]
    Formula {
        /// From 1, in the tray's order.
        index: usize,
        label: String,
        problem: FormulaProblem,
    },
    #[error("there is no tray named '{0}'")]
    NotFound(String),
    #[error("there is already a tray named '{0}'")]
    Taken(String),
}

/// What is wrong with one alias of an import.
#[derive(Debug, Error, Clone, PartialEq)]
pub enum EntryProblem {
    #[error("{0}; {rule}", rule = crate::rules::NAME_RULE)]
    Name(crate::rules::NameProblem),
    #[error("'{0}' is not a dialect")]
    Dialect(String),
    #[error("{0}")]
    Formula(FormulaProblem),
    #[error(
        "a description can be at most {} characters long",
        crate::rules::MAX_DESCRIPTION_CHARS
    )]
    DescriptionTooLong,
    #[error("the name appears twice")]
    Duplicate,
}

impl StoreError {
    /// True when the database itself is down or unreachable, not when a request was refused:
    /// the bot then keeps rolling without aliases.
    pub fn is_unavailable(&self) -> bool {
        matches!(self, StoreError::Unavailable(_))
    }

    /// True when the request was refused because of what the user asked for (a bad name,
    /// a missing alias, a full owner), so the message is theirs to fix.
    pub fn is_user_error(&self) -> bool {
        !matches!(
            self,
            StoreError::Config(_) | StoreError::Unavailable(_) | StoreError::Database(_)
        )
    }
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> Self {
        match e {
            sqlx::Error::Io(_)
            | sqlx::Error::Tls(_)
            | sqlx::Error::PoolTimedOut
            | sqlx::Error::PoolClosed
            | sqlx::Error::WorkerCrashed => StoreError::Unavailable(e.to_string()),
            sqlx::Error::Configuration(_) => StoreError::Config(e.to_string()),
            _ => StoreError::Database(e.to_string()),
        }
    }
}

impl From<sqlx::migrate::MigrateError> for StoreError {
    fn from(e: sqlx::migrate::MigrateError) -> Self {
        match e {
            sqlx::migrate::MigrateError::Execute(inner) => inner.into(),
            other => StoreError::Database(format!("migrations: {other}")),
        }
    }
}

pub type Result<T, E = StoreError> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_read_as_sentences_for_the_user() {
        let cases = [
            (
                StoreError::InvalidName {
                    name: "d20".into(),
                    problem: crate::rules::NameProblem::Formula(polyroll_core::Dialect::Standard),
                },
                "'d20' can't be a name: it reads as dice or a formula (standard); a name starts \
                 with a letter and holds only letters, digits, _ and -, at most 32 characters, \
                 and can't be dice, a formula, a function or a command",
            ),
            (
                StoreError::InvalidFormula(FormulaProblem::TooLong { max: 1000 }),
                "that formula can't be saved: a saved formula can be at most 1000 characters long",
            ),
            (
                StoreError::TooMany { limit: 200 },
                "there are already 200 aliases here, the most allowed; delete some first",
            ),
            (
                StoreError::NotFound("str".into()),
                "there is no alias named 'str'",
            ),
            (
                StoreError::AlreadyExists("str".into()),
                "'str' is already taken",
            ),
        ];
        for (error, message) in cases {
            assert_eq!(error.to_string(), message);
            assert!(error.is_user_error());
            assert!(!error.is_unavailable());
        }
    }

    #[test]
    fn lost_connections_are_unavailable() {
        let error = StoreError::from(sqlx::Error::PoolTimedOut);
        assert!(error.is_unavailable());
        assert!(!error.is_user_error());
        assert!(matches!(
            StoreError::from(sqlx::Error::RowNotFound),
            StoreError::Database(_)
        ));
    }
}
