//! Interactions in, answers out: the one place both hosting modes share. It reads the
//! interaction, calls the shared handler, and says what to answer now and what to send
//! after (follow-ups, GM messages).

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use polyroll_bot::{AliasCommand, Bot, Command, Reply, Request};
use tokio_util::task::TaskTracker;

use crate::files::Files;
use crate::options::{Options, DISCORD_ORIGIN};
use crate::reply::{self, message};
use crate::request::{self, Call, Origin, Secrecy};
use crate::webhook::Webhook;

/// Work that runs after the answer has gone out.
pub(crate) type Later = Pin<Box<dyn Future<Output = ()> + Send>>;

pub(crate) struct Answer {
    pub response: serenity::CreateInteractionResponse,
    pub later: Option<Later>,
}

impl Answer {
    fn now(response: serenity::CreateInteractionResponse) -> Answer {
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

/// Autocomplete's own deadline for the full choices, then the extra time the hint alone
/// gets: together well inside Discord's 3 seconds.
const AUTOCOMPLETE_DEADLINE: std::time::Duration = std::time::Duration::from_millis(1500);
const HINT_GRACE: std::time::Duration = std::time::Duration::from_millis(500);

/// Discord allows at most this many autocomplete choices, each name and value this long.
pub(crate) const MAX_CHOICES: usize = 25;
pub(crate) const MAX_CHOICE_LEN: usize = 100;

pub(crate) struct Adapter {
    pub(crate) bot: Arc<Bot>,
    pub(crate) webhook: Webhook,
    /// Fetches files attached to commands.
    files: Files,
    /// The bot-token client, when there is a token: GM direct messages need it.
    pub(crate) http: Option<Arc<serenity::Http>>,
    answer_within: Duration,
    /// Work still to send after its answer (follow-ups, GM messages): a shutdown waits for
    /// it, so a deferred answer is never left "thinking" for ever.
    pub(crate) in_flight: TaskTracker,
}

/// serenity's client for `token`, talking to `origin` (a fake Discord in tests).
pub(crate) fn http_client(
    token: &str,
    application_id: Option<u64>,
    origin: &str,
) -> serenity::Http {
    let mut builder = serenity::HttpBuilder::new(token);
    // serenity's ids are non-zero and panic on 0; a 0 from the settings means "unknown".
    if let Some(id) = application_id.filter(|&id| id != 0) {
        builder = builder.application_id(serenity::ApplicationId::new(id));
    }
    if origin != DISCORD_ORIGIN {
        // serenity swaps the origin of every route, but only with its own rate limiter off:
        // another origin is a rate-limiting proxy (twilight-http-proxy) or a test fake.
        builder = builder.proxy(origin).ratelimiter_disabled(true);
    }
    builder.build()
}

impl Adapter {
    pub(crate) fn new(bot: Arc<Bot>, options: &Options) -> Adapter {
        let http = options.token.as_ref().map(|token| {
            Arc::new(http_client(
                token.expose(),
                options.application_id,
                &options.api_origin,
            ))
        });
        Adapter {
            bot,
            webhook: Webhook::new(&options.api_origin),
            files: Files::new(),
            http,
            answer_within: options.answer_within,
            in_flight: TaskTracker::new(),
        }
    }

    /// Waits until every follow-up already started has been sent (or has given up: each
    /// has its client timeout and bounded retries). New work is not expected by then.
    pub(crate) async fn drain(&self) {
        self.in_flight.close();
        self.in_flight.wait().await;
    }

    /// The answer to `interaction`, or `None` for kinds Polyroll does not use.
    pub(crate) async fn answer(
        self: &Arc<Self>,
        interaction: serenity::Interaction,
    ) -> Option<Answer> {
        match interaction {
            serenity::Interaction::Ping(_) => {
                Some(Answer::now(serenity::CreateInteractionResponse::Pong))
            }
            serenity::Interaction::Command(command) => Some(self.command(command).await),
            serenity::Interaction::Autocomplete(command) => Some(Answer::now(
                serenity::CreateInteractionResponse::Autocomplete(self.suggest(&command).await),
            )),
            serenity::Interaction::Component(component) => Some(self.press(component).await),
            _ => None,
        }
    }

    /// Choices for the focused `formula` option: the user's matching aliases and the hint.
    pub(crate) async fn suggest(
        &self,
        command: &serenity::CommandInteraction,
    ) -> serenity::CreateAutocompleteResponse {
        let partial = command
            .data
            .autocomplete()
            .map(|option| option.value)
            .unwrap_or_default();
        let request = Origin::of_command(command).request(partial.to_string());
        self.choices(&request, partial).await
    }

    pub(crate) async fn choices(
        &self,
        request: &Request,
        partial: &str,
    ) -> serenity::CreateAutocompleteResponse {
        // Discord gives autocomplete 3 seconds. A slow store must not cost the choices:
        // past the deadline the hint alone is offered (it reads the store too, but by then
        // the store's breaker answers at once), then nothing.
        let full = tokio::time::timeout(
            AUTOCOMPLETE_DEADLINE,
            self.bot.suggest(request, partial, MAX_CHOICES, usize::MAX),
        );
        // Uncut from the bot: a label may be shortened for display, but a value cut short
        // would put a broken formula in the box, so such a choice is left out instead.
        let suggestions = match full.await {
            Ok(all) => all,
            Err(_) => {
                let hint = tokio::time::timeout(HINT_GRACE, self.bot.hint(request, partial));
                match hint.await {
                    Ok(label) if !partial.trim().is_empty() => vec![polyroll_bot::Suggestion {
                        label,
                        value: partial.trim().to_string(),
                    }],
                    _ => Vec::new(),
                }
            }
        };
        suggestions
            .into_iter()
            .filter(|s| !s.value.is_empty() && s.value.encode_utf16().count() <= MAX_CHOICE_LEN)
            .take(MAX_CHOICES)
            .fold(
                serenity::CreateAutocompleteResponse::new(),
                |response, s| {
                    response.add_string_choice(reply::cut(&s.label, MAX_CHOICE_LEN), s.value)
                },
            )
    }

    /// "Roll again" and other buttons: always a new message, never an edit of the old one.
    async fn press(self: &Arc<Self>, component: serenity::ComponentInteraction) -> Answer {
        let request = Origin::of_component(&component).request(component.data.custom_id.clone());
        // A button under an ephemeral roll rolls ephemerally again.
        let ephemeral = component
            .message
            .flags
            .is_some_and(|flags| flags.contains(serenity::MessageFlags::EPHEMERAL));
        let bot = Arc::clone(&self.bot);
        let action = component.data.custom_id.clone();
        let work = async move { bot.press(&request, &action).await };
        self.in_time(
            component.application_id,
            component.token.clone(),
            ephemeral,
            work,
        )
        .await
    }

    async fn command(self: &Arc<Self>, command: serenity::CommandInteraction) -> Answer {
        let origin = Origin::of_command(&command);
        let call = request::call(&command.data);
        let request = origin.request(format!("/{}", command.data.name));
        match call {
            Call::Roll {
                formula,
                dialect,
                secrecy: Secrecy::Gm,
                repeat,
            } => crate::gm::roll(self, &command, request, formula, dialect, repeat),
            Call::GmRole { role } => crate::gm::set_role(self, &command, &origin, request, role),
            Call::ImportFile { target, file } => {
                let (bot, files) = (Arc::clone(&self.bot), self.files.clone());
                // Fetching counts against Discord's window like the import itself: a slow
                // download is answered "deferred", then followed up.
                let work = async move {
                    let file = files.fetch(&file).await;
                    let import = Command::Alias {
                        target,
                        command: Some(AliasCommand::ImportFile { file }),
                    };
                    bot.execute(&request, import).await
                };
                self.in_time(command.application_id, command.token.clone(), true, work)
                    .await
            }
            Call::Roll {
                formula,
                dialect,
                secrecy,
                repeat,
            } => {
                let bot = Arc::clone(&self.bot);
                let work = async move {
                    bot.roll_repeated(&request, &formula, dialect.as_deref(), repeat)
                        .await
                };
                self.in_time(
                    command.application_id,
                    command.token.clone(),
                    secrecy == Secrecy::Me,
                    work,
                )
                .await
            }
            Call::Handler(call) => {
                let mut request = request;
                if matches!(call, Command::Verify { .. }) {
                    // Only a GM may see the dice of the server's secret GM rolls.
                    crate::gm::mark_standing(self, &origin, &mut request).await;
                }
                // Statistics are worth sharing; settings, help and one's own lists are not
                // the channel's business.
                let ephemeral = !matches!(call, Command::Stats { .. });
                let bot = Arc::clone(&self.bot);
                let work = async move { bot.execute(&request, call).await };
                self.in_time(
                    command.application_id,
                    command.token.clone(),
                    ephemeral,
                    work,
                )
                .await
            }
        }
    }

    /// Answers with the reply if it is ready within Discord's window and carries no file;
    /// otherwise answers "deferred" and sends the reply as a follow-up when it is done.
    /// (A file cannot travel in the JSON response body.)
    async fn in_time<W>(
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
