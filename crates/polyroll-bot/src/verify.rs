//! `/verify ID`: a logged roll shown again — who, when (UTC), where, the notation, what was
//! typed, the aliases as they were and every die — to those who may see it: the roller
//! anywhere; a roll made for a chat to those in the channel or chat where it was shown; a
//! GM roll to the server's GMs; a secret roll and a private one to nobody else. To anyone
//! else a roll answers exactly like an id that was never logged, so ids leak nothing.

use polyroll_render::Surface;
use polyroll_store::{Place, RollId, RollRecord};

use crate::rolls::fit_lines;
use crate::{Bot, Locale, Reply, Request};

/// Whether `req` may see `record`. A public roll is seen from its channel only, not from
/// the whole server: a server's channels are not all open to all its members.
fn may_see(req: &Request, record: &RollRecord) -> bool {
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
        Reply::text(self.verified(self.surface(req), req.locale, &record, here))
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
        Ok(record.map(|r| self.verified(Surface::Plain, Locale::En, &r, false)))
    }

    fn verified(
        &self,
        surface: Surface,
        locale: Locale,
        record: &RollRecord,
        here: bool,
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

/// Unix seconds as `2026-12-03 19:55:12 UTC` (the proleptic Gregorian calendar, from
/// Howard Hinnant's days-from-civil algorithm, to keep a date crate out of the bot).
pub(crate) fn utc(seconds: i64) -> String {
    let days = seconds.div_euclid(86_400);
    let secs = seconds.rem_euclid(86_400);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}:{:02} UTC",
        secs / 3_600,
        secs % 3_600 / 60,
        secs % 60
    )
}

#[cfg(test)]
mod tests {
    use super::utc;

    #[test]
    fn times_read_in_utc() {
        assert_eq!(utc(0), "1970-01-01 00:00:00 UTC");
        assert_eq!(utc(951_782_400), "2000-02-29 00:00:00 UTC");
        assert_eq!(utc(1_796_327_712), "2026-12-03 19:55:12 UTC");
    }
}
