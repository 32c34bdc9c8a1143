//! The tokens of the pool notation. Texts, list items and bracketed comments are free
//! text, so the parser lexes one token at a time from a byte offset and reads those
//! stretches itself.

use logos::Logos;

#[derive(Logos, Clone, Copy, Debug, PartialEq)]
#[logos(skip r"[ \t\r\n]+")]
pub enum Tok {
    // Read as people type them (NOTATION.md): full-width digits and signs, dashes as
    // minus, and dice modifiers in any case. Letters whose case means something here
    // (`s`/`S`, `f`/`F`, `c`, `i`, `L`) stay as written.
    #[regex(r"[0-9０-９]+(\.[0-9０-９]+)?", |lex| crate::syntax::standard::number(lex.slice()))]
    Num(f64),

    #[token("d")]
    #[token("D")]
    #[token("ｄ")]
    #[token("Ｄ")]
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
    #[token("sa")]
    Sa,
    #[token("sd")]
    Sd,
    /// `s`: a sort, or a switch when a bracket follows.
    #[token("s")]
    SmallS,
    #[token("S")]
    BigS,
    #[token("c")]
    C,
    #[token("f")]
    SmallF,
    #[token("i")]
    I,
    #[token("L")]
    #[token("l")]
    L,
    #[token("b")]
    #[token("B")]
    B,
    #[token("m")]
    #[token("M")]
    M,
    #[token("$")]
    Dollar,
    #[token("@")]
    At,
    #[token("\"")]
    Quote,
    #[token("all")]
    All,
    #[token("any")]
    Any,
    #[token("total")]
    Total,
    #[token(":")]
    Colon,
    #[token("..")]
    DotDot,
    #[token("&")]
    Amp,
    #[token("|")]
    Pipe,

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
    #[token("－")]
    #[token("–")]
    #[token("—")]
    #[token("−")]
    Minus,
    #[token("*")]
    #[token("＊")]
    #[token("×")]
    Star,
    #[token("/")]
    #[token("／")]
    #[token("÷")]
    Slash,
    #[token("^")]
    Caret,

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
    #[token(";")]
    Semi,

    #[token("repeat")]
    Repeat,
    #[token("floor")]
    Floor,
    #[token("ceil")]
    Ceil,
    #[token("round")]
    Round,
    #[token("abs")]
    Abs,
    #[token("sqrt")]
    Sqrt,
}

/// A token and its byte span; `tok` is `None` for text that is no token.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Lexeme {
    pub tok: Option<Tok>,
    pub start: usize,
    pub end: usize,
}

/// The first lexeme of `text` at or after byte `at`, or `None` at the end.
pub fn lex_at(text: &str, at: usize) -> Option<Lexeme> {
    #[cfg(test)]
    LEXED.with(|n| n.set(n.get() + 1));
    let rest = text.get(at..)?;
    let mut lexer = Tok::lexer(rest);
    let t = lexer.next()?;
    let r = lexer.span();
    Some(Lexeme {
        tok: t.ok(),
        start: at + r.start,
        end: at + r.end,
    })
}

#[cfg(test)]
thread_local! {
    /// How many times [`lex_at`] ran on this thread: the parser's tests count it.
    pub(crate) static LEXED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}
