//! No roll is answered before its roll-log row is committed, even as rolls are logged
//! together (group commit): signed `/roll` interactions from many clients at once reach the
//! real binary's Discord endpoint while it is killed with SIGKILL four times at random
//! moments, each time started again at once. Afterwards every roll that was answered with
//! an id must be in the log, on SQLite and on PostgreSQL.
//!
//! Loopback only; bounded: `POLYROLL_ROLL_KILL_N` rolls answered in all (600 unless set),
//! four kills, and a deadline on the whole run. `POLYROLL_KILL_SEED` replays the kill moments of a
//! run (it prints its seed).

mod common;

#[path = "../crates/polyroll-discord/tests/common/payloads.rs"]
#[allow(dead_code)]
mod payloads;

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use common::service::{self, Service};
use common::{Moments, PgDatabase};
use polyroll_bot::RollId;

const KILLS: usize = 4;
/// Requests in flight at once: enough for rolls to share inserts.
const CLIENTS: usize = 16;
/// The longest the whole run may take on a loaded machine (debug builds starting again).
const DEADLINE: Duration = Duration::from_secs(240);

fn requests() -> usize {
    std::env::var("POLYROLL_ROLL_KILL_N")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(600)
}

/// What the clients saw.
#[derive(Default)]
struct Seen {
    /// The ids of the rolls answered as logged.
    logged: Mutex<Vec<RollId>>,
    /// Answers without an id (the store said no in time): allowed, not checked.
    unlogged: AtomicUsize,
    /// Requests that got no answer (the process was down or died under them).
    failed: AtomicUsize,
    /// Clients that stopped (done, or failed a check).
    clients_done: AtomicUsize,
}

/// Counts a client stopped, however it stops.
struct Done<'a>(&'a AtomicUsize);

impl Drop for Done<'_> {
    fn drop(&mut self) {
        self.0.fetch_add(1, Ordering::Relaxed);
    }
}

/// The id a Discord answer names, `(#k3x9a2b7q1m4)` at the end of its text.
fn answered_id(answer: &str) -> Option<RollId> {
    let answer: serde_json::Value = serde_json::from_str(answer).ok()?;
    let content = answer["data"]["content"].as_str()?;
    let (_, tail) = content.rsplit_once("(#")?;
    RollId::parse(tail.split(')').next()?)
}

impl Seen {
    fn answered(&self) -> usize {
        self.logged.lock().expect("ids").len() + self.unlogged.load(Ordering::Relaxed)
    }
}

/// One client: `/roll` after `/roll` until `n` are answered or the deadline passes.
fn client(endpoint: &Mutex<String>, n: usize, seen: &Seen, start: Instant) {
    let _done = Done(&seen.clients_done);
    while seen.answered() < n && start.elapsed() < DEADLINE {
        // Each its own interaction: one sent again would be answered as a repeat.
        let body = payloads::command("roll", vec![payloads::text("formula", "1d20+5")]).to_string();
        let addr = endpoint.lock().expect("endpoint").clone();
        match service::try_post_interaction(&addr, &body) {
            Ok((200, answer)) => match answered_id(&answer) {
                Some(id) => seen.logged.lock().expect("ids").push(id),
                None if answer.contains("\"type\":4") => {
                    seen.unlogged.fetch_add(1, Ordering::Relaxed);
                }
                None => panic!("not a roll: {answer}"),
            },
            // No status: the process died with the connection open.
            Ok((0, _)) | Err(_) => {
                seen.failed.fetch_add(1, Ordering::Relaxed);
                std::thread::sleep(Duration::from_millis(50));
            }
            Ok((status, answer)) => panic!("{status}: {answer}"),
        }
    }
}

/// The drawn ids in the roll log.
fn logged_ids(database_url: &str) -> BTreeSet<i64> {
    let ids: Vec<(i64,)> = common::rows_of(
        database_url,
        "SELECT public_id FROM rolls WHERE public_id IS NOT NULL",
    );
    ids.into_iter().map(|(id,)| id).collect()
}

fn kill_during_load(database_url: &str) {
    let n = requests();
    let mut moments = Moments::new();
    let start_bot = |endpoint: &str| {
        Service::start(
            &[
                ("DATABASE_URL", database_url),
                ("DISCORD_PUBLIC_KEY", &service::public_key()),
                ("DISCORD_INTERACTIONS_ADDR", endpoint),
                // A healthy store answers within this even on a loaded machine.
                ("POLYROLL_STORE_TIMEOUT_MS", "10000"),
                ("POLYROLL_LOG", "warn"),
            ],
            &[endpoint],
        )
    };
    let first = service::free_addr();
    let endpoint = Mutex::new(first.clone());
    let mut bot = Some(start_bot(&first));
    let (seen, start) = (Seen::default(), Instant::now());
    std::thread::scope(|scope| {
        for _ in 0..CLIENTS {
            scope.spawn(|| client(&endpoint, n, &seen, start));
        }
        let answered = || seen.answered();
        for k in 0..KILLS {
            // Somewhere in the first half of the k-th of KILLS + 1 stretches of the answers.
            let stretch = n / (KILLS + 1);
            let target = k * stretch + moments.below(stretch as u64 / 2) as usize + 1;
            let running = || seen.clients_done.load(Ordering::Relaxed) < CLIENTS;
            while answered() < target && running() && start.elapsed() < DEADLINE {
                std::thread::sleep(Duration::from_millis(5));
            }
            std::thread::sleep(Duration::from_millis(moments.below(20)));
            if let Some(running) = bot.take() {
                running.kill();
            }
            eprintln!("kill {} after {} rolls answered", k + 1, answered());
            // Again at once, on a fresh port: clients meanwhile find nothing listening.
            let next = service::free_addr();
            bot = Some(start_bot(&next));
            *endpoint.lock().expect("endpoint") = next;
        }
    });
    assert!(start.elapsed() < DEADLINE, "the run took too long");
    if let Some(running) = bot {
        running.stop();
    }

    let answered = seen.logged.into_inner().expect("ids");
    let in_log = logged_ids(database_url);
    let lost: Vec<String> = answered
        .iter()
        .filter(|id| match id {
            RollId::Drawn(value) => !in_log.contains(value),
            RollId::Legacy(_) => true,
        })
        .map(RollId::to_string)
        .collect();
    eprintln!(
        "{KILLS} kills: {} rolls answered with an id, {} without, {} requests unanswered; {} rows",
        answered.len(),
        seen.unlogged.load(Ordering::Relaxed),
        seen.failed.load(Ordering::Relaxed),
        in_log.len()
    );
    assert!(
        lost.is_empty(),
        "{} rolls answered but not in the log: {lost:?}",
        lost.len()
    );
    let unlogged = seen.unlogged.load(Ordering::Relaxed);
    assert!(
        answered.len() + unlogged >= n,
        "only {} of {n} rolls answered",
        answered.len() + unlogged
    );
}

#[cfg(unix)]
#[test]
fn answered_rolls_survive_sigkill_on_sqlite() {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("kill.db").display());
    kill_during_load(&url);
}

#[cfg(unix)]
#[test]
fn answered_rolls_survive_sigkill_on_postgres() {
    let Some(db) = PgDatabase::create("polyroll_roll_kill") else {
        return;
    };
    kill_during_load(&db.url);
}
