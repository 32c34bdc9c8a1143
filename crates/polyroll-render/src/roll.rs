//! A roll's outcome as text: label, formula, dice, total, group parts, warnings.

use polyroll_core::outcome::{Crit, Die, Mark, Node, NodeId, Output, StatementOutcome};
use polyroll_core::pool::output_text;
use polyroll_core::Outcome;

use crate::{Surface, Words};

/// How much of the outcome to show; [`crate::fit`] shrinks it until the text fits.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Layout {
    /// Dice shown over the whole outcome; the rest are counted in "… N more".
    pub dice: usize,
    /// Characters of each statement's formula echoed.
    pub source: usize,
    /// Characters of each label, part label and warning.
    pub label: usize,
    /// Statements shown; the rest are counted in "… N more".
    pub statements: usize,
}

impl Layout {
    pub const FULL: Layout = Layout {
        dice: usize::MAX,
        source: usize::MAX,
        label: usize::MAX,
        statements: usize::MAX,
    };
}

/// A number as people write it: `+ 0.0` shows a negative zero as `0`.
pub(crate) fn num(v: f64) -> String {
    format!("{}", v + 0.0)
}

/// One die of `o`, marks included, as a whole token so shortening never cuts inside markup.
fn die(surface: Surface, o: &Outcome, d: &Die) -> String {
    let mut s = String::new();
    for r in o.replaced(d) {
        s.push_str(&surface.strike(&num(r)));
        s.push(' ');
    }
    let mut v = num(d.value);
    let compounded = o.compounded(d);
    if compounded.len() > 1 {
        let parts: Vec<String> = compounded.iter().map(|x| num(*x)).collect();
        v = format!("{v}({})", parts.join("+"));
    }
    if d.exploded() {
        v.push('!');
    }
    v = match d.crit {
        Some(Crit::Success) => surface.crit_success(&v),
        Some(Crit::Failure) => surface.crit_failure(&v),
        None => v,
    };
    if d.dropped {
        v = surface.strike(&v);
    }
    match d.mark {
        Some(Mark::Success) => v.push('✓'),
        Some(Mark::Failure) => v.push('✗'),
        None => {}
    }
    s.push_str(&v);
    s
}

/// Joins a statement's dice terms, each in brackets, showing at most `*left` dice.
fn dice_list(
    surface: Surface,
    words: &Words,
    o: &Outcome,
    node: NodeId,
    left: &mut usize,
) -> Option<String> {
    let mut out = Vec::new();
    let mut hidden = 0usize;
    let mut any = false;
    o.each_dice(node, &mut |d| {
        let dice = o.dice_of(d);
        any |= !dice.is_empty();
        let shown = dice.len().min(*left);
        *left -= shown;
        hidden += dice.len() - shown;
        if shown > 0 {
            let tokens: Vec<String> = dice[..shown].iter().map(|x| die(surface, o, x)).collect();
            out.push(format!("[{}]", tokens.join(", ")));
        }
    });
    if !any {
        return None;
    }
    let mut s = out.join(" ");
    if hidden > 0 {
        if !s.is_empty() {
            s.push(' ');
        }
        s.push_str(&format!("… {hidden} {}", words.more));
    }
    Some(s)
}

fn statement(
    surface: Surface,
    words: &Words,
    o: &Outcome,
    s: &StatementOutcome,
    layout: &Layout,
    left: &mut usize,
) -> String {
    let mut line = surface.code(&s.source, layout.source);
    match dice_list(surface, words, o, s.node, left) {
        Some(dice) => {
            line.push(' ');
            line.push_str(&dice);
        }
        // A number dressed as a roll (`20 # 1d20`) says it rolled nothing.
        None if matches!(o.output(s), Output::Number(_)) => {
            line.push_str(&format!(" ({})", words.no_dice));
        }
        None => {}
    }
    if let Some(t) = s.total {
        line.push_str(" = ");
        line.push_str(&surface.bold(&num(t)));
    }
    if let Some(p) = &s.pool {
        // Texts, lists and merged statements have no total: show what they gave.
        if s.total.is_none() || !matches!(p.output, Output::Number(_)) {
            line.push_str(" → ");
            let text = output_text(&p.output);
            if text.is_empty() {
                // Bold around nothing would show as stray markup (`****`).
                line.push_str(&format!("({})", words.empty));
            } else {
                let shown = surface.escape_prefix(&text, layout.label);
                line.push_str(&surface.bold(&shown));
            }
        }
        if let Some(n) = p.merged_into {
            line.push_str(&format!(" ({} ${n})", words.merged));
        }
    }
    if let Node::Group(g) = o.node(s.node) {
        let parts: Vec<String> = o
            .parts(g)
            .iter()
            .map(|p| {
                let mut v = num(o.node(p.node).value());
                if p.dropped {
                    v = surface.strike(&v);
                }
                match o.part_label(p) {
                    Some(l) => format!("{v} {}", label(surface, l, layout.label)),
                    None => v,
                }
            })
            .collect();
        line.push_str(&format!(" {{{}}}", parts.join(", ")));
    }
    if let Some(l) = &s.label {
        line.push_str(" — ");
        line.push_str(&label(surface, l, layout.label));
    }
    line
}

/// A label, after the result, quoted and (where the surface can) in italics: a form no
/// formula takes, so `20 # 1d20` can never pass for a roll of 1d20.
fn label(surface: Surface, text: &str, max: usize) -> String {
    surface.italic(&format!("“{}”", surface.escape_prefix(text, max)))
}

pub(crate) fn render(surface: Surface, words: &Words, o: &Outcome, layout: &Layout) -> String {
    let mut lines = Vec::new();
    let mut left = layout.dice;
    for s in o.statements.iter().take(layout.statements) {
        lines.push(statement(surface, words, o, s, layout, &mut left));
    }
    let hidden = o.statements.len().saturating_sub(layout.statements);
    if hidden > 0 {
        lines.push(format!("… {hidden} {}", words.more));
    }
    for w in &o.warnings {
        lines.push(format!(
            "{}: {}",
            words.warning,
            surface.escape_prefix(&words.problems.word(w), layout.label)
        ));
    }
    lines.join("\n")
}

/// Dice in the whole outcome.
pub(crate) fn dice_count(o: &Outcome) -> usize {
    o.statements.iter().map(|s| o.dice_count(s.node)).sum()
}
