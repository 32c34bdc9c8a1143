//! A file attached to a command (the `file` option of `/alias import`), fetched from the
//! URL Discord gives in the interaction, within the bot's size cap and a time limit. Whether
//! to fetch it, and from which hosts, and what the bytes mean, is the shared handler's
//! business.

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use polyroll_bot::{Bot, Capped, Platform, Upload};

/// Connecting, asking and reading the whole file give up after this.
const DOWNLOAD_TIMEOUT: Duration = Duration::from_secs(15);

/// reqwest's default: a chain longer than this is a loop.
const MAX_REDIRECTS: usize = 10;

/// What the interaction says of an attachment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Attached {
    pub url: String,
    /// The size Discord states, checked before fetching (and the bytes again while reading).
    pub size: u64,
}

#[derive(Clone)]
pub(crate) struct Files {
    client: reqwest::Client,
}

impl Files {
    /// A client that follows a redirect only to a host `bot` downloads from: the first URL
    /// is the bot's to allow, and so is every one after it.
    /// Fails only when the HTTP client cannot be built (no TLS backend): the adapter then
    /// refuses to start, rather than download without a time limit or a redirect check.
    pub(crate) fn new(bot: Arc<Bot>) -> anyhow::Result<Files> {
        let redirects = reqwest::redirect::Policy::custom(move |attempt| {
            if attempt.previous().len() >= MAX_REDIRECTS {
                attempt.error("too many redirects")
            } else if bot.may_download(Platform::Discord, attempt.url().as_str()) {
                attempt.follow()
            } else {
                attempt.error("a redirect off Discord's file hosts")
            }
        });
        let client = reqwest::Client::builder()
            .timeout(DOWNLOAD_TIMEOUT)
            .redirect(redirects)
            .build()
            .context("building the Discord file download client")?;
        Ok(Files { client })
    }

    /// The attachment's bytes, or why there are none. Failures are logged and reach the
    /// user only as the handler's own sentence.
    pub(crate) async fn fetch(&self, file: &Attached) -> Upload {
        if let Some(refused) = Upload::declared(Some(file.size)) {
            return refused;
        }
        match self.download(&file.url).await {
            Ok(upload) => upload,
            Err(error) => {
                // The CDN's signed query string is no business of the log.
                tracing::warn!(%error, "downloading an attachment failed");
                Upload::Failed
            }
        }
    }

    async fn download(&self, url: &str) -> Result<Upload, String> {
        let mut response = self
            .client
            .get(url)
            .send()
            .await
            .map_err(|e| e.without_url().to_string())?;
        let status = response.status();
        if !status.is_success() {
            return Err(format!("HTTP {status}"));
        }
        let mut capped = Capped::default();
        while let Some(chunk) = response
            .chunk()
            .await
            .map_err(|e| e.without_url().to_string())?
        {
            if !capped.push(&chunk) {
                break;
            }
        }
        Ok(capped.finish())
    }
}
