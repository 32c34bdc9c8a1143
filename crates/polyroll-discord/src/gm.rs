//! GM rolls: the result goes privately to the members holding the server's GM role, the
//! channel sees only a notice with the roll's id (the roll log keeps the roll), and the
//! roller sees the result ephemerally.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use polyroll_bot::{Reply, Request};

use crate::adapter::{Adapter, Answer};
use crate::reply::message;
use crate::request::Origin;

/// Members are listed in pages of this many (Discord's maximum).
const PAGE: u64 = 1000;
/// Enough for servers of 10 000 members; past that the GM role is still looked up
/// in the first pages only, which keeps a GM roll bounded in time.
const MAX_PAGES: usize = 10;

fn private(text: String) -> Answer {
    Answer {
        response: serenity::CreateInteractionResponse::Message(message(
            &Reply {
                text,
                ..Reply::default()
            },
            true,
        )),
        later: None,
    }
}

/// `/gm role [role]`: the bot decides; this translates the server, the caller's
/// permissions and the role.
pub(crate) async fn set_role(
    adapter: &Adapter,
    origin: &Origin<'_>,
    request: &Request,
    role: Option<(serenity::RoleId, String)>,
) -> String {
    let server = origin.guild_id.map(|g| g.to_string());
    adapter
        .bot
        .set_gm_role(
            request,
            server.as_deref(),
            origin.manages_server(),
            role.as_ref().map(|(id, name)| (id.get(), name.as_str())),
        )
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

pub(crate) async fn roll(
    adapter: &Arc<Adapter>,
    command: &serenity::CommandInteraction,
    request: Request,
    formula: String,
    dialect: Option<String>,
) -> Answer {
    let bot = &adapter.bot;
    let Some(guild_id) = command.guild_id else {
        return private(bot.say(&request, "gm-server-only", &[]));
    };
    let role = match role(adapter, &request, guild_id).await {
        Ok(Some(role)) => role,
        Ok(None) => return private(bot.say(&request, "gm-no-role", &[])),
        Err(error) => return private(bot.store_failure(&request, &error)),
    };
    let Some(http) = adapter.http.clone() else {
        // Direct messages need the bot token; an endpoint-only deployment has none.
        return private(bot.say(&request, "gm-unavailable", &[]));
    };
    let result = bot
        .roll_for_gm(&request, &formula, dialect.as_deref())
        .await;
    let Some(roll_id) = result.roll_id else {
        // Nothing was rolled (a parse error, say): only the roller needs to see why.
        return private(result.text);
    };
    let id = roll_id.to_string();
    let user = request.user.name.clone();
    let notice = bot.say(&request, "roll-gm-notice", &[("user", &user), ("id", &id)]);
    let header = bot.say(&request, "roll-gm-private", &[("user", &user), ("id", &id)]);

    let adapter = Arc::clone(adapter);
    let (application_id, token) = (command.application_id, command.token.clone());
    let later = Box::pin(async move {
        let private_text = format!("{header}\n{}", result.text);
        let reached = deliver(&http, guild_id, role, &private_text).await;
        let mut own = result.clone();
        own.buttons.clear();
        if reached == 0 {
            own.text = format!(
                "{}\n{}",
                own.text,
                adapter.bot.say(&request, "gm-none-reached", &[])
            );
        }
        adapter.follow_up(application_id, &token, &own, true).await;
    });
    Answer {
        response: serenity::CreateInteractionResponse::Message(message(
            &Reply {
                text: notice,
                ..Reply::default()
            },
            false,
        )),
        later: Some(later),
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
