//! `/verify ID`: a logged roll shown again — who, when (UTC), where, the notation, what was
//! typed, the aliases as they were and every die — to those who may see it. Anyone in the
//! chat where it was made may, and the roller anywhere; a roll of another chat answers
//! exactly like an id that was never logged, so ids leak nothing. A GM roll's dice are the
//! roller's and the GMs' to see; to everyone else in its chat it proves only that it happened.

use polyroll_render::Surface;
use polyroll_store::{Place, RollRecord};

use crate::rolls::fit_lines;
use crate::{Bot, Locale, Reply, Request};

/// Who is asking, as far as a roll's visibility goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Viewer {
    /// May not know the roll exists.
    Stranger,
    /// Sees that it happened, not its dice (a GM roll seen by a player).
    Witness,
    /// Sees everything.
    Full,
}

fn viewer(req: &Request, record: &RollRecord) -> Viewer {
    if record.platform != req.platform.name() {
        return Viewer::Stranger;
    }
    if record.user == req.user.id {
        return Viewer::Full;
    }
    let same_chat = record.chat.is_some() && record.chat.as_deref() == req.chat_id();
    match record.place {
        // An inline message is posted where its sender chose, and Telegram does not tell
        // which chat that was: the message itself is public, so its roll is too.
        Place::Inline => Viewer::Full,
        Place::Chat if same_chat => Viewer::Full,
        Place::Gm if same_chat && req.chat.as_ref().is_some_and(|c| c.gm) => Viewer::Full,
        Place::Gm if same_chat => Viewer::Witness,
        Place::Chat | Place::Private | Place::Gm => Viewer::Stranger,
    }
}

impl Bot {
    pub(crate) async fn verify(&self, req: &Request, id: Option<&str>) -> Reply {
        let Some(id) = id else {
            return Reply::text(self.say(req, "verify-usage", &[]));
        };
        let unknown = || Reply::text(self.say(req, "verify-unknown", &[("id", id)]));
        let Ok(number) = id.trim_start_matches('#').parse::<i64>() else {
            return unknown();
        };
        let record = match self.store.roll_by_id(number).await {
            Ok(Some(record)) => record,
            Ok(None) => return unknown(),
            Err(e) => return Reply::text(self.store_failure(req, &e)),
        };
        match viewer(req, &record) {
            Viewer::Stranger => unknown(),
            viewer => Reply::text(self.verified(
                self.surface(req),
                req.locale,
                &record,
                viewer == Viewer::Full,
                record.chat.is_some() && record.chat.as_deref() == req.chat_id(),
            )),
        }
    }

    /// A roll as the operator sees it (`polyroll verify ID`, on the machine that holds the
    /// store): everything, in plain text. `None` when no roll has that id.
    pub async fn verify_any(&self, id: i64) -> Result<Option<String>, String> {
        let record = self.store.roll_by_id(id).await.map_err(|e| e.to_string())?;
        Ok(record.map(|r| self.verified(Surface::Plain, Locale::En, &r, true, false)))
    }

    fn verified(
        &self,
        surface: Surface,
        locale: Locale,
        record: &RollRecord,
        dice: bool,
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
        };
        let mut lines = vec![
            say(
                "verify-header",
                &[
                    ("id", &record.id.to_string()),
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
        if !dice {
            lines.push(say("verify-gm-hidden", &[]));
            return fit_lines(surface, lines);
        }
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
