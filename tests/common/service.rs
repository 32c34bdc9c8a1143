//! `polyroll` running as a service (no console): started with its settings in the
//! environment, reached over plain HTTP/1.1, stopped with SIGTERM.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use ed25519_dalek::{Signer, SigningKey};

/// A local address nothing listens on yet.
pub fn free_addr() -> String {
    let probe = TcpListener::bind("127.0.0.1:0").expect("bind");
    probe.local_addr().expect("addr").to_string()
}

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The key the tests sign Discord interactions with; its public half is `public_key()`.
pub fn signing_key() -> SigningKey {
    SigningKey::from_bytes(&[7u8; 32])
}

pub fn public_key() -> String {
    hex(&signing_key().verifying_key().to_bytes())
}

pub struct Service {
    child: Child,
    log: PathBuf,
    _dir: tempfile::TempDir,
}

impl Service {
    /// Starts `polyroll` with `env` (and no platform token from the caller's environment)
    /// and waits until each of `listening` accepts connections.
    pub fn start(env: &[(&str, &str)], listening: &[&str]) -> Service {
        let dir = tempfile::tempdir().expect("temp dir");
        let log = dir.path().join("stderr.log");
        let stderr = std::fs::File::create(&log).expect("log file");
        // POLYROLL_BIN runs another build (a release binary, for measurements).
        let binary = std::env::var("POLYROLL_BIN")
            .unwrap_or_else(|_| env!("CARGO_BIN_EXE_polyroll").to_string());
        let mut command = Command::new(binary);
        command
            .current_dir(dir.path())
            .env_remove("DISCORD_TOKEN")
            .env_remove("TELEGRAM_BOT_TOKEN")
            .env("POLYROLL_LOG", "info")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(stderr);
        for (k, v) in env {
            command.env(k, v);
        }
        let child = command.spawn().expect("start polyroll");
        let mut service = Service {
            child,
            log,
            _dir: dir,
        };
        for addr in listening {
            service.wait_listening(addr);
        }
        service
    }

    fn wait_listening(&mut self, addr: &str) {
        let start = Instant::now();
        while TcpStream::connect(addr).is_err() {
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!("polyroll exited early ({status}): {}", self.log());
            }
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "never listened on {addr}: {}",
                self.log()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// SIGKILL, as a crash or the kernel's OOM killer would; returns once it has exited.
    pub fn kill(mut self) {
        self.child.kill().expect("SIGKILL");
        self.child.wait().expect("exits");
    }

    /// SIGTERM, then the exit status must be success.
    pub fn stop(mut self) {
        let killed = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill");
        assert!(killed.success());
        let status = self.child.wait().expect("exits");
        assert!(status.success(), "exit {status:?}: {}", self.log());
    }
}

impl Drop for Service {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One HTTP/1.1 request; the status code and the body.
pub fn request(addr: &str, method: &str, path: &str, headers: &str, body: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(addr).expect("connect");
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .expect("timeout");
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\n{headers}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .expect("write");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("read");
    let status = answer
        .split(' ')
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or(0);
    let body = answer.split_once("\r\n\r\n").map(|(_, b)| b).unwrap_or("");
    (status, dechunk(body))
}

/// The body of a chunked response joined (axum streams some bodies).
fn dechunk(body: &str) -> String {
    if !body.contains("\r\n") {
        return body.to_string();
    }
    let mut out = String::new();
    let mut rest = body;
    while let Some((size, tail)) = rest.split_once("\r\n") {
        let Ok(size) = usize::from_str_radix(size.trim(), 16) else {
            return body.to_string();
        };
        if size == 0 || tail.len() < size {
            break;
        }
        out.push_str(&tail[..size]);
        rest = tail[size..].trim_start_matches("\r\n");
    }
    out
}

pub fn get(addr: &str, path: &str) -> (u16, String) {
    request(addr, "GET", path, "", "")
}

/// POSTs a Discord interaction signed now with [`signing_key`].
pub fn post_interaction(addr: &str, body: &str) -> (u16, String) {
    let timestamp = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("clock")
        .as_secs();
    let signature = hex(&signing_key()
        .sign(format!("{timestamp}{body}").as_bytes())
        .to_bytes());
    let headers = format!(
        "Content-Type: application/json\r\nX-Signature-Ed25519: {signature}\r\nX-Signature-Timestamp: {timestamp}\r\n"
    );
    request(addr, "POST", "/", &headers, body)
}

/// Asks `GET path` until its status is `want`, for up to a minute; the last body.
pub fn wait_for_status(addr: &str, path: &str, want: u16) -> String {
    let start = Instant::now();
    loop {
        let (status, body) = get(addr, path);
        if status == want {
            return body;
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "{path} stayed {status}, not {want}: {body}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// `name{labels} value` from a `/metrics` text, as a number.
pub fn sample(metrics: &str, series: &str) -> Option<f64> {
    metrics
        .lines()
        .find_map(|line| line.strip_prefix(series)?.trim().parse().ok())
}
