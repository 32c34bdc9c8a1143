//! The serenity REST client with the bot token, for the gateway, registration and GM
//! direct messages alike.

use poise::serenity_prelude as serenity;

use crate::options::DISCORD_ORIGIN;

/// serenity's client for `token`, talking to `origin` (a fake Discord in tests).
pub(crate) fn http_client(
    token: &str,
    application_id: Option<u64>,
    origin: &str,
) -> serenity::Http {
    let mut builder = serenity::HttpBuilder::new(token);
    // serenity's ids are non-zero and panic on 0; a 0 from the settings means "unknown".
    if let Some(id) = application_id.filter(|&id| id != 0) {
        builder = builder.application_id(serenity::ApplicationId::new(id));
    }
    if origin != DISCORD_ORIGIN {
        // serenity swaps the origin of every route, but only with its own rate limiter off:
        // another origin is a rate-limiting proxy (twilight-http-proxy) or a test fake.
        builder = builder.proxy(origin).ratelimiter_disabled(true);
    }
    builder.build()
}
