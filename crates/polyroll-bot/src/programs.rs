//! The program cache: formula text and notation → the parsed program, shared, so an alias's
//! body or a formula rolled again is not parsed again. What is kept is the program before
//! any alias is resolved — `[str]` is looked up in the aliases on every roll — so a changed
//! alias counts at the very next roll. A text that does not parse is kept too, with its
//! error: the error is a small value, and a whole input that is an alias's name (`atk`)
//! fails to parse on every call. The cache is bounded: the least recently used program
//! goes first.

use std::num::NonZeroUsize;
use std::sync::{Arc, Mutex, PoisonError};

use lru::LruCache;
use polyroll_core::{Dialect, DieSource, Error, Limits, Outcome, Resolver, Roller};

/// Programs kept when the settings name no other number.
pub const DEFAULT_PROGRAM_CACHE: usize = 1024;

/// A parsed formula as its evaluator takes it.
enum Program {
    /// Standard, dndice and diceplus: the one tree.
    Tree(polyroll_core::ast::Program),
    /// Pool: its statements read each other, so it has its own program and evaluator.
    Pool(polyroll_core::pool::Program),
}

/// One text parsed in one notation, with what the bot asks of it before rolling: learnt
/// once, when it was parsed.
pub(crate) struct Parsed {
    dialect: Dialect,
    text: Box<str>,
    program: Result<Program, Error>,
    /// The aliases it reads (the store loads only those).
    names: Vec<String>,
    /// It reads on its own as a formula of its notation (see [`Parsed::reads_alone`]).
    reads_alone: bool,
}

impl Parsed {
    fn new(dialect: Dialect, text: &str, limits: &Limits) -> Parsed {
        // The tree `Dialect::parse` gives is what the store and the alias rules read, for
        // pool too; pool rolls from its own program.
        let tree = dialect.parse(text, limits);
        let names = tree
            .as_ref()
            .map(polyroll_core::ast::Program::names_read)
            .unwrap_or_default();
        let reads_alone = tree.is_ok();
        let program = match dialect {
            Dialect::Pool => polyroll_core::pool::parse(text, limits).map(Program::Pool),
            _ => tree.map(Program::Tree),
        };
        Parsed {
            dialect,
            text: text.into(),
            program,
            names,
            reads_alone,
        }
    }

    /// The names of the aliases it reads, once each, in order of first use.
    pub(crate) fn names_read(&self) -> &[String] {
        &self.names
    }

    /// Whether the text parses as a formula of its notation by itself (`attack 1d20+5`
    /// does not call an alias `attack` without parameters when this holds).
    pub(crate) fn reads_alone(&self) -> bool {
        self.reads_alone
    }

    /// Rolls it, reading aliases from `resolver`: what `Roller::roll` gives for its text.
    pub(crate) fn roll(
        &self,
        resolver: &dyn Resolver,
        limits: &Limits,
        source: &mut dyn DieSource,
    ) -> Result<Outcome, Error> {
        match &self.program {
            Ok(Program::Tree(program)) => {
                let mut roller = Roller::new(self.dialect).with_resolver(resolver);
                roller.limits = *limits;
                roller.roll_program(program, &self.text, source)
            }
            // Pool reads no aliases (its statements read each other instead).
            Ok(Program::Pool(program)) => {
                polyroll_core::pool::roll(program, &self.text, limits, source)
            }
            Err(e) => Err(e.clone()),
        }
    }
}

/// A cache key: the notation and the exact text (spans point into it).
type Key = (Dialect, Box<str>);

/// The bounded map of parsed programs, shared by every request.
pub(crate) struct Programs {
    /// `None` when the cache is off (a size of 0): every call parses.
    kept: Option<Mutex<LruCache<Key, Arc<Parsed>>>>,
    limits: Limits,
}

impl Programs {
    /// A cache of at most `size` programs, parsed within `limits` (the bot's, fixed for
    /// its life, so they need not be part of the key).
    pub(crate) fn new(size: usize, limits: Limits) -> Programs {
        Programs {
            kept: NonZeroUsize::new(size).map(|n| Mutex::new(LruCache::new(n))),
            limits,
        }
    }

    /// `text` parsed in `dialect`, and whether it was already kept.
    pub(crate) fn get(&self, dialect: Dialect, text: &str) -> (Arc<Parsed>, bool) {
        let Some(kept) = &self.kept else {
            return (Arc::new(Parsed::new(dialect, text, &self.limits)), false);
        };
        let key: Key = (dialect, text.into());
        if let Some(found) = self.lock(kept).get(&key) {
            return (Arc::clone(found), true);
        }
        // Parsed without the lock, so one long formula never holds up other requests; two
        // requests missing the same text at once both parse it, and the later one's stays.
        let parsed = Arc::new(Parsed::new(dialect, text, &self.limits));
        self.lock(kept).put(key, Arc::clone(&parsed));
        (parsed, false)
    }

    /// How many programs are kept now.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.kept.as_ref().map_or(0, |kept| self.lock(kept).len())
    }

    fn lock<'a>(
        &self,
        kept: &'a Mutex<LruCache<Key, Arc<Parsed>>>,
    ) -> std::sync::MutexGuard<'a, LruCache<Key, Arc<Parsed>>> {
        // Every entry is whole when put: a panic elsewhere cannot leave one half-written.
        kept.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use polyroll_core::{Alias, ScriptedSource};
    use std::collections::HashMap;

    use super::*;

    #[test]
    fn the_cache_is_bounded_and_evicts_the_least_recently_used() {
        let programs = Programs::new(2, Limits::default());
        assert!(!programs.get(Dialect::Standard, "1d6").1);
        assert!(!programs.get(Dialect::Standard, "1d8").1);
        // `1d6` is used again, so `1d8` is now the least recently used.
        assert!(programs.get(Dialect::Standard, "1d6").1);
        assert!(!programs.get(Dialect::Standard, "1d10").1);
        assert_eq!(programs.len(), 2);
        assert!(programs.get(Dialect::Standard, "1d6").1, "kept");
        assert!(!programs.get(Dialect::Standard, "1d8").1, "evicted");
    }

    #[test]
    fn the_notation_is_part_of_the_key() {
        let programs = Programs::new(8, Limits::default());
        programs.get(Dialect::Standard, "3d6!");
        let (dndice, hit) = programs.get(Dialect::Dndice, "3!");
        assert!(!hit);
        let rolled = dndice
            .roll(
                &HashMap::<String, Alias>::new(),
                &Limits::default(),
                &mut ScriptedSource::new(vec![]),
            )
            .expect("3! rolls in dndice");
        assert_eq!(rolled.total(), Some(6.0), "a factorial in dndice");
    }

    #[test]
    fn errors_are_kept_and_given_back() {
        let programs = Programs::new(8, Limits::default());
        let (first, _) = programs.get(Dialect::Standard, "1d");
        let (again, hit) = programs.get(Dialect::Standard, "1d");
        assert!(hit);
        let none = HashMap::<String, Alias>::new();
        let mut source = ScriptedSource::new(vec![]);
        let e1 = first.roll(&none, &Limits::default(), &mut source);
        let e2 = again.roll(&none, &Limits::default(), &mut source);
        assert!(e1.is_err());
        assert_eq!(e1, e2);
        assert!(!again.reads_alone());
    }

    #[test]
    fn a_size_of_zero_parses_every_time() {
        let programs = Programs::new(0, Limits::default());
        programs.get(Dialect::Standard, "1d6");
        assert!(!programs.get(Dialect::Standard, "1d6").1);
        assert_eq!(programs.len(), 0);
    }
}
