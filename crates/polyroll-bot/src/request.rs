//! What an adapter hands the bot, and what it gets back.

use polyroll_render::Surface;
use polyroll_store::RollId;

use crate::Locale;

/// Where a request came from: names the owner of aliases and rolls, and the surface
/// replies are rendered for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Platform {
    Console,
    Discord,
    Telegram,
}

impl Platform {
    pub fn name(self) -> &'static str {
        match self {
            Platform::Console => "console",
            Platform::Discord => "discord",
            Platform::Telegram => "telegram",
        }
    }

    pub fn surface(self) -> Surface {
        match self {
            Platform::Console => Surface::Plain,
            Platform::Discord => Surface::Discord,
            Platform::Telegram => Surface::Telegram,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    /// The platform's stable id (never the display name).
    pub id: String,
    /// What to call them in replies.
    pub name: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chat {
    /// The server or group: owns the chat's aliases and settings.
    pub id: String,
    /// Where the message was posted and the reply is shown: a Discord channel of the
    /// server `id`; elsewhere the chat itself. A roll made for the chat is shown again only
    /// here (a server's channels are not all open to all its members).
    pub channel: String,
    /// Whether the user may change the chat's aliases and defaults: the adapter checks this
    /// with its platform (Discord's Manage Server, Telegram's chat administrators).
    pub admin: bool,
    /// Whether the user is one of the chat's GMs (a Discord server's GM role): they may see
    /// the dice of its secret GM rolls.
    pub gm: bool,
}

#[derive(Clone, Debug)]
pub struct Request {
    pub platform: Platform,
    pub user: User,
    /// The group, channel or server. A private conversation may come as `None` or as a
    /// chat the user administers (Telegram's private chats): either way the user's own
    /// aliases come first.
    pub chat: Option<Chat>,
    pub locale: Locale,
    pub text: String,
    /// The platform's own id of this request, which keys its dice with the period's
    /// server seed (`docs/fairness.md`): `discord:interaction:ID`, `telegram:update:ID`,
    /// `telegram:inline:ID`. `None` where the platform gives none (the console): the bot
    /// then draws one, `console:request:` and 32 random hex digits.
    pub request_id: Option<String>,
}

impl Request {
    pub fn chat_id(&self) -> Option<&str> {
        self.chat.as_ref().map(|c| c.id.as_str())
    }

    /// Where the request was posted (see [`Chat::channel`]).
    pub fn channel_id(&self) -> Option<&str> {
        self.chat.as_ref().map(|c| c.channel.as_str())
    }
}

/// A button under a reply; pressing it sends `action` back through [`crate::Bot::press`].
/// Actions stay under 64 bytes, Telegram's limit for callback data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub label: String,
    pub action: String,
}

/// A file sent with a reply: the stats chart, an alias export.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub filename: String,
    pub mime: &'static str,
    pub bytes: Vec<u8>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// Rendered for the request's surface, within its budget.
    pub text: String,
    /// Boxed: most replies have none, and a small `Reply` moves cheaply through `Result`s.
    pub attachment: Option<Box<Attachment>>,
    pub buttons: Vec<Button>,
    /// The id of the roll this reply shows, as users see it.
    pub roll_id: Option<RollId>,
    /// The answer to a request sent again (a replayed Discord interaction), which did
    /// nothing the second time: for its sender's eyes only.
    pub repeated: bool,
    /// "Reroll…" under a roll its roller may roll again in part.
    pub reroll: Option<Box<RerollMenu>>,
    /// For the requester's eyes only: a refusal where the answer would otherwise go to the
    /// whole chat (Discord: ephemeral; Telegram: an alert on the pressed button).
    pub private: bool,
    /// For the asker alone, and not a mere refusal (a session log link): where a chat has
    /// no replies only its asker sees (a Telegram group), the adapter sends it to the
    /// asker's private chat and tells the chat it did ([`crate::Bot::sent_privately`]).
    pub direct: bool,
    /// A press's answer that replaces the pressed message's buttons (`buttons`) instead of
    /// sending a message; `text` is a short note for the presser (Telegram's dice picker).
    pub edit: bool,
    /// Shows the rolls its event logged the first time it was handled (the platform
    /// delivered it again; [`crate::Bot::execute_event`]): the adapter sends it only if
    /// that first answer may not have gone out ([`crate::Bot::already_handled`]).
    pub logged_before: bool,
}

/// "Reroll…" under a roll, in the two shapes the platforms take: a menu of the roll's dice
/// (Discord's select menu, whose chosen values go through [`crate::hold_action`]), or a
/// button that opens a picker of toggles (Telegram). Either way only the roller may use
/// it, and the press rolls the dice not kept again as a new logged roll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RerollMenu {
    /// The menu's id: `hold:ID`.
    pub select: String,
    /// What the menu shows before a choice.
    pub placeholder: String,
    /// One label a die, in draw order; the menu's values are the dice's numbers from 1.
    pub dice: Vec<String>,
    /// The button that opens the picker instead of a menu.
    pub open: Button,
    /// The game system's push, where it has one.
    pub push: Option<Button>,
}

impl Reply {
    pub fn text(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }
}
