//! What the dispatcher hands every handler: the Bot API client and the shared state. Kept
//! apart from [`crate::telegram`], which wires the dispatcher, so the handlers it wires
//! can name these without importing the wiring back.

use std::sync::Arc;

use teloxide::adaptors::Throttle;

use crate::redact::Redactor;

/// The Bot API client every handler gets: paced by `Throttle` (Telegram's per-chat and
/// global limits), with its own retries off because ours are bounded ([`crate::retry`]).
pub type Api = Throttle<teloxide::Bot>;

/// What every handler shares.
pub(crate) struct Context {
    pub(crate) bot: Arc<polyroll_bot::Bot>,
    pub(crate) redact: Redactor,
}
