//! `/log [HOURS]` and `/log revoke`: a chat administrator's private link to the page of
//! the rolls made in the open in this chat (a Discord channel) during the last hours
//! (`/l/{token}`, [`crate::pages`]), and the command that closes all of the chat's links.
//! A link shows the window that ended when it was made; it opens for
//! `POLYROLL_LINK_DAYS` days, or until revoked.

use polyroll_store::{unix_now, NewLink, Place};

use crate::command::LogCommand;
use crate::several::place_of;
use crate::shown::{link_text, utc};
use crate::{Bot, Reply, Request};

/// Hours a link shows when none are asked for.
pub const DEFAULT_LOG_HOURS: u32 = 24;
/// The most hours one link shows: a week of sessions (the page lists the newest thousand
/// rolls of them at most).
pub const MAX_LOG_HOURS: u32 = 168;

impl Bot {
    pub(crate) async fn session_log(&self, req: &Request, command: LogCommand) -> Reply {
        // Only where rolls are made in the open: a private chat's rolls have no page.
        let chat = match &req.chat {
            Some(chat) if place_of(req) == Place::Chat => chat,
            _ => return Reply::text(self.say(req, "log-not-here", &[])),
        };
        if !chat.admin {
            return Reply::text(self.say(req, "log-not-admin", &[]));
        }
        let now = unix_now();
        match command {
            LogCommand::Revoke => {
                match self
                    .store
                    .revoke_session_links(req.platform.name(), &chat.id, now)
                    .await
                {
                    Ok(count) => {
                        Reply::text(self.say(req, "log-revoked", &[("count", &count.to_string())]))
                    }
                    Err(e) => Reply::text(self.store_failure(req, &e)),
                }
            }
            LogCommand::Link { hours } => {
                let hours = hours.unwrap_or(DEFAULT_LOG_HOURS);
                if !(1..=MAX_LOG_HOURS).contains(&hours) {
                    return Reply::text(self.say(
                        req,
                        "log-hours",
                        &[("max", &MAX_LOG_HOURS.to_string())],
                    ));
                }
                let Some(base) = self.public_url.as_deref() else {
                    return Reply::text(self.say(req, "log-no-pages", &[]));
                };
                let link = NewLink {
                    platform: req.platform.name().to_string(),
                    chat: chat.id.clone(),
                    channel: chat.channel.clone(),
                    created_by: req.user.id.clone(),
                    starts_at: now.saturating_sub(i64::from(hours) * 3_600),
                    ends_at: now,
                    expires_at: now.saturating_add(i64::from(self.link_days) * 86_400),
                };
                let token = match self.store.create_session_link(&link, now).await {
                    Ok(token) => token,
                    Err(e) => return Reply::text(self.store_failure(req, &e)),
                };
                let url = format!("{}/l/{token}", base.trim_end_matches('/'));
                let surface = self.surface(req);
                let text = self.texts.get(
                    req.locale,
                    "log-link",
                    &[
                        ("hours", &hours.to_string()),
                        ("url", &link_text(surface, &url)),
                        ("expires", &surface.escape(&utc(link.expires_at))),
                    ],
                );
                Reply {
                    private: true,
                    direct: true,
                    ..Reply::text(text)
                }
            }
        }
    }

    /// What a chat is told when a reply meant for its asker alone went to them privately.
    pub fn sent_privately(&self, req: &Request) -> String {
        self.say(req, "log-sent-privately", &[("user", &req.user.name)])
    }

    /// What a chat is told when that reply could not reach its asker privately (they never
    /// opened a private chat with the bot).
    pub fn not_sent_privately(&self, req: &Request) -> String {
        self.say(req, "log-start-private", &[("user", &req.user.name)])
    }
}
