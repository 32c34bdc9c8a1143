//! The console chat: the same bot as on the chat platforms, reading lines from stdin and
//! answering in plain text. What `cargo run --release` starts when no platform is set up.

use std::io::IsTerminal;

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};

use crate::{Bot, Chat, Locale, Platform, Request, User};

/// Who is typing.
#[derive(Clone, Debug)]
pub struct ConsoleUser {
    pub user: String,
    /// The console is one chat; its aliases are the chat's.
    pub chat: String,
    pub admin: bool,
    pub locale: Locale,
}

impl ConsoleUser {
    fn request(&self, text: &str) -> Request {
        Request {
            platform: Platform::Console,
            user: User {
                id: self.user.clone(),
                name: self.user.clone(),
            },
            chat: Some(Chat {
                id: self.chat.clone(),
                channel: self.chat.clone(),
                admin: self.admin,
                gm: false,
            }),
            locale: self.locale,
            text: text.to_string(),
            request_id: None,
        }
    }
}

/// Answers lines until end of input or Ctrl-C. The prompt shows only on a terminal, so
/// piped input gives clean output.
pub async fn run(bot: &Bot, who: &ConsoleUser) -> std::io::Result<()> {
    let interactive = std::io::stdin().is_terminal();
    let mut lines = BufReader::new(tokio::io::stdin()).lines();
    let mut out = tokio::io::stdout();
    if interactive {
        out.write_all(
            "Polyroll console — a formula (4d6kh3) or a command (/help); Ctrl-D quits.\n"
                .as_bytes(),
        )
        .await?;
    }
    loop {
        if interactive {
            out.write_all(b"> ").await?;
            out.flush().await?;
        }
        let line = tokio::select! {
            line = lines.next_line() => line?,
            _ = tokio::signal::ctrl_c() => None,
        };
        let Some(line) = line else { break };
        let text = line.trim();
        if text.is_empty() {
            continue;
        }
        let reply = bot.handle(&who.request(text)).await;
        let mut shown = reply.text;
        if let Some(a) = &reply.attachment {
            if a.mime == "application/json" && shown.is_empty() {
                shown = String::from_utf8_lossy(&a.bytes).into_owned();
            }
        }
        out.write_all(shown.as_bytes()).await?;
        out.write_all(b"\n").await?;
        out.flush().await?;
    }
    Ok(())
}
