//! "Reroll…": the roller rolls a logged roll of theirs again in part — keeping the dice
//! they choose and rolling the rest (`hold`), or as a game system allows (Year Zero's
//! push: all but the 6s and the 1s of base and gear dice, whose 1s are then counted).
//!
//! Nothing is kept for a roll until it is rerolled: a press reads the logged roll, whose
//! fair inputs hold its faces in draw order, and rolls its input again drawing the kept
//! dice's faces in their places and every other die from the press's own fair stream
//! (keyed by the platform's id of the press). The reroll is a logged roll of its own; the
//! store ties the two together once, so a roll is rerolled at most once (more only where a
//! system allows), and `/verify` of either names the other.

use polyroll_core::{DieSource, HeldSource, RandomSource, ScriptedSource};
use polyroll_store::{FairRoll, NewReroll, Place, RerollLink, Rerolled, RollId, RollRecord};

use crate::command::RerollHow;
use crate::reroll_actions::{
    reroll_press, Press, MAX_REROLL_DICE, REROLL_HOLD, REROLL_PICK, REROLL_PUSH,
};
use crate::rolls::Rolled;
use crate::several::Logging;
use crate::{Bot, Button, Reply, Request, RerollMenu};

/// How often a chain of `hold` rerolls may go on: once.
const HOLD_TIMES: u32 = 1;

/// The dice numbers (from 1) a mask keeps.
fn kept_numbers(mask: u32, count: usize) -> Vec<usize> {
    (0..count)
        .filter(|i| mask >> i & 1 == 1)
        .map(|i| i + 1)
        .collect()
}

/// Dice numbers as a list: `1, 3`.
fn numbers(list: &[usize]) -> String {
    list.iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A rerollable roll as a press finds it: the record and its dice in draw order.
struct Target {
    record: RollRecord,
    faces: Vec<f64>,
}

/// What a reroll rolls again: the kept faces in their places, and the rule.
struct Plan {
    kept: Vec<Option<f64>>,
    rule: &'static str,
    allowed: u32,
    /// The header above the new roll.
    header: String,
}

impl Bot {
    /// `/reroll ID [hold N,N | push]`: without a rule, the roll's dice by number and how to
    /// reroll them.
    pub(crate) async fn reroll_command(
        &self,
        req: &Request,
        id: &str,
        how: Option<RerollHow>,
    ) -> Reply {
        let Some(shown) = RollId::parse(id) else {
            return self.reroll_refusal(req, "reroll-unknown", &[("id", id)]);
        };
        let logging = Logging::Each(crate::several::place_of(req));
        match how {
            None => match self.reroll_target(req, shown).await {
                Ok(target) => self.reroll_dice_list(req, &target),
                Err(reply) => reply,
            },
            Some(how) => self.reroll(req, shown, how, logging).await,
        }
    }

    /// A reroll button or menu was pressed (see [`reroll_press`]).
    pub(crate) async fn press_reroll(
        &self,
        req: &Request,
        press: Press,
        logging: Logging<'_>,
    ) -> Reply {
        match press {
            Press::Pick(id, mask) => match self.reroll_target(req, id).await {
                Ok(target) => self.picker(req, &target, mask),
                Err(reply) => reply,
            },
            Press::Hold(id, mask) => {
                let kept = kept_numbers(mask, MAX_REROLL_DICE);
                self.reroll(req, id, RerollHow::Hold(kept), logging).await
            }
            Press::Push(id) => self.reroll(req, id, RerollHow::Push, logging).await,
        }
    }

    /// A refusal for the requester alone.
    fn reroll_refusal(&self, req: &Request, id: &str, args: &[(&str, &str)]) -> Reply {
        Reply {
            private: true,
            ..Reply::text(self.say(req, id, args))
        }
    }

    /// The roll `shown` if `req`'s user may reroll it here, with its dice; otherwise the
    /// refusal, for them alone. A roll they may not see answers like an unknown id.
    async fn reroll_target(&self, req: &Request, shown: RollId) -> Result<Target, Reply> {
        let id = shown.to_string();
        let unknown = || self.reroll_refusal(req, "reroll-unknown", &[("id", &id)]);
        let record = match self.store.roll_by_shown(shown).await {
            Ok(Some(record)) => record,
            Ok(None) => return Err(unknown()),
            Err(e) => return Err(self.reroll_refusal_text(self.store_failure(req, &e))),
        };
        if !crate::verify::may_see(req, &record) {
            return Err(unknown());
        }
        if record.user != req.user.id {
            return Err(self.reroll_refusal(req, "reroll-not-yours", &[("id", &id)]));
        }
        // Rolled again where it was shown, in the open: a secret roll has no reroll (its
        // new roll would show the chat what it was).
        let here = record.channel.is_some() && record.channel.as_deref() == req.channel_id();
        if !here || !matches!(record.place, Place::Chat | Place::Private) {
            return Err(self.reroll_refusal(req, "reroll-cannot", &[("id", &id)]));
        }
        let chain = match self.store.reroll_chain(record.id).await {
            Ok(chain) => chain,
            Err(e) => return Err(self.reroll_refusal_text(self.store_failure(req, &e))),
        };
        let faces = match chain.iter().find(|link| link.id == record.id) {
            Some(link) if link.rerolls_left == 0 => {
                return Err(self.reroll_refusal(req, "reroll-spent", &[("id", &id)]))
            }
            Some(link) => faces_of(&link.dice),
            None => record.fair.as_ref().and_then(|fair| faces_of(&fair.faces)),
        };
        match faces {
            Some(faces) if (1..=MAX_REROLL_DICE).contains(&faces.len()) => {
                Ok(Target { record, faces })
            }
            _ => Err(self.reroll_refusal(req, "reroll-cannot", &[("id", &id)])),
        }
    }

    fn reroll_refusal_text(&self, text: String) -> Reply {
        Reply {
            private: true,
            ..Reply::text(text)
        }
    }

    /// The roll's dice by number, and the commands that reroll them.
    fn reroll_dice_list(&self, req: &Request, target: &Target) -> Reply {
        let id = target.record.shown.to_string();
        let dice = target
            .faces
            .iter()
            .enumerate()
            .map(|(i, face)| format!("{}: {face}", i + 1))
            .collect::<Vec<_>>()
            .join(", ");
        let mut text = self.say(req, "reroll-dice", &[("id", &id), ("dice", &dice)]);
        if push_of(&target.record.input).is_some() {
            text = format!(
                "{text}\n{}",
                self.say(req, "reroll-push-hint", &[("id", &id)])
            );
        }
        Reply::text(text)
    }

    /// Telegram's picker: a toggle a die (✓ on those to keep), "Reroll the rest" and the
    /// system's push, in place of the message's buttons.
    fn picker(&self, req: &Request, target: &Target, mask: u32) -> Reply {
        let id = target.record.shown;
        let mut buttons: Vec<Button> = target
            .faces
            .iter()
            .enumerate()
            .map(|(i, face)| Button {
                label: if mask >> i & 1 == 1 {
                    format!("✓ {face}")
                } else {
                    face.to_string()
                },
                action: format!("{REROLL_PICK}{id}:{:x}", mask ^ (1 << i)),
            })
            .collect();
        buttons.push(Button {
            label: self.say(req, "reroll-rest", &[]),
            action: format!("{REROLL_HOLD}{id}:{mask:x}"),
        });
        if push_of(&target.record.input).is_some() {
            buttons.push(self.push_button(req, id));
        }
        Reply {
            text: self.say(req, "reroll-pick", &[]),
            buttons,
            private: true,
            edit: true,
            ..Reply::default()
        }
    }

    fn push_button(&self, req: &Request, id: RollId) -> Button {
        Button {
            label: self.say(req, "reroll-push", &[]),
            action: format!("{REROLL_PUSH}{id}"),
        }
    }

    /// The buttons left under a roll's message once the press `action` ("Reroll the rest"
    /// or "Push" on it) has rerolled it: "Roll again" alone, since the roll cannot be
    /// rerolled again and its toggles would only mislead. `None` for any other action.
    /// (Only a roll made in the open is rerolled, and such a roll has "Roll again".)
    pub fn rerolled_buttons(&self, req: &Request, action: &str) -> Option<Vec<Button>> {
        match reroll_press(action)? {
            Press::Hold(id, _) | Press::Push(id) => Some(vec![self.roll_again(req, id)]),
            Press::Pick(..) => None,
        }
    }

    /// "Reroll…" under a logged roll its roller may roll again: one made in the open with
    /// 1 to 25 dice, known from the roll alone (no store call).
    pub(crate) fn reroll_menu(
        &self,
        req: &Request,
        record: &RollRecord,
    ) -> Option<Box<RerollMenu>> {
        if !matches!(record.place, Place::Chat | Place::Private) {
            return None;
        }
        let faces = faces_of(&record.fair.as_ref()?.faces)?;
        if !(1..=MAX_REROLL_DICE).contains(&faces.len()) {
            return None;
        }
        let id = record.shown;
        Some(Box::new(RerollMenu {
            select: format!("{REROLL_HOLD}{id}"),
            placeholder: self.say(req, "reroll-menu", &[]),
            dice: faces
                .iter()
                .enumerate()
                .map(|(i, face)| {
                    let number = (i + 1).to_string();
                    self.say(
                        req,
                        "reroll-die",
                        &[("number", &number), ("face", &face.to_string())],
                    )
                })
                .collect(),
            open: Button {
                label: self.say(req, "reroll-open", &[]),
                action: format!("{REROLL_PICK}{id}:0"),
            },
            push: push_of(&record.input).map(|_| self.push_button(req, id)),
        }))
    }

    /// Rerolls roll `shown` for its roller by `how` and logs the new roll, tied to it; the
    /// reply shows the new roll under a line naming the first. A refusal is for the
    /// requester alone.
    pub(crate) async fn reroll(
        &self,
        req: &Request,
        shown: RollId,
        how: RerollHow,
        logging: Logging<'_>,
    ) -> Reply {
        let target = match self.reroll_target(req, shown).await {
            Ok(target) => target,
            Err(reply) => return reply,
        };
        let record = &target.record;
        let id = record.shown.to_string();
        let Ok(dialect) = crate::command::dialect(&record.dialect) else {
            return self.reroll_refusal(req, "reroll-cannot", &[("id", &id)]);
        };
        let prepared = match self.prepare_in(req, &record.input, dialect).await {
            Ok(p) => p,
            Err(reply) => return reply,
        };
        let plan = match self.plan(req, &target, &prepared, how) {
            Ok(plan) => plan,
            Err(reply) => return reply,
        };
        // Every die not kept comes from the press's own fair stream (or, when the store
        // cannot key one, the operating system's), like any chat roll's.
        let mut stream = self.fair_stream(req).await;
        let (rolled, drawn, fair) = {
            // The sources are not Send: gone before the next await.
            let mut os = None;
            let inner: &mut dyn DieSource = match stream.as_mut() {
                Some(stream) => &mut stream.source,
                None => os.insert(RandomSource::from_os()),
            };
            let mut held = HeldSource::new(&plan.kept, inner);
            let rolled = self.roll_with(&prepared, &mut held);
            let drawn = held.drawn().to_vec();
            let fair: Option<FairRoll> = stream.as_ref().map(|s| s.logged(0..s.drawn()));
            (rolled, drawn, fair)
        };
        let rolled: Rolled = match rolled {
            Ok(rolled) => rolled,
            Err(e) => return self.roll_failed(req, &prepared, e).await,
        };
        let mut entry = self.new_roll(
            req,
            &record.input,
            Some(&plan.header),
            &prepared,
            &rolled,
            record.place,
        );
        entry.fair = fair;
        entry.key = logging.key().map(str::to_string);
        let dice: Vec<String> = drawn
            .iter()
            .map(|(face, kept)| {
                if *kept {
                    format!("={face}")
                } else {
                    face.to_string()
                }
            })
            .collect();
        let of_dice: Vec<String> = target.faces.iter().map(f64::to_string).collect();
        let logged = self
            .store
            .log_reroll(&NewReroll {
                of: record,
                roll: &entry,
                rule: plan.rule,
                of_dice: &of_dice.join(" "),
                dice: &dice.join(" "),
                allowed: plan.allowed,
            })
            .await;
        match logged {
            Ok(Rerolled::Logged { record: new, left }) => {
                let mut reply = self.logged_reply(req, &new);
                if left == 0 {
                    reply.reroll = None;
                }
                let framed = format!("{}\n{}", plan.header, reply.text);
                let surface = self.surface(req);
                if surface.length(&framed) <= surface.budget() {
                    reply.text = framed;
                }
                reply
            }
            Ok(Rerolled::Spent) => {
                // An event delivered again finds the reroll it logged the first time.
                if let Some(key) = logging.key() {
                    if let Ok(Some(done)) = self.store.roll_by_key(key).await {
                        return self.logged_reply(req, &done);
                    }
                }
                self.reroll_refusal(req, "reroll-spent", &[("id", &id)])
            }
            Err(e) => Reply::text(self.store_failure(req, &e)),
        }
    }

    /// Which dice `how` keeps of `target`, under which rule, or the refusal.
    fn plan(
        &self,
        req: &Request,
        target: &Target,
        prepared: &crate::prepared::Prepared,
        how: RerollHow,
    ) -> Result<Plan, Reply> {
        let id = target.record.shown.to_string();
        let faces = &target.faces;
        let count = faces.len();
        match how {
            RerollHow::Hold(numbers) => {
                let mut kept = vec![None; count];
                for &n in &numbers {
                    match n.checked_sub(1).and_then(|i| kept.get_mut(i)) {
                        Some(slot) => *slot = faces.get(n - 1).copied(),
                        None => {
                            let count = count.to_string();
                            return Err(self.reroll_refusal(
                                req,
                                "reroll-bad-die",
                                &[("id", &id), ("count", &count)],
                            ));
                        }
                    }
                }
                if kept.iter().all(Option::is_some) {
                    return Err(self.reroll_refusal(req, "reroll-nothing", &[("id", &id)]));
                }
                let mut numbers = numbers;
                numbers.sort_unstable();
                numbers.dedup();
                let header = if numbers.is_empty() {
                    self.say(req, "reroll-all-header", &[("id", &id)])
                } else {
                    self.say(
                        req,
                        "reroll-header",
                        &[("id", &id), ("kept", &crate::rerolls::numbers(&numbers))],
                    )
                };
                Ok(Plan {
                    kept,
                    rule: "hold",
                    allowed: HOLD_TIMES,
                    header,
                })
            }
            RerollHow::Push => {
                let no_push = || self.reroll_refusal(req, "reroll-no-push", &[("id", &id)]);
                let call = prepared.system.as_ref().ok_or_else(no_push)?;
                let push = call.system.push.as_ref().ok_or_else(no_push)?;
                // The roll again from its own faces, to know each die's set.
                let again = self
                    .roll_system(call, &mut ScriptedSource::new(faces.clone()))
                    .map_err(|_| self.reroll_refusal(req, "reroll-cannot", &[("id", &id)]))?;
                let dice: Vec<(&str, i64)> = again
                    .pools
                    .iter()
                    .flat_map(|pool| pool.dice.iter().map(|d| (pool.name.as_str(), d.value)))
                    .collect();
                if dice.len() != count {
                    return Err(self.reroll_refusal(req, "reroll-cannot", &[("id", &id)]));
                }
                let kept: Vec<Option<f64>> = dice
                    .iter()
                    .zip(faces)
                    .map(|(&(pool, value), &face)| push.keeps(pool, value).then_some(face))
                    .collect();
                if kept.iter().all(Option::is_some) {
                    return Err(self.reroll_refusal(req, "reroll-nothing", &[("id", &id)]));
                }
                Ok(Plan {
                    kept,
                    rule: "push",
                    allowed: push.times,
                    header: self.say(req, "reroll-push-header", &[("id", &id)]),
                })
            }
        }
    }

    /// What `/verify` says of a roll in a chain of rerolls: the roll it rerolled (and which
    /// dice it kept of it), and the roll that rerolled it.
    pub(crate) fn reroll_lines(
        &self,
        say: &crate::verify::Say<'_>,
        record: &RollRecord,
        chain: &[RerollLink],
    ) -> Vec<String> {
        let Some(at) = chain.iter().position(|link| link.id == record.id) else {
            return Vec::new();
        };
        let mut lines = Vec::new();
        if let Some(before) = at.checked_sub(1).and_then(|i| chain.get(i)) {
            let this = &chain[at];
            let first = before.shown.to_string();
            lines.push(say(
                "verify-reroll-of",
                &[
                    ("id", &first),
                    ("rule", &this.rule),
                    ("kept", &kept_dice(this)),
                    ("dice", &this.dice),
                ],
            ));
        }
        if let Some(after) = chain.get(at + 1) {
            lines.push(say(
                "verify-rerolled-as",
                &[("id", &after.shown.to_string())],
            ));
        }
        lines
    }
}

/// The numbers of the dice a reroll kept from the roll before it (`1, 3`), or `—`.
pub(crate) fn kept_dice(link: &RerollLink) -> String {
    let kept: Vec<usize> = link
        .dice
        .split_whitespace()
        .enumerate()
        .filter(|(_, d)| d.starts_with('='))
        .map(|(i, _)| i + 1)
        .collect();
    if kept.is_empty() {
        "—".to_string()
    } else {
        numbers(&kept)
    }
}

/// Faces in draw order as the log writes them (`6 3 1`; a kept one `=6`).
fn faces_of(text: &str) -> Option<Vec<f64>> {
    text.split_whitespace()
        .map(|f| f.trim_start_matches('=').parse().ok())
        .collect()
}

/// The push of the game system `input` calls, if it has one (no store call: whether the
/// press may push is decided again with the roller's aliases).
fn push_of(input: &str) -> Option<&'static polyroll_systems::Push> {
    crate::systems::book()?.call(input)?.0.push.as_ref()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mask_keeps_the_dice_it_names() {
        assert_eq!(kept_numbers(5, 25), [1, 3]);
        assert_eq!(kept_numbers(0, 25), Vec::<usize>::new());
    }
}
