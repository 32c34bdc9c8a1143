//! The rules a name, formula, description or setting must follow: the limits and the
//! reasons a name is refused. Apart from the checks in `names`, so that the store's errors
//! can state a rule without depending on the code that applies it.

use polyroll_core::Dialect;

pub const MAX_NAME_CHARS: usize = 32;
pub const MAX_FORMULA_CHARS: usize = 1000;
pub const MAX_DESCRIPTION_CHARS: usize = 200;
pub const MAX_SETTING_CHARS: usize = 1000;

/// The setting key under which [`crate::Store::set_dialect`] keeps the default dialect.
pub const DIALECT_KEY: &str = "dialect";
/// The setting that holds a user's player seed for provably fair rolls (`/fair seed`):
/// read with every roll, so held in memory with the dialects.
pub const PLAYER_SEED_KEY: &str = "fair-seed";

/// Why a name can't be an alias name; `Display` states the problem, [`NAME_RULE`] the rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameProblem {
    Empty,
    TooLong,
    /// It does not start with a letter, or holds something other than letters, digits,
    /// `_` and `-`.
    NotAWord,
    /// It reads as dice (`d20`, `dF`, `к6`) or as a formula in this dialect.
    Formula(Dialect),
    /// A function or keyword of a notation (`floor`, `if`, `repeat`).
    Keyword,
    /// A command word (`roll`, `alias`, `verify`).
    Command,
}

impl std::fmt::Display for NameProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NameProblem::Empty => f.write_str("a name can't be empty"),
            NameProblem::TooLong => write!(f, "it is longer than {MAX_NAME_CHARS} characters"),
            NameProblem::NotAWord => f.write_str("it is not a word"),
            NameProblem::Formula(d) => write!(f, "it reads as dice or a formula ({d})"),
            NameProblem::Keyword => f.write_str("it is a function or keyword of a notation"),
            NameProblem::Command => f.write_str("it is a command word"),
        }
    }
}

/// The rule every new alias name follows, as told to whoever broke it.
pub const NAME_RULE: &str = "a name starts with a letter and holds only letters, digits, _ and -, \
     at most 32 characters, and can't be dice, a formula, a function or a command";
