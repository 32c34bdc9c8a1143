//! Public pages on the bot's HTTP server (`POLYROLL_HTTP_ADDR`): `/r/{id}`, one roll made
//! in the open — the formula as typed, its dice with the dropped ones struck, the total,
//! who rolled and when, the period's commitment, and once the seed is revealed a "check it
//! yourself" that recomputes the faces in the reader's browser (WebCrypto, `check.js`)
//! and marks each die. Plain server-rendered HTML, nothing from elsewhere, localised by
//! the browser's `Accept-Language`.
//!
//! Only a roll made for a chat or inline is a page: a secret, GM or private roll, an old
//! numbered id and an id never drawn all get the same 404, with the same body and
//! headers, after the same single store query.

mod limits;

use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::sync::Arc;
use std::time::Instant;

use axum::extract::{ConnectInfo, Path, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use polyroll_core::{Dialect, Roller, ScriptedSource};
use polyroll_render::{render_in, Surface};
use polyroll_store::{FairRoll, RerollLink, RollId, RollRecord, SeedPeriod};

pub(crate) use limits::PageLimits;

use crate::rerolls::kept_dice;
use crate::shown::{has_page, utc};
use crate::verify::FairView;
use crate::{Bot, Locale};

mod log;

/// The check's script, served from this server: the pages load nothing from elsewhere.
const CHECK_JS: &str = include_str!("pages/check.js");

/// Nothing but this server's own script and the page's own styles.
const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; \
                   img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// The page routes, for the bot's HTTP server, each client held to its page rate.
pub(crate) fn routes(bot: Arc<Bot>) -> Router {
    Router::new()
        .route("/r/check.js", get(script))
        .route("/r/{id}", get(roll_page))
        .route("/l/{token}", get(log::log_page))
        .layer(middleware::from_fn_with_state(Arc::clone(&bot), limited))
        .with_state(bot)
}

/// Refuses a client over its page rate ([`limits`]) with 429 and when to come back.
async fn limited(State(bot): State<Arc<Bot>>, request: Request, next: Next) -> Response {
    // A router driven without a server (no peer): every request shares one allowance.
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V6(Ipv6Addr::UNSPECIFIED), |info| info.0.ip());
    // Several header lines read as one list, in order.
    let forwarded: Vec<&str> = request
        .headers()
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect();
    let forwarded = (!forwarded.is_empty()).then(|| forwarded.join(","));
    let client = bot.page_limits.client(peer, forwarded.as_deref());
    let Err(wait) = bot.page_limits.admit(client, Instant::now()) else {
        return next.run(request).await;
    };
    let locale = locale_of(request.headers());
    let title = bot.text(locale, "page-too-many");
    let why = bot.text_with(
        locale,
        "page-too-many-why",
        &[("seconds", &wait.to_string())],
    );
    let body = format!("<p>{}</p>", esc(&why));
    let mut response = page(
        StatusCode::TOO_MANY_REQUESTS,
        bot.page_html(locale, &title, body),
    );
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from(wait));
    response
}

async fn script() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        CHECK_JS,
    )
        .into_response()
}

fn locale_of(headers: &HeaderMap) -> Locale {
    let first = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split([',', ';']).next())
        .map(str::trim);
    Locale::from_tag(first)
}

async fn roll_page(
    State(bot): State<Arc<Bot>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Response {
    let locale = locale_of(&headers);
    // Only drawn ids: an old roll's number could be counted through.
    let found = match RollId::parse(&id) {
        Some(RollId::Drawn(value)) => bot.store.public_roll(value).await,
        _ => Ok(None),
    };
    let record = match found {
        Ok(Some(record)) => record,
        Ok(None) => return not_found(&bot, locale),
        Err(e) => {
            bot.log_failure(&e);
            return page(
                StatusCode::SERVICE_UNAVAILABLE,
                bot.page_html(locale, &bot.text(locale, "page-down"), String::new()),
            );
        }
    };
    let fair = bot.fair_of(&record).await;
    let chain = bot.chain_of(&record).await;
    page(StatusCode::OK, bot.roll_html(locale, &record, fair, &chain))
}

/// One answer for every roll that is not a page, whatever the reason.
fn not_found(bot: &Bot, locale: Locale) -> Response {
    let title = bot.text(locale, "page-not-found");
    let body = format!("<p>{}</p>", esc(&bot.text(locale, "page-not-found-why")));
    page(StatusCode::NOT_FOUND, bot.page_html(locale, &title, body))
}

fn page(status: StatusCode, html: String) -> Response {
    let mut response = (status, html).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// `text` safe in HTML text and in a quoted attribute.
fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

const STYLE: &str = "body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1rem;\
color:#1b1b1b;background:#fafafa}main{max-width:44rem;margin:0 auto}\
h1{font-size:1.4rem;margin:.2rem 0 1rem}h2{font-size:1.2rem;margin:0 0 .4rem}\
code,.hex{font-family:ui-monospace,monospace}.hex{word-break:break-all;font-size:.85rem}\
.roll{font-size:1.25rem;padding:.8rem;background:#fff;border:1px solid #ddd;\
border-radius:.4rem;overflow-wrap:anywhere}dl{display:grid;\
grid-template-columns:fit-content(40%) minmax(0,1fr);gap:.3rem 1rem}dt{color:#555}\
dd{margin:0;min-width:0;overflow-wrap:anywhere}#dice{list-style:none;padding:0;\
margin:.6rem 0;display:flex;flex-wrap:wrap;gap:.4rem}#dice li{border:1px solid #ccc;\
border-radius:.3rem;padding:.2rem .5rem;background:#fff}\
#dice li.match{border-color:#2e7d32;background:#e8f5e9}\
#dice li.mismatch{border-color:#c62828;background:#ffebee}.spec{color:#555;\
font-size:.8rem}button{font-size:1rem;padding:.5rem 1rem;margin:0 0 .4rem}\
#verdict{margin:0 0 .8rem}#verdict.ok{color:#2e7d32;font-weight:bold}\
#verdict.bad{color:#c62828;font-weight:bold}section{margin-top:1.2rem}\
@media(max-width:30rem){body{padding:.75rem;font-size:15px}.roll{font-size:1.1rem}\
dl{grid-template-columns:minmax(0,1fr);gap:0}dt{margin-top:.5rem;font-size:.85rem}}";

impl Bot {
    fn text(&self, locale: Locale, id: &str) -> String {
        self.texts.get(locale, id, &[])
    }

    fn text_with(&self, locale: Locale, id: &str, args: &[(&str, &str)]) -> String {
        self.texts.get(locale, id, args)
    }

    /// A whole page: `title` and `body` (already HTML).
    fn page_html(&self, locale: Locale, title: &str, body: String) -> String {
        let lang = match locale {
            Locale::En => "en",
            Locale::Ru => "ru",
            Locale::Fr => "fr",
        };
        format!(
            "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
             <title>{title}</title><style>{STYLE}</style>\
             <script src=\"/r/check.js\" defer></script></head>\
             <body><main><h1>{title}</h1>{body}</main></body></html>\n",
            title = esc(title),
        )
    }

    fn roll_html(
        &self,
        locale: Locale,
        record: &RollRecord,
        fair: Option<FairView>,
        chain: &[RerollLink],
    ) -> String {
        let id = record.shown.to_string();
        let title = self.text_with(locale, "page-title", &[("id", &id)]);
        let who = record.user_name.as_deref().unwrap_or(&record.user);
        let mut body = format!(
            "<div class=\"roll\">{}</div><dl>",
            self.shown_roll(locale, record)
        );
        let mut row = |label: &str, value: String| {
            body.push_str(&format!(
                "<dt>{}</dt><dd>{value}</dd>",
                esc(&self.text(locale, label))
            ));
        };
        row("page-typed", format!("<code>{}</code>", esc(&record.input)));
        row("page-notation", esc(&record.dialect));
        row("page-who", esc(who));
        row("page-when", esc(&utc(record.created_at)));
        if let Some(total) = record.total {
            row("page-total", format!("<b>{}</b>", esc(&total.to_string())));
        }
        // A reroll names the roll it rolled again, and a rerolled roll its reroll: only
        // when that roll has a page of its own (never a secret one).
        let linked =
            |link: &&RerollLink| has_page(link.place) && matches!(link.shown, RollId::Drawn(_));
        if let Some(at) = chain.iter().position(|link| link.id == record.id) {
            let this = &chain[at];
            if let Some(before) = at.checked_sub(1).and_then(|i| chain.get(i)).filter(linked) {
                let kept = self.text_with(
                    locale,
                    "page-reroll-kept",
                    &[("rule", &this.rule), ("kept", &kept_dice(this))],
                );
                row(
                    "page-reroll-of",
                    format!("{} {}", roll_link(before.shown), esc(&kept)),
                );
            }
            if let Some(after) = chain.get(at + 1).filter(linked) {
                row("page-rerolled-as", roll_link(after.shown));
            }
        }
        body.push_str("</dl>");
        body.push_str(&self.fair_section(locale, record, fair));
        self.page_html(locale, &title, body)
    }

    /// The roll as it was shown, dice and all: replayed from its logged faces and drawn
    /// with the dropped dice struck; the log's plain text when it can't be replayed (a
    /// roll that read aliases, a game system's).
    fn shown_roll(&self, locale: Locale, record: &RollRecord) -> String {
        let replayed = record.fair.as_ref().and_then(|fair| {
            let dialect: Dialect = record.dialect.parse().ok()?;
            let faces: Vec<f64> = fair
                .faces
                .split_whitespace()
                .map(str::parse)
                .collect::<Result<_, _>>()
                .ok()?;
            let count = faces.len();
            let mut source = ScriptedSource::new(faces);
            let mut roller = Roller::new(dialect);
            roller.limits = self.limits;
            let outcome = roller.roll(&record.input, &mut source).ok()?;
            // Every logged face, and no other, went into the replay.
            (source.used() == count).then_some(outcome)
        });
        match replayed {
            // Telegram's markup is a small, escaped subset of HTML: <b>, <i>, <s>, <code>.
            Some(outcome) => render_in(Surface::Telegram, &self.texts.words(locale), &outcome),
            None => {
                let text = record.detail.as_deref().unwrap_or(&record.result);
                format!("<pre>{}</pre>", esc(text))
            }
        }
    }

    fn fair_section(&self, locale: Locale, record: &RollRecord, fair: Option<FairView>) -> String {
        let (Some(inputs), Some(view)) = (&record.fair, fair) else {
            return format!(
                "<section><p>{}</p></section>",
                esc(&self.text(locale, "page-not-fair"))
            );
        };
        let (period, seed) = match view {
            FairView::Known(period, seed) => (period, seed),
            FairView::Missing => {
                return format!(
                    "<section><p>{}</p></section>",
                    esc(&self.text(locale, "page-fair-missing"))
                )
            }
        };
        let header = format!(
            "<section><h2>{}</h2>",
            esc(&self.text(locale, "page-fair-header"))
        );
        // What the check reads, under its verdict: a reader sees the marks first.
        let mut details = format!(
            "<dl><dt>{}</dt><dd>{} – {}</dd><dt>{}</dt><dd class=\"hex\">{}</dd>",
            esc(&self.text(locale, "page-period")),
            esc(&utc(period.starts_at)),
            esc(&utc(period.ends_at)),
            esc(&self.text(locale, "page-commitment")),
            esc(&period.commitment),
        );
        let Some(seed) = seed else {
            return format!(
                "{header}{details}</dl><p>{}</p></section>",
                esc(&self.text_with(locale, "page-sealed", &[("reveal", &utc(period.reveal_at))],))
            );
        };
        let seed = seed.to_hex();
        for (label, value) in [
            ("page-seed", seed.as_str()),
            ("page-request", inputs.request.as_str()),
        ] {
            details.push_str(&format!(
                "<dt>{}</dt><dd class=\"hex\"><code>{}</code></dd>",
                esc(&self.text(locale, label)),
                esc(value)
            ));
        }
        // No player seed is an input too (the empty text): said in words, not a blank row.
        let player = if inputs.player.is_empty() {
            format!("<i>{}</i>", esc(&self.text(locale, "page-player-none")))
        } else {
            format!("<code>{}</code>", esc(&inputs.player))
        };
        details.push_str(&format!(
            "<dt>{}</dt><dd class=\"hex\">{player}</dd>",
            esc(&self.text(locale, "page-player"))
        ));
        details.push_str("</dl>");
        let mut out = header;
        out.push_str(&format!(
            "<p>{}</p>",
            esc(&self.text(locale, "page-check-intro"))
        ));
        out.push_str(&dice_list(inputs));
        out.push_str(&format!(
            "<button id=\"run\" type=\"button\">{}</button><p id=\"verdict\" role=\"status\"></p>",
            esc(&self.text(locale, "page-check-button"))
        ));
        out.push_str(&details);
        out.push_str(&check_data(self, locale, &seed, inputs, &period));
        out.push_str("</section>");
        out
    }
}

/// A link to roll `id`'s page, on this server.
fn roll_link(id: RollId) -> String {
    let id = esc(&id.to_string());
    format!("<a href=\"/r/{id}\">#{id}</a>")
}

/// This roll's dice, each with the face the log shows and a place for the check's mark.
fn dice_list(inputs: &FairRoll) -> String {
    let faces: Vec<&str> = inputs.faces.split_whitespace().collect();
    let dice: Vec<&str> = inputs.dice.split_whitespace().collect();
    let mine = dice
        .get(dice.len().saturating_sub(faces.len())..)
        .unwrap_or_default();
    let mut out = String::from("<ol id=\"dice\">");
    for (die, face) in mine.iter().zip(&faces) {
        out.push_str(&format!(
            "<li><span class=\"spec\">{}</span> <b class=\"face\">{}</b> <span class=\"mark\"></span></li>",
            esc(die),
            esc(face)
        ));
    }
    out.push_str("</ol>");
    out
}

/// The inputs and texts `check.js` reads, as JSON in a data block (`<` escaped, so no
/// text can close the block).
fn check_data(
    bot: &Bot,
    locale: Locale,
    seed: &str,
    inputs: &FairRoll,
    period: &SeedPeriod,
) -> String {
    let data = serde_json::json!({
        "seed": seed,
        "commitment": period.commitment,
        "request": inputs.request,
        "player": inputs.player,
        "dice": inputs.dice.split_whitespace().collect::<Vec<_>>(),
        "faces": inputs.faces.split_whitespace().collect::<Vec<_>>(),
        // The script fills in `{count}`, `{n}`, `{logged}` and `{computed}`.
        "texts": {
            "ok": bot.text_with(locale, "page-check-ok", &[("count", "{count}")]),
            "bad": bot.text_with(
                locale,
                "page-check-bad",
                &[("n", "{n}"), ("logged", "{logged}"), ("computed", "{computed}")],
            ),
            "running": bot.text(locale, "page-check-running"),
            "nocrypto": bot.text(locale, "page-check-nocrypto"),
            "commitment": bot.text(locale, "page-check-commitment"),
        },
    });
    let json = data
        .to_string()
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026");
    format!("<script type=\"application/json\" id=\"fair-inputs\">{json}</script>")
}
