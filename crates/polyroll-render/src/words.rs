//! The fixed words of the output, in one place so a localisation can swap them.

use std::fmt;
use std::sync::Arc;

use polyroll_core::Problem;

/// Words one problem.
type Wording = dyn Fn(&Problem) -> String + Send + Sync;

/// How the engine's problems (errors and warnings) are worded: English, or a localisation's
/// own wording. The renderer only places the text; choosing the words is the caller's.
#[derive(Clone, Default)]
pub struct ProblemWords(Option<Arc<Wording>>);

impl ProblemWords {
    pub fn new(word: impl Fn(&Problem) -> String + Send + Sync + 'static) -> Self {
        ProblemWords(Some(Arc::new(word)))
    }

    /// The text of `problem`.
    pub fn word(&self, problem: &Problem) -> String {
        match &self.0 {
            Some(word) => word(problem),
            None => problem.to_string(),
        }
    }
}

impl fmt::Debug for ProblemWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.0.is_some() {
            "ProblemWords(localised)"
        } else {
            "ProblemWords(English)"
        })
    }
}

#[derive(Clone, Debug)]
pub struct Words {
    /// After a shortened dice list: "… 12 more".
    pub more: String,
    pub error: String,
    pub warning: String,
    /// A pool statement whose dice another took: "(merged into $3)".
    pub merged: String,
    /// After a formula that rolled nothing: "20 (no dice)".
    pub no_dice: String,
    /// Before the list of a roll set's totals: "Totals: 10, 12, 8".
    pub totals: String,
    /// A result with nothing in it (an empty list or text): "repeat(1d6, -1) → (empty)".
    pub empty: String,
    /// Errors and warnings of the engine.
    pub problems: ProblemWords,
}

impl Words {
    pub fn english() -> Self {
        Words {
            more: "more".into(),
            error: "error".into(),
            warning: "warning".into(),
            merged: "merged into".into(),
            no_dice: "no dice".into(),
            totals: "Totals".into(),
            empty: "empty".into(),
            problems: ProblemWords::default(),
        }
    }
}

impl Default for Words {
    fn default() -> Self {
        Words::english()
    }
}
