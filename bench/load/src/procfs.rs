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
    fn the_listener_is_found_by_its_port() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        assert_eq!(listening_on(port).unwrap(), std::process::id());
    }
}
