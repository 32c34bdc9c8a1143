//! Rolling: formula resolution (per-call dialect, user's, chat's, default; a whole input
//! that is an alias name), the roll log, "roll again", fair keyed rolls, history.

use std::sync::{Arc, OnceLock};

use polyroll_core::{suggest, Dialect, DieSource, Error, Outcome, RandomSource};
use polyroll_render::{render_expansion, render_in, Surface};
use polyroll_store::{AliasMap, FairRoll, NewRoll, Owner, Place, RollId, RollRecord, Scope};

use polyroll_systems::SystemRoll;

use crate::command::Command;
use crate::prepared::{alias_like, named_call, names_called, Prepared, SystemCall};
use crate::programs::Parsed;
use crate::several::{place_of, Logging, Shape};
use crate::shown::{fit_lines, period_tag};
use crate::{Bot, Button, Reply, Request};

pub(crate) const ROLL_AGAIN: &str = "again:";

/// What rolling a prepared input gave: a formula's outcome or a game system's roll.
pub(crate) enum Rolled {
    Formula(Outcome),
    System(SystemCall, SystemRoll),
}

impl Bot {
    /// Resolves what to roll; the reply is the refusal (empty input, unknown dialect).
    pub(crate) async fn prepare(
        &self,
        req: &Request,
        formula: &str,
        dialect: Option<&str>,
    ) -> Result<Prepared, Reply> {
        let formula = formula.trim();
        if formula.is_empty() {
            return Err(Reply::text(self.say(req, "roll-empty", &[])));
        }
        let dialect_asked = dialect.is_some();
        let dialect = self.effective_dialect(req, dialect).await?;
        let mut prepared = self.prepare_in(req, formula, dialect).await?;
        prepared.chosen |= dialect_asked;
        Ok(prepared)
    }

    /// [`Bot::prepare`] in a notation already settled: the whole input may name an alias,
    /// or start with an alias's name followed by its arguments (`atk 5`).
    pub(crate) async fn prepare_in(
        &self,
        req: &Request,
        formula: &str,
        dialect: Dialect,
    ) -> Result<Prepared, Reply> {
        let formula = formula.trim();
        if formula.is_empty() {
            return Err(Reply::text(self.say(req, "roll-empty", &[])));
        }
        // Only the aliases this input can read: the names its formula reads (none for
        // `4d6kh3`, so no query), the whole input when it may be an alias's name, and its
        // first word when arguments follow.
        let parsed = self.program(dialect, formula);
        let parses = parsed.reads_alone();
        let mut wanted = parsed.names_read().to_vec();
        wanted.extend(names_called(formula));
        let (aliases, aliases_down) = self.load_aliases(req, wanted).await;
        if let Some((saved, args)) = named_call(formula, &aliases, || parses) {
            return self
                .with_arguments(req, saved, args, aliases, aliases_down)
                .await;
        }
        let system = self.system_call(req, formula, &aliases)?;
        Ok(Prepared {
            text: formula.to_string(),
            program: OnceLock::from(parsed),
            dialect,
            named: None,
            aliases,
            aliases_down,
            chosen: false,
            system,
        })
    }

    /// Loads the aliases named, then those their formulas read, and so on: one query per
    /// level of nesting (usually one in all), none when nothing is named. A failure leaves
    /// what was loaded and the logged error's id.
    pub(crate) async fn load_aliases(
        &self,
        req: &Request,
        mut wanted: Vec<String>,
    ) -> (AliasMap, Option<String>) {
        let mut map = AliasMap::default();
        let mut asked = std::collections::BTreeSet::new();
        for _ in 0..=self.limits.max_alias_depth {
            wanted.retain(|name| !asked.contains(name));
            if wanted.is_empty() {
                break;
            }
            asked.extend(wanted.iter().cloned());
            let found = self
                .store
                .aliases_named(req.platform.name(), &req.user.id, req.chat_id(), &wanted)
                .await;
            match found {
                Ok(found) => {
                    wanted = found
                        .aliases()
                        .flat_map(|a| {
                            // With no parameter left empty, the body the engine reads as
                            // `[name]`: one program for both.
                            let body = polyroll_core::params::with_placeholders(&a.formula);
                            self.alias_program(a.dialect, &body).names_read().to_vec()
                        })
                        .collect();
                    map.merge(found);
                }
                Err(e) => return (map, Some(self.log_failure(&e))),
            }
        }
        (map, None)
    }

    /// Rolls a prepared formula drawing from the request's fair stream (or, when the store
    /// cannot key one, from the OS): the roll, and the fair inputs the log keeps of it.
    pub(crate) async fn roll_prepared(
        &self,
        req: &Request,
        p: &Prepared,
    ) -> Result<(Rolled, Option<FairRoll>), Reply> {
        let rolled = match self.fair_stream(req).await {
            Some(mut stream) => self
                .roll_with(p, &mut stream.source)
                .map(|rolled| (rolled, Some(stream.logged(0..stream.drawn())))),
            // The source is dropped before any await: it is not Send.
            None => self
                .roll_with(p, &mut RandomSource::from_os())
                .map(|rolled| (rolled, None)),
        };
        match rolled {
            Ok(o) => Ok(o),
            Err(e) => Err(self.roll_failed(req, p, e).await),
        }
    }

    /// Rolls a prepared formula drawing from `source` (several rolls share one, so their
    /// dice count together).
    pub(crate) fn roll_with(
        &self,
        p: &Prepared,
        source: &mut dyn DieSource,
    ) -> Result<Rolled, Error> {
        if let Some(call) = &p.system {
            return self
                .roll_system(call, source)
                .map(|roll| Rolled::System(call.clone(), roll));
        }
        // The program is the text's before any alias is read: the aliases come in now.
        self.prepared_program(p)
            .roll(&self.with_programs(&p.aliases), &self.limits, source)
            .map(Rolled::Formula)
    }

    /// The program of `p`'s text: the one preparing looked up, else looked up now, once.
    pub(crate) fn prepared_program<'a>(&self, p: &'a Prepared) -> &'a Arc<Parsed> {
        p.program.get_or_init(|| self.program(p.dialect, &p.text))
    }

    /// The reply to a roll of `p` that failed with `e`.
    pub(crate) async fn roll_failed(&self, req: &Request, p: &Prepared, e: Error) -> Reply {
        // Without the aliases, a formula that reads one (or a whole input that may have
        // been an alias's name) fails for that reason, not the user's.
        if let Some(id) = &p.aliases_down {
            if e.kind == polyroll_core::ErrorKind::Variable || alias_like(&p.text) {
                return Reply::text(self.say(req, "roll-alias-down", &[("id", id)]));
            }
        }
        let mut text = self.error_with_suggestion(req, &e, p).await;
        if let Some(note) = self.dialect_note(req, p) {
            text = format!("{text}\n{note}");
        }
        Reply::text(text)
    }

    /// When a default notation other than standard gave warnings or failed, and standard
    /// rolls the same text cleanly: which notation was used and how to roll it in standard
    /// (a chat set to diceplus would otherwise turn `4d6kh3` into `4d6` without a word why).
    fn dialect_note(&self, req: &Request, p: &Prepared) -> Option<String> {
        if p.chosen || p.dialect == Dialect::Standard {
            return None;
        }
        let clean = self
            .program(Dialect::Standard, &p.text)
            .roll(
                &self.with_programs(&p.aliases),
                &self.limits,
                &mut RandomSource::from_os(),
            )
            .is_ok_and(|o| o.warnings.is_empty());
        clean.then(|| {
            self.say(
                req,
                "dialect-note",
                &[("dialect", p.dialect.name()), ("formula", &p.text)],
            )
        })
    }

    /// The error, and under it what the user likely meant when that is clear: a corrected
    /// formula (`1d20 adv` → `2d20kh1`), or the nearest of their aliases' names for a
    /// misspelt `[name]` or a whole input that looks like one.
    pub(crate) async fn error_with_suggestion(
        &self,
        req: &Request,
        e: &polyroll_core::Error,
        p: &Prepared,
    ) -> String {
        let text = self.error_text(req, e, &p.text);
        let wants_names = e.kind == polyroll_core::ErrorKind::Variable || alias_like(&p.text);
        let names = if wants_names {
            self.alias_names(req).await
        } else {
            Vec::new()
        };
        let fixed = suggest::formula(p.dialect, &p.text, e, &names, &self.limits).or_else(|| {
            alias_like(&p.text)
                .then(|| suggest::nearest(&p.text, names.iter().map(String::as_str)))
                .flatten()
                .map(str::to_string)
        });
        match fixed {
            Some(fixed) => {
                let surface = self.surface(req);
                let line = self.say(req, "error-did-you-mean", &[("suggestion", &fixed)]);
                format!("{text}\n{}", surface.escape(&line))
            }
            None => text,
        }
    }

    /// The names of the aliases this user can read here (theirs and the chat's); none when
    /// the store cannot say (a suggestion is a nicety, never worth an error).
    async fn alias_names(&self, req: &Request) -> Vec<String> {
        let mut owners = vec![Bot::user_owner(req)];
        if let Some(chat) = &req.chat {
            owners.push(Owner::chat(req.platform.name(), &chat.id));
        }
        let mut names = Vec::new();
        for owner in owners {
            if let Ok(found) = self.store.list_aliases(&owner, "", 0).await {
                names.extend(found.into_iter().map(|a| a.name));
            }
        }
        names
    }

    /// The roll and, under it, what it read: the alias a whole input named and every alias
    /// reached, each with its book (yours, the chat's) and its formula or value.
    pub(crate) fn render_roll(
        &self,
        req: &Request,
        surface: Surface,
        p: &Prepared,
        o: &Outcome,
    ) -> String {
        let text = render_in(surface, &self.texts.words(req.locale), o);
        let book = |name: &str| match p.aliases.get(name) {
            Some(a) => self.book(req, a.scope, p.aliases.shadows_chat(name)),
            None => String::new(),
        };
        let lead_book = p
            .named
            .as_ref()
            .map(|a| self.book(req, a.scope, p.aliases.shadows_chat(&a.name)));
        let lead = p
            .named
            .as_ref()
            .zip(lead_book.as_deref())
            .map(|(a, book)| (a.name.as_str(), book, p.text.as_str()));
        let room = surface
            .budget()
            .saturating_sub(surface.length(&text).saturating_add(1));
        let text = match render_expansion(surface, o, lead, &book, room) {
            Some(expansion) => format!("{text}\n{expansion}"),
            None => text,
        };
        match self.alias_over_system(req, p) {
            Some(note) if surface.length(&text) + surface.length(&note) < surface.budget() => {
                format!("{text}\n{}", surface.escape(&note))
            }
            _ => text,
        }
    }

    /// Which book an alias came from, in the user's language.
    fn book(&self, req: &Request, scope: Scope, shadows_chat: bool) -> String {
        let id = match (scope, shadows_chat) {
            (Scope::User, false) => "book-user",
            (Scope::User, true) => "book-user-over-chat",
            (Scope::Chat, _) => "book-chat",
        };
        self.texts.get(req.locale, id, &[])
    }

    /// Resolves, rolls and renders `formula`: the roll log's entry for it, or the refusal.
    async fn roll_entry(
        &self,
        req: &Request,
        formula: &str,
        dialect: Option<&str>,
        place: Place,
    ) -> Result<NewRoll, Reply> {
        let prepared = self.prepare(req, formula, dialect).await?;
        let (outcome, fair) = self.roll_prepared(req, &prepared).await?;
        let mut entry = self.new_roll(req, formula.trim(), None, &prepared, &outcome, place);
        entry.fair = fair;
        Ok(entry)
    }

    /// The roll log's entry for a roll of `input`; `context` (a roll set, a sentence) goes
    /// above the dice that `/verify` shows.
    pub(crate) fn new_roll(
        &self,
        req: &Request,
        input: &str,
        context: Option<&str>,
        prepared: &Prepared,
        rolled: &Rolled,
        place: Place,
    ) -> NewRoll {
        let outcome = match rolled {
            Rolled::Formula(outcome) => outcome,
            Rolled::System(call, roll) => {
                return self.new_system_roll(req, input, context, prepared, call, roll, place)
            }
        };
        self.metrics.roll(req.platform, prepared.dialect.name());
        let mut text = self.render_roll(req, self.surface(req), prepared, outcome);
        if !outcome.warnings.is_empty() {
            if let Some(note) = self.dialect_note(req, prepared) {
                text = format!("{text}\n{note}");
            }
        }
        // The whole roll, every die, in plain text: what `/verify` shows on any surface.
        let mut detail = self.render_roll(req, Surface::Plain, prepared, outcome);
        if let Some(context) = context {
            detail = format!("{context}\n{detail}");
        }
        NewRoll {
            platform: req.platform.name().to_string(),
            user: req.user.id.clone(),
            user_name: Some(req.user.name.clone()),
            chat: req.chat_id().map(str::to_string),
            channel: req.channel_id().map(str::to_string),
            place,
            detail: Some(detail),
            input: input.to_string(),
            canonical: outcome.canonical.to_string(),
            dialect: prepared.dialect.name().to_string(),
            result: text,
            total: outcome.total(),
            key: None,
            fair: None,
        }
    }

    /// The roll log's entry for a game system's roll: its line on this surface, and in
    /// plain text for `/verify`; its result is the total (of a roll set, too).
    #[allow(clippy::too_many_arguments)]
    fn new_system_roll(
        &self,
        req: &Request,
        input: &str,
        context: Option<&str>,
        prepared: &Prepared,
        call: &SystemCall,
        roll: &SystemRoll,
        place: Place,
    ) -> NewRoll {
        self.metrics.roll(req.platform, prepared.dialect.name());
        let typed = prepared.text.as_str();
        let text = self.render_system_roll(req, self.surface(req), typed, call, roll);
        let mut detail = self.render_system_roll(req, Surface::Plain, typed, call, roll);
        if let Some(context) = context {
            detail = format!("{context}\n{detail}");
        }
        NewRoll {
            platform: req.platform.name().to_string(),
            user: req.user.id.clone(),
            user_name: Some(req.user.name.clone()),
            chat: req.chat_id().map(str::to_string),
            channel: req.channel_id().map(str::to_string),
            place,
            detail: Some(detail),
            input: input.to_string(),
            canonical: typed.to_string(),
            dialect: prepared.dialect.name().to_string(),
            result: text,
            total: Some(roll.result as f64),
            key: None,
            fair: None,
        }
    }

    /// `/roll`: rolls, logs, and offers "Roll again"; the reply ends with the roll's id. A
    /// roll the log did not take is still answered, with a note that it was not logged (and
    /// no id, no button).
    pub async fn roll(&self, req: &Request, formula: &str, dialect: Option<&str>) -> Reply {
        self.roll_at(req, formula, dialect, place_of(req)).await
    }

    /// A secret roll for the chat's GMs (Discord's `secret: gm`): logged as such, so
    /// `/verify` shows its dice only to the roller and the GMs.
    pub async fn roll_for_gm(&self, req: &Request, formula: &str, dialect: Option<&str>) -> Reply {
        self.roll_at(req, formula, dialect, Place::Gm).await
    }

    pub(crate) async fn roll_at(
        &self,
        req: &Request,
        formula: &str,
        dialect: Option<&str>,
        place: Place,
    ) -> Reply {
        self.roll_logged(req, formula, dialect, Logging::Each(place))
            .await
    }

    /// Rolls, logs as `logging` says, and answers with the logged roll, its id and "Roll
    /// again". Under an event's key, a roll already logged for that event is shown again and
    /// nothing is rolled.
    pub(crate) async fn roll_logged(
        &self,
        req: &Request,
        formula: &str,
        dialect: Option<&str>,
        logging: Logging<'_>,
    ) -> Reply {
        let _timer = self.metrics.reply_timer(req.platform);
        let dialect = match self.shape(req, formula, dialect).await {
            Ok(Shape::One(settled)) => settled.map(Dialect::name).or(dialect),
            Ok(shape) => return self.roll_several(req, formula, shape, logging).await,
            Err(reply) => return reply,
        };
        let key = logging.key();
        // Under a key, nothing is looked up first: the insert finds the event's roll if it
        // was logged already, and that roll wins and is the one shown (this one is dropped).
        let mut entry = match self
            .roll_entry(req, formula, dialect, logging.place())
            .await
        {
            Ok(e) => e,
            // What rolled then may not roll now (an alias deleted since): the event's roll
            // is still its answer.
            Err(reply) if logging.refused_again().is_none() => {
                return self.logged_or(req, key, reply, Self::logged_reply).await
            }
            Err(reply) => return self.refused_or(req, logging, reply).await,
        };
        entry.key = key.map(str::to_string);
        let logged = match key {
            Some(_) => self.store.log_roll_once(&entry).await,
            None => self
                .store
                .log_roll(&entry)
                .await
                .map(|record| (record, true)),
        };
        match (logged, logging.refused_again()) {
            (Ok((_, false)), Some(key)) => self.repeated(req, key),
            (Ok((record, fresh)), None) => Reply {
                logged_before: !fresh,
                ..self.logged_reply(req, &record)
            },
            (Ok((record, _)), _) => self.logged_reply(req, &record),
            (Err(e), _) => {
                self.log_failure(&e);
                let mut reply = Reply::text(entry.result);
                self.note_not_logged(req, &mut reply);
                reply
            }
        }
    }

    /// The roll already logged under `key`, as `shown` answers it; else `reply`. For a
    /// keyed roll that failed to roll this time.
    async fn logged_or(
        &self,
        req: &Request,
        key: Option<&str>,
        reply: Reply,
        shown: fn(&Self, &Request, &RollRecord) -> Reply,
    ) -> Reply {
        let Some(key) = key else { return reply };
        match self.store.roll_by_key(key).await {
            Ok(Some(done)) => Reply {
                logged_before: true,
                ..shown(self, req, &done)
            },
            _ => reply,
        }
    }

    /// `reply` (a refusal: the input did not roll), unless `logging` is a request's whose
    /// key already holds a roll: then the request is a repeat, answered as one, as its
    /// insert would have found (the input may have rolled the first time).
    pub(crate) async fn refused_or(
        &self,
        req: &Request,
        logging: Logging<'_>,
        reply: Reply,
    ) -> Reply {
        let Some(key) = logging.refused_again() else {
            return reply;
        };
        match self.store.roll_by_key(key).await {
            Ok(Some(_)) => self.repeated(req, key),
            _ => reply,
        }
    }

    /// A logged roll as its reply: the text as logged, the id, and "Roll again" under a
    /// roll its chat saw (a secret or GM roll is never rolled again in the open).
    /// "Reroll…" goes under it too, for its roller (see [`Bot::reroll_menu`]).
    pub(crate) fn logged_reply(&self, req: &Request, record: &RollRecord) -> Reply {
        let again = matches!(record.place, Place::Chat | Place::Private);
        Reply {
            text: with_id(
                self.surface(req),
                record.result.clone(),
                record,
                self.details(req, &[record]),
            ),
            roll_id: Some(record.shown),
            buttons: again
                .then(|| self.roll_again(req, record.shown))
                .into_iter()
                .collect(),
            reroll: self.reroll_menu(req, record),
            ..Reply::default()
        }
    }

    /// [`Bot::execute`] for an event the platform may deliver again (a Telegram update
    /// whose confirmation a crash lost): every roll it makes is logged under `event` (a
    /// set's or a sentence's others under `event#2`, `event#3`…), so the same event handled
    /// again answers with the rolls logged the first time and rolls nothing, and says so
    /// ([`Reply::logged_before`]): the caller needs no look-up before a roll to learn that
    /// an event came again. Other commands run as usual: what they change ends the same
    /// however often they run.
    pub async fn execute_event(&self, req: &Request, command: Command, event: &str) -> Reply {
        match command {
            Command::Roll { formula, dialect } => {
                let logging = Logging::Event(place_of(req), event);
                self.roll_logged(req, &formula, dialect.as_deref(), logging)
                    .await
            }
            other => self.execute(req, other).await,
        }
    }

    /// Adds "not logged" under a roll the log did not take, when it fits the surface.
    pub(crate) fn note_not_logged(&self, req: &Request, reply: &mut Reply) {
        let note = self.say(req, "roll-not-logged", &[]);
        let surface = req.platform.surface();
        let noted = format!("{}\n{note}", reply.text);
        if surface.length(&noted) <= surface.budget() {
            reply.text = noted;
        }
    }

    /// `details`, linking a public roll's page (`POLYROLL_PUBLIC_URL`), for the end of its
    /// reply; several rolls' pages by their numbers, `details: 1 2 3`. `None` when pages
    /// are off or none of the rolls has one: a secret, GM or private roll never does.
    pub(crate) fn details(&self, req: &Request, records: &[&RollRecord]) -> Option<String> {
        let surface = self.surface(req);
        let urls: Vec<String> = records
            .iter()
            .filter(|r| crate::shown::has_page(r.place))
            .filter_map(|r| crate::shown::page_url(self.public_url.as_deref(), r.shown))
            .collect();
        let label = self.say(req, "roll-details", &[]);
        match urls.as_slice() {
            [] => None,
            [one] => Some(surface.link(&label, one)),
            many => {
                let links: Vec<String> = (1..)
                    .zip(many)
                    .map(|(n, url)| surface.link(&n.to_string(), url))
                    .collect();
                Some(format!("{}: {}", surface.escape(&label), links.join(" ")))
            }
        }
    }

    pub(crate) fn roll_again(&self, req: &Request, id: RollId) -> Button {
        Button {
            label: self.say(req, "roll-again", &[]),
            action: format!("{ROLL_AGAIN}{id}"),
        }
    }

    /// A button was pressed: "Roll again" rolls the logged input anew for whoever pressed
    /// it, as a new reply (never an edit of the earlier result) — only a roll made in the
    /// open where the press comes from (see [`may_roll_again`]); any other answers as if the
    /// roll were not logged, since the button's data is the presser's to forge.
    pub async fn press(&self, req: &Request, action: &str) -> Reply {
        self.press_logged(req, action, Logging::Each(place_of(req)))
            .await
    }

    /// [`Bot::press`] for an event the platform may deliver again: the new roll is logged
    /// under `event`, as with [`Bot::execute_event`].
    pub async fn press_event(&self, req: &Request, action: &str, event: &str) -> Reply {
        self.press_logged(req, action, Logging::Event(place_of(req), event))
            .await
    }

    /// [`Bot::press`] for a request the platform may send again (a signed Discord
    /// interaction): the new roll is logged under `key`, and a repeat is answered as one,
    /// as with [`Bot::roll_request`].
    pub async fn press_request(&self, req: &Request, action: &str, key: &str) -> Reply {
        // A reroll is logged with what it spends of its roll's allowance, which a repeat
        // would find spent rather than its key taken: it claims the request first.
        if crate::reroll_actions::reroll_press(action).is_some() {
            return match self.answered_before(req, key).await {
                Some(repeat) => repeat,
                None => self.press(req, action).await,
            };
        }
        self.press_logged(req, action, Logging::Request(place_of(req), key))
            .await
    }

    async fn press_logged(&self, req: &Request, action: &str, logging: Logging<'_>) -> Reply {
        if let Some(reply) = self.press_tray(req, action, logging).await {
            return reply;
        }
        if let Some(press) = crate::reroll_actions::reroll_press(action) {
            return self.press_reroll(req, press, logging).await;
        }
        let Some(id) = action.strip_prefix(ROLL_AGAIN).and_then(RollId::parse) else {
            return Reply::text(self.say(req, "roll-not-found", &[]));
        };
        let store = &self.store;
        match store.roll_by_shown(id).await {
            Ok(Some(record)) if may_roll_again(req, &record) => {
                self.roll_logged(req, &record.input, Some(&record.dialect), logging)
                    .await
            }
            _ => Reply::text(self.say(req, "roll-not-found", &[])),
        }
    }

    /// The one and only roll for `key` (a Telegram `inline_message_id`): written to the log
    /// before anyone sees it; a second call for the same key returns the logged result and
    /// never rolls again. The text names the user and the roll id.
    pub async fn roll_once(&self, req: &Request, formula: &str, key: &str) -> Reply {
        let _timer = self.metrics.reply_timer(req.platform);
        let dialect = match self.shape(req, formula, None).await {
            Ok(Shape::One(settled)) => settled.map(Dialect::name),
            Ok(shape) => {
                return self
                    .roll_several(req, formula, shape, Logging::Once(key))
                    .await
            }
            Err(reply) => return reply,
        };
        // As with an event's roll: the insert finds the key's roll if there is one.
        let mut entry = match self.roll_entry(req, formula, dialect, Place::Inline).await {
            Ok(e) => e,
            Err(reply) => {
                return self
                    .logged_or(req, Some(key), reply, Self::keyed_reply)
                    .await
            }
        };
        entry.key = Some(key.to_string());
        match self.store.log_roll_once(&entry).await {
            Ok((record, _fresh)) => self.keyed_reply(req, &record),
            Err(e) => Reply::text(self.store_failure(req, &e)),
        }
    }

    fn keyed_reply(&self, req: &Request, record: &RollRecord) -> Reply {
        let by = self.say(req, "roll-by", &[("user", &req.user.name)]);
        let mut id = self.say(req, "roll-id", &[("id", &record.shown.to_string())]);
        if let Some(fair) = &record.fair {
            id = format!("{id} {}", period_tag(fair.period));
        }
        let text = format!("{by}\n{}\n{id}", record.result);
        let surface = self.surface(req);
        let linked = self
            .details(req, &[record])
            .map(|details| format!("{text} · {details}"));
        // The logged result was already within budget; the frame lines are short, but a
        // long name could tip it over, so the link goes first, then the frame.
        let text = linked
            .into_iter()
            .chain([text])
            .find(|text| surface.length(text) <= surface.budget())
            .unwrap_or_else(|| record.result.clone());
        Reply {
            text,
            roll_id: Some(record.shown),
            ..Reply::default()
        }
    }

    /// `/history [n]`: the user's last rolls, newest first.
    pub(crate) async fn history(&self, req: &Request, count: Option<u32>) -> Reply {
        let store = &self.store;
        let n = count.unwrap_or(10);
        if !(1..=50).contains(&n) {
            return Reply::text(self.say(req, "history-usage", &[]));
        }
        let rolls = match store.history(req.platform.name(), &req.user.id, n).await {
            Ok(r) => r,
            Err(e) => return Reply::text(self.store_failure(req, &e)),
        };
        if rolls.is_empty() {
            return Reply::text(self.say(req, "history-empty", &[]));
        }
        let surface = self.surface(req);
        let mut lines = vec![self.say(req, "history-header", &[])];
        for r in &rolls {
            let total = r
                .total
                .map(|t| format!("{t}"))
                .unwrap_or_else(|| "—".into());
            lines.push(format!(
                "#{} {} → {total}",
                r.shown,
                surface.escape_prefix(&r.input, 80)
            ));
        }
        Reply::text(fit_lines(surface, lines))
    }
}

/// Whether "Roll again" under `record` may roll for `req`: a roll made in the open (a
/// chat's, or a private one of the presser's own), pressed where it was shown. A secret,
/// GM or inline roll never is: its button would show its formula to the chat.
fn may_roll_again(req: &Request, record: &RollRecord) -> bool {
    let here = record.channel.is_some() && record.channel.as_deref() == req.channel_id();
    record.platform == req.platform.name()
        && here
        && match record.place {
            Place::Chat => true,
            Place::Private => record.user == req.user.id,
            Place::Inline | Place::Gm | Place::Secret => false,
        }
}

/// A roll's text ending with its id, `  (#k3x9a2b7q1m4)`, so anyone can `/verify` it, for
/// a fair roll the period whose seed keyed its dice after it, `  (#k3x9a2b7q1m4) ⚖
/// 2026-12-06`, and then `details` when the roll has a page; the link goes first if the
/// budget is tight, then the text (the logged text was already within it).
fn with_id(surface: Surface, text: String, record: &RollRecord, details: Option<String>) -> String {
    let id = record.shown;
    let tag = match &record.fair {
        Some(fair) => format!("  (#{id}) {}", period_tag(fair.period)),
        None => format!("  (#{id})"),
    };
    let linked = details.map(|details| format!("{tag} · {details}"));
    for tag in linked.iter().chain([&tag]) {
        if surface.length(&text) + surface.length(tag) <= surface.budget() {
            return text + tag;
        }
    }
    tag.trim_start().to_string()
}
