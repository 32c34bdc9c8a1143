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

/// The binary the attack tests run: the release build `.ci/run` makes and names in
/// `POLYROLL_RELEASE_BIN` (what a deployment runs), else this test build's debug binary,
/// so `cargo test` works on a fresh clone.
pub fn release_binary() -> String {
    std::env::var("POLYROLL_RELEASE_BIN")
        .ok()
        .filter(|path| !path.is_empty())
        .unwrap_or_else(|| env!("CARGO_BIN_EXE_polyroll").to_string())
}

/// Caps the address space of the process `command` starts at `bytes` (RLIMIT_AS): an
/// allocation past it fails, and the process dies instead of taking the machine's memory.
#[cfg(unix)]
pub fn limit_memory(command: &mut Command, bytes: u64) {
    use std::os::unix::process::CommandExt;
    // SAFETY: only setrlimit, which is async-signal-safe, runs between fork and exec.
    unsafe {
        command.pre_exec(move || {
            let limit = libc::rlimit {
                rlim_cur: bytes as libc::rlim_t,
                rlim_max: bytes as libc::rlim_t,
            };
            if libc::setrlimit(libc::RLIMIT_AS, &limit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
}

/// `/healthz` asked again and again from a thread until [`HealthWatch::stop`]: every
/// answer that was not 200 (or no answer at all) is kept.
pub struct HealthWatch {
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    thread: std::thread::JoinHandle<(usize, Vec<String>)>,
}

impl HealthWatch {
    pub fn start(addr: &str) -> HealthWatch {
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let (addr, stopped) = (addr.to_string(), stop.clone());
        let thread = std::thread::spawn(move || {
            let (mut ok, mut failed) = (0, Vec::new());
            while !stopped.load(std::sync::atomic::Ordering::Relaxed) {
                match try_request(&addr, "GET", "/healthz", "", "") {
                    Ok((200, _)) => ok += 1,
                    // The first few say why; the rest would only repeat it.
                    Ok((status, body)) if failed.len() < 5 => {
                        failed.push(format!("{status}: {body}"))
                    }
                    Err(e) if failed.len() < 5 => failed.push(format!("no answer: {e}")),
                    Ok(_) | Err(_) => {}
                }
                std::thread::sleep(Duration::from_millis(100));
            }
            (ok, failed)
        });
        HealthWatch { stop, thread }
    }

    /// Stops asking; how many 200s came, and every other answer.
    pub fn stop(self) -> (usize, Vec<String>) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        self.thread.join().expect("the health watch")
    }
}

impl Service {
    /// Starts `polyroll` with `env` (and no platform token from the caller's environment)
    /// and waits until each of `listening` accepts connections.
    pub fn start(env: &[(&str, &str)], listening: &[&str]) -> Service {
        // POLYROLL_BIN runs another build (a release binary, for measurements).
        let binary = std::env::var("POLYROLL_BIN")
            .unwrap_or_else(|_| env!("CARGO_BIN_EXE_polyroll").to_string());
        Service::start_with(Command::new(binary), env, listening)
    }

    /// [`Service::start`] of a command already chosen (another binary, a memory limit).
    pub fn start_with(mut command: Command, env: &[(&str, &str)], listening: &[&str]) -> Service {
        let dir = tempfile::tempdir().expect("temp dir");
        let log = dir.path().join("stderr.log");
        let stderr = std::fs::File::create(&log).expect("log file");
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
        self.terminate();
        let status = self.child.wait().expect("exits");
        assert!(status.success(), "exit {status:?}: {}", self.log());
    }

    /// Sends SIGTERM.
    pub fn terminate(&self) {
        let killed = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill");
        assert!(killed.success());
    }

    /// The exit status if the process has ended by `within` from now, else `None`.
    pub fn exited_within(&mut self, within: Duration) -> Option<std::process::ExitStatus> {
        exited_within(&mut self.child, within)
    }

    /// Whether the process is still running.
    pub fn running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }
}

impl Drop for Service {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The exit status if `child` has ended by `within` from now (polled), else `None`.
pub fn exited_within(child: &mut Child, within: Duration) -> Option<std::process::ExitStatus> {
    let start = Instant::now();
    loop {
        if let Ok(Some(status)) = child.try_wait() {
            return Some(status);
        }
        if start.elapsed() > within {
            return None;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// One HTTP/1.1 request; the status code and the body.
pub fn request(addr: &str, method: &str, path: &str, headers: &str, body: &str) -> (u16, String) {
    try_request(addr, method, path, headers, body)
        .unwrap_or_else(|e| panic!("{method} {path} on {addr}: {e}"))
}

/// [`request`], or why it got no answer.
pub fn try_request(
    addr: &str,
    method: &str,
    path: &str,
    headers: &str,
    body: &str,
) -> std::io::Result<(u16, String)> {
    let mut stream = TcpStream::connect(addr)?;
    stream.set_read_timeout(Some(Duration::from_secs(60)))?;
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\n{headers}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )?;
    let mut answer = String::new();
    stream.read_to_string(&mut answer)?;
    let status = answer
        .split(' ')
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or(0);
    let body = answer.split_once("\r\n\r\n").map(|(_, b)| b).unwrap_or("");
    Ok((status, dechunk(body)))
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

/// POSTs a Discord interaction signed now with [`signing_key`]; a successful answer must be
/// one Discord's OpenAPI spec accepts.
pub fn post_interaction(addr: &str, body: &str) -> (u16, String) {
    let (status, answer) =
        try_post_interaction(addr, body).unwrap_or_else(|e| panic!("POST to {addr}: {e}"));
    if (200..300).contains(&status) {
        let json =
            serde_json::from_str(&answer).unwrap_or(serde_json::Value::String(answer.clone()));
        polyroll_testkit::discord_api::assert_valid(
            polyroll_testkit::discord_api::Body::InteractionResponse,
            &json,
        );
    }
    (status, answer)
}

/// [`post_interaction`], or why it got no answer.
pub fn try_post_interaction(addr: &str, body: &str) -> std::io::Result<(u16, String)> {
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
    try_request(addr, "POST", "/", &headers, body)
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
