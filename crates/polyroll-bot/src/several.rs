//! Several rolls in one message: a roll set (`6#4d6kh3`, Discord's `repeat`) and a sentence
//! with `[[…]]` parts. Each roll is logged on its own, with its own id; their dice count
//! together toward the dice limit. A set in the pool notation is not one (`#` starts a
//! comment there), and a message that reads cleanly as a formula is that formula
//! ([`sentence::reads_as_formula`]).

use polyroll_core::sentence::{self, Piece, SentenceError};
use polyroll_core::sets::{self, RollSet, MAX_SET};
use polyroll_core::{CountedSource, Dialect, DieSource, RandomSource};
use polyroll_render::{render_sentence, render_set, Rolled, Surface};
use polyroll_store::{NewRoll, Place, RollRecord, StoreError};

use crate::shown::period_tag;
use crate::{Bot, Reply, Request};

/// What a message asks for.
pub(crate) enum Shape<'a> {
    /// One formula; the notation when it was already settled on the way.
    One(Option<Dialect>),
    Set(RollSet<'a>, Dialect),
    Sentence(Vec<Piece<'a>>, Dialect),
}

/// How the rolls of one message are logged.
#[derive(Clone, Copy)]
pub(crate) enum Logging<'a> {
    /// Each roll on its own, made at this place.
    Each(Place),
    /// Once per key (a Telegram inline message): the first roll under the key itself, the
    /// others under `key#2`, `key#3`…; a second call shows what was logged.
    Once(&'a str),
    /// Each roll at this place, once per key of the event that asked for it (a Telegram
    /// update, which may be delivered again): keyed as [`Logging::Once`], answered as
    /// [`Logging::Each`], and a roll the log did not take is still shown, marked as such.
    Event(Place, &'a str),
    /// Each roll at this place, once per key of a request that may be sent again and must
    /// then do nothing (a signed Discord interaction): keyed as [`Logging::Once`], so the
    /// roll's own insert claims the request, and a repeat is answered as one
    /// ([`Bot::repeated`]), showing nothing of the first.
    Request(Place, &'a str),
}

impl<'a> Logging<'a> {
    pub(crate) fn place(self) -> Place {
        match self {
            Logging::Each(place) | Logging::Event(place, _) | Logging::Request(place, _) => place,
            Logging::Once(_) => Place::Inline,
        }
    }

    /// The key the rolls are logged under, if any.
    pub(crate) fn key(self) -> Option<&'a str> {
        match self {
            Logging::Each(_) => None,
            Logging::Once(key) | Logging::Event(_, key) | Logging::Request(_, key) => Some(key),
        }
    }

    /// The key of a request whose repeat is refused rather than shown again.
    pub(crate) fn refused_again(self) -> Option<&'a str> {
        match self {
            Logging::Request(_, key) => Some(key),
            _ => None,
        }
    }
}

/// A roll in a private conversation is logged as private; elsewhere as the chat's.
pub(crate) fn place_of(req: &Request) -> Place {
    let private = req.chat.as_ref().is_none_or(|c| c.id == req.user.id);
    if private {
        Place::Private
    } else {
        Place::Chat
    }
}

fn part_key(key: &str, index: usize) -> String {
    if index == 0 {
        key.to_string()
    } else {
        format!("{key}#{}", index + 1)
    }
}

impl Bot {
    /// Reads what `formula` asks for. Only a message that looks like a set or holds `[[`
    /// settles its notation here (a store query); any other goes on as one formula.
    pub(crate) async fn shape<'a>(
        &self,
        req: &Request,
        formula: &'a str,
        asked: Option<&str>,
    ) -> Result<Shape<'a>, Reply> {
        if sets::roll_set(formula).is_none() && sentence::pieces(formula).is_none() {
            return Ok(Shape::One(None));
        }
        let dialect = self.effective_dialect(req, asked).await?;
        self.shape_in(req, formula, dialect)
    }

    /// [`Bot::shape`] in a notation already settled.
    pub(crate) fn shape_in<'a>(
        &self,
        req: &Request,
        formula: &'a str,
        dialect: Dialect,
    ) -> Result<Shape<'a>, Reply> {
        if dialect != Dialect::Pool {
            match sets::roll_set(formula) {
                Some(Ok(set)) => return Ok(Shape::Set(set, dialect)),
                Some(Err(e)) => return Err(self.set_count_error(req, &e.count)),
                None => {}
            }
        }
        match sentence::pieces(formula) {
            Some(pieces) if !sentence::reads_as_formula(dialect, formula.trim(), &self.limits) => {
                Ok(Shape::Sentence(pieces, dialect))
            }
            _ => Ok(Shape::One(Some(dialect))),
        }
    }

    /// Discord's `repeat`: the formula rolled `times` times as a set, in any notation.
    pub(crate) async fn repeat_shape<'a>(
        &self,
        req: &Request,
        formula: &'a str,
        asked: Option<&str>,
        times: i64,
    ) -> Result<Shape<'a>, Reply> {
        let count = usize::try_from(times)
            .ok()
            .filter(|n| (1..=MAX_SET).contains(n))
            .ok_or_else(|| self.set_count_error(req, &times.to_string()))?;
        let dialect = self.effective_dialect(req, asked).await?;
        Ok(Shape::Set(
            RollSet {
                count,
                formula: formula.trim(),
            },
            dialect,
        ))
    }

    /// `/roll` with Discord's `repeat` option: the formula rolled `times` times as a set
    /// (each roll with its own id), or once when no repeat was asked for.
    pub async fn roll_repeated(
        &self,
        req: &Request,
        formula: &str,
        dialect: Option<&str>,
        times: Option<i64>,
    ) -> Reply {
        self.repeat_at(req, formula, dialect, times, Logging::Each(place_of(req)))
            .await
    }

    /// [`Bot::roll_repeated`] (or, when `secret`, [`Bot::roll_for_self_repeated`]) for a
    /// request the platform may send again (a signed Discord interaction, valid for its
    /// signature's window): its rolls are logged under `key`, the request's own, and that
    /// insert is what finds a repeat, which logs nothing and is answered as one
    /// ([`Reply::repeated`]). One statement where claiming the request first took two.
    pub async fn roll_request(
        &self,
        req: &Request,
        formula: &str,
        dialect: Option<&str>,
        times: Option<i64>,
        secret: bool,
        key: &str,
    ) -> Reply {
        let place = if secret { Place::Secret } else { place_of(req) };
        self.repeat_at(req, formula, dialect, times, Logging::Request(place, key))
            .await
    }

    /// [`Bot::roll_repeated`] as a secret roll for the chat's GMs.
    pub async fn roll_for_gm_repeated(
        &self,
        req: &Request,
        formula: &str,
        dialect: Option<&str>,
        times: Option<i64>,
    ) -> Reply {
        self.repeat_at(req, formula, dialect, times, Logging::Each(Place::Gm))
            .await
    }

    /// [`Bot::roll_repeated`] as a secret roll only the roller sees (Discord's `secret:
    /// self`): logged as such, so `/verify` shows it to the roller alone.
    pub async fn roll_for_self_repeated(
        &self,
        req: &Request,
        formula: &str,
        dialect: Option<&str>,
        times: Option<i64>,
    ) -> Reply {
        self.repeat_at(req, formula, dialect, times, Logging::Each(Place::Secret))
            .await
    }

    async fn repeat_at(
        &self,
        req: &Request,
        formula: &str,
        dialect: Option<&str>,
        times: Option<i64>,
        logging: Logging<'_>,
    ) -> Reply {
        let Some(times) = times else {
            return self.roll_logged(req, formula, dialect, logging).await;
        };
        match self.repeat_shape(req, formula, dialect, times).await {
            Ok(shape) => self.roll_several(req, formula, shape, logging).await,
            Err(reply) => reply,
        }
    }

    pub(crate) fn set_count_error(&self, req: &Request, count: &str) -> Reply {
        Reply::text(self.say(
            req,
            "set-count",
            &[("count", count), ("max", &MAX_SET.to_string())],
        ))
    }

    /// Rolls a set or a sentence, logs each roll and answers with all of them.
    pub(crate) async fn roll_several(
        &self,
        req: &Request,
        typed: &str,
        shape: Shape<'_>,
        logging: Logging<'_>,
    ) -> Reply {
        let count = match &shape {
            Shape::One(_) => return Reply::default(),
            Shape::Set(set, _) => set.count,
            Shape::Sentence(pieces, _) => rolls_in(pieces).count(),
        };
        // A repeat to refuse is found by the insert below, with no look-up first.
        if let (Some(key), None) = (logging.key(), logging.refused_again()) {
            if let Some(mut reply) = self.logged_several(req, key, count, &shape).await {
                if let Logging::Once(_) = logging {
                    reply.text = self.framed(req, reply.text);
                }
                return reply;
            }
        }
        let entries = match self
            .roll_entries(req, typed.trim(), &shape, logging.place())
            .await
        {
            Ok(entries) => entries,
            Err(reply) => return self.refused_or(req, logging, reply).await,
        };
        let (records, logged) = match logging {
            Logging::Each(_) => self.log_each(&entries).await,
            Logging::Once(key) => match self.log_once(&entries, key).await {
                Ok(records) => (records.into_iter().map(Some).collect(), true),
                Err(e) => return Reply::text(self.store_failure(req, &e)),
            },
            Logging::Request(_, key) => match self.log_claimed(&entries, key).await {
                Ok(Some(records)) => (records.into_iter().map(Some).collect(), true),
                Ok(None) => return self.repeated(req, key),
                Err(e) => {
                    self.log_failure(&e);
                    (vec![None; entries.len()], false)
                }
            },
            Logging::Event(_, key) => match self.log_once(&entries, key).await {
                Ok(records) => (records.into_iter().map(Some).collect(), true),
                Err(e) => {
                    self.log_failure(&e);
                    (vec![None; entries.len()], false)
                }
            },
        };
        let ids: Vec<Option<String>> = records
            .iter()
            .map(|r| r.as_ref().map(|r| r.shown.to_string()))
            .collect();
        let rolled: Vec<Rolled> = entries
            .iter()
            .zip(&records)
            .zip(&ids)
            .map(|((entry, record), id)| Rolled {
                text: record.as_ref().map_or(&entry.result, |r| &r.result),
                total: record.as_ref().map_or(entry.total, |r| r.total),
                id: id.as_deref(),
            })
            .collect();
        let text = self.render_several(req, &shape, &rolled);
        let mut text = with_period(req, text, records.iter().flatten());
        let pages: Vec<&RollRecord> = records.iter().flatten().collect();
        if let Some(details) = self.details(req, &pages) {
            let surface = req.platform.surface();
            let linked = format!("{text}\n{details}");
            if surface.length(&linked) <= surface.budget() {
                text = linked;
            }
        }
        let mut reply = Reply::text(text);
        reply.roll_id = records.iter().flatten().map(|r| r.shown).next();
        if let Logging::Once(_) = logging {
            reply.text = self.framed(req, reply.text);
        } else if !logged {
            self.note_not_logged(req, &mut reply);
        }
        reply
    }

    /// Every roll of the set or sentence, ready for the log; the refusal when one fails.
    async fn roll_entries(
        &self,
        req: &Request,
        typed: &str,
        shape: &Shape<'_>,
        place: Place,
    ) -> Result<Vec<NewRoll>, Reply> {
        // Everything is resolved first: the dice source is not held across a store query.
        let mut prepared = Vec::new();
        match shape {
            Shape::One(_) => {}
            Shape::Set(set, dialect) => {
                let p = self.prepare_in(req, set.formula, *dialect).await?;
                prepared.push((set.formula, None, p));
            }
            Shape::Sentence(pieces, dialect) => {
                sentence::check(pieces, &self.limits)
                    .map_err(|e| self.sentence_error(req, typed, e))?;
                for part in rolls_in(pieces) {
                    let p = self.prepare_in(req, part, *dialect).await?;
                    prepared.push((part, Some(typed.to_string()), p));
                }
            }
        }
        let times = match shape {
            Shape::Set(set, _) => set.count,
            _ => 1,
        };
        let mut entries = Vec::new();
        let mut failed = None;
        // One stream for the whole message: each roll starts where the one before ended.
        let mut stream = self.fair_stream(req).await;
        // Where each entry's dice start among the stream's.
        let mut starts = Vec::new();
        {
            // The source is not Send: it is gone before the failure's reply is awaited.
            let mut os = None;
            let inner: &mut dyn DieSource = match stream.as_mut() {
                Some(stream) => &mut stream.source,
                None => os.insert(RandomSource::from_os()),
            };
            let mut source = CountedSource::new(inner, self.limits.max_dice);
            'rolls: for (formula, context, p) in &prepared {
                for i in 1..=times {
                    starts.push(source.drawn());
                    let rolled = match self.roll_with(p, &mut source) {
                        Ok(rolled) => rolled,
                        Err(e) => {
                            failed = Some((p, e));
                            break 'rolls;
                        }
                    };
                    let context = context.clone().unwrap_or_else(|| {
                        self.texts.get(
                            req.locale,
                            "set-context",
                            &[
                                ("index", &i.to_string()),
                                ("count", &times.to_string()),
                                ("formula", formula),
                            ],
                        )
                    });
                    entries.push(self.new_roll(req, formula, Some(&context), p, &rolled, place));
                }
            }
        }
        if let Some((p, e)) = failed {
            return Err(self.roll_failed(req, p, e).await);
        }
        if let Some(stream) = &stream {
            let ends = starts.iter().skip(1).copied().chain([stream.drawn()]);
            for ((entry, from), to) in entries.iter_mut().zip(starts.iter().copied()).zip(ends) {
                entry.fair = Some(stream.logged(from..to));
            }
        }
        Ok(entries)
    }

    fn sentence_error(&self, req: &Request, typed: &str, e: SentenceError) -> Reply {
        match e {
            SentenceError::TooManyParts { count } => Reply::text(self.say(
                req,
                "sentence-too-many",
                &[
                    ("count", &count.to_string()),
                    ("max", &sentence::MAX_PARTS.to_string()),
                ],
            )),
            SentenceError::Limit(e) => Reply::text(self.error_text(req, &e, typed)),
        }
    }

    /// Logs each roll; a roll the log did not take has no record (and the reply says so).
    async fn log_each(&self, entries: &[NewRoll]) -> (Vec<Option<RollRecord>>, bool) {
        let mut records = Vec::with_capacity(entries.len());
        let mut all = true;
        for entry in entries {
            match self.store.log_roll(entry).await {
                Ok(record) => records.push(Some(record)),
                Err(e) => {
                    self.log_failure(&e);
                    all = false;
                    records.push(None);
                }
            }
        }
        (records, all)
    }

    /// Logs each roll under its key, the first last: once the key itself is in the log,
    /// every roll of the message is.
    async fn log_once(
        &self,
        entries: &[NewRoll],
        key: &str,
    ) -> Result<Vec<RollRecord>, StoreError> {
        let mut records = Vec::with_capacity(entries.len());
        for (i, entry) in entries.iter().enumerate().rev() {
            records.push(self.log_part(entry, key, i).await?.0);
        }
        records.reverse();
        Ok(records)
    }

    /// Logs each roll under its key, in order, the first claiming the request: `None`
    /// when the key was taken already (a repeat, which then logs nothing more).
    async fn log_claimed(
        &self,
        entries: &[NewRoll],
        key: &str,
    ) -> Result<Option<Vec<RollRecord>>, StoreError> {
        let mut records = Vec::with_capacity(entries.len());
        for (i, entry) in entries.iter().enumerate() {
            let (record, fresh) = self.log_part(entry, key, i).await?;
            if i == 0 && !fresh {
                return Ok(None);
            }
            records.push(record);
        }
        Ok(Some(records))
    }

    /// Logs roll `index` of a message under its part of `key`, unless that is logged.
    async fn log_part(
        &self,
        entry: &NewRoll,
        key: &str,
        index: usize,
    ) -> Result<(RollRecord, bool), StoreError> {
        let mut entry = entry.clone();
        entry.key = Some(part_key(key, index));
        self.store.log_roll_once(&entry).await
    }

    /// The message as it was logged under `key`, if it was (unframed).
    async fn logged_several(
        &self,
        req: &Request,
        key: &str,
        count: usize,
        shape: &Shape<'_>,
    ) -> Option<Reply> {
        let mut records = Vec::with_capacity(count);
        for i in 0..count {
            match self.store.roll_by_key(&part_key(key, i)).await {
                Ok(Some(record)) => records.push(record),
                _ if i == 0 => return None,
                _ => break,
            }
        }
        let ids: Vec<String> = records.iter().map(|r| r.shown.to_string()).collect();
        let rolled: Vec<Rolled> = records
            .iter()
            .zip(&ids)
            .map(|(r, id)| Rolled {
                text: &r.result,
                total: r.total,
                id: Some(id),
            })
            .collect();
        Some(Reply {
            text: with_period(req, self.render_several(req, shape, &rolled), &records),
            roll_id: records.first().map(|r| r.shown),
            logged_before: true,
            ..Reply::default()
        })
    }

    fn render_several(&self, req: &Request, shape: &Shape<'_>, rolled: &[Rolled<'_>]) -> String {
        let surface = req.platform.surface();
        let words = self.texts.words(req.locale);
        match shape {
            Shape::Sentence(pieces, _) => render_sentence(surface, &words, pieces, rolled),
            _ => render_set(surface, &words, rolled),
        }
    }

    /// An inline message names who rolled, above the rolls.
    fn framed(&self, req: &Request, text: String) -> String {
        let by = self.say(req, "roll-by", &[("user", &req.user.name)]);
        let framed = format!("{by}\n{text}");
        let surface: Surface = req.platform.surface();
        if surface.length(&framed) <= surface.budget() {
            framed
        } else {
            text
        }
    }
}

impl<'a> Shape<'a> {
    /// What a hint covers: the formulas to hint, and how many times a set rolls them.
    pub(crate) fn hinted(&self, formula: &'a str) -> (Vec<&'a str>, Option<usize>) {
        match self {
            Shape::One(_) => (vec![formula], None),
            Shape::Set(set, _) => (vec![set.formula], Some(set.count)),
            Shape::Sentence(pieces, _) => (rolls_in(pieces).collect(), None),
        }
    }

    /// The notation settled on the way, if it was.
    pub(crate) fn dialect(&self) -> Option<Dialect> {
        match self {
            Shape::One(d) => *d,
            Shape::Set(_, d) | Shape::Sentence(_, d) => Some(*d),
        }
    }
}

/// Hints of the formulas [`Shape::hinted`] names, joined: `6 × 4d6kh3 → 12.24 (3–18)`,
/// `1d20+5 → 15.5 (6–25) · 2d6+3 → 10 (5–15)`.
pub(crate) fn joined_hints(hints: Vec<String>, times: Option<usize>) -> String {
    let joined = hints.join(" · ");
    match times {
        Some(n) => format!("{n} × {joined}"),
        None => joined,
    }
}

/// The rolls' text with the period whose seed keyed their dice at the end of its last line
/// (one request, one stream: all of them share it), when it fits.
fn with_period<'r>(
    req: &Request,
    text: String,
    records: impl IntoIterator<Item = &'r RollRecord>,
) -> String {
    let Some(fair) = records.into_iter().find_map(|r| r.fair.as_ref()) else {
        return text;
    };
    let surface = req.platform.surface();
    let tagged = format!("{text}  {}", period_tag(fair.period));
    if surface.length(&tagged) <= surface.budget() {
        tagged
    } else {
        text
    }
}

/// The formulas of a sentence, in order.
fn rolls_in<'p, 'a>(pieces: &'p [Piece<'a>]) -> impl Iterator<Item = &'a str> + 'p {
    pieces.iter().filter_map(|p| match p {
        Piece::Roll(f) => Some(*f),
        Piece::Text(_) => None,
    })
}
