//! The self-hoster's settings: `bot.env` (read with dotenvy) overlaid by the process
//! environment. Every variable is documented in `bot.env.example`; a bad value is a startup
//! error naming the variable; tokens are [`Secret`]s that never print.

use std::collections::HashMap;
use std::fmt;
use std::net::SocketAddr;
use std::path::Path;
use std::str::FromStr;

use polyroll_core::{Dialect, Limits};

/// A token or key: usable, never shown in logs or debug output.
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

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(***)")
    }
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ConfigError {
    #[error("{variable}: {problem}")]
    Invalid {
        variable: &'static str,
        problem: String,
    },
    #[error("cannot read the settings file {path}: {problem}")]
    File { path: String, problem: String },
}

fn invalid(variable: &'static str, problem: impl Into<String>) -> ConfigError {
    ConfigError::Invalid {
        variable,
        problem: problem.into(),
    }
}

#[derive(Clone, Debug, Default)]
pub struct DiscordConfig {
    /// Gateway mode.
    pub token: Option<Secret>,
    pub application_id: Option<u64>,
    /// HTTP interactions mode: the application's Ed25519 public key (hex).
    pub public_key: Option<String>,
    pub interactions_addr: Option<SocketAddr>,
    /// Another origin for every REST call (a shared rate-limit proxy, or a test double);
    /// Discord's own when unset.
    pub api_url: Option<String>,
    /// One more origin attachments may be downloaded from (`DISCORD_CDN_URL`), besides
    /// Discord's own CDN: a test double's.
    pub cdn_url: Option<String>,
    /// Gateway shards in all (`DISCORD_SHARDS`); Discord's recommendation when unset.
    pub shards: Option<u32>,
    /// The shards this process runs, first and last included (`DISCORD_SHARD_RANGE`, with
    /// `DISCORD_SHARDS`): several processes can share one bot. All of them when unset.
    pub shard_range: Option<(u32, u32)>,
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
pub struct TelegramConfig {
    pub token: Option<Secret>,
    /// Another Bot API server (a local one, or a test double); the official one if unset.
    pub api_url: Option<String>,
    /// Webhook mode: the public URL Telegram posts to, the local address, the secret token.
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

#[derive(Clone, Debug)]
pub struct Config {
    pub database_url: String,
    pub default_dialect: Dialect,
    pub limits: Limits,
    pub max_aliases: u32,
    /// Parsed programs kept between rolls (`POLYROLL_PROGRAM_CACHE`, default 1024; 0 parses
    /// every time).
    pub program_cache: usize,
    /// Estimated bytes those programs may take (`POLYROLL_PROGRAM_CACHE_BYTES`, default
    /// 16 MiB; 0 parses every time): a formula weighs about 512 bytes per character
    /// parsed, so long formulas are bounded by this rather than by their number.
    pub program_cache_bytes: usize,
    /// Days a roll stays in the log (`POLYROLL_LOG_DAYS`, default 90).
    pub log_days: u32,
    /// How long one store call made while answering may take before the bot answers
    /// without it.
    pub store_timeout: std::time::Duration,
    /// A tracing filter, e.g. `info` or `polyroll=debug`.
    pub log: String,
    /// Threads that run the bot's requests and replies (`POLYROLL_WORKER_THREADS`,
    /// default 1: one thread, the cheapest per roll; 0: one per processor core). Heavy
    /// work (statistics, charts, hints) has its own pool and SQLite its own threads
    /// either way, so a request thread only ever does a bounded roll's worth at a time.
    pub worker_threads: usize,
    /// Where `/healthz` and `/metrics` are served (`POLYROLL_HTTP_ADDR`); nowhere if unset.
    pub http_addr: Option<SocketAddr>,
    /// Where the HTTP server's roll pages are reached from outside (`POLYROLL_PUBLIC_URL`,
    /// e.g. `https://dice.example.org`): `/verify` links a public roll's page.
    pub public_url: Option<String>,
    /// Seconds each server seed of the provably fair rolls is used for
    /// (`POLYROLL_FAIR_PERIOD`, a day by default).
    pub fair_period: i64,
    /// Days a session log link (`/log`) opens its page (`POLYROLL_LINK_DAYS`, default 7).
    pub link_days: u32,
    /// Pages one client may ask for a minute (`POLYROLL_PAGE_RATE`, default 60; 0: no
    /// limit).
    pub page_rate: u32,
    /// Proxies whose `X-Forwarded-For` names the client a page is for
    /// (`POLYROLL_TRUSTED_PROXIES`; loopback is always trusted).
    pub trusted_proxies: Vec<std::net::IpAddr>,
    pub discord: DiscordConfig,
    pub telegram: TelegramConfig,
}

pub const DEFAULT_DATABASE_URL: &str = "sqlite://polyroll.db";

impl Config {
    /// Reads `env_file` (or `bot.env` if it exists, when `None`), then the environment,
    /// which wins.
    pub fn load(env_file: Option<&Path>) -> Result<Config, ConfigError> {
        let mut vars = HashMap::new();
        let path = env_file.unwrap_or(Path::new("bot.env"));
        if env_file.is_some() || path.exists() {
            let file_error = |problem: String| ConfigError::File {
                path: path.display().to_string(),
                problem,
            };
            let items = dotenvy::from_path_iter(path).map_err(|e| file_error(e.to_string()))?;
            for item in items {
                let (k, v) = item.map_err(|e| file_error(e.to_string()))?;
                vars.insert(k, v);
            }
        }
        vars.extend(std::env::vars().filter(|(k, _)| known(k)));
        Config::from_vars(&vars)
    }

    /// Builds the settings from variables (the file and environment, merged).
    pub fn from_vars(vars: &HashMap<String, String>) -> Result<Config, ConfigError> {
        let get = |k: &str| vars.get(k).map(|v| v.trim()).filter(|v| !v.is_empty());
        let mut limits = Limits::default();
        if let Some(n) = number::<usize>(get("POLYROLL_MAX_DICE"), "POLYROLL_MAX_DICE", 1, 100_000)?
        {
            limits.max_dice = n;
        }
        if let Some(n) =
            number::<usize>(get("POLYROLL_MAX_INPUT"), "POLYROLL_MAX_INPUT", 1, 100_000)?
        {
            limits.max_chars = n;
        }
        if let Some(n) = number::<usize>(
            get("POLYROLL_MAX_STEPS"),
            "POLYROLL_MAX_STEPS",
            1,
            10_000_000,
        )? {
            limits.max_steps = n;
        }
        let default_dialect = match get("POLYROLL_DIALECT") {
            Some(d) => d
                .parse()
                .map_err(|e: String| invalid("POLYROLL_DIALECT", e))?,
            None => Dialect::default(),
        };
        let shards = number(get("DISCORD_SHARDS"), "DISCORD_SHARDS", 1, MAX_SHARDS)?;
        let discord = DiscordConfig {
            token: get("DISCORD_TOKEN").map(Secret::new),
            application_id: number(
                get("DISCORD_APPLICATION_ID"),
                "DISCORD_APPLICATION_ID",
                1,
                u64::MAX,
            )?,
            public_key: get("DISCORD_PUBLIC_KEY")
                .map(|k| public_key(k).map(str::to_ascii_lowercase))
                .transpose()?,
            interactions_addr: addr(
                get("DISCORD_INTERACTIONS_ADDR"),
                "DISCORD_INTERACTIONS_ADDR",
            )?,
            api_url: get("DISCORD_API_URL")
                .map(|u| url(u, "DISCORD_API_URL"))
                .transpose()?,
            cdn_url: get("DISCORD_CDN_URL")
                .map(|u| origin(u, "DISCORD_CDN_URL"))
                .transpose()?,
            shards,
            shard_range: get("DISCORD_SHARD_RANGE")
                .map(|r| shard_range(r, shards))
                .transpose()?,
        };
        if discord.interactions_addr.is_some() && discord.public_key.is_none() {
            return Err(invalid(
                "DISCORD_PUBLIC_KEY",
                "required with DISCORD_INTERACTIONS_ADDR: every request's signature is checked against it",
            ));
        }
        let telegram = TelegramConfig {
            token: get("TELEGRAM_BOT_TOKEN").map(Secret::new),
            api_url: get("TELEGRAM_API_URL")
                .map(|u| url(u, "TELEGRAM_API_URL"))
                .transpose()?,
            webhook_url: get("TELEGRAM_WEBHOOK_URL")
                .map(|u| url(u, "TELEGRAM_WEBHOOK_URL"))
                .transpose()?,
            webhook_addr: addr(get("TELEGRAM_WEBHOOK_ADDR"), "TELEGRAM_WEBHOOK_ADDR")?,
            webhook_secret: get("TELEGRAM_WEBHOOK_SECRET")
                .map(|s| webhook_secret(s).map(Secret::new))
                .transpose()?,
        };
        if telegram.webhook_url.is_some() {
            if telegram.webhook_addr.is_none() {
                return Err(invalid(
                    "TELEGRAM_WEBHOOK_ADDR",
                    "required with TELEGRAM_WEBHOOK_URL: the local address to listen on",
                ));
            }
            if telegram.webhook_secret.is_none() {
                return Err(invalid(
                    "TELEGRAM_WEBHOOK_SECRET",
                    "required with TELEGRAM_WEBHOOK_URL: requests without it are refused",
                ));
            }
        }
        Ok(Config {
            database_url: database_url(get("DATABASE_URL").unwrap_or(DEFAULT_DATABASE_URL))?,
            default_dialect,
            limits,
            max_aliases: number(
                get("POLYROLL_MAX_ALIASES"),
                "POLYROLL_MAX_ALIASES",
                1,
                100_000,
            )?
            .unwrap_or(200),
            program_cache: number(
                get("POLYROLL_PROGRAM_CACHE"),
                "POLYROLL_PROGRAM_CACHE",
                0,
                1_000_000,
            )?
            .unwrap_or(crate::programs::DEFAULT_PROGRAM_CACHE),
            program_cache_bytes: number::<u64>(
                get("POLYROLL_PROGRAM_CACHE_BYTES"),
                "POLYROLL_PROGRAM_CACHE_BYTES",
                0,
                MAX_PROGRAM_CACHE_BYTES,
            )?
            // Beyond what a 32-bit machine can address, its whole memory.
            .map_or(crate::programs::DEFAULT_PROGRAM_CACHE_BYTES, |n| {
                usize::try_from(n).unwrap_or(usize::MAX)
            }),
            log_days: number(get("POLYROLL_LOG_DAYS"), "POLYROLL_LOG_DAYS", 1, 36_500)?
                .unwrap_or(90),
            store_timeout: std::time::Duration::from_millis(
                number(
                    get("POLYROLL_STORE_TIMEOUT_MS"),
                    "POLYROLL_STORE_TIMEOUT_MS",
                    10,
                    60_000,
                )?
                .unwrap_or(300),
            ),
            log: get("POLYROLL_LOG").unwrap_or("info").to_string(),
            worker_threads: number(
                get("POLYROLL_WORKER_THREADS"),
                "POLYROLL_WORKER_THREADS",
                0,
                MAX_WORKER_THREADS,
            )?
            .unwrap_or(1),
            http_addr: addr(get("POLYROLL_HTTP_ADDR"), "POLYROLL_HTTP_ADDR")?,
            public_url: public_url(get("POLYROLL_PUBLIC_URL"))?,
            fair_period: get("POLYROLL_FAIR_PERIOD")
                .map(fair_period)
                .transpose()?
                .unwrap_or(DEFAULT_FAIR_PERIOD),
            link_days: number(get("POLYROLL_LINK_DAYS"), "POLYROLL_LINK_DAYS", 1, 365)?
                .unwrap_or(DEFAULT_LINK_DAYS),
            page_rate: number(
                get("POLYROLL_PAGE_RATE"),
                "POLYROLL_PAGE_RATE",
                0,
                1_000_000,
            )?
            .unwrap_or(60),
            trusted_proxies: proxies(get("POLYROLL_TRUSTED_PROXIES"))?,
            discord,
            telegram,
        })
    }

    /// Whether any chat platform is configured (otherwise the console starts).
    pub fn any_platform(&self) -> bool {
        self.discord.gateway() || self.discord.interactions() || self.telegram.enabled()
    }
}

/// The variables this file reads, so the rest of the environment stays out.
pub const VARIABLES: [&str; 32] = [
    "DATABASE_URL",
    "DISCORD_TOKEN",
    "DISCORD_APPLICATION_ID",
    "DISCORD_PUBLIC_KEY",
    "DISCORD_INTERACTIONS_ADDR",
    "DISCORD_API_URL",
    "DISCORD_CDN_URL",
    "DISCORD_SHARDS",
    "DISCORD_SHARD_RANGE",
    "TELEGRAM_BOT_TOKEN",
    "TELEGRAM_API_URL",
    "TELEGRAM_WEBHOOK_URL",
    "TELEGRAM_WEBHOOK_ADDR",
    "TELEGRAM_WEBHOOK_SECRET",
    "POLYROLL_DIALECT",
    "POLYROLL_MAX_DICE",
    "POLYROLL_MAX_INPUT",
    "POLYROLL_MAX_STEPS",
    "POLYROLL_MAX_ALIASES",
    "POLYROLL_PROGRAM_CACHE",
    "POLYROLL_PROGRAM_CACHE_BYTES",
    "POLYROLL_LOG_DAYS",
    "POLYROLL_STORE_TIMEOUT_MS",
    "POLYROLL_LOG",
    "POLYROLL_WORKER_THREADS",
    "POLYROLL_HTTP_ADDR",
    "POLYROLL_FAIR_PERIOD",
    "POLYROLL_PUBLIC_URL",
    "POLYROLL_LINK_DAYS",
    "POLYROLL_PAGE_RATE",
    "POLYROLL_TRUSTED_PROXIES",
    "RUST_LOG",
];

fn known(k: &str) -> bool {
    VARIABLES.contains(&k)
}

fn number<T: FromStr + PartialOrd + fmt::Display>(
    v: Option<&str>,
    variable: &'static str,
    min: T,
    max: T,
) -> Result<Option<T>, ConfigError> {
    let Some(v) = v else { return Ok(None) };
    match v.parse::<T>() {
        Ok(n) if n >= min && n <= max => Ok(Some(n)),
        _ => Err(invalid(
            variable,
            format!("expected a whole number from {min} to {max}, found “{v}”"),
        )),
    }
}

/// An `http://` or `https://` address without a query or fragment; `None` when unset.
fn public_url(v: Option<&str>) -> Result<Option<String>, ConfigError> {
    let Some(v) = v.map(str::trim).filter(|v| !v.is_empty()) else {
        return Ok(None);
    };
    match url::Url::parse(v) {
        Ok(u)
            if matches!(u.scheme(), "http" | "https")
                && u.query().is_none()
                && u.fragment().is_none() =>
        {
            Ok(Some(v.trim_end_matches('/').to_string()))
        }
        _ => Err(invalid(
            "POLYROLL_PUBLIC_URL",
            format!("'{v}' is not an http:// or https:// address such as https://dice.example.org"),
        )),
    }
}

/// Addresses separated by commas (`10.0.0.2, fd00::2`); none when unset.
fn proxies(v: Option<&str>) -> Result<Vec<std::net::IpAddr>, ConfigError> {
    let Some(v) = v else { return Ok(Vec::new()) };
    v.split(',')
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .map(|a| {
            a.parse().map_err(|_| {
                invalid(
                    "POLYROLL_TRUSTED_PROXIES",
                    format!("expected addresses like 10.0.0.2, fd00::2, found “{a}”"),
                )
            })
        })
        .collect()
}

fn addr(v: Option<&str>, variable: &'static str) -> Result<Option<SocketAddr>, ConfigError> {
    v.map(|a| {
        a.parse().map_err(|_| {
            invalid(
                variable,
                format!("expected an address like 127.0.0.1:8080, found “{a}”"),
            )
        })
    })
    .transpose()
}

fn url(v: &str, variable: &'static str) -> Result<String, ConfigError> {
    if v.starts_with("http://") || v.starts_with("https://") {
        Ok(v.trim_end_matches('/').to_string())
    } else {
        Err(invalid(
            variable,
            format!("expected an http:// or https:// URL, found “{v}”"),
        ))
    }
}

/// An http(s) origin, `scheme://host[:port]` and nothing after it: what a host is allowed
/// by, so a path or query would only mislead.
fn origin(v: &str, variable: &'static str) -> Result<String, ConfigError> {
    let parsed = url(v, variable).and_then(|u| {
        url::Url::parse(&u).map_err(|e| invalid(variable, format!("not a URL ({e}): “{v}”")))
    })?;
    let bare = parsed.has_host()
        && parsed.username().is_empty()
        && parsed.password().is_none()
        && parsed.path() == "/"
        && parsed.query().is_none()
        && parsed.fragment().is_none();
    if !bare {
        // Not echoed: what follows the host may be a password.
        return Err(invalid(
            variable,
            "expected an origin like https://files.example.org:8443: a scheme, a host and a port, nothing more",
        ));
    }
    Ok(parsed.origin().ascii_serialization())
}

/// The kinds of database the store speaks; anything else would start a bot that can never
/// save an alias. Only the scheme is echoed back: the rest may hold a password.
fn database_url(v: &str) -> Result<String, ConfigError> {
    if v.starts_with("sqlite:") || v.starts_with("postgres://") || v.starts_with("postgresql://") {
        return Ok(v.to_string());
    }
    let found = match v.split_once("://") {
        Some((scheme, _)) => format!("a {scheme}:// URL"),
        None => "something that is not a URL".to_string(),
    };
    Err(invalid(
        "DATABASE_URL",
        format!(
            "expected sqlite://FILE, sqlite::memory: or postgres://USER@HOST/DATABASE, found {found}"
        ),
    ))
}

/// A week: how long a session log link opens its page unless `POLYROLL_LINK_DAYS` says.
pub const DEFAULT_LINK_DAYS: u32 = 7;

/// A day: the period of a server seed unless `POLYROLL_FAIR_PERIOD` says otherwise.
pub const DEFAULT_FAIR_PERIOD: i64 = 86_400;

/// A year: a longer period would keep a seed secret, and its rolls unchecked, too long.
const MAX_FAIR_PERIOD: i64 = 366 * 86_400;

/// A period: a whole number of seconds, or of minutes, hours or days (`90s`, `30m`,
/// `12h`, `1d`), from a second to a year.
fn fair_period(v: &str) -> Result<i64, ConfigError> {
    let (number, unit) = match v.find(|c: char| !c.is_ascii_digit()) {
        Some(at) => v.split_at(at),
        None => (v, "s"),
    };
    let seconds = match unit.trim() {
        "s" => 1,
        "m" => 60,
        "h" => 3_600,
        "d" => 86_400,
        _ => 0,
    };
    match number
        .parse::<i64>()
        .ok()
        .and_then(|n| n.checked_mul(seconds))
    {
        Some(n) if (1..=MAX_FAIR_PERIOD).contains(&n) => Ok(n),
        _ => Err(invalid(
            "POLYROLL_FAIR_PERIOD",
            format!("expected a length from 1s to 366d, like 1d, 12h, 30m or 90s, found “{v}”"),
        )),
    }
}

/// A terabyte: more than any machine gives a cache; keeps a typo of a few digits visible.
const MAX_PROGRAM_CACHE_BYTES: u64 = 1 << 40;
/// More request threads than any machine this runs on has cores.
const MAX_WORKER_THREADS: usize = 1024;

/// More shards than any bot needs; keeps a typo from opening thousands of connections.
const MAX_SHARDS: u32 = 4096;

/// `first-last` (both included) within `0..shards`; needs `DISCORD_SHARDS`.
fn shard_range(v: &str, shards: Option<u32>) -> Result<(u32, u32), ConfigError> {
    let variable = "DISCORD_SHARD_RANGE";
    let Some(shards) = shards else {
        return Err(invalid(
            variable,
            "needs DISCORD_SHARDS, the number of shards in all processes together",
        ));
    };
    let bounds = v
        .split_once('-')
        .and_then(|(first, last)| Some((first.trim().parse().ok()?, last.trim().parse().ok()?)));
    match bounds {
        Some((first, last)) if first <= last && last < shards => Ok((first, last)),
        _ => Err(invalid(
            variable,
            format!(
                "expected first-last, both from 0 to {} (DISCORD_SHARDS - 1), found “{v}”",
                shards.saturating_sub(1)
            ),
        )),
    }
}

fn public_key(v: &str) -> Result<&str, ConfigError> {
    if v.len() == 64 && v.bytes().all(|b| b.is_ascii_hexdigit()) {
        Ok(v)
    } else {
        Err(invalid(
            "DISCORD_PUBLIC_KEY",
            "expected the 64 hex digits of the application's public key",
        ))
    }
}

fn webhook_secret(v: &str) -> Result<String, ConfigError> {
    // Telegram's rule for secret_token: 1–256 characters of A–Z, a–z, 0–9, _ and -.
    if (1..=256).contains(&v.len())
        && v.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
    {
        Ok(v.to_string())
    } else {
        Err(invalid(
            "TELEGRAM_WEBHOOK_SECRET",
            "1 to 256 characters of A-Z, a-z, 0-9, _ and -",
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars(pairs: &[(&str, &str)]) -> HashMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn defaults_start_the_console_on_sqlite() {
        let c = Config::from_vars(&vars(&[])).expect("defaults");
        assert_eq!(c.database_url, DEFAULT_DATABASE_URL);
        assert!(!c.any_platform());
        assert_eq!(c.max_aliases, 200);
        assert_eq!(c.program_cache, 1024);
        assert_eq!(c.program_cache_bytes, 16 << 20);
        assert_eq!(c.worker_threads, 1);
        assert_eq!(c.limits, polyroll_core::Limits::default());
        let set = Config::from_vars(&vars(&[("POLYROLL_MAX_STEPS", "500")])).expect("set");
        assert_eq!(set.limits.max_steps, 500);
    }

    #[test]
    fn bad_values_name_their_variable() {
        for (k, v) in [
            ("DISCORD_APPLICATION_ID", "abc"),
            ("DISCORD_PUBLIC_KEY", "xyz"),
            ("DISCORD_INTERACTIONS_ADDR", "localhost"),
            ("TELEGRAM_API_URL", "ftp://x"),
            ("DISCORD_API_URL", "discord.example"),
            ("DISCORD_CDN_URL", "cdn.example"),
            ("DISCORD_CDN_URL", "https://cdn.example/attachments"),
            ("DISCORD_CDN_URL", "https://cdn.example/?x=1"),
            ("DISCORD_SHARDS", "0"),
            ("DISCORD_SHARD_RANGE", "0-1"),
            ("TELEGRAM_WEBHOOK_SECRET", "has space"),
            ("POLYROLL_MAX_DICE", "0"),
            ("POLYROLL_MAX_STEPS", "0"),
            ("POLYROLL_PROGRAM_CACHE", "-1"),
            ("POLYROLL_WORKER_THREADS", "-1"),
            ("POLYROLL_WORKER_THREADS", "1025"),
            ("POLYROLL_PROGRAM_CACHE_BYTES", "16MiB"),
            ("POLYROLL_PROGRAM_CACHE_BYTES", "2000000000000"),
            ("POLYROLL_DIALECT", "klingon"),
            ("DATABASE_URL", "mysql://x"),
            ("DATABASE_URL", "polyroll.db"),
            ("POLYROLL_FAIR_PERIOD", "0"),
            ("POLYROLL_FAIR_PERIOD", "1w"),
            ("POLYROLL_FAIR_PERIOD", "367d"),
            ("POLYROLL_FAIR_PERIOD", "d"),
            ("POLYROLL_FAIR_PERIOD", "-1h"),
            ("POLYROLL_FAIR_PERIOD", "99999999999999999999d"),
        ] {
            let e = Config::from_vars(&vars(&[(k, v)])).expect_err(k);
            assert!(e.to_string().starts_with(k), "{e}");
        }
    }

    #[test]
    fn a_fair_period_takes_a_unit() {
        let period = |v: &str| {
            Config::from_vars(&vars(&[("POLYROLL_FAIR_PERIOD", v)])).map(|c| c.fair_period)
        };
        assert_eq!(Config::from_vars(&vars(&[])).unwrap().fair_period, 86_400);
        for (v, seconds) in [
            ("1d", 86_400),
            ("12h", 43_200),
            ("30m", 1_800),
            ("90s", 90),
            ("5", 5),
            ("366d", 366 * 86_400),
        ] {
            assert_eq!(period(v), Ok(seconds), "{v}");
        }
    }

    #[test]
    fn an_extra_attachment_host_is_an_origin() {
        let c = Config::from_vars(&vars(&[("DISCORD_CDN_URL", "http://127.0.0.1:4000/")]))
            .expect("an origin");
        assert_eq!(c.discord.cdn_url.as_deref(), Some("http://127.0.0.1:4000"));
        let e = Config::from_vars(&vars(&[(
            "DISCORD_CDN_URL",
            "https://u:hunter2@cdn.example",
        )]))
        .expect_err("a password");
        assert!(!e.to_string().contains("hunter2"), "{e}");
    }

    #[test]
    fn a_database_url_of_another_kind_never_echoes_its_password() {
        let e = Config::from_vars(&vars(&[("DATABASE_URL", "mysql://root:hunter2@db/x")]))
            .expect_err("mysql is not supported");
        let shown = e.to_string();
        assert!(shown.contains("a mysql:// URL"), "{shown}");
        assert!(!shown.contains("hunter2"), "{shown}");
        for ok in ["sqlite::memory:", "sqlite://x.db", "postgresql://u@h/d"] {
            assert!(
                Config::from_vars(&vars(&[("DATABASE_URL", ok)])).is_ok(),
                "{ok}"
            );
        }
    }

    #[test]
    fn a_shard_range_lies_within_the_shards() {
        let read = |range: &str| {
            Config::from_vars(&vars(&[
                ("DISCORD_SHARDS", "4"),
                ("DISCORD_SHARD_RANGE", range),
            ]))
            .map(|c| c.discord.shard_range)
        };
        assert_eq!(read("2-3"), Ok(Some((2, 3))));
        assert_eq!(read(" 1 - 1 "), Ok(Some((1, 1))));
        for bad in ["3-2", "0-4", "2", "a-b", "-1-2"] {
            let e = read(bad).expect_err(bad);
            assert!(e.to_string().starts_with("DISCORD_SHARD_RANGE"), "{e}");
            assert!(e.to_string().contains("0 to 3"), "{e}");
        }
    }

    #[test]
    fn a_webhook_needs_its_secret_and_address() {
        let e = Config::from_vars(&vars(&[
            ("TELEGRAM_BOT_TOKEN", "1:x"),
            ("TELEGRAM_WEBHOOK_URL", "https://example.org/hook"),
            ("TELEGRAM_WEBHOOK_ADDR", "127.0.0.1:8443"),
        ]))
        .expect_err("no secret");
        assert!(e.to_string().starts_with("TELEGRAM_WEBHOOK_SECRET"));
    }

    #[test]
    fn tokens_never_print() {
        let c = Config::from_vars(&vars(&[
            ("DISCORD_TOKEN", "very-secret-token"),
            ("TELEGRAM_BOT_TOKEN", "123:also-secret"),
        ]))
        .expect("valid");
        let shown = format!("{c:?}");
        assert!(!shown.contains("very-secret-token") && !shown.contains("also-secret"));
        assert!(c.any_platform());
    }

    #[test]
    fn the_example_file_documents_every_variable() {
        let example = include_str!("../../../bot.env.example");
        for v in VARIABLES.iter().filter(|v| **v != "RUST_LOG") {
            assert!(example.contains(v), "bot.env.example lacks {v}");
        }
    }
}
