//! Webhook mode: Telegram POSTs each update to our URL with the secret we registered in the
//! `X-Telegram-Bot-Api-Secret-Token` header. Every request is checked here, in constant
//! time, before teloxide's own route sees it: none → 401, a wrong one → 403.
//!
//! We register the webhook ourselves (with `allowed_updates`, which teloxide's helper does
//! not send) and never delete it on shutdown: several processes may serve one webhook
//! behind a load balancer, and one of them stopping must not cut off the others.

use std::net::SocketAddr;

use anyhow::Context as _;
use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::middleware::{self, Next};
use axum::response::Response;
use teloxide::payloads::SetWebhookSetters;
use teloxide::prelude::Requester;
use teloxide::requests::Request as _;
use teloxide::update_listeners::webhooks::{axum_no_setup, Options};
use teloxide::update_listeners::UpdateListener;
use teloxide::RequestError;
use url::Url;

use crate::context::Api;
use crate::retry::with_retry;
use crate::schema;

pub(crate) const SECRET_HEADER: &str = "x-telegram-bot-api-secret-token";

/// Where Telegram posts, and the secret it must send.
#[derive(Clone)]
pub struct WebhookSettings {
    url: Url,
    secret: String,
}

impl std::fmt::Debug for WebhookSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WebhookSettings")
            .field("url", &self.url.as_str())
            .field("secret", &"***")
            .finish()
    }
}

impl WebhookSettings {
    /// `secret` must be what Telegram accepts (1–256 of `A-Z a-z 0-9 _ -`). Without one a
    /// random secret is made — fine for one process; several behind a load balancer need
    /// the same `TELEGRAM_WEBHOOK_SECRET`, or each would replace the others' registration.
    pub fn new(url: &str, secret: Option<&str>) -> anyhow::Result<WebhookSettings> {
        let url = Url::parse(url).context("TELEGRAM_WEBHOOK_URL is not a URL")?;
        let secret = match secret {
            Some(s) if valid_secret(s) => s.to_string(),
            Some(_) => anyhow::bail!(
                "TELEGRAM_WEBHOOK_SECRET must be 1 to 256 characters of A-Z, a-z, 0-9, _ and -"
            ),
            None => {
                tracing::warn!(
                    "TELEGRAM_WEBHOOK_SECRET is not set: using a random one for this process"
                );
                Options::new(SocketAddr::from(([127, 0, 0, 1], 0)), url.clone())
                    .get_or_gen_secret_token()
                    .to_string()
            }
        };
        Ok(WebhookSettings { url, secret })
    }

    pub fn url(&self) -> &Url {
        &self.url
    }
}

fn valid_secret(s: &str) -> bool {
    (1..=256).contains(&s.len())
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// Registers the webhook and builds the route that feeds the dispatcher.
pub(crate) async fn setup(
    api: &Api,
    settings: &WebhookSettings,
) -> Result<
    (
        impl UpdateListener<Err = std::convert::Infallible> + Send,
        axum::Router,
    ),
    RequestError,
> {
    with_retry("setWebhook", || {
        api.set_webhook(settings.url.clone())
            .secret_token(settings.secret.clone())
            .allowed_updates(schema::allowed_updates())
            .send()
    })
    .await?;
    // The address in Options is only used by teloxide's own server, which we do not start.
    let options = Options::new(SocketAddr::from(([127, 0, 0, 1], 0)), settings.url.clone())
        .secret_token(settings.secret.clone());
    let (listener, _stopped, router) = axum_no_setup(options);
    let router = router.layer(middleware::from_fn_with_state(
        settings.secret.clone(),
        require_secret,
    ));
    Ok((listener, router))
}

async fn require_secret(State(secret): State<String>, request: Request, next: Next) -> Response {
    let verdict = match request.headers().get(SECRET_HEADER) {
        None => Err(StatusCode::UNAUTHORIZED),
        Some(given) if constant_time_eq(given.as_bytes(), secret.as_bytes()) => Ok(()),
        Some(_) => Err(StatusCode::FORBIDDEN),
    };
    match verdict {
        Ok(()) => next.run(request).await,
        Err(status) => {
            tracing::warn!(
                status = status.as_u16(),
                "refused a webhook request without the right secret"
            );
            Response::builder()
                .status(status)
                .body(axum::body::Body::empty())
                .unwrap_or_default()
        }
    }
}

/// Compares without stopping at the first difference, so the time taken does not tell an
/// attacker how much of a guess was right.
fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_checked_like_telegram_does() {
        assert!(valid_secret("abc_DEF-123"));
        assert!(!valid_secret(""));
        assert!(!valid_secret("has space"));
        assert!(!valid_secret(&"a".repeat(257)));
        assert!(WebhookSettings::new("https://example.org/tg", Some("bad secret!")).is_err());
        assert!(WebhookSettings::new("not a url", Some("ok")).is_err());
        let generated = WebhookSettings::new("https://example.org/tg", None).map(|s| s.secret);
        assert!(generated.is_ok_and(|s| valid_secret(&s)));
    }

    #[test]
    fn constant_time_eq_compares_whole_values() {
        assert!(constant_time_eq(b"secret", b"secret"));
        assert!(!constant_time_eq(b"secret", b"secreT"));
        assert!(!constant_time_eq(b"secret", b"secret2"));
    }

    #[test]
    fn debug_never_shows_the_secret() {
        let s = WebhookSettings::new("https://example.org/tg", Some("hunter2"))
            .map(|s| format!("{s:?}"));
        assert!(s.is_ok_and(|s| !s.contains("hunter2")));
    }
}
