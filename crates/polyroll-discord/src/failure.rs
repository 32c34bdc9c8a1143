//! What a failed call to Discord means for whoever runs the bot: a refused token is a
//! setting to fix (a [`ConfigError`] naming `DISCORD_TOKEN`, exit status 2), a rate limit
//! says to wait, anything else keeps Discord's own words.

use poise::serenity_prelude as serenity;
use polyroll_bot::ConfigError;

/// `error`, met while `doing` something, as the operator should read it.
pub(crate) fn explain(error: serenity::Error, doing: &str) -> anyhow::Error {
    let status = match &error {
        serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication) => Some(401),
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            Some(response.status_code.as_u16())
        }
        _ => None,
    };
    match (status, &error) {
        (Some(401), _) => anyhow::Error::new(ConfigError::Invalid {
            variable: "DISCORD_TOKEN",
            problem: "Discord refused this bot token (authentication failed); copy the \
                      current one from the Developer Portal (Bot → Reset Token)"
                .into(),
        }),
        (Some(429), _) => anyhow::anyhow!(
            "{doing}: Discord is rate limiting these calls (HTTP 429); try again in a minute"
        ),
        (
            Some(status),
            serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)),
        ) => anyhow::anyhow!(
            "{doing}: Discord answered HTTP {status}: {}",
            response.error.message
        ),
        // One line: serenity's error repeats itself as its own source.
        _ => anyhow::anyhow!("{doing}: {error}"),
    }
}
