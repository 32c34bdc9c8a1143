//! The adapter both hosting modes share: its state, and how an answer goes out — at once
//! in the response, or deferred and sent as follow-ups.
//!
//! Reading interactions is not here but above, in [`crate::route`] and
//! [`crate::autocomplete`] (more `impl Adapter` blocks): routing calls [`crate::gm`], and
//! `gm` needs this module's state and follow-ups, so keeping the two apart keeps the
//! imports in layers.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use polyroll_bot::{Bot, Reply};
use tokio_util::task::TaskTracker;

use crate::client::http_client;
use crate::files::Files;
use crate::options::Options;
use crate::reply::message;
use crate::webhook::Webhook;

/// Work that runs after the answer has gone out.
pub(crate) type Later = Pin<Box<dyn Future<Output = ()> + Send>>;

pub(crate) struct Answer {
    pub response: serenity::CreateInteractionResponse,
    pub later: Option<Later>,
}

impl Answer {
    pub(crate) fn now(response: serenity::CreateInteractionResponse) -> Answer {
        Answer {
            response,
            later: None,
        }
    }

    /// "Thinking…" at once, the rest from `later` as follow-ups: for answers that need the
    /// store, which may be slower than Discord's 3 seconds.
    pub(crate) fn deferred(ephemeral: bool, later: Later) -> Answer {
        Answer {
            response: serenity::CreateInteractionResponse::Defer(
                serenity::CreateInteractionResponseMessage::new().ephemeral(ephemeral),
            ),
            later: Some(later),
        }
    }
}

pub(crate) struct Adapter {
    pub(crate) bot: Arc<Bot>,
    pub(crate) webhook: Webhook,
    /// Fetches files attached to commands.
    pub(crate) files: Files,
    /// The bot-token client, when there is a token: GM direct messages need it.
    pub(crate) http: Option<Arc<serenity::Http>>,
    pub(crate) answer_within: Duration,
    /// Work still to send after its answer (follow-ups, GM messages): a shutdown waits for
    /// it, so a deferred answer is never left "thinking" for ever.
    pub(crate) in_flight: TaskTracker,
}

impl Adapter {
    pub(crate) fn new(bot: Arc<Bot>, options: &Options) -> anyhow::Result<Adapter> {
        let http = options.token.as_ref().map(|token| {
            Arc::new(http_client(
                token.expose(),
                options.application_id,
                &options.api_origin,
            ))
        });
        Ok(Adapter {
            files: Files::new(Arc::clone(&bot))?,
            bot,
            webhook: Webhook::new(&options.api_origin)?,
            http,
            answer_within: options.answer_within,
            in_flight: TaskTracker::new(),
        })
    }

    /// Waits until every follow-up already started has been sent (or has given up: each
    /// has its client timeout and bounded retries). New work is not expected by then.
    pub(crate) async fn drain(&self) {
        self.in_flight.close();
        self.in_flight.wait().await;
    }

    /// Answers with the reply if it is ready within Discord's window and carries no file;
    /// otherwise answers "deferred" and sends the reply as a follow-up when it is done.
    /// (A file cannot travel in the JSON response body.)
    pub(crate) async fn in_time<W>(
        self: &Arc<Self>,
        application_id: serenity::ApplicationId,
        token: String,
        ephemeral: bool,
        work: W,
    ) -> Answer
    where
        W: Future<Output = Reply> + Send + 'static,
    {
        let mut work = Box::pin(work);
        let ready = match tokio::time::timeout(self.answer_within, &mut work).await {
            Ok(reply) if reply.attachment.is_none() => {
                return Answer::now(serenity::CreateInteractionResponse::Message(message(
                    &reply, ephemeral,
                )));
            }
            Ok(reply) => Some(reply),
            Err(_) => None,
        };
        let adapter = Arc::clone(self);
        let later: Later = Box::pin(async move {
            let reply = match ready {
                Some(reply) => reply,
                None => work.await,
            };
            adapter
                .follow_up(application_id, &token, &reply, ephemeral)
                .await;
        });
        Answer::deferred(ephemeral, later)
    }

    pub(crate) async fn follow_up(
        &self,
        application_id: serenity::ApplicationId,
        token: &str,
        reply: &Reply,
        ephemeral: bool,
    ) {
        let sent = self
            .webhook
            .follow_up(
                application_id,
                token,
                message(reply, ephemeral),
                reply.attachment.as_deref(),
            )
            .await;
        if let Err(error) = sent {
            tracing::warn!(%error, "Discord follow-up failed");
        }
    }
}
