//! Writes "handled" marks ([`polyroll_bot::Bot::handled`]) for the updates that finish,
//! many in one statement. The mark of an update answered but not yet confirmed is what
//! keeps it from being answered twice should the process die now, so it must land soon
//! after the answer: when replies go out in a burst (Telegram's pace releases many at once)
//! one write for the burst lands far sooner than the last of one write each, queued
//! behind one another for the store's connections.

use std::sync::Arc;

use tokio::sync::mpsc;
use tokio::task::JoinHandle;

/// Marks at most this many updates in one write.
const BATCH: usize = 200;

pub(crate) struct Marks {
    keys: mpsc::UnboundedSender<String>,
}

impl Marks {
    /// The marks and the task writing them, which ends once every [`Marks`] is dropped
    /// and what they were given is written.
    pub(crate) fn start(bot: Arc<polyroll_bot::Bot>) -> (Marks, JoinHandle<()>) {
        let (keys, mut pending) = mpsc::unbounded_channel::<String>();
        let writer = tokio::spawn(async move {
            let mut batch = Vec::with_capacity(BATCH);
            while pending.recv_many(&mut batch, BATCH).await > 0 {
                bot.handled(&batch).await;
                batch.clear();
            }
        });
        (Marks { keys }, writer)
    }

    /// Marks `key` handled, soon (with whatever else finished meanwhile).
    pub(crate) fn handled(&self, key: &str) {
        // The writer only stops once every sender is gone.
        let _ = self.keys.send(key.to_string());
    }
}
