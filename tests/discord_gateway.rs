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
use discord_double::{Double, OnIdentify, PRIVILEGED_INTENTS, TOKEN};
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

    let (_, answer) = double.answer(0, roll("2d1+10")).await;
    assert_eq!(answer["type"], 4, "{answer}");
    let reply = content(&answer);
    assert!(reply.contains("2d1"), "{reply}");
    assert!(reply.contains("12"), "the total: {reply}");
    assert!(!ephemeral(&answer["data"]), "{answer}");
    assert!(button(&answer["data"]).len() > 1, "Roll again: {answer}");
    assert_eq!(answer["data"]["allowed_mentions"]["parse"], json!([]));
    drop(bot);
}
