//! The store's refusals (a bad name, a full book, a broken import…) in the user's language:
//! the store says which rule was broken and with what, this module says it.

use polyroll_store::{
    EntryProblem, FormulaProblem, ImportProblem, NameProblem, SettingProblem, StoreError,
    MAX_DESCRIPTION_CHARS,
};

use crate::{Bot, Request};

impl Bot {
    /// A refused request in the user's language, or `None` when the store failed rather
    /// than refused (those go to the log under an id, see [`Bot::store_failure`]).
    pub(crate) fn refusal(&self, req: &Request, e: &StoreError) -> Option<String> {
        let text = match e {
            StoreError::InvalidName { name, problem } => self.say(
                req,
                "alias-bad-name",
                &[
                    ("name", name),
                    ("problem", &self.name_problem(req, *problem)),
                ],
            ),
            StoreError::NotFound(name) => self.say(req, "alias-none", &[("name", name)]),
            StoreError::AlreadyExists(name) => self.say(req, "alias-taken", &[("name", name)]),
            StoreError::TooMany { limit } => {
                self.say(req, "alias-too-many", &[("limit", &limit.to_string())])
            }
            StoreError::DescriptionTooLong => self.say(
                req,
                "alias-description-too-long",
                &[("max", &MAX_DESCRIPTION_CHARS.to_string())],
            ),
            StoreError::InvalidFormula(problem) => self.formula_refusal(req, problem),
            StoreError::InvalidSetting(SettingProblem::TooLong { max }) => {
                self.say(req, "setting-too-long", &[("max", &max.to_string())])
            }
            StoreError::InvalidSetting(SettingProblem::NotADialect(value)) => {
                self.say(req, "setting-not-dialect", &[("value", value)])
            }
            StoreError::InvalidImport(problem) => self.import_refusal(req, problem),
            StoreError::Tray(problem) => self.tray_refusal(req, problem),
            StoreError::Config(_) | StoreError::Unavailable(_) | StoreError::Database(_) => {
                return None
            }
        };
        Some(text)
    }

    pub(crate) fn formula_refusal(&self, req: &Request, problem: &FormulaProblem) -> String {
        match problem {
            FormulaProblem::Empty => self.say(req, "formula-empty", &[]),
            FormulaProblem::TooLong { max } => {
                self.say(req, "formula-too-long", &[("max", &max.to_string())])
            }
            FormulaProblem::Unreadable { input, error } => {
                let lead = self.say(req, "formula-bad", &[]);
                format!("{lead}\n{}", self.error_text(req, error, input))
            }
        }
    }

    fn import_refusal(&self, req: &Request, problem: &ImportProblem) -> String {
        match problem {
            ImportProblem::TooBig { max_kib } => {
                self.say(req, "import-too-big", &[("max", &max_kib.to_string())])
            }
            ImportProblem::WrongFormat { format, version } => self.say(
                req,
                "import-wrong-format",
                &[("format", format), ("version", &version.to_string())],
            ),
            ImportProblem::NotAnExport => self.say(req, "import-not-export", &[]),
            ImportProblem::TooMany { limit } => {
                self.say(req, "import-too-many", &[("limit", &limit.to_string())])
            }
            ImportProblem::Entry {
                index,
                name,
                problem,
            } => {
                let index = index.to_string();
                let at = [("index", index.as_str()), ("name", name.as_str())];
                let with = |id: &str, more: (&str, &str)| self.say(req, id, &[at[0], at[1], more]);
                match problem {
                    EntryProblem::Name(problem) => self.say(
                        req,
                        "alias-import-bad-name",
                        &[at[0], at[1], ("problem", &self.name_problem(req, *problem))],
                    ),
                    EntryProblem::Dialect(dialect) => {
                        with("import-bad-dialect", ("dialect", dialect))
                    }
                    EntryProblem::Formula(FormulaProblem::Empty) => {
                        self.say(req, "import-empty-formula", &at)
                    }
                    EntryProblem::Formula(FormulaProblem::TooLong { max }) => {
                        with("import-formula-too-long", ("max", &max.to_string()))
                    }
                    EntryProblem::Formula(FormulaProblem::Unreadable { input, error }) => {
                        let lead = self.say(req, "import-bad-formula", &at);
                        format!("{lead}\n{}", self.error_text(req, error, input))
                    }
                    EntryProblem::DescriptionTooLong => with(
                        "import-description-too-long",
                        ("max", &MAX_DESCRIPTION_CHARS.to_string()),
                    ),
                    EntryProblem::Duplicate => self.say(req, "import-duplicate", &at),
                }
            }
        }
    }

    /// Why a name was refused, in the user's language (without escaping: [`Bot::say`]
    /// escapes the arguments it is given, and this is ours).
    fn name_problem(&self, req: &Request, problem: NameProblem) -> String {
        let (id, dialect) = match problem {
            NameProblem::Empty => ("name-problem-empty", ""),
            NameProblem::TooLong => ("name-problem-too-long", ""),
            NameProblem::NotAWord => ("name-problem-not-a-word", ""),
            NameProblem::Formula(d) => ("name-problem-formula", d.name()),
            NameProblem::Keyword => ("name-problem-keyword", ""),
            NameProblem::Command => ("name-problem-command", ""),
        };
        self.texts.get(req.locale, id, &[("dialect", dialect)])
    }
}
