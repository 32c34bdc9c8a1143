//! Polyroll on Discord: slash commands with live hints, private and GM rolls and a
//! "Roll again" button, over the gateway (poise on serenity, sharded) or the stateless
//! HTTP interactions endpoint (Ed25519-verified). Thin: every answer comes from the
//! shared handler, [`polyroll_bot::Bot`].

mod adapter;
mod autocomplete;
mod client;
mod commands;
mod endpoint;
mod failure;
mod files;
mod gateway;
mod gateway_actions;
mod gateway_health;
mod gm;
mod lean;
mod option_values;
mod options;
mod register;
mod reply;
mod request;
mod route;
mod signature;
mod trays;
mod webhook;

// Discord's payloads as the integration tests send them, for the lean reader's tests.
#[cfg(test)]
#[path = "../tests/common/payloads.rs"]
#[allow(dead_code)]
mod payloads;

use std::sync::Arc;

use anyhow::Context as _;
use tokio_util::sync::CancellationToken;

pub use commands::definitions;
pub use endpoint::interactions_app;
pub use options::{Options, Shards, DISCORD_ORIGIN};
pub use register::{register, register_with};
pub use signature::BadPublicKey;

/// Starts what `config` asks for: the gateway (`DISCORD_TOKEN`), the HTTP endpoint
/// (`DISCORD_PUBLIC_KEY` + `DISCORD_INTERACTIONS_ADDR`), or both, until `shutdown`.
pub async fn run(
    bot: Arc<polyroll_bot::Bot>,
    config: &polyroll_bot::Config,
    shutdown: CancellationToken,
) -> anyhow::Result<()> {
    run_with(bot, Options::from_config(config), shutdown).await
}

/// [`run`] with explicit options.
pub async fn run_with(
    bot: Arc<polyroll_bot::Bot>,
    options: Options,
    shutdown: CancellationToken,
) -> anyhow::Result<()> {
    // One adapter for both modes: its in-flight follow-ups are drained once both stop.
    let adapter = Arc::new(adapter::Adapter::new(bot, &options)?);
    let endpoint = match (options.public_key.as_ref(), options.interactions_addr) {
        (Some(_), Some(addr)) => {
            let app = endpoint::router(Arc::clone(&adapter), &options)?;
            let listener = tokio::net::TcpListener::bind(addr)
                .await
                .with_context(|| format!("binding DISCORD_INTERACTIONS_ADDR {addr}"))?;
            tracing::info!(%addr, "Discord interactions endpoint listening");
            adapter.bot.metrics().adapter("discord-endpoint").up();
            let stop = shutdown.clone();
            Some(async move {
                polyroll_bot::http::serve(listener, app, async move { stop.cancelled().await })
                    .await
                    .context("Discord interactions endpoint")
            })
        }
        _ => None,
    };
    let gateway = options.token.as_ref().map(|token| {
        let adapter = Arc::clone(&adapter);
        let token = token.expose().to_string();
        let stop = shutdown.clone();
        let options = options.clone();
        async move { gateway::run(adapter, &options, &token, stop).await }
    });
    let served = match (endpoint, gateway) {
        (Some(endpoint), Some(gateway)) => tokio::try_join!(endpoint, gateway).map(|_| ()),
        (Some(endpoint), None) => endpoint.await,
        (None, Some(gateway)) => gateway.await,
        (None, None) => anyhow::bail!(
            "Discord is not configured: set DISCORD_TOKEN (gateway) or DISCORD_PUBLIC_KEY and DISCORD_INTERACTIONS_ADDR (endpoint)"
        ),
    };
    // Deferred answers already promised are still delivered (the binary bounds the wait).
    adapter.drain().await;
    served
}
