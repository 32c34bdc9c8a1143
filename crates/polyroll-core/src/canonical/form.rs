//! [`Form`]: the canonical form as an outcome carries it. An outcome rolled straight from
//! its text keeps the program it rolled and writes the form only when someone reads it
//! (a renderer, the bot's log), so a parse and roll does not pay for writing it; one
//! rolled from a program parsed earlier shares that program's form, written once
//! (`Program::canonical`, kept here rather than beside the tree so that the tree's module
//! needs neither the writer nor the outcome's texts).

use std::fmt;
use std::ops::Deref;

use crate::ast::Program;
use crate::text::Text;

impl Program {
    /// The canonical form, written once per program and shared by its rolls. It is kept
    /// from its first use: a program whose statements are edited afterwards keeps the old
    /// form (parse the new text instead).
    pub fn canonical(&self) -> &str {
        self.canonical_shared()
    }

    /// The canonical form as an outcome holds it: shared with the program, not copied.
    pub(crate) fn canonical_text(&self) -> Text {
        Text::shared(self.canonical_shared().clone())
    }

    fn canonical_shared(&self) -> &std::sync::Arc<str> {
        self.facts
            .canonical
            .get_or_init(|| super::program(self).into())
    }
}

/// An outcome's canonical form, read as a `&str`.
pub struct Form(Repr);

enum Repr {
    /// Written already (a program's shared form, the pool dialect's form).
    Text(Text),
    /// The program the outcome was rolled from, which writes its form on first read.
    /// Boxed: inline it made every outcome 128 bytes larger, and the moves of a roll of a
    /// parsed program (the bot's path, through its program cache) cost more than the
    /// box. The box outlives its program: a dropped outcome hands it, emptied, to the
    /// next parse and roll on its thread (with its buffers), so that one allocates none.
    /// Always `Some` while it is a form's.
    Program(ProgramBox),
}

/// A box for the program of a parse and roll's canonical form, reused from roll to roll
/// (empty while it waits).
pub(crate) type ProgramBox = Box<Option<Program>>;

impl Form {
    /// The form of `program`, written when first read; kept in `spare` (an emptied box a
    /// dropped outcome left) when there is one.
    #[inline]
    pub(crate) fn of_in(program: Program, spare: Option<ProgramBox>) -> Self {
        let boxed = match spare {
            Some(mut b) => {
                *b = Some(program);
                b
            }
            None => Box::new(Some(program)),
        };
        Form(Repr::Program(boxed))
    }

    /// The box of this form's program, emptied (the program dropped), leaving the form
    /// empty: for the next parse and roll to reuse. `None` for a written form.
    #[inline]
    pub(crate) fn take_program_box(&mut self) -> Option<ProgramBox> {
        if !matches!(self.0, Repr::Program(_)) {
            return None;
        }
        match std::mem::take(self).0 {
            Repr::Program(mut b) => {
                *b = None;
                Some(b)
            }
            Repr::Text(_) => None,
        }
    }

    pub fn as_str(&self) -> &str {
        match &self.0 {
            Repr::Text(t) => t.as_str(),
            Repr::Program(p) => p.as_ref().as_ref().map_or("", Program::canonical),
        }
    }
}

impl Default for Form {
    fn default() -> Self {
        Form(Repr::Text(Text::default()))
    }
}

/// A copy shares the written form (writing it first if nobody had read it): cloning an
/// outcome does not copy its program.
impl Clone for Form {
    fn clone(&self) -> Self {
        match &self.0 {
            Repr::Text(t) => Form(Repr::Text(t.clone())),
            Repr::Program(p) => Form(Repr::Text(
                p.as_ref()
                    .as_ref()
                    .map(Program::canonical_text)
                    .unwrap_or_default(),
            )),
        }
    }
}

impl From<Text> for Form {
    fn from(t: Text) -> Self {
        Form(Repr::Text(t))
    }
}

impl From<&str> for Form {
    fn from(s: &str) -> Self {
        Form(Repr::Text(s.into()))
    }
}

impl From<String> for Form {
    fn from(s: String) -> Self {
        Form(Repr::Text(s.into()))
    }
}

impl Deref for Form {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Form {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Debug for Form {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl fmt::Display for Form {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl PartialEq for Form {
    fn eq(&self, other: &Form) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for Form {}

impl PartialEq<str> for Form {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Form {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<String> for Form {
    fn eq(&self, other: &String) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<Form> for str {
    fn eq(&self, other: &Form) -> bool {
        self == other.as_str()
    }
}

impl PartialEq<Form> for &str {
    fn eq(&self, other: &Form) -> bool {
        *self == other.as_str()
    }
}

impl PartialEq<Form> for String {
    fn eq(&self, other: &Form) -> bool {
        self == other.as_str()
    }
}

#[cfg(test)]
mod tests {
    use super::Form;
    use crate::{Dialect, Limits};

    #[test]
    fn a_program_writes_its_form_when_read_and_a_copy_shares_it() {
        let program = Dialect::Standard
            .parse("4D6K3 + 2", &Limits::default())
            .expect("parses");
        let form = Form::of_in(program, None);
        let copy = form.clone();
        assert_eq!(form, "4d6kh3+2");
        assert_eq!(copy, "4d6kh3+2");
        assert_eq!(Form::from("1d20").to_string(), "1d20");
        assert_eq!(Form::default(), "");
    }
}
