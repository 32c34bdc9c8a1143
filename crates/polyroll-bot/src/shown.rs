//! How plain values are written into replies and pages: times, fair periods, page links,
//! and text cut to fit a surface. Shared by every kind of reply, so kept apart from all of
//! them: no reply's module imports another's for these.

use polyroll_render::Surface;
use polyroll_store::{Place, RollId};

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

/// The period a fair roll's dice were keyed in, as its replies show it: `⚖ 2026-12-06`
/// for a period starting at midnight UTC (a day's), else `⚖ 2026-12-06 13:30:00 UTC`.
pub(crate) fn period_tag(starts_at: i64) -> String {
    let when = utc(starts_at);
    let when = when.strip_suffix(" 00:00:00 UTC").unwrap_or(&when);
    format!("⚖ {when}")
}

/// Lines from the top while they fit the surface's budget.
pub(crate) fn fit_lines(surface: Surface, lines: Vec<String>) -> String {
    let mut out = String::new();
    for line in lines {
        let extra = usize::from(!out.is_empty()) + surface.length(&line);
        if surface.length(&out) + extra > surface.budget().saturating_sub(2) {
            out.push_str("\n…");
            break;
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&line);
    }
    out
}

/// `s` cut to `max` characters, an ellipsis marking the cut.
pub(crate) fn cut(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        return s.to_string();
    }
    let mut t: String = s.chars().take(max.saturating_sub(1)).collect();
    t.push('…');
    t
}

/// Whether a roll made at `place` has a page, and so a link: made in the open (in a chat,
/// or inline), never a secret, GM or private roll.
pub(crate) fn has_page(place: Place) -> bool {
    matches!(place, Place::Chat | Place::Inline)
}

/// The address of roll `id`'s page, when `POLYROLL_PUBLIC_URL` says where pages are.
pub(crate) fn page_url(base: Option<&str>, id: RollId) -> Option<String> {
    let base = base?.trim_end_matches('/');
    matches!(id, RollId::Drawn(_)).then(|| format!("{base}/r/{id}"))
}

/// `url` as a link on `surface`: as it is in Discord's Markdown, where escaping its `.` and
/// `:` would stop it being a link (a URL holds no markup Discord reads), else escaped.
pub(crate) fn link_text(surface: Surface, url: &str) -> String {
    match surface {
        Surface::Discord => url.to_string(),
        other => other.escape(url),
    }
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
