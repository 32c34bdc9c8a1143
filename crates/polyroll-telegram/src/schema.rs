//! The dispatcher's one endpoint: which update goes to which handler, wrapped so the ledger
//! learns when each update is finished ([`crate::ledger`]) and each handler knows the
//! update's key in the roll log ([`crate::event::Event`]).

use std::panic::AssertUnwindSafe;
use std::sync::Arc;

use futures_util::FutureExt as _;
use teloxide::dispatching::UpdateHandler;
use teloxide::dptree;
use teloxide::types::{AllowedUpdate, CallbackQuery, Me, Update, UpdateKind};
use teloxide::RequestError;

use crate::context::{Api, Context};
use crate::event::Event;
use crate::ledger::Ledger;
use crate::marks::Marks;
use crate::{chat, inline};

/// Every update goes to its handler ([`handle`]), then is marked finished in `ledger`
/// however it ended: handled, failed (logged by the dispatcher's error handler) or panicked
/// (logged here) — an update never finished would hold every later one unconfirmed. An
/// update that sends messages is skipped if it was handled already (a message: see
/// `chat::message`), and marked handled once it is ([`Marks`]).
pub(crate) fn schema(ledger: Arc<Ledger>, marks: Arc<Marks>) -> UpdateHandler<RequestError> {
    dptree::endpoint(move |update: Update, api: Api, ctx: Arc<Context>, me: Me| {
        let (ledger, marks) = (ledger.clone(), marks.clone());
        async move {
            let id = update.id;
            let event = Event::of(&me, &update);
            // A message asks the store itself, and only when it must (`chat::message`): a
            // roll's own insert tells whether it came before.
            let message = matches!(update.kind, UpdateKind::Message(_));
            if event.sends && !message && event.handled_before(&ctx.bot).await {
                ledger.finish(id);
                return Ok(());
            }
            let outcome = AssertUnwindSafe(handle(update.kind, api, ctx, me, event.clone()))
                .catch_unwind()
                .await;
            let result = match outcome {
                Ok(result) => result,
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

/// The update to its handler, by kind. A match rather than a dptree tree of filters: each
/// filter cloned the whole update to look at its kind, and each handler's arguments went
/// through a map of dependencies built for every update.
async fn handle(
    kind: UpdateKind,
    api: Api,
    ctx: Arc<Context>,
    me: Me,
    event: Event,
) -> Result<(), RequestError> {
    match kind {
        UpdateKind::Message(msg) => chat::message(api, ctx, me, msg, event).await,
        UpdateKind::CallbackQuery(q) => pressed(api, ctx, me, q, event).await,
        UpdateKind::InlineQuery(q) => inline::answer(api, ctx, q).await,
        UpdateKind::ChosenInlineResult(c) => inline::chosen(api, ctx, c).await,
        // Not asked for ([`allowed_updates`]).
        _ => Ok(()),
    }
}

/// The update kinds [`handle`] handles, asked for by `setWebhook` and by every `getUpdates`.
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
    me: Me,
    q: CallbackQuery,
    event: Event,
) -> Result<(), RequestError> {
    if q.inline_message_id.is_some() {
        inline::pressed(api, ctx, q).await
    } else {
        chat::pressed(api, ctx, &me, q, event).await
    }
}
