//! Telegram's people and chats as the shared handler's [`Request`].

use polyroll_bot::{Chat, Locale, Platform, Request, User};
use teloxide::types::Message;

pub(crate) fn request(from: &teloxide::types::User, chat: Option<Chat>, text: &str) -> Request {
    Request {
        platform: Platform::Telegram,
        user: User {
            id: from.id.0.to_string(),
            name: from.full_name(),
        },
        chat,
        locale: Locale::from_tag(from.language_code.as_deref()),
        text: text.to_string(),
        request_id: None,
    }
}

/// A message's sender. One sent on behalf of a chat (`sender_chat`: an anonymous group
/// administrator, a channel posting in a group, a linked channel's comment) comes with the
/// same placeholder `from` user for everybody on Telegram; it belongs to that chat instead,
/// under its own namespace (`chat:<id>`), so its aliases, settings and history are the
/// chat's own and never shared with every other anonymous sender.
pub(crate) fn message_request(
    msg: &Message,
    from: &teloxide::types::User,
    chat: Option<Chat>,
    text: &str,
) -> Request {
    let mut req = request(from, chat, text);
    if let Some(sender) = &msg.sender_chat {
        let name = sender
            .title()
            .or_else(|| sender.username())
            .unwrap_or("Anonymous");
        req.user = User {
            id: format!("chat:{}", sender.id.0),
            name: name.to_string(),
        };
    }
    req
}
