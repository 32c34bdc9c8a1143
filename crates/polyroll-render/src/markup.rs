//! What each surface needs to show text literally and to mark it up.

use std::fmt;
use std::str::FromStr;

/// Where the text will be shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Surface {
    /// Text with no markup at all (pipes, logs, `/verify`'s stored detail): dropped dice
    /// in parentheses, `[6, 5, 3, (2)]`.
    #[default]
    Plain,
    Discord,
    Telegram,
    /// A terminal: ANSI styles (struck dropped dice, bold totals, green and red crits).
    Ansi,
}

impl Surface {
    /// The chat surfaces (and plain text); [`Surface::Ansi`] is only for terminals.
    pub const ALL: [Surface; 3] = [Surface::Plain, Surface::Discord, Surface::Telegram];

    pub fn name(self) -> &'static str {
        match self {
            Surface::Plain => "plain",
            Surface::Discord => "discord",
            Surface::Telegram => "telegram",
            Surface::Ansi => "ansi",
        }
    }

    /// The surface for a program's own output: ANSI styles on a terminal unless the user
    /// asked for none (`NO_COLOR`, <https://no-color.org>), plain text when piped.
    pub fn for_output(terminal: bool, no_color: bool) -> Surface {
        if terminal && !no_color {
            Surface::Ansi
        } else {
            Surface::Plain
        }
    }

    /// [`Surface::for_output`] for this process's standard output and environment.
    pub fn for_stdout() -> Surface {
        Surface::for_output(
            std::io::IsTerminal::is_terminal(&std::io::stdout()),
            std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()),
        )
    }

    /// The longest message the surface accepts. Both platforms count in UTF-16 code
    /// units at most, and Telegram counts the parsed text, which is never longer than the
    /// raw HTML we measure: so [`Surface::length`] against this is always on the safe side.
    pub fn budget(self) -> usize {
        match self {
            Surface::Plain | Surface::Ansi => usize::MAX,
            Surface::Discord => 2000,
            Surface::Telegram => 4096,
        }
    }

    /// The length the budget is measured in.
    pub fn length(self, s: &str) -> usize {
        s.encode_utf16().count()
    }

    /// Escapes text the user typed so the surface shows it literally.
    pub fn escape(self, s: &str) -> String {
        let mut out = String::with_capacity(s.len());
        for c in s.chars() {
            self.escape_char(c, &mut out);
        }
        out
    }

    /// Escapes at most `max` characters of `s` (an ellipsis marks a cut), so the cut can
    /// never fall inside an escape sequence.
    pub fn escape_prefix(self, s: &str, max: usize) -> String {
        if s.chars().count() <= max {
            return self.escape(s);
        }
        let mut out = String::new();
        for c in s.chars().take(max.saturating_sub(1)) {
            self.escape_char(c, &mut out);
        }
        out.push('…');
        out
    }

    fn escape_char(self, c: char, out: &mut String) {
        // A control character (`ESC [2J` clears a terminal) or a bidi override (reorders
        // what follows) typed in a label or name is shown as its code, on every surface.
        if needs_code(c) {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
            return;
        }
        match self {
            Surface::Plain | Surface::Ansi => out.push(c),
            Surface::Discord => {
                if "\\*_~`|>[]()#-+.!<:".contains(c) {
                    out.push('\\');
                }
                out.push(c);
                // A zero-width space keeps `@everyone` or `@here` typed in a label from
                // pinging a whole server.
                if c == '@' {
                    out.push('\u{200b}');
                }
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

    /// `inner` styled: Markdown on Discord, a tag on Telegram, an ANSI style (`on`, `off`
    /// codes) on a terminal, nothing in plain text.
    fn wrap(self, markdown: &str, tag: &str, ansi: (u8, u8), inner: &str) -> String {
        match self {
            Surface::Telegram => format!("<{tag}>{inner}</{tag}>"),
            Surface::Discord => format!("{markdown}{inner}{markdown}"),
            Surface::Ansi => format!("\x1b[{}m{inner}\x1b[{}m", ansi.0, ansi.1),
            Surface::Plain => inner.to_string(),
        }
    }

    /// `label` linking to `url`: an HTML link on Telegram, a masked link on Discord (its
    /// address in angle brackets, so no preview is unfurled), `label: url` elsewhere. The
    /// few characters that could end the address early are percent-encoded.
    pub fn link(self, label: &str, url: &str) -> String {
        let mut address = String::with_capacity(url.len());
        for c in url.chars() {
            match c {
                '<' | '>' | '"' | '\'' | ' ' | '(' | ')' => {
                    address.push_str(&format!("%{:02X}", c as u32));
                }
                c if c.is_control() || c.is_whitespace() => {}
                c => address.push(c),
            }
        }
        let label = self.escape(label);
        match self {
            Surface::Telegram => {
                format!("<a href=\"{}\">{label}</a>", address.replace('&', "&amp;"))
            }
            Surface::Discord => format!("[{label}](<{address}>)"),
            Surface::Plain | Surface::Ansi => format!("{label}: {address}"),
        }
    }

    /// Struck through; in plain text, in parentheses (`(2)`), the mark dndice's
    /// explanation also gives discarded dice.
    pub(crate) fn strike(self, s: &str) -> String {
        match self {
            Surface::Plain => format!("({s})"),
            _ => self.wrap("~~", "s", (9, 29), s),
        }
    }

    pub(crate) fn bold(self, s: &str) -> String {
        self.wrap("**", "b", (1, 22), s)
    }

    pub(crate) fn underline(self, s: &str) -> String {
        self.wrap("__", "u", (4, 24), s)
    }

    /// A critical success: bold, and green on a terminal.
    pub(crate) fn crit_success(self, s: &str) -> String {
        match self {
            Surface::Ansi => format!("\x1b[1;32m{s}\x1b[22;39m"),
            _ => self.bold(s),
        }
    }

    /// A critical failure: underlined, and red on a terminal.
    pub(crate) fn crit_failure(self, s: &str) -> String {
        match self {
            Surface::Ansi => format!("\x1b[4;31m{s}\x1b[24;39m"),
            _ => self.underline(s),
        }
    }

    /// Italics where the surface has them; plain text shows `s` as it is.
    pub(crate) fn italic(self, s: &str) -> String {
        self.wrap("*", "i", (3, 23), s)
    }

    /// The formula as the user typed it, at most `max` characters, in inline code where
    /// the surface has it.
    pub(crate) fn code(self, s: &str, max: usize) -> String {
        match self {
            Surface::Plain | Surface::Ansi => self.escape_prefix(s, max),
            // Inside backticks Markdown is inert; only a backtick itself could break out,
            // so those fall back to escaped text.
            // Control characters are shown escaped even inside backticks.
            Surface::Discord if !s.contains('`') && !s.chars().any(needs_code) => {
                let shown: String = if s.chars().count() > max {
                    let mut t: String = s.chars().take(max.saturating_sub(1)).collect();
                    t.push('…');
                    t
                } else {
                    s.to_string()
                };
                format!("`{shown}`")
            }
            Surface::Discord => self.escape_prefix(s, max),
            Surface::Telegram => format!("<code>{}</code>", self.escape_prefix(s, max)),
        }
    }

    /// A preformatted block (the caret under an error, a table).
    pub fn block(self, s: &str) -> String {
        match self {
            Surface::Plain | Surface::Ansi => s.to_string(),
            // Three backticks inside would close the block: a zero-width space breaks them.
            Surface::Discord => format!("```\n{}\n```", s.replace("```", "`\u{200b}``")),
            Surface::Telegram => format!("<pre>{}</pre>", self.escape(s)),
        }
    }
}

/// The bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// A character [`Surface::escape`] writes as its code.
fn needs_code(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t') || is_bidi_control(c)
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
            .chain([Surface::Ansi])
            .find(|x| x.name() == s)
            .ok_or_else(|| format!("unknown surface '{s}'; known: plain, ansi, discord, telegram"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_terminal_gets_styles_unless_no_color() {
        assert_eq!(Surface::for_output(true, false), Surface::Ansi);
        assert_eq!(Surface::for_output(true, true), Surface::Plain);
        assert_eq!(Surface::for_output(false, false), Surface::Plain);
    }

    #[test]
    fn links_are_each_surfaces_own_and_cannot_break_out() {
        let url = "https://dice.example.org/r/k3x9a2b7q1m4";
        assert_eq!(
            Surface::Telegram.link("details", url),
            format!("<a href=\"{url}\">details</a>")
        );
        assert_eq!(
            Surface::Discord.link("détails", url),
            format!("[détails](<{url}>)")
        );
        assert_eq!(
            Surface::Plain.link("details", url),
            format!("details: {url}")
        );
        let odd = "https://x.org/a\"><b>?q=1&r=2 )";
        assert_eq!(
            Surface::Telegram.link("<i>", odd),
            "<a href=\"https://x.org/a%22%3E%3Cb%3E?q=1&amp;r=2%20%29\">&lt;i&gt;</a>"
        );
        assert_eq!(
            Surface::Discord.link("d", odd),
            "[d](<https://x.org/a%22%3E%3Cb%3E?q=1&r=2%20%29>)"
        );
    }

    #[test]
    fn control_characters_are_escaped() {
        for surface in [
            Surface::Plain,
            Surface::Ansi,
            Surface::Discord,
            Surface::Telegram,
        ] {
            let shown = surface.escape("a\u{1b}[2J\u{7}b");
            assert!(
                !shown.contains('\u{1b}') && !shown.contains('\u{7}'),
                "{shown:?}"
            );
            assert!(
                shown.contains("\\u{1b}") && shown.contains("\\u{7}"),
                "{shown:?}"
            );
        }
    }
}
