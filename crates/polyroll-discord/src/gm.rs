//! GM rolls: the result goes privately to the members holding the server's GM role, the
//! channel sees only a notice with the roll's id (the roll log keeps the roll), and the
//! roller sees the result ephemerally.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use polyroll_bot::{Reply, Request};

use crate::adapter::{Adapter, Answer};
use crate::request::Origin;

/// Members are listed in pages of this many (Discord's maximum).
const PAGE: u64 = 1000;
/// Enough for servers of 10 000 members; past that the GM role is still looked up
/// in the first pages only, which keeps a GM roll bounded in time.
const MAX_PAGES: usize = 10;

/// `/gm role [role]`: server managers only. The checks need nothing but the interaction and
/// are answered at once; the setting is written after a deferral (the store may be slow)
/// and confirmed as a follow-up.
pub(crate) fn set_role(
    adapter: &Arc<Adapter>,
    command: &serenity::CommandInteraction,
    origin: &Origin<'_>,
    request: Request,
    role: Option<(serenity::RoleId, String)>,
) -> Answer {
    let guild_id =
        match adapter
            .bot
            .gm_role_server(&request, origin.guild_id, origin.manages_server())
        {
            Ok(guild_id) => guild_id,
            Err(refusal) => return Answer::private(refusal),
        };
    let adapter = Arc::clone(adapter);
    let (id, application_id, token) = (command.id, command.application_id, command.token.clone());
    Answer::deferred(
        true,
        Box::pin(async move {
            let reply = match adapter.repeated(id, &request).await {
                Some(repeat) => repeat,
                None => Reply::text(save_role(&adapter, guild_id, &request, role).await),
            };
            adapter
                .follow_up(application_id, &token, &reply, true)
                .await;
        }),
    )
}

async fn save_role(
    adapter: &Adapter,
    guild_id: serenity::GuildId,
    request: &Request,
    role: Option<(serenity::RoleId, String)>,
) -> String {
    let role = role.as_ref().map(|(id, name)| (id.get(), name.as_str()));
    adapter
        .bot
        .save_gm_role(request, &guild_id.to_string(), role)
        .await
}

/// Marks the request's chat `gm` when the member holds the server's GM role. A store that
/// cannot say leaves them a player: the dice stay hidden rather than shown to the wrong one.
pub(crate) async fn mark_standing(adapter: &Adapter, origin: &Origin<'_>, request: &mut Request) {
    let (Some(guild_id), Some(member)) = (origin.guild_id, origin.member) else {
        return;
    };
    let gm = match role(adapter, request, guild_id).await {
        Ok(Some(role)) => member.roles.contains(&role),
        Ok(None) => false,
        Err(error) => {
            tracing::warn!(%error, "the GM role could not be read for /verify");
            false
        }
    };
    if let Some(chat) = request.chat.as_mut() {
        chat.gm = gm;
    }
}

/// The server's GM role, if a manager set one.
async fn role(
    adapter: &Adapter,
    request: &Request,
    guild_id: serenity::GuildId,
) -> Result<Option<serenity::RoleId>, polyroll_store::StoreError> {
    let role = adapter.bot.gm_role(request, &guild_id.to_string()).await?;
    Ok(role.map(serenity::RoleId::new))
}

/// A GM roll. What needs only the interaction (a server, a bot token) is answered at once;
/// everything that reads or writes the store comes after an ephemeral deferral, so a slow
/// store never costs Discord's 3-second window. Then, as follow-ups: the roller's own
/// result (the first follow-up takes the deferral's place, ephemeral like it), after the
/// direct messages to the GMs so it can say if none was reached; then the public notice.
pub(crate) fn roll(
    adapter: &Arc<Adapter>,
    command: &serenity::CommandInteraction,
    request: Request,
    formula: String,
    dialect: Option<String>,
    repeat: Option<i64>,
) -> Answer {
    let bot = &adapter.bot;
    let Some(guild_id) = command.guild_id else {
        return Answer::private(bot.say(&request, "gm-server-only", &[]));
    };
    let Some(http) = adapter.http.clone() else {
        // Direct messages need the bot token; an endpoint-only deployment has none.
        return Answer::private(bot.say(&request, "gm-unavailable", &[]));
    };
    let adapter = Arc::clone(adapter);
    let (id, application_id, token) = (command.id, command.application_id, command.token.clone());
    Answer::deferred(
        true,
        Box::pin(async move {
            // A repeat messages no GM and posts no notice: the roller's answer says why.
            if let Some(repeat) = adapter.repeated(id, &request).await {
                adapter
                    .follow_up(application_id, &token, &repeat, true)
                    .await;
                return;
            }
            let roll = GmRoll {
                adapter: &adapter,
                http: &http,
                guild_id,
                request: &request,
            };
            let replies = roll.run(&formula, dialect.as_deref(), repeat).await;
            for (reply, ephemeral) in replies {
                adapter
                    .follow_up(application_id, &token, &reply, ephemeral)
                    .await;
            }
        }),
    )
}

struct GmRoll<'a> {
    adapter: &'a Adapter,
    http: &'a serenity::Http,
    guild_id: serenity::GuildId,
    request: &'a Request,
}

impl GmRoll<'_> {
    /// Rolls and messages the GMs; returns the follow-ups to send, in order, each with
    /// whether it is ephemeral.
    async fn run(
        &self,
        formula: &str,
        dialect: Option<&str>,
        repeat: Option<i64>,
    ) -> Vec<(Reply, bool)> {
        let (bot, request) = (&self.adapter.bot, self.request);
        let role = match role(self.adapter, request, self.guild_id).await {
            Ok(Some(role)) => role,
            Ok(None) => return vec![(Reply::text(bot.say(request, "gm-no-role", &[])), true)],
            Err(error) => return vec![(Reply::text(bot.store_failure(request, &error)), true)],
        };
        // Each GM roll lists the members and messages the GMs: a user's turn comes only so often.
        if let Err(refusal) = bot.gm_roll_turn(request) {
            return vec![(Reply::text(refusal), true)];
        }
        let result = bot
            .roll_for_gm_repeated(request, formula, dialect, repeat)
            .await;
        let Some(roll_id) = result.roll_id else {
            // Nothing was rolled (a parse error, say): only the roller needs to see why.
            return vec![(Reply::text(result.text), true)];
        };
        let id = roll_id.to_string();
        let user = request.user.name.clone();
        let notice = bot.say(request, "roll-gm-notice", &[("user", &user), ("id", &id)]);
        let header = bot.say(request, "roll-gm-private", &[("user", &user), ("id", &id)]);
        let private_text = format!("{header}\n{}", result.text);
        let reached = deliver(self.http, self.guild_id, role, &private_text).await;
        let mut own = result;
        own.buttons.clear();
        if reached == 0 {
            own.text = format!("{}\n{}", own.text, bot.say(request, "gm-none-reached", &[]));
        }
        vec![(own, true), (Reply::text(notice), false)]
    }
}

/// Sends `text` to every human member holding `role`; returns how many got it.
async fn deliver(
    http: &serenity::Http,
    guild_id: serenity::GuildId,
    role: serenity::RoleId,
    text: &str,
) -> usize {
    let mut reached = 0;
    let mut after = None;
    for _ in 0..MAX_PAGES {
        let members = match http.get_guild_members(guild_id, Some(PAGE), after).await {
            Ok(members) => members,
            Err(error) => {
                tracing::warn!(%error, guild = %guild_id, "listing members for a GM roll failed");
                break;
            }
        };
        for member in members
            .iter()
            .filter(|m| !m.user.bot && m.roles.contains(&role))
        {
            let dm = serenity::CreateMessage::new()
                .content(crate::reply::cut(text, crate::reply::MAX_CONTENT))
                .allowed_mentions(serenity::CreateAllowedMentions::new());
            match member.user.id.direct_message(http, dm).await {
                Ok(_) => reached += 1,
                Err(error) => {
                    tracing::warn!(%error, user = %member.user.id, "GM direct message failed")
                }
            }
        }
        if members.len() < PAGE as usize {
            break;
        }
        after = members.last().map(|m| m.user.id.get());
    }
    reached
}
