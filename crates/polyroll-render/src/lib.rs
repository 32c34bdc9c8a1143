//! Polyroll's renderer: its one job is to turn an [`Outcome`] or an [`Error`] into text
//! for one chat surface (plain text, Discord Markdown, Telegram HTML), escaped and within
//! the surface's length budget.
//!
//! Die marks: dropped dice and values a reroll replaced are struck through, critical
//! successes bold, critical failures underlined, exploded dice followed by `!`, counted
//! successes followed by `✓` and counted failures by `✗`.

use std::fmt;
use std::str::FromStr;

use polyroll_core::outcome::{Crit, Die, Mark, Node};
use polyroll_core::{Error, Outcome};

/// The fixed words of the output, in one place so a localisation can swap them.
#[derive(Clone, Copy, Debug)]
pub struct Words {
    pub more: &'static str,
    pub error: &'static str,
    pub warning: &'static str,
}

/// The English words.
pub const WORDS: Words = Words {
    more: "more",
    error: "error",
    warning: "warning",
};

/// Where the text will be shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Surface {
    #[default]
    Plain,
    Discord,
    Telegram,
}

impl Surface {
    pub const ALL: [Surface; 3] = [Surface::Plain, Surface::Discord, Surface::Telegram];

    pub fn name(self) -> &'static str {
        match self {
            Surface::Plain => "plain",
            Surface::Discord => "discord",
            Surface::Telegram => "telegram",
        }
    }

    /// The longest message the surface accepts, in chars (Telegram counted on the raw
    /// HTML, which is never shorter than the parsed text, to be safe). Plain has none.
    pub fn budget(self) -> usize {
        match self {
            Surface::Plain => usize::MAX,
            Surface::Discord => 2000,
            Surface::Telegram => 4096,
        }
    }

    /// Escapes text the user typed so the surface shows it literally.
    pub fn escape(self, s: &str) -> String {
        let mut out = String::with_capacity(s.len());
        for c in s.chars() {
            match self {
                Surface::Plain => out.push(c),
                Surface::Discord => {
                    if "\\*_~`|>[]()#-+.!<:".contains(c) {
                        out.push('\\');
                    }
                    out.push(c);
                }
                Surface::Telegram => match c {
                    '<' => out.push_str("&lt;"),
                    '>' => out.push_str("&gt;"),
                    '&' => out.push_str("&amp;"),
                    '"' => out.push_str("&quot;"),
                    _ => out.push(c),
                },
            }
        }
        out
    }

    fn wrap(self, open_md: &str, tag: &str, inner: &str) -> String {
        match self {
            Surface::Telegram => format!("<{tag}>{inner}</{tag}>"),
            _ => format!("{open_md}{inner}{open_md}"),
        }
    }

    fn strike(self, s: &str) -> String {
        self.wrap("~~", "s", s)
    }
    fn bold(self, s: &str) -> String {
        self.wrap("**", "b", s)
    }
    fn underline(self, s: &str) -> String {
        self.wrap("__", "u", s)
    }
}

impl fmt::Display for Surface {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Surface {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim().to_ascii_lowercase();
        Surface::ALL
            .into_iter()
            .find(|x| x.name() == s)
            .ok_or_else(|| format!("unknown surface '{s}'; known: plain, discord, telegram"))
    }
}

fn num(v: f64) -> String {
    format!("{v}")
}

/// One die, marks included. Built as whole tokens so shortening never cuts inside markup.
fn die(surface: Surface, d: &Die) -> String {
    let mut s = String::new();
    for r in &d.replaced {
        s.push_str(&surface.strike(&num(*r)));
        s.push(' ');
    }
    let mut v = num(d.value);
    if !d.compounded.is_empty() && d.compounded.len() > 1 {
        let parts: Vec<String> = d.compounded.iter().map(|x| num(*x)).collect();
        v = format!("{v}({})", parts.join("+"));
    }
    if d.exploded {
        v.push('!');
    }
    v = match d.crit {
        Some(Crit::Success) => surface.bold(&v),
        Some(Crit::Failure) => surface.underline(&v),
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

/// The dice tokens of one node, in draw order, each term in brackets.
fn dice_tokens(surface: Surface, node: &Node) -> Vec<Vec<String>> {
    let mut terms = Vec::new();
    node.each_dice(&mut |d| terms.push(d.dice.iter().map(|x| die(surface, x)).collect()));
    terms
}

/// Joins the terms, keeping at most `keep` dice and saying how many were left out.
fn join_terms(terms: &[Vec<String>], keep: usize) -> String {
    let mut out = Vec::new();
    let mut left = keep;
    let mut hidden = 0usize;
    for t in terms {
        let shown: Vec<&str> = t.iter().take(left).map(String::as_str).collect();
        left -= shown.len();
        hidden += t.len() - shown.len();
        if !shown.is_empty() {
            out.push(format!("[{}]", shown.join(", ")));
        }
    }
    let mut s = out.join(" ");
    if hidden > 0 {
        s.push_str(&format!(" … {hidden} {}", WORDS.more));
    }
    s
}

/// Renders a roll for the surface, within its budget.
pub fn render(surface: Surface, o: &Outcome) -> String {
    let budget = surface.budget();
    let full = render_with(surface, o, usize::MAX);
    if full.chars().count() <= budget {
        return full;
    }
    // Too long: find the most dice that fit, by halving. Everything but the dice
    // (labels, formula, totals, warnings) is always shown.
    let total: usize = o.statements.iter().map(|s| s.node.dice().len()).sum();
    let (mut lo, mut hi) = (0usize, total);
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if render_with(surface, o, mid).chars().count() <= budget {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    render_with(surface, o, lo)
}

fn render_with(surface: Surface, o: &Outcome, keep: usize) -> String {
    let mut lines = Vec::new();
    let mut left = keep;
    for s in &o.statements {
        let mut line = String::new();
        if let Some(l) = &s.label {
            line.push_str(&surface.escape(l));
            line.push_str(": ");
        }
        line.push_str(&code(surface, &s.source));
        let terms = dice_tokens(surface, &s.node);
        let n: usize = terms.iter().map(Vec::len).sum();
        if n > 0 {
            line.push(' ');
            line.push_str(&join_terms(&terms, left));
            left = left.saturating_sub(n);
        }
        if let Some(t) = s.total {
            line.push_str(" = ");
            line.push_str(&surface.bold(&num(t)));
        }
        if let Node::Group(g) = &s.node {
            let parts: Vec<String> = g
                .parts
                .iter()
                .map(|p| {
                    let mut v = num(p.node.value());
                    if p.dropped {
                        v = surface.strike(&v);
                    }
                    match &p.label {
                        Some(l) => format!("{v} ({})", surface.escape(l)),
                        None => v,
                    }
                })
                .collect();
            line.push_str(&format!(" {{{}}}", parts.join(", ")));
        }
        lines.push(line);
    }
    for w in &o.warnings {
        lines.push(format!("{}: {}", WORDS.warning, surface.escape(w)));
    }
    lines.join("\n")
}

/// The formula as the user typed it, in inline code where the surface has it.
fn code(surface: Surface, s: &str) -> String {
    match surface {
        Surface::Plain => s.to_string(),
        // Inside backticks Markdown is inert; only a backtick itself could break out,
        // so those fall back to escaped text.
        Surface::Discord if !s.contains('`') => format!("`{s}`"),
        Surface::Discord => surface.escape(s),
        Surface::Telegram => format!("<code>{}</code>", surface.escape(s)),
    }
}

/// Renders an error: its message, then the input with a caret under the span.
pub fn render_error(surface: Surface, e: &Error, input: &str) -> String {
    let caret = e.with_caret(input);
    let body = caret.split_once('\n').map_or("", |(_, rest)| rest);
    let head = format!("{}: {}", WORDS.error, surface.escape(&e.message));
    // Long inputs: keep the caret block within budget by trimming the input text.
    let body = match surface {
        Surface::Plain => body.to_string(),
        _ => body.chars().take(surface.budget() / 2 - 64).collect(),
    };
    match surface {
        Surface::Plain => format!("{head}\n{body}"),
        Surface::Discord => format!("{head}\n```\n{}\n```", body.replace("```", "`\u{200b}``")),
        Surface::Telegram => format!("{head}\n<pre>{}</pre>", surface.escape(&body)),
    }
}
