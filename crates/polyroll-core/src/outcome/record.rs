//! What a statement records beside its total (the pool notation's result model): its
//! output, `mergedInto`, its comments, and for branches and lists what they did. Owned by
//! the outcome, which the pool evaluator fills: the pool module depends on the outcome,
//! never the other way round.

use super::{Item, Output};

#[derive(Clone, Debug, PartialEq)]
pub struct StatementRecord {
    pub output: Output,
    /// The statement (numbered from 1) whose `m[…]` took this one's dice.
    pub merged_into: Option<usize>,
    pub comments: Vec<String>,
    /// Every branch rolled in the statement, in the order they were rolled.
    pub branches: Vec<BranchRecord>,
    /// Every list drawn in the statement, in the order they were drawn.
    pub lists: Vec<ListRecord>,
}

/// The seed's `BranchResult`.
#[derive(Clone, Debug, PartialEq)]
pub struct BranchRecord {
    pub subject: f64,
    /// The true cases by their index from 0 (an `i` is one case).
    pub cases: Vec<usize>,
    /// Whether the else/default branch gave the result.
    pub default_used: bool,
    pub result: Output,
}

/// The seed's `ListResult`.
#[derive(Clone, Debug, PartialEq)]
pub struct ListRecord {
    /// The items drawn, in order.
    pub items: Vec<String>,
    /// The index of each drawn item in the list, from 0.
    pub draws: Vec<usize>,
    /// The number rolled for each: 1 to the total weight, or within the intervals.
    pub rolls: Vec<i64>,
    /// How many items were drawn, when that number was rolled.
    pub count: Option<f64>,
}

impl Output {
    /// The output as a phrase writes it (the seed's `text()`).
    pub fn text(&self) -> String {
        output_text(self)
    }
    /// The number, when it is one (the seed's `value()` refuses texts and lists).
    pub fn number(&self) -> Option<f64> {
        match self {
            Output::Number(v) => Some(*v),
            _ => None,
        }
    }
}

/// A number as a phrase writes it: `15`, `1.5`.
pub fn number_text(v: f64) -> String {
    let mut s = String::new();
    crate::canonical::number(&mut s, v);
    s
}

/// An output as a phrase writes it: a list's elements separated by ", ".
pub fn output_text(o: &Output) -> String {
    match o {
        Output::Number(v) => number_text(*v),
        Output::Text(t) => t.clone(),
        Output::List(items) => items.iter().map(item_text).collect::<Vec<_>>().join(", "),
    }
}

pub fn item_text(i: &Item) -> String {
    match i {
        Item::Number(v) => number_text(*v),
        Item::Text(t) => t.clone(),
    }
}

/// Values joined as `%2` and `@n` write them.
pub fn values_text(values: &[f64]) -> String {
    values
        .iter()
        .map(|v| number_text(*v))
        .collect::<Vec<_>>()
        .join(", ")
}
