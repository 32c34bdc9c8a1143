//! The flood figure of BENCHMARKS.md, as a harness kept with the code: while one user sends
//! 20 concurrent `/stats 1000d1000kh500` through the signed endpoint, another user's
//! `/roll 1d20+5` is answered how fast? Prints the roll's latency (p50, max). Speed is
//! measured, never asserted: ignored by default, run in release:
//!
//! `cargo test --release -p polyroll-discord --test flood -- --ignored --nocapture`

mod common;

use std::time::{Duration, Instant};

use common::payloads::{self, command_by, member, text, MEMBER_PERMISSIONS};
use common::Harness;

const FLOOD: usize = 20;
const ROLLS: usize = 40;
const OTHER: &str = "1180000000000000031";

#[tokio::test(flavor = "multi_thread")]
#[ignore = "a measurement: run in release with --ignored --nocapture"]
async fn another_users_roll_during_a_stats_flood() {
    let harness = std::sync::Arc::new(Harness::start().await);
    let mut flood = tokio::task::JoinSet::new();
    for _ in 0..FLOOD {
        let harness = std::sync::Arc::clone(&harness);
        flood.spawn(async move {
            let stats = payloads::command("stats", vec![text("formula", "1000d1000kh500")]);
            harness.post(&stats).await
        });
    }
    let roll = command_by(
        "roll",
        vec![text("formula", "1d20+5")],
        member(OTHER, "other", &[], MEMBER_PERMISSIONS),
        serde_json::json!({}),
    );
    let mut latencies = Vec::with_capacity(ROLLS);
    for _ in 0..ROLLS {
        let started = Instant::now();
        let (status, answer) = harness.post(&payloads::anew(&roll)).await;
        latencies.push(started.elapsed());
        assert!(status.is_success(), "{answer}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    while flood.join_next().await.is_some() {}
    latencies.sort();
    let p50 = latencies[latencies.len() / 2];
    let max = latencies[latencies.len() - 1];
    println!(
        "flood: {FLOOD} concurrent /stats 1000d1000kh500; another user's /roll 1d20+5 \
         over {ROLLS} rolls: p50 {p50:?}, max {max:?}"
    );
}
