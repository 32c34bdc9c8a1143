//! Follow-up messages through the interaction webhook. It is authorised by the
//! interaction's own token, so an endpoint without a bot token can still send charts.

use poise::serenity_prelude as serenity;
use polyroll_bot::Attachment;
use reqwest::multipart::{Form, Part};

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

#[derive(Clone)]
pub(crate) struct Webhook {
    client: reqwest::Client,
    api: String,
}

impl Webhook {
    pub(crate) fn new(origin: &str) -> Webhook {
        Webhook {
            client: reqwest::Client::new(),
            api: format!("{}/api/v10", origin.trim_end_matches('/')),
        }
    }

    /// Posts `message` (and `file`, if any) as a follow-up to interaction `token`.
    pub(crate) async fn follow_up(
        &self,
        application_id: serenity::ApplicationId,
        token: &str,
        message: serenity::CreateInteractionResponseMessage,
        file: Option<&Attachment>,
    ) -> Result<(), WebhookError> {
        let mut payload =
            serde_json::to_value(&message).map_err(|e| WebhookError::Body(e.to_string()))?;
        if let (Some(file), Some(fields)) = (file, payload.as_object_mut()) {
            fields.insert(
                "attachments".into(),
                serde_json::json!([{ "id": 0, "filename": file.filename }]),
            );
        }
        let mut form = Form::new().text("payload_json", payload.to_string());
        if let Some(file) = file {
            let part = Part::bytes(file.bytes.clone())
                .file_name(file.filename.clone())
                .mime_str(file.mime)
                .map_err(|e| WebhookError::Body(e.without_url().to_string()))?;
            form = form.part("files[0]", part);
        }
        let url = format!("{}/webhooks/{application_id}/{token}", self.api);
        let response = self
            .client
            .post(url)
            .multipart(form)
            .send()
            .await
            .map_err(|e| WebhookError::Transport(e.without_url()))?;
        if !response.status().is_success() {
            return Err(WebhookError::Refused(response.status().as_u16()));
        }
        Ok(())
    }
}
