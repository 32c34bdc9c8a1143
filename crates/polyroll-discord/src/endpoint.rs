//! The stateless HTTP interactions endpoint: Discord POSTs each interaction to `/`; the
//! answer is the response body. Needs no bot token, keeps no state of its own, so any
//! number of processes can serve it behind a load balancer.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::Router;
use futures_util::StreamExt as _;
use poise::serenity_prelude as serenity;
use polyroll_bot::Bot;
use tokio::sync::oneshot;
use tokio_util::task::TaskTracker;

use crate::adapter::{self, Adapter, Later};
use crate::lean::{self, Hot};
use crate::options::Options;
use crate::signature::{BadPublicKey, Gate};

struct Endpoint {
    gate: Gate,
    adapter: Arc<Adapter>,
}

/// The endpoint as an axum router (POST `/`), for tests and load tests. Fails on a public
/// key that is not one ([`crate::BadPublicKey`]) or an HTTP client that cannot be built.
pub fn interactions_app(bot: Arc<Bot>, options: &Options) -> anyhow::Result<Router> {
    Ok(router(Arc::new(Adapter::new(bot, options)?), options)?)
}

/// The router on a given adapter: `run` shares one with the gateway, so a shutdown drains
/// the follow-ups of both.
pub(crate) fn router(adapter: Arc<Adapter>, options: &Options) -> Result<Router, BadPublicKey> {
    let gate = Gate::new(
        options.public_key.as_deref().unwrap_or_default(),
        options.max_clock_skew,
    )?;
    let endpoint = Endpoint { gate, adapter };
    let route = Router::new()
        .route("/", post(receive))
        .with_state(Arc::new(endpoint));
    Ok(polyroll_bot::http::bounded_body(route, MAX_BODY))
}

/// An interaction is a few kilobytes (a command, its options, what they resolve to); the
/// signature cannot be checked before the whole body is in, so its size is bounded first.
pub(crate) const MAX_BODY: usize = 1024 * 1024;

async fn receive(
    State(endpoint): State<Arc<Endpoint>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if let Err(refusal) = endpoint.gate.admit(&headers, &body, SystemTime::now()) {
        tracing::debug!(?refusal, "refused an interaction request");
        return (StatusCode::UNAUTHORIZED, "invalid request signature").into_response();
    }
    // The hot interactions (a roll, its buttons, autocomplete) read lean; the rest, and
    // anything the lean reader does not expect, by serenity.
    let lean = lean::Interaction::read(&body);
    let answer = match lean.as_ref().and_then(lean::Interaction::hot) {
        Some(Hot::Ping) => return pong(),
        // Boxed: the answer's future is large, and axum moves this handler's future around.
        Some(hot) => Box::pin(endpoint.adapter.answer_hot(hot)).await,
        None => {
            let interaction: serenity::Interaction = match serde_json::from_slice(&body) {
                Ok(interaction) => interaction,
                Err(error) => {
                    tracing::warn!(%error, "signed interaction not understood");
                    return StatusCode::BAD_REQUEST.into_response();
                }
            };
            if let serenity::Interaction::Ping(_) = interaction {
                return pong();
            }
            match Box::pin(endpoint.adapter.answer(interaction)).await {
                Some(answer) => answer,
                None => return StatusCode::BAD_REQUEST.into_response(),
            }
        }
    };
    let json = match serde_json::to_vec(&answer.response) {
        // A press acknowledged without a message: Discord documents the body as the type
        // alone; serenity's adds `"data":null`.
        Ok(_)
            if matches!(
                answer.response,
                adapter::Response::Built(serenity::CreateInteractionResponse::Acknowledge)
            ) =>
        {
            br#"{"type":6}"#.to_vec()
        }
        Ok(json) => json,
        Err(error) => {
            tracing::error!(%error, "interaction response not serialisable");
            return StatusCode::INTERNAL_SERVER_ERROR.into_response();
        }
    };
    let body = match answer.later {
        None => Body::from(json),
        Some(later) => after_sending(json, later, &endpoint.adapter.in_flight),
    };
    ([(header::CONTENT_TYPE, "application/json")], body).into_response()
}

/// Discord documents the PONG as exactly `{"type":1}`; serenity's adds `"data":null`.
fn pong() -> Response {
    (
        [(header::CONTENT_TYPE, "application/json")],
        r#"{"type":1}"#,
    )
        .into_response()
}

/// Keeps `_sent` alive as long as the response body; dropping it tells the waiting task
/// the body has been written.
struct Sent(#[allow(dead_code)] oneshot::Sender<()>);

/// A body that runs `later` once it has been sent: Discord accepts follow-ups only after
/// the deferred answer, so they must not overtake it.
fn after_sending(json: Vec<u8>, later: Later, in_flight: &TaskTracker) -> Body {
    let (sent, written) = oneshot::channel::<()>();
    let sent = Sent(sent);
    let chunks =
        futures_util::stream::iter([Ok::<_, Infallible>(Bytes::from(json))]).map(move |chunk| {
            let _alive = &sent;
            chunk
        });
    in_flight.spawn(async move {
        // Discord's window is 3 seconds; past it the follow-up is due either way.
        let _ = tokio::time::timeout(Duration::from_secs(3), written).await;
        later.await;
    });
    Body::from_stream(chunks)
}
