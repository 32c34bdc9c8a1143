//! Aliases with arguments: an alias body may hold `%1%` … `%9%` (the n-th argument), `%*%`
//! (every argument, as typed) and `%1=0%` (the first argument, or `0` when none is given).
//!
//! Substitution is textual and happens before parsing, only inside the `%…%` markers; each
//! argument goes in brackets, so it cannot change the body's precedence (`1d20+%1%*2` with
//! `1+1` is `1d20+(1+1)*2`). The result is an ordinary formula and obeys every limit. In an
//! alias body `%3%` is always a parameter, never a remainder by 3.

use std::fmt;

/// The parameters an alias body declares, in the order of their numbers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Params {
    /// Index `n - 1` holds parameter `%n%`: `None` when the body never names it,
    /// `Some(None)` without a default, `Some(Some(text))` with one.
    slots: [Option<Option<String>>; 9],
    /// The body holds `%*%`: any number of arguments is welcome.
    rest: bool,
}

/// One `%…%` marker found in a body: its byte range and what it stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Marker {
    start: usize,
    end: usize,
    kind: MarkerKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum MarkerKind {
    /// `%n%` or `%n=default%`, `n` from 1 to 9.
    Nth { n: usize, default: Option<String> },
    /// `%*%`.
    Rest,
}

/// Every marker in `body`, left to right. A `%` that starts no marker stays as it is.
fn markers(body: &str) -> Vec<Marker> {
    let bytes = body.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'%' {
            i += 1;
            continue;
        }
        let found = match bytes.get(i + 1) {
            Some(b'*') if bytes.get(i + 2) == Some(&b'%') => Some((i + 3, MarkerKind::Rest)),
            Some(d @ b'1'..=b'9') => {
                let n = usize::from(d - b'0');
                match bytes.get(i + 2) {
                    Some(b'%') => Some((i + 3, MarkerKind::Nth { n, default: None })),
                    Some(b'=') => body[i + 3..].find('%').map(|close| {
                        let default = body[i + 3..i + 3 + close].trim().to_string();
                        let default = (!default.is_empty()).then_some(default);
                        (i + 4 + close, MarkerKind::Nth { n, default })
                    }),
                    _ => None,
                }
            }
            _ => None,
        };
        match found {
            Some((end, kind)) => {
                out.push(Marker {
                    start: i,
                    end,
                    kind,
                });
                i = end;
            }
            None => i += 1,
        }
    }
    out
}

impl Params {
    /// The parameters `body` declares (none for an ordinary formula).
    pub fn of(body: &str) -> Params {
        let mut params = Params::default();
        for m in markers(body) {
            match m.kind {
                MarkerKind::Rest => params.rest = true,
                MarkerKind::Nth { n, default } => {
                    let slot = &mut params.slots[n - 1];
                    // A default written at any use of the parameter counts.
                    match slot {
                        Some(Some(_)) => {}
                        _ => *slot = Some(default),
                    }
                }
            }
        }
        params
    }

    /// Whether the body takes arguments at all.
    pub fn is_empty(&self) -> bool {
        !self.rest && self.slots.iter().all(Option::is_none)
    }

    /// The fewest arguments that fill every parameter without a default.
    pub fn min_args(&self) -> usize {
        self.slots
            .iter()
            .rposition(|s| matches!(s, Some(None)))
            .map_or(0, |i| i + 1)
    }

    /// The most arguments the body reads; `None` when `%*%` takes any number.
    pub fn max_args(&self) -> Option<usize> {
        if self.rest {
            return None;
        }
        Some(
            self.slots
                .iter()
                .rposition(Option::is_some)
                .map_or(0, |i| i + 1),
        )
    }

    /// Checks a count of arguments against the parameters.
    pub fn accepts(&self, given: usize) -> bool {
        given >= self.min_args() && self.max_args().is_none_or(|max| given <= max)
    }
}

/// The parameters as written in a body, for messages and hints: `%1% %2=0% %*%`.
impl fmt::Display for Params {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        for (i, slot) in self.slots.iter().enumerate() {
            match slot {
                Some(Some(d)) => parts.push(format!("%{}={d}%", i + 1)),
                Some(None) => parts.push(format!("%{}%", i + 1)),
                None => {}
            }
        }
        if self.rest {
            parts.push("%*%".to_string());
        }
        f.write_str(&parts.join(" "))
    }
}

/// Arguments that do not fit an alias's parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgumentError {
    /// Boxed: the error travels in a `Result` next to a short string.
    pub params: Box<Params>,
    pub given: usize,
}

/// The arguments typed after an alias's name: split at whitespace outside brackets, so
/// `atk (1 + 2) 3` gives `(1 + 2)` and `3`.
pub fn split_arguments(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut start = None;
    for (i, c) in text.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        if c.is_whitespace() && depth == 0 {
            if let Some(s) = start.take() {
                out.push(&text[s..i]);
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(s) = start {
        out.push(&text[s..]);
    }
    out
}

/// `body` with its markers replaced by the arguments, each in brackets. `%*%` stands for
/// every argument as typed (`0` when there are none, so the body still reads as a formula).
pub fn substitute(body: &str, args: &[&str]) -> Result<String, ArgumentError> {
    let params = Params::of(body);
    if !params.accepts(args.len()) {
        return Err(ArgumentError {
            params: Box::new(params),
            given: args.len(),
        });
    }
    let mut out =
        String::with_capacity(body.len() + args.iter().map(|a| a.len() + 2).sum::<usize>());
    let mut at = 0;
    for m in markers(body) {
        out.push_str(&body[at..m.start]);
        let value = match &m.kind {
            MarkerKind::Rest if args.is_empty() => "0".to_string(),
            MarkerKind::Rest => args.join(" "),
            MarkerKind::Nth { n, default } => {
                let declared = params.slots[n - 1].as_ref().and_then(Option::as_deref);
                match args.get(n - 1) {
                    Some(a) => (*a).to_string(),
                    None => match default.as_deref().or(declared) {
                        Some(d) => d.to_string(),
                        // `accepts` guarantees every parameter without a default has an
                        // argument; a gap before a defaulted one still reads as a formula.
                        None => "0".to_string(),
                    },
                }
            }
        };
        out.push('(');
        out.push_str(&value);
        out.push(')');
        at = m.end;
    }
    out.push_str(&body[at..]);
    Ok(out)
}

/// `body` as a formula for checking and reading (saving an alias, finding the names it
/// reads): every parameter filled with its default, or `1`.
pub fn with_placeholders(body: &str) -> String {
    let params = Params::of(body);
    if params.is_empty() {
        return body.to_string();
    }
    let filler: Vec<&str> = vec!["1"; params.min_args()];
    substitute(body, &filler).unwrap_or_else(|_| body.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_parameters() {
        let p = Params::of("1d20+%1%+%2=0%");
        assert_eq!(p.to_string(), "%1% %2=0%");
        assert_eq!((p.min_args(), p.max_args()), (1, Some(2)));
        assert!(Params::of("1d20+5").is_empty());
        assert!(Params::of("10%3").is_empty());
        let rest = Params::of("%*%d6");
        assert_eq!((rest.min_args(), rest.max_args()), (0, None));
    }

    #[test]
    fn arguments_go_in_brackets() {
        assert_eq!(substitute("1d20+%1%*2", &["1+1"]).unwrap(), "1d20+(1+1)*2");
        assert_eq!(substitute("1d20+%1=0%", &[]).unwrap(), "1d20+(0)");
        assert_eq!(substitute("%*%d6", &["2", "+1"]).unwrap(), "(2 +1)d6");
        assert_eq!(substitute("%*%d6", &[]).unwrap(), "(0)d6");
        assert_eq!(substitute("%3%", &["a", "b", "c"]).unwrap(), "(c)");
    }

    #[test]
    fn counts_are_checked() {
        let e = substitute("1d20+%1%", &[]).unwrap_err();
        assert_eq!((e.given, e.params.to_string()), (0, "%1%".to_string()));
        assert!(substitute("1d20+%1%", &["1", "2"]).is_err());
        assert!(substitute("1d20", &["1"]).is_err());
    }

    #[test]
    fn arguments_split_outside_brackets() {
        assert_eq!(split_arguments(" (1 + 2)  3 "), vec!["(1 + 2)", "3"]);
        assert_eq!(split_arguments(""), Vec::<&str>::new());
    }

    #[test]
    fn placeholders_make_a_formula() {
        assert_eq!(with_placeholders("1d20+%1%+%2=3%"), "1d20+(1)+(3)");
        assert_eq!(with_placeholders("2d6"), "2d6");
    }
}
