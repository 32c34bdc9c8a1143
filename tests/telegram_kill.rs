//! Telegram updates survive the process dying. `/roll` messages from many private chats
//! wait at a fake Bot API; the real binary answers them, long polling or behind its
//! webhook, and is killed with SIGKILL six times at random moments while it does, each time
//! started again at once. The fake keeps every update until it is confirmed, as Telegram
//! does (by a later `getUpdates` offset; by a `200` to the webhook request, delivered again
//! until it gets one), and answers 429 to messages sent faster than Telegram allows.
//!
//! Every message must be answered, no message rolled twice (every answer it got shows the
//! same roll, and the roll log holds one roll per message), and a message answered twice
//! only when the process died after the answer went out and before Telegram heard that the
//! update was done — no process can know whether a message it was sending when it died was
//! delivered, and the answer sent again is the logged roll, never a new one.
//!
//! Loopback only; bounded: `POLYROLL_KILL_N` messages (300 unless set), six kills, and a
//! deadline on every wait. `POLYROLL_KILL_SEED` replays the kill moments of a run (it
//! prints its seed).

mod common;

#[path = "../crates/polyroll-telegram/tests/support/mod.rs"]
mod telegram_api;

use std::collections::{BTreeMap, BTreeSet};
use std::time::{Duration, Instant};

use common::service::{self, Service};
use common::{Moments, PgDatabase};
use telegram_api::{text_message, user, FakeApi, TOKEN};

const KILLS: usize = 6;
const SECRET: &str = "kill-Test_secret";
/// Chat ids of the messages: one private chat each, from this number on.
const FIRST_CHAT: i64 = 5_000_000;
/// The longest any step may take on a loaded machine (a debug build starting, a few
/// hundred answers paced by Telegram's limits).
const DEADLINE: Duration = Duration::from_secs(180);
/// No new answer for this long, though some are missing: the rest are lost (a restart of
/// a debug build on a loaded machine takes a few seconds).
const STALLED: Duration = Duration::from_secs(30);

fn messages() -> usize {
    std::env::var("POLYROLL_KILL_N")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(300)
}

#[derive(Clone, Copy, Debug)]
enum Mode {
    Polling,
    Webhook,
}

/// What the fake saw: the texts each chat was sent, in order.
fn answers(fake: &FakeApi) -> BTreeMap<i64, Vec<String>> {
    let mut by_chat: BTreeMap<i64, Vec<String>> = BTreeMap::new();
    for call in fake.calls("sendMessage") {
        if call.status != 200 {
            continue;
        }
        let chat = call.body["chat_id"].as_i64().unwrap_or(0);
        let text = call.body["text"].as_str().unwrap_or_default().to_string();
        by_chat.entry(chat).or_default().push(text);
    }
    by_chat
}

/// The update carrying chat `chat`'s message (pushed in order, numbered from 1).
fn update_of(chat: i64) -> i64 {
    chat - FIRST_CHAT + 1
}

/// Chats answered whose update Telegram still holds: the process dying now leaves them to
/// be delivered again, and answered again.
fn answered_unconfirmed(fake: &FakeApi) -> BTreeSet<i64> {
    answers(fake)
        .into_keys()
        .filter(|chat| !fake.confirmed(update_of(*chat)))
        .collect()
}

/// Waits until `target` chats are answered: `false` if answers stop coming first (for
/// [`STALLED`], so messages were lost) or [`DEADLINE`] passes.
fn answered_by(fake: &FakeApi, target: usize) -> bool {
    let start = Instant::now();
    let (mut seen, mut progress) = (0, Instant::now());
    loop {
        let answered = answers(fake).len();
        if answered >= target {
            return true;
        }
        if answered > seen {
            (seen, progress) = (answered, Instant::now());
        }
        if progress.elapsed() > STALLED || start.elapsed() > DEADLINE {
            return false;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Rolls in the log, and the users they belong to.
fn logged(database_url: &str) -> (i64, i64) {
    common::rows_of(
        database_url,
        "SELECT count(*), count(DISTINCT user_id) FROM rolls",
    )
    .first()
    .copied()
    .expect("count the rolls")
}

/// Kills the bot [`KILLS`] times while it answers, starting it again at once each time;
/// the bot running at the end, once every chat is answered (or answers stopped coming),
/// and the chats answered and not yet confirmed when a kill struck.
fn kill_while_answering(
    fake: &FakeApi,
    mode: Mode,
    env: &[(&str, &str)],
    listening: &[&str],
) -> (Service, BTreeSet<i64>) {
    let n = messages();
    let mut moments = Moments::new();
    let mut bot = Service::start(env, listening);
    // Updates answered and not yet confirmed when each kill struck.
    let mut in_the_gap = BTreeSet::new();
    for k in 0..KILLS {
        // Somewhere in the k-th of KILLS + 1 stretches of the answers, then a little later.
        let stretch = n / (KILLS + 1);
        let target = k * stretch + moments.below(stretch as u64) as usize + 1;
        if !answered_by(fake, target) {
            // Lost messages: the checks below say which.
            break;
        }
        std::thread::sleep(Duration::from_millis(moments.below(150)));
        bot.kill();
        let gap = answered_unconfirmed(fake);
        eprintln!(
            "{mode:?}: kill {} after {} answers; {} of them not confirmed yet",
            k + 1,
            answers(fake).len(),
            gap.len()
        );
        in_the_gap.extend(gap);
        bot = Service::start(env, listening);
    }
    answered_by(fake, n);
    (bot, in_the_gap)
}

fn kill_and_restart(database_url: &str, mode: Mode) {
    let n = messages();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let fake = rt.block_on(FakeApi::start());
    let _in_runtime = rt.enter();
    fake.keep_pace();
    let webhook = service::free_addr();
    let webhook_url = format!("http://{webhook}/telegram");
    let mut env = vec![
        ("DATABASE_URL", database_url),
        ("TELEGRAM_BOT_TOKEN", TOKEN),
        ("TELEGRAM_API_URL", fake.url.as_str()),
        // A healthy store answers within this even on a loaded machine.
        ("POLYROLL_STORE_TIMEOUT_MS", "10000"),
        ("POLYROLL_LOG", "warn"),
    ];
    let listening: Vec<&str> = match mode {
        Mode::Polling => Vec::new(),
        Mode::Webhook => {
            fake.deliver_webhooks();
            env.extend([
                ("TELEGRAM_WEBHOOK_URL", webhook_url.as_str()),
                ("TELEGRAM_WEBHOOK_ADDR", webhook.as_str()),
                ("TELEGRAM_WEBHOOK_SECRET", SECRET),
            ]);
            vec![webhook.as_str()]
        }
    };

    let (bot, in_the_gap) = std::thread::scope(|scope| {
        // Messages keep coming, about as fast as Telegram lets a bot answer, also while the
        // bot is down.
        scope.spawn(|| {
            for i in 0..n {
                let chat = FIRST_CHAT + i as i64;
                fake.push(text_message(1, chat, user(chat, "Player"), "/roll 4d6kh3"));
                if i % 10 == 9 {
                    std::thread::sleep(Duration::from_millis(300));
                }
            }
        });
        kill_while_answering(&fake, mode, &env, &listening)
    });
    // Stopped cleanly, the process confirms what it finished.
    let log = bot.log();
    bot.stop();
    let all = answers(&fake);

    let unanswered: Vec<i64> = (0..n as i64)
        .map(|i| FIRST_CHAT + i)
        .filter(|chat| !all.contains_key(chat))
        .collect();
    assert!(
        unanswered.is_empty(),
        "{} of {n} never answered: {unanswered:?}\n{log}",
        unanswered.len()
    );
    let rerolled: Vec<(&i64, &Vec<String>)> = all
        .iter()
        .filter(|(_, texts)| texts.iter().any(|t| t != &texts[0]))
        .collect();
    assert!(rerolled.is_empty(), "rolled again: {rerolled:?}");
    for texts in all.values() {
        assert!(
            texts[0].contains("(#"),
            "a roll not logged: {texts:?}\n{log}"
        );
    }
    let (rolls, rollers) = logged(database_url);
    assert_eq!(
        (rolls, rollers),
        (n as i64, n as i64),
        "one logged roll a message"
    );
    let repeated: BTreeSet<i64> = all
        .iter()
        .filter(|(_, texts)| texts.len() > 1)
        .map(|(chat, _)| *chat)
        .collect();
    let unexplained: Vec<&i64> = repeated.difference(&in_the_gap).collect();
    assert!(
        unexplained.is_empty(),
        "answered twice though confirmed before any kill: {unexplained:?}"
    );
    let pending: Vec<i64> = (1..=n as i64).filter(|id| !fake.confirmed(*id)).collect();
    assert!(
        pending.is_empty(),
        "updates left unconfirmed after a clean stop: {pending:?}"
    );
    eprintln!(
        "{mode:?}: {n} messages, {KILLS} kills: 0 unanswered, 0 rolled twice, {} answered twice (sent while the process died)",
        repeated.len()
    );
}

#[cfg(unix)]
#[test]
fn polling_survives_sigkill_on_sqlite() {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("kill.db").display());
    kill_and_restart(&url, Mode::Polling);
}

#[cfg(unix)]
#[test]
fn webhook_survives_sigkill_on_sqlite() {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("kill.db").display());
    kill_and_restart(&url, Mode::Webhook);
}

#[cfg(unix)]
#[test]
fn polling_survives_sigkill_on_postgres() {
    let Some(db) = PgDatabase::create("polyroll_kill") else {
        return;
    };
    kill_and_restart(&db.url, Mode::Polling);
}

#[cfg(unix)]
#[test]
fn webhook_survives_sigkill_on_postgres() {
    let Some(db) = PgDatabase::create("polyroll_kill") else {
        return;
    };
    kill_and_restart(&db.url, Mode::Webhook);
}
