//! Autocomplete choices for a partly typed formula.
//!
//! TEMPORARY: `polyroll_bot::Bot::suggest` (with the hint `4d6kh3 → 12.24 (3–18)`) lives
//! in polyroll-bot's stats module, which is not compiled on main until the stats engine
//! lands. Until then: the typed text itself, then the user's and the server's aliases
//! starting with it. Replace the body with `bot.suggest(req, partial, max, len)` then.

use polyroll_bot::{Bot, Request};
use polyroll_store::Owner;

pub(crate) struct Suggestion {
    pub label: String,
    pub value: String,
}

pub(crate) async fn suggest(
    bot: &Bot,
    req: &Request,
    partial: &str,
    max: usize,
) -> Vec<Suggestion> {
    let partial = partial.trim();
    let mut out = Vec::new();
    if !partial.is_empty() {
        out.push(Suggestion {
            label: partial.to_string(),
            value: partial.to_string(),
        });
    }
    let Some(store) = bot.store() else {
        return out;
    };
    let mut owners = vec![Owner::user(req.platform.name(), &req.user.id)];
    if let Some(chat) = req.chat_id() {
        owners.push(Owner::chat(req.platform.name(), chat));
    }
    for owner in owners {
        let limit = u32::try_from(max).unwrap_or(u32::MAX);
        for alias in store
            .list_aliases(&owner, partial, limit)
            .await
            .unwrap_or_default()
        {
            if out.len() < max && !out.iter().any(|s| s.value == alias.name) {
                out.push(Suggestion {
                    label: format!("{} = {}", alias.name, alias.formula),
                    value: alias.name,
                });
            }
        }
    }
    out
}
