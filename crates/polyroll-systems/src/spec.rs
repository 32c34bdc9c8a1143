//! A system file (`systems/<name>.toml`) read into a [`System`]: its parameters, the sets
//! of dice it rolls, the values it works out and the outcome table that names the result.
//! Every expression is parsed here, once, so a mistake in a file is found by the tests
//! that load the book, never by a player.

use serde::Deserialize;

use crate::expr::{self, Expr, Folds, Scope};

/// How an argument is written.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Form {
    /// A whole number in its place among the other numbers (`blades 3`, `yz 4 2 1`).
    Number,
    /// A signed number anywhere: `+2`, `-1` (a bare `2` too, when the system takes no
    /// plain number).
    Modifier,
    /// A letter and a number anywhere: `h2`, `b1`, `d8`.
    Prefixed,
    /// A fixed word anywhere, 1 when given: `2e`.
    Flag,
}

/// One parameter of a system's roll.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Param {
    pub name: String,
    pub form: Form,
    #[serde(default)]
    pub prefix: Option<String>,
    #[serde(default)]
    pub word: Option<String>,
    #[serde(default)]
    pub min: i64,
    #[serde(default)]
    pub max: i64,
    /// The value when the argument is left out; without one it must be given.
    #[serde(default)]
    pub default: Option<i64>,
    /// The only values allowed (a die's sides: 4, 6, 8, 10, 12).
    #[serde(default)]
    pub one_of: Option<Vec<i64>>,
    /// A parameter that may not be given with this one.
    #[serde(default)]
    pub excludes: Option<String>,
    /// A number that may also be written joined to the number before it by this letter:
    /// `6k3` for L5R's six rolled, three kept.
    #[serde(default)]
    pub joined: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PoolFile {
    name: String,
    count: String,
    #[serde(default)]
    die: Option<String>,
    #[serde(default)]
    faces: Option<Vec<i64>>,
    /// The die's sides from the parameters (`die = "d!!"`, `sides = "die"`).
    #[serde(default)]
    sides: Option<String>,
    /// How each listed face is shown, in the order of `faces` (Genesys' `✓▲`).
    #[serde(default)]
    symbols: Option<Vec<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ValueFile {
    name: String,
    expr: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct OutcomeFile {
    key: String,
    #[serde(default)]
    when: Option<String>,
}

/// `[push]`: the system lets a roll be pushed (rolled again in part), and how.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PushFile {
    /// How many pushes a roll allows.
    times: u32,
    #[serde(rename = "keep")]
    keeps: Vec<Keep>,
}

/// A die a push leaves as it is: one showing `face`, of the set `pool` (any set without).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Keep {
    #[serde(default)]
    pub pool: Option<String>,
    pub face: i64,
}

/// How a roll of the system is pushed: every die is rolled again but those a [`Keep`]
/// names, up to `times` times a roll (Year Zero's push: all but the 6s and the 1s of base
/// and gear dice, once).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Push {
    pub times: u32,
    pub keeps: Vec<Keep>,
}

impl Push {
    /// Whether a die of set `pool` showing `face` stays when the roll is pushed.
    pub fn keeps(&self, pool: &str, face: i64) -> bool {
        self.keeps
            .iter()
            .any(|k| k.face == face && k.pool.as_deref().is_none_or(|p| p == pool))
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    name: String,
    title: String,
    edition: String,
    source: String,
    usage: String,
    examples: Vec<String>,
    #[serde(default, rename = "param")]
    params: Vec<Param>,
    #[serde(default)]
    derived: Vec<ValueFile>,
    #[serde(rename = "dice")]
    pools: Vec<PoolFile>,
    #[serde(default, rename = "value")]
    values: Vec<ValueFile>,
    result: String,
    #[serde(rename = "outcome")]
    outcomes: Vec<OutcomeFile>,
    #[serde(default)]
    push: Option<PushFile>,
}

/// The faces a die shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Faces {
    /// Every whole number from `lo` to `hi` (`d6`: 1..=6, `dF`: -1..=1).
    Range { lo: i64, hi: i64 },
    /// The listed faces, equally likely.
    List(Vec<f64>),
}

impl Faces {
    /// Each face and its chance.
    pub(crate) fn each(&self) -> Vec<i64> {
        match self {
            Faces::Range { lo, hi } => (*lo..=*hi).collect(),
            Faces::List(list) => list.iter().map(|f| *f as i64).collect(),
        }
    }
}

/// What happens on a die showing `at` or more (0: its top face).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Explode {
    Never,
    /// `!`: another die joins the set (Chronicles of Darkness' 10-again).
    Add {
        at: i64,
    },
    /// `!!`: another die adds into this one (Savage Worlds' aces).
    Compound {
        at: i64,
    },
}

/// One set of dice a system rolls.
#[derive(Clone, Debug, PartialEq)]
pub struct Pool {
    pub name: String,
    pub(crate) count: Expr,
    pub faces: Faces,
    pub explode: Explode,
    /// Fate dice, shown as `+ − ▢`.
    pub fate: bool,
    /// Sides worked out from the parameters, replacing those of `faces`.
    pub(crate) sides: Option<Expr>,
    /// How a die showing a listed face is shown, when not by its number: each face's
    /// value and its symbols (a face that counts several things at once, packed into one
    /// number so that a sum counts each).
    pub symbols: Vec<(i64, String)>,
}

impl Pool {
    /// How a die of this set showing `value` is shown, if by symbols.
    pub fn symbol(&self, value: i64) -> Option<&str> {
        self.symbols
            .iter()
            .find(|(v, _)| *v == value)
            .map(|(_, s)| s.as_str())
    }
}

/// One line of the outcome table: the first whose rule holds names the result.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct OutcomeRule {
    pub key: String,
    pub when: Option<Expr>,
}

/// A game system: a named roll with parameters and an outcome table.
#[derive(Clone, Debug, PartialEq)]
pub struct System {
    pub name: String,
    pub title: String,
    pub edition: String,
    pub source: String,
    pub usage: String,
    pub examples: Vec<String>,
    pub params: Vec<Param>,
    /// Names worked out from the parameters alone, before any die (Earthdawn's place in
    /// the step cycle): counts, sides and a fold's bounds may read them like parameters.
    pub derived_names: Vec<String>,
    pub(crate) derived: Vec<Expr>,
    pub pools: Vec<Pool>,
    /// The names of the values worked out after the dice, in order.
    pub value_names: Vec<String>,
    pub(crate) values: Vec<Expr>,
    /// Index (among params, derived names, then values) of the value shown as the result.
    pub(crate) result: usize,
    pub(crate) outcomes: Vec<OutcomeRule>,
    pub(crate) folds: Folds,
    /// How a roll may be pushed, for a system that allows it.
    pub push: Option<Push>,
}

/// A system file that does not read (a bug in the file, reported by the book's tests).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{file}: {why}")]
pub struct SpecError {
    pub file: String,
    pub why: String,
}

/// `d6`, `dF`, `d10!>=10`, `d8!!`: a die in the standard notation's spelling.
fn die(text: &str) -> Result<(Faces, Explode, bool), String> {
    let rest = text
        .strip_prefix('d')
        .ok_or_else(|| format!("die {text:?} must start with d"))?;
    if rest == "F" {
        return Ok((Faces::Range { lo: -1, hi: 1 }, Explode::Never, true));
    }
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    // No sides: the pool's `sides` gives them.
    let sides: i64 = match &rest[..digits] {
        "" => 0,
        n => n.parse().map_err(|_| format!("die {text:?}: sides"))?,
    };
    if sides == 1 {
        return Err(format!("die {text:?}: at least 2 sides"));
    }
    let marks = &rest[digits..];
    let (compound, threshold) = if let Some(t) = marks.strip_prefix("!!") {
        (Some(true), t)
    } else if let Some(t) = marks.strip_prefix('!') {
        (Some(false), t)
    } else if marks.is_empty() {
        (None, "")
    } else {
        return Err(format!("die {text:?}: unknown mark {marks}"));
    };
    let at = match threshold.strip_prefix(">=") {
        Some(t) => t.parse().map_err(|_| format!("die {text:?}: threshold"))?,
        None if threshold.is_empty() => 0,
        None => return Err(format!("die {text:?}: write the threshold as >=N")),
    };
    if at == 1 || (sides > 0 && at > sides) {
        return Err(format!(
            "die {text:?}: it would explode on every face or none"
        ));
    }
    let explode = match compound {
        None => Explode::Never,
        Some(false) => Explode::Add { at },
        Some(true) => Explode::Compound { at },
    };
    Ok((Faces::Range { lo: 1, hi: sides }, explode, false))
}

impl Pool {
    /// The faces and explosion of this set's die for these parameters.
    pub(crate) fn resolve(
        &self,
        params: &[i64],
        steps: &mut usize,
        limits: &polyroll_core::Limits,
    ) -> Result<(Faces, Explode), polyroll_core::Error> {
        let faces = match &self.sides {
            Some(e) => {
                let sides = expr::Eval {
                    names: params,
                    folds: &[],
                    steps,
                    limits,
                }
                .eval(e)?;
                if sides < 2 {
                    return Err(polyroll_core::Error::math(
                        polyroll_core::Problem::DieSidesTooFew {
                            sides: sides as f64,
                        },
                        polyroll_core::Span::new(0, 0),
                    ));
                }
                Faces::Range { lo: 1, hi: sides }
            }
            None => self.faces.clone(),
        };
        let top = faces.each().into_iter().max().unwrap_or(0);
        let explode = match self.explode {
            Explode::Add { at: 0 } => Explode::Add { at: top },
            Explode::Compound { at: 0 } => Explode::Compound { at: top },
            other => other,
        };
        Ok((faces, explode))
    }
}

/// A keep (`top(d, k)`) is worked out by order statistics over each die's value, so the
/// dice of its set must not add dice (`!`): an added die would be one more to rank.
fn keeps_stand_alone(folds: &Folds, pools: &[Pool]) -> Result<(), String> {
    for keep in folds.0.iter().filter(|f| f.keeps()) {
        let adds = pools.iter().enumerate().any(|(i, p)| {
            i < 64 && keep.pools & (1 << i) != 0 && matches!(p.explode, Explode::Add { .. })
        });
        if adds {
            return Err("top( and bottom( keep from dice that add no dice".into());
        }
    }
    Ok(())
}

impl System {
    /// Reads one system file.
    pub fn parse(file: &str, text: &str) -> Result<System, SpecError> {
        let fail = |why: String| SpecError {
            file: file.to_string(),
            why,
        };
        let f: File = toml::from_str(text).map_err(|e| fail(e.to_string()))?;
        if f.outcomes.last().is_none_or(|o| o.when.is_some()) {
            return Err(fail(
                "the last outcome must have no rule (it is the rest)".into(),
            ));
        }
        for p in &f.params {
            let ok = match p.form {
                Form::Prefixed => p.prefix.as_ref().is_some_and(|s| !s.is_empty()),
                Form::Flag => p.word.is_some(),
                Form::Number | Form::Modifier => true,
            };
            if !ok || (p.form != Form::Flag && p.min > p.max) {
                return Err(fail(format!("parameter {} is not complete", p.name)));
            }
        }
        let mut names: Vec<String> = f.params.iter().map(|p| p.name.clone()).collect();
        let mut folds = Folds::default();
        let mut derived = Vec::new();
        for d in &f.derived {
            let scope = Scope {
                names: &names,
                params: names.len(),
                pools: &[],
            };
            derived
                .push(expr::parse(&d.expr, &scope, &mut folds).map_err(|e| fail(e.to_string()))?);
            names.push(d.name.clone());
        }
        // The derived names read like parameters from here on.
        let params = names.len();
        let pool_names: Vec<String> = f.pools.iter().map(|p| p.name.clone()).collect();
        let mut pools = Vec::new();
        for (i, p) in f.pools.iter().enumerate() {
            // A count reads the parameters and the sets rolled before it.
            let scope = Scope {
                names: &names,
                params,
                pools: &pool_names[..i],
            };
            let count =
                expr::parse(&p.count, &scope, &mut folds).map_err(|e| fail(e.to_string()))?;
            let (faces, explode, fate) = match (&p.die, &p.faces) {
                (Some(d), None) => {
                    let made = die(d).map_err(&fail)?;
                    if made.0 == (Faces::Range { lo: 1, hi: 0 }) && p.sides.is_none() {
                        return Err(fail(format!("dice {}: the die needs sides", p.name)));
                    }
                    made
                }
                (None, Some(list)) if !list.is_empty() => (
                    Faces::List(list.iter().map(|&x| x as f64).collect()),
                    Explode::Never,
                    false,
                ),
                _ => return Err(fail(format!("dice {}: give die or faces", p.name))),
            };
            let sides = match &p.sides {
                Some(text) => {
                    let scope = Scope {
                        names: &names,
                        params,
                        pools: &[],
                    };
                    Some(expr::parse(text, &scope, &mut folds).map_err(|e| fail(e.to_string()))?)
                }
                None => None,
            };
            let symbols = match (&p.symbols, &p.faces) {
                (None, _) => Vec::new(),
                (Some(shown), Some(list)) if shown.len() == list.len() => {
                    let pairs: Vec<(i64, String)> =
                        list.iter().copied().zip(shown.iter().cloned()).collect();
                    // One value, one way of showing it.
                    if pairs
                        .iter()
                        .any(|(v, s)| pairs.iter().any(|(w, t)| v == w && s != t))
                    {
                        return Err(fail(format!("dice {}: a face shown two ways", p.name)));
                    }
                    pairs
                }
                _ => {
                    return Err(fail(format!(
                        "dice {}: symbols need listed faces, one each",
                        p.name
                    )))
                }
            };
            pools.push(Pool {
                name: p.name.clone(),
                count,
                faces,
                explode,
                fate,
                sides,
                symbols,
            });
        }
        let mut values = Vec::new();
        for v in &f.values {
            let scope = Scope {
                names: &names,
                params,
                pools: &pool_names,
            };
            values.push(expr::parse(&v.expr, &scope, &mut folds).map_err(|e| fail(e.to_string()))?);
            names.push(v.name.clone());
        }
        let result = names
            .iter()
            .position(|n| *n == f.result)
            .ok_or_else(|| fail(format!("result {} is no value", f.result)))?;
        let scope = Scope {
            names: &names,
            params,
            pools: &pool_names,
        };
        let mut outcomes = Vec::new();
        for o in &f.outcomes {
            let when = match &o.when {
                Some(w) => {
                    Some(expr::parse(w, &scope, &mut folds).map_err(|e| fail(e.to_string()))?)
                }
                None => None,
            };
            outcomes.push(OutcomeRule {
                key: o.key.clone(),
                when,
            });
        }
        keeps_stand_alone(&folds, &pools).map_err(fail)?;
        let push = match f.push {
            Some(push) => {
                if push.times == 0 || push.keeps.is_empty() {
                    return Err(fail(
                        "push: give times (1 or more) and what it keeps".into(),
                    ));
                }
                if let Some(k) = push
                    .keeps
                    .iter()
                    .find(|k| k.pool.as_ref().is_some_and(|p| !pool_names.contains(p)))
                {
                    return Err(fail(format!("push keeps dice of no set {:?}", k.pool)));
                }
                Some(Push {
                    times: push.times,
                    keeps: push.keeps,
                })
            }
            None => None,
        };
        Ok(System {
            push,
            name: f.name,
            title: f.title,
            edition: f.edition,
            source: f.source,
            usage: f.usage,
            examples: f.examples,
            params: f.params,
            derived_names: f.derived.into_iter().map(|d| d.name).collect(),
            derived,
            pools,
            value_names: f.values.into_iter().map(|v| v.name).collect(),
            values,
            result,
            outcomes,
            folds,
        })
    }

    /// The keys of the outcome table, in order.
    pub fn outcome_keys(&self) -> impl Iterator<Item = &str> {
        self.outcomes.iter().map(|o| o.key.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dice_in_the_standard_spelling() {
        assert_eq!(
            die("d6").unwrap(),
            (Faces::Range { lo: 1, hi: 6 }, Explode::Never, false)
        );
        assert!(die("dF").unwrap().2);
        assert_eq!(die("d10!>=9").unwrap().1, Explode::Add { at: 9 });
        assert_eq!(die("d8!!").unwrap().1, Explode::Compound { at: 0 });
        assert_eq!(die("d!!").unwrap().0, Faces::Range { lo: 1, hi: 0 });
        assert!(die("d6!>=1").is_err());
        assert!(die("x6").is_err());
    }

    #[test]
    fn year_zeros_push_keeps_the_sixes_and_the_ones_of_base_and_gear() {
        let book = crate::Book::load().unwrap();
        let push = book.get("yz").unwrap().push.as_ref().unwrap();
        assert_eq!(push.times, 1);
        assert!(push.keeps("skill", 6) && push.keeps("base", 1) && push.keeps("gear", 1));
        assert!(!push.keeps("skill", 1) && !push.keeps("base", 5) && !push.keeps("gear", 2));
        assert!(book.get("blades").unwrap().push.is_none());
        // A push must say what it keeps, of sets the system rolls.
        let yz = include_str!("../systems/yz.toml");
        let stray = yz.replace(r#"pool = "gear""#, r#"pool = "gears""#);
        assert!(System::parse("yz", &stray).is_err());
        let never = yz.replace("times = 1", "times = 0");
        assert!(System::parse("yz", &never).is_err());
    }
}
