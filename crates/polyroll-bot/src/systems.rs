//! Game systems in the bot: `blades 3` typed wherever a formula goes is the system's roll
//! (unless the user or chat has an alias of that name, which wins), worded in the user's
//! language; its odds for `/stats` and the hints; `/system NAME` and `/help systems`.

use polyroll_core::stats::{self, Stats};
use polyroll_core::{DieSource, Error};
use polyroll_render::{render_system, ShownDie, ShownPool, Surface, SystemLine};
use polyroll_store::{AliasMap, Owner};
use polyroll_systems::{ArgError, Book, Budget, Odds, System, SystemRoll};

use crate::command::Target;
use crate::heavy::Kind;
use crate::prepared::{Prepared, SystemCall};
use crate::shown::{cut, fit_lines};
use crate::{Bot, Reply, Request, Suggestion};

/// The chat setting that holds the chat's game: a system's name.
const GAME_KEY: &str = "game";
/// What `/system chat` takes to clear the chat's game.
const NO_GAME: [&str; 2] = ["off", "none"];

/// The shipped book (empty only if a system file were broken, which the tests rule out).
pub(crate) fn book() -> Option<&'static Book> {
    Book::shipped()
}

/// The system `text` calls, if any, with its arguments read: `None` when `text` names no
/// system; the argument error when it does but they do not fit. What a button (or any
/// other caller) can ask before rolling `text` with [`Bot::roll`].
pub fn resolve_system(text: &str) -> Option<Result<SystemCall, ArgError>> {
    let (system, args) = book()?.call(text)?;
    Some(
        system
            .arguments(args)
            .map(|params| SystemCall { system, params }),
    )
}

/// Whether `name` is a game system's name.
pub fn is_system(name: &str) -> bool {
    book().is_some_and(|b| b.get(name).is_some())
}

/// The system rolls offered while `partial` is typed (autocomplete, Telegram's inline
/// previews): nothing once it has arguments (the typed roll is offered with its hint);
/// otherwise each system whose name starts with it, by its first example — or, when one
/// system alone matches, each of its examples.
pub(crate) fn system_rolls(partial: &str) -> Vec<&'static str> {
    let partial = partial.trim().to_lowercase();
    if partial.contains(char::is_whitespace) {
        return Vec::new();
    }
    let Some(book) = book() else {
        return Vec::new();
    };
    let matching: Vec<&'static System> = book
        .all()
        .iter()
        .filter(|s| s.name.starts_with(&partial))
        .collect();
    match matching.as_slice() {
        [only] => only.examples.iter().map(String::as_str).collect(),
        many => many
            .iter()
            .filter_map(|s| s.examples.first().map(String::as_str))
            .collect(),
    }
}

/// The chat game's rolls that `partial` could begin (all of them when it is empty): what
/// autocomplete and the previews lead with.
pub(crate) fn game_rolls(game: &'static System, partial: &str) -> Vec<&'static str> {
    let partial = partial.trim().to_lowercase();
    game.examples
        .iter()
        .filter(|e| e.starts_with(&partial))
        .map(String::as_str)
        .collect()
}

/// `+2`, `0`, `-1`.
fn signed(v: i64) -> String {
    if v > 0 {
        format!("+{v}")
    } else {
        v.to_string()
    }
}

impl Bot {
    /// The system call `formula` makes, unless an alias of the system's name is in `aliases`
    /// (the alias wins); the refusal when its arguments do not fit.
    pub(crate) fn system_call(
        &self,
        req: &Request,
        formula: &str,
        aliases: &AliasMap,
    ) -> Result<Option<SystemCall>, Reply> {
        let Some((system, _)) = book().and_then(|b| b.call(formula)) else {
            return Ok(None);
        };
        if aliases.get(&system.name).is_some() {
            return Ok(None);
        }
        match resolve_system(formula) {
            Some(Ok(call)) => Ok(Some(call)),
            Some(Err(e)) => Err(Reply::text(self.arguments_refused(req, system, &e))),
            None => Ok(None),
        }
    }

    fn arguments_refused(&self, req: &Request, system: &System, e: &ArgError) -> String {
        let name = system.name.as_str();
        let (id, args): (&str, Vec<(&str, String)>) = match e {
            ArgError::Unknown { word } => ("system-args-unknown", vec![("word", word.clone())]),
            ArgError::TooMany { word } => ("system-args-too-many", vec![("word", word.clone())]),
            ArgError::Missing { param } => ("system-args-missing", vec![("param", param.clone())]),
            ArgError::Twice { param } => ("system-args-twice", vec![("param", param.clone())]),
            ArgError::OutOfRange {
                param,
                value,
                min,
                max,
            } => (
                "system-args-range",
                vec![
                    ("param", param.clone()),
                    ("value", value.clone()),
                    ("min", min.to_string()),
                    ("max", max.to_string()),
                ],
            ),
            ArgError::NotOneOf {
                param,
                value,
                allowed,
            } => (
                "system-args-one-of",
                vec![
                    ("param", param.clone()),
                    ("value", value.to_string()),
                    (
                        "allowed",
                        allowed
                            .iter()
                            .map(i64::to_string)
                            .collect::<Vec<_>>()
                            .join(", "),
                    ),
                ],
            ),
            ArgError::Together { first, second } => (
                "system-args-together",
                vec![("first", first.clone()), ("second", second.clone())],
            ),
        };
        let mut all: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
        all.push(("name", name));
        let example = system.examples.first().map_or(name, String::as_str);
        let surface = self.surface(req);
        let problem = self.say(req, id, &all);
        let usage = self.say(
            req,
            "system-usage",
            &[
                ("usage", &system.usage),
                ("example", example),
                ("name", name),
            ],
        );
        format!("{problem}\n{}", surface.escape(&usage))
    }

    /// Rolls a system call from `source`.
    pub(crate) fn roll_system(
        &self,
        call: &SystemCall,
        source: &mut dyn DieSource,
    ) -> Result<SystemRoll, Error> {
        call.system.roll(&call.params, &self.limits, source)
    }

    /// A system's message `system-NAME-KEY` with the roll's values, if the language has it.
    fn system_words(
        &self,
        req: &Request,
        system: &System,
        key: &str,
        roll: &SystemRoll,
    ) -> Option<String> {
        let id = format!("system-{}-{key}", system.name);
        if !self.texts.has(crate::Locale::En, &id) {
            return None;
        }
        let values: Vec<(String, String)> = roll
            .values
            .iter()
            .map(|(n, v)| (n.clone(), v.to_string()))
            .chain([("signed".to_string(), signed(roll.result))])
            .collect();
        let args: Vec<(&str, &str)> = values
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        Some(self.texts.get(req.locale, &id, &args))
    }

    /// The roll's line: `blades 3 [2, 5, 6] → 6: full success`.
    pub(crate) fn render_system_roll(
        &self,
        req: &Request,
        surface: Surface,
        typed: &str,
        call: &SystemCall,
        roll: &SystemRoll,
    ) -> String {
        let system = call.system;
        let pools = roll
            .pools
            .iter()
            .filter(|p| !p.dice.is_empty())
            .map(|p| ShownPool {
                label: self.system_words(req, system, &format!("dice-{}", p.name), roll),
                dice: p
                    .dice
                    .iter()
                    .map(|d| ShownDie {
                        text: if let Some(shown) = system
                            .pools
                            .iter()
                            .find(|s| s.name == p.name)
                            .and_then(|s| s.symbol(d.value))
                        {
                            shown.to_string()
                        } else if p.fate {
                            match d.value {
                                1 => "+".to_string(),
                                -1 => "−".to_string(),
                                _ => "▢".to_string(),
                            }
                        } else if d.parts.len() > 1 {
                            d.parts
                                .iter()
                                .map(i64::to_string)
                                .collect::<Vec<_>>()
                                .join("+")
                        } else {
                            d.value.to_string()
                        },
                        exploded: d.exploded,
                    })
                    .collect(),
            })
            .collect();
        let result = self
            .system_words(req, system, "result", roll)
            .unwrap_or_else(|| roll.result.to_string());
        let outcome = self
            .system_words(req, system, &roll.outcome, roll)
            .unwrap_or_else(|| roll.outcome.clone());
        render_system(
            surface,
            &SystemLine {
                typed,
                pools,
                result,
                outcome,
            },
        )
    }

    /// An outcome's name in the user's language, without a roll's values (the odds).
    fn outcome_name(&self, req: &Request, system: &System, key: &str) -> String {
        let id = format!("system-{}-{key}", system.name);
        // An outcome that counts something has words of its own for the odds.
        let odds_id = format!("{id}-odds");
        if self.texts.has(crate::Locale::En, &odds_id) {
            return self.texts.get(req.locale, &odds_id, &[]);
        }
        let args: Vec<(&str, &str)> = system
            .params
            .iter()
            .map(|p| p.name.as_str())
            .chain(system.derived_names.iter().map(String::as_str))
            .chain(system.value_names.iter().map(String::as_str))
            .map(|n| (n, "1"))
            .collect();
        self.texts.get(req.locale, &id, &args)
    }

    /// `critical 7.41%, full success 34.72%, …` (outcomes that cannot happen left out; one
    /// that can but reads 0 at `decimals` is `<0.01%`, never a false `0.00%`).
    fn chances(&self, req: &Request, system: &System, odds: &Odds, decimals: usize) -> String {
        odds.outcomes
            .iter()
            .filter(|(_, p)| *p > 0.0)
            .map(|(key, p)| {
                let mut shown = stats::fixed(p * 100.0, decimals);
                if !shown.bytes().any(|b| (b'1'..=b'9').contains(&b)) {
                    let exponent = i32::try_from(decimals).unwrap_or(i32::MAX);
                    shown = format!("<{}", stats::fixed(0.1f64.powi(exponent), decimals));
                }
                format!("{} {shown}%", self.outcome_name(req, system, key))
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// `/stats` of a system roll: each outcome's chance, then the result's distribution.
    pub(crate) async fn system_stats(
        &self,
        req: &Request,
        title: &str,
        call: &SystemCall,
    ) -> Reply {
        let (system, params, limits) = (call.system, call.params.clone(), self.limits);
        let chart_title = title.to_string();
        let who = Bot::heavy_key(req);
        let work = self.heavy.run(&who, Kind::Stats, move |stop| {
            let odds = system.odds(&params, &limits, Budget::ANALYZE, stop)?;
            let st = result_stats(&odds);
            let png = polyroll_chart::distribution_png(&chart_title, &st);
            Ok::<_, Error>((odds, st, png))
        });
        let (odds, st, png) = match work.await {
            Err(refused) => return Reply::text(self.refused_text(req, &refused)),
            Ok(Err(e)) => return Reply::text(self.error_text(req, &e, title)),
            Ok(Ok(done)) => done,
        };
        let mut lines = vec![self.say(
            req,
            "stats-system",
            &[
                ("formula", &cut(title, 200)),
                ("chances", &self.chances(req, system, &odds, 2)),
            ],
        )];
        if !odds.exact {
            lines.push(format!(
                "({})",
                self.say(
                    req,
                    "stats-system-sampled",
                    &[
                        ("samples", &odds.samples.to_string()),
                        ("margin", &stats::fixed(odds.margin * 100.0, 2)),
                    ],
                )
            ));
        }
        lines.push(self.say(req, "stats-system-result", &[]));
        self.stats_reply(req, lines, &st, png)
    }

    /// The hint of a system roll: `blades 3 → critical 7.4%, full success 34.7%, …`.
    pub(crate) async fn system_hint(
        &self,
        req: &Request,
        shown: &str,
        call: &SystemCall,
    ) -> String {
        let (system, params, limits) = (call.system, call.params.clone(), self.limits);
        let who = Bot::heavy_key(req);
        let work = self.heavy.run(&who, Kind::Hint, move |stop| {
            system.odds(&params, &limits, Budget::HINT, stop)
        });
        let hint = match work.await {
            Err(refused) => self.refused_text(req, &refused),
            Ok(Err(e)) => self.texts.problem(req.locale, &e.problem),
            Ok(Ok(odds)) => {
                let chances = self.chances(req, system, &odds, 1);
                if odds.exact {
                    chances
                } else {
                    format!("~ {chances}")
                }
            }
        };
        self.texts.get(
            req.locale,
            "hint-ok",
            &[("formula", shown), ("hint", &hint)],
        )
    }

    /// Choices for a system's name (Discord's `/system name`): each system whose name
    /// starts with `partial`, then each with a word of its title starting with it (`vampire`
    /// finds `vtm`), labelled with its usage and title.
    pub fn system_names(&self, partial: &str, max: usize) -> Vec<Suggestion> {
        let partial = partial.trim().to_lowercase();
        let Some(book) = book() else {
            return Vec::new();
        };
        let by_title = |s: &&System| {
            s.title
                .to_lowercase()
                .split(|c: char| !c.is_alphanumeric())
                .any(|word| word.starts_with(&partial))
        };
        let by_name: Vec<&System> = book
            .all()
            .iter()
            .filter(|s| s.name.starts_with(&partial))
            .collect();
        let titled = book
            .all()
            .iter()
            .filter(|s| !s.name.starts_with(&partial))
            .filter(by_title);
        by_name
            .into_iter()
            .chain(titled)
            .take(max)
            .map(|s| Suggestion {
                label: format!("{} — {}", s.usage, s.title),
                value: s.name.clone(),
            })
            .collect()
    }

    /// A system roll offered while typing: its roll and the system's title.
    pub(crate) fn system_roll_choice(example: &str) -> Suggestion {
        let title = book()
            .and_then(|b| b.call(example))
            .map(|(s, _)| s.title.as_str())
            .unwrap_or_default();
        Suggestion {
            label: format!("{example} — {title}"),
            value: example.to_string(),
        }
    }

    /// The chat's game, if it has one. Never in the way of a roll or a hint: a store that
    /// fails (logged), a name no longer in the book or no chat at all give none.
    pub(crate) async fn chat_game(&self, req: &Request) -> Option<&'static System> {
        let owner = Owner::chat(req.platform.name(), req.chat_id()?);
        match self.store.setting(&owner, GAME_KEY).await {
            Ok(name) => book()?.get(&name?),
            Err(e) => {
                self.log_failure(&e);
                None
            }
        }
    }

    /// A chat-game reply `key`, given the game's title, name and examples.
    fn game_say(&self, req: &Request, key: &str, game: &System) -> String {
        let surface = self.surface(req);
        let title = surface.escape(&game.title);
        let examples = surface.escape(&game.examples.join(", "));
        self.say(
            req,
            key,
            &[
                ("title", &title),
                ("name", &game.name),
                ("examples", &examples),
            ],
        )
    }

    /// `/system chat` shows the chat's game; `/system chat NAME` (administrators) makes a
    /// system the chat's game, `/system chat off` clears it. The game only changes what is
    /// offered first (autocomplete, `/help`, previews), never what a typed formula means.
    pub(crate) async fn chat_game_command(&self, req: &Request, name: Option<&str>) -> Reply {
        let Some(chat) = req.chat_id() else {
            return Reply::text(self.say(req, "system-chat-no-chat", &[]));
        };
        let Some(name) = name else {
            let owner = Owner::chat(req.platform.name(), chat);
            let found = match self.store.setting(&owner, GAME_KEY).await {
                Ok(found) => found,
                Err(e) => return Reply::text(self.store_failure(req, &e)),
            };
            return match found.and_then(|n| book()?.get(&n)) {
                Some(game) => Reply::text(self.game_say(req, "system-chat-current", game)),
                None => Reply::text(self.say(req, "system-chat-unset", &[])),
            };
        };
        let game = if NO_GAME.contains(&name) {
            None
        } else {
            match book().and_then(|b| b.get(name)) {
                Some(game) => Some(game),
                None => return Reply::text(self.say(req, "system-unknown", &[("name", name)])),
            }
        };
        let owner = match self.chat_owner(req, Target::Chat) {
            Ok(owner) => owner,
            Err(reply) => return reply,
        };
        let value = game.map(|g| g.name.as_str());
        if let Err(e) = self.store.set_setting(&owner, GAME_KEY, value).await {
            return Reply::text(self.store_failure(req, &e));
        }
        match game {
            Some(game) => Reply::text(self.game_say(req, "system-chat-set", game)),
            None => Reply::text(self.say(req, "system-chat-cleared", &[])),
        }
    }

    /// `/help`: in a chat with a game, the game's rolls lead.
    pub(crate) async fn help_in_chat(&self, req: &Request, topic: Option<&str>) -> Reply {
        let mut reply = self.help(req, topic);
        if topic.is_some() {
            return reply;
        }
        if let Some(game) = self.chat_game(req).await {
            let lead = self.game_say(req, "help-chat-game", game);
            reply.text = format!("{lead}\n\n{}", reply.text);
        }
        reply
    }

    /// `/system` (the list) or `/system NAME` (one system: its rolls, rules and examples).
    pub(crate) fn system_help(&self, req: &Request, name: Option<&str>) -> Reply {
        let surface = self.surface(req);
        let Some(book) = book() else {
            return Reply::text(self.say(req, "help-systems", &[]));
        };
        let Some(name) = name else {
            let mut lines = vec![self.say(req, "help-systems", &[])];
            lines.extend(
                book.all()
                    .iter()
                    .map(|s| surface.escape(&format!("  {} — {}", s.usage, s.title))),
            );
            return Reply::text(fit_lines(surface, lines));
        };
        let Some(system) = book.get(name) else {
            return Reply::text(self.say(req, "system-unknown", &[("name", name)]));
        };
        let outcomes: Vec<String> = system
            .outcome_keys()
            .map(|k| self.outcome_name(req, system, k))
            .collect();
        let mut lines = vec![
            self.say(
                req,
                "system-header",
                &[("title", &system.title), ("usage", &system.usage)],
            ),
            self.say(
                req,
                "system-edition",
                &[("edition", &system.edition), ("source", &system.source)],
            ),
            self.say(
                req,
                "system-outcomes",
                &[("outcomes", &outcomes.join(", "))],
            ),
            self.say(req, "system-examples", &[]),
        ];
        lines.extend(
            system
                .examples
                .iter()
                .map(|e| format!("  {}", surface.escape(e))),
        );
        Reply::text(fit_lines(surface, lines))
    }

    /// Under a roll of an alias that bears a system's name: which one was rolled.
    pub(crate) fn alias_over_system(&self, req: &Request, p: &Prepared) -> Option<String> {
        let named = p.named.as_ref()?;
        is_system(&named.name).then(|| self.say(req, "system-alias-used", &[("name", &named.name)]))
    }
}

/// The result's distribution as the engine's statistics, for the table and the chart.
fn result_stats(odds: &Odds) -> Stats {
    let distribution: Vec<(f64, f64)> = odds.results.iter().map(|(v, p)| (*v as f64, *p)).collect();
    let mean: f64 = distribution.iter().map(|(v, p)| v * p).sum();
    let variance: f64 = distribution
        .iter()
        .map(|(v, p)| (v - mean).powi(2) * p)
        .sum();
    let mut below = 0.0;
    let mut median = distribution.first().map_or(0.0, |d| d.0);
    for (v, p) in &distribution {
        below += p;
        if below >= 0.5 - 1e-12 {
            median = *v;
            break;
        }
    }
    Stats {
        exact: odds.exact,
        mean,
        stddev: variance.max(0.0).sqrt(),
        min: distribution.first().map_or(0.0, |d| d.0),
        max: distribution.last().map_or(0.0, |d| d.0),
        median,
        distribution,
        error_bound: odds.margin,
        samples: odds.samples,
        sampled_because: None,
        unexploded: None,
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use polyroll_core::ScriptedSource;
    use polyroll_render::Surface;

    use super::resolve_system;
    use crate::{Bot, Config, Locale, Platform, Request, User};

    /// The lines `docs/systems/README.md` shows, rolled on the faces they show: the page
    /// tells what a reply looks like, so it must be what a reply is.
    #[tokio::test]
    async fn the_lines_the_systems_page_shows_roll_as_shown() {
        let vars = HashMap::from([("DATABASE_URL".to_string(), "sqlite::memory:".to_string())]);
        let bot = Bot::start(&Config::from_vars(&vars).expect("config"))
            .await
            .expect("bot");
        let req = Request {
            platform: Platform::Console,
            user: User {
                id: "me".into(),
                name: "me".into(),
            },
            chat: None,
            locale: Locale::En,
            text: String::new(),
            request_id: None,
        };
        let page = include_str!("../../../docs/systems/README.md");
        let shown: [(&str, &[i64], &str); 3] = [
            (
                "blades 3",
                &[2, 5, 6],
                "blades 3 [2, 5, 6] → 6: full success",
            ),
            ("fate +2", &[1, -1, 0, 1], "fate +2 [+, −, ▢, +] → +3: Good"),
            (
                "vtm 6 h2",
                &[10, 6, 6, 6, 3, 4],
                "vtm 6 h2 [10, 6, 6, 6] hunger [3, 4] → 4 successes: success",
            ),
        ];
        for (typed, faces, line) in shown {
            assert!(page.contains(&format!("    {line}\n")), "{line}");
            let call = resolve_system(typed).expect(typed).expect(typed);
            let mut source = ScriptedSource::new(faces.iter().map(|f| *f as f64).collect());
            let roll = bot.roll_system(&call, &mut source).expect(typed);
            assert_eq!(
                bot.render_system_roll(&req, Surface::Plain, typed, &call, &roll),
                line
            );
        }
    }
}
