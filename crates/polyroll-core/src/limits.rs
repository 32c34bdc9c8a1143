//! The limits of NOTATION.md. They protect public chats from formulas like `999999d6`.

use crate::error::{Error, Result, Span};
use crate::problem::Problem;

/// Configurable limits; `Limits::default()` gives the defaults of seed 000.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Characters (not bytes) of input.
    pub max_chars: usize,
    /// Levels of brackets of any kind.
    pub max_depth: usize,
    /// Dice drawn per input, counting explosions, rerolls and list draws.
    pub max_dice: usize,
    /// Rerolls or explosions per die; at this many the die stops and keeps its last value.
    pub max_rerolls: usize,
    /// How deep aliases may refer to aliases.
    pub max_alias_depth: usize,
    /// Steps one roll may take: each part of the formula that is evaluated (anything but
    /// a number or a plain dice term) is a step, and an alias counts its whole formula
    /// again at every use, so a few short aliases reading each other many times cannot
    /// make a roll of millions of steps. Checked before rolling (a formula's size with its
    /// aliases expanded) and counted while rolling (a pool `repeat` evaluates its formula
    /// again for each repetition).
    pub max_steps: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_chars: 1000,
            max_depth: 32,
            max_dice: 1000,
            max_rerolls: 100,
            max_alias_depth: 8,
            max_steps: 10_000,
        }
    }
}

impl Limits {
    /// Refuses an input longer than the limit, before anything reads it.
    pub fn check_length(&self, text: &str) -> Result<()> {
        // A text has no more characters than bytes: short ones need no counting.
        if text.len() <= self.max_chars {
            return Ok(());
        }
        let chars = text.chars().count();
        if chars > self.max_chars {
            return Err(Error::limit(
                Problem::TooLong {
                    chars,
                    max: self.max_chars,
                },
                Span::new(0, text.len()),
            ));
        }
        Ok(())
    }

    /// Refuses a bracket that opens the `depth`-th level when that is too deep; every
    /// dialect's parser calls this as it opens one.
    pub fn check_depth(&self, depth: usize, span: Span) -> Result<()> {
        if depth > self.max_depth {
            return Err(Error::limit(
                Problem::TooDeep {
                    max: self.max_depth,
                },
                span,
            ));
        }
        Ok(())
    }
}

/// Numbers beyond this magnitude are refused: f64 holds every integer below it exactly,
/// so totals never silently lose precision.
pub const MAX_MAGNITUDE: f64 = 9_007_199_254_740_992.0;

/// Runs a recursive step with enough stack, growing it on the heap when little is left.
/// Nesting is bounded by the input's length, not by brackets alone (`1+1+…`, `3!!!…`,
/// `----1` nest one level per operator), and chat adapters run on 2 MiB worker stacks:
/// every recursion over formulas goes through here so no input can overflow them.
pub fn with_stack<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(64 * 1024, 1024 * 1024, f)
}
