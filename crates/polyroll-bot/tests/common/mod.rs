//! What the bot's own tests share: a console request from one user at one table, tests
//! run once on SQLite and once on PostgreSQL, and a bot whose HTTP server (the pages) is
//! requested over a real socket, as a browser does.

// Each test binary uses only part of this module.
#![allow(dead_code, unused_macros)]

use std::sync::Arc;

use polyroll_bot::{Bot, Chat, Config, Locale, Platform, Request, User};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

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

/// `text` from `user` (an administrator or not) in Telegram group `chat`, a request of its
/// own.
pub fn telegram(chat: &str, user: &str, admin: bool, text: &str) -> Request {
    Request {
        platform: Platform::Telegram,
        user: User {
            id: format!("id-{user}"),
            name: user.to_string(),
        },
        chat: Some(Chat {
            id: chat.into(),
            channel: chat.into(),
            admin,
            gm: false,
        }),
        locale: Locale::En,
        text: text.to_string(),
        request_id: Some(format!("telegram:update:{user}{text}")),
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

/// A bot's settings: an in-memory SQLite database unless `vars` name another, and the rest
/// as [`polyroll_testkit::bot_vars`] makes them.
pub fn config(vars: &[(&str, &str)]) -> Config {
    let mut all = polyroll_testkit::bot_vars(vars);
    all.entry("DATABASE_URL".to_string())
        .or_insert_with(|| "sqlite::memory:".to_string());
    Config::from_vars(&all).expect("config")
}

/// A bot with the settings of [`config`].
pub async fn bot_with(vars: &[(&str, &str)]) -> Arc<Bot> {
    Arc::new(Bot::start(&config(vars)).await.expect("bot"))
}

/// The bot's HTTP server on a free port; its address.
pub async fn serve(bot: &Arc<Bot>) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr").to_string();
    tokio::spawn(polyroll_bot::ops::serve(
        Arc::clone(bot),
        listener,
        std::future::pending(),
    ));
    addr
}

/// `GET path` with `Accept-Language: lang`: the status line, the headers and the body.
pub async fn get(addr: &str, path: &str, lang: &str) -> (String, String, String) {
    get_with(addr, path, &format!("Accept-Language: {lang}\r\n")).await
}

/// [`get`] with other header lines (each ending in CRLF).
pub async fn get_with(addr: &str, path: &str, headers: &str) -> (String, String, String) {
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: dice\r\n{headers}Connection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.expect("read");
    let answer = String::from_utf8(answer).expect("UTF-8");
    let (head, body) = answer.split_once("\r\n\r\n").expect("a head");
    let (status, headers) = head.split_once("\r\n").unwrap_or((head, ""));
    // Headers that differ by the moment only are left out.
    let headers: Vec<&str> = headers
        .lines()
        .filter(|h| !h.to_ascii_lowercase().starts_with("date:"))
        .collect();
    (status.to_string(), headers.join("\n"), body.to_string())
}
