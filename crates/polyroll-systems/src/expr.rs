//! The small language a system file writes its counts, values and outcome rules in:
//! whole numbers, the system's parameters and earlier values by name, `+ - * / %` (`/`
//! rounds down), comparisons (`== != < <= > >=`, giving 1 or 0), `and`, `or`, `not`,
//! `if(c, a, b)`, `min(…)`, `max(…)`, `abs(x)`, and the dice functions over a named set
//! of dice: `count(d, lo, hi)` (dice showing `lo..=hi`), `highest(d)`, `lowest(d)` (also
//! over `lo..=hi` only, 0 when no die shows one), `sum(d)` and `dice(d)` (how many), and
//! `top(d, k)` / `bottom(d, k)`: the sum of the `k` highest or lowest dice (roll-and-keep).
//! A fold may name several sets, `sum(ability, proficiency)`: their dice taken together.
//!
//! The dice functions are folds over a set's dice (a sum, a highest, a lowest), so the
//! exact odds can carry just those folds from die to die instead of every face. A `top` or
//! `bottom` is no such fold (the dice kept depend on all of them): the odds of a set it
//! keeps from are worked out by order statistics, so it names one set, whose dice add no
//! dice (`!`).

use polyroll_core::{Error, Limits, Problem, Span};

/// An expression, parsed once from a system file.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Expr {
    Number(i64),
    /// A parameter or an earlier value, by its index in the scope.
    Name(usize),
    /// A fold over a set of dice, by its index in [`Folds`].
    Fold(usize),
    Unary(Unary, Box<Expr>),
    Binary(Binary, Box<Expr>, Box<Expr>),
    If(Box<Expr>, Box<Expr>, Box<Expr>),
    Min(Vec<Expr>),
    Max(Vec<Expr>),
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Unary {
    Neg,
    Not,
    Abs,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Binary {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
}

/// What a fold keeps of a set's dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum FoldKind {
    /// Dice showing `lo..=hi`.
    Count(i64, i64),
    /// The highest die within `lo..=hi` (0 when none).
    Highest(i64, i64),
    /// The lowest die within `lo..=hi` (0 when none).
    Lowest(i64, i64),
    Sum,
    Dice,
    /// The sum of the `k` highest dice.
    Top(i64),
    /// The sum of the `k` lowest dice.
    Bottom(i64),
}

/// What a fold keeps, before its bounds are known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    Count,
    Highest,
    Lowest,
    Sum,
    Dice,
    Top,
    Bottom,
}

/// One fold as written: its sets of dice (a bit per set, by index), what is kept of them
/// and the faces it looks at, which may read the parameters (`count(dice, difficulty, 10)`).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Fold {
    pub pools: u64,
    pub shape: Shape,
    pub bounds: Option<(Expr, Expr)>,
}

impl Fold {
    /// Whether the fold keeps some dice of its set and drops others.
    pub(crate) fn keeps(&self) -> bool {
        matches!(self.shape, Shape::Top | Shape::Bottom)
    }
}

/// A fold with its bounds worked out for one roll's parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Resolved {
    /// A bit per set of dice the fold reads.
    pub pools: u64,
    pub kind: FoldKind,
}

impl Resolved {
    /// Whether the fold reads the set `pool`.
    pub(crate) fn reads(&self, pool: usize) -> bool {
        pool < 64 && self.pools & (1 << pool) != 0
    }
}

/// Every fold the expressions of one system use, each once.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Folds(pub Vec<Fold>);

impl Folds {
    fn index(&mut self, fold: Fold) -> usize {
        match self.0.iter().position(|f| *f == fold) {
            Some(i) => i,
            None => {
                self.0.push(fold);
                self.0.len() - 1
            }
        }
    }

    /// Each fold with its bounds worked out from the parameters.
    pub(crate) fn resolve(
        &self,
        params: &[i64],
        steps: &mut usize,
        limits: &Limits,
    ) -> Result<Vec<Resolved>, Error> {
        let mut out = Vec::with_capacity(self.0.len());
        for f in &self.0 {
            let (lo, hi) = match &f.bounds {
                Some((lo, hi)) => {
                    let mut eval = Eval {
                        names: params,
                        folds: &[],
                        steps: &mut *steps,
                        limits,
                    };
                    (eval.eval(lo)?, eval.eval(hi)?)
                }
                None => (i64::MIN + 1, i64::MAX),
            };
            let kind = match f.shape {
                Shape::Count => FoldKind::Count(lo, hi),
                Shape::Highest => FoldKind::Highest(lo, hi),
                Shape::Lowest => FoldKind::Lowest(lo, hi),
                Shape::Sum => FoldKind::Sum,
                Shape::Dice => FoldKind::Dice,
                Shape::Top => FoldKind::Top(lo.max(0)),
                Shape::Bottom => FoldKind::Bottom(lo.max(0)),
            };
            out.push(Resolved {
                pools: f.pools,
                kind,
            });
        }
        Ok(out)
    }
}

/// Identity of a highest or lowest fold that has seen no die in its range yet.
pub(crate) const NONE: i64 = i64::MIN;

impl FoldKind {
    /// The fold of no dice.
    pub(crate) fn empty(self) -> i64 {
        match self {
            FoldKind::Highest(..) | FoldKind::Lowest(..) => NONE,
            FoldKind::Count(..)
            | FoldKind::Sum
            | FoldKind::Dice
            | FoldKind::Top(_)
            | FoldKind::Bottom(_) => 0,
        }
    }

    /// The fold of one die showing `value`.
    pub(crate) fn of(self, value: i64) -> i64 {
        match self {
            FoldKind::Count(lo, hi) => i64::from((lo..=hi).contains(&value)),
            FoldKind::Highest(lo, hi) | FoldKind::Lowest(lo, hi) => {
                if (lo..=hi).contains(&value) {
                    value
                } else {
                    NONE
                }
            }
            // One die alone is all a keep reads of it; the set is kept as a whole.
            FoldKind::Sum | FoldKind::Top(_) | FoldKind::Bottom(_) => value,
            FoldKind::Dice => 1,
        }
    }

    /// The fold of `here` dice all showing `value` (`None` on overflow); for a keep, as if
    /// all were kept.
    pub(crate) fn of_many(self, value: i64, here: usize) -> Option<i64> {
        if here == 0 {
            return Some(self.empty());
        }
        let here = i64::try_from(here).ok()?;
        match self {
            FoldKind::Count(..) | FoldKind::Dice => self.of(value).checked_mul(here),
            FoldKind::Sum | FoldKind::Top(_) | FoldKind::Bottom(_) => value.checked_mul(here),
            FoldKind::Highest(..) | FoldKind::Lowest(..) => Some(self.of(value)),
        }
    }

    /// Whether the fold keeps some dice of a set and drops others.
    pub(crate) fn keeps(self) -> bool {
        matches!(self, FoldKind::Top(_) | FoldKind::Bottom(_))
    }

    /// Two folds of disjoint dice joined (a keep only with the empty fold: it is the
    /// only fold of its one set, worked out from the whole set at once).
    pub(crate) fn join(self, a: i64, b: i64) -> Option<i64> {
        match self {
            FoldKind::Count(..)
            | FoldKind::Sum
            | FoldKind::Dice
            | FoldKind::Top(_)
            | FoldKind::Bottom(_) => a.checked_add(b),
            FoldKind::Highest(..) => Some(a.max(b)),
            FoldKind::Lowest(..) => Some(match (a, b) {
                (NONE, x) | (x, NONE) => x,
                (a, b) => a.min(b),
            }),
        }
    }

    /// What an expression reads: 0 for a highest or lowest of no die.
    pub(crate) fn read(value: i64) -> i64 {
        if value == NONE {
            0
        } else {
            value
        }
    }
}

/// Why a system file's expression does not parse (a bug in that file, caught by tests).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("`{text}`: {why}")]
pub struct ExprError {
    pub text: String,
    pub why: String,
}

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Number(i64),
    Word(String),
    Sym(&'static str),
}

fn tokens(text: &str) -> Result<Vec<Token>, String> {
    const SYMS: [&str; 16] = [
        "==", "!=", "<=", ">=", "<", ">", "+", "-", "*", "/", "%", "(", ")", ",", "!", "=",
    ];
    let mut out = Vec::new();
    let mut rest = text.trim_start();
    while !rest.is_empty() {
        let c = rest.chars().next().unwrap_or(' ');
        if c.is_ascii_digit() {
            let end = rest
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(rest.len());
            let n = rest[..end]
                .parse()
                .map_err(|_| format!("number {} too large", &rest[..end]))?;
            out.push(Token::Number(n));
            rest = &rest[end..];
        } else if c.is_ascii_alphabetic() || c == '_' {
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            out.push(Token::Word(rest[..end].to_string()));
            rest = &rest[end..];
        } else if let Some(sym) = SYMS.iter().find(|s| rest.starts_with(**s)) {
            if *sym == "!" || *sym == "=" {
                return Err(format!("unknown symbol {sym}"));
            }
            out.push(Token::Sym(sym));
            rest = &rest[sym.len()..];
        } else {
            return Err(format!("unknown character {c:?}"));
        }
        rest = rest.trim_start();
    }
    Ok(out)
}

/// The names an expression may read, and the sets of dice its folds may name.
pub(crate) struct Scope<'a> {
    pub names: &'a [String],
    /// How many of `names` are parameters (the only names a fold's bounds may read).
    pub params: usize,
    pub pools: &'a [String],
}

struct Parser<'a, 'f> {
    tokens: Vec<Token>,
    at: usize,
    scope: &'a Scope<'a>,
    folds: &'f mut Folds,
}

/// Parses `text` against `scope`, adding the folds it uses to `folds`.
pub(crate) fn parse(text: &str, scope: &Scope<'_>, folds: &mut Folds) -> Result<Expr, ExprError> {
    let fail = |why: String| ExprError {
        text: text.to_string(),
        why,
    };
    let tokens = tokens(text).map_err(fail)?;
    let mut p = Parser {
        tokens,
        at: 0,
        scope,
        folds,
    };
    let e = p.or().map_err(fail)?;
    if p.at != p.tokens.len() {
        return Err(fail(format!("unexpected {:?}", p.tokens[p.at])));
    }
    Ok(e)
}

impl Parser<'_, '_> {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    fn eat_sym(&mut self, sym: &str) -> bool {
        if matches!(self.peek(), Some(Token::Sym(s)) if *s == sym) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn eat_word(&mut self, word: &str) -> bool {
        if matches!(self.peek(), Some(Token::Word(w)) if w == word) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, sym: &str) -> Result<(), String> {
        if self.eat_sym(sym) {
            Ok(())
        } else {
            Err(format!("expected {sym}"))
        }
    }

    fn or(&mut self) -> Result<Expr, String> {
        let mut e = self.and()?;
        while self.eat_word("or") {
            e = Expr::Binary(Binary::Or, Box::new(e), Box::new(self.and()?));
        }
        Ok(e)
    }

    fn and(&mut self) -> Result<Expr, String> {
        let mut e = self.not()?;
        while self.eat_word("and") {
            e = Expr::Binary(Binary::And, Box::new(e), Box::new(self.not()?));
        }
        Ok(e)
    }

    fn not(&mut self) -> Result<Expr, String> {
        if self.eat_word("not") {
            return Ok(Expr::Unary(Unary::Not, Box::new(self.not()?)));
        }
        self.compare()
    }

    fn compare(&mut self) -> Result<Expr, String> {
        let left = self.sum()?;
        for (sym, op) in [
            ("==", Binary::Eq),
            ("!=", Binary::Ne),
            ("<=", Binary::Le),
            (">=", Binary::Ge),
            ("<", Binary::Lt),
            (">", Binary::Gt),
        ] {
            if self.eat_sym(sym) {
                return Ok(Expr::Binary(op, Box::new(left), Box::new(self.sum()?)));
            }
        }
        Ok(left)
    }

    fn sum(&mut self) -> Result<Expr, String> {
        let mut e = self.product()?;
        loop {
            let op = if self.eat_sym("+") {
                Binary::Add
            } else if self.eat_sym("-") {
                Binary::Sub
            } else {
                return Ok(e);
            };
            e = Expr::Binary(op, Box::new(e), Box::new(self.product()?));
        }
    }

    fn product(&mut self) -> Result<Expr, String> {
        let mut e = self.unary()?;
        loop {
            let op = if self.eat_sym("*") {
                Binary::Mul
            } else if self.eat_sym("/") {
                Binary::Div
            } else if self.eat_sym("%") {
                Binary::Rem
            } else {
                return Ok(e);
            };
            e = Expr::Binary(op, Box::new(e), Box::new(self.unary()?));
        }
    }

    fn unary(&mut self) -> Result<Expr, String> {
        if self.eat_sym("-") {
            return Ok(Expr::Unary(Unary::Neg, Box::new(self.unary()?)));
        }
        self.atom()
    }

    fn args(&mut self) -> Result<Vec<Expr>, String> {
        let mut args = vec![self.or()?];
        while self.eat_sym(",") {
            args.push(self.or()?);
        }
        self.expect(")")?;
        Ok(args)
    }

    fn atom(&mut self) -> Result<Expr, String> {
        let token = self.peek().cloned().ok_or("unexpected end")?;
        self.at += 1;
        match token {
            Token::Number(n) => Ok(Expr::Number(n)),
            Token::Sym("(") => {
                let e = self.or()?;
                self.expect(")")?;
                Ok(e)
            }
            Token::Sym(s) => Err(format!("unexpected {s}")),
            Token::Word(w) if self.eat_sym("(") => self.call(&w),
            Token::Word(w) => match self.scope.names.iter().position(|n| *n == w) {
                Some(i) => Ok(Expr::Name(i)),
                None => Err(format!("unknown name {w}")),
            },
        }
    }

    fn call(&mut self, name: &str) -> Result<Expr, String> {
        let folded = ["count", "highest", "lowest", "sum", "dice", "top", "bottom"];
        if folded.contains(&name) {
            return self.fold(name);
        }
        let mut args = self.args()?;
        match (name, args.len()) {
            ("if", 3) => {
                let (c, a, b) = (args.remove(0), args.remove(0), args.remove(0));
                Ok(Expr::If(Box::new(c), Box::new(a), Box::new(b)))
            }
            ("min", n) if n >= 2 => Ok(Expr::Min(args)),
            ("max", n) if n >= 2 => Ok(Expr::Max(args)),
            ("abs", 1) => Ok(Expr::Unary(Unary::Abs, Box::new(args.remove(0)))),
            _ => Err(format!(
                "unknown function {name} of {} arguments",
                args.len()
            )),
        }
    }

    /// The set of dice named by the next word, if it names one.
    fn pool(&self, at: usize) -> Option<usize> {
        match self.tokens.get(at) {
            Some(Token::Word(w)) => self.scope.pools.iter().position(|p| p == w),
            _ => None,
        }
    }

    /// `count(d, lo, hi)`, `highest(d[, lo, hi])`, `sum(a, b)`, `top(d, k)`… : the names
    /// of one or more sets, then bounds that read only the parameters.
    fn fold(&mut self, name: &str) -> Result<Expr, String> {
        let first = self
            .pool(self.at)
            .ok_or_else(|| format!("{name}( needs the name of a set of dice"))?;
        self.at += 1;
        let mut pools: u64 = 0;
        let mut add = |pool: usize| -> Result<(), String> {
            if pool >= 64 {
                return Err("a fold reads at most 64 sets of dice".into());
            }
            pools |= 1 << pool;
            Ok(())
        };
        add(first)?;
        while matches!(self.peek(), Some(Token::Sym(","))) {
            match self.pool(self.at + 1) {
                Some(p) => {
                    add(p)?;
                    self.at += 2;
                }
                None => break,
            }
        }
        let mut bounds = Vec::new();
        while self.eat_sym(",") {
            let bound = self.sum()?;
            if !reads_only(&bound, self.scope.params) {
                return Err(format!("{name}('s bounds may read only the parameters"));
            }
            bounds.push(bound);
        }
        self.expect(")")?;
        let shape = match (name, bounds.len()) {
            ("count", 2) => Shape::Count,
            ("highest", 0 | 2) => Shape::Highest,
            ("lowest", 0 | 2) => Shape::Lowest,
            ("sum", 0) => Shape::Sum,
            ("dice", 0) => Shape::Dice,
            ("top", 1) => Shape::Top,
            ("bottom", 1) => Shape::Bottom,
            _ => return Err(format!("{name}( takes other arguments")),
        };
        if matches!(shape, Shape::Top | Shape::Bottom) && pools.count_ones() > 1 {
            return Err(format!("{name}( keeps dice of one set"));
        }
        let bounds = match bounds.len() {
            2 => {
                let hi = bounds.pop();
                bounds.pop().zip(hi)
            }
            // A keep's one bound is how many: read as the low bound.
            1 => bounds.pop().map(|k| (k, Expr::Number(0))),
            _ => None,
        };
        Ok(Expr::Fold(self.folds.index(Fold {
            pools,
            shape,
            bounds,
        })))
    }
}

/// Whether `e` reads no name past the first `params` and no fold.
fn reads_only(e: &Expr, params: usize) -> bool {
    match e {
        Expr::Number(_) => true,
        Expr::Name(i) => *i < params,
        Expr::Fold(_) => false,
        Expr::Unary(_, a) => reads_only(a, params),
        Expr::Binary(_, a, b) => reads_only(a, params) && reads_only(b, params),
        Expr::If(c, a, b) => [c, a, b].iter().all(|x| reads_only(x, params)),
        Expr::Min(args) | Expr::Max(args) => args.iter().all(|x| reads_only(x, params)),
    }
}

/// Evaluates expressions, counting each step against the work budget.
pub(crate) struct Eval<'a> {
    pub names: &'a [i64],
    pub folds: &'a [i64],
    pub steps: &'a mut usize,
    pub limits: &'a Limits,
}

fn number_too_large() -> Error {
    Error::math(Problem::NumberTooLarge, Span::new(0, 0))
}

impl Eval<'_> {
    pub(crate) fn eval(&mut self, e: &Expr) -> Result<i64, Error> {
        *self.steps = self.steps.saturating_add(1);
        if *self.steps > self.limits.max_steps {
            return Err(Error::limit(
                Problem::TooManySteps {
                    max: self.limits.max_steps,
                },
                Span::new(0, 0),
            ));
        }
        Ok(match e {
            Expr::Number(n) => *n,
            Expr::Name(i) => self.names.get(*i).copied().unwrap_or(0),
            Expr::Fold(i) => FoldKind::read(self.folds.get(*i).copied().unwrap_or(0)),
            Expr::Unary(op, a) => {
                let a = self.eval(a)?;
                match op {
                    Unary::Neg => a.checked_neg().ok_or_else(number_too_large)?,
                    Unary::Not => i64::from(a == 0),
                    Unary::Abs => a.checked_abs().ok_or_else(number_too_large)?,
                }
            }
            Expr::Binary(Binary::And, a, b) => i64::from(self.eval(a)? != 0 && self.eval(b)? != 0),
            Expr::Binary(Binary::Or, a, b) => i64::from(self.eval(a)? != 0 || self.eval(b)? != 0),
            Expr::Binary(op, a, b) => {
                let (a, b) = (self.eval(a)?, self.eval(b)?);
                let zero = |p: Problem| Error::math(p, Span::new(0, 0));
                match op {
                    Binary::Add => a.checked_add(b).ok_or_else(number_too_large)?,
                    Binary::Sub => a.checked_sub(b).ok_or_else(number_too_large)?,
                    Binary::Mul => a.checked_mul(b).ok_or_else(number_too_large)?,
                    Binary::Div if b == 0 => return Err(zero(Problem::DivisionByZero)),
                    Binary::Div => a.checked_div_euclid(b).ok_or_else(number_too_large)?,
                    Binary::Rem if b == 0 => return Err(zero(Problem::RemainderByZero)),
                    Binary::Rem => a.checked_rem_euclid(b).ok_or_else(number_too_large)?,
                    Binary::Eq => i64::from(a == b),
                    Binary::Ne => i64::from(a != b),
                    Binary::Lt => i64::from(a < b),
                    Binary::Le => i64::from(a <= b),
                    Binary::Gt => i64::from(a > b),
                    Binary::Ge => i64::from(a >= b),
                    Binary::And | Binary::Or => 0,
                }
            }
            Expr::If(c, a, b) => {
                if self.eval(c)? != 0 {
                    self.eval(a)?
                } else {
                    self.eval(b)?
                }
            }
            Expr::Min(args) | Expr::Max(args) => {
                let mut best: Option<i64> = None;
                for arg in args {
                    let v = self.eval(arg)?;
                    best = Some(match (best, e) {
                        (None, _) => v,
                        (Some(b), Expr::Min(_)) => b.min(v),
                        (Some(b), _) => b.max(v),
                    });
                }
                best.unwrap_or(0)
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str, names: &[(&str, i64)]) -> i64 {
        let scope_names: Vec<String> = names.iter().map(|(n, _)| n.to_string()).collect();
        let pools = vec!["d".to_string()];
        let mut folds = Folds::default();
        let e = parse(
            text,
            &Scope {
                names: &scope_names,
                params: scope_names.len(),
                pools: &pools,
            },
            &mut folds,
        )
        .unwrap();
        let values: Vec<i64> = names.iter().map(|(_, v)| *v).collect();
        let mut steps = 0;
        Eval {
            names: &values,
            folds: &[],
            steps: &mut steps,
            limits: &Limits::default(),
        }
        .eval(&e)
        .unwrap()
    }

    #[test]
    fn arithmetic_and_logic() {
        assert_eq!(run("1 + 2 * 3", &[]), 7);
        assert_eq!(run("-7 / 2", &[]), -4);
        assert_eq!(run("n % 10", &[("n", 23)]), 3);
        assert_eq!(run("n >= 1 and not n == 3", &[("n", 2)]), 1);
        assert_eq!(run("if(n > 2, 10, 20)", &[("n", 2)]), 20);
        assert_eq!(run("max(n, 4, 2) - min(1, n)", &[("n", 3)]), 3);
    }

    #[test]
    fn unknown_names_are_errors() {
        let mut folds = Folds::default();
        let scope = Scope {
            names: &[],
            params: 0,
            pools: &[],
        };
        assert!(parse("x + 1", &scope, &mut folds).is_err());
        assert!(parse("count(x, 1, 2)", &scope, &mut folds).is_err());
        assert!(parse("1 +", &scope, &mut folds).is_err());
    }
}
