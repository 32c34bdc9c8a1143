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
use polyroll_bot::{Bot, Reply, Request};
use serde::ser::{Serialize, SerializeMap, Serializer};
use tokio_util::task::TaskTracker;

use crate::client::http_client;
use crate::files::Files;
use crate::options::Options;
use crate::reply::message;
use crate::webhook::Webhook;

/// What replaces a public "thinking…" before a private reply (see
/// [`Adapter::follow_up_privately`]): no words, so no language to choose; deleted at once.
const PLACEHOLDER: &str = "…";

/// Work that runs after the answer has gone out.
pub(crate) type Later = Pin<Box<dyn Future<Output = ()> + Send>>;

/// An interaction's work: its reply, or `Err` with the reply to a repeat. Boxed where it
/// is made, so the futures that await it stay small: a roll's whole state machine inline
/// was copied with each move of theirs (memcpy was 14% of a roll's instructions).
pub(crate) type Work = Pin<Box<dyn Future<Output = Result<Reply, Reply>> + Send>>;

pub(crate) struct Answer {
    pub response: Response,
    pub later: Option<Later>,
}

/// What an interaction is answered with: most often a reply's message, written straight
/// ([`crate::reply`]); anything else through serenity's builders.
pub(crate) enum Response {
    Message { reply: Reply, ephemeral: bool },
    Built(serenity::CreateInteractionResponse),
}

/// Discord's response type for a message sent in reply to the interaction.
const CHANNEL_MESSAGE: u8 = 4;

impl Serialize for Response {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Response::Message { reply, ephemeral } => {
                let mut map = serializer.serialize_map(Some(2))?;
                map.serialize_entry("type", &CHANNEL_MESSAGE)?;
                map.serialize_entry("data", &message(reply, *ephemeral))?;
                map.end()
            }
            Response::Built(response) => response.serialize(serializer),
        }
    }
}

impl Answer {
    pub(crate) fn now(response: serenity::CreateInteractionResponse) -> Answer {
        Answer {
            response: Response::Built(response),
            later: None,
        }
    }

    /// `reply` at once, to everyone in the channel or (`ephemeral`) to its sender alone.
    pub(crate) fn message(reply: Reply, ephemeral: bool) -> Answer {
        Answer {
            response: Response::Message { reply, ephemeral },
            later: None,
        }
    }

    /// `text` at once, seen only by whoever sent the interaction.
    pub(crate) fn private(text: String) -> Answer {
        Answer::message(Reply::text(text), true)
    }

    /// "Thinking…" at once, the rest from `later` as follow-ups: for answers that need the
    /// store, which may be slower than Discord's 3 seconds.
    pub(crate) fn deferred(ephemeral: bool, later: Later) -> Answer {
        Answer {
            response: Response::Built(serenity::CreateInteractionResponse::Defer(
                serenity::CreateInteractionResponseMessage::new().ephemeral(ephemeral),
            )),
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
    /// The configured application, whose messages alone carry buttons to press.
    pub(crate) application_id: Option<u64>,
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
            application_id: options.application_id,
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

    /// The reply to a repeat of interaction `id`, or `None` the first time it comes.
    /// Discord signs a request's bytes and time, not its delivery: the same signed
    /// interaction may be sent again within the signature's window, and must not roll (or
    /// message the GMs, or change a setting) twice. Claimed in the store, so a repeat sent
    /// to another process behind the same load balancer is caught too.
    pub(crate) async fn repeated(
        &self,
        id: serenity::InteractionId,
        request: &Request,
    ) -> Option<Reply> {
        self.bot
            .answered_before(request, &interaction_key(id))
            .await
    }

    /// `work` on `request`, run only the first time interaction `id` comes (see
    /// [`Adapter::repeated`]); a repeat is `Err` with its reply. The claim is part of the
    /// work, so a slow store defers the answer like any other.
    pub(crate) fn once<F, W>(
        self: &Arc<Self>,
        id: serenity::InteractionId,
        request: Request,
        work: F,
    ) -> Work
    where
        F: FnOnce(Request) -> W + Send + 'static,
        W: Future<Output = Reply> + Send + 'static,
    {
        let adapter = Arc::clone(self);
        Box::pin(async move {
            match adapter.repeated(id, &request).await {
                Some(repeat) => Err(repeat),
                None => Ok(Box::pin(work(request)).await),
            }
        })
    }

    /// `work` on `request` and interaction `id`'s key, for work that logs a roll under
    /// that key: the roll's own insert then claims the interaction, one statement where
    /// [`Adapter::once`] takes two, and a repeat ([`Reply::repeated`]) is `Err`, as there.
    pub(crate) fn keyed<F, W>(id: serenity::InteractionId, request: Request, work: F) -> Work
    where
        F: FnOnce(Request, String) -> W + Send + 'static,
        W: Future<Output = Reply> + Send + 'static,
    {
        Box::pin(async move {
            // Boxed too: the roll's future is the largest of all.
            let reply = Box::pin(work(request, interaction_key(id))).await;
            if reply.repeated {
                Err(reply)
            } else {
                Ok(reply)
            }
        })
    }

    /// Answers with the reply if it is ready within Discord's window and carries no file;
    /// otherwise answers "deferred" and sends the reply as a follow-up when it is done.
    /// (A file cannot travel in the JSON response body.) `work` is [`Adapter::once`]'s: a
    /// repeat (`Err`) is answered only to whoever sent it, when it is still in time for that.
    pub(crate) async fn in_time(
        self: &Arc<Self>,
        application_id: serenity::ApplicationId,
        token: String,
        ephemeral: bool,
        mut work: Work,
    ) -> Answer {
        let ready = match tokio::time::timeout(self.answer_within, &mut work).await {
            Ok(Err(repeat)) => return Answer::message(repeat, true),
            Ok(Ok(reply)) if reply.attachment.is_none() => {
                // A refusal for the requester alone stays theirs.
                let ephemeral = ephemeral || reply.private;
                return Answer::message(reply, ephemeral);
            }
            Ok(Ok(reply)) => Some(reply),
            Err(_) => None,
        };
        let adapter = Arc::clone(self);
        let later: Later = Box::pin(async move {
            let answered = match ready {
                Some(reply) => Ok(reply),
                None => work.await,
            };
            // A repeat's answer, like a refusal, is for its sender alone.
            let private = answered.as_ref().map_or(true, |reply| reply.private);
            let reply = answered.unwrap_or_else(|repeat| repeat);
            if private && !ephemeral {
                adapter
                    .follow_up_privately(application_id, &token, &reply)
                    .await;
            } else {
                adapter
                    .follow_up(application_id, &token, &reply, ephemeral)
                    .await;
            }
        });
        Answer::deferred(ephemeral, later)
    }

    /// A reply for its requester alone, after a public "thinking…". Discord makes the first
    /// follow-up after a deferral the deferred message itself, visible as the deferral was,
    /// whatever its own flags say; only later follow-ups choose. So a placeholder takes
    /// that first place, the reply follows as an ephemeral message, and the placeholder is
    /// deleted. The reply goes out only if the placeholder did: else it could be the first.
    async fn follow_up_privately(
        &self,
        application_id: serenity::ApplicationId,
        token: &str,
        reply: &Reply,
    ) {
        let placeholder = Reply::text(PLACEHOLDER);
        let placeholder = message(&placeholder, false);
        if let Err(error) = self
            .webhook
            .follow_up(application_id, token, placeholder, None)
            .await
        {
            tracing::warn!(%error, "Discord follow-up failed");
            return;
        }
        self.follow_up(application_id, token, reply, true).await;
        if let Err(error) = self
            .webhook
            .delete(application_id, token, "@original")
            .await
        {
            tracing::warn!(%error, "deleting Discord's placeholder failed");
        }
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

/// The key interaction `id` is claimed (or its roll logged) under, in every process.
fn interaction_key(id: serenity::InteractionId) -> String {
    format!("discord:interaction:{id}")
}
