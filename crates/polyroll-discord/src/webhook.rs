//! Follow-up messages through the interaction webhook. It is authorised by the
//! interaction's own token, so an endpoint without a bot token can still send charts.
//!
//! A follow-up is the only way a deferred answer reaches the user, so it is sent with care:
//! a client timeout (a hung connection never holds the work for ever), and a rate-limited
//! one (429) is sent again after Discord's `Retry-After`, a bounded number of times.

use std::time::Duration;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use polyroll_bot::Attachment;
use reqwest::multipart::{Form, Part};

use crate::reply::Message;

#[derive(Debug, thiserror::Error)]
pub(crate) enum WebhookError {
    // `without_url`: the URL holds the interaction token, which must not reach the logs.
    #[error("follow-up not delivered: {0}")]
    Transport(reqwest::Error),
    #[error("follow-up refused by Discord: HTTP {0}")]
    Refused(u16),
    #[error("follow-up not built: {0}")]
    Body(String),
}

/// One attempt (connect, send, answer) gives up after this.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);
/// Rate-limited attempts sent again at most this many times.
const MAX_RETRIES: u32 = 3;
/// A `Retry-After` longer than this is not waited for: the interaction token lasts 15
/// minutes, but a user waiting for an answer does not.
const MAX_RETRY_AFTER: Duration = Duration::from_secs(10);

#[derive(Clone)]
pub(crate) struct Webhook {
    client: reqwest::Client,
    api: String,
}

impl Webhook {
    /// Fails only when the HTTP client cannot be built (no TLS backend): the adapter then
    /// refuses to start, rather than send follow-ups without a time limit.
    pub(crate) fn new(origin: &str) -> anyhow::Result<Webhook> {
        let client = reqwest::Client::builder()
            .timeout(REQUEST_TIMEOUT)
            .build()
            .context("building the Discord follow-up client")?;
        Ok(Webhook {
            client,
            api: format!("{}/api/v10", origin.trim_end_matches('/')),
        })
    }

    /// Posts `message` (and `file`, if any) as a follow-up to interaction `token`; returns
    /// the new message's id when Discord's answer names it.
    pub(crate) async fn follow_up(
        &self,
        application_id: serenity::ApplicationId,
        token: &str,
        message: Message<'_>,
        file: Option<&Attachment>,
    ) -> Result<Option<String>, WebhookError> {
        let mut payload =
            serde_json::to_value(&message).map_err(|e| WebhookError::Body(e.to_string()))?;
        if let (Some(file), Some(fields)) = (file, payload.as_object_mut()) {
            // The id names the upload `files[0]`; Discord's spec types it as a snowflake,
            // which is a string.
            fields.insert(
                "attachments".into(),
                serde_json::json!([{ "id": "0", "filename": file.filename }]),
            );
        }
        let url = format!("{}/webhooks/{application_id}/{token}", self.api);
        let response = self
            .send(|| {
                // A multipart form is consumed by sending it: built again for each attempt.
                let mut form = Form::new().text("payload_json", payload.to_string());
                if let Some(file) = file {
                    let part = Part::bytes(file.bytes.clone())
                        .file_name(file.filename.clone())
                        .mime_str(file.mime)
                        .map_err(|e| WebhookError::Body(e.without_url().to_string()))?;
                    form = form.part("files[0]", part);
                }
                Ok(self.client.post(&url).multipart(form))
            })
            .await?;
        // Discord always answers a follow-up with the message; an answer without one is
        // still a message sent.
        let body = response.bytes().await.unwrap_or_default();
        let sent: serde_json::Value = serde_json::from_slice(&body).unwrap_or_default();
        Ok(sent["id"].as_str().map(str::to_string))
    }

    /// Deletes `message` (an id, or `@original`: for a button press, the message the
    /// button is on) through interaction `token`'s webhook.
    pub(crate) async fn delete(
        &self,
        application_id: serenity::ApplicationId,
        token: &str,
        message: &str,
    ) -> Result<(), WebhookError> {
        let url = format!(
            "{}/webhooks/{application_id}/{token}/messages/{message}",
            self.api
        );
        self.send(|| Ok(self.client.delete(&url))).await.map(drop)
    }

    /// Sends the request `build` makes until it succeeds, is refused, or was rate limited
    /// [`MAX_RETRIES`] times.
    async fn send(
        &self,
        build: impl Fn() -> Result<reqwest::RequestBuilder, WebhookError>,
    ) -> Result<reqwest::Response, WebhookError> {
        let mut retries = 0;
        loop {
            let response = build()?
                .send()
                .await
                .map_err(|e| WebhookError::Transport(e.without_url()))?;
            let status = response.status();
            if status.is_success() {
                return Ok(response);
            }
            if status != reqwest::StatusCode::TOO_MANY_REQUESTS || retries >= MAX_RETRIES {
                return Err(WebhookError::Refused(status.as_u16()));
            }
            let wait = retry_after(response.headers());
            if wait > MAX_RETRY_AFTER {
                return Err(WebhookError::Refused(status.as_u16()));
            }
            tracing::debug!(?wait, retries, "webhook call rate limited; sending again");
            tokio::time::sleep(wait).await;
            retries += 1;
        }
    }
}

/// Discord's `Retry-After` (seconds, possibly fractional); a missing or unreadable one
/// waits a second.
fn retry_after(headers: &reqwest::header::HeaderMap) -> Duration {
    headers
        .get(reqwest::header::RETRY_AFTER)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<f64>().ok())
        .filter(|s| s.is_finite() && *s >= 0.0)
        .and_then(|s| Duration::try_from_secs_f64(s).ok())
        .unwrap_or(Duration::from_secs(1))
}
