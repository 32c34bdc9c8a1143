//! What the store tells an operator: how long its calls take and how many statements it
//! sends. The handles are shared with every clone of the store; [`crate::Store::register_metrics`]
//! puts them into the registry the bot serves on `/metrics`.

use std::time::Duration;

use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::{Registry, Unit};

/// Upper bounds of the call-latency buckets, in seconds: a healthy call takes a
/// millisecond or two; the deadline while answering is a few hundred.
const CALL_BUCKETS: [f64; 12] = [
    0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5,
];

#[derive(Clone, Debug)]
pub(crate) struct StoreMetrics {
    /// Statements sent (a transaction counts its BEGIN, its statements and its COMMIT).
    pub(crate) round_trips: Counter,
    /// One call from admission to its answer or failure, waiting for a connection included.
    pub(crate) call_seconds: Histogram,
    /// One background WAL checkpoint of a SQLite file (see `checkpoint`).
    pub(crate) checkpoint_seconds: Histogram,
}

impl Default for StoreMetrics {
    fn default() -> Self {
        StoreMetrics {
            round_trips: Counter::default(),
            call_seconds: Histogram::new(CALL_BUCKETS),
            checkpoint_seconds: Histogram::new(CALL_BUCKETS),
        }
    }
}

impl StoreMetrics {
    pub(crate) fn observe_call(&self, took: Duration) {
        self.call_seconds.observe(took.as_secs_f64());
    }

    pub(crate) fn observe_checkpoint(&self, took: Duration) {
        self.checkpoint_seconds.observe(took.as_secs_f64());
    }

    pub(crate) fn register(&self, registry: &mut Registry) {
        registry.register(
            "polyroll_store_round_trips",
            "Statements sent to the database (BEGIN and COMMIT included)",
            self.round_trips.clone(),
        );
        registry.register_with_unit(
            "polyroll_store_call",
            "How long one store call took, waiting for a connection included",
            Unit::Seconds,
            self.call_seconds.clone(),
        );
        registry.register_with_unit(
            "polyroll_store_checkpoint",
            "How long one background checkpoint of SQLite's write-ahead log took",
            Unit::Seconds,
            self.checkpoint_seconds.clone(),
        );
    }
}
