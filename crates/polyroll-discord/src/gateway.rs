//! The gateway mode: poise on serenity, automatically sharded. poise dispatches the slash
//! commands and autocomplete; buttons arrive as plain interaction events.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use poise::BoxFuture;
use tokio_util::sync::CancellationToken;

use crate::adapter::Adapter;
use crate::client::http_client;
use crate::commands;
use crate::failure::explain;
use crate::gateway_actions::{deliver, Data, Error};
use crate::gateway_health::GatewayHealth;
use crate::options::{Options, Shards};

pub(crate) async fn run(
    adapter: Arc<Adapter>,
    options: &Options,
    token: &str,
    shutdown: CancellationToken,
) -> anyhow::Result<()> {
    let adapter_bot = Arc::clone(&adapter.bot);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            event_handler: on_event,
            on_error,
            ..Default::default()
        })
        // No command is for the bot's owners only, so poise need not look them up at start.
        .initialize_owners(false)
        .setup(move |_ctx, ready, _framework| {
            Box::pin(async move {
                tracing::info!(user = %ready.user.name, shards = ?ready.shard, "Discord gateway ready");
                Ok(adapter)
            })
        })
        .build();
    // The same client as the rest of the adapter: DISCORD_API_URL reaches every REST call,
    // including `GET /gateway/bot`, which says where the gateway is.
    let http = http_client(token, options.application_id, &options.api_origin);
    let health = GatewayHealth::new(Arc::clone(&adapter_bot));
    let mut client = serenity::ClientBuilder::new_with_http(http, INTENTS)
        .framework(framework)
        .event_handler(health)
        .await
        .map_err(|error| explain(error, "starting the Discord client"))?;
    let shards = client.shard_manager.clone();
    let started = async {
        match options.shards {
            Shards::Recommended => client.start_autosharded().await,
            // serenity's range end is the last shard itself (`start_connection(first, last, …)`).
            Shards::Range { first, last, total } => {
                client.start_shard_range(first..last, total).await
            }
        }
    };
    tokio::select! {
        result = started => {
            // Whatever ended the gateway, no shard may carry on (or reconnect) on its own.
            shards.shutdown_all().await;
            result.map_err(|error| explain(error, "Discord gateway"))
        }
        () = shutdown.cancelled() => {
            shards.shutdown_all().await;
            Ok(())
        }
    }
}

/// Slash commands, autocomplete and buttons need no privileged intent (no member list, no
/// presences, no message content); GUILDS keeps serenity's view of servers.
const INTENTS: serenity::GatewayIntents = serenity::GatewayIntents::GUILDS;

fn on_event<'a>(
    ctx: &'a serenity::Context,
    event: &'a serenity::FullEvent,
    _framework: poise::FrameworkContext<'a, Data, Error>,
    data: &'a Data,
) -> BoxFuture<'a, Result<(), Error>> {
    Box::pin(async move {
        if let serenity::FullEvent::InteractionCreate {
            interaction: interaction @ serenity::Interaction::Component(_),
        } = event
        {
            deliver(ctx, data, interaction.clone()).await?;
        }
        Ok(())
    })
}

fn on_error(error: poise::FrameworkError<'_, Data, Error>) -> BoxFuture<'_, ()> {
    Box::pin(async move {
        // poise enforces `guild_only` itself and would leave the interaction unanswered
        // ("the application did not respond"); the adapter answers it as the endpoint does.
        if let poise::FrameworkError::GuildOnly {
            ctx: poise::Context::Application(ctx),
            ..
        } = &error
        {
            let interaction = serenity::Interaction::Command(ctx.interaction.clone());
            if let Err(error) = deliver(ctx.serenity_context, ctx.data, interaction).await {
                tracing::warn!(%error, command = %ctx.interaction.data.name, "Discord answer failed");
            }
            return;
        }
        tracing::warn!(%error, "Discord framework error")
    })
}
