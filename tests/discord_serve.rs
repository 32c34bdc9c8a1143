//! `polyroll` with the Discord HTTP interactions endpoint configured: it listens, answers a
//! signed PING, refuses an unsigned one, and stops cleanly on SIGTERM.

mod common;

use common::service::{self, Service};
use serde_json::json;

#[cfg(unix)]
#[test]
fn serves_the_discord_endpoint_and_stops_cleanly_on_sigterm() {
    let addr = service::free_addr();
    let bot = Service::start(
        &[
            ("DATABASE_URL", "sqlite::memory:"),
            ("DISCORD_PUBLIC_KEY", &service::public_key()),
            ("DISCORD_INTERACTIONS_ADDR", &addr),
        ],
        &[&addr],
    );

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

    // Stops with a success status on SIGTERM.
    bot.stop();
}
