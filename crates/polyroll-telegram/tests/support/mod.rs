//! A fake Telegram Bot API server for the adapter's tests: real JSON shapes
//! (`{"ok":true,"result":…}`), scripted updates for `getUpdates`, scripted chat members and
//! 429s, files (documents the bot sent, files a test puts there) served by `getFile` and
//! the download URL, and a record of every call. Only Telegram is faked; the adapter and the shared
//! handler are the real ones.
//!
//! Updates are kept until confirmed, as Telegram keeps them: by a `getUpdates` whose offset
//! is past them, or — once [`FakeApi::deliver_webhooks`] is on and a webhook is set — by a
//! `200` to their delivery, which is tried again until it gets one. [`FakeApi::keep_pace`]
//! makes it answer 429 to messages sent faster than Telegram allows.
#![allow(dead_code)]

use std::collections::{BTreeSet, HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::extract::{FromRequest, Multipart, Path, Request, State};
use axum::http::header::CONTENT_TYPE;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{json, Value};
use tokio::sync::Notify;

/// The longest [`FakeApi::wait_for`] waits before it fails the test.
pub const PATIENCE: Duration = Duration::from_secs(60);

pub const TOKEN: &str = "123456789:AAFakeTokenForTestsOnly_abcdefghijkl";
pub const BOT_USERNAME: &str = "polyroll_bot";

/// One request the adapter made.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: String,
    /// JSON body, or for multipart the text fields, with files as
    /// `{"filename": …, "bytes": n}`.
    pub body: Value,
    /// What the fake answered: 200, or 429 when scripted to.
    pub status: u16,
}

#[derive(Default)]
struct Inner {
    calls: Vec<Call>,
    updates: Vec<Value>,
    next_update_id: i64,
    next_message_id: i64,
    /// (chat id, user id) → status ("member", "administrator", "creator").
    members: HashMap<(i64, i64), String>,
    /// method → how many 429s to answer before serving it.
    too_many: HashMap<String, u32>,
    /// method → how many 400s ("query is too old") to answer before serving it.
    failing: HashMap<String, u32>,
    /// file id → the file `getFile` describes and the download URL serves.
    files: HashMap<String, Stored>,
    /// Documents the bot sent, in order.
    sent_files: Vec<SentFile>,
    /// Every update below this is confirmed by a `getUpdates` offset.
    confirmed_below: i64,
    /// Updates confirmed by a `200` to their webhook delivery.
    delivered: BTreeSet<i64>,
    /// Where and with which secret updates are posted, once `setWebhook` has been called.
    webhook: Option<(String, String)>,
    /// Whether updates are posted to the webhook (see [`FakeApi::deliver_webhooks`]).
    delivering: bool,
    /// Whether messages sent too fast are answered 429 (see [`FakeApi::keep_pace`]).
    pace: Option<Pace>,
}

/// When messages were sent, overall and per chat, to answer 429 as Telegram does.
#[derive(Default)]
struct Pace {
    recent: VecDeque<Instant>,
    last_in_chat: HashMap<i64, Instant>,
}

/// Telegram's pace: about one message a second in a chat, thirty a second in all.
const PER_CHAT: Duration = Duration::from_secs(1);
const PER_SECOND: usize = 30;

impl Pace {
    /// Whether a message to `chat` now keeps the pace (and if so, it counts).
    fn allows(&mut self, chat: i64) -> bool {
        let now = Instant::now();
        while self
            .recent
            .front()
            .is_some_and(|t| now.duration_since(*t) >= Duration::from_secs(1))
        {
            self.recent.pop_front();
        }
        let too_soon = self
            .last_in_chat
            .get(&chat)
            .is_some_and(|t| now.duration_since(*t) < PER_CHAT);
        if too_soon || self.recent.len() >= PER_SECOND {
            return false;
        }
        self.recent.push_back(now);
        self.last_in_chat.insert(chat, now);
        true
    }
}

/// A file on the fake server.
#[derive(Clone)]
struct Stored {
    path: String,
    /// `None`: `getFile` knows it, the download answers 404 (gone from the server).
    bytes: Option<Vec<u8>>,
    /// The size `getFile` states, true or not.
    size: usize,
}

/// A document the bot uploaded (`sendDocument`), as the fake keeps it.
#[derive(Clone, Debug)]
pub struct SentFile {
    /// Under which the fake serves it, as Telegram would.
    pub file_id: String,
    pub filename: String,
    pub bytes: Vec<u8>,
}

#[derive(Clone, Default)]
struct Shared {
    inner: Arc<Mutex<Inner>>,
    changed: Arc<Notify>,
}

pub struct FakeApi {
    pub url: String,
    shared: Shared,
    _server: tokio::task::JoinHandle<()>,
}

impl FakeApi {
    pub async fn start() -> FakeApi {
        let shared = Shared::default();
        let app = Router::new()
            .route("/{bot}/{method}", post(call))
            .route("/file/{bot}/{*path}", get(download))
            .with_state(shared.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let addr = listener.local_addr().expect("addr");
        let server = tokio::spawn(async move {
            axum::serve(listener, app)
                .await
                .expect("fake Bot API server");
        });
        FakeApi {
            url: format!("http://{addr}/"),
            shared,
            _server: server,
        }
    }

    fn inner(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.shared.inner.lock().expect("fake state")
    }

    /// Queues an update for `getUpdates` (its `update_id` is filled in).
    pub fn push(&self, mut update: Value) {
        {
            let mut inner = self.inner();
            inner.next_update_id += 1;
            update["update_id"] = json!(inner.next_update_id);
            inner.updates.push(update);
        }
        self.shared.changed.notify_waiters();
    }

    pub fn set_member(&self, chat: i64, user: i64, status: &str) {
        self.inner()
            .members
            .insert((chat, user), status.to_string());
    }

    /// The next `n` calls of `method` are answered 400, as Telegram answers a callback query
    /// that is too old.
    pub fn fail(&self, method: &str, n: u32) {
        self.inner().failing.insert(method.to_string(), n);
    }

    /// The next `n` calls of `method` are answered 429 with `retry_after` 1.
    pub fn too_many_requests(&self, method: &str, n: u32) {
        self.inner().too_many.insert(method.to_string(), n);
    }

    /// From now on, messages sent faster than Telegram allows (one a second in a chat,
    /// thirty a second in all) are answered 429 with `retry_after` 1.
    pub fn keep_pace(&self) {
        self.inner().pace = Some(Pace::default());
    }

    /// From now on, once the bot has called `setWebhook`, pending updates are posted to it
    /// as Telegram does: with the secret, up to 40 at once, each tried again until it is
    /// answered `200`.
    pub fn deliver_webhooks(&self) {
        self.inner().delivering = true;
        let shared = self.shared.clone();
        tokio::spawn(deliver(shared));
    }

    /// Whether the update `update_id` is confirmed (Telegram has forgotten it).
    pub fn confirmed(&self, update_id: i64) -> bool {
        let inner = self.inner();
        update_id < inner.confirmed_below || inner.delivered.contains(&update_id)
    }

    /// Puts a file on the server under `file_id`; `getFile` states its true size.
    pub fn add_file(&self, file_id: &str, bytes: &[u8]) {
        self.add_file_claiming(file_id, bytes, bytes.len());
    }

    /// Puts a file on the server whose `getFile` states `size`, whatever it really holds.
    pub fn add_file_claiming(&self, file_id: &str, bytes: &[u8], size: usize) {
        self.store_file(file_id, Some(bytes.to_vec()), size);
    }

    /// A file `getFile` still describes but whose download answers 404.
    pub fn add_lost_file(&self, file_id: &str) {
        self.store_file(file_id, None, 100);
    }

    /// Files `file_id` under a path of its own; `bytes: None` is a file whose download is gone.
    fn store_file(&self, file_id: &str, bytes: Option<Vec<u8>>, size: usize) {
        let mut inner = self.inner();
        let path = format!("documents/file_{}.json", inner.files.len());
        inner
            .files
            .insert(file_id.to_string(), Stored { path, bytes, size });
    }

    /// The documents the bot sent, in order.
    pub fn sent_files(&self) -> Vec<SentFile> {
        self.inner().sent_files.clone()
    }

    pub fn calls(&self, method: &str) -> Vec<Call> {
        self.inner()
            .calls
            .iter()
            .filter(|c| c.method == method)
            .cloned()
            .collect()
    }

    pub fn methods(&self) -> Vec<String> {
        self.inner()
            .calls
            .iter()
            .map(|c| c.method.clone())
            .collect()
    }

    /// Waits until `method` has been called `n` times; returns those calls. Woken by each
    /// call, so it ends as soon as the bot has done it; [`PATIENCE`] only bounds a test that
    /// fails, and is long because a loaded test machine (debug builds on two shared cores)
    /// can take many seconds for what a quiet one does in a fraction of one.
    pub async fn wait_for(&self, method: &str, n: usize) -> Vec<Call> {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let changed = self.shared.changed.notified();
            let calls = self.calls(method);
            if calls.len() >= n {
                return calls;
            }
            if tokio::time::timeout_at(deadline, changed).await.is_err() {
                panic!(
                    "{method} called {} times, expected {n}; calls: {:?}",
                    self.calls(method).len(),
                    self.methods()
                );
            }
        }
    }
}

/// Uses up one of the scripted answers for `method`, if any are left.
fn take_one(scripted: &mut HashMap<String, u32>, method: &str) -> bool {
    match scripted.get_mut(method) {
        Some(left) if *left > 0 => {
            *left -= 1;
            true
        }
        _ => false,
    }
}

async fn call(
    State(shared): State<Shared>,
    Path((bot, method)): Path<(String, String)>,
    request: Request,
) -> Response {
    // Telegram reads method names case-insensitively; teloxide sends `GetMe`, the docs say
    // `getMe`: record the documented spelling.
    let method = camel(&method);
    if bot != format!("bot{TOKEN}") {
        return (
            StatusCode::UNAUTHORIZED,
            Json(json!({"ok": false, "error_code": 401, "description": "Unauthorized"})),
        )
            .into_response();
    }
    let is_multipart = request
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    let body = if is_multipart {
        let (fields, files) = multipart_fields(request).await;
        if method == "sendDocument" {
            keep_sent(&shared, files);
        }
        fields
    } else {
        let bytes = Bytes::from_request(request, &()).await.unwrap_or_default();
        serde_json::from_slice(&bytes).unwrap_or(Value::Null)
    };
    let (throttled, failing) = {
        let mut inner = shared.inner.lock().expect("fake state");
        let chat = body["chat_id"].as_i64().unwrap_or(0);
        let sends = matches!(
            method.as_str(),
            "sendMessage" | "sendPhoto" | "sendDocument"
        );
        let too_fast = sends && inner.pace.as_mut().is_some_and(|pace| !pace.allows(chat));
        let throttled = take_one(&mut inner.too_many, &method) || too_fast;
        (
            throttled,
            !throttled && take_one(&mut inner.failing, &method),
        )
    };
    if failing {
        record(&shared, &method, body, 400);
        return (
            StatusCode::BAD_REQUEST,
            Json(json!({
                "ok": false, "error_code": 400,
                "description": "Bad Request: query is too old and response timeout expired or query ID is invalid"
            })),
        )
            .into_response();
    }
    if throttled {
        record(&shared, &method, body, 429);
        return (
            StatusCode::TOO_MANY_REQUESTS,
            Json(json!({
                "ok": false, "error_code": 429,
                "description": "Too Many Requests: retry after 1",
                "parameters": {"retry_after": 1}
            })),
        )
            .into_response();
    }
    if method == "getFile" {
        return get_file(&shared, body);
    }
    if method == "getUpdates" {
        // Recorded before waiting, so a test can see the poll's allowed_updates at once.
        record(&shared, &method, body.clone(), 200);
        let result = updates(&shared, &body).await;
        return Json(json!({"ok": true, "result": result})).into_response();
    }
    if method == "setWebhook" {
        let url = body["url"].as_str().unwrap_or_default().to_string();
        let secret = body["secret_token"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        shared.inner.lock().expect("fake state").webhook = Some((url, secret));
        shared.changed.notify_waiters();
    }
    let result = answer(&shared, &method, &body);
    record(&shared, &method, body, 200);
    Json(json!({"ok": true, "result": result})).into_response()
}

fn camel(method: &str) -> String {
    let mut chars = method.chars();
    chars
        .next()
        .map(|c| c.to_ascii_lowercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

fn record(shared: &Shared, method: &str, body: Value, status: u16) {
    shared.inner.lock().expect("fake state").calls.push(Call {
        method: method.to_string(),
        body,
        status,
    });
    shared.changed.notify_waiters();
}

/// The text fields of a multipart request, files shown as `{"filename", "bytes": n}`; and
/// the files themselves (filename, bytes).
async fn multipart_fields(request: Request) -> (Value, Vec<(String, Vec<u8>)>) {
    let mut fields = serde_json::Map::new();
    let mut files = Vec::new();
    let Ok(mut form) = Multipart::from_request(request, &()).await else {
        return (Value::Null, files);
    };
    while let Ok(Some(field)) = form.next_field().await {
        let name = field.name().unwrap_or_default().to_string();
        let filename = field.file_name().map(str::to_string);
        let bytes = field.bytes().await.unwrap_or_default();
        let value = match filename {
            Some(f) => {
                files.push((f.clone(), bytes.to_vec()));
                json!({"filename": f, "bytes": bytes.len()})
            }
            None => {
                let text = String::from_utf8_lossy(&bytes).to_string();
                serde_json::from_str(&text).unwrap_or(Value::String(text))
            }
        };
        fields.insert(name, value);
    }
    (Value::Object(fields), files)
}

/// A document the bot sent becomes a file on the server, as on Telegram: its id is in
/// the answer's `document`, and `getFile` serves it to whoever sends that id.
fn keep_sent(shared: &Shared, files: Vec<(String, Vec<u8>)>) {
    let mut inner = shared.inner.lock().expect("fake state");
    for (filename, bytes) in files {
        let file_id = format!("sent-{}", inner.sent_files.len());
        let path = format!("documents/file_{}.json", inner.files.len());
        inner.files.insert(
            file_id.clone(),
            Stored {
                path,
                size: bytes.len(),
                bytes: Some(bytes.clone()),
            },
        );
        inner.sent_files.push(SentFile {
            file_id,
            filename,
            bytes,
        });
    }
}

/// `getFile`: the file's path for the download URL, or Telegram's 400 for an unknown id.
fn get_file(shared: &Shared, body: Value) -> Response {
    let file_id = body["file_id"].as_str().unwrap_or_default().to_string();
    let stored = shared
        .inner
        .lock()
        .expect("fake state")
        .files
        .get(&file_id)
        .cloned();
    let Some(stored) = stored else {
        record(shared, "getFile", body, 400);
        return (
            StatusCode::BAD_REQUEST,
            Json(json!({"ok": false, "error_code": 400, "description": "Bad Request: invalid file_id"})),
        )
            .into_response();
    };
    record(shared, "getFile", body, 200);
    Json(json!({"ok": true, "result": {
        "file_id": file_id, "file_unique_id": format!("u-{file_id}"),
        "file_size": stored.size, "file_path": stored.path
    }}))
    .into_response()
}

/// The download URL, `/file/bot<token>/<path>`: recorded as the call `download`.
async fn download(
    State(shared): State<Shared>,
    Path((bot, path)): Path<(String, String)>,
) -> Response {
    let found = {
        let inner = shared.inner.lock().expect("fake state");
        inner
            .files
            .values()
            .find(|f| f.path == path)
            .and_then(|f| f.bytes.clone())
    };
    let authorised = bot == format!("bot{TOKEN}");
    let status = match (&found, authorised) {
        (Some(_), true) => 200,
        (_, false) => 401,
        (None, true) => 404,
    };
    record(&shared, "download", json!({"path": path}), status);
    match found {
        Some(bytes) if authorised => bytes.into_response(),
        _ => StatusCode::from_u16(status)
            .unwrap_or(StatusCode::NOT_FOUND)
            .into_response(),
    }
}

/// Long polling: the updates from `offset` on, waiting a little when there are none (a
/// short wait, so a stopping bot is not held for the whole poll timeout).
async fn updates(shared: &Shared, body: &Value) -> Value {
    let offset = body["offset"].as_i64().unwrap_or(0);
    let limit = body["limit"]
        .as_u64()
        .and_then(|l| usize::try_from(l).ok())
        .unwrap_or(100);
    // Confirmed updates are forgotten: a lower offset (a restarted bot's first) starts from
    // the oldest one still kept.
    let offset = {
        let mut inner = shared.inner.lock().expect("fake state");
        inner.confirmed_below = inner.confirmed_below.max(offset);
        inner.confirmed_below
    };
    let pending = || -> Vec<Value> {
        let inner = shared.inner.lock().expect("fake state");
        inner
            .updates
            .iter()
            .filter(|u| u["update_id"].as_i64().unwrap_or(0) >= offset)
            .take(limit)
            .cloned()
            .collect()
    };
    let changed = shared.changed.notified();
    let now = pending();
    if !now.is_empty() {
        return Value::Array(now);
    }
    let _ = tokio::time::timeout(Duration::from_millis(200), changed).await;
    Value::Array(pending())
}

/// Telegram's webhook delivery: every pending update not confirmed yet is posted to the
/// webhook with its secret, at most [`MAX_CONNECTIONS`] at once, and tried again a moment
/// after any answer but `200` (the bot down, restarting, refusing).
async fn deliver(shared: Shared) {
    const MAX_CONNECTIONS: usize = 40;
    const RETRY: Duration = Duration::from_millis(200);
    let client = reqwest::Client::new();
    let in_flight: Arc<Mutex<BTreeSet<i64>>> = Arc::default();
    loop {
        let changed = shared.changed.notified();
        let due: Vec<(i64, Value, String, String)> = {
            let inner = shared.inner.lock().expect("fake state");
            let busy = in_flight.lock().expect("in flight");
            match (&inner.webhook, inner.delivering) {
                (Some((url, secret)), true) => inner
                    .updates
                    .iter()
                    .filter_map(|u| Some((u["update_id"].as_i64()?, u)))
                    .filter(|(id, _)| !inner.delivered.contains(id) && !busy.contains(id))
                    .take(MAX_CONNECTIONS.saturating_sub(busy.len()))
                    .map(|(id, u)| (id, u.clone(), url.clone(), secret.clone()))
                    .collect(),
                _ => Vec::new(),
            }
        };
        for (id, update, url, secret) in due {
            in_flight.lock().expect("in flight").insert(id);
            let (client, shared, in_flight) = (client.clone(), shared.clone(), in_flight.clone());
            tokio::spawn(async move {
                let answer = client
                    .post(&url)
                    .header("content-type", "application/json")
                    .header("X-Telegram-Bot-Api-Secret-Token", secret)
                    .body(update.to_string())
                    .send()
                    .await;
                let ok = answer.is_ok_and(|a| a.status().as_u16() == 200);
                if ok {
                    shared
                        .inner
                        .lock()
                        .expect("fake state")
                        .delivered
                        .insert(id);
                } else {
                    tokio::time::sleep(RETRY).await;
                }
                in_flight.lock().expect("in flight").remove(&id);
                shared.changed.notify_waiters();
            });
        }
        let _ = tokio::time::timeout(RETRY, changed).await;
    }
}

pub fn bot_user() -> Value {
    json!({"id": 123456789, "is_bot": true, "first_name": "Polyroll", "username": BOT_USERNAME})
}

pub fn user(id: i64, first_name: &str) -> Value {
    json!({"id": id, "is_bot": false, "first_name": first_name, "language_code": "en"})
}

pub fn chat(id: i64) -> Value {
    if id > 0 {
        json!({"id": id, "type": "private", "first_name": "Alice"})
    } else {
        json!({"id": id, "type": "supergroup", "title": "The table"})
    }
}

fn answer(shared: &Shared, method: &str, body: &Value) -> Value {
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
        "setWebhook"
        | "deleteWebhook"
        | "answerInlineQuery"
        | "answerCallbackQuery"
        | "editMessageText" => json!(true),
        "getChatMember" => {
            let chat = body["chat_id"].as_i64().unwrap_or(0);
            let user_id = body["user_id"].as_i64().unwrap_or(0);
            let status = shared
                .inner
                .lock()
                .expect("fake state")
                .members
                .get(&(chat, user_id))
                .cloned()
                .unwrap_or_else(|| "member".to_string());
            member(&status, user(user_id, "Someone"))
        }
        "sendMessage" | "sendPhoto" | "sendDocument" => {
            let chat_id = match &body["chat_id"] {
                Value::String(s) => s.parse().unwrap_or(0),
                v => v.as_i64().unwrap_or(0),
            };
            let message_id = {
                let mut inner = shared.inner.lock().expect("fake state");
                inner.next_message_id += 1;
                inner.next_message_id
            };
            let mut message = json!({
                "message_id": message_id, "date": 1_764_000_000, "chat": chat(chat_id), "from": bot_user()
            });
            match method {
                "sendMessage" => message["text"] = body["text"].clone(),
                "sendPhoto" => {
                    message["photo"] = json!([{"file_id": "p1", "file_unique_id": "u1", "width": 640, "height": 480, "file_size": 1000}])
                }
                _ => {
                    // The file `keep_sent` kept for this upload (recorded calls come after).
                    let inner = shared.inner.lock().expect("fake state");
                    let sent = inner.sent_files.last();
                    message["document"] = json!({
                        "file_id": sent.map_or("d1".to_string(), |f| f.file_id.clone()),
                        "file_unique_id": "u2",
                        "file_name": sent.map_or("export.json".to_string(), |f| f.filename.clone()),
                        "file_size": sent.map_or(0, |f| f.bytes.len())
                    })
                }
            }
            if let Some(caption) = body.get("caption") {
                message["caption"] = caption.clone();
            }
            message
        }
        // The message edited, with its new keyboard.
        "editMessageReplyMarkup" => json!({
            "message_id": body["message_id"], "date": 1_764_000_000,
            "chat": chat(body["chat_id"].as_i64().unwrap_or(0)), "from": bot_user(),
            "text": "…", "reply_markup": body["reply_markup"]
        }),
        _ => json!(true),
    }
}

fn member(status: &str, user: Value) -> Value {
    match status {
        "creator" => json!({"status": "creator", "user": user, "is_anonymous": false}),
        "administrator" => json!({
            "status": "administrator", "user": user, "can_be_edited": false, "is_anonymous": false,
            "can_manage_chat": true, "can_delete_messages": true, "can_manage_video_chats": true,
            "can_restrict_members": true, "can_promote_members": false, "can_change_info": true,
            "can_invite_users": true, "can_post_stories": false, "can_edit_stories": false,
            "can_delete_stories": false, "can_pin_messages": true, "can_manage_topics": false
        }),
        other => json!({"status": other, "user": user}),
    }
}

// Updates as Telegram sends them.

pub fn inline_query(id: &str, from: Value, query: &str) -> Value {
    json!({"inline_query": {"id": id, "from": from, "query": query, "offset": "", "chat_type": "supergroup"}})
}

pub fn chosen_inline_result(
    result_id: &str,
    from: Value,
    query: &str,
    inline_message_id: &str,
) -> Value {
    json!({"chosen_inline_result": {
        "result_id": result_id, "from": from, "query": query, "inline_message_id": inline_message_id
    }})
}

pub fn inline_button(id: &str, from: Value, inline_message_id: &str, data: &str) -> Value {
    json!({"callback_query": {
        "id": id, "from": from, "inline_message_id": inline_message_id,
        "chat_instance": "-4242", "data": data
    }})
}

pub fn chat_button(id: &str, from: Value, chat_id: i64, message_id: i64, data: &str) -> Value {
    json!({"callback_query": {
        "id": id, "from": from, "chat_instance": "-4243", "data": data,
        "message": {"message_id": message_id, "date": 1_764_000_000, "chat": chat(chat_id), "from": bot_user(), "text": "…"}
    }})
}

pub fn text_message(message_id: i64, chat_id: i64, from: Value, text: &str) -> Value {
    let mut message = json!({
        "message_id": message_id, "date": 1_764_000_000, "chat": chat(chat_id), "from": from, "text": text
    });
    if text.starts_with('/') {
        let len = text
            .split_whitespace()
            .next()
            .map_or(0, |w| w.encode_utf16().count());
        message["entities"] = json!([{"type": "bot_command", "offset": 0, "length": len}]);
    }
    json!({"message": message})
}

/// A message holding a document (`file_id`, stated `size`), with `caption` if any.
pub fn document_message(
    message_id: i64,
    chat_id: i64,
    from: Value,
    file_id: &str,
    size: usize,
    caption: Option<&str>,
) -> Value {
    let mut message = json!({
        "message_id": message_id, "date": 1_764_000_000, "chat": chat(chat_id), "from": from,
        "document": {
            "file_id": file_id, "file_unique_id": format!("u-{file_id}"),
            "file_name": "aliases.json", "mime_type": "application/json", "file_size": size
        }
    });
    if let Some(caption) = caption {
        message["caption"] = json!(caption);
        if caption.starts_with('/') {
            let len = caption
                .split_whitespace()
                .next()
                .map_or(0, |w| w.encode_utf16().count());
            message["caption_entities"] =
                json!([{"type": "bot_command", "offset": 0, "length": len}]);
        }
    }
    json!({"message": message})
}

/// `text_message` answering `answered` (an update made by `document_message` or another).
pub fn reply_message(
    message_id: i64,
    chat_id: i64,
    from: Value,
    text: &str,
    answered: &Value,
) -> Value {
    let mut update = text_message(message_id, chat_id, from, text);
    update["message"]["reply_to_message"] = answered["message"].clone();
    update
}
