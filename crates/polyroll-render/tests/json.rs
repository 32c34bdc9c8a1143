//! The JSON contract the CLI prints and the conformance cases read, from the renderer.

use polyroll_core::{Dialect, Roller, ScriptedSource};
use polyroll_render::{json, Surface};

#[test]
fn a_roll_gives_totals_outputs_canonical_warnings_and_text() {
    let o = Roller::new(Dialect::Standard)
        .roll("2d6+1.5", &mut ScriptedSource::new(vec![3.0, 4.0]))
        .expect("rolls");
    let v = json::outcome(&o, Surface::Plain);
    assert_eq!(v["totals"], serde_json::json!([8.5]));
    assert_eq!(v["outputs"], serde_json::json!([8.5]));
    assert_eq!(v["canonical"], "2d6+1.5");
    assert_eq!(v["warnings"], serde_json::json!([]));
    assert!(v["text"].as_str().is_some_and(|t| t.contains("8.5")));
    assert!(v.get("statements").is_none(), "records only for pool");
}

#[test]
fn whole_numbers_are_integers_and_refusals_carry_their_span() {
    assert_eq!(json::num(3.0).to_string(), "3");
    assert_eq!(json::num(0.5).to_string(), "0.5");
    let e = Roller::new(Dialect::Dndice)
        .roll("d20", &mut ScriptedSource::new(vec![]))
        .expect_err("refused");
    assert_eq!(
        json::error(&e),
        serde_json::json!({"error": {
            "message": "a roll needs its number of dice, like 1d20",
            "id": "roll-needs-count",
            "span": [0, 1],
        }})
    );
    assert_eq!(
        json::usage_error("bad")["error"]["span"],
        serde_json::json!([0, 0])
    );
}
