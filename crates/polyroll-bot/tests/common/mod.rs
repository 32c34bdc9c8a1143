//! What the bot's own tests share: a console request from one user at one table.

use polyroll_bot::{Chat, Locale, Platform, Request, User};

/// `text` typed by user `me` at the table `table`, where they are an admin, in English.
pub fn request(text: &str) -> Request {
    Request {
        platform: Platform::Console,
        user: User {
            id: "me".into(),
            name: "me".into(),
        },
        chat: Some(Chat {
            id: "table".into(),
            channel: "table".into(),
            admin: true,
            gm: false,
        }),
        locale: Locale::En,
        text: text.into(),
        request_id: None,
    }
}
