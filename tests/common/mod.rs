//! What the binary's end-to-end tests share: a console chat driven line by line, and fresh
//! PostgreSQL databases that are dropped afterwards.

// Each test binary uses only part of this module.
#![allow(dead_code, unused_imports)]

pub mod service;

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// A generous upper bound for one reply: the binary is a debug build on a busy machine.
pub const REPLY_WAIT: Duration = Duration::from_secs(60);

// Each test binary uses only some of these.
#[allow(unused_imports)]
pub use polyroll_testkit::{unique, FaultProxy, Link, POSTGRES_ENV};

/// A command no bot knows, sent after each line (see [`Console::say`]).
const END_MARKER: &str = "end-of-reply-marker";

/// `polyroll console` on `database_url`, answering one line at a time.
pub struct Console {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: mpsc::Receiver<String>,
    stderr: std::sync::Arc<std::sync::Mutex<String>>,
}

impl Console {
    pub fn start(database_url: &str, dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Console {
        let command = Command::new(env!("CARGO_BIN_EXE_polyroll"));
        Console::start_with(command, database_url, dir, args, env)
    }

    /// [`Console::start`] of a command already chosen (another binary, a memory limit).
    pub fn start_with(
        mut command: Command,
        database_url: &str,
        dir: &Path,
        args: &[&str],
        env: &[(&str, &str)],
    ) -> Console {
        command
            .arg("console")
            .args(args)
            .env("DATABASE_URL", database_url)
            .env("POLYROLL_LOG", "warn")
            // A busy test machine can take longer than the answering deadline for a healthy
            // store; tests of a failing store pass their own.
            .env("POLYROLL_STORE_TIMEOUT_MS", "10000")
            .env_remove("DISCORD_TOKEN")
            .env_remove("TELEGRAM_BOT_TOKEN")
            .current_dir(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        for (k, v) in env {
            command.env(k, v);
        }
        let mut child = command.spawn().expect("start polyroll console");
        let stdin = child.stdin.take();
        let (tx, lines) = mpsc::channel();
        let stdout = child.stdout.take().expect("stdout");
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let stderr = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
        let errors = child.stderr.take().expect("stderr");
        let sink = stderr.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(errors).lines() {
                let Ok(line) = line else { break };
                if let Ok(mut all) = sink.lock() {
                    all.push_str(&line);
                    all.push('\n');
                }
            }
        });
        Console {
            child,
            stdin,
            lines,
            stderr,
        }
    }

    /// Sends one line and returns its whole reply (lines joined by `\n`). An unknown command
    /// follows each line as a marker: its one-line answer ends the reply before it.
    pub fn say(&mut self, line: &str) -> String {
        let stdin = self.stdin.as_mut().expect("console still open");
        writeln!(stdin, "{line}\n/{END_MARKER}").expect("write to the console");
        stdin.flush().expect("flush");
        let mut reply = Vec::new();
        loop {
            let got = self
                .lines
                .recv_timeout(REPLY_WAIT)
                .unwrap_or_else(|_| panic!("no reply to {line:?}; stderr: {}", self.stderr()));
            if got.contains(END_MARKER) {
                return reply.join("\n");
            }
            reply.push(got);
        }
    }

    /// Sends `line` until the reply contains `wanted` (the store reconnects in the
    /// background); panics after `tries`.
    pub fn say_until(&mut self, line: &str, wanted: &str, tries: usize) -> String {
        let mut last = String::new();
        for _ in 0..tries {
            last = self.say(line);
            if last.contains(wanted) {
                return last;
            }
            std::thread::sleep(Duration::from_millis(200));
        }
        panic!("{line:?} never answered {wanted:?}; last: {last}");
    }

    pub fn stderr(&self) -> String {
        self.stderr.lock().map(|s| s.clone()).unwrap_or_default()
    }

    /// The process id, for signals.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Writes `line` without waiting for its reply.
    pub fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("console still open");
        writeln!(stdin, "{line}").expect("write to the console");
        stdin.flush().expect("flush");
    }

    /// The exit status if the process has ended by `within` from now, else `None`.
    pub fn exited_within(&mut self, within: Duration) -> Option<ExitStatus> {
        service::exited_within(&mut self.child, within)
    }

    /// Ends the input and waits for a clean exit.
    pub fn finish(mut self) -> (ExitStatus, String) {
        drop(self.stdin.take());
        let status = self.child.wait().expect("console exits at end of input");
        // The reader thread has seen end of file once the process is gone.
        std::thread::sleep(Duration::from_millis(50));
        (status, self.stderr())
    }
}

impl Drop for Console {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The bold total of a plain roll line: `… = **17**`.
pub fn total(line: &str) -> f64 {
    let t = line
        .rsplit("= ")
        .next()
        .and_then(|t| t.split_whitespace().next())
        .unwrap_or_else(|| panic!("no total in {line}"));
    t.parse().unwrap_or_else(|_| panic!("bad total in {line}"))
}

/// A fresh, empty PostgreSQL database on the test server, dropped (with whatever is still
/// connected to it) when this goes.
pub struct PgDatabase {
    pub name: String,
    pub url: String,
    admin_url: String,
}

impl PgDatabase {
    /// `None` when `POLYROLL_TEST_POSTGRES` is unset (the PostgreSQL half is skipped).
    pub fn create(prefix: &str) -> Option<PgDatabase> {
        let Ok(admin_url) = std::env::var(POSTGRES_ENV) else {
            eprintln!("note: {POSTGRES_ENV} is not set; skipping the PostgreSQL half");
            return None;
        };
        let db = PgDatabase::named(&admin_url, &unique(prefix));
        db.create_now();
        Some(db)
    }

    /// The handle for a database not created yet (see [`PgDatabase::create_now`]).
    pub fn named(admin_url: &str, name: &str) -> PgDatabase {
        let base = admin_url.split('?').next().unwrap_or(admin_url);
        let server = base.rsplit_once('/').map(|(s, _)| s).unwrap_or(base);
        PgDatabase {
            name: name.to_string(),
            url: format!("{server}/{name}"),
            admin_url: admin_url.to_string(),
        }
    }

    pub fn create_now(&self) {
        execute(&self.admin_url, &format!("CREATE DATABASE {}", self.name));
    }

    /// One number from a query in this database, e.g. a count.
    pub fn scalar(&self, query: &str) -> i64 {
        scalar(&self.url, query)
    }
}

impl Drop for PgDatabase {
    fn drop(&mut self) {
        let _ = sql(
            &self.admin_url,
            &format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name),
        );
    }
}

/// Runs `statement` (names spliced in come from [`unique`]: letters, digits and `_`).
fn execute(url: &str, statement: &str) {
    if let Err(e) = sql(url, statement) {
        panic!("{statement}: {e}");
    }
}

fn sql(url: &str, statement: &str) -> Result<(), sqlx::Error> {
    use sqlx::Connection;
    runtime().block_on(async {
        let mut conn = sqlx::PgConnection::connect(url).await?;
        sqlx::raw_sql(sqlx::AssertSqlSafe(statement.to_string()))
            .execute(&mut conn)
            .await?;
        conn.close().await
    })
}

/// One number from a query, e.g. a count.
fn scalar(url: &str, query: &str) -> i64 {
    use sqlx::Connection;
    let got: Result<i64, sqlx::Error> = runtime().block_on(async {
        let mut conn = sqlx::PgConnection::connect(url).await?;
        let n = sqlx::query_scalar(sqlx::AssertSqlSafe(query.to_string()))
            .fetch_one(&mut conn)
            .await?;
        conn.close().await?;
        Ok(n)
    });
    got.unwrap_or_else(|e| panic!("{query}: {e}"))
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime for the test's own queries")
}

/// Runs `polyroll console ARGS` on the SQLite file `db` with `input` on stdin, to the end
/// of the input; returns stdout.
pub fn console_output(db: &Path, args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_polyroll"))
        .arg("console")
        .args(args)
        .env("DATABASE_URL", format!("sqlite://{}", db.display()))
        // A busy test machine can take longer than the answering deadline for a healthy store.
        .env("POLYROLL_STORE_TIMEOUT_MS", "10000")
        .env_remove("DISCORD_TOKEN")
        .env_remove("TELEGRAM_BOT_TOKEN")
        .current_dir(db.parent().expect("db in a folder"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start polyroll console");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write stdin");
    let out = child
        .wait_with_output()
        .expect("console ends at end of input");
    assert!(
        out.status.success(),
        "console failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Runs `polyroll ARGS`, which must succeed; returns stdout.
pub fn polyroll_stdout(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_polyroll"))
        .args(args)
        .output()
        .expect("run polyroll");
    assert!(out.status.success(), "{args:?}: {out:?}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Random moments for kill tests (xorshift64*), seeded so a failing run can be replayed:
/// `POLYROLL_KILL_SEED` sets the seed, which is printed.
pub struct Moments(u64);

impl Moments {
    pub fn new() -> Moments {
        let seed = std::env::var("POLYROLL_KILL_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| {
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(1, |d| d.as_nanos() as u64)
            });
        eprintln!("POLYROLL_KILL_SEED={seed}");
        Moments(seed | 1)
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n.max(1)
    }
}

/// The rows of `query` (`sqlx::FromRow` values) in the database at `database_url`, SQLite
/// or PostgreSQL, read on a connection of its own.
pub fn rows_of<T>(database_url: &str, query: &'static str) -> Vec<T>
where
    T: Send
        + Unpin
        + for<'r> sqlx::FromRow<'r, sqlx::sqlite::SqliteRow>
        + for<'r> sqlx::FromRow<'r, sqlx::postgres::PgRow>,
{
    use sqlx::Connection;
    runtime().block_on(async {
        if database_url.starts_with("sqlite:") {
            let mut conn = sqlx::SqliteConnection::connect(database_url)
                .await
                .expect("open the SQLite database");
            sqlx::query_as(query).fetch_all(&mut conn).await
        } else {
            let mut conn = sqlx::PgConnection::connect(database_url)
                .await
                .expect("open the PostgreSQL database");
            sqlx::query_as(query).fetch_all(&mut conn).await
        }
        .unwrap_or_else(|e| panic!("{query}: {e}"))
    })
}
