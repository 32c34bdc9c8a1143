//! `/l/{token}`: a session log page, opened by a link `/log` gave a chat administrator.
//! The rolls one channel saw in the open during the link's window (never a secret, GM or
//! private roll, never another channel's), a summary per player, and a fairness view: for
//! the d20s, and every die size rolled often enough, the count of each face against what a
//! fair die expects, with Pearson's chi-square and its p-value and a small SVG chart.
//!
//! A token never drawn, an expired link and a revoked one all get the roll pages' 404,
//! after the same single query.

use std::collections::BTreeMap;
use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use polyroll_chart::face_counts_svg;
use polyroll_store::{unix_now, RollRecord, SessionLink};

use super::{esc, locale_of, not_found, page};
use crate::chi_square::FaceTest;
use crate::shown::utc;
use crate::{Bot, Locale};

/// The most rolls one page lists (the newest of the window when there are more).
pub const MAX_LOG_ROLLS: u32 = 1_000;

/// The die every table game rolls most: its test is always shown.
const D20: u32 = 20;

/// The largest die whose faces the fairness view counts.
const MAX_SIDES: u32 = 1_000;

/// What the log page adds to the pages' style: tables, the charts, the roll list.
const LOG_STYLE: &str = "table{border-collapse:collapse;width:100%;font-size:.95rem}\
th,td{text-align:left;padding:.3rem .4rem;border-bottom:1px solid #ddd}\
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}\
.wide{overflow-x:auto}svg.faces{width:100%;max-width:32rem;height:auto;display:block;\
margin:.4rem 0}.verdict{margin:.2rem 0 1rem}ol.rolls{list-style:none;padding:0}\
ol.rolls li{padding:.5rem 0;border-bottom:1px solid #e4e4e4;overflow-wrap:anywhere}\
.when{color:#555;font-size:.85rem}ol.rolls pre{white-space:pre-wrap;margin:.2rem 0}\
.muted{color:#555}h3{font-size:1.1rem;margin:1rem 0 .2rem}ol.rolls .when{display:block}\
@media(max-width:30rem){table{font-size:.85rem}th,td{padding:.3rem .25rem}}";

pub(super) async fn log_page(
    State(bot): State<Arc<Bot>>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    let locale = locale_of(&headers);
    let link = match bot.store.session_link(&token, unix_now()).await {
        Ok(Some(link)) => link,
        Ok(None) => return not_found(&bot, locale),
        Err(e) => return bot.page_down(locale, &e),
    };
    // One more than shown, to know whether some were left out.
    let rolls = match bot.store.session_rolls(&link, MAX_LOG_ROLLS + 1).await {
        Ok(rolls) => rolls,
        Err(e) => return bot.page_down(locale, &e),
    };
    page(StatusCode::OK, bot.log_html(locale, &link, rolls))
}

/// One player's line of the summary.
#[derive(Default)]
struct Player {
    name: String,
    rolls: u64,
    dice: u64,
    d20s: u64,
    d20_sum: u64,
    twenties: u64,
    ones: u64,
}

/// The faces of one roll's dice that the fairness view counts: `(sides, face)` for each
/// `dN` die of the roll's fair inputs (a Fate die, a range or a list of faces is left out).
fn counted_faces(record: &RollRecord) -> Vec<(u32, u32)> {
    let Some(fair) = &record.fair else {
        return Vec::new();
    };
    let faces: Vec<&str> = fair.faces.split_whitespace().collect();
    let dice: Vec<&str> = fair.dice.split_whitespace().collect();
    let mine = dice
        .get(dice.len().saturating_sub(faces.len())..)
        .unwrap_or_default();
    mine.iter()
        .zip(&faces)
        .filter_map(|(die, face)| {
            let sides: u32 = die.strip_prefix('d')?.parse().ok()?;
            let face: u32 = face.parse().ok()?;
            ((2..=MAX_SIDES).contains(&sides) && (1..=sides).contains(&face))
                .then_some((sides, face))
        })
        .collect()
}

/// A number as the reader writes it: a decimal comma in French and Russian.
fn decimal(locale: Locale, text: String) -> String {
    match locale {
        Locale::En => text,
        Locale::Ru | Locale::Fr => text.replace('.', ","),
    }
}

/// A p-value to four decimals, or "< 0.0001".
fn p_text(locale: Locale, p: f64) -> String {
    if p < 0.0001 {
        decimal(locale, "< 0.0001".into())
    } else {
        decimal(locale, format!("{p:.4}"))
    }
}

impl Bot {
    fn page_down(&self, locale: Locale, e: &polyroll_store::StoreError) -> Response {
        self.log_failure(e);
        page(
            StatusCode::SERVICE_UNAVAILABLE,
            self.page_html(locale, &self.text(locale, "page-down"), String::new()),
        )
    }

    fn log_html(&self, locale: Locale, link: &SessionLink, mut rolls: Vec<RollRecord>) -> String {
        let cut = rolls.len() > MAX_LOG_ROLLS as usize;
        if cut {
            // The newest are kept: the list is oldest first.
            rolls.drain(..rolls.len() - MAX_LOG_ROLLS as usize);
        }
        let mut body = format!("<style>{LOG_STYLE}</style>");
        body.push_str(&format!(
            "<p>{}</p>",
            esc(&self.text_with(
                locale,
                "log-page-window",
                &[
                    ("from", &utc(link.starts_at)),
                    ("to", &utc(link.ends_at)),
                    ("count", &rolls.len().to_string()),
                    ("expires", &utc(link.expires_at)),
                ],
            ))
        ));
        if cut {
            body.push_str(&format!(
                "<p class=\"muted\">{}</p>",
                esc(&self.text_with(
                    locale,
                    "log-page-cut",
                    &[("max", &MAX_LOG_ROLLS.to_string())]
                ))
            ));
        }
        if rolls.is_empty() {
            body.push_str(&format!(
                "<p>{}</p>",
                esc(&self.text(locale, "log-page-empty"))
            ));
        } else {
            body.push_str(&self.players_html(locale, &rolls));
            body.push_str(&self.fairness_html(locale, &rolls));
            body.push_str(&self.rolls_html(locale, &rolls));
        }
        self.page_html(locale, &self.text(locale, "log-page-title"), body)
    }

    /// Each player's rolls, dice, and d20s: how many, their mean, the 20s and the 1s.
    fn players_html(&self, locale: Locale, rolls: &[RollRecord]) -> String {
        let mut players: BTreeMap<&str, Player> = BTreeMap::new();
        for record in rolls {
            let player = players.entry(record.user.as_str()).or_default();
            // The name shown last (the list is oldest first).
            player.name = record
                .user_name
                .clone()
                .unwrap_or_else(|| record.user.clone());
            player.rolls += 1;
            for (sides, face) in counted_faces(record) {
                player.dice += 1;
                if sides == D20 {
                    player.d20s += 1;
                    player.d20_sum += u64::from(face);
                    player.twenties += u64::from(face == 20);
                    player.ones += u64::from(face == 1);
                }
            }
        }
        let mut players: Vec<Player> = players.into_values().collect();
        players.sort_by(|a, b| b.rolls.cmp(&a.rolls).then_with(|| a.name.cmp(&b.name)));
        let head = |id: &str, numeric: bool| {
            format!(
                "<th{}>{}</th>",
                if numeric { " class=\"n\"" } else { "" },
                esc(&self.text(locale, id))
            )
        };
        let mut out = format!(
            "<section id=\"players\"><h2>{}</h2><div class=\"wide\"><table><thead><tr>{}{}{}{}{}{}</tr></thead><tbody>",
            esc(&self.text(locale, "log-page-players")),
            head("log-page-player", false),
            head("log-page-rolls", true),
            head("log-page-dice", true),
            head("log-page-d20-mean", true),
            head("log-page-d20-top", true),
            head("log-page-d20-bottom", true),
        );
        for p in &players {
            let mean = if p.d20s == 0 {
                "–".to_string()
            } else {
                decimal(locale, format!("{:.1}", p.d20_sum as f64 / p.d20s as f64))
            };
            out.push_str(&format!(
                "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>\
                 <td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
                esc(&p.name),
                p.rolls,
                p.dice,
                esc(&mean),
                p.twenties,
                p.ones
            ));
        }
        out.push_str("</tbody></table></div></section>");
        out
    }

    /// The faces of each die size against a fair die's: always the d20, and every other
    /// size with enough rolls for the test to mean something.
    fn fairness_html(&self, locale: Locale, rolls: &[RollRecord]) -> String {
        let mut sizes: BTreeMap<u32, Vec<u64>> = BTreeMap::new();
        for record in rolls {
            for (sides, face) in counted_faces(record) {
                let counts = sizes
                    .entry(sides)
                    .or_insert_with(|| vec![0; sides as usize]);
                if let Some(count) = counts.get_mut(face as usize - 1) {
                    *count += 1;
                }
            }
        }
        let mut out = format!(
            "<section id=\"fairness\"><h2>{}</h2>",
            esc(&self.text(locale, "log-page-fair-header")),
        );
        let tests: Vec<FaceTest> = sizes.into_values().filter_map(FaceTest::new).collect();
        let d20 = tests.iter().find(|t| t.sides == D20);
        match d20 {
            Some(test) => out.push_str(&self.face_test_html(locale, test)),
            None => out.push_str(&format!(
                "<p class=\"muted\">{}</p>",
                esc(&self.text(locale, "log-page-no-d20"))
            )),
        }
        for test in tests.iter().filter(|t| t.sides != D20 && t.enough()) {
            out.push_str(&self.face_test_html(locale, test));
        }
        // How to read them, after them: a phone's first screen reaches the d20's verdict.
        out.push_str(&format!(
            "<p>{}</p></section>",
            esc(&self.text(locale, "log-page-fair-intro"))
        ));
        out
    }

    fn face_test_html(&self, locale: Locale, test: &FaceTest) -> String {
        let die = format!("d{}", test.sides);
        let rolls = test.rolls.to_string();
        let mut out = format!(
            "<h3>{}</h3>",
            esc(&self.text_with(locale, "log-page-die", &[("die", &die), ("count", &rolls)]))
        );
        let label = self.text_with(
            locale,
            "log-page-chart",
            &[
                ("die", &die),
                (
                    "expected",
                    &decimal(locale, format!("{:.1}", test.expected)),
                ),
            ],
        );
        out.push_str(&face_counts_svg(&label, &test.counts, test.expected));
        let verdict = if test.enough() {
            self.text_with(
                locale,
                "log-page-chi",
                &[
                    ("chi", &decimal(locale, format!("{:.2}", test.chi_square))),
                    ("df", &test.freedom.to_string()),
                    ("p", &p_text(locale, test.p_value)),
                    (
                        "expected",
                        &decimal(locale, format!("{:.1}", test.expected)),
                    ),
                ],
            )
        } else {
            self.text_with(
                locale,
                "log-page-too-few",
                &[
                    ("die", &die),
                    ("needed", &(u64::from(test.sides) * 5).to_string()),
                ],
            )
        };
        out.push_str(&format!("<p class=\"verdict\">{}</p>", esc(&verdict)));
        // Every count, for readers who want the numbers behind the bars.
        out.push_str(&format!(
            "<details><summary>{}</summary><div class=\"wide\"><table><thead><tr><th>{}</th>\
             <th class=\"n\">{}</th></tr></thead><tbody>",
            esc(&self.text(locale, "log-page-counts")),
            esc(&self.text(locale, "log-page-face")),
            esc(&self.text(locale, "log-page-times")),
        ));
        for (i, count) in test.counts.iter().enumerate() {
            out.push_str(&format!(
                "<tr><td>{}</td><td class=\"n\">{count}</td></tr>",
                i + 1
            ));
        }
        out.push_str("</tbody></table></div></details>");
        out
    }

    /// Every roll, oldest first: when, who, what was typed, the dice as shown, its page.
    fn rolls_html(&self, locale: Locale, rolls: &[RollRecord]) -> String {
        let mut out = format!(
            "<section id=\"rolls\"><h2>{}</h2><ol class=\"rolls\">",
            esc(&self.text(locale, "log-page-rolls-header"))
        );
        for record in rolls {
            let who = record.user_name.as_deref().unwrap_or(&record.user);
            let id = record.shown.to_string();
            out.push_str(&format!(
                "<li><span class=\"when\">{}</span> <b>{}</b> <code>{}</code> \
                 <a href=\"/r/{}\">#{}</a><div>{}</div></li>",
                esc(&utc(record.created_at)),
                esc(who),
                esc(&record.input),
                esc(&id),
                esc(&id),
                self.shown_roll(locale, record)
            ));
        }
        out.push_str("</ol></section>");
        out
    }
}

#[cfg(test)]
mod tests {
    use polyroll_store::{FairRoll, RollId};

    use super::*;

    fn record(dice: &str, faces: &str) -> RollRecord {
        RollRecord {
            id: 1,
            shown: RollId::Drawn(1),
            platform: "telegram".into(),
            user: "1".into(),
            user_name: None,
            chat: None,
            channel: None,
            place: polyroll_store::Place::Chat,
            detail: None,
            input: String::new(),
            canonical: String::new(),
            dialect: "standard".into(),
            result: String::new(),
            total: None,
            key: None,
            created_at: 0,
            fair: Some(FairRoll {
                dice: dice.into(),
                faces: faces.into(),
                ..FairRoll::default()
            }),
        }
    }

    #[test]
    fn only_this_rolls_plain_dice_are_counted() {
        // A set's second roll: the request's dice before it are another roll's.
        let r = record("d20 d20 d6 dF 1..100 [1,5,10] d20", "3 -1 57 5 20");
        assert_eq!(counted_faces(&r), [(6, 3), (20, 20)]);
        // A face out of its die's range is not a face of it.
        assert_eq!(counted_faces(&record("d6 d6", "7 0")), []);
        assert_eq!(counted_faces(&record("d1 d20", "1 21")), []);
    }

    #[test]
    fn numbers_in_the_readers_language() {
        assert_eq!(p_text(Locale::En, 0.019_905), "0.0199");
        assert_eq!(p_text(Locale::Fr, 0.5), "0,5000");
        assert_eq!(p_text(Locale::Ru, 1e-9), "< 0,0001");
    }
}
