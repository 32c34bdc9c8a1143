//! Rolling a pool program: statements in order, each with its own typed result, each
//! able to read the ones before. Dice terms are rolled by the shared dice evaluator
//! (`Ctx::dice`: count, sides, base dice, then the modifiers that draw, in the fixed
//! order); judging is [`super::judge`].

use super::ast::*;
use super::judge::{counting, judge};
use crate::ast::{Count, Dice, Sides};
use crate::error::{Error, Result, Span};
use crate::eval::{apply_binary, apply_func, checked, count_of, Ctx};
use crate::outcome::{output_text, values_text, BranchRecord, ListRecord};
use crate::outcome::{
    DiceList, DiceOutcome, DiceRun, Die, GroupOutcome, Item, Node, NodeId, Output, PartOutcome,
};
use crate::problem::Problem;
use crate::source::DieSpec;

/// A finished statement, as later ones read it.
pub struct Done {
    pub output: Output,
    /// Its dice that count.
    pub dice: Counted,
    /// The root of its result tree, in the roll's tree.
    pub node: NodeId,
    pub branches: Vec<BranchRecord>,
    pub lists: Vec<ListRecord>,
}

/// What an expression gave.
struct Res {
    out: Output,
    /// Its node, in the roll's tree.
    node: NodeId,
    /// The dice that count in it.
    dice: Counted,
}

/// The dice that count in a result: their values, and the faces they were rolled on when
/// they all share one kind of die (the default critical marks when they are judged again).
#[derive(Clone, Debug, Default)]
pub struct Counted {
    pub values: Vec<f64>,
    pub faces: Option<(f64, f64)>,
}

impl Counted {
    fn new(values: Vec<f64>, faces: Option<(f64, f64)>) -> Self {
        Counted { values, faces }
    }

    fn extend(&mut self, other: Counted) {
        if other.values.is_empty() {
            return;
        }
        if self.values.is_empty() {
            self.faces = other.faces;
        } else if self.faces != other.faces {
            self.faces = None;
        }
        self.values.extend(other.values);
    }
}

impl Res {
    fn number(v: f64, node: NodeId, dice: Counted) -> Res {
        Res {
            out: Output::Number(v),
            node,
            dice,
        }
    }
    /// A text or a list, shown as what it rolled on the way: `seq`, a sequence node.
    fn other(out: Output, seq: NodeId, dice: Counted) -> Res {
        Res {
            out,
            node: seq,
            dice,
        }
    }
}

pub struct Roll<'c, 'a> {
    ctx: &'c mut Ctx<'a>,
    pub done: Vec<Done>,
    /// For each statement, the statement (from 1) whose `m[…]` took its dice.
    pub merged_into: Vec<Option<usize>>,
    current: usize,
    /// The dice that count of the nearest dice set so far in this statement (bare `@`).
    last_set: Option<Counted>,
    /// The subjects of the branches being rolled, innermost last (`%1`, `%2`).
    subjects: Vec<(Output, Vec<f64>)>,
    branches: Vec<BranchRecord>,
    lists: Vec<ListRecord>,
    /// List items and text bytes held by the results so far.
    results_size: (usize, usize),
    /// Dice judged again by `@`, `@n`, `b[…]`, `m[…]` so far.
    judged_again: usize,
}

impl<'c, 'a> Roll<'c, 'a> {
    pub fn new(ctx: &'c mut Ctx<'a>, statements: usize) -> Self {
        Roll {
            ctx,
            done: Vec::with_capacity(statements),
            merged_into: vec![None; statements],
            current: 0,
            last_set: None,
            subjects: Vec::new(),
            branches: Vec::new(),
            lists: Vec::new(),
            results_size: (0, 0),
            judged_again: 0,
        }
    }

    pub fn statement(&mut self, s: &Statement) -> Result<()> {
        self.current = self.done.len();
        self.last_set = None;
        let res = self.eval(&s.expr)?;
        let output = match res.out {
            Output::Number(v) => Output::Number(crate::eval::round2(v)),
            other => other,
        };
        self.check_results_size(&output, s.expr.span)?;
        self.done.push(Done {
            output,
            dice: res.dice,
            node: res.node,
            branches: std::mem::take(&mut self.branches),
            lists: std::mem::take(&mut self.lists),
        });
        Ok(())
    }

    /// All the statements' results together stay within the caps too: `$1; $1; …` would
    /// otherwise copy one large list many times.
    fn check_results_size(&mut self, output: &Output, span: Span) -> Result<()> {
        let (items, bytes) = match output {
            Output::Number(_) => (0, 0),
            Output::Text(t) => (0, t.len()),
            Output::List(l) => (
                l.len(),
                l.iter()
                    .map(|i| match i {
                        Item::Text(t) => t.len(),
                        Item::Number(_) => 0,
                    })
                    .sum(),
            ),
        };
        self.results_size.0 += items;
        self.results_size.1 += bytes;
        if self.results_size.0 > MAX_LIST_ITEMS || self.results_size.1 > 10 * MAX_TEXT_BYTES {
            return Err(Error::limit(
                Problem::OutputTooLarge {
                    items: MAX_LIST_ITEMS,
                    bytes: 10 * MAX_TEXT_BYTES,
                },
                span,
            ));
        }
        Ok(())
    }

    /// Adds `node` to the roll's tree.
    fn push(&mut self, node: Node) -> NodeId {
        self.ctx.tree.push(node)
    }

    /// Adds a sequence of `nodes` to the roll's tree.
    fn seq(&mut self, nodes: &[NodeId]) -> NodeId {
        let run = self.ctx.tree.push_children(nodes);
        self.push(Node::Seq(run))
    }

    fn number(&self, r: &Res, span: Span) -> Result<f64> {
        match &r.out {
            Output::Number(v) => Ok(*v),
            Output::Text(_) => Err(Error::math(Problem::TextHasNoNumber, span)),
            Output::List(_) => Err(Error::math(Problem::ListHasNoNumber, span)),
        }
    }

    fn eval(&mut self, e: &PExpr) -> Result<Res> {
        // Every part but a number is a step: `repeat()` evaluates its formula again at each
        // pass, so only counting them while rolling bounds the work.
        if !matches!(e.kind, PKind::Number(_)) {
            self.ctx.count_step(e.span)?;
        }
        match &e.kind {
            PKind::Number(v) => {
                let node = self.push(Node::Number(*v));
                Ok(Res::number(*v, node, Counted::default()))
            }
            PKind::Dice(d) => self.dice(d, e.span),
            PKind::Group(parts, j) => self.group(parts, j, e.span),
            PKind::Set(source, j) => self.set(source, j, e.span),
            PKind::Ref { stmt, index } => {
                let out = self.element(*stmt, *index, e.span)?;
                let node = match out {
                    Output::Number(v) => self.push(Node::Number(v)),
                    _ => self.seq(&[]),
                };
                Ok(Res {
                    out,
                    node,
                    dice: Counted::default(),
                })
            }
            PKind::Text(segments) => {
                let t = self.phrase(segments, e.span)?;
                let node = self.seq(&[]);
                Ok(Res::other(Output::Text(t), node, Counted::default()))
            }
            PKind::List(l) => self.list(l, e.span),
            PKind::Branch(_) => self.branch_chain(e),
            PKind::Repeat(what, times) => self.repeat(what, times, e.span),
            PKind::Neg(inner) => {
                let r = self.eval(inner)?;
                let v = -self.number(&r, inner.span)?;
                let node = self.push(Node::Neg(r.node, v));
                Ok(Res::number(v, node, r.dice))
            }
            PKind::Binary(..) => self.binary_chain(e),
            PKind::Call(f, args) => {
                let (mut nodes, mut values, mut dice) =
                    (Vec::new(), Vec::new(), Counted::default());
                for a in args {
                    let r = self.eval(a)?;
                    values.push(self.number(&r, a.span)?);
                    nodes.push(r.node);
                    dice.extend(r.dice);
                }
                let v = apply_func(*f, &values, e.span)?;
                let run = self.ctx.tree.push_children(&nodes);
                let node = self.push(Node::Call(*f, run, v));
                Ok(Res::number(v, node, dice))
            }
            PKind::Paren(inner) => {
                let r = self.eval(inner)?;
                Ok(match r.out {
                    Output::Number(v) => {
                        let node = self.push(Node::Paren(r.node, v));
                        Res::number(v, node, r.dice)
                    }
                    _ => r,
                })
            }
        }
    }

    /// `a + b - c …` as the parser builds it, a left-leaning tree: walked along its left
    /// edge in a loop, so a long chain needs no deep recursion.
    fn binary_chain(&mut self, e: &PExpr) -> Result<Res> {
        let mut spine = Vec::new();
        let mut leftmost = e;
        while let PKind::Binary(op, a, b) = &leftmost.kind {
            spine.push((*op, &**b, leftmost.span));
            leftmost = a;
        }
        let first = self.eval(leftmost)?;
        let mut value = self.number(&first, leftmost.span)?;
        let (mut node, mut dice) = (first.node, first.dice);
        for (op, b, span) in spine.into_iter().rev() {
            // Each operator of the chain is a step of its own.
            self.ctx.count_step(span)?;
            let r = self.eval(b)?;
            let rv = self.number(&r, b.span)?;
            value = apply_binary(op, value, rv, span)?;
            node = self.push(Node::Binary(op, node, r.node, value));
            dice.extend(r.dice);
        }
        Ok(Res::number(value, node, dice))
    }

    /// Branches on branches (`1d20i[…]{…}i[…]{…}`) lean left too: rolled in a loop.
    fn branch_chain(&mut self, e: &PExpr) -> Result<Res> {
        let mut spine = Vec::new();
        let mut subject = e;
        while let PKind::Branch(b) = &subject.kind {
            spine.push((&**b, subject.span));
            subject = &b.subject;
        }
        let mut res = self.eval(subject)?;
        for (b, span) in spine.into_iter().rev() {
            res = self.branch(b, res, span)?;
        }
        Ok(res)
    }

    fn dice(&mut self, d: &PDice, span: Span) -> Result<Res> {
        let c = self.eval(&d.count)?;
        let count = self.number(&c, d.count.span)?;
        let (sides, faces) = match &d.sides {
            PSides::Percent => (Sides::Percent, (1.0, 100.0)),
            PSides::Fate => (Sides::Fate, (-1.0, 1.0)),
            PSides::Expr(s) => {
                let r = self.eval(s)?;
                let v = self.number(&r, s.span)?.floor();
                (Sides::Number(v, s.span), (1.0, v))
            }
        };
        let shared = Dice::new(Count::Number(count, d.count.span), sides, d.faces.clone());
        let Node::Dice(mut out) = self.ctx.dice(&shared, span)? else {
            return Err(Error::math(Problem::DiceNotRolled, span));
        };
        let run = self.ctx.dice.get_mut(out.dice.range()).unwrap_or_default();
        let judged = judge(run, &d.judge, faces, true);
        out.value = checked(judged.value, span)?;
        out.counts_successes = judged.counts_successes;
        let dice = Counted::new(counting(run), Some(faces));
        self.last_set = Some(dice.clone());
        let v = out.value;
        let node = self.push(Node::Dice(out));
        Ok(Res::number(v, node, dice))
    }

    fn group(&mut self, parts: &[PExpr], j: &Judge, span: Span) -> Result<Res> {
        // A part does not see the dice outside the group.
        let outer = self.last_set.take();
        let mut outcomes = Vec::with_capacity(parts.len());
        for (i, p) in parts.iter().enumerate() {
            self.last_set = None;
            let r = self.eval(p)?;
            self.number(&r, p.span)?;
            let label = self.ctx.tree.push_text(&format!("expression-{}", i + 1));
            outcomes.push(PartOutcome {
                label: Some(label),
                node: r.node,
                dropped: false,
                mark: None,
                crit: None,
            });
        }
        self.last_set = outer;
        let tree = &*self.ctx.tree;
        let mut dice: DiceList = outcomes
            .iter()
            .map(|p| Die::new(tree.value(p.node)))
            .collect();
        let range = value_range(&dice);
        let judged = judge(&mut dice, j, range, false);
        for (p, d) in outcomes.iter_mut().zip(&dice) {
            p.dropped = d.dropped;
            p.mark = d.mark;
            p.crit = d.crit;
        }
        if let Some(order) = j.sort {
            crate::eval::sort_by_value(&mut outcomes, |p| tree.value(p.node), order);
        }
        let totals = Counted::new(counting(&dice), None);
        self.last_set = Some(totals.clone());
        let value = checked(judged.value, span)?;
        let parts = self.ctx.tree.push_parts(outcomes);
        let node = self.push(Node::Group(GroupOutcome {
            parts,
            counts_successes: judged.counts_successes,
            value,
        }));
        Ok(Res::number(value, node, totals))
    }

    /// The dice that count in statement `n` (from 1); a statement without dice is one
    /// die of its value.
    fn statement_dice(&self, n: usize, span: Span) -> Result<Counted> {
        let Some(done) = self.done.get(n.wrapping_sub(1)) else {
            return Err(Error::syntax(
                Problem::StatementNotBefore { number: n },
                span,
            ));
        };
        if !done.dice.values.is_empty() {
            return Ok(done.dice.clone());
        }
        match done.output {
            Output::Number(v) => Ok(Counted::new(vec![v], None)),
            _ => Err(Error::math(Problem::StatementHasNoDice { number: n }, span)),
        }
    }

    fn set(&mut self, source: &SetSource, j: &Judge, span: Span) -> Result<Res> {
        let values = match source {
            SetSource::Previous => self
                .last_set
                .clone()
                .ok_or_else(|| Error::syntax(Problem::NoDiceBeforeAt, span))?,
            SetSource::Statement(n) => self.statement_dice(*n, span)?,
            SetSource::Bound(list) | SetSource::Merged(list) => {
                let mut all = Counted::default();
                for &n in list {
                    all.extend(self.statement_dice(n, span)?);
                }
                if matches!(source, SetSource::Merged(_)) {
                    for &n in list {
                        if let Some(m) = self.merged_into.get_mut(n - 1) {
                            *m = Some(self.current + 1);
                        }
                    }
                }
                all
            }
        };
        // Sets draw nothing, but `b[1,2]; b[1,2,3]; …` would double the dice each time:
        // all the sets of an input together judge at most ten times the dice limit.
        self.judged_again = self.judged_again.saturating_add(values.values.len());
        let cap = self.ctx.limits.max_dice.saturating_mul(10);
        if self.judged_again > cap {
            return Err(Error::limit(Problem::JudgeTooMany { max: cap }, span));
        }
        let faces = values.faces;
        // Judged again as a new run of the roll's dice.
        let start = self.ctx.dice.len();
        self.ctx
            .dice
            .extend(values.values.into_iter().map(Die::new));
        let dice = self.ctx.dice.get_mut(start..).unwrap_or_default();
        let range = faces.unwrap_or_else(|| value_range(dice));
        let judged = judge(dice, j, range, true);
        let value = checked(judged.value, span)?;
        let counted = Counted::new(counting(dice), faces);
        let run = DiceRun::new(start, dice.len());
        self.last_set = Some(counted.clone());
        let node = Node::Dice(DiceOutcome {
            dice: run,
            counts_successes: judged.counts_successes,
            value,
        });
        let node = self.push(node);
        Ok(Res::number(value, node, counted))
    }

    /// `$n` or `$n[i]`.
    fn element(&self, stmt: usize, index: Option<usize>, span: Span) -> Result<Output> {
        let Some(done) = self.done.get(stmt.wrapping_sub(1)) else {
            return Err(Error::syntax(
                Problem::StatementNotBefore { number: stmt },
                span,
            ));
        };
        let Some(i) = index else {
            return Ok(done.output.clone());
        };
        let found = match &done.output {
            Output::List(items) => items.get(i).map(|it| match it {
                Item::Number(v) => Output::Number(*v),
                Item::Text(t) => Output::Text(t.clone()),
            }),
            Output::Text(_) => {
                return Err(Error::math(
                    Problem::StatementTextNoElements { number: stmt },
                    span,
                ))
            }
            Output::Number(_) => done.dice.values.get(i).map(|v| Output::Number(*v)),
        };
        found.ok_or_else(|| {
            let len = match &done.output {
                Output::List(items) => items.len(),
                _ => done.dice.values.len(),
            };
            Error::math(
                Problem::NoSuchElement {
                    number: stmt,
                    count: len,
                    index: i,
                },
                span,
            )
        })
    }

    fn phrase(&self, segments: &[Segment], span: Span) -> Result<String> {
        let mut out = String::new();
        for s in segments {
            check_text(&out, span)?;
            match s {
                Segment::Lit(l) => out.push_str(l),
                Segment::Marker(1 | 2) => {
                    let (result, dice) = match self.subjects.last() {
                        Some((o, d)) => (o.clone(), d.clone()),
                        None => {
                            let Some(prev) =
                                self.current.checked_sub(1).and_then(|i| self.done.get(i))
                            else {
                                return Err(Error::syntax(Problem::NoSubject, span));
                            };
                            (prev.output.clone(), prev.dice.values.clone())
                        }
                    };
                    if matches!(s, Segment::Marker(1)) {
                        out.push_str(&output_text(&result));
                    } else {
                        out.push_str(&values_text(&dice));
                    }
                }
                Segment::Marker(_) => {
                    let all: Vec<String> =
                        self.done.iter().map(|d| output_text(&d.output)).collect();
                    out.push_str(&all.join(", "));
                }
                Segment::Ref { stmt, index } => {
                    out.push_str(&output_text(&self.element(*stmt, *index, span)?));
                }
                Segment::Dice(n) => {
                    let Some(done) = self.done.get(n.wrapping_sub(1)) else {
                        return Err(Error::syntax(
                            Problem::StatementNotBefore { number: *n },
                            span,
                        ));
                    };
                    out.push_str(&values_text(&done.dice.values));
                }
            }
        }
        check_text(&out, span)?;
        Ok(out)
    }

    fn list(&mut self, l: &ListExpr, span: Span) -> Result<Res> {
        let c = self.eval(&l.count)?;
        let n = self.number(&c, l.count.span)?;
        let rolled_count = (!matches!(l.count.kind, PKind::Number(_))).then_some(n);
        let n = count_of(n, l.count.span, self.ctx.limits)?;
        if l.unique && n > l.items.len() {
            return Err(Error::math(
                Problem::UniqueDrawTooMany {
                    count: n as f64,
                    items: l.items.len(),
                },
                span,
            ));
        }
        let base = l
            .items
            .first()
            .and_then(|i| i.interval)
            .map_or(1, |(lo, _)| lo);
        let width = |it: &ListItem| match it.interval {
            Some((lo, hi)) => hi.saturating_sub(lo).saturating_add(1),
            None => it.weight as i64,
        };
        let mut available: Vec<usize> = (0..l.items.len()).collect();
        let mut record = ListRecord {
            items: Vec::with_capacity(n),
            draws: Vec::with_capacity(n),
            rolls: Vec::with_capacity(n),
            count: rolled_count,
        };
        for _ in 0..n {
            let total = available
                .iter()
                .try_fold(0i64, |acc, &i| acc.checked_add(width(&l.items[i])))
                .ok_or_else(|| Error::limit(Problem::WeightsTooLarge, span))?;
            let hi = base
                .checked_add(total - 1)
                .ok_or_else(|| Error::limit(Problem::IntervalsTooLarge, span))?;
            let roll = self.ctx.draw(DieSpec::Range { lo: base, hi }, span)? as i64;
            let mut at = base;
            let mut chosen = available.len() - 1;
            for (k, &i) in available.iter().enumerate() {
                at += width(&l.items[i]);
                if roll < at {
                    chosen = k;
                    break;
                }
            }
            let idx = available[chosen];
            record.items.push(l.items[idx].text.clone());
            record.draws.push(idx);
            record.rolls.push(roll);
            if l.unique {
                available.remove(chosen);
            }
        }
        let out = if l.joined {
            let text = record.items.concat();
            check_text(&text, span)?;
            Output::Text(text)
        } else {
            Output::List(record.items.iter().cloned().map(Item::Text).collect())
        };
        self.lists.push(record);
        let node = self.seq(&[c.node]);
        Ok(Res::other(out, node, Counted::default()))
    }

    fn branch(&mut self, b: &Branch, subject: Res, span: Span) -> Result<Res> {
        let v = self.number(&subject, b.subject.span).map_err(|e| {
            Error::math(
                Problem::OnlyNumberJudged {
                    problem: Box::new(e.problem),
                },
                e.span,
            )
        })?;
        let judged_dice = if subject.dice.values.is_empty() {
            vec![v]
        } else {
            subject.dice.values.clone()
        };
        let holds = |c: &Condition| match c.scope {
            Scope::Value => c.validator.test(v),
            Scope::All => judged_dice.iter().all(|&d| c.validator.test(d)),
            Scope::Any => judged_dice.iter().any(|&d| c.validator.test(d)),
            Scope::Total => c.validator.test(judged_dice.iter().sum()),
        };
        let mut cases = Vec::new();
        for (i, (cond, _)) in b.cases.iter().enumerate() {
            if holds(cond) {
                cases.push(i);
                if b.kind != BranchKind::Switch {
                    break;
                }
            }
        }
        self.subjects.push((Output::Number(v), judged_dice.clone()));
        let mut results = Vec::new();
        let mut default_used = false;
        let rolled = (|| -> Result<()> {
            for &i in &cases {
                results.push(self.eval(&b.cases[i].1)?);
            }
            if cases.is_empty() {
                if let Some(d) = &b.default {
                    default_used = true;
                    results.push(self.eval(d)?);
                }
            }
            Ok(())
        })();
        self.subjects.pop();
        rolled?;
        let mut dice = subject.dice;
        let mut nodes = vec![subject.node];
        let mut items = Vec::new();
        let mut last = None;
        for r in results {
            dice.extend(r.dice);
            nodes.push(r.node);
            push_items(&mut items, r.out.clone(), span)?;
            last = Some(r.out);
        }
        let out = match (b.kind, last) {
            (BranchKind::Switch, None) => Output::List(vec![Item::Number(v)]),
            (BranchKind::Switch, Some(_)) => Output::List(items),
            (_, Some(out)) => out,
            (_, None) => Output::Number(v),
        };
        // The subject and the branch that rolled, shown together; a number keeps its value.
        let seq = self.seq(&nodes);
        let node = match out {
            Output::Number(value) => self.push(Node::If {
                taken: !cases.is_empty(),
                node: seq,
                value,
            }),
            _ => seq,
        };
        let res = Res { out, node, dice };
        self.branches.push(BranchRecord {
            subject: v,
            cases,
            default_used,
            result: res.out.clone(),
        });
        Ok(res)
    }

    fn repeat(&mut self, what: &PExpr, times: &PExpr, span: Span) -> Result<Res> {
        // The count is rolled first: `repeat(1d6, 1d4)` draws the d4 before any d6.
        let t = self.eval(times)?;
        let n = self.number(&t, times.span)?;
        let n = count_of(n, times.span, self.ctx.limits)?;
        let mut items = Vec::new();
        let mut dice = Counted::default();
        let mut nodes = vec![t.node];
        for _ in 0..n {
            // Each repetition counts as a die, so nested repeats multiply toward the limit.
            self.ctx.count_die(span)?;
            let r = self.eval(what)?;
            dice.extend(r.dice);
            nodes.push(r.node);
            push_items(&mut items, r.out, span)?;
        }
        let node = self.seq(&nodes);
        Ok(Res::other(Output::List(items), node, dice))
    }
}

/// Texts and lists grow by reading each other (`"%3"` repeats every earlier result,
/// `repeat($1, n)` a whole list): both are capped so nothing grows without bound. A text
/// longer than any chat message, or a list longer than this, is refused.
pub const MAX_TEXT_BYTES: usize = 10_000;
pub const MAX_LIST_ITEMS: usize = 10_000;

fn check_text(text: &str, span: Span) -> Result<()> {
    if text.len() > MAX_TEXT_BYTES {
        return Err(Error::limit(
            Problem::TextTooLong {
                max: MAX_TEXT_BYTES,
            },
            span,
        ));
    }
    Ok(())
}

fn push_items(items: &mut Vec<Item>, out: Output, span: Span) -> Result<()> {
    match out {
        Output::Number(v) => items.push(Item::Number(v)),
        Output::Text(t) => items.push(Item::Text(t)),
        Output::List(l) => items.extend(l),
    }
    if items.len() > MAX_LIST_ITEMS {
        return Err(Error::limit(
            Problem::ListTooLong {
                max: MAX_LIST_ITEMS,
            },
            span,
        ));
    }
    Ok(())
}

/// The lowest and highest value among dice already rolled: the default critical marks
/// of a set whose dice came from several terms.
fn value_range(dice: &[Die]) -> (f64, f64) {
    let lo = dice.iter().map(|d| d.value).fold(f64::INFINITY, f64::min);
    let hi = dice
        .iter()
        .map(|d| d.value)
        .fold(f64::NEG_INFINITY, f64::max);
    (lo, hi)
}
