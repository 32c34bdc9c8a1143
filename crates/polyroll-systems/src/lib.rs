//! Game systems out of the box: `blades 3`, `vtm 6 h2`, `coc 45 b1` — a table's own roll
//! in one word, its outcome in the system's own words, its odds exact.
//!
//! A system is data, one file in `systems/`: its parameters (how the arguments after its
//! name are written), the sets of dice it rolls (each a die in the standard notation's
//! spelling: `d6`, `dF`, `d10!>=10`, `d8!!`, or listed faces), the values it works out
//! from them in a small expression language ([`expr`]), the value shown as its result and
//! an outcome table whose first matching rule names the outcome. The engine here rolls any
//! such file ([`System::roll`], from any die source) and works out its odds
//! ([`System::odds`]); the words are the bot's (Fluent), keyed by system and outcome.
//!
//! Pure and synchronous like the dice engine: no I/O, no chat types.

mod args;
pub mod expr;
mod odds;
mod roll;
mod spec;

use std::sync::OnceLock;

pub use args::ArgError;
pub use odds::{Budget, Odds, EXACT_ERROR, SEED};
pub use roll::{RolledDie, RolledPool, SystemRoll};
pub use spec::{Explode, Faces, Form, Keep, Param, Pool, Push, SpecError, System};

/// Every system file, compiled in: name and text.
const FILES: &[(&str, &str)] = &[
    ("blades", include_str!("../systems/blades.toml")),
    ("pbta", include_str!("../systems/pbta.toml")),
    ("fate", include_str!("../systems/fate.toml")),
    ("coc", include_str!("../systems/coc.toml")),
    ("sr", include_str!("../systems/sr.toml")),
    ("sw", include_str!("../systems/sw.toml")),
    ("vtm", include_str!("../systems/vtm.toml")),
    ("dh", include_str!("../systems/dh.toml")),
    ("cpr", include_str!("../systems/cpr.toml")),
    ("wod", include_str!("../systems/wod.toml")),
    ("cod", include_str!("../systems/cod.toml")),
    ("yz", include_str!("../systems/yz.toml")),
    ("cypher", include_str!("../systems/cypher.toml")),
    ("dnd", include_str!("../systems/dnd.toml")),
    ("pf2", include_str!("../systems/pf2.toml")),
    ("ironsworn", include_str!("../systems/ironsworn.toml")),
    ("gurps", include_str!("../systems/gurps.toml")),
    ("alien", include_str!("../systems/alien.toml")),
    ("exalted", include_str!("../systems/exalted.toml")),
    ("mm", include_str!("../systems/mm.toml")),
    ("hero", include_str!("../systems/hero.toml")),
    ("herodmg", include_str!("../systems/herodmg.toml")),
    ("wfrp", include_str!("../systems/wfrp.toml")),
    ("m2d20", include_str!("../systems/m2d20.toml")),
    ("bw", include_str!("../systems/bw.toml")),
    ("tor", include_str!("../systems/tor.toml")),
    ("dcc", include_str!("../systems/dcc.toml")),
    ("kult", include_str!("../systems/kult.toml")),
    ("lf", include_str!("../systems/lf.toml")),
    ("tiny", include_str!("../systems/tiny.toml")),
    ("weg", include_str!("../systems/weg.toml")),
    ("wg", include_str!("../systems/wg.toml")),
    ("mothership", include_str!("../systems/mothership.toml")),
    ("cairn", include_str!("../systems/cairn.toml")),
    ("dragonbane", include_str!("../systems/dragonbane.toml")),
    ("pendragon", include_str!("../systems/pendragon.toml")),
    ("swn", include_str!("../systems/swn.toml")),
    ("ff", include_str!("../systems/ff.toml")),
    ("ed", include_str!("../systems/ed.toml")),
    ("l5r", include_str!("../systems/l5r.toml")),
    ("genesys", include_str!("../systems/genesys.toml")),
    ("ol", include_str!("../systems/ol.toml")),
    ("age", include_str!("../systems/age.toml")),
    ("traveller", include_str!("../systems/traveller.toml")),
    ("sdl", include_str!("../systems/sdl.toml")),
    ("fu", include_str!("../systems/fu.toml")),
    ("ore", include_str!("../systems/ore.toml")),
    ("ds", include_str!("../systems/ds.toml")),
    ("e20", include_str!("../systems/e20.toml")),
    ("darkheresy", include_str!("../systems/darkheresy.toml")),
    ("morkborg", include_str!("../systems/morkborg.toml")),
    ("troika", include_str!("../systems/troika.toml")),
];

/// The book of systems: read-only, the same for everyone.
#[derive(Debug)]
pub struct Book {
    systems: Vec<System>,
}

impl Book {
    /// Reads every system file; an error names the file (the tests read the book, so a
    /// shipped binary never meets one).
    pub fn load() -> Result<Book, SpecError> {
        let mut systems = Vec::with_capacity(FILES.len());
        for (file, text) in FILES {
            let system = System::parse(file, text)?;
            if system.name != *file {
                return Err(SpecError {
                    file: (*file).to_string(),
                    why: format!("names itself {}", system.name),
                });
            }
            systems.push(system);
        }
        systems.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(Book { systems })
    }

    /// The book compiled into this binary, read once; `None` if a file is broken (the
    /// tests make sure none is).
    pub fn shipped() -> Option<&'static Book> {
        static BOOK: OnceLock<Option<Book>> = OnceLock::new();
        BOOK.get_or_init(|| Book::load().ok()).as_ref()
    }

    /// The system of this name (any case).
    pub fn get(&self, name: &str) -> Option<&System> {
        let name = name.trim().to_lowercase();
        self.systems.iter().find(|s| s.name == name)
    }

    /// Every system, by name.
    pub fn all(&self) -> &[System] {
        &self.systems
    }

    /// The system an input calls and its arguments: `blades 3` is `blades` with `3`; a
    /// whole input that is a system's name calls it with none.
    pub fn call<'t>(&self, input: &'t str) -> Option<(&System, &'t str)> {
        let input = input.trim();
        let (name, args) = match input.find(char::is_whitespace) {
            Some(i) => (&input[..i], input[i..].trim()),
            None => (input, ""),
        };
        self.get(name).map(|s| (s, args))
    }
}
