//! The canonical form of a program: one spelling per meaning, so that
//! `parse(canonical(p)) == p` (up to spans).

use std::fmt::Write;

use crate::ast::*;

mod form;
pub use form::Form;
pub(crate) use form::{ProgramBox, ProgramSlot};

pub fn program(p: &Program) -> String {
    // One allocation that most formulas never outgrow.
    let mut out = String::with_capacity(64);
    program_into(&mut out, p);
    out
}

fn program_into(out: &mut String, p: &Program) {
    for (i, s) in p.statements.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        expr(out, &s.expr);
        if let Some(l) = &s.label {
            let _ = write!(out, " # {l}");
        }
    }
}

pub fn number(out: &mut String, v: f64) {
    // Integers are by far the common case, and integer formatting is much cheaper.
    // Below 1e15 in magnitude the cast is exact for integers, so comparing back tells
    // an integer from a fraction (and NaN fails the first test).
    if v.abs() < 1e15 && (v as i64) as f64 == v {
        push_int(out, v as i64);
    } else {
        let _ = write!(out, "{v}");
    }
}

/// Writes an integer without the formatting machinery: canonical forms are built on
/// every roll.
fn push_int(out: &mut String, n: i64) {
    if n < 0 {
        out.push('-');
    }
    if (0..10).contains(&n) {
        out.push(char::from(b'0' + n as u8));
        return;
    }
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    let mut m = n.unsigned_abs();
    loop {
        i -= 1;
        digits[i] = b'0' + (m % 10) as u8;
        m /= 10;
        if m == 0 {
            break;
        }
    }
    for &d in &digits[i..] {
        out.push(char::from(d));
    }
}

pub fn expr(out: &mut String, e: &Expr) {
    // A number does not recurse: no stack check needed.
    if let ExprKind::Number(v) = e.kind {
        return number(out, v);
    }
    crate::limits::with_stack(|| expr_step(out, e))
}

fn expr_step(out: &mut String, e: &Expr) {
    match &e.kind {
        ExprKind::Number(v) => number(out, *v),
        ExprKind::Dice(d) => dice(out, d),
        ExprKind::Group(g) => {
            out.push('{');
            for (i, p) in g.parts.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                expr(out, &p.expr);
                if let Some(l) = &p.label {
                    let _ = write!(out, " ({l})");
                }
            }
            out.push('}');
            modifiers(out, &g.mods);
        }
        ExprKind::Neg(inner) => {
            out.push('-');
            expr(out, inner);
        }
        ExprKind::Binary(op, a, b) => {
            expr(out, a);
            out.push_str(op.symbol());
            expr(out, b);
        }
        ExprKind::Call(Func::Factorial, args) => {
            if let Some(a) = args.first() {
                expr(out, a);
            }
            out.push('!');
        }
        ExprKind::Call(f, args) => {
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
        ExprKind::Var(name) => {
            let _ = write!(out, "[{name}]");
        }
        ExprKind::Keyword(name) => {
            // Bare only when it reads back as the same name: not empty, not starting with
            // a digit (`"2d6"` would come back as dice).
            let bare = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
            if bare {
                out.push_str(name);
            } else {
                let _ = write!(out, "\"{name}\"");
            }
        }
        ExprKind::Paren(inner) => {
            out.push('(');
            expr(out, inner);
            out.push(')');
        }
        ExprKind::Bracket(inner) => {
            out.push('[');
            expr(out, inner);
            out.push(']');
        }
        ExprKind::Roll(r) => roll(out, r),
        ExprKind::If(c, t, o) => {
            out.push_str("if(");
            cond(out, c);
            out.push_str(", ");
            expr(out, t);
            out.push_str(", ");
            expr(out, o);
            out.push(')');
        }
    }
}

fn cond(out: &mut String, c: &Cond) {
    match c {
        Cond::Value(e) => expr(out, e),
        Cond::Compare(op, a, b) => {
            expr(out, a);
            let _ = write!(out, " {} ", op.symbol());
            expr(out, b);
        }
        Cond::Not(inner) => {
            out.push_str("not ");
            cond(out, inner);
        }
        Cond::And(a, b) => {
            cond(out, a);
            out.push_str(" and ");
            cond(out, b);
        }
        Cond::Or(a, b) => {
            cond(out, a);
            out.push_str(" or ");
            cond(out, b);
        }
    }
}

pub fn dice(out: &mut String, d: &Dice) {
    match &d.count {
        Count::One => {}
        Count::Number(v, _) => number(out, *v),
        Count::Expr(c) => expr(out, c),
    }
    out.push('d');
    match &d.sides {
        Sides::Percent => out.push('%'),
        Sides::Fate => out.push('F'),
        Sides::Number(v, _) => number(out, *v),
        Sides::Expr(e) => expr(out, e),
    }
    modifiers(out, &d.mods);
}

fn compare(out: &mut String, c: &Compare) {
    out.push_str(c.op.symbol());
    number(out, c.value);
}

/// Modifiers in application order, each kind once — except success counting, written
/// first so its compare point cannot attach to a `!`, `r` or `u` before it.
fn modifiers(out: &mut String, m: &Modifiers) {
    if let Some(c) = m.success {
        compare(out, &c);
    }
    if let Some(c) = m.failure {
        out.push('f');
        compare(out, &c);
    }
    rolling_modifiers(out, m, compare);
    keep_drop(out, m.keep, m.drop);
    for (c, name) in [(m.crit_success, "cs"), (m.crit_failure, "cf")] {
        if let Some(c) = c {
            out.push_str(name);
            if let Some(c) = c {
                compare(out, &c);
            }
        }
    }
    if let Some(s) = m.sort {
        out.push_str(if s == SortOrder::Ascending {
            "sa"
        } else {
            "sd"
        });
    }
}

/// The modifiers that roll or change faces — min, max, explode, reroll, unique — with
/// their compare points written by `threshold` (the pool notation brackets them).
pub(crate) fn rolling_modifiers(
    out: &mut String,
    m: &Modifiers,
    threshold: fn(&mut String, &Compare),
) {
    if let Some(v) = m.min {
        out.push_str("min");
        number(out, v);
    }
    if let Some(v) = m.max {
        out.push_str("max");
        number(out, v);
    }
    if let Some(ex) = m.explode {
        out.push_str(match ex.kind {
            ExplodeKind::Plain => "!",
            ExplodeKind::Compound => "!!",
            ExplodeKind::Penetrate => "!p",
        });
        if let Some(c) = ex.on {
            threshold(out, &c);
        }
    }
    for (r, once, again) in [(m.reroll, "ro", "r"), (m.unique, "uo", "u")] {
        if let Some(r) = r {
            out.push_str(if r.once { once } else { again });
            if let Some(c) = r.on {
                threshold(out, &c);
            }
        }
    }
}

/// `khN`/`klN` then `dhN`/`dlN`, spelled out.
pub(crate) fn keep_drop(out: &mut String, keep: Option<KeepDrop>, drop: Option<KeepDrop>) {
    for (k, hi, lo) in [(keep, "kh", "kl"), (drop, "dh", "dl")] {
        if let Some(k) = k {
            out.push_str(if k.which == Which::Highest { hi } else { lo });
            number(out, k.n);
        }
    }
}

fn roll(out: &mut String, r: &Roll) {
    expr(out, &r.count);
    out.push_str(match r.kind {
        RollKind::Normal => "d",
        RollKind::Average => "da",
        RollKind::Critical => "dc",
        RollKind::Maximum => "dm",
    });
    match &r.sides {
        RollSides::Expr(e) => expr(out, e),
        RollSides::Fate => out.push('F'),
        RollSides::List(faces) => {
            out.push('[');
            for (i, f) in faces.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                number(out, *f);
            }
            out.push(']');
        }
    }
    for (op, n, _) in &r.ops {
        out.push_str(match op {
            RollOp::Keep(Which::Highest) => "h",
            RollOp::Keep(Which::Lowest) => "l",
            RollOp::Floor => "f",
            RollOp::Ceiling => "c",
            RollOp::Reroll {
                again: false,
                op: CmpOp::Eq,
            } => "r",
            RollOp::Reroll {
                again: false,
                op: CmpOp::Lt,
            } => "rl",
            RollOp::Reroll { again: false, .. } => "rh",
            RollOp::Reroll {
                again: true,
                op: CmpOp::Eq,
            } => "R",
            RollOp::Reroll {
                again: true,
                op: CmpOp::Lt,
            } => "Rl",
            RollOp::Reroll { again: true, .. } => "Rh",
            RollOp::Threshold(CmpOp::Ge) => "t",
            RollOp::Threshold(_) => "T",
        });
        expr(out, n);
    }
}
