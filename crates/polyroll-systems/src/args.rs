//! A system's arguments as typed after its name (`vtm 6 h2`, `sw d8+2`, `coc 45 b1`): each
//! word is a plain number (in order), a signed modifier, a letter and a number, or a fixed
//! word; a modifier may touch the word before it (`d8+2`).

use crate::spec::{Form, Param, System};

/// Why the arguments do not fit the system; the bot says it with the system's usage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgError {
    /// A word that is none of the system's arguments.
    Unknown {
        word: String,
    },
    /// More plain numbers than the system takes.
    TooMany {
        word: String,
    },
    Missing {
        param: String,
    },
    Twice {
        param: String,
    },
    OutOfRange {
        param: String,
        value: String,
        min: i64,
        max: i64,
    },
    NotOneOf {
        param: String,
        value: i64,
        allowed: Vec<i64>,
    },
    Together {
        first: String,
        second: String,
    },
}

/// The words of `args`, a modifier split off the word it touches (`d8+2` is `d8`, `+2`).
fn words(args: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for word in args.split_whitespace() {
        let mut start = 0;
        for (i, c) in word.char_indices() {
            if i > start && (c == '+' || c == '-' || c == '−') {
                out.push(&word[start..i]);
                start = i;
            }
        }
        out.push(&word[start..]);
    }
    out
}

/// `+2`, `-1`, `−1`, or (when `bare`) `2`.
fn signed(word: &str, bare: bool) -> Option<Result<i64, ()>> {
    let (negative, digits) = if let Some(d) = word.strip_prefix('+') {
        (false, d)
    } else if let Some(d) = word.strip_prefix('-').or_else(|| word.strip_prefix('−')) {
        (true, d)
    } else if bare {
        (false, word)
    } else {
        return None;
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    Some(
        digits
            .parse::<i64>()
            .map(|n| if negative { -n } else { n })
            .map_err(|_| ()),
    )
}

fn check(p: &Param, value: i64, shown: &str) -> Result<i64, ArgError> {
    if let Some(allowed) = &p.one_of {
        if !allowed.contains(&value) {
            return Err(ArgError::NotOneOf {
                param: p.name.clone(),
                value,
                allowed: allowed.clone(),
            });
        }
        return Ok(value);
    }
    if !(p.min..=p.max).contains(&value) {
        return Err(ArgError::OutOfRange {
            param: p.name.clone(),
            value: shown.to_string(),
            min: p.min,
            max: p.max,
        });
    }
    Ok(value)
}

impl System {
    /// The words with two numbers joined by a parameter's letter (`6k3`) apart.
    fn unjoined<'a>(&self, words: Vec<&'a str>) -> Vec<&'a str> {
        let joiners: Vec<&str> = self
            .params
            .iter()
            .filter_map(|p| p.joined.as_deref())
            .collect();
        if joiners.is_empty() {
            return words;
        }
        let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
        let mut out = Vec::with_capacity(words.len() + 1);
        for word in words {
            let split = joiners.iter().find_map(|j| {
                // ASCII lower-casing keeps every byte where it was, so `at` is an offset
                // into `word` too (full lower-casing can change a character's length).
                let at = word.to_ascii_lowercase().find(j)?;
                let (a, b) = (&word[..at], &word[at + j.len()..]);
                (digits(a) && digits(b)).then_some((a, b))
            });
            match split {
                Some((a, b)) => out.extend([a, b]),
                None => out.push(word),
            }
        }
        out
    }

    /// The value of each parameter, in the order of the file, from the typed arguments.
    pub fn arguments(&self, args: &str) -> Result<Vec<i64>, ArgError> {
        let mut values: Vec<Option<i64>> = vec![None; self.params.len()];
        let has_number = self.params.iter().any(|p| p.form == Form::Number);
        let out_of_range = |p: &Param, w: &str| ArgError::OutOfRange {
            param: p.name.clone(),
            value: w.to_string(),
            min: p.min,
            max: p.max,
        };
        for word in self.unjoined(words(args)) {
            let lower = word.to_lowercase();
            let params = &self.params;
            let set = |values: &mut Vec<Option<i64>>, i: usize, v: i64| -> Result<(), ArgError> {
                if values[i].is_some() {
                    return Err(ArgError::Twice {
                        param: params[i].name.clone(),
                    });
                }
                values[i] = Some(v);
                Ok(())
            };
            if let Some(i) = self
                .params
                .iter()
                .position(|p| p.form == Form::Flag && p.word.as_deref() == Some(lower.as_str()))
            {
                set(&mut values, i, 1)?;
                continue;
            }
            let prefixed = self.params.iter().position(|p| {
                p.form == Form::Prefixed
                    && p.prefix.as_deref().is_some_and(|pre| {
                        lower
                            .strip_prefix(pre)
                            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
                    })
            });
            if let Some(i) = prefixed {
                let p = &self.params[i];
                let digits = &lower[p.prefix.as_deref().unwrap_or("").len()..];
                let v = digits.parse().map_err(|_| out_of_range(p, word))?;
                set(&mut values, i, check(p, v, word)?)?;
                continue;
            }
            if let Some(i) = self.params.iter().position(|p| p.form == Form::Modifier) {
                if let Some(v) = signed(word, !has_number) {
                    let p = &self.params[i];
                    let v = v.map_err(|_| out_of_range(p, word))?;
                    set(&mut values, i, check(p, v, word)?)?;
                    continue;
                }
            }
            if word.chars().all(|c| c.is_ascii_digit()) {
                let Some(i) = self
                    .params
                    .iter()
                    .enumerate()
                    .position(|(i, p)| p.form == Form::Number && values[i].is_none())
                else {
                    return Err(ArgError::TooMany {
                        word: word.to_string(),
                    });
                };
                let p = &self.params[i];
                let v = word.parse().map_err(|_| out_of_range(p, word))?;
                set(&mut values, i, check(p, v, word)?)?;
                continue;
            }
            return Err(ArgError::Unknown {
                word: word.to_string(),
            });
        }
        for (i, p) in self.params.iter().enumerate() {
            let other = p
                .excludes
                .as_ref()
                .and_then(|x| self.params.iter().position(|q| q.name == *x));
            if let Some(j) = other {
                if values[i].is_some() && values[j].is_some() {
                    return Err(ArgError::Together {
                        first: p.name.clone(),
                        second: self.params[j].name.clone(),
                    });
                }
            }
        }
        self.params
            .iter()
            .zip(values)
            .map(|(p, v)| match (v, p.form) {
                (Some(v), _) => Ok(v),
                (None, Form::Flag) => Ok(0),
                (None, _) => p.default.ok_or_else(|| ArgError::Missing {
                    param: p.name.clone(),
                }),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::words;

    #[test]
    fn a_modifier_splits_off() {
        assert_eq!(words("d8+2"), vec!["d8", "+2"]);
        assert_eq!(words(" 6  h2 d3 "), vec!["6", "h2", "d3"]);
        assert_eq!(words("-1"), vec!["-1"]);
    }
}
