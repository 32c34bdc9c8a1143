//! A fixed number of Polyroll rolls, for counting instructions under callgrind
//! (`bench/callgrind` runs it with 0 and with N calls and divides the difference by N, so
//! start-up and the generator's seeding cancel out).
//!
//!   count parse_roll|roll|roll_into FORMULA N

use std::hint::black_box;

use polyroll_core::{Dialect, RandomSource, Roller};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(mode), Some(formula), Some(n)) = (args.get(1), args.get(2), args.get(3)) else {
        eprintln!("usage: count parse_roll|roll FORMULA N");
        std::process::exit(2);
    };
    let Ok(n) = n.parse::<u32>() else {
        eprintln!("N must be a whole number, not {n:?}");
        std::process::exit(2);
    };
    let roller = Roller::new(Dialect::Standard);
    let mut source = RandomSource::seeded(7);
    let program = match Dialect::Standard.parse(formula, &roller.limits) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{}", e.with_caret(formula));
            std::process::exit(1);
        }
    };
    let mut sum = 0.0;
    let mut reused = polyroll_core::Outcome::default();
    for _ in 0..n {
        let total = match mode.as_str() {
            "parse_roll" => roller
                .roll(black_box(formula), &mut source)
                .map(|o| o.total()),
            "roll" => roller
                .roll_program(black_box(&program), formula, &mut source)
                .map(|o| o.total()),
            // One outcome for every roll, as the statistics sampler does.
            "roll_into" => roller
                .roll_into(black_box(&program), formula, &mut source, &mut reused)
                .map(|()| reused.total()),
            other => {
                eprintln!("unknown mode {other:?}: parse_roll, roll or roll_into");
                std::process::exit(2);
            }
        };
        match total {
            Ok(t) => sum += t.unwrap_or(0.0),
            Err(e) => {
                eprintln!("{}", e.with_caret(formula));
                std::process::exit(1);
            }
        }
    }
    println!("{sum}");
}
