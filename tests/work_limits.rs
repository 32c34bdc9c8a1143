//! Issue 31's attacks on the binary, as a user would make them, with the process's memory
//! capped and `/healthz` asked every 100 ms throughout:
//!
//! - an alias book that fans out (`l4` reads `l5` 150 times, … down to `l8 = 1`: some
//!   5·10⁸ parts in one roll) rolled, hinted and analysed through the signed Discord
//!   endpoint and through the console: refused at once, the process never near its cap;
//! - one user's keystrokes and long statistics while another user asks for `/stats`: the
//!   other user is answered, never told "busy";
//! - SIGTERM while statistics run: they are stopped, their requests answered so, and the
//!   process exits;
//! - and the cap counts address space, so the binary must not reserve it far ahead.
//!
//! The binary is the release build when `.ci/run` names it in `POLYROLL_RELEASE_BIN`, else
//! this build's. Nothing here measures speed: the only time bounds catch a hang.

mod common;
mod discord_double;

use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use common::service::{self, HealthWatch, Service};
use common::Console;
use discord_double::{payloads, Double};
use serde_json::{json, Value};

/// The address space each process may take: a few times what it needs under these loads
/// (under 400 MiB, most of it thread stacks and allocator arenas reserved, not used), far
/// below what one roll of the fan-out took (1.6 GB on the endpoint, 24 GB in the console).
const MEMORY_CAP: u64 = 1536 << 20;

/// Each test starts a bot and loads both cores of the test machine: one at a time.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

/// A runtime for the test's own async work (the Discord double, the store).
fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime")
}

/// A folder with the SQLite store the bot under attack uses.
struct Store {
    dir: tempfile::TempDir,
    url: String,
}

impl Store {
    fn new() -> Store {
        let dir = tempfile::tempdir().expect("dir");
        let url = format!("sqlite://{}", dir.path().join("bot.db").display());
        Store { dir, url }
    }
}

/// What a refusal for the work budget says, in English.
const OVER: &str = "more than 10000 steps";

/// Alice's and Bob's Discord ids (the payloads' own), and Carol's.
const ALICE: &str = payloads::ALICE;
const BOB: &str = "1180000000000000031";
const CAROL: &str = "1180000000000000032";

fn fan_out(next: &str) -> String {
    vec![format!("[{next}]"); 150].join("+")
}

/// Saves the fan-out into `owner`'s book in the store at `url` before the bot starts, as
/// a book saved before the save-time check existed (or from the top down) would be.
async fn save_fan_out(url: &str, owner: polyroll_store::Owner) {
    let store = polyroll_store::Store::open(url, polyroll_store::StoreConfig::default())
        .expect("open the store");
    store.first_attempt().await.expect("the store is there");
    let standard = polyroll_core::Dialect::Standard;
    store
        .set_alias(&owner, "l8", "1", standard, None)
        .await
        .expect("saved");
    for (name, next) in [("l7", "l8"), ("l6", "l7"), ("l5", "l6"), ("l4", "l5")] {
        store
            .set_alias(&owner, name, &fan_out(next), standard, None)
            .await
            .expect("saved");
    }
    store.close().await;
}

/// The release binary (or this build's), its memory capped.
fn capped_binary() -> Command {
    let mut command = Command::new(service::release_binary());
    #[cfg(unix)]
    service::limit_memory(&mut command, MEMORY_CAP);
    command
}

/// The Discord endpoint under attack, with its health on another port and the double its
/// follow-ups go to.
struct Endpoint {
    bot: Service,
    addr: String,
    health: String,
    double: Double,
    /// Kept until the test ends: its folder goes with it.
    _store: Store,
}

async fn endpoint(store: Store, extra: &[(&str, &str)]) -> Endpoint {
    let double = Double::start(1).await;
    let (bot, addr, health) = start_endpoint(&store.url, &double, extra);
    Endpoint {
        bot,
        addr,
        health,
        double,
        _store: store,
    }
}

/// [`endpoint`] on a store where Alice has the fan-out saved.
async fn fan_out_endpoint(extra: &[(&str, &str)]) -> Endpoint {
    let store = Store::new();
    save_fan_out(&store.url, polyroll_store::Owner::user("discord", ALICE)).await;
    endpoint(store, extra).await
}

fn start_endpoint(db: &str, double: &Double, extra: &[(&str, &str)]) -> (Service, String, String) {
    let (addr, health) = (service::free_addr(), service::free_addr());
    let mut env = vec![
        ("DATABASE_URL", db.to_string()),
        ("DISCORD_PUBLIC_KEY", service::public_key()),
        ("DISCORD_INTERACTIONS_ADDR", addr.clone()),
        ("POLYROLL_HTTP_ADDR", health.clone()),
        ("DISCORD_API_URL", double.api.clone()),
        ("POLYROLL_STORE_TIMEOUT_MS", "10000".to_string()),
    ];
    env.extend(extra.iter().map(|(k, v)| (*k, v.to_string())));
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let bot = Service::start_with(capped_binary(), &env, &[&addr, &health]);
    (bot, addr, health)
}

/// Each interaction gets an id and a token of its own, as Discord's do (a repeated id is
/// a replay), and comes from `user`.
fn from(user: &str, mut payload: Value) -> Value {
    static NEXT: AtomicU64 = AtomicU64::new(1_180_000_000_000_001_000);
    let id = NEXT.fetch_add(1, Ordering::Relaxed);
    payload["id"] = json!(id.to_string());
    payload["token"] = json!(format!("token-{id}"));
    let name = format!("user{}", &user[user.len() - 2..]);
    payload["member"] = payloads::member(user, &name, &[], payloads::MEMBER_PERMISSIONS);
    payload
}

/// POSTs a signed interaction (off the runtime's workers); the status and the JSON answer.
async fn post(addr: &str, payload: &Value) -> (u16, Value) {
    let (addr, body) = (addr.to_string(), payload.to_string());
    let (status, answer) =
        tokio::task::spawn_blocking(move || service::post_interaction(&addr, &body))
            .await
            .expect("posted");
    (status, serde_json::from_str(&answer).unwrap_or(Value::Null))
}

fn content(answer: &Value) -> String {
    answer["data"]["content"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

fn roll(formula: &str) -> Value {
    payloads::command("roll", vec![payloads::text("formula", formula)])
}

fn stats(formula: &str) -> Value {
    payloads::command("stats", vec![payloads::text("formula", formula)])
}

/// What the bot said to the interaction with `token`: its inline answer, or (deferred)
/// the follow-up it sent to the double.
async fn said(double: &Double, answer: &Value, token: &str) -> String {
    if answer["type"] == 4 {
        return content(answer);
    }
    assert_eq!(answer["type"], 5, "answered or deferred: {answer}");
    let webhook = format!("/webhooks/{}/{token}", payloads::APP_ID);
    double
        .eventually(&format!("the follow-up of {token}"), |calls| {
            calls
                .iter()
                .find(|c| c.path.starts_with(&webhook))
                .map(|c| c.json()["content"].as_str().unwrap_or_default().to_string())
        })
        .await
}

fn token(payload: &Value) -> String {
    payload["token"].as_str().unwrap_or_default().to_string()
}

#[test]
fn a_fan_out_through_the_discord_endpoint_is_refused_and_the_process_stays_up() {
    let _one = one_at_a_time();
    runtime().block_on(async {
        let at = fan_out_endpoint(&[]).await;
        let (addr, health, double) = (&at.addr, &at.health, &at.double);
        let watch = HealthWatch::start(health);

        for payload in [
            roll("[l4]"),
            roll("l4"),
            roll("1d20 + [l5]"),
            roll("I swing [[1d20]] for [[ [l5] ]]"),
            payloads::command(
                "roll",
                vec![
                    payloads::text("formula", "[l5]"),
                    payloads::option("repeat", 4, json!(3)),
                ],
            ),
            payloads::command(
                "roll",
                vec![
                    payloads::text("formula", "l4"),
                    payloads::text("dialect", "pool"),
                ],
            ),
            stats("[l4]"),
            stats("3#[l5]"),
        ] {
            let payload = from(ALICE, payload);
            let (status, answer) = post(addr, &payload).await;
            assert_eq!(status, 200, "{answer}");
            let said = said(double, &answer, &token(&payload)).await;
            assert!(said.contains(OVER), "{payload}: {said}");
        }
        // Autocomplete's hint, for each keystroke.
        for partial in ["[l4]", "[l4]+1", "l4", "[l5]d6"] {
            let (_, answer) =
                post(addr, &from(ALICE, payloads::autocomplete("roll", partial))).await;
            assert_eq!(answer["type"], 8, "{answer}");
            let first = answer["data"]["choices"][0]["name"].as_str().unwrap_or("");
            assert!(first.contains("more than 10000"), "{partial}: {answer}");
        }
        // Saving more of it is refused at once.
        let (_, answer) = post(addr, &from(ALICE, payloads::alias_set("l3", "[l4] + [l4]"))).await;
        assert!(content(&answer).contains("was not saved"), "{answer}");
        // The process answers as before: a roll, and the aliases within the limit.
        let (_, answer) = post(addr, &from(BOB, roll("2d6+3"))).await;
        assert!(content(&answer).contains("2d6"), "{answer}");
        let (_, answer) = post(addr, &from(ALICE, roll("[l7]"))).await;
        assert!(content(&answer).contains("150"), "{answer}");

        let (healthy, failed) = watch.stop();
        assert!(failed.is_empty(), "/healthz failed: {failed:?}");
        assert!(healthy > 0);
        at.bot.stop();
    })
}

#[test]
fn a_fan_out_in_the_console_is_refused_and_the_process_stays_up() {
    let _one = one_at_a_time();
    let store = Store::new();
    let owner = polyroll_store::Owner::user("console", "me");
    runtime().block_on(save_fan_out(&store.url, owner));
    let health = service::free_addr();
    let mut console = Console::start_with(
        capped_binary(),
        &store.url,
        store.dir.path(),
        &["--user", "me"],
        &[("POLYROLL_HTTP_ADDR", &health)],
    );
    // The first answer means the console reads its input; the health port is up by then.
    assert!(console.say("/roll 1d1").contains("1"));
    let watch = HealthWatch::start(&health);
    for line in [
        "/roll [l4]",
        "[l5]",
        "l4",
        "/roll --dialect diceplus l4",
        "/roll 3#[l5]",
        "/roll I swing [[1d20]] for [[ [l5] ]]",
        "/stats [l4]",
        "/stats l4",
    ] {
        let reply = console.say(line);
        assert!(reply.contains(OVER), "{line}: {reply}");
    }
    let refused = console.say("/alias set l3 [l4] + 1");
    assert!(refused.contains("was not saved"), "{refused}");
    assert!(console.say("[l7]").contains("150"));
    let (healthy, failed) = watch.stop();
    assert!(failed.is_empty(), "/healthz failed: {failed:?}");
    assert!(healthy > 0);
    let (status, stderr) = console.finish();
    assert!(status.success(), "{stderr}");
}

/// Statistics that run for seconds whatever the machine: keeping half of 100,000 dice
/// goes over the exactness budget, then 2,000 sampled rolls draw and sort 100,000 dice
/// each (a debug build runs into the ten seconds a job may take).
const LONG_STATS: &str = "100000d6kh50000";

#[test]
fn one_users_keystrokes_and_long_statistics_never_make_another_user_busy() {
    let _one = one_at_a_time();
    runtime().block_on(async {
        let at = fan_out_endpoint(&[("POLYROLL_MAX_DICE", "100000")]).await;
        let (addr, health, double) = (&at.addr, &at.health, &at.double);
        let watch = HealthWatch::start(health);

        // Alice: long statistics, then keystroke after keystroke of heavy formulas.
        let long = from(ALICE, stats(LONG_STATS));
        let (_, long_answer) = post(addr, &long).await;
        let mut keystrokes = tokio::task::JoinSet::new();
        for i in 0..30 {
            let partial = match i % 3 {
                0 => format!("{LONG_STATS}+{i}"),
                1 => format!("[l4]+{i}"),
                _ => format!("{{100000d6!}}kh{i}"),
            };
            let addr = addr.clone();
            keystrokes.spawn(async move {
                post(
                    &addr,
                    &from(ALICE, payloads::autocomplete("roll", &partial)),
                )
                .await
            });
        }
        // Bob's statistics while that runs: answered, never "busy". Carol's roll too.
        let theirs = from(BOB, stats("4d6kh3"));
        let (status, answer) = post(addr, &theirs).await;
        assert_eq!(status, 200);
        // (Discord Markdown escapes the dots.)
        let said_to_bob = said(double, &answer, &token(&theirs))
            .await
            .replace('\\', "");
        assert!(said_to_bob.contains("mean 12.24"), "{said_to_bob}");
        let (_, answer) = post(addr, &from(CAROL, roll("1d20+5"))).await;
        assert!(content(&answer).contains("1d20"), "{answer}");
        while let Some(done) = keystrokes.join_next().await {
            let (status, answer) = done.expect("keystroke");
            assert_eq!(status, 200, "{answer}");
            assert_eq!(answer["type"], 8, "{answer}");
        }
        // Alice's long statistics end: done, or stopped at their deadline and saying so.
        let said_to_alice = said(double, &long_answer, &token(&long)).await;
        assert!(
            said_to_alice.contains("mean")
                || said_to_alice.contains("took longer than 10 s and was stopped"),
            "{said_to_alice}"
        );
        let (healthy, failed) = watch.stop();
        assert!(
            failed.is_empty(),
            "/healthz failed: {failed:?}\n{}",
            at.bot.log()
        );
        assert!(healthy > 0);
        at.bot.stop();
    })
}

/// The binary reserves address space as it goes, not a gigabyte ahead: mimalloc's first
/// arena is 64 MiB (`src/allocator.rs`). At 1 GiB, with glibc's 64 MiB per thread, the
/// reservations alone reached [`MEMORY_CAP`] under the keystrokes above, and SQLite ran out
/// of memory. mimalloc says what it reserved when asked to be verbose.
#[test]
fn the_binary_reserves_address_space_as_it_goes() {
    let out = Command::new(service::release_binary())
        .args(["roll", "1d6"])
        .env("MIMALLOC_VERBOSE", "1")
        .env_remove("MIMALLOC_ARENA_RESERVE")
        .output()
        .expect("polyroll roll");
    assert!(out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    let reserved: Vec<&str> = said
        .lines()
        .filter(|line| line.starts_with("mimalloc: reserved"))
        .collect();
    assert_eq!(reserved, ["mimalloc: reserved 65536 KiB memory"], "{said}");
}

/// A bound that only a hang breaks: the grace is 10 s, the exit takes a moment; before
/// the fix, a process with statistics in flight took 70 s and more.
const HANG: Duration = Duration::from_secs(30);

#[test]
fn sigterm_under_load_stops_the_statistics_and_exits() {
    let _one = one_at_a_time();
    runtime().block_on(async {
        let mut at = endpoint(Store::new(), &[("POLYROLL_MAX_DICE", "100000")]).await;
        let (addr, double) = (at.addr.clone(), at.double.clone());
        // Two users' long statistics (each holding a slot), and keystrokes on top. Both are
        // deferred together, after the endpoint's two seconds, while they run.
        let (alice, bob) = (from(ALICE, stats(LONG_STATS)), from(BOB, stats(LONG_STATS)));
        let (a, b) = tokio::join!(post(&addr, &alice), post(&addr, &bob));
        let long = [(alice, a.1), (bob, b.1)];
        for (_, answer) in &long {
            assert_eq!(answer["type"], 5, "deferred while it runs: {answer}");
        }
        for i in 0..10 {
            let partial = format!("{{100000d6!}}kh{i}");
            let keystroke = from(CAROL, payloads::autocomplete("roll", &partial));
            let (addr, body) = (addr.clone(), keystroke.to_string());
            // Not awaited: in flight when the signal comes (or refused once it has).
            std::thread::spawn(move || service::try_post_interaction(&addr, &body));
        }
        at.bot.terminate();
        let status = at.bot.exited_within(HANG);
        assert!(status.is_some(), "still running {HANG:?} after SIGTERM");
        assert!(
            status.is_some_and(|s| s.success()),
            "{status:?}: {}",
            at.bot.log()
        );
        // Each request in flight was answered: its statistics were stopped for the restart.
        for (payload, answer) in &long {
            let said = said(&double, answer, &token(payload)).await;
            assert!(said.contains("restarting"), "{said}");
        }
    })
}

#[test]
fn sigterm_during_statistics_in_the_console_exits() {
    let _one = one_at_a_time();
    let store = Store::new();
    let mut console = Console::start_with(
        capped_binary(),
        &store.url,
        store.dir.path(),
        &[],
        &[("POLYROLL_MAX_DICE", "100000")],
    );
    assert!(console.say("/roll 1d1").contains("1"));
    console.send(&format!("/stats {LONG_STATS}"));
    // Under way (the console reads a line at a time, so the statistics are running or
    // about to): the signal must stop them, not wait for them.
    std::thread::sleep(Duration::from_millis(500));
    let killed = Command::new("kill")
        .args(["-TERM", &console.pid().to_string()])
        .status()
        .expect("kill");
    assert!(killed.success());
    let status = console.exited_within(HANG);
    assert!(status.is_some(), "still running {HANG:?} after SIGTERM");
    assert!(
        status.is_some_and(|s| s.success()),
        "{status:?}: {}",
        console.stderr()
    );
}
