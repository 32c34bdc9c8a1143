//! `polyroll` in gateway mode, end to end: the real binary with `DISCORD_TOKEN` and
//! `DISCORD_API_URL` pointing at a Discord double (REST and a v10 JSON gateway). Every check
//! reads what reached the double: gateway frames and REST calls.

mod discord_double;

use std::io::Read as _;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::http::Method;
use discord_double::payloads::{self, member, option, subcommand, text, ALICE, GM_ROLE};
use discord_double::{Call, Double, OnIdentify, PRIVILEGED_INTENTS, TOKEN};
use serde_json::{json, Value};

/// How long the binary may take to stop: generous, the VM's speed varies a lot.
const PATIENCE: Duration = Duration::from_secs(60);

/// The `polyroll` binary, started against the double; SIGTERM and a wait when dropped.
struct Polyroll {
    child: Child,
    stderr: Arc<Mutex<String>>,
    _dir: tempfile::TempDir,
}

impl Polyroll {
    fn start(double: &Double, settings: &[(&str, &str)]) -> Polyroll {
        Polyroll::run(double, &[], settings)
    }

    fn run(double: &Double, args: &[&str], settings: &[(&str, &str)]) -> Polyroll {
        let dir = tempfile::tempdir().expect("temp dir");
        let database = format!(
            "sqlite://{}?mode=rwc",
            dir.path().join("polyroll.db").display()
        );
        let mut command = Command::new(env!("CARGO_BIN_EXE_polyroll"));
        command
            .args(args)
            .current_dir(dir.path())
            .env("DATABASE_URL", database)
            .env("DISCORD_TOKEN", TOKEN)
            .env("DISCORD_API_URL", &double.api)
            .env("POLYROLL_LOG", "info")
            .env_remove("RUST_LOG")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        for variable in polyroll_bot::config::VARIABLES {
            if ![
                "DISCORD_TOKEN",
                "DISCORD_API_URL",
                "DATABASE_URL",
                "POLYROLL_LOG",
            ]
            .contains(&variable)
            {
                command.env_remove(variable);
            }
        }
        for (variable, value) in settings {
            command.env(variable, value);
        }
        let mut child = command.spawn().expect("start polyroll");
        // Drained all along, so a chatty log never blocks the bot on a full pipe.
        let stderr = Arc::new(Mutex::new(String::new()));
        let mut pipe = child.stderr.take().expect("stderr");
        let sink = Arc::clone(&stderr);
        std::thread::spawn(move || {
            let mut buffer = [0u8; 4096];
            while let Ok(n @ 1..) = pipe.read(&mut buffer) {
                sink.lock()
                    .expect("stderr")
                    .push_str(&String::from_utf8_lossy(&buffer[..n]));
            }
        });
        Polyroll {
            child,
            stderr,
            _dir: dir,
        }
    }

    fn log(&self) -> String {
        self.stderr.lock().expect("stderr").clone()
    }

    /// Waits (bounded) for the process to end by itself.
    async fn exit(&mut self) -> ExitStatus {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            if let Some(status) = self.child.try_wait().expect("wait") {
                // Let the stderr thread catch the last lines.
                tokio::time::sleep(Duration::from_millis(100)).await;
                return status;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "polyroll still running: {}",
                self.log()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    fn stdout(&mut self) -> String {
        let mut out = String::new();
        if let Some(mut pipe) = self.child.stdout.take() {
            let _ = pipe.read_to_string(&mut out);
        }
        out
    }
}

impl Drop for Polyroll {
    fn drop(&mut self) {
        if self.child.try_wait().ok().flatten().is_none() {
            let _ = Command::new("kill")
                .args(["-TERM", &self.child.id().to_string()])
                .status();
            // Bounded: a bot that hangs on the way out must not hang the tests too.
            let deadline = std::time::Instant::now() + PATIENCE;
            while matches!(self.child.try_wait(), Ok(None)) && std::time::Instant::now() < deadline
            {
                std::thread::sleep(Duration::from_millis(50));
            }
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// The bot running on one shard, READY.
async fn ready_bot(double: &Double) -> Polyroll {
    let bot = Polyroll::start(double, &[]);
    double.ready(0).await;
    bot
}

fn roll(formula: &str) -> Value {
    payloads::command("roll", vec![text("formula", formula)])
}

fn content(answer: &Value) -> String {
    answer["data"]["content"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

fn ephemeral(data: &Value) -> bool {
    data["flags"].as_u64().unwrap_or(0) & 64 != 0
}

/// The `custom_id` of the first button under a message.
fn button(data: &Value) -> String {
    data["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn identifies_without_privileged_intents_and_answers_a_roll() {
    let double = Double::start(1).await;
    let bot = ready_bot(&double).await;

    // Where the gateway is came from the double, with the bot token.
    let gateway = double.call(Method::GET, "/gateway/bot", 0).await;
    assert_eq!(
        gateway.authorization(),
        Some(format!("Bot {TOKEN}").as_str())
    );
    assert!(
        double.upgrades()[0].contains("v=10"),
        "{:?}",
        double.upgrades()
    );
    let identify = double.frame(2, 0).await.value["d"].clone();
    assert!(
        discord_double::is_our_token(&identify["token"]),
        "{identify}"
    );
    assert_eq!(identify["shard"], json!([0, 1]));
    let intents = identify["intents"].as_u64().expect("intents");
    assert_eq!(
        intents & PRIVILEGED_INTENTS,
        0,
        "privileged intents: {intents:#b}"
    );
    // The double asked for a heartbeat right after READY; the bot sent one.
    let heartbeat = double.frame(1, 0).await;
    assert_eq!(heartbeat.value["op"], 1);

    let answer = double.answered(0, roll("2d1+10")).await;
    let reply = content(&answer);
    assert!(reply.contains("2d1"), "{reply}");
    assert!(reply.contains("12"), "the total: {reply}");
    assert!(!ephemeral(&answer["data"]), "{answer}");
    assert!(button(&answer["data"]).len() > 1, "Roll again: {answer}");
    assert_eq!(answer["data"]["allowed_mentions"]["parse"], json!([]));
    drop(bot);
}

/// The double refuses what Discord's OpenAPI spec rejects, and the test reading it fails.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_double_refuses_bodies_the_spec_rejects() {
    let double = Double::start(1).await;
    let callback = format!("{}/api/v10/interactions/1/token/callback", double.api);
    let send = |body: Value| {
        reqwest::Client::new()
            .post(&callback)
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
    };
    let answered = send(json!({"type": 4, "data": {"content": "7"}})).await;
    assert_eq!(answered.unwrap().status(), 204);
    assert_eq!(double.calls().len(), 1);
    // LAUNCH_ACTIVITY is no answer a bot's command gets.
    assert_eq!(send(json!({"type": 12})).await.unwrap().status(), 400);
    let read = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| double.calls()));
    assert!(read.is_err(), "the double took a body the spec rejects");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stats_are_deferred_then_followed_up_with_the_chart() {
    let double = Double::start(1).await;
    let _bot = ready_bot(&double).await;
    let stats = payloads::command("stats", vec![text("formula", "2d6")]);
    let (callback, answer) = double.answer(0, stats).await;
    // A chart cannot travel in the callback: "thinking…" first, then the follow-up.
    assert_eq!(answer["type"], 5, "{answer}");
    let follow_up = double
        .call(Method::POST, &Double::webhook_of(&callback), 0)
        .await;
    assert!(follow_up.json()["content"]
        .as_str()
        .unwrap_or_default()
        .contains("2d6"));
    let chart = follow_up.part("files[0]").expect("the chart is attached");
    assert!(chart.starts_with(b"\x89PNG"), "not a PNG");
    assert_eq!(
        follow_up.json()["attachments"][0]["id"],
        "0",
        "{}",
        follow_up.json()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_and_roll_again_answer_through_the_gateway() {
    let double = Double::start(1).await;
    let _bot = ready_bot(&double).await;
    let (_, hint) = double
        .answer(0, payloads::autocomplete("roll", "4d6kh3"))
        .await;
    assert_eq!(hint["type"], 8, "{hint}");
    let choices = hint["data"]["choices"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(!choices.is_empty() && choices.len() <= 25, "{hint}");
    assert_eq!(choices[0]["value"], "4d6kh3", "the hint first: {hint}");

    // An alias set through the gateway is offered by the next autocomplete.
    double
        .answer(0, payloads::alias_set("strength", "1d20+3"))
        .await;
    let (_, aliases) = double
        .answer(0, payloads::autocomplete("roll", "str"))
        .await;
    let offered = aliases["data"]["choices"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(
        offered.iter().any(|c| c["value"] == "strength"),
        "{aliases}"
    );

    // "Roll again" under a public roll rolls the same formula anew, publicly.
    let first = double.answered(0, roll("3d1+1")).await;
    let again = button(&first["data"]);
    let member = member(ALICE, "alice", &[], payloads::MEMBER_PERMISSIONS);
    let pressed = double
        .answered(0, payloads::press(&again, member.clone(), 0))
        .await;
    assert!(content(&pressed).contains("3d1"), "{pressed}");
    assert!(content(&pressed).contains('4'), "the total: {pressed}");
    assert!(!ephemeral(&pressed["data"]), "{pressed}");
    // Under an ephemeral roll it stays ephemeral.
    let hidden = double
        .answered(0, payloads::press(&again, member, 64))
        .await;
    assert!(ephemeral(&hidden["data"]), "{hidden}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn secret_self_is_seen_by_the_roller_only() {
    let double = Double::start(1).await;
    let _bot = ready_bot(&double).await;
    let secret = payloads::command(
        "roll",
        vec![text("formula", "2d1+10"), text("secret", "self")],
    );
    let answer = double.answered(0, secret).await;
    assert!(ephemeral(&answer["data"]), "{answer}");
    assert!(content(&answer).contains("12"), "{answer}");
    // Nobody else was messaged.
    assert!(double.calls_to(Method::POST, "/channels/").is_empty());
}

const GM: &str = "1180000000000000012";
const PLAYER: &str = "1180000000000000013";

/// Every message the interaction behind `callback` produced: the callback's own (when it
/// was not a deferral), follow-ups and edits of the original; each with its ephemeral flag.
fn messages(calls: &[Call], callback: &str) -> Vec<(bool, Value)> {
    let webhook = Double::webhook_of(callback);
    let mut messages = Vec::new();
    let mut deferred_ephemeral = false;
    for call in calls {
        let body = call.json();
        if call.path == callback {
            match body["type"].as_u64() {
                Some(4) => messages.push((ephemeral(&body["data"]), body["data"].clone())),
                Some(5) => deferred_ephemeral = ephemeral(&body["data"]),
                _ => {}
            }
        } else if call.path.starts_with(&webhook) {
            // An edit of the deferred original keeps the deferral's visibility.
            let hidden = if call.method == Method::PATCH {
                deferred_ephemeral
            } else {
                ephemeral(&body)
            };
            messages.push((hidden, body));
        }
    }
    messages
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn secret_gm_goes_to_the_gms_by_direct_message_and_the_channel_sees_a_notice() {
    let double = Double::start(1).await;
    double.set_members(vec![
        member(GM, "gm", &[GM_ROLE], payloads::MEMBER_PERMISSIONS),
        member(PLAYER, "player", &[], payloads::MEMBER_PERMISSIONS),
    ]);
    let _bot = ready_bot(&double).await;
    let set_role = payloads::command_by(
        "gm",
        vec![subcommand("role", vec![option("role", 8, json!(GM_ROLE))])],
        member(ALICE, "alice", &[], payloads::MANAGER_PERMISSIONS),
        payloads::gm_role_resolved(),
    );
    let set = double.interact(0, set_role);
    double
        .eventually("the GM role is set", |calls| {
            (!messages(calls, &set).is_empty()).then_some(())
        })
        .await;

    let gm_roll = payloads::command(
        "roll",
        vec![text("formula", "1d1+19"), text("secret", "gm")],
    );
    let callback = double.interact(0, gm_roll);
    // The GM, and only the GM, gets the result in a direct message, with the bot token.
    let dm = double.call(Method::POST, "/channels/", 0).await;
    assert_eq!(dm.authorization(), Some(format!("Bot {TOKEN}").as_str()));
    let private = dm.json()["content"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(
        private.contains("1d1") && private.contains("20"),
        "{private}"
    );
    let opened: Vec<Value> = double
        .calls_to(Method::POST, "/users/@me/channels")
        .iter()
        .map(|c| c.json()["recipient_id"].clone())
        .collect();
    assert_eq!(opened, [json!(GM)]);
    let listed = double.calls_to(Method::GET, "/guilds/");
    assert!(
        listed[0]
            .path
            .starts_with(&format!("/guilds/{}/members", payloads::GUILD_ID)),
        "{:?}",
        double.paths()
    );

    // The channel sees a notice without the result; the roller sees the result privately.
    let (public, private_to_roller) = double
        .eventually("the notice and the roller's copy", |calls| {
            let all = messages(calls, &callback);
            let public: Vec<Value> = all.iter().filter(|m| !m.0).map(|m| m.1.clone()).collect();
            let own: Vec<Value> = all.iter().filter(|m| m.0).map(|m| m.1.clone()).collect();
            (!public.is_empty() && !own.is_empty()).then_some((public, own))
        })
        .await;
    let notice = public[0]["content"].as_str().unwrap_or_default();
    assert!(!notice.is_empty() && !notice.contains("1d1"), "{notice}");
    assert!(
        public[0].get("components").is_none_or(Value::is_null),
        "{public:?}"
    );
    assert!(
        private_to_roller
            .iter()
            .any(|m| m["content"].as_str().unwrap_or_default().contains("20")),
        "{private_to_roller:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resumable_close_or_a_dropped_connection_resumes_and_answers_again() {
    let double = Double::start(1).await;
    let ops = {
        let probe = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
        probe.local_addr().expect("addr").to_string()
    };
    let bot = Polyroll::start(&double, &[("POLYROLL_HTTP_ADDR", &ops)]);
    double.ready(0).await;
    let (status, health) = wait_for(&ops, "/healthz", |status, _| status == 200).await;
    assert_eq!((status, health.as_str()), (200, r#"{"status":"ok"}"#));
    double.answered(0, roll("2d1+10")).await;
    let session = double.session(0).await;

    // 4000 (unknown error) is resumable: RESUME with the session and the last sequence
    // number seen (READY, then the interaction), and no new IDENTIFY.
    double.close(0, 4000);
    let resume = double.frame(6, 0).await.value["d"].clone();
    assert_eq!(resume["session_id"], session, "{resume}");
    assert_eq!(resume["seq"], 2, "{resume}");
    assert!(discord_double::is_our_token(&resume["token"]));
    double.ready(0).await;
    let answer = double.answered(0, roll("2d1+10")).await;
    assert!(content(&answer).contains("12"), "{answer}");

    // A connection lost without a close frame: back again, by RESUME or a fresh IDENTIFY.
    double.drop_connection(0);
    double
        .wait_frames("a RESUME or IDENTIFY after the drop", |f| {
            f.iter().filter(|f| f.op() == 6 || f.op() == 2).count() >= 3
        })
        .await;
    double.ready(0).await;
    let answer = double.answered(0, roll("2d1+10")).await;
    assert!(content(&answer).contains("12"), "{answer}");
    assert_eq!(double.frames_of(2).len() + double.frames_of(6).len(), 3);
    // Health and metrics saw the shard go and come back: up again, reconnects counted.
    let reconnects = r#"polyroll_adapter_reconnects_total{adapter="discord-gateway"} "#;
    let (_, metrics) = wait_for(&ops, "/metrics", |_, body| body.contains(reconnects)).await;
    assert!(
        metrics.contains(r#"polyroll_adapter_up{adapter="discord-gateway"} 1"#),
        "{metrics}"
    );
    wait_for(&ops, "/healthz", |status, _| status == 200).await;
    drop(bot);
}

/// Asks `GET path` of the health and metrics address until `done` says so (at most
/// [`PATIENCE`]); the last status and body.
async fn wait_for(addr: &str, path: &str, done: impl Fn(u16, &str) -> bool) -> (u16, String) {
    let client = reqwest::Client::new();
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let answer = client.get(format!("http://{addr}{path}")).send().await;
        if let Ok(response) = answer {
            let status = response.status().as_u16();
            let body = response.text().await.unwrap_or_default();
            if done(status, &body) {
                return (status, body);
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "{path} never got there: {status} {body}"
            );
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "{path} never answered"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_token_on_the_gateway_ends_with_status_2_naming_discord_token() {
    let double = Double::start(1).await;
    double.on_identify(OnIdentify::Close(4004));
    let mut bot = Polyroll::start(&double, &[]);
    let status = bot.exit().await;
    let log = bot.log();
    assert_eq!(status.code(), Some(2), "{log}");
    assert!(log.contains("DISCORD_TOKEN"), "{log}");
    assert!(
        !log.contains(TOKEN),
        "the token must never be printed: {log}"
    );
    // Identified once and gave up: no restart loop.
    assert_eq!(double.frames_of(2).len(), 1, "{log}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_refused_over_rest_ends_with_status_2_too() {
    let double = Double::start(1).await;
    let mut bot = Polyroll::start(&double, &[("DISCORD_TOKEN", "not-the-token")]);
    let status = bot.exit().await;
    let log = bot.log();
    assert_eq!(status.code(), Some(2), "{log}");
    assert!(log.contains("DISCORD_TOKEN"), "{log}");
    assert!(!log.contains("not-the-token"), "{log}");
    assert!(
        double.upgrades().is_empty(),
        "no gateway connection with a refused token"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discord_shards_identifies_each_shard_and_both_answer() {
    // Discord would recommend one shard; the setting wins.
    let double = Double::start(1).await;
    let _bot = Polyroll::start(&double, &[("DISCORD_SHARDS", "2")]);
    double.ready(0).await;
    double.ready(1).await;
    let mut shards: Vec<Value> = double
        .frames_of(2)
        .iter()
        .map(|f| f.value["d"]["shard"].clone())
        .collect();
    shards.sort_by_key(|s| s[0].as_u64());
    assert_eq!(shards, [json!([0, 2]), json!([1, 2])]);
    for shard in [0, 1] {
        let answer = double.answered(shard, roll("2d1+10")).await;
        assert!(content(&answer).contains("12"), "shard {shard}: {answer}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discord_shard_range_runs_only_its_shards() {
    let double = Double::start(1).await;
    let _bot = Polyroll::start(
        &double,
        &[("DISCORD_SHARDS", "3"), ("DISCORD_SHARD_RANGE", "1-1")],
    );
    double.ready(1).await;
    let answer = double.answered(1, roll("2d1+10")).await;
    assert!(content(&answer).contains("12"), "{answer}");
    let shards: Vec<Value> = double
        .frames_of(2)
        .iter()
        .map(|f| f.value["d"]["shard"].clone())
        .collect();
    assert_eq!(shards, [json!([1, 3])]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn register_sends_one_bulk_overwrite_with_every_command_and_option() {
    let double = Double::start(1).await;
    let mut register = Polyroll::run(&double, &["discord", "register"], &[]);
    let status = register.exit().await;
    let out = register.stdout();
    assert!(status.success(), "{}", register.log());
    let expected = serde_json::to_value(polyroll_discord::definitions()).expect("definitions");
    let count = expected.as_array().map_or(0, Vec::len);
    assert!(
        out.contains(&format!("registered {count} commands globally")),
        "{out}"
    );
    // The application id was asked for (none was set), then one PUT carried everything.
    let puts = double.calls_to(Method::PUT, "/applications/");
    assert_eq!(puts.len(), 1, "{:?}", double.paths());
    assert_eq!(
        puts[0].path,
        format!("/applications/{}/commands", payloads::APP_ID)
    );
    assert_eq!(puts[0].json(), expected);
    assert_eq!(
        puts[0].authorization(),
        Some(format!("Bot {TOKEN}").as_str())
    );
    assert!(double.upgrades().is_empty(), "register opens no gateway");

    let mut guild = Polyroll::run(
        &double,
        &["discord", "register", "--guild", payloads::GUILD_ID],
        &[("DISCORD_APPLICATION_ID", payloads::APP_ID)],
    );
    assert!(guild.exit().await.success(), "{}", guild.log());
    let puts = double.calls_to(Method::PUT, "/applications/");
    assert_eq!(
        puts[1].path,
        format!(
            "/applications/{}/guilds/{}/commands",
            payloads::APP_ID,
            payloads::GUILD_ID
        )
    );
    assert_eq!(puts[1].json(), expected);
}

/// Signs `body` as Discord does (Ed25519 over timestamp + body) and POSTs it to `endpoint`.
async fn post_signed(endpoint: &str, key: &ed25519_dalek::SigningKey, body: &Value) -> Value {
    use ed25519_dalek::Signer as _;
    let body = body.to_string();
    let timestamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock")
        .as_secs()
        .to_string();
    let signature = key.sign(format!("{timestamp}{body}").as_bytes());
    let hex: String = signature
        .to_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let response = reqwest::Client::new()
        .post(format!("http://{endpoint}/"))
        .header("content-type", "application/json")
        .header("X-Signature-Ed25519", hex)
        .header("X-Signature-Timestamp", timestamp)
        .body(body)
        .send()
        .await
        .expect("the endpoint answers");
    serde_json::from_str(&response.text().await.expect("a body")).expect("JSON")
}

/// A reply with what differs between two rolls of one formula taken out: the roll id in
/// the button.
fn substance(answer: &Value) -> Value {
    let mut answer = answer.clone();
    if let Some(rows) = answer["data"]["components"].as_array_mut() {
        for row in rows {
            if let Some(buttons) = row["components"].as_array_mut() {
                for button in buttons {
                    button["custom_id"] = json!("…");
                }
            }
        }
    }
    answer["data"]["content"] = json!("…");
    answer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_gateway_answers_as_the_http_endpoint_does() {
    let double = Double::start(1).await;
    let key = ed25519_dalek::SigningKey::from_bytes(&[7u8; 32]);
    let public_key: String = key
        .verifying_key()
        .to_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let endpoint = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|probe| probe.local_addr())
        .expect("a free port")
        .to_string();
    // Both modes in one process, on one store.
    let _bot = Polyroll::start(
        &double,
        &[
            ("DISCORD_PUBLIC_KEY", &public_key),
            ("DISCORD_INTERACTIONS_ADDR", &endpoint),
        ],
    );
    double.ready(0).await;

    double
        .answer(0, payloads::alias_set("strength", "1d20+3"))
        .await;
    // Deterministic answers are the same, word for word: every command that changes
    // nothing, or changes it the same way twice.
    let alias = |name: &str, options: Vec<Value>| {
        payloads::command("alias", vec![subcommand(name, options)])
    };
    for interaction in [
        payloads::command("help", vec![]),
        payloads::command("help", vec![text("topic", "pool")]),
        payloads::command("dialect", vec![]),
        payloads::command("dialect", vec![text("name", "dndice")]),
        payloads::command("history", vec![]),
        alias("list", vec![]),
        alias("get", vec![text("name", "strength")]),
        alias("get", vec![text("name", "missing")]),
        payloads::command("roll", vec![text("formula", "1d6+")]),
        payloads::autocomplete("roll", "4d6kh3"),
        payloads::autocomplete("roll", "str"),
        payloads::autocomplete("roll", "1d6+"),
        payloads::dm_command("gm", vec![subcommand("role", vec![])]),
        payloads::command_by(
            "gm",
            vec![subcommand("role", vec![option("role", 8, json!(GM_ROLE))])],
            member(ALICE, "alice", &[], payloads::MEMBER_PERMISSIONS),
            payloads::gm_role_resolved(),
        ),
    ] {
        let (_, gateway) = double.answer(0, interaction.clone()).await;
        let http = post_signed(&endpoint, &key, &interaction).await;
        assert_eq!(gateway, http);
    }
    // A roll: the same shape, flags and button; both show the formula and its total.
    let (_, gateway) = double.answer(0, roll("2d1+10")).await;
    let http = post_signed(&endpoint, &key, &roll("2d1+10")).await;
    assert_eq!(substance(&gateway), substance(&http));
    for answer in [&gateway, &http] {
        assert!(
            content(answer).contains("2d1") && content(answer).contains("12"),
            "{answer}"
        );
    }
    // Its "Roll again" button, pressed on either path.
    let press = payloads::press(
        &button(&gateway["data"]),
        member(ALICE, "alice", &[], payloads::MEMBER_PERMISSIONS),
        0,
    );
    let (_, gateway_again) = double.answer(0, press.clone()).await;
    let http_again = post_signed(&endpoint, &key, &press).await;
    assert_eq!(substance(&gateway_again), substance(&http_again));
    assert!(content(&gateway_again).contains("12"), "{gateway_again}");
    // Statistics: deferred on both, then the same follow-up text and chart.
    let stats = payloads::command("stats", vec![text("formula", "3d6")]);
    let (callback, gateway) = double.answer(0, stats.clone()).await;
    let http = post_signed(&endpoint, &key, &stats).await;
    assert_eq!(
        (gateway["type"].clone(), http["type"].clone()),
        (json!(5), json!(5))
    );
    let by_gateway = double
        .call(Method::POST, &Double::webhook_of(&callback), 0)
        .await;
    let by_endpoint = double
        .call(
            Method::POST,
            &format!("/webhooks/{}/token-stats", payloads::APP_ID),
            0,
        )
        .await;
    assert_eq!(by_gateway.json(), by_endpoint.json());
    assert_eq!(by_gateway.part("files[0]"), by_endpoint.part("files[0]"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_session_identifies_anew_and_answers() {
    let double = Double::start(1).await;
    let _bot = ready_bot(&double).await;
    let first = double.session(0).await;
    double.forget_sessions();
    double.close(0, 4000);
    // The RESUME is refused with INVALID_SESSION: the shard identifies again.
    double.frame(6, 0).await;
    double.frame(2, 1).await;
    double.ready(0).await;
    assert_ne!(double.session(0).await, first);
    let answer = double.answered(0, roll("2d1+10")).await;
    assert!(content(&answer).contains("12"), "{answer}");
}

#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_closes_the_gateway_cleanly_and_exits_0() {
    let double = Double::start(2).await;
    let mut bot = Polyroll::start(&double, &[]);
    double.ready(0).await;
    double.ready(1).await;
    let killed = Command::new("kill")
        .args(["-TERM", &bot.child.id().to_string()])
        .status()
        .expect("kill");
    assert!(killed.success());
    let status = bot.exit().await;
    assert!(status.success(), "{status}: {}", bot.log());
    // Every shard said goodbye with 1000, so Discord shows the bot offline at once.
    assert_eq!(
        double.closes_by_bot(),
        [Some(1000), Some(1000)],
        "{}",
        bot.log()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn register_rate_limited_says_so_and_sends_no_storm_of_retries() {
    let double = Double::start(1).await;
    double.rate_limit_once(Method::PUT, "/applications/", 30);
    let mut register = Polyroll::run(
        &double,
        &["discord", "register"],
        &[("DISCORD_APPLICATION_ID", payloads::APP_ID)],
    );
    let status = register.exit().await;
    let log = register.log();
    assert_eq!(status.code(), Some(1), "{log}");
    assert!(log.contains("registering global commands"), "{log}");
    assert!(
        log.contains("rate limiting") && log.contains("429"),
        "{log}"
    );
    assert!(!log.contains("[Serenity]"), "no library text: {log}");
    assert_eq!(double.calls_to(Method::PUT, "/applications/").len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn register_with_a_refused_token_ends_with_status_2_naming_discord_token() {
    let double = Double::start(1).await;
    let mut register = Polyroll::run(
        &double,
        &["discord", "register"],
        &[("DISCORD_TOKEN", "not-the-token")],
    );
    let status = register.exit().await;
    let log = register.log();
    assert_eq!(status.code(), Some(2), "{log}");
    assert!(log.contains("DISCORD_TOKEN"), "{log}");
    assert!(!log.contains("not-the-token"), "{log}");
    assert!(double.calls_to(Method::PUT, "/applications/").is_empty());
}
