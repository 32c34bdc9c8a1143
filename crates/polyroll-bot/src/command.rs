//! What a user typed, as a command. The same words on every surface: adapters with their
//! own command UI (Discord's slash commands) build these directly.

use polyroll_core::Dialect;

/// Whose aliases or default an alias or dialect command changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Me,
    Chat,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AliasCommand {
    Set {
        name: String,
        formula: String,
    },
    Get {
        name: String,
    },
    List {
        prefix: String,
    },
    Rename {
        old: String,
        new: String,
    },
    Delete {
        name: String,
    },
    Describe {
        name: String,
        text: String,
    },
    Export,
    /// Pasted JSON; empty when `/alias import` came without it. An adapter whose user sent
    /// a file with it imports that through [`crate::Bot::import_file`] instead, which
    /// decides before anything is downloaded.
    Import {
        json: String,
    },
}

/// `/fair` and its `seed` words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FairCommand {
    /// The commitments of the current and next periods and the revealed seeds.
    Board,
    /// `/fair seed`: the player's seed.
    ShowSeed,
    /// `/fair seed WORD`.
    SetSeed(String),
    /// `/fair seed clear`.
    ClearSeed,
}

/// `/tray`'s words. `spec` is what follows a new tray's name: `Attack=1d20+[str]; Damage=1d8`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrayCommand {
    New {
        name: String,
        spec: String,
    },
    /// `/tray from aliases [NAME]`: a button per alias of the book (`aliases` by default).
    FromAliases {
        name: String,
    },
    /// `/tray from system SYSTEM [NAME]`: a button per roll of a game system (its
    /// documented examples, and each dice count of a one-number system); the tray is named
    /// after the system by default.
    FromSystem {
        system: String,
        name: String,
    },
    List,
    Show {
        name: String,
    },
    Delete {
        name: String,
    },
    Rename {
        old: String,
        new: String,
    },
    /// Posts the tray: a message with its buttons.
    Post {
        name: String,
    },
    /// Presses a button of the tray: its number (from 1) or its label.
    Press {
        name: String,
        button: String,
    },
}

/// How `/reroll` rolls a logged roll again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RerollHow {
    /// Keep these dice (numbers from 1, in draw order) and roll the rest again.
    Hold(Vec<usize>),
    /// The game system's push (Year Zero: all but the 6s and the 1s of base and gear).
    Push,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Roll a formula; `dialect` overrides the user's and chat's defaults for this roll.
    Roll {
        formula: String,
        dialect: Option<String>,
    },
    Stats {
        formula: String,
        dialect: Option<String>,
    },
    Alias {
        target: Target,
        command: Option<AliasCommand>,
    },
    /// Show (`None`) or set the default notation.
    Dialect {
        target: Target,
        name: Option<String>,
    },
    History {
        count: Option<u32>,
    },
    /// `/verify ID`: a logged roll, for those who may see it. `None` when no id was given.
    Verify {
        id: Option<String>,
    },
    /// `/fair`: provably fair rolls' seeds, and the player's own seed.
    Fair(FairCommand),
    /// `/reroll ID hold 1,3` or `/reroll ID push`: the roller's roll rolled again in part;
    /// `/reroll ID` lists its dice by number.
    Reroll {
        id: String,
        how: Option<RerollHow>,
    },
    /// `/tray`: dice trays, the user's or (with `chat`) the chat's. `None`: written wrongly.
    Tray {
        target: Target,
        command: Option<TrayCommand>,
    },
    Help {
        topic: Option<String>,
    },
    /// `/system [NAME]`: the game systems, or one of them. `/system chat [NAME]` (target
    /// `Chat`): the chat's game, shown, set, or cleared with `off`.
    System {
        target: Target,
        name: Option<String>,
    },
    Unknown {
        command: String,
    },
    /// A known command written wrongly: answered with that command's usage.
    Usage {
        command: String,
    },
}

/// Splits off the first whitespace-separated word.
fn word(s: &str) -> (&str, &str) {
    let s = s.trim_start();
    match s.find(char::is_whitespace) {
        Some(i) => (&s[..i], s[i..].trim_start()),
        None => (s, ""),
    }
}

/// A leading `--dialect NAME` or `-d NAME` of a formula.
fn dialect_option(rest: &str) -> (Option<String>, String) {
    let (w, after) = word(rest);
    if w == "--dialect" || w == "-d" {
        let (name, formula) = word(after);
        return (Some(name.to_string()), formula.trim().to_string());
    }
    if let Some(name) = w.strip_prefix("--dialect=") {
        return (Some(name.to_string()), after.trim().to_string());
    }
    (None, rest.trim().to_string())
}

/// Parses one line. A line not starting with `/` is a formula to roll; `/cmd@botname`
/// (Telegram groups) is `/cmd` when the name is `bot_name` (or any name if `None`).
pub fn parse(line: &str, bot_name: Option<&str>) -> Command {
    let line = line.trim();
    let Some(rest) = line.strip_prefix('/') else {
        return Command::Roll {
            formula: line.to_string(),
            dialect: None,
        };
    };
    let (head, rest) = word(rest);
    let name = match head.split_once('@') {
        Some((cmd, addressee)) => match bot_name {
            Some(me) if !addressee.eq_ignore_ascii_case(me) => {
                return Command::Unknown {
                    command: format!("/{head}"),
                }
            }
            _ => cmd,
        },
        None => head,
    };
    match name.to_ascii_lowercase().as_str() {
        "roll" | "r" => {
            let (dialect, formula) = dialect_option(rest);
            Command::Roll { formula, dialect }
        }
        "stats" | "odds" => {
            let (dialect, formula) = dialect_option(rest);
            Command::Stats { formula, dialect }
        }
        "alias" => {
            let (target, rest) = target(rest);
            Command::Alias {
                target,
                command: alias(rest),
            }
        }
        "dialect" => {
            let (target, rest) = target(rest);
            let (name, _) = word(rest);
            Command::Dialect {
                target,
                name: (!name.is_empty()).then(|| name.to_string()),
            }
        }
        "history" => match word(rest).0 {
            "" => Command::History { count: None },
            // `/history -1` or `/history abc` is a mistake to point out, not "show all".
            n => match n.parse() {
                Ok(n) => Command::History { count: Some(n) },
                Err(_) => Command::Usage {
                    command: "history".into(),
                },
            },
        },
        "verify" | "check" => {
            let (id, _) = word(rest);
            Command::Verify {
                id: (!id.is_empty()).then(|| id.to_string()),
            }
        }
        "fair" => fair(rest),
        "reroll" => reroll(rest).unwrap_or(Command::Usage {
            command: "reroll".into(),
        }),
        "system" | "systems" => {
            let (target, rest) = target(rest);
            let (name, _) = word(rest);
            Command::System {
                target,
                name: (!name.is_empty()).then(|| name.to_ascii_lowercase()),
            }
        }
        "tray" => {
            let (target, rest) = target(rest);
            Command::Tray {
                target,
                command: tray(rest),
            }
        }
        "help" | "start" => {
            let (topic, _) = word(rest);
            Command::Help {
                topic: (!topic.is_empty()).then(|| topic.to_ascii_lowercase()),
            }
        }
        _ => Command::Unknown {
            command: format!("/{name}"),
        },
    }
}

/// `ID`, `ID push`, `ID hold` (roll every die again) or `ID hold 1,3` (also `1 3`).
fn reroll(rest: &str) -> Option<Command> {
    let (id, rest) = word(rest);
    if id.is_empty() {
        return None;
    }
    let (how, dice) = word(rest);
    let how = match how.to_ascii_lowercase().as_str() {
        "" => None,
        "push" if dice.is_empty() => Some(RerollHow::Push),
        "hold" | "keep" => {
            let numbers: Option<Vec<usize>> = dice
                .split([',', ' '])
                .filter(|n| !n.is_empty())
                .map(|n| n.parse().ok())
                .collect();
            Some(RerollHow::Hold(numbers?))
        }
        _ => return None,
    };
    Some(Command::Reroll {
        id: id.to_string(),
        how,
    })
}

/// A leading `chat` word picks the chat's aliases or default instead of the user's.
fn target(rest: &str) -> (Target, &str) {
    let (w, after) = word(rest);
    if w.eq_ignore_ascii_case("chat") {
        (Target::Chat, after)
    } else {
        (Target::Me, rest)
    }
}

fn alias(rest: &str) -> Option<AliasCommand> {
    let (sub, rest) = word(rest);
    let (first, after) = word(rest);
    let one = |f: fn(String) -> AliasCommand| (!first.is_empty()).then(|| f(first.to_string()));
    match sub.to_ascii_lowercase().as_str() {
        "set" | "save" if !first.is_empty() && !after.is_empty() => Some(AliasCommand::Set {
            name: first.to_string(),
            formula: after.trim().to_string(),
        }),
        "get" | "show" => one(|name| AliasCommand::Get { name }),
        "list" | "ls" | "" => Some(AliasCommand::List {
            prefix: first.to_string(),
        }),
        "rename" | "mv" => {
            let (new, _) = word(after);
            (!first.is_empty() && !new.is_empty()).then(|| AliasCommand::Rename {
                old: first.to_string(),
                new: new.to_string(),
            })
        }
        "delete" | "del" | "rm" => one(|name| AliasCommand::Delete { name }),
        "describe" if !first.is_empty() => Some(AliasCommand::Describe {
            name: first.to_string(),
            text: after.trim().to_string(),
        }),
        "export" => Some(AliasCommand::Export),
        // Without JSON it may come with a file (a Telegram caption); the bot says how
        // to import when nothing fills it in.
        "import" => Some(AliasCommand::Import {
            json: rest.trim().to_string(),
        }),
        _ => None,
    }
}

/// The default name of `/tray from aliases`.
pub const ALIASES_TRAY: &str = "aliases";

fn tray(rest: &str) -> Option<TrayCommand> {
    let (sub, rest) = word(rest);
    let (first, after) = word(rest);
    let name = || (!first.is_empty()).then(|| first.to_string());
    match sub.to_ascii_lowercase().as_str() {
        "new" | "set" | "save" if !first.is_empty() && !after.is_empty() => {
            Some(TrayCommand::New {
                name: first.to_string(),
                spec: after.trim().to_string(),
            })
        }
        "from" if first.eq_ignore_ascii_case("system") => {
            let (system, rest) = word(after);
            let (name, extra) = word(rest);
            (!system.is_empty() && extra.is_empty()).then(|| TrayCommand::FromSystem {
                system: system.to_lowercase(),
                name: if name.is_empty() { system } else { name }.to_string(),
            })
        }
        "from" if first.eq_ignore_ascii_case("aliases") => {
            let (name, extra) = word(after);
            extra.is_empty().then(|| TrayCommand::FromAliases {
                name: if name.is_empty() { ALIASES_TRAY } else { name }.to_string(),
            })
        }
        "list" | "ls" | "" => Some(TrayCommand::List),
        "show" | "get" => name().map(|name| TrayCommand::Show { name }),
        "delete" | "del" | "rm" => name().map(|name| TrayCommand::Delete { name }),
        "post" => name().map(|name| TrayCommand::Post { name }),
        "rename" | "mv" => {
            let (new, _) = word(after);
            (!first.is_empty() && !new.is_empty()).then(|| TrayCommand::Rename {
                old: first.to_string(),
                new: new.to_string(),
            })
        }
        "press" if !first.is_empty() && !after.trim().is_empty() => Some(TrayCommand::Press {
            name: first.to_string(),
            button: after.trim().to_string(),
        }),
        _ => None,
    }
}

/// `/fair`'s words: nothing, or `seed` with no word, one word, or `clear`.
fn fair(rest: &str) -> Command {
    let usage = || Command::Usage {
        command: "fair".into(),
    };
    let (sub, rest) = word(rest);
    match (sub.to_ascii_lowercase().as_str(), word(rest)) {
        ("", _) => Command::Fair(FairCommand::Board),
        ("seed", ("", _)) => Command::Fair(FairCommand::ShowSeed),
        ("seed", (w, "")) if w.eq_ignore_ascii_case("clear") => {
            Command::Fair(FairCommand::ClearSeed)
        }
        ("seed", (w, "")) => Command::Fair(FairCommand::SetSeed(w.to_string())),
        _ => usage(),
    }
}

/// The dialect named by `name`, or the error text listing the known ones.
pub fn dialect(name: &str) -> Result<Dialect, String> {
    name.parse()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bare_line_rolls() {
        assert_eq!(
            parse(" 4d6kh3 ", None),
            Command::Roll {
                formula: "4d6kh3".into(),
                dialect: None
            }
        );
    }

    #[test]
    fn roll_with_a_dialect() {
        assert_eq!(
            parse("/r --dialect pool 8d10; @1c[>=6]", None),
            Command::Roll {
                formula: "8d10; @1c[>=6]".into(),
                dialect: Some("pool".into())
            }
        );
    }

    #[test]
    fn addressed_commands() {
        assert!(matches!(
            parse("/roll@polyroll_bot 1d6", Some("polyroll_bot")),
            Command::Roll { .. }
        ));
        assert!(matches!(
            parse("/roll@other_bot 1d6", Some("polyroll_bot")),
            Command::Unknown { .. }
        ));
    }

    #[test]
    fn alias_commands() {
        assert_eq!(
            parse("/alias set str 1d4 + 3", None),
            Command::Alias {
                target: Target::Me,
                command: Some(AliasCommand::Set {
                    name: "str".into(),
                    formula: "1d4 + 3".into()
                })
            }
        );
        assert_eq!(
            parse("/alias chat rename a b", None),
            Command::Alias {
                target: Target::Chat,
                command: Some(AliasCommand::Rename {
                    old: "a".into(),
                    new: "b".into()
                })
            }
        );
        assert_eq!(
            parse("/alias set str", None),
            Command::Alias {
                target: Target::Me,
                command: None
            }
        );
        assert_eq!(
            parse("/alias import [{\"name\":\"a\"}]", None),
            Command::Alias {
                target: Target::Me,
                command: Some(AliasCommand::Import {
                    json: "[{\"name\":\"a\"}]".into()
                })
            }
        );
        assert_eq!(
            parse("/alias@polyroll_bot chat import", Some("polyroll_bot")),
            Command::Alias {
                target: Target::Chat,
                command: Some(AliasCommand::Import { json: "".into() })
            }
        );
    }

    #[test]
    fn fair_commands() {
        let fair = |line: &str| parse(line, None);
        assert_eq!(fair("/fair"), Command::Fair(FairCommand::Board));
        assert_eq!(fair("/fair seed"), Command::Fair(FairCommand::ShowSeed));
        assert_eq!(
            fair("/fair SEED Clear"),
            Command::Fair(FairCommand::ClearSeed)
        );
        assert_eq!(
            fair("/fair seed Lucky-7"),
            Command::Fair(FairCommand::SetSeed("Lucky-7".into()))
        );
        for wrong in [
            "/fair seed two words",
            "/fair reveal",
            "/fair seed clear now",
        ] {
            assert_eq!(
                fair(wrong),
                Command::Usage {
                    command: "fair".into()
                },
                "{wrong}"
            );
        }
    }

    #[test]
    fn tray_commands() {
        let tray = |line: &str| match parse(line, None) {
            Command::Tray { target, command } => (target, command),
            other => panic!("{line}: {other:?}"),
        };
        assert_eq!(
            tray("/tray new Combat Attack=1d20+[str]; Damage=1d8"),
            (
                Target::Me,
                Some(TrayCommand::New {
                    name: "Combat".into(),
                    spec: "Attack=1d20+[str]; Damage=1d8".into()
                })
            )
        );
        assert_eq!(
            tray("/tray chat from aliases"),
            (
                Target::Chat,
                Some(TrayCommand::FromAliases {
                    name: "aliases".into()
                })
            )
        );
        assert_eq!(
            tray("/tray from aliases mine").1,
            Some(TrayCommand::FromAliases {
                name: "mine".into()
            })
        );
        assert_eq!(
            tray("/tray press combat 2").1,
            Some(TrayCommand::Press {
                name: "combat".into(),
                button: "2".into()
            })
        );
        assert_eq!(
            tray("/tray rename a b").1,
            Some(TrayCommand::Rename {
                old: "a".into(),
                new: "b".into()
            })
        );
        assert_eq!(
            tray("/tray chat from system Blades").1,
            Some(TrayCommand::FromSystem {
                system: "blades".into(),
                name: "Blades".into()
            })
        );
        assert_eq!(
            tray("/tray from system yz pushes").1,
            Some(TrayCommand::FromSystem {
                system: "yz".into(),
                name: "pushes".into()
            })
        );
        assert_eq!(tray("/tray").1, Some(TrayCommand::List));
        for wrong in [
            "/tray new combat",
            "/tray press combat",
            "/tray post",
            "/tray from system",
            "/tray from system blades a b",
            "/tray nope",
        ] {
            assert_eq!(tray(wrong).1, None, "{wrong}");
        }
    }

    #[test]
    fn other_commands() {
        assert_eq!(
            parse("/history 5", None),
            Command::History { count: Some(5) }
        );
        for wrong in ["/history -1", "/history abc"] {
            assert_eq!(
                parse(wrong, None),
                Command::Usage {
                    command: "history".into()
                }
            );
        }
        assert_eq!(
            parse("/dialect chat pool", None),
            Command::Dialect {
                target: Target::Chat,
                name: Some("pool".into())
            }
        );
        assert_eq!(
            parse("/system chat Blades", None),
            Command::System {
                target: Target::Chat,
                name: Some("blades".into())
            }
        );
        assert_eq!(
            parse("/system coc", None),
            Command::System {
                target: Target::Me,
                name: Some("coc".into())
            }
        );
        assert_eq!(
            parse("/help Pool", None),
            Command::Help {
                topic: Some("pool".into())
            }
        );
        assert_eq!(
            parse("/nope", None),
            Command::Unknown {
                command: "/nope".into()
            }
        );
    }
}
