//! Where the bot's CPU goes, over the measured window only: `perf record` attached to the
//! bot for that window, or the bot started under callgrind with its instrumentation
//! switched on for that window (`callgrind_control -i on|off`), which counts instructions
//! and so does not move with the machine's load.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use anyhow::{bail, Context as _};

use crate::child::OwnedChild;

pub enum Profiler {
    None,
    Perf { file: PathBuf, args: Vec<String> },
    Callgrind { file: PathBuf },
}

/// A profile being recorded.
pub struct Recording(Option<OwnedChild>);

impl Profiler {
    /// The profiler asked for, writing to `file` with `tag` (surface and store) added to
    /// its name, so several runs keep their own files.
    pub fn new(
        perf: Option<&Path>,
        perf_args: Option<&str>,
        callgrind: Option<&Path>,
        tag: &str,
    ) -> Profiler {
        let tagged = |file: &Path| {
            let stem = file.file_stem().unwrap_or_default().to_string_lossy();
            let name = match file.extension() {
                Some(ext) => format!("{stem}-{tag}.{}", ext.to_string_lossy()),
                None => format!("{stem}-{tag}"),
            };
            // Absolute: callgrind opens it from the bot's own working folder.
            let file = file.with_file_name(name);
            std::path::absolute(&file).unwrap_or(file)
        };
        match (perf, callgrind) {
            (Some(file), _) => Profiler::Perf {
                file: tagged(file),
                args: perf_args
                    .unwrap_or("-F 4999")
                    .split_whitespace()
                    .map(str::to_string)
                    .collect(),
            },
            (None, Some(file)) => Profiler::Callgrind { file: tagged(file) },
            (None, None) => Profiler::None,
        }
    }

    /// What goes before the bot's binary on its command line.
    pub fn launcher(&self) -> Vec<OsString> {
        match self {
            Profiler::Callgrind { file } => {
                let mut out = OsString::from("--callgrind-out-file=");
                out.push(file);
                vec![
                    "valgrind".into(),
                    "--tool=callgrind".into(),
                    "--instr-atstart=no".into(),
                    out,
                ]
            }
            _ => Vec::new(),
        }
    }

    /// Starts recording process `pid`.
    pub async fn start(&self, pid: u32) -> anyhow::Result<Recording> {
        match self {
            Profiler::None => Ok(Recording(None)),
            Profiler::Perf { file, args } => {
                let mut command = Command::new("perf");
                command
                    .arg("record")
                    .args(args)
                    .arg("-o")
                    .arg(file)
                    .arg("-p")
                    .arg(pid.to_string())
                    .stdin(Stdio::null())
                    .stdout(Stdio::null())
                    .stderr(Stdio::null());
                let perf = OwnedChild::spawn("perf", &mut command)?;
                // perf needs a moment to attach; what it misses is the window's first ms.
                tokio::time::sleep(Duration::from_millis(300)).await;
                Ok(Recording(Some(perf)))
            }
            Profiler::Callgrind { .. } => {
                callgrind_control("on", pid)?;
                Ok(Recording(None))
            }
        }
    }

    /// Stops recording (perf writes its file now; callgrind when the bot exits).
    pub async fn stop(&self, pid: u32, recording: Recording) -> anyhow::Result<()> {
        match self {
            Profiler::None => Ok(()),
            Profiler::Perf { file, .. } => {
                if let Some(perf) = recording.0 {
                    let status = perf.stop(libc::SIGINT, Duration::from_secs(60)).await?;
                    if !file.exists() {
                        bail!(
                            "perf record ended ({status}) without writing {}",
                            file.display()
                        );
                    }
                }
                Ok(())
            }
            Profiler::Callgrind { .. } => callgrind_control("off", pid),
        }
    }

    /// The file a profile was written to.
    pub fn file(&self) -> Option<&Path> {
        match self {
            Profiler::None => None,
            Profiler::Perf { file, .. } | Profiler::Callgrind { file } => Some(file),
        }
    }

    /// Instructions counted by callgrind in the window (read once the bot has exited).
    pub fn instructions(&self) -> Option<u64> {
        let Profiler::Callgrind { file } = self else {
            return None;
        };
        let text = std::fs::read_to_string(file).ok()?;
        text.lines()
            .find_map(|l| l.strip_prefix("totals:"))
            .and_then(|n| n.split_whitespace().next()?.parse().ok())
    }
}

/// Switches callgrind's instrumentation of process `pid` on or off.
fn callgrind_control(state: &str, pid: u32) -> anyhow::Result<()> {
    let output = Command::new("callgrind_control")
        .args(["-i", state, &pid.to_string()])
        .stdin(Stdio::null())
        .output()
        .context("cannot run callgrind_control (is valgrind installed?)")?;
    if !output.status.success() {
        bail!(
            "callgrind_control -i {state} {pid} failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_run_writes_its_own_file() {
        let p = Profiler::new(
            Some(Path::new("/tmp/x/bot.data")),
            None,
            None,
            "discord-sqlite",
        );
        assert_eq!(p.file(), Some(Path::new("/tmp/x/bot-discord-sqlite.data")));
        let c = Profiler::new(None, None, Some(Path::new("cg.out")), "telegram-postgres");
        // Made absolute: the bot opens it from a folder of its own.
        let absolute = std::env::current_dir()
            .unwrap()
            .join("cg-telegram-postgres.out");
        assert_eq!(c.file(), Some(absolute.as_path()));
        let mut flag = std::ffi::OsString::from("--callgrind-out-file=");
        flag.push(&absolute);
        assert_eq!(c.launcher()[3], flag);
    }
}
