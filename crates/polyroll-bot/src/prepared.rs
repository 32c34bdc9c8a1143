//! What an input names before it is rolled: the formula ready to roll ([`Prepared`]), the
//! game system roll it may be ([`SystemCall`]), and the one rule for which saved alias a
//! typed input calls — the whole input (`atk`), or its first word followed by arguments
//! (`atk 5`) — used alike when the aliases come from the store and when they are already
//! loaded.

use std::sync::{Arc, OnceLock};

use polyroll_core::params::Params;
use polyroll_core::Dialect;
use polyroll_store::{AliasMap, SavedAlias};
use polyroll_systems::System;

use crate::programs::Parsed;

/// A formula ready to roll: its text and program, notation, the alias a whole input named
/// (if it did), and the aliases it may read.
pub(crate) struct Prepared {
    pub text: String,
    /// `text` parsed in `dialect`, when preparing looked it up: rolling or hinting it (a
    /// set rolls it many times) looks nothing up again. Empty until first asked for
    /// ([`crate::Bot::prepared_program`]) when preparing had no need of it.
    pub program: OnceLock<Arc<Parsed>>,
    pub dialect: Dialect,
    pub named: Option<SavedAlias>,
    pub aliases: AliasMap,
    /// Set when the aliases could not be read: the error id already logged, for the reply
    /// of a roll that turns out to need one.
    pub aliases_down: Option<String>,
    /// The game system this input rolls (`blades 3`), when it names one and no alias of
    /// that name.
    pub system: Option<SystemCall>,
    /// The dialect was chosen for this input (`--dialect`, or the saved alias's own), not
    /// taken from the user's or chat's default.
    pub chosen: bool,
}

/// Names that could be an alias (the store's rule), so other inputs — dice above all, which
/// no name can be — never wait on the store.
pub(crate) fn alias_like(s: &str) -> bool {
    polyroll_store::name_problem(&s.to_lowercase()).is_none()
}

/// The lower-cased first word and the rest, when the first word could be an alias's name
/// and something follows it.
pub(crate) fn call(formula: &str) -> Option<(String, &str)> {
    let formula = formula.trim();
    let end = formula.find(char::is_whitespace)?;
    let (name, rest) = (&formula[..end], formula[end..].trim());
    let name = name.to_lowercase();
    (!rest.is_empty() && polyroll_store::name_problem(&name).is_none()).then_some((name, rest))
}

/// The names [`named_call`] may look up for `formula`: the whole input when it may be an
/// alias's name, and its first word when arguments follow.
pub(crate) fn names_called(formula: &str) -> impl Iterator<Item = String> {
    let formula = formula.trim();
    let whole = alias_like(formula).then(|| formula.to_lowercase());
    whole.into_iter().chain(call(formula).map(|(name, _)| name))
}

/// The saved alias `formula` calls and its arguments (none for a whole input that is the
/// name). An alias without parameters before a formula that reads on its own (`attack
/// 1d20+5`, a label) is no call: `parses` says whether the input reads on its own, asked
/// only then.
pub(crate) fn named_call<'a>(
    formula: &'a str,
    aliases: &AliasMap,
    parses: impl FnOnce() -> bool,
) -> Option<(SavedAlias, &'a str)> {
    let formula = formula.trim();
    if let Some(saved) = alias_like(formula)
        .then(|| aliases.get(&formula.to_lowercase()))
        .flatten()
    {
        return Some((saved.clone(), ""));
    }
    let (name, args) = call(formula)?;
    let saved = aliases.get(&name)?;
    (!Params::of(&saved.formula).is_empty() || !parses()).then(|| (saved.clone(), args))
}

/// A system roll resolved: the system and the value of each of its parameters.
#[derive(Clone, Debug)]
pub struct SystemCall {
    pub system: &'static System,
    pub params: Vec<i64>,
}

impl SystemCall {
    /// The system's name (`blades`).
    pub fn name(&self) -> &str {
        &self.system.name
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_then_arguments() {
        assert_eq!(call("atk 5"), Some(("atk".to_string(), "5")));
        assert_eq!(
            call("Atk  (1 + 1) 2"),
            Some(("atk".to_string(), "(1 + 1) 2"))
        );
        assert_eq!(call("atk"), None);
        assert_eq!(call("1d20 5"), None);
    }
}
