//! Every fixed text of the replies, in English, Russian and French, with Fluent.
//!
//! The translations are compiled in, so a self-hoster has nothing to install; a message
//! missing from one language falls back to English, and a message missing everywhere shows
//! its id rather than nothing.

use std::collections::HashMap;
use std::sync::Arc;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use polyroll_core::{Arg, ErrorKind, Problem};
use polyroll_render::{ProblemWords, Words};
use unic_langid::LanguageIdentifier;

/// A language the bot speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Locale {
    #[default]
    En,
    Ru,
    Fr,
}

impl Locale {
    pub const ALL: [Locale; 3] = [Locale::En, Locale::Ru, Locale::Fr];

    pub fn code(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::Ru => "ru",
            Locale::Fr => "fr",
        }
    }

    /// The locale for a platform's language tag (`ru`, `fr-FR`, Discord's `en-US`…);
    /// English for anything else.
    pub fn from_tag(tag: Option<&str>) -> Locale {
        let primary = tag
            .and_then(|t| t.split(['-', '_']).next())
            .map(str::to_ascii_lowercase);
        match primary.as_deref() {
            Some("ru") => Locale::Ru,
            Some("fr") => Locale::Fr,
            _ => Locale::En,
        }
    }

    fn source(self) -> &'static str {
        match self {
            Locale::En => include_str!("../locales/en.ftl"),
            Locale::Ru => include_str!("../locales/ru.ftl"),
            Locale::Fr => include_str!("../locales/fr.ftl"),
        }
    }

    /// The game systems' words (their outcomes, results and dice), kept apart.
    fn systems_source(self) -> &'static str {
        match self {
            Locale::En => include_str!("../locales/systems/en.ftl"),
            Locale::Ru => include_str!("../locales/systems/ru.ftl"),
            Locale::Fr => include_str!("../locales/systems/fr.ftl"),
        }
    }
}

/// The compiled bundles of every locale (shared: the renderer's words hold a copy).
#[derive(Clone)]
pub struct Texts {
    bundles: Arc<HashMap<Locale, FluentBundle<FluentResource>>>,
}

/// The largest whole number an f64 holds exactly, and every smaller one: 2^53.
const EXACT_IN_F64: u64 = 1 << 53;

impl Texts {
    /// Parses the compiled-in translations. They are part of the binary, so an error here is
    /// a bug caught by the tests, reported rather than panicking.
    pub fn load() -> Result<Texts, String> {
        let mut bundles = HashMap::new();
        for locale in Locale::ALL {
            let resource = FluentResource::try_new(locale.source().to_string())
                .map_err(|(_, errors)| format!("{}.ftl: {errors:?}", locale.code()))?;
            let systems = FluentResource::try_new(locale.systems_source().to_string())
                .map_err(|(_, errors)| format!("systems/{}.ftl: {errors:?}", locale.code()))?;
            let id: LanguageIdentifier = locale
                .code()
                .parse()
                .map_err(|e| format!("{}: {e}", locale.code()))?;
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // Isolation marks would show as stray characters in chat clients.
            bundle.set_use_isolating(false);
            bundle
                .add_resource(resource)
                .map_err(|errors| format!("{}.ftl: {errors:?}", locale.code()))?;
            bundle
                .add_resource(systems)
                .map_err(|errors| format!("systems/{}.ftl: {errors:?}", locale.code()))?;
            bundles.insert(locale, bundle);
        }
        Ok(Texts {
            bundles: Arc::new(bundles),
        })
    }

    /// The text `id` in `locale`, with `args` filled in.
    pub fn get(&self, locale: Locale, id: &str, args: &[(&str, &str)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (k, v) in args {
            // A whole number goes in as a number, so Fluent's plural rules can select on
            // it (`1 alias`, `2 aliases`; Russian's one/few/many).
            // Only a number written as such (`007` stays text, shown as typed), and only
            // one a double holds exactly: Fluent's numbers are f64, and a Discord id
            // (`1200000000000000002`) would be shown rounded. Ids are never plural.
            match v.parse::<i64>() {
                Ok(n) if n.to_string() == *v && n.unsigned_abs() <= EXACT_IN_F64 => {
                    fluent_args.set(*k, FluentValue::from(n))
                }
                _ => fluent_args.set(*k, FluentValue::from(*v)),
            }
        }
        for l in [locale, Locale::En] {
            let Some(bundle) = self.bundles.get(&l) else {
                continue;
            };
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, Some(&fluent_args), &mut errors)
                .into_owned();
        }
        id.to_string()
    }

    /// Whether `locale` itself (not the fallback) has `id`.
    pub fn has(&self, locale: Locale, id: &str) -> bool {
        self.bundles.get(&locale).is_some_and(|b| b.has_message(id))
    }

    /// The renderer's fixed words.
    pub fn words(&self, locale: Locale) -> Words {
        Words {
            more: self.get(locale, "words-more", &[]),
            error: self.get(locale, "words-error", &[]),
            warning: self.get(locale, "words-warning", &[]),
            merged: self.get(locale, "words-merged", &[]),
            no_dice: self.get(locale, "words-no-dice", &[]),
            totals: self.get(locale, "words-totals", &[]),
            empty: self.get(locale, "words-empty", &[]),
            problems: {
                let texts = self.clone();
                ProblemWords::new(move |p| texts.problem(locale, p))
            },
        }
    }

    /// An engine error or warning in `locale`: the message `problem-<id>` with the problem's
    /// arguments, nested problems and parser expectations worded in the same language.
    pub fn problem(&self, locale: Locale, problem: &Problem) -> String {
        let id = format!("problem-{}", problem.id());
        // The test `every_problem_is_translated` keeps this from happening; if it did, the
        // engine's English beats showing an id.
        if !self.has(Locale::En, &id) {
            return problem.to_string();
        }
        let args: Vec<(&str, String)> = problem
            .args()
            .into_iter()
            .map(|(name, arg)| (name, self.argument(locale, arg)))
            .collect();
        let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
        self.get(locale, &id, &args)
    }

    fn argument(&self, locale: Locale, arg: Arg) -> String {
        match arg {
            // Whole numbers as integers, so `get` hands them to Fluent's plural rules.
            Arg::Number(v) if v.fract() == 0.0 && v.abs() < 1e15 => (v as i64).to_string(),
            Arg::Number(v) => v.to_string(),
            Arg::Text(t) => t,
            Arg::Problem(p) => self.problem(locale, &p),
            Arg::Expected(e) => self.get(locale, &format!("expected-{}", e.id()), &[]),
        }
    }

    /// The headline shown above an engine error, by its kind.
    pub fn error_headline(&self, locale: Locale, kind: ErrorKind) -> String {
        let id = match kind {
            ErrorKind::Syntax => "error-syntax",
            ErrorKind::Limit => "error-limit",
            ErrorKind::Math => "error-math",
            ErrorKind::Variable => "error-variable",
            ErrorKind::Faces => "error-faces",
        };
        self.get(locale, id, &[])
    }
}

/// The ids of every message in the English file, for the completeness test.
#[cfg(test)]
fn english_ids() -> Vec<String> {
    Locale::En
        .source()
        .lines()
        .chain(Locale::En.systems_source().lines())
        .filter(|l| !l.starts_with([' ', '#']) && l.contains(" ="))
        .filter_map(|l| l.split(" =").next())
        .map(str::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use polyroll_core::Expected;

    use super::*;

    #[test]
    fn ids_past_what_a_double_holds_are_shown_exactly() {
        let texts = Texts::load().expect("translations parse");
        for id in [
            "1200000000000000002",
            "9007199254740993",
            "-9007199254740993",
        ] {
            let shown = texts.get(Locale::En, "roll-id", &[("id", id)]);
            assert_eq!(shown, format!("roll #{id}"));
        }
        // Small numbers still go in as numbers, for the plural rules.
        assert_eq!(
            texts.get(Locale::En, "roll-id", &[("id", "9007199254740992")]),
            "roll #9007199254740992"
        );
    }

    #[test]
    fn every_locale_has_every_message() {
        let texts = Texts::load().expect("translations parse");
        let ids = english_ids();
        assert!(ids.len() > 30, "{ids:?}");
        for locale in Locale::ALL {
            for id in &ids {
                assert!(texts.has(locale, id), "{} lacks {id}", locale.code());
            }
        }
    }

    /// Each message id of a locale's file with the `$arguments` its text uses (plural
    /// selectors included), continuation lines counted with their message.
    fn arguments(locale: Locale) -> BTreeMap<String, BTreeSet<String>> {
        let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        let mut current = None;
        for line in locale
            .source()
            .lines()
            .chain(locale.systems_source().lines())
        {
            if line.starts_with('#') {
                continue;
            }
            let mut body = line;
            if !line.starts_with(' ') {
                if let Some((id, rest)) = line.split_once(" =") {
                    current = Some(id.trim().to_string());
                    out.entry(id.trim().to_string()).or_default();
                    body = rest;
                }
            }
            let Some(id) = &current else { continue };
            for part in body.split('$').skip(1) {
                let name: String = part
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                if !name.is_empty() {
                    out.entry(id.clone()).or_default().insert(name);
                }
            }
        }
        out
    }

    #[test]
    fn every_message_takes_the_same_arguments_in_every_locale() {
        let english = arguments(Locale::En);
        for locale in [Locale::Ru, Locale::Fr] {
            let other = arguments(locale);
            let ids: BTreeSet<&String> = other.keys().collect();
            assert_eq!(
                ids,
                english.keys().collect(),
                "{} has other message ids than en",
                locale.code()
            );
            for (id, args) in &english {
                assert_eq!(other.get(id), Some(args), "{} {id}", locale.code());
            }
        }
    }

    /// Every problem and expectation of the engine has its message in every locale, taking
    /// exactly the problem's arguments: a new variant cannot ship untranslated.
    #[test]
    fn every_problem_is_translated() {
        let texts = Texts::load().expect("translations parse");
        for locale in Locale::ALL {
            let messages = arguments(locale);
            for (prefix, all) in [("problem", Problem::ALL), ("expected", Expected::ALL)] {
                for (id, args) in all {
                    let id = format!("{prefix}-{id}");
                    assert!(texts.has(locale, &id), "{} lacks {id}", locale.code());
                    let wanted: BTreeSet<String> = args.iter().map(|a| a.to_string()).collect();
                    assert_eq!(messages.get(&id), Some(&wanted), "{} {id}", locale.code());
                }
            }
        }
    }

    #[test]
    fn problems_are_worded_in_the_language_nested_ones_too() {
        let texts = Texts::load().expect("translations parse");
        let p = Problem::InVariable {
            name: "str".into(),
            formula: "1/0".into(),
            problem: Box::new(Problem::DivisionByZero),
        };
        assert_eq!(texts.problem(Locale::En, &p), p.to_string());
        assert_eq!(
            texts.problem(Locale::Ru, &p),
            "в [str] = 1/0: деление на ноль"
        );
        assert_eq!(
            texts.problem(Locale::Fr, &p),
            "dans [str] = 1/0 : division par zéro"
        );
        let p = Problem::ExpectedFound {
            expected: Expected::CommaOrBrace,
            found: "x".into(),
        };
        assert_eq!(texts.problem(Locale::En, &p), p.to_string());
        assert_eq!(
            texts.problem(Locale::Ru, &p),
            "ожидалось ',' или '}', а стоит 'x'"
        );
        // Plurals by Fluent's rules: one, few and many in Russian.
        let ran_out = |count| Problem::FacesRanOut { count };
        assert_eq!(
            texts.problem(Locale::En, &ran_out(1)),
            "ran out of scripted faces after 1 die"
        );
        assert_eq!(
            texts.problem(Locale::En, &ran_out(3)),
            ran_out(3).to_string()
        );
        let exactly = |count| Problem::FunctionTakesExactly {
            function: "max",
            count,
        };
        assert_eq!(
            texts.problem(Locale::Ru, &exactly(2)),
            "max() принимает 2 аргумента"
        );
        assert_eq!(
            texts.problem(Locale::Ru, &exactly(5)),
            "max() принимает 5 аргументов"
        );
        assert_eq!(
            texts.problem(Locale::Ru, &exactly(21)),
            "max() принимает 21 аргумент"
        );
    }

    #[test]
    fn every_outcome_of_every_system_is_worded_in_every_language() {
        let texts = Texts::load().expect("translations parse");
        let book = polyroll_systems::Book::load().expect("the book reads");
        for system in book.all() {
            for key in system.outcome_keys() {
                let id = format!("system-{}-{key}", system.name);
                for locale in Locale::ALL {
                    assert!(texts.has(locale, &id), "{id} in {}", locale.code());
                }
            }
        }
    }

    #[test]
    fn locale_tags() {
        assert_eq!(Locale::from_tag(Some("ru")), Locale::Ru);
        assert_eq!(Locale::from_tag(Some("fr-FR")), Locale::Fr);
        assert_eq!(Locale::from_tag(Some("en-US")), Locale::En);
        assert_eq!(Locale::from_tag(Some("de")), Locale::En);
        assert_eq!(Locale::from_tag(None), Locale::En);
    }

    #[test]
    fn arguments_are_filled_in() {
        let texts = Texts::load().expect("translations parse");
        assert_eq!(
            texts.get(Locale::Ru, "alias-deleted", &[("name", "str")]),
            "[str] удалено."
        );
        assert_eq!(
            texts.get(Locale::Fr, "roll-id", &[("id", "7")]),
            "lancer n° 7"
        );
    }
}
