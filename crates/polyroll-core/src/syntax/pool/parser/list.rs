//! Lists `nL[…]`: flags, items as written or quoted, weights and intervals, and the rules
//! that hold between them.

use super::Parser;
use crate::error::{Error, Result, Span};
use crate::pool::ast::{ListExpr, ListItem, PExpr, PKind};
use crate::problem::Problem;

impl Parser<'_> {
    pub(super) fn list(&mut self, count: PExpr, start: Span) -> Result<PExpr> {
        let l = self.bump();
        let (mut unique, mut joined) = (false, false);
        while let Some(c @ ('u' | 'n')) = self.next_char() {
            let flag = if c == 'u' { &mut unique } else { &mut joined };
            if *flag {
                return Err(Error::syntax(
                    Problem::WrittenTwice { found: c },
                    Span::new(self.pos, self.pos + 1),
                ));
            }
            *flag = true;
            self.pos += 1;
        }
        if self.next_char() != Some('[') {
            return Err(Error::syntax(Problem::ListNeedsBrackets, l));
        }
        let open = Span::new(self.pos, self.pos + 1);
        self.enter(open)?;
        self.pos += 1;
        let items = self.list_items(open)?;
        self.depth -= 1;
        check_list(&items)?;
        if unique {
            if let PKind::Number(n) = count.kind {
                if n.floor() > items.len() as f64 {
                    return Err(Error::syntax(
                        Problem::UniqueDrawTooMany {
                            count: n,
                            items: items.len(),
                        },
                        start.to(Span::new(start.start, self.pos)),
                    ));
                }
            }
        }
        let span = start.to(Span::new(start.start, self.pos));
        let items = items.into_iter().map(|(item, _, _)| item).collect();
        Ok(PExpr::new(
            PKind::List(Box::new(ListExpr {
                count,
                unique,
                joined,
                items,
            })),
            span,
        ))
    }

    /// The items of a list, from just after its `[` to just after its `]`.
    pub(super) fn list_items(&mut self, open: Span) -> Result<Vec<(ListItem, Span, bool)>> {
        let mut items = Vec::new();
        loop {
            self.skip_spaces();
            let item_start = self.pos;
            let interval = self.interval_prefix();
            self.skip_spaces();
            let text = if self.next_char() == Some('"') {
                let t = self.quoted_item()?;
                self.skip_spaces();
                t
            } else {
                let rest = &self.text[self.pos..];
                let len = rest.find([',', ']', '[']).unwrap_or(rest.len());
                let t = rest[..len].trim().to_string();
                self.pos += len;
                t
            };
            if text.is_empty() && self.pos >= self.text.len() {
                // `2L[a,` — the input ended where an item should be: the list is what is wrong.
                return Err(Error::syntax(Problem::ListNeverClosed, open));
            }
            if text.is_empty() {
                return Err(Error::syntax(
                    Problem::EmptyItem,
                    Span::new(item_start, self.pos.max(item_start + 1)),
                ));
            }
            let mut weight = 1;
            let mut weighted = false;
            if self.next_char() == Some('[') {
                let rest = &self.text[self.pos + 1..];
                let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
                let span = Span::new(self.pos, self.pos + digits + 2);
                if digits == 0 || rest.as_bytes().get(digits) != Some(&b']') {
                    return Err(Error::syntax(
                        Problem::WeightForm,
                        Span::new(self.pos, self.pos + 1),
                    ));
                }
                weight = rest[..digits]
                    .parse::<u64>()
                    .ok()
                    .filter(|&w| (1..=1_000_000).contains(&w))
                    .ok_or_else(|| Error::syntax(Problem::WeightRange, span))?;
                weighted = true;
                self.pos = span.end;
                self.skip_spaces();
            }
            let span = Span::new(item_start, self.pos);
            items.push((
                ListItem {
                    text,
                    weight,
                    interval,
                },
                span,
                weighted,
            ));
            match self.next_char() {
                Some(',') => self.pos += 1,
                Some(']') => {
                    self.pos += 1;
                    return Ok(items);
                }
                None => return Err(Error::syntax(Problem::ListNeverClosed, open)),
                Some(c) => {
                    return Err(Error::syntax(
                        Problem::ItemExpectedFound { found: c },
                        Span::new(self.pos, self.pos + c.len_utf8()),
                    ))
                }
            }
        }
    }

    pub(super) fn skip_spaces(&mut self) {
        let rest = &self.text[self.pos..];
        self.pos += rest.len() - rest.trim_start().len();
    }

    /// `lo..hi:` before an item, if written.
    pub(super) fn interval_prefix(&mut self) -> Option<(i64, i64)> {
        let rest = &self.text[self.pos..];
        let int = |s: &str| {
            let neg = usize::from(s.starts_with('-'));
            let d = s[neg..].bytes().take_while(u8::is_ascii_digit).count();
            (d > 0).then_some(neg + d)
        };
        let a = int(rest)?;
        let after = rest[a..].strip_prefix("..")?;
        let b = int(after)?;
        let after_b = after[b..].trim_start();
        let colon = after_b.strip_prefix(':')?;
        let lo = rest[..a].parse::<i64>().ok()?;
        let hi = after[..b].parse::<i64>().ok()?;
        self.pos += rest.len() - colon.len();
        Some((lo, hi))
    }

    pub(super) fn quoted_item(&mut self) -> Result<String> {
        let start = self.pos;
        let mut out = String::new();
        let mut i = self.pos + 1;
        loop {
            let Some(c) = self.text[i..].chars().next() else {
                return Err(Error::syntax(
                    Problem::ItemNeverClosed,
                    Span::new(start, start + 1),
                ));
            };
            match c {
                '"' => break,
                '\\' if matches!(self.text.as_bytes().get(i + 1), Some(b'"' | b'\\')) => {
                    out.push(self.text.as_bytes()[i + 1] as char);
                    i += 2;
                    continue;
                }
                _ => out.push(c),
            }
            i += c.len_utf8();
        }
        self.pos = i + 1;
        Ok(out)
    }
}

/// A list is weighted or on intervals, never both, and its intervals follow each other
/// from the first to the last without a gap.
fn check_list(items: &[(ListItem, Span, bool)]) -> Result<()> {
    let with_interval = items.iter().filter(|i| i.0.interval.is_some()).count();
    if with_interval == 0 {
        return Ok(());
    }
    if let Some(w) = items.iter().find(|i| i.2) {
        return Err(Error::syntax(Problem::WeightedAndIntervals, w.1));
    }
    if let Some(bare) = items.iter().find(|i| i.0.interval.is_none()) {
        return Err(Error::syntax(Problem::IntervalMissing, bare.1));
    }
    let mut prev: Option<i64> = None;
    for (item, item_span, _) in items {
        let Some((lo, hi)) = item.interval else {
            continue;
        };
        if hi < lo {
            return Err(Error::syntax(
                Problem::IntervalEmpty { low: lo, high: hi },
                *item_span,
            ));
        }
        if i128::from(hi) - i128::from(lo) > 1_000_000_000 {
            return Err(Error::limit(Problem::IntervalTooWide, *item_span));
        }
        if let Some(p) = prev {
            let next = i128::from(p) + 1;
            if i128::from(lo) != next {
                let problem = if i128::from(lo) > next {
                    Problem::IntervalGap { after: p, next }
                } else {
                    Problem::IntervalOverlap { after: p, next }
                };
                return Err(Error::syntax(problem, *item_span));
            }
        }
        prev = Some(hi);
    }
    Ok(())
}
