//! `/verify ID`: a logged roll shown again — who, when (UTC), where, the notation, what was
//! typed, the aliases as they were and every die — to those who may see it: the roller
//! anywhere; a roll made for a chat to those in the channel or chat where it was shown; a
//! GM roll to the server's GMs; a secret roll and a private one to nobody else. To anyone
//! else a roll answers exactly like an id that was never logged, so ids leak nothing.

use polyroll_core::ServerSeed;
use polyroll_render::Surface;
use polyroll_store::{unix_now, FairRoll, Place, RerollLink, RollId, RollRecord, SeedPeriod};

use crate::shown::{fit_lines, has_page, link_text, page_url, period_tag, utc};
use crate::{Bot, Locale, Reply, Request};

/// Whether `req` may see `record`. A public roll is seen from its channel only, not from
/// the whole server: a server's channels are not all open to all its members.
pub(crate) fn may_see(req: &Request, record: &RollRecord) -> bool {
    if record.platform != req.platform.name() {
        return false;
    }
    if record.user == req.user.id {
        return true;
    }
    let same_channel = record.channel.is_some() && record.channel.as_deref() == req.channel_id();
    let same_chat = record.chat.is_some() && record.chat.as_deref() == req.chat_id();
    match record.place {
        Place::Chat => same_channel,
        // Telegram does not say where an inline message went: without a chat, its roller
        // alone may show it again.
        Place::Inline => same_channel,
        // The GM role is the server's: its GMs see its GM rolls from any of its channels.
        Place::Gm => same_chat && req.chat.as_ref().is_some_and(|c| c.gm),
        Place::Private | Place::Secret => false,
    }
}

impl Bot {
    pub(crate) async fn verify(&self, req: &Request, id: Option<&str>) -> Reply {
        let Some(id) = id else {
            return Reply::text(self.say(req, "verify-usage", &[]));
        };
        let unknown = || Reply::text(self.say(req, "verify-unknown", &[("id", id)]));
        let Some(shown) = RollId::parse(id) else {
            return unknown();
        };
        let record = match self.store.roll_by_shown(shown).await {
            Ok(Some(record)) => record,
            Ok(None) => return unknown(),
            Err(e) => return Reply::text(self.store_failure(req, &e)),
        };
        if !may_see(req, &record) {
            return unknown();
        }
        let here = record.channel.is_some() && record.channel.as_deref() == req.channel_id();
        let fair = self.fair_of(&record).await;
        let chain = self.chain_of(&record).await;
        let mut text = self.verified(self.surface(req), req.locale, &record, here, fair, &chain);
        // A roll made in the open has a page anyone may open.
        if has_page(record.place) {
            if let Some(url) = page_url(self.public_url.as_deref(), record.shown) {
                let surface = self.surface(req);
                let url = link_text(surface, &url);
                let line = self.texts.get(req.locale, "verify-page", &[("url", &url)]);
                if surface.length(&text) + surface.length(&line) < surface.budget() {
                    text = format!("{line}\n{text}");
                }
            }
        }
        Reply::text(text)
    }

    /// The period of a fair roll as anyone may see it now: its commitment, and its seed
    /// once revealed. `None` for a roll not drawn from the fair source.
    pub(crate) async fn fair_of(&self, record: &RollRecord) -> Option<FairView> {
        let fair = record.fair.as_ref()?;
        match self.store.fair_period(fair.period, unix_now()).await {
            Ok(Some((period, seed))) => Some(FairView::Known(period, seed)),
            Ok(None) => Some(FairView::Missing),
            Err(e) => {
                self.log_failure(&e);
                Some(FairView::Missing)
            }
        }
    }

    /// The chain of rerolls `record` belongs to (empty when it has none, or when the store
    /// cannot say: the roll still shows).
    pub(crate) async fn chain_of(&self, record: &RollRecord) -> Vec<RerollLink> {
        match self.store.reroll_chain(record.id).await {
            Ok(chain) => chain,
            Err(e) => {
                self.log_failure(&e);
                Vec::new()
            }
        }
    }

    /// A roll as the operator sees it (`polyroll verify ID`, on the machine that holds the
    /// store): everything, in plain text. `None` when no roll has that id.
    pub async fn verify_any(&self, id: &str) -> Result<Option<String>, String> {
        let Some(shown) = RollId::parse(id) else {
            return Ok(None);
        };
        let record = self
            .store
            .roll_by_shown(shown)
            .await
            .map_err(|e| e.to_string())?;
        let Some(record) = record else {
            return Ok(None);
        };
        let fair = self.fair_of(&record).await;
        let chain = self.chain_of(&record).await;
        Ok(Some(self.verified(
            Surface::Plain,
            Locale::En,
            &record,
            false,
            fair,
            &chain,
        )))
    }

    fn verified(
        &self,
        surface: Surface,
        locale: Locale,
        record: &RollRecord,
        here: bool,
        fair: Option<FairView>,
        chain: &[RerollLink],
    ) -> String {
        let say = |id: &str, args: &[(&str, &str)]| {
            let escaped: Vec<(&str, String)> =
                args.iter().map(|(k, v)| (*k, surface.escape(v))).collect();
            let args: Vec<(&str, &str)> = escaped.iter().map(|(k, v)| (*k, v.as_str())).collect();
            self.texts.get(locale, id, &args)
        };
        let who = record.user_name.as_deref().unwrap_or(&record.user);
        let place = match (record.place, here) {
            (Place::Chat, true) => "verify-place-here",
            (Place::Chat, false) => "verify-place-chat",
            (Place::Private, _) => "verify-place-private",
            (Place::Inline, _) => "verify-place-inline",
            (Place::Gm, _) => "verify-place-gm",
            (Place::Secret, _) => "verify-place-secret",
        };
        let mut lines = vec![
            say(
                "verify-header",
                &[
                    ("id", &record.shown.to_string()),
                    ("user", who),
                    ("userid", &record.user),
                    ("when", &utc(record.created_at)),
                ],
            ),
            format!(
                "{} · {}",
                say(place, &[]),
                say("verify-dialect", &[("dialect", &record.dialect)])
            ),
        ];
        lines.push(say("verify-typed", &[("formula", &record.input)]));
        let rerolls = self.reroll_lines(&say, record, chain);
        // A reroll's kept dice come from the roll before it, not from its fair stream: the
        // stream's faces are only those rolled again, and the formula alone does not
        // recompute it.
        let whole = chain
            .iter()
            .position(|link| link.id == record.id)
            .is_none_or(|at| at == 0);
        lines.extend(rerolls);
        if let (Some(inputs), Some(view)) = (&record.fair, fair) {
            lines.extend(fair_lines(surface, &say, record, inputs, view, whole));
        }
        let detail = record.detail.as_deref().unwrap_or(&record.result);
        let head = fit_lines(surface, lines);
        // The detail is plain text with every die; a block shows it literally anywhere.
        let room = surface.budget().saturating_sub(surface.length(&head) + 16);
        let mut shown = detail.to_string();
        while surface.length(&surface.block(&shown)) > room && !shown.is_empty() {
            let keep = shown.chars().count().saturating_mul(9) / 10;
            shown = shown.chars().take(keep).collect::<String>() + "…";
            if keep == 0 {
                shown.clear();
            }
        }
        format!("{head}\n{}", surface.block(&shown))
    }
}

/// A fixed text by id, its arguments escaped for the surface.
pub(crate) type Say<'a> = dyn Fn(&str, &[(&str, &str)]) -> String + 'a;

/// A fair roll's period as `/verify` may show it.
pub(crate) enum FairView {
    /// The period, and its seed once revealed.
    Known(SeedPeriod, Option<ServerSeed>),
    /// The store no longer holds the period (or could not say).
    Missing,
}

/// What `/verify` says of a fair roll: before the reveal, the period's commitment and
/// when its seed comes out; after, the seed, the inputs, the roll's faces and the two
/// commands that recompute them (the engine's only for a `whole` roll, whose every die came
/// from its stream).
fn fair_lines(
    surface: Surface,
    say: &Say<'_>,
    record: &RollRecord,
    inputs: &FairRoll,
    view: FairView,
    whole: bool,
) -> Vec<String> {
    let (period, seed) = match view {
        FairView::Known(period, seed) => (period, seed),
        FairView::Missing => return vec![say("verify-fair-missing", &[])],
    };
    let when = period_tag(period.starts_at);
    let when = when.trim_start_matches("⚖ ");
    let Some(seed) = seed else {
        return vec![say(
            "verify-fair-sealed",
            &[
                ("period", when),
                ("commitment", &period.commitment),
                ("reveal", &utc(period.reveal_at)),
            ],
        )];
    };
    let seed = seed.to_hex();
    let player = shell_word(&inputs.player);
    let faces_count = inputs.faces.split_whitespace().count().to_string();
    let dice: Vec<String> = inputs.dice.split_whitespace().map(shell_word).collect();
    let python = format!(
        "{seed} {} {player} {}",
        shell_word(&inputs.request),
        dice.join(" ")
    );
    let mut lines = vec![
        say(
            "verify-fair-open",
            &[
                ("period", when),
                ("seed", &seed),
                ("commitment", &period.commitment),
            ],
        ),
        say(
            "verify-fair-inputs",
            &[("request", &inputs.request), ("player", &player)],
        ),
        say(
            "verify-fair-faces",
            &[("count", &faces_count), ("faces", &inputs.faces)],
        ),
        say("verify-fair-python", &[]),
        // A block: the command as it is to be typed, literal on every surface.
        surface.block(&format!("python3 fairness.py {python}")),
    ];
    // The engine recomputes a roll whose dice open its request's stream (a single roll,
    // or the first of a set): the formula as typed, in its notation.
    if whole && dice.len() == inputs.faces.split_whitespace().count() {
        let polyroll = format!(
            "--seed {seed} --request {} --player {player} --commitment {} --faces {} \
             --dialect {} -- {}",
            shell_word(&inputs.request),
            period.commitment,
            inputs
                .faces
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(","),
            record.dialect,
            shell_word(&record.input),
        );
        lines.push(say("verify-fair-polyroll", &[]));
        lines.push(surface.block(&format!("polyroll fair check {polyroll}")));
    }
    lines
}

/// `word` as one shell word: as is when plainly safe, else in single quotes.
pub(crate) fn shell_word(word: &str) -> String {
    let safe = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | ':' | ',' | '/'));
    if safe {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}
