//! Modifiers after an operand and the validators they take: `kh3`, `r[<2]`, `c[>=6]`,
//! `f[1]`, `cs`, and the conditions of branches with their scopes.

use super::Parser;
use crate::ast::{
    CmpOp, Compare, Explode, ExplodeKind, KeepDrop, Modifiers, Reroll, SortOrder, Which,
};
use crate::error::{Error, Result, Span};
use crate::pool::ast::{Condition, Judge, Scope, Validator};
use crate::problem::{Expected, Problem};
use crate::syntax::pool::lexer::Tok;

impl Parser<'_> {
    /// The modifiers touching an operand, in any order. `rolled` says whether modifiers
    /// that draw dice are allowed (only on a dice term, never on dice already rolled).
    pub(super) fn modifiers(&mut self, rolled: bool) -> Result<(Modifiers, Judge)> {
        let mut m = Modifiers::default();
        let mut j = Judge::default();
        let mut after_success = false;
        while let Some(t) = self.peek_adjacent() {
            let start = self.here();
            let was_success = std::mem::take(&mut after_success);
            match t {
                Tok::Kh | Tok::K | Tok::Kl => {
                    self.bump();
                    let which = if t == Tok::Kl {
                        Which::Lowest
                    } else {
                        Which::Highest
                    };
                    j.keep = Some(KeepDrop {
                        which,
                        n: self.count_arg(),
                    });
                }
                Tok::Dh | Tok::Dl | Tok::D => {
                    self.bump();
                    let which = if t == Tok::Dh {
                        Which::Highest
                    } else {
                        Which::Lowest
                    };
                    j.drop = Some(KeepDrop {
                        which,
                        n: self.count_arg(),
                    });
                }
                Tok::Bang
                | Tok::BangBang
                | Tok::BangP
                | Tok::R
                | Tok::Ro
                | Tok::U
                | Tok::Uo
                | Tok::Min
                | Tok::Max
                    if !rolled =>
                {
                    let word = &self.text[start.start..start.end];
                    return Err(Error::syntax(
                        Problem::RolledDiceOnlyJudged {
                            modifier: word.to_string(),
                        },
                        start,
                    ));
                }
                Tok::Bang | Tok::BangBang | Tok::BangP => {
                    self.bump();
                    let kind = match t {
                        Tok::Bang => ExplodeKind::Plain,
                        Tok::BangBang => ExplodeKind::Compound,
                        _ => ExplodeKind::Penetrate,
                    };
                    let on = self.threshold()?;
                    m.explode = Some(Explode { kind, on });
                }
                Tok::R | Tok::Ro => {
                    self.bump();
                    let on = self.threshold()?;
                    m.reroll = Some(Reroll {
                        once: t == Tok::Ro,
                        on,
                    });
                }
                Tok::U | Tok::Uo => {
                    self.bump();
                    let on = self.threshold()?;
                    m.unique = Some(Reroll {
                        once: t == Tok::Uo,
                        on,
                    });
                }
                Tok::Min | Tok::Max => {
                    self.bump();
                    let v = self.signed_number()?;
                    if t == Tok::Min {
                        m.min = Some(v);
                    } else {
                        m.max = Some(v);
                    }
                }
                Tok::Cs | Tok::Cf => {
                    self.bump();
                    let v = self.validator_opt()?;
                    if t == Tok::Cs {
                        j.crit_success = Some(v);
                    } else {
                        j.crit_failure = Some(v);
                    }
                }
                Tok::Sa => {
                    self.bump();
                    j.sort = Some(SortOrder::Ascending);
                }
                Tok::Sd => {
                    self.bump();
                    j.sort = Some(SortOrder::Descending);
                }
                // `s[` is a switch, read after the modifiers.
                Tok::SmallS if self.text[start.end..].starts_with('[') => break,
                Tok::SmallS => {
                    self.bump();
                    j.sort = Some(SortOrder::Ascending);
                }
                Tok::C => {
                    self.bump();
                    j.success = Some(self.validator_required(Problem::SuccessesNeedCondition)?);
                    after_success = true;
                }
                Tok::SmallF => {
                    self.bump();
                    let v = self.validator_required(Problem::FailuresNeedCondition)?;
                    if was_success {
                        j.failure = Some(v);
                    } else {
                        j.filter = Some(v);
                    }
                }
                t if cmp_op(t).is_some() => {
                    j.success = self.validator_opt()?;
                    after_success = true;
                }
                _ => break,
            }
        }
        Ok((m, j))
    }

    /// The optional count of keep/drop: `kh3`, or `kh` meaning one.
    pub(super) fn count_arg(&mut self) -> f64 {
        match self.peek_adjacent() {
            Some(Tok::Num(v)) => {
                self.bump();
                v
            }
            _ => 1.0,
        }
    }

    /// The threshold of a modifier that rolls: a compare point (`r<2`) or one comparison
    /// in brackets (`r[<2]`, `r[1]`).
    pub(super) fn threshold(&mut self) -> Result<Option<Compare>> {
        let at = self.here();
        let Some(v) = self.validator_opt()? else {
            return Ok(None);
        };
        match v {
            Validator::Cmp(op, value) => Ok(Some(Compare { op, value })),
            Validator::Equals(value) => Ok(Some(Compare {
                op: CmpOp::Eq,
                value,
            })),
            _ => Err(Error::syntax(
                Problem::RerollOneComparison,
                at.to(Span::new(at.start, self.pos)),
            )),
        }
    }

    pub(super) fn validator_required(&mut self, problem: Problem) -> Result<Validator> {
        let at = self.here();
        self.validator_opt()?
            .ok_or_else(|| Error::syntax(problem, at))
    }

    /// A condition written right here: `[validator]` or a compare point `>=6`.
    pub(super) fn validator_opt(&mut self) -> Result<Option<Validator>> {
        match self.peek_adjacent() {
            Some(Tok::LBracket) => {
                let open = self.open()?;
                let v = self.validator()?;
                self.close(Tok::RBracket, Expected::CloseCondition, open)?;
                Ok(Some(v))
            }
            Some(t) if cmp_op(t).is_some() => {
                self.bump();
                let op = cmp_op(t).unwrap_or(CmpOp::Eq);
                Ok(Some(Validator::Cmp(op, self.signed_number()?)))
            }
            _ => Ok(None),
        }
    }

    pub(super) fn validator(&mut self) -> Result<Validator> {
        let mut lhs = self.validator_xor()?;
        while self.eat(Tok::Pipe) {
            lhs = Validator::Or(Box::new(lhs), Box::new(self.validator_xor()?));
        }
        Ok(lhs)
    }
    pub(super) fn validator_xor(&mut self) -> Result<Validator> {
        let mut lhs = self.validator_and()?;
        while self.eat(Tok::Caret) {
            lhs = Validator::Xor(Box::new(lhs), Box::new(self.validator_and()?));
        }
        Ok(lhs)
    }
    pub(super) fn validator_and(&mut self) -> Result<Validator> {
        let mut lhs = self.validator_atom()?;
        while self.eat(Tok::Amp) {
            lhs = Validator::And(Box::new(lhs), Box::new(self.validator_atom()?));
        }
        Ok(lhs)
    }
    pub(super) fn validator_atom(&mut self) -> Result<Validator> {
        if matches!(self.peek_tok(), Some(Tok::All | Tok::Any | Tok::Total)) {
            return Err(Error::syntax(Problem::ScopeOnlyInBranch, self.here()));
        }
        if let Some(op) = self.peek_tok().and_then(cmp_op) {
            self.bump();
            return Ok(Validator::Cmp(op, self.signed_number()?));
        }
        let lo_span = self.here();
        let lo = self.signed_number()?;
        if self.eat(Tok::DotDot) {
            let hi = self.signed_number()?;
            if hi < lo {
                return Err(Error::syntax(
                    Problem::RangeEmpty { low: lo, high: hi },
                    lo_span.to(Span::new(lo_span.start, self.pos)),
                ));
            }
            return Ok(Validator::Range(lo, hi));
        }
        Ok(Validator::Equals(lo))
    }

    pub(super) fn signed_number(&mut self) -> Result<f64> {
        let neg = self.eat(Tok::Minus);
        match self.peek_tok() {
            Some(Tok::Num(v)) => {
                self.bump();
                Ok(if neg { -v } else { v })
            }
            _ => Err(self.unexpected(Expected::Number)),
        }
    }

    pub(super) fn condition(&mut self) -> Result<Condition> {
        if self.peek_adjacent() != Some(Tok::LBracket) {
            return Err(self.unexpected(Expected::ConditionInBrackets));
        }
        let open = self.open()?;
        let scope = match self.peek_tok() {
            Some(Tok::All) => Scope::All,
            Some(Tok::Any) => Scope::Any,
            Some(Tok::Total) => Scope::Total,
            _ => Scope::Value,
        };
        if scope != Scope::Value {
            self.bump();
            self.expect(Tok::Colon, Expected::ColonAfterScope)?;
        }
        let validator = self.validator()?;
        self.close(Tok::RBracket, Expected::CloseCondition, open)?;
        Ok(Condition { scope, validator })
    }
}

fn cmp_op(t: Tok) -> Option<CmpOp> {
    Some(match t {
        Tok::Eq | Tok::EqEq => CmpOp::Eq,
        Tok::Ne | Tok::LtGt => CmpOp::Ne,
        Tok::Gt => CmpOp::Gt,
        Tok::Lt => CmpOp::Lt,
        Tok::Ge => CmpOp::Ge,
        Tok::Le => CmpOp::Le,
        _ => return None,
    })
}
