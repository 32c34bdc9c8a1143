//! Telegram's people and chats as the shared handler's [`Request`].

use polyroll_bot::{Chat, Locale, Platform, Request, User};

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
    }
}
