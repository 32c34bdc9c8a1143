//! Variables: `[name]` reads the caller's aliases through a [`Resolver`]. Every name is
//! resolved and parsed before anything rolls, so an unknown name, a cycle or a chain deeper
//! than the limit rolls nothing. A resolver that keeps parsed programs (the bot's cache)
//! hands them over through [`Resolver::parsed`], and the alias is then not parsed again.

use std::collections::HashMap;
use std::sync::Arc;

use crate::ast::{Expr, ExprKind, Program, StaticFacts};
use crate::error::{Error, Result};
use crate::eval::ResolvedVar;
use crate::limits::Limits;
use crate::problem::Problem;
use crate::Dialect;

/// A saved formula and the dialect it was written in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alias {
    pub formula: String,
    pub dialect: Dialect,
}

/// Looks up a variable by its trimmed, lower-cased name.
pub trait Resolver {
    fn lookup(&self, name: &str) -> Option<Alias>;

    /// `body` — an alias's formula with its parameters' defaults put in — already parsed in
    /// `dialect` within `limits`, when the resolver keeps parsed programs; `None` (the
    /// default) and the engine parses it. What it gives must be what
    /// `dialect.parse(body, limits)` gives when that succeeds: the engine runs every check
    /// on it as on its own parse (a resolver whose parse failed gives `None`, and the
    /// engine's parse reports the error).
    fn parsed(&self, _dialect: Dialect, _body: &str, _limits: &Limits) -> Option<Arc<Program>> {
        None
    }
}

/// No variables at all.
pub struct NoVariables;

impl Resolver for NoVariables {
    fn lookup(&self, _name: &str) -> Option<Alias> {
        None
    }
}

impl Resolver for HashMap<String, Alias> {
    fn lookup(&self, name: &str) -> Option<Alias> {
        self.get(name).cloned()
    }
}

impl Program {
    /// Every name the program reads — its variables (`[name]`) and keywords — once each, in
    /// order of first use. A caller that loads aliases from a database needs only these
    /// (and, in turn, the names their formulas read).
    pub fn names_read(&self) -> Vec<String> {
        let mut names: Vec<String> = Vec::new();
        for s in &self.statements {
            for (name, _, _) in var_names(&s.expr) {
                if !names.contains(&name) {
                    names.push(name);
                }
            }
        }
        names
    }
}

/// The variables an expression reads: `(name, span, required)`; keywords are optional.
fn var_names(e: &Expr) -> Vec<(String, crate::Span, bool)> {
    let mut out = Vec::new();
    e.visit(&mut |x: &Expr| match &x.kind {
        ExprKind::Var(n) => out.push((n.clone(), x.span, true)),
        ExprKind::Keyword(n) => out.push((n.clone(), x.span, false)),
        _ => {}
    });
    out
}

/// Resolves every variable `program` reads, then refuses it if rolling it would take more
/// steps than the limit with its aliases expanded ([`Limits::max_steps`]), pointing at the
/// part of the formula where the count passes the limit.
pub(crate) fn resolve(
    program: &Program,
    resolver: &dyn Resolver,
    limits: &Limits,
) -> Result<HashMap<String, ResolvedVar>> {
    let mut done = HashMap::new();
    for s in &program.statements {
        for (name, span, required) in var_names(&s.expr) {
            if !required && resolver.lookup(&name).is_none() {
                continue;
            }
            let mut stack = Vec::new();
            resolve_one(&name, span, resolver, limits, &mut stack, &mut done)?;
        }
    }
    let body = |name: &str| done.get(name).map(|v| v.steps);
    let roots = program.statements.iter().map(|s| &s.expr);
    if let Err(span) = count_steps(roots, Roots::Statements, &body, limits.max_steps) {
        return Err(Error::limit(
            Problem::TooManySteps {
                max: limits.max_steps,
            },
            span,
        ));
    }
    Ok(done)
}

/// Whether evaluating `e` below a statement's root is a step, as the roll counts them:
/// anything but a number or a plain dice term (those two never recurse).
fn is_step(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Number(_) => false,
        ExprKind::Dice(d) => !d.is_plain(),
        _ => true,
    }
}

/// What [`count_steps`] counts: a program's statements, or an alias's formula.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Roots {
    /// A statement's root is a step unless it is a plain dice term: the roll evaluates a
    /// number there the general way.
    Statements,
    /// An alias's formula is read where a variable stands, like any part of a formula.
    Formula,
}

/// The steps rolling the expressions `roots` takes: each part that is a step counts one,
/// and a variable or keyword counts, besides, the steps of its alias's formula, which
/// `body` gives (`None`: no alias, nothing more). Every part of a formula is evaluated at
/// most once (only `if()` may skip a branch), so this bounds the roll's own count.
/// Saturates; `Err` with the span of the part where the count first passes `max`.
fn count_steps<'e>(
    roots: impl Iterator<Item = &'e Expr>,
    kind: Roots,
    body: &dyn Fn(&str) -> Option<usize>,
    max: usize,
) -> std::result::Result<usize, crate::Span> {
    let mut steps = 0usize;
    let mut over = None;
    for root in roots {
        if kind == Roots::Statements && matches!(root.kind, ExprKind::Number(_)) {
            steps = steps.saturating_add(1);
        }
        root.visit(&mut |e: &Expr| {
            if is_step(e) {
                steps = steps.saturating_add(1);
            }
            if let ExprKind::Var(name) | ExprKind::Keyword(name) = &e.kind {
                steps = steps.saturating_add(body(name).unwrap_or(0));
            }
            if steps > max && over.is_none() {
                over = Some(e.span);
            }
        });
    }
    match over {
        Some(span) => Err(span),
        None => Ok(steps),
    }
}

/// The steps an alias's formula `root` takes where a variable reads it (the use aside),
/// `body` giving those of the aliases it reads in turn; saturating.
fn formula_steps(root: &Expr, body: &dyn Fn(&str) -> Option<usize>) -> usize {
    count_steps(std::iter::once(root), Roots::Formula, body, usize::MAX).unwrap_or(usize::MAX)
}

fn resolve_one(
    name: &str,
    span: crate::Span,
    resolver: &dyn Resolver,
    limits: &Limits,
    stack: &mut Vec<String>,
    done: &mut HashMap<String, ResolvedVar>,
) -> Result<()> {
    if done.contains_key(name) {
        return Ok(());
    }
    if stack.iter().any(|n| n == name) {
        stack.push(name.to_string());
        return Err(Error::variable(
            Problem::VariableCycle {
                chain: stack.join(" → "),
            },
            span,
        ));
    }
    if stack.len() >= limits.max_alias_depth {
        return Err(Error::limit(
            Problem::VariablesTooDeep {
                max: limits.max_alias_depth,
            },
            span,
        ));
    }
    let Some(alias) = resolver.lookup(name) else {
        return Err(Error::variable(
            Problem::UnknownVariable {
                name: name.to_string(),
            },
            span,
        ));
    };
    // An alias with parameters is read with their defaults; one that needs an argument
    // cannot be read inside a formula, which has no place to give it.
    let body = match crate::params::substitute(&alias.formula, &[]) {
        Ok(body) => body,
        Err(e) => {
            return Err(Error::variable(
                Problem::VariableTakesArguments {
                    name: name.to_string(),
                    params: e.params.to_string(),
                },
                span,
            ))
        }
    };
    let program = match resolver.parsed(alias.dialect, &body, limits) {
        Some(program) => program,
        None => Arc::new(alias.dialect.parse(&body, limits).map_err(|e| {
            Error::new(
                e.kind,
                Problem::InVariable {
                    name: name.to_string(),
                    formula: alias.formula.clone(),
                    problem: Box::new(e.problem),
                },
                span,
            )
        })?),
    };
    let Some(first) = program.statements.first() else {
        return Err(Error::variable(
            Problem::VariableEmpty {
                name: name.to_string(),
            },
            span,
        ));
    };
    stack.push(name.to_string());
    for (inner, _, required) in var_names(&first.expr) {
        if !required && resolver.lookup(&inner).is_none() {
            continue;
        }
        resolve_one(&inner, span, resolver, limits, stack, done)?;
    }
    stack.pop();
    // What each use of it costs: its formula (as a variable reads it, the first statement
    // below its root) with the aliases it reads, each already resolved.
    let steps = formula_steps(&first.expr, &|inner| done.get(inner).map(|v| v.steps));
    done.insert(
        name.to_string(),
        ResolvedVar {
            formula: alias.formula,
            program,
            steps,
        },
    );
    Ok(())
}

/// What one use of each alias in a book costs in steps ([`Limits::max_steps`]), for
/// checking a book as it is written: a use of `[name]` is one step and its whole formula
/// with the aliases that reads. Read leniently, since a book is written one alias at a
/// time: a name with no alias, a cycle, a chain deeper than the limit, or a formula that
/// does not parse adds nothing beyond its use (a roll that reaches one fails anyway, before
/// it evaluates anything). An alias with parameters counts with each filled in. Each
/// alias is counted once (remembered), so a whole book costs the size of its formulas.
pub struct AliasSteps<'a> {
    resolver: &'a dyn Resolver,
    limits: &'a Limits,
    /// Steps of each alias's formula (its use aside).
    known: HashMap<String, usize>,
}

impl<'a> AliasSteps<'a> {
    pub fn new(resolver: &'a dyn Resolver, limits: &'a Limits) -> Self {
        AliasSteps {
            resolver,
            limits,
            known: HashMap::new(),
        }
    }

    /// The steps `[name]` takes to roll.
    pub fn of(&mut self, name: &str) -> usize {
        let name = name.trim().to_lowercase();
        self.body(&name, &mut Vec::new()).saturating_add(1)
    }

    fn body(&mut self, name: &str, stack: &mut Vec<String>) -> usize {
        if let Some(&steps) = self.known.get(name) {
            return steps;
        }
        if stack.iter().any(|n| n == name) || stack.len() >= self.limits.max_alias_depth {
            return 0;
        }
        let Some(alias) = self.resolver.lookup(name) else {
            return 0;
        };
        let body = crate::params::with_placeholders(&alias.formula);
        let program = match self.resolver.parsed(alias.dialect, &body, self.limits) {
            Some(program) => program,
            None => match alias.dialect.parse(&body, self.limits) {
                Ok(program) => Arc::new(program),
                Err(_) => return 0,
            },
        };
        let Some(first) = program.statements.first() else {
            return 0;
        };
        stack.push(name.to_string());
        for (inner, _, _) in var_names(&first.expr) {
            self.body(&inner, stack);
        }
        stack.pop();
        let known = &self.known;
        let steps = formula_steps(&first.expr, &|inner| known.get(inner).copied());
        self.known.insert(name.to_string(), steps);
        steps
    }
}

/// Refuses before rolling a program whose literal dice counts alone break the dice limit
/// (`999999d6`); computed counts are checked as they are drawn. Says whether the program
/// reads any variable or keyword. A parser that counted both while building the tree (the
/// standard one) has set the program's facts when the count was within the limit, and
/// [`crate::Dialect::parse`] skips this walk; over it, the walk finds the term that broke
/// it.
pub(crate) fn check_static_dice(program: &Program, limits: &Limits) -> Result<bool> {
    let mut seen = StaticFacts::default();
    let mut first_over = None;
    for s in &program.statements {
        s.expr.visit(&mut |e: &Expr| {
            if matches!(e.kind, ExprKind::Var(_) | ExprKind::Keyword(_)) {
                seen.reads_variables = true;
            }
            if let ExprKind::Dice(d) = &e.kind {
                seen.count_dice(d);
                if seen.dice > limits.max_dice as f64 && first_over.is_none() {
                    first_over = Some(e.span);
                }
            }
        });
    }
    match first_over {
        Some(span) => Err(Error::limit(
            Problem::FormulaTooManyDice {
                max: limits.max_dice,
            },
            span,
        )),
        None => Ok(seen.reads_variables),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::{check_static_dice, count_steps, resolve, Roots};
    use crate::{Alias, Dialect, Limits, Problem, RandomSource, Roller};

    /// What the static count says a formula takes is what the roll counts: it rolls with
    /// exactly that many steps allowed and is refused with one fewer. (For a formula with
    /// no alias only the roll's own count can refuse it, so the two counts agree.) Pool
    /// formulas are rolled by pool's own evaluator, which counts its own parts.
    #[test]
    fn a_formula_rolls_within_its_counted_steps_and_not_one_fewer() {
        let alias = |formula: &str, dialect| Alias {
            formula: formula.into(),
            dialect,
        };
        let book = HashMap::from([
            ("one".to_string(), alias("1", Dialect::Standard)),
            ("str".to_string(), alias("[one] + 2", Dialect::Standard)),
            (
                "atk".to_string(),
                alias("1d20 + [str] + [one]", Dialect::Standard),
            ),
            (
                "bonus".to_string(),
                alias("max(2, [str]) * 2", Dialect::Standard),
            ),
            ("level".to_string(), alias("3 + 1d4", Dialect::Diceplus)),
            ("pool".to_string(), alias("2d6 + 1", Dialect::Pool)),
        ]);
        for (dialect, text) in [
            (Dialect::Standard, "4d6kh3"),
            (Dialect::Standard, "5"),
            (Dialect::Standard, "1d20+5"),
            (Dialect::Standard, "-(-(1d4))"),
            (Dialect::Standard, "[atk]"),
            (Dialect::Standard, "[atk] + [bonus] + [str]"),
            (Dialect::Standard, "{[str], 1d6, 3}kh1 + [pool]"),
            (Dialect::Standard, "([one])d(6 + [one])"),
            (Dialect::Standard, "floor([bonus] / 3) + 2d6!"),
            (Dialect::Diceplus, "level * 2 + d20"),
            (Dialect::Diceplus, "missing + 1"),
            (Dialect::Dndice, "4d6h3 + 2 * (1d4 + 1)"),
        ] {
            let unlimited = Limits {
                max_steps: usize::MAX,
                ..Limits::default()
            };
            let program = dialect.parse(text, &unlimited).expect(text);
            let vars = resolve(&program, &book, &unlimited).expect(text);
            let body = |name: &str| vars.get(name).map(|v| v.steps);
            let roots = program.statements.iter().map(|s| &s.expr);
            let counted = count_steps(roots, Roots::Statements, &body, usize::MAX).expect(text);
            let roll = |max_steps: usize| {
                let mut roller = Roller::new(dialect).with_resolver(&book);
                roller.limits = Limits {
                    max_steps,
                    ..Limits::default()
                };
                roller.roll(text, &mut RandomSource::seeded(3))
            };
            assert!(roll(counted).is_ok(), "{dialect} {text}: {counted} steps");
            if counted > 0 {
                let refused = roll(counted - 1).expect_err(text);
                assert_eq!(
                    refused.problem,
                    Problem::TooManySteps { max: counted - 1 },
                    "{dialect} {text}"
                );
            }
        }
    }

    /// The standard parser notes the static facts as it builds the tree; the walk it
    /// spares must give the same answer, refusals and their spans included.
    #[test]
    fn noted_facts_agree_with_the_walk() {
        let limits = Limits::default();
        // The tree of every text, with no dice limit to break.
        let unlimited = Limits {
            max_dice: usize::MAX,
            ..limits
        };
        for text in [
            "4d6kh3",
            "1d20+5",
            "{1d20, 1d20}kh1",
            "d20 + [str]",
            "[dex]d6",
            "2d[sides] + (3)d6",
            "d(1d6) + 1d%",
            "500d6 + 500d6",
            "500d6 + 501d6",
            "1000d(1d6)",
            "(2d6)d(1001d6)",
            "if(1 > 0, 600d6, 600d6)",
            "Fire: 4dF + 999d6",
        ] {
            let Ok(mut tree) = crate::syntax::standard::parse(text, &unlimited) else {
                panic!("{text} parses");
            };
            tree.facts.reads_variables = None;
            let walked = check_static_dice(&tree, &limits);
            let noted = Dialect::Standard.parse(text, &limits);
            assert_eq!(
                noted.as_ref().map(|p| p.facts.reads_variables),
                walked.as_ref().map(|&r| Some(r)),
                "{text}"
            );
            assert_eq!(noted.err(), walked.err(), "{text}");
        }
    }
}
