//! A shared-handler [`Reply`] as a Discord message: content within 2000 characters,
//! buttons in action rows, "Reroll…" as a select menu of the roll's dice on a row of its
//! own, no pings, optionally ephemeral.
//!
//! The message is written straight from the reply as Discord's JSON ([`Message`] borrows
//! it), not through serenity's builders, which copied every string into builder structs
//! and serialised them through maps: about 15,000 instructions of a roll's answer.

use std::borrow::Cow;

use polyroll_bot::{Button, Reply, RerollMenu};
use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};

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
/// The message flag "only its interaction's sender sees it".
const EPHEMERAL: u64 = 1 << 6;
/// Discord's component types and the button style used.
const ACTION_ROW: u8 = 1;
const BUTTON: u8 = 2;
const STRING_SELECT: u8 = 3;
const PRIMARY: u8 = 1;

/// The message for `reply`, as an interaction response's `data` or a follow-up's body.
pub(crate) fn message(reply: &Reply, ephemeral: bool) -> Message<'_> {
    Message { reply, ephemeral }
}

/// [`message`]'s JSON: `content`, `allowed_mentions` (none), `flags`, `components`.
pub(crate) struct Message<'a> {
    reply: &'a Reply,
    ephemeral: bool,
}

impl Serialize for Message<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let reply = self.reply;
        let menu = reply.reroll.as_deref();
        let buttons: Vec<&Button> = reply
            .buttons
            .iter()
            // The system's push is a button beside "Roll again".
            .chain(menu.and_then(|m| m.push.as_ref()))
            // An action too long for Discord would fail the whole message; drop the button
            // instead.
            .filter(|button| button.action.len() <= MAX_CUSTOM_ID)
            .take(ROWS * BUTTONS_PER_ROW)
            .collect();
        // A menu fills a row of its own (a roll's buttons take one row, so there is room).
        let menu = menu
            .filter(|m| m.select.len() <= MAX_CUSTOM_ID)
            .filter(|_| buttons.len().div_ceil(BUTTONS_PER_ROW) < ROWS);
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("content", &cut_to(&reply.text, MAX_CONTENT))?;
        // Rolls never ping anyone, whatever a formula or a label contains.
        map.serialize_entry("allowed_mentions", &NoMentions)?;
        map.serialize_entry("flags", &if self.ephemeral { EPHEMERAL } else { 0 })?;
        if !buttons.is_empty() || menu.is_some() {
            map.serialize_entry(
                "components",
                &Rows {
                    buttons: &buttons,
                    menu,
                },
            )?;
        }
        map.end()
    }
}

/// `{"parse":[],"users":[],"roles":[]}`: no mention of any kind pings.
struct NoMentions;

impl Serialize for NoMentions {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let none: [u8; 0] = [];
        let mut map = serializer.serialize_map(Some(3))?;
        map.serialize_entry("parse", &none)?;
        map.serialize_entry("users", &none)?;
        map.serialize_entry("roles", &none)?;
        map.end()
    }
}

/// The action rows: the buttons, five a row, then the menu's row.
struct Rows<'a> {
    buttons: &'a [&'a Button],
    menu: Option<&'a RerollMenu>,
}

impl Serialize for Rows<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut rows = serializer.serialize_seq(None)?;
        for row in self.buttons.chunks(BUTTONS_PER_ROW) {
            rows.serialize_element(&Row(Buttons(row)))?;
        }
        if let Some(menu) = self.menu {
            rows.serialize_element(&Row([Menu(menu)]))?;
        }
        rows.end()
    }
}

/// An action row of `components`.
struct Row<T>(T);

impl<T: Serialize> Serialize for Row<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(2))?;
        map.serialize_entry("type", &ACTION_ROW)?;
        map.serialize_entry("components", &self.0)?;
        map.end()
    }
}

struct Buttons<'a>(&'a [&'a Button]);

impl Serialize for Buttons<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut buttons = serializer.serialize_seq(Some(self.0.len()))?;
        for button in self.0 {
            buttons.serialize_element(&ButtonJson(button))?;
        }
        buttons.end()
    }
}

struct ButtonJson<'a>(&'a Button);

impl Serialize for ButtonJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(5))?;
        map.serialize_entry("type", &BUTTON)?;
        map.serialize_entry("style", &PRIMARY)?;
        map.serialize_entry("custom_id", &self.0.action)?;
        map.serialize_entry("label", &cut_to(&self.0.label, MAX_LABEL))?;
        map.serialize_entry("disabled", &false)?;
        map.end()
    }
}

/// "Reroll…": a menu of the roll's dice, whose values are the dice's numbers from 1.
struct Menu<'a>(&'a RerollMenu);

impl Serialize for Menu<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let menu = self.0;
        let options = menu.dice.len().min(MAX_OPTIONS);
        let mut map = serializer.serialize_map(Some(6))?;
        map.serialize_entry("custom_id", &menu.select)?;
        map.serialize_entry("placeholder", &cut_to(&menu.placeholder, MAX_PLACEHOLDER))?;
        // Any number of dice may be kept, none included: the menu sends the choice.
        map.serialize_entry("min_values", &0u8)?;
        map.serialize_entry("max_values", &options)?;
        map.serialize_entry("type", &STRING_SELECT)?;
        map.serialize_entry("options", &Options(&menu.dice[..options]))?;
        map.end()
    }
}

struct Options<'a>(&'a [String]);

impl Serialize for Options<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut options = serializer.serialize_seq(Some(self.0.len()))?;
        for (i, label) in self.0.iter().enumerate() {
            options.serialize_element(&MenuOption {
                number: i + 1,
                label,
            })?;
        }
        options.end()
    }
}

struct MenuOption<'a> {
    number: usize,
    label: &'a str,
}

impl Serialize for MenuOption<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(2))?;
        map.serialize_entry("label", &cut_to(self.label, MAX_OPTION_LABEL))?;
        // A string, as Discord's option values are.
        map.serialize_entry("value", &Number(self.number))?;
        map.end()
    }
}

/// A number written as a JSON string.
struct Number(usize);

impl Serialize for Number {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.0)
    }
}

/// `text` cut to at most `max` characters. The renderer keeps replies within budget; this
/// is the last guard, so Discord never rejects a reply outright.
pub(crate) fn cut(text: &str, max: usize) -> String {
    cut_to(text, max).into_owned()
}

/// [`cut`], borrowing `text` when it fits (nearly always).
fn cut_to(text: &str, max: usize) -> Cow<'_, str> {
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
        return Cow::Borrowed(text);
    }
    let mut cut: String = text[..end].to_string();
    // Make room for the ellipsis (an empty cut stops the loop even for a zero `max`).
    while !cut.is_empty() && cut.encode_utf16().count().saturating_add(1) > max {
        cut.pop();
    }
    cut.push('…');
    Cow::Owned(cut)
}

#[cfg(test)]
mod tests {
    use super::*;

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

    /// The message as serenity's builders made it before the reply was written straight.
    fn built(reply: &Reply, ephemeral: bool) -> serde_json::Value {
        use poise::serenity_prelude as serenity;
        let menu = reply.reroll.as_deref();
        let buttons: Vec<serenity::CreateButton> = reply
            .buttons
            .iter()
            .chain(menu.and_then(|m| m.push.as_ref()))
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
            .allowed_mentions(serenity::CreateAllowedMentions::new())
            .ephemeral(ephemeral);
        if !rows.is_empty() {
            message = message.components(rows);
        }
        let mut json =
            serde_json::to_value(serenity::CreateInteractionResponse::Message(message)).unwrap();
        // serenity adds an empty list of attachments to keep; a new message has none.
        json["data"].as_object_mut().unwrap().remove("attachments");
        json
    }

    fn button(label: &str, action: &str) -> Button {
        Button {
            label: label.into(),
            action: action.into(),
        }
    }

    #[test]
    fn the_json_written_straight_is_what_serenitys_builders_wrote() {
        let menu = |dice: usize, push: Option<Button>, placeholder: &str| {
            Some(Box::new(polyroll_bot::RerollMenu {
                select: "hold:42".into(),
                placeholder: placeholder.into(),
                dice: (1..=dice)
                    .map(|d| format!("d20 #{d}: {}", d % 20))
                    .collect(),
                open: button("Reroll…", "pick:42"),
                push,
            }))
        };
        let replies = [
            Reply::text("**21** = 1d20 (16) + 5"),
            Reply {
                text: "🎲 \"quoted\" \\ <@everyone> \u{1}".into(),
                buttons: vec![button("Roll again", "again:42")],
                reroll: menu(1, None, "Reroll…"),
                ..Reply::default()
            },
            Reply {
                text: "é".repeat(2500),
                buttons: (0..7)
                    .map(|i| button(&"x".repeat(90), &format!("b:{i}")))
                    .collect(),
                reroll: menu(30, Some(button("Push", "push:42")), &"p".repeat(200)),
                ..Reply::default()
            },
            Reply {
                text: "many".into(),
                buttons: (0..27)
                    .map(|i| button("b", &format!("b:{i}")))
                    .chain([button("too long", &"a".repeat(101))])
                    .collect(),
                reroll: menu(3, None, "Reroll…"),
                ..Reply::default()
            },
            Reply {
                text: "menu too long".into(),
                reroll: Some(Box::new(polyroll_bot::RerollMenu {
                    select: "h".repeat(101),
                    ..*menu(2, Some(button("Push", "push:1")), "x").unwrap()
                })),
                ..Reply::default()
            },
        ];
        for reply in &replies {
            for ephemeral in [false, true] {
                let straight = serde_json::to_value(crate::adapter::Response::Message {
                    reply: reply.clone(),
                    ephemeral,
                })
                .unwrap();
                assert_eq!(straight, built(reply, ephemeral), "{}", reply.text);
            }
        }
    }
}
