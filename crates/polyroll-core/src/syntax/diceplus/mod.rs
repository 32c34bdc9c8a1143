//! The `diceplus` notation (seed 003): integer, C-like, forgiving. Whitespace is
//! insignificant (`1 0` is 10); what cannot be understood ends the expression and comes
//! back as a warning, never silently.
//!
//! The grammar (EBNF; `{ }` repeats, `[ ]` is optional), read after every space is taken
//! out. The binary levels are the seed's operator table, loosest first, each
//! left-associative; parsing stops, with a warning, at the first token that fits nowhere:
//!
//! ```text
//! formula = level(2) ;
//! level(2)  = level(5)  { ( "|<" | ">|" ) level(5) } ;
//! level(5)  = level(7)  { "||" level(7) } ;
//! level(7)  = level(10) { "^^" level(10) } ;
//! level(10) = level(15) { "&&" level(15) } ;
//! level(15) = level(20) { "|" level(20) } ;
//! level(20) = level(25) { "^" level(25) } ;         (* XOR, never a power *)
//! level(25) = level(30) { "&" level(30) } ;
//! level(30) = level(35) { ( "==" | "!=" ) level(35) } ;
//! level(35) = level(40) { ( "<" | "<=" | ">" | ">=" ) level(40) } ;
//! level(40) = level(45) { ( "+" | "-" ) level(45) } ;
//! level(45) = unary { ( "*" | "/" | "%" ) unary } ;
//! unary   = ( "-" | "+" ) unary | integer | dice | name | quoted | "(" level(2) [ ")" ] ;
//! dice    = integer ( "d" | "D" ) integer ;          (* the count is required *)
//! name    = letter { letter | digit | "_" } ;        (* a keyword: read from variables *)
//! quoted  = '"' { any but '"' } '"' ;
//! ```

use logos::Logos;

use crate::ast::*;
use crate::error::{Error, Result, Span};
use crate::limits::Limits;
use crate::problem::Problem;

#[derive(Logos, Clone, Debug, PartialEq)]
enum Tok {
    // Full-width digits and signs and dashes are read as their ASCII forms (NOTATION.md).
    #[regex(r"[0-9０-９]+", |lex| crate::syntax::standard::number(lex.slice()))]
    Int(f64),
    /// `NdM`: the count is required, so `d4` alone is a name.
    #[regex(r"[0-9０-９]+[dDｄＤ][0-9０-９]+")]
    Dice,
    #[regex(r"[A-Za-z_][A-Za-z0-9_]*")]
    Name,
    #[regex(r#""[^"]*""#)]
    Quoted,
    #[token("|<")]
    AtLeast,
    #[token(">|")]
    AtMost,
    #[token("||")]
    LogicOr,
    #[token("^^")]
    LogicXor,
    #[token("&&")]
    LogicAnd,
    #[token("|")]
    BitOr,
    #[token("^")]
    BitXor,
    #[token("&")]
    BitAnd,
    #[token("==")]
    EqEq,
    #[token("!=")]
    Ne,
    #[token("<")]
    Lt,
    #[token("<=")]
    Le,
    #[token(">")]
    Gt,
    #[token(">=")]
    Ge,
    #[token("+")]
    #[token("＋")]
    Plus,
    #[token("-")]
    #[token("－")]
    #[token("−")]
    #[token("–")]
    #[token("—")]
    Minus,
    #[token("*")]
    #[token("＊")]
    Star,
    #[token("/")]
    #[token("／")]
    Slash,
    #[token("%")]
    Percent,
    #[token("(")]
    #[token("（")]
    LParen,
    #[token(")")]
    #[token("）")]
    RParen,
}

/// The seed's operator table: (priority, operator). Higher binds tighter.
fn binop(t: &Tok) -> Option<(u8, BinOp)> {
    Some(match t {
        Tok::AtLeast => (2, BinOp::AtLeast),
        Tok::AtMost => (2, BinOp::AtMost),
        Tok::LogicOr => (5, BinOp::LogicOr),
        Tok::LogicXor => (7, BinOp::LogicXor),
        Tok::LogicAnd => (10, BinOp::LogicAnd),
        Tok::BitOr => (15, BinOp::BitOr),
        Tok::BitXor => (20, BinOp::BitXor),
        Tok::BitAnd => (25, BinOp::BitAnd),
        Tok::EqEq => (30, BinOp::Cmp(CmpOp::Eq)),
        Tok::Ne => (30, BinOp::Cmp(CmpOp::Ne)),
        Tok::Lt => (35, BinOp::Cmp(CmpOp::Lt)),
        Tok::Le => (35, BinOp::Cmp(CmpOp::Le)),
        Tok::Gt => (35, BinOp::Cmp(CmpOp::Gt)),
        Tok::Ge => (35, BinOp::Cmp(CmpOp::Ge)),
        Tok::Plus => (40, BinOp::Add),
        Tok::Minus => (40, BinOp::Sub),
        Tok::Star => (45, BinOp::Mul),
        Tok::Slash => (45, BinOp::IntDiv),
        Tok::Percent => (45, BinOp::IntRem),
        _ => return None,
    })
}

/// The lowest and highest final result.
pub const RESULT_RANGE: (f64, f64) = (-999.0, 999.0);

pub fn parse(input: &str, limits: &Limits) -> Result<Program> {
    let (compact, offsets) = squeeze(input);
    let mut lexer = Tok::lexer(&compact);
    let mut toks = Vec::new();
    while let Some(t) = lexer.next() {
        let r = lexer.span();
        let span = Span::new(offsets[r.start], offsets[r.end - 1] + 1);
        toks.push((t.ok(), span, lexer.slice().to_string()));
    }
    let mut p = Parser {
        input,
        toks,
        pos: 0,
        depth: 0,
        limits,
        warnings: Vec::new(),
    };
    let Some(expr) = p.binary(0)? else {
        return Err(Error::syntax(
            Problem::NothingUnderstood,
            Span::new(0, input.len()),
        ));
    };
    if let Some((_, span, _)) = p.toks.get(p.pos) {
        let ignored = input[span.start..].trim();
        p.warnings.push(Problem::Ignored {
            text: ignored.to_string(),
        });
    }
    Ok(Program::new(
        smallvec::smallvec![Statement { label: None, expr }],
        p.warnings,
    ))
}

/// Removes whitespace outside quotes, remembering where each kept byte stood.
fn squeeze(input: &str) -> (String, Vec<usize>) {
    let mut out = String::with_capacity(input.len());
    let mut offsets = Vec::with_capacity(input.len() + 1);
    let mut quoted = false;
    for (i, c) in input.char_indices() {
        if c == '"' {
            quoted = !quoted;
        }
        if c.is_whitespace() && !quoted {
            continue;
        }
        out.push(c);
        offsets.extend(i..i + c.len_utf8());
    }
    offsets.push(input.len());
    (out, offsets)
}

struct Parser<'a> {
    input: &'a str,
    toks: Vec<(Option<Tok>, Span, String)>,
    pos: usize,
    depth: usize,
    limits: &'a Limits,
    warnings: Vec<Problem>,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).and_then(|t| t.0.as_ref())
    }

    /// Precedence climbing; an operator whose right side cannot be understood is left for
    /// the trailing warning.
    fn binary(&mut self, min: u8) -> Result<Option<Expr>> {
        let Some(mut lhs) = self.unary()? else {
            return Ok(None);
        };
        while let Some((prec, op)) = self.peek().and_then(binop) {
            if prec < min {
                break;
            }
            let at = self.pos;
            self.pos += 1;
            let Some(rhs) = self.binary(prec + 1)? else {
                self.pos = at;
                break;
            };
            let span = lhs.span.to(rhs.span);
            lhs = Expr::new(ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)), span);
        }
        Ok(Some(lhs))
    }

    /// A unary sign binds to the one atom after it.
    fn unary(&mut self) -> Result<Option<Expr>> {
        crate::limits::with_stack(|| self.unary_step())
    }

    fn unary_step(&mut self) -> Result<Option<Expr>> {
        let Some((tok, span, text)) = self.toks.get(self.pos).cloned() else {
            return Ok(None);
        };
        let kind = match tok {
            Some(Tok::Minus | Tok::Plus) => {
                self.pos += 1;
                let Some(inner) = self.unary()? else {
                    self.pos -= 1;
                    return Ok(None);
                };
                let whole = span.to(inner.span);
                if tok == Some(Tok::Plus) {
                    return Ok(Some(inner));
                }
                return Ok(Some(Expr::new(ExprKind::Neg(Box::new(inner)), whole)));
            }
            Some(Tok::Int(v)) => ExprKind::Number(v),
            Some(Tok::Dice) => self.dice(&text, span)?,
            Some(Tok::Name) => ExprKind::Keyword(text.to_lowercase()),
            Some(Tok::Quoted) => ExprKind::Keyword(text.trim_matches('"').trim().to_lowercase()),
            Some(Tok::LParen) => return self.paren(span),
            _ => return Ok(None),
        };
        self.pos += 1;
        Ok(Some(Expr::new(kind, span)))
    }

    fn dice(&self, text: &str, span: Span) -> Result<ExprKind> {
        let (n, s) = text
            .split_once(['d', 'D', 'ｄ', 'Ｄ'])
            .unwrap_or((text, "1"));
        let n = crate::syntax::standard::number(n).unwrap_or(0.0);
        let s = crate::syntax::standard::number(s).unwrap_or(0.0);
        if n > self.limits.max_dice as f64 {
            return Err(Error::limit(
                Problem::DiceOverLimit {
                    count: n,
                    max: self.limits.max_dice,
                },
                span,
            ));
        }
        Ok(ExprKind::Dice(Dice::boxed(
            Count::Number(n, span),
            Sides::Number(s, span),
            Modifiers::default(),
        )))
    }

    fn paren(&mut self, open: Span) -> Result<Option<Expr>> {
        self.depth += 1;
        self.limits.check_depth(self.depth, open)?;
        self.pos += 1;
        let Some(inner) = self.binary(0)? else {
            self.pos -= 1;
            self.depth -= 1;
            return Ok(None);
        };
        self.depth -= 1;
        let end = if self.peek() == Some(&Tok::RParen) {
            let s = self.toks[self.pos].1;
            self.pos += 1;
            s
        } else {
            self.warnings
                .push(Problem::BracketClosedAtEnd { at: open.start });
            Span::new(self.input.len(), self.input.len())
        };
        Ok(Some(Expr::new(
            ExprKind::Paren(Box::new(inner)),
            open.to(end),
        )))
    }
}
