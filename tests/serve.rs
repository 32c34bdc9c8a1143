//! `polyroll` with no subcommand: starts the configured adapter, and on SIGTERM stops
//! cleanly (exit 0, the store closed); a platform it cannot reach is a clear error.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A minimal Bot API double: answers each request by method name, one per connection.
fn fake_bot_api() -> (String, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let url = format!("http://{}", listener.local_addr().expect("addr"));
    let updates = Arc::new(AtomicUsize::new(0));
    let seen = updates.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let mut reader = BufReader::new(stream);
            let mut head = String::new();
            let mut length = 0usize;
            loop {
                let mut line = String::new();
                if reader.read_line(&mut line).unwrap_or(0) == 0 || line == "\r\n" {
                    break;
                }
                if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                    length = v.trim().parse().unwrap_or(0);
                }
                head.push_str(&line);
            }
            let mut body = vec![0; length];
            let _ = reader.read_exact(&mut body);
            let method = head
                .split_whitespace()
                .nth(1)
                .unwrap_or("")
                .rsplit('/')
                .next()
                .unwrap_or("")
                .to_ascii_lowercase();
            let result = match method.as_str() {
                "getme" => {
                    r#"{"id":1,"is_bot":true,"first_name":"Polyroll","username":"polyroll_bot","can_join_groups":true,"can_read_all_group_messages":false,"supports_inline_queries":true,"can_connect_to_business":false,"has_main_web_app":false}"#
                }
                "getwebhookinfo" => {
                    r#"{"url":"","has_custom_certificate":false,"pending_update_count":0}"#
                }
                "getupdates" => {
                    seen.fetch_add(1, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(50));
                    "[]"
                }
                _ => "true",
            };
            let json = format!(r#"{{"ok":true,"result":{result}}}"#);
            let mut stream = reader.into_inner();
            let _ = write!(
                stream,
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{json}",
                json.len()
            );
        }
    });
    (url, updates)
}

#[cfg(unix)]
#[test]
fn starts_telegram_and_stops_cleanly_on_sigterm() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (url, updates) = fake_bot_api();
    let mut child = Command::new(env!("CARGO_BIN_EXE_polyroll"))
        .current_dir(dir.path())
        .env(
            "DATABASE_URL",
            format!("sqlite://{}", dir.path().join("p.db").display()),
        )
        .env("TELEGRAM_BOT_TOKEN", "123:secret-token-value")
        .env("TELEGRAM_API_URL", &url)
        .env_remove("DISCORD_TOKEN")
        .env_remove("DISCORD_PUBLIC_KEY")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start polyroll");
    // Polling has begun once getUpdates is asked for.
    let start = Instant::now();
    while updates.load(Ordering::SeqCst) == 0 {
        if let Ok(Some(status)) = child.try_wait() {
            let mut log = String::new();
            if let Some(mut e) = child.stderr.take() {
                let _ = e.read_to_string(&mut log);
            }
            panic!("polyroll exited early ({status}): {log}");
        }
        assert!(start.elapsed() < Duration::from_secs(60), "never polled");
        std::thread::sleep(Duration::from_millis(50));
    }
    let pid = child.id().to_string();
    let killed = Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .expect("kill");
    assert!(killed.success());
    let out = child.wait_with_output().expect("exits");
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "exit {:?}: {log}", out.status);
    assert!(
        !log.contains("secret-token-value"),
        "the token leaked into the log: {log}"
    );
}

#[test]
fn an_unreachable_platform_is_a_clear_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = Command::new(env!("CARGO_BIN_EXE_polyroll"))
        .current_dir(dir.path())
        .env("DATABASE_URL", "sqlite::memory:")
        .env("TELEGRAM_BOT_TOKEN", "123:secret-token-value")
        .env("TELEGRAM_API_URL", "http://127.0.0.1:9")
        .stdin(Stdio::null())
        .output()
        .expect("run");
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(log.contains("telegram"), "{log}");
    assert!(!log.contains("secret-token-value"), "{log}");
}
