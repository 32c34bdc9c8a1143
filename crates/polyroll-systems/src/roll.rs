//! Rolling a system: its sets of dice drawn in file order from any [`DieSource`] (so
//! scripted faces, seeds and fair sources replay a system roll like any formula), then its
//! values, then the first outcome whose rule holds.

use polyroll_core::source::DieSpec;
use polyroll_core::{DieSource, Error, Limits, Problem, Span};

use crate::expr::{Eval, Expr, FoldKind};
use crate::spec::{Explode, Faces, System};

/// One die as shown: its value and, for a die that aced (`!!`), the faces added into it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RolledDie {
    pub value: i64,
    /// The faces of a compounded die, in order (one face for any other die).
    pub parts: Vec<i64>,
    /// This die joined the set because the one before it exploded (`!`).
    pub extra: bool,
    /// This die (or the last of its parts) made another die: shown with `!`.
    pub exploded: bool,
}

/// The dice of one set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RolledPool {
    pub name: String,
    pub fate: bool,
    pub dice: Vec<RolledDie>,
}

/// A system roll: every die, every value, the result and the outcome's key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SystemRoll {
    pub pools: Vec<RolledPool>,
    /// The parameters' values then the worked-out values, by name.
    pub values: Vec<(String, i64)>,
    /// The value the system shows as its result (the total of a roll set).
    pub result: i64,
    pub outcome: String,
}

impl SystemRoll {
    /// A value by name.
    pub fn value(&self, name: &str) -> Option<i64> {
        self.values.iter().find(|(n, _)| n == name).map(|v| v.1)
    }
}

/// The span errors point at: a system roll's input is its name and arguments.
const SPAN: Span = Span::new(0, 0);

fn spec(faces: &Faces) -> DieSpec<'_> {
    match faces {
        Faces::Range { lo, hi } => DieSpec::Range { lo: *lo, hi: *hi },
        Faces::List(list) => DieSpec::Faces(list),
    }
}

/// The set of dice a count asks for, within the dice limit.
pub(crate) fn dice_count(count: i64, drawn: usize, limits: &Limits) -> Result<usize, Error> {
    let n = usize::try_from(count.max(0)).unwrap_or(usize::MAX);
    if n.saturating_add(drawn) > limits.max_dice {
        return Err(Error::limit(
            Problem::TooManyDice {
                max: limits.max_dice,
            },
            SPAN,
        ));
    }
    Ok(n)
}

struct Drawer<'s> {
    source: &'s mut dyn DieSource,
    drawn: usize,
    limits: Limits,
}

impl Drawer<'_> {
    fn draw(&mut self, faces: &Faces) -> Result<i64, Error> {
        self.drawn += 1;
        if self.drawn > self.limits.max_dice {
            return Err(Error::limit(
                Problem::TooManyDice {
                    max: self.limits.max_dice,
                },
                SPAN,
            ));
        }
        let face = self.source.draw(spec(faces), SPAN)?;
        Ok(face as i64)
    }

    /// One base die and, for an exploding die, its chain.
    fn die(
        &mut self,
        faces: &Faces,
        explode: Explode,
        out: &mut Vec<RolledDie>,
    ) -> Result<(), Error> {
        let first = self.draw(faces)?;
        match explode {
            Explode::Never => out.push(RolledDie {
                value: first,
                parts: vec![first],
                extra: false,
                exploded: false,
            }),
            Explode::Add { at } => {
                let mut face = first;
                let mut extra = false;
                for n in 0..=self.limits.max_rerolls {
                    let explodes = face >= at && n < self.limits.max_rerolls;
                    out.push(RolledDie {
                        value: face,
                        parts: vec![face],
                        extra,
                        exploded: explodes,
                    });
                    if !explodes {
                        break;
                    }
                    face = self.draw(faces)?;
                    extra = true;
                }
            }
            Explode::Compound { at } => {
                let mut parts = vec![first];
                let mut face = first;
                while face >= at && parts.len() <= self.limits.max_rerolls {
                    face = self.draw(faces)?;
                    parts.push(face);
                }
                let mut value: i64 = 0;
                for p in &parts {
                    value = value
                        .checked_add(*p)
                        .ok_or_else(|| Error::math(Problem::NumberTooLarge, SPAN))?;
                }
                out.push(RolledDie {
                    value,
                    exploded: parts.len() > 1,
                    parts,
                    extra: false,
                });
            }
        }
        Ok(())
    }
}

/// The sum of the dice a keep keeps (`top(d, k)`: the `k` highest), or `None` for a fold
/// that is no keep.
fn kept(kind: FoldKind, dice: &[RolledDie]) -> Result<Option<i64>, Error> {
    let (k, highest) = match kind {
        FoldKind::Top(k) => (k, true),
        FoldKind::Bottom(k) => (k, false),
        _ => return Ok(None),
    };
    let mut values: Vec<i64> = dice.iter().map(|d| d.value).collect();
    values.sort_unstable();
    if highest {
        values.reverse();
    }
    let mut sum: i64 = 0;
    for v in values.iter().take(usize::try_from(k).unwrap_or(0)) {
        sum = sum
            .checked_add(*v)
            .ok_or_else(|| Error::math(Problem::NumberTooLarge, SPAN))?;
    }
    Ok(Some(sum))
}

impl System {
    /// Rolls the system with the parameters' values `params` (from [`System::arguments`]).
    pub fn roll(
        &self,
        params: &[i64],
        limits: &Limits,
        source: &mut dyn DieSource,
    ) -> Result<SystemRoll, Error> {
        let mut steps = 0usize;
        let params = &self.derive(params, &mut steps, limits)?;
        let mut drawer = Drawer {
            source,
            drawn: 0,
            limits: *limits,
        };
        let resolved = self.folds.resolve(params, &mut steps, limits)?;
        let mut folds: Vec<i64> = resolved.iter().map(|f| f.kind.empty()).collect();
        let mut pools = Vec::with_capacity(self.pools.len());
        for (index, pool) in self.pools.iter().enumerate() {
            let count = self.eval(&pool.count, params, &folds, &mut steps, limits)?;
            let n = dice_count(count, drawer.drawn, limits)?;
            let (faces, explode) = pool.resolve(params, &mut steps, limits)?;
            let mut dice = Vec::with_capacity(n);
            for _ in 0..n {
                drawer.die(&faces, explode, &mut dice)?;
            }
            for (f, fold) in resolved.iter().enumerate() {
                if !fold.reads(index) {
                    continue;
                }
                if let Some(kept) = kept(fold.kind, &dice)? {
                    folds[f] = kept;
                    continue;
                }
                for d in &dice {
                    folds[f] = fold
                        .kind
                        .join(folds[f], fold.kind.of(d.value))
                        .ok_or_else(|| Error::math(Problem::NumberTooLarge, SPAN))?;
                }
            }
            pools.push(RolledPool {
                name: pool.name.clone(),
                fate: pool.fate,
                dice,
            });
        }
        let judged = self.judge(params, &folds, &mut steps, limits)?;
        let mut values: Vec<(String, i64)> = self
            .params
            .iter()
            .map(|p| p.name.clone())
            .chain(self.derived_names.iter().cloned())
            .chain(self.value_names.iter().cloned())
            .zip(judged.names.iter().copied())
            .collect();
        values.shrink_to_fit();
        Ok(SystemRoll {
            pools,
            values,
            result: judged.result,
            outcome: self.outcomes[judged.outcome].key.clone(),
        })
    }

    fn eval(
        &self,
        e: &Expr,
        names: &[i64],
        folds: &[i64],
        steps: &mut usize,
        limits: &Limits,
    ) -> Result<i64, Error> {
        Eval {
            names,
            folds,
            steps,
            limits,
        }
        .eval(e)
    }

    /// The parameters' values followed by the names derived from them.
    pub(crate) fn derive(
        &self,
        params: &[i64],
        steps: &mut usize,
        limits: &Limits,
    ) -> Result<Vec<i64>, Error> {
        let mut names = params.to_vec();
        for d in &self.derived {
            let value = self.eval(d, &names, &[], steps, limits)?;
            names.push(value);
        }
        Ok(names)
    }

    /// The values, result and outcome of dice whose folds are `folds` (`params` with the
    /// derived names).
    pub(crate) fn judge(
        &self,
        params: &[i64],
        folds: &[i64],
        steps: &mut usize,
        limits: &Limits,
    ) -> Result<Judged, Error> {
        let mut names = params.to_vec();
        for v in &self.values {
            let value = self.eval(v, &names, folds, steps, limits)?;
            names.push(value);
        }
        let mut outcome = self.outcomes.len() - 1;
        for (i, rule) in self.outcomes.iter().enumerate() {
            let holds = match &rule.when {
                Some(w) => self.eval(w, &names, folds, steps, limits)? != 0,
                None => true,
            };
            if holds {
                outcome = i;
                break;
            }
        }
        Ok(Judged {
            result: names.get(self.result).copied().unwrap_or(0),
            outcome,
            names,
        })
    }
}

/// What the values and outcome table make of one set of folds.
pub(crate) struct Judged {
    pub names: Vec<i64>,
    pub result: i64,
    pub outcome: usize,
}
