//! Polyroll's renderer: its one job is to turn an [`Outcome`] or an [`Error`] into text
//! for one chat surface (plain text, Discord Markdown, Telegram HTML), escaped and within
//! the surface's length budget; and a distribution into the one statistics table
//! ([`stats`]) that the bot and the command line both print.
//!
//! Die marks: dropped dice and values a reroll replaced are struck through, critical
//! successes bold, critical failures underlined, exploded dice followed by `!`, counted
//! successes followed by `✓` and counted failures by `✗`.

mod error;
mod expansion;
mod fit;
pub mod json;
mod markup;
mod roll;
mod several;
pub mod stats;
mod system;
mod words;

use polyroll_core::{Error, Outcome};

pub use expansion::{reads, render_expansion, Read};
pub use markup::Surface;
pub use several::{render_sentence, render_set, Rolled};
pub use system::{render_system, ShownDie, ShownPool, SystemLine};
pub use words::{ProblemWords, Words};

use roll::Layout;

/// Renders a roll for the surface in English.
pub fn render(surface: Surface, o: &Outcome) -> String {
    render_in(surface, &Words::english(), o)
}

/// Renders a roll for the surface with the given fixed words, within the surface's budget.
///
/// Shortening, in order, until it fits: fewer dice (each statement's total is always
/// shown), then shorter formula echoes and labels, then fewer statements.
pub fn render_in(surface: Surface, words: &Words, o: &Outcome) -> String {
    let dice = roll::dice_count(o);
    let with = |layout: Layout| roll::render(surface, words, o, &layout);
    let shortened = |source: usize, label: usize| {
        fit::largest_fitting(surface, dice, |n| {
            with(Layout {
                dice: n,
                source,
                label,
                ..Layout::FULL
            })
        })
    };
    if let Some(s) = shortened(usize::MAX, usize::MAX).or_else(|| shortened(64, 64)) {
        return s;
    }
    let terse = Layout {
        dice: 0,
        source: 24,
        label: 24,
        statements: o.statements.len(),
    };
    fit::largest_fitting(surface, o.statements.len(), |n| {
        with(Layout {
            statements: n,
            ..terse
        })
    })
    .unwrap_or_else(|| fit::leading_lines(surface, &with(terse)))
}

/// Renders an error in English: its message, then the input with a caret under the span.
pub fn render_error(surface: Surface, e: &Error, input: &str) -> String {
    render_error_in(surface, &Words::english(), e, input)
}

/// Renders an error with the given fixed words, within the surface's budget.
pub fn render_error_in(surface: Surface, words: &Words, e: &Error, input: &str) -> String {
    error::render(surface, words, e, input)
}
