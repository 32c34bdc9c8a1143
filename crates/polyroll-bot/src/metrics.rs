//! What a running bot tells its operator: rolls by platform and dialect, errors by kind,
//! reply latency, what the program cache holds, adapter reconnects and whether each adapter is up, plus the store's own
//! metrics (call latency, round trips). Served as Prometheus text on `/metrics` by
//! [`crate::ops`]; the adapters report their connection state through [`Metrics::adapter`].

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use polyroll_core::ErrorKind;
use polyroll_store::{Store, StoreError};
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::{Registry, Unit};

use crate::programs::{Read, Usage};
use crate::Platform;

/// Upper bounds of the reply-latency buckets, in seconds: a roll answers in milliseconds;
/// Discord wants an answer within 3 s.
const REPLY_BUCKETS: [f64; 12] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
];

type Labels<const N: usize> = [(&'static str, &'static str); N];
type Histograms = Family<Labels<1>, Histogram, fn() -> Histogram>;

fn reply_histogram() -> Histogram {
    Histogram::new(REPLY_BUCKETS)
}

/// One adapter's connection as it last reported it: what is down (the whole adapter under
/// `""`, or one part of it such as a gateway shard), why, and until when.
#[derive(Clone, Debug, Default)]
struct AdapterState {
    down: BTreeMap<String, Failure>,
    /// It has been up once: coming up again is a reconnect.
    was_up: bool,
}

#[derive(Clone, Debug)]
struct Failure {
    reason: String,
    /// A failure nothing confirms after this instant counts as over (see
    /// [`AdapterHandle::failed_for`]); `None`: down until it is reported up.
    until: Option<Instant>,
}

impl AdapterState {
    /// Why it is down now, if it is.
    fn problem(&self, now: Instant) -> Option<String> {
        let live: Vec<String> = self
            .down
            .iter()
            .filter(|(_, f)| f.until.is_none_or(|until| now < until))
            .map(|(part, f)| match part.as_str() {
                "" => f.reason.clone(),
                part => format!("{part}: {}", f.reason),
            })
            .collect();
        (!live.is_empty()).then(|| live.join("; "))
    }
}

pub struct Metrics {
    registry: Registry,
    rolls: Family<Labels<2>, Counter>,
    errors: Family<Labels<1>, Counter>,
    /// The program cache's look-ups by read and result (formula hit, formula miss, alias
    /// hit, alias miss): taken from their family once, as a look-up is counted several
    /// times a roll and finding a labelled counter hashes its labels under a lock.
    program_lookups: [Counter; 4],
    programs_kept: Gauge,
    program_bytes: Gauge,
    replies: Histograms,
    reconnects: Family<Labels<1>, Counter>,
    adapter_up: Family<Labels<1>, Gauge>,
    refused: Family<Labels<2>, Counter>,
    adapters: Mutex<BTreeMap<&'static str, AdapterState>>,
}

impl std::fmt::Debug for Metrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Metrics")
    }
}

impl Metrics {
    /// Fresh counters, with the store's metrics registered beside them.
    pub fn new(store: &Store) -> Metrics {
        let mut registry = Registry::default();
        let rolls = Family::<Labels<2>, Counter>::default();
        let errors = Family::<Labels<1>, Counter>::default();
        let programs = Family::<Labels<2>, Counter>::default();
        let programs_kept = Gauge::default();
        let program_bytes = Gauge::default();
        let replies = Histograms::new_with_constructor(reply_histogram);
        let reconnects = Family::<Labels<1>, Counter>::default();
        let adapter_up = Family::<Labels<1>, Gauge>::default();
        let refused = Family::<Labels<2>, Counter>::default();
        registry.register(
            "polyroll_rolls",
            "Rolls made, by platform and dialect",
            rolls.clone(),
        );
        registry.register(
            "polyroll_errors",
            "Errors shown or logged, by kind (syntax, limit, math, variable, faces, store_unavailable, store_failed)",
            errors.clone(),
        );
        registry.register(
            "polyroll_program_cache",
            "Texts looked up in the program cache, by result (hit: rolled without parsing; miss: parsed) and read (formula: what a request rolls; alias: an alias's body read by name)",
            programs.clone(),
        );
        registry.register(
            "polyroll_program_cache_entries",
            "Parsed formulas kept in the program cache (at most POLYROLL_PROGRAM_CACHE)",
            programs_kept.clone(),
        );
        registry.register_with_unit(
            "polyroll_program_cache",
            "Estimated memory of the parsed formulas kept (at most POLYROLL_PROGRAM_CACHE_BYTES)",
            Unit::Bytes,
            program_bytes.clone(),
        );
        registry.register_with_unit(
            "polyroll_reply",
            "Time from a request reaching the bot to its reply, by platform",
            Unit::Seconds,
            replies.clone(),
        );
        registry.register(
            "polyroll_adapter_reconnects",
            "Times an adapter came back after losing its connection",
            reconnects.clone(),
        );
        registry.register(
            "polyroll_adapter_up",
            "1 while an adapter is connected and serving, 0 otherwise",
            adapter_up.clone(),
        );
        registry.register(
            "polyroll_http_refused",
            "Requests an HTTP endpoint refused before reading them, by endpoint and reason (no_secret, wrong_secret)",
            refused.clone(),
        );
        store.register_metrics(&mut registry);
        let program_lookups = [
            ("formula", "hit"),
            ("formula", "miss"),
            ("alias", "hit"),
            ("alias", "miss"),
        ]
        .map(|(read, result)| {
            programs
                .get_or_create(&[("result", result), ("read", read)])
                .clone()
        });
        Metrics {
            registry,
            rolls,
            errors,
            program_lookups,
            programs_kept,
            program_bytes,
            replies,
            reconnects,
            adapter_up,
            refused,
            adapters: Mutex::new(BTreeMap::new()),
        }
    }

    /// Every metric in the Prometheus (OpenMetrics) text format.
    pub fn render(&self) -> String {
        let now = Instant::now();
        for (name, state) in self.lock().iter() {
            let up = i64::from(state.problem(now).is_none());
            self.adapter_up.get_or_create(&[("adapter", *name)]).set(up);
        }
        let mut out = String::new();
        // Writing into a String cannot fail; an encoder error would be a bug in a metric.
        if let Err(e) = prometheus_client::encoding::text::encode(&mut out, &self.registry) {
            tracing::error!(error = %e, "metrics could not be encoded");
        }
        out
    }

    pub(crate) fn roll(&self, platform: Platform, dialect: &'static str) {
        self.rolls
            .get_or_create(&[("platform", platform.name()), ("dialect", dialect)])
            .inc();
    }

    /// One look-up in the program cache: found (`hit`) or parsed (`miss`), of what
    /// (`read`), and what the cache holds after it.
    pub(crate) fn program_lookup(&self, hit: bool, read: Read, usage: Usage) {
        let read = match read {
            Read::Formula => 0,
            Read::Alias => 2,
        };
        self.program_lookups[read + usize::from(!hit)].inc();
        self.programs_kept
            .set(i64::try_from(usage.programs).unwrap_or(i64::MAX));
        self.program_bytes
            .set(i64::try_from(usage.bytes).unwrap_or(i64::MAX));
    }

    pub(crate) fn engine_error(&self, kind: ErrorKind) {
        let kind = match kind {
            ErrorKind::Syntax => "syntax",
            ErrorKind::Limit => "limit",
            ErrorKind::Math => "math",
            ErrorKind::Variable => "variable",
            ErrorKind::Faces => "faces",
        };
        self.error(kind);
    }

    pub(crate) fn store_error(&self, e: &StoreError) {
        self.error(if e.is_unavailable() {
            "store_unavailable"
        } else {
            "store_failed"
        });
    }

    fn error(&self, kind: &'static str) {
        self.errors.get_or_create(&[("kind", kind)]).inc();
    }

    /// A request `endpoint` refused, and why (a fixed word).
    pub fn refused(&self, endpoint: &'static str, reason: &'static str) {
        self.refused
            .get_or_create(&[("endpoint", endpoint), ("reason", reason)])
            .inc();
    }

    /// Measures one reply from now until the guard is dropped.
    pub(crate) fn reply_timer(&self, platform: Platform) -> ReplyTimer<'_> {
        ReplyTimer {
            metrics: self,
            platform,
            started: Instant::now(),
        }
    }

    /// The handle an adapter reports its connection through; the first call makes the
    /// adapter part of `/healthz`, down ("starting") until it says it is up.
    pub fn adapter(&self, name: &'static str) -> AdapterHandle<'_> {
        self.lock().entry(name).or_insert_with(|| AdapterState {
            down: BTreeMap::from([(
                String::new(),
                Failure {
                    reason: "starting".into(),
                    until: None,
                },
            )]),
            was_up: false,
        });
        AdapterHandle {
            metrics: self,
            name,
        }
    }

    /// The adapters that are down now, with why.
    pub fn adapters_down(&self) -> Vec<(&'static str, String)> {
        let now = Instant::now();
        self.lock()
            .iter()
            .filter_map(|(name, state)| Some((*name, state.problem(now)?)))
            .collect()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<&'static str, AdapterState>> {
        // Plain flags: a panic elsewhere cannot leave them half-written.
        self.adapters
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Observes the reply's latency when dropped, whichever way the reply was made.
pub(crate) struct ReplyTimer<'a> {
    metrics: &'a Metrics,
    platform: Platform,
    started: Instant,
}

impl Drop for ReplyTimer<'_> {
    fn drop(&mut self) {
        self.metrics
            .replies
            .get_or_create(&[("platform", self.platform.name())])
            .observe(self.started.elapsed().as_secs_f64());
    }
}

/// One adapter's reports: up, down, failed for a while.
pub struct AdapterHandle<'a> {
    metrics: &'a Metrics,
    name: &'static str,
}

impl AdapterHandle<'_> {
    /// Connected and serving.
    pub fn up(&self) {
        self.part_up("");
    }

    /// Lost its connection; down until it reports [`AdapterHandle::up`].
    pub fn down(&self, reason: &str) {
        self.part_down("", reason, None);
    }

    /// A failure of a transport that retries on its own and does not say when it
    /// recovered (Telegram's long polling): down for `window`, unless another failure
    /// renews it or the adapter reports up first.
    pub fn failed_for(&self, reason: &str, window: Duration) {
        self.part_down("", reason, Instant::now().checked_add(window));
    }

    /// Came back after losing its connection, where the down state itself was never seen
    /// (a quick resume).
    pub fn reconnected(&self) {
        self.metrics
            .reconnects
            .get_or_create(&[("adapter", self.name)])
            .inc();
    }

    /// One part (a gateway shard) is connected. The adapter is up once no part is down;
    /// coming back after having been up counts a reconnect (then the result is true).
    pub fn part_up(&self, part: &str) -> bool {
        let mut adapters = self.metrics.lock();
        let Some(state) = adapters.get_mut(self.name) else {
            return false;
        };
        if state.down.remove(part).is_some() && state.down.is_empty() {
            if state.was_up {
                drop(adapters);
                self.reconnected();
                return true;
            }
            state.was_up = true;
        }
        false
    }

    /// One part (a gateway shard) lost its connection.
    pub fn part_down(&self, part: &str, reason: &str, until: Option<Instant>) {
        let mut adapters = self.metrics.lock();
        if let Some(state) = adapters.get_mut(self.name) {
            state.down.insert(
                part.to_string(),
                Failure {
                    reason: reason.to_string(),
                    until,
                },
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn adapters_report_up_down_and_reconnects() {
        let store = Store::open("sqlite::memory:", Default::default()).expect("store");
        let metrics = Metrics::new(&store);
        let discord = metrics.adapter("discord-endpoint");
        assert_eq!(metrics.adapters_down().len(), 1, "starting counts as down");
        discord.up();
        assert!(metrics.adapters_down().is_empty());
        discord.part_down("shard 0", "disconnected", None);
        discord.part_down("shard 1", "resuming", None);
        assert_eq!(
            metrics.adapters_down(),
            vec![(
                "discord-endpoint",
                "shard 0: disconnected; shard 1: resuming".to_string()
            )]
        );
        discord.part_up("shard 0");
        assert_eq!(metrics.adapters_down().len(), 1, "shard 1 is still down");
        discord.part_up("shard 1");
        discord.failed_for("getUpdates failed", Duration::ZERO);
        assert!(metrics.adapters_down().is_empty(), "the window has passed");
        assert!(metrics
            .render()
            .contains(r#"polyroll_adapter_up{adapter="discord-endpoint"} 1"#));
        let text = metrics.render();
        assert!(
            text.contains(r#"polyroll_adapter_reconnects_total{adapter="discord-endpoint"} 1"#),
            "{text}"
        );
        assert!(text.contains("polyroll_store_round_trips_total"), "{text}");
    }
}
