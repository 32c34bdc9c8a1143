//! Aliases too heavy to roll are refused when they are saved (`/alias set`, imports): one
//! whose use would take more steps than the work budget (`Limits::max_steps`: an alias
//! counts its whole formula at every use), or one that would make an alias already saved,
//! which reads it, go over. A roll checks this again before it evaluates anything — a
//! book written from the top down, or aliases of the chat's and the user's together, can
//! only be measured then — but saving is where the user can still fix it.

use std::collections::HashMap;

use polyroll_core::{Alias, AliasSteps, Limits, Resolver};
use polyroll_store::{AliasMap, SavedAlias, StoreError};

use crate::{Bot, Request};

/// The book as it would read with some aliases written over it.
struct Written {
    book: AliasMap,
    saved: HashMap<String, Alias>,
}

impl Resolver for Written {
    fn lookup(&self, name: &str) -> Option<Alias> {
        match self.saved.get(name) {
            Some(alias) => Some(alias.clone()),
            None => self.book.lookup(name),
        }
    }
}

/// An alias a change would make take more than the limit's steps to roll.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum TooHeavy {
    /// One of the aliases being saved.
    Saved(String),
    /// An alias already saved that reads one of them.
    Reader(String),
}

/// Which alias, if any, writing `saved` over `book` makes too heavy: a saved one first,
/// else the first by name of those that were within the limit before.
fn too_heavy(book: AliasMap, saved: &[SavedAlias], limits: &Limits) -> Option<TooHeavy> {
    let max = limits.max_steps;
    let names = book.names();
    let written = Written {
        saved: saved
            .iter()
            .map(|a| {
                let alias = Alias {
                    formula: a.formula.clone(),
                    dialect: a.dialect,
                };
                (a.name.clone(), alias)
            })
            .collect(),
        book,
    };
    let mut after = AliasSteps::new(&written, limits);
    if let Some(a) = saved.iter().find(|a| after.of(&a.name) > max) {
        return Some(TooHeavy::Saved(a.name.clone()));
    }
    let mut before = AliasSteps::new(&written.book, limits);
    names
        .into_iter()
        .filter(|name| !written.saved.contains_key(name))
        .find(|name| after.of(name) > max && before.of(name) <= max)
        .map(TooHeavy::Reader)
}

impl Bot {
    /// Which alias writing `saved` would make too heavy to roll, in the book the user
    /// reads here (theirs over the chat's). Parsing a whole book is work: done off the
    /// async workers.
    pub(crate) async fn too_heavy(
        &self,
        req: &Request,
        saved: &[SavedAlias],
    ) -> Result<Option<TooHeavy>, StoreError> {
        let book = self
            .store
            .resolver(req.platform.name(), &req.user.id, req.chat_id())
            .await?;
        let (saved, limits) = (saved.to_vec(), self.limits);
        let found = tokio::task::spawn_blocking(move || too_heavy(book, &saved, &limits)).await;
        match found {
            Ok(found) => Ok(found),
            Err(e) => match e.try_into_panic() {
                Ok(panic) => std::panic::resume_unwind(panic),
                // Cancelled only when the runtime shuts down: nobody is waiting then.
                Err(_) => Ok(None),
            },
        }
    }

    /// The refusal of a change that makes `which` too heavy; `import` when it came in a
    /// file or a paste of several.
    pub(crate) fn too_heavy_text(
        &self,
        req: &Request,
        which: &TooHeavy,
        saving: &str,
        import: bool,
    ) -> String {
        let max = self.limits.max_steps.to_string();
        match (which, import) {
            (TooHeavy::Saved(name), false) => {
                self.say(req, "alias-too-heavy", &[("name", name), ("max", &max)])
            }
            (TooHeavy::Reader(reader), false) => self.say(
                req,
                "alias-makes-too-heavy",
                &[("name", saving), ("reader", reader), ("max", &max)],
            ),
            (TooHeavy::Saved(name) | TooHeavy::Reader(name), true) => self.say(
                req,
                "alias-import-too-heavy",
                &[("name", name), ("max", &max)],
            ),
        }
    }
}
