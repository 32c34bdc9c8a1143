//! A recursive-descent parser for the pool notation. Tokens come from the logos lexer one
//! at a time from a byte offset, because texts, list items and bracketed comments are free
//! text read here character by character.
//!
//! References are checked as they are read: `$n` and `@n` point only backwards, and a
//! merged statement can be neither bound nor merged again.
//!
//! The grammar in outline (EBNF; `{ }` repeats, `[ ]` is optional; this parser is the
//! reference for the details). Statements are split by `;` and
//! `,` outside brackets, braces and quotes; `# …` and `// …` comments are masked out
//! before; texts, list items and `[comment]`s after an operand are free text, read here
//! character by character (`parser/text.rs`, `parser/list.rs`):
//!
//! ```text
//! program   = statement { ( ";" | "," ) statement } ;
//! statement = expr ;
//! expr      = term { ( "+" | "-" ) term } ;
//! term      = unary { ( "*" | "/" | "%" ) unary } ;
//! unary     = ( "-" | "+" ) unary | power ;
//! power     = postfix [ "^" unary ] ;
//! postfix   = atom { comment } { branch { comment } } ;
//! branch    = "i" condition body [ body ]                       (* if, else *)
//!           | ( "S" | "s" ) [ "^" ] { condition body } [ body ] ; (* switch, first true *)
//! body      = "{" expr "}" ;
//! condition = "[" [ ( "all" | "any" | "total" ) ":" ] validator "]" ;
//! atom      = [ count ] dice | [ count ] list | count
//!           | "{" expr { "," expr } "}" judge                   (* a group *)
//!           | "$" number [ "[" number "]" ]                      (* an earlier result *)
//!           | "@" [ number ] judge                               (* dice already rolled *)
//!           | ( "b" | "m" ) "[" number { "," number } "]" judge (* several statements' dice *)
//!           | text | "repeat" "(" expr "," expr ")" | function "(" expr { "," expr } ")" ;
//! count     = number | "(" expr ")" ;
//! dice      = ( "d" | "D" ) ( number | "%" | "F" | "(" expr ")" ) modifiers ;
//! list      = ( "L" | "l" ) [ "u" | "n" ] "[" item { "," item } "]" ;
//! modifiers = { roll-mod | judge-mod } ;       (* judge: only the judge-mods *)
//! roll-mod  = ( "!" | "!!" | "!p" | "r" | "ro" | "u" | "uo" ) [ validator-in-brackets ]
//!           | ( "min" | "max" ) number ;
//! judge-mod = ( "kh" | "k" | "kl" | "dh" | "dl" ) [ number ] | ( "c" | "f" ) "[" validator "]"
//!           | ( "cs" | "cf" ) [ "[" validator "]" ] | "sa" | "sd" | "s" ;
//! validator = alt { "|" alt } ;  alt = both { "^" both } ;  both = test { "&" test } ;
//! test      = compare-op number | number [ ".." number ] ;
//! ```

mod list;
mod modifiers;
mod text;

use super::comments::{mask, Masked};
use super::lexer::{lex_at, Lexeme, Tok};
use crate::ast::{BinOp, Func};
use crate::error::{Error, Result, Span};
use crate::limits::Limits;
use crate::pool::ast::*;
use crate::problem::{Expected, Problem};

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
        peeked: std::cell::Cell::new(None),
    };
    let mut statements = Vec::new();
    let mut separators = Vec::new();
    loop {
        if matches!(p.peek_tok(), None | Some(Tok::Semi | Tok::Comma)) {
            let problem = if statements.is_empty() && p.peek().is_none() {
                Problem::NoFormula
            } else {
                Problem::EmptyStatement
            };
            return Err(Error::syntax(problem, p.here()));
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
            return Err(p.unexpected(Expected::Separator));
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
    /// The lexeme at the byte offset it was lexed from: looking at the next token again
    /// (`peek`, `here`, `bump` all do) reads it from here instead of lexing it again.
    /// Keyed by offset, so free-text readers that move `pos` themselves need not clear it.
    peeked: std::cell::Cell<Option<(usize, Option<Lexeme>)>>,
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<Lexeme> {
        match self.peeked.get() {
            Some((at, lexeme)) if at == self.pos => lexeme,
            _ => {
                let lexeme = lex_at(self.text, self.pos);
                self.peeked.set(Some((self.pos, lexeme)));
                lexeme
            }
        }
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
    fn unexpected(&self, expected: Expected) -> Error {
        match self.peek() {
            None => Error::syntax(Problem::EndsEarlyExpected { expected }, self.here()),
            Some(l) => Error::syntax(
                Problem::ExpectedFound {
                    expected,
                    found: self.text[l.start..l.end].to_string(),
                },
                self.here(),
            ),
        }
    }
    fn expect(&mut self, t: Tok, expected: Expected) -> Result<Span> {
        if self.peek_tok() == Some(t) {
            Ok(self.bump())
        } else {
            Err(self.unexpected(expected))
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
    fn close(&mut self, t: Tok, expected: Expected, open: Span) -> Result<Span> {
        if self.peek_tok() == Some(t) {
            self.depth -= 1;
            Ok(self.bump())
        } else if self.peek().is_none() {
            Err(Error::syntax(
                Problem::BracketNeverClosedExpected { expected },
                open,
            ))
        } else {
            Err(self.unexpected(expected))
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
                Problem::TooDeepPool {
                    max: self.limits.max_depth,
                },
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
            return Err(self.unexpected(Expected::PoolOperand));
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
                let close = self.close(Tok::RParen, Expected::CloseParen, open)?;
                PExpr::new(PKind::Paren(Box::new(e)), open.to(close))
            }
            Some(Tok::LBrace) => return self.group(),
            Some(Tok::Dollar) => return self.reference(),
            Some(Tok::At) => return self.at_set(),
            Some(Tok::B | Tok::M) => return self.bound_set(l.tok == Some(Tok::M)),
            Some(Tok::Quote) => return self.text_expr(),
            Some(Tok::Repeat) => return self.repeat(),
            Some(t) if func_of(t).is_some() => return self.call(),
            _ => return Err(self.unexpected(Expected::PoolOperand)),
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
                let close = self.close(Tok::RParen, Expected::CloseParen, open)?;
                PSides::Expr(Box::new(PExpr::new(
                    PKind::Paren(Box::new(e)),
                    open.to(close),
                )))
            }
            _ => return Err(Error::syntax(Problem::DieNeedsSides, d)),
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
        self.close(Tok::RBrace, Expected::CommaOrBrace, open)?;
        let (_, judge) = self.modifiers(false)?;
        let span = open.to(Span::new(open.start, self.pos));
        Ok(PExpr::new(PKind::Group(parts, judge), span))
    }

    /// A statement number written right here (`$2`, `@1`, `b[1,2]`): it must name an
    /// earlier statement.
    fn statement_number(&mut self, sign: &'static str) -> Result<usize> {
        let span = self.here();
        let n = match self.peek_adjacent() {
            Some(Tok::Num(v)) if v.fract() == 0.0 => {
                self.bump();
                v
            }
            _ => return Err(Error::syntax(Problem::NeedsStatementNumber { sign }, span)),
        };
        self.check_backwards(n, span)
    }

    fn check_backwards(&self, n: f64, span: Span) -> Result<usize> {
        if n < 1.0 {
            return Err(Error::syntax(Problem::StatementsFromOne, span));
        }
        if n > self.stmt as f64 {
            let problem = if self.stmt == 0 {
                Problem::FirstStatementReads
            } else {
                Problem::StatementNotEarlier {
                    number: n,
                    last: self.stmt,
                }
            };
            return Err(Error::syntax(problem, span));
        }
        Ok(n as usize)
    }

    fn check_not_merged(&self, n: usize, span: Span) -> Result<()> {
        if self.merged.get(n - 1).copied().unwrap_or(false) {
            return Err(Error::syntax(Problem::StatementMerged { number: n }, span));
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
            .map_err(|_| Error::syntax(Problem::ElementNumberTooLarge, span))?;
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
            return Err(Error::syntax(Problem::BindNeedsBrackets, start));
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
                _ => return Err(self.unexpected(Expected::StatementNumber)),
            };
            self.check_not_merged(n, span)?;
            if list.contains(&n) {
                return Err(Error::syntax(
                    Problem::StatementNamedTwice { number: n },
                    span,
                ));
            }
            list.push(n);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.close(Tok::RBracket, Expected::CommaOrBracket, open)?;
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
                Problem::FunctionNeedsBracket { function: "repeat" },
                name,
            ));
        }
        let open = self.open()?;
        let what = self.expr()?;
        self.expect(Tok::Comma, Expected::RepeatCount)?;
        let times = self.expr()?;
        let close = self.close(Tok::RParen, Expected::CloseRepeat, open)?;
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
            .ok_or_else(|| self.unexpected(Expected::Function))?;
        self.bump();
        if self.peek_adjacent() != Some(Tok::LParen) {
            return Err(Error::syntax(
                Problem::FunctionNeedsBracket {
                    function: func.name(),
                },
                name,
            ));
        }
        let open = self.open()?;
        let mut args = vec![self.expr()?];
        while self.eat(Tok::Comma) {
            args.push(self.expr()?);
        }
        let close = self.close(Tok::RParen, Expected::CommaOrParen, open)?;
        let span = name.to(close);
        func.check_arity(args.len(), span)?;
        Ok(PExpr::new(PKind::Call(func, args), span))
    }

    fn body(&mut self) -> Result<PExpr> {
        let open = self.open()?;
        let e = self.expr()?;
        self.close(Tok::RBrace, Expected::CloseBranch, open)?;
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
                    return Err(self.unexpected(Expected::CaseBranch));
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
}

fn num(v: f64, span: Span) -> PExpr {
    PExpr::new(PKind::Number(v), span)
}

fn binary(op: BinOp, lhs: PExpr, rhs: PExpr) -> PExpr {
    let span = lhs.span.to(rhs.span);
    PExpr::new(PKind::Binary(op, Box::new(lhs), Box::new(rhs)), span)
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

#[cfg(test)]
mod tests {
    use logos::Logos;

    use super::super::lexer::{Tok, LEXED};
    use crate::limits::Limits;

    /// Each token is lexed once, however often the parser looks at it (it used to be lexed
    /// three to five times). Counted, not timed.
    #[test]
    fn each_token_is_lexed_once() {
        for text in [
            "4d6kh3",
            "8d10; @1c[>=6]; @1c[=1]",
            "{1d20, 1d20}kh1 + 2*(3d4!-1)",
            "1d20i[>=15]{2d6}{1d6}; repeat(4d6kh3, 6)",
        ] {
            let tokens = Tok::lexer(text).count();
            LEXED.with(|n| n.set(0));
            if let Err(e) = super::parse(text, &Limits::default()) {
                panic!("{text}: {e}");
            }
            let lexed = LEXED.with(|n| n.get());
            eprintln!("{text}: {tokens} tokens, {lexed} lexed");
            assert!(
                lexed <= tokens + 1,
                "{text}: {tokens} tokens lexed {lexed} times"
            );
        }
    }
}
