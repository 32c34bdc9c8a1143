//! An error as text: the message, then the input with a caret under the span.

use polyroll_core::Error;

use crate::{fit, Surface, Words};

/// Characters of input shown around the caret: a chat line, not the whole input.
const WINDOW: usize = 72;

/// The line of `input` holding the span, cut to a window around it, and the caret line.
fn caret_lines(e: &Error, input: &str) -> (String, String) {
    let floor = |mut i: usize| {
        i = i.min(input.len());
        while !input.is_char_boundary(i) {
            i -= 1;
        }
        i
    };
    let start = floor(e.span.start);
    let end = floor(e.span.end).max(start);
    let line_start = input[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = input[start..].find('\n').map_or(input.len(), |i| start + i);
    let end = end.min(line_end);
    let line: Vec<char> = input[line_start..line_end].chars().collect();
    let pad = input[line_start..start].chars().count();
    let width = input[start..end].chars().count().max(1);
    // Centre the window on the span's start, showing cuts with an ellipsis.
    let from = pad.saturating_sub(WINDOW / 3);
    let to = (from + WINDOW).min(line.len());
    let mut shown: String = line[from..to].iter().collect();
    let mut caret_pad = pad - from;
    if from > 0 {
        shown.insert(0, '…');
        caret_pad += 1;
    }
    if to < line.len() {
        shown.push('…');
    }
    let width = width.min(WINDOW.saturating_sub(pad - from).max(1));
    (
        shown,
        format!("{}{}", " ".repeat(caret_pad), "^".repeat(width)),
    )
}

pub(crate) fn render(surface: Surface, words: &Words, e: &Error, input: &str) -> String {
    let (line, caret) = caret_lines(e, input);
    let block = surface.block(&format!("{line}\n{caret}"));
    // Messages can quote a saved formula (up to 1000 characters): shorten the message, never
    // the caret block, until the whole fits.
    let message = words.problems.word(&e.problem);
    let max = message.chars().count();
    let text = |n: usize| {
        format!(
            "{}: {}\n{block}",
            words.error,
            surface.escape_prefix(&message, n)
        )
    };
    fit::largest_fitting(surface, max, text)
        .unwrap_or_else(|| fit::leading_lines(surface, &text(0)))
}
