//! The adapter's state and its two ways of receiving updates.

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use polyroll_bot::Config;
use teloxide::adaptors::throttle::{Limits, Settings};
use teloxide::adaptors::Throttle;
use teloxide::dispatching::{Dispatcher, ShutdownToken};
use teloxide::error_handlers::ErrorHandler;
use teloxide::prelude::Requester;
use teloxide::requests::Request as _;
use teloxide::RequestError;
use tokio_util::sync::CancellationToken;

use crate::context::{Api, Context};
use crate::ledger::Ledger;
use crate::listener::{self, Listener};
use crate::marks::Marks;
use crate::redact::Redactor;
use crate::schema;
use crate::webhook::{self, WebhookSettings};

/// The adapter's name in `/healthz` and `/metrics`.
const ADAPTER: &str = "telegram";

/// How long a failed `getUpdates` keeps the adapter down in `/healthz`. The poller
/// retries on its own, waiting up to 64 s between failures, and says nothing when one
/// succeeds: a failure not renewed within the longest wait plus one poll is over.
const FAILURE_WINDOW: Duration = Duration::from_secs(64 + 10 + 16);

/// Starts Telegram as configured: a webhook when `TELEGRAM_WEBHOOK_URL` is set, long
/// polling otherwise. Returns when `shutdown` is cancelled (or the transport fails).
pub async fn run(
    bot: Arc<polyroll_bot::Bot>,
    config: &Config,
    shutdown: CancellationToken,
) -> anyhow::Result<()> {
    let tg = &config.telegram;
    let token = tg.token.as_ref().context("TELEGRAM_BOT_TOKEN is not set")?;
    // Down ("starting") in `/healthz` until updates are being received.
    bot.metrics().adapter(ADAPTER);
    let telegram = Telegram::new(bot, token.expose(), tg.api_url.as_deref())?;
    match &tg.webhook_url {
        None => telegram.poll(shutdown).await,
        Some(url) => {
            let addr = tg
                .webhook_addr
                .context("TELEGRAM_WEBHOOK_ADDR is required with TELEGRAM_WEBHOOK_URL")?;
            let settings =
                WebhookSettings::new(url, tg.webhook_secret.as_ref().map(|s| s.expose()))?;
            let listener = tokio::net::TcpListener::bind(addr)
                .await
                .with_context(|| format!("cannot listen on TELEGRAM_WEBHOOK_ADDR {addr}"))?;
            telegram.serve_webhook(listener, settings, shutdown).await
        }
    }
}

/// The Telegram adapter: a Bot API client and the shared handler.
pub struct Telegram {
    api: Api,
    ctx: Arc<Context>,
}

impl Telegram {
    /// `api_url` is another Bot API server (`TELEGRAM_API_URL`); the official one if `None`.
    /// Must be called inside a Tokio runtime (the throttle runs as a task).
    pub fn new(
        bot: Arc<polyroll_bot::Bot>,
        token: &str,
        api_url: Option<&str>,
    ) -> anyhow::Result<Telegram> {
        let mut client = teloxide::Bot::new(token);
        if let Some(url) = api_url {
            let url = url::Url::parse(url).context("TELEGRAM_API_URL is not a URL")?;
            client = client.set_api_url(url);
        }
        let api = Throttle::spawn_with_settings(
            client,
            Settings::default().limits(Limits::default()).no_retry(),
        );
        Ok(Telegram {
            api,
            ctx: Arc::new(Context {
                bot,
                redact: Redactor::new(token),
            }),
        })
    }

    /// The client, for callers that want to send something themselves.
    pub fn api(&self) -> &Api {
        &self.api
    }

    /// Long polling: deletes a webhook left from webhook mode (getWebhookInfo first), then
    /// getMe and getUpdates with the update kinds the handlers need. Pending updates are
    /// kept: a roll someone sent while the bot was down still happens. An update is
    /// confirmed only once it is handled ([`crate::ledger`]); on the way out, one last
    /// getUpdates confirms the ones finished since the previous one.
    pub async fn poll(&self, shutdown: CancellationToken) -> anyhow::Result<()> {
        self.remove_webhook().await;
        let ledger = Arc::new(Ledger::default());
        let updates = Listener::polling(self.api.clone(), ledger.clone());
        self.dispatch(updates, ledger.clone(), shutdown).await?;
        if let Err(e) = listener::confirm_finished(&self.api, &ledger).await {
            // Those updates come again at the next start, and show what they did.
            tracing::warn!(error = %self.ctx.redact.scrub(&e.to_string()), "confirming the last updates failed");
        }
        Ok(())
    }

    /// A webhook would make Telegram refuse getUpdates: it goes, if there is one.
    async fn remove_webhook(&self) {
        let info = match self.api.get_webhook_info().send().await {
            Ok(info) => info,
            Err(e) => {
                tracing::warn!(error = %self.ctx.redact.scrub(&e.to_string()), "getWebhookInfo failed");
                return;
            }
        };
        if info.url.is_some() {
            if let Err(e) = self.api.delete_webhook().send().await {
                tracing::warn!(error = %self.ctx.redact.scrub(&e.to_string()), "deleteWebhook failed");
            }
        }
    }

    /// Webhook mode on an already bound `listener` (tests and load tests bind 127.0.0.1:0):
    /// registers the webhook with Telegram, serves it until `shutdown`, refusing every
    /// request without the right secret header, and answering each update once it is
    /// handled.
    pub async fn serve_webhook(
        &self,
        listener: tokio::net::TcpListener,
        settings: WebhookSettings,
        shutdown: CancellationToken,
    ) -> anyhow::Result<()> {
        let ledger = Arc::new(Ledger::default());
        let (updates, router) =
            webhook::setup(&self.api, &settings, ledger.clone(), self.ctx.bot.clone())
                .await
                .map_err(|e| {
                    anyhow::anyhow!(
                        "setWebhook failed: {}",
                        self.ctx.redact.scrub(&e.to_string())
                    )
                })?;
        let server_stop = shutdown.clone();
        let server = tokio::spawn(async move {
            let served =
                polyroll_bot::http::serve(listener, router, server_stop.clone().cancelled_owned())
                    .await;
            // A server that stopped on its own leaves the dispatcher nothing to do.
            server_stop.cancel();
            served
        });
        let dispatched = self.dispatch(updates, ledger, shutdown.clone()).await;
        // The dispatcher can also end on its own (getMe failed): stop serving then too.
        shutdown.cancel();
        let served = server.await.context("the webhook server panicked")?;
        dispatched?;
        served.context("the webhook server failed")
    }

    async fn dispatch(
        &self,
        updates: Listener,
        ledger: Arc<Ledger>,
        shutdown: CancellationToken,
    ) -> anyhow::Result<()> {
        crate::menu::set(&self.api, self.ctx.bot.texts(), &self.ctx.redact).await;
        let (marks, marking) = Marks::start(self.ctx.bot.clone());
        let tree = schema::schema(ledger, Arc::new(marks));
        let mut dispatcher = Dispatcher::builder(self.api.clone(), tree)
            .dependencies(teloxide::dptree::deps![self.ctx.clone()])
            .default_handler(|_| async {})
            .error_handler(Arc::new(LogErrors(self.ctx.redact.clone())))
            .build();
        let stopper = tokio::spawn(stop_on(shutdown, dispatcher.shutdown_token()));
        self.ctx.bot.metrics().adapter(ADAPTER).up();
        let listener_errors = ListenerErrors {
            bot: self.ctx.bot.clone(),
            redact: self.ctx.redact.clone(),
        };
        let res = dispatcher
            .try_dispatch_with_listener(updates, Arc::new(listener_errors))
            .await;
        stopper.abort();
        // The handlers go with the dispatcher; the marks they left are written before
        // the store closes.
        drop(dispatcher);
        if marking.await.is_err() {
            tracing::error!("writing the handled marks panicked");
        }
        res.map_err(|e: RequestError| {
            anyhow::anyhow!(
                "Telegram's getMe failed: {}",
                self.ctx.redact.scrub(&e.to_string())
            )
        })
    }
}

/// Stops the dispatcher once `shutdown` is cancelled. The token refuses while the
/// dispatcher is still starting, so it is asked again until it takes.
async fn stop_on(shutdown: CancellationToken, token: ShutdownToken) {
    shutdown.cancelled().await;
    loop {
        match token.shutdown() {
            Ok(done) => {
                done.await;
                return;
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    }
}

/// Logs a failure to receive updates (a `getUpdates` that failed) and marks the adapter
/// down for a while in `/healthz`.
struct ListenerErrors {
    bot: Arc<polyroll_bot::Bot>,
    redact: Redactor,
}

impl<E: std::fmt::Display + Send + 'static> ErrorHandler<E> for ListenerErrors {
    fn handle_error(
        self: Arc<Self>,
        error: E,
    ) -> std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send + 'static>> {
        let text = self.redact.scrub(&error.to_string());
        // `/healthz` says what failed, the log why.
        self.bot
            .metrics()
            .adapter(ADAPTER)
            .failed_for("receiving updates failed (see the log)", FAILURE_WINDOW);
        Box::pin(async move { tracing::error!(error = %text, "Telegram updates") })
    }
}

/// Logs handler errors with the token scrubbed; nothing else is done with
/// them: one failed update never stops the bot.
struct LogErrors(Redactor);

impl<E: std::fmt::Display + Send + 'static> ErrorHandler<E> for LogErrors {
    fn handle_error(
        self: Arc<Self>,
        error: E,
    ) -> std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send + 'static>> {
        let text = self.0.scrub(&error.to_string());
        Box::pin(async move { tracing::error!(error = %text, "Telegram") })
    }
}
