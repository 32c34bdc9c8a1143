//! The endpoint's hot interactions read straight from the body: a ping, `/roll`, a roll's
//! button or menu, and autocomplete. serenity reads an interaction through a
//! `serde_json::Value` tree and then into structs of owned strings for every field Discord
//! sends (a sixth of a roll's instructions); this reads only the fields the answer needs,
//! borrowing the strings from the body, and skips the rest unread.
//!
//! Anything else — another command, a GM roll, a tray's button, a shape this does not
//! expect — is [`None`], and the endpoint reads it with serenity as before: what this
//! accepts it must answer exactly as the serenity path would (the tests below hold the
//! two to the same origin, call and press on Discord's payloads). It is laxer in one way
//! only: a field the answer does not read is not checked, so a signed body that serenity
//! would refuse for such a field (Discord sends none) is answered here.

use std::borrow::Cow;
use std::fmt;

use poise::serenity_prelude as serenity;
use serde::de::{self, Deserializer, Visitor};
use serde::Deserialize;

use crate::request::{display_name, secrecy, Membership, Origin, Pressed, Rolled, Secrecy, Under};

/// Discord's interaction types, and the option types `/roll` has.
const PING: u8 = 1;
const COMMAND: u8 = 2;
const COMPONENT: u8 = 3;
const AUTOCOMPLETE: u8 = 4;
const SUBCOMMAND: u8 = 1;
const SUBCOMMAND_GROUP: u8 = 2;
const STRING: u8 = 3;
const INTEGER: u8 = 4;
const BUTTON: u8 = 2;
const STRING_SELECT: u8 = 3;

/// An interaction as this module reads it: the fields the hot answers need.
#[derive(Deserialize)]
pub(crate) struct Interaction<'a> {
    #[serde(rename = "type")]
    kind: u8,
    id: serenity::InteractionId,
    application_id: serenity::ApplicationId,
    #[serde(borrow)]
    token: Cow<'a, str>,
    guild_id: Option<serenity::GuildId>,
    channel_id: Option<serenity::ChannelId>,
    channel: Option<Channel>,
    #[serde(borrow)]
    member: Option<Member<'a>>,
    #[serde(borrow)]
    user: Option<User<'a>>,
    #[serde(borrow)]
    locale: Option<Cow<'a, str>>,
    context: Option<serenity::InteractionContext>,
    #[serde(borrow)]
    data: Option<Data<'a>>,
    message: Option<Message>,
}

#[derive(Deserialize)]
struct Channel {
    #[serde(rename = "type")]
    kind: serenity::ChannelType,
}

#[derive(Deserialize)]
struct Member<'a> {
    #[serde(borrow)]
    user: Option<User<'a>>,
    #[serde(borrow)]
    nick: Option<Cow<'a, str>>,
    permissions: Option<serenity::Permissions>,
    #[serde(default)]
    roles: Vec<serenity::RoleId>,
}

#[derive(Deserialize)]
struct User<'a> {
    id: serenity::UserId,
    #[serde(borrow)]
    username: Cow<'a, str>,
    #[serde(borrow)]
    global_name: Option<Cow<'a, str>>,
}

/// A command's data (`name`, `options`) or a component's (`custom_id`, `component_type`,
/// `values`).
#[derive(Deserialize)]
struct Data<'a> {
    #[serde(borrow)]
    name: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    options: Vec<CommandOption<'a>>,
    #[serde(borrow)]
    custom_id: Option<Cow<'a, str>>,
    component_type: Option<u8>,
    values: Option<Vec<String>>,
}

#[derive(Deserialize)]
struct CommandOption<'a> {
    #[serde(borrow)]
    name: Cow<'a, str>,
    #[serde(rename = "type")]
    kind: u8,
    #[serde(borrow)]
    value: Option<Scalar<'a>>,
    #[serde(borrow, default)]
    options: Vec<CommandOption<'a>>,
    focused: Option<bool>,
}

/// The message under a pressed component.
#[derive(Deserialize)]
struct Message {
    flags: Option<u64>,
    application_id: Option<serenity::ApplicationId>,
    webhook_id: Option<serenity::WebhookId>,
    author: Author,
}

#[derive(Deserialize)]
struct Author {
    id: serenity::UserId,
}

/// An option's value: text, a whole number, or something `/roll` never takes.
enum Scalar<'a> {
    Text(Cow<'a, str>),
    Integer(i64),
    Other,
}

impl<'de: 'a, 'a> Deserialize<'de> for Scalar<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct ScalarVisitor;
        impl<'de> Visitor<'de> for ScalarVisitor {
            type Value = Scalar<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an option value")
            }
            fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Self::Value, E> {
                Ok(Scalar::Text(Cow::Borrowed(v)))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
                Ok(Scalar::Text(Cow::Owned(v.to_string())))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
                Ok(Scalar::Integer(v))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
                Ok(i64::try_from(v).map_or(Scalar::Other, Scalar::Integer))
            }
            fn visit_f64<E: de::Error>(self, _: f64) -> Result<Self::Value, E> {
                Ok(Scalar::Other)
            }
            fn visit_bool<E: de::Error>(self, _: bool) -> Result<Self::Value, E> {
                Ok(Scalar::Other)
            }
        }
        deserializer.deserialize_any(ScalarVisitor)
    }
}

/// A hot interaction, ready for the adapter.
pub(crate) enum Hot<'a> {
    Ping,
    /// `/roll` in the channel or to the roller alone.
    Roll(Origin<'a>, Rolled),
    /// A roll's button or "Reroll…" menu (not a tray's).
    Press(Pressed<'a>),
    /// Choices for the focused option of `command`.
    Suggest {
        origin: Origin<'a>,
        command: &'a str,
        partial: &'a str,
    },
}

impl<'a> Interaction<'a> {
    /// The body read, if it reads as an interaction at all (else serenity says why not).
    pub(crate) fn read(body: &'a [u8]) -> Option<Interaction<'a>> {
        serde_json::from_slice(body).ok()
    }

    /// The interaction as a hot one, or `None` for serenity to read.
    pub(crate) fn hot(&self) -> Option<Hot<'_>> {
        match self.kind {
            PING => Some(Hot::Ping),
            COMMAND => self.roll(),
            COMPONENT => self.press(),
            AUTOCOMPLETE => self.suggest(),
            _ => None,
        }
    }

    fn roll(&self) -> Option<Hot<'_>> {
        let data = self.data.as_ref()?;
        if data.name.as_deref() != Some("roll") {
            return None;
        }
        // Only text and whole-number options, as `/roll` has; serenity reads any other.
        let simple = |o: &CommandOption<'_>| match (o.kind, &o.value) {
            (STRING, Some(Scalar::Text(_))) | (INTEGER, Some(Scalar::Integer(_))) => {
                o.focused != Some(true)
            }
            _ => false,
        };
        if !data.options.iter().all(simple) {
            return None;
        }
        // The first option of a name is the one read, as serenity's path reads it.
        let value = |name: &str| data.options.iter().find(|o| o.name == name)?.value.as_ref();
        let text = |name: &str| match value(name) {
            Some(Scalar::Text(text)) => Some(text.as_ref()),
            _ => None,
        };
        let repeat = match value("repeat") {
            Some(Scalar::Integer(n)) => Some(*n),
            _ => None,
        };
        let seen_by = secrecy(text("secret"));
        if seen_by == Secrecy::Gm {
            // A GM roll messages the GMs through serenity's client: serenity's path.
            return None;
        }
        let rolled = Rolled {
            id: self.id,
            application_id: self.application_id,
            token: self.token.to_string(),
            // Required: as serenity's path, an empty formula if a client ever omits it.
            formula: text("formula").unwrap_or_default().to_string(),
            dialect: text("dialect").map(str::to_string),
            secret: seen_by == Secrecy::Me,
            repeat,
        };
        let origin = self.origin()?;
        Some(Hot::Roll(origin, rolled))
    }

    fn press(&self) -> Option<Hot<'_>> {
        let data = self.data.as_ref()?;
        let custom_id = data.custom_id.as_deref()?;
        if polyroll_bot::is_tray_press(custom_id) {
            // A tray's press moves the tray through serenity's client: serenity's path.
            return None;
        }
        let chosen = match data.component_type? {
            BUTTON => None,
            STRING_SELECT => Some(&data.values.as_ref()?[..]),
            _ => return None,
        };
        let message = self.message.as_ref()?;
        let ephemeral = message.flags.is_some_and(|flags| {
            serenity::MessageFlags::from_bits_truncate(flags)
                .contains(serenity::MessageFlags::EPHEMERAL)
        });
        Some(Hot::Press(Pressed {
            origin: self.origin()?,
            custom_id,
            chosen,
            under: Under {
                application_id: message.application_id.map(|id| id.get()),
                webhook_id: message.webhook_id.map(|id| id.get()),
                author: message.author.id.get(),
                ephemeral,
            },
            application_id: self.application_id,
            token: &self.token,
        }))
    }

    fn suggest(&self) -> Option<Hot<'_>> {
        let data = self.data.as_ref()?;
        let partial = match focused(&data.options) {
            Some(Scalar::Text(text)) => text.as_ref(),
            // A number focused: serenity's path (which refuses it).
            Some(_) => return None,
            None => "",
        };
        Some(Hot::Suggest {
            origin: self.origin()?,
            command: data.name.as_deref()?,
            partial,
        })
    }

    /// Who sent it and from where, as serenity's path reads them: in a server the member's
    /// user, elsewhere the interaction's.
    fn origin(&self) -> Option<Origin<'_>> {
        let member = self.member.as_ref();
        let user = match (self.guild_id, member) {
            (Some(_), Some(member)) => member.user.as_ref()?,
            _ => self.user.as_ref()?,
        };
        Some(Origin {
            user: user.id,
            name: display_name(
                member.and_then(|m| m.nick.as_deref()),
                user.global_name.as_deref(),
                &user.username,
            ),
            member: member.map(|m| Membership {
                permissions: m.permissions,
                roles: &m.roles,
            }),
            guild_id: self.guild_id,
            channel_id: self.channel_id?,
            locale: self.locale.as_deref()?,
            context: self.context,
            channel_kind: self.channel.as_ref().map(|c| c.kind),
            interaction: self.id,
        })
    }
}

/// The focused option's value, found as serenity finds it: the first subcommand's options
/// are searched (and only they), else this level's first focused option.
fn focused<'o, 'a>(options: &'o [CommandOption<'a>]) -> Option<&'o Scalar<'a>> {
    for option in options {
        if matches!(option.kind, SUBCOMMAND | SUBCOMMAND_GROUP) {
            return focused(&option.options);
        }
        if option.focused == Some(true) {
            return option.value.as_ref();
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::*;
    use crate::payloads::{self, ALICE, MEMBER_PERMISSIONS};
    use crate::request::{self, Call, Secrecy};

    /// Everything the adapter reads from an origin, as text to compare.
    fn origin_facts(origin: &Origin<'_>) -> String {
        let member = origin.member.map(|m| (m.permissions, m.roles.to_vec()));
        format!(
            "{:?}",
            (
                origin.user,
                origin.name,
                member,
                origin.guild_id,
                origin.channel_id,
                origin.locale,
                origin.context,
                origin.channel_kind,
                origin.interaction,
                origin.manages_server(),
                origin.request("text".into()),
            )
        )
    }

    fn press_facts(p: &Pressed<'_>) -> String {
        let under = &p.under;
        format!(
            "{} {:?}",
            origin_facts(&p.origin),
            (
                p.custom_id,
                p.chosen,
                under.application_id,
                under.webhook_id,
                under.author,
                under.ephemeral,
                p.application_id,
                p.token,
            )
        )
    }

    /// The facts the lean reader gives `payload`, or `None` when it leaves it to serenity.
    fn lean(payload: &Value) -> Option<String> {
        let body = payload.to_string();
        let interaction = Interaction::read(body.as_bytes())?;
        let hot = interaction.hot()?;
        Some(match hot {
            Hot::Ping => "ping".to_string(),
            Hot::Roll(origin, r) => format!(
                "roll {} {:?}",
                origin_facts(&origin),
                (
                    r.id,
                    r.application_id,
                    &r.token,
                    &r.formula,
                    &r.dialect,
                    r.secret,
                    r.repeat
                )
            ),
            Hot::Press(pressed) => format!("press {}", press_facts(&pressed)),
            Hot::Suggest {
                origin,
                command,
                partial,
            } => format!("suggest {} {command} {partial:?}", origin_facts(&origin)),
        })
    }

    /// The same facts as serenity's path reads them.
    fn serenity(payload: &Value) -> String {
        let interaction: serenity::Interaction =
            serde_json::from_value(payload.clone()).expect("serenity reads Discord's payload");
        match interaction {
            serenity::Interaction::Ping(_) => "ping".to_string(),
            serenity::Interaction::Command(c) => {
                let Call::Roll {
                    formula,
                    dialect,
                    secrecy,
                    repeat,
                } = request::call(&c.data)
                else {
                    panic!("not a roll: {payload}");
                };
                let secret = secrecy == Secrecy::Me;
                format!(
                    "roll {} {:?}",
                    origin_facts(&Origin::of_command(&c)),
                    (
                        c.id,
                        c.application_id,
                        &c.token,
                        &formula,
                        &dialect,
                        secret,
                        repeat
                    )
                )
            }
            serenity::Interaction::Component(c) => {
                format!("press {}", press_facts(&Pressed::of_component(&c)))
            }
            serenity::Interaction::Autocomplete(c) => format!(
                "suggest {} {} {:?}",
                origin_facts(&Origin::of_command(&c)),
                c.data.name,
                crate::autocomplete::partial(&c)
            ),
            other => panic!("unexpected kind: {other:?}"),
        }
    }

    fn agree(payload: Value) {
        let lean = lean(&payload).unwrap_or_else(|| panic!("not read lean: {payload}"));
        assert_eq!(lean, serenity(&payload), "{payload}");
    }

    fn roll(options: Vec<Value>) -> Value {
        payloads::command("roll", options)
    }

    #[test]
    fn lean_and_serenity_read_rolls_alike() {
        agree(roll(vec![payloads::text("formula", "1d20+5")]));
        agree(roll(vec![
            payloads::text("formula", "4d6kh3"),
            payloads::text("dialect", "dndice"),
            payloads::text("secret", "self"),
            payloads::option("repeat", 4, json!(6)),
        ]));
        // Escapes in the JSON: the lean reader's strings are then its own, not borrowed.
        agree(roll(vec![payloads::text(
            "formula",
            "1d20 [\"Sneak\" \\ attack] é\u{1F3B2}\n",
        )]));
        // Discord enforces the formula; without it both read an empty one.
        agree(roll(vec![]));
        // In a DM: the user is the interaction's, and no member.
        agree(payloads::dm_command(
            "roll",
            vec![payloads::text("formula", "2d6")],
        ));
        // A server nickname, roles and the right to manage the server.
        let mut member = payloads::member(
            ALICE,
            "alice",
            &[payloads::GM_ROLE],
            payloads::MANAGER_PERMISSIONS,
        );
        member["nick"] = json!("Al \"the\" GM");
        let mut by_nick = payloads::command_by(
            "roll",
            vec![payloads::text("formula", "1d8")],
            member,
            json!({}),
        );
        by_nick["locale"] = json!("fr");
        agree(by_nick);
        // No display name: the username.
        let mut member = payloads::member(ALICE, "alice", &[], MEMBER_PERMISSIONS);
        member["user"]["global_name"] = Value::Null;
        agree(payloads::command_by(
            "roll",
            vec![payloads::text("formula", "1d4")],
            member,
            json!({}),
        ));
    }

    #[test]
    fn lean_and_serenity_read_presses_alike() {
        let alice = || payloads::member(ALICE, "alice", &[], MEMBER_PERMISSIONS);
        agree(payloads::press("again:42", alice(), 0));
        // Under an ephemeral roll.
        agree(payloads::press("again:42", alice(), 64));
        // Under someone else's message: neither its application nor its webhook.
        let mut foreign = payloads::press("again:42", alice(), 0);
        for field in ["application_id", "webhook_id"] {
            foreign["message"][field] = json!("1180000000000000777");
        }
        foreign["message"]["author"]["id"] = json!("1180000000000000777");
        agree(foreign);
        // "Reroll…"'s menu: the dice chosen.
        let mut menu = payloads::press("hold:42", alice(), 0);
        menu["data"] = json!({ "custom_id": "hold:42", "component_type": 3, "values": ["1", "3"] });
        agree(menu);
    }

    #[test]
    fn lean_and_serenity_read_autocomplete_alike() {
        agree(payloads::autocomplete("roll", "4d6k"));
        agree(payloads::autocomplete_of("system", "name", "bla"));
        // In a subcommand, beside an option already given.
        let mut nested = payloads::autocomplete_of("tray", "system", "dn");
        nested["data"]["options"] = json!([{ "name": "from-system", "type": 1, "options": [
            { "name": "name", "type": 3, "value": "mine" },
            { "name": "system", "type": 3, "value": "dn", "focused": true }
        ]}]);
        agree(nested);
        // Nothing focused (no client sends it): an empty partial.
        let mut unfocused = payloads::autocomplete("roll", "");
        unfocused["data"]["options"] = json!([{ "name": "formula", "type": 3, "value": "x" }]);
        agree(unfocused);
        agree(payloads::ping());
    }

    #[test]
    fn other_interactions_are_left_to_serenity() {
        let alice = payloads::member(ALICE, "alice", &[], MEMBER_PERMISSIONS);
        let cold = [
            // A GM roll messages the GMs, a tray's button moves the tray: serenity's client.
            payloads::gm_roll(),
            payloads::press("tray:7:0", alice, 0),
            payloads::alias_set("str", "3"),
            payloads::command("stats", vec![payloads::text("formula", "1d6")]),
            // Shapes `/roll` never has: a number where text goes, an option of another type.
            roll(vec![payloads::option("formula", 3, json!(5))]),
            roll(vec![payloads::option("repeat", 4, json!(2.5))]),
            roll(vec![payloads::option("who", 6, json!(ALICE))]),
            // A modal's submission.
            json!({ "type": 5, "id": "1", "application_id": "2", "token": "t" }),
        ];
        for payload in cold {
            assert_eq!(lean(&payload), None, "{payload}");
        }
        assert!(Interaction::read(b"{\"type\": 2").is_none());
    }
}
