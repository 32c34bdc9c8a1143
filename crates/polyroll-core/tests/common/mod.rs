//! Helpers shared by the engine's tests.
#![allow(dead_code)]

use std::collections::HashMap;

use polyroll_core::{Alias, Dialect, Error, Outcome, Roller, ScriptedSource};

pub fn roll_with(text: &str, faces: &[f64], vars: &[(&str, &str)]) -> Result<Outcome, Error> {
    let map: HashMap<String, Alias> = vars
        .iter()
        .map(|(k, v)| {
            (
                k.to_lowercase(),
                Alias {
                    formula: v.to_string(),
                    dialect: Dialect::Standard,
                },
            )
        })
        .collect();
    let roller = Roller::new(Dialect::Standard).with_resolver(&map);
    let mut source = ScriptedSource::new(faces.to_vec());
    roller.roll(text, &mut source)
}

pub fn total(text: &str, faces: &[f64]) -> f64 {
    match roll_with(text, faces, &[]) {
        Ok(o) => o.total().unwrap_or(f64::NAN),
        Err(e) => panic!("{text}: {}", e.with_caret(text)),
    }
}

pub fn err(text: &str, faces: &[f64]) -> Error {
    match roll_with(text, faces, &[]) {
        Ok(o) => panic!("{text} should fail, gave {:?}", o.total()),
        Err(e) => e,
    }
}
