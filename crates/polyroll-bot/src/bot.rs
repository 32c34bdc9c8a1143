//! The shared handler: (platform, user, chat, locale, text) → reply. Every surface goes
//! through here; adapters only translate their platform's events.

use polyroll_core::{Dialect, Error, Limits};
use polyroll_render::render_error_in;
use polyroll_store::{Owner, Store, StoreConfig};

use crate::command::{self, Command, Target};
use crate::{Config, Reply, Request, Texts};

pub struct Bot {
    /// `Err` holds why the database could not be reached: rolls still work without aliases.
    pub(crate) store: Result<Store, String>,
    pub(crate) texts: Texts,
    pub(crate) limits: Limits,
    pub(crate) default_dialect: Dialect,
    /// For `/cmd@name` in Telegram groups.
    pub(crate) bot_name: Option<String>,
}

impl Bot {
    /// Connects the store (migrations applied). A store that cannot be reached is logged
    /// and the bot runs without aliases rather than not at all.
    pub async fn start(config: &Config) -> Result<Bot, String> {
        let store_config = StoreConfig {
            max_aliases_per_owner: config.max_aliases,
            log_days: config.log_days,
        };
        let store = match Store::connect_with(&config.database_url, store_config).await {
            Ok(s) => Ok(s),
            Err(e) => {
                tracing::error!(error = %e, "the store is unavailable; rolling without aliases");
                Err(e.to_string())
            }
        };
        Bot::with_store(store, config)
    }

    pub fn with_store(store: Result<Store, String>, config: &Config) -> Result<Bot, String> {
        Ok(Bot {
            store,
            texts: Texts::load()?,
            limits: config.limits,
            default_dialect: config.default_dialect,
            bot_name: None,
        })
    }

    /// The bot's username, so `/roll@other_bot` in a group is left to the other bot.
    pub fn set_name(&mut self, name: &str) {
        self.bot_name = Some(name.trim_start_matches('@').to_string());
    }

    pub fn texts(&self) -> &Texts {
        &self.texts
    }

    pub fn store(&self) -> Option<&Store> {
        self.store.as_ref().ok()
    }

    /// Closes the store cleanly (pending writes finish).
    pub async fn close(&self) {
        if let Ok(store) = &self.store {
            store.close().await;
        }
    }

    /// Answers one line a user typed.
    pub async fn handle(&self, req: &Request) -> Reply {
        let command = command::parse(&req.text, self.bot_name.as_deref());
        self.execute(req, command).await
    }

    /// Runs a command (adapters with their own command UI build it directly).
    pub async fn execute(&self, req: &Request, command: Command) -> Reply {
        match command {
            Command::Roll { formula, dialect } => {
                self.roll(req, &formula, dialect.as_deref()).await
            }
            Command::Stats { formula, dialect } => {
                self.stats(req, &formula, dialect.as_deref()).await
            }
            Command::Alias { target, command } => self.alias(req, target, command).await,
            Command::Dialect { target, name } => self.dialect_command(req, target, name).await,
            Command::History { count } => self.history(req, count).await,
            Command::Verify { id } => self.verify(req, id.as_deref()).await,
            Command::Help { topic } => self.help(req, topic.as_deref()),
            Command::Unknown { command } => {
                Reply::text(self.say(req, "unknown-command", &[("command", &command)]))
            }
        }
    }

    /// A fixed text in the request's language, its arguments escaped for the surface
    /// (they hold what users typed: formulas, names).
    pub fn say(&self, req: &Request, id: &str, args: &[(&str, &str)]) -> String {
        let surface = req.platform.surface();
        let escaped: Vec<(&str, String)> =
            args.iter().map(|(k, v)| (*k, surface.escape(v))).collect();
        let args: Vec<(&str, &str)> = escaped.iter().map(|(k, v)| (*k, v.as_str())).collect();
        self.texts.get(req.locale, id, &args)
    }

    /// An engine error: a localised headline, then the message and the caret.
    pub(crate) fn error_text(&self, req: &Request, e: &Error, input: &str) -> String {
        let surface = req.platform.surface();
        let words = self.texts.words(req.locale);
        let headline = self.texts.error_headline(req.locale, e.kind);
        let body = render_error_in(surface, &words, e, input);
        // The headline is ours (no user text), so it never breaks the markup; the body is
        // already within budget, and the headline is short enough to leave room.
        let joined = format!("{headline}\n{body}");
        if surface.length(&joined) <= surface.budget() {
            joined
        } else {
            body
        }
    }

    pub(crate) fn user_owner(req: &Request) -> Owner {
        Owner::user(req.platform.name(), &req.user.id)
    }

    /// The chat's owner, if the user may act for it; otherwise the reply refusing.
    pub(crate) fn chat_owner(&self, req: &Request, target: Target) -> Result<Owner, Reply> {
        match target {
            Target::Me => Ok(Bot::user_owner(req)),
            Target::Chat => match &req.chat {
                Some(chat) if chat.admin => Ok(Owner::chat(req.platform.name(), &chat.id)),
                _ => Err(Reply::text(self.say(req, "not-admin", &[]))),
            },
        }
    }

    /// The store, or the reply saying it is down.
    pub(crate) fn store_or_reply(&self, req: &Request) -> Result<&Store, Reply> {
        self.store
            .as_ref()
            .map_err(|reason| Reply::text(self.say(req, "store-down", &[("reason", reason)])))
    }

    /// The notation of a roll: the one asked for, else the user's default, else the chat's,
    /// else the configured default.
    pub(crate) async fn effective_dialect(
        &self,
        req: &Request,
        asked: Option<&str>,
    ) -> Result<Dialect, Reply> {
        if let Some(name) = asked {
            return command::dialect(name).map_err(|_| self.unknown_dialect(req, name));
        }
        if let Ok(store) = &self.store {
            if let Ok(Some(d)) = store.dialect(&Bot::user_owner(req)).await {
                return Ok(d);
            }
            if let Some(chat) = req.chat_id() {
                if let Ok(Some(d)) = store.dialect(&Owner::chat(req.platform.name(), chat)).await {
                    return Ok(d);
                }
            }
        }
        Ok(self.default_dialect)
    }

    pub(crate) fn unknown_dialect(&self, req: &Request, name: &str) -> Reply {
        Reply::text(self.say(
            req,
            "dialect-unknown",
            &[("name", name), ("known", &known_dialects())],
        ))
    }

    async fn dialect_command(&self, req: &Request, target: Target, name: Option<String>) -> Reply {
        let Some(name) = name else {
            let current = match self.effective_dialect(req, None).await {
                Ok(d) => d,
                Err(reply) => return reply,
            };
            return Reply::text(self.say(
                req,
                "dialect-current",
                &[("dialect", current.name()), ("known", &known_dialects())],
            ));
        };
        let dialect = match command::dialect(&name) {
            Ok(d) => d,
            Err(_) => return self.unknown_dialect(req, &name),
        };
        let owner = match self.chat_owner(req, target) {
            Ok(o) => o,
            Err(reply) => return reply,
        };
        let store = match self.store_or_reply(req) {
            Ok(s) => s,
            Err(reply) => return reply,
        };
        if let Err(e) = store.set_dialect(&owner, Some(dialect)).await {
            return Reply::text(self.say(req, "store-error", &[("reason", &e.to_string())]));
        }
        let id = match target {
            Target::Me => "dialect-set",
            Target::Chat => "dialect-chat-set",
        };
        Reply::text(self.say(req, id, &[("dialect", dialect.name())]))
    }
}

pub(crate) fn known_dialects() -> String {
    Dialect::ALL.map(Dialect::name).join(", ")
}
