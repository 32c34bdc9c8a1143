//! Formulas waiting for a button press, and a chat that changed its id: the store's side of
//! an adapter's buttons and chat migrations, with failures said in the user's language.

use polyroll_store::{Moved, Owner};

use crate::{Bot, Platform, Request};

impl Bot {
    /// Remembers each `(ticket, formula)` until its button is pressed (see
    /// [`polyroll_store::PENDING_DAYS`]), in one store round trip. A failure is logged: the
    /// press then says the formula cannot be read right now, nothing rolls by mistake.
    pub async fn remember_formulas(&self, req: &Request, pending: &[(String, String)]) {
        if pending.is_empty() {
            return;
        }
        if let Err(e) = self
            .store
            .remember_formulas(req.platform.name(), pending)
            .await
        {
            self.log_failure(&e);
        }
    }

    /// The formula waiting under `ticket` (`None`: unknown or expired), or, when the store
    /// cannot say, the sentence for the user.
    pub async fn pending_formula(
        &self,
        req: &Request,
        ticket: &str,
    ) -> Result<Option<String>, String> {
        self.store
            .pending_formula(req.platform.name(), ticket)
            .await
            .map_err(|e| {
                let id = self.log_failure(&e);
                self.say(req, "pending-down", &[("id", &id)])
            })
    }

    /// Moves chat `from`'s aliases and settings to chat `to` on `platform` (a group given a
    /// new id); see [`polyroll_store::Store::move_owner`] for clashes.
    pub async fn move_chat(&self, platform: Platform, from: &str, to: &str) -> Moved {
        let platform = platform.name();
        let (old, new) = (Owner::chat(platform, from), Owner::chat(platform, to));
        match self.store.move_owner(&old, &new).await {
            Ok(moved) => {
                tracing::info!(
                    from,
                    to,
                    ?moved,
                    "a chat's aliases and settings moved to its new id"
                );
                moved
            }
            Err(e) => {
                let id = self.log_failure(&e);
                tracing::error!(error_id = %id, from, to, "a chat's aliases could not follow its new id");
                Moved::default()
            }
        }
    }
}
