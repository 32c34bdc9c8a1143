//! One error type for the store, with messages a chat user can read.

use thiserror::Error;

/// Everything the store can refuse or fail at. `Display` is written for the person who
/// typed the command; the adapters can show it as it is.
#[derive(Debug, Error, Clone, PartialEq)]
pub enum StoreError {
    #[error("'{name}' can't be a name: {problem}; {}", crate::names::NAME_RULE)]
    InvalidName {
        name: String,
        problem: crate::names::NameProblem,
    },
    #[error(
        "a saved formula can be at most {} characters long",
        crate::names::MAX_FORMULA_CHARS
    )]
    FormulaTooLong,
    /// The engine's reason, typed, so a front end words it in the user's language.
    #[error("that formula doesn't work: {0}")]
    InvalidFormula(polyroll_core::Problem),
    #[error(
        "a description can be at most {} characters long",
        crate::names::MAX_DESCRIPTION_CHARS
    )]
    DescriptionTooLong,
    #[error("{0}")]
    InvalidSetting(String),
    #[error("there are already {limit} aliases here, the most allowed; delete some first")]
    TooMany { limit: u32 },
    #[error("there is no alias named '{0}'")]
    NotFound(String),
    #[error("'{0}' is already taken")]
    AlreadyExists(String),
    #[error(
        "that import was refused, nothing was changed: alias {index} ('{name}'): {problem}; {}",
        crate::names::NAME_RULE
    )]
    ImportBadName {
        /// From 1, in the file's order.
        index: usize,
        name: String,
        problem: crate::names::NameProblem,
    },
    #[error("that import was refused, nothing was changed: {0}")]
    InvalidImport(String),
    #[error("the database URL is not usable: {0}")]
    Config(String),
    #[error(
        "the alias database can't be reached right now ({0}); rolls without aliases still work"
    )]
    Unavailable(String),
    #[error("the alias database failed: {0}")]
    Database(String),
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
                    problem: crate::names::NameProblem::Formula(polyroll_core::Dialect::Standard),
                },
                "'d20' can't be a name: it reads as dice or a formula (standard); a name starts \
                 with a letter and holds only letters, digits, _ and -, at most 32 characters, \
                 and can't be dice, a formula, a function or a command",
            ),
            (
                StoreError::FormulaTooLong,
                "a saved formula can be at most 1000 characters long",
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
