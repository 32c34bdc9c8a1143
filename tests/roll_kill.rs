//! No roll is answered before its roll-log row is committed, even as rolls are logged
//! together (group commit): signed `/roll` interactions from many clients at once reach the
//! real binary's Discord endpoint while it is killed with SIGKILL four times at random
//! moments, each time started again at once. Afterwards every roll that was answered with
//! an id must be in the log, on SQLite and on PostgreSQL.
//!
//! A roll is answered in the interaction's response, or — when it takes longer than the
//! endpoint waits (a loaded machine) — deferred ("thinking…") and answered by a follow-up
//! through the interaction's webhook, which a Discord double receives here. Both kinds of
//! answer are checked; a deferral whose process was killed before its follow-up went out
//! answered nothing.
//!
//! Loopback only; bounded: `POLYROLL_ROLL_KILL_N` rolls answered in all (600 unless set),
//! four kills, and a deadline on the whole run. `POLYROLL_KILL_SEED` replays the kill moments of a
//! run (it prints its seed).

mod common;
mod discord_double;

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::http::Method;
use common::service::{self, Service};
use common::{Moments, PgDatabase};
use discord_double::{payloads, Double};
use polyroll_bot::RollId;
use serde_json::json;

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
    /// Rolls answered "deferred", by the endpoint that deferred them and their interaction
    /// token: their follow-ups say the rest.
    deferred: Mutex<Vec<(String, String)>>,
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

/// The id a roll's text names, `(#k3x9a2b7q1m4)` at its end.
fn roll_id(content: &str) -> Option<RollId> {
    let (_, tail) = content.rsplit_once("(#")?;
    RollId::parse(tail.split(')').next()?)
}

impl Seen {
    /// Interactions answered so far, deferred ones included (their follow-ups are counted
    /// once the run is over).
    fn answered(&self) -> usize {
        self.logged.lock().expect("ids").len()
            + self.unlogged.load(Ordering::Relaxed)
            + self.deferred.lock().expect("tokens").len()
    }
}

/// One client: `/roll` after `/roll` until `n` are answered or the deadline passes.
fn client(endpoint: &Mutex<String>, n: usize, seen: &Seen, start: Instant) {
    let _done = Done(&seen.clients_done);
    while seen.answered() < n && start.elapsed() < DEADLINE {
        // Each its own interaction (one sent again would be answered as a repeat), with its
        // own token, so that its follow-up, if deferred, is told apart from the others'.
        let mut payload = payloads::command("roll", vec![payloads::text("formula", "1d20+5")]);
        let token = format!("roll-kill-{}", payload["id"].as_str().unwrap_or_default());
        payload["token"] = json!(token);
        let addr = endpoint.lock().expect("endpoint").clone();
        match service::try_post_interaction(&addr, &payload.to_string()) {
            Ok((200, answer)) => {
                let answer: serde_json::Value = serde_json::from_str(&answer)
                    .unwrap_or_else(|e| panic!("not JSON ({e}): {answer}"));
                let content = answer["data"]["content"].as_str();
                match (answer["type"].as_u64(), content.and_then(roll_id)) {
                    (Some(4), Some(id)) => seen.logged.lock().expect("ids").push(id),
                    (Some(4), None) => {
                        seen.unlogged.fetch_add(1, Ordering::Relaxed);
                    }
                    // Deferred: the roll, if the process lives long enough, comes as a
                    // follow-up to this token.
                    (Some(5), _) => seen.deferred.lock().expect("tokens").push((addr, token)),
                    _ => panic!("not a roll: {answer}"),
                }
            }
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

/// The follow-ups `double` received to the interactions `deferred`, by their text: the ids
/// of the rolls they answered with, and how many answered without an id. Any other
/// follow-up (another token, a second one to a token) is a failure, and so is a deferral
/// by the process at `stopped_cleanly` without its follow-up: that one was not killed.
fn followed_up(
    double: &Double,
    deferred: &[(String, String)],
    stopped_cleanly: &str,
) -> (Vec<RollId>, usize) {
    let webhooks = format!("/webhooks/{}/", payloads::APP_ID);
    let (mut logged, mut unlogged, mut tokens) = (Vec::new(), 0, BTreeSet::new());
    for call in double.calls_to(Method::POST, &webhooks) {
        let token = call.path[webhooks.len()..].to_string();
        assert!(
            deferred.iter().any(|(_, t)| *t == token),
            "a follow-up to {token}, never deferred"
        );
        assert!(tokens.insert(token.clone()), "two follow-ups to {token}");
        let message = call.json();
        match message["content"].as_str().and_then(roll_id) {
            Some(id) => logged.push(id),
            None => unlogged += 1,
        }
    }
    for (addr, token) in deferred {
        assert!(
            addr != stopped_cleanly || tokens.contains(token),
            "{token} was deferred by the process stopped cleanly and never followed up"
        );
    }
    (logged, unlogged)
}

fn kill_during_load(database_url: &str) {
    let n = requests();
    let mut moments = Moments::new();
    // Receives the follow-ups of deferred answers, as Discord would.
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("runtime");
    let double = runtime.block_on(Double::start(1));
    let start_bot = |endpoint: &str| {
        Service::start(
            &[
                ("DATABASE_URL", database_url),
                ("DISCORD_PUBLIC_KEY", &service::public_key()),
                ("DISCORD_INTERACTIONS_ADDR", endpoint),
                ("DISCORD_API_URL", &double.api),
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
    // A clean stop sends every follow-up already promised before the process exits.
    if let Some(running) = bot {
        running.stop();
    }

    let deferred = seen.deferred.into_inner().expect("tokens");
    let last = endpoint.into_inner().expect("endpoint");
    let (followed, unlogged_later) = followed_up(&double, &deferred, &last);
    let mut answered = seen.logged.into_inner().expect("ids");
    let at_once = answered.len();
    answered.extend(followed);
    let in_log = logged_ids(database_url);
    let lost: Vec<String> = answered
        .iter()
        .filter(|id| match id {
            RollId::Drawn(value) => !in_log.contains(value),
            RollId::Legacy(_) => true,
        })
        .map(RollId::to_string)
        .collect();
    let unlogged = seen.unlogged.load(Ordering::Relaxed) + unlogged_later;
    eprintln!(
        "{KILLS} kills: {} rolls answered with an id ({} deferred), {unlogged} without, \
         {} deferrals never followed up, {} requests unanswered; {} rows",
        answered.len(),
        answered.len() - at_once,
        deferred.len() - (answered.len() - at_once) - unlogged_later,
        seen.failed.load(Ordering::Relaxed),
        in_log.len()
    );
    assert!(
        lost.is_empty(),
        "{} rolls answered but not in the log: {lost:?}",
        lost.len()
    );
    // Deferred rolls count as answered here: the process that promised them may have been
    // killed before it could keep the promise, which is what this test does to it.
    assert!(
        at_once + seen.unlogged.load(Ordering::Relaxed) + deferred.len() >= n,
        "only {} of {n} rolls answered",
        at_once + seen.unlogged.load(Ordering::Relaxed) + deferred.len()
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
