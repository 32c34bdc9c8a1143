//! The sampled fallback: the real roller with a seeded source, so a sampled answer comes
//! from exactly the code that rolls.

use std::collections::HashMap;

use crate::ast::Program;
use crate::error::Error;
use crate::limits::Limits;
use crate::outcome::Outcome;
use crate::source::RandomSource;
use crate::vars::Resolver;
use crate::{Dialect, Roller};

/// The seed of every sampled answer: the same formula always gives the same estimate.
pub const SEED: u64 = 0x5eed_d1ce;

/// Frequencies of the first statement's total over rolls until about `dice_budget` dice
/// have been drawn (at least `min_rolls`, at most `max_rolls` rolls). Returns the pairs
/// (value, frequency) ascending and the number of rolls.
pub(crate) fn sample(
    dialect: Dialect,
    program: &Program,
    text: &str,
    resolver: &dyn Resolver,
    limits: &Limits,
    dice_budget: usize,
    (min_rolls, max_rolls): (usize, usize),
) -> Result<(Vec<(f64, f64)>, usize), Error> {
    let roller = Roller {
        dialect,
        limits: *limits,
        resolver,
    };
    let mut source = RandomSource::seeded(SEED);
    let mut counts: HashMap<u64, usize> = HashMap::new();
    let mut rolls = 0;
    let mut dice = 0usize;
    // One outcome, reused: its buffers are filled again, roll after roll.
    let mut outcome = Outcome::default();
    while rolls < max_rolls && (rolls < min_rolls || dice < dice_budget) {
        roller.roll_into(program, text, &mut source, &mut outcome)?;
        let total = outcome.total().unwrap_or(0.0);
        *counts.entry(total.to_bits()).or_insert(0) += 1;
        for s in &outcome.statements {
            // Each roll counts at least one, so a diceless formula still stops.
            dice += outcome.dice_count(s.node);
        }
        dice += 1;
        rolls += 1;
    }
    let mut pairs: Vec<(f64, f64)> = counts
        .into_iter()
        .map(|(bits, c)| (f64::from_bits(bits), c as f64 / rolls as f64))
        .collect();
    pairs.sort_unstable_by(|a, b| a.0.total_cmp(&b.0));
    Ok((pairs, rolls))
}
