//! Provably fair rolls end to end, through the binary: `/fair` and `/fair seed` in the
//! console chat (in every language, with several processes on one store, with the store
//! down), and `polyroll fair check` recomputing a roll from a seed that `/fair` revealed,
//! against the commitment it showed before.

mod common;

use std::process::Command;
use std::time::Duration;

use common::{Console, PgDatabase};
use polyroll_core::ServerSeed;

fn db() -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("polyroll.db").display());
    (dir, url)
}

/// The 64-hex-digit words of a reply, in order.
fn hexes(reply: &str) -> Vec<String> {
    reply
        .split(|c: char| !c.is_ascii_hexdigit())
        .filter(|w| w.len() == 64)
        .map(str::to_string)
        .collect()
}

/// The commitment after `label` in a `/fair` reply.
fn after(reply: &str, label: &str) -> String {
    let at = reply
        .find(label)
        .unwrap_or_else(|| panic!("no {label:?} in {reply}"));
    hexes(&reply[at..])
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("no hex after {label:?} in {reply}"))
}

/// Every seed in the store that is not revealed yet, read as an operator would.
fn secret_seeds(url: &str) -> Vec<String> {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(async {
        let pool = sqlx::sqlite::SqlitePool::connect(url)
            .await
            .expect("sqlite");
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .expect("clock")
            .as_secs() as i64;
        let seeds: Vec<String> =
            sqlx::query_scalar("SELECT seed FROM fair_seeds WHERE reveal_at > $1")
                .bind(now)
                .fetch_all(&pool)
                .await
                .expect("query");
        pool.close().await;
        seeds
    })
}

#[test]
fn fair_shows_commitments_and_never_the_seeds_in_use() {
    let (dir, url) = db();
    let mut console = Console::start(&url, dir.path(), &[], &[]);
    let board = console.say("/fair");
    assert!(board.contains("This period:"), "{board}");
    assert!(board.contains("No seed has been revealed yet"), "{board}");
    assert!(board.contains("You have no player seed"), "{board}");
    let current = after(&board, "Commitment:");
    let next = after(&board, "Next period");
    assert_ne!(current, next);
    // Periods are days by default: 00:00 to 00:00 UTC, revealed a minute later.
    assert!(board.contains(" 00:00:00 UTC – "), "{board}");
    assert!(board.contains(" 00:01:00 UTC."), "{board}");
    // The same commitments on every call, from any process sharing the store.
    assert_eq!(hexes(&console.say("/fair")), hexes(&board));
    let mut other = Console::start(&url, dir.path(), &["--user", "bob"], &[]);
    assert_eq!(hexes(&other.say("/fair")), hexes(&board));
    // Only commitments: the seeds behind them are never in a reply.
    let secrets = secret_seeds(&url);
    assert_eq!(secrets.len(), 2);
    for seed in &secrets {
        assert!(!board.contains(seed.as_str()), "{board}");
        let seed = ServerSeed::from_hex(seed).unwrap();
        assert!([&current, &next].contains(&&seed.commitment()));
    }
    for (locale, words) in [("ru", "Текущий период"), ("fr", "Période en cours")] {
        let mut c = Console::start(&url, dir.path(), &["--locale", locale], &[]);
        let reply = c.say("/fair");
        assert!(reply.contains(words), "{locale}: {reply}");
        assert_eq!(hexes(&reply), hexes(&board), "{locale}");
    }
}

#[test]
fn a_commitment_shown_before_matches_the_seed_revealed_after_and_checks_a_roll() {
    let (dir, url) = db();
    // One-second periods, revealed a second after they end.
    let env = [("POLYROLL_FAIR_PERIOD", "1s")];
    let mut first = Console::start(&url, dir.path(), &[], &env);
    let before = first.say("/fair");
    let promised = after(&before, "Next period");
    let current = after(&before, "Commitment:");
    drop(first);
    // Both periods end and their grace passes (no timing is asserted: only that it did).
    std::thread::sleep(Duration::from_millis(3_200));
    let mut later = Console::start(&url, dir.path(), &[], &env);
    let board = later.say("/fair");
    let revealed = &board[board.find("Revealed seeds").expect("revealed")..];
    for commitment in [&current, &promised] {
        let line = revealed
            .lines()
            .find(|l| l.contains(commitment.as_str()))
            .unwrap_or_else(|| panic!("{commitment} not revealed: {board}"));
        let seed = hexes(line)
            .into_iter()
            .find(|h| h != commitment)
            .expect("the seed on the line");
        let seed_value = ServerSeed::from_hex(&seed).unwrap();
        assert_eq!(&seed_value.commitment(), commitment);
        // The revealed seed checks a roll offline, against the commitment shown before.
        let check = |commitment: &str, faces: &str| {
            Command::new(env!("CARGO_BIN_EXE_polyroll"))
                .args(["fair", "check", "--seed", &seed])
                .args(["--request", "telegram:update:123456", "--player", "lucky"])
                .args(["--commitment", commitment, "--faces", faces])
                .args(["--surface", "plain", "--", "4d6kh3"])
                .output()
                .expect("run polyroll")
        };
        let out = check(commitment, "1,1,1,1");
        let text = String::from_utf8_lossy(&out.stdout).to_string();
        let faces = text
            .lines()
            .find_map(|l| l.strip_prefix("faces: "))
            .unwrap_or_else(|| panic!("{text}"))
            .replace(' ', ",");
        assert!(text.contains("the seed matches the commitment"), "{text}");
        let ok = check(commitment, &faces);
        assert!(ok.status.success(), "{ok:?}");
        // Tampered faces, or another commitment, are caught.
        if faces != "1,1,1,1" {
            assert_eq!(out.status.code(), Some(1), "{text}");
            assert!(text.contains("MISMATCH: die"), "{text}");
        }
        let wrong = if commitment == &current {
            &promised
        } else {
            &current
        };
        let other = check(wrong, &faces);
        assert_eq!(other.status.code(), Some(1));
    }
}

#[test]
fn a_player_seed_is_personal_and_a_checked_word() {
    let (dir, url) = db();
    let mut alice = Console::start(&url, dir.path(), &["--user", "alice"], &[]);
    assert!(alice.say("/fair seed").contains("You have no player seed"));
    assert!(alice
        .say("/fair seed жребий-7")
        .contains("Your player seed is now жребий-7"));
    assert!(alice
        .say("/fair seed")
        .contains("Your player seed: жребий-7"));
    assert!(alice.say("/fair").contains("Your player seed: жребий-7"));
    let mut bob = Console::start(&url, dir.path(), &["--user", "bob"], &[]);
    assert!(bob.say("/fair seed").contains("You have no player seed"));
    // Refused: too long, invisible characters, two words; the old seed stays.
    let long = alice.say(&format!("/fair seed {}", "x".repeat(65)));
    assert!(long.contains("can't be a player seed"), "{long}");
    assert!(long.contains(&format!("{}…", "x".repeat(64))), "{long}");
    assert!(alice
        .say("/fair seed a\u{200b}b")
        .contains("can't be a player seed"));
    assert!(alice.say("/fair seed two words").contains("Usage: /fair"));
    assert!(alice.say("/fair reveal").contains("Usage: /fair"));
    assert!(alice.say("/fair seed").contains("жребий-7"));
    assert!(alice
        .say("/fair seed clear")
        .contains("You no longer have a player seed"));
    assert!(alice.say("/fair seed").contains("You have no player seed"));
    for (locale, words) in [
        ("ru", "Теперь ваш сид игрока"),
        ("fr", "Votre graine de joueur est"),
    ] {
        let mut c = Console::start(&url, dir.path(), &["--locale", locale], &[]);
        let reply = c.say("/fair seed dé");
        assert!(reply.contains(words), "{locale}: {reply}");
    }
}

#[test]
fn fair_with_the_store_down_says_so_and_leaks_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    // Nothing listens on port 1.
    let url = "postgres://postgres@127.0.0.1:1/polyroll";
    let env = [("POLYROLL_STORE_TIMEOUT_MS", "300")];
    let mut console = Console::start(url, dir.path(), &[], &env);
    for line in ["/fair", "/fair seed lucky", "/fair seed"] {
        let reply = console.say(line);
        assert!(reply.contains("unavailable right now"), "{line}: {reply}");
        for leak in ["127.0.0.1", "refused", "postgres", "sqlx"] {
            assert!(!reply.contains(leak), "{line}: {reply}");
        }
    }
}

#[test]
fn processes_starting_together_on_postgres_publish_one_commitment() {
    let Some(pg) = PgDatabase::create("polyroll_fair") else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let mut consoles: Vec<Console> = (0..4)
        .map(|i| Console::start(&pg.url, dir.path(), &["--user", &format!("u{i}")], &[]))
        .collect();
    // Each asks at once, on an empty table.
    let boards: Vec<String> = std::thread::scope(|s| {
        let asks: Vec<_> = consoles
            .iter_mut()
            .map(|c| s.spawn(move || c.say("/fair")))
            .collect();
        asks.into_iter().map(|a| a.join().expect("reply")).collect()
    });
    for board in &boards {
        assert_eq!(hexes(board), hexes(&boards[0]), "{board}");
    }
    assert_eq!(pg.scalar("SELECT count(*) FROM fair_seeds"), 2);
}

/// The text after `label` on the line that holds it.
fn line_after<'a>(reply: &'a str, label: &str) -> &'a str {
    reply
        .lines()
        .find_map(|l| l.split_once(label).map(|(_, rest)| rest))
        .unwrap_or_else(|| panic!("no {label:?} in {reply}"))
}

#[test]
fn a_chat_roll_recomputes_with_fair_check_and_fairness_py_once_revealed() {
    let (dir, url) = db();
    let env = [("POLYROLL_FAIR_PERIOD", "1s")];
    let mut console = Console::start(&url, dir.path(), &[], &env);
    // A player seed that needs quoting in a shell.
    assert!(console.say("/fair seed o'brien").contains("o'brien"));
    let rolled = console.say("4d6kh3 + 1dF");
    assert!(rolled.contains(" ⚖ "), "{rolled}");
    let id = rolled
        .rsplit("(#")
        .next()
        .and_then(|t| t.split(')').next())
        .expect("an id")
        .to_string();
    // The period ends and its grace passes (no timing is asserted: only that it did).
    std::thread::sleep(Duration::from_millis(3_200));
    let verified = console.say(&format!("/verify {id}"));
    assert!(
        verified.contains("player seed: 'o'\\''brien'"),
        "{verified}"
    );
    let shown: Vec<String> = line_after(&verified, "(the last 5 of the request's dice): ")
        .split_whitespace()
        .map(str::to_string)
        .collect();
    assert_eq!(shown.len(), 5, "{verified}");

    // Without Polyroll: the Python reference prints the same faces.
    let root = env!("CARGO_MANIFEST_DIR");
    let python = line_after(&verified, "python3 fairness.py ");
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("python3 docs/fairness.py {python}"))
        .current_dir(root)
        .output()
        .expect("run python3");
    assert!(out.status.success(), "{out:?}");
    let printed: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .split_whitespace()
        .map(str::to_string)
        .collect();
    assert_eq!(printed, shown, "{verified}");

    // With Polyroll, offline: the seed keeps its commitment and gives the faces shown.
    let check = line_after(&verified, "polyroll fair check ");
    let run = |args: &str| {
        Command::new("sh")
            .arg("-c")
            .arg(format!("\"$BIN\" fair check --surface plain {args}"))
            .env("BIN", env!("CARGO_BIN_EXE_polyroll"))
            .output()
            .expect("run polyroll")
    };
    let out = run(check);
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(out.status.success(), "{check}: {text} {out:?}");
    assert!(text.contains("the seed matches the commitment"), "{text}");
    assert!(
        text.contains("the faces shown are the faces these inputs give"),
        "{text}"
    );
    // A face changed in the log is caught.
    let faces = shown.join(",");
    let first: i64 = shown[0].parse().expect("a face");
    let tampered = format!("{},{}", first % 6 + 1, shown[1..].join(","));
    let out = run(&check.replace(&faces, &tampered));
    assert_eq!(out.status.code(), Some(1), "{out:?}");
}
