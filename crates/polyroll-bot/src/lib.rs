//! TEMPORARY stand-in with the signatures of /work/BOT_API.md so polyroll-discord compiles
//! before the real crate lands on main. Replaced wholesale at merge.
#![allow(missing_docs, dead_code, unused_variables, clippy::all)]
use std::collections::HashMap;
use std::net::SocketAddr;

#[derive(Clone)]
pub struct Secret(String);
impl Secret {
    pub fn expose(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("***")
    }
}
#[derive(Clone, Debug, Default)]
pub struct DiscordConfig {
    pub token: Option<Secret>,
    pub application_id: Option<u64>,
    pub public_key: Option<String>,
    pub interactions_addr: Option<SocketAddr>,
}
impl DiscordConfig {
    pub fn gateway(&self) -> bool {
        self.token.is_some()
    }
    pub fn interactions(&self) -> bool {
        self.public_key.is_some() && self.interactions_addr.is_some()
    }
}
#[derive(Clone, Debug, Default)]
pub struct Config {
    pub database_url: String,
    pub discord: DiscordConfig,
}
#[derive(Debug)]
pub struct ConfigError(pub String);
impl Config {
    pub fn from_vars(vars: &HashMap<String, String>) -> Result<Config, ConfigError> {
        let mut c = Config::default();
        c.database_url = vars.get("DATABASE_URL").cloned().unwrap_or_default();
        c.discord.token = vars.get("DISCORD_TOKEN").cloned().map(Secret);
        c.discord.public_key = vars.get("DISCORD_PUBLIC_KEY").cloned();
        c.discord.application_id = vars
            .get("DISCORD_APPLICATION_ID")
            .and_then(|v| v.parse().ok());
        c.discord.interactions_addr = vars
            .get("DISCORD_INTERACTIONS_ADDR")
            .and_then(|v| v.parse().ok());
        Ok(c)
    }
}
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Platform {
    Console,
    Discord,
    Telegram,
}
#[derive(Clone, Debug)]
pub struct User {
    pub id: String,
    pub name: String,
}
#[derive(Clone, Debug)]
pub struct Chat {
    pub id: String,
    pub admin: bool,
}
#[derive(Clone, Debug, Default)]
pub struct Locale(String);
impl Locale {
    pub fn from_tag(tag: Option<&str>) -> Locale {
        Locale(tag.unwrap_or("en").to_string())
    }
}
#[derive(Clone, Debug)]
pub struct Request {
    pub platform: Platform,
    pub user: User,
    pub chat: Option<Chat>,
    pub locale: Locale,
    pub text: String,
}
#[derive(Clone, Debug)]
pub struct Button {
    pub label: String,
    pub action: String,
}
#[derive(Clone, Debug)]
pub struct Attachment {
    pub filename: String,
    pub mime: &'static str,
    pub bytes: Vec<u8>,
}
#[derive(Clone, Debug, Default)]
pub struct Reply {
    pub text: String,
    pub attachment: Option<Attachment>,
    pub buttons: Vec<Button>,
    pub roll_id: Option<i64>,
}
#[derive(Clone, Debug)]
pub struct Suggestion {
    pub label: String,
    pub value: String,
}
#[derive(Clone, Debug)]
pub enum Target {
    Me,
    Chat,
}
#[derive(Clone, Debug)]
pub enum AliasCommand {
    Set { name: String, formula: String },
    Get { name: String },
    List { prefix: Option<String> },
    Rename { old: String, new: String },
    Delete { name: String },
    Describe { name: String, text: String },
    Export,
    Import { json: String },
}
#[derive(Clone, Debug)]
pub enum Command {
    Roll {
        formula: String,
        dialect: Option<String>,
    },
    Stats {
        formula: String,
        dialect: Option<String>,
    },
    Alias {
        target: Target,
        command: Option<AliasCommand>,
    },
    Dialect {
        target: Target,
        name: Option<String>,
    },
    History {
        count: Option<u32>,
    },
    Help {
        topic: Option<String>,
    },
    Unknown {
        command: String,
    },
}
pub struct Bot;
impl Bot {
    pub async fn start(config: &Config) -> Result<Bot, String> {
        Ok(Bot)
    }
    pub async fn handle(&self, req: &Request) -> Reply {
        Reply {
            text: format!("handled {}", req.text),
            ..Reply::default()
        }
    }
    pub async fn execute(&self, req: &Request, command: Command) -> Reply {
        match command {
            Command::Stats { formula, .. } => Reply {
                text: format!("stats {formula}"),
                attachment: Some(Attachment {
                    filename: "stats.png".into(),
                    mime: "image/png",
                    bytes: vec![0x89, b'P', b'N', b'G'],
                }),
                ..Reply::default()
            },
            other => Reply {
                text: format!("{other:?}"),
                ..Reply::default()
            },
        }
    }
    pub async fn roll(&self, req: &Request, formula: &str, dialect: Option<&str>) -> Reply {
        Reply {
            text: format!("**{}** rolled `{formula}` = 7", req.user.name),
            buttons: vec![Button {
                label: "Roll again".into(),
                action: "again:1".into(),
            }],
            roll_id: Some(1),
            ..Reply::default()
        }
    }
    pub async fn press(&self, req: &Request, action: &str) -> Reply {
        self.roll(req, "again", None).await
    }
    pub async fn hint(&self, req: &Request, formula: &str) -> String {
        format!("{formula} → 3.50 (1–6)")
    }
    pub async fn suggest(
        &self,
        req: &Request,
        partial: &str,
        max: usize,
        len: usize,
    ) -> Vec<Suggestion> {
        vec![Suggestion {
            label: format!("{partial} → 3.50 (1–6)"),
            value: partial.to_string(),
        }]
    }
    pub fn say(&self, req: &Request, id: &str, args: &[(&str, &str)]) -> String {
        format!("{id} {args:?}")
    }
}

pub mod store_stub {
    #[derive(Debug)]
    pub struct StoreError;
    impl std::fmt::Display for StoreError {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("store error")
        }
    }
    pub struct Owner;
    impl Owner {
        pub fn chat(platform: &str, id: &str) -> Owner {
            Owner
        }
    }
    pub struct Store(pub std::sync::Mutex<Option<String>>);
    impl Store {
        pub async fn set_setting(
            &self,
            owner: &Owner,
            key: &str,
            value: Option<&str>,
        ) -> Result<(), StoreError> {
            *self.0.lock().unwrap() = value.map(str::to_string);
            Ok(())
        }
        pub async fn setting(
            &self,
            owner: &Owner,
            key: &str,
        ) -> Result<Option<String>, StoreError> {
            Ok(self.0.lock().unwrap().clone())
        }
    }
}
pub static STUB_STORE: store_stub::Store = store_stub::Store(std::sync::Mutex::new(None));
impl Bot {
    pub fn store(&self) -> Option<&store_stub::Store> {
        Some(&STUB_STORE)
    }
}
