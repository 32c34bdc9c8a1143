//! `/stats`: the hint, the distribution and a chart; and the live hint for autocomplete and
//! inline previews — the same parse and checks as the roll, and never a roll.

use polyroll_core::stats;
use polyroll_render::stats::{likely_table, LeftOut, TableOptions};

use polyroll_core::Dialect;

use crate::heavy::{Kind, Refused};
use crate::several::{joined_hints, Shape};
use crate::shown::{cut, fit_lines};
use crate::{Attachment, Bot, Reply, Request};

impl Bot {
    /// The statistics reply: `lines` above the distribution's table (the values likely
    /// enough to show, the rest on one row), the chart attached (a chart that could not be
    /// drawn is logged and left out).
    pub(crate) fn stats_reply(
        &self,
        req: &Request,
        mut lines: Vec<String>,
        st: &stats::Stats,
        png: Result<Vec<u8>, polyroll_chart::ChartError>,
    ) -> Reply {
        let surface = self.surface(req);
        let table = likely_table(st, &TableOptions::default(), |left: &LeftOut| {
            let values = left.values.to_string();
            if left.each_rare {
                self.say(
                    req,
                    "stats-left-out-rare",
                    &[("values", &values), ("least", &left.least)],
                )
            } else {
                self.say(req, "stats-left-out", &[("values", &values)])
            }
        });
        lines.push(surface.block(&table.join("\n")));
        let attachment = match png {
            Ok(png) => Some(Box::new(Attachment {
                filename: "distribution.png".into(),
                mime: "image/png",
                bytes: png,
            })),
            Err(e) => {
                tracing::warn!(error = %e, "no chart");
                None
            }
        };
        Reply {
            text: fit_lines(surface, lines),
            attachment,
            ..Reply::default()
        }
    }
}

impl Bot {
    pub(crate) async fn stats(&self, req: &Request, formula: &str, dialect: Option<&str>) -> Reply {
        // `prepare` would answer with /roll's usage: name the command the user typed.
        if formula.trim().is_empty() {
            return Reply::text(self.say(req, "stats-empty", &[]));
        }
        // A roll set's statistics are those of one of its rolls.
        let (formula, dialect) = match self.shape(req, formula, dialect).await {
            Ok(Shape::Set(set, d)) => (set.formula, Some(d.name())),
            Ok(Shape::One(Some(d)) | Shape::Sentence(_, d)) => (formula, Some(d.name())),
            Ok(Shape::One(None)) => (formula, dialect),
            Err(reply) => return reply,
        };
        let prepared = match self.prepare(req, formula, dialect).await {
            Ok(p) => p,
            Err(reply) => return reply,
        };
        let title = prepared
            .named
            .as_ref()
            .map_or_else(|| prepared.text.clone(), |a| a.name.clone());
        if let Some(call) = &prepared.system {
            return self.system_stats(req, &title, call).await;
        }
        // The analysis and the chart are the heavy part: off the async workers.
        let (dialect, text, aliases, limits) = (
            prepared.dialect,
            prepared.text.clone(),
            self.parsed_aliases(&prepared),
            self.limits,
        );
        let chart_title = title.clone();
        let who = Bot::heavy_key(req);
        let work = self.heavy.run(&who, Kind::Stats, move |stop| {
            let st = stats::analyze_until(dialect, &text, &aliases, &limits, stop)?;
            let png = polyroll_chart::distribution_png(&chart_title, &st);
            Ok::<_, polyroll_core::Error>((st, png))
        });
        let (st, png) = match work.await {
            Err(refused) => return Reply::text(self.refused_text(req, &refused)),
            Ok(Err(e)) => return Reply::text(self.error_with_suggestion(req, &e, &prepared).await),
            Ok(Ok(done)) => done,
        };
        let (min, max) = st.hint().ends();
        let mut lines = vec![self.say(
            req,
            "stats-summary",
            &[
                ("formula", &cut(&title, 200)),
                ("mean", &stats::fixed(st.mean, 2)),
                ("stddev", &stats::fixed(st.stddev, 2)),
                ("min", &min),
                ("max", &max),
                ("median", &stats::two_decimals(st.median)),
            ],
        )];
        if !st.exact {
            lines.push(format!("({})", self.say(req, "stats-sampled", &[])));
        }
        self.stats_reply(req, lines, &st, png)
    }

    /// `formula → 12.24 (3–18)`, or the error it would give, in plain text (autocomplete
    /// labels and inline titles take no markup).
    /// A roll set's hint is that of one roll, times its count; a sentence's, each part's.
    pub async fn hint(&self, req: &Request, formula: &str) -> String {
        let shape = match self.shape(req, formula, None).await {
            Ok(shape) => shape,
            Err(reply) => return reply.text,
        };
        let (formulas, times) = shape.hinted(formula);
        let mut hints = Vec::with_capacity(formulas.len());
        for part in formulas {
            hints.push(self.one_hint(req, part, shape.dialect()).await);
        }
        joined_hints(hints, times)
    }

    async fn one_hint(&self, req: &Request, formula: &str, dialect: Option<Dialect>) -> String {
        let prepared = match dialect {
            Some(d) => self.prepare_in(req, formula, d).await,
            None => self.prepare(req, formula, None).await,
        };
        match prepared {
            Ok(prepared) => self.hint_prepared(req, formula, prepared).await,
            Err(reply) => reply.text,
        }
    }

    /// The hint for `formula` once prepared (its aliases already loaded).
    pub(crate) async fn hint_prepared(
        &self,
        req: &Request,
        formula: &str,
        prepared: crate::prepared::Prepared,
    ) -> String {
        let shown = cut(formula.trim(), 60);
        if let Some(call) = &prepared.system {
            return self.system_hint(req, &shown, call).await;
        }
        let aliases = self.parsed_aliases(&prepared);
        let (dialect, text, limits) = (prepared.dialect, prepared.text, self.limits);
        let who = Bot::heavy_key(req);
        let work = self.heavy.run(&who, Kind::Hint, move |stop| {
            stats::hint_until(dialect, &text, &aliases, &limits, stop)
        });
        match work.await {
            Err(refused) => self.texts.get(
                req.locale,
                "hint-error",
                &[
                    ("formula", &shown),
                    ("error", &self.refused_text(req, &refused)),
                ],
            ),
            Ok(Ok(h)) => self.texts.get(
                req.locale,
                "hint-ok",
                &[("formula", &shown), ("hint", &h.to_string())],
            ),
            Ok(Err(e)) => self.texts.get(
                req.locale,
                "hint-error",
                &[
                    ("formula", &shown),
                    ("error", &self.texts.problem(req.locale, &e.problem)),
                ],
            ),
        }
    }

    /// What a user sees when their heavy work gave no answer.
    pub(crate) fn refused_text(&self, req: &Request, refused: &Refused) -> String {
        match refused {
            // A stale hint's answer goes nowhere (the newer one is shown): busy will do.
            Refused::Busy | Refused::Superseded => self.texts.get(req.locale, "busy", &[]),
            Refused::TooSlow(deadline) => self.texts.get(
                req.locale,
                "heavy-too-slow",
                &[("seconds", &deadline.as_secs_f64().to_string())],
            ),
            Refused::Closing => self.texts.get(req.locale, "heavy-closing", &[]),
        }
    }
}
