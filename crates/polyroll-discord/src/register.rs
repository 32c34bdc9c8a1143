//! Registering the slash commands with Discord (`polyroll discord register [--guild ID]`).

use anyhow::Context as _;
use poise::serenity_prelude as serenity;

use crate::client::http_client;
use crate::commands;
use crate::failure::explain;
use crate::options::Options;

/// Replaces the application's commands with Polyroll's: globally, or in one guild (guild
/// commands update at once, which is handy while testing). Returns how many Discord holds.
pub async fn register(config: &polyroll_bot::Config, guild: Option<u64>) -> anyhow::Result<usize> {
    register_with(&Options::from_config(config), guild).await
}

/// [`register`] with explicit options (another API origin, in tests).
pub async fn register_with(options: &Options, guild: Option<u64>) -> anyhow::Result<usize> {
    let token = options
        .token
        .as_ref()
        .context("DISCORD_TOKEN is needed to register commands")?;
    let http = http_client(token.expose(), options.application_id, &options.api_origin);
    if http.application_id().is_none() {
        let application = http.get_current_application_info().await.map_err(|error| {
            explain(
                error,
                "asking Discord for the application id (or set DISCORD_APPLICATION_ID)",
            )
        })?;
        http.set_application_id(application.id);
    }
    let definitions = commands::definitions();
    let registered = match guild {
        Some(guild) => {
            let guild = serenity::GuildId::new(
                std::num::NonZeroU64::new(guild)
                    .context("a guild id is never 0")?
                    .get(),
            );
            http.create_guild_commands(guild, &definitions)
                .await
                .map_err(|error| explain(error, "registering guild commands"))?
        }
        None => http
            .create_global_commands(&definitions)
            .await
            .map_err(|error| explain(error, "registering global commands"))?,
    };
    Ok(registered.len())
}
