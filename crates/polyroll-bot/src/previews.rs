//! Previews while typing (Telegram's inline mode): the typed formula and the aliases that
//! start with it, each with its hint, from one store round trip — the user's and the chat's
//! aliases and default dialects read together — instead of one or more per choice.

use polyroll_store::AliasMap;

use crate::rolls::{alias_like, Prepared};
use crate::stats::cut;
use crate::{Bot, Request, Suggestion};

impl Bot {
    /// At most `max` choices for `partial`: itself first (when not empty), then the user's
    /// aliases starting with it, then the chat's; each value at most `len` characters, each
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
        values.truncate(max);
        let mut previews = Vec::with_capacity(values.len());
        for value in values {
            let prepared = prepared_from(&value, dialect, &aliases);
            let label = self.hint_prepared(req, &value, prepared).await;
            previews.push(Suggestion { label, value });
        }
        previews
    }
}

/// What [`Bot::prepare`] would give for `formula`, from aliases already loaded.
fn prepared_from(formula: &str, dialect: polyroll_core::Dialect, aliases: &AliasMap) -> Prepared {
    let formula = formula.trim();
    let named = alias_like(formula)
        .then(|| aliases.get(&formula.to_lowercase()).cloned())
        .flatten();
    match named {
        Some(saved) => Prepared {
            text: saved.formula.clone(),
            dialect: saved.dialect,
            named: Some(saved),
            aliases: aliases.clone(),
            aliases_down: None,
            chosen: true,
        },
        None => Prepared {
            text: formula.to_string(),
            dialect,
            named: None,
            aliases: aliases.clone(),
            aliases_down: None,
            chosen: false,
        },
    }
}
