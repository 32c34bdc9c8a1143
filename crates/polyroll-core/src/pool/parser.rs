//! A recursive-descent parser for the pool notation. Tokens come from the logos lexer one
//! at a time from a byte offset, because texts, list items and bracketed comments are free
//! text read here character by character.
//!
//! References are checked as they are read: `$n` and `@n` point only backwards, and a
//! merged statement can be neither bound nor merged again.

use super::ast::*;
use super::comments::{mask, Masked};
use super::lexer::{lex_at, Lexeme, Tok};
use crate::ast::{BinOp, CmpOp, Compare, Explode, ExplodeKind, Func, KeepDrop, Modifiers};
use crate::ast::{Reroll, SortOrder, Which};
use crate::error::{Error, Result, Span};
use crate::limits::Limits;

pub fn parse(input: &str, limits: &Limits) -> Result<Program> {
    let Masked {
        text,
        comments,
        breaks,
    } = mask(input);
    let mut p = Parser {
        text: &text,
        pos: 0,
        depth: 0,
        limits,
        breaks,
        stmt: 0,
        merged: Vec::new(),
        comments: vec![Vec::new()],
    };
    let mut statements = Vec::new();
    let mut separators = Vec::new();
    loop {
        if matches!(p.peek_tok(), None | Some(Tok::Semi | Tok::Comma)) {
            let what = if statements.is_empty() && p.peek().is_none() {
                "there is no formula"
            } else {
                "an empty statement: write something between the separators"
            };
            return Err(Error::syntax(what, p.here()));
        }
        let expr = p.expr()?;
        statements.push(Statement { expr });
        p.merged.push(false);
        let Some(next) = p.peek() else { break };
        if matches!(next.tok, Some(Tok::Semi | Tok::Comma)) {
            separators.push(next.start);
            p.pos = next.end;
        } else if let Some(&b) = p.breaks.iter().find(|&&b| b >= p.pos && b < next.start) {
            separators.push(b);
        } else {
            return Err(p.unexpected("';' or ',' between statements"));
        }
        p.stmt += 1;
        p.comments.push(Vec::new());
    }
    // Bracketed comments were collected as they were read, line comments by their place:
    // each statement gets both, in the order they were written.
    let mut per_statement = p.comments;
    for c in comments {
        let i = separators.iter().filter(|&&s| s < c.at).count();
        if let Some(list) = per_statement.get_mut(i) {
            list.push((c.at, c.text));
        }
    }
    let comments = per_statement
        .into_iter()
        .map(|mut list| {
            list.sort_by_key(|c| c.0);
            list.into_iter().map(|c| c.1).collect()
        })
        .collect();
    Ok(Program {
        statements,
        comments,
    })
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
    depth: usize,
    limits: &'a Limits,
    breaks: Vec<usize>,
    /// The index (from 0) of the statement being read.
    stmt: usize,
    /// Which earlier statements gave their dice to an `m[…]`.
    merged: Vec<bool>,
    /// The bracketed comments of each statement, with their byte offsets.
    comments: Vec<Vec<(usize, String)>>,
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<Lexeme> {
        lex_at(self.text, self.pos)
    }
    fn peek_tok(&self) -> Option<Tok> {
        self.peek().and_then(|l| l.tok)
    }
    /// The next token if it touches the previous one: modifiers are written with no space.
    fn peek_adjacent(&self) -> Option<Tok> {
        self.peek()
            .filter(|l| l.start == self.pos)
            .and_then(|l| l.tok)
    }
    fn next_char(&self) -> Option<char> {
        self.text.get(self.pos..).and_then(|s| s.chars().next())
    }
    fn here(&self) -> Span {
        self.peek()
            .map_or(Span::new(self.text.len(), self.text.len()), |l| {
                Span::new(l.start, l.end)
            })
    }
    fn bump(&mut self) -> Span {
        let s = self.here();
        self.pos = s.end;
        s
    }
    fn eat(&mut self, t: Tok) -> bool {
        if self.peek_tok() == Some(t) {
            self.bump();
            true
        } else {
            false
        }
    }
    fn unexpected(&self, what: &str) -> Error {
        match self.peek() {
            None => Error::syntax(
                format!("the formula ends too early: expected {what}"),
                self.here(),
            ),
            Some(l) => Error::syntax(
                format!("expected {what}, found '{}'", &self.text[l.start..l.end]),
                self.here(),
            ),
        }
    }
    fn expect(&mut self, t: Tok, what: &str) -> Result<Span> {
        if self.peek_tok() == Some(t) {
            Ok(self.bump())
        } else {
            Err(self.unexpected(what))
        }
    }
    fn open(&mut self) -> Result<Span> {
        let span = self.bump();
        self.enter(span)?;
        Ok(span)
    }
    fn enter(&mut self, span: Span) -> Result<()> {
        self.depth += 1;
        self.limits.check_depth(self.depth, span)
    }
    fn close(&mut self, t: Tok, what: &str, open: Span) -> Result<Span> {
        if self.peek_tok() == Some(t) {
            self.depth -= 1;
            Ok(self.bump())
        } else if self.peek().is_none() {
            Err(Error::syntax(
                format!("this bracket is never closed: expected {what}"),
                open,
            ))
        } else {
            Err(self.unexpected(what))
        }
    }

    fn expr(&mut self) -> Result<PExpr> {
        let mut lhs = self.term()?;
        loop {
            let op = match self.peek_tok() {
                Some(Tok::Plus) => BinOp::Add,
                Some(Tok::Minus) => BinOp::Sub,
                _ => return Ok(lhs),
            };
            self.bump();
            let rhs = self.term()?;
            lhs = binary(op, lhs, rhs);
        }
    }

    fn term(&mut self) -> Result<PExpr> {
        let mut lhs = self.unary()?;
        loop {
            let op = match self.peek_tok() {
                Some(Tok::Star) => BinOp::Mul,
                Some(Tok::Slash) => BinOp::Div,
                Some(Tok::Percent) => BinOp::Mod,
                _ => return Ok(lhs),
            };
            self.bump();
            let rhs = self.unary()?;
            lhs = binary(op, lhs, rhs);
        }
    }

    fn unary(&mut self) -> Result<PExpr> {
        match self.peek_tok() {
            Some(Tok::Minus) => {
                let start = self.bump();
                let e = self.nested(start, Self::unary)?;
                let span = start.to(e.span);
                Ok(PExpr::new(PKind::Neg(Box::new(e)), span))
            }
            Some(Tok::Plus) => {
                let start = self.bump();
                self.nested(start, Self::unary)
            }
            _ => self.power(),
        }
    }

    fn power(&mut self) -> Result<PExpr> {
        let base = self.postfix()?;
        if self.peek_tok() == Some(Tok::Caret) {
            let caret = self.bump();
            let exp = self.nested(caret, Self::unary)?;
            return Ok(binary(BinOp::Pow, base, exp));
        }
        Ok(base)
    }

    /// Signs and powers nest like brackets (`--1`, `2^2^2` read right to left), so they
    /// count toward the nesting limit: no input can nest deeper than the limit allows.
    fn nested(&mut self, at: Span, f: fn(&mut Self) -> Result<PExpr>) -> Result<PExpr> {
        self.depth += 1;
        if self.depth > self.limits.max_depth {
            return Err(Error::limit(
                format!(
                    "more than {} levels of brackets, signs and powers",
                    self.limits.max_depth
                ),
                at,
            ));
        }
        let e = f(self)?;
        self.depth -= 1;
        Ok(e)
    }

    /// An operand, its bracketed comments, then any branches on it.
    fn postfix(&mut self) -> Result<PExpr> {
        let mut e = self.atom()?;
        self.bracket_comments()?;
        loop {
            let kind = match self.peek_tok() {
                Some(Tok::I) => BranchKind::If,
                Some(Tok::BigS | Tok::SmallS) => BranchKind::Switch,
                _ => break,
            };
            e = self.branch(e, kind)?;
            self.bracket_comments()?;
        }
        Ok(e)
    }

    fn atom(&mut self) -> Result<PExpr> {
        let Some(l) = self.peek() else {
            return Err(self.unexpected("a number, dice, a text or a list"));
        };
        let start = Span::new(l.start, l.end);
        let operand = match l.tok {
            Some(Tok::Num(v)) => {
                self.bump();
                PExpr::new(PKind::Number(v), start)
            }
            Some(Tok::D) => return self.dice(num(1.0, start), start),
            Some(Tok::L) => return self.list(num(1.0, start), start),
            Some(Tok::LParen) => {
                let open = self.open()?;
                let e = self.expr()?;
                let close = self.close(Tok::RParen, "')'", open)?;
                PExpr::new(PKind::Paren(Box::new(e)), open.to(close))
            }
            Some(Tok::LBrace) => return self.group(),
            Some(Tok::Dollar) => return self.reference(),
            Some(Tok::At) => return self.at_set(),
            Some(Tok::B | Tok::M) => return self.bound_set(l.tok == Some(Tok::M)),
            Some(Tok::Quote) => return self.text_expr(),
            Some(Tok::Repeat) => return self.repeat(),
            Some(t) if func_of(t).is_some() => return self.call(),
            _ => return Err(self.unexpected("a number, dice, a text or a list")),
        };
        match self.peek_adjacent() {
            Some(Tok::D) => self.dice(operand, start),
            Some(Tok::L) => self.list(operand, start),
            _ => Ok(operand),
        }
    }

    fn dice(&mut self, count: PExpr, start: Span) -> Result<PExpr> {
        let d = self.bump();
        let sides = match self.peek_adjacent() {
            Some(Tok::Num(v)) => {
                let s = self.bump();
                PSides::Expr(Box::new(num(v, s)))
            }
            Some(Tok::Percent) => {
                self.bump();
                PSides::Percent
            }
            Some(Tok::Fate) => {
                self.bump();
                PSides::Fate
            }
            Some(Tok::LParen) => {
                let open = self.open()?;
                let e = self.expr()?;
                let close = self.close(Tok::RParen, "')'", open)?;
                PSides::Expr(Box::new(PExpr::new(
                    PKind::Paren(Box::new(e)),
                    open.to(close),
                )))
            }
            _ => {
                return Err(Error::syntax(
                    "a die needs its sides right after the d: a number, %, F or a bracket",
                    d,
                ))
            }
        };
        let (faces, judge) = self.modifiers(true)?;
        let span = start.to(Span::new(start.start, self.pos));
        Ok(PExpr::new(
            PKind::Dice(Box::new(PDice {
                count,
                sides,
                faces,
                judge,
            })),
            span,
        ))
    }

    fn group(&mut self) -> Result<PExpr> {
        let open = self.open()?;
        let mut parts = vec![self.expr()?];
        while self.eat(Tok::Comma) {
            parts.push(self.expr()?);
        }
        self.close(Tok::RBrace, "',' or '}'", open)?;
        let (_, judge) = self.modifiers(false)?;
        let span = open.to(Span::new(open.start, self.pos));
        Ok(PExpr::new(PKind::Group(parts, judge), span))
    }

    /// A statement number written right here (`$2`, `@1`, `b[1,2]`): it must name an
    /// earlier statement.
    fn statement_number(&mut self, what: &str) -> Result<usize> {
        let span = self.here();
        let n = match self.peek_adjacent() {
            Some(Tok::Num(v)) if v.fract() == 0.0 => {
                self.bump();
                v
            }
            _ => {
                return Err(Error::syntax(
                    format!("{what} needs a statement number, like 1"),
                    span,
                ))
            }
        };
        self.check_backwards(n, span)
    }

    fn check_backwards(&self, n: f64, span: Span) -> Result<usize> {
        if n < 1.0 {
            return Err(Error::syntax("statements are numbered from 1", span));
        }
        if n > self.stmt as f64 {
            let message = if self.stmt == 0 {
                "the first statement cannot read another: references point only backwards"
                    .to_string()
            } else {
                format!(
                    "statement {n} is not before this one: references point only backwards (here 1 to {})",
                    self.stmt
                )
            };
            return Err(Error::syntax(message, span));
        }
        Ok(n as usize)
    }

    fn check_not_merged(&self, n: usize, span: Span) -> Result<()> {
        if self.merged.get(n - 1).copied().unwrap_or(false) {
            return Err(Error::syntax(
                format!("statement {n} was merged: its dice can be neither bound nor merged again"),
                span,
            ));
        }
        Ok(())
    }

    /// `[digits]` right here: an element index.
    fn index_opt(&mut self) -> Result<Option<usize>> {
        let rest = &self.text[self.pos..];
        let Some(inner) = rest.strip_prefix('[') else {
            return Ok(None);
        };
        let digits = inner.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 || inner.as_bytes().get(digits) != Some(&b']') {
            return Ok(None);
        }
        let span = Span::new(self.pos, self.pos + digits + 2);
        let i = inner[..digits]
            .parse::<usize>()
            .map_err(|_| Error::syntax("this element number is too large", span))?;
        self.pos = span.end;
        Ok(Some(i))
    }

    fn reference(&mut self) -> Result<PExpr> {
        let start = self.bump();
        let stmt = self.statement_number("$")?;
        let index = self.index_opt()?;
        let span = start.to(Span::new(start.start, self.pos));
        Ok(PExpr::new(PKind::Ref { stmt, index }, span))
    }

    fn at_set(&mut self) -> Result<PExpr> {
        let start = self.bump();
        let source = if matches!(self.peek_adjacent(), Some(Tok::Num(_))) {
            let span = self.here();
            let n = self.statement_number("@")?;
            self.check_not_merged(n, span)?;
            SetSource::Statement(n)
        } else {
            SetSource::Previous
        };
        self.set_rest(source, start)
    }

    fn bound_set(&mut self, merge: bool) -> Result<PExpr> {
        let start = self.bump();
        if self.peek_adjacent() != Some(Tok::LBracket) {
            return Err(Error::syntax(
                "b and m take statement numbers in brackets, like b[1,2]",
                start,
            ));
        }
        let open = self.open()?;
        let mut list = Vec::new();
        loop {
            let span = self.here();
            let n = match self.peek_tok() {
                Some(Tok::Num(v)) if v.fract() == 0.0 => {
                    self.bump();
                    self.check_backwards(v, span)?
                }
                _ => return Err(self.unexpected("a statement number")),
            };
            self.check_not_merged(n, span)?;
            if list.contains(&n) {
                return Err(Error::syntax(format!("statement {n} is named twice"), span));
            }
            list.push(n);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.close(Tok::RBracket, "',' or ']'", open)?;
        let source = if merge {
            for &n in &list {
                self.merged[n - 1] = true;
            }
            SetSource::Merged(list)
        } else if list.len() == 1 {
            SetSource::Statement(list[0])
        } else {
            SetSource::Bound(list)
        };
        self.set_rest(source, start)
    }

    fn set_rest(&mut self, source: SetSource, start: Span) -> Result<PExpr> {
        let (_, judge) = self.modifiers(false)?;
        let span = start.to(Span::new(start.start, self.pos));
        Ok(PExpr::new(PKind::Set(source, judge), span))
    }

    fn repeat(&mut self) -> Result<PExpr> {
        let name = self.bump();
        if self.peek_adjacent() != Some(Tok::LParen) {
            return Err(Error::syntax(
                "repeat() needs its bracket right after the name",
                name,
            ));
        }
        let open = self.open()?;
        let what = self.expr()?;
        self.expect(Tok::Comma, "',' and how many times to repeat")?;
        let times = self.expr()?;
        let close = self.close(Tok::RParen, "')' to close repeat()", open)?;
        Ok(PExpr::new(
            PKind::Repeat(Box::new(what), Box::new(times)),
            name.to(close),
        ))
    }

    fn call(&mut self) -> Result<PExpr> {
        let name = self.here();
        let func = self
            .peek_tok()
            .and_then(func_of)
            .ok_or_else(|| self.unexpected("a function"))?;
        self.bump();
        if self.peek_adjacent() != Some(Tok::LParen) {
            return Err(Error::syntax(
                format!("{}() needs its bracket right after the name", func.name()),
                name,
            ));
        }
        let open = self.open()?;
        let mut args = vec![self.expr()?];
        while self.eat(Tok::Comma) {
            args.push(self.expr()?);
        }
        let close = self.close(Tok::RParen, "',' or ')'", open)?;
        let span = name.to(close);
        let (least, most) = func.arity();
        if args.len() < least || args.len() > most {
            return Err(Error::syntax(
                format!("{}() takes {least} to {most} arguments", func.name()),
                span,
            ));
        }
        Ok(PExpr::new(PKind::Call(func, args), span))
    }

    /// The modifiers touching an operand, in any order. `rolled` says whether modifiers
    /// that draw dice are allowed (only on a dice term, never on dice already rolled).
    fn modifiers(&mut self, rolled: bool) -> Result<(Modifiers, Judge)> {
        let mut m = Modifiers::default();
        let mut j = Judge::default();
        let mut after_success = false;
        while let Some(t) = self.peek_adjacent() {
            let start = self.here();
            let was_success = std::mem::take(&mut after_success);
            match t {
                Tok::Kh | Tok::K | Tok::Kl => {
                    self.bump();
                    let which = if t == Tok::Kl {
                        Which::Lowest
                    } else {
                        Which::Highest
                    };
                    j.keep = Some(KeepDrop {
                        which,
                        n: self.count_arg(),
                    });
                }
                Tok::Dh | Tok::Dl | Tok::D => {
                    self.bump();
                    let which = if t == Tok::Dh {
                        Which::Highest
                    } else {
                        Which::Lowest
                    };
                    j.drop = Some(KeepDrop {
                        which,
                        n: self.count_arg(),
                    });
                }
                Tok::Bang
                | Tok::BangBang
                | Tok::BangP
                | Tok::R
                | Tok::Ro
                | Tok::U
                | Tok::Uo
                | Tok::Min
                | Tok::Max
                    if !rolled =>
                {
                    let word = &self.text[start.start..start.end];
                    return Err(Error::syntax(
                        format!(
                            "'{word}' rolls dice again; dice already rolled (@, b[…], m[…], groups) only take modifiers that judge them: keep, drop, successes, filters, sorts, critical marks"
                        ),
                        start,
                    ));
                }
                Tok::Bang | Tok::BangBang | Tok::BangP => {
                    self.bump();
                    let kind = match t {
                        Tok::Bang => ExplodeKind::Plain,
                        Tok::BangBang => ExplodeKind::Compound,
                        _ => ExplodeKind::Penetrate,
                    };
                    let on = self.threshold()?;
                    m.explode = Some(Explode { kind, on });
                }
                Tok::R | Tok::Ro => {
                    self.bump();
                    let on = self.threshold()?;
                    m.reroll = Some(Reroll {
                        once: t == Tok::Ro,
                        on,
                    });
                }
                Tok::U | Tok::Uo => {
                    self.bump();
                    let on = self.threshold()?;
                    m.unique = Some(Reroll {
                        once: t == Tok::Uo,
                        on,
                    });
                }
                Tok::Min | Tok::Max => {
                    self.bump();
                    let v = self.signed_number()?;
                    if t == Tok::Min {
                        m.min = Some(v);
                    } else {
                        m.max = Some(v);
                    }
                }
                Tok::Cs | Tok::Cf => {
                    self.bump();
                    let v = self.validator_opt()?;
                    if t == Tok::Cs {
                        j.crit_success = Some(v);
                    } else {
                        j.crit_failure = Some(v);
                    }
                }
                Tok::Sa => {
                    self.bump();
                    j.sort = Some(SortOrder::Ascending);
                }
                Tok::Sd => {
                    self.bump();
                    j.sort = Some(SortOrder::Descending);
                }
                // `s[` is a switch, read after the modifiers.
                Tok::SmallS if self.text[start.end..].starts_with('[') => break,
                Tok::SmallS => {
                    self.bump();
                    j.sort = Some(SortOrder::Ascending);
                }
                Tok::C => {
                    self.bump();
                    j.success = Some(self.validator_required("c counts successes")?);
                    after_success = true;
                }
                Tok::SmallF => {
                    self.bump();
                    let v = self.validator_required("f counts failures or filters")?;
                    if was_success {
                        j.failure = Some(v);
                    } else {
                        j.filter = Some(v);
                    }
                }
                t if cmp_op(t).is_some() => {
                    j.success = self.validator_opt()?;
                    after_success = true;
                }
                _ => break,
            }
        }
        Ok((m, j))
    }

    /// The optional count of keep/drop: `kh3`, or `kh` meaning one.
    fn count_arg(&mut self) -> f64 {
        match self.peek_adjacent() {
            Some(Tok::Num(v)) => {
                self.bump();
                v
            }
            _ => 1.0,
        }
    }

    /// The threshold of a modifier that rolls: a compare point (`r<2`) or one comparison
    /// in brackets (`r[<2]`, `r[1]`).
    fn threshold(&mut self) -> Result<Option<Compare>> {
        let at = self.here();
        let Some(v) = self.validator_opt()? else {
            return Ok(None);
        };
        match v {
            Validator::Cmp(op, value) => Ok(Some(Compare { op, value })),
            Validator::Equals(value) => Ok(Some(Compare {
                op: CmpOp::Eq,
                value,
            })),
            _ => Err(Error::syntax(
                "a reroll or an explosion takes one comparison, like [<2] or [6]",
                at.to(Span::new(at.start, self.pos)),
            )),
        }
    }

    fn validator_required(&mut self, what: &str) -> Result<Validator> {
        let at = self.here();
        self.validator_opt()?
            .ok_or_else(|| Error::syntax(format!("{what} and needs a condition, like [>=6]"), at))
    }

    /// A condition written right here: `[validator]` or a compare point `>=6`.
    fn validator_opt(&mut self) -> Result<Option<Validator>> {
        match self.peek_adjacent() {
            Some(Tok::LBracket) => {
                let open = self.open()?;
                let v = self.validator()?;
                self.close(Tok::RBracket, "']' to close the condition", open)?;
                Ok(Some(v))
            }
            Some(t) if cmp_op(t).is_some() => {
                self.bump();
                let op = cmp_op(t).unwrap_or(CmpOp::Eq);
                Ok(Some(Validator::Cmp(op, self.signed_number()?)))
            }
            _ => Ok(None),
        }
    }

    fn validator(&mut self) -> Result<Validator> {
        let mut lhs = self.validator_xor()?;
        while self.eat(Tok::Pipe) {
            lhs = Validator::Or(Box::new(lhs), Box::new(self.validator_xor()?));
        }
        Ok(lhs)
    }
    fn validator_xor(&mut self) -> Result<Validator> {
        let mut lhs = self.validator_and()?;
        while self.eat(Tok::Caret) {
            lhs = Validator::Xor(Box::new(lhs), Box::new(self.validator_and()?));
        }
        Ok(lhs)
    }
    fn validator_and(&mut self) -> Result<Validator> {
        let mut lhs = self.validator_atom()?;
        while self.eat(Tok::Amp) {
            lhs = Validator::And(Box::new(lhs), Box::new(self.validator_atom()?));
        }
        Ok(lhs)
    }
    fn validator_atom(&mut self) -> Result<Validator> {
        if matches!(self.peek_tok(), Some(Tok::All | Tok::Any | Tok::Total)) {
            return Err(Error::syntax(
                "the scopes all:, any: and total: belong only in a branch condition, like 3d6i[all:>=4]{…}",
                self.here(),
            ));
        }
        if let Some(op) = self.peek_tok().and_then(cmp_op) {
            self.bump();
            return Ok(Validator::Cmp(op, self.signed_number()?));
        }
        let lo_span = self.here();
        let lo = self.signed_number()?;
        if self.eat(Tok::DotDot) {
            let hi = self.signed_number()?;
            if hi < lo {
                return Err(Error::syntax(
                    format!("the range {lo}..{hi} is empty: write the lower bound first"),
                    lo_span.to(Span::new(lo_span.start, self.pos)),
                ));
            }
            return Ok(Validator::Range(lo, hi));
        }
        Ok(Validator::Equals(lo))
    }

    fn signed_number(&mut self) -> Result<f64> {
        let neg = self.eat(Tok::Minus);
        match self.peek_tok() {
            Some(Tok::Num(v)) => {
                self.bump();
                Ok(if neg { -v } else { v })
            }
            _ => Err(self.unexpected("a number")),
        }
    }

    fn condition(&mut self) -> Result<Condition> {
        if self.peek_adjacent() != Some(Tok::LBracket) {
            return Err(self.unexpected("a condition in brackets, like [>=15]"));
        }
        let open = self.open()?;
        let scope = match self.peek_tok() {
            Some(Tok::All) => Scope::All,
            Some(Tok::Any) => Scope::Any,
            Some(Tok::Total) => Scope::Total,
            _ => Scope::Value,
        };
        if scope != Scope::Value {
            self.bump();
            self.expect(Tok::Colon, "':' after the scope")?;
        }
        let validator = self.validator()?;
        self.close(Tok::RBracket, "']' to close the condition", open)?;
        Ok(Condition { scope, validator })
    }

    fn body(&mut self) -> Result<PExpr> {
        let open = self.open()?;
        let e = self.expr()?;
        self.close(Tok::RBrace, "'}' to close the branch", open)?;
        Ok(e)
    }

    fn branch(&mut self, subject: PExpr, kind: BranchKind) -> Result<PExpr> {
        let start = subject.span;
        self.bump();
        let mut kind = kind;
        if kind == BranchKind::Switch && self.peek_adjacent() == Some(Tok::Caret) {
            self.bump();
            kind = BranchKind::SwitchFirst;
        }
        let mut cases = Vec::new();
        let mut default = None;
        loop {
            if kind == BranchKind::If && !cases.is_empty() {
                if self.peek_tok() == Some(Tok::LBrace) {
                    default = Some(self.body()?);
                }
                break;
            }
            if cases.is_empty() || self.peek_tok() == Some(Tok::LBracket) {
                let cond = self.condition()?;
                if self.peek_tok() != Some(Tok::LBrace) {
                    return Err(self.unexpected("'{' and the branch of this case"));
                }
                cases.push((cond, self.body()?));
            } else {
                if self.peek_tok() == Some(Tok::LBrace) {
                    default = Some(self.body()?);
                }
                break;
            }
        }
        let span = start.to(Span::new(start.start, self.pos));
        Ok(PExpr::new(
            PKind::Branch(Box::new(Branch {
                subject,
                kind,
                cases,
                default,
            })),
            span,
        ))
    }

    /// `[text]` after an operand: comments, kept for the statement.
    fn bracket_comments(&mut self) -> Result<()> {
        while let Some(l) = self.peek().filter(|l| l.tok == Some(Tok::LBracket)) {
            let body = &self.text[l.end..];
            let Some(close) = body.find([']', '[', '"', '#']) else {
                return Err(Error::syntax(
                    "this bracket is never closed",
                    Span::new(l.start, l.end),
                ));
            };
            if body.as_bytes()[close] != b']' {
                return Err(Error::syntax(
                    "a comment in brackets holds no quote, # or bracket",
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

    fn text_expr(&mut self) -> Result<PExpr> {
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
    fn text_body(&self, open: Span) -> Result<(Vec<Segment>, usize)> {
        let text = self.text;
        let mut segments = Vec::new();
        let mut lit = String::new();
        let mut i = open.end;
        let digits_at = |at: usize| text[at..].bytes().take_while(u8::is_ascii_digit).count();
        loop {
            let Some(c) = text[i..].chars().next() else {
                return Err(Error::syntax(
                    "this text is never closed: expected '\"'",
                    open,
                ));
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
                                    "this element number is too large",
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

    fn list(&mut self, count: PExpr, start: Span) -> Result<PExpr> {
        let l = self.bump();
        let (mut unique, mut joined) = (false, false);
        while let Some(c @ ('u' | 'n')) = self.next_char() {
            let flag = if c == 'u' { &mut unique } else { &mut joined };
            if *flag {
                return Err(Error::syntax(
                    format!("'{c}' is written twice"),
                    Span::new(self.pos, self.pos + 1),
                ));
            }
            *flag = true;
            self.pos += 1;
        }
        if self.next_char() != Some('[') {
            return Err(Error::syntax(
                "a list needs its items in brackets right after the L, like L[sword,bow]",
                l,
            ));
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
                        format!(
                            "u draws {n} different items, but the list has only {}",
                            items.len()
                        ),
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
    fn list_items(&mut self, open: Span) -> Result<Vec<(ListItem, Span, bool)>> {
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
            if text.is_empty() {
                return Err(Error::syntax(
                    "an empty item: write something between the commas",
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
                        "a weight is a whole number in brackets, like sword[2]",
                        Span::new(self.pos, self.pos + 1),
                    ));
                }
                weight = rest[..digits]
                    .parse::<u64>()
                    .ok()
                    .filter(|&w| (1..=1_000_000).contains(&w))
                    .ok_or_else(|| Error::syntax("a weight is from 1 to 1000000", span))?;
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
                None => {
                    return Err(Error::syntax(
                        "this list is never closed: expected ']'",
                        open,
                    ))
                }
                Some(c) => {
                    return Err(Error::syntax(
                        format!("expected ',' or ']' after the item, found '{c}'"),
                        Span::new(self.pos, self.pos + c.len_utf8()),
                    ))
                }
            }
        }
    }

    fn skip_spaces(&mut self) {
        let rest = &self.text[self.pos..];
        self.pos += rest.len() - rest.trim_start().len();
    }

    /// `lo..hi:` before an item, if written.
    fn interval_prefix(&mut self) -> Option<(i64, i64)> {
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

    fn quoted_item(&mut self) -> Result<String> {
        let start = self.pos;
        let mut out = String::new();
        let mut i = self.pos + 1;
        loop {
            let Some(c) = self.text[i..].chars().next() else {
                return Err(Error::syntax(
                    "this item is never closed: expected '\"'",
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
        return Err(Error::syntax(
            "a list is weighted or on intervals, not both",
            w.1,
        ));
    }
    if let Some(bare) = items.iter().find(|i| i.0.interval.is_none()) {
        return Err(Error::syntax(
            "every item of a list on intervals needs its interval, like 1..2:sword",
            bare.1,
        ));
    }
    let mut prev: Option<i64> = None;
    for (item, item_span, _) in items {
        let Some((lo, hi)) = item.interval else {
            continue;
        };
        if hi < lo {
            return Err(Error::syntax(
                format!("the interval {lo}..{hi} is empty: write the lower bound first"),
                *item_span,
            ));
        }
        if i128::from(hi) - i128::from(lo) > 1_000_000_000 {
            return Err(Error::limit("an interval is at most 10^9 wide", *item_span));
        }
        if let Some(p) = prev {
            let next = i128::from(p) + 1;
            if i128::from(lo) != next {
                let what = if i128::from(lo) > next {
                    "a gap"
                } else {
                    "an overlap"
                };
                return Err(Error::syntax(
                    format!(
                        "{what} between the intervals: after {p} the next one must start at {next}"
                    ),
                    *item_span,
                ));
            }
        }
        prev = Some(hi);
    }
    Ok(())
}

fn flush(segments: &mut Vec<Segment>, lit: &mut String) {
    if !lit.is_empty() {
        segments.push(Segment::Lit(std::mem::take(lit)));
    }
}

fn num(v: f64, span: Span) -> PExpr {
    PExpr::new(PKind::Number(v), span)
}

fn binary(op: BinOp, lhs: PExpr, rhs: PExpr) -> PExpr {
    let span = lhs.span.to(rhs.span);
    PExpr::new(PKind::Binary(op, Box::new(lhs), Box::new(rhs)), span)
}

pub(super) fn cmp_op(t: Tok) -> Option<CmpOp> {
    Some(match t {
        Tok::Eq | Tok::EqEq => CmpOp::Eq,
        Tok::Ne | Tok::LtGt => CmpOp::Ne,
        Tok::Gt => CmpOp::Gt,
        Tok::Lt => CmpOp::Lt,
        Tok::Ge => CmpOp::Ge,
        Tok::Le => CmpOp::Le,
        _ => return None,
    })
}

fn func_of(t: Tok) -> Option<Func> {
    Some(match t {
        Tok::Floor => Func::Floor,
        Tok::Ceil => Func::Ceil,
        Tok::Round => Func::Round,
        Tok::Abs => Func::Abs,
        Tok::Sqrt => Func::Sqrt,
        Tok::Min => Func::Min,
        Tok::Max => Func::Max,
        _ => return None,
    })
}
