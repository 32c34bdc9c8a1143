//! Arithmetic and functions, checked: overflow, division by zero and undefined results
//! are errors, never infinities or wraps.

use crate::ast::{BinOp, Func};
use crate::error::{Error, Result, Span};
use crate::limits::MAX_MAGNITUDE;
use crate::problem::Problem;

#[inline]
pub(crate) fn checked(v: f64, span: Span) -> Result<f64> {
    // NaN fails the comparison too: one test for the usual number, inline.
    if v.abs() <= MAX_MAGNITUDE {
        Ok(v)
    } else {
        refuse(v, span)
    }
}

#[cold]
#[inline(never)]
fn refuse(v: f64, span: Span) -> Result<f64> {
    if v.is_nan() {
        Err(Error::math(Problem::NotANumber, span))
    } else {
        Err(Error::math(Problem::NumberTooLarge, span))
    }
}

/// `a op b`, checked. Addition and subtraction (`1d20+5`) are inline where they are
/// evaluated; the rest is a call.
#[inline]
pub(crate) fn apply_binary(op: BinOp, a: f64, b: f64, span: Span) -> Result<f64> {
    match op {
        BinOp::Add => checked(a + b, span),
        BinOp::Sub => checked(a - b, span),
        _ => apply_binary_any(op, a, b, span),
    }
}

#[inline(never)]
fn apply_binary_any(op: BinOp, a: f64, b: f64, span: Span) -> Result<f64> {
    let v = match op {
        BinOp::Add => a + b,
        BinOp::Sub => a - b,
        BinOp::Mul => a * b,
        BinOp::Div => {
            if b == 0.0 {
                return Err(Error::math(Problem::DivisionByZero, span));
            }
            a / b
        }
        BinOp::Mod => {
            if b == 0.0 {
                return Err(Error::math(Problem::RemainderByZero, span));
            }
            // The remainder takes the divisor's sign: -7 % 3 is 2.
            a - b * (a / b).floor()
        }
        BinOp::Pow => {
            if a == 0.0 && b < 0.0 {
                return Err(Error::math(Problem::ZeroNegativePower, span));
            }
            a.powf(b)
        }
        BinOp::IntDiv => {
            if b == 0.0 {
                0.0
            } else {
                (a / b).trunc()
            }
        }
        BinOp::IntRem => {
            if b == 0.0 {
                0.0
            } else {
                a % b
            }
        }
        BinOp::BitAnd => (a as i64 & b as i64) as f64,
        BinOp::BitOr => (a as i64 | b as i64) as f64,
        BinOp::BitXor => (a as i64 ^ b as i64) as f64,
        BinOp::LogicAnd => truth(a != 0.0 && b != 0.0),
        BinOp::LogicOr => truth(a != 0.0 || b != 0.0),
        BinOp::LogicXor => truth((a != 0.0) != (b != 0.0)),
        BinOp::Cmp(op) => truth(op.test(a, b)),
        BinOp::AtLeast => a.max(b),
        BinOp::AtMost => a.min(b),
    };
    checked(v, span)
}

fn truth(b: bool) -> f64 {
    if b {
        1.0
    } else {
        0.0
    }
}

pub(crate) fn apply_func(f: Func, args: &[f64], span: Span) -> Result<f64> {
    let x = args.first().copied().unwrap_or(0.0);
    let v = match f {
        Func::Floor => x.floor(),
        Func::Ceil => x.ceil(),
        Func::Round => x.round(),
        Func::Min => args.iter().copied().fold(f64::INFINITY, f64::min),
        Func::Max => args.iter().copied().fold(f64::NEG_INFINITY, f64::max),
        Func::Abs => x.abs(),
        Func::Pow => return apply_binary(BinOp::Pow, x, args.get(1).copied().unwrap_or(1.0), span),
        Func::Sqrt => {
            if x < 0.0 {
                return Err(Error::math(Problem::NegativeSquareRoot, span));
            }
            x.sqrt()
        }
        Func::Sign => {
            if x == 0.0 {
                0.0
            } else {
                x.signum()
            }
        }
        Func::Exp => x.exp(),
        Func::Log => {
            if x <= 0.0 {
                return Err(Error::math(Problem::LogarithmNotPositive, span));
            }
            x.ln()
        }
        Func::Sin => x.sin(),
        Func::Cos => x.cos(),
        Func::Tan => x.tan(),
        Func::Factorial => {
            if x < 0.0 || x.fract() != 0.0 {
                return Err(Error::math(Problem::FactorialNotWhole, span));
            }
            // 18! is the last factorial below 2^53; anything larger is refused, not rounded.
            if x > 18.0 {
                return Err(Error::math(Problem::FactorialTooLarge { value: x }, span));
            }
            (1..=x as u64).product::<u64>() as f64
        }
    };
    checked(v, span)
}
