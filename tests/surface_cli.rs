//! The CLI shows the rendered text of the chosen surface.

mod common;

use std::process::Command;

use common::polyroll_stdout as run;

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

#[test]
fn piped_output_has_no_markup_and_marks_dropped_dice_in_plain_text() {
    // The test's stdout is a pipe: no surface asked for gives plain text.
    for args in [&["roll"][..], &["roll", "--surface", "plain"][..]] {
        let mut all = args.to_vec();
        all.extend(["--faces", "3,5,2,6", "--", "4d6kh3 (Sneak)"]);
        let text = run(&all);
        assert_eq!(text.trim_end(), "4d6kh3 [3, 5, (2), 6] = 14 — “Sneak”");
        assert!(!text.contains("**") && !text.contains("~~"), "{text}");
    }
    let text = run(&["roll", "--dialect", "pool", "--", "repeat(1d1, 2)"]);
    assert!(!text.contains("**"), "{text}");
}

#[test]
fn ansi_styles_on_a_terminal_surface() {
    let text = run(&[
        "roll",
        "--surface",
        "ansi",
        "--faces",
        "3,5,2,6",
        "--",
        "4d6kh3",
    ]);
    assert!(text.contains("\x1b[9m2\x1b[29m"), "{text:?}");
    assert!(text.contains("\x1b[1m14\x1b[22m"), "{text:?}");
}

#[test]
fn control_characters_in_a_label_come_out_escaped_on_every_surface() {
    for surface in ["plain", "ansi", "discord", "telegram"] {
        let text = run(&[
            "roll",
            "--surface",
            surface,
            "--faces",
            "4",
            "--",
            "1d6 # a\x1b[2Jb\u{202e}c",
        ]);
        assert!(!text.contains("\x1b[2J"), "{surface}: {text:?}");
        assert!(!text.contains('\u{202e}'), "{surface}: {text:?}");
        assert!(text.contains("\\u{1b}"), "{surface}: {text:?}");
        assert!(text.contains("\\u{202e}"), "{surface}: {text:?}");
    }
}
