//! [`Form`]: the canonical form as an outcome carries it. An outcome rolled straight from
//! its text keeps the program it rolled and writes the form only when someone reads it
//! (a renderer, the bot's log), so a parse and roll does not pay for writing it; one
//! rolled from a program parsed earlier shares that program's form, written once
//! (`Program::canonical`, kept here rather than beside the tree so that the tree's module
//! needs neither the writer nor the outcome's texts).

use std::fmt;
use std::ops::Deref;

use crate::ast::{Program, SpareBoxes};
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
    /// next parse and roll on its thread (with its buffers), which parses into it, so that
    /// one allocates no box, no program to move into it, and no box of a dice term.
    Program(Kept),
}

/// A form's program slot (always `Some` while it is a form's). Its drop hands the box to
/// a function out of line: a form's drop stays small enough to inline where most forms
/// are dropped, written ones (every roll of a parsed program writes its form over an
/// empty one), and the heavier drop of a slot and its spare boxes is paid only for one.
struct Kept(Option<ProgramBox>);

impl Drop for Kept {
    #[inline]
    fn drop(&mut self) {
        if let Some(slot) = self.0.take() {
            drop_slot(slot);
        }
    }
}

#[inline(never)]
fn drop_slot(slot: ProgramBox) {
    drop(slot);
}

/// The program of a parse and roll's canonical form, and the boxes of the program before
/// it (see [`SpareBoxes`]), reused from roll to roll; its program is empty while it
/// waits for the next parse.
#[derive(Clone, Debug, Default)]
pub(crate) struct ProgramSlot {
    pub program: Program,
    pub spare: SpareBoxes,
    /// Whether the program's parser took its boxes from `spare` (the standard one's), so
    /// that emptying it keeps them; the others' programs are dropped whole.
    pub reuses_boxes: bool,
}

/// A program slot behind a pointer: what an outcome's form and its buffers hand on.
pub(crate) type ProgramBox = Box<ProgramSlot>;

impl Form {
    /// The form of the program `slot` holds, written when first read.
    #[inline]
    pub(crate) fn of_slot(slot: ProgramBox) -> Self {
        Form(Repr::Program(Kept(Some(slot))))
    }

    /// The slot of this form's program, emptied (its dice boxes kept, the rest
    /// dropped), leaving the form empty: for the next parse and roll to reuse. `None`
    /// for a written form.
    #[inline]
    pub(crate) fn take_program_box(&mut self) -> Option<ProgramBox> {
        if !matches!(self.0, Repr::Program(_)) {
            return None;
        }
        match std::mem::take(self).0 {
            Repr::Program(mut kept) => {
                let mut b = kept.0.take()?;
                let ProgramSlot {
                    program,
                    spare,
                    reuses_boxes,
                } = &mut *b;
                if *reuses_boxes {
                    program.clear_into(spare);
                } else {
                    program.clear();
                }
                Some(b)
            }
            Repr::Text(_) => None,
        }
    }

    pub fn as_str(&self) -> &str {
        match &self.0 {
            Repr::Text(t) => t.as_str(),
            Repr::Program(p) => p.0.as_ref().map_or("", |s| s.program.canonical()),
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
                p.0.as_ref()
                    .map(|s| s.program.canonical_text())
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
        let form = Form::of_slot(Box::new(super::ProgramSlot {
            program,
            ..Default::default()
        }));
        let copy = form.clone();
        assert_eq!(form, "4d6kh3+2");
        assert_eq!(copy, "4d6kh3+2");
        assert_eq!(Form::from("1d20").to_string(), "1d20");
        assert_eq!(Form::default(), "");
    }

    /// A program parsed into a slot an outcome's form emptied, its dice terms and
    /// operands written over the boxes of the programs before, is the program a fresh
    /// parse builds.
    #[test]
    fn a_program_parsed_into_a_kept_slot_is_a_fresh_parse() {
        let limits = Limits::default();
        let texts = [
            "4d6kh3",
            "d(1d6)!>=5r<2 + [str]d[dex]",
            "1d20+5 # to hit",
            "{1d20+2, 1d20+2 (fire)}kh1",
            "(1d4)d6 + 2d%min2 + 4dF + 3d6sa",
            "10d6>=5f=1cs>5 - 1d8ro<3",
            "floor(1d20/2) + if(1 > 0, 1d6, 2d6)",
            "Bardic Inspiration 1d6",
            "8d10!!",
            "1d20",
            "2d6 + 1d4 + 3d8 + 4d10 + 5d12 + 6d20 + 7d4 + 8d6 + 9d8 + 1d2",
            "3d6",
            "-(2d4) + [1d6+1]*2 - 3^2",
            "((((1d4))))",
        ];
        let mut slot = Box::<super::ProgramSlot>::default();
        for text in texts.iter().chain(texts.iter().rev()) {
            let fresh = Dialect::Standard.parse(text, &limits).expect("parses");
            Dialect::Standard
                .parse_into(text, &limits, &mut slot)
                .expect("parses");
            assert_eq!(slot.program, fresh, "{text}");
            // Equality leaves the terms' shapes out: each is checked on its own.
            assert!(crate::ast::shapes_settled(&slot.program), "{text}");
            assert_eq!(
                slot.program.facts.reads_variables, fresh.facts.reads_variables,
                "{text}"
            );
            let mut form = Form::of_slot(slot);
            assert_eq!(form.as_str(), fresh.canonical(), "{text}");
            slot = form.take_program_box().expect("a program's form");
            assert_eq!(slot.program, crate::ast::Program::default(), "{text}");
        }
        // An error leaves nothing a later parse would keep.
        let over = "1d6 + 100001d6";
        let err = Dialect::Standard
            .parse(over, &limits)
            .expect_err("too many");
        let into = Dialect::Standard.parse_into(over, &limits, &mut slot);
        assert_eq!(into.expect_err("too many"), err);
    }
}
