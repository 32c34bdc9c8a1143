//! `polyroll discord register` as a user runs it.

use std::process::Command;

#[test]
fn register_without_a_token_says_which_variable_is_missing() {
    let dir = std::env::temp_dir();
    let out = Command::new(env!("CARGO_BIN_EXE_polyroll"))
        .args(["discord", "register", "--guild", "42"])
        .env("DATABASE_URL", "sqlite::memory:")
        .env_remove("DISCORD_TOKEN")
        .env_remove("DISCORD_APPLICATION_ID")
        .current_dir(dir)
        .output()
        .expect("run polyroll");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("DISCORD_TOKEN"), "{stderr}");
}

#[test]
fn register_is_documented_in_help() {
    let out = Command::new(env!("CARGO_BIN_EXE_polyroll"))
        .args(["discord", "register", "--help"])
        .output()
        .expect("run polyroll");
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("--guild"), "{stdout}");
}
