//! How every HTTP server of the bot serves (health and metrics, the Discord interactions
//! endpoint, the Telegram webhook): HTTP/1.1 with bounds that a slow or hostile client
//! cannot stretch. Request headers must arrive within [`HEADER_TIMEOUT`] (which also closes
//! a kept-alive connection idle that long), a body within [`BODY_TIMEOUT`] and its
//! router's size limit ([`bounded_body`]), and at most [`MAX_CONNECTIONS`] connections are
//! served at once (more wait to be accepted).

use std::future::Future;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::Router;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::{watch, Semaphore};
use tower::ServiceExt;

/// How long a client may take to send a request's headers, or to start its next request
/// on a kept-alive connection.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a client may take to send a request's body, once its headers are in.
pub const BODY_TIMEOUT: Duration = Duration::from_secs(10);
/// Connections served at once by one server.
pub const MAX_CONNECTIONS: usize = 1024;

/// Serves `router` on `listener` until `shutdown` resolves, then stops accepting and lets
/// the requests in progress finish (the binary bounds that wait).
pub async fn serve(
    listener: TcpListener,
    router: Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    serve_within(listener, router, HEADER_TIMEOUT, shutdown).await
}

/// [`serve`] with another header timeout (tests).
pub async fn serve_within(
    listener: TcpListener,
    router: Router,
    header_timeout: Duration,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let slots = Arc::new(Semaphore::new(MAX_CONNECTIONS));
    // `stopping` tells the connections to finish; each holds a `done` receiver until it has.
    let (stopping, stop) = watch::channel(false);
    let (done, connections) = watch::channel(());
    tokio::pin!(shutdown);
    loop {
        let accepted = tokio::select! {
            accepted = accept(&listener, &slots) => accepted,
            () = &mut shutdown => break,
        };
        let Some((stream, peer, slot)) = accepted else {
            continue;
        };
        // Each request knows its peer, as axum's `ConnectInfo` (the page limits' client).
        let service = TowerToHyperService::new(router.clone().map_request(
            move |mut request: hyper::Request<hyper::body::Incoming>| {
                request.extensions_mut().insert(ConnectInfo(peer));
                request
            },
        ));
        let (mut stop, connections) = (stop.clone(), connections.clone());
        tokio::spawn(async move {
            let _slot = slot;
            let _alive = connections;
            let mut builder = hyper::server::conn::http1::Builder::new();
            builder
                .timer(TokioTimer::new())
                .header_read_timeout(header_timeout);
            let connection = builder.serve_connection(TokioIo::new(stream), service);
            tokio::pin!(connection);
            let stopped = tokio::select! {
                _ = connection.as_mut() => false,
                stopped = stop.wait_for(|stopping| *stopping) => stopped.is_ok(),
            };
            if stopped {
                connection.as_mut().graceful_shutdown();
                let _ = connection.await;
            }
        });
    }
    drop(listener);
    let _ = stopping.send(true);
    drop(connections);
    done.closed().await;
    Ok(())
}

/// The next connection, its peer's address and the slot it takes; `None` after an error
/// accepting (a connection reset before it was accepted, or no file descriptors left for a
/// moment).
async fn accept(
    listener: &TcpListener,
    slots: &Arc<Semaphore>,
) -> Option<(
    tokio::net::TcpStream,
    SocketAddr,
    tokio::sync::OwnedSemaphorePermit,
)> {
    let slot = Arc::clone(slots).acquire_owned().await.ok()?;
    match listener.accept().await {
        Ok((stream, peer)) => Some((stream, peer, slot)),
        Err(error) => {
            tracing::warn!(%error, "accepting a connection failed");
            // Out of descriptors: give the others a moment to close theirs.
            tokio::time::sleep(Duration::from_millis(100)).await;
            None
        }
    }
}

/// A layer for `router` that reads each request's body before the handlers see it: at most
/// `max` bytes (else 413), within [`BODY_TIMEOUT`] (else 408).
pub fn bounded_body(router: Router, max: usize) -> Router {
    router.layer(middleware::from_fn_with_state(max, read_body))
}

async fn read_body(State(max): State<usize>, request: Request, next: Next) -> Response {
    let declared = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > max as u64) {
        return StatusCode::PAYLOAD_TOO_LARGE.into_response();
    }
    let (parts, body) = request.into_parts();
    match tokio::time::timeout(BODY_TIMEOUT, axum::body::to_bytes(body, max)).await {
        Ok(Ok(bytes)) => {
            next.run(Request::from_parts(parts, Body::from(bytes)))
                .await
        }
        // Over the limit without saying so up front (chunked), or cut off.
        Ok(Err(_)) => StatusCode::PAYLOAD_TOO_LARGE.into_response(),
        Err(_) => StatusCode::REQUEST_TIMEOUT.into_response(),
    }
}

/// A warning that may come in floods (refused requests): logged at most once per `every`,
/// counting the ones held back in between.
pub struct RateLimitedLog {
    every: Duration,
    last: Mutex<Option<Instant>>,
    held_back: AtomicU64,
}

impl RateLimitedLog {
    pub fn new(every: Duration) -> RateLimitedLog {
        RateLimitedLog {
            every,
            last: Mutex::new(None),
            held_back: AtomicU64::new(0),
        }
    }

    /// `Some(n)` when this occurrence is to be logged, `n` being how many were held back
    /// since the last logged one; `None` when it is held back.
    pub fn occurred(&self) -> Option<u64> {
        let now = Instant::now();
        let mut last = self
            .last
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if last.is_some_and(|at| now.duration_since(at) < self.every) {
            self.held_back.fetch_add(1, Ordering::Relaxed);
            return None;
        }
        *last = Some(now);
        Some(self.held_back.swap(0, Ordering::Relaxed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flood_logs_once_per_period_with_the_count_held_back() {
        let warning = RateLimitedLog::new(Duration::from_secs(3600));
        assert_eq!(warning.occurred(), Some(0));
        for _ in 0..99 {
            assert_eq!(warning.occurred(), None);
        }
        let always = RateLimitedLog::new(Duration::ZERO);
        assert_eq!(always.occurred(), Some(0));
        assert_eq!(always.occurred(), Some(0));
    }
}
