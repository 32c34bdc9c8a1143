//! Every error the engine reports carries the byte span of the input it is about, so a
//! front end can put a caret under the place. Line and column are a rendering concern.
//! What went wrong is a [`Problem`] (an id and typed arguments), worded by the front end.

use std::fmt;

use crate::problem::Problem;

/// A half-open byte range `[start, end)` into the text the user typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub const fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }
}

/// What went wrong, coarsely: lets callers react (e.g. the bot treats `Limit` as a refusal).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The text is not a formula of the dialect.
    Syntax,
    /// A limit of NOTATION.md was broken (length, nesting, dice, rerolls).
    Limit,
    /// The formula is well-formed but cannot be evaluated (division by zero, overflow, …).
    Math,
    /// A variable is unknown, cyclic or too deep.
    Variable,
    /// Scripted faces ran out or did not fit the die.
    Faces,
}

#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub struct Error {
    pub kind: ErrorKind,
    pub problem: Problem,
    pub span: Span,
}

impl Error {
    pub fn new(kind: ErrorKind, problem: Problem, span: Span) -> Self {
        Error {
            kind,
            problem,
            span,
        }
    }
    pub fn syntax(problem: Problem, span: Span) -> Self {
        Self::new(ErrorKind::Syntax, problem, span)
    }
    pub fn limit(problem: Problem, span: Span) -> Self {
        Self::new(ErrorKind::Limit, problem, span)
    }
    pub fn math(problem: Problem, span: Span) -> Self {
        Self::new(ErrorKind::Math, problem, span)
    }
    pub fn variable(problem: Problem, span: Span) -> Self {
        Self::new(ErrorKind::Variable, problem, span)
    }
    pub fn faces(problem: Problem, span: Span) -> Self {
        Self::new(ErrorKind::Faces, problem, span)
    }

    /// The problem in English: for the CLI, logs and JSON. Chat front ends word
    /// [`Error::problem`] in the reader's language instead.
    pub fn message(&self) -> String {
        self.problem.to_string()
    }

    /// The message followed by the input with a caret line under the span.
    pub fn with_caret(&self, input: &str) -> String {
        let start = self.span.start.min(input.len());
        let line_start = input[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = input[start..].find('\n').map_or(input.len(), |i| start + i);
        let line = &input[line_start..line_end];
        let pad = input[line_start..start].chars().count();
        let end = self.span.end.clamp(start, line_end);
        let width = input[start..end].chars().count().max(1);
        format!(
            "{}\n{}\n{}{}",
            self.problem,
            line,
            " ".repeat(pad),
            "^".repeat(width)
        )
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} (at {}..{})",
            self.problem, self.span.start, self.span.end
        )
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
