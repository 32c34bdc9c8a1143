//! An alias's name followed by its arguments (`atk 5`, `/roll atk 5`): the alias's body
//! with its `%1%` … markers filled in (see [`polyroll_core::params`]), or the error naming
//! the parameters it takes.

use std::sync::OnceLock;

use polyroll_core::params::{self, ArgumentError, Params};
use polyroll_store::{AliasMap, SavedAlias};

use crate::prepared::{named_call, Prepared};
use crate::{Bot, Reply, Request};

impl Bot {
    /// `saved` rolled with `args` (possibly none): its body with the arguments in place,
    /// and any alias the arguments read loaded too.
    pub(crate) async fn with_arguments(
        &self,
        req: &Request,
        saved: SavedAlias,
        args: &str,
        mut aliases: AliasMap,
        mut aliases_down: Option<String>,
    ) -> Result<Prepared, Reply> {
        let text = self.substituted(req, &saved, args)?;
        // The alias's text replaces the input: its program is the one to roll.
        let program = self.program(saved.dialect, &text);
        if !args.trim().is_empty() {
            let more: Vec<String> = program
                .names_read()
                .iter()
                .filter(|name| aliases.get(name).is_none())
                .cloned()
                .collect();
            if !more.is_empty() {
                let (found, down) = self.load_aliases(req, more).await;
                aliases.merge(found);
                aliases_down = aliases_down.or(down);
            }
        }
        Ok(Prepared {
            text,
            program: OnceLock::from(program),
            dialect: saved.dialect,
            named: Some(saved),
            aliases,
            aliases_down,
            chosen: true,
            system: None,
        })
    }

    /// The alias's formula with `args` in place, or the refusal naming its parameters.
    pub(crate) fn substituted(
        &self,
        req: &Request,
        saved: &SavedAlias,
        args: &str,
    ) -> Result<String, Reply> {
        let list = params::split_arguments(args);
        params::substitute(&saved.formula, &list)
            .map_err(|e| self.arguments_error(req, &saved.name, &e))
    }

    /// What [`Bot::prepare_in`] would give for `formula`, from aliases already loaded (all
    /// that it may read): no store call.
    pub(crate) fn prepare_loaded(
        &self,
        req: &Request,
        formula: &str,
        dialect: polyroll_core::Dialect,
        aliases: &AliasMap,
    ) -> Result<Prepared, Reply> {
        let formula = formula.trim();
        // Looked up here only when the call rule asks; else at the first need of it
        // (a named alias's text replaces the input, which then needs no program).
        let program = OnceLock::new();
        let called = named_call(formula, aliases, || {
            program
                .get_or_init(|| self.program(dialect, formula))
                .reads_alone()
        });
        let (text, named, program) = match called {
            Some((saved, args)) => (
                self.substituted(req, &saved, args)?,
                Some(saved),
                OnceLock::new(),
            ),
            None => (formula.to_string(), None, program),
        };
        let system = match named {
            Some(_) => None,
            None => self.system_call(req, formula, aliases)?,
        };
        let chosen = named.is_some();
        Ok(Prepared {
            text,
            program,
            dialect: named.as_ref().map_or(dialect, |a| a.dialect),
            named,
            aliases: aliases.clone(),
            aliases_down: None,
            chosen,
            system,
        })
    }

    /// `atk takes 1 argument: %1% (0 given)`, in the user's language.
    fn arguments_error(&self, req: &Request, name: &str, e: &ArgumentError) -> Reply {
        let args = arguments(name, e);
        let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
        Reply::text(self.say(req, &arguments_text_id(&e.params), &args))
    }

    /// What an alias's parameters are, for hints and autocomplete: `atk %1% %2=0%`, or just
    /// the name when it takes none.
    pub(crate) fn alias_signature(name: &str, formula: &str) -> String {
        let params = Params::of(formula);
        if params.is_empty() {
            name.to_string()
        } else {
            format!("{name} {params}")
        }
    }
}

/// Which sentence says what the alias takes.
fn arguments_text_id(params: &Params) -> String {
    let id = match (params.min_args(), params.max_args()) {
        (_, Some(0)) => "alias-args-none",
        (min, Some(max)) if min == max => "alias-args-exact",
        (_, Some(_)) => "alias-args-range",
        (_, None) => "alias-args-at-least",
    };
    id.to_string()
}

fn arguments(name: &str, e: &ArgumentError) -> Vec<(&'static str, String)> {
    let max = e.params.max_args().unwrap_or(0);
    vec![
        ("name", name.to_string()),
        ("params", e.params.to_string()),
        ("min", e.params.min_args().to_string()),
        ("max", max.to_string()),
        ("given", e.given.to_string()),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sentence_fits_the_parameters() {
        assert_eq!(
            arguments_text_id(&Params::of("1d20+%1%")),
            "alias-args-exact"
        );
        assert_eq!(
            arguments_text_id(&Params::of("1d20+%1%+%2=0%")),
            "alias-args-range"
        );
        assert_eq!(
            arguments_text_id(&Params::of("%*%d6")),
            "alias-args-at-least"
        );
        assert_eq!(arguments_text_id(&Params::of("1d20")), "alias-args-none");
    }
}
