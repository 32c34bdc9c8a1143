//! A server's GM role: which role's members get secret GM rolls. Kept as a server setting;
//! the chat adapter says which server, whether the caller manages it, and which role.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use polyroll_store::{Owner, StoreError};

use crate::{Bot, Request};

/// The setting that holds a server's GM role id.
const GM_ROLE: &str = "gm_role";

/// One GM roll per user at most this often: each lists the server's members (up to ten
/// requests to the platform) and sends every GM a direct message, on the bot's own rate
/// limits. Counted per process.
pub const GM_ROLL_EVERY: Duration = Duration::from_secs(10);
/// Users remembered at once before the ones past [`GM_ROLL_EVERY`] are forgotten.
const PACE_PRUNE_AT: usize = 1024;

/// When each user (by platform and id) last made a GM roll.
#[derive(Default)]
pub(crate) struct Pace(Mutex<HashMap<(&'static str, String), Instant>>);

impl Pace {
    /// Takes `user`'s turn now, or says how long until they have one.
    fn take(&self, platform: &'static str, user: &str, now: Instant) -> Result<(), Duration> {
        // A poisoned lock only means another roll panicked mid-update: the map is still
        // a map of instants.
        let mut last = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let key = (platform, user.to_string());
        if let Some(&at) = last.get(&key) {
            let since = now.saturating_duration_since(at);
            if since < GM_ROLL_EVERY {
                return Err(GM_ROLL_EVERY.saturating_sub(since));
            }
        }
        if last.len() >= PACE_PRUNE_AT {
            last.retain(|_, at| now.saturating_duration_since(*at) < GM_ROLL_EVERY);
        }
        last.insert(key, now);
        Ok(())
    }
}

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

    /// Whether the caller may make a GM roll now: one per [`GM_ROLL_EVERY`]. The refusal
    /// names the limit and the wait. Asked before the members are listed.
    pub fn gm_roll_turn(&self, req: &Request) -> Result<(), String> {
        let taken = self
            .gm_pace
            .take(req.platform.name(), &req.user.id, Instant::now());
        taken.map_err(|wait| {
            let every = GM_ROLL_EVERY.as_secs().to_string();
            // Rounded up: "try again in 0 s" would be wrong.
            let wait = wait.as_secs().saturating_add(1).to_string();
            self.say(
                req,
                "gm-too-soon",
                &[("seconds", every.as_str()), ("wait", wait.as_str())],
            )
        })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_gm_roll_per_user_per_period() {
        let pace = Pace::default();
        let start = Instant::now();
        assert_eq!(pace.take("discord", "1", start), Ok(()));
        let later = start + Duration::from_secs(4);
        assert_eq!(
            pace.take("discord", "1", later),
            Err(GM_ROLL_EVERY - Duration::from_secs(4))
        );
        // Another user, or the same id on another platform, has a turn of their own.
        assert_eq!(pace.take("discord", "2", later), Ok(()));
        assert_eq!(pace.take("telegram", "1", later), Ok(()));
        assert_eq!(pace.take("discord", "1", start + GM_ROLL_EVERY), Ok(()));
    }

    #[test]
    fn users_past_their_period_are_forgotten() {
        let pace = Pace::default();
        let start = Instant::now();
        for user in 0..PACE_PRUNE_AT {
            pace.take("discord", &user.to_string(), start).unwrap();
        }
        let later = start + GM_ROLL_EVERY;
        pace.take("discord", "new", later).unwrap();
        assert_eq!(pace.0.lock().unwrap().len(), 1);
    }
}
