//! Webhook mode: Telegram POSTs each update to our URL with the secret we registered in the
//! `X-Telegram-Bot-Api-Secret-Token` header. Every request is checked here, in constant
//! time, before its body is read: none → 401, a wrong one → 403 (logged at most once a
//! minute with how many were held back, and counted in `/metrics`).
//!
//! An update is answered `200` only once it is handled ([`crate::ledger`]): until then
//! Telegram keeps it, and a process that dies mid-way leaves it to be delivered again. The
//! same update arriving twice while it is handled, or after, is handled once.
//!
//! We register the webhook ourselves (with `allowed_updates`, which teloxide's helper does
//! not send) and never delete it on shutdown: several processes may serve one webhook
//! behind a load balancer, and one of them stopping must not cut off the others.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use axum::body::Bytes;
use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::middleware::{self, Next};
use axum::response::Response;
use axum::routing::post;
use polyroll_bot::http::RateLimitedLog;
use teloxide::payloads::SetWebhookSetters;
use teloxide::prelude::Requester;
use teloxide::requests::Request as _;
use teloxide::stop::StopFlag;
use teloxide::types::Update;
use teloxide::update_listeners::webhooks::Options;
use teloxide::RequestError;
use tokio::sync::mpsc;
use url::Url;

use crate::context::Api;
use crate::ledger::{Ledger, Taken};
use crate::listener::{self, Item, Listener};
use crate::retry::with_retry;
use crate::schema;

pub(crate) const SECRET_HEADER: &str = "x-telegram-bot-api-secret-token";

/// An update is a few kilobytes at most (a 4096-character message and what it answers).
pub(crate) const MAX_BODY: usize = 256 * 1024;

/// How often a request refused for its secret is logged, at most.
const REFUSALS_LOGGED_EVERY: Duration = Duration::from_secs(60);

/// The name the refusals are counted under in `/metrics`.
const ENDPOINT: &str = "telegram-webhook";

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

    /// The path Telegram posts to.
    fn path(&self) -> &str {
        match self.url.path() {
            "" => "/",
            path => path,
        }
    }
}

fn valid_secret(s: &str) -> bool {
    (1..=256).contains(&s.len())
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// Registers the webhook and builds the route that feeds the dispatcher, with the listener
/// the dispatcher takes its updates from.
pub(crate) async fn setup(
    api: &Api,
    settings: &WebhookSettings,
    ledger: Arc<Ledger>,
    bot: Arc<polyroll_bot::Bot>,
) -> Result<(Listener, axum::Router), RequestError> {
    with_retry("setWebhook", || {
        api.set_webhook(settings.url.clone())
            .secret_token(settings.secret.clone())
            .allowed_updates(schema::allowed_updates())
            .send()
    })
    .await?;
    let (listener, sender) = Listener::new();
    let inbox = Arc::new(Inbox {
        ledger,
        sender,
        stopped: listener.stop_flag(),
    });
    let route = axum::Router::new()
        .route(settings.path(), post(receive))
        .with_state(inbox);
    let gate = Arc::new(Gate {
        secret: settings.secret.clone(),
        bot,
        refusals: RateLimitedLog::new(REFUSALS_LOGGED_EVERY),
    });
    // The secret is checked first, so a stranger's body is never read.
    let router = polyroll_bot::http::bounded_body(route, MAX_BODY)
        .layer(middleware::from_fn_with_state(gate, require_secret));
    Ok((listener, router))
}

/// What the route hands updates to.
struct Inbox {
    ledger: Arc<Ledger>,
    sender: mpsc::Sender<Item>,
    stopped: StopFlag,
}

/// One update: handed to the dispatcher unless this process has it already, and answered
/// once it is handled. A request Telegram gives up on leaves the update handled anyway; the
/// repeat Telegram sends is answered at once.
async fn receive(State(inbox): State<Arc<Inbox>>, body: Bytes) -> StatusCode {
    if inbox.stopped.is_stopped() {
        return StatusCode::SERVICE_UNAVAILABLE;
    }
    let update: Update = match serde_json::from_slice(&body) {
        Ok(update) => update,
        Err(error) => {
            // Sending it again would not help: it is answered, and dropped.
            tracing::warn!(%error, "a webhook update that is no update");
            return StatusCode::OK;
        }
    };
    let id = update.id;
    match inbox.ledger.take(id) {
        Taken::Done => return StatusCode::OK,
        Taken::Open => {}
        Taken::New => {
            let Some(update) = listener::reject_unknown(&inbox.ledger, update) else {
                return StatusCode::OK;
            };
            if inbox.sender.send(Ok(update)).await.is_err() {
                // Stopping: Telegram delivers it again, to this process or another.
                inbox.ledger.release(id);
                return StatusCode::SERVICE_UNAVAILABLE;
            }
        }
    }
    if inbox.ledger.finished(id).await {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    }
}

/// The secret check in front of the route.
struct Gate {
    secret: String,
    bot: Arc<polyroll_bot::Bot>,
    refusals: RateLimitedLog,
}

async fn require_secret(State(gate): State<Arc<Gate>>, request: Request, next: Next) -> Response {
    let refused = match request.headers().get(SECRET_HEADER) {
        None => Some((StatusCode::UNAUTHORIZED, "no_secret")),
        Some(given) if constant_time_eq(given.as_bytes(), gate.secret.as_bytes()) => None,
        Some(_) => Some((StatusCode::FORBIDDEN, "wrong_secret")),
    };
    let Some((status, reason)) = refused else {
        return next.run(request).await;
    };
    gate.bot.metrics().refused(ENDPOINT, reason);
    if let Some(held_back) = gate.refusals.occurred() {
        tracing::warn!(
            status = status.as_u16(),
            held_back,
            "refused a webhook request without the right secret (held_back: refused since the last such line)"
        );
    }
    Response::builder()
        .status(status)
        .body(axum::body::Body::empty())
        .unwrap_or_default()
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
