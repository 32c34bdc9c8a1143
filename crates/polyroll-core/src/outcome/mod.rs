//! The result tree: what a roll did, die by die, for renderers to show. Separate from the
//! syntax tree (as in Avrae's d20) so a renderer never re-derives what happened.

use crate::ast::{BinOp, Func};
use crate::problem::Problem;

mod record;
pub(crate) use record::values_text;
pub use record::{output_text, BranchRecord, ListRecord, StatementRecord};

#[derive(Clone, Debug, PartialEq, Default)]
pub struct Outcome {
    pub statements: Vec<StatementOutcome>,
    pub warnings: Vec<Problem>,
    /// The canonical form of the input.
    pub canonical: String,
}

impl Outcome {
    /// Each statement's total.
    pub fn totals(&self) -> Vec<Option<f64>> {
        self.statements.iter().map(|s| s.total).collect()
    }
    /// Each statement's output: a number, a text or a list.
    pub fn outputs(&self) -> Vec<Output> {
        self.statements
            .iter()
            .map(StatementOutcome::output)
            .collect()
    }
    /// The first statement's total.
    pub fn total(&self) -> Option<f64> {
        self.statements.first().and_then(|s| s.total)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct StatementOutcome {
    pub label: Option<String>,
    /// The text the statement was written as.
    pub source: String,
    pub node: Node,
    /// The shown total (rounded as the dialect rounds it).
    pub total: Option<f64>,
    /// What the pool notation records beside the total: a typed output, the statement
    /// that took its dice, its comments, branches and list draws. `None` elsewhere.
    pub pool: Option<StatementRecord>,
}

impl StatementOutcome {
    /// The statement's result: a number, a text or a list.
    pub fn output(&self) -> Output {
        match &self.pool {
            Some(p) => p.output.clone(),
            None => Output::Number(self.total.unwrap_or(self.node.value())),
        }
    }
}

/// A statement's result.
#[derive(Clone, Debug, PartialEq)]
pub enum Output {
    Number(f64),
    Text(String),
    List(Vec<Item>),
}

/// An element of a list result.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    Number(f64),
    Text(String),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Crit {
    Success,
    Failure,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Success,
    Failure,
}

/// One die as it ended up.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Die {
    /// The value it counts for.
    pub value: f64,
    /// The face as drawn, before min/max or `!p` changed it (explosions compare the
    /// clamped face, before `!p`).
    pub rolled: f64,
    /// Values a reroll replaced, oldest first (shown struck through).
    pub replaced: Vec<f64>,
    /// For `!!`: the rolls the chain added up, the first included.
    pub compounded: Vec<f64>,
    /// It met the explode condition and brought another die.
    pub exploded: bool,
    /// It was brought by an explosion.
    pub from_explosion: bool,
    pub dropped: bool,
    pub crit: Option<Crit>,
    pub mark: Option<Mark>,
}

impl Die {
    /// A die showing `face` as drawn, nothing done to it yet.
    pub fn new(face: f64) -> Self {
        Die {
            value: face,
            rolled: face,
            ..Die::default()
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct DiceOutcome {
    /// The formula of this term as written.
    pub notation: String,
    pub dice: Vec<Die>,
    /// True when the value counts successes instead of summing faces.
    pub counts_successes: bool,
    pub value: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct PartOutcome {
    pub label: Option<String>,
    pub node: Node,
    pub dropped: bool,
    pub mark: Option<Mark>,
    pub crit: Option<Crit>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct GroupOutcome {
    pub parts: Vec<PartOutcome>,
    pub counts_successes: bool,
    pub value: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    Number(f64),
    Dice(DiceOutcome),
    Group(GroupOutcome),
    Neg(Box<Node>, f64),
    Binary(BinOp, Box<Node>, Box<Node>, f64),
    Call(Func, Vec<Node>, f64),
    Paren(Box<Node>, f64),
    /// `[e]`, rolled at once.
    Bracket(Box<Node>, f64),
    /// A variable and the roll of its formula.
    Var {
        name: String,
        formula: String,
        node: Box<Node>,
        value: f64,
    },
    /// `if()`: which branch was taken, and its roll.
    If {
        taken: bool,
        node: Box<Node>,
        value: f64,
    },
    /// What a pool statement rolled on the way to a text or a list — a branch's subject
    /// and branches, a repeat's passes — in draw order. It has no number (value 0).
    Seq(Vec<Node>),
}

impl Node {
    pub fn value(&self) -> f64 {
        match self {
            Node::Number(v) => *v,
            Node::Dice(d) => d.value,
            Node::Group(g) => g.value,
            Node::Neg(_, v)
            | Node::Binary(_, _, _, v)
            | Node::Call(_, _, v)
            | Node::Paren(_, v)
            | Node::Bracket(_, v) => *v,
            Node::Var { value, .. } | Node::If { value, .. } => *value,
            Node::Seq(_) => 0.0,
        }
    }

    /// Every die in this node, in draw order.
    pub fn dice(&self) -> Vec<&Die> {
        let mut out = Vec::new();
        self.each_dice(&mut |d| out.extend(d.dice.iter()));
        out
    }

    /// Calls `f` on every dice term in this node, left to right.
    pub fn each_dice<'a>(&'a self, f: &mut dyn FnMut(&'a DiceOutcome)) {
        // As deep as the formula: grow the stack rather than overflow it.
        crate::limits::with_stack(|| self.each_dice_step(f))
    }

    fn each_dice_step<'a>(&'a self, f: &mut dyn FnMut(&'a DiceOutcome)) {
        match self {
            Node::Number(_) => {}
            Node::Dice(d) => f(d),
            Node::Group(g) => g.parts.iter().for_each(|p| p.node.each_dice(f)),
            Node::Neg(n, _) | Node::Paren(n, _) | Node::Bracket(n, _) => n.each_dice(f),
            Node::Binary(_, a, b, _) => {
                a.each_dice(f);
                b.each_dice(f);
            }
            Node::Call(_, args, _) => args.iter().for_each(|a| a.each_dice(f)),
            Node::Var { node, .. } | Node::If { node, .. } => node.each_dice(f),
            Node::Seq(nodes) => nodes.iter().for_each(|n| n.each_dice(f)),
        }
    }
}

/// Takes the dice list of the first dice term on the leftmost path of `node` (a bare term,
/// or the left of an arithmetic chain), for a roll that reuses the outcome to fill again.
pub(crate) fn first_dice_list(node: &mut Node) -> Option<Vec<Die>> {
    let mut at = node;
    loop {
        match at {
            Node::Dice(d) => return Some(std::mem::take(&mut d.dice)),
            Node::Binary(_, a, _, _) => at = &mut **a,
            Node::Neg(n, _) | Node::Paren(n, _) => at = &mut **n,
            _ => return None,
        }
    }
}
