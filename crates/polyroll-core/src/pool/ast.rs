//! The syntax tree of the pool notation (seed 002). It is its own tree, not `crate::ast`:
//! statements read each other and results are typed (number, text, list), which the
//! single-number tree of the other dialects cannot say. Dice terms keep the shared
//! [`Modifiers`] for what draws, so the shared dice evaluator rolls them.
//!
//! Equality ignores spans, so `parse(canonical(p)) == p` compares meaning.

use crate::ast::{BinOp, CmpOp, Func, KeepDrop, Modifiers, SortOrder};
use crate::error::Span;

#[derive(Clone, Debug, Default)]
pub struct Program {
    pub statements: Vec<Statement>,
    /// The comments (`#`, `//`, `[bracketed]`) written in each statement, by its index
    /// from 0 — the seed's `Pool::$comments`. Not part of the meaning.
    pub comments: Vec<Vec<String>>,
}

impl PartialEq for Program {
    fn eq(&self, other: &Self) -> bool {
        self.statements == other.statements
    }
}

#[derive(Clone, Debug)]
pub struct Statement {
    pub expr: PExpr,
}

impl PartialEq for Statement {
    fn eq(&self, other: &Self) -> bool {
        self.expr == other.expr
    }
}

#[derive(Clone, Debug)]
pub struct PExpr {
    pub kind: PKind,
    pub span: Span,
}

impl PartialEq for PExpr {
    fn eq(&self, other: &Self) -> bool {
        self.kind == other.kind
    }
}

impl PExpr {
    pub fn new(kind: PKind, span: Span) -> Self {
        PExpr { kind, span }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum PKind {
    Number(f64),
    Dice(Box<PDice>),
    /// `{a, b}`: each part rolled with its own total, the totals judged as dice.
    Group(Vec<PExpr>, Judge),
    /// `@`, `@n`, `b[…]`, `m[…]`: dice already rolled, judged again.
    Set(SetSource, Judge),
    /// `$n` or `$n[i]`: a statement's result (numbered from 1) or one element of it.
    Ref {
        stmt: usize,
        index: Option<usize>,
    },
    Text(Vec<Segment>),
    List(Box<ListExpr>),
    Branch(Box<Branch>),
    /// `repeat(x, n)`.
    Repeat(Box<PExpr>, Box<PExpr>),
    Neg(Box<PExpr>),
    Binary(BinOp, Box<PExpr>, Box<PExpr>),
    Call(Func, Vec<PExpr>),
    Paren(Box<PExpr>),
}

#[derive(Clone, Debug, PartialEq)]
pub enum PSides {
    Expr(Box<PExpr>),
    Percent,
    Fate,
}

#[derive(Clone, Debug, PartialEq)]
pub struct PDice {
    /// Always present: `d20` is read as `1d20`, as the canonical form writes it.
    pub count: PExpr,
    pub sides: PSides,
    /// Only the modifiers that draw or change faces (min, max, explode, reroll, unique);
    /// the judging ones are in `judge`.
    pub faces: Modifiers,
    pub judge: Judge,
}

/// Where the dice of a set come from. Statements are numbered from 1.
#[derive(Clone, Debug, PartialEq)]
pub enum SetSource {
    /// Bare `@`: the nearest dice set to its left in the same statement.
    Previous,
    /// `@n`, or `b[n]`.
    Statement(usize),
    /// `b[n, m, …]`: the statements keep their results.
    Bound(Vec<usize>),
    /// `m[n, m, …]`: the statements give their dice up.
    Merged(Vec<usize>),
}

/// The modifiers that judge dice once rolled, in the order they apply: keep, drop,
/// filter, success/failure, critical marks, sort.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Judge {
    pub keep: Option<KeepDrop>,
    pub drop: Option<KeepDrop>,
    /// `f[…]` not right after a success condition: only matching dice count.
    pub filter: Option<Validator>,
    pub success: Option<Validator>,
    /// `f[…]` right after a success condition: −1 for each.
    pub failure: Option<Validator>,
    /// `cs`: `Some(None)` marks the highest face.
    pub crit_success: Option<Option<Validator>>,
    pub crit_failure: Option<Option<Validator>>,
    pub sort: Option<SortOrder>,
}

impl Judge {
    pub fn is_empty(&self) -> bool {
        *self == Judge::default()
    }
}

/// A validator `[…]`: comparisons, bare numbers and ranges combined with `&` (tightest),
/// `^`, `|`.
#[derive(Clone, Debug, PartialEq)]
pub enum Validator {
    Cmp(CmpOp, f64),
    /// A bare number: equals it.
    Equals(f64),
    /// `a..b`, inclusive.
    Range(f64, f64),
    And(Box<Validator>, Box<Validator>),
    Xor(Box<Validator>, Box<Validator>),
    Or(Box<Validator>, Box<Validator>),
}

impl Validator {
    pub fn test(&self, v: f64) -> bool {
        match self {
            Validator::Cmp(op, x) => op.test(v, *x),
            Validator::Equals(x) => v == *x,
            Validator::Range(a, b) => v >= *a && v <= *b,
            Validator::And(a, b) => a.test(v) && b.test(v),
            Validator::Xor(a, b) => a.test(v) != b.test(v),
            Validator::Or(a, b) => a.test(v) || b.test(v),
        }
    }
}

/// How a branch condition looks at its subject.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// The subject's value.
    Value,
    /// `all:`: every die that counts.
    All,
    /// `any:`: at least one die that counts.
    Any,
    /// `total:`: the sum of the dice that count, without what is added to them.
    Total,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Condition {
    pub scope: Scope,
    pub validator: Validator,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BranchKind {
    /// `i`: one case, then and else.
    If,
    /// `S`: the branch of every true case, as a list.
    Switch,
    /// `S^`: the branch of the first true case.
    SwitchFirst,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Branch {
    pub subject: PExpr,
    pub kind: BranchKind,
    pub cases: Vec<(Condition, PExpr)>,
    /// The else branch of `i`, the last unconditioned branch of `S`.
    pub default: Option<PExpr>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ListItem {
    pub text: String,
    /// 1 unless written `item[w]`.
    pub weight: u64,
    /// `lo..hi:item`.
    pub interval: Option<(i64, i64)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ListExpr {
    /// How many items to draw: `1` when not written.
    pub count: PExpr,
    /// `u`: different items.
    pub unique: bool,
    /// `n`: the items joined into one text, without a separator.
    pub joined: bool,
    pub items: Vec<ListItem>,
}

/// A piece of a text or phrase.
#[derive(Clone, Debug, PartialEq)]
pub enum Segment {
    Lit(String),
    /// `%1`, `%2`, `%3`.
    Marker(u8),
    /// `$n`, `$n[i]`.
    Ref {
        stmt: usize,
        index: Option<usize>,
    },
    /// `@n`: the values of the dice that count in statement n.
    Dice(usize),
}
