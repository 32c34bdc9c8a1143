//! The pool notation (seed 002): a test for each row of each table of the seed, the
//! result model it describes, and each error it names.

use polyroll_core::outcome::{Item, Node, Output};
use polyroll_core::{
    Dialect, Error, ErrorKind, Limits, Outcome, RandomSource, Roller, ScriptedSource, Span,
};

fn roll(text: &str, faces: &[f64]) -> Result<Outcome, Error> {
    let mut source = ScriptedSource::new(faces.to_vec());
    Roller::new(Dialect::Pool).roll(text, &mut source)
}

fn ok(text: &str, faces: &[f64]) -> Outcome {
    match roll(text, faces) {
        Ok(o) => o,
        Err(e) => panic!("{text}: {}", e.with_caret(text)),
    }
}

fn err(text: &str, faces: &[f64]) -> Error {
    match roll(text, faces) {
        Ok(o) => panic!("{text} should fail, gave {:?}", o.outputs()),
        Err(e) => e,
    }
}

fn totals(text: &str, faces: &[f64]) -> Vec<Option<f64>> {
    ok(text, faces).totals()
}

fn outputs(text: &str, faces: &[f64]) -> Vec<Output> {
    ok(text, faces).outputs()
}

fn n(v: f64) -> Output {
    Output::Number(v)
}
fn t(s: &str) -> Output {
    Output::Text(s.to_string())
}
fn texts(items: &[&str]) -> Output {
    Output::List(items.iter().map(|s| Item::Text(s.to_string())).collect())
}
fn numbers(items: &[f64]) -> Output {
    Output::List(items.iter().map(|&v| Item::Number(v)).collect())
}

fn canonical(text: &str) -> String {
    polyroll_core::pool::canonical::program(&parse(text))
}
fn parse(text: &str) -> polyroll_core::pool::Program {
    match polyroll_core::pool::parse(text, &Limits::default()) {
        Ok(p) => p,
        Err(e) => panic!("{text}: {}", e.with_caret(text)),
    }
}

// --- Instructions et résultats -------------------------------------------------------

#[test]
fn the_seed_opening_example() {
    let text = r#"8d10; @1c[>=6]; @1c[=1]; "$2 successes, $3 ones""#;
    let o = ok(text, &[10., 8., 7., 6., 6., 1., 3., 3.]);
    assert_eq!(o.totals(), [Some(44.), Some(5.), Some(1.), None]);
    assert_eq!(
        o.outputs(),
        [n(44.), n(5.), n(1.), t("5 successes, 1 ones")]
    );
}

// --- Instructions et références: one test per row -------------------------------------

#[test]
fn statements_split_by_semicolons_and_commas_alike() {
    assert_eq!(
        totals("2d6; 1d8, 2d6, 1d8", &[1., 2., 3., 4., 5., 6.]),
        [Some(3.), Some(3.), Some(9.), Some(6.)]
    );
    // Commas inside brackets, braces and quotes do not split.
    assert_eq!(ok("{1d6, 1d6}kh1", &[2., 5.]).statements.len(), 1);
    assert_eq!(ok(r#""a, b""#, &[]).statements.len(), 1);
    assert_eq!(ok("1L[a,b]", &[1.]).statements.len(), 1);
}

#[test]
fn a_result_reads_an_earlier_statement() {
    assert_eq!(totals("1d6; $1", &[4.]), [Some(4.), Some(4.)]);
    assert_eq!(
        totals("1d6; 2d6; $2+1", &[4., 1., 2.]),
        [Some(4.), Some(3.), Some(4.)]
    );
    assert_eq!(outputs(r#""hi"; $1"#, &[]), [t("hi"), t("hi")]);
    assert_eq!(
        outputs("2L[a,b]; $1", &[1., 2.]),
        [texts(&["a", "b"]), texts(&["a", "b"])]
    );
}

#[test]
fn an_element_of_a_result_from_0() {
    assert_eq!(totals("3d6; $1[0]", &[2., 5., 6.]), [Some(13.), Some(2.)]);
    assert_eq!(
        totals("4d6kh3; $1[0]", &[1., 5., 6., 4.]),
        [Some(15.), Some(5.)],
        "counting dice only"
    );
    assert_eq!(
        outputs("2L[a,b]; $1[1]", &[1., 2.]),
        [texts(&["a", "b"]), t("b")]
    );
    let e = err("3d6; $1[3]", &[1., 2., 3.]);
    assert!(e.message().contains("no element 3"), "{}", e.message());
    assert_eq!(e.span.start, 5);
}

#[test]
fn the_dice_of_a_statement_judged_again_without_rerolling() {
    assert_eq!(totals("3d6; @1kh1", &[2., 5., 6.]), [Some(13.), Some(6.)]);
    assert_eq!(totals("3d6; @1", &[2., 5., 6.]), [Some(13.), Some(13.)]);
    assert_eq!(
        totals("8d10; @1c[>=6]", &[10., 8., 7., 6., 6., 1., 3., 3.]),
        [Some(44.), Some(5.)]
    );
    assert_eq!(
        totals("1d6; 2d6; @2kh1", &[3., 1., 4.]),
        [Some(3.), Some(5.), Some(4.)]
    );
    // Only the dice that count: the dropped one of 3d6kh2 is not judged again.
    assert_eq!(
        totals("3d6kh2; @1kl1", &[1., 5., 6.]),
        [Some(11.), Some(5.)]
    );
    // A statement without dice is one die of its value.
    assert_eq!(totals("7; @1>=5", &[]), [Some(7.), Some(1.)]);
}

#[test]
fn bare_at_is_the_nearest_dice_set_to_its_left() {
    assert_eq!(
        totals("8d10c[>=6]-@c[=1]", &[10., 8., 7., 6., 6., 1., 3., 3.]),
        [Some(4.)]
    );
    assert_eq!(totals("2d6+@kh1", &[2., 5.]), [Some(12.)]);
    // After a group, @ is its totals.
    assert_eq!(totals("{2d6, 1d6}+@kl1", &[1., 2., 6.]), [Some(12.)]);
    let e = err("5 + @", &[]);
    assert!(e.message().contains("no dice before @"), "{}", e.message());
    assert_eq!((e.span.start, e.span.end), (4, 5));
}

#[test]
fn bound_dice_of_several_statements_keep_their_results() {
    let o = ok("2d6; 1d6; b[1,2]kh2", &[1., 5., 3.]);
    assert_eq!(o.totals(), [Some(6.), Some(3.), Some(8.)]);
    assert!(o
        .statements
        .iter()
        .all(|s| s.pool.as_ref().is_some_and(|p| p.merged_into.is_none())));
}

#[test]
fn merged_dice_null_the_totals_and_record_the_taker() {
    let o = ok("1d20; 1d20; m[1,2]kh1; $1", &[7., 15.]);
    assert_eq!(o.totals(), [None, None, Some(15.), Some(7.)]);
    assert_eq!(o.outputs(), [n(7.), n(15.), n(15.), n(7.)]);
    let merged: Vec<Option<usize>> = o
        .statements
        .iter()
        .map(|s| s.pool.as_ref().and_then(|p| p.merged_into))
        .collect();
    assert_eq!(merged, [Some(3), Some(3), None, None]);
}

#[test]
fn a_reference_does_not_take_the_dice_it_reads() {
    // $1 is a value: a branch on it judges one die of that value, not the three dice.
    assert_eq!(
        outputs("3d6; $1i[any:6]{1}{0}", &[6., 1., 1.]),
        [n(8.), n(0.)]
    );
    assert_eq!(
        outputs("3d6; @1i[any:6]{1}{0}", &[6., 1., 1.]),
        [n(8.), n(1.)]
    );
}

// --- Groups ---------------------------------------------------------------------------

#[test]
fn groups_judge_their_totals() {
    assert_eq!(
        totals("{4d6, 2d10}kh1", &[1., 2., 3., 4., 5., 6.]),
        [Some(11.)]
    );
    assert_eq!(
        totals("{3d6, 3d6, 3d6}>=10", &[1., 1., 1., 6., 6., 6., 4., 3., 3.]),
        [Some(2.)]
    );
    assert_eq!(totals("{1d6, 1d6}", &[2., 3.]), [Some(5.)]);
    // One part: still its total, not its dice.
    assert_eq!(totals("{3d6}kh1", &[1., 2., 3.]), [Some(6.)]);
    assert_eq!(totals("{1d20, 1d20}kl1cs[20]sd", &[20., 3.]), [Some(3.)]);
}

#[test]
fn group_parts_are_named_expression_n() {
    let o = ok("{1d6, 1d8}kh1", &[2., 7.]);
    let Node::Group(g) = o.node(o.statements[0].node) else {
        panic!("a group");
    };
    let parts = o.parts(g);
    let names: Vec<Option<&str>> = parts.iter().map(|p| o.part_label(p)).collect();
    assert_eq!(names, [Some("expression-1"), Some("expression-2")]);
    assert!(parts[0].dropped && !parts[1].dropped);
}

#[test]
fn a_group_part_does_not_see_outer_dice() {
    let e = err("2d6 + {@}", &[1., 2.]);
    assert!(e.message().contains("no dice before @"), "{}", e.message());
}

// --- Validators and counts ------------------------------------------------------------

#[test]
fn validators_combine_with_and_xor_or() {
    let faces = [1., 2., 3., 4., 5., 6.];
    assert_eq!(totals("6d6c[>=2&<=4]", &faces), [Some(3.)]);
    assert_eq!(totals("6d6c[1..3^2..4]", &faces), [Some(2.)], "1 and 4");
    assert_eq!(totals("6d6c[1|6]", &faces), [Some(2.)]);
    assert_eq!(
        totals("6d6c[1|2..3&>2]", &faces),
        [Some(2.)],
        "& binds tightest: 1, 3"
    );
    assert_eq!(
        totals("6d6c[5]", &faces),
        [Some(1.)],
        "a bare number equals"
    );
    assert_eq!(totals("6d6c[!=5]", &faces), [Some(5.)]);
    assert_eq!(totals("6d6>4", &faces), [Some(2.)]);
}

#[test]
fn failures_after_a_success_condition_filters_elsewhere() {
    let faces = [10., 8., 7., 6., 6., 1., 3., 3.];
    assert_eq!(totals("8d10c[>=6]f[=1]", &faces), [Some(4.)]);
    assert_eq!(totals("8d10>=6f[1|3]", &faces), [Some(2.)]);
    // A filter: only the matching dice count.
    assert_eq!(totals("8d10f[>5]", &faces), [Some(37.)]);
    assert_eq!(
        totals("8d10f[>5]; $1[4]; @1kl1", &faces),
        [Some(37.), Some(6.), Some(6.)]
    );
}

#[test]
fn scopes_belong_only_in_branch_conditions() {
    let e = err("3d6c[all:>=4]", &[]);
    assert!(e.message().contains("branch condition"), "{}", e.message());
    assert_eq!(e.kind, ErrorKind::Syntax);
}

// --- Listes de textes: one test per row -----------------------------------------------

#[test]
fn a_list_draws_one_item_or_as_many_as_its_number() {
    assert_eq!(outputs("1L[sword,bow]", &[2.]), [texts(&["bow"])]);
    assert_eq!(outputs("L[sword,bow]", &[1.]), [texts(&["sword"])]);
    assert_eq!(
        outputs("2L[sword,bow]", &[2., 2.]),
        [texts(&["bow", "bow"])]
    );
    assert_eq!(
        outputs("(1d4)L[a,b]", &[3., 1., 2., 1.]),
        [texts(&["a", "b", "a"])]
    );
    assert_eq!(ok("1L[a]", &[1.]).totals(), [None]);
}

#[test]
fn unique_items_draw_among_the_remaining_ones() {
    assert_eq!(
        outputs("3Lu[a,b,c,d]", &[2., 3., 1.]),
        [texts(&["b", "d", "a"])]
    );
    // The second draw is over the three remaining items only.
    let e = err("2Lu[a,b,c]", &[1., 3.]);
    assert_eq!(e.kind, ErrorKind::Faces, "{}", e.message());
    assert_eq!(outputs("2Lu[a[3],b]", &[3., 1.]), [texts(&["a", "b"])]);
}

#[test]
fn joined_items_make_one_text() {
    assert_eq!(outputs("3Ln[ka,ro,mi]", &[1., 2., 3.]), [t("karomi")]);
    assert_eq!(outputs("2Lun[ka,ro,mi]", &[3., 1.]), [t("mika")]);
}

#[test]
fn weights_make_items_likelier() {
    assert_eq!(outputs("1L[a[2],b,c[3]]", &[2.]), [texts(&["a"])]);
    assert_eq!(outputs("1L[a[2],b,c[3]]", &[3.]), [texts(&["b"])]);
    assert_eq!(outputs("1L[a[2],b,c[3]]", &[6.]), [texts(&["c"])]);
    let e = err("1L[a[2],b,c[3]]", &[7.]);
    assert_eq!(
        e.kind,
        ErrorKind::Faces,
        "the roll is 1 to the total weight"
    );
}

#[test]
fn intervals_roll_from_the_lowest_to_the_highest_bound() {
    assert_eq!(outputs("1L[1..2:a,3..6:b]", &[2.]), [texts(&["a"])]);
    assert_eq!(outputs("1L[1..2:a,3..6:b]", &[5.]), [texts(&["b"])]);
    assert_eq!(outputs("1L[10..19:a,20..20:b]", &[20.]), [texts(&["b"])]);
    assert_eq!(err("1L[10..19:a,20..20:b]", &[9.]).kind, ErrorKind::Faces);
}

#[test]
fn a_list_records_items_draws_rolls_and_a_rolled_count() {
    let o = ok("(1d2)L[a[2],b,c[3]]", &[2., 6., 1.]);
    let lists = &o.statements[0].pool.as_ref().unwrap().lists;
    assert_eq!(lists[0].items, ["c", "a"]);
    assert_eq!(lists[0].draws, [2, 0]);
    assert_eq!(lists[0].rolls, [6, 1]);
    assert_eq!(lists[0].count, Some(2.));
    let o = ok("2L[a,b]", &[1., 2.]);
    assert_eq!(o.statements[0].pool.as_ref().unwrap().lists[0].count, None);
}

#[test]
fn items_are_trimmed_or_quoted() {
    assert_eq!(
        outputs("1L[ long sword , bow]", &[1.]),
        [texts(&["long sword"])]
    );
    assert_eq!(
        outputs(r#"2L[a,"b, c"]"#, &[2., 1.]),
        [texts(&["b, c", "a"])]
    );
    assert_eq!(
        outputs(r#"1L["[x] \"y\""]"#, &[1.]),
        [texts(&[r#"[x] "y""#])]
    );
    assert_eq!(
        outputs("1L[weapon.sword]", &[1.]),
        [texts(&["weapon.sword"])]
    );
}

#[test]
fn every_list_draw_counts_as_a_die() {
    let limits = Limits {
        max_dice: 5,
        ..Limits::default()
    };
    let roller = Roller {
        limits,
        ..Roller::new(Dialect::Pool)
    };
    let mut src = RandomSource::seeded(1);
    assert!(roller.roll("3d6; 2L[a,b]", &mut src).is_ok());
    let e = roller.roll("3d6; 3L[a,b]", &mut src).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Limit);
    let e = roller.roll("(1d2+5)L[a,b]", &mut src).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Limit, "{}", e.message());
}

// --- Textes et phrases: one test per marker -------------------------------------------

#[test]
fn a_text_without_markers_is_as_written() {
    let o = ok(r#""Critical!"; "weapon.sword""#, &[]);
    assert_eq!(o.outputs(), [t("Critical!"), t("weapon.sword")]);
    assert_eq!(o.totals(), [None, None]);
    assert_eq!(
        outputs(r#""<b>x</b>""#, &[]),
        [t("<b>x</b>")],
        "never HTML: kept as text"
    );
}

#[test]
fn marker_1_is_the_subject_or_the_statement_before() {
    assert_eq!(
        outputs(r#"1d20i[>=15]{"hit with %1"}{"miss"}"#, &[16.]),
        [t("hit with 16")]
    );
    assert_eq!(
        outputs(r#"1d20; "rolled %1""#, &[4.]),
        [n(4.), t("rolled 4")]
    );
    let e = err(r#""%1""#, &[]);
    assert!(e.message().contains("%1"), "{}", e.message());
}

#[test]
fn marker_2_is_the_dice_that_count() {
    assert_eq!(
        outputs(r#"3d6kh2; "kept %2""#, &[1., 5., 6.]),
        [n(11.), t("kept 5, 6")]
    );
    assert_eq!(outputs(r#"2d6i[>5]{"%2"}"#, &[3., 4.]), [t("3, 4")]);
}

#[test]
fn marker_3_is_every_earlier_result() {
    assert_eq!(
        outputs(r#"1d6; "x"; 2L[a,b]; "%3""#, &[4., 1., 2.]),
        [n(4.), t("x"), texts(&["a", "b"]), t("4, x, a, b")]
    );
}

#[test]
fn references_in_a_phrase() {
    assert_eq!(
        outputs(r#"1d20; "You rolled $1""#, &[15.]),
        [n(15.), t("You rolled 15")]
    );
    assert_eq!(
        outputs(r#"3d6; "first $1[0]""#, &[2., 5., 6.]),
        [n(13.), t("first 2")]
    );
    assert_eq!(
        outputs(r#"3d6; "dice: @1""#, &[1., 2., 3.]),
        [n(6.), t("dice: 1, 2, 3")]
    );
    assert_eq!(
        outputs(r#"3Ln[ka,ro,mi]; "$1!""#, &[1., 2., 3.]),
        [t("karomi"), t("karomi!")]
    );
}

#[test]
fn escapes_in_a_phrase() {
    assert_eq!(outputs(r#""50\% off""#, &[]), [t("50% off")]);
    assert_eq!(outputs(r#""100 %""#, &[]), [t("100 %")]);
    assert_eq!(outputs(r#"2d6; "$1\2""#, &[3., 4.]), [n(7.), t("72")]);
    assert_eq!(outputs(r#""a\nb""#, &[]), [t("a\nb")]);
    assert_eq!(
        outputs(r#""say \"hi\" \\ \$1 \@1 \[""#, &[]),
        [t(r#"say "hi" \ $1 @1 ["#)]
    );
    assert_eq!(outputs(r#""$ and @ alone""#, &[]), [t("$ and @ alone")]);
}

// --- Branches: one test per row ---------------------------------------------------------

#[test]
fn if_takes_the_first_branch_when_true_else_the_second_or_the_subject() {
    assert_eq!(outputs(r#"1d20i[>=15]{"hit"}{"miss"}"#, &[17.]), [t("hit")]);
    assert_eq!(outputs(r#"1d20i[>=15]{"hit"}{"miss"}"#, &[3.]), [t("miss")]);
    assert_eq!(outputs(r#"(1d20+5)i[>=15]{"hit"}"#, &[12.]), [t("hit")]);
    assert_eq!(outputs(r#"(1d20+5)i[>=15]{"hit"}"#, &[2.]), [n(7.)]);
    assert_eq!(totals(r#"(1d20+5)i[>=15]{"hit"}"#, &[2.]), [Some(7.)]);
}

#[test]
fn switch_gives_the_branch_of_every_true_case_as_a_list() {
    assert_eq!(
        outputs(r#"1d6S[1..2]{"a"}[2..5]{"b"}{"c"}"#, &[2.]),
        [texts(&["a", "b"])]
    );
    assert_eq!(
        outputs(r#"1d6S[1..2]{"a"}[2..5]{"b"}{"c"}"#, &[6.]),
        [texts(&["c"])]
    );
    assert_eq!(
        outputs(r#"1d6S[1..2]{"a"}"#, &[6.]),
        [numbers(&[6.])],
        "no default: the subject"
    );
    assert_eq!(
        outputs(r#"1d6s[1]{"a"}"#, &[1.]),
        [texts(&["a"])],
        "lower-case s"
    );
}

#[test]
fn exclusive_switch_gives_the_first_true_case() {
    assert_eq!(
        outputs(r#"1d6S^[1..2]{"a"}[3..5]{"b"}{"c"}"#, &[4.]),
        [t("b")]
    );
    assert_eq!(
        outputs(r#"1d6S^[1..4]{"a"}[3..5]{"b"}{"c"}"#, &[4.]),
        [t("a")]
    );
    assert_eq!(
        outputs(r#"1d6S^[1..2]{"a"}[3..5]{"b"}{"c"}"#, &[6.]),
        [t("c")]
    );
    assert_eq!(outputs(r#"1d6S^[1..2]{"a"}"#, &[6.]), [n(6.)]);
}

#[test]
fn only_the_chosen_branch_rolls() {
    // One face for the subject, one for the chosen branch: the other would need more.
    assert_eq!(outputs("1d20i[>=10]{1d6}{1d8}", &[12., 6.]), [n(6.)]);
    assert_eq!(outputs("1d20i[>=10]{1d6}{1d8}", &[2., 8.]), [n(8.)]);
}

#[test]
fn branch_scopes_judge_the_dice_or_their_sum() {
    assert_eq!(
        outputs(r#"3d6i[all:>=5]{"y"}{"n"}"#, &[6., 6., 5.]),
        [t("y")]
    );
    assert_eq!(
        outputs(r#"3d6i[all:>=5]{"y"}{"n"}"#, &[6., 6., 2.]),
        [t("n")]
    );
    assert_eq!(outputs(r#"3d6i[any:6]{"y"}{"n"}"#, &[1., 6., 2.]), [t("y")]);
    // total: the dice without what is added to them.
    assert_eq!(
        outputs(r#"(2d6+10)i[total:<=4]{"y"}{"n"}"#, &[1., 2.]),
        [t("y")]
    );
    assert_eq!(outputs(r#"(2d6+10)i[<=4]{"y"}{"n"}"#, &[1., 2.]), [t("n")]);
    // A subject without dice is one die of its value.
    assert_eq!(outputs(r#"5i[all:5]{"y"}{"n"}"#, &[]), [t("y")]);
}

#[test]
fn branches_hold_anything_a_statement_holds_and_nest() {
    assert_eq!(
        outputs("1d6i[>3]{2L[a,b]}", &[4., 2., 1.]),
        [texts(&["b", "a"])]
    );
    assert_eq!(
        outputs(
            r#"1d6i[>3]{1d6i[6]{"crit %1"}{"hit %1"}}{"miss"}"#,
            &[5., 6.]
        ),
        [t("crit 6")]
    );
    assert_eq!(outputs("1d6i[>3]{5}{0}+1", &[4.]), [n(6.)]);
}

#[test]
fn a_branch_records_subject_true_cases_default_and_result() {
    let o = ok(r#"1d6S[1..2]{"a"}[2..5]{"b"}{"c"}"#, &[2.]);
    let b = &o.statements[0].pool.as_ref().unwrap().branches[0];
    assert_eq!(
        (b.subject, b.cases.clone(), b.default_used),
        (2., vec![0, 1], false)
    );
    assert_eq!(b.result, texts(&["a", "b"]));
    let o = ok(r#"1d20i[>=15]{"hit"}{"miss"}"#, &[3.]);
    let b = &o.statements[0].pool.as_ref().unwrap().branches[0];
    assert_eq!((b.cases.is_empty(), b.default_used), (true, true));
}

#[test]
fn a_text_or_a_list_cannot_be_judged() {
    let e = err(r#""x"i[1]{1}"#, &[]);
    assert!(
        e.message().contains("only a number can be judged"),
        "{}",
        e.message()
    );
    assert_eq!((e.span.start, e.span.end), (0, 3));
    assert!(err("2L[a,b]S[1]{1}", &[1., 1.]).message().contains("list"));
}

// --- Répétitions ------------------------------------------------------------------------

#[test]
fn repeat_gives_its_results_in_a_list() {
    assert_eq!(
        outputs("repeat(4d6kh3, 2)", &[1., 2., 3., 4., 6., 6., 6., 6.]),
        [numbers(&[9., 18.])]
    );
    assert_eq!(ok("repeat(1d6, 2)", &[1., 2.]).totals(), [None]);
    // The count is rolled first.
    assert_eq!(
        outputs("repeat(1d6, 1d4)", &[2., 5., 6.]),
        [numbers(&[5., 6.])]
    );
    // Texts and lists join the list.
    assert_eq!(
        outputs(r#"repeat(2L[a,b], 2)"#, &[1., 2., 2., 2.]),
        [texts(&["a", "b", "b", "b"])]
    );
    assert_eq!(outputs(r#"repeat("x", 2)"#, &[]), [texts(&["x", "x"])]);
    assert_eq!(outputs("repeat(1d6, 0)", &[]), [Output::List(vec![])]);
}

#[test]
fn each_repetition_counts_and_nested_repeats_multiply() {
    let e = err("repeat(repeat(1d6, 40), 40)", &[]);
    assert_eq!(
        e.kind,
        ErrorKind::Limit,
        "refused before rolling: {}",
        e.message()
    );
    let limits = Limits {
        max_dice: 10,
        ..Limits::default()
    };
    let roller = Roller {
        limits,
        ..Roller::new(Dialect::Pool)
    };
    let mut src = RandomSource::seeded(3);
    // 2 repetitions × (1 + 3 inner repetitions) = 8 without dice…
    assert!(roller
        .roll(r#"repeat(repeat("x", 3), 2)"#, &mut src)
        .is_ok());
    // …and 3 × (1 + 3) = 12 is over the limit, even when the count is rolled.
    let e = roller
        .roll(r#"repeat(repeat("x", 3), 1d3+2)"#, &mut src)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Limit, "{}", e.message());
}

// --- Commentaires: one test per row ------------------------------------------------------

#[test]
fn line_comments_end_at_the_newline() {
    assert_eq!(totals("2d6 # fire damage", &[3., 4.]), [Some(7.)]);
    assert_eq!(totals("2d6 // fire damage", &[3., 4.]), [Some(7.)]);
    assert_eq!(
        totals("2d6 # fire\n1d4", &[3., 4., 2.]),
        [Some(7.), Some(2.)]
    );
    assert_eq!(
        outputs(r##""# not a comment""##, &[]),
        [t("# not a comment")]
    );
}

#[test]
fn bracketed_comments_after_an_operand() {
    assert_eq!(totals("2d6[fire] + 1d4[cold]", &[1., 2., 3.]), [Some(6.)]);
    assert_eq!(totals("5[x] + 1", &[]), [Some(6.)]);
    // After a modifier that takes a threshold, the brackets are the threshold.
    assert_eq!(totals("2d6r[1]", &[1., 3., 4.]), [Some(7.)]);
    assert_eq!(totals("1d6![6]", &[6., 2.]), [Some(8.)]);
    let e = err(r#"2d6["x"]"#, &[]);
    assert!(e.message().contains("comment"), "{}", e.message());
}

#[test]
fn comments_are_kept_by_statement() {
    let o = ok(
        "2d6[fire] + 1d4 # all of it\n1d8[cold]; 1d6",
        &[1., 2., 3., 4., 5.],
    );
    let comments: Vec<Vec<String>> = o
        .statements
        .iter()
        .map(|s| s.pool.as_ref().unwrap().comments.clone())
        .collect();
    assert_eq!(
        comments,
        [
            vec!["fire".to_string(), "all of it".to_string()],
            vec!["cold".to_string()],
            vec![]
        ]
    );
    let p = parse("1d6 [a]; 1d6 # b");
    assert_eq!(p.comments, [vec!["a".to_string()], vec!["b".to_string()]]);
    let p = parse("1d6 + {1d6 // first\n, 1d4[then]}");
    assert_eq!(p.comments, [vec!["first".to_string(), "then".to_string()]]);
}

// --- Résultats: one test per row --------------------------------------------------------

#[test]
fn number_results() {
    assert_eq!(outputs("5", &[]), [n(5.)], "ConstantResult");
    assert_eq!(outputs("1+2*3", &[]), [n(7.)], "OperationResult");
    assert_eq!(outputs("-3", &[]), [n(-3.)], "NegationResult");
    assert_eq!(outputs("floor(7/2)", &[]), [n(3.)], "FunctionResult");
    assert_eq!(outputs("2d6", &[2., 3.]), [n(5.)], "DiceResult");
    assert_eq!(outputs("4dF", &[-1., 0., 1., 1.]), [n(1.)]);
}

#[test]
fn typed_results() {
    assert_eq!(outputs(r#""a""#, &[]), [t("a")], "TextResult");
    assert_eq!(outputs("1L[a]", &[1.]), [texts(&["a"])], "ListResult");
    assert_eq!(outputs("1Ln[a]", &[1.]), [t("a")], "ListResult joined");
    assert_eq!(
        outputs(r#"1d2i[1]{"a"}{"b"}"#, &[2.]),
        [t("b")],
        "BranchResult"
    );
    assert_eq!(
        outputs(r#""a"; $1"#, &[]),
        [t("a"), t("a")],
        "ReferenceResult"
    );
}

#[test]
fn outputs_as_a_phrase_writes_them() {
    let o = ok(
        r#"2d6; "a"; repeat(1d6, 2); 3Ln[ka,ro,mi]"#,
        &[1., 2., 3., 4., 1., 2., 3.],
    );
    let written: Vec<String> = o.outputs().iter().map(Output::text).collect();
    assert_eq!(written, ["3", "a", "3, 4", "karomi"]);
    assert_eq!(o.outputs()[0].number(), Some(3.));
    assert_eq!(o.outputs()[1].number(), None);
}

#[test]
fn a_text_or_a_list_has_no_value() {
    let e = err(r#""a" + 1"#, &[]);
    assert_eq!((e.kind, e.span.start, e.span.end), (ErrorKind::Math, 0, 3));
    assert!(err("1L[a]*2", &[1.]).message().contains("list"));
    assert!(err(r#""a"; $1+1"#, &[]).message().contains("text"));
}

// --- La forme canonique: every row of the table ------------------------------------------

#[test]
fn canonical_form_table() {
    for (input, form) in [
        ("8d10; @1c[>=6]", "8d10, @1>=6"),
        ("1d6;1d8;B[1]", "1d6, 1d8, @1"),
        ("l[sword, bow]", "1L[sword,bow]"),
        ("2L[a[3], b, c[1]]", "2L[a[3],b,c]"),
        (r#"1L[a,"b, c"]"#, r#"1L[a,"b, c"]"#),
        (r#"1d6s[1]{"a"}"#, r#"1d6S[1]{"a"}"#),
        ("2d6 [fire] # roll", "2d6"),
    ] {
        assert_eq!(canonical(input), form, "{input}");
        assert_eq!(ok(input, &[1., 2., 3., 4., 5., 6., 7., 8.]).canonical, form);
        assert_eq!(parse(form), parse(input), "{form} reads back");
    }
}

#[test]
fn canonical_form_of_the_rest() {
    for (input, form) in [
        ("d20 + 5", "1d20+5"),
        ("{4d6 , 2d10}k1", "{4d6, 2d10}kh1"),
        ("3d6; 1d6; m[1, 2]d1", "3d6, 1d6, m[1,2]dl1"),
        ("3lnu[a,b,c]", "3Lun[a,b,c]"),
        ("1L[ 1..2 : a , 3..4:b]", "1L[1..2:a,3..4:b]"),
        (r#"1d6S^[all:1|2]{"a"}{"b"}"#, r#"1d6S^[all:1|2]{"a"}{"b"}"#),
        ("8d10c[>=6]f[1]", "8d10>=6f[1]"),
        ("8d10f[>1]c[6..7]", "8d10f[>1]c[6..7]"),
        (
            "4d6!r<2kh3cs",
            "4d6![=6]r[<2]kh3cs".replace("![=6]", "!").as_str(),
        ),
        ("1d6; \"%1\\% $1\\2 @1\"", r#"1d6, "%1% $1\2 @1""#),
        ("\"a\\\"b\\\\\"", r#""a\"b\\""#),
        ("repeat( 1d6 , 2 )", "repeat(1d6, 2)"),
        // Found by the property test: an item holding a quote is quoted back.
        (r#"1L[a"b]"#, r#"1L["a\"b"]"#),
    ] {
        assert_eq!(canonical(input), form, "{input}");
        assert_eq!(parse(&canonical(input)), parse(input), "{input}");
    }
}

// --- Errors the issue names ------------------------------------------------------------

#[test]
fn forward_references_are_refused() {
    for (text, at) in [
        ("$2; 1d6", 1),
        ("1d6; @2", 6),
        ("$1", 1),
        (r#"1d6; "$2""#, 6),
        ("1d6; b[1,2]", 9),
        ("1d6; $0", 6),
    ] {
        let e = err(text, &[1.]);
        assert_eq!(e.kind, ErrorKind::Syntax, "{text}");
        assert_eq!(e.span.start, at, "{text}: {}", e.message());
    }
    assert!(err("1d6; @2", &[]).message().contains("backwards"));
}

#[test]
fn rolling_modifiers_on_dice_already_rolled_are_refused() {
    for (text, at) in [
        ("1d6; @1!", 7),
        ("1d6; @1r1", 7),
        ("1d6; 1d6; b[1,2]!!", 16),
        ("1d6; m[1]ro", 9),
        ("{1d6, 1d6}u", 10),
        ("2d6+@min2", 5),
    ] {
        let e = err(text, &[]);
        assert_eq!(
            (e.kind, e.span.start),
            (ErrorKind::Syntax, at),
            "{text}: {}",
            e.message()
        );
        assert!(e.message().contains("judge"), "{}", e.message());
    }
}

#[test]
fn merging_again_is_refused() {
    let e = err("1d6; 1d6; m[1,2]; m[1,2]", &[1., 2.]);
    assert_eq!((e.kind, e.span.start), (ErrorKind::Syntax, 20));
    assert!(e.message().contains("merged"), "{}", e.message());
    assert!(err("1d6; 1d6; m[1,2]; b[2,3]", &[])
        .message()
        .contains("merged"));
    assert!(err("1d6; m[1]; @1", &[]).message().contains("merged"));
    // Reading the result is still allowed, and so is binding the taker.
    assert_eq!(
        totals("1d6; m[1]; $1; @2", &[4.]),
        [None, Some(4.), Some(4.), Some(4.)]
    );
}

#[test]
fn gaps_and_overlaps_in_intervals_are_refused() {
    let e = err("1L[1..2:a,4..6:b]", &[]);
    assert_eq!((e.kind, e.span.start), (ErrorKind::Syntax, 10));
    assert!(e.message().contains("gap"), "{}", e.message());
    assert!(err("1L[1..3:a,3..6:b]", &[]).message().contains("overlap"));
    assert!(err("1L[1..2:a,b]", &[]).message().contains("interval"));
    let huge = "1L[-9223372036854775808..9223372036854775807:a,1..2:b]";
    assert_eq!(err(huge, &[]).kind, ErrorKind::Limit);
    let edge = "1L[9223372036854775806..9223372036854775807:a,1..2:b]";
    assert!(err(edge, &[]).message().contains("overlap"));
}

#[test]
fn mixing_weights_and_intervals_is_refused() {
    let e = err("1L[a[2],1..3:b]", &[]);
    assert_eq!((e.kind, e.span.start), (ErrorKind::Syntax, 3));
    assert!(e.message().contains("not both"), "{}", e.message());
}

#[test]
fn unique_drawing_more_items_than_exist_is_refused() {
    let e = err("3Lu[a,b]", &[]);
    assert_eq!(
        (e.kind, e.span.start, e.span.end),
        (ErrorKind::Syntax, 0, 8)
    );
    assert!(e.message().contains("only 2"), "{}", e.message());
    // A rolled count is checked once rolled.
    let e = err("(1d4)Lu[a,b]", &[3.]);
    assert_eq!(e.kind, ErrorKind::Math);
    assert!(e.message().contains("only 2"), "{}", e.message());
}

#[test]
fn other_refusals_point_at_the_place() {
    for (text, at) in [
        ("", 0),
        ("1d6;;1d6", 4),
        ("1d6;", 4),
        ("1L[]", 3),
        ("1L[a,,b]", 5),
        ("1L[a", 2),
        (r#""abc"#, 0),
        ("1d6 attack", 4),
        ("1d6i[>3]", 8),
        ("1L[a[0]]", 4),
    ] {
        let e = err(text, &[1.]);
        assert_eq!(e.kind, ErrorKind::Syntax, "{text}: {}", e.message());
        assert_eq!(e.span.start, at, "{text}: {}", e.message());
    }
}

#[test]
fn limits_hold() {
    let deep = format!("{}1{}", "(".repeat(40), ")".repeat(40));
    assert_eq!(err(&deep, &[]).kind, ErrorKind::Limit);
    assert_eq!(err(&"1+".repeat(600), &[]).kind, ErrorKind::Limit);
    assert_eq!(err("2000d6", &[]).kind, ErrorKind::Limit);
    assert_eq!(err("1d1!", &[]).kind, ErrorKind::Limit);
}

/// Rolls `text` on a thread with a 2 MiB stack, as the bot's worker threads have.
fn on_a_small_stack(text: String) -> Result<Vec<Option<f64>>, Error> {
    std::thread::Builder::new()
        .stack_size(2 * 1024 * 1024)
        .spawn(move || {
            let mut src = RandomSource::seeded(9);
            Roller::new(Dialect::Pool)
                .roll(&text, &mut src)
                .map(|o| o.totals())
        })
        .expect("a thread")
        .join()
        .expect("no stack overflow")
}

#[test]
fn the_deepest_nesting_the_limits_allow_fits_a_small_stack() {
    // The bot rolls on worker threads with small stacks: 32 levels of the heaviest
    // brackets must parse and roll there.
    let mut text = "1".to_string();
    for _ in 0..10 {
        text = format!("{{(1d6i[>0]{{{text}}})+1, 2}}kh1");
    }
    let result = on_a_small_stack(text);
    assert!(result.is_ok(), "{result:?}");
}

#[test]
fn long_chains_of_signs_and_powers_fit_a_small_stack() {
    for text in [
        "-".repeat(999) + "1",
        "2^".repeat(499) + "1",
        "1+".repeat(499) + "1",
        "1d6*".repeat(249) + "1",
        "1".to_string() + &"i[1]{1}".repeat(120),
    ] {
        let result = on_a_small_stack(text);
        assert!(
            result.is_ok()
                || result
                    .as_ref()
                    .is_err_and(|e| matches!(e.kind, ErrorKind::Limit | ErrorKind::Math)),
            "{result:?}"
        );
    }
}

#[test]
fn plain_dice_arithmetic_lowers_to_the_shared_tree() {
    let limits = Limits::default();
    let p = Dialect::Pool
        .parse("4d6kh3 + 2; {1d20, 1d20}kh1", &limits)
        .unwrap();
    assert_eq!(p.statements.len(), 2);
    let mut src = ScriptedSource::new(vec![3., 5., 2., 6., 4., 17.]);
    let o = Roller::new(Dialect::Pool)
        .roll_program(&p, "4d6kh3 + 2; {1d20, 1d20}kh1", &mut src)
        .unwrap();
    assert_eq!(o.totals(), [Some(16.), Some(17.)]);
    let e = Dialect::Pool.parse("1d6; $1", &limits).unwrap_err();
    assert!(
        e.message().contains("single-number form"),
        "{}",
        e.message()
    );
}

#[test]
fn critical_marks_on_dice_judged_again_default_to_their_faces() {
    let crits = |text: &str, faces: &[f64]| -> Vec<bool> {
        let o = ok(text, faces);
        o.statements
            .last()
            .map(|s| o.dice_in(s.node).iter().map(|d| d.crit.is_some()).collect())
            .unwrap_or_default()
    };
    assert_eq!(crits("2d20; @1cs", &[15., 20.]), [false, true]);
    // The highest face of a d20, not the highest value that came up.
    assert_eq!(crits("2d20; @1cs", &[15., 3.]), [false, false]);
    assert_eq!(crits("2d20; @1cf", &[1., 3.]), [true, false]);
    // Dice of different kinds: the highest and lowest values present.
    assert_eq!(crits("1d20; 1d6; b[1,2]cs", &[5., 3.]), [true, false]);
    assert_eq!(crits("2d20; @1cs[>=15]", &[15., 3.]), [true, false]);
}

#[test]
fn texts_and_lists_that_read_each_other_stay_bounded() {
    // Each "%3" repeats every earlier result: without a cap the texts would double.
    let text = format!("1d6;{}", vec![r#""%3""#; 190].join(";"));
    let e = err(&text, &[3.]);
    assert_eq!(e.kind, ErrorKind::Limit);
    assert!(e.message().contains("text"), "{}", e.message());
    let copies = format!("500L[ab];{}", vec!["$1"; 30].join(";"));
    let e = err(&copies, &[1.; 500]);
    assert_eq!(e.kind, ErrorKind::Limit);
    assert!(e.message().contains("together"), "{}", e.message());
    let e = err("500L[ab]; repeat($1, 499)", &[1.; 500]);
    assert_eq!(e.kind, ErrorKind::Limit);
    assert!(e.message().contains("list"), "{}", e.message());
}

#[test]
fn dice_judged_again_stay_bounded() {
    // Each b[…] holds the dice of the two before it: without a cap they would grow
    // like Fibonacci numbers.
    let mut text = "10d6; 10d6".to_string();
    for n in 1..60 {
        text.push_str(&format!("; b[{},{}]", n, n + 1));
    }
    let e = err(&text, &[1.; 20]);
    assert_eq!(e.kind, ErrorKind::Limit);
    assert!(
        e.message().contains("judge more than 10000"),
        "{}",
        e.message()
    );
    assert_eq!(totals("3d6; @1; @1; @2", &[1., 2., 3.]), [Some(6.); 4]);
}

#[test]
fn a_list_cut_off_after_a_comma_is_never_closed() {
    // The error points at the list's `[`, inside the input (found by fuzzing: the empty
    // item's span used to reach one byte past the end).
    for text in ["2L[a,b,", "1L[a,", "1L["] {
        let e = err(text, &[]);
        assert!(
            e.message().contains("never closed"),
            "{text}: {}",
            e.message()
        );
        assert_eq!(e.span, Span::new(2, 3), "{text}");
    }
    let e = err("2L[a,,b]", &[]);
    assert!(e.message().contains("empty item"), "{}", e.message());
    assert!(e.span.end <= "2L[a,,b]".len());
}
