//! A recursive-descent parser over the logos tokens of the standard notation.
//!
//! Labels are settled here, around the expression grammar: `# text` is masked out before
//! lexing (keeping byte offsets), `(text)` at the end of the formula or of a group part is a
//! label when its content is not a formula, and leading words without digits are a label
//! when the rest parses.
//!
//! The expression grammar (EBNF; `{ }` repeats, `[ ]` is optional; modifiers and compare
//! points touch what they follow, with no space; labels as above, around it):
//!
//! ```text
//! formula   = expr [ "(" label-text ")" ] ;
//! expr      = term { ( "+" | "-" ) term } ;
//! term      = unary { ( "*" | "/" | "%" ) unary } ;
//! unary     = ( "-" | "+" ) unary | power ;            (* -3^2 is -(3^2) *)
//! power     = atom [ "^" unary ] ;                     (* right-associative *)
//! atom      = number [ dice ] | dice | group | if | bracketed [ dice ] ;
//! dice      = ( "d" | "D" | "к" | "К" ) ( number | "%" | "F" | bracketed ) modifiers ;
//! bracketed = "(" expr ")" | "[" expr "]" | "[" name "]" | call ;
//! call      = function "(" expr { "," expr } ")" ;  (* no space before the bracket *)
//! group     = "{" part { "," part } "}" modifiers ;    (* judging modifiers only *)
//! part      = expr [ "(" label-text ")" ] ;
//! if        = "if" "(" cond "," expr "," expr ")" ;  (* no dice in the condition *)
//! cond      = cond-and { "or" cond-and } ;
//! cond-and  = cond-not { "and" cond-not } ;
//! cond-not  = "not" cond-not | expr [ compare-op expr ] ;
//! modifiers = { ( "kh" | "k" | "kl" | "dh" | "dl" | "d" ) [ number ]
//!             | ( "!" | "!!" | "!p" | "r" | "ro" | "u" | "uo" | "cs" | "cf" ) [ compare ]
//!             | ( "min" | "max" ) signed-number
//!             | "sa" | "s" | "sd" | "f" compare | compare } ;   (* "!=5" is "!" with "=5" *)
//! compare   = compare-op signed-number ;
//! compare-op = "=" | "!=" | "<>" | ">" | "<" | ">=" | "<=" ;   (* "==" too in a cond *)
//! ```

use std::borrow::Cow;

use super::lexer::{Lexeme, Lexemes, Tok};
use crate::ast::*;
use crate::error::{Error, Span};
use crate::limits::Limits;
use crate::problem::{Expected, Problem};

/// The parser's results: an error is boxed while it is passed up the recursion, so that
/// a result is an expression's size rather than an error's, which every level returning
/// an operand used to copy. The entry points unbox it.
type Result<T, E = Box<Error>> = std::result::Result<T, E>;

/// Parses `input` and runs the static dice check on what the parser noted (see
/// [`crate::Dialect::parse`]).
pub fn parse(input: &str, limits: &Limits) -> Result<Program, Error> {
    // No boxes kept: its dice terms are allocated. The program is built where the
    // result is returned. A parse only takes boxes from its spares, so these stay empty
    // and there is nothing to drop (the drop's call was counted in every parse).
    let mut none = std::mem::ManuallyDrop::new(SpareBoxes::default());
    with_statement(input, limits, &mut none, |statement, seen| {
        let statements = smallvec::smallvec![statement];
        if seen.dice <= limits.max_dice as f64 {
            // Written in the result: a program built first was copied into it.
            return Ok(Program {
                statements,
                warnings: Vec::new(),
                facts: Facts {
                    reads_variables: Some(seen.reads_variables),
                    canonical: Default::default(),
                },
            });
        }
        let mut program = Program::new(statements, Vec::new());
        checked(&mut program, seen, limits)?;
        Ok(program)
    })
}

/// [`parse`] into `program`, which is empty, its dice terms in the boxes `spare` keeps
/// when it keeps any: a parse and roll parses into the program its outcome keeps, in the
/// slot the thread's last one left ([`crate::canonical::Form`]), so that it neither
/// moves the program there nor allocates its dice terms.
pub(crate) fn parse_into(
    input: &str,
    limits: &Limits,
    program: &mut Program,
    spare: &mut SpareBoxes,
) -> Result<(), Error> {
    with_statement(input, limits, spare, |statement, seen| {
        program.statements.push(statement);
        checked(program, seen, limits)
    })
}

/// Notes in `program`'s facts what its parser saw, once its dice count is within the
/// limit.
#[inline(always)]
fn checked(program: &mut Program, seen: StaticFacts, limits: &Limits) -> Result<(), Error> {
    if seen.dice <= limits.max_dice as f64 {
        program.facts.reads_variables = Some(seen.reads_variables);
        return Ok(());
    }
    // Over the dice limit, the static check's walk finds the term that broke it.
    crate::vars::check_static_dice(program, limits)?;
    Ok(())
}

/// Parses the one statement of `input` (a formula and its label) and hands it, with
/// what its parser noted, to `finish`. Inline in its callers, so each builds its program
/// where it stands (a statement returned to them was copied on the way).
#[inline(always)]
fn with_statement<R>(
    input: &str,
    limits: &Limits,
    spare: &mut SpareBoxes,
    finish: impl FnOnce(Statement, StaticFacts) -> Result<R, Error>,
) -> Result<R, Error> {
    // One byte search for `#` (ASCII) serves both of its rules; most formulas have none.
    let hash = input.bytes().position(|b| b == b'#');
    let (text, hash_label) = match hash {
        None => (Cow::Borrowed(input), None),
        Some(hash) => {
            refuse_count_glued_to_hash(input)?;
            mask_hash_label(input, hash)
        }
    };
    let first = parse_masked(&text, limits, spare);
    let (expr, paren_label, lead_label, seen) = match first {
        Ok((e, l, seen)) => (e, l, None, seen),
        Err(err) => match parse_with_leading_label(&text, limits, spare) {
            Some((e, l, lead, seen)) => (e, l, lead, seen),
            None => return Err(*err),
        },
    };
    let label = match (lead_label, paren_label, hash_label) {
        (None, None, None) => None,
        labels => [labels.0, labels.1, labels.2]
            .into_iter()
            .flatten()
            .reduce(|a, b| format!("{a} {b}")),
    };
    finish(Statement { label, expr }, seen)
}

/// `3#1d20` is how other bots write "roll 1d20 three times"; read by the label rule it
/// would roll nothing and show `1d20` as the label of 3. One formula is one roll: the bot
/// reads `N#` as a roll set ([`crate::sets`]) before parsing, so this refusal is what the
/// engine alone (the CLI, the library) says, with how to roll several times.
fn refuse_count_glued_to_hash(input: &str) -> Result<(), Error> {
    // Most formulas start with a digit or another ASCII character that is no space: no
    // trimming needed to tell.
    let text = match input.as_bytes().first() {
        Some(b) if b.is_ascii_digit() => input,
        Some(&b) if b.is_ascii() && !char::from(b).is_whitespace() => return Ok(()),
        _ => input.trim_start(),
    };
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || !text[digits..].starts_with('#') {
        return Ok(());
    }
    let count = &text[..digits];
    let after = &text[digits + 1..];
    let formula = after.lines().next().unwrap_or("").trim();
    let formula = if formula.is_empty() { "1d20" } else { formula };
    let hash = input.len() - text.len() + digits;
    let (count, formula) = (count.to_string(), formula.to_string());
    let problem = match count.parse::<usize>() {
        Ok(n @ 2..=4) => {
            let copies = format!("{{{}}}", vec![formula.as_str(); n].join(", "));
            Problem::CountGluedToHashCopies {
                count,
                formula,
                copies,
            }
        }
        _ => Problem::CountGluedToHash { count, formula },
    };
    Err(Error::syntax(problem, Span::new(hash, hash + 1)))
}

/// Replaces `# text` (the `#` at byte `hash`) up to the end of its line by spaces, so
/// spans stay byte-exact.
fn mask_hash_label(input: &str, hash: usize) -> (Cow<'_, str>, Option<String>) {
    let end = input[hash..].find('\n').map_or(input.len(), |i| hash + i);
    let label = one_line(&input[hash + 1..end]);
    let mut bytes = input.as_bytes().to_vec();
    bytes[hash..end].fill(b' ');
    // Only whole characters were replaced by ASCII spaces, so the bytes stay UTF-8.
    let text = String::from_utf8(bytes).map_or(Cow::Borrowed(input), Cow::Owned);
    (text, label)
}

/// A label as shown: its words joined by single spaces, or `None` when it has none. A label
/// is one line of a chat message, and the canonical `# label` form ends at a line break, so
/// a `(label)` written over several lines must not keep them.
fn one_line(text: &str) -> Option<String> {
    let mut words = text.split_whitespace();
    let first = words.next()?;
    Some(words.fold(first.to_string(), |mut out, w| {
        out.push(' ');
        out.push_str(w);
        out
    }))
}

/// The formula of `text`, its `(label)`, and what its parser noted on the way.
fn parse_masked(
    text: &str,
    limits: &Limits,
    spare: &mut SpareBoxes,
) -> Result<(Expr, Option<String>, StaticFacts)> {
    let mut p = Parser::new(text, limits, spare);
    let (expr, label) = p.formula()?;
    Ok((expr, label, p.seen))
}

/// Tries the shortest run of leading words (letters only, no digits) whose removal leaves
/// a formula: `Bardic Inspiration 1d6`.
#[allow(clippy::type_complexity)]
fn parse_with_leading_label(
    text: &str,
    limits: &Limits,
    spare: &mut SpareBoxes,
) -> Option<(Expr, Option<String>, Option<String>, StaticFacts)> {
    let mut at = 0;
    for _ in 0..32 {
        let rest = &text[at..];
        let start = at + (rest.len() - rest.trim_start().len());
        let word_len = text[start..]
            .char_indices()
            .find(|&(_, c)| {
                !(c.is_alphabetic() || matches!(c, '\'' | '’' | '-' | '.' | '!' | '?' | ':'))
            })
            .map_or(text.len() - start, |(i, _)| i);
        let word = &text[start..start + word_len];
        // A function name before a space is a mistake in the formula, not a label.
        if word_len == 0 || crate::ast::Func::ALL.iter().any(|f| f.name() == word) || word == "if" {
            return None;
        }
        at = start + word_len;
        if !text[at..].starts_with(char::is_whitespace) {
            return None;
        }
        let mut masked = text.as_bytes().to_vec();
        masked[..at].fill(b' ');
        let masked = String::from_utf8(masked).ok()?;
        if let Ok((e, l, seen)) = parse_masked(&masked, limits, spare) {
            // `Fire: 2d6` labels it `Fire`: the colon only separates, and a label shown
            // as `Fire:` would read `Fire::` wherever a colon follows it.
            let words = text[..at].trim_end().trim_end_matches(':');
            return Some((e, l, one_line(words), seen));
        }
    }
    None
}

/// A syntax error, boxed (see [`Result`]).
#[cold]
fn syntax(problem: Problem, span: Span) -> Box<Error> {
    Box::new(Error::syntax(problem, span))
}

struct Parser<'a, 's> {
    text: &'a str,
    toks: Lexemes<'a>,
    /// The lexeme the parser stands on (`None` at the end), and where the one before it
    /// ended (0 before the first).
    cur: Option<Lexeme>,
    prev_end: usize,
    depth: usize,
    limits: &'a Limits,
    /// Whether a variable occurs and the literal dice count, noted as the tree is built.
    seen: StaticFacts,
    /// Boxes for the tree's terms, left by the thread's last parse and roll.
    spare: &'s mut SpareBoxes,
}

impl<'a, 's> Parser<'a, 's> {
    fn new(text: &'a str, limits: &'a Limits, spare: &'s mut SpareBoxes) -> Self {
        let mut toks = Lexemes::new(text);
        let cur = toks.next_lexeme();
        Parser {
            text,
            toks,
            cur,
            prev_end: 0,
            depth: 0,
            limits,
            seen: StaticFacts::default(),
            spare,
        }
    }

    /// Steps to the next lexeme.
    fn advance(&mut self) {
        if let Some(l) = self.cur {
            self.prev_end = l.end;
            self.cur = self.toks.next_lexeme();
        }
    }

    fn peek(&self) -> Option<Tok> {
        self.cur.and_then(|l| l.tok)
    }
    fn at_end(&self) -> bool {
        self.cur.is_none()
    }
    fn lexeme(&self) -> Option<Lexeme> {
        self.cur
    }
    /// The span of the current lexeme, or an empty span at the end of the input.
    fn here(&self) -> Span {
        self.lexeme()
            .map_or(Span::new(self.text.len(), self.text.len()), |l| {
                Span::new(l.start, l.end)
            })
    }
    fn prev_end(&self) -> usize {
        self.prev_end
    }
    /// The current token, if it touches the previous one (modifiers are written with no
    /// space).
    fn peek_adjacent(&self) -> Option<Tok> {
        let l = self.lexeme()?;
        if l.start == self.prev_end() {
            l.tok
        } else {
            None
        }
    }
    fn bump(&mut self) -> Span {
        let s = self.here();
        self.advance();
        s
    }
    fn eat(&mut self, t: Tok) -> bool {
        if self.peek() == Some(t) {
            self.advance();
            true
        } else {
            false
        }
    }
    fn expect_tok(&mut self, t: Tok, expected: Expected) -> Result<Span> {
        if self.peek() == Some(t) {
            Ok(self.bump())
        } else {
            Err(self.unexpected(expected))
        }
    }

    fn unexpected(&self, expected: Expected) -> Box<Error> {
        match self.lexeme() {
            None => syntax(Problem::EndsEarlyExpected { expected }, self.here()),
            Some(l) => {
                let found = &self.text[l.start..l.end];
                syntax(
                    Problem::ExpectedFound {
                        expected,
                        found: found.to_string(),
                    },
                    self.here(),
                )
            }
        }
    }

    fn open(&mut self) -> Result<Span> {
        let span = self.bump();
        self.depth += 1;
        self.limits.check_depth(self.depth, span)?;
        Ok(span)
    }
    fn close(&mut self, t: Tok, expected: Expected, open: Span) -> Result<Span> {
        if self.peek() == Some(t) {
            self.depth -= 1;
            Ok(self.bump())
        } else if self.at_end() {
            Err(syntax(
                Problem::BracketNeverClosedExpected { expected },
                open,
            ))
        } else {
            Err(self.unexpected(expected))
        }
    }

    /// A whole formula, with an optional `(label)` at the end.
    fn formula(&mut self) -> Result<(Expr, Option<String>)> {
        if self.at_end() {
            return Err(syntax(Problem::NoFormula, self.here()));
        }
        let expr = self.binary_from(Prec::Sum)?;
        if self.at_end() {
            return Ok((expr, None));
        }
        let label = self.trailing_label(&[])?;
        if !self.at_end() {
            return Err(self.trailing_words());
        }
        Ok((expr, label))
    }

    /// `(text)` right after an expression, followed by the end or one of `followers`: a
    /// label when the text is not a formula.
    fn trailing_label(&mut self, followers: &[char]) -> Result<Option<String>> {
        let Some(l) = self.lexeme() else {
            return Ok(None);
        };
        if l.tok != Some(Tok::LParen) {
            return Ok(None);
        }
        let Some(close) = matching_paren(self.text, l.start) else {
            return Ok(None);
        };
        let after = self.text[close + 1..].trim_start();
        if !(after.is_empty() || after.starts_with(followers)) {
            return Ok(None);
        }
        let content = &self.text[l.start + 1..close];
        // A label inside a label's brackets nests parses: checked as a bracket is.
        let nested = crate::limits::with_stack(|| {
            Parser::new(content, self.limits, &mut SpareBoxes::default()).formula()
        });
        if nested.is_ok() {
            return Err(syntax(
                Problem::BracketNeedsOperator,
                Span::new(l.start, close + 1),
            ));
        }
        while self.lexeme().is_some_and(|x| x.start <= close) {
            self.advance();
        }
        Ok(one_line(content))
    }

    fn trailing_words(&self) -> Box<Error> {
        let start = self.here().start;
        let rest = &self.text[start..];
        // The unexpected word, or at least its first character (whole, even when it is a
        // multi-byte space such as U+2028).
        let word = match rest.find(char::is_whitespace).unwrap_or(rest.len()) {
            0 => rest.chars().next().map_or(0, char::len_utf8),
            n => n,
        };
        let span = Span::new(start, start + word);
        match self.peek() {
            Some(Tok::Comment) => syntax(Problem::CommentNotFormula, self.here()),
            Some(t) if cmp_op(t).is_some() => syntax(Problem::ComparisonOutside, self.here()),
            Some(Tok::LParen) if matching_paren(self.text, start).is_none() => {
                syntax(Problem::BracketNeverClosed, self.here())
            }
            Some(Tok::RParen | Tok::RBracket | Tok::RBrace) => {
                syntax(Problem::BracketClosesNothing, self.here())
            }
            _ => syntax(
                Problem::UnexpectedAfterFormula {
                    found: self
                        .text
                        .get(span.start..span.end)
                        .unwrap_or_default()
                        .to_string(),
                },
                span,
            ),
        }
    }

    /// An expression nested in another (in brackets, a call, a group, an `if`): every
    /// such nesting passes here, so the stack is checked here; the formula's own
    /// expression starts at [`Parser::binary_from`], with no check.
    fn expr(&mut self) -> Result<Expr> {
        crate::limits::with_stack(|| self.binary_from(Prec::Sum))
    }

    /// The operators of `expr` and `term` in one loop (precedence climbing): an operand
    /// with no operator after it, nearly every dice term, passes one level, not two.
    fn binary_from(&mut self, least: Prec) -> Result<Expr> {
        // No stack check for an operand: the recursions below it (`-`, `^`, brackets)
        // check their own.
        let mut lhs = self.unary_step()?;
        loop {
            let (op, prec) = match self.peek() {
                Some(Tok::Plus) => (BinOp::Add, Prec::Sum),
                Some(Tok::Minus) => (BinOp::Sub, Prec::Sum),
                Some(Tok::Star) => (BinOp::Mul, Prec::Product),
                Some(Tok::Slash) => (BinOp::Div, Prec::Product),
                Some(Tok::Percent) => (BinOp::Mod, Prec::Product),
                _ => return Ok(lhs),
            };
            if prec < least {
                return Ok(lhs);
            }
            self.advance();
            // Left-associative: the right operand holds only tighter operators.
            let rhs = match prec {
                Prec::Sum => self.binary_from(Prec::Product)?,
                Prec::Product => self.unary_step()?,
            };
            lhs = self.binary(op, lhs, rhs);
        }
    }

    /// A unary minus binds looser than `^`: `-3^2` is -9. Where a unary recurses
    /// (`----1`, `2^2^2…`), unbounded by brackets, with a stack check.
    fn unary(&mut self) -> Result<Expr> {
        crate::limits::with_stack(|| self.unary_step())
    }

    #[inline(always)]
    fn unary_step(&mut self) -> Result<Expr> {
        match self.peek() {
            Some(Tok::Minus) => {
                let start = self.bump();
                let e = self.unary()?;
                let span = start.to(e.span);
                Ok(Expr::new(ExprKind::Neg(self.spare.expr(e)), span))
            }
            Some(Tok::Plus) => {
                self.advance();
                self.unary()
            }
            _ => self.power(),
        }
    }

    fn power(&mut self) -> Result<Expr> {
        let base = self.atom()?;
        if self.eat(Tok::Caret) {
            let exp = self.unary()?;
            return Ok(self.binary(BinOp::Pow, base, exp));
        }
        Ok(base)
    }

    /// An operand: a number, a die, a bracket, a call, a variable, a group, an `if`.
    fn atom(&mut self) -> Result<Expr> {
        let Some(l) = self.lexeme() else {
            return Err(self.unexpected(Expected::StandardOperand));
        };
        let start = Span::new(l.start, l.end);
        // The die's count, when the operand is one: a die is read at one place.
        let count = match l.tok {
            Some(Tok::D) => Count::One,
            Some(Tok::Num(v)) => {
                self.advance();
                if self.peek() != Some(Tok::D) {
                    return Ok(Expr::new(ExprKind::Number(v), start));
                }
                Count::Number(v, start)
            }
            tok => {
                let operand = match tok {
                    Some(Tok::LBrace) => return self.group(),
                    Some(Tok::If) => return self.if_expr(),
                    Some(Tok::LParen | Tok::LBracket | Tok::VarRef) => self.bracketed()?,
                    Some(t) if func_of(t).is_some() => self.call()?,
                    _ => return Err(self.unexpected(Expected::StandardOperand)),
                };
                if self.peek() != Some(Tok::D) {
                    return Ok(operand);
                }
                Count::Expr(operand)
            }
        };
        self.dice(count, start)
    }

    /// `(e)`, `[e]` or `[name]`: the forms that may also stand as a die's count or sides.
    fn bracketed(&mut self) -> Result<Expr> {
        let l = self.here();
        match self.peek() {
            Some(Tok::VarRef) => {
                self.advance();
                self.seen.reads_variables = true;
                let name = self.text[l.start + 1..l.end - 1].trim().to_lowercase();
                Ok(Expr::new(ExprKind::Var(name), l))
            }
            Some(Tok::LParen) => {
                let open = self.open()?;
                let e = self.expr()?;
                let close = self.close(Tok::RParen, Expected::CloseParen, open)?;
                Ok(Expr::new(
                    ExprKind::Paren(self.spare.expr(e)),
                    open.to(close),
                ))
            }
            Some(Tok::LBracket) => {
                let open = self.open()?;
                let e = self.expr()?;
                let close = self.close(Tok::RBracket, Expected::CloseBracket, open)?;
                Ok(Expr::new(
                    ExprKind::Bracket(self.spare.expr(e)),
                    open.to(close),
                ))
            }
            Some(t) if func_of(t).is_some() => self.call(),
            _ => Err(self.unexpected(Expected::Sides)),
        }
    }

    fn call(&mut self) -> Result<Expr> {
        let name = self.here();
        let func = self
            .peek()
            .and_then(func_of)
            .ok_or_else(|| self.unexpected(Expected::Function))?;
        self.advance();
        if self.peek_adjacent() != Some(Tok::LParen) {
            return Err(syntax(
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
        Ok(Expr::new(ExprKind::Call(func, args), span))
    }

    fn if_expr(&mut self) -> Result<Expr> {
        let name = self.bump();
        if self.peek_adjacent() != Some(Tok::LParen) {
            return Err(syntax(
                Problem::FunctionNeedsBracket { function: "if" },
                name,
            ));
        }
        let open = self.open()?;
        let cond_start = self.here().start;
        let cond = self.cond_or()?;
        let cond_span = Span::new(cond_start, self.prev_end());
        let mut has_dice = false;
        cond.walk(&mut |e| has_dice |= matches!(e.kind, ExprKind::Dice(_) | ExprKind::Group(_)));
        if has_dice {
            return Err(syntax(Problem::IfConditionRolls, cond_span));
        }
        self.expect_tok(Tok::Comma, Expected::IfConditionComma)?;
        let then = self.expr()?;
        self.expect_tok(Tok::Comma, Expected::IfElseComma)?;
        let other = self.expr()?;
        let close = self.close(Tok::RParen, Expected::CloseIf, open)?;
        Ok(Expr::new(
            ExprKind::If(Box::new(cond), Box::new(then), Box::new(other)),
            name.to(close),
        ))
    }

    fn cond_or(&mut self) -> Result<Cond> {
        let mut lhs = self.cond_and()?;
        while self.eat(Tok::Or) {
            lhs = Cond::Or(Box::new(lhs), Box::new(self.cond_and()?));
        }
        Ok(lhs)
    }
    fn cond_and(&mut self) -> Result<Cond> {
        let mut lhs = self.cond_not()?;
        while self.eat(Tok::And) {
            lhs = Cond::And(Box::new(lhs), Box::new(self.cond_not()?));
        }
        Ok(lhs)
    }
    fn cond_not(&mut self) -> Result<Cond> {
        if self.eat(Tok::Not) {
            let inner = crate::limits::with_stack(|| self.cond_not())?;
            return Ok(Cond::Not(Box::new(inner)));
        }
        let lhs = self.expr()?;
        match self
            .peek()
            .and_then(|t| cmp_op(t).or((t == Tok::EqEq).then_some(CmpOp::Eq)))
        {
            Some(op) => {
                self.advance();
                Ok(Cond::Compare(op, lhs, self.expr()?))
            }
            None => Ok(Cond::Value(lhs)),
        }
    }

    #[inline(always)]
    fn dice(&mut self, count: Count, start: Span) -> Result<Expr> {
        let d = self.bump();
        let sides = match self.peek_adjacent() {
            Some(Tok::Num(v)) => Sides::Number(v, self.bump()),
            Some(Tok::Percent) => {
                self.advance();
                Sides::Percent
            }
            // `df` is a Fate die as surely as `dF`: a failure count needs a die first.
            Some(Tok::Fate | Tok::Fail) => {
                self.advance();
                Sides::Fate
            }
            Some(Tok::LParen | Tok::LBracket | Tok::VarRef) => Sides::Expr(self.bracketed()?),
            Some(t) if func_of(t).is_some() => Sides::Expr(self.call()?),
            _ => return Err(syntax(Problem::DieNeedsSides, d)),
        };
        // The modifiers are read into the boxed term itself: the set is a few hundred
        // bytes, and moving it into the box cost more than reading it.
        let mut dice = self.spare.dice(count, sides);
        self.modifiers_into(&mut dice.mods)?;
        dice.settle();
        self.seen.count_dice(&dice);
        let span = start.to(Span::new(start.start, self.prev_end()));
        Ok(Expr::new(ExprKind::Dice(dice), span))
    }

    fn group(&mut self) -> Result<Expr> {
        let open = self.open()?;
        // The group's box and its list of parts, kept ones when the parse has them.
        let mut group = self.spare.group();
        let mut parts = std::mem::take(&mut group.parts);
        loop {
            let expr = self.expr()?;
            // Looked at only where a bracket follows the part: most parts have no label.
            let label = if self.peek() == Some(Tok::LParen) {
                self.trailing_label(&[',', '}'])?
            } else {
                None
            };
            parts.push(GroupPart { expr, label });
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        let close = self.close(Tok::RBrace, Expected::CommaOrBrace, open)?;
        // Read into the boxed group itself, as a die's modifiers are.
        group.parts = parts;
        group.mods = Modifiers::default();
        self.modifiers_into(&mut group.mods)?;
        if group.mods.has_face_modifiers() {
            return Err(syntax(
                Problem::GroupModifiers,
                group.mods.span.unwrap_or(close),
            ));
        }
        let span = open.to(Span::new(open.start, self.prev_end()));
        Ok(Expr::new(ExprKind::Group(group), span))
    }

    fn binary(&mut self, op: BinOp, lhs: Expr, rhs: Expr) -> Expr {
        let span = lhs.span.to(rhs.span);
        let (lhs, rhs) = (self.spare.expr(lhs), self.spare.expr(rhs));
        Expr::new(ExprKind::Binary(op, lhs, rhs), span)
    }

    /// The modifiers touching a die or group, in any order, into `m`, which starts empty.
    #[inline(always)]
    fn modifiers_into(&mut self, m: &mut Modifiers) -> Result<()> {
        while let Some(t) = self.peek_adjacent() {
            let start = self.here();
            match t {
                Tok::Kh | Tok::K | Tok::Kl => {
                    self.advance();
                    let which = if t == Tok::Kl {
                        Which::Lowest
                    } else {
                        Which::Highest
                    };
                    m.keep = Some(KeepDrop {
                        which,
                        n: self.count_arg()?,
                    });
                }
                Tok::Dh | Tok::Dl | Tok::D => {
                    self.advance();
                    let which = if t == Tok::Dh {
                        Which::Highest
                    } else {
                        Which::Lowest
                    };
                    m.drop = Some(KeepDrop {
                        which,
                        n: self.count_arg()?,
                    });
                }
                Tok::Bang | Tok::BangBang | Tok::BangP => {
                    self.advance();
                    let kind = match t {
                        Tok::Bang => ExplodeKind::Plain,
                        Tok::BangBang => ExplodeKind::Compound,
                        _ => ExplodeKind::Penetrate,
                    };
                    m.explode = Some(Explode {
                        kind,
                        on: self.compare_opt()?,
                    });
                }
                Tok::Ne => {
                    // `!=5` right after a die is `!` with its compare point `=5`.
                    self.advance();
                    let value = self.signed_number(Expected::NumberAfterNotEqual)?;
                    let on = Some(Compare {
                        op: CmpOp::Eq,
                        value,
                    });
                    m.explode = Some(Explode {
                        kind: ExplodeKind::Plain,
                        on,
                    });
                }
                Tok::R | Tok::Ro => {
                    self.advance();
                    m.reroll = Some(Reroll {
                        once: t == Tok::Ro,
                        on: self.compare_opt()?,
                    });
                }
                Tok::U | Tok::Uo => {
                    self.advance();
                    m.unique = Some(Reroll {
                        once: t == Tok::Uo,
                        on: self.compare_opt()?,
                    });
                }
                Tok::Min | Tok::Max => {
                    self.advance();
                    let n = self.signed_number(Expected::NumberAfterMinMax)?;
                    if t == Tok::Min {
                        m.min = Some(n);
                    } else {
                        m.max = Some(n);
                    }
                }
                Tok::Cs => {
                    self.advance();
                    m.crit_success = Some(self.compare_opt()?);
                }
                Tok::Cf => {
                    self.advance();
                    m.crit_failure = Some(self.compare_opt()?);
                }
                Tok::Sa | Tok::S => {
                    self.advance();
                    m.sort = Some(SortOrder::Ascending);
                }
                Tok::Sd => {
                    self.advance();
                    m.sort = Some(SortOrder::Descending);
                }
                // `F<3` counts failures as `f<3` does: Fate sides come only after a d.
                Tok::Fail | Tok::Fate => {
                    self.advance();
                    match self.compare_opt()? {
                        Some(c) => m.failure = Some(c),
                        None => return Err(syntax(Problem::FailuresNeedCompare, start)),
                    }
                }
                t if cmp_op(t).is_some() => m.success = self.compare_opt()?,
                _ => break,
            }
            let span = start.to(Span::new(start.start, self.prev_end()));
            m.span = Some(m.span.map_or(span, |s| s.to(span)));
        }
        Ok(())
    }

    /// The optional count of keep/drop: `kh3`, or `kh` meaning one.
    fn count_arg(&mut self) -> Result<f64> {
        match self.peek_adjacent() {
            Some(Tok::Num(v)) => {
                self.advance();
                Ok(v)
            }
            _ => Ok(1.0),
        }
    }

    fn compare_opt(&mut self) -> Result<Option<Compare>> {
        let Some(op) = self.peek_adjacent().and_then(cmp_op) else {
            return Ok(None);
        };
        self.advance();
        let value = self.signed_number(Expected::NumberAfterComparison)?;
        Ok(Some(Compare { op, value }))
    }

    fn signed_number(&mut self, expected: Expected) -> Result<f64> {
        let neg = self.peek_adjacent() == Some(Tok::Minus);
        if neg {
            self.advance();
        }
        match self.peek_adjacent() {
            Some(Tok::Num(v)) => {
                self.advance();
                Ok(if neg { -v } else { v })
            }
            _ => Err(self.unexpected(expected)),
        }
    }
}

/// The binding strength of a binary operator of `expr` (`+ -`) and `term` (`* / %`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Prec {
    Sum,
    Product,
}

fn cmp_op(t: Tok) -> Option<CmpOp> {
    Some(match t {
        Tok::Eq => CmpOp::Eq,
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
        Tok::Min => Func::Min,
        Tok::Max => Func::Max,
        Tok::Abs => Func::Abs,
        Tok::Pow => Func::Pow,
        Tok::Sqrt => Func::Sqrt,
        Tok::Sign => Func::Sign,
        Tok::Exp => Func::Exp,
        Tok::Log => Func::Log,
        Tok::Sin => Func::Sin,
        Tok::Cos => Func::Cos,
        Tok::Tan => Func::Tan,
        _ => return None,
    })
}

/// The byte index of the `)` matching the `(` at `open`.
fn matching_paren(text: &str, open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, b) in text.bytes().enumerate().skip(open) {
        match b {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}
