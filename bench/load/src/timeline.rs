//! Where a run's tail comes from (`--timeline`): the measured window cut into slices of
//! time, each with the latency of the requests due in it, this tool's own lag in sending
//! them, the bot's CPU, the machine's, its store calls, and — with `--trace-fsync` — the
//! fsyncs made on the machine while it ran (`perf trace` over every process: the bot's, the
//! database server's, everyone else's), then the slowest requests with what overlapped them.
//!
//! The slices come from samples taken every slice while the requests run: `/proc` for CPU
//! and the run queue, the bot's `/metrics` for its store calls (one small request a slice).

use std::fmt::Write as _;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;

use anyhow::Context as _;
use tokio::sync::oneshot;
use tokio::time::Instant;

use crate::child::OwnedChild;
use crate::metrics::{self, Counters, SLOW_CALL};
use crate::procfs;

/// One request of the window, its times counted from the window's start.
#[derive(Clone, Copy, Debug)]
pub struct Request {
    pub due: Duration,
    pub took: Duration,
    /// The tool's own lag before sending it (part of `took`).
    pub late: Duration,
}

/// What was read at the end of each slice.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    pub at: Duration,
    pub bot_cpu: Duration,
    pub machine: procfs::MachineCpu,
    /// Threads runnable on the machine at that moment (`procs_running`).
    pub runnable: u32,
    pub counters: Option<Counters>,
}

/// Reads a sample every `width` from `start` until `done` fires (and once more then).
pub async fn sample(
    pid: u32,
    client: &reqwest::Client,
    metrics_addr: Option<SocketAddr>,
    width: Duration,
    start: Instant,
    mut done: oneshot::Receiver<()>,
) -> Vec<Sample> {
    let mut samples = Vec::new();
    let mut next = start;
    loop {
        let finished = tokio::select! {
            _ = tokio::time::sleep_until(next) => false,
            _ = &mut done => true,
        };
        let counters = match metrics_addr {
            Some(addr) => metrics::read(client, addr).await.ok(),
            None => None,
        };
        samples.push(Sample {
            at: start.elapsed(),
            bot_cpu: procfs::cpu(pid).unwrap_or_default(),
            machine: procfs::machine_cpu(),
            runnable: procfs::runnable(),
            counters,
        });
        if finished {
            return samples;
        }
        next += width;
    }
}

/// Whose fsync it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whose {
    Bot,
    /// A PostgreSQL server process (any database's: the server is shared).
    Postgres,
    Other,
}

/// One `fsync`, `fdatasync` or `sync_file_range` that ended in the window.
#[derive(Clone, Copy, Debug)]
pub struct Fsync {
    /// When it began, from the window's start.
    pub at: Duration,
    pub took: Duration,
    pub whose: Whose,
}

/// `perf trace` of every process's syncs, running.
pub struct FsyncTrace {
    perf: OwnedChild,
    file: PathBuf,
    _dir: tempfile::TempDir,
}

impl FsyncTrace {
    pub async fn start() -> anyhow::Result<FsyncTrace> {
        let dir = tempfile::Builder::new()
            .prefix("polyroll-load-trace")
            .tempdir()?;
        let file = dir.path().join("fsync.trace");
        let mut command = Command::new("perf");
        command
            .args([
                "trace",
                "-a",
                "-T",
                "-e",
                "fsync,fdatasync,sync_file_range",
                "-o",
            ])
            .arg(&file)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        let perf = OwnedChild::spawn("perf trace", &mut command)?;
        // perf needs a moment to attach; what it misses is the window's first ms.
        tokio::time::sleep(Duration::from_millis(500)).await;
        Ok(FsyncTrace {
            perf,
            file,
            _dir: dir,
        })
    }

    /// Stops the trace and reads it: the syncs from `window_start` (CLOCK_MONOTONIC, which
    /// `perf trace -T` prints, in ms) on, the bot's told apart by its threads.
    pub async fn stop(self, bot: u32, window_start: Duration) -> anyhow::Result<Vec<Fsync>> {
        let bot_threads: Vec<u32> = std::fs::read_dir(format!("/proc/{bot}/task"))
            .map(|d| {
                d.flatten()
                    .filter_map(|t| t.file_name().to_str()?.parse().ok())
                    .collect()
            })
            .unwrap_or_default();
        self.perf
            .stop(libc::SIGINT, Duration::from_secs(30))
            .await?;
        let text = std::fs::read_to_string(&self.file)
            .with_context(|| format!("perf trace wrote no {}", self.file.display()))?;
        Ok(text
            .lines()
            .filter_map(parse_trace_line)
            .filter_map(|(at_ms, took_ms, comm, tid)| {
                let at = Duration::from_secs_f64(at_ms / 1e3).checked_sub(window_start)?;
                let whose = if bot_threads.contains(&tid) {
                    Whose::Bot
                } else if comm.starts_with("postgres") {
                    Whose::Postgres
                } else {
                    Whose::Other
                };
                Some(Fsync {
                    at,
                    took: Duration::from_secs_f64(took_ms / 1e3),
                    whose,
                })
            })
            .collect())
    }
}

/// `297662.625 (11.701 ms): postgres/15256 fdatasync(fd: 3) = 0` → (start ms, duration ms,
/// command, thread id); lines of another shape (a call still running when the trace
/// stopped) are skipped.
fn parse_trace_line(line: &str) -> Option<(f64, f64, &str, u32)> {
    let (at, rest) = line.trim_start().split_once(" (")?;
    let (took, rest) = rest.split_once(" ms): ")?;
    let who = rest.split_whitespace().next()?;
    let (comm, tid) = who.rsplit_once('/')?;
    Some((
        at.trim().parse().ok()?,
        took.trim().parse().ok()?,
        comm,
        tid.parse().ok()?,
    ))
}

/// The window in slices of `width`: one line each.
pub fn table(
    width: Duration,
    requests: &[Request],
    samples: &[Sample],
    fsyncs: Option<&[Fsync]>,
    cores: usize,
) -> String {
    let w = width.as_secs_f64();
    let mut out = format!(
        "timeline, {w} s slices (requests by when they were due; \"late\": this tool's lag in \
         sending; CPU in % of one core; store calls slower than {SLOW_CALL} s as \"slow\"):\n\
         | from s | due | answered p50 | p99 | max | late p99 | sent to answered p99 | bot CPU | machine busy of {} cores | runnable | store calls | mean call | slow calls |{}\n\
         |---|---|---|---|---|---|---|---|---|---|---|---|---|{}\n",
        cores,
        if fsyncs.is_some() {
            " bot syncs: n, longest | postgres syncs: n, longest | others' syncs: n, longest |"
        } else {
            ""
        },
        if fsyncs.is_some() { "---|---|---|" } else { "" },
    );
    let mut late: Vec<Duration> = requests.iter().map(|r| r.late).collect();
    let mut from_sent: Vec<Duration> = requests
        .iter()
        .map(|r| r.took.saturating_sub(r.late))
        .collect();
    late.sort();
    from_sent.sort();
    out.insert_str(
        0,
        &format!(
            "the whole window: this tool late p50 {}, p99 {}; sent to answered p50 {}, p99 {}\n",
            ms(crate::percentile::percentile(&late, 0.5)),
            ms(crate::percentile::percentile(&late, 0.99)),
            ms(crate::percentile::percentile(&from_sent, 0.5)),
            ms(crate::percentile::percentile(&from_sent, 0.99)),
        ),
    );
    let mut previous: Option<&Sample> = None;
    for sample in samples {
        let from = previous.map_or(Duration::ZERO, |p| p.at);
        let to = sample.at;
        let mut took: Vec<Duration> = Vec::new();
        let mut late: Vec<Duration> = Vec::new();
        let mut from_sent: Vec<Duration> = Vec::new();
        for r in requests.iter().filter(|r| r.due >= from && r.due < to) {
            took.push(r.took);
            late.push(r.late);
            from_sent.push(r.took.saturating_sub(r.late));
        }
        took.sort();
        late.sort();
        from_sent.sort();
        let span = to.saturating_sub(from).as_secs_f64().max(1e-9);
        let (cpu, busy, calls, mean, slow) = match previous {
            Some(p) => {
                let counters = match (sample.counters, p.counters) {
                    (Some(now), Some(then)) => Some(now.since(&then)),
                    _ => None,
                };
                (
                    format!(
                        "{:.0}%",
                        sample.bot_cpu.saturating_sub(p.bot_cpu).as_secs_f64() / span * 100.0
                    ),
                    sample
                        .machine
                        .busy_since(&p.machine)
                        .map_or("-".into(), |b| format!("{:.0}%", b * 100.0)),
                    counters.map_or("-".into(), |c| format!("{:.0}", c.store_calls)),
                    counters
                        .filter(|c| c.store_calls > 0.0)
                        .map_or("-".into(), |c| {
                            format!("{:.1} ms", c.call_seconds / c.store_calls * 1e3)
                        }),
                    counters.map_or("-".into(), |c| format!("{:.0}", c.slow_calls)),
                )
            }
            None => ("-".into(), "-".into(), "-".into(), "-".into(), "-".into()),
        };
        let _ = write!(
            out,
            "| {:.1} | {} | {} | {} | {} | {} | {} | {cpu} | {busy} | {} | {calls} | {mean} | {slow} |",
            from.as_secs_f64(),
            took.len(),
            ms(crate::percentile::percentile(&took, 0.5)),
            ms(crate::percentile::percentile(&took, 0.99)),
            ms(took.last().copied()),
            ms(crate::percentile::percentile(&late, 0.99)),
            ms(crate::percentile::percentile(&from_sent, 0.99)),
            sample.runnable,
        );
        if let Some(fsyncs) = fsyncs {
            for whose in [Whose::Bot, Whose::Postgres, Whose::Other] {
                let these: Vec<Duration> = fsyncs
                    .iter()
                    .filter(|f| f.whose == whose && f.at >= from && f.at < to)
                    .map(|f| f.took)
                    .collect();
                let _ = write!(
                    out,
                    " {}, {} |",
                    these.len(),
                    ms(these.iter().max().copied())
                );
            }
        }
        out.push('\n');
        previous = Some(sample);
    }
    out
}

/// The `n` slowest requests, each with the tool's lag and the syncs that overlapped it.
pub fn slowest(requests: &[Request], fsyncs: Option<&[Fsync]>, n: usize) -> String {
    let mut by_time: Vec<&Request> = requests.iter().collect();
    by_time.sort_by_key(|r| std::cmp::Reverse(r.took));
    let mut out = format!("the {} slowest requests:\n", n.min(by_time.len()));
    for r in by_time.into_iter().take(n) {
        let _ = write!(
            out,
            "  due at {:.3} s: {} (late {})",
            r.due.as_secs_f64(),
            ms(Some(r.took)),
            ms(Some(r.late))
        );
        if let Some(fsyncs) = fsyncs {
            let end = r.due + r.took;
            let mut overlapping = Vec::new();
            for (whose, name) in [
                (Whose::Bot, "the bot's"),
                (Whose::Postgres, "postgres's"),
                (Whose::Other, "others'"),
            ] {
                let these: Vec<Duration> = fsyncs
                    .iter()
                    .filter(|f| f.whose == whose && f.at < end && f.at + f.took > r.due)
                    .map(|f| f.took)
                    .collect();
                if let Some(longest) = these.iter().max() {
                    overlapping.push(format!(
                        "{name} {} (longest {})",
                        these.len(),
                        ms(Some(*longest))
                    ));
                }
            }
            if !overlapping.is_empty() {
                let _ = write!(out, "; syncs overlapping: {}", overlapping.join(", "));
            }
        }
        out.push('\n');
    }
    out
}

fn ms(d: Option<Duration>) -> String {
    d.map_or("-".into(), |d| format!("{:.1} ms", d.as_secs_f64() * 1e3))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perf_trace_lines_are_read_and_others_skipped() {
        assert_eq!(
            parse_trace_line(
                "297662.625 (11.701 ms): postgres/15256 fdatasync(fd: 3)          = 0"
            ),
            Some((297662.625, 11.701, "postgres", 15256))
        );
        assert_eq!(
            parse_trace_line("  12.5 ( 0.301 ms): sqlx-sqlite-wor/7 fsync(fd: 9) = 0"),
            Some((12.5, 0.301, "sqlx-sqlite-wor", 7))
        );
        assert_eq!(
            parse_trace_line("297662.625 (         ): postgres/15256 fdatasync(fd: 3) ..."),
            None
        );
    }

    #[test]
    fn requests_land_in_the_slice_they_were_due_in() {
        let sample = |s: u64| Sample {
            at: Duration::from_secs(s),
            bot_cpu: Duration::from_millis(s * 500),
            machine: procfs::MachineCpu::default(),
            runnable: 1,
            counters: None,
        };
        let request = |due_ms: u64, took_ms: u64| Request {
            due: Duration::from_millis(due_ms),
            took: Duration::from_millis(took_ms),
            late: Duration::ZERO,
        };
        let requests = [request(100, 5), request(1500, 300), request(1600, 7)];
        let text = table(
            Duration::from_secs(1),
            &requests,
            &[sample(1), sample(2)],
            None,
            2,
        );
        let lines: Vec<&str> = text.lines().collect();
        assert!(
            lines[0].contains("sent to answered p50 7.0 ms, p99 300.0 ms"),
            "{text}"
        );
        assert!(lines[4].starts_with("| 0.0 | 1 | 5.0 ms |"), "{text}");
        assert!(
            lines[5].starts_with("| 1.0 | 2 | 7.0 ms | 300.0 ms |"),
            "{text}"
        );
        assert!(lines[5].contains("| 50% |"), "{text}");
        let slow = slowest(&requests, None, 1);
        assert!(slow.contains("due at 1.500 s: 300.0 ms"), "{slow}");
    }
}
