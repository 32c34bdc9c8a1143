//! The `dndice` notation (seed 001): an operator table where `!` is a factorial, `h`/`l`
//! keep, `f`/`c` clamp faces and comparisons give 1 or 0. Precedence, tightest first:
//! `!`; `d da dc dm`; the roll modifiers; `^` (right); unary `+ -`; `* / %`; `+ -`;
//! comparisons with `&` and `|`.
//!
//! A logos lexer (`Tok`) feeds a parser that lalrpop generates from `grammar.lalrpop`
//! (checked in as `grammar.rs`; `tests/dndice_grammar.rs` fails when it is stale). The
//! grammar it reads (EBNF; `{ }` repeats, `[ ]` is optional):
//!
//! ```text
//! formula    = compare ;
//! compare    = additive { ( ">" | "gt" | ">=" | "ge" | "<" | "lt" | "<=" | "le" | "="
//!                         | "&" | "|" ) additive } ;
//! additive   = multiply { ( "+" | "-" ) multiply } ;
//! multiply   = unary { ( "*" | "/" | "%" ) unary } ;
//! unary      = ( "-" | "+" ) unary | power ;
//! power      = modified [ "^" unary ] ;                      (* right-associative *)
//! modified   = dice { roll-op operand } ;                    (* the left must be a roll *)
//! roll-op    = "h" | "l" | "f" | "c" | "r" | "r<" | "rl" | "r>" | "rh"
//!            | "R" | "R<" | "Rl" | "R>" | "Rh" | "t" | "T" ;
//! dice       = factorial { ( "d" | "da" | "dc" | "dm" ) sides } ;  (* a count is required *)
//! sides      = "F" | "[" face { "," face } "]" | operand ;
//! face       = [ "-" ] number ;
//! operand    = factorial | "-" { "-" | "+" } factorial ;
//! factorial  = atom { "!" } ;
//! atom       = number | "(" compare ")" ;
//! number     = digit { digit } [ "." digit { digit } ] ;
//! ```
//!
//! One difference from the recursive-descent parser this grammar replaced: a minus after
//! `d` or a roll modifier negated a whole `unary` there (`1d-2^2` was `1d(-(2^2))`,
//! `4d6h-1d2` kept `-(1d2)`); an LR grammar cannot read that without conflicts, so it now
//! negates the `factorial` that follows (`1d-2^2` is `(1d-2)^2`). The readings differ only
//! where a die size or a modifier's operand is negative, and the canonical form reads back
//! either way; brackets (`1d(-2^2)`) give the old reading.
//!
//! Errors keep the messages and spans of the hand-written parser: lalrpop reports the
//! terminals it would have accepted, and [`refusal`] names the place from them (an
//! operand, a face, the rest of a list, a closing bracket, or the end).

use lalrpop_util::ParseError;
use logos::Logos;

use crate::ast::*;
use crate::error::{Error, Result, Span};
use crate::limits::Limits;
use crate::problem::{Expected, Problem};

#[rustfmt::skip]
#[allow(clippy::all, clippy::pedantic, unused_qualifications, unused_parens)]
mod grammar;

#[derive(Logos, Clone, Copy, Debug, PartialEq)]
#[logos(skip r"[ \t\r\n]+")]
pub(crate) enum Tok {
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
    /// Text that is no token (logos reports it as an error): passed to the parser, which
    /// refuses it where it stands, as it would any token out of place.
    Unknown,
}

pub fn parse(input: &str, limits: &Limits) -> Result<Program> {
    let mut tokens = Tokens {
        lexer: Tok::lexer(input),
        limits,
        open_brackets: Vec::new(),
        face_list: Span::new(0, 0),
        any: false,
    };
    let mut warnings = Vec::new();
    let mut misplaced = None;
    match grammar::FormulaParser::new().parse(input, &mut warnings, &mut misplaced, &mut tokens) {
        Ok(expr) => Ok(Program::new(
            smallvec::smallvec![Statement { label: None, expr }],
            warnings,
        )),
        Err(e) => Err(refusal(input, &tokens, misplaced, e)),
    }
}

/// The lexer's tokens as the parser reads them, `(start, token, end)`, one at a time. It
/// also keeps what the error messages point at: the brackets still open (the bracket
/// depth limit is checked here, at the bracket that passes it) and the last list of faces.
struct Tokens<'a> {
    lexer: logos::Lexer<'a, Tok>,
    limits: &'a Limits,
    open_brackets: Vec<Span>,
    face_list: Span,
    any: bool,
}

impl Iterator for Tokens<'_> {
    type Item = std::result::Result<(usize, Tok, usize), Error>;

    fn next(&mut self) -> Option<Self::Item> {
        let tok = self.lexer.next()?.unwrap_or(Tok::Unknown);
        let r = self.lexer.span();
        let span = Span::new(r.start, r.end);
        self.any = true;
        match tok {
            Tok::LParen => {
                self.open_brackets.push(span);
                if let Err(e) = self.limits.check_depth(self.open_brackets.len(), span) {
                    return Some(Err(e));
                }
            }
            Tok::RParen => {
                self.open_brackets.pop();
            }
            Tok::LBracket => self.face_list = span,
            _ => {}
        }
        Some(Ok((r.start, tok, r.end)))
    }
}

/// Where the parser stood when it refused, read from the terminals it would have accepted.
#[derive(Clone, Copy, PartialEq)]
enum Place {
    /// A number or `(`; `unary` also allows a sign, so a `d` there is a missing count.
    Operand { unary: bool },
    /// A face of a list, after `[`, `,` or its minus.
    Face,
    /// After a face: `,` or `]`.
    ListRest,
    /// After a whole formula inside `( )`.
    Close,
    /// After a whole formula.
    End,
}

fn place(expected: &[String]) -> Place {
    let has = |t: &str| expected.iter().any(|e| e.trim_matches('"') == t);
    if has("(") {
        Place::Operand { unary: has("+") }
    } else if has("number") {
        Place::Face
    } else if has(",") || has("]") {
        Place::ListRest
    } else if has(")") {
        Place::Close
    } else {
        Place::End
    }
}

/// The refusal the hand-written parser gave at the same place: same message, same span.
/// `misplaced` is the last modifier read after something that is not a roll.
fn refusal(
    input: &str,
    tokens: &Tokens,
    misplaced: Option<Span>,
    e: ParseError<usize, Tok, Error>,
) -> Error {
    let end = Span::new(input.len(), input.len());
    let (expected, refused_at) = match &e {
        ParseError::UnrecognizedEof { expected, .. } => (place(expected), input.len()),
        ParseError::UnrecognizedToken { expected, token } => (place(expected), token.0),
        _ => (Place::End, input.len()),
    };
    // A misplaced modifier whose operand was read whole (no bracket opened since is still
    // open; the refused token itself may be one) is refused before what follows it, as
    // the hand-written parser checked it first.
    if let Some(op) = misplaced {
        let inside = tokens
            .open_brackets
            .iter()
            .rev()
            .find(|b| b.start < refused_at)
            .is_some_and(|b| b.start > op.start);
        if matches!(expected, Place::End | Place::Close) && !inside {
            return Error::syntax(Problem::ModifierNeedsRoll, op);
        }
    }
    match e {
        ParseError::User { error } => error,
        ParseError::UnrecognizedEof { .. } => {
            if !tokens.any {
                return Error::syntax(Problem::NoFormula, Span::new(0, input.len()));
            }
            match expected {
                Place::Operand { .. } => Error::syntax(
                    Problem::EndsEarlyExpected {
                        expected: Expected::NumberOrParen,
                    },
                    end,
                ),
                Place::Face => Error::syntax(
                    Problem::EndsEarlyExpected {
                        expected: Expected::FaceValue,
                    },
                    end,
                ),
                Place::ListRest => Error::syntax(Problem::FaceListNeverClosed, tokens.face_list),
                Place::Close => Error::syntax(
                    Problem::BracketNeverClosed,
                    tokens.open_brackets.last().copied().unwrap_or(end),
                ),
                Place::End => Error::syntax(Problem::EndsEarly, end),
            }
        }
        ParseError::UnrecognizedToken {
            token: (start, tok, stop),
            ..
        } => {
            let span = Span::new(start, stop);
            let found = &input[start..stop];
            match expected {
                Place::Operand { unary: true }
                    if matches!(tok, Tok::D | Tok::Da | Tok::Dc | Tok::Dm) =>
                {
                    Error::syntax(Problem::RollNeedsCount, span)
                }
                Place::Operand { .. } => Error::syntax(
                    Problem::ExpectedFound {
                        expected: Expected::NumberOrParen,
                        found: found.to_string(),
                    },
                    span,
                ),
                Place::Face => Error::syntax(
                    Problem::ExpectedFound {
                        expected: Expected::FaceValue,
                        found: found.to_string(),
                    },
                    span,
                ),
                // Text that is no token, where a list goes on, was read as its end.
                Place::ListRest if tok == Tok::Unknown => {
                    Error::syntax(Problem::FaceListNeverClosed, tokens.face_list)
                }
                Place::ListRest => Error::syntax(
                    Problem::ExpectedFound {
                        expected: Expected::CommaOrBracket,
                        found: found.to_string(),
                    },
                    span,
                ),
                Place::Close => Error::syntax(
                    Problem::ExpectedFound {
                        expected: Expected::CloseParen,
                        found: found.to_string(),
                    },
                    span,
                ),
                Place::End => Error::syntax(
                    Problem::Unexpected {
                        found: found.to_string(),
                    },
                    span,
                ),
            }
        }
        // The parser reads to the end and lexes nothing itself: neither arises.
        ParseError::ExtraToken {
            token: (start, _, stop),
        } => Error::syntax(
            Problem::Unexpected {
                found: input[start..stop].to_string(),
            },
            Span::new(start, stop),
        ),
        ParseError::InvalidToken { location } => {
            Error::syntax(Problem::UnexpectedText, Span::new(location, location))
        }
    }
}

/// `l op r`, spanning both.
fn binary(op: BinOp, l: Expr, r: Expr) -> Expr {
    let span = l.span.to(r.span);
    Expr::new(ExprKind::Binary(op, Box::new(l), Box::new(r)), span)
}

/// A minus at `start` and what it negates.
fn neg(start: usize, e: Expr) -> Expr {
    let span = Span::new(start, e.span.end);
    Expr::new(ExprKind::Neg(Box::new(e)), span)
}
