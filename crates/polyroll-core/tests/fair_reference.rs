//! The provably fair generator against its published reference: `docs/fairness.py`, run
//! with python3, recomputes the faces of 1,000 rolls of the four notations from their
//! inputs and the dice each drew, and must find the engine's faces exactly. The faces
//! alone then replay each roll (NOTATION's draw order), which is what lets anyone check
//! a logged roll once its seed is revealed.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use polyroll_core::fair::{Drawn, DrawnDie, Recomputed};
use polyroll_core::{Dialect, Outcome, Roller, ScriptedSource, ServerSeed};
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};

/// Formulas of every notation with keep/drop, explosions, rerolls, fudge dice, listed
/// faces, big dice, groups, branches and multi-statement pool programs.
const FORMULAS: &[(Dialect, &str)] = &[
    (Dialect::Standard, "4d6kh3"),
    (Dialect::Standard, "2d20kl1 + 5"),
    (Dialect::Standard, "4d6dl1"),
    (Dialect::Standard, "3d6!"),
    (Dialect::Standard, "1d10!>=9"),
    (Dialect::Standard, "2d6!!"),
    (Dialect::Standard, "3d6!p"),
    (Dialect::Standard, "1d20ro=1"),
    (Dialect::Standard, "4d6r<3"),
    (Dialect::Standard, "5d6u"),
    (Dialect::Standard, "4dF+2"),
    (Dialect::Standard, "d% + 1d100"),
    (Dialect::Standard, "10d10>=8f<2"),
    (Dialect::Standard, "{1d20, 1d20}kh1"),
    (Dialect::Standard, "{4d6, 2d6+3}>=6"),
    (Dialect::Standard, "(1d4)d6"),
    (Dialect::Standard, "1d(6+1d4)"),
    (Dialect::Standard, "4d6min2max5"),
    (Dialect::Standard, "2d1000000000000"),
    (Dialect::Standard, "1d20cs=20cf=1 + 1d8"),
    (Dialect::Standard, "if(2 >= 1, 2d6+3, 1d6)"),
    (Dialect::Standard, "3d257 + 1d65536 + 1d65537"),
    (Dialect::Dndice, "4d6h3"),
    (Dialect::Dndice, "6d6t4h3"),
    (Dialect::Dndice, "2d[1,5,10]"),
    (Dialect::Dndice, "3d[0.5, 1.25, 2, 7]"),
    (Dialect::Dndice, "3d6R<3"),
    (Dialect::Dndice, "4dF"),
    (Dialect::Dndice, "5d20l2 + 1d4"),
    (Dialect::Dndice, "2d6r1 * 2"),
    (Dialect::Dndice, "1dc20 + 2dm6"),
    (Dialect::Dndice, "2d(3+3)f3"),
    (
        Dialect::Pool,
        "8d10; @1c[>=6]; @1c[=1]; \"$2 successes, $3 ones\"",
    ),
    (Dialect::Pool, "1d20; 1d20; m[1,2]kh1"),
    (Dialect::Pool, "1d20i[>=11]{\"hit with %1\"}{\"miss\"}"),
    (Dialect::Pool, "3Lu[sword,bow,axe,spear]; repeat(4d6kh3, 6)"),
    (Dialect::Pool, "2L[a[2],b,c[3]]; 1L[1..2:low,3..6:high]"),
    (Dialect::Pool, "repeat(1d6, 1d4); 4d6!"),
    (
        Dialect::Pool,
        "1d6S[1..2]{\"low\"}[3..5]{\"mid\"}{\"high\"}",
    ),
    (Dialect::Pool, "6d6r[1]; @1kh3"),
    (Dialect::Diceplus, "3d6 |< 3d6 |< 3d6"),
    (Dialect::Diceplus, "1d20 + 5 * 2"),
    (Dialect::Diceplus, "2d6 + 1d20 >| 15"),
    (Dialect::Diceplus, "4d6 - 1d6 && 1d2"),
    (Dialect::Diceplus, "1d100 / 1d10 % 7"),
];

/// A drawn die as the reference reads it in JSON: `[lo, hi]` or `{"faces": [...]}`.
fn die_json(die: &DrawnDie) -> Value {
    match die {
        DrawnDie::Range { lo, hi } => json!([lo, hi]),
        DrawnDie::Faces(faces) => json!({ "faces": faces }),
    }
}

struct Inputs {
    seed: ServerSeed,
    request: String,
    player: String,
}

fn roll(dialect: Dialect, text: &str, inputs: &Inputs) -> (Outcome, Vec<Drawn>) {
    let roller = Roller::new(dialect);
    match Recomputed::roll(&roller, text, &inputs.seed, &inputs.request, &inputs.player) {
        Ok(r) => (r.outcome, r.drawn),
        Err(e) => panic!("{dialect} {text}: {}", e.with_caret(text)),
    }
}

/// Faces only, for comparing streams.
fn faces(dialect: Dialect, text: &str, inputs: &Inputs) -> Vec<f64> {
    roll(dialect, text, inputs)
        .1
        .into_iter()
        .map(|d| d.face)
        .collect()
}

/// What a roll shows: statements, outputs, warnings and every die with its marks (an
/// outcome's recycled buffers are not part of it).
fn view(o: &Outcome) -> String {
    let dice: Vec<_> = o.statements.iter().map(|s| o.dice_in(s.node)).collect();
    format!(
        "{:?} {:?} {:?} {dice:?}",
        o.statements,
        o.outputs(),
        o.warnings
    )
}

fn reference() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/fairness.py")
}

/// Runs the reference over JSON lines, one roll each; its answer, one JSON list a line.
fn python(lines: &str) -> Vec<Vec<f64>> {
    let mut child = Command::new("python3")
        .arg(reference())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs (the reference needs it, as CI does)");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = lines.to_string();
    // Written from a thread: the answer fills stdout's pipe while the input is long.
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("python3 finishes");
    writer
        .join()
        .expect("writer")
        .expect("the input is written");
    assert!(
        out.status.success(),
        "the reference failed: {:?}",
        out.status
    );
    String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON list of faces"))
        .collect()
}

/// The inputs of roll `n`: seeds, request ids and player seeds of every kind.
fn inputs(n: usize, rng: &mut rand::rngs::StdRng) -> Inputs {
    let request = match n % 3 {
        0 => format!(
            "discord:interaction:{}",
            rng.random_range(1u64 << 40..u64::MAX)
        ),
        1 => format!("telegram:update:{}", rng.random_range(0..i32::MAX)),
        _ => format!("telegram:inline:AAQ{:x}", rng.random::<u64>()),
    };
    let player = match n % 4 {
        0 => String::new(),
        1 => "lucky".to_string(),
        2 => format!("seed-{}", rng.random::<u32>()),
        _ => "жребий-é".to_string(),
    };
    Inputs {
        seed: ServerSeed::from_bytes(rng.random()),
        request,
        player,
    }
}

#[test]
fn the_python_reference_draws_the_engines_faces() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(20261205);
    let mut rolls = Vec::new();
    let mut lines = String::new();
    for n in 0..1000 {
        let (dialect, text) = FORMULAS[n % FORMULAS.len()];
        let inputs = inputs(n, &mut rng);
        let (outcome, drawn) = roll(dialect, text, &inputs);
        let dice: Vec<Value> = drawn.iter().map(|d| die_json(&d.die)).collect();
        let line = json!({
            "seed": inputs.seed.to_hex(),
            "request": inputs.request,
            "player": inputs.player,
            "dice": dice,
        });
        lines.push_str(&line.to_string());
        lines.push('\n');
        rolls.push((dialect, text, inputs, outcome, drawn));
    }
    let answers = python(&lines);
    assert_eq!(answers.len(), rolls.len(), "one answer per roll");
    let mut dice = 0;
    for ((dialect, text, inputs, outcome, drawn), answer) in rolls.iter().zip(&answers) {
        let ours: Vec<f64> = drawn.iter().map(|d| d.face).collect();
        assert_eq!(
            &ours, answer,
            "{dialect} {text}: request {}, player {:?}",
            inputs.request, inputs.player
        );
        // The faces alone replay the roll: the same dice, marks and totals.
        let replayed = Roller::new(*dialect)
            .roll(text, &mut ScriptedSource::new(ours))
            .unwrap_or_else(|e| panic!("{dialect} {text}: {}", e.with_caret(text)));
        assert_eq!(view(&replayed), view(outcome), "{dialect} {text}");
        dice += drawn.len();
    }
    // The rolls drew every kind of die: fudge, percentile, listed faces (whole and not),
    // big ones, the sizes just past a byte and two bytes, and pool list draws.
    let drew = |written: &str| {
        rolls
            .iter()
            .flat_map(|r| &r.4)
            .any(|d| d.die.to_string() == written)
    };
    for die in [
        "dF",
        "d6",
        "d100",
        "d1000000000000",
        "d257",
        "d65537",
        "[1,5,10]",
        "[0.5,1.25,2,7]",
    ] {
        assert!(drew(die), "no {die} was drawn");
    }
    assert!(dice > 4_000, "only {dice} dice drawn");
}

#[test]
fn another_request_or_player_seed_rolls_other_faces() {
    let base = Inputs {
        seed: ServerSeed::from_bytes([7; 32]),
        request: "discord:interaction:1180000000000000000".into(),
        player: String::new(),
    };
    let with = |f: &dyn Fn(&mut Inputs)| {
        let mut inputs = Inputs {
            seed: base.seed.clone(),
            request: base.request.clone(),
            player: base.player.clone(),
        };
        f(&mut inputs);
        inputs
    };
    let others = [
        with(&|i| i.request = "discord:interaction:1180000000000000001".into()),
        with(&|i| i.request = "telegram:update:1180000000000000000".into()),
        with(&|i| i.player = "a".into()),
        with(&|i| i.player = "b".into()),
        with(&|i| i.seed = ServerSeed::from_bytes([8; 32])),
    ];
    for dialect in Dialect::ALL {
        let text = "20d20";
        let mine = faces(dialect, text, &base);
        // The same inputs always give the same roll: one request, one possible roll.
        assert_eq!(mine, faces(dialect, text, &base));
        assert_eq!(mine.len(), 20);
        for other in &others {
            let theirs = faces(dialect, text, other);
            assert_ne!(
                mine, theirs,
                "{dialect}: request {} player {:?}",
                other.request, other.player
            );
        }
    }
}

fn doc(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../docs")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn the_specification_shows_the_reference_as_it_is() {
    let spec = doc("fairness.md");
    let start = spec.find("```python\n").expect("a Python block") + "```python\n".len();
    let shown = &spec[start..];
    let shown = &shown[..shown.find("```").expect("the block ends")];
    let script = doc("fairness.py");
    let from = script.find("import hashlib").expect("the imports");
    let to = script.find("\n\ndef _die").expect("the command line");
    assert_eq!(shown.trim_end(), script[from..to].trim_end());
}

#[test]
fn the_worked_example_is_what_the_engine_rolls() {
    let spec = doc("fairness.md");
    let seed =
        ServerSeed::from_hex("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f")
            .unwrap();
    let request = "discord:interaction:1180000000000000000";
    assert!(spec.contains(&format!("| commitment | `{}` |", seed.commitment())));
    // The first block: the first 32 bytes the stream gives a die of 256 faces.
    let first: Vec<String> = roll(
        Dialect::Standard,
        "32d256",
        &Inputs {
            seed: seed.clone(),
            request: request.into(),
            player: "lucky".into(),
        },
    )
    .1
    .iter()
    .map(|d| format!("{:02x}", d.face as u32 - 1))
    .collect();
    assert!(spec.contains(&format!("| block 0 | `{}` |", first.concat())));
    for (dialect, formula, player, row) in [
        (
            Dialect::Standard,
            "4d6kh3",
            "lucky",
            "| `4d6kh3` draws d6 d6 d6 d6 | 3 2 5 2 (",
        ),
        (
            Dialect::Dndice,
            "2d20 + 4dF + 1d100 + 1d[1,5,10]",
            "lucky",
            "| `2d20 + 4dF + 1d100 + 1d[1,5,10]` (dndice) | 9 6 · 0 0 1 1 · 12 · 10 |",
        ),
        (
            Dialect::Standard,
            "4d6kh3",
            "",
            "| `4d6kh3` with no player seed | 2 2 1 5 |",
        ),
    ] {
        let inputs = Inputs {
            seed: seed.clone(),
            request: request.into(),
            player: player.into(),
        };
        let got: Vec<String> = faces(dialect, formula, &inputs)
            .iter()
            .map(|f| f.to_string())
            .collect();
        let shown = row.split(" | ").nth(1).expect("a faces column");
        let shown: Vec<&str> = shown
            .split(['(', '|'])
            .next()
            .unwrap_or_default()
            .split_whitespace()
            .filter(|w| *w != "·")
            .collect();
        assert!(spec.contains(row), "fairness.md lacks {row}");
        assert_eq!(got, shown, "{dialect} {formula} (player {player:?})");
    }
}
