//! dndice rolls: `xdy`, `da`, `dc`, `dm`, then the modifiers left to right.

use super::{count_of, Ctx};
use crate::ast::*;
use crate::error::{Error, Result, Span};
use crate::outcome::{record, DiceOutcome, DiceRun, Die, Mark, Node, StepKind};
use crate::problem::Problem;
use crate::source::DieSpec;

impl Ctx<'_> {
    pub(crate) fn roll(&mut self, r: &Roll, span: Span) -> Result<Node> {
        let v = self.value_of(&r.count)?;
        let mut count = count_of(v, r.count.span, self.limits)?;
        if r.kind == RollKind::Critical {
            count = count_of(2.0 * count as f64, r.count.span, self.limits)?;
        }
        let spec = match &r.sides {
            RollSides::Fate => DieSpec::Range { lo: -1, hi: 1 },
            RollSides::List(faces) => DieSpec::Faces(faces),
            RollSides::Expr(e) => DieSpec::Range {
                lo: 1,
                hi: self.sides(e)?,
            },
        };
        let faces: Vec<f64> = match spec {
            DieSpec::Range { lo, hi } if hi - lo <= 64 => (lo..=hi).map(|f| f as f64).collect(),
            DieSpec::Range { lo, hi } => vec![lo as f64, hi as f64],
            DieSpec::Faces(f) => f.to_vec(),
        };
        let max_face = faces.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        // The roll's dice are a run of the buffer; an operand of a modifier may draw dice
        // of its own after them, so the run ends where its base dice end.
        let start = self.dice.len();
        self.dice.reserve(count);
        match r.kind {
            RollKind::Average => {
                let mean = match spec {
                    DieSpec::Range { lo, hi } => (lo + hi) as f64 / 2.0,
                    DieSpec::Faces(f) => f.iter().sum::<f64>() / f.len() as f64,
                };
                self.dice.extend((0..count).map(|_| Die::new(mean)));
            }
            RollKind::Maximum => {
                self.dice.extend((0..count).map(|_| Die::new(max_face)));
            }
            RollKind::Normal | RollKind::Critical => self.draw_dice(spec, span, count)?,
        }
        let run = start..start + count;
        for (op, n_expr, op_span) in &r.ops {
            let n = self.value_of(n_expr)?;
            match *op {
                RollOp::Keep(which) => {
                    crate::rank::keep(&mut self.dice[run.clone()], KeepDrop { which, n })
                }
                RollOp::Floor | RollOp::Ceiling => {
                    for d in self.dice[run.clone()].iter_mut().filter(|d| !d.dropped) {
                        let v = if *op == RollOp::Floor {
                            d.value.max(n)
                        } else {
                            d.value.min(n)
                        };
                        if v != d.value {
                            let was = d.value;
                            record(self.history, d, StepKind::Replaced, was);
                            d.value = v;
                        }
                    }
                }
                RollOp::Reroll { again, op } => {
                    let on = Compare { op, value: n };
                    if again
                        && faces.iter().all(|&f| on.test(f))
                        && !matches!(spec, DieSpec::Range { lo, hi } if hi - lo > 64)
                    {
                        return Err(Error::limit(Problem::RerolledEveryFace, *op_span));
                    }
                    for i in run.clone() {
                        if !self.dice[i].dropped {
                            self.reroll_while(
                                i,
                                start,
                                !again,
                                spec,
                                |v| v,
                                span,
                                |_, v| on.test(v),
                            )?;
                        }
                    }
                }
                RollOp::Threshold(op) => {
                    for d in self.dice[run.clone()].iter_mut().filter(|d| !d.dropped) {
                        let hit = op.test(d.value, n);
                        let was = d.value;
                        record(self.history, d, StepKind::Replaced, was);
                        d.value = if hit { 1.0 } else { 0.0 };
                        d.mark = hit.then_some(Mark::Success);
                    }
                }
            }
        }
        let dice = &self.dice[run];
        let value = dice.iter().filter(|d| !d.dropped).map(|d| d.value).sum();
        let value = super::checked(value, span)?;
        Ok(Node::Dice(DiceOutcome {
            dice: DiceRun::new(start, count),
            counts_successes: false,
            value,
        }))
    }
}
