//! Groups `{e1, e2, …}`: each part has its own total. With one part, keep/drop act on its
//! dice; with two or more, on part totals. Success counting and sort act on part totals.

use smallvec::SmallVec;

use super::{apply_binary, apply_func, Ctx};
use crate::ast::*;
use crate::error::{Result, Span};
use crate::outcome::{Crit, Die, GroupOutcome, Mark, Node, NodeId, PartOutcome, Tree, Values};
use crate::rank::{keep_drop_dice, keep_drop_totals, lone_drop, sort_by_value};

impl Ctx<'_> {
    pub(crate) fn group(&mut self, g: &Group, span: Span) -> Result<Node> {
        // The parts are a run of the tree's part buffer, written before they roll (a
        // part's own groups write their runs after it), each given its node once rolled.
        let run = self.tree.push_parts(g.parts.iter().map(|_| PartOutcome {
            label: None,
            node: NodeId::default(),
            dropped: false,
            mark: None,
            crit: None,
        }));
        for (i, p) in g.parts.iter().enumerate() {
            let label = p.label.as_deref().map(|l| self.tree.push_text(l));
            let node = self.eval(&p.expr)?;
            if let Some(part) = self.tree.parts_mut(run).0.get_mut(i) {
                part.node = node;
                part.label = label;
            }
        }
        let m = &g.mods;
        let keeps = m.keep.is_some() || m.drop.is_some();
        if keeps && run.len() == 1 {
            let (parts, _) = self.tree.parts_mut(run);
            let node = parts.first().map(|p| p.node).unwrap_or_default();
            // The part's dice, term by term left to right: their places in the buffer.
            let mut places: SmallVec<[usize; 8]> = SmallVec::new();
            self.tree
                .each_dice(node, &mut |d| places.extend(d.dice.range()));
            keep_drop_dice(self.dice, &places, m.keep, m.drop);
            recompute(self.tree, node, self.dice, span)?;
        }
        let (parts, values) = self.tree.parts_mut(run);
        let lone = if keeps && parts.len() > 1 {
            lone_drop(parts.iter().map(|p| values.of(p.node)), m.keep, m.drop)
        } else {
            None
        };
        if let Some(part) = lone.and_then(|i| parts.get_mut(i)) {
            // One part left out (advantage): one scan, no ranking.
            part.dropped = true;
        } else if keeps && parts.len() > 1 {
            let totals: SmallVec<[f64; 8]> = parts.iter().map(|p| values.of(p.node)).collect();
            for (p, dropped) in parts
                .iter_mut()
                .zip(keep_drop_totals(&totals, m.keep, m.drop))
            {
                p.dropped = dropped;
            }
        }
        let counts_successes = m.success.is_some() || m.failure.is_some();
        let mut successes = 0.0;
        for p in parts.iter_mut().filter(|p| !p.dropped) {
            let v = values.of(p.node);
            if m.success.is_some_and(|c| c.test(v)) {
                p.mark = Some(Mark::Success);
                successes += 1.0;
            } else if m.failure.is_some_and(|c| c.test(v)) {
                p.mark = Some(Mark::Failure);
                successes -= 1.0;
            }
        }
        mark_crits(parts, values, m);
        if let Some(order) = m.sort {
            sort_by_value(parts, |p| values.of(p.node), order);
        }
        let value = if counts_successes {
            successes
        } else {
            parts
                .iter()
                .filter(|p| !p.dropped)
                .map(|p| values.of(p.node))
                .sum()
        };
        let value = super::checked(value, span)?;
        Ok(Node::Group(GroupOutcome {
            parts: run,
            counts_successes,
            value,
        }))
    }
}

/// The crit marks of a group, one rule in every dialect (the pool judge applies the same):
/// a group has no faces, so a bare `cs` marks the parts whose total is the highest of the
/// group, a bare `cf` those with the lowest; a compare point tests each part's total. As
/// on dice, the marks go on every part, dropped or not, and `cs` wins over `cf`.
fn mark_crits(parts: &mut [PartOutcome], values: Values<'_>, m: &Modifiers) {
    if m.crit_success.is_none() && m.crit_failure.is_none() {
        return;
    }
    let totals = || parts.iter().map(|p| values.of(p.node));
    let lowest = totals().fold(f64::INFINITY, f64::min);
    let highest = totals().fold(f64::NEG_INFINITY, f64::max);
    let rule = |c: Option<Option<Compare>>, default: f64| {
        c.map(|c| {
            c.unwrap_or(Compare {
                op: CmpOp::Eq,
                value: default,
            })
        })
    };
    let cs = rule(m.crit_success, highest);
    let cf = rule(m.crit_failure, lowest);
    for p in parts.iter_mut() {
        let v = values.of(p.node);
        if cs.is_some_and(|c| c.test(v)) {
            p.crit = Some(Crit::Success);
        } else if cf.is_some_and(|c| c.test(v)) {
            p.crit = Some(Crit::Failure);
        }
    }
}

/// What a node is made of, copied out of the tree so its children can be recomputed
/// before its own value is written.
enum Shape {
    Number(f64),
    Dice,
    Group,
    Neg(NodeId),
    /// `Paren`, `Bracket`, `Var`, `If`: the value of their one child.
    Same(NodeId),
    Binary(BinOp, NodeId, NodeId),
    Call(Func),
    Seq,
}

/// Recomputes the values of node `id` after some of its dice (in `dice`, the roll's
/// buffer) were dropped.
fn recompute(tree: &mut Tree, id: NodeId, dice: &[Die], span: Span) -> Result<f64> {
    let shape = match tree.node(id) {
        Node::Number(v) => Shape::Number(*v),
        Node::Dice(_) => Shape::Dice,
        Node::Group(_) => Shape::Group,
        Node::Neg(n, _) => Shape::Neg(*n),
        Node::Paren(n, _)
        | Node::Bracket(n, _)
        | Node::Var { node: n, .. }
        | Node::If { node: n, .. } => Shape::Same(*n),
        Node::Binary(op, a, b, _) => Shape::Binary(*op, *a, *b),
        Node::Call(f, _, _) => Shape::Call(*f),
        Node::Seq(_) => Shape::Seq,
    };
    let v = match shape {
        Shape::Number(v) => return Ok(v),
        Shape::Dice => {
            let Some(Node::Dice(d)) = tree.node_mut(id) else {
                return Ok(0.0);
            };
            if !d.counts_successes {
                d.value = dice
                    .get(d.dice.range())
                    .unwrap_or_default()
                    .iter()
                    .filter(|x| !x.dropped)
                    .map(|x| x.value)
                    .sum();
            }
            return Ok(d.value);
        }
        Shape::Group => {
            let Node::Group(g) = tree.node(id) else {
                return Ok(0.0);
            };
            // A count of successes is not a sum: its parts stay as they were.
            if g.counts_successes {
                return Ok(g.value);
            }
            let run = g.parts;
            let mut sum = 0.0;
            for i in 0..run.len() {
                let Some(&PartOutcome { node, dropped, .. }) = tree.parts(run).get(i) else {
                    break;
                };
                let v = recompute(tree, node, dice, span)?;
                if !dropped {
                    sum += v;
                }
            }
            sum
        }
        Shape::Neg(n) => -recompute(tree, n, dice, span)?,
        Shape::Same(n) => recompute(tree, n, dice, span)?,
        Shape::Binary(op, a, b) => {
            let l = recompute(tree, a, dice, span)?;
            let r = recompute(tree, b, dice, span)?;
            apply_binary(op, l, r, span)?
        }
        Shape::Call(f) => {
            let Node::Call(_, run, _) = tree.node(id) else {
                return Ok(0.0);
            };
            let args: SmallVec<[NodeId; 4]> = tree.children(*run).iter().copied().collect();
            let mut values: SmallVec<[f64; 4]> = SmallVec::new();
            for a in args {
                values.push(recompute(tree, a, dice, span)?);
            }
            apply_func(f, &values, span)?
        }
        Shape::Seq => {
            let Node::Seq(run) = tree.node(id) else {
                return Ok(0.0);
            };
            let nodes: SmallVec<[NodeId; 4]> = tree.children(*run).iter().copied().collect();
            for n in nodes {
                recompute(tree, n, dice, span)?;
            }
            return Ok(0.0);
        }
    };
    set_value(tree, id, v);
    Ok(v)
}

/// Writes `v` as the value of node `id` (one with a value of its own to write).
fn set_value(tree: &mut Tree, id: NodeId, v: f64) {
    match tree.node_mut(id) {
        Some(Node::Group(g)) => g.value = v,
        Some(
            Node::Neg(_, value)
            | Node::Paren(_, value)
            | Node::Bracket(_, value)
            | Node::Binary(_, _, _, value)
            | Node::Call(_, _, value)
            | Node::Var { value, .. }
            | Node::If { value, .. },
        ) => *value = v,
        _ => {}
    }
}
