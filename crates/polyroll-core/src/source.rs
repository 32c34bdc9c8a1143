//! Where die faces come from. Production rolls use an OS-seeded unbiased generator; replays
//! use a seed; tests and `--faces` script the faces so any roll can be reproduced exactly.

use rand::{rngs::StdRng, Rng, RngCore, SeedableRng};

use crate::error::{Error, Result, Span};
use crate::outcome::{DiceList, Die};
use crate::problem::Problem;

/// The die being drawn: a range of integer faces, or an explicit list of faces.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum DieSpec<'a> {
    /// Every integer from `lo` to `hi`, equally likely (`d6` is 1..=6, `dF` is -1..=1).
    Range { lo: i64, hi: i64 },
    /// One face per listed value, equally likely (`d[1,5,10]`).
    Faces(&'a [f64]),
}

impl DieSpec<'_> {
    pub fn contains(&self, v: f64) -> bool {
        match *self {
            DieSpec::Range { lo, hi } => v.fract() == 0.0 && v >= lo as f64 && v <= hi as f64,
            DieSpec::Faces(f) => f.contains(&v),
        }
    }

    pub fn describe(&self) -> String {
        match *self {
            DieSpec::Range { lo, hi } => format!("{lo}..{hi}"),
            DieSpec::Faces(f) => {
                let parts: Vec<String> = f.iter().map(|x| x.to_string()).collect();
                format!("[{}]", parts.join(", "))
            }
        }
    }
}

/// A supplier of die faces. `span` is the die's place in the input, for errors.
pub trait DieSource {
    fn draw(&mut self, die: DieSpec<'_>, span: Span) -> Result<f64>;

    /// Draws `count` dice of one kind in a row onto the end of `dice`, each a fresh
    /// [`Die`]: the same faces, in the same order, as that many calls of
    /// [`DieSource::draw`], and on an error the same error at the same die (the dice drawn
    /// before it stay pushed). A source that draws a run more cheaply than a call a die
    /// (the random one) overrides it.
    fn draw_dice(
        &mut self,
        die: DieSpec<'_>,
        span: Span,
        dice: &mut DiceList,
        count: usize,
    ) -> Result<()> {
        draw_each(self, die, span, dice, count)
    }
}

/// A run drawn one [`DieSource::draw`] a die: the default run, and the random source's
/// for dice that are not a range (a call of its own, which keeps the registers that
/// this way needs out of the random source's usual run).
#[inline(never)]
fn draw_each<S: DieSource + ?Sized>(
    source: &mut S,
    die: DieSpec<'_>,
    span: Span,
    dice: &mut DiceList,
    count: usize,
) -> Result<()> {
    for _ in 0..count {
        let face = source.draw(die, span)?;
        dice.push(Die::new(face));
    }
    Ok(())
}

/// An unbiased generator (rand's uniform sampling over `StdRng`).
pub struct RandomSource {
    rng: StdRng,
}

impl RandomSource {
    /// Seeded from the operating system: for real rolls.
    pub fn from_os() -> Self {
        RandomSource {
            rng: StdRng::from_os_rng(),
        }
    }
    /// Seeded: the same seed gives the same rolls, for replays and tests.
    pub fn seeded(seed: u64) -> Self {
        RandomSource {
            rng: StdRng::seed_from_u64(seed),
        }
    }
}

impl DieSource for RandomSource {
    fn draw(&mut self, die: DieSpec<'_>, span: Span) -> Result<f64> {
        // The parsers refuse dice without faces; checked again here because `random_range`
        // panics on an empty range and this is the last line of defence.
        let empty = || Error::faces(Problem::NoFaces, span);
        match die {
            DieSpec::Range { lo, hi } if lo <= hi => {
                Ok(range_inclusive(&mut self.rng, lo, hi) as f64)
            }
            DieSpec::Faces(f) if !f.is_empty() => f
                .get(self.rng.random_range(0..f.len()))
                .copied()
                .ok_or_else(empty),
            _ => Err(empty()),
        }
    }

    fn draw_dice(
        &mut self,
        die: DieSpec<'_>,
        span: Span,
        dice: &mut DiceList,
        count: usize,
    ) -> Result<()> {
        match die {
            // The usual run (`4d6`): one call for the run, each face drawn inline and
            // written straight into its record in the buffer's spare room. A loop over
            // that slice keeps its place in a register; pushing each die instead reloads
            // and stores the buffer's length and tests its room after every draw (the
            // generator's refill is an opaque call), and the safe ways around that
            // measured worse: pushing 4d6kh3 944 instructions against 928 here (10d6>=5
            // 1,425 against 1,361), `extend` over a mapped range or `resize_with` 20 to
            // 40 more than pushing, faces drawn into an array and then extended 30 more.
            DieSpec::Range { lo, hi } if lo <= hi => {
                dice.reserve(count);
                let start = dice.len();
                let room = &mut dice.spare_capacity_mut()[..count];
                for slot in room.iter_mut() {
                    slot.write(Die::new(range_inclusive(&mut self.rng, lo, hi) as f64));
                }
                // SAFETY: `reserve(count)` left room for at least `count` elements past
                // the length `start`, and `room` is the first `count` slots of it, each
                // initialised by the loop above. So the first `start + count` elements
                // are initialised and within the capacity, which is all `set_len` asks.
                // (Were the loop to unwind, the length would stay `start`: the slots
                // written are plain data, left unread.)
                unsafe { dice.set_len(start + count) };
                Ok(())
            }
            _ => draw_each(self, die, span, dice, count),
        }
    }
}

/// rand's `random_range(lo..=hi)` for `i64`, written out so that a die is drawn inline
/// (rand's generic path costs about twice as much a die): the same values from the same
/// generator state, which `tests` checks against rand itself, so seeded replays keep
/// their faces. It is rand 0.9's `UniformInt::sample_single_inclusive` for `i64` without
/// the `unbiased` feature (which the workspace does not enable): Canon's method over a
/// `u64`, with a second draw only when the first lands in the last `range` values of the
/// `u64`s (for a die, about one draw in 10^17).
#[inline(always)]
fn range_inclusive<R: RngCore + ?Sized>(rng: &mut R, lo: i64, hi: i64) -> i64 {
    let range = hi.wrapping_sub(lo).wrapping_add(1) as u64;
    if range == 0 {
        // Every i64: rand draws a plain one.
        return rng.next_u64() as i64;
    }
    let wide = u128::from(rng.next_u64()) * u128::from(range);
    let (mut result, low_order) = ((wide >> 64) as u64, wide as u64);
    if low_order > range.wrapping_neg() {
        let next = ((u128::from(rng.next_u64()) * u128::from(range)) >> 64) as u64;
        result += u64::from(low_order.checked_add(next).is_none());
    }
    lo.wrapping_add(result as i64)
}

/// Faces given in draw order. A face the die cannot show, or running out, is an error —
/// never a silent random roll.
pub struct ScriptedSource {
    faces: Vec<f64>,
    next: usize,
}

impl ScriptedSource {
    pub fn new(faces: Vec<f64>) -> Self {
        ScriptedSource { faces, next: 0 }
    }
    /// How many faces have been consumed so far.
    pub fn used(&self) -> usize {
        self.next
    }
}

impl DieSource for ScriptedSource {
    fn draw(&mut self, die: DieSpec<'_>, span: Span) -> Result<f64> {
        let Some(&v) = self.faces.get(self.next) else {
            return Err(Error::faces(
                Problem::FacesRanOut {
                    count: self.faces.len(),
                },
                span,
            ));
        };
        if !die.contains(v) {
            return Err(Error::faces(
                Problem::FaceImpossible {
                    face: v,
                    die: die.describe(),
                },
                span,
            ));
        }
        self.next += 1;
        Ok(v)
    }
}

/// Several rolls drawing from one source under one dice limit: a roll set, the parts of a
/// sentence. Each roll still has its own limit; this one counts every die of all of them.
pub struct CountedSource<'s> {
    inner: &'s mut dyn DieSource,
    drawn: usize,
    max: usize,
}

impl<'s> CountedSource<'s> {
    pub fn new(inner: &'s mut dyn DieSource, max_dice: usize) -> Self {
        CountedSource {
            inner,
            drawn: 0,
            max: max_dice,
        }
    }

    /// Dice drawn so far, over every roll.
    pub fn drawn(&self) -> usize {
        self.drawn
    }
}

impl DieSource for CountedSource<'_> {
    fn draw(&mut self, die: DieSpec<'_>, span: Span) -> Result<f64> {
        self.drawn = self.drawn.saturating_add(1);
        if self.drawn > self.max {
            return Err(Error::limit(
                Problem::MessageTooManyDice { max: self.max },
                span,
            ));
        }
        self.inner.draw(die, span)
    }
}

/// A roll made again in part: the draws whose place in the draw order holds a face (the
/// dice kept) show that face again, every other draw comes from `inner`. Keeping dice and
/// rolling the rest ("hold", a system's push) is the same formula drawn through this. A
/// kept face the die cannot show (the formula reads otherwise now) is drawn afresh.
pub struct HeldSource<'s> {
    kept: &'s [Option<f64>],
    /// Each face drawn so far, and whether it was a kept one.
    drawn: Vec<(f64, bool)>,
    inner: &'s mut dyn DieSource,
}

impl<'s> HeldSource<'s> {
    pub fn new(kept: &'s [Option<f64>], inner: &'s mut dyn DieSource) -> Self {
        HeldSource {
            kept,
            drawn: Vec::with_capacity(kept.len()),
            inner,
        }
    }

    /// The faces drawn so far in draw order, each with whether it was kept.
    pub fn drawn(&self) -> &[(f64, bool)] {
        &self.drawn
    }
}

impl DieSource for HeldSource<'_> {
    fn draw(&mut self, die: DieSpec<'_>, span: Span) -> Result<f64> {
        let drawn = match self.kept.get(self.drawn.len()).copied().flatten() {
            Some(face) if die.contains(face) => (face, true),
            _ => (self.inner.draw(die, span)?, false),
        };
        self.drawn.push(drawn);
        Ok(drawn.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A generator that hands out the given words, then a seeded generator's: to reach
    /// the rare second draw on purpose.
    struct Words(Vec<u64>, StdRng);

    impl RngCore for Words {
        fn next_u32(&mut self) -> u32 {
            self.next_u64() as u32
        }
        fn next_u64(&mut self) -> u64 {
            if self.0.is_empty() {
                self.1.next_u64()
            } else {
                self.0.remove(0)
            }
        }
        fn fill_bytes(&mut self, dst: &mut [u8]) {
            self.1.fill_bytes(dst)
        }
    }

    const RANGES: [(i64, i64); 14] = [
        (1, 1),
        (1, 2),
        (1, 6),
        (1, 20),
        (1, 100),
        (-1, 1),
        (0, 9),
        (1, 1_000_000_000_000),
        (1, u32::MAX as i64 - 1),
        (1, u32::MAX as i64),
        (0, u32::MAX as i64),
        (1, u32::MAX as i64 + 7),
        (i64::MIN, i64::MAX),
        (i64::MIN / 2 - 3, i64::MAX / 2 + 5),
    ];

    #[test]
    fn draws_what_rands_random_range_draws_from_the_same_state() {
        for seed in 0..300 {
            for &(lo, hi) in &RANGES {
                let mut ours = StdRng::seed_from_u64(seed);
                let mut rands = StdRng::seed_from_u64(seed);
                // 70 draws a range: past a refill of the generator's 64-word block.
                for _ in 0..70 {
                    assert_eq!(
                        range_inclusive(&mut ours, lo, hi),
                        rands.random_range(lo..=hi),
                        "seed {seed}, {lo}..={hi}"
                    );
                }
                // And the generators are left in the same state.
                assert_eq!(ours.next_u64(), rands.next_u64());
            }
        }
    }

    /// A first word whose low product is the largest multiple of the range's power of
    /// two below 2^64, which is above `2^64 - range` unless the range is a power of two:
    /// the word that needs a second draw.
    fn needs_second(range: u64) -> Option<u64> {
        let twos = range.trailing_zeros();
        if range == 0 || range >> twos == 1 {
            return None;
        }
        let odd = range >> twos;
        // The inverse of `odd` modulo 2^64 (Newton's iteration, exact after 6 steps).
        let mut inv = odd;
        for _ in 0..6 {
            inv = inv.wrapping_mul(2u64.wrapping_sub(odd.wrapping_mul(inv)));
        }
        // first * range = (first * odd) << twos = -(1 << twos) modulo 2^64.
        Some(inv.wrapping_neg())
    }

    #[test]
    fn the_second_draw_is_rands_too() {
        // A first word whose low product passes `2^64 - range` needs a second draw, whose
        // high product may carry into the result: with and without the carry, for ranges
        // small and large, beside first words that need no second draw.
        let mut second_draws = 0;
        for &(lo, hi) in &RANGES {
            let range = hi.wrapping_sub(lo).wrapping_add(1) as u64;
            let needy = needs_second(range);
            for first in [u64::MAX, 0, 1, u64::MAX / 2].into_iter().chain(needy) {
                for second in [0, 1, u64::MAX / 2, u64::MAX - 1, u64::MAX] {
                    let mut ours = Words(vec![first, second], StdRng::seed_from_u64(1));
                    let mut rands = Words(vec![first, second], StdRng::seed_from_u64(1));
                    assert_eq!(
                        range_inclusive(&mut ours, lo, hi),
                        rands.random_range(lo..=hi),
                        "{lo}..={hi}, words {first} {second}"
                    );
                    assert_eq!(ours.0, rands.0, "{lo}..={hi}: the words used");
                    if Some(first) == needy {
                        assert!(ours.0.is_empty(), "{lo}..={hi}: no second draw");
                        second_draws += 1;
                    }
                    assert_eq!(ours.next_u64(), rands.next_u64(), "{lo}..={hi}");
                }
            }
        }
        // Every range but the powers of two (1, 2, 2^32) and all of i64 had its second
        // draw, with each second word.
        assert_eq!(second_draws, (RANGES.len() - 4) * 5);
    }

    #[test]
    fn a_run_draws_the_faces_of_single_draws() {
        let span = Span::new(0, 3);
        for (lo, hi) in [(1, 6), (1, 20), (-1, 1), (1, 100)] {
            let spec = DieSpec::Range { lo, hi };
            let mut run = RandomSource::seeded(9);
            let mut one = RandomSource::seeded(9);
            // Past a refill of the generator's block, onto buffers that have dice
            // already, with and without room to spare, and runs of none and one.
            let mut roomy = Vec::with_capacity(64);
            roomy.extend([Die::new(1.0), Die::new(2.0)]);
            for (mut dice, count) in [(vec![Die::new(0.0)], 37), (roomy, 40), (Vec::new(), 1)] {
                let before = dice.clone();
                run.draw_dice(spec, span, &mut dice, 0).unwrap();
                assert_eq!(dice, before);
                run.draw_dice(spec, span, &mut dice, count).unwrap();
                assert_eq!(dice.len(), before.len() + count);
                assert_eq!(dice[..before.len()], before[..]);
                for die in &dice[before.len()..] {
                    assert_eq!(*die, Die::new(one.draw(spec, span).unwrap()));
                }
            }
            assert_eq!(run.draw(spec, span).unwrap(), one.draw(spec, span).unwrap());
        }
    }

    #[test]
    fn held_faces_stay_and_the_rest_is_drawn_afresh() {
        let span = Span::new(0, 3);
        let d6 = DieSpec::Range { lo: 1, hi: 6 };
        let mut fresh = ScriptedSource::new(vec![2.0, 3.0, 4.0]);
        // Dice 1 and 3 kept; die 2 drawn; a kept 9 no d6 shows is drawn too, and past the
        // kept list every die is fresh.
        let kept = [Some(6.0), None, Some(1.0), Some(9.0)];
        let mut held = HeldSource::new(&kept, &mut fresh);
        let faces: Vec<f64> = (0..5).map(|_| held.draw(d6, span).unwrap()).collect();
        assert_eq!(faces, [6.0, 2.0, 1.0, 3.0, 4.0]);
        let kept: Vec<bool> = held.drawn().iter().map(|d| d.1).collect();
        assert_eq!(kept, [true, false, true, false, false]);
        assert_eq!(fresh.used(), 3);
    }

    #[test]
    fn a_run_stops_at_the_die_that_fails() {
        let span = Span::new(0, 3);
        let spec = DieSpec::Range { lo: 1, hi: 6 };
        let mut dice = Vec::new();
        let err = ScriptedSource::new(vec![2.0, 5.0])
            .draw_dice(spec, span, &mut dice, 3)
            .unwrap_err();
        assert_eq!(err.problem, Problem::FacesRanOut { count: 2 });
        assert_eq!(dice, [Die::new(2.0), Die::new(5.0)]);
        let mut dice = Vec::new();
        let err = ScriptedSource::new(vec![2.0, 7.0, 1.0])
            .draw_dice(spec, span, &mut dice, 3)
            .unwrap_err();
        assert!(matches!(err.problem, Problem::FaceImpossible { .. }));
        assert_eq!(dice, [Die::new(2.0)]);
        // An empty range is refused by the random source, before any die.
        let mut dice = Vec::new();
        let err = RandomSource::seeded(1)
            .draw_dice(DieSpec::Range { lo: 2, hi: 1 }, span, &mut dice, 2)
            .unwrap_err();
        assert_eq!(err.problem, Problem::NoFaces);
        assert!(dice.is_empty());
    }
}
