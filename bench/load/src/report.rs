//! The figures of one run, and how they are printed: a paragraph per run as it ends, and a
//! Markdown table of every run at the end.

use std::collections::BTreeMap;
use std::time::Duration;

use crate::metrics::Counters;
use crate::percentile::percentile;
use crate::{Store, Surface};

/// What one run measured (the warm-up excluded unless said).
#[derive(Debug, Default)]
pub struct Figures {
    pub surface: Option<Surface>,
    /// `None` for a bot this tool attached to.
    pub store: Option<Store>,
    pub sent: usize,
    /// Rolls answered: shown in the response (Discord) or sent as a reply (Telegram).
    pub answered: usize,
    /// Of those, the ones carrying a roll log id.
    pub logged: usize,
    /// Failures by what went wrong.
    pub failures: BTreeMap<String, usize>,
    /// From the first request to the last answer.
    pub window: Duration,
    /// Request (or, with a rate, its slot) to answer, sorted; for Telegram to the reply's
    /// arrival at the Bot API.
    pub latencies: Vec<Duration>,
    /// Telegram only: request to the webhook's 200, sorted.
    pub accepted: Vec<Duration>,
    pub bot_cpu: Duration,
    pub generator_cpu: Duration,
    /// The bot's counters over the window, when its metrics are reachable.
    pub counters: Option<Counters>,
    /// Roll-log rows after the run, and the answers carrying an id, warm-up included.
    pub log_rows: Option<i64>,
    pub logged_with_warmup: usize,
    /// Calls the bot made to a platform API during the window, by method.
    pub api_calls: BTreeMap<String, u64>,
    /// Instructions the bot ran in the window (callgrind).
    pub instructions: Option<u64>,
    pub profile: Option<String>,
    pub load_before: String,
    pub load_after: String,
    pub exit: Option<String>,
    /// Every answered request of the window, in the order answered (for `--timeline`).
    pub requests: Vec<crate::timeline::Request>,
    /// `--timeline`'s slices and slowest requests.
    pub timeline: Option<String>,
}

impl Figures {
    pub fn rolls_per_second(&self) -> f64 {
        self.answered as f64 / self.window.as_secs_f64().max(1e-9)
    }

    pub fn cpu_per_roll(&self) -> Option<Duration> {
        let n = u32::try_from(self.answered).ok().filter(|n| *n > 0)?;
        Some(self.bot_cpu / n)
    }

    fn per_roll(&self, total: f64) -> Option<f64> {
        (self.answered > 0).then(|| total / self.answered as f64)
    }

    /// No failure, every answer logged, as many rows as logged answers.
    pub fn clean(&self) -> bool {
        self.failures.is_empty()
            && self.logged == self.answered
            && self
                .log_rows
                .is_none_or(|rows| rows == self.logged_with_warmup as i64)
    }

    fn name(&self) -> String {
        let surface = match self.surface {
            Some(Surface::Discord) => "Discord endpoint",
            Some(Surface::Telegram) => "Telegram webhook",
            None => "?",
        };
        format!("{surface}, {}", store_name(self.store))
    }

    /// The paragraph printed when the run ends.
    pub fn paragraph(&self) -> String {
        let failed: usize = self.failures.values().sum();
        let mut out = format!(
            "{}: {} sent, {} answered ({} with a roll id), {failed} failed, in {:.2} s\n",
            self.name(),
            self.sent,
            self.answered,
            self.logged,
            self.window.as_secs_f64()
        );
        for (what, n) in &self.failures {
            out += &format!("  failed {n}×: {what}\n");
        }
        out += &format!(
            "  {:.0} rolls/s; latency p50 {}, p99 {}, max {}\n",
            self.rolls_per_second(),
            ms(percentile(&self.latencies, 0.50)),
            ms(percentile(&self.latencies, 0.99)),
            ms(self.latencies.last().copied()),
        );
        if !self.accepted.is_empty() {
            out += &format!(
                "  webhook answered 200 in p50 {}, p99 {}\n",
                ms(percentile(&self.accepted, 0.50)),
                ms(percentile(&self.accepted, 0.99)),
            );
        }
        out += &format!(
            "  bot CPU {:.3} s: {} per roll (load generator {:.3} s)\n",
            self.bot_cpu.as_secs_f64(),
            us(self.cpu_per_roll()),
            self.generator_cpu.as_secs_f64(),
        );
        if let Some(n) = self.instructions {
            out += &format!(
                "  callgrind: {n} instructions, {} per roll\n",
                self.per_roll(n as f64)
                    .map_or("-".into(), |i| format!("{i:.0}"))
            );
        }
        if let Some(c) = &self.counters {
            out += &format!(
                "  store: {} round trips, {} calls per roll; the bot counted {} rolls\n",
                two(self.per_roll(c.round_trips)),
                two(self.per_roll(c.store_calls)),
                c.rolls
            );
        }
        if let Some(rows) = self.log_rows {
            out += &format!(
                "  roll log: {rows} rows for {} answers with a roll id (warm-up included)\n",
                self.logged_with_warmup
            );
        }
        if !self.api_calls.is_empty() {
            let calls: Vec<String> = self
                .api_calls
                .iter()
                .map(|(m, n)| format!("{m} {n}"))
                .collect();
            out += &format!("  platform API calls in the window: {}\n", calls.join(", "));
        }
        if let Some(file) = &self.profile {
            out += &format!("  profile: {file}\n");
        }
        out += &format!(
            "  load average {} before, {} after",
            self.load_before, self.load_after
        );
        if let Some(exit) = &self.exit {
            out += &format!("; the bot {exit}");
        }
        if let Some(timeline) = &self.timeline {
            out += "\n";
            out += timeline;
        }
        out
    }
}

/// Every run as a Markdown table.
pub fn table(runs: &[Figures]) -> String {
    let mut out = String::from(
        "| surface | store | answered | failed | rolls/s | p50 | p99 | bot CPU per roll | store round trips per roll | roll-log rows / logged answers | load average before → after |\n\
         |---|---|---|---|---|---|---|---|---|---|---|\n",
    );
    for f in runs {
        let surface = match f.surface {
            Some(Surface::Discord) => "Discord endpoint",
            Some(Surface::Telegram) => "Telegram webhook",
            None => "?",
        };
        out += &format!(
            "| {surface} | {} | {} | {} | {:.0} | {} | {} | {} | {} | {} | {} → {} |\n",
            store_name(f.store),
            f.answered,
            f.failures.values().sum::<usize>(),
            f.rolls_per_second(),
            ms(percentile(&f.latencies, 0.50)),
            ms(percentile(&f.latencies, 0.99)),
            us(f.cpu_per_roll()),
            two(f.counters.and_then(|c| f.per_roll(c.round_trips))),
            f.log_rows
                .map_or("-".into(), |r| format!("{r} / {}", f.logged_with_warmup)),
            f.load_before,
            f.load_after,
        );
    }
    out
}

fn store_name(store: Option<Store>) -> &'static str {
    match store {
        Some(Store::Sqlite) => "SQLite",
        Some(Store::Postgres) => "PostgreSQL",
        None => "attached",
    }
}

fn ms(d: Option<Duration>) -> String {
    d.map_or("-".into(), |d| format!("{:.1} ms", d.as_secs_f64() * 1e3))
}

fn us(d: Option<Duration>) -> String {
    d.map_or("-".into(), |d| format!("{:.0} µs", d.as_secs_f64() * 1e6))
}

fn two(x: Option<f64>) -> String {
    x.map_or("-".into(), |x| format!("{x:.2}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_is_clean_only_with_every_answer_logged_and_every_row_there() {
        let mut f = Figures {
            answered: 10,
            logged: 10,
            logged_with_warmup: 12,
            log_rows: Some(12),
            ..Figures::default()
        };
        assert!(f.clean());
        f.log_rows = Some(11);
        assert!(!f.clean(), "a lost row");
        f.log_rows = Some(12);
        f.logged = 9;
        assert!(!f.clean(), "an answer without its id");
        f.logged = 10;
        f.failures.insert("HTTP 500".into(), 1);
        assert!(!f.clean());
    }

    #[test]
    fn cpu_per_roll_divides_by_the_answered_rolls() {
        let f = Figures {
            answered: 4,
            bot_cpu: Duration::from_millis(2),
            ..Figures::default()
        };
        assert_eq!(f.cpu_per_roll(), Some(Duration::from_micros(500)));
    }
}
