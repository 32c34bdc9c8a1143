//! `/tray`: dice trays, saved sets of labelled rolls posted as buttons. A press rolls for
//! whoever pressed, with their own aliases (a chat tray's `[str]` is the presser's `str`),
//! as a new message. Where messages can be deleted (Discord), the tray then moves below
//! the roll: posted again, the copy before it deleted, one live copy per channel
//! ([`Bot::press_tray_copy`], [`Bot::tray_copy_posted`]).

use polyroll_store::{Owner, StoreError, Tray, TrayButton, TrayProblem};

use crate::command::{Target, TrayCommand};
use crate::several::Logging;
use crate::shown::fit_lines;
use crate::{Bot, Button, Platform, Reply, Request};

/// A tray button's action: `tray:PUBLIC_ID:POSITION`. The id names the saved tray, never
/// a process's memory, so a tray posted before a restart still presses; it is drawn at
/// random, so buttons cannot be counted through to other trays.
pub(crate) const TRAY_PRESS: &str = "tray:";

/// Whether a button's action is a tray's: an adapter that moves trays answers those its
/// own way (see [`Bot::press_tray_copy`]).
pub fn is_tray_press(action: &str) -> bool {
    action.starts_with(TRAY_PRESS)
}

/// A tray's answer where trays move to the bottom of a channel: `reply` first (privately
/// when `private`), then, with `copy`, the tray posted below it.
#[derive(Debug)]
pub struct TrayAnswer {
    pub reply: Reply,
    pub private: bool,
    pub copy: Option<TrayCopy>,
}

/// A copy of a tray to post; once posted, [`Bot::tray_copy_posted`] records it and names
/// the copy it replaces.
#[derive(Debug)]
pub struct TrayCopy {
    pub message: Reply,
    tray: Tray,
}

impl TrayAnswer {
    fn private(reply: Reply) -> TrayAnswer {
        TrayAnswer {
            reply,
            private: true,
            copy: None,
        }
    }
}

impl Bot {
    pub(crate) async fn tray(
        &self,
        req: &Request,
        target: Target,
        command: Option<TrayCommand>,
    ) -> Reply {
        let Some(command) = command else {
            return Reply::text(self.say(req, "tray-usage", &[]));
        };
        match self.tray_command(req, target, command).await {
            Ok(reply) => reply,
            Err(e) => Reply::text(self.store_failure(req, &e)),
        }
    }

    async fn tray_command(
        &self,
        req: &Request,
        target: Target,
        command: TrayCommand,
    ) -> Result<Reply, StoreError> {
        let say = |id: &str, args: &[(&str, &str)]| Ok(Reply::text(self.say(req, id, args)));
        // Reading a chat's trays is open to its members; changing them is for admins.
        let changing = matches!(
            command,
            TrayCommand::New { .. }
                | TrayCommand::FromAliases { .. }
                | TrayCommand::FromSystem { .. }
                | TrayCommand::Delete { .. }
                | TrayCommand::Rename { .. }
        );
        let owner = match (target, changing, &req.chat) {
            (Target::Chat, false, Some(chat)) => Owner::chat(req.platform.name(), &chat.id),
            _ => match self.chat_owner(req, target) {
                Ok(o) => o,
                // The shared refusal names aliases and defaults; a tray's names trays.
                Err(_) => return say("tray-not-admin", &[]),
            },
        };
        match command {
            TrayCommand::New { name, spec } => {
                let dialect = match self.effective_dialect(req, None).await {
                    Ok(d) => d,
                    Err(reply) => return Ok(reply),
                };
                let buttons: Vec<TrayButton> = buttons_of(&spec)
                    .into_iter()
                    .map(|(label, formula)| TrayButton {
                        label,
                        formula,
                        dialect,
                    })
                    .collect();
                let tray = self.store.save_tray(&owner, &name, &buttons).await?;
                Ok(self.tray_saved(req, &tray))
            }
            TrayCommand::FromAliases { name } => {
                let aliases = self.store.list_aliases(&owner, "", 0).await?;
                // One button per alias a press can roll by its name alone: not one saved
                // under the old name rule, nor one that needs arguments.
                let buttons: Vec<TrayButton> = aliases
                    .iter()
                    .filter(|a| {
                        !a.is_legacy()
                            && polyroll_core::params::Params::of(&a.formula).min_args() == 0
                    })
                    .map(|a| TrayButton {
                        label: a.name.clone(),
                        formula: a.name.clone(),
                        dialect: a.dialect,
                    })
                    .collect();
                if buttons.is_empty() {
                    return say("tray-no-aliases", &[]);
                }
                let tray = self.store.save_tray(&owner, &name, &buttons).await?;
                Ok(self.tray_saved(req, &tray))
            }
            TrayCommand::FromSystem { system, name } => {
                let Some(rolls) = system_rolls(&system) else {
                    return say("system-unknown", &[("name", &system)]);
                };
                // System rolls read the same in every notation; saved as standard.
                let buttons: Vec<TrayButton> = rolls
                    .into_iter()
                    .map(|roll| TrayButton {
                        label: roll.clone(),
                        formula: roll,
                        dialect: polyroll_core::Dialect::Standard,
                    })
                    .collect();
                let tray = self.store.save_tray(&owner, &name, &buttons).await?;
                Ok(self.tray_saved(req, &tray))
            }
            TrayCommand::List => {
                let trays = self.store.list_trays(&owner).await?;
                if trays.is_empty() {
                    return say("tray-list-empty", &[]);
                }
                let header = match target {
                    Target::Me => "tray-list-header",
                    Target::Chat => "tray-chat-list-header",
                };
                let mut lines = vec![self.say(req, header, &[])];
                lines.extend(trays.iter().map(|t| {
                    self.say(
                        req,
                        "tray-list-line",
                        &[("name", &t.name), ("count", &t.buttons.to_string())],
                    )
                }));
                Ok(Reply::text(fit_lines(self.surface(req), lines)))
            }
            TrayCommand::Show { name } => match self.tray_named(req, target, &name).await? {
                Some(tray) => Ok(Reply::text(self.tray_lines(req, &tray, true))),
                None => say("tray-none", &[("name", &name)]),
            },
            TrayCommand::Delete { name } => {
                if self.store.delete_tray(&owner, &name).await? {
                    say("tray-deleted", &[("name", &name)])
                } else {
                    say("tray-none", &[("name", &name)])
                }
            }
            TrayCommand::Rename { old, new } => {
                self.store.rename_tray(&owner, &old, &new).await?;
                say("tray-renamed", &[("old", &old), ("new", &new)])
            }
            TrayCommand::Post { name } => match self.tray_named(req, target, &name).await? {
                Some(tray) => Ok(self.tray_post(req, &tray)),
                None => say("tray-none", &[("name", &name)]),
            },
            TrayCommand::Press { name, button } => {
                let Some(tray) = self.tray_named(req, target, &name).await? else {
                    return say("tray-none", &[("name", &name)]);
                };
                let position = match button.parse::<usize>() {
                    Ok(n) => n,
                    Err(_) => tray
                        .buttons
                        .iter()
                        .position(|b| b.label.to_lowercase() == button.to_lowercase())
                        .map_or(0, |i| i.saturating_add(1)),
                };
                Ok(self
                    .press_button(
                        req,
                        &tray,
                        position,
                        Logging::Each(crate::several::place_of(req)),
                        Frame::Label,
                    )
                    .await)
            }
        }
    }

    /// The tray a user means by `name`: with `chat`, the chat's; else their own, or the
    /// chat's when they have none of that name.
    async fn tray_named(
        &self,
        req: &Request,
        target: Target,
        name: &str,
    ) -> Result<Option<Tray>, StoreError> {
        match (target, &req.chat) {
            (Target::Chat, Some(chat)) => {
                let owner = Owner::chat(req.platform.name(), &chat.id);
                self.store.tray(&owner, name).await
            }
            _ => {
                self.store
                    .find_tray(req.platform.name(), &req.user.id, req.chat_id(), name)
                    .await
            }
        }
    }

    fn tray_saved(&self, req: &Request, tray: &Tray) -> Reply {
        let count = tray.buttons.len().to_string();
        let saved = self.say(
            req,
            "tray-saved",
            &[("name", &tray.name), ("count", &count)],
        );
        Reply::text(format!("{saved}\n{}", self.tray_lines(req, tray, false)))
    }

    /// A tray's rolls, one a line (`2. Damage = 1d8+[str]`), under its name when `header`.
    fn tray_lines(&self, req: &Request, tray: &Tray, header: bool) -> String {
        let mut lines = Vec::new();
        if header {
            let id = match tray.owner.scope {
                polyroll_store::Scope::User => "tray-show-header",
                polyroll_store::Scope::Chat => "tray-chat-show-header",
            };
            lines.push(self.say(req, id, &[("name", &tray.name)]));
        }
        for (i, b) in tray.buttons.iter().enumerate() {
            let number = i.saturating_add(1).to_string();
            lines.push(self.say(
                req,
                "tray-show-line",
                &[
                    ("number", &number),
                    ("label", &b.label),
                    ("formula", &b.formula),
                ],
            ));
        }
        fit_lines(self.surface(req), lines)
    }

    /// The tray as a message with a button per roll. The console has no buttons: it lists
    /// them, numbered for `/tray press`.
    fn tray_post(&self, req: &Request, tray: &Tray) -> Reply {
        let mut text = self.say(req, "tray-posted", &[("name", &tray.name)]);
        if req.platform == Platform::Console {
            text = format!("{text}\n{}", self.tray_lines(req, tray, false));
        }
        Reply {
            text,
            buttons: tray
                .buttons
                .iter()
                .enumerate()
                .map(|(i, b)| Button {
                    label: b.label.clone(),
                    action: format!("{TRAY_PRESS}{}:{}", tray.public_id, i.saturating_add(1)),
                })
                .collect(),
            ..Reply::default()
        }
    }

    /// A tray button was pressed (`action` from [`Bot::tray_post`]'s buttons): the roll of a
    /// tray that is gone is answered with the sentence saying so. `None` when `action` is no
    /// tray button's.
    pub(crate) async fn press_tray(
        &self,
        req: &Request,
        action: &str,
        logging: Logging<'_>,
    ) -> Option<Reply> {
        action.strip_prefix(TRAY_PRESS)?;
        Some(match self.pressed_tray(req, action).await {
            Ok((tray, position)) => {
                self.press_button(req, &tray, position, logging, Frame::Label)
                    .await
            }
            Err(reply) => reply,
        })
    }

    /// The tray and position a tray button's `action` names, or the reply saying it is
    /// gone (or that the store failed), for the presser alone: the chat has nothing to see.
    async fn pressed_tray(&self, req: &Request, action: &str) -> Result<(Tray, usize), Reply> {
        let gone = || private(self.say(req, "tray-gone", &[]));
        let (id, position) = action
            .strip_prefix(TRAY_PRESS)
            .and_then(|rest| rest.split_once(':'))
            .ok_or_else(gone)?;
        let position = position.parse::<usize>().map_err(|_| gone())?;
        match self.store.tray_by_public_id(id).await {
            Ok(Some(tray)) if tray.owner.platform == req.platform.name() => Ok((tray, position)),
            Ok(_) => Err(gone()),
            Err(e) => Err(private(self.store_failure(req, &e))),
        }
    }

    /// `/tray post NAME` where trays move: a private word that it is posted, and the tray
    /// to post below it; a refusal alone when there is no such tray.
    pub async fn post_tray(&self, req: &Request, target: Target, name: &str) -> TrayAnswer {
        let tray = match self.tray_named(req, target, name).await {
            Ok(Some(tray)) => tray,
            Ok(None) => {
                return TrayAnswer::private(Reply::text(self.say(
                    req,
                    "tray-none",
                    &[("name", name)],
                )))
            }
            Err(e) => return TrayAnswer::private(Reply::text(self.store_failure(req, &e))),
        };
        let done = self.say(req, "tray-copy-posted", &[("name", &tray.name)]);
        TrayAnswer {
            reply: Reply::text(done),
            private: true,
            copy: Some(self.tray_copy(req, tray)),
        }
    }

    /// A tray button pressed where trays move: the roll for the presser, then the tray to
    /// post again below it. A tray that is gone, or a button it no longer has, is said
    /// privately and nothing moves.
    pub async fn press_tray_copy(&self, req: &Request, action: &str) -> TrayAnswer {
        let (tray, position) = match self.pressed_tray(req, action).await {
            Ok(pressed) => pressed,
            Err(reply) => return TrayAnswer::private(reply),
        };
        if position == 0 || position > tray.buttons.len() {
            let count = tray.buttons.len().to_string();
            return TrayAnswer::private(Reply::text(self.say(
                req,
                "tray-no-button",
                &[("name", &tray.name), ("count", &count)],
            )));
        }
        let logging = Logging::Each(crate::several::place_of(req));
        let reply = self
            .press_button(req, &tray, position, logging, Frame::ByPresser)
            .await;
        TrayAnswer {
            reply,
            private: false,
            copy: Some(self.tray_copy(req, tray)),
        }
    }

    fn tray_copy(&self, req: &Request, tray: Tray) -> TrayCopy {
        TrayCopy {
            message: self.tray_post(req, &tray),
            tray,
        }
    }

    /// `copy` was posted as `message` in the request's channel: it is now the tray's live
    /// copy there. Returns the copy it replaces, for the adapter to delete (`None`: there
    /// was none, or the store could not say; a stale copy then stays, and still presses).
    pub async fn tray_copy_posted(
        &self,
        req: &Request,
        copy: &TrayCopy,
        message: &str,
    ) -> Option<String> {
        let channel = req.channel_id()?;
        match self
            .store
            .move_tray_copy(&copy.tray, channel, message)
            .await
        {
            Ok(old) => old,
            Err(error) => {
                tracing::warn!(%error, "the tray's live copy was not recorded");
                None
            }
        }
    }

    /// Rolls button `position` (from 1) of `tray` for the presser, with their aliases; the
    /// reply starts with the button's label (and the presser's name, per `frame`).
    async fn press_button(
        &self,
        req: &Request,
        tray: &Tray,
        position: usize,
        logging: Logging<'_>,
        frame: Frame,
    ) -> Reply {
        let Some(button) = position.checked_sub(1).and_then(|i| tray.buttons.get(i)) else {
            let count = tray.buttons.len().to_string();
            return private(self.say(
                req,
                "tray-no-button",
                &[("name", &tray.name), ("count", &count)],
            ));
        };
        let mut reply = self
            .roll_logged(req, &button.formula, Some(button.dialect.name()), logging)
            .await;
        if reply.repeated {
            return reply;
        }
        let label = match frame {
            Frame::Label => self.say(req, "tray-pressed", &[("label", &button.label)]),
            Frame::ByPresser => self.say(
                req,
                "tray-pressed-by",
                &[("user", &req.user.name), ("label", &button.label)],
            ),
        };
        let framed = format!("{label}\n{}", reply.text);
        let surface = self.surface(req);
        if surface.length(&framed) <= surface.budget() {
            reply.text = framed;
        }
        reply
    }
}

/// A refusal for the presser alone (Discord: ephemeral; Telegram: an alert on the button).
fn private(text: String) -> Reply {
    Reply {
        private: true,
        ..Reply::text(text)
    }
}

/// What a press's reply starts with.
#[derive(Clone, Copy)]
enum Frame {
    /// The button's label: the reply answers the presser alone.
    Label,
    /// Who pressed, and the label: the reply is a message of its own in the channel.
    ByPresser,
}

/// The rolls of `/tray from system NAME`: the system's documented examples, then, for a
/// system whose one parameter is a number (a dice count: `blades N`), each value from its
/// least up to ten of them; at most a tray's worth. `None` for no such system.
fn system_rolls(name: &str) -> Option<Vec<String>> {
    let system = crate::systems::book()?.get(name)?;
    let mut rolls = system.examples.clone();
    if let [param] = system.params.as_slice() {
        if param.form == polyroll_systems::Form::Number {
            let last = param.max.min(param.min.saturating_add(9));
            rolls.extend((param.min..=last).map(|n| format!("{} {n}", system.name)));
        }
    }
    let mut seen = std::collections::HashSet::new();
    rolls.retain(|roll| seen.insert(roll.clone()));
    rolls.truncate(polyroll_store::MAX_TRAY_BUTTONS);
    Some(rolls)
}

/// The rolls of `/tray new NAME SPEC`: `LABEL=FORMULA` pieces separated by `;`. A piece
/// without a label is labelled by its formula. A label is the text before the first `=`
/// when it holds none of `[ ] { } < > ! =` (so `1d20>=10` stays a formula).
fn buttons_of(spec: &str) -> Vec<(String, String)> {
    spec.split(';')
        .map(str::trim)
        .filter(|piece| !piece.is_empty())
        .map(|piece| match labelled(piece) {
            Some((label, formula)) => (label.trim().to_string(), formula.trim().to_string()),
            None => (piece.to_string(), piece.to_string()),
        })
        .collect()
}

fn labelled(piece: &str) -> Option<(&str, &str)> {
    let (label, formula) = piece.split_once('=')?;
    let plain = !label.contains(['[', ']', '{', '}', '<', '>', '!']);
    (plain && !formula.starts_with('=') && !label.trim().is_empty()).then_some((label, formula))
}

impl Bot {
    /// A tray refusal in the user's language (see [`Bot::refusal`]).
    pub(crate) fn tray_refusal(&self, req: &Request, problem: &TrayProblem) -> String {
        let n = |v: usize| v.to_string();
        match problem {
            TrayProblem::BadName(name) => self.say(req, "tray-bad-name", &[("name", name)]),
            TrayProblem::NoButtons => self.say(req, "tray-no-buttons", &[]),
            TrayProblem::TooManyButtons { max, given } => self.say(
                req,
                "tray-too-many-buttons",
                &[("max", &n(*max)), ("given", &n(*given))],
            ),
            TrayProblem::TooManyTrays { max } => {
                self.say(req, "tray-too-many", &[("max", &max.to_string())])
            }
            TrayProblem::EmptyLabel { index } => {
                self.say(req, "tray-empty-label", &[("index", &n(*index))])
            }
            TrayProblem::LabelTooLong { index, max } => self.say(
                req,
                "tray-label-too-long",
                &[("index", &n(*index)), ("max", &n(*max))],
            ),
            TrayProblem::Formula {
                index,
                label,
                problem,
            } => {
                let lead = self.say(
                    req,
                    "tray-bad-formula",
                    &[("index", &n(*index)), ("label", label)],
                );
                format!("{lead}\n{}", self.formula_refusal(req, problem))
            }
            TrayProblem::NotFound(name) => self.say(req, "tray-none", &[("name", name)]),
            TrayProblem::Taken(name) => self.say(req, "tray-taken", &[("name", name)]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(spec: &str) -> Vec<(String, String)> {
        buttons_of(spec)
    }

    #[test]
    fn a_spec_is_labelled_rolls() {
        let p = |l: &str, f: &str| (l.to_string(), f.to_string());
        assert_eq!(
            pairs("Attack=1d20+[str]; Damage = 1d8+[str] ;; Save (wis)=1d20+[wis];"),
            vec![
                p("Attack", "1d20+[str]"),
                p("Damage", "1d8+[str]"),
                p("Save (wis)", "1d20+[wis]"),
            ]
        );
        // Comparisons are formulas, not labels.
        assert_eq!(
            pairs("1d20>=10; 2d6; Hit=[x=1]"),
            vec![
                p("1d20>=10", "1d20>=10"),
                p("2d6", "2d6"),
                p("Hit", "[x=1]")
            ]
        );
        assert_eq!(pairs("a==b"), vec![p("a==b", "a==b")]);
    }
}
