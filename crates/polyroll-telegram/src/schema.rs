//! The dispatcher's tree: which update goes to which handler. Its filters are also what
//! `getUpdates` asks Telegram for (`allowed_updates`).

use std::sync::Arc;

use teloxide::dispatching::{UpdateFilterExt, UpdateHandler};
use teloxide::dptree;
use teloxide::types::{AllowedUpdate, Update};
use teloxide::RequestError;

use crate::context::{Api, Context};
use crate::{chat, inline};

pub(crate) fn schema() -> UpdateHandler<RequestError> {
    dptree::entry()
        .branch(Update::filter_inline_query().endpoint(inline::answer))
        .branch(Update::filter_chosen_inline_result().endpoint(inline::chosen))
        .branch(Update::filter_callback_query().endpoint(pressed))
        .branch(Update::filter_message().endpoint(chat::message))
}

/// The update kinds the tree handles, for `setWebhook` (polling learns them from the tree
/// itself; teloxide keeps that list private, so the tests check both agree).
pub(crate) fn allowed_updates() -> Vec<AllowedUpdate> {
    vec![
        AllowedUpdate::Message,
        AllowedUpdate::CallbackQuery,
        AllowedUpdate::InlineQuery,
        AllowedUpdate::ChosenInlineResult,
    ]
}

/// A button: on an inline message it is the fair "Roll"; under a chat message it is one of
/// the shared handler's buttons ("Roll again").
async fn pressed(
    api: Api,
    ctx: Arc<Context>,
    q: teloxide::types::CallbackQuery,
) -> Result<(), RequestError> {
    if q.inline_message_id.is_some() {
        inline::pressed(api, ctx, q).await
    } else {
        chat::pressed(api, ctx, q).await
    }
}
