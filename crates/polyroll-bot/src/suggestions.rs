//! Autocomplete: what a partly typed formula could become — its live hint, the chat's
//! game's rolls, the user's and the chat's aliases, then the game systems' rolls.

use crate::shown::cut;
use crate::{Bot, Request};

/// One autocomplete choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Suggestion {
    /// What the user sees.
    pub label: String,
    /// What is filled in when chosen.
    pub value: String,
}

impl Bot {
    /// Autocomplete for a partly typed formula: its hint first, then the rolls of the chat's
    /// game it could begin, the user's (and the chat's) aliases starting with it, then the
    /// game systems' rolls. At most `max` choices of at most `len` characters.
    pub async fn suggest(
        &self,
        req: &Request,
        partial: &str,
        max: usize,
        len: usize,
    ) -> Vec<Suggestion> {
        let mut out = Vec::new();
        let partial = partial.trim();
        if !partial.is_empty() {
            out.push(Suggestion {
                label: cut(&self.hint(req, partial).await, len),
                value: cut(partial, len),
            });
        }
        // The chat's game leads with its rolls.
        if let Some(game) = self.chat_game(req).await {
            for example in crate::systems::game_rolls(game, partial) {
                if out.len() < max && !out.iter().any(|s| s.value == example) {
                    out.push(Bot::system_roll_choice(example));
                }
            }
        }
        {
            let store = &self.store;
            let mut owners = vec![Bot::user_owner(req)];
            if let Some(chat) = req.chat_id() {
                owners.push(polyroll_store::Owner::chat(req.platform.name(), chat));
            }
            for owner in owners {
                let found = store
                    .list_aliases(&owner, partial, u32::try_from(max).unwrap_or(u32::MAX))
                    .await
                    .unwrap_or_default();
                // An alias saved under the old name rule rolls nothing: never offered.
                for a in found.into_iter().filter(|a| !a.is_legacy()) {
                    if out.len() >= max || out.iter().any(|s| s.value == a.name) {
                        continue;
                    }
                    // An alias's parameters show, so the user knows what to type after it.
                    let signature = Bot::alias_signature(&a.name, &a.formula);
                    out.push(Suggestion {
                        label: cut(&format!("{signature} = {}", a.formula), len),
                        value: cut(&a.name, len),
                    });
                }
            }
        }
        // Then the game systems' rolls it could begin.
        for example in crate::systems::system_rolls(partial) {
            if out.len() < max && !out.iter().any(|s| s.value == example) {
                out.push(Bot::system_roll_choice(example));
            }
        }
        out.truncate(max);
        out
    }
}
