//! The shared handler: (platform, user, chat, locale, text) → reply. Every surface goes
//! through here; adapters only translate their platform's events.

use std::sync::Arc;

use polyroll_core::{Dialect, Error, Limits, Resolver};
use polyroll_render::{render_error_in, Surface};
use polyroll_store::{AliasMap, Owner, Store, StoreConfig, StoreError};

use crate::command::{self, Command, Target};
use crate::file_hosts::FileHosts;
use crate::heavy::{Heavy, HeavyLimits};
use crate::metrics::Metrics;
use crate::prepared::Prepared;
use crate::programs::{Parsed, Programs, Read};
use crate::{Config, Platform, Reply, Request, Texts};

pub struct Bot {
    /// Connects in the background and keeps retrying: while it is down, rolls still work
    /// without aliases.
    pub(crate) store: Store,
    pub(crate) texts: Texts,
    pub(crate) limits: Limits,
    pub(crate) default_dialect: Dialect,
    /// For `/cmd@name` in Telegram groups.
    pub(crate) bot_name: Option<String>,
    /// Statistics, charts and hints: off the async workers, within limits.
    pub(crate) heavy: Heavy,
    /// Rolls, errors, latencies and adapter states for `/metrics` and `/healthz`.
    pub(crate) metrics: Metrics,
    /// Parsed programs by formula and notation, so repeated formulas and aliases roll
    /// without parsing.
    pub(crate) programs: Programs,
    /// How console replies are shown: plain text, or ANSI styles on a terminal.
    pub(crate) console_surface: Surface,
    /// Where files users send may be downloaded from.
    file_hosts: FileHosts,
    /// Seconds each server seed of the provably fair rolls is used for.
    pub(crate) fair_period: i64,
    /// When each user last made a GM roll (see [`crate::gm::GM_ROLL_EVERY`]).
    pub(crate) gm_pace: crate::gm::Pace,
    /// The current period's seed, once read.
    pub(crate) fair_seeds: crate::fair::SeedCache,
    /// Where roll pages are reached from outside (`POLYROLL_PUBLIC_URL`).
    pub(crate) public_url: Option<String>,
    /// How often each client may ask for pages.
    pub(crate) page_limits: crate::pages::PageLimits,
}

impl Bot {
    /// Opens the store and waits for its first connection attempt. A store that cannot be
    /// reached is logged and the bot starts anyway, rolling without aliases, while the
    /// store keeps trying in the background: once the database is there, aliases work
    /// without a restart. Only a database URL of an unknown kind stops it.
    pub async fn start(config: &Config) -> Result<Bot, String> {
        let store_config = StoreConfig {
            max_aliases_per_owner: config.max_aliases,
            log_days: config.log_days,
            call_timeout: config.store_timeout,
            ..StoreConfig::default()
        };
        let store = Store::open(&config.database_url, store_config).map_err(|e| e.to_string())?;
        let ready = store.first_attempt().await;
        if let Err(e) = &ready {
            tracing::error!(
                error = %e,
                "the store is unavailable; rolling without aliases and retrying in the background"
            );
        }
        let bot = Bot::with_store(store, config)?;
        if ready.is_ok() {
            bot.warm_fair_seed().await;
        }
        Ok(bot)
    }

    pub fn with_store(store: Store, config: &Config) -> Result<Bot, String> {
        Ok(Bot {
            texts: Texts::load()?,
            limits: config.limits,
            default_dialect: config.default_dialect,
            bot_name: None,
            heavy: Heavy::new(HeavyLimits::default()),
            programs: Programs::new(
                config.program_cache,
                config.program_cache_bytes,
                config.limits,
            ),
            metrics: Metrics::new(&store),
            store,
            console_surface: Surface::Plain,
            file_hosts: FileHosts::new(config.discord.cdn_url.as_deref()),
            fair_period: config.fair_period,
            gm_pace: crate::gm::Pace::default(),
            fair_seeds: Default::default(),
            public_url: config.public_url.clone(),
            page_limits: crate::pages::PageLimits::new(
                config.page_rate,
                config.trusted_proxies.clone(),
            ),
        })
    }

    /// How much heavy work (statistics, charts, hints) may run at once, in all and per user.
    pub fn set_heavy_limits(&mut self, limits: HeavyLimits) {
        self.heavy = Heavy::new(limits);
    }

    /// How the console's replies are shown (see [`Surface::for_output`]): plain text unless
    /// this is set, as when the console runs on a terminal.
    pub fn set_console_surface(&mut self, surface: Surface) {
        self.console_surface = surface;
    }

    /// `text` parsed in `dialect`, from the program cache when it was parsed before.
    pub(crate) fn program(&self, dialect: Dialect, text: &str) -> Arc<Parsed> {
        self.program_for(Read::Formula, dialect, text)
    }

    /// An alias's body (its parameters' defaults in place) parsed in its notation, from
    /// the program cache: counted apart from formulas in `/metrics`.
    pub(crate) fn alias_program(&self, dialect: Dialect, body: &str) -> Arc<Parsed> {
        self.program_for(Read::Alias, dialect, body)
    }

    fn program_for(&self, read: Read, dialect: Dialect, text: &str) -> Arc<Parsed> {
        let lookup = self.programs.get(read, dialect, text);
        self.metrics.program_lookup(lookup.hit, read, lookup.usage);
        lookup.parsed
    }

    /// `aliases` as the engine reads them when rolling: each alias's body comes parsed from
    /// the program cache.
    pub(crate) fn with_programs<'a>(&'a self, aliases: &'a dyn Resolver) -> CachedAliases<'a> {
        CachedAliases { bot: self, aliases }
    }

    /// The aliases `p` may read, with the programs of the bodies its text reaches (and
    /// theirs in turn) taken from the program cache now: for work that runs away from the
    /// bot (statistics, on the heavy workers), which reads them as a roll does, parsing
    /// none of them again — a sampled analysis resolves them at every sample.
    pub(crate) fn parsed_aliases(&self, p: &Prepared) -> ParsedAliases {
        let mut trees = Vec::new();
        let mut wanted = self.prepared_program(p).names_read().to_vec();
        let mut seen = std::collections::BTreeSet::new();
        while let Some(name) = wanted.pop() {
            let Some(alias) = p.aliases.get(&name) else {
                continue;
            };
            if !seen.insert(name) {
                continue;
            }
            // What the engine asks for: the body with its parameters' defaults. One that
            // needs an argument cannot be read by name, and is never asked.
            let Ok(body) = polyroll_core::params::substitute(&alias.formula, &[]) else {
                continue;
            };
            let program = self.alias_program(alias.dialect, &body);
            wanted.extend(program.names_read().iter().cloned());
            if let Some(tree) = program.tree() {
                trees.push((alias.dialect, body, tree));
            }
        }
        ParsedAliases {
            aliases: p.aliases.clone(),
            trees,
            limits: self.limits,
        }
    }

    /// Whether a file a user sent on `platform` may be fetched from `url`: only from the
    /// platform's own file hosts. [`Bot::import_file`] asks before downloading; an
    /// adapter asks again of every redirect its download meets.
    pub fn may_download(&self, platform: Platform, url: &str) -> bool {
        self.file_hosts.allows(platform, url)
    }

    /// The surface the request's replies are rendered for.
    pub(crate) fn surface(&self, req: &Request) -> Surface {
        match req.platform {
            Platform::Console => self.console_surface,
            other => other.surface(),
        }
    }

    /// The bot's username, so `/roll@other_bot` in a group is left to the other bot.
    pub fn set_name(&mut self, name: &str) {
        self.bot_name = Some(name.trim_start_matches('@').to_string());
    }

    /// What `/metrics` shows; adapters report their connection state here.
    pub fn metrics(&self) -> &Metrics {
        &self.metrics
    }

    pub fn texts(&self) -> &Texts {
        &self.texts
    }

    /// The store (always there; it may be unreachable for now). An `Option` for the
    /// adapters written when a store that failed at start was dropped for good.
    pub fn store(&self) -> Option<&Store> {
        Some(&self.store)
    }

    /// Stops heavy work and closes the store cleanly (pending writes finish).
    pub async fn close(&self) {
        self.heavy.close();
        self.store.close().await;
    }

    /// A shutdown has begun: statistics and hints in progress are stopped (each answers
    /// that the bot is restarting) and new ones are refused, so the process can end within
    /// its grace period; rolls go on being answered until it does.
    pub fn shutting_down(&self) {
        self.heavy.close();
    }

    /// Answers one line a user typed.
    pub async fn handle(&self, req: &Request) -> Reply {
        let command = command::parse(&req.text, self.bot_name.as_deref());
        self.execute(req, command).await
    }

    /// Runs a command (adapters with their own command UI build it directly).
    pub async fn execute(&self, req: &Request, command: Command) -> Reply {
        // Rolls time themselves (adapters also reach them directly, not only through here).
        let _timer = (!matches!(command, Command::Roll { .. }))
            .then(|| self.metrics.reply_timer(req.platform));
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
            Command::Fair(command) => self.fair(req, command).await,
            Command::Reroll { id, how } => self.reroll_command(req, &id, how).await,
            Command::Tray { target, command } => self.tray(req, target, command).await,
            Command::Help { topic } => self.help_in_chat(req, topic.as_deref()).await,
            Command::System {
                target: Target::Me,
                name,
            } => self.system_help(req, name.as_deref()),
            Command::System {
                target: Target::Chat,
                name,
            } => self.chat_game_command(req, name.as_deref()).await,
            Command::Unknown { command } => {
                Reply::text(self.say(req, "unknown-command", &[("command", &command)]))
            }
            Command::Usage { command } => {
                Reply::text(self.say(req, &format!("{command}-usage"), &[]))
            }
        }
    }

    /// A fixed text in the request's language, its arguments escaped for the surface
    /// (they hold what users typed: formulas, names).
    pub fn say(&self, req: &Request, id: &str, args: &[(&str, &str)]) -> String {
        let surface = self.surface(req);
        let escaped: Vec<(&str, String)> =
            args.iter().map(|(k, v)| (*k, surface.escape(v))).collect();
        let args: Vec<(&str, &str)> = escaped.iter().map(|(k, v)| (*k, v.as_str())).collect();
        self.texts.get(req.locale, id, &args)
    }

    /// An engine error: a localised headline, then the message and the caret.
    pub(crate) fn error_text(&self, req: &Request, e: &Error, input: &str) -> String {
        self.metrics.engine_error(e.kind);
        let surface = self.surface(req);
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

    /// Whose heavy work this is, for the per-user limit.
    pub(crate) fn heavy_key(req: &Request) -> String {
        format!("{}:{}", req.platform.name(), req.user.id)
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

    /// What people see when a store call fails. A refused request (a bad name, a full
    /// owner) says which rule, in their language, theirs to fix. Anything else is a short
    /// sentence in their language with an error id; the details (database and library
    /// text) go to the log under that id, never into a chat.
    pub fn store_failure(&self, req: &Request, e: &StoreError) -> String {
        if let Some(refusal) = self.refusal(req, e) {
            return refusal;
        }
        let id = self.log_failure(e);
        let key = if e.is_unavailable() {
            "store-down"
        } else {
            "store-failed"
        };
        self.say(req, key, &[("id", &id)])
    }

    /// Logs a store failure under a fresh error id and returns the id.
    pub(crate) fn log_failure(&self, e: &StoreError) -> String {
        self.metrics.store_error(e);
        let id = error_id();
        tracing::warn!(error_id = %id, error = %e, "a store call failed");
        id
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
        // One query for both; a store that fails leaves the configured default.
        match self
            .store
            .dialects(req.platform.name(), &req.user.id, req.chat_id())
            .await
        {
            Ok((Some(mine), _)) => return Ok(mine),
            Ok((None, Some(chats))) => return Ok(chats),
            Ok((None, None)) => {}
            Err(e) => {
                self.log_failure(&e);
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
        if let Err(e) = self.store.set_dialect(&owner, Some(dialect)).await {
            return Reply::text(self.store_failure(req, &e));
        }
        let id = match target {
            Target::Me => "dialect-set",
            Target::Chat => "dialect-chat-set",
        };
        Reply::text(self.say(req, id, &[("dialect", dialect.name())]))
    }
}

/// Eight hex digits that tie a message someone saw to its log line: random per process
/// (std's hasher keys) plus a counter, so two failures never share one.
fn error_id() -> String {
    use std::hash::{BuildHasher, Hasher};
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::OnceLock;
    static KEYS: OnceLock<std::hash::RandomState> = OnceLock::new();
    static SEQ: AtomicU64 = AtomicU64::new(0);
    let mut hasher = KEYS.get_or_init(std::hash::RandomState::new).build_hasher();
    hasher.write_u64(SEQ.fetch_add(1, Ordering::Relaxed));
    format!("{:08x}", hasher.finish() & 0xffff_ffff)
}

pub(crate) fn known_dialects() -> String {
    Dialect::ALL.map(Dialect::name).join(", ")
}

/// A roll's aliases, with their bodies' programs from the bot's program cache (parsed and
/// kept on a miss): reading `[str]` on the thousandth roll parses nothing. The cache's key
/// is the body's text, so an alias edited since the last roll is a new key.
pub(crate) struct CachedAliases<'a> {
    bot: &'a Bot,
    aliases: &'a dyn Resolver,
}

impl Resolver for CachedAliases<'_> {
    fn lookup(&self, name: &str) -> Option<polyroll_core::Alias> {
        self.aliases.lookup(name)
    }

    fn parsed(
        &self,
        dialect: Dialect,
        body: &str,
        limits: &Limits,
    ) -> Option<Arc<polyroll_core::ast::Program>> {
        // The cache parses within the bot's limits; a roll within others parses its own.
        if *limits != self.bot.limits {
            return None;
        }
        self.bot.alias_program(dialect, body).tree()
    }
}

/// Aliases and their bodies' programs, taken from the program cache beforehand
/// ([`Bot::parsed_aliases`]): owned, for the heavy workers, where the cache is not at hand.
pub(crate) struct ParsedAliases {
    aliases: AliasMap,
    /// Each body (parameters' defaults in place) and its tree: a few, searched in order.
    trees: Vec<(Dialect, String, Arc<polyroll_core::ast::Program>)>,
    limits: Limits,
}

impl Resolver for ParsedAliases {
    fn lookup(&self, name: &str) -> Option<polyroll_core::Alias> {
        self.aliases.lookup(name)
    }

    fn parsed(
        &self,
        dialect: Dialect,
        body: &str,
        limits: &Limits,
    ) -> Option<Arc<polyroll_core::ast::Program>> {
        // Parsed within the bot's limits: an analysis within others parses its own.
        if *limits != self.limits {
            return None;
        }
        self.trees
            .iter()
            .find(|(d, b, _)| *d == dialect && b == body)
            .map(|(_, _, tree)| Arc::clone(tree))
    }
}
