//! The JSON contract of `polyroll roll --json` and `polyroll stats --json`, which the
//! conformance cases read: a roll's totals, outputs, canonical form, warnings and text (and
//! the pool notation's per-statement records), a refusal's message and byte span, a
//! distribution's figures.

use polyroll_core::outcome::{Item, Output};
use polyroll_core::pool::StatementRecord;
use polyroll_core::stats::{Report, Stats};
use polyroll_core::{Error, Outcome};
use serde_json::{json, Value};

use crate::{render, Surface};

/// A whole number as an integer (`3`, not `3.0`), anything else as a float.
pub fn num(v: f64) -> Value {
    if v.fract() == 0.0 && v.abs() < 9.0e15 {
        json!(v as i64)
    } else {
        json!(v)
    }
}

/// A roll, its text rendered for `surface`.
pub fn outcome(o: &Outcome, surface: Surface) -> Value {
    let totals: Vec<Value> = o
        .totals()
        .into_iter()
        .map(|t| t.map_or(Value::Null, num))
        .collect();
    let outputs: Vec<Value> = o.outputs().iter().map(output).collect();
    let mut v = json!({
        "totals": totals,
        "outputs": outputs,
        "canonical": o.canonical,
        "warnings": o.warnings.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "text": render(surface, o),
    });
    // The pool notation's result model: per statement, what it records beside its total.
    let records: Vec<Value> = o
        .statements
        .iter()
        .filter_map(|s| s.pool.as_ref().map(|p| pool_statement(s.total, p)))
        .collect();
    if !records.is_empty() {
        v["statements"] = Value::Array(records);
    }
    v
}

fn output(o: &Output) -> Value {
    match o {
        Output::Number(v) => num(*v),
        Output::Text(t) => json!(t),
        Output::List(items) => Value::Array(
            items
                .iter()
                .map(|i| match i {
                    Item::Number(v) => num(*v),
                    Item::Text(t) => json!(t),
                })
                .collect(),
        ),
    }
}

fn pool_statement(total: Option<f64>, p: &StatementRecord) -> Value {
    let branches: Vec<Value> = p
        .branches
        .iter()
        .map(|b| {
            json!({
                "subject": num(b.subject),
                "cases": b.cases,
                "defaultUsed": b.default_used,
                "result": output(&b.result),
            })
        })
        .collect();
    let lists: Vec<Value> = p
        .lists
        .iter()
        .map(|l| {
            json!({
                "items": l.items,
                "draws": l.draws,
                "rolls": l.rolls,
                "count": l.count.map_or(Value::Null, num),
            })
        })
        .collect();
    json!({
        "total": total.map_or(Value::Null, num),
        "output": output(&p.output),
        "mergedInto": p.merged_into,
        "comments": p.comments,
        "branches": branches,
        "lists": lists,
    })
}

/// A refusal: `{"error": {"message", "id", "span": [start, end]}}`: the message in English,
/// and the problem's id for a consumer that words it in another language.
pub fn error(e: &Error) -> Value {
    json!({"error": {
        "message": e.message(),
        "id": e.problem.id(),
        "span": [e.span.start, e.span.end],
    }})
}

/// A refusal of the command line rather than the formula (an unknown dialect, a bad
/// option): the same shape, spanning nothing.
pub fn usage_error(message: &str) -> Value {
    json!({"error": {"message": message, "span": [0, 0]}})
}

/// A distribution's figures, and P(≥ `at_least`) when asked.
pub fn stats(s: &Stats, at_least: Option<f64>) -> Value {
    let distribution: Vec<Value> = s
        .distribution
        .iter()
        .map(|&(v, p)| json!([num(v), p]))
        .collect();
    let mut out = json!({
        "exact": s.exact,
        "hint": s.hint().to_string(),
        "mean": s.mean,
        "stddev": s.stddev,
        "min": num(s.min),
        "max": num(s.max),
        "median": num(s.median),
        "error_bound": s.error_bound,
        "samples": s.samples,
        "distribution": distribution,
    });
    if let Some(x) = at_least {
        out["at_least"] = json!({"value": num(x), "probability": s.at_least(x)});
    }
    out
}

/// A whole analysis: [`stats`] of the distribution that stands for the program, and for a
/// pool program each statement's under `statements` (`null` for one without a numeric
/// total).
pub fn report(r: &Report, at_least: Option<f64>) -> Value {
    let mut out = stats(&r.stats, at_least);
    if let Some(all) = &r.statements {
        out["statements"] = all
            .iter()
            .map(|s| s.stats.as_ref().map_or(Value::Null, |s| stats(s, at_least)))
            .collect();
    }
    out
}
