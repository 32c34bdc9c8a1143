//! The tokens of the standard notation. Every dice operator is its own token and there is
//! no catch-all identifier, so logos' longest match cannot swallow `d6kh3`.

use logos::Logos;

#[derive(Logos, Clone, Copy, Debug, PartialEq)]
#[logos(skip r"[ \t\r\n]+")]
pub enum Tok {
    #[regex(r"[0-9]+(\.[0-9]+)?", |lex| number(lex.slice()))]
    Num(f64),

    #[token("d")]
    #[token("D")]
    #[token("к")]
    #[token("К")]
    D,
    #[token("F")]
    Fate,
    #[token("%")]
    Percent,

    #[token("kh")]
    Kh,
    #[token("kl")]
    Kl,
    #[token("k")]
    K,
    #[token("dh")]
    Dh,
    #[token("dl")]
    Dl,
    #[token("!")]
    Bang,
    #[token("!!")]
    BangBang,
    #[token("!p")]
    BangP,
    #[token("r")]
    R,
    #[token("ro")]
    Ro,
    #[token("u")]
    U,
    #[token("uo")]
    Uo,
    #[token("min")]
    Min,
    #[token("max")]
    Max,
    #[token("cs")]
    Cs,
    #[token("cf")]
    Cf,
    #[token("sa")]
    Sa,
    #[token("sd")]
    Sd,
    #[token("s")]
    S,
    #[token("f")]
    Fail,

    #[token("=")]
    Eq,
    #[token("==")]
    EqEq,
    #[token("!=")]
    Ne,
    #[token("<>")]
    LtGt,
    #[token(">")]
    Gt,
    #[token("<")]
    Lt,
    #[token(">=")]
    Ge,
    #[token("<=")]
    Le,

    #[token("+")]
    Plus,
    #[token("-")]
    #[token("−")]
    Minus,
    #[token("*")]
    #[token("×")]
    Star,
    #[token("/")]
    #[token("÷")]
    Slash,
    #[token("^")]
    Caret,
    #[token("//")]
    #[token("/*")]
    Comment,

    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token(",")]
    Comma,

    /// `[name]`: brackets holding only a name (letters first; digits, `_`, `-` and inner
    /// spaces after). Anything else in brackets is an expression.
    #[regex(r"\[[ \t]*[\p{L}_][\p{L}\p{N}_\-]*([ \t]+[\p{L}\p{N}_\-]+)*[ \t]*\]")]
    VarRef,

    #[token("floor")]
    Floor,
    #[token("ceil")]
    Ceil,
    #[token("round")]
    Round,
    #[token("abs")]
    Abs,
    #[token("pow")]
    Pow,
    #[token("sqrt")]
    Sqrt,
    #[token("sign")]
    Sign,
    #[token("exp")]
    Exp,
    #[token("log")]
    Log,
    #[token("sin")]
    Sin,
    #[token("cos")]
    Cos,
    #[token("tan")]
    Tan,
    #[token("if")]
    If,
    #[token("and")]
    And,
    #[token("or")]
    Or,
    #[token("not")]
    Not,
}

/// The value of a number token. Short runs of digits — nearly every number in a formula —
/// are summed as integers, which f64 holds exactly below 10^15; the rest go through the
/// correctly rounded float parser, so the value is the same either way.
pub(crate) fn number(s: &str) -> Option<f64> {
    let b = s.as_bytes();
    if !b.is_empty() && b.len() <= 15 && b.iter().all(u8::is_ascii_digit) {
        let n = b.iter().fold(0u64, |n, &d| n * 10 + u64::from(d - b'0'));
        return Some(n as f64);
    }
    // A literal too long for f64 would be infinity, which no canonical form can write back.
    s.parse::<f64>().ok().filter(|v| v.is_finite())
}

/// A token with its byte span; `None` for text that is no token.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Lexeme {
    pub tok: Option<Tok>,
    pub start: usize,
    pub end: usize,
}

/// How many lexemes are kept inline before [`Lexemes`] moves to the heap: enough for
/// most formulas, so lexing them allocates nothing.
const INLINE: usize = 16;

/// The lexemes of a text, inline while there are few of them.
pub struct Lexemes {
    inline: [Lexeme; INLINE],
    len: usize,
    heap: Vec<Lexeme>,
}

impl Lexemes {
    fn push(&mut self, l: Lexeme) {
        if self.len < INLINE {
            self.inline[self.len] = l;
            self.len += 1;
            return;
        }
        if self.heap.is_empty() {
            self.heap.reserve(INLINE * 2);
            self.heap.extend_from_slice(&self.inline);
        }
        self.heap.push(l);
    }

    pub fn as_slice(&self) -> &[Lexeme] {
        if self.heap.is_empty() {
            &self.inline[..self.len]
        } else {
            &self.heap
        }
    }
}

impl Lexemes {
    /// No lexemes yet.
    pub fn new() -> Self {
        Lexemes {
            inline: [Lexeme {
                tok: None,
                start: 0,
                end: 0,
            }; INLINE],
            len: 0,
            heap: Vec::new(),
        }
    }

    /// Appends all lexemes of `text`, errors included (the parser decides what an error
    /// means: a label, or words after the formula). Filled in place: the inline buffer is
    /// large, and moving it would cost more than lexing a short formula.
    pub fn lex(&mut self, text: &str) {
        let mut lexer = Tok::lexer(text);
        while let Some(t) = lexer.next() {
            let r = lexer.span();
            self.push(Lexeme {
                tok: t.ok(),
                start: r.start,
                end: r.end,
            });
        }
    }
}
