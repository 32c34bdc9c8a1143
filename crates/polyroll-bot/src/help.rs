//! `/help [topic]`: per-notation help with examples, each of which the tests roll.

use polyroll_core::Dialect;

use crate::{Bot, Reply, Request};

/// Examples shown per notation, by dialect name: formulas, each rolled by the test below.
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

/// Examples shown per command, by topic: whole command lines, in an order that works when
/// sent one after another to a fresh chat (`tests/console_friendly.rs` sends them all).
pub const COMMAND_EXAMPLES: &[(&str, &[&str])] = &[
    (
        "roll",
        &["/roll 1d20+5", "/r 4d6kh3", "/roll --dialect dndice 4d6h3"],
    ),
    ("stats", &["/stats 4d6kh3", "/stats 2d20kh1+5"]),
    (
        "alias",
        &[
            "/alias set str 3",
            "/roll 1d20+[str]",
            "/alias describe str Strength bonus",
            "/alias get str",
            "/alias list",
            "/alias rename str might",
            "/alias export",
            "/alias delete might",
        ],
    ),
    (
        "dialect",
        &["/dialect", "/dialect dndice", "/dialect standard"],
    ),
    ("history", &["/history", "/history 5"]),
    ("verify", &["/roll 1d6", "/verify 1"]),
    ("fair", &["/fair", "/fair seed lucky", "/fair seed"]),
    (
        "tray",
        &[
            "/alias set str 3",
            "/tray new combat Attack=1d20+[str]; Damage=1d8+[str]",
            "/tray post combat",
            "/tray press combat 1",
            "/tray press combat Damage",
            "/tray list",
            "/tray rename combat fight",
            "/tray from aliases",
            "/tray from system blades",
            "/tray show aliases",
            "/tray delete fight",
        ],
    ),
    (
        "reroll",
        &[
            "/roll 4d6",
            "yz 4 2 1",
            "/reroll ID",
            "/reroll ID hold 1,3",
            "/reroll ID push",
        ],
    ),
];

impl Bot {
    pub(crate) fn help(&self, req: &Request, topic: Option<&str>) -> Reply {
        let Some(topic) = topic else {
            return Reply::text(self.say(req, "help-main", &[]));
        };
        if topic == "systems" || topic == "system" {
            return self.system_help(req, None);
        }
        if topic == "more" {
            let surface = self.surface(req);
            let mut lines = vec![self.say(req, "help-more", &[])];
            lines.extend(
                MORE_EXAMPLES
                    .iter()
                    .map(|e| format!("  {}", surface.escape(e))),
            );
            return Reply::text(lines.join("\n"));
        }
        let known = Dialect::ALL.iter().any(|d| d.name() == topic);
        let examples = EXAMPLES
            .iter()
            .filter(|_| known)
            .chain(COMMAND_EXAMPLES)
            .find(|(name, _)| *name == topic);
        match examples {
            Some((name, examples)) => {
                let surface = self.surface(req);
                let mut lines = vec![self.say(req, &format!("help-{name}"), &[])];
                lines.extend(examples.iter().map(|e| format!("  {}", surface.escape(e))));
                Reply::text(lines.join("\n"))
            }
            None => Reply::text(self.say(req, "help-unknown", &[("topic", topic)])),
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
