//! Every HTTP server the binary runs — `/healthz` and `/metrics`, the Discord interactions
//! endpoint, the Telegram webhook — holds up against slow and hostile clients: headers that
//! never finish and bodies that trickle are cut off, oversized bodies refused, a flood of
//! requests with a wrong webhook secret logged once (and counted), and `/healthz` names what
//! is down without the store's error text.

mod common;

#[path = "../crates/polyroll-telegram/tests/support/mod.rs"]
mod telegram_api;

use std::io::{ErrorKind, Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use common::service::{self, sample, Service};

const SECRET: &str = "bounds-Secret_1";
/// Far longer than the servers' 10-second limits for headers and bodies, so a server
/// without them is told apart from a slow machine.
const PATIENCE: Duration = Duration::from_secs(60);

/// A bot serving all three, its Telegram webhook registered with a fake Bot API; the ops,
/// endpoint and webhook addresses. The runtime keeps the fake running.
struct Servers {
    bot: Service,
    ops: String,
    endpoint: String,
    webhook: String,
    _fake: telegram_api::FakeApi,
    _runtime: tokio::runtime::Runtime,
}

impl Servers {
    fn start() -> Servers {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .expect("runtime");
        let fake = runtime.block_on(telegram_api::FakeApi::start());
        let (ops, endpoint, webhook) = (
            service::free_addr(),
            service::free_addr(),
            service::free_addr(),
        );
        let webhook_url = format!("http://{webhook}/telegram");
        let bot = Service::start(
            &[
                ("DATABASE_URL", "sqlite::memory:"),
                ("POLYROLL_HTTP_ADDR", &ops),
                ("DISCORD_PUBLIC_KEY", &service::public_key()),
                ("DISCORD_INTERACTIONS_ADDR", &endpoint),
                ("TELEGRAM_BOT_TOKEN", telegram_api::TOKEN),
                ("TELEGRAM_API_URL", &fake.url),
                ("TELEGRAM_WEBHOOK_URL", &webhook_url),
                ("TELEGRAM_WEBHOOK_ADDR", &webhook),
                ("TELEGRAM_WEBHOOK_SECRET", SECRET),
                // A healthy store answers within this even on a loaded machine, so that
                // `/healthz` speaks of the servers, not of the machine's load.
                ("POLYROLL_STORE_TIMEOUT_MS", "10000"),
            ],
            &[&ops, &endpoint, &webhook],
        );
        // Listening is not serving yet: the Telegram adapter is "starting" until its
        // webhook is set. Healthy first, so that what follows is told apart from a start.
        service::wait_for_status(&ops, "/healthz", 200);
        Servers {
            bot,
            ops,
            endpoint,
            webhook,
            _fake: fake,
            _runtime: runtime,
        }
    }
}

/// Sends `start` and nothing more; what the server does within [`PATIENCE`]: `None` when
/// it closed the connection without a word, else the status it answered. Panics when it
/// just waits.
fn send_and_stall(addr: &str, start: &str) -> Option<u16> {
    let mut stream = TcpStream::connect(addr).expect("connect");
    stream.set_read_timeout(Some(PATIENCE)).expect("timeout");
    stream.write_all(start.as_bytes()).expect("write");
    let mut answer = Vec::new();
    match stream.read_to_end(&mut answer) {
        Ok(_) => {}
        Err(e) if e.kind() == ErrorKind::ConnectionReset => {}
        Err(e) => panic!("{addr} still waits for the rest of {start:?} ({e})"),
    }
    let answer = String::from_utf8_lossy(&answer);
    answer.split(' ').nth(1).and_then(|code| code.parse().ok())
}

#[cfg(unix)]
#[test]
fn headers_or_bodies_that_never_finish_are_cut_off() {
    let s = Servers::start();
    let secret = format!("X-Telegram-Bot-Api-Secret-Token: {SECRET}\r\n");
    let cases = [
        // Headers begun and never ended, on each server.
        (
            s.ops.clone(),
            "GET /healthz HTTP/1.1\r\nHost: x\r\n".to_string(),
            None,
        ),
        (
            s.endpoint.clone(),
            "POST / HTTP/1.1\r\nHost: x\r\n".to_string(),
            None,
        ),
        (
            s.webhook.clone(),
            "POST /telegram HTTP/1.1\r\nHost: x\r\n".to_string(),
            None,
        ),
        // A body promised and never sent in full.
        (
            s.endpoint.clone(),
            "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"type\":".to_string(),
            Some(408),
        ),
        (
            s.webhook.clone(),
            format!("POST /telegram HTTP/1.1\r\nHost: x\r\n{secret}Content-Length: 100\r\n\r\n{{"),
            Some(408),
        ),
    ];
    let waits: Vec<_> = cases
        .into_iter()
        .map(|(addr, start, want)| {
            std::thread::spawn(move || (send_and_stall(&addr, &start), want, addr))
        })
        .collect();
    for wait in waits {
        let (got, want, addr) = wait.join().expect("client");
        assert_eq!(got, want, "{addr}");
    }
    s.bot.stop();
}

#[cfg(unix)]
#[test]
fn oversized_bodies_are_refused_before_anything_reads_them() {
    let s = Servers::start();
    let secret = format!("X-Telegram-Bot-Api-Secret-Token: {SECRET}\r\n");
    // Only the headers go: the answer comes without waiting for a body that big.
    let declaring = |bytes: usize| format!("Content-Length: {bytes}\r\n\r\n");
    let cases = [
        // Updates are a few kilobytes: the webhook takes 256 KiB at most.
        (
            &s.webhook,
            format!(
                "POST /telegram HTTP/1.1\r\nHost: x\r\n{secret}{}",
                declaring(300 * 1024)
            ),
        ),
        // An interaction: 1 MiB at most, refused before its signature is checked.
        (
            &s.endpoint,
            format!("POST / HTTP/1.1\r\nHost: x\r\n{}", declaring(1536 * 1024)),
        ),
        // Health and metrics read no body.
        (
            &s.ops,
            format!(
                "GET /healthz HTTP/1.1\r\nHost: x\r\n{}",
                declaring(20 * 1024)
            ),
        ),
    ];
    for (addr, head) in cases {
        assert_eq!(send_and_stall(addr, &head), Some(413), "{addr}: {head}");
    }
    // Within the limits, all is as before.
    let (status, health) = service::get(&s.ops, "/healthz");
    assert_eq!(status, 200, "{health}");
    s.bot.stop();
}

#[cfg(unix)]
#[test]
fn a_flood_of_wrong_secrets_is_logged_once_and_counted() {
    let s = Servers::start();
    let update = r#"{"update_id":1}"#;
    for i in 0..200 {
        let header = format!("X-Telegram-Bot-Api-Secret-Token: guess{i}\r\n");
        let (status, _) = service::request(&s.webhook, "POST", "/telegram", &header, update);
        assert_eq!(status, 403);
    }
    for _ in 0..50 {
        let (status, _) = service::request(&s.webhook, "POST", "/telegram", "", update);
        assert_eq!(status, 401);
    }
    let (_, metrics) = service::get(&s.ops, "/metrics");
    let refused = |reason: &str| {
        let series = format!(
            r#"polyroll_http_refused_total{{endpoint="telegram-webhook",reason="{reason}"}}"#
        );
        sample(&metrics, &series)
    };
    assert_eq!(refused("wrong_secret"), Some(200.0), "{metrics}");
    assert_eq!(refused("no_secret"), Some(50.0), "{metrics}");
    let log = s.bot.log();
    s.bot.stop();
    // One line a minute at most; the next one says how many it held back.
    let lines = log
        .lines()
        .filter(|l| l.contains("refused a webhook request"))
        .count();
    assert!((1..=2).contains(&lines), "{lines} lines:\n{log}");
}

#[cfg(unix)]
#[test]
fn healthz_names_a_store_that_is_down_without_its_error_text() {
    let dir = tempfile::tempdir().expect("temp dir");
    // A database in a folder that does not exist: the store cannot open it.
    let missing = dir.path().join("no-such-folder").join("polyroll.db");
    let url = format!("sqlite://{}", missing.display());
    let (ops, endpoint) = (service::free_addr(), service::free_addr());
    let bot = Service::start(
        &[
            ("DATABASE_URL", &url),
            ("POLYROLL_HTTP_ADDR", &ops),
            ("DISCORD_PUBLIC_KEY", &service::public_key()),
            ("DISCORD_INTERACTIONS_ADDR", &endpoint),
        ],
        &[&ops, &endpoint],
    );
    let body = service::wait_for_status(&ops, "/healthz", 503);
    let health: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(health["problems"][0]["part"], "store", "{body}");
    assert_eq!(
        health["problems"][0]["reason"], "not answering (see the log)",
        "{body}"
    );
    assert!(!body.contains("no-such-folder"), "{body}");
    // The operator finds the reason in the log.
    let log = bot.log();
    assert!(
        log.contains("/healthz: the store is not answering"),
        "{log}"
    );
    bot.stop();
}
