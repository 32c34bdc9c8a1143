//! Stand-in for the shared handler; see Cargo.toml.
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicI64, Ordering};
use tokio::sync::Mutex;

#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);
impl Secret {
    pub fn new(s: impl Into<String>) -> Self {
        Secret(s.into())
    }
    pub fn expose(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret(***)")
    }
}

#[derive(Clone, Debug, Default)]
pub struct TelegramConfig {
    pub token: Option<Secret>,
    pub api_url: Option<String>,
    pub webhook_url: Option<String>,
    pub webhook_addr: Option<SocketAddr>,
    pub webhook_secret: Option<Secret>,
}
impl TelegramConfig {
    pub fn enabled(&self) -> bool {
        self.token.is_some()
    }
    pub fn webhook(&self) -> bool {
        self.webhook_url.is_some()
    }
}

#[derive(Clone, Debug, Default)]
pub struct Config {
    pub database_url: String,
    pub telegram: TelegramConfig,
}
impl Config {
    pub fn from_vars(vars: &HashMap<String, String>) -> Result<Config, String> {
        Ok(Config {
            database_url: vars.get("DATABASE_URL").cloned().unwrap_or_default(),
            telegram: TelegramConfig::default(),
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Platform {
    Console,
    Discord,
    Telegram,
}
impl Platform {
    pub fn name(self) -> &'static str {
        "telegram"
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Locale {
    #[default]
    En,
}
impl Locale {
    pub fn from_tag(_tag: Option<&str>) -> Locale {
        Locale::En
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: String,
    pub name: String,
}
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chat {
    pub id: String,
    pub admin: bool,
}
#[derive(Clone, Debug)]
pub struct Request {
    pub platform: Platform,
    pub user: User,
    pub chat: Option<Chat>,
    pub locale: Locale,
    pub text: String,
}
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub label: String,
    pub action: String,
}
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub filename: String,
    pub mime: &'static str,
    pub bytes: Vec<u8>,
}
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    pub text: String,
    pub attachment: Option<Attachment>,
    pub buttons: Vec<Button>,
    pub roll_id: Option<i64>,
}

pub mod command {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Target {
        Me,
        Chat,
    }
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum Command {
        Roll { formula: String, dialect: Option<String> },
        Stats { formula: String, dialect: Option<String> },
        Alias { target: Target, command: Option<String> },
        Dialect { target: Target, name: Option<String> },
        History { count: Option<u32> },
        Help { topic: Option<String> },
        Unknown { command: String },
    }
    pub fn parse(line: &str, bot_name: Option<&str>) -> Command {
        let line = line.trim();
        let Some(rest) = line.strip_prefix('/') else {
            return Command::Roll { formula: line.into(), dialect: None };
        };
        let (head, rest) = rest.split_once(' ').unwrap_or((rest, ""));
        let name = match head.split_once('@') {
            Some((cmd, to)) => match bot_name {
                Some(me) if !to.eq_ignore_ascii_case(me) => {
                    return Command::Unknown { command: format!("/{head}") }
                }
                _ => cmd,
            },
            None => head,
        };
        let target = if rest.starts_with("chat") { Target::Chat } else { Target::Me };
        match name {
            "roll" | "r" => Command::Roll { formula: rest.into(), dialect: None },
            "stats" => Command::Stats { formula: rest.into(), dialect: None },
            "alias" => Command::Alias { target, command: Some(rest.into()) },
            "dialect" => Command::Dialect { target, name: None },
            "history" => Command::History { count: None },
            "help" | "start" => Command::Help { topic: None },
            _ => Command::Unknown { command: format!("/{name}") },
        }
    }
}
pub use command::{Command, Target};

pub struct Bot {
    next: AtomicI64,
    once: Mutex<HashMap<String, Reply>>,
}

impl Bot {
    pub async fn start(_config: &Config) -> Result<Bot, String> {
        Ok(Bot { next: AtomicI64::new(1), once: Mutex::new(HashMap::new()) })
    }
    pub async fn close(&self) {}
    pub async fn handle(&self, req: &Request) -> Reply {
        self.execute(req, command::parse(&req.text, None)).await
    }
    pub async fn execute(&self, req: &Request, command: Command) -> Reply {
        match command {
            Command::Roll { formula, .. } => self.roll(req, &formula, None).await,
            Command::Stats { formula, .. } => Reply {
                text: format!("stats {formula}"),
                attachment: Some(Attachment { filename: "stats.png".into(), mime: "image/png", bytes: vec![0x89, b'P', b'N', b'G'] }),
                ..Reply::default()
            },
            Command::Alias { target: Target::Chat, .. } | Command::Dialect { target: Target::Chat, .. }
                if !req.chat.as_ref().is_some_and(|c| c.admin) =>
            {
                Reply { text: "Only the chat's administrators can change its aliases and defaults.".into(), ..Reply::default() }
            }
            other => Reply { text: format!("{other:?}"), ..Reply::default() },
        }
    }
    pub async fn roll(&self, req: &Request, formula: &str, _dialect: Option<&str>) -> Reply {
        let id = self.next.fetch_add(1, Ordering::SeqCst);
        Reply {
            text: format!("{} rolls {formula}: [<s>1</s>, 4, 5, 6] = 15\nroll #{id}", req.user.name),
            buttons: vec![Button { label: "Roll again".into(), action: format!("again:{id}") }],
            roll_id: Some(id),
            ..Reply::default()
        }
    }
    pub async fn press(&self, req: &Request, action: &str) -> Reply {
        self.roll(req, action, None).await
    }
    pub async fn roll_once(&self, req: &Request, formula: &str, key: &str) -> Reply {
        let mut once = self.once.lock().await;
        if let Some(done) = once.get(key) {
            return done.clone();
        }
        let mut reply = self.roll(req, formula, None).await;
        reply.buttons.clear();
        once.insert(key.to_string(), reply.clone());
        reply
    }
    pub async fn hint(&self, _req: &Request, formula: &str) -> String {
        format!("{formula} → 12.24 (3–18)")
    }
    pub fn say(&self, req: &Request, id: &str, args: &[(&str, &str)]) -> String {
        match id {
            "roll-pending" => format!("{} is rolling {}…", req.user.name, args.iter().find(|a| a.0 == "formula").map(|a| a.1).unwrap_or("")),
            other => other.to_string(),
        }
    }
}
