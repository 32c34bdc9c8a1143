//! A dndice roll `xdy` (`da`, `dc`, `dm`) and its modifiers left to right, mirroring
//! `eval/roll.rs`. Before the first keep every die is independent and each modifier maps
//! one die's distribution; after it the kept dice are a window of ranks and later
//! modifiers map the kept values (a later keep needs that map to keep the order).

use super::budget::Fail;
use super::chain::{rerolled, transformed, Reroll};
use super::dice::sides_of;
use super::dist::Dist;
use super::expr::{checked_ends, Analyzer};
use super::order::window_sum;
use super::window::Window;
use crate::ast::*;
use crate::error::{Error, Span};
use crate::eval::count_of;
use crate::problem::Problem;

/// A map of kept values applied after the window was chosen.
#[derive(Clone, Copy)]
enum Later {
    Floor(f64),
    Ceiling(f64),
    Threshold(CmpOp, f64),
}

impl Later {
    fn apply(self, v: f64) -> f64 {
        match self {
            Later::Floor(n) => v.max(n),
            Later::Ceiling(n) => v.min(n),
            Later::Threshold(op, n) => {
                if op.test(v, n) {
                    1.0
                } else {
                    0.0
                }
            }
        }
    }
    /// Whether bigger values stay at least as big, so the ranks survive.
    fn keeps_order(self) -> bool {
        !matches!(
            self,
            Later::Threshold(CmpOp::Lt | CmpOp::Le | CmpOp::Eq | CmpOp::Ne, _)
        )
    }
}

impl Analyzer<'_> {
    pub(crate) fn roll(&mut self, r: &Roll, span: Span) -> Result<Dist, Fail> {
        let count = self.expr(&r.count)?;
        let sides = match &r.sides {
            RollSides::Expr(e) => Some((self.expr(e)?, e.span)),
            _ => None,
        };
        if matches!(r.kind, RollKind::Normal | RollKind::Critical) {
            let mut most = count_of(count.max(), r.count.span, self.limits)?;
            if r.kind == RollKind::Critical {
                most = count_of(2.0 * most as f64, r.count.span, self.limits)?;
            }
            self.draw(most, span)?;
        }
        self.over_values(&count, |a, c| {
            let mut n = count_of(c, r.count.span, a.limits)?;
            if r.kind == RollKind::Critical {
                n = count_of(2.0 * n as f64, r.count.span, a.limits)?;
            }
            match &sides {
                None => {
                    let faces = match &r.sides {
                        RollSides::List(f) => f.clone(),
                        _ => vec![-1.0, 0.0, 1.0],
                    };
                    a.roll_with(r, n, &faces, None, span)
                }
                Some((s, s_span)) => a.over_values(s, |a, s| {
                    let hi = sides_of(s, *s_span)?;
                    a.budget.support(hi as f64)?;
                    let faces: Vec<f64> = (1..=hi).map(|f| f as f64).collect();
                    a.roll_with(r, n, &faces, Some(hi), span)
                }),
            }
        })
    }

    /// `range` is `Some(hi)` for a die of faces 1..=hi (whose every-face check differs for
    /// wide dice, as in the roll).
    fn roll_with(
        &mut self,
        r: &Roll,
        n: usize,
        faces: &[f64],
        range: Option<i64>,
        span: Span,
    ) -> Result<Dist, Fail> {
        let fresh = Dist::from_pairs(
            faces
                .iter()
                .map(|&f| (f, 1.0 / faces.len() as f64))
                .collect(),
            &mut self.budget,
        )?;
        let mut die = match r.kind {
            RollKind::Average => Dist::point(match range {
                Some(hi) => (1 + hi) as f64 / 2.0,
                None => faces.iter().sum::<f64>() / faces.len() as f64,
            }),
            RollKind::Maximum => {
                Dist::point(faces.iter().copied().fold(f64::NEG_INFINITY, f64::max))
            }
            RollKind::Normal | RollKind::Critical => fresh.clone(),
        };
        let mut window: Option<Window> = None;
        let mut later: Vec<Later> = Vec::new();
        for (op, n_expr, op_span) in &r.ops {
            let arg = self.expr(n_expr)?;
            let Some(k) = arg.as_point() else {
                return Err(Fail::Unsupported("a modifier whose number is rolled"));
            };
            match *op {
                RollOp::Keep(which) => {
                    if !later.iter().all(|l| l.keeps_order()) {
                        return Err(Fail::Unsupported("a keep after an order-changing map"));
                    }
                    window = Some(
                        window
                            .unwrap_or(Window::all(n))
                            .keep(KeepDrop { which, n: k }),
                    );
                }
                RollOp::Floor | RollOp::Ceiling | RollOp::Threshold(_) => {
                    let map = match *op {
                        RollOp::Floor => Later::Floor(k),
                        RollOp::Ceiling => Later::Ceiling(k),
                        RollOp::Threshold(c) => Later::Threshold(c, k),
                        _ => return Err(Fail::Unsupported("a modifier")),
                    };
                    if window.is_some() {
                        later.push(map);
                    } else {
                        die = die.map(&mut self.budget, |v| Ok(map.apply(v)))?;
                    }
                }
                RollOp::Reroll { again, op } => {
                    let on = Compare { op, value: k };
                    let wide = range.is_some_and(|hi| hi - 1 > 64);
                    // The roll checks only the two end faces of a wide die.
                    let checked: Vec<f64> = match range {
                        Some(hi) if wide => vec![1.0, hi as f64],
                        _ => faces.to_vec(),
                    };
                    if again && checked.iter().all(|&f| on.test(f)) && !wide {
                        return Err(Fail::Roll(Error::limit(
                            Problem::RerolledEveryFace,
                            *op_span,
                        )));
                    }
                    if window.is_some() {
                        return Err(Fail::Unsupported("a reroll after a keep"));
                    }
                    let matches = move |v: f64| on.test(v);
                    let times = if again { self.limits.max_rerolls } else { 1 };
                    if times == 0 {
                        continue;
                    }
                    let t = Reroll {
                        matches: &matches,
                        after: rerolled(&fresh, &matches, times, &mut self.budget)?,
                    };
                    die = transformed(&die, &t, &mut self.budget)?;
                }
            }
        }
        let score = |v: f64| later.iter().fold(v, |v, l| l.apply(v));
        if let Some(v) = die.as_point() {
            // Every die alike (`da`, `dm`): add them one by one as the roll does, so the
            // total is the same float.
            let kept = window.map_or(n, |w| w.to - w.from);
            let total = (0..kept).fold(0.0, |acc, _| acc + score(v));
            let out = Dist::point(total);
            checked_ends(&out, span)?;
            return Ok(out);
        }
        let out = match window {
            None => die.sum_of(n, &mut self.budget)?,
            Some(w) => window_sum(&die.pairs(), score, n, w.from, w.to, &mut self.budget)?,
        };
        checked_ends(&out, span)?;
        Ok(out)
    }
}
