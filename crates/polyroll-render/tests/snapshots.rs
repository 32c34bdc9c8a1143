//! What each surface shows, over outcomes covering every die mark, groups, labels,
//! warnings, long rolls, hostile labels and errors.

mod common;

use common::roll;
use polyroll_core::Dialect::{self, Diceplus, Dndice, Pool, Standard};
use polyroll_render::{render, render_error, render_expansion, Surface};

/// (name, dialect, formula, faces)
const ROLLS: &[(&str, Dialect, &str, &[f64])] = &[
    ("dropped", Standard, "4d6kh3", &[3.0, 5.0, 2.0, 6.0]),
    ("rerolled", Standard, "4d6r<2", &[1.0, 4.0, 5.0, 6.0, 3.0]),
    ("exploded", Standard, "3d6!", &[6.0, 2.0, 6.0, 1.0, 3.0]),
    ("compounded", Standard, "3d6!!", &[6.0, 4.0, 2.0, 5.0]),
    ("crits", Standard, "2d20cs=20cf=1", &[20.0, 1.0]),
    (
        "successes",
        Standard,
        "6d10>=8f<2",
        &[8.0, 1.0, 9.0, 5.0, 10.0, 2.0],
    ),
    (
        "group",
        Standard,
        "{1d12 (Hope), 1d12 (Fear)}kh1",
        &[5.0, 7.0],
    ),
    ("label", Standard, "1d20+5 (Attack)", &[12.0]),
    ("label_hash_no_dice", Standard, "20 # 1d20", &[]),
    (
        "label_leading",
        Standard,
        "Sneak Attack 3d6",
        &[3.0, 4.0, 5.0],
    ),
    (
        "hostile_label",
        Standard,
        "1d20 # **x** <b>x</b> &amp; @everyone `y`",
        &[7.0],
    ),
    (
        "hostile_group_label",
        Standard,
        "{1d6 (<i>a</i>), 1d6 (__b__)}",
        &[1.0, 2.0],
    ),
    ("warning", Diceplus, "1d6 + jerk * 11", &[4.0]),
    ("dndice", Dndice, "3d6", &[1.0, 6.0, 6.0]),
    (
        "pool_text",
        Pool,
        "8d10; @1c[>=6]; \"$2 <b>successes</b>\"",
        &[10.0, 8.0, 7.0, 6.0, 6.0, 1.0, 3.0, 3.0],
    ),
    ("pool_merge", Pool, "2d6; 1d8; m[1,2]", &[1.0, 2.0, 3.0]),
    ("long", Standard, "1000d6", &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]),
    (
        "long_dropped",
        Standard,
        "1000d6kh500 # a long roll",
        &[6.0, 1.0, 3.0],
    ),
];

#[test]
fn rolls() {
    for (name, dialect, formula, faces) in ROLLS {
        let outcome = roll(*dialect, formula, faces).unwrap_or_else(|e| panic!("{name}: {e}"));
        for surface in Surface::ALL {
            insta::assert_snapshot!(format!("{name}_{surface}"), render(surface, &outcome));
        }
    }
}

/// `bless` as a player saves it: `[sword]+1d4` with `sword = 1d20+[str]+2` and `str = 3`.
#[test]
fn alias_roll() {
    let outcome = common::roll_with_aliases(
        Standard,
        "[sword]+1d4",
        &[("sword", "1d20+[str]+2"), ("str", "3")],
        &[13.0, 4.0],
    )
    .expect("the alias roll rolls");
    for surface in Surface::ALL {
        let books = |name: &str| if name == "str" { "the chat's" } else { "yours" }.to_string();
        let expansion = render_expansion(
            surface,
            &outcome,
            Some(("bless", "yours", "[sword]+1d4")),
            &books,
            surface.budget(),
        )
        .expect("the roll read aliases");
        insta::assert_snapshot!(
            format!("alias_roll_{surface}"),
            format!("{}\n{expansion}", render(surface, &outcome))
        );
    }
    // Every number shown adds up: the dice 13 and 4, str's 3 and sword's literal 2.
    assert_eq!(outcome.total(), Some(13.0 + 4.0 + 3.0 + 2.0));
}

/// (name, dialect, formula)
const ERRORS: &[(&str, Dialect, &str)] = &[
    ("syntax", Standard, "1d20+"),
    ("unknown_var", Standard, "1d20 + [str]"),
    ("hostile_input", Standard, "<b>1d6</b> ** `x`"),
    ("too_many_dice", Standard, "1001d6"),
];

#[test]
fn errors() {
    for (name, dialect, formula) in ERRORS {
        let Err(e) = roll(*dialect, formula, &[1.0]) else {
            panic!("{name} should fail");
        };
        for surface in Surface::ALL {
            insta::assert_snapshot!(
                format!("error_{name}_{surface}"),
                render_error(surface, &e, formula)
            );
        }
    }
}
