//! The standard notation (seed 000): every example of the seed, each modifier's edges,
//! errors with their spans, limits, and scripted replays.

mod common;

use common::{err, roll_with, total};
use polyroll_core::outcome::{Crit, Mark, Node};
use polyroll_core::{Dialect, ErrorKind, Limits, RandomSource, Roller, ScriptedSource, Span};

#[test]
fn seed_examples_of_dice() {
    assert_eq!(total("1d20", &[7.0]), 7.0);
    assert_eq!(total("d20", &[7.0]), 7.0);
    assert_eq!(total("2d6", &[2.0, 5.0]), 7.0);
    assert_eq!(total("3к8", &[1.0, 2.0, 8.0]), 11.0);
    assert_eq!(total("1К12", &[12.0]), 12.0);
    assert_eq!(total("2D4", &[4.0, 4.0]), 8.0);
    assert_eq!(total("d%", &[100.0]), 100.0);
    assert_eq!(total("dF", &[-1.0]), -1.0);
    assert_eq!(total("0d6", &[]), 0.0);
    assert_eq!(total("1d(6+2)", &[8.0]), 8.0);
}

#[test]
fn computed_counts_floor_and_clamp_at_zero() {
    assert_eq!(total("(5/2)d6", &[1.0, 2.0]), 3.0);
    assert_eq!(total("(0-3)d6", &[]), 0.0);
    let o = roll_with("(ceil([LVL]/2))d6", &[1.0, 2.0, 3.0], &[("LVL", "5")]).unwrap();
    assert_eq!(o.total(), Some(6.0));
    let o = roll_with("max(1,[WIS])d8", &[5.0], &[("WIS", "-1")]).unwrap();
    assert_eq!(o.total(), Some(5.0));
}

#[test]
fn keep_and_drop() {
    assert_eq!(total("4d6kh3", &[2.0, 1.0, 6.0, 5.0]), 13.0);
    assert_eq!(total("4d6k3", &[2.0, 1.0, 6.0, 5.0]), 13.0);
    assert_eq!(total("2d20kl1", &[17.0, 7.0]), 7.0);
    assert_eq!(total("4d6dl1", &[2.0, 1.0, 6.0, 5.0]), 13.0);
    assert_eq!(total("4d6d1", &[2.0, 1.0, 6.0, 5.0]), 13.0);
    assert_eq!(total("4d6dh1", &[2.0, 1.0, 6.0, 5.0]), 8.0);
    assert_eq!(
        total("2d6kh5", &[2.0, 3.0]),
        5.0,
        "keeping more than rolled keeps all"
    );
    assert_eq!(total("2d6kh0", &[2.0, 3.0]), 0.0);
}

#[test]
fn keep_high_on_ties_keeps_the_later_die() {
    let o = roll_with("3d6kh1", &[5.0, 5.0, 2.0], &[]).unwrap();
    let dice = o.dice_in(o.statements[0].node);
    let dropped: Vec<bool> = dice.iter().map(|d| d.dropped).collect();
    assert_eq!(dropped, [true, false, true]);
}

#[test]
fn dropped_dice_stay_in_the_result() {
    let o = roll_with("4d6kh3", &[3.0, 5.0, 2.0, 6.0], &[]).unwrap();
    let dice = o.dice_in(o.statements[0].node);
    assert_eq!(dice.len(), 4);
    assert!(dice[2].dropped && dice[2].value == 2.0);
    assert_eq!(o.total(), Some(14.0));
}

#[test]
fn explosions() {
    assert_eq!(total("3d6!", &[2.0, 3.0, 6.0, 6.0, 1.0]), 18.0);
    assert_eq!(total("1d10!>=9", &[9.0, 1.0]), 10.0);
    assert_eq!(total("2d6!!", &[6.0, 6.0, 6.0, 3.0, 2.0]), 23.0);
    assert_eq!(total("2d6!p", &[6.0, 6.0, 6.0, 3.0, 2.0]), 20.0);
    // New explosion dice stand right after their parent.
    let o = roll_with("2d6!", &[6.0, 2.0, 4.0], &[]).unwrap();
    let values: Vec<f64> = o
        .dice_in(o.statements[0].node)
        .iter()
        .map(|d| d.value)
        .collect();
    assert_eq!(values, [6.0, 4.0, 2.0]);
    let dice = o.dice_in(o.statements[0].node);
    assert!(dice[0].exploded() && dice[1].from_explosion() && !dice[2].exploded());
}

#[test]
fn compounding_keeps_one_die() {
    let o = roll_with("1d6!!", &[6.0, 6.0, 2.0], &[]).unwrap();
    let dice = o.dice_in(o.statements[0].node);
    assert_eq!(dice.len(), 1);
    assert_eq!(dice[0].value, 14.0);
    let Node::Dice(term) = o.node(o.statements[0].node) else {
        panic!("a dice term: {o:?}");
    };
    assert_eq!(o.compounded(&o.dice_of(term)[0]), [6.0, 6.0, 2.0]);
}

#[test]
fn explosions_stop_at_the_cap() {
    let faces = vec![6.0; 101];
    let o = roll_with("1d6!", &faces, &[]).unwrap();
    assert_eq!(o.dice_in(o.statements[0].node).len(), 101);
    assert_eq!(o.total(), Some(606.0));
}

#[test]
fn rerolls() {
    assert_eq!(total("1d20ro=1", &[1.0, 1.0]), 1.0, "ro rerolls once only");
    assert_eq!(total("1d20r=1", &[1.0, 1.0, 5.0]), 5.0);
    assert_eq!(total("2d6r<2", &[2.0, 1.0, 6.0]), 8.0);
    assert_eq!(
        total("1d6r", &[1.0, 4.0]),
        4.0,
        "default rerolls the minimum"
    );
    let o = roll_with("1d6r<3", &[1.0, 2.0, 5.0], &[]).unwrap();
    let Node::Dice(term) = o.node(o.statements[0].node) else {
        panic!("a dice term: {o:?}");
    };
    assert_eq!(o.replaced(&o.dice_of(term)[0]), [1.0, 2.0]);
    // At the cap the die keeps its last value.
    let faces = vec![1.0; 101];
    assert_eq!(total("1d6r", &faces), 1.0);
}

#[test]
fn unique() {
    assert_eq!(total("4d6u", &[2.0, 3.0, 6.0, 6.0, 1.0]), 12.0);
    assert_eq!(total("4d6u", &[5.0, 5.0, 1.0, 5.0, 3.0, 4.0]), 13.0);
    assert_eq!(total("3d6uo", &[5.0, 5.0, 5.0, 5.0, 5.0]), 15.0);
    assert_eq!(
        total("3d6u=5", &[2.0, 2.0, 5.0]),
        9.0,
        "only matching duplicates reroll"
    );
}

#[test]
fn min_and_max() {
    assert_eq!(total("4d6min2", &[5.0, 2.0, 1.0, 6.0]), 15.0);
    assert_eq!(total("4d6max3", &[5.0, 2.0, 2.0, 6.0]), 10.0);
}

/// NOTATION's one comparison rule: min/max clamp every face drawn, and explode, reroll and
/// `u` compare the clamped face; `!p` subtracts after comparing. Each case would draw
/// another face under the old rule (explosions compared the raw face), so a scripted
/// source with exactly the faces the rule needs also proves nothing more is drawn.
#[test]
fn explode_reroll_and_unique_compare_the_clamped_face() {
    assert_eq!(total("1d6max5!", &[6.0]), 5.0, "6 shows 5: no explosion");
    assert_eq!(total("3d6max4!!", &[6.0, 5.0, 4.0]), 12.0);
    assert_eq!(total("1d6min4r<2", &[1.0]), 4.0, "1 shows 4: no reroll");
    assert_eq!(
        total("1d6min4!<=4", &[1.0, 6.0]),
        10.0,
        "1 shows 4, which explodes; the 6 does not"
    );
    assert_eq!(
        total("1d6max4!>=4", &[6.0, 2.0]),
        6.0,
        "6 shows 4: explodes"
    );
    assert_eq!(
        total("1d6max4!p>=4", &[6.0, 5.0, 1.0]),
        7.0,
        "extra 5 shows 4, compared before !p (then 3), so it explodes again"
    );
    assert_eq!(
        total("1d6max4!!>=4", &[6.0, 5.0, 1.0]),
        9.0,
        "the chain compares each clamped face: 4 + 4 + 1"
    );
    assert_eq!(
        total("2d6max3u", &[5.0, 6.0, 2.0]),
        5.0,
        "5 and 6 both show 3: the second is a duplicate"
    );
    // The rule checks see the clamped faces too: a reroll that matches every face the
    // clamped die can show would never stop.
    assert!(err("1d6max2r<3", &[]).message().contains("every face"));
    assert!(err("1d6min6!", &[]).message().contains("every face"));
    assert_eq!(
        total("1d6min5r<6", &[1.0, 6.0]),
        6.0,
        "5 rerolls, 6 does not"
    );
}

#[test]
fn crits_and_sorting() {
    let o = roll_with("2d20cs=20cf=1", &[20.0, 1.0], &[]).unwrap();
    let d = o.dice_in(o.statements[0].node);
    assert_eq!(
        (d[0].crit, d[1].crit),
        (Some(Crit::Success), Some(Crit::Failure))
    );
    let o = roll_with("1d100cs<=5", &[4.0], &[]).unwrap();
    assert_eq!(o.dice_in(o.statements[0].node)[0].crit, Some(Crit::Success));
    let o = roll_with("4d6sd", &[5.0, 4.0, 6.0, 1.0], &[]).unwrap();
    let v: Vec<f64> = o
        .dice_in(o.statements[0].node)
        .iter()
        .map(|d| d.value)
        .collect();
    assert_eq!(v, [6.0, 5.0, 4.0, 1.0]);
    let o = roll_with("4d6s", &[5.0, 4.0, 6.0, 1.0], &[]).unwrap();
    let v: Vec<f64> = o
        .dice_in(o.statements[0].node)
        .iter()
        .map(|d| d.value)
        .collect();
    assert_eq!(v, [1.0, 4.0, 5.0, 6.0]);
}

#[test]
fn success_counting() {
    assert_eq!(
        total("10d10>=8", &[4., 10., 10., 1., 1., 6., 10., 10., 1., 10.]),
        5.0
    );
    assert_eq!(total("4d6>4f<3", &[3.0, 6.0, 6.0, 1.0]), 1.0);
    assert_eq!(
        total("4d6>4f<3+10", &[3.0, 6.0, 6.0, 1.0]),
        11.0,
        "the count takes part in arithmetic"
    );
    let o = roll_with("3d6>=5", &[5.0, 1.0, 6.0], &[]).unwrap();
    let marks: Vec<_> = o
        .dice_in(o.statements[0].node)
        .iter()
        .map(|d| d.mark)
        .collect();
    assert_eq!(marks, [Some(Mark::Success), None, Some(Mark::Success)]);
}

#[test]
fn modifiers_apply_in_a_fixed_order_whatever_the_writing() {
    let a = total("4d6kh3r<2", &[1.0, 3.0, 4.0, 5.0, 6.0]);
    let b = total("4d6r<2kh3", &[1.0, 3.0, 4.0, 5.0, 6.0]);
    assert_eq!(a, b);
    assert_eq!(a, 15.0);
    assert_eq!(
        total("4d6kh1kh3", &[1.0, 2.0, 3.0, 4.0]),
        9.0,
        "the last of a kind counts"
    );
}

/// One rule for `cs`/`cf` on groups in every dialect: a bare `cs` marks the parts with the
/// group's highest total, a bare `cf` its lowest, dropped or not (the standard dialect
/// used to ignore them; pool marked the highest).
#[test]
fn bare_crit_marks_on_groups_mark_the_highest_and_lowest_totals() {
    let crits = |text: &str, faces: &[f64]| {
        let o = roll_with(text, faces, &[]).unwrap();
        let Node::Group(g) = o.node(o.statements[0].node) else {
            panic!("not a group")
        };
        o.parts(g).iter().map(|p| p.crit).collect::<Vec<_>>()
    };
    assert_eq!(
        crits("{1d20, 1d20, 1d20}cscf", &[7.0, 15.0, 3.0]),
        [None, Some(Crit::Success), Some(Crit::Failure)]
    );
    assert_eq!(
        crits("{1d20, 1d20}kl1cs", &[7.0, 15.0]),
        [None, Some(Crit::Success)],
        "the dropped part is marked too, as dropped dice are"
    );
    assert_eq!(
        crits("{1d20, 1d20}cs>=10", &[7.0, 15.0]),
        [None, Some(Crit::Success)]
    );
    let pool = Roller::new(Dialect::Pool)
        .roll(
            "{1d20, 1d20, 1d20}cscf",
            &mut ScriptedSource::new(vec![7.0, 15.0, 3.0]),
        )
        .unwrap();
    let Node::Group(g) = pool.node(pool.statements[0].node) else {
        panic!("not a group")
    };
    let pool_crits: Vec<_> = pool.parts(g).iter().map(|p| p.crit).collect();
    assert_eq!(
        pool_crits,
        crits("{1d20, 1d20, 1d20}cscf", &[7.0, 15.0, 3.0]),
        "pool and standard agree"
    );
}

#[test]
fn groups() {
    assert_eq!(total("{1d20, 1d20}kh1", &[20.0, 14.0]), 20.0);
    assert_eq!(total("{4d6, 2d6}>=6", &[6.0, 1.0, 6.0, 2.0, 1.0, 3.0]), 1.0);
    assert_eq!(
        total("{4d6+2d8}kh3", &[1.0, 2.0, 3.0, 4.0, 8.0, 1.0]),
        15.0,
        "one part: keep acts on its dice"
    );
    let o = roll_with("{1d12 (Hope), 1d12 (Fear)}", &[5.0, 7.0], &[]).unwrap();
    let Node::Group(g) = o.node(o.statements[0].node) else {
        panic!("not a group")
    };
    let labels: Vec<_> = o
        .parts(g)
        .iter()
        .map(|p| o.part_label(p).unwrap_or_default())
        .collect();
    assert_eq!(labels, ["Hope", "Fear"]);
    assert_eq!(o.total(), Some(12.0));
    assert!(err("{1d6, 1d6}!", &[]).message().contains("group"));
    assert!(err("{1d6}r", &[]).message().contains("group"));
}

#[test]
fn arithmetic() {
    assert_eq!(total("-3^2", &[]), -9.0);
    assert_eq!(total("2^3^2", &[]), 512.0);
    assert_eq!(total("-7%3", &[]), 2.0);
    assert_eq!(total("7%-3", &[]), -2.0);
    assert_eq!(total("1d6/2", &[3.0]), 1.5);
    assert_eq!(total("1d6/3", &[2.0]), 0.67);
    assert_eq!(total("1d6 × 2 − 1 ÷ 2", &[3.0]), 5.5);
    assert_eq!(total("2 * -1d4", &[3.0]), -6.0);
    assert_eq!(total("-1d4", &[3.0]), -3.0);
    assert_eq!(total("0.5 * 4", &[]), 2.0);
    assert_eq!(total("(1d6 + 2) * 2", &[6.0]), 16.0);
}

#[test]
fn functions() {
    assert_eq!(total("floor(4d10/3)", &[10.0, 1.0, 10.0, 4.0]), 8.0);
    assert_eq!(total("ceil(7/2)", &[]), 4.0);
    assert_eq!(total("round(2.5)", &[]), 3.0);
    assert_eq!(total("round(-2.5)", &[]), -3.0);
    assert_eq!(total("max(4d6, 10)", &[1.0, 1.0, 1.0, 1.0]), 10.0);
    assert_eq!(total("min(3, 1, 2)", &[]), 1.0);
    assert_eq!(total("abs(4d10-25)", &[5.0, 9.0, 3.0, 10.0]), 2.0);
    assert_eq!(total("pow(2d6, 2)", &[6.0, 4.0]), 100.0);
    assert_eq!(total("sqrt(16)", &[]), 4.0);
    assert_eq!(total("sign(-5)", &[]), -1.0);
    assert_eq!(total("exp(0)", &[]), 1.0);
    assert_eq!(total("log(1)", &[]), 0.0);
    assert_eq!(total("sin(0)+cos(0)+tan(0)", &[]), 1.0);
    assert!(err("min(1)", &[]).message().contains("2 or more"));
    assert!(err("floor (1)", &[]).message().contains("bracket"));
}

#[test]
fn variables() {
    let o = roll_with("1d20 + [ STR ]", &[10.0], &[("str", "3")]).unwrap();
    assert_eq!(o.total(), Some(13.0));
    let o = roll_with("[[str]+1]d6", &[1.0, 2.0, 3.0, 4.0], &[("str", "3")]).unwrap();
    assert_eq!(o.total(), Some(10.0));
    let o = roll_with("[2d6]", &[2.0, 3.0], &[]).unwrap();
    assert_eq!(o.total(), Some(5.0));
    let o = roll_with("[atk] + 1", &[4.0], &[("atk", "1d6 + [str]"), ("str", "2")]).unwrap();
    assert_eq!(o.total(), Some(7.0), "aliases may use aliases");
    let o = roll_with("[local-modifier]", &[], &[("local-modifier", "2")]).unwrap();
    assert_eq!(o.total(), Some(2.0));
}

#[test]
fn unknown_or_circular_variables_roll_nothing() {
    let e = roll_with("1d20 + [nope]", &[10.0], &[]).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Variable);
    assert_eq!(e.span, Span::new(7, 13));
    let e = roll_with("[a]", &[], &[("a", "[b]"), ("b", "[a]")]).unwrap_err();
    assert!(e.message().contains("circle"), "{}", e.message());
    let chain: Vec<(String, String)> = (0..10)
        .map(|i| (format!("v{i}"), format!("[v{}]", i + 1)))
        .collect();
    let mut vars: Vec<(&str, &str)> = chain
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    vars.push(("v10", "1"));
    let e = roll_with("[v0]", &[], &vars).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Limit);
}

#[test]
fn conditions() {
    let v = [("STR", "3")];
    assert_eq!(
        roll_with("if([STR] >= 3, 2d6+3, 1d6)", &[2.0, 2.0], &v)
            .unwrap()
            .total(),
        Some(7.0)
    );
    let v = [("a", "1"), ("b", "0")];
    let o = roll_with("if([a] > 0, if([b] > 0, 1d6, 1d4), 0)", &[3.0], &v).unwrap();
    assert_eq!(o.total(), Some(3.0));
    assert_eq!(
        roll_with("if([a] > 0 and not [b] > 0, 1, 2)", &[], &v)
            .unwrap()
            .total(),
        Some(1.0)
    );
    assert_eq!(
        roll_with("if([a] == 0 or [b], 1, 2)", &[], &v)
            .unwrap()
            .total(),
        Some(2.0)
    );
    assert_eq!(
        roll_with("if(0, 1d6, 5)", &[], &[]).unwrap().total(),
        Some(5.0),
        "only the chosen branch rolls"
    );
    let e = err("if(1d20 > 10, 1, 0)", &[]);
    assert_eq!(e.span, Span::new(3, 12));
    assert!(err("1d20 > 10", &[]).message().contains("if()"));
}

#[test]
fn labels() {
    let label = |t: &str, faces: &[f64]| {
        roll_with(t, faces, &[]).unwrap().statements[0]
            .label
            .clone()
    };
    assert_eq!(label("1d20+5 (Attack)", &[10.0]).as_deref(), Some("Attack"));
    assert_eq!(
        label("Bardic Inspiration 1d6", &[4.0]).as_deref(),
        Some("Bardic Inspiration")
    );
    assert_eq!(
        label("Вдохновение барда 1d6", &[4.0]).as_deref(),
        Some("Вдохновение барда")
    );
    assert_eq!(
        label("2d6+3 (Урон огнём)", &[1.0, 2.0]).as_deref(),
        Some("Урон огнём")
    );
    assert_eq!(
        label("1d100cs<=25 # Too slow a gesture", &[20.0]).as_deref(),
        Some("Too slow a gesture")
    );
    // A label is one line: written over several, its words are joined by single spaces.
    assert_eq!(
        label("1d20+5 (Attack\r\n  on the   orc)", &[10.0]).as_deref(),
        Some("Attack on the orc")
    );
    assert_eq!(
        label("1d20 + (1d6)", &[10.0, 3.0]),
        None,
        "a formula in brackets is math"
    );
    assert_eq!(total("1d20 + (1d6)", &[10.0, 3.0]), 13.0);
}

#[test]
fn errors_point_at_the_place() {
    let e = err("2d6 fire", &[]);
    assert_eq!(e.span, Span::new(4, 8));
    assert_eq!(
        e.with_caret("2d6 fire"),
        format!("{}\n2d6 fire\n    ^^^^", e.message())
    );
    assert!(err("1d20 // comment", &[]).message().contains("#"));
    assert!(err("1d20 /* c */", &[]).message().contains("#"));
    assert_eq!(err("(1d6", &[]).span, Span::new(0, 1));
    assert!(err("1d6)", &[]).message().contains("closes nothing"));
    assert_eq!(err("1d6/0", &[3.0]).kind, ErrorKind::Math);
    assert_eq!(err("sqrt(-4)", &[]).kind, ErrorKind::Math);
    assert_eq!(err("", &[]).kind, ErrorKind::Syntax);
    assert!(err("2d", &[]).message().contains("sides"));
    assert!(err("1d0", &[]).message().contains("side"));
    assert_eq!(
        err("10^10^10", &[]).kind,
        ErrorKind::Math,
        "overflow is an error"
    );
}

#[test]
fn scripted_faces_must_fit_and_suffice() {
    assert_eq!(err("1d6", &[7.0]).kind, ErrorKind::Faces);
    assert_eq!(err("2d6", &[3.0]).kind, ErrorKind::Faces);
    assert_eq!(err("dF", &[2.0]).kind, ErrorKind::Faces);
}

#[test]
fn limits() {
    assert_eq!(err("1001d6", &[]).kind, ErrorKind::Limit);
    assert_eq!(err("999999d6", &[]).kind, ErrorKind::Limit);
    assert_eq!(err("600d6+600d6", &[]).kind, ErrorKind::Limit);
    assert_eq!(
        err("(999*999)d6", &[]).kind,
        ErrorKind::Limit,
        "computed counts are checked too"
    );
    assert_eq!(err("1d1!", &[]).kind, ErrorKind::Limit);
    assert_eq!(err("1d6r<7", &[]).kind, ErrorKind::Limit);
    assert_eq!(err(&"1".repeat(1001), &[]).kind, ErrorKind::Limit);
    let deep = format!("{}1{}", "(".repeat(33), ")".repeat(33));
    assert_eq!(err(&deep, &[]).kind, ErrorKind::Limit);
    let ok = format!("{}1{}", "(".repeat(32), ")".repeat(32));
    assert_eq!(total(&ok, &[]), 1.0);
    // Explosions count against the dice limit while rolling.
    let mut source = RandomSource::seeded(1);
    let roller = Roller::new(Dialect::Standard);
    let e = roller.roll("1000d2!", &mut source).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Limit);
    let tight = Roller {
        limits: Limits {
            max_dice: 3,
            ..Limits::default()
        },
        ..Roller::new(Dialect::Standard)
    };
    assert!(tight
        .roll("4d6", &mut ScriptedSource::new(vec![1.0; 4]))
        .is_err());
}

/// A parsed program rolled again and again: the same canonical form as a fresh parse and
/// roll, variables still resolved on every roll (and still refused when unknown), and a
/// program without variables rolled without a resolver lookup.
#[test]
fn a_parsed_program_rolls_like_its_text() {
    use std::collections::HashMap;

    use polyroll_core::{Alias, DieSource};
    let limits = Limits::default();
    for text in [
        "4d6kh3",
        "1d20+5 # attack",
        "{1d20, 1d20}kh1 (Advantage)",
        "[str]+1d6",
    ] {
        let program = Dialect::Standard.parse(text, &limits).unwrap();
        let vars: HashMap<String, Alias> = [(
            "str".to_string(),
            Alias {
                formula: "3".into(),
                dialect: Dialect::Standard,
            },
        )]
        .into();
        let roller = Roller::new(Dialect::Standard).with_resolver(&vars);
        let fresh = roller
            .roll(text, &mut ScriptedSource::new(vec![4.0; 8]))
            .unwrap();
        for _ in 0..3 {
            let again = roller
                .roll_program(&program, text, &mut ScriptedSource::new(vec![4.0; 8]))
                .unwrap();
            assert_eq!(again, fresh, "{text}");
        }
        assert_eq!(program.canonical(), fresh.canonical);
    }
    let program = Dialect::Standard.parse("[str]+1d6", &limits).unwrap();
    let unknown = Roller::new(Dialect::Standard).roll_program(
        &program,
        "[str]+1d6",
        &mut ScriptedSource::new(vec![4.0]),
    );
    assert!(unknown.is_err(), "an unknown variable still rolls nothing");

    /// Counts lookups: a program without variables needs none.
    struct Counting(std::cell::Cell<usize>);
    impl polyroll_core::Resolver for Counting {
        fn lookup(&self, _: &str) -> Option<Alias> {
            self.0.set(self.0.get() + 1);
            None
        }
    }
    let counting = Counting(std::cell::Cell::new(0));
    let roller = Roller::new(Dialect::Standard).with_resolver(&counting);
    let mut source: Box<dyn DieSource> = Box::new(RandomSource::seeded(1));
    let plain = Dialect::Standard.parse("4d6kh3", &limits).unwrap();
    roller.roll_program(&plain, "4d6kh3", &mut *source).unwrap();
    assert_eq!(counting.0.get(), 0, "no variable, no lookup");
    let reads = Dialect::Standard.parse("[str]+1d6", &limits).unwrap();
    assert!(roller
        .roll_program(&reads, "[str]+1d6", &mut *source)
        .is_err());
    assert!(
        counting.0.get() > 0,
        "a variable is looked up on every roll"
    );
}

/// One outcome reused for roll after roll of different programs: each time it equals a
/// fresh roll with the same faces (no statement, warning or canonical text left over).
#[test]
fn an_outcome_reused_by_roll_into_equals_a_fresh_roll() {
    let limits = Limits::default();
    let mut reused = polyroll_core::Outcome::default();
    for (dialect, text) in [
        (Dialect::Pool, "1d6; 2d6+1; 3d6kh2"),
        (Dialect::Standard, "4d6kh3 # stats"),
        (Dialect::Diceplus, "1d20 + jerk"),
        (Dialect::Pool, "1d6; 2d6"),
        (Dialect::Standard, "{1d20, 1d20}kh1"),
        (Dialect::Dndice, "4d6h3"),
    ] {
        let program = dialect.parse(text, &limits).unwrap();
        let roller = Roller::new(dialect);
        let faces = || ScriptedSource::new(vec![3.0; 12]);
        let fresh = roller.roll_program(&program, text, &mut faces()).unwrap();
        roller
            .roll_into(&program, text, &mut faces(), &mut reused)
            .unwrap();
        assert_eq!(reused, fresh, "{dialect:?} {text}");
        assert_eq!(reused.statements.len(), program.statements.len());
    }
}

#[test]
fn seeded_rolls_replay() {
    let roller = Roller::new(Dialect::Standard);
    let a = roller
        .roll("8d6kh3+1d20!", &mut RandomSource::seeded(42))
        .unwrap();
    let b = roller
        .roll("8d6kh3+1d20!", &mut RandomSource::seeded(42))
        .unwrap();
    assert_eq!(a, b);
}

#[test]
fn scripted_faces_are_consumed_in_draw_order() {
    let roller = Roller::new(Dialect::Standard);
    let mut s = ScriptedSource::new(vec![6.0, 2.0, 1.0, 4.0, 3.0]);
    // 2d6!: base dice 6, 2; then 6's explosion (1); then 1d6r: 4; max(): 3.
    let o = roller.roll("2d6! + 1d6 + 1d6", &mut s).unwrap();
    assert_eq!(o.total(), Some(16.0));
    assert_eq!(s.used(), 5);
}

#[test]
fn canonical_form_round_trips() {
    for f in [
        "4d6kh3",
        "d20",
        "2d6!>=5",
        "3d6>=5!",
        "1d20cs=20cf=1",
        "{1d12 (Hope), 1d12 (Fear)}kh1",
        "if([a] > 0 and not [b] > 0, 1, 2)",
        "Bardic Inspiration 1d6",
        "-3^2+(1d6)*[[str]+1]d6",
        "4d6r<2u!p>3kl2dh1sd",
        "4d6ro=1uo",
    ] {
        let p = Dialect::Standard.parse(f, &Limits::default()).unwrap();
        let canon = polyroll_core::canonical::program(&p);
        let q = Dialect::Standard.parse(&canon, &Limits::default()).unwrap();
        assert_eq!(
            polyroll_core::canonical::program(&q),
            canon,
            "{f} -> {canon}"
        );
    }
}

#[test]
fn a_count_glued_to_a_hash_is_not_a_silent_label() {
    for (input, at) in [("3#1d20", 1), ("  12#4d6kh3", 4), ("3#", 1)] {
        let e = err(input, &[]);
        assert_eq!(e.kind, ErrorKind::Syntax, "{input}");
        assert_eq!(e.span, Span::new(at, at + 1), "{input}");
        assert!(
            e.message().contains("several times"),
            "{input}: {}",
            e.message()
        );
    }
    assert!(err("3#1d20", &[]).message().contains("{1d20, 1d20, 1d20}"));
    assert!(err("3#1d20", &[]).message().contains("repeat(1d20, 3)"));
    // A label after a space, or after a formula, is still a label.
    let o = roll_with("20 # 1d20", &[], &[]).unwrap();
    assert_eq!(o.statements[0].label.as_deref(), Some("1d20"));
    assert_eq!(o.total(), Some(20.0));
    assert_eq!(total("1d6+3# note", &[2.0]), 5.0);
}

/// The evaluator checks the stack every few levels instead of at each: the longest chains
/// and deepest brackets the limits allow still roll on a 2 MiB worker stack, in every
/// dialect that rolls through it.
#[test]
fn long_chains_roll_on_a_small_stack_in_every_dialect() {
    let chains = [
        "-".repeat(999) + "1",
        "1+".repeat(499) + "1",
        "1d6+".repeat(249) + "1",
        "(".repeat(32) + "1d6" + &")".repeat(32),
        "{".repeat(32) + "1d6" + &"}".repeat(32),
    ];
    for dialect in [Dialect::Standard, Dialect::Dndice, Dialect::Diceplus] {
        for text in chains.clone() {
            let result = std::thread::Builder::new()
                .stack_size(2 * 1024 * 1024)
                .spawn(move || {
                    Roller::new(dialect)
                        .roll(&text, &mut RandomSource::seeded(9))
                        .map(|o| o.total())
                        .map_err(|e| e.kind)
                })
                .expect("a thread")
                .join()
                .expect("no stack overflow");
            // Refusals are fine elsewhere (a dialect without `{`, a total too large);
            // overflows are not. The standard dialect rolls them all.
            if dialect == Dialect::Standard {
                assert!(result.is_ok(), "{result:?}");
            }
        }
    }
}

/// The parser checks the stack where parsing nests, not at every operand: the nestings
/// no bracket limit bounds (powers, labels in labels, `not`) still parse on a 2 MiB
/// worker stack.
#[test]
fn unbracketed_nestings_parse_on_a_small_stack() {
    let texts = [
        "2^".repeat(499) + "1",
        "1 (".repeat(240) + "1" + &")".repeat(240),
        "if(".to_string() + &"not ".repeat(240) + "1, 1, 2)",
        "-(".repeat(31) + &"-".repeat(900) + "1" + &")".repeat(31),
    ];
    for text in texts {
        let result = std::thread::Builder::new()
            .stack_size(2 * 1024 * 1024)
            .spawn(move || {
                Dialect::Standard
                    .parse(&text, &Limits::default())
                    .map(|_| ())
                    .map_err(|e| e.kind)
            })
            .expect("a thread")
            .join();
        // Parsed or refused for what it says, never for its length or depth.
        let Ok(parsed) = result else {
            panic!("no stack overflow");
        };
        assert!(
            !matches!(parsed, Err(ErrorKind::Limit)),
            "{parsed:?}: within the limits"
        );
    }
}

/// A resolver that hands the engine its aliases' programs (as the bot's program cache does)
/// rolls exactly as one that leaves the parsing to the engine — results, faces, errors and
/// their spans — and once a program is kept, reading the alias parses nothing.
#[test]
fn an_alias_program_from_the_resolver_rolls_like_one_the_engine_parses() {
    use std::cell::{Cell, RefCell};
    use std::collections::HashMap;
    use std::sync::Arc;

    use polyroll_core::ast::Program;
    use polyroll_core::{stats, Alias, Resolver};

    /// The aliases, and their programs parsed once and kept by body.
    struct Supplying {
        aliases: HashMap<String, Alias>,
        kept: RefCell<HashMap<(Dialect, String), Arc<Program>>>,
        parses: Cell<usize>,
    }
    impl Resolver for Supplying {
        fn lookup(&self, name: &str) -> Option<Alias> {
            self.aliases.lookup(name)
        }
        fn parsed(&self, dialect: Dialect, body: &str, limits: &Limits) -> Option<Arc<Program>> {
            let key = (dialect, body.to_string());
            if let Some(p) = self.kept.borrow().get(&key) {
                return Some(Arc::clone(p));
            }
            self.parses.set(self.parses.get() + 1);
            let program = Arc::new(dialect.parse(body, limits).ok()?);
            self.kept.borrow_mut().insert(key, Arc::clone(&program));
            Some(program)
        }
    }

    let deep: Vec<(String, String)> = (0..12)
        .map(|i| (format!("d{i}"), format!("[d{}]+1", i + 1)))
        .chain([("d12".to_string(), "1d6".to_string())])
        .collect();
    /// Each alias: its name, formula and dialect.
    type Aliases = Vec<(String, String, Dialect)>;
    let cases: Vec<(&str, Aliases)> = vec![
        ("1d20+[str]", vec![("str", "1d4+2")]),
        ("[a] * 2", vec![("a", "[b]+1"), ("b", "[c]d6"), ("c", "2")]),
        ("[a]", vec![("a", "[b]"), ("b", "[a]")]),
        ("[x] + [nope]", vec![("x", "1")]),
        ("[broken]", vec![("broken", "1d")]),
        ("[empty]", vec![("empty", "")]),
        ("[atk]", vec![("atk", "1d20+%1=3%")]),
        ("[dmg]", vec![("dmg", "2d6+%1%")]),
        ("[big]+[big]", vec![("big", "600d6")]),
        ("[many]", vec![("many", "2000d6")]),
        ("[str] + [str]", vec![("str", "1d4+2")]),
    ]
    .into_iter()
    .map(|(text, vars)| {
        let vars = vars
            .into_iter()
            .map(|(n, f)| (n.to_string(), f.to_string(), Dialect::Standard))
            .collect();
        (text, vars)
    })
    .chain([
        (
            "[d0]",
            deep.iter()
                .map(|(n, f)| (n.clone(), f.clone(), Dialect::Standard))
                .collect(),
        ),
        (
            "[best] + 1",
            vec![("best".to_string(), "4d6h3".to_string(), Dialect::Dndice)],
        ),
    ])
    .collect();
    let limits = Limits::default();
    for (text, vars) in cases {
        let aliases: HashMap<String, Alias> = vars
            .into_iter()
            .map(|(n, formula, dialect)| (n, Alias { formula, dialect }))
            .collect();
        let supplying = Supplying {
            aliases: aliases.clone(),
            kept: RefCell::default(),
            parses: Cell::new(0),
        };
        let program = Dialect::Standard.parse(text, &limits).unwrap();
        let parsing = Roller::new(Dialect::Standard).with_resolver(&aliases);
        let supplied = Roller::new(Dialect::Standard).with_resolver(&supplying);
        let faces = || ScriptedSource::new((0..4000).map(|i| f64::from(i % 6 + 1)).collect());
        let want = parsing.roll_program(&program, text, &mut faces());
        for round in 0..2 {
            let before = supplying.parses.get();
            let got = supplied.roll_program(&program, text, &mut faces());
            assert_eq!(got, want, "{text}");
            if round == 1 && want.is_ok() {
                assert_eq!(supplying.parses.get(), before, "{text}: parsed again");
            }
        }
        assert_eq!(
            stats::analyze(Dialect::Standard, text, &supplying, &limits).map(|s| s.mean),
            stats::analyze(Dialect::Standard, text, &aliases, &limits).map(|s| s.mean),
            "{text}"
        );
    }
}
