//! Judging dice once rolled — keep, drop, filter, successes and failures, critical marks,
//! sort — in that order, the same order the shared dice evaluator applies them. Used for
//! dice terms after their faces are settled, and for dice already rolled: `@`, `@n`,
//! `b[…]`, `m[…]` and the totals of a group.

use super::ast::{Judge, Validator};
use crate::eval::{drop_dice, keep_dice, sort_by_value};
use crate::outcome::{Crit, Die, Mark};

/// What judging gave: the value, and whether it counts successes.
pub struct Judged {
    pub value: f64,
    pub counts_successes: bool,
}

/// Judges `dice`; `faces` is the (lowest, highest) face, the default critical marks.
/// Sorting is left to the caller when `sort` is false (a group sorts its parts).
pub fn judge(dice: &mut [Die], j: &Judge, faces: (f64, f64), sort: bool) -> Judged {
    if let Some(k) = j.keep {
        keep_dice(dice, k);
    }
    if let Some(k) = j.drop {
        drop_dice(dice, k);
    }
    if let Some(f) = &j.filter {
        for d in dice.iter_mut().filter(|d| !d.dropped && !f.test(d.value)) {
            d.dropped = true;
        }
    }
    let counts_successes = j.success.is_some() || j.failure.is_some();
    let mut successes = 0.0;
    if counts_successes {
        for d in dice.iter_mut().filter(|d| !d.dropped) {
            if j.success.as_ref().is_some_and(|v| v.test(d.value)) {
                d.mark = Some(Mark::Success);
                successes += 1.0;
            } else if j.failure.as_ref().is_some_and(|v| v.test(d.value)) {
                d.mark = Some(Mark::Failure);
                successes -= 1.0;
            }
        }
    }
    let marks = [
        (&j.crit_success, Crit::Success, faces.1),
        (&j.crit_failure, Crit::Failure, faces.0),
    ];
    for (rule, crit, default) in marks {
        if let Some(rule) = rule {
            let on = rule.clone().unwrap_or(Validator::Equals(default));
            for d in dice
                .iter_mut()
                .filter(|d| d.crit.is_none() && on.test(d.value))
            {
                d.crit = Some(crit);
            }
        }
    }
    if sort {
        if let Some(order) = j.sort {
            sort_by_value(dice, |d| d.value, order);
        }
    }
    let value = if counts_successes {
        successes
    } else {
        dice.iter().filter(|d| !d.dropped).map(|d| d.value).sum()
    };
    Judged {
        value,
        counts_successes,
    }
}

/// The values of the dice that count: not dropped, not filtered out.
pub fn counting(dice: &[Die]) -> Vec<f64> {
    dice.iter()
        .filter(|d| !d.dropped)
        .map(|d| d.value)
        .collect()
}
