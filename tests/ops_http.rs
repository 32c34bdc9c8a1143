//! `POLYROLL_HTTP_ADDR`: `/healthz` says 200 while the store answers and the Discord
//! endpoint is up, 503 naming the store once the way to PostgreSQL is cut (a proxy inside
//! the test), 200 again once it is back; `/metrics` counts a roll made through the
//! endpoint with a signed interaction, and a store error once it is cut.

mod common;

#[path = "../crates/polyroll-discord/tests/common/payloads.rs"]
#[allow(dead_code)]
mod payloads;

use common::service::{self, sample, Service};
use common::{FaultProxy, Link, PgDatabase};
use serde_json::Value;

#[cfg(unix)]
#[test]
fn health_follows_the_store_and_metrics_count_an_endpoint_roll() {
    let Some(db) = PgDatabase::create("polyroll_ops") else {
        return;
    };
    let proxy = FaultProxy::start(&polyroll_testkit::upstream(&db.url));
    let url = polyroll_testkit::through(&db.url, proxy.port);
    let (endpoint, ops) = (service::free_addr(), service::free_addr());
    let bot = Service::start(
        &[
            ("DATABASE_URL", &url),
            ("DISCORD_PUBLIC_KEY", &service::public_key()),
            ("DISCORD_INTERACTIONS_ADDR", &endpoint),
            ("POLYROLL_HTTP_ADDR", &ops),
            // A healthy store answers within this even on a busy machine.
            ("POLYROLL_STORE_TIMEOUT_MS", "5000"),
        ],
        &[&endpoint, &ops],
    );

    let healthy = service::wait_for_status(&ops, "/healthz", 200);
    assert_eq!(healthy, r#"{"status":"ok"}"#);

    let roll = payloads::command("roll", vec![payloads::text("formula", "1d1+2")]);
    let (status, answer) = service::post_interaction(&endpoint, &roll.to_string());
    assert_eq!(status, 200, "{answer}");
    let answer: Value = serde_json::from_str(&answer).expect("JSON answer");
    let content = answer["data"]["content"].as_str().unwrap_or_default();
    assert!(content.contains("**3**"), "{answer}");

    let (status, metrics) = service::get(&ops, "/metrics");
    assert_eq!(status, 200);
    let rolls = r#"polyroll_rolls_total{platform="discord",dialect="standard"}"#;
    assert_eq!(sample(&metrics, rolls), Some(1.0), "{metrics}");
    let replies = r#"polyroll_reply_seconds_count{platform="discord"}"#;
    assert_eq!(sample(&metrics, replies), Some(1.0), "{metrics}");
    let trips = sample(&metrics, "polyroll_store_round_trips_total").unwrap_or(0.0);
    assert!(trips >= 1.0, "{metrics}");
    assert!(
        sample(&metrics, "polyroll_store_call_seconds_count").unwrap_or(0.0) >= 1.0,
        "{metrics}"
    );
    assert_eq!(
        sample(
            &metrics,
            r#"polyroll_adapter_up{adapter="discord-endpoint"}"#
        ),
        Some(1.0),
        "{metrics}"
    );

    proxy.set(Link::Cut);
    let down = service::wait_for_status(&ops, "/healthz", 503);
    let down: Value = serde_json::from_str(&down).expect("JSON reason");
    assert_eq!(down["status"], "unavailable", "{down}");
    assert_eq!(down["problems"][0]["part"], "store", "{down}");
    assert!(
        !down["problems"][0]["reason"]
            .as_str()
            .unwrap_or_default()
            .is_empty(),
        "{down}"
    );
    // A roll still answers with the store cut; the log write it could not make is
    // counted as an error of the store.
    let (status, answer) = service::post_interaction(&endpoint, &roll.to_string());
    assert_eq!(status, 200, "{answer}");
    assert!(answer.contains("**3**"), "{answer}");
    let (_, metrics) = service::get(&ops, "/metrics");
    assert_eq!(sample(&metrics, rolls), Some(2.0), "{metrics}");
    let store_errors = r#"polyroll_errors_total{kind="store_unavailable"}"#;
    assert!(
        sample(&metrics, store_errors).unwrap_or(0.0) >= 1.0,
        "{metrics}"
    );

    proxy.set(Link::Up);
    service::wait_for_status(&ops, "/healthz", 200);
    bot.stop();
}
