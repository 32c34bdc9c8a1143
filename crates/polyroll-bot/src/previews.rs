//! Previews while typing (Telegram's inline mode): the typed formula and the aliases that
//! start with it, each with its hint, from one store round trip — the user's and the chat's
//! aliases and default dialects read together — instead of one or more per choice.

use polyroll_store::AliasMap;

use polyroll_core::Dialect;

use crate::several::joined_hints;
use crate::shown::cut;
use crate::{Bot, Request, Suggestion};

impl Bot {
    /// At most `max` choices for `partial`: itself first (when not empty), then the user's
    /// aliases starting with it, then the chat's, then the game systems' rolls; each value at most `len` characters, each
    /// label the choice's hint (uncut: the adapter fits it). A store that fails leaves the
    /// typed formula alone, with the hint it has without aliases.
    pub async fn previews(
        &self,
        req: &Request,
        partial: &str,
        max: usize,
        len: usize,
    ) -> Vec<Suggestion> {
        let partial = partial.trim();
        let loaded = self
            .store
            .resolver_and_dialects(req.platform.name(), &req.user.id, req.chat_id())
            .await;
        let (aliases, (mine, chats)) = match loaded {
            Ok(loaded) => loaded,
            Err(e) => {
                self.log_failure(&e);
                (AliasMap::default(), (None, None))
            }
        };
        let dialect = mine.or(chats).unwrap_or(self.default_dialect);
        let mut values = Vec::new();
        if !partial.is_empty() {
            values.push(cut(partial, len));
        }
        let prefix = partial.to_lowercase();
        let mut names: Vec<&polyroll_store::SavedAlias> = aliases
            .aliases()
            .filter(|a| a.name.starts_with(&prefix) && !a.is_legacy())
            .collect();
        // The user's first, then the chat's, each by name, as autocomplete lists them.
        names.sort_by(|a, b| (a.scope, &a.name).cmp(&(b.scope, &b.name)));
        for alias in names {
            let value = cut(&alias.name, len);
            if values.len() < max && !values.contains(&value) {
                values.push(value);
            }
        }
        // Then the game systems' rolls it could begin (never for an empty query).
        if !partial.is_empty() {
            for example in crate::systems::system_rolls(partial) {
                let value = cut(example, len);
                if values.len() < max && !values.contains(&value) {
                    values.push(value);
                }
            }
        }
        values.truncate(max);
        let mut previews = Vec::with_capacity(values.len());
        for value in values {
            let label = self.loaded_hint(req, &value, dialect, &aliases).await;
            previews.push(Suggestion { label, value });
        }
        previews
    }

    /// [`Bot::hint`] from aliases already loaded: a roll set's, a sentence's parts', an
    /// alias's with its arguments.
    async fn loaded_hint(
        &self,
        req: &Request,
        formula: &str,
        dialect: Dialect,
        aliases: &AliasMap,
    ) -> String {
        let shape = match self.shape_in(req, formula, dialect) {
            Ok(shape) => shape,
            Err(reply) => return reply.text,
        };
        let (formulas, times) = shape.hinted(formula);
        let mut hints = Vec::with_capacity(formulas.len());
        for part in formulas {
            hints.push(match self.prepare_loaded(req, part, dialect, aliases) {
                Ok(prepared) => self.hint_prepared(req, part, prepared).await,
                Err(reply) => reply.text,
            });
        }
        joined_hints(hints, times)
    }
}
