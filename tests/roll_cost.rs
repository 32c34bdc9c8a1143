//! What one roll costs a running bot, for docs/scaling.md: CPU time of the process and store
//! round trips per roll, with the store's call latency, measured on the Discord endpoint
//! (signed interactions, one at a time) over PostgreSQL. A measurement, not a check: it is
//! ignored by default and prints its figures.
//!
//!     cargo build --release
//!     POLYROLL_BIN=target/release/polyroll POLYROLL_TEST_POSTGRES=postgres://… \
//!         cargo test --test roll_cost -- --ignored --nocapture
//!
//! `POLYROLL_COST_N` sets the number of rolls (default 2000).

mod common;

#[path = "../crates/polyroll-discord/tests/common/payloads.rs"]
#[allow(dead_code)]
mod payloads;

use std::time::Instant;

use common::service::{self, Service};
use common::PgDatabase;

/// `name{labels} value` from a metrics text, as a number.
fn sample(metrics: &str, series: &str) -> f64 {
    metrics
        .lines()
        .find_map(|line| line.strip_prefix(series)?.trim().parse().ok())
        .unwrap_or(0.0)
}

/// User plus system CPU time of a process so far, in seconds (Linux).
fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("/proc stat");
    // Fields after the command name (which is in parentheses): utime and stime are the
    // 12th and 13th of them.
    let after = stat.rsplit_once(')').map(|(_, rest)| rest).unwrap_or("");
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks: f64 =
        fields[11].parse::<f64>().unwrap_or(0.0) + fields[12].parse::<f64>().unwrap_or(0.0);
    // Linux reports in clock ticks of 1/100 s on every common configuration.
    ticks / 100.0
}

#[cfg(target_os = "linux")]
#[test]
#[ignore = "a measurement; run with --ignored --nocapture"]
fn cpu_time_and_round_trips_per_roll() {
    let Some(db) = PgDatabase::create("polyroll_cost") else {
        return;
    };
    let n: usize = std::env::var("POLYROLL_COST_N")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(2000);
    let (endpoint, ops) = (service::free_addr(), service::free_addr());
    let bot = Service::start(
        &[
            ("DATABASE_URL", &db.url),
            ("DISCORD_PUBLIC_KEY", &service::public_key()),
            ("DISCORD_INTERACTIONS_ADDR", &endpoint),
            ("POLYROLL_HTTP_ADDR", &ops),
            ("POLYROLL_STORE_TIMEOUT_MS", "10000"),
            ("POLYROLL_LOG", "warn"),
        ],
        &[&endpoint, &ops],
    );
    service::wait_for_status(&ops, "/healthz", 200);
    let formulas = ["4d6kh3", "1d20+5", "2d20kh1+7", "8d6", "{1d20, 1d20}kh1"];
    let commands: Vec<serde_json::Value> = formulas
        .iter()
        .map(|f| payloads::command("roll", vec![payloads::text("formula", f)]))
        .collect();
    // Warm up: connections, caches.
    for command in &commands {
        service::post_interaction(&endpoint, &payloads::anew(command).to_string());
    }
    let before = service::get(&ops, "/metrics").1;
    let cpu_before = cpu_seconds(bot.pid());
    let started = Instant::now();
    for i in 0..n {
        // Each a new interaction: the endpoint answers a repeated one only as a repeat.
        let body = payloads::anew(&commands[i % commands.len()]).to_string();
        let (status, answer) = service::post_interaction(&endpoint, &body);
        assert_eq!(status, 200, "{answer}");
    }
    let wall = started.elapsed();
    let cpu = cpu_seconds(bot.pid()) - cpu_before;
    let after = service::get(&ops, "/metrics").1;
    let trips = sample(&after, "polyroll_store_round_trips_total")
        - sample(&before, "polyroll_store_round_trips_total");
    let calls = sample(&after, "polyroll_store_call_seconds_count")
        - sample(&before, "polyroll_store_call_seconds_count");
    let store_time = sample(&after, "polyroll_store_call_seconds_sum")
        - sample(&before, "polyroll_store_call_seconds_sum");
    println!(
        "{n} rolls over the Discord endpoint on PostgreSQL: {:.0} µs CPU per roll (the bot \
         process: HTTP, signature check, roll, render, store client), {:.2} round trips and \
         {:.2} store calls per roll, {:.2} ms mean store call, {:.2} ms wall per roll one at \
         a time",
        cpu * 1e6 / n as f64,
        trips / n as f64,
        calls / n as f64,
        if calls > 0.0 {
            store_time * 1e3 / calls
        } else {
            0.0
        },
        wall.as_secs_f64() * 1e3 / n as f64,
    );
    bot.stop();
    // What the log costs on disk, indexes and TOAST included (short formulas like these
    // are typical; a long one with many dice stores more).
    let rows = db.scalar("SELECT COUNT(*) FROM rolls");
    let bytes = db.scalar("SELECT pg_total_relation_size('rolls')");
    println!(
        "roll log: {rows} rows, {bytes} bytes with indexes: {} bytes per row",
        bytes / rows.max(1)
    );
}
