//! A process this tool started, and owns: it never outlives the tool. Dropped (after an
//! error or a panic), it is killed and reaped; if the tool itself dies first, the kernel
//! kills it (PR_SET_PDEATHSIG, tied to the spawning thread: this tool runs on one thread).

use std::os::unix::process::CommandExt;
use std::process::{Child, Command, ExitStatus};
use std::time::Duration;

use anyhow::Context as _;

pub struct OwnedChild {
    child: Child,
    name: &'static str,
}

impl OwnedChild {
    /// Spawns `command`, tied to this process's life.
    pub fn spawn(name: &'static str, command: &mut Command) -> anyhow::Result<OwnedChild> {
        let parent = std::process::id();
        // SAFETY: only async-signal-safe calls (prctl, getppid) between fork and exec.
        unsafe {
            command.pre_exec(move || {
                if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                // The parent may have died before the line above took effect.
                if libc::getppid() as u32 != parent {
                    return Err(std::io::Error::other("the load generator is gone"));
                }
                Ok(())
            });
        }
        let child = command
            .spawn()
            .with_context(|| format!("cannot start {name} ({:?})", command.get_program()))?;
        Ok(OwnedChild { child, name })
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// The exit status, if it has exited.
    pub fn exited(&mut self) -> Option<ExitStatus> {
        self.child.try_wait().ok().flatten()
    }

    /// Sends `signal` (SIGTERM, SIGINT).
    pub fn signal(&self, signal: libc::c_int) {
        // SAFETY: kill only sends a signal to our own child, which we have not reaped yet.
        unsafe {
            libc::kill(self.child.id() as libc::pid_t, signal);
        }
    }

    /// Sends `signal` and waits up to `grace` for the exit; kills it after that.
    pub async fn stop(
        mut self,
        signal: libc::c_int,
        grace: Duration,
    ) -> anyhow::Result<ExitStatus> {
        self.signal(signal);
        let deadline = tokio::time::Instant::now() + grace;
        while tokio::time::Instant::now() < deadline {
            if let Some(status) = self.exited() {
                return Ok(status);
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let _ = self.child.kill();
        let status = self.child.wait()?;
        anyhow::bail!(
            "{} did not stop within {grace:?} and was killed ({status})",
            self.name
        )
    }
}

impl Drop for OwnedChild {
    fn drop(&mut self) {
        if self.exited().is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}
