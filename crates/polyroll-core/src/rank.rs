//! Keep, drop and sort: the one ranking used by dice terms, groups (over part totals or
//! across the dice of a one-part group) and the pool's judge. It ranks plain values —
//! never throwaway dice built to reuse it.
//!
//! Ranks go by (value, position): on ties the later value ranks higher, so `kh` keeps the
//! later of two equal dice (NOTATION).

use std::ops::Range;

use smallvec::{smallvec, SmallVec};

use crate::ast::{KeepDrop, SortOrder, Which};
use crate::outcome::Die;

/// How many values are ranked in a stack buffer: the usual case, no allocation.
const ON_STACK: usize = 16;

/// The counting values (`Some`) of a sequence, ranked ascending by (value, position).
struct Ranking {
    small: [(i64, u32); ON_STACK],
    large: Vec<(i64, u32)>,
    len: usize,
}

impl Ranking {
    fn of(values: impl ExactSizeIterator<Item = Option<f64>>) -> Ranking {
        // The value's `total_cmp` key: plain integers, compared cheaply.
        let mut r = Ranking {
            small: [(0, 0); ON_STACK],
            large: Vec::new(),
            len: 0,
        };
        if values.len() <= ON_STACK {
            for (i, v) in values.enumerate() {
                if let Some(v) = v {
                    r.small[r.len] = (key(v), i as u32);
                    r.len += 1;
                }
            }
            sort_small(&mut r.small[..r.len]);
        } else {
            r.large = values
                .enumerate()
                .filter_map(|(i, v)| v.map(|v| (key(v), i as u32)))
                .collect();
            r.large.sort_unstable();
            r.len = r.large.len();
        }
        r
    }

    fn ranked(&self) -> &[(i64, u32)] {
        if self.large.is_empty() {
            &self.small[..self.len]
        } else {
            &self.large
        }
    }

    /// The positions at the ranks `pick` chooses from the number of counting values.
    fn positions(
        &self,
        pick: impl FnOnce(usize) -> Range<usize>,
    ) -> impl Iterator<Item = usize> + '_ {
        self.ranked()[pick(self.len)]
            .iter()
            .map(|&(_, i)| i as usize)
    }
}

/// The value's `total_cmp` key: plain integers, compared cheaply.
fn key(v: f64) -> i64 {
    let bits = v.to_bits() as i64;
    bits ^ ((((bits >> 63) as u64) >> 1) as i64)
}

/// Insertion sort: the fewest steps for a few values. The order is total (ties go by
/// position), so any sort gives the same ranking.
fn sort_small(buf: &mut [(i64, u32)]) {
    for i in 1..buf.len() {
        let mut j = i;
        while j > 0 && buf[j - 1] > buf[j] {
            buf.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// A count written as a number: floored, at most `len`, below 1 (or NaN) none.
pub(crate) fn whole(n: f64, len: usize) -> usize {
    if n <= 0.0 {
        0
    } else {
        // Positive: the cast truncates, which is the floor (NaN gives 0, as floor did).
        (n as usize).min(len)
    }
}

/// The ranks a keep drops (`keep` true) or a drop drops, of `len` counting values.
fn dropped_ranks(k: KeepDrop, keep: bool, len: usize) -> Range<usize> {
    let n = whole(k.n, len);
    match (keep, k.which) {
        (true, Which::Highest) => 0..len - n,
        (true, Which::Lowest) => n..len,
        (false, Which::Highest) => len - n..len,
        (false, Which::Lowest) => 0..n,
    }
}

/// Marks dropped, among the dice not dropped yet, those a keep (`keep` true) or a drop
/// leaves out.
fn judge_dice(dice: &mut [Die], k: KeepDrop, keep: bool) {
    let len = dice.iter().filter(|d| !d.dropped).count();
    let ranks = dropped_ranks(k, keep, len);
    // The dropped ranks are the lowest few or the highest few. When either side is a few
    // dice, those are picked by one scan each instead of ranking them all.
    let lowest = ranks.start == 0;
    let kept = len - ranks.len();
    if ranks.len() <= PICKS {
        for _ in ranks {
            if let Some(i) = pick(dice, lowest) {
                dice[i].dropped = true;
            }
        }
        return;
    }
    if kept <= PICKS {
        // Each kept die is marked dropped while the next is picked, so no scan finds it
        // again; then every other die is dropped and the kept ones restored.
        let mut picked = [0; PICKS];
        let mut n = 0;
        for _ in 0..kept {
            if let Some(i) = pick(dice, !lowest) {
                dice[i].dropped = true;
                picked[n] = i;
                n += 1;
            }
        }
        for d in dice.iter_mut() {
            d.dropped = true;
        }
        for &i in &picked[..n] {
            dice[i].dropped = false;
        }
        return;
    }
    if dice.len() <= ON_STACK {
        // The usual term: ranked in place on the stack (the general ranking below is a
        // value of a few hundred bytes, built and moved on every keep or drop).
        let mut small = [(0, 0); ON_STACK];
        let mut len = 0;
        for (i, d) in dice.iter().enumerate() {
            if !d.dropped {
                small[len] = (key(d.value), i as u32);
                len += 1;
            }
        }
        let ranked = &mut small[..len];
        sort_small(ranked);
        for &(_, i) in &ranked[dropped_ranks(k, keep, len)] {
            dice[i as usize].dropped = true;
        }
        return;
    }
    let ranking = Ranking::of(dice.iter().map(|d| (!d.dropped).then_some(d.value)));
    for i in ranking.positions(|len| dropped_ranks(k, keep, len)) {
        dice[i].dropped = true;
    }
}

/// Marks dropped the lowest (or highest) of `dice`, none of which is dropped yet, by
/// (value, position) as [`pick`] finds it.
#[inline]
fn drop_one(dice: &mut [Die], lowest: bool) {
    let at = extreme(dice.iter().map(|d| key(d.value)).enumerate(), lowest);
    if let Some(d) = at.and_then(|i| dice.get_mut(i)) {
        d.dropped = true;
    }
}

/// Up to this many dice on the shorter side of a keep or drop are picked one scan each;
/// beyond that, sorting ranks faster.
const PICKS: usize = 3;

/// The lowest (or highest) die not dropped, by (value, position): the first (or last)
/// rank of the sort, found by one scan.
fn pick(dice: &[Die], lowest: bool) -> Option<usize> {
    let live = dice.iter().enumerate().filter(|(_, d)| !d.dropped);
    extreme(live.map(|(i, d)| (i, key(d.value))), lowest)
}

/// The place of the lowest (or highest) of `keys`, each with its place, by (key, place),
/// scanned in rising places: the first (or last) rank of the sort.
#[inline(always)]
fn extreme<K: PartialOrd + Copy>(
    keys: impl Iterator<Item = (usize, K)>,
    lowest: bool,
) -> Option<usize> {
    // Places rise through the scan, so on equal keys `<` keeps the earlier one (the lower
    // rank) and `>=` takes the later one (the higher rank). One loop per rule, so that it
    // has no branch on the rule.
    if lowest {
        best_by(keys, |here, best| here < best)
    } else {
        best_by(keys, |here, best| here >= best)
    }
}

pub(crate) fn keep(dice: &mut [Die], k: KeepDrop) {
    judge_dice(dice, k, true);
}

pub(crate) fn drop(dice: &mut [Die], k: KeepDrop) {
    judge_dice(dice, k, false);
}

/// [`keep`] (`keep` true) or [`drop`] over dice none of which is dropped yet (a dice
/// term's first judgement): when it drops one die (`4d6kh3`, `2d20kh1`, `4d6dl1`), that
/// die is found by one scan, without counting the dice or ranking them.
#[inline]
pub(crate) fn judge_fresh(dice: &mut [Die], k: KeepDrop, keep: bool) {
    debug_assert!(dice.iter().all(|d| !d.dropped));
    match drops_one(k, keep, dice.len()) {
        Some(lowest) => drop_one(dice, lowest),
        None => judge_dice(dice, k, keep),
    }
}

/// [`judge_fresh`] when it leaves out exactly one die, found in the scan that sums the
/// dice: marks that die dropped and gives the sum of every die's value (in their order,
/// the dropped one's included) and the dropped die's value. `None`, with nothing marked,
/// when the keep or drop leaves out more or fewer than one.
///
/// The values are compared as they are, without their keys: for the faces of a range
/// (`1..=hi`) that is the ranking's order, which differs from the floats' only on NaN
/// and on zeros of both signs. (A NaN face would make the sum NaN, refused either way.)
#[inline(always)]
pub(crate) fn drop_one_summing(dice: &mut [Die], k: KeepDrop, keep: bool) -> Option<(f64, f64)> {
    debug_assert!(dice.iter().all(|d| !d.dropped && d.value > 0.0));
    let lowest = drops_one(k, keep, dice.len())?;
    let mut sum = 0.0;
    let keys = dice.iter().map(|d| {
        sum += d.value;
        d.value
    });
    let at = extreme(keys.enumerate(), lowest)?;
    let out = dice.get_mut(at)?;
    out.dropped = true;
    Some((sum, out.value))
}

/// Whether a keep (`keep` true) or a drop over `len` values none dropped leaves out
/// exactly one of them: `Some(true)` when that is the lowest, `Some(false)` the highest.
#[inline]
fn drops_one(k: KeepDrop, keep: bool, len: usize) -> Option<bool> {
    let one = if keep {
        // Keeping all but one: `whole(n)` is `len - 1` exactly when `n` is (a count of
        // values is far below 2^53, so the float is exact).
        len > 1 && k.n == (len - 1) as f64
    } else {
        len > 0 && k.n == 1.0
    };
    // Keeping the highest leaves out the lowest, dropping the lowest drops the lowest.
    one.then_some((k.which == Which::Highest) == keep)
}

/// For a group's keep or drop over part totals, none dropped yet: the place of the one
/// part it leaves out, when it is a lone keep or drop that leaves out exactly one
/// (`{1d20+2, 1d20+2}kh1`), found by one scan with the ranks' tie rule; `None` otherwise.
pub(crate) fn lone_drop(
    totals: impl ExactSizeIterator<Item = f64>,
    keep_: Option<KeepDrop>,
    drop_: Option<KeepDrop>,
) -> Option<usize> {
    let lowest = match (keep_, drop_) {
        (Some(k), None) => drops_one(k, true, totals.len())?,
        (None, Some(d)) => drops_one(d, false, totals.len())?,
        _ => return None,
    };
    extreme(totals.map(key).enumerate(), lowest)
}

/// The place of the best of `keys` (each with its place) by `better`, `None` when there
/// are none.
#[inline(always)]
fn best_by<K: PartialOrd + Copy>(
    mut keys: impl Iterator<Item = (usize, K)>,
    better: impl Fn(K, K) -> bool,
) -> Option<usize> {
    let (mut at, mut best) = keys.next()?;
    for (i, here) in keys {
        if better(here, best) {
            at = i;
            best = here;
        }
    }
    Some(at)
}

/// Keep, then drop, over values of which those marked in `dropped` no longer count.
fn keep_drop(
    values: &[f64],
    dropped: &mut [bool],
    keep_: Option<KeepDrop>,
    drop_: Option<KeepDrop>,
) {
    for (k, keep) in [(keep_, true), (drop_, false)] {
        let Some(k) = k else { continue };
        let ranking = Ranking::of(
            values
                .iter()
                .zip(dropped.iter())
                .map(|(&v, &d)| (!d).then_some(v)),
        );
        for i in ranking.positions(|len| dropped_ranks(k, keep, len)) {
            dropped[i] = true;
        }
    }
}

/// Marks kept on the stack: a group's parts, the dice of a one-part group (no heap block
/// for up to this many).
pub(crate) type Flags = SmallVec<[bool; 8]>;

/// Keep/drop over part totals, for groups of two or more parts: which parts are dropped.
pub(crate) fn keep_drop_totals(
    totals: &[f64],
    keep_: Option<KeepDrop>,
    drop_: Option<KeepDrop>,
) -> Flags {
    let mut dropped: Flags = smallvec![false; totals.len()];
    keep_drop(totals, &mut dropped, keep_, drop_);
    dropped
}

/// Keep/drop across dice that belong to several terms (a one-part group): the dice at
/// `places` in `dice`, ranked in that order.
pub(crate) fn keep_drop_dice(
    dice: &mut [Die],
    places: &[usize],
    keep_: Option<KeepDrop>,
    drop_: Option<KeepDrop>,
) {
    let die = |i: usize| dice.get(i).copied().unwrap_or_default();
    let values: SmallVec<[f64; 8]> = places.iter().map(|&i| die(i).value).collect();
    let mut dropped: Flags = places.iter().map(|&i| die(i).dropped).collect();
    keep_drop(&values, &mut dropped, keep_, drop_);
    for (&i, dropped) in places.iter().zip(dropped) {
        if let Some(d) = dice.get_mut(i) {
            d.dropped = dropped;
        }
    }
}

pub(crate) fn sort_by_value<T>(items: &mut [T], key: impl Fn(&T) -> f64, order: SortOrder) {
    items.sort_by(|a, b| {
        let o = key(a).total_cmp(&key(b));
        if order == SortOrder::Descending {
            o.reverse()
        } else {
            o
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A repeatable stream of numbers from `seed` (a linear congruential generator): the
    /// tests' faces and lengths, the same on every run.
    fn numbers(mut seed: u64) -> impl FnMut() -> usize {
        move || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        }
    }

    fn kd(which: Which, n: f64) -> Option<KeepDrop> {
        Some(KeepDrop { which, n })
    }

    #[test]
    fn ties_keep_the_later_value_on_the_stack_and_on_the_heap() {
        for len in [4, ON_STACK, ON_STACK + 1, 100] {
            let totals = vec![3.0; len];
            let dropped = keep_drop_totals(&totals, kd(Which::Highest, 1.0), None);
            let kept: Vec<usize> = (0..len).filter(|&i| !dropped[i]).collect();
            assert_eq!(kept, [len - 1], "{len} equal values");
        }
    }

    #[test]
    fn a_lone_drop_is_the_one_the_ranking_leaves_out() {
        // Totals from a small set (many ties), every lone keep or drop of 0 to 6.
        let mut next = numbers(11);
        for _ in 0..5_000 {
            let len = next() % 7;
            let totals: Vec<f64> = (0..len).map(|_| (next() % 3) as f64).collect();
            let which = if next().is_multiple_of(2) {
                Which::Highest
            } else {
                Which::Lowest
            };
            let k = kd(which, (next() % 7) as f64);
            let (keep_, drop_) = if next().is_multiple_of(2) {
                (k, None)
            } else {
                (None, k)
            };
            let ranked = keep_drop_totals(&totals, keep_, drop_);
            if let Some(i) = lone_drop(totals.iter().copied(), keep_, drop_) {
                let dropped: Vec<usize> = (0..len).filter(|&j| ranked[j]).collect();
                assert_eq!(dropped, [i], "{totals:?} {keep_:?} {drop_:?}");
            }
        }
    }

    #[test]
    fn drop_acts_on_what_keep_left() {
        // keep the 3 highest of 1 5 2 6 4 (6 5 4), then drop the lowest of those (4).
        let dropped = keep_drop_totals(
            &[1.0, 5.0, 2.0, 6.0, 4.0],
            kd(Which::Highest, 3.0),
            kd(Which::Lowest, 1.0),
        );
        assert_eq!(&dropped[..], [true, false, true, false, true]);
    }

    #[test]
    fn counts_out_of_range_keep_all_or_none() {
        let t = [2.0, 1.0];
        assert_eq!(
            &keep_drop_totals(&t, kd(Which::Highest, 5.0), None)[..],
            [false, false]
        );
        assert_eq!(
            &keep_drop_totals(&t, kd(Which::Highest, -1.0), None)[..],
            [true, true]
        );
        assert_eq!(
            &keep_drop_totals(&t, kd(Which::Lowest, f64::NAN), None)[..],
            [true, true]
        );
        assert_eq!(
            &keep_drop_totals(&t, None, kd(Which::Lowest, 9.0))[..],
            [true, true]
        );
    }

    #[test]
    fn dice_already_dropped_do_not_rank() {
        let mut dice: Vec<Die> = [6.0, 1.0, 5.0, 2.0].into_iter().map(Die::new).collect();
        dice[0].dropped = true;
        keep(
            &mut dice,
            KeepDrop {
                which: Which::Highest,
                n: 1.0,
            },
        );
        let dropped: Vec<bool> = dice.iter().map(|d| d.dropped).collect();
        assert_eq!(dropped, [true, true, false, true]);
    }
    #[test]
    fn a_one_die_drop_found_while_summing_is_the_rankings() {
        // Positive faces from a small set (many ties), every keep or drop of 0 to 7.
        let mut next = numbers(5);
        let mut found = 0;
        for _ in 0..20_000 {
            let len = next() % 8;
            let dice: Vec<Die> = (0..len)
                .map(|_| Die::new((next() % 3 + 1) as f64 * [1.0, 0.5, 1e12][next() % 3]))
                .collect();
            let which = if next().is_multiple_of(2) {
                Which::Highest
            } else {
                Which::Lowest
            };
            let k = KeepDrop {
                which,
                n: (next() % 8) as f64,
            };
            let keep_ = next().is_multiple_of(2);
            let mut summed = dice.clone();
            // The reference: the full sort's ranking.
            let mut ranked = dice.clone();
            let ranking = Ranking::of(dice.iter().map(|d| Some(d.value)));
            for i in ranking.positions(|len| dropped_ranks(k, keep_, len)) {
                ranked[i].dropped = true;
            }
            match drop_one_summing(&mut summed, k, keep_) {
                Some((all, out)) => {
                    found += 1;
                    assert_eq!(summed, ranked, "{dice:?} {k:?} keep {keep_}");
                    assert_eq!(all, dice.iter().map(|d| d.value).sum::<f64>());
                    let dropped: Vec<f64> = ranked
                        .iter()
                        .filter(|d| d.dropped)
                        .map(|d| d.value)
                        .collect();
                    assert_eq!(dropped, [out]);
                }
                None => assert_eq!(summed, dice, "nothing marked"),
            }
        }
        assert!(found > 2_000, "{found} one-die drops");
    }

    #[test]
    fn selection_ranks_as_the_sort_does() {
        // Keeps and drops of up to 20 dice with values from a small set (many ties),
        // judged by selection and by the sorted ranking.
        let mut next = numbers(7);
        for _ in 0..20_000 {
            let len = next() % 21;
            let mut dice: Vec<Die> = (0..len).map(|_| Die::new((next() % 4) as f64)).collect();
            for d in dice.iter_mut() {
                d.dropped = next().is_multiple_of(5);
            }
            let which = if next().is_multiple_of(2) {
                Which::Highest
            } else {
                Which::Lowest
            };
            let k = KeepDrop {
                which,
                n: (next() % 22) as f64 - 1.0,
            };
            let keep_ = next().is_multiple_of(2);
            let mut by_select = dice.clone();
            judge_dice(&mut by_select, k, keep_);
            let ranking = Ranking::of(dice.iter().map(|d| (!d.dropped).then_some(d.value)));
            let mut by_sort = dice.clone();
            for i in ranking.positions(|len| dropped_ranks(k, keep_, len)) {
                by_sort[i].dropped = true;
            }
            assert_eq!(by_select, by_sort, "{dice:?} {k:?} keep {keep_}");
            // A term's first judgement, over the same dice none dropped.
            let fresh: Vec<Die> = dice.iter().map(|d| Die::new(d.value)).collect();
            let mut by_fresh = fresh.clone();
            judge_fresh(&mut by_fresh, k, keep_);
            let mut by_judge = fresh;
            judge_dice(&mut by_judge, k, keep_);
            assert_eq!(by_fresh, by_judge, "{dice:?} {k:?} keep {keep_} fresh");
        }
    }
}
