//! Free text after an operand: bracketed comments, and texts with their markers,
//! references and escapes.

use super::Parser;
use crate::error::{Error, Result, Span};
use crate::pool::ast::{PExpr, PKind, Segment};
use crate::problem::Problem;
use crate::syntax::pool::lexer::Tok;

impl Parser<'_> {
    /// `[text]` after an operand: comments, kept for the statement.
    pub(super) fn bracket_comments(&mut self) -> Result<()> {
        while let Some(l) = self.peek().filter(|l| l.tok == Some(Tok::LBracket)) {
            let body = &self.text[l.end..];
            let Some(close) = body.find([']', '[', '"', '#']) else {
                return Err(Error::syntax(
                    Problem::BracketNeverClosed,
                    Span::new(l.start, l.end),
                ));
            };
            if body.as_bytes()[close] != b']' {
                return Err(Error::syntax(
                    Problem::CommentHoldsNoQuote,
                    Span::new(l.end + close, l.end + close + 1),
                ));
            }
            let text = body[..close].trim();
            if !text.is_empty() {
                self.comments[self.stmt].push((l.start, text.to_string()));
            }
            self.pos = l.end + close + 1;
        }
        Ok(())
    }

    pub(super) fn text_expr(&mut self) -> Result<PExpr> {
        let open = self.bump();
        let (segments, end) = self.text_body(open)?;
        self.pos = end;
        Ok(PExpr::new(
            PKind::Text(segments),
            open.to(Span::new(open.start, end)),
        ))
    }

    /// Reads a text from just after its opening quote: its segments and the byte after
    /// its closing quote.
    pub(super) fn text_body(&self, open: Span) -> Result<(Vec<Segment>, usize)> {
        let text = self.text;
        let mut segments = Vec::new();
        let mut lit = String::new();
        let mut i = open.end;
        let digits_at = |at: usize| text[at..].bytes().take_while(u8::is_ascii_digit).count();
        loop {
            let Some(c) = text[i..].chars().next() else {
                return Err(Error::syntax(Problem::TextNeverClosed, open));
            };
            match c {
                '"' => break,
                '\\' => {
                    let next = text[i + 1..].chars().next();
                    match next {
                        Some('n') => {
                            lit.push('\n');
                            i += 2;
                        }
                        Some(n @ ('\\' | '"' | '%' | '$' | '@' | '[' | '0'..='9')) => {
                            lit.push(n);
                            i += 2;
                        }
                        _ => {
                            lit.push('\\');
                            i += 1;
                        }
                    }
                    continue;
                }
                '%' if matches!(text.as_bytes().get(i + 1), Some(b'1'..=b'3')) => {
                    flush(&mut segments, &mut lit);
                    segments.push(Segment::Marker(text.as_bytes()[i + 1] - b'0'));
                    i += 2;
                    continue;
                }
                '$' | '@' if digits_at(i + 1) > 0 => {
                    let n_len = digits_at(i + 1);
                    let span = Span::new(i, i + 1 + n_len);
                    let n = text[i + 1..i + 1 + n_len]
                        .parse::<f64>()
                        .unwrap_or(f64::MAX);
                    let stmt = self.check_backwards(n, span)?;
                    flush(&mut segments, &mut lit);
                    i = span.end;
                    if c == '@' {
                        segments.push(Segment::Dice(stmt));
                        continue;
                    }
                    let mut index = None;
                    if text.as_bytes().get(i) == Some(&b'[') {
                        let d = digits_at(i + 1);
                        if d > 0 && text.as_bytes().get(i + 1 + d) == Some(&b']') {
                            index = text[i + 1..i + 1 + d].parse::<usize>().ok();
                            if index.is_none() {
                                return Err(Error::syntax(
                                    Problem::ElementNumberTooLarge,
                                    Span::new(i, i + 2 + d),
                                ));
                            }
                            i += d + 2;
                        }
                    }
                    segments.push(Segment::Ref { stmt, index });
                    continue;
                }
                _ => lit.push(c),
            }
            i += c.len_utf8();
        }
        flush(&mut segments, &mut lit);
        Ok((segments, i + 1))
    }
}

fn flush(segments: &mut Vec<Segment>, lit: &mut String) {
    if !lit.is_empty() {
        segments.push(Segment::Lit(std::mem::take(lit)));
    }
}
