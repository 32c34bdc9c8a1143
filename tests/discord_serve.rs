//! `polyroll` with the Discord HTTP interactions endpoint configured: it listens, answers a
//! signed PING, refuses an unsigned one, and stops cleanly on SIGTERM.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use ed25519_dalek::{Signer, SigningKey};

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// POSTs `body` to `addr` with the given signature headers; returns the status line and body.
fn post(addr: &str, body: &str, signed: Option<(&SigningKey, u64)>) -> (String, String) {
    let mut stream = TcpStream::connect(addr).expect("connect");
    let mut headers = String::new();
    if let Some((key, timestamp)) = signed {
        let message = format!("{timestamp}{body}");
        let signature = hex(&key.sign(message.as_bytes()).to_bytes());
        headers =
            format!("X-Signature-Ed25519: {signature}\r\nX-Signature-Timestamp: {timestamp}\r\n");
    }
    write!(
        stream,
        "POST / HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n{headers}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .expect("write");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("read");
    let status = answer.lines().next().unwrap_or_default().to_string();
    let body = answer
        .split("\r\n\r\n")
        .nth(1)
        .unwrap_or_default()
        .to_string();
    (status, body)
}

fn wait_until_listening(child: &mut Child, addr: &str) {
    let start = Instant::now();
    while TcpStream::connect(addr).is_err() {
        if let Ok(Some(status)) = child.try_wait() {
            let mut log = String::new();
            if let Some(mut e) = child.stderr.take() {
                let _ = e.read_to_string(&mut log);
            }
            panic!("polyroll exited early ({status}): {log}");
        }
        assert!(start.elapsed() < Duration::from_secs(60), "never listened");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[cfg(unix)]
#[test]
fn serves_the_discord_endpoint_and_stops_cleanly_on_sigterm() {
    let dir = tempfile::tempdir().expect("temp dir");
    let key = SigningKey::from_bytes(&[7u8; 32]);
    let addr = {
        let probe = TcpListener::bind("127.0.0.1:0").expect("bind");
        probe.local_addr().expect("addr").to_string()
    };
    let mut child = Command::new(env!("CARGO_BIN_EXE_polyroll"))
        .current_dir(dir.path())
        .env("DATABASE_URL", "sqlite::memory:")
        .env("DISCORD_PUBLIC_KEY", hex(&key.verifying_key().to_bytes()))
        .env("DISCORD_INTERACTIONS_ADDR", &addr)
        .env_remove("DISCORD_TOKEN")
        .env_remove("TELEGRAM_BOT_TOKEN")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start polyroll");
    wait_until_listening(&mut child, &addr);

    let ping = r#"{"id":"1180000000000000101","application_id":"1180000000000000000","type":1,"token":"t","version":1,"entitlements":[],"authorizing_integration_owners":{},"attachment_size_limit":10485760}"#;
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("clock")
        .as_secs();
    let (status, body) = post(&addr, ping, Some((&key, now)));
    assert!(status.contains("200"), "{status}");
    assert_eq!(body, r#"{"type":1}"#);
    let (status, _) = post(&addr, ping, None);
    assert!(status.contains("401"), "{status}");

    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill");
    assert!(killed.success());
    let out = child.wait_with_output().expect("exits");
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "exit {:?}: {log}", out.status);
}
