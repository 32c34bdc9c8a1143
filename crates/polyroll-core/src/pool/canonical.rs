//! The canonical form of a pool program, as the seed's table writes it: statements joined
//! by ", ", dice of a statement `@n`, `b[…]`/`m[…]`, groups `{a, b}`, lists `nL` with `u`
//! then `n` and their items as written unless they need quotes, `S` and `i`, texts quoted
//! with only the escapes they need, no comments. `parse(canonical(p)) == p`.

use super::ast::*;
use crate::ast::{Compare, Modifiers, SortOrder};
use crate::canonical::{keep_drop, number, rolling_modifiers};

pub fn program(p: &Program) -> String {
    let mut out = String::new();
    for (i, s) in p.statements.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        expr(&mut out, &s.expr);
    }
    out
}

pub fn expr(out: &mut String, e: &PExpr) {
    crate::limits::with_stack(|| expr_step(out, e))
}

fn expr_step(out: &mut String, e: &PExpr) {
    match &e.kind {
        PKind::Number(v) => number(out, *v),
        PKind::Dice(d) => {
            expr(out, &d.count);
            out.push('d');
            match &d.sides {
                PSides::Percent => out.push('%'),
                PSides::Fate => out.push('F'),
                PSides::Expr(s) => expr(out, s),
            }
            judge(out, &d.judge, Some(&d.faces));
        }
        PKind::Group(parts, j) => {
            out.push('{');
            for (i, p) in parts.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                expr(out, p);
            }
            out.push('}');
            judge(out, j, None);
        }
        PKind::Set(source, j) => {
            match source {
                SetSource::Previous => out.push('@'),
                SetSource::Statement(n) => {
                    out.push('@');
                    number(out, *n as f64);
                }
                SetSource::Bound(list) | SetSource::Merged(list) => {
                    out.push(if matches!(source, SetSource::Bound(_)) {
                        'b'
                    } else {
                        'm'
                    });
                    out.push('[');
                    for (i, n) in list.iter().enumerate() {
                        if i > 0 {
                            out.push(',');
                        }
                        number(out, *n as f64);
                    }
                    out.push(']');
                }
            }
            judge(out, j, None);
        }
        PKind::Ref { stmt, index } => {
            out.push('$');
            number(out, *stmt as f64);
            if let Some(i) = index {
                out.push('[');
                number(out, *i as f64);
                out.push(']');
            }
        }
        PKind::Text(segments) => text(out, segments),
        PKind::List(l) => list(out, l),
        PKind::Branch(b) => branch(out, b),
        PKind::Repeat(what, times) => {
            out.push_str("repeat(");
            expr(out, what);
            out.push_str(", ");
            expr(out, times);
            out.push(')');
        }
        PKind::Neg(inner) => {
            out.push('-');
            expr(out, inner);
        }
        PKind::Binary(op, a, b) => {
            expr(out, a);
            out.push_str(op.symbol());
            expr(out, b);
        }
        PKind::Call(f, args) => {
            out.push_str(f.name());
            out.push('(');
            for (i, a) in args.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                expr(out, a);
            }
            out.push(')');
        }
        PKind::Paren(inner) => {
            out.push('(');
            expr(out, inner);
            out.push(')');
        }
    }
}

pub fn validator(out: &mut String, v: &Validator) {
    match v {
        Validator::Cmp(op, x) => {
            out.push_str(op.symbol());
            number(out, *x);
        }
        Validator::Equals(x) => number(out, *x),
        Validator::Range(a, b) => {
            number(out, *a);
            out.push_str("..");
            number(out, *b);
        }
        // `&` binds tighter than `^`, and `^` than `|`: the tree the parser builds from
        // left to right prints back the same way without brackets.
        Validator::And(a, b) | Validator::Xor(a, b) | Validator::Or(a, b) => {
            validator(out, a);
            out.push(match v {
                Validator::And(..) => '&',
                Validator::Xor(..) => '^',
                _ => '|',
            });
            validator(out, b);
        }
    }
}

fn bracketed(out: &mut String, v: &Validator) {
    out.push('[');
    validator(out, v);
    out.push(']');
}

fn compare(out: &mut String, c: &Compare) {
    bracketed(out, &Validator::Cmp(c.op, c.value));
}

/// Judging modifiers (and, for a dice term, the ones that roll). A filter comes first and
/// a failure right after its success condition, so each reads back as what it was; the
/// thresholds of modifiers that roll are bracketed so no compare point can attach to them.
fn judge(out: &mut String, j: &Judge, faces: Option<&Modifiers>) {
    if let Some(v) = &j.filter {
        out.push('f');
        bracketed(out, v);
    }
    if let Some(v) = &j.success {
        match v {
            Validator::Cmp(op, x) => {
                out.push_str(op.symbol());
                number(out, *x);
            }
            _ => {
                out.push('c');
                bracketed(out, v);
            }
        }
        if let Some(f) = &j.failure {
            out.push('f');
            bracketed(out, f);
        }
    }
    if let Some(m) = faces {
        rolling_modifiers(out, m, compare);
    }
    keep_drop(out, j.keep, j.drop);
    for (c, name) in [(&j.crit_success, "cs"), (&j.crit_failure, "cf")] {
        if let Some(c) = c {
            out.push_str(name);
            if let Some(v) = c {
                bracketed(out, v);
            }
        }
    }
    if let Some(s) = j.sort {
        out.push_str(if s == SortOrder::Ascending {
            "sa"
        } else {
            "sd"
        });
    }
}

fn branch(out: &mut String, b: &Branch) {
    expr(out, &b.subject);
    out.push_str(match b.kind {
        BranchKind::If => "i",
        BranchKind::Switch => "S",
        BranchKind::SwitchFirst => "S^",
    });
    for (cond, body) in &b.cases {
        out.push('[');
        match cond.scope {
            Scope::Value => {}
            Scope::All => out.push_str("all:"),
            Scope::Any => out.push_str("any:"),
            Scope::Total => out.push_str("total:"),
        }
        validator(out, &cond.validator);
        out.push(']');
        braced(out, body);
    }
    if let Some(d) = &b.default {
        braced(out, d);
    }
}

fn braced(out: &mut String, e: &PExpr) {
    out.push('{');
    expr(out, e);
    out.push('}');
}

fn list(out: &mut String, l: &ListExpr) {
    expr(out, &l.count);
    out.push('L');
    if l.unique {
        out.push('u');
    }
    if l.joined {
        out.push('n');
    }
    out.push('[');
    for (i, item) in l.items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        if let Some((lo, hi)) = item.interval {
            out.push_str(&format!("{lo}..{hi}:"));
        }
        list_item(out, &item.text);
        if item.weight != 1 {
            out.push_str(&format!("[{}]", item.weight));
        }
    }
    out.push(']');
}

/// An item as written, unless reading it back unquoted would change it.
fn list_item(out: &mut String, t: &str) {
    let needs_quotes = t.is_empty()
        || t.trim() != t
        || t.contains([',', '[', ']', '\n', '"'])
        || looks_like_interval(t);
    if !needs_quotes {
        out.push_str(t);
        return;
    }
    out.push('"');
    for c in t.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
}

fn looks_like_interval(t: &str) -> bool {
    let t = t.trim_start_matches('-');
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0 && t[digits..].starts_with("..")
}

/// A text with only the escapes it needs: quotes and backslashes always, a newline as
/// `\n`, a marker sign before a digit, and a digit or `[` right after a reference.
pub fn text(out: &mut String, segments: &[Segment]) {
    out.push('"');
    let mut after_ref = false;
    for s in segments {
        match s {
            Segment::Lit(l) => {
                let chars: Vec<char> = l.chars().collect();
                for (i, &c) in chars.iter().enumerate() {
                    let next_digit = chars.get(i + 1).is_some_and(char::is_ascii_digit);
                    let first = i == 0;
                    match c {
                        '"' | '\\' => {
                            out.push('\\');
                            out.push(c);
                        }
                        '\n' => out.push_str("\\n"),
                        '%' | '$' | '@' if next_digit => {
                            out.push('\\');
                            out.push(c);
                        }
                        '0'..='9' | '[' if first && after_ref => {
                            out.push('\\');
                            out.push(c);
                        }
                        _ => out.push(c),
                    }
                }
            }
            Segment::Marker(n) => {
                out.push('%');
                number(out, f64::from(*n));
            }
            Segment::Ref { stmt, index } => {
                out.push('$');
                number(out, *stmt as f64);
                if let Some(i) = index {
                    out.push('[');
                    number(out, *i as f64);
                    out.push(']');
                }
            }
            Segment::Dice(n) => {
                out.push('@');
                number(out, *n as f64);
            }
        }
        after_ref = !matches!(s, Segment::Lit(_));
    }
    out.push('"');
}
