//! The document a user sends with `/alias import` — as the command's caption, or answered
//! by it — fetched from the Bot API (`getFile`, then the file's download URL) within the
//! bot's size cap and a time limit. What the bytes mean is the shared handler's business.

use std::time::Duration;

use futures_util::StreamExt as _;
use polyroll_bot::{Capped, Upload};
use teloxide::net::Download as _;
use teloxide::prelude::Requester;
use teloxide::requests::Request as _;
use teloxide::types::{Document, Message};

use crate::context::Api;
use crate::redact::Redactor;
use crate::retry::with_retry;

/// A download slower than this is given up: the chat's next messages wait behind it.
const DOWNLOAD_TIMEOUT: Duration = Duration::from_secs(20);

/// The document the message carries, or else the one in the message it answers.
pub(crate) fn document(msg: &Message) -> Option<&Document> {
    msg.document()
        .or_else(|| msg.reply_to_message().and_then(Message::document))
}

/// The document's bytes, or why there are none. Failures are logged (token scrubbed) and
/// reach the user only as the handler's own sentence.
pub(crate) async fn fetch(api: &Api, document: &Document, redact: &Redactor) -> Upload {
    if let Some(refused) = Upload::declared(declared(document.file.size)) {
        return refused;
    }
    match tokio::time::timeout(DOWNLOAD_TIMEOUT, download(api, document)).await {
        Ok(Ok(upload)) => upload,
        Ok(Err(error)) => {
            tracing::warn!(error = %redact.scrub(&error), "downloading a document failed");
            Upload::Failed
        }
        Err(_) => {
            tracing::warn!(timeout = ?DOWNLOAD_TIMEOUT, "downloading a document timed out");
            Upload::Failed
        }
    }
}

/// teloxide reads a missing `file_size` as `u32::MAX`: that is "not said", checked while
/// reading instead.
fn declared(size: u32) -> Option<u64> {
    (size != u32::MAX).then_some(u64::from(size))
}

async fn download(api: &Api, document: &Document) -> Result<Upload, String> {
    let file = with_retry("getFile", || api.get_file(document.file.id.clone()).send())
        .await
        .map_err(|e| format!("getFile: {e}"))?;
    if let Some(refused) = Upload::declared(declared(file.meta.size)) {
        return Ok(refused);
    }
    let mut chunks = std::pin::pin!(api.download_file_stream(&file.path));
    let mut capped = Capped::default();
    while let Some(chunk) = chunks.next().await {
        let chunk = chunk.map_err(|e| format!("download: {e}"))?;
        if !capped.push(&chunk) {
            break;
        }
    }
    Ok(capped.finish())
}
