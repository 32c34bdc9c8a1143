//! The bot under load: a `polyroll` this tool starts with one run's settings, in a
//! temporary folder of its own (so no `bot.env` is read and nothing is left behind), or one
//! already running that it only measures.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::time::Duration;

use anyhow::Context as _;

use crate::child::OwnedChild;
use crate::procfs;

pub struct Bot {
    pid: u32,
    started: Option<Started>,
}

struct Started {
    child: OwnedChild,
    log: PathBuf,
    _dir: tempfile::TempDir,
}

/// Variables of the caller's environment the bot keeps; every other one is cleared, so a
/// token or a DATABASE_URL in the shell cannot change what is measured.
const KEPT: [&str; 3] = ["PATH", "HOME", "LANG"];

impl Bot {
    /// Starts `program` (the binary, after a launcher such as valgrind when there is one)
    /// with `settings` as its environment.
    pub fn start(program: &[OsString], settings: &[(String, String)]) -> anyhow::Result<Bot> {
        let (first, rest) = program.split_first().context("no program to start")?;
        let dir = tempfile::Builder::new().prefix("polyroll-load").tempdir()?;
        let log = dir.path().join("bot.log");
        let stderr = std::fs::File::create(&log)?;
        let mut command = Command::new(first);
        command
            .args(rest)
            .current_dir(dir.path())
            .env_clear()
            .envs(KEPT.iter().filter_map(|k| Some((k, std::env::var_os(k)?))))
            .envs(settings.iter().map(|(k, v)| (k, v)))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(stderr);
        let child = OwnedChild::spawn("polyroll", &mut command)?;
        Ok(Bot {
            pid: child.pid(),
            started: Some(Started {
                child,
                log,
                _dir: dir,
            }),
        })
    }

    /// A bot someone else started: measured, never stopped.
    pub fn attach(pid: u32) -> anyhow::Result<Bot> {
        procfs::cpu(pid).with_context(|| format!("no process {pid} to attach to"))?;
        Ok(Bot { pid, started: None })
    }

    pub fn pid(&self) -> u32 {
        self.pid
    }

    /// The bot's CPU time so far.
    pub fn cpu(&self) -> anyhow::Result<Duration> {
        procfs::cpu(self.pid)
    }

    /// An error carrying the end of the bot's log when the bot has exited.
    pub fn check_alive(&mut self) -> anyhow::Result<()> {
        let exited = match &mut self.started {
            Some(started) => started.child.exited(),
            None => procfs::cpu(self.pid).err().map(|_| ExitStatus::default()),
        };
        match exited {
            None => Ok(()),
            Some(status) => anyhow::bail!("the bot exited ({status}); {}", self.log_tail()),
        }
    }

    /// The last lines of a started bot's log (stderr).
    pub fn log_tail(&self) -> String {
        match &self.started {
            Some(started) => tail(&started.log),
            None => "its log is wherever it was started".into(),
        }
    }

    /// Stops a started bot with SIGTERM (killed after `grace`) and says how it ended; an
    /// attached one is left running.
    pub async fn stop(mut self, grace: Duration) -> anyhow::Result<Option<ExitStatus>> {
        let Some(started) = self.started.take() else {
            return Ok(None);
        };
        let status = started.child.stop(libc::SIGTERM, grace).await;
        Ok(Some(status.with_context(|| tail(&started.log))?))
    }
}

/// The end of a log file, to show with an error.
fn tail(log: &Path) -> String {
    let text = std::fs::read_to_string(log).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    let tail = lines[lines.len().saturating_sub(20)..].join("\n");
    format!("the end of its log:\n{tail}")
}
