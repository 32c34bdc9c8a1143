//! The `dndice` notation (seed 001): an operator table where `!` is a factorial, `h`/`l`
//! keep, `f`/`c` clamp faces and comparisons give 1 or 0. Precedence, tightest first:
//! `!`; `d da dc dm`; the roll modifiers; `^` (right); unary `+ -`; `* / %`; `+ -`;
//! comparisons with `&` and `|`.
//!
//! The grammar this parser reads (EBNF; `{ }` repeats, `[ ]` is optional):
//!
//! ```text
//! formula    = compare ;
//! compare    = additive { ( ">" | "gt" | ">=" | "ge" | "<" | "lt" | "<=" | "le" | "="
//!                         | "&" | "|" ) additive } ;
//! additive   = multiply { ( "+" | "-" ) multiply } ;
//! multiply   = unary { ( "*" | "/" | "%" ) unary } ;
//! unary      = ( "-" | "+" ) unary | power ;
//! power      = modified [ "^" unary ] ;                      (* right-associative *)
//! modified   = dice { roll-op factorial } ;                  (* the left must be a roll *)
//! roll-op    = "h" | "l" | "f" | "c" | "r" | "r<" | "rl" | "r>" | "rh"
//!            | "R" | "R<" | "Rl" | "R>" | "Rh" | "t" | "T" ;
//! dice       = factorial { ( "d" | "da" | "dc" | "dm" ) sides } ;  (* a count is required *)
//! sides      = "F" | "[" face { "," face } "]" | factorial ;
//! face       = [ "-" ] number ;
//! factorial  = atom { "!" } ;
//! atom       = number | "(" compare ")" | "-" unary ;
//! number     = digit { digit } [ "." digit { digit } ] ;
//! ```

use logos::Logos;

use crate::ast::*;
use crate::error::{Error, Result, Span};
use crate::limits::Limits;

#[derive(Logos, Clone, Copy, Debug, PartialEq)]
#[logos(skip r"[ \t\r\n]+")]
enum Tok {
    // Read as people type them (NOTATION.md): full-width digits and signs, dashes as
    // minus, and in any case the letters whose case means nothing here (`d da dc dm h l c`,
    // `gt ge lt le`); `F`/`f`, `r`/`R` and `t`/`T` differ by case and stay as written.
    #[regex(r"[0-9０-９]+(\.[0-9０-９]+)?", |lex| crate::syntax::standard::number(lex.slice()))]
    Num(f64),
    #[token("d", ignore(case))]
    #[token("ｄ")]
    #[token("Ｄ")]
    D,
    #[token("da", ignore(case))]
    Da,
    #[token("dc", ignore(case))]
    Dc,
    #[token("dm", ignore(case))]
    Dm,
    #[token("F")]
    Fate,
    #[token("h", ignore(case))]
    H,
    #[token("l", ignore(case))]
    L,
    #[token("f")]
    F,
    #[token("c", ignore(case))]
    C,
    #[token("r")]
    R,
    #[token("R")]
    RR,
    #[token("r<")]
    #[token("rl")]
    RLow,
    #[token("r>")]
    #[token("rh")]
    RHigh,
    #[token("R<")]
    #[token("Rl")]
    RRLow,
    #[token("R>")]
    #[token("Rh")]
    RRHigh,
    #[token("t")]
    T,
    #[token("T")]
    TT,
    #[token("!")]
    Bang,
    #[token("^")]
    Caret,
    #[token("*")]
    #[token("＊")]
    Star,
    #[token("/")]
    #[token("／")]
    Slash,
    #[token("%")]
    Percent,
    #[token("+")]
    #[token("＋")]
    Plus,
    #[token("-")]
    #[token("－")]
    #[token("−")]
    #[token("–")]
    #[token("—")]
    Minus,
    #[token(">")]
    #[token("gt", ignore(case))]
    Gt,
    #[token(">=")]
    #[token("ge", ignore(case))]
    Ge,
    #[token("<")]
    #[token("lt", ignore(case))]
    Lt,
    #[token("<=")]
    #[token("le", ignore(case))]
    Le,
    // `==` too: the canonical form writes equality as `==` in every dialect.
    #[token("=")]
    #[token("==")]
    Eq,
    // `&&` and `||` too: the canonical form writes logic operators doubled in every dialect.
    #[token("&")]
    #[token("&&")]
    Amp,
    #[token("|")]
    #[token("||")]
    Pipe,
    #[token("(")]
    #[token("（")]
    LParen,
    #[token(")")]
    #[token("）")]
    RParen,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token(",")]
    Comma,
}

pub fn parse(input: &str, limits: &Limits) -> Result<Program> {
    let mut lexer = Tok::lexer(input);
    let mut toks = Vec::new();
    while let Some(t) = lexer.next() {
        let r = lexer.span();
        toks.push((t.ok(), Span::new(r.start, r.end)));
    }
    let mut p = Parser {
        input,
        toks,
        pos: 0,
        depth: 0,
        limits,
        warnings: Vec::new(),
    };
    if p.toks.is_empty() {
        return Err(Error::syntax(
            "there is no formula",
            Span::new(0, input.len()),
        ));
    }
    let expr = p.compare()?;
    if let Some(&(_, span)) = p.toks.get(p.pos) {
        return Err(Error::syntax(
            format!("unexpected '{}'", &input[span.start..span.end]),
            span,
        ));
    }
    Ok(Program::new(
        vec![Statement { label: None, expr }],
        p.warnings,
    ))
}

struct Parser<'a> {
    input: &'a str,
    toks: Vec<(Option<Tok>, Span)>,
    pos: usize,
    depth: usize,
    limits: &'a Limits,
    warnings: Vec<String>,
}

fn binary(op: BinOp, l: Expr, r: Expr) -> Expr {
    let span = l.span.to(r.span);
    Expr::new(ExprKind::Binary(op, Box::new(l), Box::new(r)), span)
}

impl Parser<'_> {
    fn peek(&self) -> Option<Tok> {
        self.toks.get(self.pos).and_then(|t| t.0)
    }
    fn here(&self) -> Span {
        self.toks
            .get(self.pos)
            .map_or(Span::new(self.input.len(), self.input.len()), |t| t.1)
    }
    fn unexpected(&self, what: &str) -> Error {
        match self.toks.get(self.pos) {
            None => Error::syntax(
                format!("the formula ends too early: expected {what}"),
                self.here(),
            ),
            Some(&(_, s)) => Error::syntax(
                format!("expected {what}, found '{}'", &self.input[s.start..s.end]),
                s,
            ),
        }
    }

    fn compare(&mut self) -> Result<Expr> {
        let mut lhs = self.additive()?;
        loop {
            let op = match self.peek() {
                Some(Tok::Gt) => BinOp::Cmp(CmpOp::Gt),
                Some(Tok::Ge) => BinOp::Cmp(CmpOp::Ge),
                Some(Tok::Lt) => BinOp::Cmp(CmpOp::Lt),
                Some(Tok::Le) => BinOp::Cmp(CmpOp::Le),
                Some(Tok::Eq) => BinOp::Cmp(CmpOp::Eq),
                Some(Tok::Amp) => BinOp::LogicAnd,
                Some(Tok::Pipe) => BinOp::LogicOr,
                _ => return Ok(lhs),
            };
            self.pos += 1;
            lhs = binary(op, lhs, self.additive()?);
        }
    }

    fn additive(&mut self) -> Result<Expr> {
        let mut lhs = self.multiplicative()?;
        loop {
            let op = match self.peek() {
                Some(Tok::Plus) => BinOp::Add,
                Some(Tok::Minus) => BinOp::Sub,
                _ => return Ok(lhs),
            };
            self.pos += 1;
            lhs = binary(op, lhs, self.multiplicative()?);
        }
    }

    fn multiplicative(&mut self) -> Result<Expr> {
        let mut lhs = self.unary()?;
        loop {
            let op = match self.peek() {
                Some(Tok::Star) => BinOp::Mul,
                Some(Tok::Slash) => BinOp::Div,
                Some(Tok::Percent) => BinOp::Mod,
                _ => return Ok(lhs),
            };
            self.pos += 1;
            lhs = binary(op, lhs, self.unary()?);
        }
    }

    fn unary(&mut self) -> Result<Expr> {
        crate::limits::with_stack(|| self.unary_step())
    }

    fn unary_step(&mut self) -> Result<Expr> {
        match self.peek() {
            Some(Tok::Minus) => {
                let start = self.here();
                self.pos += 1;
                let e = self.unary()?;
                let span = start.to(e.span);
                Ok(Expr::new(ExprKind::Neg(Box::new(e)), span))
            }
            Some(Tok::Plus) => {
                self.pos += 1;
                self.unary()
            }
            _ => self.power(),
        }
    }

    fn power(&mut self) -> Result<Expr> {
        let base = self.modified()?;
        if self.peek() == Some(Tok::Caret) {
            self.pos += 1;
            let exp = self.unary()?;
            return Ok(binary(BinOp::Pow, base, exp));
        }
        Ok(base)
    }

    /// A roll and its modifiers, left to right; the left of a modifier must be a roll.
    fn modified(&mut self) -> Result<Expr> {
        let mut e = self.dice()?;
        while let Some(op) = self.peek().and_then(roll_op) {
            let op_span = self.here();
            self.pos += 1;
            let n = self.factorial()?;
            let ExprKind::Roll(r) = &mut e.kind else {
                return Err(Error::syntax(
                    "a roll modifier needs a roll on its left, like 4d6h3",
                    op_span,
                ));
            };
            let end = n.span;
            r.ops.push((op, n, op_span));
            e.span = e.span.to(end);
        }
        Ok(e)
    }

    fn dice(&mut self) -> Result<Expr> {
        if let Some(Tok::D | Tok::Da | Tok::Dc | Tok::Dm) = self.peek() {
            return Err(Error::syntax(
                "a roll needs its number of dice, like 1d20",
                self.here(),
            ));
        }
        let mut lhs = self.factorial()?;
        loop {
            let kind = match self.peek() {
                Some(Tok::D) => RollKind::Normal,
                Some(Tok::Da) => RollKind::Average,
                Some(Tok::Dc) => RollKind::Critical,
                Some(Tok::Dm) => RollKind::Maximum,
                _ => return Ok(lhs),
            };
            self.pos += 1;
            let sides = match self.peek() {
                Some(Tok::Fate) => {
                    self.pos += 1;
                    RollSides::Fate
                }
                Some(Tok::LBracket) => RollSides::List(self.face_list()?),
                _ => {
                    let s = self.factorial()?;
                    if matches!(s.kind, ExprKind::Call(Func::Factorial, _)) {
                        let text = &self.input[lhs.span.start..s.span.end];
                        self.warnings.push(format!(
                            "{text}: in dndice ! is a factorial and binds tighter than d, so the die has that many sides"
                        ));
                    }
                    RollSides::Expr(s)
                }
            };
            let span = lhs
                .span
                .to(Span::new(lhs.span.start, self.toks[self.pos - 1].1.end));
            lhs = Expr::new(
                ExprKind::Roll(Box::new(Roll {
                    count: lhs,
                    kind,
                    sides,
                    ops: Vec::new(),
                })),
                span,
            );
        }
    }

    fn face_list(&mut self) -> Result<Vec<f64>> {
        let open = self.here();
        self.pos += 1;
        let mut faces = Vec::new();
        loop {
            let neg = self.peek() == Some(Tok::Minus);
            if neg {
                self.pos += 1;
            }
            match self.peek() {
                Some(Tok::Num(v)) => {
                    self.pos += 1;
                    faces.push(if neg { -v } else { v });
                }
                _ => return Err(self.unexpected("a face value")),
            }
            match self.peek() {
                Some(Tok::Comma) => self.pos += 1,
                Some(Tok::RBracket) => {
                    self.pos += 1;
                    return Ok(faces);
                }
                None => return Err(Error::syntax("this list of faces is never closed", open)),
                _ => return Err(self.unexpected("',' or ']'")),
            }
        }
    }

    fn factorial(&mut self) -> Result<Expr> {
        let mut e = self.atom()?;
        while self.peek() == Some(Tok::Bang) {
            let end = self.here();
            self.pos += 1;
            let span = e.span.to(end);
            e = Expr::new(ExprKind::Call(Func::Factorial, vec![e]), span);
        }
        Ok(e)
    }

    fn atom(&mut self) -> Result<Expr> {
        let span = self.here();
        match self.peek() {
            Some(Tok::Num(v)) => {
                self.pos += 1;
                Ok(Expr::new(ExprKind::Number(v), span))
            }
            Some(Tok::LParen) => {
                self.depth += 1;
                self.limits.check_depth(self.depth, span)?;
                self.pos += 1;
                let inner = self.compare()?;
                if self.peek() != Some(Tok::RParen) {
                    if self.pos >= self.toks.len() {
                        return Err(Error::syntax("this bracket is never closed", span));
                    }
                    return Err(self.unexpected("')'"));
                }
                let close = self.here();
                self.pos += 1;
                self.depth -= 1;
                Ok(Expr::new(ExprKind::Paren(Box::new(inner)), span.to(close)))
            }
            Some(Tok::Minus) => self.unary(),
            _ => Err(self.unexpected("a number or '('")),
        }
    }
}

fn roll_op(t: Tok) -> Option<RollOp> {
    Some(match t {
        Tok::H => RollOp::Keep(Which::Highest),
        Tok::L => RollOp::Keep(Which::Lowest),
        Tok::F => RollOp::Floor,
        Tok::C => RollOp::Ceiling,
        Tok::R => RollOp::Reroll {
            again: false,
            op: CmpOp::Eq,
        },
        Tok::RLow => RollOp::Reroll {
            again: false,
            op: CmpOp::Lt,
        },
        Tok::RHigh => RollOp::Reroll {
            again: false,
            op: CmpOp::Gt,
        },
        Tok::RR => RollOp::Reroll {
            again: true,
            op: CmpOp::Eq,
        },
        Tok::RRLow => RollOp::Reroll {
            again: true,
            op: CmpOp::Lt,
        },
        Tok::RRHigh => RollOp::Reroll {
            again: true,
            op: CmpOp::Gt,
        },
        Tok::T => RollOp::Threshold(CmpOp::Ge),
        Tok::TT => RollOp::Threshold(CmpOp::Le),
        _ => return None,
    })
}
