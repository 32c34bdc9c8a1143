//! A shared-handler [`Reply`] as a Discord message: content within 2000 characters,
//! buttons in action rows, "Reroll…" as a select menu of the roll's dice on a row of its
//! own, no pings, optionally ephemeral.

use poise::serenity_prelude as serenity;
use polyroll_bot::Reply;

/// Discord refuses longer message content.
pub(crate) const MAX_CONTENT: usize = 2000;
/// Button labels longer than this are refused.
const MAX_LABEL: usize = 80;
/// A button's `custom_id` longer than this is refused.
const MAX_CUSTOM_ID: usize = 100;
const BUTTONS_PER_ROW: usize = 5;
const ROWS: usize = 5;
/// A select menu's placeholder longer than this is refused.
const MAX_PLACEHOLDER: usize = 150;
/// Options of one select menu, and labels of an option, at most.
const MAX_OPTIONS: usize = 25;
const MAX_OPTION_LABEL: usize = 100;

/// The message for `reply`, as an interaction response body or a follow-up.
pub(crate) fn message(
    reply: &Reply,
    ephemeral: bool,
) -> serenity::CreateInteractionResponseMessage {
    let menu = reply.reroll.as_deref();
    let buttons: Vec<serenity::CreateButton> = reply
        .buttons
        .iter()
        // The system's push is a button beside "Roll again".
        .chain(menu.and_then(|m| m.push.as_ref()))
        // An action too long for Discord would fail the whole message; drop the button instead.
        .filter(|button| button.action.len() <= MAX_CUSTOM_ID)
        .map(|button| {
            serenity::CreateButton::new(button.action.clone())
                .label(cut(&button.label, MAX_LABEL))
                .style(serenity::ButtonStyle::Primary)
        })
        .collect();
    let mut rows: Vec<serenity::CreateActionRow> = buttons
        .chunks(BUTTONS_PER_ROW)
        .map(|row| serenity::CreateActionRow::Buttons(row.to_vec()))
        .collect();
    // A menu fills a row of its own (a roll's buttons take one row, so there is room).
    if let Some(menu) = menu.filter(|m| m.select.len() <= MAX_CUSTOM_ID) {
        let options: Vec<serenity::CreateSelectMenuOption> = menu
            .dice
            .iter()
            .take(MAX_OPTIONS)
            .enumerate()
            .map(|(i, label)| {
                serenity::CreateSelectMenuOption::new(
                    cut(label, MAX_OPTION_LABEL),
                    (i + 1).to_string(),
                )
            })
            .collect();
        // Any number of dice may be kept, none included: the menu sends the choice.
        let most = u8::try_from(options.len()).unwrap_or(u8::MAX);
        rows.push(serenity::CreateActionRow::SelectMenu(
            serenity::CreateSelectMenu::new(
                menu.select.clone(),
                serenity::CreateSelectMenuKind::String { options },
            )
            .placeholder(cut(&menu.placeholder, MAX_PLACEHOLDER))
            .min_values(0)
            .max_values(most),
        ));
    }
    rows.truncate(ROWS);
    let mut message = serenity::CreateInteractionResponseMessage::new()
        .content(cut(&reply.text, MAX_CONTENT))
        // Rolls never ping anyone, whatever a formula or a label contains.
        .allowed_mentions(serenity::CreateAllowedMentions::new())
        .ephemeral(ephemeral);
    if !rows.is_empty() {
        message = message.components(rows);
    }
    message
}

/// `text` cut to at most `max` characters. The renderer keeps replies within budget; this
/// is the last guard, so Discord never rejects a reply outright.
pub(crate) fn cut(text: &str, max: usize) -> String {
    // Counted in UTF-16 units like the renderer's budgets: never looser than characters.
    let mut units = 0;
    let mut end = text.len();
    for (index, ch) in text.char_indices() {
        units += ch.len_utf16();
        if units > max {
            end = index;
            break;
        }
    }
    if end == text.len() {
        return text.to_string();
    }
    let mut cut: String = text[..end].to_string();
    // Make room for the ellipsis (an empty cut stops the loop even for a zero `max`).
    while !cut.is_empty() && cut.encode_utf16().count().saturating_add(1) > max {
        cut.pop();
    }
    cut.push('…');
    cut
}

#[cfg(test)]
mod tests {
    use super::*;
    use polyroll_bot::Button;

    #[test]
    fn long_text_is_cut_to_the_limit_with_an_ellipsis() {
        let text = "é".repeat(2500);
        let cut = cut(&text, MAX_CONTENT);
        assert_eq!(cut.encode_utf16().count(), MAX_CONTENT);
        assert!(cut.ends_with('…'));
        assert_eq!(super::cut("short", MAX_CONTENT), "short");
        // Astral characters take two UTF-16 units each.
        assert_eq!(
            super::cut(&"🎲".repeat(1500), MAX_CONTENT)
                .encode_utf16()
                .count(),
            1999
        );
        // A zero budget ends (with the ellipsis alone) instead of looping.
        assert_eq!(super::cut("abc", 0), "…");
    }

    #[test]
    fn buttons_become_rows_and_mentions_are_off() {
        let reply = Reply {
            text: "@everyone 7".into(),
            buttons: vec![Button {
                label: "Roll again".into(),
                action: "again:42".into(),
            }],
            ..Reply::default()
        };
        let json = serde_json::to_value(message(&reply, true)).unwrap();
        assert_eq!(json["content"], "@everyone 7");
        assert_eq!(json["flags"], 64);
        assert_eq!(json["allowed_mentions"]["parse"], serde_json::json!([]));
        let button = &json["components"][0]["components"][0];
        assert_eq!(button["type"], 2);
        assert_eq!(button["custom_id"], "again:42");
        assert_eq!(button["label"], "Roll again");
    }
}
