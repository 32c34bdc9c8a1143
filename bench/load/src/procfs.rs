//! What Linux says about processes: a process's CPU time, this tool's own, the load
//! average, and which process listens on a port.

use std::time::Duration;

use anyhow::{bail, Context as _};

/// User plus system CPU time of process `pid` so far, every thread included, dead ones too
/// (`utime` + `stime` of /proc/PID/stat).
pub fn cpu(pid: u32) -> anyhow::Result<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .with_context(|| format!("reading /proc/{pid}/stat (has the bot exited?)"))?;
    // The fields after the command name, which is in parentheses and may hold spaces:
    // utime and stime are the 12th and 13th of them.
    let after = stat.rsplit_once(')').map(|(_, rest)| rest).unwrap_or("");
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks = |i: usize| -> anyhow::Result<u64> {
        fields
            .get(i)
            .and_then(|f| f.parse().ok())
            .with_context(|| format!("/proc/{pid}/stat has no CPU time field {i}"))
    };
    Ok(from_ticks(ticks(11)? + ticks(12)?))
}

/// This process's own CPU time (the load generator's share of the machine).
pub fn own_cpu() -> Duration {
    // SAFETY: getrusage only writes the struct it is given.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) } != 0 {
        return Duration::ZERO;
    }
    let time = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec.max(0) as u64) + Duration::from_micros(t.tv_usec.max(0) as u64)
    };
    time(usage.ru_utime) + time(usage.ru_stime)
}

fn from_ticks(ticks: u64) -> Duration {
    // SAFETY: sysconf reads a constant.
    let per_second = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
    let per_second = if per_second > 0 {
        per_second as u64
    } else {
        100
    };
    Duration::from_secs(ticks / per_second)
        + Duration::from_nanos((ticks % per_second) * 1_000_000_000 / per_second)
}

/// The machine's CPU time so far, every core together, in clock ticks (the first line of
/// /proc/stat).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MachineCpu {
    pub idle: u64,
    pub total: u64,
}

impl MachineCpu {
    /// The share of the machine's CPU busy since `before` (0 to 1).
    pub fn busy_since(&self, before: &MachineCpu) -> Option<f64> {
        let total = self.total.checked_sub(before.total).filter(|t| *t > 0)?;
        let idle = self.idle.saturating_sub(before.idle);
        Some(1.0 - idle as f64 / total as f64)
    }
}

pub fn machine_cpu() -> MachineCpu {
    let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let Some(line) = stat.lines().find(|l| l.starts_with("cpu ")) else {
        return MachineCpu::default();
    };
    // user nice system idle iowait irq softirq steal (guest time is inside user already).
    let ticks: Vec<u64> = line
        .split_whitespace()
        .skip(1)
        .take(8)
        .filter_map(|f| f.parse().ok())
        .collect();
    MachineCpu {
        idle: ticks.get(3).copied().unwrap_or(0) + ticks.get(4).copied().unwrap_or(0),
        total: ticks.iter().sum(),
    }
}

/// Threads runnable on the machine right now (`procs_running` of /proc/stat, this tool's
/// reading thread included).
pub fn runnable() -> u32 {
    std::fs::read_to_string("/proc/stat")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("procs_running "))
                .and_then(|n| n.trim().parse().ok())
        })
        .unwrap_or(0)
}

/// CLOCK_MONOTONIC now: the clock `Instant` reads and `perf trace -T` prints.
pub fn monotonic() -> Duration {
    // SAFETY: clock_gettime only writes the struct it is given.
    let mut ts: libc::timespec = unsafe { std::mem::zeroed() };
    if unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) } != 0 {
        return Duration::ZERO;
    }
    Duration::new(
        ts.tv_sec.max(0) as u64,
        ts.tv_nsec.clamp(0, 999_999_999) as u32,
    )
}

/// The 1-, 5- and 15-minute load averages, as /proc/loadavg writes them.
pub fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|| "unknown".into())
}

/// The process listening on TCP `port` (any local address), found through its socket's
/// inode in /proc/net/tcp{,6} and the open files of every process.
pub fn listening_on(port: u16) -> anyhow::Result<u32> {
    let mut inodes = Vec::new();
    for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
        let Ok(text) = std::fs::read_to_string(table) else {
            continue;
        };
        for line in text.lines().skip(1) {
            let fields: Vec<&str> = line.split_whitespace().collect();
            // local_address is ADDR:PORT in hex; state 0A is LISTEN; the inode is field 9.
            let (Some(local), Some(state), Some(inode)) =
                (fields.get(1), fields.get(3), fields.get(9))
            else {
                continue;
            };
            let listens_here = local
                .rsplit_once(':')
                .and_then(|(_, p)| u16::from_str_radix(p, 16).ok())
                == Some(port);
            if listens_here && *state == "0A" {
                inodes.push(format!("socket:[{inode}]"));
            }
        }
    }
    if inodes.is_empty() {
        bail!("nothing listens on port {port}");
    }
    for process in std::fs::read_dir("/proc")?.flatten() {
        let Some(pid) = process
            .file_name()
            .to_str()
            .and_then(|s| s.parse::<u32>().ok())
        else {
            continue;
        };
        let Ok(fds) = std::fs::read_dir(process.path().join("fd")) else {
            continue;
        };
        for fd in fds.flatten() {
            if let Ok(target) = std::fs::read_link(fd.path()) {
                if inodes.iter().any(|i| target.as_os_str() == i.as_str()) {
                    return Ok(pid);
                }
            }
        }
    }
    bail!("no process found holding the socket listening on port {port} (give --pid)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn this_process_burns_cpu_that_stat_sees() {
        // Spins until the kernel has counted at least one more tick (bounded, so a /proc
        // that never moves fails instead of hanging).
        let before = cpu(std::process::id()).unwrap();
        let start = std::time::Instant::now();
        let mut x = 0u64;
        while cpu(std::process::id()).unwrap() == before {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "CPU time never moved"
            );
            for _ in 0..100_000 {
                x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(7));
            }
        }
    }

    #[test]
    fn the_machine_is_busy_between_nothing_and_everything() {
        let before = machine_cpu();
        assert!(before.total > before.idle, "{before:?}");
        let after = MachineCpu {
            idle: before.idle + 50,
            total: before.total + 200,
        };
        assert_eq!(after.busy_since(&before), Some(0.75));
        assert_eq!(before.busy_since(&before), None);
        assert!(runnable() >= 1, "this test is running");
    }

    #[test]
    fn the_listener_is_found_by_its_port() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        assert_eq!(listening_on(port).unwrap(), std::process::id());
    }
}
