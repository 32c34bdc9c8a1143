//! Groups `{e1, e2, …}`: each part has its own total. With one part, keep/drop act on its
//! dice; with two or more, on part totals. Success counting and sort act on part totals.

use smallvec::SmallVec;

use super::{apply_binary, apply_func, Ctx};
use crate::ast::*;
use crate::error::{Result, Span};
use crate::outcome::{Crit, DiceOutcome, Die, GroupOutcome, Mark, Node, PartOutcome};
use crate::rank::{keep_drop_dice, keep_drop_totals, sort_by_value};

impl Ctx<'_> {
    pub(crate) fn group(&mut self, g: &Group, span: Span) -> Result<Node> {
        let mut parts = Vec::with_capacity(g.parts.len());
        for p in &g.parts {
            let node = self.eval(&p.expr)?;
            parts.push(PartOutcome {
                label: p.label.clone(),
                node,
                dropped: false,
                mark: None,
                crit: None,
            });
        }
        let m = &g.mods;
        let keeps = m.keep.is_some() || m.drop.is_some();
        if keeps && parts.len() == 1 {
            let node = &mut parts[0].node;
            // The part's dice, term by term left to right: their places in the buffer.
            let mut places: SmallVec<[usize; 8]> = SmallVec::new();
            each_dice_mut(node, &mut |d| places.extend(d.dice.range()));
            keep_drop_dice(self.dice, &places, m.keep, m.drop);
            recompute(node, self.dice, span)?;
        } else if keeps {
            let totals: SmallVec<[f64; 8]> = parts.iter().map(|p| p.node.value()).collect();
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
            let v = p.node.value();
            if m.success.is_some_and(|c| c.test(v)) {
                p.mark = Some(Mark::Success);
                successes += 1.0;
            } else if m.failure.is_some_and(|c| c.test(v)) {
                p.mark = Some(Mark::Failure);
                successes -= 1.0;
            }
        }
        mark_crits(&mut parts, m);
        if let Some(order) = m.sort {
            sort_by_value(&mut parts, |p| p.node.value(), order);
        }
        let value = if counts_successes {
            successes
        } else {
            parts
                .iter()
                .filter(|p| !p.dropped)
                .map(|p| p.node.value())
                .sum()
        };
        let value = super::checked(value, span)?;
        Ok(Node::Group(GroupOutcome {
            parts,
            counts_successes,
            value,
        }))
    }
}

/// The crit marks of a group, one rule in every dialect (the pool judge applies the same):
/// a group has no faces, so a bare `cs` marks the parts whose total is the highest of the
/// group, a bare `cf` those with the lowest; a compare point tests each part's total. As
/// on dice, the marks go on every part, dropped or not, and `cs` wins over `cf`.
fn mark_crits(parts: &mut [PartOutcome], m: &Modifiers) {
    if m.crit_success.is_none() && m.crit_failure.is_none() {
        return;
    }
    let totals = || parts.iter().map(|p| p.node.value());
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
        let v = p.node.value();
        if cs.is_some_and(|c| c.test(v)) {
            p.crit = Some(Crit::Success);
        } else if cf.is_some_and(|c| c.test(v)) {
            p.crit = Some(Crit::Failure);
        }
    }
}

fn each_dice_mut<'a>(node: &'a mut Node, f: &mut dyn FnMut(&'a mut DiceOutcome)) {
    match node {
        Node::Number(_) => {}
        Node::Dice(d) => f(d),
        Node::Group(g) => g
            .parts
            .iter_mut()
            .for_each(|p| each_dice_mut(&mut p.node, f)),
        Node::Neg(n, _) | Node::Paren(n, _) | Node::Bracket(n, _) => each_dice_mut(n, f),
        Node::Binary(_, a, b, _) => {
            each_dice_mut(a, f);
            each_dice_mut(b, f);
        }
        Node::Call(_, args, _) => args.iter_mut().for_each(|a| each_dice_mut(a, f)),
        Node::Var { node, .. } | Node::If { node, .. } => each_dice_mut(node, f),
        Node::Seq(nodes) => nodes.iter_mut().for_each(|n| each_dice_mut(n, f)),
    }
}

/// Recomputes the values of a node after some of its dice (in `dice`, the roll's buffer)
/// were dropped.
fn recompute(node: &mut Node, dice: &[Die], span: Span) -> Result<f64> {
    let v = match node {
        Node::Number(v) => *v,
        Node::Dice(d) => {
            if !d.counts_successes {
                d.value = dice
                    .get(d.dice.range())
                    .unwrap_or_default()
                    .iter()
                    .filter(|x| !x.dropped)
                    .map(|x| x.value)
                    .sum();
            }
            d.value
        }
        Node::Group(g) => {
            if !g.counts_successes {
                let mut sum = 0.0;
                for p in g.parts.iter_mut() {
                    let v = recompute(&mut p.node, dice, span)?;
                    if !p.dropped {
                        sum += v;
                    }
                }
                g.value = sum;
            }
            g.value
        }
        Node::Neg(n, v) => {
            *v = -recompute(n, dice, span)?;
            *v
        }
        Node::Paren(n, v) | Node::Bracket(n, v) => {
            *v = recompute(n, dice, span)?;
            *v
        }
        Node::Binary(op, a, b, v) => {
            let l = recompute(a, dice, span)?;
            let r = recompute(b, dice, span)?;
            *v = apply_binary(*op, l, r, span)?;
            *v
        }
        Node::Call(f, args, v) => {
            let values = args
                .iter_mut()
                .map(|a| recompute(a, dice, span))
                .collect::<Result<Vec<_>>>()?;
            *v = apply_func(*f, &values, span)?;
            *v
        }
        Node::Seq(nodes) => {
            for n in nodes.iter_mut() {
                recompute(n, dice, span)?;
            }
            0.0
        }
        Node::Var { node, value, .. } | Node::If { node, value, .. } => {
            *value = recompute(node, dice, span)?;
            *value
        }
    };
    Ok(v)
}
