//! A fixed number of Polyroll rolls, for counting instructions under callgrind
//! (`bench/callgrind` runs it with 0 and with N calls and divides the difference by N, so
//! start-up and the generator's seeding cancel out). Every run makes one more call than it
//! is asked, before those it counts: a thread's one-time set-up on a first call (stacker
//! reading the stack's bounds from `/proc/self/maps` on its first check, some 117,000
//! instructions) then falls in both runs and cancels out too, instead of being spread over
//! the N calls.
//!
//!   count [--dialect NAME] [--fair] parse|parse_roll|roll|roll_into|alias|alias_parse|stats|hint FORMULA N
//!
//! `--fair` (with `parse_roll` or `roll`) draws each call's dice from a provably fair
//! stream of its own: a fresh `FairSource` keyed by a server seed over a request id that
//! differs at every call, as each chat request would have (writing the id included; the
//! seed's HMAC key made once, as for a period).
//!
//! `alias` rolls the pre-parsed formula (`1d20+[str]`, say) reading the alias `str` =
//! `1d4+2` through a resolver that hands the engine the alias's program parsed once, as the
//! bot's program cache does; `alias_parse` reads it through one that does not, so the
//! engine parses the alias at every roll. `parse` parses only (`Dialect::parse`: the dialect's lexer and parser and the static
//! checks every parse runs); `stats` is `stats::analyze` (parse and the full exact
//! statistics, as `/stats` asks) and `hint` is `stats::hint` (the keystroke hint); the
//! others roll too. The dialect is standard unless named.

use std::hint::black_box;

use std::collections::HashMap;
use std::sync::Arc;

use polyroll_core::ast::Program;
use polyroll_core::fair::SeedKey;
use polyroll_core::{
    stats, Alias, Dialect, FairSource, Limits, NoVariables, RandomSource, Resolver, Roller,
    ServerSeed,
};

const USAGE: &str =
    "usage: count [--dialect NAME] [--fair] parse|parse_roll|roll|roll_into|alias|alias_parse|stats|hint FORMULA N";

/// What each call does, read from the command line once: matching the mode's text at every
/// call would count a few string comparisons into every figure.
#[derive(Clone, Copy)]
enum Mode {
    Parse,
    ParseRoll,
    Stats,
    Hint,
    Roll,
    Alias,
    AliasParse,
    RollInto,
}

impl Mode {
    fn named(name: &str) -> Option<Mode> {
        Some(match name {
            "parse" => Mode::Parse,
            "parse_roll" => Mode::ParseRoll,
            "stats" => Mode::Stats,
            "hint" => Mode::Hint,
            "roll" => Mode::Roll,
            "alias" => Mode::Alias,
            "alias_parse" => Mode::AliasParse,
            "roll_into" => Mode::RollInto,
            _ => return None,
        })
    }
}

/// The alias the `alias` modes read.
const ALIAS: (&str, &str) = ("str", "1d4+2");

/// The aliases and the alias's program, parsed once: a program cache that always hits.
struct Parsed {
    aliases: HashMap<String, Alias>,
    program: Arc<Program>,
}

impl Resolver for Parsed {
    fn lookup(&self, name: &str) -> Option<Alias> {
        self.aliases.lookup(name)
    }

    fn parsed(&self, _: Dialect, _: &str, _: &Limits) -> Option<Arc<Program>> {
        Some(Arc::clone(&self.program))
    }
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut dialect = Dialect::Standard;
    if args.first().is_some_and(|a| a == "--dialect") {
        let Some(name) = args.get(1) else {
            eprintln!("{USAGE}");
            std::process::exit(2);
        };
        dialect = name.parse().unwrap_or_else(|e: String| {
            eprintln!("{e}");
            std::process::exit(2);
        });
        args.drain(..2);
    }
    let fair = args.first().is_some_and(|a| a == "--fair");
    if fair {
        args.remove(0);
    }
    let (Some(mode), Some(formula), Some(n)) = (args.first(), args.get(1), args.get(2)) else {
        eprintln!("{USAGE}");
        std::process::exit(2);
    };
    let Some(mode) = Mode::named(mode) else {
        eprintln!(
            "unknown mode {mode:?}: parse, parse_roll, roll, roll_into, alias, alias_parse, stats or hint"
        );
        std::process::exit(2);
    };
    let Ok(n) = n.parse::<u32>() else {
        eprintln!("N must be a whole number, not {n:?}");
        std::process::exit(2);
    };
    let aliases: HashMap<String, Alias> = HashMap::from([(
        ALIAS.0.to_string(),
        Alias {
            formula: ALIAS.1.to_string(),
            dialect,
        },
    )]);
    let roller = Roller::new(dialect);
    let parsed = match dialect.parse(ALIAS.1, &roller.limits) {
        Ok(program) => Parsed {
            aliases: aliases.clone(),
            program: Arc::new(program),
        },
        Err(e) => {
            eprintln!("{}", e.with_caret(ALIAS.1));
            std::process::exit(1);
        }
    };
    let alias_roller = Roller::new(dialect).with_resolver(&parsed);
    let parsing_roller = Roller::new(dialect).with_resolver(&aliases);
    let mut source = RandomSource::seeded(7);
    let program = match dialect.parse(formula, &roller.limits) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{}", e.with_caret(formula));
            std::process::exit(1);
        }
    };
    if fair {
        fair_calls(mode, &roller, &program, formula, n);
        return;
    }
    let mut sum = 0.0;
    let mut reused = polyroll_core::Outcome::default();
    // One call more than asked, in every run (see the module's comment).
    for _ in 0..=n {
        let total = match mode {
            // The statement count stands for the total, so the parse is not optimised away.
            Mode::Parse => dialect
                .parse(black_box(formula), &roller.limits)
                .map(|p| Some(p.statements.len() as f64)),
            Mode::ParseRoll => roller
                .roll(black_box(formula), &mut source)
                .map(|o| o.total()),
            // The mean stands for the result in both.
            Mode::Stats => {
                stats::analyze(dialect, black_box(formula), &NoVariables, &roller.limits)
                    .map(|s| Some(s.mean))
            }
            Mode::Hint => stats::hint(dialect, black_box(formula), &NoVariables, &roller.limits)
                .map(|h| Some(h.mean)),
            Mode::Roll => roller
                .roll_program(black_box(&program), formula, &mut source)
                .map(|o| o.total()),
            Mode::Alias => alias_roller
                .roll_program(black_box(&program), formula, &mut source)
                .map(|o| o.total()),
            Mode::AliasParse => parsing_roller
                .roll_program(black_box(&program), formula, &mut source)
                .map(|o| o.total()),
            // One outcome for every roll, as the statistics sampler does.
            Mode::RollInto => roller
                .roll_into(black_box(&program), formula, &mut source, &mut reused)
                .map(|()| reused.total()),
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

/// The calls of `--fair`: out of `main`, so that the usual calls' code stays as it was.
#[inline(never)]
fn fair_calls(mode: Mode, roller: &Roller, program: &Program, formula: &str, n: u32) {
    // The seed's key, made once a period as the bot would keep it.
    let key = SeedKey::new(&ServerSeed::from_bytes([7; 32]));
    let mut sum = 0.0;
    for call in 0..=u64::from(n) {
        let request = format!("discord:interaction:{}", 1_180_000_000_000_000_000 + call);
        let mut source = FairSource::keyed(&key, &request, "");
        let total = match mode {
            Mode::ParseRoll => roller.roll(black_box(formula), &mut source),
            Mode::Roll => roller.roll_program(black_box(program), formula, &mut source),
            _ => {
                eprintln!("--fair measures parse_roll and roll");
                std::process::exit(2);
            }
        };
        match total {
            Ok(o) => sum += o.total().unwrap_or(0.0),
            Err(e) => {
                eprintln!("{}", e.with_caret(formula));
                std::process::exit(1);
            }
        }
    }
    println!("{sum}");
}
