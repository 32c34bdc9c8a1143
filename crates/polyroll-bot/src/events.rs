//! Events a platform may deliver again (a Telegram update whose confirmation a crash lost):
//! the adapter asks whether one was handled to the end before handling it, and says so
//! once it has been. Rolls made for such an event are logged under its key too
//! ([`Bot::execute_event`]), so one handled only part of the way shows its roll again.

use crate::{Bot, Reply, Request};

impl Bot {
    /// Whether the event `key` was handled to the end, by this process or another. A store
    /// that cannot say counts as "no": the event is then handled, as answering twice is
    /// better than never.
    pub async fn already_handled(&self, key: &str) -> bool {
        match self.store.was_handled(key).await {
            Ok(handled) => handled,
            Err(e) => {
                self.log_failure(&e);
                false
            }
        }
    }

    /// Records that the events `keys` were handled to the end. A store that fails is
    /// logged and nothing more: such an event is only handled again if delivered again.
    pub async fn handled(&self, keys: &[String]) {
        if let Err(e) = self.store.mark_handled(keys).await {
            self.log_failure(&e);
        }
    }

    /// Claims the event `key` for this answer: `None` the first time (answer it), the
    /// reply for a repeat otherwise — a request sent again (a replayed Discord interaction,
    /// still inside its signature's window) is told it was answered and changes nothing.
    /// A store that cannot say lets the request through, as [`Bot::already_handled`] does:
    /// answering twice is better than never.
    pub async fn answered_before(&self, req: &Request, key: &str) -> Option<Reply> {
        match self.store.claim_event(key).await {
            Ok(true) => None,
            Ok(false) => Some(self.repeated(req, key)),
            Err(e) => {
                self.log_failure(&e);
                None
            }
        }
    }

    /// The answer to a request sent again, claimed under `key` the first time.
    pub(crate) fn repeated(&self, req: &Request, key: &str) -> Reply {
        tracing::info!(key, "a repeated request was not answered again");
        Reply {
            repeated: true,
            private: true,
            ..Reply::text(self.say(req, "request-repeated", &[]))
        }
    }
}
