//! What each surface needs to show text literally and to mark it up.

use std::fmt;
use std::str::FromStr;

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

    /// The longest message the surface accepts. Both platforms count in UTF-16 code
    /// units at most, and Telegram counts the parsed text, which is never longer than the
    /// raw HTML we measure: so [`Surface::length`] against this is always on the safe side.
    pub fn budget(self) -> usize {
        match self {
            Surface::Plain => usize::MAX,
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
        match self {
            Surface::Plain => out.push(c),
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

    fn wrap(self, markdown: &str, tag: &str, inner: &str) -> String {
        match self {
            Surface::Telegram => format!("<{tag}>{inner}</{tag}>"),
            _ => format!("{markdown}{inner}{markdown}"),
        }
    }

    pub(crate) fn strike(self, s: &str) -> String {
        self.wrap("~~", "s", s)
    }

    pub(crate) fn bold(self, s: &str) -> String {
        self.wrap("**", "b", s)
    }

    pub(crate) fn underline(self, s: &str) -> String {
        self.wrap("__", "u", s)
    }

    /// Italics on Discord and Telegram; plain text has none, and shows `s` as it is.
    pub(crate) fn italic(self, s: &str) -> String {
        match self {
            Surface::Plain => s.to_string(),
            _ => self.wrap("*", "i", s),
        }
    }

    /// The formula as the user typed it, at most `max` characters, in inline code where
    /// the surface has it.
    pub(crate) fn code(self, s: &str, max: usize) -> String {
        match self {
            Surface::Plain => self.escape_prefix(s, max),
            // Inside backticks Markdown is inert; only a backtick itself could break out,
            // so those fall back to escaped text.
            Surface::Discord if !s.contains('`') => {
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
            Surface::Plain => s.to_string(),
            // Three backticks inside would close the block: a zero-width space breaks them.
            Surface::Discord => format!("```\n{}\n```", s.replace("```", "`\u{200b}``")),
            Surface::Telegram => format!("<pre>{}</pre>", self.escape(s)),
        }
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
