//! Load on the Telegram webhook, loopback only and bounded: `/roll` updates from many
//! users posted concurrently with the secret, through the real adapter and shared handler,
//! on SQLite and (when `POLYROLL_TEST_POSTGRES` is set) PostgreSQL. Checks zero errors and
//! zero lost roll-log rows; prints throughput and latency (`--nocapture` to see them).
//!
//! Replies leave through teloxide's `Throttle`, which keeps Telegram's limits (about 30
//! messages a second overall), so end-to-end throughput is bounded by Telegram, not by us.
//! A request is answered once its update is handled (so a crash cannot lose it): the
//! latencies reported are the handling's, the pace Telegram's.

mod support;

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use polyroll_bot::{Bot, Config};
use polyroll_telegram::{Telegram, WebhookSettings};
use support::*;
use tokio_util::sync::CancellationToken;

const SECRET: &str = "load-Secret_1";

fn updates() -> usize {
    std::env::var("POLYROLL_LOAD_N")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(120)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted.get(i).copied().unwrap_or_default()
}

async fn load(database_url: &str, label: &str) {
    let n = updates();
    let vars = HashMap::from([
        ("DATABASE_URL".to_string(), database_url.to_string()),
        // This measures throughput with every roll logged: a write queued behind a burst of
        // others is slow, not down, so it gets far more than the answering deadline.
        ("POLYROLL_STORE_TIMEOUT_MS".to_string(), "10000".to_string()),
    ]);
    let config = Config::from_vars(&vars).expect("config");
    let bot = Arc::new(Bot::start(&config).await.expect("bot"));
    let fake = FakeApi::start().await;
    let telegram = Telegram::new(bot.clone(), TOKEN, Some(&fake.url)).expect("adapter");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let url = format!("http://{}/telegram", listener.local_addr().expect("addr"));
    let settings = WebhookSettings::new(&url, Some(SECRET)).expect("settings");
    let shutdown = CancellationToken::new();
    let stop = shutdown.clone();
    let server =
        tokio::spawn(async move { telegram.serve_webhook(listener, settings, stop).await });
    tokio::time::sleep(Duration::from_millis(500)).await;
    if server.is_finished() {
        panic!("webhook stopped: {:?}", server.await);
    }
    fake.wait_for("setWebhook", 1).await;
    fake.wait_for("getMe", 1).await;

    // Users unique to this run, so a shared PostgreSQL database counts only our rows.
    let base: i64 = 7_000_000_000 + i64::from(std::process::id()) * 10_000;
    let client = reqwest::Client::new();
    let started = Instant::now();
    let mut tasks = tokio::task::JoinSet::new();
    let gate = Arc::new(tokio::sync::Semaphore::new(16));
    for i in 0..n {
        let (client, url, gate) = (client.clone(), url.clone(), gate.clone());
        let id = base + i as i64;
        tasks.spawn(async move {
            let _permit = gate.acquire_owned().await.expect("semaphore");
            let mut update = text_message(1, id, user(id, "Loader"), "/roll 4d6kh3");
            update["update_id"] = serde_json::json!(i + 1);
            let t = Instant::now();
            let status = client
                .post(&url)
                .header("content-type", "application/json")
                .header("X-Telegram-Bot-Api-Secret-Token", SECRET)
                .body(update.to_string())
                .send()
                .await
                .map(|r| r.status().as_u16())
                .unwrap_or(0);
            (status, t.elapsed())
        });
    }
    let mut latencies = Vec::with_capacity(n);
    let mut errors = 0;
    while let Some(done) = tasks.join_next().await {
        let (status, took) = done.expect("poster");
        if status != 200 {
            errors += 1;
        }
        latencies.push(took);
    }
    let accepted = started.elapsed();
    let deadline = Instant::now() + Duration::from_secs(120);
    while fake.calls("sendMessage").len() < n {
        assert!(
            Instant::now() < deadline,
            "only {} of {n} replies",
            fake.calls("sendMessage").len()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let answered = started.elapsed();

    let store = bot.store().expect("store");
    let mut rows = 0;
    for i in 0..n {
        rows += store
            .history("telegram", &(base + i as i64).to_string(), 10)
            .await
            .expect("history")
            .len();
    }
    latencies.sort();
    println!(
        "telegram webhook, {label}: {n} updates, {errors} errors, {rows} roll-log rows; accepted {:.0}/s (p50 {:?}, p99 {:?}); answered {:.1}/s end to end",
        n as f64 / accepted.as_secs_f64(),
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
        n as f64 / answered.as_secs_f64(),
    );
    assert_eq!(errors, 0);
    assert_eq!(rows, n, "lost roll-log rows");
    shutdown.cancel();
    let _ = tokio::time::timeout(Duration::from_secs(15), server).await;
    bot.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn webhook_under_load_on_sqlite() {
    let dir = tempfile::tempdir().expect("temp dir");
    load(
        &format!("sqlite://{}", dir.path().join("load.db").display()),
        "SQLite",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn webhook_under_load_on_postgres() {
    polyroll_testkit::with_postgres("polyroll_load", |url| async move {
        load(&url, "PostgreSQL").await;
    })
    .await;
}
