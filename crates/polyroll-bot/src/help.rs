//! `/help [topic]`: per-notation help with examples, each of which the tests roll.

use polyroll_core::Dialect;

use crate::{Bot, Reply, Request};

/// Examples shown per notation, by dialect name (the pool notation's appear once its
/// dialect exists). Every one must roll: see the test below and `tests/console.rs`.
pub const EXAMPLES: &[(&str, &[&str])] = &[
    (
        "standard",
        &[
            "4d6kh3",
            "1d20+5 (Attack)",
            "2d20kh1",
            "3d6!",
            "10d10>=8",
            "{1d12 (Hope), 1d12 (Fear)}kh1",
            "4dF+1",
            "floor(1d6/2)",
        ],
    ),
    ("dndice", &["4d6h3", "2d20h1", "3d6+2", "4d6r1", "3!+1d4"]),
    ("diceplus", &["1d4+2 |< 2 >| 9", "3d6 + 2 * level", "7/2"]),
    (
        "pool",
        &["8d10; @1c[>=6]", "2d6; 1d8, 2d6, 1d8", "1d6; $1+1"],
    ),
];

/// The examples of `/help more`, typed in this order (the first saves the alias the second
/// rolls). `tests/more_rolls.rs` sends each to the console and checks its reply.
pub const MORE_EXAMPLES: &[&str] = &[
    "/alias set atk 1d20+%1%+%2=0%",
    "atk 5",
    "atk 5 1d4",
    "6#4d6kh3",
    "I swing [[1d20+5]] and deal [[2d6+3]] slashing",
];

impl Bot {
    pub(crate) fn help(&self, req: &Request, topic: Option<&str>) -> Reply {
        let Some(topic) = topic else {
            return Reply::text(self.say(req, "help-main", &[]));
        };
        if topic == "more" {
            let surface = req.platform.surface();
            let mut lines = vec![self.say(req, "help-more", &[])];
            lines.extend(
                MORE_EXAMPLES
                    .iter()
                    .map(|e| format!("  {}", surface.escape(e))),
            );
            return Reply::text(lines.join("\n"));
        }
        let known = Dialect::ALL.iter().any(|d| d.name() == topic);
        let examples = EXAMPLES.iter().find(|(name, _)| *name == topic);
        match (known, examples) {
            (true, Some((name, examples))) => {
                let surface = req.platform.surface();
                let mut lines = vec![self.say(req, &format!("help-{name}"), &[])];
                lines.extend(examples.iter().map(|e| format!("  {}", surface.escape(e))));
                Reply::text(lines.join("\n"))
            }
            _ => Reply::text(self.say(req, "help-unknown", &[("topic", topic)])),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use polyroll_core::{Alias, RandomSource, Roller};

    use super::*;

    #[test]
    fn every_example_rolls() {
        let vars: HashMap<String, Alias> = HashMap::new();
        let mut source = RandomSource::seeded(7);
        for dialect in Dialect::ALL {
            let Some((_, examples)) = EXAMPLES.iter().find(|(n, _)| *n == dialect.name()) else {
                panic!("no help examples for {}", dialect.name());
            };
            for e in *examples {
                let roller = Roller::new(dialect).with_resolver(&vars);
                if let Err(err) = roller.roll(e, &mut source) {
                    panic!("{}: {e}: {}", dialect.name(), err.with_caret(e));
                }
            }
        }
    }
}
