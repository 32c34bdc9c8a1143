//! A Discord double for end-to-end tests of the `polyroll` binary: the REST API under
//! `/api/v10` (what `DISCORD_API_URL` points at) and a gateway speaking v10 JSON over a
//! WebSocket, the address `GET /gateway/bot` hands out. It records every REST call and every
//! gateway frame the bot sends, and lets a test dispatch events, close a connection with a
//! chosen code, drop it, or answer a route with 429. Like Discord it refuses a message or
//! interaction answer its OpenAPI spec rejects (`polyroll_testkit::discord_api`), and any
//! test reading what the double received then fails.
#![allow(dead_code)]

#[path = "../../crates/polyroll-discord/tests/common/payloads.rs"]
pub mod payloads;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Router;
use futures_util::{SinkExt as _, StreamExt as _};
use polyroll_testkit::discord_api;
use serde_json::{json, Value};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, Notify};
use tokio_tungstenite::tungstenite::handshake::server::{
    Request as WsRequest, Response as WsResponse,
};
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message;

pub use payloads::APP_ID;

/// The token the double accepts; anything else is refused as Discord would.
pub const TOKEN: &str = "MTE4MDAwMDAwMDAwMDAwMDAwMA.double.token";
/// The bot user's id.
pub const BOT_ID: &str = payloads::APP_ID;
/// Privileged intents: GUILD_MEMBERS, GUILD_PRESENCES, MESSAGE_CONTENT.
pub const PRIVILEGED_INTENTS: u64 = (1 << 1) | (1 << 8) | (1 << 15);
/// How long waits for the bot may take at most: generous, the VM's speed varies a lot.
const PATIENCE: Duration = Duration::from_secs(60);

/// A REST call the double received.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: Method,
    /// Without `/api/v10`.
    pub path: String,
    pub headers: HeaderMap,
    pub body: Bytes,
}

impl Call {
    /// The JSON body; for a multipart body, its `payload_json` part.
    pub fn json(&self) -> Value {
        if let Some(payload) = self.part("payload_json") {
            return serde_json::from_slice(&payload).unwrap_or(Value::Null);
        }
        serde_json::from_slice(&self.body).unwrap_or(Value::Null)
    }

    /// A named part of a multipart body.
    pub fn part(&self, name: &str) -> Option<Vec<u8>> {
        let kind = self.headers.get("content-type")?.to_str().ok()?;
        discord_api::multipart_part(kind, &self.body, name).map(<[u8]>::to_vec)
    }

    pub fn authorization(&self) -> Option<&str> {
        self.headers.get("authorization")?.to_str().ok()
    }
}

/// A frame the bot sent on the gateway, with the connection it came on.
#[derive(Clone, Debug)]
pub struct Frame {
    pub connection: u64,
    pub value: Value,
}

impl Frame {
    pub fn op(&self) -> u64 {
        self.value["op"].as_u64().unwrap_or(u64::MAX)
    }
}

/// What the gateway does when a shard identifies.
#[derive(Clone, Copy, Debug)]
pub enum OnIdentify {
    Ready,
    /// Close with this code instead (4004: authentication failed).
    Close(u16),
}

/// What a test asks of one live connection.
enum Order {
    Dispatch(&'static str, Value),
    Close(u16),
    Drop,
}

struct Connection {
    id: u64,
    shard: Option<u64>,
    orders: mpsc::UnboundedSender<Order>,
}

#[derive(Default)]
struct Record {
    calls: Vec<Call>,
    frames: Vec<Frame>,
    /// Query strings of the WebSocket upgrades (`v=10`…).
    upgrades: Vec<String>,
    connections: Vec<Connection>,
    /// Session id → shard, to resume.
    sessions: HashMap<String, u64>,
    members: Vec<Value>,
    /// Routes (method, path prefix) answered 429 once, with this Retry-After in seconds.
    rate_limits: Vec<(Method, String, u64)>,
    /// Bodies Discord's spec rejects, refused with Discord's 400.
    invalid: Vec<String>,
}

struct Shared {
    record: Mutex<Record>,
    changed: Notify,
    on_identify: Mutex<OnIdentify>,
    shards: u32,
    gateway: String,
    next: AtomicU64,
}

#[derive(Clone)]
pub struct Double {
    shared: Arc<Shared>,
    /// The REST origin, for `DISCORD_API_URL`.
    pub api: String,
    /// The gateway address `GET /gateway/bot` hands out.
    pub gateway: String,
}

impl Double {
    /// Starts both halves on loopback ports. `shards` is what `GET /gateway/bot` recommends.
    pub async fn start(shards: u32) -> Double {
        let gateway_listener = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind gateway");
        let gateway = format!("ws://{}", gateway_listener.local_addr().expect("addr"));
        let shared = Arc::new(Shared {
            record: Mutex::new(Record::default()),
            changed: Notify::new(),
            on_identify: Mutex::new(OnIdentify::Ready),
            shards,
            gateway: gateway.clone(),
            next: AtomicU64::new(1),
        });
        let accepting = Arc::clone(&shared);
        tokio::spawn(async move {
            while let Ok((stream, _)) = gateway_listener.accept().await {
                tokio::spawn(connection(Arc::clone(&accepting), stream));
            }
        });
        let rest_listener = TcpListener::bind("127.0.0.1:0").await.expect("bind rest");
        let addr: SocketAddr = rest_listener.local_addr().expect("addr");
        let app = Router::new().fallback(rest).with_state(Arc::clone(&shared));
        tokio::spawn(async move { axum::serve(rest_listener, app).await });
        Double {
            shared,
            api: format!("http://{addr}"),
            gateway,
        }
    }

    /// What the double received, for a test to read: fails the test if the bot sent a body
    /// Discord's spec rejects.
    fn record(&self) -> std::sync::MutexGuard<'_, Record> {
        let record = self.shared.record.lock().expect("record");
        if !record.invalid.is_empty() && !std::thread::panicking() {
            panic!(
                "bodies Discord's OpenAPI spec rejects:\n{}",
                record.invalid.join("\n")
            );
        }
        record
    }

    pub fn on_identify(&self, behaviour: OnIdentify) {
        *self.shared.on_identify.lock().expect("behaviour") = behaviour;
    }

    pub fn set_members(&self, members: Vec<Value>) {
        self.record().members = members;
    }

    /// Forgets every session, as Discord does when one expires: a RESUME then gets
    /// INVALID_SESSION (op 9, not resumable).
    pub fn forget_sessions(&self) {
        self.record().sessions.clear();
    }

    /// The close codes the bot sent, in order (`None`: a close frame without a code).
    pub fn closes_by_bot(&self) -> Vec<Option<u16>> {
        self.frames()
            .iter()
            .filter(|f| f.value.get("close").is_some())
            .map(|f| {
                f.value["close"]
                    .as_u64()
                    .and_then(|c| u16::try_from(c).ok())
            })
            .collect()
    }

    /// The next call to `method` on a path starting with `prefix` gets 429 with Retry-After.
    pub fn rate_limit_once(&self, method: Method, prefix: &str, retry_after_secs: u64) {
        self.record()
            .rate_limits
            .push((method, prefix.to_string(), retry_after_secs));
    }

    pub fn calls(&self) -> Vec<Call> {
        self.record().calls.clone()
    }

    pub fn frames(&self) -> Vec<Frame> {
        self.record().frames.clone()
    }

    pub fn upgrades(&self) -> Vec<String> {
        self.record().upgrades.clone()
    }

    pub fn paths(&self) -> Vec<String> {
        self.calls()
            .iter()
            .map(|c| format!("{} {}", c.method, c.path))
            .collect()
    }

    /// Waits (bounded) until `found` picks something from the record.
    async fn wait<T>(&self, what: &str, found: impl Fn(&Record) -> Option<T>) -> T {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let changed = self.shared.changed.notified();
            if let Some(value) = found(&self.record()) {
                return value;
            }
            if tokio::time::timeout_at(deadline, changed).await.is_err() {
                // Read, then let go before panicking, so the double's tasks carry on.
                let record = self.record();
                let ops: Vec<Value> = record
                    .frames
                    .iter()
                    .map(|f| f.value["op"].clone())
                    .collect();
                let paths: Vec<String> = record
                    .calls
                    .iter()
                    .map(|c| format!("{} {}", c.method, c.path))
                    .collect();
                drop(record);
                panic!("waited in vain for {what}; frames {ops:?}, calls {paths:?}");
            }
        }
    }

    /// Waits (bounded) until `found` picks something from the REST calls so far.
    pub async fn eventually<T>(&self, what: &str, found: impl Fn(&[Call]) -> Option<T>) -> T {
        self.wait(what, |r| found(&r.calls)).await
    }

    /// Waits (bounded) until the frames the bot sent so far satisfy `done`.
    pub async fn wait_frames(&self, what: &str, done: impl Fn(&[Frame]) -> bool) {
        self.wait(what, |r| done(&r.frames).then_some(())).await
    }

    /// The session id READY gave `shard` (the latest, if it identified more than once).
    pub async fn session(&self, shard: u64) -> String {
        self.wait(&format!("a session of shard {shard}"), |r| {
            r.sessions
                .iter()
                .filter(|(_, s)| **s == shard)
                .map(|(id, _)| id.clone())
                .max_by_key(|id| id.split('-').nth(1).and_then(|n| n.parse::<u64>().ok()))
        })
        .await
    }

    /// The REST calls to `method` on paths starting with `prefix`.
    pub fn calls_to(&self, method: Method, prefix: &str) -> Vec<Call> {
        self.calls()
            .into_iter()
            .filter(|c| c.method == method && c.path.starts_with(prefix))
            .collect()
    }

    /// The frames with opcode `op` the bot sent so far.
    pub fn frames_of(&self, op: u64) -> Vec<Frame> {
        self.frames().into_iter().filter(|f| f.op() == op).collect()
    }

    /// The `n`th (from 0) REST call to `method` on a path starting with `prefix`.
    pub async fn call(&self, method: Method, prefix: &str, n: usize) -> Call {
        self.wait(&format!("{method} {prefix} #{n}"), |r| {
            r.calls
                .iter()
                .filter(|c| c.method == method && c.path.starts_with(prefix))
                .nth(n)
                .cloned()
        })
        .await
    }

    /// The `n`th (from 0) frame with opcode `op` the bot sent.
    pub async fn frame(&self, op: u64, n: usize) -> Frame {
        self.wait(&format!("op {op} #{n}"), |r| {
            r.frames.iter().filter(|f| f.op() == op).nth(n).cloned()
        })
        .await
    }

    /// Waits for a live, identified (or resumed) connection of `shard`.
    pub async fn ready(&self, shard: u64) {
        self.wait(&format!("shard {shard} ready"), |r| {
            r.connections
                .iter()
                .any(|c| c.shard == Some(shard) && !c.orders.is_closed())
                .then_some(())
        })
        .await
    }

    fn order(&self, shard: u64, order: Order) {
        let record = self.record();
        let connection = record
            .connections
            .iter()
            .rev()
            .find(|c| c.shard == Some(shard) && !c.orders.is_closed())
            .expect("a live connection for the shard");
        assert!(connection.orders.send(order).is_ok(), "connection alive");
    }

    /// Sends `interaction` as an INTERACTION_CREATE on `shard`, with a fresh id and token;
    /// returns the path its callback will be POSTed to.
    pub fn interact(&self, shard: u64, mut interaction: Value) -> String {
        let n = self.shared.next.fetch_add(1, Ordering::SeqCst);
        let id = format!("{}", 1_180_000_000_000_100_000u64 + n);
        let token = format!("interaction-token-{n}");
        interaction["id"] = json!(id);
        interaction["token"] = json!(token);
        self.order(shard, Order::Dispatch("INTERACTION_CREATE", interaction));
        format!("/interactions/{id}/{token}/callback")
    }

    /// The webhook path of follow-ups to the interaction whose callback is `callback`.
    pub fn webhook_of(callback: &str) -> String {
        let token = callback.split('/').nth(3).unwrap_or_default();
        format!("/webhooks/{APP_ID}/{token}")
    }

    /// Sends `interaction` and returns the bot's answer to it (the callback body).
    pub async fn answer(&self, shard: u64, interaction: Value) -> (String, Value) {
        let callback = self.interact(shard, interaction);
        let answer = self.call(Method::POST, &callback, 0).await.json();
        (callback, answer)
    }

    /// Sends `interaction` and returns the message the bot answered it with, shaped as an
    /// inline answer (`type` 4, the message in `data`): the callback's own, or — when it was
    /// deferred (type 5, a loaded machine) — the follow-up's. Which one comes depends on the
    /// machine's load, and both are what Discord shows the user.
    pub async fn answered(&self, shard: u64, interaction: Value) -> Value {
        let (callback, answer) = self.answer(shard, interaction).await;
        match answer["type"].as_u64() {
            Some(4) => answer,
            Some(5) => {
                // The exact path: another interaction's token may begin with this one's.
                let webhook = Double::webhook_of(&callback);
                let message = self
                    .eventually(&format!("the follow-up to {callback}"), |calls| {
                        calls
                            .iter()
                            .find(|c| c.method == Method::POST && c.path == webhook)
                            .map(Call::json)
                    })
                    .await;
                json!({"type": 4, "data": message})
            }
            _ => panic!("neither an answer nor a deferral: {answer}"),
        }
    }

    /// Closes `shard`'s connection with `code`, as Discord does.
    pub fn close(&self, shard: u64, code: u16) {
        self.order(shard, Order::Close(code));
    }

    /// Drops `shard`'s connection without a close frame (a network failure).
    pub fn drop_connection(&self, shard: u64) {
        self.order(shard, Order::Drop);
    }
}

fn bot_user() -> Value {
    json!({
        "id": BOT_ID, "username": "Polyroll", "discriminator": "0", "global_name": null,
        "avatar": null, "bot": true, "system": false, "mfa_enabled": true, "banner": null,
        "accent_color": null, "locale": "en-US", "verified": true, "email": null, "flags": 0,
        "premium_type": 0, "public_flags": 0
    })
}

fn application() -> Value {
    json!({
        "id": APP_ID, "name": "Polyroll", "icon": null, "description": "", "summary": "",
        "type": null, "hook": true, "bot_public": true, "bot_require_code_grant": false,
        "verify_key": "0".repeat(64), "flags": 0, "owner": payloads::user("1180000000000000001", "owner"),
        "team": null, "redirect_uris": [], "interactions_endpoint_url": null,
        "bot": bot_user()
    })
}

async fn connection(shared: Arc<Shared>, stream: TcpStream) {
    let query = Arc::new(Mutex::new(String::new()));
    let seen = Arc::clone(&query);
    // tungstenite's callback type fixes the error type; it is never returned here.
    #[allow(clippy::result_large_err)]
    let upgrade = move |request: &WsRequest, response: WsResponse| {
        *seen.lock().expect("query") = request.uri().query().unwrap_or_default().to_string();
        Ok(response)
    };
    let Ok(mut socket) = tokio_tungstenite::accept_hdr_async(stream, upgrade).await else {
        return;
    };
    let id = shared.next.fetch_add(1, Ordering::SeqCst);
    let (orders, mut incoming) = mpsc::unbounded_channel();
    {
        let mut record = shared.record.lock().expect("record");
        record.upgrades.push(query.lock().expect("query").clone());
        record.connections.push(Connection {
            id,
            shard: None,
            orders,
        });
    }
    shared.changed.notify_waiters();
    let mut seq = 0u64;
    let mut session = String::new();
    let hello = json!({ "op": 10, "d": { "heartbeat_interval": 41250 }, "s": null, "t": null });
    if socket.send(Message::Text(hello.to_string())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            order = incoming.recv() => {
                let Some(order) = order else { break };
                match order {
                    Order::Dispatch(kind, data) => {
                        seq += 1;
                        let frame = json!({ "op": 0, "t": kind, "s": seq, "d": data });
                        if socket.send(Message::Text(frame.to_string())).await.is_err() {
                            break;
                        }
                    }
                    Order::Close(code) => {
                        let frame = CloseFrame { code: CloseCode::from(code), reason: "".into() };
                        let _ = socket.send(Message::Close(Some(frame))).await;
                        break;
                    }
                    Order::Drop => break,
                }
            }
            message = socket.next() => {
                let Some(Ok(message)) = message else { break };
                let value: Value = match message {
                    Message::Text(text) => serde_json::from_str(&text).unwrap_or(Value::Null),
                    Message::Close(frame) => {
                        // Kept as a frame `{"close": code}`: how the bot said goodbye.
                        let code = frame.map(|f| u16::from(f.code));
                        shared.record.lock().expect("record").frames.push(Frame {
                            connection: id,
                            value: json!({ "close": code }),
                        });
                        shared.changed.notify_waiters();
                        break;
                    }
                    _ => continue,
                };
                shared.record.lock().expect("record").frames.push(Frame { connection: id, value: value.clone() });
                shared.changed.notify_waiters();
                let replies = gateway_reply(&shared, id, &value, &mut seq, &mut session);
                let mut closed = false;
                for reply in replies {
                    closed |= matches!(reply, Message::Close(_));
                    if socket.send(reply).await.is_err() {
                        closed = true;
                    }
                }
                if closed {
                    break;
                }
            }
        }
    }
    // The connection is gone: its sender closes, so `ready` no longer counts it.
    shared
        .record
        .lock()
        .expect("record")
        .connections
        .retain(|c| c.id != id);
    shared.changed.notify_waiters();
}

/// Discord takes the token bare or, as serenity sends it, after `Bot `.
pub fn is_our_token(token: &Value) -> bool {
    let token = token.as_str().unwrap_or_default();
    token.strip_prefix("Bot ").unwrap_or(token) == TOKEN
}

/// The gateway's answer to one frame from the bot.
fn gateway_reply(
    shared: &Shared,
    connection: u64,
    frame: &Value,
    seq: &mut u64,
    session: &mut String,
) -> Vec<Message> {
    let text = |value: Value| Message::Text(value.to_string());
    let dispatch = |seq: &mut u64, kind: &str, data: Value| {
        *seq += 1;
        text(json!({ "op": 0, "t": kind, "s": *seq, "d": data }))
    };
    let close = |code: u16, reason: &'static str| {
        Message::Close(Some(CloseFrame {
            code: CloseCode::from(code),
            reason: reason.into(),
        }))
    };
    let data = &frame["d"];
    match frame["op"].as_u64() {
        // Heartbeat → heartbeat ACK.
        Some(1) => vec![text(json!({ "op": 11, "d": null, "s": null, "t": null }))],
        // IDENTIFY.
        Some(2) => {
            if !is_our_token(&data["token"]) {
                return vec![close(4004, "Authentication failed.")];
            }
            if let OnIdentify::Close(code) = *shared.on_identify.lock().expect("behaviour") {
                return vec![close(code, "Closed by the test.")];
            }
            let shard = data["shard"].clone();
            let (index, total) = (shard[0].as_u64(), shard[1].as_u64());
            let (Some(index), Some(total)) = (index, total) else {
                return vec![close(4010, "Invalid shard.")];
            };
            if index >= total {
                return vec![close(4010, "Invalid shard.")];
            }
            if data["intents"]
                .as_u64()
                .is_some_and(|i| i & PRIVILEGED_INTENTS != 0)
            {
                return vec![close(4014, "Disallowed intent(s).")];
            }
            *session = format!("session-{connection}-{index}");
            let mut record = shared.record.lock().expect("record");
            record.sessions.insert(session.clone(), index);
            if let Some(c) = record.connections.iter_mut().find(|c| c.id == connection) {
                c.shard = Some(index);
            }
            drop(record);
            shared.changed.notify_waiters();
            let ready = json!({
                "v": 10, "user": bot_user(), "guilds": [{ "id": payloads::GUILD_ID, "unavailable": true }],
                "session_id": session, "session_type": "normal",
                "resume_gateway_url": shared.gateway, "shard": [index, total],
                "application": { "id": APP_ID, "flags": 0 },
                "user_settings": {}, "private_channels": [], "presences": [], "relationships": [],
                "guild_join_requests": [], "geo_ordered_rtc_regions": ["rotterdam"], "auth": {},
                "_trace": ["[\"gateway-prd-double\"]"]
            });
            // Then ask for a heartbeat at once, as Discord may: serenity must answer it.
            vec![
                dispatch(seq, "READY", ready),
                text(json!({ "op": 1, "d": null, "s": null, "t": null })),
            ]
        }
        // RESUME.
        Some(6) => {
            if !is_our_token(&data["token"]) {
                return vec![close(4004, "Authentication failed.")];
            }
            let resumed = data["session_id"].as_str().unwrap_or_default().to_string();
            let mut record = shared.record.lock().expect("record");
            let Some(&shard) = record.sessions.get(&resumed) else {
                drop(record);
                // Not resumable: the bot must identify anew.
                return vec![text(json!({ "op": 9, "d": false, "s": null, "t": null }))];
            };
            if let Some(c) = record.connections.iter_mut().find(|c| c.id == connection) {
                c.shard = Some(shard);
            }
            drop(record);
            shared.changed.notify_waiters();
            *session = resumed;
            // The sequence goes on from where the bot says it stopped.
            *seq = data["seq"].as_u64().unwrap_or(0);
            vec![dispatch(
                seq,
                "RESUMED",
                json!({ "_trace": ["[\"gateway-prd-double\"]"] }),
            )]
        }
        _ => Vec::new(),
    }
}

/// The REST half: records the call, then answers like Discord.
async fn rest(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let body = axum::body::to_bytes(body, 32 << 20)
        .await
        .unwrap_or_default();
    let path = parts
        .uri
        .path()
        .strip_prefix("/api/v10")
        .unwrap_or(parts.uri.path())
        .to_string();
    let call = Call {
        method: parts.method.clone(),
        path: path.clone(),
        headers: parts.headers.clone(),
        body: body.clone(),
    };
    let content_type = parts
        .headers
        .get("content-type")
        .and_then(|v| v.to_str().ok());
    let checked = discord_api::check_request(parts.method.as_str(), &path, content_type, &body);
    let limited = {
        let mut record = shared.record.lock().expect("record");
        record.calls.push(call.clone());
        if let Err(violation) = checked {
            record.invalid.push(violation);
            drop(record);
            shared.changed.notify_waiters();
            return (
                StatusCode::BAD_REQUEST,
                json_body(json!({ "code": 50035, "message": "Invalid Form Body", "errors": {} })),
            )
                .into_response();
        }
        let at = record
            .rate_limits
            .iter()
            .position(|(m, prefix, _)| *m == parts.method && path.starts_with(prefix.as_str()));
        at.map(|at| record.rate_limits.remove(at).2)
    };
    shared.changed.notify_waiters();
    if let Some(seconds) = limited {
        let body = json!({ "message": "You are being rate limited.", "retry_after": seconds as f64, "global": false });
        return (
            StatusCode::TOO_MANY_REQUESTS,
            [
                ("content-type", "application/json".to_string()),
                ("retry-after", seconds.to_string()),
                ("x-ratelimit-scope", "user".to_string()),
            ],
            body.to_string(),
        )
            .into_response();
    }
    let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    // Interaction callbacks and webhooks are authorised by the interaction token in the
    // path; everything else needs the bot token.
    let by_interaction = matches!(segments.first(), Some(&"interactions") | Some(&"webhooks"));
    if !by_interaction && call.authorization() != Some(&format!("Bot {TOKEN}")) {
        return (
            StatusCode::UNAUTHORIZED,
            json_body(json!({ "message": "401: Unauthorized", "code": 0 })),
        )
            .into_response();
    }
    match (parts.method, segments.as_slice()) {
        (Method::GET, ["gateway"]) => json_body(json!({ "url": shared.gateway })),
        (Method::GET, ["gateway", "bot"]) => json_body(json!({
            "url": shared.gateway, "shards": shared.shards,
            "session_start_limit": { "total": 1000, "remaining": 999, "reset_after": 14_400_000, "max_concurrency": 1 }
        })),
        (Method::GET, ["users", "@me"]) => json_body(bot_user()),
        (Method::GET, ["oauth2", "applications", "@me"])
        | (Method::GET, ["applications", "@me"]) => json_body(application()),
        (Method::PUT, ["applications", app, "commands"])
        | (Method::PUT, ["applications", app, "guilds", _, "commands"]) => {
            let definitions: Vec<Value> = serde_json::from_slice(&body).unwrap_or_default();
            let registered: Vec<Value> = definitions
                .into_iter()
                .enumerate()
                .map(|(i, mut command)| {
                    command["id"] = json!(format!("{}", 1_190_000_000_000_000_000u64 + i as u64));
                    command["application_id"] = json!(app);
                    command["version"] = json!("1190000000000000999");
                    command["type"] = json!(1);
                    command
                })
                .collect();
            json_body(json!(registered))
        }
        (Method::POST, ["interactions", _, _, "callback"]) => {
            StatusCode::NO_CONTENT.into_response()
        }
        (Method::POST, ["webhooks", _, _]) | (Method::PATCH, ["webhooks", _, _, "messages", _]) => {
            json_body(message(&call.json()["content"]))
        }
        (Method::GET, ["guilds", _, "members"]) => {
            json_body(json!(shared.record.lock().expect("record").members.clone()))
        }
        (Method::POST, ["users", "@me", "channels"]) => {
            let recipient = call.json()["recipient_id"]
                .as_str()
                .unwrap_or("1")
                .to_string();
            json_body(json!({
                "id": format!("9{}", &recipient[1..]), "type": 1, "last_message_id": null, "flags": 0,
                "recipients": [payloads::user(&recipient, "gm")]
            }))
        }
        (Method::POST, ["channels", _, "messages"]) => json_body(message(&call.json()["content"])),
        _ => (
            StatusCode::NOT_FOUND,
            json_body(json!({ "message": "404: Not Found", "code": 0 })),
        )
            .into_response(),
    }
}

fn json_body(value: Value) -> Response {
    ([("content-type", "application/json")], value.to_string()).into_response()
}

fn message(content: &Value) -> Value {
    json!({
        "id": "1180000000000000400", "channel_id": payloads::CHANNEL_ID, "type": 0,
        "author": bot_user(), "content": content.as_str().unwrap_or_default(),
        "timestamp": "2024-03-01T12:00:00.000000+00:00", "edited_timestamp": null,
        "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": [], "embeds": [], "pinned": false, "flags": 0, "components": []
    })
}
