//! The program cache: formula text and notation → the parsed program, shared, so an alias's
//! body or a formula rolled again is not parsed again. What is kept is the program before
//! any alias is resolved — `[str]` is looked up in the aliases on every roll — so a changed
//! alias counts at the very next roll. An alias's body is a text like any other: the engine
//! asks for its program while it reads the alias ([`Resolver::parsed`], given by the bot's
//! resolver), so the body is parsed once, not at every roll, and an edited alias is a new
//! text, parsed at its first roll. A text that does not parse is kept too, with its
//! error: the error is a small value, and a whole input that is an alias's name (`atk`)
//! fails to parse on every call. A hit is found by the borrowed text: only a miss copies
//! it. The cache is bounded twice: by its number of programs and
//! by their estimated bytes ([`weight`]); the least recently used program goes first, and a
//! program heavier than the whole budget is never kept.

use std::borrow::Borrow;
use std::hash::{Hash, Hasher};
use std::num::NonZeroUsize;
use std::sync::{Arc, Mutex, PoisonError};

use lru::LruCache;
use polyroll_core::{Dialect, DieSource, Error, Limits, Outcome, Resolver, Roller};

/// Programs kept when the settings name no other number.
pub const DEFAULT_PROGRAM_CACHE: usize = 1024;

/// The estimated bytes kept programs may take when the settings name no other number.
pub const DEFAULT_PROGRAM_CACHE_BYTES: usize = 16 << 20;

/// What a kept program weighs whatever its length: the parsed program's fixed parts and
/// the cache's own record of it.
const WEIGHT_PER_PROGRAM: usize = 2048;

/// What each byte of a formula's text may cost once parsed and rolled once: the text,
/// the tree, the aliases it reads and the canonical form the first roll caches. Measured
/// for the worst shapes of every notation (`-d1-d1…` in pool costs about 440), with a
/// margin; `heap_tests` fails if a parser change makes it too small.
const WEIGHT_PER_TEXT_BYTE: usize = 512;

/// The estimated bytes a program parsed from `len` bytes of text holds while kept: an
/// upper bound, not a measure — what the byte budget counts.
fn weight(len: usize) -> usize {
    len.saturating_mul(WEIGHT_PER_TEXT_BYTE)
        .saturating_add(WEIGHT_PER_PROGRAM)
}

/// A parsed formula as its evaluator takes it.
enum Program {
    /// Standard, dndice and diceplus: the one tree, shared with the rolls that read it as
    /// an alias's body.
    Tree(Arc<polyroll_core::ast::Program>),
    /// Pool: its statements read each other, so it has its own program and evaluator.
    Pool(polyroll_core::pool::Program),
}

/// One text parsed in one notation, with what the bot asks of it before rolling: learnt
/// once, when it was parsed.
pub(crate) struct Parsed {
    dialect: Dialect,
    /// The same text as the program's key in the cache (one copy for both).
    text: Arc<str>,
    program: Result<Program, Error>,
    /// The aliases it reads (the store loads only those).
    names: Vec<String>,
    /// It reads on its own as a formula of its notation (see [`Parsed::reads_alone`]).
    reads_alone: bool,
}

impl Parsed {
    fn new(read: Read, dialect: Dialect, text: Arc<str>, limits: &Limits) -> Parsed {
        // The tree `Dialect::parse` gives is what the store and the alias rules read, for
        // pool too; pool rolls from its own program.
        let tree = dialect.parse(&text, limits);
        let names = tree
            .as_ref()
            .map(polyroll_core::ast::Program::names_read)
            .unwrap_or_default();
        let reads_alone = tree.is_ok();
        let program = match (dialect, read) {
            (Dialect::Pool, Read::Formula) => {
                polyroll_core::pool::parse(&text, limits).map(Program::Pool)
            }
            _ => tree.map(|t| Program::Tree(Arc::new(t))),
        };
        Parsed {
            dialect,
            text,
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

    /// The tree the engine reads it by when it is an alias's body: `None` for a text that
    /// does not parse (the engine's own parse then gives the error, worded for the alias)
    /// and for a pool formula kept to be rolled (its body read by name is kept apart, as
    /// [`Read::Alias`]).
    pub(crate) fn tree(&self) -> Option<Arc<polyroll_core::ast::Program>> {
        match &self.program {
            Ok(Program::Tree(tree)) => Some(Arc::clone(tree)),
            _ => None,
        }
    }

    /// Rolls it, reading aliases from `resolver`: what `Roller::roll` gives for its text.
    /// Only for a text looked up as [`Read::Formula`]: a pool alias's body read by name
    /// is kept as its tree alone, which the engine reads but pool does not roll.
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

/// What a text is looked up for: the two differ only in pool, which rolls from a program
/// of its own while a formula of another notation reads a pool alias's body (`[p]`) as a
/// tree, like any alias's — kept as two entries, so a pool formula does not carry a tree
/// it never needs (about a third more memory). Counted apart in `/metrics` too: alias
/// bodies are looked up several times a roll (for the names they read, then as the
/// engine reads them) and nearly always found, and would hide how often a formula users
/// type is found parsed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Read {
    /// The text a request rolls: what was typed, or a named alias's body with its
    /// arguments in place.
    Formula,
    /// An alias's body read by name (`[str]`, its parameters' defaults in place), or for
    /// the names it reads.
    Alias,
}

impl Read {
    /// Which entry `dialect` keeps for this use: one for both outside pool.
    fn kept_as(self, dialect: Dialect) -> Read {
        match dialect {
            Dialect::Pool => self,
            _ => Read::Formula,
        }
    }
}

/// A cache key: the notation and the exact text (spans point into it), shared with the
/// program it finds.
struct Key {
    dialect: Dialect,
    /// What the entry is kept as ([`Read::kept_as`]).
    read: Read,
    text: Arc<str>,
}

/// A key as a look-up gives it, borrowed: a hit allocates nothing. [`Key`] and
/// `(Dialect, Read, &str)` hash and compare alike through it, so the cache finds one by the
/// other (the `LruCache` looks up by any `Q` its keys `Borrow`).
trait KeyView {
    fn parts(&self) -> (Dialect, Read, &str);
}

impl KeyView for Key {
    fn parts(&self) -> (Dialect, Read, &str) {
        (self.dialect, self.read, &self.text)
    }
}

impl KeyView for (Dialect, Read, &str) {
    fn parts(&self) -> (Dialect, Read, &str) {
        *self
    }
}

impl<'a> Borrow<dyn KeyView + 'a> for Key {
    fn borrow(&self) -> &(dyn KeyView + 'a) {
        self
    }
}

impl Hash for dyn KeyView + '_ {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.parts().hash(state);
    }
}

impl PartialEq for dyn KeyView + '_ {
    fn eq(&self, other: &Self) -> bool {
        self.parts() == other.parts()
    }
}

impl Eq for dyn KeyView + '_ {}

// The same hash and equality as its borrowed form, as `Borrow` requires.
impl Hash for Key {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.parts().hash(state);
    }
}

impl PartialEq for Key {
    fn eq(&self, other: &Self) -> bool {
        self.parts() == other.parts()
    }
}

impl Eq for Key {}

/// How much the cache holds, after a look-up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Usage {
    pub(crate) programs: usize,
    /// Their estimated bytes ([`weight`]), at most the budget.
    pub(crate) bytes: usize,
}

/// One look-up: the program, whether it was already kept, and what the cache holds now.
pub(crate) struct Lookup {
    pub(crate) parsed: Arc<Parsed>,
    pub(crate) hit: bool,
    pub(crate) usage: Usage,
}

/// The kept programs and the sum of their weights.
struct Kept {
    programs: LruCache<Key, Arc<Parsed>>,
    bytes: usize,
    budget: usize,
}

impl Kept {
    fn usage(&self) -> Usage {
        Usage {
            programs: self.programs.len(),
            bytes: self.bytes,
        }
    }

    /// Keeps `parsed` under `key`, then drops the least recently used programs until the
    /// weights fit the budget again. The caller has checked that `key` alone fits.
    fn put(&mut self, key: Key, parsed: Arc<Parsed>) {
        let added = weight(key.text.len());
        // The entry it replaced (the same text, parsed by a request that missed at the same
        // time) or the one the count bound pushed out.
        if let Some((gone, _)) = self.programs.push(key, parsed) {
            self.bytes = self.bytes.saturating_sub(weight(gone.text.len()));
        }
        self.bytes = self.bytes.saturating_add(added);
        while self.bytes > self.budget {
            let Some((gone, _)) = self.programs.pop_lru() else {
                break;
            };
            self.bytes = self.bytes.saturating_sub(weight(gone.text.len()));
        }
    }
}

/// The bounded map of parsed programs, shared by every request.
pub(crate) struct Programs {
    /// `None` when the cache is off (0 programs or 0 bytes): every call parses.
    kept: Option<Mutex<Kept>>,
    limits: Limits,
}

impl Programs {
    /// A cache of at most `size` programs weighing at most `budget` estimated bytes, parsed
    /// within `limits` (the bot's, fixed for its life, so they need not be part of the key).
    pub(crate) fn new(size: usize, budget: usize, limits: Limits) -> Programs {
        let kept = NonZeroUsize::new(size).filter(|_| budget > 0).map(|n| {
            Mutex::new(Kept {
                programs: LruCache::new(n),
                bytes: 0,
                budget,
            })
        });
        Programs { kept, limits }
    }

    /// `text` parsed in `dialect` for `read`, whether it was already kept, and what is kept
    /// now. A hit copies nothing: only a miss makes the key's text.
    pub(crate) fn get(&self, read: Read, dialect: Dialect, text: &str) -> Lookup {
        let read = read.kept_as(dialect);
        let Some(kept) = &self.kept else {
            return Lookup {
                parsed: Arc::new(Parsed::new(read, dialect, Arc::from(text), &self.limits)),
                hit: false,
                usage: Usage::default(),
            };
        };
        {
            let mut kept = self.lock(kept);
            let wanted: &dyn KeyView = &(dialect, read, text);
            if let Some(found) = kept.programs.get(wanted) {
                let parsed = Arc::clone(found);
                return Lookup {
                    parsed,
                    hit: true,
                    usage: kept.usage(),
                };
            }
        }
        // Parsed without the lock, so one long formula never holds up other requests; two
        // requests missing the same text at once both parse it, and the later one's stays.
        let text: Arc<str> = Arc::from(text);
        let parsed = Arc::new(Parsed::new(read, dialect, Arc::clone(&text), &self.limits));
        let mut kept = self.lock(kept);
        // Keeping it would push out everything else and still not fit.
        if weight(text.len()) <= kept.budget {
            kept.put(
                Key {
                    dialect,
                    read,
                    text,
                },
                Arc::clone(&parsed),
            );
        }
        Lookup {
            parsed,
            hit: false,
            usage: kept.usage(),
        }
    }

    fn lock<'a>(&self, kept: &'a Mutex<Kept>) -> std::sync::MutexGuard<'a, Kept> {
        // Every entry and its weight are whole when the lock is let go: a panic elsewhere
        // cannot leave one half-written.
        kept.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod heap_tests;

#[cfg(test)]
mod tests {
    use polyroll_core::{Alias, ScriptedSource};
    use std::collections::HashMap;

    use super::*;

    /// Whether `text` was found kept, and what is kept after the look-up.
    fn hit(programs: &Programs, text: &str) -> (bool, Usage) {
        let lookup = programs.get(Read::Formula, Dialect::Standard, text);
        (lookup.hit, lookup.usage)
    }

    #[test]
    fn the_cache_is_bounded_and_evicts_the_least_recently_used() {
        let programs = Programs::new(2, usize::MAX, Limits::default());
        assert!(!hit(&programs, "1d6").0);
        assert!(!hit(&programs, "1d8").0);
        // `1d6` is used again, so `1d8` is now the least recently used.
        assert!(hit(&programs, "1d6").0);
        let (found, usage) = hit(&programs, "1d10");
        assert!(!found);
        assert_eq!(usage.programs, 2);
        assert_eq!(usage.bytes, weight(3) + weight(4));
        assert!(hit(&programs, "1d6").0, "kept");
        assert!(!hit(&programs, "1d8").0, "evicted");
    }

    #[test]
    fn the_byte_budget_evicts_the_least_recently_used() {
        // Room for two programs of three bytes, not three.
        let programs = Programs::new(100, 2 * weight(3) + weight(3) / 2, Limits::default());
        hit(&programs, "1d6");
        hit(&programs, "1d8");
        assert!(hit(&programs, "1d6").0);
        let (_, usage) = hit(&programs, "2d6");
        assert_eq!(
            usage.programs, 2,
            "the byte budget, not the count, bounds it"
        );
        assert_eq!(usage.bytes, 2 * weight(3));
        assert!(hit(&programs, "1d6").0, "kept");
        assert!(!hit(&programs, "1d8").0, "evicted");
    }

    #[test]
    fn a_program_heavier_than_the_budget_is_never_kept() {
        let programs = Programs::new(100, weight(3), Limits::default());
        hit(&programs, "1d6");
        for _ in 0..2 {
            let (found, usage) = hit(&programs, "1d20");
            assert!(!found);
            assert_eq!(usage.programs, 1, "nothing was pushed out for it");
        }
        assert!(hit(&programs, "1d6").0);
    }

    #[test]
    fn the_text_is_kept_once() {
        let programs = Programs::new(8, usize::MAX, Limits::default());
        let parsed = programs
            .get(Read::Formula, Dialect::Standard, "1d20+5")
            .parsed;
        // The program's text and the cache's key are one allocation.
        assert_eq!(Arc::strong_count(&parsed.text), 2);
    }

    #[test]
    fn the_notation_is_part_of_the_key() {
        let programs = Programs::new(8, usize::MAX, Limits::default());
        programs.get(Read::Formula, Dialect::Standard, "3d6!");
        let dndice = programs.get(Read::Formula, Dialect::Dndice, "3!");
        assert!(!dndice.hit);
        let rolled = dndice
            .parsed
            .roll(
                &HashMap::<String, Alias>::new(),
                &Limits::default(),
                &mut ScriptedSource::new(vec![]),
            )
            .expect("3! rolls in dndice");
        assert_eq!(rolled.total(), Some(6.0), "a factorial in dndice");
    }

    #[test]
    fn a_pool_text_keeps_its_tree_for_reads_by_name() {
        let programs = Programs::new(8, usize::MAX, Limits::default());
        let parsed = programs.get(Read::Formula, Dialect::Pool, "1d1+2").parsed;
        assert!(parsed.tree().is_none(), "a pool formula keeps no tree");
        let body = programs.get(Read::Alias, Dialect::Pool, "1d1+2");
        assert!(!body.hit, "read by name, it is an entry of its own");
        assert_eq!(body.usage.programs, 2);
        let tree = body
            .parsed
            .tree()
            .expect("a pool alias's body is read as a tree");
        let engine = Dialect::Pool
            .parse("1d1+2", &Limits::default())
            .expect("parses");
        assert_eq!(*tree, engine, "what the engine would parse");
        // It still rolls as pool, from its own program.
        let rolled = parsed
            .roll(
                &HashMap::<String, Alias>::new(),
                &Limits::default(),
                &mut ScriptedSource::new(vec![1.0]),
            )
            .expect("rolls");
        assert_eq!(rolled.total(), Some(3.0));
    }

    #[test]
    fn a_hit_is_found_by_the_borrowed_text() {
        let programs = Programs::new(8, usize::MAX, Limits::default());
        let first = programs
            .get(Read::Formula, Dialect::Standard, "1d20+5")
            .parsed;
        let typed = String::from("1d20+5");
        let again = programs.get(Read::Formula, Dialect::Standard, &typed);
        assert!(again.hit);
        assert!(Arc::ptr_eq(&first, &again.parsed), "the one program");
        assert!(
            !programs.get(Read::Formula, Dialect::Dndice, &typed).hit,
            "another notation"
        );
        // Outside pool, a body read by name and a formula are one program.
        assert!(programs.get(Read::Alias, Dialect::Standard, &typed).hit);
    }

    #[test]
    fn errors_are_kept_and_given_back() {
        let programs = Programs::new(8, usize::MAX, Limits::default());
        let first = programs.get(Read::Formula, Dialect::Standard, "1d").parsed;
        let again = programs.get(Read::Formula, Dialect::Standard, "1d");
        assert!(again.hit);
        let none = HashMap::<String, Alias>::new();
        let mut source = ScriptedSource::new(vec![]);
        let e1 = first.roll(&none, &Limits::default(), &mut source);
        let e2 = again.parsed.roll(&none, &Limits::default(), &mut source);
        assert!(e1.is_err());
        assert_eq!(e1, e2);
        assert!(!again.parsed.reads_alone());
    }

    #[test]
    fn a_size_or_budget_of_zero_parses_every_time() {
        for (size, budget) in [(0, usize::MAX), (8, 0)] {
            let programs = Programs::new(size, budget, Limits::default());
            hit(&programs, "1d6");
            assert_eq!(hit(&programs, "1d6"), (false, Usage::default()));
        }
    }
}
