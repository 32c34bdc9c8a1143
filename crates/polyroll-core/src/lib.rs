//! Polyroll's dice engine: text → [`ast::Program`] → [`outcome::Outcome`].
//!
//! Pure and synchronous: no I/O, no async, no chat types. Every dialect has its own lexer
//! and parser under [`syntax`], lowering to one AST; one evaluator rolls it, drawing dice
//! from a [`source::DieSource`] in the order NOTATION.md defines, so scripted faces replay
//! exactly.

pub mod ast;
pub mod canonical;
pub mod error;
mod eval;
pub mod fair;
pub mod limits;
pub mod outcome;
pub mod params;
pub mod pool;
pub mod problem;
mod rank;
pub mod sentence;
pub mod sets;
pub mod source;
pub mod stats;
pub mod stop;
pub mod suggest;
pub mod syntax;
mod text;
mod vars;

use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

pub use error::{Error, ErrorKind, Span};
pub use fair::{FairSource, ServerSeed};
pub use limits::Limits;
pub use outcome::Outcome;
pub use problem::{Arg, Expected, Problem};
pub use source::{CountedSource, DieSource, HeldSource, RandomSource, ScriptedSource};
pub use stop::Stop;
pub use vars::{Alias, AliasSteps, NoVariables, Resolver};

use ast::Program;

/// The notations Polyroll speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Dialect {
    /// Seed 000: the default.
    #[default]
    Standard,
    /// Seed 001: an operator table; `!` is a factorial.
    Dndice,
    /// Seed 003: integer, C-like, forgiving.
    Diceplus,
    /// Seed 002: several statements reading each other; texts, lists, branches.
    Pool,
}

impl Dialect {
    pub const ALL: [Dialect; 4] = [
        Dialect::Standard,
        Dialect::Dndice,
        Dialect::Diceplus,
        Dialect::Pool,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Dialect::Standard => "standard",
            Dialect::Dndice => "dndice",
            Dialect::Diceplus => "diceplus",
            Dialect::Pool => "pool",
        }
    }

    /// Parses `text` into a program of this dialect, checking the static limits. The
    /// program knows whether it reads any variable (its facts), so rolling it skips
    /// variable resolution when it does not.
    pub fn parse(self, text: &str, limits: &Limits) -> Result<Program, Error> {
        limits.check_length(text)?;
        let mut result = match self {
            // The standard parser runs the static check itself, on the facts it noted as
            // it built the tree: no walk, and its result is returned where it stands.
            Dialect::Standard => return syntax::standard::parse(text, limits),
            Dialect::Dndice => syntax::dndice::parse(text, limits),
            Dialect::Diceplus => syntax::diceplus::parse(text, limits),
            Dialect::Pool => pool::parse(text, limits).and_then(|p| pool::lower(&p)),
        };
        // Checked where it stands: the program is not moved out of the result and back.
        if let Ok(program) = &mut result {
            let has_vars = vars::check_static_dice(program, limits)?;
            program.facts.reads_variables = Some(has_vars);
        }
        result
    }

    /// [`Dialect::parse`] into `slot`, whose program is empty: the standard parser
    /// writes the program there and takes its dice terms' boxes from the slot's spares;
    /// the others' programs are moved in.
    fn parse_into(
        self,
        text: &str,
        limits: &Limits,
        slot: &mut canonical::ProgramSlot,
    ) -> Result<(), Error> {
        slot.reuses_boxes = self == Dialect::Standard;
        if self == Dialect::Standard {
            limits.check_length(text)?;
            let canonical::ProgramSlot { program, spare, .. } = slot;
            return syntax::standard::parse_into(text, limits, program, spare);
        }
        slot.program = self.parse(text, limits)?;
        Ok(())
    }

    /// How this dialect shows a total, with a warning when it had to change it.
    #[inline]
    pub fn finish_total(self, v: f64, warnings: &mut Vec<Problem>) -> f64 {
        // `+ 0.0` turns a negative zero (`0*-1`) into the zero people expect to see.
        0.0 + match self {
            Dialect::Standard | Dialect::Pool => eval::round2(v),
            // dndice gives unrounded numbers.
            Dialect::Dndice => v,
            Dialect::Diceplus => {
                let (lo, hi) = syntax::diceplus::RESULT_RANGE;
                let clamped = v.trunc().clamp(lo, hi);
                if clamped != v.trunc() {
                    warnings.push(Problem::ResultLimited {
                        value: v,
                        limited: clamped,
                        low: lo,
                        high: hi,
                    });
                }
                clamped
            }
        }
    }
}

impl fmt::Display for Dialect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Dialect {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim().to_ascii_lowercase();
        Dialect::ALL
            .into_iter()
            .find(|d| d.name() == s)
            .ok_or_else(|| {
                let known: Vec<&str> = Dialect::ALL.iter().map(|d| d.name()).collect();
                format!(
                    "unknown dialect '{s}'; known dialects: {}",
                    known.join(", ")
                )
            })
    }
}

/// A fresh outcome filled by `roll` (on an error the partial outcome is dropped, handing on
/// its buffers).
#[inline(always)]
fn rolled_in_place(roll: impl FnOnce(&mut Outcome) -> Result<(), Error>) -> Result<Outcome, Error> {
    rolled_as(canonical::Form::default(), roll)
}

/// [`rolled_in_place`] of an outcome whose canonical form is `canonical` from the start (a
/// program's shared form is counted before the outcome is made and written into it with
/// the other fields, not over an empty one, which the compiler, after the count's atomic
/// write, would no longer know is empty). The outcome is moved into the result once
/// rolled: that measured less than rolling it inside the result, which, larger, was then
/// copied out whole.
#[inline(always)]
fn rolled_as(
    canonical: canonical::Form,
    roll: impl FnOnce(&mut Outcome) -> Result<(), Error>,
) -> Result<Outcome, Error> {
    let mut outcome = Outcome::for_roll(canonical);
    match roll(&mut outcome) {
        Ok(()) => Ok(outcome),
        Err(e) => Err(e),
    }
}

/// The part of `text` a statement spanning `span` was written as (the whole text when the
/// span does not fall on its character boundaries). A statement that is the whole text,
/// as most are, is told by two comparisons, without the boundary checks of a slice.
#[inline(always)]
fn statement_text(text: &str, span: Span) -> &str {
    if span.start == 0 && span.end == text.len() {
        return text;
    }
    text.get(span.start..span.end).unwrap_or(text)
}

/// Whether the outcome a roll fills is fresh ([`Outcome::for_roll`]: no warning yet) or
/// reused ([`Roller::roll_into`]): told at compile time in each inlined copy of the roll.
#[derive(Clone, Copy)]
struct Fresh(bool);

/// Everything a roll needs besides the text.
pub struct Roller<'a> {
    pub dialect: Dialect,
    pub limits: Limits,
    pub resolver: &'a dyn Resolver,
}

impl<'a> Roller<'a> {
    pub fn new(dialect: Dialect) -> Self {
        Roller {
            dialect,
            limits: Limits::default(),
            resolver: &NoVariables,
        }
    }

    pub fn with_resolver(mut self, resolver: &'a dyn Resolver) -> Self {
        self.resolver = resolver;
        self
    }

    /// Parses and rolls `text`.
    pub fn roll(&self, text: &str, source: &mut dyn DieSource) -> Result<Outcome, Error> {
        if self.dialect == Dialect::Pool {
            // Pool results are typed and statements read each other: its own evaluator.
            let program = pool::parse(text, &self.limits)?;
            return pool::roll(&program, text, &self.limits, source);
        }
        rolled_in_place(|outcome| self.roll_text_into(text, source, outcome))
    }

    /// [`Roller::roll`] of a dialect other than pool into `outcome`, which starts empty.
    fn roll_text_into(
        &self,
        text: &str,
        source: &mut dyn DieSource,
        outcome: &mut Outcome,
    ) -> Result<(), Error> {
        // This program is rolled only this time: the outcome keeps it and writes its form
        // only if someone reads it. It is parsed straight into the slot the thread's last
        // parse and roll left (an error drops the slot: the next one makes another).
        let mut slot = outcome.bufs.take_program_box().unwrap_or_default();
        self.dialect.parse_into(text, &self.limits, &mut slot)?;
        self.fill(&slot.program, text, source, outcome, Fresh(true))?;
        outcome.canonical = canonical::Form::of_slot(slot);
        Ok(())
    }

    /// Rolls an already parsed program. Variables are resolved first (unless the parse
    /// found none): an unknown one rolls nothing. The canonical form is the program's,
    /// written on its first roll.
    pub fn roll_program(
        &self,
        program: &Program,
        text: &str,
        source: &mut dyn DieSource,
    ) -> Result<Outcome, Error> {
        rolled_as(program.canonical_text().into(), |outcome| {
            self.fill(program, text, source, outcome, Fresh(true))
        })
    }

    /// [`Roller::roll_program`] into an outcome that is reused from roll to roll: its
    /// statement list, warnings, dice, history and node buffers keep their heap memory,
    /// so rolling a parsed program again allocates nothing but the texts it copies past
    /// their inline room (a source text, label, variable name or formula, or group part
    /// label longer than 22 bytes). Whatever `outcome` held is replaced. On an error it
    /// holds a partial roll: read it only after `Ok`.
    pub fn roll_into(
        &self,
        program: &Program,
        text: &str,
        source: &mut dyn DieSource,
        outcome: &mut Outcome,
    ) -> Result<(), Error> {
        // The program's own form, shared: counted, not copied.
        outcome.canonical = program.canonical_text().into();
        self.fill(program, text, source, outcome, Fresh(false))
    }

    /// What [`Roller::roll_into`] does once the canonical form is the program's, inline in
    /// it and in [`Roller::roll_program`] (one call less for every fresh roll).
    #[inline(always)]
    fn fill(
        &self,
        program: &Program,
        text: &str,
        source: &mut dyn DieSource,
        outcome: &mut Outcome,
        fresh: Fresh,
    ) -> Result<(), Error> {
        if program.facts.reads_variables != Some(false) {
            return self.fill_with_variables(program, text, source, outcome);
        }
        if fresh.0 {
            // No warning to drop: the program's are the outcome's.
            if !program.warnings.is_empty() {
                outcome.warnings.extend_from_slice(&program.warnings);
            }
        } else {
            Self::start_warnings(program, outcome);
        }
        self.roll_statements(program, None, text, source, outcome)
    }

    /// [`Roller::fill`] of a program that reads variables (or may: not parsed by
    /// [`Dialect::parse`]), resolved first. Out of line: the inline roll of a program
    /// without variables carries no resolved variables to test and drop.
    #[inline(never)]
    fn fill_with_variables(
        &self,
        program: &Program,
        text: &str,
        source: &mut dyn DieSource,
        outcome: &mut Outcome,
    ) -> Result<(), Error> {
        let vars = vars::resolve(program, self.resolver, &self.limits)?;
        Self::start_warnings(program, outcome);
        self.roll_statements(program, Some(&vars), text, source, outcome)
    }

    /// Makes `out`'s warnings the program's (those found as it was parsed).
    #[inline(always)]
    fn start_warnings(program: &Program, out: &mut Outcome) {
        // Most rolls warn of nothing: an empty list is not looped over to drop nothing.
        if !out.warnings.is_empty() {
            out.warnings.clear();
        }
        if !program.warnings.is_empty() {
            out.warnings.extend_from_slice(&program.warnings);
        }
    }

    /// Rolls each statement into `out`, whatever it held, once its warnings are the
    /// program's. Inline in its callers: the call's frame cost more than the copy of the
    /// code.
    #[inline(always)]
    fn roll_statements(
        &self,
        program: &Program,
        vars: Option<&HashMap<String, eval::ResolvedVar>>,
        text: &str,
        source: &mut dyn DieSource,
        out: &mut Outcome,
    ) -> Result<(), Error> {
        // The outcome's buffers are filled again (keeping their heap memory).
        let bufs = out.bufs.get_mut();
        bufs.clear();
        let mut ctx = eval::Ctx {
            source,
            limits: &self.limits,
            vars,
            dice_drawn: 0,
            warnings: &mut out.warnings,
            dice: &mut bufs.dice,
            history: &mut bufs.history,
            tree: &mut bufs.tree,
            depth: 0,
            steps: 0,
        };
        // The statements are written over those the list holds (a reused outcome's, or
        // those the thread's last outcome left): only those past this program's are
        // dropped.
        // (Read as a slice once: the small vector's inline-or-heap test is made once.)
        let statements: &[ast::Statement] = &program.statements;
        let n = statements.len();
        if out.statements.len() > n {
            out.statements.truncate(n);
        }
        for (at, s) in statements.iter().enumerate() {
            let (node, value) = match ctx.eval_statement(&s.expr) {
                Ok(rolled) => rolled,
                Err(e) => {
                    // What the list still holds from before is not this roll's.
                    out.statements.truncate(at);
                    return Err(e);
                }
            };
            // The standard dialect's total, the usual one, is told by one comparison
            // rather than the dialect's jump table: `round2` (its `finish_total`, whose
            // `0.0 +` adds nothing to what `round2` gives).
            let total = Some(if self.dialect == Dialect::Standard {
                eval::round2(value)
            } else {
                self.dialect.finish_total(value, ctx.warnings)
            });
            let written = statement_text(text, s.expr.span);
            Outcome::write_statement(
                &mut out.statements,
                at,
                s.label.as_deref(),
                written,
                node,
                total,
            );
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The whole-text short cut of `statement_text` gives what the checked slice gives.
    #[test]
    fn a_statement_text_is_its_slice_of_the_text() {
        let text = "é1d20+5; 2d6";
        for start in 0..=text.len() + 1 {
            for end in 0..=text.len() + 1 {
                let span = Span { start, end };
                assert_eq!(
                    statement_text(text, span),
                    text.get(start..end).unwrap_or(text),
                    "{start}..{end}"
                );
            }
        }
    }

    /// The roll's short cut for the standard dialect's total, `round2`, is its
    /// `finish_total`.
    #[test]
    fn the_standard_total_short_cut_is_finish_total() {
        for v in [
            0.0,
            -0.0,
            1.0,
            -1.0,
            2.345,
            -2.345,
            0.004,
            -0.004,
            1e300,
            -1e300,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            i32::MAX as f64 + 0.5,
        ] {
            let mut warnings = Vec::new();
            let full = Dialect::Standard.finish_total(v, &mut warnings);
            assert_eq!(eval::round2(v).to_bits(), full.to_bits(), "{v}");
            assert!(warnings.is_empty());
        }
    }

    /// A reused outcome's statements are written over, label and source: a roll after one
    /// with a label (or with longer texts, more statements, parse warnings) equals a fresh
    /// roll, and a fresh roll carries the parse's warnings.
    #[test]
    fn statements_written_over_equal_fresh_ones() {
        let limits = Limits::default();
        let mut reused = Outcome::default();
        let mut warned = 0;
        for (dialect, text) in [
            (Dialect::Standard, "1d20+5 (Attack)"),
            // Parse warnings, then none.
            (Dialect::Diceplus, "1d20)"),
            (Dialect::Dndice, "3d6!"),
            (Dialect::Standard, "1d20+5"),
            (Dialect::Standard, "1d20+5 (a rather long label for a roll)"),
            (Dialect::Standard, "2d6+1d4+3+1d8+1d10+1d12+7"),
            (Dialect::Standard, "d6"),
            (Dialect::Dndice, "3d6!"),
            (Dialect::Pool, "1d6; 2d6+1; 3d6kh2"),
            (Dialect::Standard, "4d6kh3"),
        ] {
            let program = dialect.parse(text, &limits).unwrap();
            warned += usize::from(!program.warnings.is_empty());
            let roller = Roller::new(dialect);
            let faces = || ScriptedSource::new(vec![3.0; 40]);
            // Twice fresh: the second is written over the statements the first left.
            for _ in 0..2 {
                let fresh = roller.roll_program(&program, text, &mut faces()).unwrap();
                roller
                    .roll_into(&program, text, &mut faces(), &mut reused)
                    .unwrap();
                assert_eq!(reused, fresh, "{dialect:?} {text}");
                assert!(
                    fresh.warnings.starts_with(&program.warnings),
                    "{dialect:?} {text}"
                );
                // (The pool dialect's parse and roll is its own evaluator's.)
                if dialect != Dialect::Pool {
                    let parsed = roller.roll(text, &mut faces()).unwrap();
                    assert_eq!(parsed, fresh, "{dialect:?} {text}");
                }
            }
        }
        assert_eq!(warned, 3, "programs with parse warnings");
    }
}
