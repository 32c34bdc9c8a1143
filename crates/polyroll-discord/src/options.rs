//! What the adapter needs to know, read once from the shared configuration.

use std::net::SocketAddr;
use std::time::Duration;

use polyroll_bot::Secret;

/// Discord's own API origin; serenity's routes all start with it.
pub const DISCORD_ORIGIN: &str = "https://discord.com";

/// Settings of the Discord adapter. Built from [`polyroll_bot::Config`] by
/// [`Options::from_config`]; tests change `api_origin` to talk to a fake Discord.
#[derive(Clone, Debug)]
pub struct Options {
    /// Bot token: the gateway, `register`, and GM direct messages need it; answering
    /// interactions over HTTP does not.
    pub token: Option<Secret>,
    pub application_id: Option<u64>,
    /// The application's Ed25519 public key, 64 hex digits.
    pub public_key: Option<String>,
    pub interactions_addr: Option<SocketAddr>,
    /// Scheme and host of the HTTP API (`https://discord.com`); `/api/v10/...` is appended.
    pub api_origin: String,
    /// Requests whose signed timestamp is further than this from our clock are refused,
    /// so a captured request cannot be replayed later.
    pub max_clock_skew: Duration,
    /// How long the endpoint waits for a reply before it answers "deferred" instead;
    /// Discord drops interactions not answered within 3 seconds.
    pub answer_within: Duration,
    /// Which gateway shards this process runs.
    pub shards: Shards,
}

/// The gateway shards a process runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shards {
    /// As many as Discord recommends (`GET /gateway/bot`), all in this process.
    Recommended,
    /// Shards `first..=last` of `total`.
    Range { first: u32, last: u32, total: u32 },
}

impl Shards {
    fn from_config(discord: &polyroll_bot::config::DiscordConfig) -> Shards {
        match (discord.shards, discord.shard_range) {
            (None, _) => Shards::Recommended,
            (Some(total), Some((first, last))) => Shards::Range { first, last, total },
            (Some(total), None) => Shards::Range {
                first: 0,
                last: total.saturating_sub(1),
                total,
            },
        }
    }
}

impl Options {
    pub fn from_config(config: &polyroll_bot::Config) -> Options {
        let discord = &config.discord;
        Options {
            token: discord.token.clone(),
            application_id: discord.application_id,
            public_key: discord.public_key.clone(),
            interactions_addr: discord.interactions_addr,
            api_origin: discord
                .api_url
                .clone()
                .unwrap_or_else(|| DISCORD_ORIGIN.to_string()),
            max_clock_skew: Duration::from_secs(5 * 60),
            answer_within: Duration::from_millis(2000),
            shards: Shards::from_config(discord),
        }
    }
}
