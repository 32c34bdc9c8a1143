//! `/alias [chat] import`: an alias book, pasted or sent as a file, into the owner's book,
//! all or nothing. A file is downloaded only once the bot would import it — the user may
//! change that book, and the file is on the platform's own file hosts — so a refused
//! import costs no download, and no event can send the bot to an address of its choosing.

use std::future::Future;

use polyroll_store::{Owner, StoreError};

use crate::command::Target;
use crate::{Bot, FileSource, Reply, Request, Upload, MAX_UPLOAD_BYTES};

impl Bot {
    /// `/alias [chat] import` with a file the user sent (the command's JSON left empty).
    /// Refuses a user who may not change `target`'s aliases, then a file whose URL is off
    /// the platform's file hosts; only then calls `fetch`, the adapter's download, and
    /// imports what it gives.
    pub async fn import_file<F, Fut>(
        &self,
        req: &Request,
        target: Target,
        source: FileSource<'_>,
        fetch: F,
    ) -> Reply
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Upload>,
    {
        let _timer = self.metrics.reply_timer(req.platform);
        let owner = match self.chat_owner(req, target) {
            Ok(owner) => owner,
            Err(refusal) => return refusal,
        };
        if let FileSource::Url(url) = source {
            if !self.may_download(req.platform, url) {
                // The host only: the rest of a URL may carry a signature.
                let host = url::Url::parse(url)
                    .ok()
                    .and_then(|u| u.host_str().map(str::to_string));
                tracing::warn!(
                    ?host,
                    "a file off the platform's file hosts was not downloaded"
                );
                return Reply::text(self.say(req, "alias-import-download-failed", &[]));
            }
        }
        let file = fetch().await;
        let result = self.import_upload(req, &owner, file).await;
        self.alias_reply(req, &owner, result).await
    }

    /// A downloaded file into the owner's book: its bytes as UTF-8 JSON, or why not.
    async fn import_upload(
        &self,
        req: &Request,
        owner: &Owner,
        file: Upload,
    ) -> Result<Reply, StoreError> {
        let say = |id: &str, args: &[(&str, &str)]| Ok(Reply::text(self.say(req, id, args)));
        let bytes = match file {
            Upload::Bytes(bytes) => bytes,
            Upload::TooBig => {
                let max = (MAX_UPLOAD_BYTES / 1024).to_string();
                return say("alias-import-too-big", &[("max", &max)]);
            }
            Upload::Failed => return say("alias-import-download-failed", &[]),
        };
        // Editors on some systems start a UTF-8 file with a byte-order mark.
        let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&bytes);
        match std::str::from_utf8(bytes) {
            Ok(json) => self.import(req, owner, json).await,
            Err(_) => say("alias-import-not-utf8", &[]),
        }
    }

    /// Pasted or uploaded JSON into the owner's book, all or nothing. Text that is not JSON
    /// at all is refused here, in the user's language, with where it stops being JSON; the
    /// store checks the rest (the format, every name and formula).
    pub(crate) async fn import(
        &self,
        req: &Request,
        owner: &Owner,
        json: &str,
    ) -> Result<Reply, StoreError> {
        if let Err(e) = serde_json::from_str::<serde_json::Value>(json) {
            return Ok(Reply::text(self.say(
                req,
                "alias-import-not-json",
                &[
                    ("line", &e.line().to_string()),
                    ("column", &e.column().to_string()),
                ],
            )));
        }
        let entries = self.store.read_import(owner, json)?;
        if let Some(which) = self.too_heavy(req, &entries).await? {
            return Ok(Reply::text(self.too_heavy_text(req, &which, "", true)));
        }
        let count = self.store.import_aliases(owner, json).await?;
        Ok(Reply::text(self.say(
            req,
            "alias-imported",
            &[("count", &count.to_string())],
        )))
    }
}
