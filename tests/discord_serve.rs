//! `polyroll` with the Discord HTTP interactions endpoint configured: it listens, answers a
//! signed PING and a signed `/roll`, refuses an unsigned one, and stops cleanly on SIGTERM —
//! on one request thread (the default), on one worker per core and on three
//! (`POLYROLL_WORKER_THREADS`).

mod common;

#[path = "../crates/polyroll-discord/tests/common/payloads.rs"]
#[allow(dead_code)]
mod payloads;

use common::service::{self, Service};
use serde_json::json;

#[cfg(unix)]
#[test]
fn serves_the_discord_endpoint_and_stops_cleanly_on_sigterm() {
    // Unset (one thread: no workers beside it), one per core, and three.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    for (threads, workers) in [(None, 0), (Some("0"), cores), (Some("3"), 3)] {
        let addr = service::free_addr();
        let public_key = service::public_key();
        let mut env = vec![
            ("DATABASE_URL", "sqlite::memory:"),
            ("DISCORD_PUBLIC_KEY", public_key.as_str()),
            ("DISCORD_INTERACTIONS_ADDR", addr.as_str()),
        ];
        env.extend(threads.map(|n| ("POLYROLL_WORKER_THREADS", n)));
        let bot = Service::start(&env, &[&addr]);

        let ping = json!({
            "id": "1180000000000000101", "application_id": "1180000000000000000", "type": 1,
            "token": "t", "version": 1, "entitlements": [], "authorizing_integration_owners": {},
            "attachment_size_limit": 10485760
        })
        .to_string();
        let (status, body) = service::post_interaction(&addr, &ping);
        assert_eq!(status, 200);
        assert_eq!(body, r#"{"type":1}"#);
        let unsigned = service::request(
            &addr,
            "POST",
            "/",
            "Content-Type: application/json\r\n",
            &ping,
        );
        assert_eq!(unsigned.0, 401);

        let roll = payloads::command("roll", vec![payloads::text("formula", "1d20+5")]);
        let (status, body) = service::post_interaction(&addr, &roll.to_string());
        assert_eq!(status, 200, "{threads:?}: {body}");
        let answer: serde_json::Value = serde_json::from_str(&body).expect("JSON");
        assert_eq!(answer["type"], 4, "{threads:?}: {body}");
        let content = answer["data"]["content"].as_str().unwrap_or_default();
        assert!(content.contains("1d20"), "{threads:?}: {body}");

        // The runtime is the one asked for: no worker threads of tokio's multi-thread
        // runtime by default, as many as asked otherwise (0: one per core).
        assert_eq!(
            runtime_workers(bot.pid()),
            workers,
            "{threads:?} worker threads"
        );

        // Stops with a success status on SIGTERM.
        bot.stop();
    }
}

/// Threads of process `pid` named as tokio's multi-thread runtime names its workers.
#[cfg(target_os = "linux")]
fn runtime_workers(pid: u32) -> usize {
    let tasks = std::fs::read_dir(format!("/proc/{pid}/task")).expect("/proc tasks");
    tasks
        .flatten()
        .filter(|task| {
            std::fs::read_to_string(task.path().join("comm"))
                .is_ok_and(|name| name.trim() == "tokio-rt-worker")
        })
        .count()
}

#[cfg(all(unix, not(target_os = "linux")))]
fn runtime_workers(_pid: u32) -> usize {
    0
}
