//! The CLI shows the rendered text of the chosen surface.

use std::process::Command;

fn roll(surface: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_polyroll"))
        .args([
            "roll",
            "--surface",
            surface,
            "--faces",
            "3,5,2,6",
            "--",
            "4d6kh3",
        ])
        .output()
        .expect("run polyroll");
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn discord_strikes_dropped_die() {
    assert!(roll("discord").contains("~~2~~"));
}

#[test]
fn telegram_strikes_dropped_die() {
    assert!(roll("telegram").contains("<s>2</s>"));
}
