//! Starting on a database that is not there yet, several processes starting together on a
//! fresh one, and a database URL of a kind Polyroll does not speak: through the real binary.

mod common;

use std::process::{Command, Stdio};

use common::{Console, PgDatabase};

#[test]
fn an_unsupported_database_url_is_a_configuration_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    for args in [&["console"][..], &[][..]] {
        let out = Command::new(env!("CARGO_BIN_EXE_polyroll"))
            .args(args)
            .env("DATABASE_URL", "mysql://root:hunter2@localhost/dice")
            .env_remove("DISCORD_TOKEN")
            .env_remove("TELEGRAM_BOT_TOKEN")
            .current_dir(dir.path())
            .stdin(Stdio::null())
            .output()
            .expect("run polyroll");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains("DATABASE_URL") && stderr.contains("mysql://"),
            "{stderr}"
        );
        assert!(
            !stderr.contains("hunter2"),
            "the password was shown: {stderr}"
        );
    }
}

/// Rolls work while the database is missing; aliases start working once it appears.
fn aliases_arrive_without_a_restart(console: &mut Console, make_it_appear: impl FnOnce()) {
    let plain = console.say("1d1+100");
    assert!(plain.contains("= 101"), "{plain}");
    let refused = console.say("/alias set str 3");
    assert!(
        refused.contains("unavailable"),
        "an alias was saved with no database: {refused}"
    );
    make_it_appear();
    console.say_until("/alias set str 3", "Saved [str]", 300);
    let rolled = console.say("/roll 1d1+[str]");
    assert!(rolled.contains("= 4"), "{rolled}");
    assert!(rolled.contains("(#"), "the roll was not logged: {rolled}");
}

#[test]
fn a_sqlite_folder_created_later_is_used_without_a_restart() {
    let dir = tempfile::tempdir().expect("temp dir");
    let sub = dir.path().join("sub");
    let url = format!("sqlite://{}", sub.join("polyroll.db").display());
    let mut console = Console::start(&url, dir.path(), &["--user", "me"], &[]);
    aliases_arrive_without_a_restart(&mut console, || {
        std::fs::create_dir_all(&sub).expect("create the folder");
    });
    let (status, stderr) = console.finish();
    assert!(status.success(), "{stderr}");
}

#[test]
fn a_postgres_database_created_later_is_used_without_a_restart() {
    let Ok(admin) = std::env::var(common::POSTGRES_ENV) else {
        eprintln!("note: {} is not set; skipping", common::POSTGRES_ENV);
        return;
    };
    let db = PgDatabase::named(&admin, &common::unique("polyroll_late"));
    let dir = tempfile::tempdir().expect("temp dir");
    let mut console = Console::start(&db.url, dir.path(), &["--user", "me"], &[]);
    aliases_arrive_without_a_restart(&mut console, || db.create_now());
    assert_eq!(db.scalar("SELECT COUNT(*) FROM aliases"), 1);
    let (status, stderr) = console.finish();
    assert!(status.success(), "{stderr}");
}

/// Three processes start together on one fresh database: every one serves and saves.
fn three_processes_all_serve(url: &str) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut consoles: Vec<Console> = (0..3)
        .map(|i| {
            let user = format!("user{i}");
            Console::start(url, dir.path(), &["--user", &user], &[])
        })
        .collect();
    for (i, console) in consoles.iter_mut().enumerate() {
        let saved = console.say(&format!("/alias set a{i} {i}"));
        assert!(
            saved.contains(&format!("Saved [a{i}]")),
            "process {i}: {saved}"
        );
    }
    for (i, console) in consoles.iter_mut().enumerate() {
        let rolled = console.say(&format!("/roll 1d1+[a{i}]"));
        assert!(rolled.contains(&format!("= {}", i + 1)), "{rolled}");
        assert!(rolled.contains("(#"), "process {i} did not log: {rolled}");
    }
    for (i, console) in consoles.into_iter().enumerate() {
        let (status, stderr) = console.finish();
        assert!(status.success(), "process {i}: {stderr}");
        assert!(
            !stderr.contains("unavailable"),
            "process {i} could not migrate: {stderr}"
        );
    }
}

#[test]
fn three_processes_on_a_fresh_sqlite_file_all_serve() {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("fresh.db").display());
    three_processes_all_serve(&url);
}

#[test]
fn three_processes_on_a_fresh_postgres_database_all_serve() {
    let Some(db) = PgDatabase::create("polyroll_fresh") else {
        return;
    };
    three_processes_all_serve(&db.url);
    assert_eq!(db.scalar("SELECT COUNT(*) FROM aliases"), 3);
}
