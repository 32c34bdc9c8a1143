//! The tokens of the standard notation. Every dice operator is its own token and there is
//! no catch-all identifier, so logos' longest match cannot swallow `d6kh3`.
//!
//! Read as people type them: modifiers in any case (`4d6KH3`, `1d20RO<2`), en and em
//! dashes as minus, full-width digits and signs (`２d６＋３`) as their ASCII forms. The
//! tokens stand on the user's own bytes, so spans still point into what was typed. `F`
//! (Fate sides) and `f` (failures) stay two tokens; the parser reads either where the
//! other cannot stand.

use logos::Logos;

#[derive(Logos, Clone, Copy, Debug, PartialEq)]
#[logos(skip r"[ \t\r\n]+")]
pub enum Tok {
    #[regex(r"[0-9０-９]+(\.[0-9０-９]+)?", |lex| integer(lex.slice()).or_else(|| number(lex.slice())))]
    Num(f64),

    #[token("d")]
    #[token("D")]
    #[token("ｄ")]
    #[token("Ｄ")]
    #[token("к")]
    #[token("К")]
    D,
    #[token("F")]
    Fate,
    #[token("%")]
    Percent,

    #[token("kh", ignore(case))]
    Kh,
    #[token("kl", ignore(case))]
    Kl,
    #[token("k", ignore(case))]
    K,
    #[token("dh", ignore(case))]
    Dh,
    #[token("dl", ignore(case))]
    Dl,
    #[token("!")]
    Bang,
    #[token("!!")]
    BangBang,
    #[token("!p", ignore(case))]
    BangP,
    #[token("r", ignore(case))]
    R,
    #[token("ro", ignore(case))]
    Ro,
    #[token("u", ignore(case))]
    U,
    #[token("uo", ignore(case))]
    Uo,
    #[token("min", ignore(case))]
    Min,
    #[token("max", ignore(case))]
    Max,
    #[token("cs", ignore(case))]
    Cs,
    #[token("cf", ignore(case))]
    Cf,
    #[token("sa", ignore(case))]
    Sa,
    #[token("sd", ignore(case))]
    Sd,
    #[token("s", ignore(case))]
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
    #[token("＋")]
    Plus,
    #[token("-")]
    #[token("−")]
    #[token("–")]
    #[token("—")]
    #[token("－")]
    Minus,
    #[token("*")]
    #[token("×")]
    #[token("＊")]
    Star,
    #[token("/")]
    #[token("÷")]
    #[token("／")]
    Slash,
    #[token("^")]
    Caret,
    #[token("//")]
    #[token("/*")]
    Comment,

    #[token("(")]
    #[token("（")]
    LParen,
    #[token(")")]
    #[token("）")]
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
/// correctly rounded float parser, so the value is the same either way. Full-width digits
/// (`１２`) are read as their ASCII forms.
pub(crate) fn number(s: &str) -> Option<f64> {
    if let Some(n) = integer(s) {
        return Some(n);
    }
    if !s.is_ascii() {
        let ascii: String = s.chars().map(ascii_digit).collect();
        return number(&ascii);
    }
    // A literal too long for f64 would be infinity, which no canonical form can write back.
    s.parse::<f64>().ok().filter(|v| v.is_finite())
}

/// The value of a short run of ASCII digits (nearly every number in a formula), summed in
/// one pass that stops at anything else (a point, a full-width digit's first byte);
/// `None` for those, which [`number`] reads. Inlined, so the standard lexer reads such a
/// number in its own loop.
#[inline(always)]
fn integer(s: &str) -> Option<f64> {
    let b = s.as_bytes();
    // One or two digits, nearly every number in a formula, without the loop.
    match *b {
        [d @ b'0'..=b'9'] => return Some(f64::from(d - b'0')),
        [t @ b'0'..=b'9', u @ b'0'..=b'9'] => return Some(f64::from((t - b'0') * 10 + (u - b'0'))),
        _ => {}
    }
    if b.is_empty() || b.len() > 15 {
        return None;
    }
    let mut n = 0u64;
    for &d in b {
        if !d.is_ascii_digit() {
            return None;
        }
        n = n * 10 + u64::from(d - b'0');
    }
    Some(n as f64)
}

/// A full-width digit (U+FF10..U+FF19) as its ASCII digit; any other character unchanged.
fn ascii_digit(c: char) -> char {
    match c {
        '０'..='９' => char::from_u32(c as u32 - '０' as u32 + '0' as u32).unwrap_or(c),
        _ => c,
    }
}

/// A token with its byte span; `None` for text that is no token.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Lexeme {
    pub tok: Option<Tok>,
    pub start: usize,
    pub end: usize,
}

/// The lexemes of a text, read one at a time as the parser asks for them: the parser
/// looks one lexeme ahead and never back, so no list of them is kept.
pub struct Lexemes<'a>(logos::Lexer<'a, Tok>);

impl<'a> Lexemes<'a> {
    pub fn new(text: &'a str) -> Self {
        Lexemes(Tok::lexer(text))
    }

    /// The next lexeme, errors included (the parser decides what an error means: a
    /// label, or words after the formula); `None` at the end.
    pub fn next_lexeme(&mut self) -> Option<Lexeme> {
        let t = self.0.next()?;
        let r = self.0.span();
        Some(Lexeme {
            tok: t.ok(),
            start: r.start,
            end: r.end,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{integer, number};

    #[test]
    fn numbers_read_the_same_on_the_integer_path_and_off_it() {
        for (s, v) in [
            ("0", 0.0),
            ("7", 7.0),
            ("0042", 42.0),
            ("999999999999999", 999_999_999_999_999.0),
            ("9999999999999999", 9_999_999_999_999_999.0),
            ("1.5", 1.5),
            ("１２", 12.0),
            ("3.２5", 3.25),
        ] {
            assert_eq!(number(s), Some(v), "{s}");
            assert!(integer(s).is_none_or(|i| i == v), "{s}");
        }
        assert_eq!(number(&"9".repeat(400)), None);
    }
}
