//! A server's GM role: which role's members get secret GM rolls. Kept as a server setting;
//! the chat adapter says which server, whether the caller manages it, and which role.

use polyroll_store::{Owner, StoreError};

use crate::{Bot, Request};

/// The setting that holds a server's GM role id.
const GM_ROLE: &str = "gm_role";

impl Bot {
    /// Whether the caller may change the GM role: only in a server (`server`, which is
    /// handed back), only its managers. Needs no store, so an adapter can answer at once.
    pub fn gm_role_server<S>(
        &self,
        req: &Request,
        server: Option<S>,
        manages_server: bool,
    ) -> Result<S, String> {
        let Some(server) = server else {
            return Err(self.say(req, "gm-server-only", &[]));
        };
        if !manages_server {
            return Err(self.say(req, "not-admin", &[]));
        }
        Ok(server)
    }

    /// `/gm role [role]`, once allowed: sets the server's GM role (`role` is its id and
    /// name) or clears it. The reply to show.
    pub async fn save_gm_role(
        &self,
        req: &Request,
        server: &str,
        role: Option<(u64, &str)>,
    ) -> String {
        let Some(store) = self.store() else {
            return self.store_failure(req, &no_store());
        };
        let value = role.map(|(id, _)| id.to_string());
        match store
            .set_setting(&server_owner(req, server), GM_ROLE, value.as_deref())
            .await
        {
            Ok(()) => match role {
                Some((_, name)) => self.say(req, "gm-role-set", &[("role", name)]),
                None => self.say(req, "gm-role-cleared", &[]),
            },
            Err(error) => self.store_failure(req, &error),
        }
    }

    /// The id of the server's GM role, if a manager set one.
    pub async fn gm_role(&self, req: &Request, server: &str) -> Result<Option<u64>, StoreError> {
        let store = self.store().ok_or_else(no_store)?;
        let stored = store.setting(&server_owner(req, server), GM_ROLE).await?;
        Ok(stored
            .and_then(|id| id.parse::<u64>().ok())
            .filter(|&id| id != 0))
    }
}

/// The server's settings live under its chat owner on the request's platform.
fn server_owner(req: &Request, server: &str) -> Owner {
    Owner::chat(req.platform.name(), server)
}

fn no_store() -> StoreError {
    StoreError::Unavailable("the bot has no store".into())
}
