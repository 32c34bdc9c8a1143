//! The sampled fallback: the real roller with a seeded source, so a sampled answer comes
//! from exactly the code that rolls.

use std::collections::HashMap;

use crate::ast::Program;
use crate::error::Error;
use crate::limits::Limits;
use crate::outcome::Outcome;
use crate::source::RandomSource;
use crate::stats::Sampling;
use crate::vars::Resolver;
use crate::{Dialect, Roller};

/// The seed of every sampled answer: the same formula always gives the same estimate.
pub const SEED: u64 = 0x5eed_d1ce;

/// Frequencies of the first statement's total over rolls until the sampling's work is
/// done (see [`Sampling`]). Returns the pairs (value, frequency) ascending and the number
/// of rolls; [`crate::Problem::Stopped`] once its stop is asked for.
pub(crate) fn sample(
    dialect: Dialect,
    program: &Program,
    text: &str,
    resolver: &dyn Resolver,
    limits: &Limits,
    sampling: Sampling<'_>,
) -> Result<(Vec<(f64, f64)>, usize), Error> {
    let roller = Roller {
        dialect,
        limits: *limits,
        resolver,
    };
    let mut source = RandomSource::seeded(SEED);
    let mut counts: HashMap<u64, usize> = HashMap::new();
    let mut rolls = 0;
    let mut work = Work::default();
    let (min_rolls, max_rolls) = sampling.rolls;
    // One outcome, reused: its buffers are filled again, roll after roll.
    let mut outcome = Outcome::default();
    while rolls < max_rolls && (rolls < min_rolls || work.done < sampling.work) {
        sampling.stop.check()?;
        roller.roll_into(program, text, &mut source, &mut outcome)?;
        let total = outcome.total().unwrap_or(0.0);
        *counts.entry(total.to_bits()).or_insert(0) += 1;
        work.add(&outcome);
        rolls += 1;
    }
    let mut pairs: Vec<(f64, f64)> = counts
        .into_iter()
        .map(|(bits, c)| (f64::from_bits(bits), c as f64 / rolls as f64))
        .collect();
    pairs.sort_unstable_by(|a, b| a.0.total_cmp(&b.0));
    Ok((pairs, rolls))
}

/// The work sampling has done: each die drawn and each part of a result built counts one,
/// so a formula of many parts (aliases read many times) is sampled as few times as one of
/// many dice.
#[derive(Default)]
pub(crate) struct Work {
    pub done: usize,
}

impl Work {
    pub fn add(&mut self, outcome: &Outcome) {
        let dice: usize = outcome
            .statements
            .iter()
            .map(|s| outcome.dice_count(s.node))
            .sum();
        // Each roll counts at least one, so a formula of no dice and no parts still stops.
        self.done = self
            .done
            .saturating_add(dice)
            .saturating_add(outcome.tree_size())
            .saturating_add(1);
    }
}
