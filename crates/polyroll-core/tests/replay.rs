//! Seeded replays keep their faces: a seeded roll draws, die after die in NOTATION's draw
//! order, exactly what rand's own `random_range` draws from the same ChaCha12 state (the
//! engine draws a term's dice a run at a time through its own copy of rand's sampling),
//! and the dice limit and scripted faces fail at the same die as when dice were drawn one
//! call at a time.

use polyroll_core::outcome::Die;
use polyroll_core::{Dialect, Limits, Problem, RandomSource, Roller, ScriptedSource};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// The faces of every die the roll recorded, term by term, as drawn.
fn faces(text: &str, seed: u64) -> Vec<f64> {
    let roller = Roller::new(Dialect::Standard);
    let program = Dialect::Standard.parse(text, &Limits::default()).unwrap();
    let outcome = roller
        .roll_program(&program, text, &mut RandomSource::seeded(seed))
        .unwrap();
    let mut out = Vec::new();
    for s in &outcome.statements {
        out.extend(outcome.dice_in(s.node).iter().map(|d: &&Die| d.rolled));
    }
    out
}

#[test]
fn seeded_rolls_draw_what_rands_random_range_draws() {
    // (formula, the ranges of its dice in draw order)
    let cases: [(&str, Vec<(i64, i64)>); 7] = [
        ("4d6kh3", vec![(1, 6); 4]),
        ("1d20+5", vec![(1, 20)]),
        ("{1d20, 1d20}kh1", vec![(1, 20); 2]),
        // Longer than a run of the draw (8): runs end inside the term.
        ("19d100", vec![(1, 100); 19]),
        (
            "3dF + 2d%",
            vec![(-1, 1), (-1, 1), (-1, 1), (1, 100), (1, 100)],
        ),
        ("2d1000000000000", vec![(1, 1_000_000_000_000); 2]),
        (
            "4d4294967295 + 1d2",
            vec![(1, 4_294_967_295); 4]
                .into_iter()
                .chain([(1, 2)])
                .collect(),
        ),
    ];
    for seed in 0..200 {
        for (text, ranges) in &cases {
            let mut rng = StdRng::seed_from_u64(seed);
            let expected: Vec<f64> = ranges
                .iter()
                .map(|&(lo, hi)| rng.random_range(lo..=hi) as f64)
                .collect();
            assert_eq!(faces(text, seed), expected, "{text}, seed {seed}");
        }
    }
}

#[test]
fn the_dice_limit_and_scripted_faces_stop_at_the_same_die() {
    let tight = Roller {
        limits: Limits {
            max_dice: 10,
            ..Limits::default()
        },
        ..Roller::new(Dialect::Standard)
    };
    // An exploding die draws three (6, 6, 1), then a run of eight: the limit passes at
    // the run's eighth die (the 11th), once ten are drawn...
    let script = |n: usize| {
        let mut faces = vec![6.0, 6.0, 1.0];
        faces.resize(n, 2.0);
        ScriptedSource::new(faces)
    };
    let e = tight.roll("1d6!+8d6", &mut script(11)).unwrap_err();
    assert_eq!(e.problem, Problem::TooManyDice { max: 10 });
    // ...so with nine faces scripted, the faces run out first, at the 10th.
    let e = tight.roll("1d6!+8d6", &mut script(9)).unwrap_err();
    assert_eq!(e.problem, Problem::FacesRanOut { count: 9 });
    // A face the die cannot show is refused where it is drawn, inside a run.
    let mut script = vec![2.0; 12];
    script[5] = 7.0;
    let e = Roller::new(Dialect::Standard)
        .roll("12d6", &mut ScriptedSource::new(script))
        .unwrap_err();
    assert!(matches!(e.problem, Problem::FaceImpossible { face, .. } if face == 7.0));
}
