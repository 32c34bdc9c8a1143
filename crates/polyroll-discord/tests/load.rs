//! Load on the HTTP interactions endpoint, loopback only and bounded: signed `/roll`
//! interactions from many members posted concurrently, through the real endpoint and shared
//! handler, on SQLite and (when `POLYROLL_TEST_POSTGRES` is set) PostgreSQL. Checks zero
//! errors and zero lost roll-log rows; prints throughput and latency (`--nocapture`).

mod common;

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use common::payloads::{self, member, text, MEMBER_PERMISSIONS};
use common::{now, public_key_hex, serve, sign, signing_key};
use polyroll_bot::{Bot, Config};
use polyroll_discord::Options;

fn interactions() -> usize {
    std::env::var("POLYROLL_LOAD_N")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(300)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted.get(i).copied().unwrap_or_default()
}

async fn load(database_url: &str, label: &str) {
    let n = interactions();
    let vars = HashMap::from([
        ("DATABASE_URL".to_string(), database_url.to_string()),
        // This measures throughput with every roll logged: a write queued behind a burst of
        // others is slow, not down, so it gets far more than the answering deadline.
        ("POLYROLL_STORE_TIMEOUT_MS".to_string(), "10000".to_string()),
        ("DISCORD_PUBLIC_KEY".to_string(), public_key_hex()),
        (
            "DISCORD_APPLICATION_ID".to_string(),
            payloads::APP_ID.to_string(),
        ),
    ]);
    let config = Config::from_vars(&vars).expect("config");
    let bot = Arc::new(Bot::start(&config).await.expect("bot"));
    let options = Options::from_config(&config);
    let app = polyroll_discord::interactions_app(bot.clone(), &options).expect("endpoint");
    let endpoint = format!("{}/", serve(app).await);

    // Members unique to this run, so a shared PostgreSQL database counts only our rows.
    let base: u64 = 1_190_000_000_000_000_000 + u64::from(std::process::id()) * 100_000;
    let client = reqwest::Client::new();
    let gate = Arc::new(tokio::sync::Semaphore::new(16));
    let started = Instant::now();
    let mut tasks = tokio::task::JoinSet::new();
    for i in 0..n {
        let (client, endpoint, gate) = (client.clone(), endpoint.clone(), gate.clone());
        let id = (base + i as u64).to_string();
        tasks.spawn(async move {
            let _permit = gate.acquire_owned().await.expect("semaphore");
            let body = payloads::command_by(
                "roll",
                vec![text("formula", "4d6kh3")],
                member(&id, "loader", &[], MEMBER_PERMISSIONS),
                serde_json::json!({}),
            )
            .to_string();
            let timestamp = now().to_string();
            let signature = sign(&signing_key(), &timestamp, body.as_bytes());
            let t = Instant::now();
            let answer = client
                .post(&endpoint)
                .header("content-type", "application/json")
                .header("X-Signature-Ed25519", signature)
                .header("X-Signature-Timestamp", timestamp)
                .body(body)
                .send()
                .await;
            let ok = match answer {
                Ok(r) if r.status().is_success() => r
                    .text()
                    .await
                    .ok()
                    .and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
                    .is_some_and(|v| {
                        v["type"] == 4
                            && v["data"]["content"]
                                .as_str()
                                .is_some_and(|c| c.contains("4d6kh3"))
                    }),
                _ => false,
            };
            (ok, t.elapsed())
        });
    }
    let mut latencies = Vec::with_capacity(n);
    let mut errors = 0;
    while let Some(done) = tasks.join_next().await {
        let (ok, took) = done.expect("poster");
        errors += usize::from(!ok);
        latencies.push(took);
    }
    let elapsed = started.elapsed();
    let store = bot.store().expect("store");
    let mut rows = 0;
    for i in 0..n {
        rows += store
            .history("discord", &(base + i as u64).to_string(), 10)
            .await
            .expect("history")
            .len();
    }
    latencies.sort();
    println!(
        "discord endpoint, {label}: {n} interactions, {errors} errors, {rows} roll-log rows; {:.0}/s, p50 {:?}, p99 {:?}",
        n as f64 / elapsed.as_secs_f64(),
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
    );
    assert_eq!(errors, 0);
    assert_eq!(rows, n, "lost roll-log rows");
    bot.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn endpoint_under_load_on_sqlite() {
    let dir = tempfile::tempdir().expect("temp dir");
    load(
        &format!("sqlite://{}", dir.path().join("load.db").display()),
        "SQLite",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn endpoint_under_load_on_postgres() {
    polyroll_testkit::with_postgres("polyroll_load", |url| async move {
        load(&url, "PostgreSQL").await;
    })
    .await;
}
