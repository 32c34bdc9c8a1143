//! The platform APIs the bot calls, on loopback: a Bot API server answering as Telegram
//! does (`getMe`, `setWebhook`, `sendMessage`, …; anything else `true`) that keeps when
//! each reply arrived, and a recorder for Discord REST calls (none is expected: a roll is
//! answered in the interaction's response; one would show in the report).

use std::collections::{BTreeMap, HashMap};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::Router;
use serde_json::{json, Value};
use tokio::sync::Notify;
use tokio::time::Instant;

/// A reply the bot sent.
#[derive(Clone, Copy, Debug)]
pub struct Reply {
    pub at: Instant,
    /// With the "roll again" button, which names the roll log's id.
    pub logged: bool,
}

#[derive(Default)]
struct Inner {
    /// Calls by method (`discord REST` for any Discord call).
    calls: BTreeMap<String, u64>,
    /// Replies by the message id they answer.
    replies: HashMap<i64, Reply>,
    next_message_id: i64,
}

#[derive(Default)]
struct Shared {
    inner: Mutex<Inner>,
    changed: Notify,
}

impl Shared {
    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }
}

pub struct FakeApi {
    /// The origin to give the bot (`http://127.0.0.1:PORT/`).
    pub url: String,
    shared: Arc<Shared>,
    server: tokio::task::JoinHandle<()>,
}

impl FakeApi {
    /// Serves on `addr` (port 0: any free one).
    pub async fn start(addr: SocketAddr) -> anyhow::Result<FakeApi> {
        let shared = Arc::new(Shared::default());
        let app = Router::new()
            .route("/{bot}/{method}", post(bot_api))
            .fallback(discord)
            .with_state(shared.clone());
        let listener = tokio::net::TcpListener::bind(addr).await?;
        let url = format!("http://{}/", listener.local_addr()?);
        let server = tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        Ok(FakeApi {
            url,
            shared,
            server,
        })
    }

    /// How many times each method was called.
    pub fn calls(&self) -> BTreeMap<String, u64> {
        self.shared.lock().calls.clone()
    }

    pub fn reply_to(&self, message_id: i64) -> Option<Reply> {
        self.shared.lock().replies.get(&message_id).copied()
    }

    /// Waits until `done` holds of what was received, or `deadline`; whether it held.
    pub async fn wait_until(&self, deadline: Instant, done: impl Fn(&FakeApiView) -> bool) -> bool {
        loop {
            let changed = self.shared.changed.notified();
            if done(&FakeApiView(&self.shared.lock())) {
                return true;
            }
            if tokio::time::timeout_at(deadline, changed).await.is_err() {
                return done(&FakeApiView(&self.shared.lock()));
            }
        }
    }
}

/// What the fake has received, seen while waiting.
pub struct FakeApiView<'a>(&'a Inner);

impl FakeApiView<'_> {
    pub fn called(&self, method: &str) -> bool {
        self.0.calls.contains_key(method)
    }

    /// Whether every one of `message_ids` has had its reply.
    pub fn answered_all(&self, message_ids: &[i64]) -> bool {
        message_ids.iter().all(|id| self.0.replies.contains_key(id))
    }
}

impl Drop for FakeApi {
    fn drop(&mut self) {
        self.server.abort();
    }
}

async fn bot_api(
    State(shared): State<Arc<Shared>>,
    Path((bot, method)): Path<(String, String)>,
    body: Bytes,
) -> Response {
    let at = Instant::now();
    if !bot.starts_with("bot") {
        return (
            StatusCode::NOT_FOUND,
            axum::Json(json!({"ok": false, "error_code": 404, "description": "Not Found"})),
        )
            .into_response();
    }
    // Telegram reads method names in any case; teloxide sends `SendMessage`.
    let method = lower_first(&method);
    let body: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
    let result = {
        let mut inner = shared.lock();
        *inner.calls.entry(method.clone()).or_default() += 1;
        answer(&mut inner, &method, &body, at)
    };
    shared.changed.notify_waiters();
    axum::Json(json!({"ok": true, "result": result})).into_response()
}

fn lower_first(method: &str) -> String {
    let mut chars = method.chars();
    chars
        .next()
        .map(|c| c.to_ascii_lowercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

fn bot_user() -> Value {
    json!({"id": 123456789, "is_bot": true, "first_name": "Polyroll", "username": "polyroll_bot"})
}

fn answer(inner: &mut Inner, method: &str, body: &Value, at: Instant) -> Value {
    match method {
        "getMe" => {
            let mut me = bot_user();
            me["can_join_groups"] = json!(true);
            me["can_read_all_group_messages"] = json!(false);
            me["supports_inline_queries"] = json!(true);
            me["can_connect_to_business"] = json!(false);
            me["has_main_web_app"] = json!(false);
            me
        }
        "getWebhookInfo" => {
            json!({"url": "", "has_custom_certificate": false, "pending_update_count": 0})
        }
        "sendMessage" => {
            if let Some(answered) = body["reply_parameters"]["message_id"].as_i64() {
                let logged = !body["reply_markup"].is_null();
                inner.replies.insert(answered, Reply { at, logged });
            }
            inner.next_message_id += 1;
            let chat_id = match &body["chat_id"] {
                Value::String(s) => s.parse().unwrap_or(0),
                v => v.as_i64().unwrap_or(0),
            };
            json!({
                "message_id": inner.next_message_id, "date": 1_764_000_000,
                "chat": {"id": chat_id, "type": "private", "first_name": "Loader"},
                "from": bot_user(), "text": body["text"].clone()
            })
        }
        _ => json!(true),
    }
}

async fn discord(State(shared): State<Arc<Shared>>) -> Response {
    *shared
        .lock()
        .calls
        .entry("discord REST".into())
        .or_default() += 1;
    shared.changed.notify_waiters();
    (
        StatusCode::NOT_FOUND,
        axum::Json(json!({"message": "404: Not Found", "code": 0})),
    )
        .into_response()
}
