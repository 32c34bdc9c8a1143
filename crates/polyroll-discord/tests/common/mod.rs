//! Test harness: the real endpoint on a loopback port, a fake Discord API beside it, and an
//! Ed25519 key pair standing in for Discord's. Every answer of the endpoint and every message
//! body the fake receives is checked against Discord's OpenAPI spec
//! (`polyroll_testkit::discord_api`).
#![allow(dead_code)]

pub mod payloads;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::body::Bytes;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Router;
use ed25519_dalek::{Signer, SigningKey};
use polyroll_bot::{Bot, Config};
use polyroll_discord::Options;
use polyroll_testkit::discord_api::{self, Body};
use serde_json::{json, Value};

/// A request the fake Discord API received.
#[derive(Clone, Debug)]
pub struct Seen {
    pub method: Method,
    pub path: String,
    pub headers: HeaderMap,
    pub body: Bytes,
}

impl Seen {
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or(Value::Null)
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    /// A follow-up's message: the `payload_json` part of its multipart body.
    pub fn payload(&self) -> Value {
        let text = self.text();
        let Some((_, part)) = text.split_once("name=\"payload_json\"") else {
            return Value::Null;
        };
        let json = part
            .split_once("\r\n\r\n")
            .and_then(|(_, rest)| rest.split("\r\n--").next())
            .unwrap_or_default();
        serde_json::from_str(json).unwrap_or(Value::Null)
    }
}

/// Members the fake API lists for the guild.
pub type Members = Arc<Mutex<Vec<Value>>>;

/// The longest a test waits for the bot to send something: it only bounds a test that
/// fails. Waits end as soon as the request arrives, so a loaded machine (debug builds, two
/// cores shared by several builds) takes what it needs without slowing a quiet one.
pub const PATIENCE: Duration = Duration::from_secs(60);

#[derive(Clone, Default)]
pub struct FakeDiscord {
    pub seen: Arc<Mutex<Vec<Seen>>>,
    pub members: Members,
    /// Follow-ups to answer with 429 (`Retry-After`) before accepting one.
    pub throttle_follow_ups: Arc<std::sync::atomic::AtomicUsize>,
    /// Messages created so far: the next one's id is [`message_id`] of this.
    pub messages: Arc<std::sync::atomic::AtomicU64>,
    /// Bodies Discord's spec rejects, refused as Discord refuses them; the harness fails the
    /// test when it ends with any.
    pub invalid: Arc<Mutex<Vec<String>>>,
    /// Told each time a request arrives, so waits for one need no polling.
    pub arrived: Arc<tokio::sync::Notify>,
}

/// The id the fake gives the `n`th message it creates (from 0), in the order they arrive.
pub fn message_id(n: u64) -> String {
    (1_180_000_000_000_000_400u64 + n).to_string()
}

impl FakeDiscord {
    /// Serves the fake API on a loopback port; returns its origin (`http://127.0.0.1:N`).
    pub async fn start(&self) -> String {
        let app = Router::new().fallback(fake_api).with_state(self.clone());
        serve(app).await
    }

    pub fn seen(&self) -> Vec<Seen> {
        self.seen.lock().unwrap().clone()
    }

    /// Waits until `found` picks something from the requests received so far; fails the
    /// test, naming `what` and every request, after [`PATIENCE`].
    pub async fn eventually<T>(&self, what: &str, found: impl Fn(&[Seen]) -> Option<T>) -> T {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            // Registered before looking, so a request arriving in between is not missed.
            let arrived = self.arrived.notified();
            if let Some(value) = found(&self.seen.lock().unwrap()) {
                return value;
            }
            if tokio::time::timeout_at(deadline, arrived).await.is_err() {
                panic!("waited in vain for {what}; saw {:?}", self.paths());
            }
        }
    }

    /// Waits (bounded) until a request whose path starts with `prefix` has arrived.
    pub async fn wait_for(&self, method: Method, prefix: &str) -> Seen {
        self.eventually(&format!("{method} {prefix}…"), |seen| {
            seen.iter()
                .find(|s| s.method == method && s.path.starts_with(prefix))
                .cloned()
        })
        .await
    }

    /// Waits (bounded) until `n` requests to `method` on paths starting with `prefix` have
    /// arrived; returns them in order.
    pub async fn wait_for_n(&self, method: Method, prefix: &str, n: usize) -> Vec<Seen> {
        self.eventually(&format!("{n} × {method} {prefix}…"), |seen| {
            let matching: Vec<Seen> = seen
                .iter()
                .filter(|s| s.method == method && s.path.starts_with(prefix))
                .cloned()
                .collect();
            (matching.len() >= n).then_some(matching)
        })
        .await
    }

    pub fn paths(&self) -> Vec<String> {
        self.seen()
            .iter()
            .map(|s| format!("{} {}", s.method, s.path))
            .collect()
    }
}

async fn fake_api(State(fake): State<FakeDiscord>, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let body = axum::body::to_bytes(body, 16 << 20)
        .await
        .unwrap_or_default();
    let path = parts.uri.path().to_string();
    let content_type = parts
        .headers
        .get("content-type")
        .and_then(|v| v.to_str().ok());
    let checked = discord_api::check_request(parts.method.as_str(), &path, content_type, &body);
    fake.seen.lock().unwrap().push(Seen {
        method: parts.method.clone(),
        path: path.clone(),
        headers: parts.headers,
        body: body.clone(),
    });
    fake.arrived.notify_waiters();
    if let Err(violation) = checked {
        fake.invalid.lock().unwrap().push(violation);
        return (
            StatusCode::BAD_REQUEST,
            reply(json!({"code": 50035, "message": "Invalid Form Body", "errors": {}})),
        )
            .into_response();
    }
    let segments: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    match (parts.method, segments.as_slice()) {
        (Method::POST, ["webhooks", _app, _token]) => {
            let throttled = fake
                .throttle_follow_ups
                .fetch_update(
                    std::sync::atomic::Ordering::SeqCst,
                    std::sync::atomic::Ordering::SeqCst,
                    |n| n.checked_sub(1),
                )
                .is_ok();
            if throttled {
                return (
                    StatusCode::TOO_MANY_REQUESTS,
                    [("retry-after", "0.05"), ("content-type", "application/json")],
                    json!({"message": "You are being rate limited.", "retry_after": 0.05, "global": false}).to_string(),
                )
                    .into_response();
            }
            reply(message(&fake, "follow-up"))
        }
        (Method::DELETE, ["webhooks", _, _, "messages", _])
        | (Method::DELETE, ["channels", _, "messages", _]) => {
            StatusCode::NO_CONTENT.into_response()
        }
        (Method::PUT, ["applications", app, "commands"])
        | (Method::PUT, ["applications", app, "guilds", _, "commands"]) => {
            let definitions: Vec<Value> = serde_json::from_slice(&body).unwrap_or_default();
            let registered: Vec<Value> = definitions
                .into_iter()
                .enumerate()
                .map(|(i, mut command)| {
                    command["id"] = json!(format!("{}", 1190000000000000000u64 + i as u64));
                    command["application_id"] = json!(app);
                    command["version"] = json!("1190000000000000999");
                    command["type"] = json!(1);
                    command
                })
                .collect();
            reply(json!(registered))
        }
        (Method::GET, ["guilds", _guild, "members"]) => {
            reply(json!(fake.members.lock().unwrap().clone()))
        }
        (Method::POST, ["users", "@me", "channels"]) => {
            let recipient =
                serde_json::from_slice::<Value>(&body).unwrap_or_default()["recipient_id"].clone();
            let id = recipient.as_str().unwrap_or("1").to_string();
            reply(json!({
                "id": format!("9{}", &id[1..]), "type": 1, "last_message_id": null, "flags": 0,
                "recipients": [payloads::user(&id, "gm")]
            }))
            .into_response()
        }
        (Method::POST, ["channels", _channel, "messages"]) => reply(message(&fake, "dm")),
        _ => (
            StatusCode::NOT_FOUND,
            reply(json!({"message": "404: Not Found", "code": 0})),
        )
            .into_response(),
    }
}

fn reply(value: Value) -> Response {
    ([("content-type", "application/json")], value.to_string()).into_response()
}

fn message(fake: &FakeDiscord, content: &str) -> Value {
    let n = fake
        .messages
        .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    json!({
        "id": message_id(n), "channel_id": payloads::CHANNEL_ID, "type": 0,
        "author": { "id": payloads::APP_ID, "username": "Polyroll", "discriminator": "0", "global_name": null, "avatar": null, "bot": true, "public_flags": 0 },
        "content": content, "timestamp": "2024-03-01T12:00:00.000000+00:00", "edited_timestamp": null,
        "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": [], "embeds": [], "pinned": false, "flags": 0, "components": []
    })
}

pub async fn serve(app: Router) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    format!("http://{addr}")
}

/// The key Discord signs with, here a fixed test seed.
pub fn signing_key() -> SigningKey {
    SigningKey::from_bytes(&[7u8; 32])
}

pub fn public_key_hex() -> String {
    signing_key()
        .verifying_key()
        .to_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

pub fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs()
}

pub fn sign(key: &SigningKey, timestamp: &str, body: &[u8]) -> String {
    let message = [timestamp.as_bytes(), body].concat();
    key.sign(&message)
        .to_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A bot on a healthy store of its own. Its calls may take 10 s (not the default 300 ms): a
/// loaded test machine is no slow store, which tests of one ask for themselves.
pub async fn test_bot() -> Arc<Bot> {
    bot_on(&[("DATABASE_URL", "sqlite::memory:")]).await
}

/// A bot configured by `vars` (its database above all; see [`polyroll_testkit::bot_vars`]).
pub async fn bot_on(vars: &[(&str, &str)]) -> Arc<Bot> {
    let vars = polyroll_testkit::bot_vars(vars);
    let config = Config::from_vars(&vars).unwrap();
    Arc::new(Bot::start(&config).await.unwrap())
}

/// A bot on the PostgreSQL database at `url`, reached through a proxy the test can stall or
/// cut, each store call allowed `store_timeout_ms`.
pub async fn bot_behind_proxy(
    url: &str,
    store_timeout_ms: &str,
) -> (polyroll_testkit::FaultProxy, Arc<Bot>) {
    let proxy = polyroll_testkit::FaultProxy::start(&polyroll_testkit::upstream(url));
    let proxied = polyroll_testkit::through(url, proxy.port);
    let bot = bot_on(&[
        ("DATABASE_URL", &proxied),
        ("POLYROLL_STORE_TIMEOUT_MS", store_timeout_ms),
    ])
    .await;
    (proxy, bot)
}

pub struct Harness {
    pub bot: Arc<Bot>,
    pub fake: FakeDiscord,
    pub endpoint: String,
    pub options: Options,
    client: reqwest::Client,
}

impl Harness {
    pub async fn start() -> Harness {
        Harness::start_with(|_| {}).await
    }

    pub async fn start_with(adjust: impl FnOnce(&mut Options)) -> Harness {
        Harness::start_on(test_bot().await, adjust).await
    }

    /// The endpoint in front of `bot`, with a fake Discord API beside it.
    pub async fn start_on(bot: Arc<Bot>, adjust: impl FnOnce(&mut Options)) -> Harness {
        let fake = FakeDiscord::default();
        let origin = fake.start().await;
        let mut config = Config::from_vars(&HashMap::from([
            ("DATABASE_URL".to_string(), "sqlite::memory:".to_string()),
            ("DISCORD_PUBLIC_KEY".to_string(), public_key_hex()),
            (
                "DISCORD_APPLICATION_ID".to_string(),
                payloads::APP_ID.to_string(),
            ),
        ]))
        .unwrap();
        config.discord.public_key = Some(public_key_hex());
        let mut options = Options::from_config(&config);
        options.api_origin = origin;
        adjust(&mut options);
        let app = polyroll_discord::interactions_app(Arc::clone(&bot), &options).unwrap();
        let endpoint = serve(app).await;
        Harness {
            bot,
            fake,
            endpoint,
            options,
            client: reqwest::Client::new(),
        }
    }

    /// The endpoint (no bot token, so no gateway) served the way the binary serves it, by
    /// `polyroll_discord::run_with` until `shutdown`: the task ends once the endpoint has
    /// stopped and every follow-up already promised has been sent.
    pub async fn run_on(
        bot: Arc<Bot>,
        shutdown: tokio_util::sync::CancellationToken,
    ) -> (Harness, tokio::task::JoinHandle<anyhow::Result<()>>) {
        let mut harness = Harness::start_on(bot, |_| {}).await;
        // A free port, taken back from the OS at once: run_with binds it itself.
        let addr = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .unwrap();
        harness.options.interactions_addr = Some(addr);
        harness.endpoint = format!("http://{addr}");
        let (bot, options) = (Arc::clone(&harness.bot), harness.options.clone());
        let task = tokio::spawn(polyroll_discord::run_with(bot, options, shutdown));
        // Nothing announces the bind: ask until it accepts (bounded, should it never).
        let deadline = tokio::time::Instant::now() + PATIENCE;
        while tokio::net::TcpStream::connect(addr).await.is_err() {
            assert!(
                tokio::time::Instant::now() < deadline && !task.is_finished(),
                "the endpoint never listened on {addr}"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        (harness, task)
    }

    /// The endpoint with a bot token (GM direct messages need one) in front of `bot`, and a
    /// server whose members are a GM, a player and another bot holding the GM role.
    pub async fn with_gms(bot: Arc<Bot>) -> Harness {
        let token =
            Config::from_vars(&[("DISCORD_TOKEN".to_string(), "bot-token".to_string())].into())
                .unwrap()
                .discord
                .token;
        let harness = Harness::start_on(bot, |options| options.token = token).await;
        let mut bot_member = payloads::member(
            payloads::HELPER_BOT,
            "helper",
            &[payloads::GM_ROLE],
            payloads::MEMBER_PERMISSIONS,
        );
        bot_member["user"]["bot"] = json!(true);
        *harness.fake.members.lock().unwrap() = vec![
            payloads::member(
                payloads::GM,
                "gm",
                &[payloads::GM_ROLE],
                payloads::MEMBER_PERMISSIONS,
            ),
            payloads::member(
                payloads::PLAYER,
                "player",
                &[],
                payloads::MEMBER_PERMISSIONS,
            ),
            bot_member,
        ];
        harness
    }

    /// The follow-ups received so far, in order.
    pub fn follow_ups(&self) -> Vec<Seen> {
        self.fake
            .seen()
            .into_iter()
            .filter(|s| s.method == Method::POST && s.path.starts_with("/api/v10/webhooks/"))
            .collect()
    }

    /// Waits (bounded) until `n` follow-ups have arrived; returns them in order.
    pub async fn wait_for_follow_ups(&self, n: usize) -> Vec<Seen> {
        self.fake
            .wait_for_n(Method::POST, "/api/v10/webhooks/", n)
            .await
    }

    /// The message the bot answers `payload` with, shaped as an inline answer (`type` 4,
    /// the message in `data`): the answer itself, or — when it was deferred (type 5 and a
    /// follow-up to `payload`'s token) — the follow-up. Which of the two comes depends on
    /// the machine's load (an answer not ready in `answer_within` is deferred), and both
    /// are what Discord shows the user, so a test of what the bot says accepts either.
    pub async fn answered(&self, payload: &Value) -> Value {
        let body = payload.to_string();
        let timestamp = now().to_string();
        let signature = sign(&signing_key(), &timestamp, body.as_bytes());
        self.answered_raw(body, &signature, &timestamp).await
    }

    /// [`Harness::answered`] for a body signed beforehand (sent again, say).
    pub async fn answered_raw(&self, body: String, signature: &str, timestamp: &str) -> Value {
        let token = serde_json::from_str::<Value>(&body).unwrap_or_default()["token"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        let path = format!("/api/v10/webhooks/{}/{token}", payloads::APP_ID);
        // The test payloads share a token per command: follow-ups already sent to it are
        // earlier interactions'.
        let earlier = self.follow_ups_to(&path);
        let (status, answer) = self.post_raw(body, Some(signature), Some(timestamp)).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        match answer["type"].as_u64() {
            Some(4) => answer,
            Some(5) => {
                let sent = self.fake.wait_for_n(Method::POST, &path, earlier + 1).await;
                let follow_up = &sent[earlier];
                let message = match follow_up.payload() {
                    Value::Null => follow_up.json(),
                    message => message,
                };
                json!({"type": 4, "data": message})
            }
            _ => panic!("neither an answer nor a deferral: {answer}"),
        }
    }

    /// Requests counted the way [`FakeDiscord::wait_for_n`] counts them.
    fn follow_ups_to(&self, prefix: &str) -> usize {
        self.fake
            .seen()
            .iter()
            .filter(|s| s.method == Method::POST && s.path.starts_with(prefix))
            .count()
    }

    /// What the bot says to `payload`: the text of [`Harness::answered`].
    pub async fn said(&self, payload: &Value) -> String {
        let answer = self.answered(payload).await;
        answer["data"]["content"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// POSTs `payload` signed now; returns the status and the JSON answer.
    pub async fn post(&self, payload: &Value) -> (StatusCode, Value) {
        let body = payload.to_string();
        let timestamp = now().to_string();
        let signature = sign(&signing_key(), &timestamp, body.as_bytes());
        self.post_raw(body, Some(&signature), Some(&timestamp))
            .await
    }

    pub async fn post_raw(
        &self,
        body: String,
        signature: Option<&str>,
        timestamp: Option<&str>,
    ) -> (StatusCode, Value) {
        let mut request = self
            .client
            .post(format!("{}/", self.endpoint))
            .header("content-type", "application/json")
            .body(body);
        if let Some(signature) = signature {
            request = request.header("X-Signature-Ed25519", signature);
        }
        if let Some(timestamp) = timestamp {
            request = request.header("X-Signature-Timestamp", timestamp);
        }
        let response = request.send().await.unwrap();
        let status = StatusCode::from_u16(response.status().as_u16()).unwrap();
        let text = response.text().await.unwrap();
        let answer = serde_json::from_str(&text).unwrap_or(Value::String(text));
        if status.is_success() {
            discord_api::assert_valid(Body::InteractionResponse, &answer);
        }
        (status, answer)
    }
}

impl Drop for Harness {
    /// A test passes only if the bot sent the fake nothing Discord would refuse.
    fn drop(&mut self) {
        let invalid = self.fake.invalid.lock().unwrap();
        if !invalid.is_empty() && !std::thread::panicking() {
            panic!(
                "bodies Discord's OpenAPI spec rejects:\n{}",
                invalid.join("\n")
            );
        }
    }
}
