//! What the bot's own tests share: a console request from one user at one table, and
//! tests run once on SQLite and once on PostgreSQL.

// Each test binary uses only part of this module.
#![allow(dead_code, unused_macros)]

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

/// Declares each listed `async fn(String)` (given a database URL) as a test twice,
/// `sqlite::name` and `postgres::name`, on fresh databases named after `$prefix`.
macro_rules! on_both {
    ($prefix:literal: $($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    polyroll_testkit::with_sqlite($prefix, super::$name).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    polyroll_testkit::with_postgres($prefix, super::$name).await;
                }
            )*
        }
    };
}
