//! The dispatcher's tree: which update goes to which handler, wrapped so the ledger learns
//! when each update is finished ([`crate::ledger`]) and each handler knows the update's
//! key in the roll log ([`crate::event::Event`]).

use std::ops::ControlFlow;
use std::panic::AssertUnwindSafe;
use std::sync::Arc;

use futures_util::FutureExt as _;
use teloxide::dispatching::{UpdateFilterExt, UpdateHandler};
use teloxide::dptree;
use teloxide::types::{AllowedUpdate, Me, Update, UpdateKind};
use teloxide::RequestError;

use crate::context::{Api, Context};
use crate::event::Event;
use crate::ledger::Ledger;
use crate::marks::Marks;
use crate::{chat, inline};

/// Every update goes through [`handlers`], then is marked finished in `ledger` however it
/// ended: handled, failed (logged by the dispatcher's error handler) or panicked (logged
/// here) — an update never finished would hold every later one unconfirmed. An update that
/// sends messages is skipped if it was handled already (a message: see `chat::message`),
/// and marked handled once it is ([`Marks`]).
pub(crate) fn schema(ledger: Arc<Ledger>, marks: Arc<Marks>) -> UpdateHandler<RequestError> {
    let handlers = Arc::new(handlers());
    dptree::endpoint(move |update: Update, api: Api, ctx: Arc<Context>, me: Me| {
        let (handlers, ledger, marks) = (handlers.clone(), ledger.clone(), marks.clone());
        async move {
            let id = update.id;
            let event = Event::of(&me, &update);
            // A message asks the store itself, and only when it must (`chat::message`): a
            // roll's own insert tells whether it came before.
            let message = matches!(update.kind, UpdateKind::Message(_));
            if event.sends && !message && ctx.bot.already_handled(event.key()).await {
                tracing::info!(update = id.0, "an update handled before came again");
                ledger.finish(id);
                return Ok(());
            }
            let deps = dptree::deps![api, ctx.clone(), me, update, event.clone()];
            let outcome = AssertUnwindSafe(handlers.dispatch(deps))
                .catch_unwind()
                .await;
            let result = match outcome {
                Ok(ControlFlow::Break(result)) => result,
                Ok(ControlFlow::Continue(_)) => Ok(()),
                Err(_) => {
                    tracing::error!(update = id.0, "handling an update panicked");
                    ledger.finish(id);
                    return Ok(());
                }
            };
            // Confirmed first (the webhook's answer goes now; polling's next offset
            // follows): a confirmed update never comes again, so the mark only matters
            // if the process dies before Telegram hears — whichever lands first closes
            // the gap. A failed update is not marked: delivered again, it gets another try.
            ledger.finish(id);
            if event.sends && result.is_ok() {
                marks.handled(event.key());
            }
            result
        }
    })
}

fn handlers() -> UpdateHandler<RequestError> {
    dptree::entry()
        .branch(Update::filter_inline_query().endpoint(inline::answer))
        .branch(Update::filter_chosen_inline_result().endpoint(inline::chosen))
        .branch(Update::filter_callback_query().endpoint(pressed))
        .branch(Update::filter_message().endpoint(chat::message))
}

/// The update kinds the tree handles, asked for by `setWebhook` and by every `getUpdates`.
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
    me: teloxide::types::Me,
    q: teloxide::types::CallbackQuery,
    event: Event,
) -> Result<(), RequestError> {
    if q.inline_message_id.is_some() {
        inline::pressed(api, ctx, q).await
    } else {
        chat::pressed(api, ctx, &me, q, event).await
    }
}
