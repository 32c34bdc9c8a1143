//! What poise calls on the gateway: the action of every slash command, the formula
//! option's autocomplete, and the delivery of an answer. Each hands the raw interaction to
//! the adapter. Kept apart from [`crate::gateway`], which starts the client: the command
//! declarations ([`crate::commands`]) name these actions, and the gateway needs the
//! declarations.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use poise::BoxFuture;

use crate::adapter::Adapter;
use crate::request::Origin;

/// poise's user data: every action reaches the one adapter through it.
pub(crate) type Data = std::sync::Arc<Adapter>;
pub(crate) type Error = anyhow::Error;

/// poise's action for every slash command: the shared adapter reads the raw interaction.
pub(crate) fn slash(
    ctx: poise::ApplicationContext<'_, Data, Error>,
) -> BoxFuture<'_, Result<(), poise::FrameworkError<'_, Data, Error>>> {
    Box::pin(async move {
        let interaction = serenity::Interaction::Command(ctx.interaction.clone());
        if let Err(error) = deliver(ctx.serenity_context, ctx.data, interaction).await {
            tracing::warn!(%error, command = %ctx.interaction.data.name, "Discord answer failed");
        }
        Ok(())
    })
}

pub(crate) fn autocomplete<'a>(
    ctx: poise::ApplicationContext<'a, Data, Error>,
    partial: &'a str,
) -> BoxFuture<'a, Result<serenity::CreateAutocompleteResponse, poise::SlashArgError>> {
    Box::pin(async move {
        let origin = Origin::of_command(ctx.interaction);
        let command = &ctx.interaction.data.name;
        Ok(ctx.data.suggest_to(&origin, command, partial).await)
    })
}

/// Sends the adapter's answer through the bot-token client, then whatever comes after.
pub(crate) async fn deliver(
    ctx: &serenity::Context,
    adapter: &Arc<Adapter>,
    interaction: serenity::Interaction,
) -> Result<(), Error> {
    let (id, token) = match &interaction {
        serenity::Interaction::Command(c) => (c.id, c.token.clone()),
        serenity::Interaction::Component(c) => (c.id, c.token.clone()),
        _ => return Ok(()),
    };
    let Some(answer) = adapter.answer(interaction).await else {
        return Ok(());
    };
    ctx.http
        .create_interaction_response(id, &token, &answer.response, Vec::new())
        .await
        // The route holds the interaction token, and serenity's errors print the URL.
        .map_err(|error| anyhow::anyhow!(error.to_string().replace(&token, "***")))?;
    if let Some(later) = answer.later {
        // Tracked: a shutdown waits for it like for the endpoint's.
        adapter.in_flight.track_future(later).await;
    }
    Ok(())
}
