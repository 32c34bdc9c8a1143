//! Every outcome each system names, rolled with scripted faces (in draw order: the sets of
//! dice in the file's order, each exploding die followed by its chain), the edge rules
//! included: Blades' zero dice, CoC's 01, 100 and fumble threshold, Shadowrun's critical
//! glitch, SWADE's snake eyes, V5's messy critical and bestial failure, CoD's chance die,
//! WoD's botch.

use polyroll_core::{Limits, ScriptedSource};
use polyroll_systems::Book;

/// Rolls `input` on `faces`: its outcome's key, its result, and whether every face was used.
fn roll(input: &str, faces: &[i64]) -> (String, i64) {
    let book = Book::load().expect("the book reads");
    let (system, args) = book
        .call(input)
        .unwrap_or_else(|| panic!("{input}: no system"));
    let params = system
        .arguments(args)
        .unwrap_or_else(|e| panic!("{input}: {e:?}"));
    let mut source = ScriptedSource::new(faces.iter().map(|f| *f as f64).collect());
    let rolled = system
        .roll(&params, &Limits::default(), &mut source)
        .unwrap_or_else(|e| panic!("{input} {faces:?}: {e:?}"));
    assert_eq!(
        source.used(),
        faces.len(),
        "{input} {faces:?}: faces left over"
    );
    (rolled.outcome, rolled.result)
}

fn check(system: &str, cases: &[(&str, &[i64], &str, i64)]) {
    let book = Book::load().expect("the book reads");
    let keys: Vec<&str> = book.get(system).expect(system).outcome_keys().collect();
    for (input, faces, outcome, result) in cases {
        assert_eq!(
            roll(input, faces),
            (outcome.to_string(), *result),
            "{input} on {faces:?}"
        );
    }
    for key in keys {
        assert!(
            cases.iter().any(|c| c.2 == key),
            "{system}: no case shows the outcome {key}"
        );
    }
}

#[test]
fn blades() {
    check(
        "blades",
        &[
            ("blades 3", &[6, 6, 2], "critical", 6),
            ("blades 3", &[2, 6, 3], "full", 6),
            ("blades 3", &[4, 5, 1], "partial", 5),
            ("blades 3", &[1, 2, 3], "bad", 3),
            ("blades 1", &[6], "full", 6),
            // Zero dice: two dice, the lowest, and two sixes are no critical.
            ("blades 0", &[6, 6], "full", 6),
            ("blades 0", &[4, 6], "partial", 4),
            ("blades 0", &[5, 3], "bad", 3),
        ],
    );
}

#[test]
fn pbta() {
    check(
        "pbta",
        &[
            ("pbta +1", &[4, 5], "strong", 10),
            ("pbta +1", &[3, 3], "weak", 7),
            ("pbta +1", &[2, 3], "miss", 6),
            ("pbta -2", &[6, 6], "strong", 10),
            ("pbta", &[4, 5], "weak", 9),
        ],
    );
}

#[test]
fn fate_names_every_rung_of_the_ladder() {
    let ladder = [
        (-3, "beyond-terrible"),
        (-2, "terrible"),
        (-1, "poor"),
        (0, "mediocre"),
        (1, "average"),
        (2, "fair"),
        (3, "good"),
        (4, "great"),
        (5, "superb"),
        (6, "fantastic"),
        (7, "epic"),
        (8, "legendary"),
        (9, "beyond-legendary"),
    ];
    let inputs: Vec<(String, &str, i64)> = ladder
        .iter()
        .map(|(m, key)| (format!("fate {m:+}"), *key, *m))
        .collect();
    let cases: Vec<(&str, &[i64], &str, i64)> = inputs
        .iter()
        .map(|(input, key, m)| (input.as_str(), &[0, 0, 0, 0][..], *key, *m))
        .collect();
    check("fate", &cases);
    assert_eq!(roll("fate +2", &[1, 1, 0, -1]), ("good".into(), 3));
    assert_eq!(
        roll("fate", &[-1, -1, -1, -1]),
        ("beyond-terrible".into(), -4)
    );
}

#[test]
fn call_of_cthulhu() {
    // Units die first, then the tens dice.
    check(
        "coc",
        &[
            ("coc 45", &[1, 0], "critical", 1),
            ("coc 45", &[0, 0], "fumble", 100),
            ("coc 45", &[6, 90], "fumble", 96),
            ("coc 50", &[6, 90], "failure", 96),
            ("coc 50", &[0, 0], "fumble", 100),
            ("coc 45", &[9, 0], "extreme", 9),
            ("coc 45", &[0, 10], "hard", 10),
            ("coc 45", &[2, 20], "hard", 22),
            ("coc 45", &[3, 20], "regular", 23),
            ("coc 45", &[5, 40], "regular", 45),
            ("coc 45", &[6, 40], "failure", 46),
            // A bonus die keeps the better tens; a penalty die the worse.
            ("coc 45 b1", &[3, 20, 60], "regular", 23),
            ("coc 45 b1", &[3, 60, 20], "regular", 23),
            ("coc 45 p1", &[3, 20, 60], "failure", 63),
            ("coc 45 p2", &[5, 10, 40, 20], "regular", 45),
            ("coc 45 b2", &[1, 50, 0, 70], "critical", 1),
            // 00 with a units 0 is 100: the best tens die is then another one…
            ("coc 45 b1", &[0, 0, 30], "regular", 30),
            // …and the worst is 100.
            ("coc 45 p1", &[0, 30, 0], "fumble", 100),
        ],
    );
}

#[test]
fn shadowrun() {
    check(
        "sr",
        &[
            ("sr 4", &[5, 6, 1, 2], "hits", 2),
            ("sr 4", &[1, 1, 1, 5], "glitch", 1),
            ("sr 4", &[1, 1, 1, 2], "critical-glitch", 0),
            // Exactly half the dice on 1 is no glitch.
            ("sr 4", &[1, 1, 5, 6], "hits", 2),
            ("sr 3", &[2, 3, 4], "no-hits", 0),
            ("sr 1", &[1], "critical-glitch", 0),
        ],
    );
}

#[test]
fn savage_worlds() {
    // The trait die and its aces first, then the wild die and its aces.
    check(
        "sw",
        &[
            ("sw d8", &[8, 3, 2], "raise", 11),
            ("sw d6", &[6, 6, 1, 2], "raise", 13),
            ("sw d8+2", &[3, 1], "success", 5),
            ("sw d10", &[2, 6, 4], "raise", 10),
            ("sw d4", &[2, 3], "failure", 3),
            ("sw d8-2", &[1, 4], "failure", 2),
            // Snake eyes: both natural 1s, whatever the modifier.
            ("sw d8", &[1, 1], "critical-failure", 1),
            ("sw d12+5", &[1, 1], "critical-failure", 6),
        ],
    );
}

#[test]
fn vampire() {
    // The regular dice first, then the hunger dice.
    check(
        "vtm",
        &[
            ("vtm 4 h2", &[10, 10, 3, 4], "critical", 4),
            ("vtm 4 h2", &[10, 3, 10, 4], "messy-critical", 4),
            ("vtm 4 h2", &[6, 2, 1, 3], "success", 1),
            ("vtm 4 h2 d2", &[6, 2, 1, 3], "bestial-failure", 1),
            ("vtm 4 h2 d2", &[6, 2, 2, 3], "failure", 1),
            ("vtm 4 h2", &[2, 3, 4, 5], "total-failure", 0),
            // A hunger 1 on a failed roll is bestial, before a total failure.
            ("vtm 4 h2", &[2, 3, 1, 5], "bestial-failure", 0),
            ("vtm 4 h2 d5", &[10, 10, 10, 1], "messy-critical", 5),
            // A critical needs the roll to succeed.
            ("vtm 4 h2 d6", &[10, 10, 10, 1], "bestial-failure", 5),
            ("vtm 2 h0", &[10, 10], "critical", 4),
        ],
    );
}

#[test]
fn daggerheart() {
    // The Hope die, then the Fear die.
    check(
        "dh",
        &[
            ("dh +2", &[5, 2], "hope", 9),
            ("dh +2", &[2, 5], "fear", 9),
            ("dh +2", &[7, 7], "critical", 16),
            ("dh", &[1, 1], "critical", 2),
        ],
    );
}

#[test]
fn cyberpunk_red() {
    check(
        "cpr",
        &[
            ("cpr +5", &[10, 4], "critical-success", 19),
            ("cpr +5", &[1, 3], "critical-failure", 3),
            ("cpr +5", &[5], "plain", 10),
            // The extra die never explodes again.
            ("cpr", &[10, 10], "critical-success", 20),
        ],
    );
}

#[test]
fn world_of_darkness() {
    check(
        "wod",
        &[
            ("wod 5", &[6, 7, 1, 2, 3], "success", 1),
            ("wod 5", &[1, 2, 3, 4, 5], "botch", 0),
            // Revised: a success die on the table is no botch, even cancelled.
            ("wod 5", &[6, 1, 1, 2, 3], "failure", 0),
            // 2nd edition: more 1s than successes is.
            ("wod 5 2e", &[6, 1, 1, 2, 3], "botch", 0),
            ("wod 5 2e", &[6, 1, 2, 2, 3], "failure", 0),
            ("wod 5", &[2, 3, 4, 5, 5], "failure", 0),
            ("wod 3 d8", &[7, 8, 9], "success", 2),
        ],
    );
}

#[test]
fn chronicles_of_darkness() {
    // Each 10 is followed by the die it rolls again.
    check(
        "cod",
        &[
            ("cod 3", &[8, 10, 9, 2], "success", 3),
            ("cod 5", &[8, 8, 8, 8, 8], "exceptional", 5),
            ("cod 2", &[10, 10, 10, 10, 1, 9], "exceptional", 5),
            ("cod 2", &[1, 2], "failure", 0),
            // The chance die: only 10 succeeds, also on its re-rolls; a 1 is dramatic.
            ("cod 0", &[10, 10, 3], "success", 2),
            ("cod 0", &[10, 9], "success", 1),
            ("cod 0", &[1], "dramatic-failure", 0),
            ("cod 0", &[9], "failure", 0),
        ],
    );
}

#[test]
fn year_zero() {
    let book = Book::load().expect("the book reads");
    let yz = book.get("yz").expect("yz");
    let params = yz.arguments("2 1 1").expect("arguments");
    let mut source = ScriptedSource::new(vec![6.0, 1.0, 6.0, 1.0]);
    let rolled = yz
        .roll(&params, &Limits::default(), &mut source)
        .expect("rolls");
    assert_eq!(rolled.value("baneful"), Some(1));
    assert_eq!(rolled.value("broken"), Some(1));
    check(
        "yz",
        &[
            ("yz 2 1 1", &[6, 1, 6, 1], "success", 2),
            ("yz 2", &[2, 3], "failure", 0),
            ("yz 0 0 2", &[6, 6], "success", 2),
        ],
    );
}

#[test]
fn cypher() {
    check(
        "cypher",
        &[
            ("cypher 3", &[9], "success", 9),
            ("cypher 3", &[8], "failure", 8),
            ("cypher 3", &[1], "intrusion", 1),
            ("cypher 3", &[17], "damage", 17),
            ("cypher 3", &[19], "minor", 19),
            ("cypher 3", &[20], "major", 20),
            ("cypher 0", &[2], "success", 2),
            ("cypher 0", &[1], "intrusion", 1),
            ("cypher 7", &[20], "failure", 20),
            ("cypher 6", &[18], "damage", 18),
        ],
    );
}

#[test]
fn arguments_that_do_not_fit_are_named() {
    use polyroll_systems::ArgError;
    let book = Book::load().expect("the book reads");
    let args = |input: &str| {
        let (s, a) = book.call(input).expect(input);
        s.arguments(a)
    };
    assert!(matches!(args("blades"), Err(ArgError::Missing { .. })));
    assert!(matches!(
        args("blades 21"),
        Err(ArgError::OutOfRange { .. })
    ));
    assert!(matches!(args("blades 2 3"), Err(ArgError::TooMany { .. })));
    assert!(matches!(
        args("coc 45 b1 p1"),
        Err(ArgError::Together { .. })
    ));
    assert!(matches!(
        args("coc 45 b3"),
        Err(ArgError::OutOfRange { .. })
    ));
    assert!(matches!(args("sw d7"), Err(ArgError::NotOneOf { .. })));
    assert!(matches!(args("vtm 5 h2 h3"), Err(ArgError::Twice { .. })));
    assert!(matches!(args("pbta fire"), Err(ArgError::Unknown { .. })));
    // A word around a joining letter, with letters that grow when lower-cased (`Ⱥ` is 2
    // bytes, `ⱥ` 3): refused as unknown, not cut in the middle of a letter.
    for word in ["ȺȺk3", "ȺȺȺȺk3", "İk3", "6kȺ"] {
        let input = format!("l5r {word}");
        assert!(
            matches!(args(&input), Err(ArgError::Unknown { .. })),
            "{input}: {:?}",
            args(&input)
        );
    }
    assert_eq!(args("l5r 6K3"), args("l5r 6k3"));
    assert_eq!(args("sw d8+2"), Ok(vec![8, 2]));
    assert_eq!(args("PBTA −1"), Ok(vec![-1]));
    assert_eq!(args("wod 4 2e d7"), Ok(vec![4, 7, 1]));
}

#[test]
fn dungeons_and_dragons() {
    // With advantage or disadvantage both d20s are drawn.
    check(
        "dnd",
        &[
            ("dnd +5", &[20], "critical", 25),
            ("dnd +5", &[1], "fumble", 6),
            ("dnd +5", &[12], "rolled", 17),
            ("dnd +3 adv", &[4, 15], "rolled", 18),
            ("dnd +3 adv", &[20, 2], "critical", 23),
            ("dnd +3 dis", &[20, 2], "rolled", 5),
            ("dnd +3 dis", &[20, 1], "fumble", 4),
            ("dnd +2 dc15", &[13], "success", 15),
            ("dnd +2 dc15", &[12], "failure", 14),
            ("dnd +2 dis dc15", &[18, 9], "failure", 11),
        ],
    );
}

#[test]
fn pathfinder_degrees_of_success() {
    check(
        "pf2",
        &[
            ("pf2 +7 dc18", &[11], "success", 18),
            ("pf2 +7 dc18", &[10], "failure", 17),
            ("pf2 +7 dc18", &[1], "critical-failure", 8),
            ("pf2 +7 dc18", &[2], "failure", 9),
            ("pf2 +12 dc20", &[18], "critical-success", 30),
            // A natural 20 raises a failure to a success; a natural 1 lowers a success.
            ("pf2 dc25", &[20], "success", 20),
            ("pf2 +25 dc25", &[1], "failure", 26),
            ("pf2 +20 dc25", &[1], "critical-failure", 21),
            ("pf2 +40 dc25", &[1], "success", 41),
            ("pf2 dc30", &[8], "critical-failure", 8),
        ],
    );
}

#[test]
fn ironsworn() {
    // The action die, then the two challenge dice.
    check(
        "ironsworn",
        &[
            ("ironsworn +2", &[4, 3, 5], "strong", 6),
            ("ironsworn +2", &[4, 3, 6], "weak", 6),
            ("ironsworn +2", &[4, 6, 9], "miss", 6),
            ("ironsworn +2", &[4, 5, 5], "strong-match", 6),
            ("ironsworn +2", &[4, 8, 8], "miss-match", 6),
            // The action score is at most 10, and a tie goes to the challenge die.
            ("ironsworn +9", &[6, 10, 9], "weak", 10),
        ],
    );
}

#[test]
fn gurps() {
    check(
        "gurps",
        &[
            ("gurps 12", &[4, 4, 3], "success", 11),
            ("gurps 12", &[4, 4, 5], "failure", 13),
            ("gurps 12", &[1, 1, 2], "critical-success", 4),
            ("gurps 12", &[1, 2, 2], "success", 5),
            ("gurps 15", &[1, 2, 2], "critical-success", 5),
            ("gurps 16", &[2, 2, 2], "critical-success", 6),
            ("gurps 12", &[6, 6, 6], "critical-failure", 18),
            ("gurps 15", &[6, 6, 5], "critical-failure", 17),
            ("gurps 16", &[6, 6, 5], "failure", 17),
            ("gurps 20", &[6, 6, 5], "failure", 17),
            // Ten or more over the skill.
            ("gurps 5", &[5, 5, 5], "critical-failure", 15),
            ("gurps 5", &[5, 5, 4], "failure", 14),
        ],
    );
}

#[test]
fn alien() {
    // The base dice, then the stress dice.
    check(
        "alien",
        &[
            ("alien 3 2", &[6, 2, 3, 4, 5], "success", 1),
            ("alien 3 2", &[6, 2, 3, 1, 5], "success-panic", 1),
            ("alien 3 2", &[2, 2, 3, 1, 6], "success-panic", 1),
            ("alien 3 2", &[2, 2, 3, 1, 5], "failure-panic", 0),
            ("alien 3 2", &[2, 2, 3, 4, 5], "failure", 0),
            // A 1 on a base die is no panic.
            ("alien 3", &[1, 1, 6], "success", 1),
        ],
    );
}

#[test]
fn exalted() {
    check(
        "exalted",
        &[
            ("exalted 4", &[7, 10, 2, 3], "success", 3),
            ("exalted 4 d4", &[7, 10, 2, 3], "failure", 3),
            ("exalted 4 d3", &[7, 10, 1, 3], "success", 3),
            ("exalted 4", &[1, 2, 3, 6], "botch", 0),
            ("exalted 4", &[2, 2, 3, 6], "failure", 0),
            // A 1 beside a success is no botch.
            ("exalted 4 d2", &[1, 7, 3, 6], "failure", 1),
        ],
    );
}

#[test]
fn marvel_multiverse() {
    // The two d6, then the Marvel die.
    check(
        "mm",
        &[
            ("mm +3", &[2, 5, 4], "rolled", 14),
            ("mm +3", &[2, 5, 1], "fantastic", 16),
            ("mm +3", &[6, 6, 1], "ultimate-fantastic", 21),
            ("mm +2 tn14", &[6, 3, 3], "success", 14),
            ("mm +2 tn14", &[6, 3, 2], "failure", 13),
            ("mm +2 tn14", &[1, 2, 1], "failure", 11),
            ("mm +2 tn14", &[3, 3, 1], "fantastic", 14),
            // 6, logo, 6 succeeds whatever the target.
            ("mm tn40", &[6, 6, 1], "ultimate-fantastic", 18),
        ],
    );
}

#[test]
fn hero_system() {
    check(
        "hero",
        &[
            ("hero 11", &[3, 4, 4], "success", 11),
            ("hero 11", &[3, 4, 5], "failure", 12),
            ("hero 2", &[1, 1, 1], "success", 3),
            ("hero 25", &[6, 6, 6], "failure", 18),
            ("hero 25", &[6, 6, 5], "success", 17),
        ],
    );
    let book = Book::load().expect("the book reads");
    let damage = book.get("herodmg").expect("herodmg");
    let params = damage.arguments("4").expect("arguments");
    let mut source = ScriptedSource::new(vec![1.0, 6.0, 3.0, 2.0]);
    let rolled = damage
        .roll(&params, &Limits::default(), &mut source)
        .expect("rolls");
    assert_eq!(rolled.value("stun"), Some(12));
    // 1 is no BODY, 6 two, the rest one.
    assert_eq!(rolled.value("body"), Some(4));
    check("herodmg", &[("herodmg 4", &[1, 6, 3, 2], "damage", 12)]);
}

#[test]
fn warhammer_fantasy() {
    // The units die, then the tens die.
    check(
        "wfrp",
        &[
            ("wfrp 45", &[4, 30], "success", 1),
            ("wfrp 45", &[3, 30], "critical", 1),
            ("wfrp 45", &[6, 40], "failure", 0),
            ("wfrp 45", &[5, 50], "fumble", -1),
            ("wfrp 45", &[0, 0], "fumble", -6),
            // 01–05 always succeed, 96–100 always fail.
            ("wfrp 3", &[5, 0], "success", 0),
            ("wfrp 120", &[7, 90], "failure", 3),
            ("wfrp 120", &[9, 90], "fumble", 3),
        ],
    );
}

#[test]
fn modiphius_2d20() {
    check(
        "m2d20",
        &[
            ("m2d20 12 f2", &[2, 15], "success", 2),
            ("m2d20 12 f2", &[5, 15], "success", 1),
            ("m2d20 12 f2 d2", &[5, 15], "failure", 1),
            ("m2d20 12 f2", &[20, 13], "failure-complication", 0),
            ("m2d20 12 f2", &[1, 20], "success-complication", 2),
            ("m2d20 12", &[13, 19], "failure", 0),
            ("m2d20 14 f4 d3 n3", &[4, 9, 17], "success", 3),
        ],
    );
}

#[test]
fn burning_wheel() {
    check(
        "bw",
        &[
            ("bw 4 ob2", &[4, 6, 1, 3], "success", 2),
            ("bw 4 ob2", &[4, 3, 1, 3], "failure", 1),
            ("bw 2 ob0", &[1, 1], "success", 0),
        ],
    );
}

#[test]
fn the_one_ring() {
    // The Feat die, then the Success dice.
    check(
        "tor",
        &[
            ("tor 2 tn14", &[8, 3, 4], "success", 15),
            ("tor 2 tn14", &[8, 6, 4], "great", 18),
            ("tor 2 tn14", &[8, 6, 6], "extraordinary", 20),
            ("tor 2 tn14", &[5, 3, 4], "failure", 12),
            // The Eye of Sauron is worth nothing; the Gandalf rune succeeds whatever the total.
            ("tor 2 tn14", &[11, 6, 6], "failure", 12),
            ("tor 0 tn14", &[12], "success", 0),
            ("tor 1 tn30", &[12, 6], "great", 6),
        ],
    );
}

#[test]
fn dungeon_crawl_classics() {
    check(
        "dcc",
        &[
            ("dcc d20+2", &[20], "critical", 22),
            ("dcc d20+2", &[1], "fumble", 3),
            ("dcc d20+2", &[11], "rolled", 13),
            ("dcc d14", &[14], "critical", 14),
            ("dcc d24+1 dc15", &[14], "success", 15),
            ("dcc d24+1 dc15", &[13], "failure", 14),
        ],
    );
}

#[test]
fn kult() {
    check(
        "kult",
        &[
            ("kult +3", &[6, 6], "complete", 15),
            ("kult +2", &[6, 6], "partial", 14),
            ("kult +2", &[4, 4], "partial", 10),
            ("kult +2", &[3, 4], "failure", 9),
        ],
    );
}

#[test]
fn lasers_and_feelings() {
    check(
        "lf",
        &[
            // Lasers: under the number; exactly on it counts too.
            ("lf 3", &[2], "complication", 1),
            ("lf 3", &[3], "complication", 1),
            ("lf 3", &[5], "failure", 0),
            ("lf 3 2", &[1, 2], "success", 2),
            ("lf 4 3", &[1, 2, 4], "critical", 3),
            // Feelings: over the number.
            ("lf 4 2 feelings", &[5, 1], "complication", 1),
            ("lf 4 2 feelings", &[5, 6], "success", 2),
        ],
    );
}

#[test]
fn tiny_d6() {
    check(
        "tiny",
        &[
            ("tiny", &[5, 2], "success", 5),
            ("tiny", &[4, 2], "failure", 4),
            ("tiny 1 focus", &[4], "success", 4),
            ("tiny 3", &[1, 2, 6], "success", 6),
        ],
    );
}

#[test]
fn west_end_d6() {
    // The plain dice, then the Wild Die and its re-rolls.
    check(
        "weg",
        &[
            ("weg 3", &[2, 3, 4], "rolled", 9),
            ("weg 3", &[2, 3, 6, 6, 2], "rolled", 19),
            ("weg 3", &[2, 3, 1], "complication", 6),
            ("weg 3 d10", &[4, 3, 3], "success", 10),
            ("weg 3 d10", &[4, 3, 2], "failure", 9),
            ("weg 1", &[1], "complication", 1),
        ],
    );
}

#[test]
fn wrath_and_glory() {
    // The plain dice, then the Wrath die.
    check(
        "wg",
        &[
            ("wg 4 d3", &[4, 6, 1, 3], "success", 3),
            ("wg 4 d3", &[4, 6, 1, 6], "critical", 5),
            ("wg 4 d3", &[4, 6, 2, 1], "success-complication", 3),
            ("wg 4 d3", &[4, 2, 2, 1], "failure-complication", 1),
            ("wg 4 d3", &[4, 2, 2, 3], "failure", 1),
            // A 6 on the Wrath die of a failed test is no critical.
            ("wg 2 d4", &[2, 6], "failure", 2),
        ],
    );
}

#[test]
fn mothership() {
    // The tens die, then the units die.
    check(
        "mothership",
        &[
            ("mothership 35", &[20, 4], "success", 24),
            ("mothership 35", &[20, 2], "critical-success", 22),
            ("mothership 35", &[0, 0], "critical-success", 0),
            ("mothership 35", &[30, 5], "failure", 35),
            ("mothership 35", &[40, 4], "critical-failure", 44),
            ("mothership 100", &[90, 9], "critical-success", 99),
        ],
    );
}

#[test]
fn cairn() {
    check(
        "cairn",
        &[
            ("cairn 12", &[12], "success", 12),
            ("cairn 12", &[13], "failure", 13),
            // 1 always succeeds, 20 always fails.
            ("cairn 1", &[1], "success", 1),
            ("cairn 20", &[20], "failure", 20),
        ],
    );
}

#[test]
fn dragonbane() {
    check(
        "dragonbane",
        &[
            ("dragonbane 12", &[7], "success", 7),
            ("dragonbane 12", &[13], "failure", 13),
            ("dragonbane 12", &[1], "dragon", 1),
            ("dragonbane 12", &[20], "demon", 20),
            // A boon keeps the lower die, a bane the higher.
            ("dragonbane 10 boon", &[15, 4], "success", 4),
            ("dragonbane 10 bane", &[15, 4], "failure", 15),
            ("dragonbane 10 bane", &[20, 1], "demon", 20),
        ],
    );
}

#[test]
fn pendragon() {
    check(
        "pendragon",
        &[
            ("pendragon 12", &[5], "success", 5),
            ("pendragon 12", &[12], "critical", 12),
            ("pendragon 12", &[15], "failure", 15),
            ("pendragon 12", &[20], "fumble", 20),
            ("pendragon 20", &[20], "critical", 20),
            // Over 20 the excess is added; 20 or more is then a critical.
            ("pendragon 25", &[15], "critical", 20),
            ("pendragon 25", &[14], "success", 19),
        ],
    );
}

#[test]
fn stars_without_number() {
    check(
        "swn",
        &[
            ("swn +2 d8", &[3, 3], "success", 8),
            ("swn +2 d8", &[3, 2], "failure", 7),
        ],
    );
}

#[test]
fn fighting_fantasy() {
    check(
        "ff",
        &[
            ("ff 9", &[4, 5], "success", 9),
            ("ff 9", &[5, 5], "failure", 10),
        ],
    );
}

#[test]
fn earthdawn() {
    // The dice by size from the d20 down, each die followed by its bonus dice.
    check(
        "ed",
        &[
            ("ed 10", &[3, 4], "rolled", 7),
            ("ed 10 tn7", &[3, 4], "success", 7),
            // A bonus die on 8, then every full 5 over the difficulty is an extra success.
            ("ed 10 tn7", &[8, 2, 5], "extra", 15),
            ("ed 10 tn5", &[2, 2], "failure", 4),
            // The Rule of One, whatever the difficulty.
            ("ed 10 tn2", &[1, 1], "rule-of-one", 2),
            ("ed 2", &[1], "rule-of-one", 0),
            ("ed 2", &[4, 3], "rolled", 6),
            ("ed 3", &[4, 1], "rolled", 5),
            ("ed 19 tn20", &[15, 6, 1, 3], "extra", 25),
            ("ed 5 karma", &[5, 1], "rolled", 6),
            ("ed 30", &[1, 1, 1, 1], "rule-of-one", 4),
        ],
    );
    // The eleven-step cycle: step 27 is d20 + d12 + d8 + d6.
    let book = Book::load().expect("the book reads");
    let ed = book.get("ed").expect("ed");
    let mut source = ScriptedSource::new(vec![2.0, 3.0, 4.0, 5.0]);
    let rolled = ed
        .roll(&[27, 0, 0], &Limits::default(), &mut source)
        .expect("rolls");
    let sizes: Vec<(&str, usize)> = rolled
        .pools
        .iter()
        .map(|p| (p.name.as_str(), p.dice.len()))
        .filter(|p| p.1 > 0)
        .collect();
    assert_eq!(sizes, [("d20", 1), ("d12", 1), ("d8", 1), ("d6", 1)]);
    assert_eq!(rolled.result, 14);
}

#[test]
fn legend_of_the_five_rings() {
    check(
        "l5r",
        &[
            // A 10 rolls again into its die: 13, 7, 2, 9, 1 keeps 13 and 9.
            ("l5r 5k2 tn15", &[10, 3, 7, 2, 9, 1], "success", 22),
            ("l5r 5k2 tn15", &[3, 4, 5, 6, 7], "failure", 13),
            ("l5r 3k3", &[1, 2, 3], "rolled", 6),
            // Each raise adds 5 to the target.
            ("l5r 5 2 tn15 r2", &[9, 9, 1, 1, 1], "failure", 18),
            // The Ten Dice Rule: 12k4 is 10k5; 11k4 is 10k4; 13k9 is 10k10 + 2; 14k12 is
            // 10k10 + 12.
            ("l5r 12k4", &[1, 2, 3, 4, 5, 6, 7, 8, 9, 9], "rolled", 39),
            ("l5r 11k4", &[1, 2, 3, 4, 5, 6, 7, 8, 9, 9], "rolled", 33),
            ("l5r 13k9", &[1; 10], "rolled", 12),
            ("l5r 14k12", &[1; 10], "rolled", 22),
            ("l5r 10k12", &[1; 10], "rolled", 14),
            // Keeping more than rolled keeps every die.
            ("l5r 2k4", &[4, 5], "rolled", 9),
        ],
    );
}

#[test]
fn genesys() {
    // The dice in the order ability, proficiency, boost, difficulty, challenge, setback; a
    // face is successes + 100 × advantages + 10000 × triumphs (failures, threats, despairs
    // on the negative dice).
    check(
        "genesys",
        &[
            (
                "genesys a2 p1 d2",
                &[101, 200, 10001, 1, 0],
                "success-advantage",
                1,
            ),
            ("genesys a2 d2", &[1, 0, 100, 0], "success-threat", 1),
            ("genesys a2 d2", &[2, 100, 1, 100], "success", 1),
            ("genesys a1 d1", &[200, 2], "failure-advantage", -2),
            ("genesys a1 d1", &[1, 101], "failure-threat", 0),
            ("genesys a1 c1", &[0, 10001], "failure", -1),
            ("genesys b1 s1", &[0, 0], "failure", 0),
        ],
    );
    let book = Book::load().expect("the book reads");
    let genesys = book.get("genesys").expect("genesys");
    let params = genesys.arguments("p1 c1").expect("arguments");
    let mut source = ScriptedSource::new(vec![10001.0, 10001.0]);
    let rolled = genesys
        .roll(&params, &Limits::default(), &mut source)
        .expect("rolls");
    // A triumph and a despair cancel as success and failure, never as symbols.
    assert_eq!(rolled.value("triumphs"), Some(1));
    assert_eq!(rolled.value("despairs"), Some(1));
    assert_eq!(rolled.result, 0);
    let shown: Vec<&str> = genesys
        .pools
        .iter()
        .zip(&rolled.pools)
        .flat_map(|(pool, r)| r.dice.iter().filter_map(|d| pool.symbol(d.value)))
        .collect();
    assert_eq!(shown, ["★", "☠"]);
}

#[test]
fn open_legend() {
    // The d20s, the attribute dice, then the explosions of the kept d20 and of each kept
    // attribute die, each die followed by its chain.
    check(
        "ol",
        &[
            ("ol 5", &[10, 3, 4], "rolled", 17),
            ("ol 5 cr15", &[10, 3, 4], "success", 17),
            ("ol 5 cr15", &[5, 3, 4], "twist", 12),
            // Every die explodes, the d20 too: 20 + 5, 8 + (8 + 2).
            ("ol 3", &[20, 8, 5, 8, 2], "rolled", 43),
            // Advantage keeps the highest before anything explodes: of 8, 8, 3 one 8 is
            // kept and explodes once.
            ("ol 3 adv1", &[10, 3, 8, 4], "rolled", 22),
            ("ol 3 adv2", &[10, 8, 8, 3, 1], "rolled", 19),
            // Disadvantage drops the highest, so a dropped 8 never explodes.
            ("ol 3 dis1", &[10, 8, 3], "rolled", 13),
            ("ol 5 dis1", &[7, 6, 6, 2, 3], "rolled", 18),
            // Score 0: (dis)advantage is on the d20.
            ("ol 0 adv1", &[4, 20, 6], "rolled", 26),
            ("ol 0 dis1", &[4, 20], "rolled", 4),
        ],
    );
}

#[test]
fn age_system() {
    // The two dice, then the Dragon die.
    check(
        "age",
        &[
            ("age +3 tn11", &[3, 3, 4], "stunt", 13),
            ("age +3 tn11", &[3, 5, 2], "success", 13),
            ("age +3 tn11", &[1, 2, 3], "failure", 9),
            // Doubles earn stunt points only on a success.
            ("age +3 tn11", &[1, 1, 2], "failure", 7),
            ("age +2", &[4, 6, 6], "stunt", 18),
            ("age +2", &[4, 6, 5], "rolled", 17),
        ],
    );
    let book = Book::load().expect("the book reads");
    let age = book.get("age").expect("age");
    let params = age.arguments("+3 tn11").expect("arguments");
    let mut source = ScriptedSource::new(vec![2.0, 5.0, 5.0]);
    let rolled = age
        .roll(&params, &Limits::default(), &mut source)
        .expect("rolls");
    assert_eq!(rolled.value("stunts"), Some(5));
}

#[test]
fn traveller() {
    check(
        "traveller",
        &[
            ("traveller +1", &[6, 6], "average-success", 13),
            ("traveller +2", &[6, 6], "exceptional-success", 14),
            ("traveller", &[4, 4], "marginal-success", 8),
            ("traveller", &[3, 4], "marginal-failure", 7),
            ("traveller", &[1, 2], "average-failure", 3),
            ("traveller -1", &[1, 2], "exceptional-failure", 2),
            // A boon keeps the two highest of three dice, a bane the two lowest.
            ("traveller +2 tn10 boon", &[1, 6, 5], "average-success", 13),
            ("traveller bane", &[1, 6, 5], "average-failure", 6),
        ],
    );
}

#[test]
fn shadow_of_the_demon_lord() {
    // The d20, then the boon or bane dice.
    check(
        "sdl",
        &[
            ("sdl +2 boon2", &[8, 3, 5], "success", 15),
            ("sdl bane1", &[12, 4], "failure", 8),
            // One boon cancels one of three banes: two bane dice, the highest taken away.
            ("sdl +1 boon1 bane3 tn12", &[15, 2, 6], "failure", 10),
            ("sdl", &[10], "success", 10),
        ],
    );
}

#[test]
fn fabula_ultima() {
    check(
        "fu",
        &[
            ("fu 8 10 +1 dc10", &[4, 6], "success", 11),
            ("fu 8 10 +1 dc10", &[3, 4], "failure", 8),
            ("fu 8 10 +1 dc10", &[6, 6], "critical", 13),
            // Doubles under 6 are no critical.
            ("fu 8 10 +1 dc10", &[5, 5], "success", 11),
            ("fu 6 6", &[1, 1], "fumble", 2),
            ("fu 6 6", &[2, 3], "rolled", 5),
            // A fumble fails and a critical succeeds whatever the total.
            ("fu 12 8 +20 dc13", &[1, 1], "fumble", 22),
            ("fu 6 6 dc20", &[6, 6], "critical", 12),
        ],
    );
}

#[test]
fn one_roll_engine() {
    check(
        "ore",
        &[
            ("ore 6", &[3, 3, 5, 5, 5, 9], "sets", 3),
            ("ore 3", &[1, 2, 3], "no-set", 1),
            ("ore 4", &[7, 7, 2, 9], "set", 2),
            ("ore 10", &[10; 10], "set", 10),
        ],
    );
    let book = Book::load().expect("the book reads");
    let ore = book.get("ore").expect("ore");
    // Two sets as wide: the higher is the best.
    let mut source = ScriptedSource::new(vec![4.0, 8.0, 4.0, 8.0, 1.0]);
    let rolled = ore
        .roll(&[5], &Limits::default(), &mut source)
        .expect("rolls");
    assert_eq!(
        (rolled.value("width"), rolled.value("height")),
        (Some(2), Some(8))
    );
}

#[test]
fn draw_steel() {
    check(
        "ds",
        &[
            ("ds +2", &[5, 4], "tier1", 11),
            ("ds +2", &[6, 4], "tier2", 12),
            ("ds +2", &[9, 6], "tier3", 17),
            ("ds +2", &[10, 9], "critical", 21),
            ("ds +3 edge1", &[5, 4], "tier2", 14),
            // A double bane lowers the tier, never below 1; a double edge raises it.
            ("ds +1 bane2", &[9, 7], "tier2", 17),
            ("ds +1 bane2", &[1, 1], "tier1", 3),
            ("ds edge2", &[7, 7], "tier3", 14),
            // A natural 19 is tier 3 whatever the modifiers.
            ("ds -5 bane1", &[10, 9], "critical", 12),
        ],
    );
}

#[test]
fn essence20() {
    // The d20s, then the skill dice from d2 up (2d8 and 3d6 after d12), as Foundry's
    // Essence20 system rolls them.
    check(
        "e20",
        &[
            ("e20 d6 +2", &[10, 4], "rolled", 16),
            // Specialized: every skill die up to d8, the highest kept.
            ("e20 d8 spec dc14", &[9, 2, 1, 5, 3], "success", 14),
            ("e20 d8 spec dc14", &[9, 1, 1, 1, 1], "failure", 10),
            // Untrained: the d20 alone; a snag keeps the lower of two.
            ("e20 d20 snag", &[15, 3], "rolled", 3),
            // Shifted up two rungs from d4 is d8; an edge keeps the higher d20.
            ("e20 d4 up2 edge", &[3, 17, 7], "rolled", 24),
            // Past d12 the ladder goes on to 2d8, then 3d6, and stops there.
            ("e20 d12 up1", &[10, 3, 5], "rolled", 18),
            ("e20 d12 up3", &[10, 5, 4, 2], "rolled", 21),
            (
                "e20 d10 up2 spec",
                &[4, 1, 3, 5, 7, 9, 11, 7, 7],
                "rolled",
                18,
            ),
            // Any skill die on its highest face is a critical, whatever the difficulty,
            // the kept d20 on 1 a fumble, both a crumble.
            ("e20 d8 dc25", &[12, 8], "critical", 20),
            ("e20 d6 spec", &[2, 1, 4, 6], "critical", 8),
            ("e20 d12 up1 dc5", &[7, 8, 1], "critical", 16),
            ("e20 d12 up2", &[7, 2, 6, 3], "critical", 18),
            ("e20 d6 dc3", &[1, 3], "fumble", 4),
            ("e20 d6 edge", &[1, 1, 2], "fumble", 3),
            ("e20 d6 edge", &[1, 2, 2], "rolled", 4),
            ("e20 d4 snag", &[18, 1, 4], "crumble", 5),
            // A d2 crits only when the check may (Foundry's "can crit on a d2").
            ("e20 d2", &[11, 2], "rolled", 13),
            ("e20 d2 d2crit", &[11, 2], "critical", 13),
            ("e20 d20", &[20], "rolled", 20),
            // Below d20 the check fails unrolled: auto fail, then fumble at the bottom.
            ("e20 d2 down2", &[], "automatic-failure", 0),
            ("e20 d4 down4 +3", &[], "automatic-fumble", 3),
            ("e20 d6 edge snag", &[11, 5], "rolled", 16),
        ],
    );
}

#[test]
fn dark_heresy() {
    // The units die, then the tens die.
    check(
        "darkheresy",
        &[
            ("darkheresy 45", &[2, 20], "success", 3),
            ("darkheresy 45", &[5, 40], "success", 1),
            ("darkheresy 45", &[6, 40], "failure", 1),
            ("darkheresy 45", &[3, 70], "failure", 4),
            // 01 always succeeds, 100 always fails.
            ("darkheresy 120", &[0, 0], "failure", 1),
            ("darkheresy 120", &[9, 90], "success", 4),
        ],
    );
}

#[test]
fn mork_borg() {
    check(
        "morkborg",
        &[
            ("morkborg +1", &[11], "success", 12),
            ("morkborg +1", &[10], "failure", 11),
            ("morkborg -2 dr14", &[20], "crit", 18),
            ("morkborg +5", &[1], "fumble", 6),
            ("morkborg +3 dr10", &[7], "success", 10),
        ],
    );
}

#[test]
fn troika() {
    check(
        "troika",
        &[
            ("troika 8", &[3, 5], "success", 8),
            ("troika 8", &[4, 5], "failure", 9),
            // Double six fails and double one succeeds, whatever the skill.
            ("troika 14", &[6, 6], "failure", 12),
            ("troika 1", &[1, 1], "success", 2),
        ],
    );
}
