//! The operator's HTTP endpoint (`POLYROLL_HTTP_ADDR`): `GET /healthz` says whether this
//! process can serve — the store answers and every configured adapter is up — and
//! `GET /metrics` gives [`crate::Metrics`] in Prometheus text format. Off unless configured;
//! meant for a private network (a load balancer's health check, a Prometheus scraper).

use std::future::Future;
use std::sync::{Arc, LazyLock};
use std::time::Duration;

use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use serde_json::{json, Value};

use crate::http::RateLimitedLog;
use crate::Bot;

/// Why the store did not answer `/healthz`, logged at most once a minute.
static STORE_DOWN_LOG: LazyLock<RateLimitedLog> =
    LazyLock::new(|| RateLimitedLog::new(Duration::from_secs(60)));

/// What `/healthz` found: healthy, or the reasons it is not, each naming its part.
#[derive(Clone, Debug, PartialEq)]
pub struct Health {
    pub problems: Vec<(String, String)>,
}

impl Health {
    pub fn ok(&self) -> bool {
        self.problems.is_empty()
    }

    /// `{"status":"ok"}`, or `{"status":"unavailable","problems":[{"part":…,"reason":…}]}`.
    pub fn to_json(&self) -> Value {
        if self.ok() {
            return json!({ "status": "ok" });
        }
        let problems: Vec<Value> = self
            .problems
            .iter()
            .map(|(part, reason)| json!({ "part": part, "reason": reason }))
            .collect();
        json!({ "status": "unavailable", "problems": problems })
    }
}

impl Bot {
    /// Asks the store for an answer now (within its usual deadline) and collects the
    /// adapters that report themselves down.
    pub async fn health(&self) -> Health {
        let mut problems = Vec::new();
        // What went wrong goes to the log only (once a minute, however often a load
        // balancer asks): the endpoint needs no token, and database errors name hosts,
        // users and schemas.
        if let Err(e) = self.store.ping().await {
            if let Some(held_back) = STORE_DOWN_LOG.occurred() {
                tracing::warn!(error = %e, held_back, "/healthz: the store is not answering");
            }
            problems.push((
                "store".to_string(),
                "not answering (see the log)".to_string(),
            ));
        }
        for (adapter, reason) in self.metrics.adapters_down() {
            problems.push((adapter.to_string(), reason));
        }
        Health { problems }
    }
}

/// Bodies are not read here: a GET's body is refused above this.
const MAX_BODY: usize = 16 * 1024;

/// `/healthz`, `/metrics` and the roll pages (`/r/{id}`, [`crate::pages`]) as a router,
/// for [`serve`] and tests.
pub fn router(bot: Arc<Bot>) -> Router {
    let routes = Router::new()
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics))
        .with_state(Arc::clone(&bot))
        .merge(crate::pages::routes(bot));
    crate::http::bounded_body(routes, MAX_BODY)
}

/// Serves [`router`] on `listener` until `shutdown` resolves, within [`crate::http`]'s
/// bounds.
pub async fn serve(
    bot: Arc<Bot>,
    listener: tokio::net::TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    crate::http::serve(listener, router(bot), shutdown).await
}

async fn healthz(State(bot): State<Arc<Bot>>) -> Response {
    let health = bot.health().await;
    let status = if health.ok() {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    (
        status,
        [(header::CONTENT_TYPE, "application/json")],
        health.to_json().to_string(),
    )
        .into_response()
}

async fn metrics(State(bot): State<Arc<Bot>>) -> Response {
    (
        [(
            header::CONTENT_TYPE,
            "application/openmetrics-text; version=1.0.0; charset=utf-8",
        )],
        bot.metrics().render(),
    )
        .into_response()
}
