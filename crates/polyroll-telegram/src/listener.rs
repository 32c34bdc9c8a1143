//! Where the dispatcher's updates come from: a channel fed by the long-polling loop below or
//! by the webhook's route ([`crate::webhook`]), both of which confirm an update to Telegram
//! only once it is finished ([`crate::ledger`]).

use std::sync::Arc;
use std::time::Duration;

use futures_util::stream::BoxStream;
use teloxide::backoff::exponential_backoff_strategy;
use teloxide::errors::AsResponseParameters;
use teloxide::payloads::GetUpdatesSetters;
use teloxide::prelude::Requester;
use teloxide::requests::Request as _;
use teloxide::stop::{mk_stop_token, StopFlag, StopToken};
use teloxide::types::{Update, UpdateKind};
use teloxide::update_listeners::{AsUpdateStream, UpdateListener};
use teloxide::RequestError;
use tokio::sync::mpsc;

use crate::context::Api;
use crate::ledger::{Ledger, Taken};
use crate::schema;

/// How long one `getUpdates` may wait for updates on the server.
const POLL_TIMEOUT: Duration = Duration::from_secs(10);

/// Updates one `getUpdates` returns at most (Telegram's maximum).
const POLL_LIMIT: u8 = 100;

/// While an update is being handled, `getUpdates` cannot wait on the server (the open
/// update is always there to return): it is asked again when an update finishes, or after
/// this long, to pick up new ones meanwhile.
const RECHECK: Duration = Duration::from_millis(250);

/// Updates waiting between the source and the dispatcher.
const QUEUE: usize = 256;

pub(crate) type Item = Result<Update, RequestError>;

/// The dispatcher's update listener: the receiving end of the source's channel.
pub(crate) struct Listener {
    updates: mpsc::Receiver<Item>,
    /// Starts the source once the dispatcher asks for updates (after its `getMe`).
    start: Option<Box<dyn FnOnce() + Send>>,
    stop_token: StopToken,
    stop_flag: StopFlag,
}

impl Listener {
    /// A listener and the sender its source feeds; `stop_flag` tells the source to stop.
    pub(crate) fn new() -> (Listener, mpsc::Sender<Item>) {
        let (sender, updates) = mpsc::channel(QUEUE);
        let (stop_token, stop_flag) = mk_stop_token();
        let listener = Listener {
            updates,
            start: None,
            stop_token,
            stop_flag,
        };
        (listener, sender)
    }

    /// Set once the dispatcher stops.
    pub(crate) fn stop_flag(&self) -> StopFlag {
        self.stop_flag.clone()
    }

    /// Long polling: `getUpdates` from the oldest update not finished (see [`Poller`]).
    pub(crate) fn polling(api: Api, ledger: Arc<Ledger>) -> Listener {
        let (mut listener, sender) = Listener::new();
        let poller = Poller {
            api,
            ledger,
            sender,
            stop: listener.stop_flag(),
        };
        listener.start = Some(Box::new(move || {
            tokio::spawn(poller.run());
        }));
        listener
    }
}

impl UpdateListener for Listener {
    type Err = RequestError;

    fn stop_token(&mut self) -> StopToken {
        self.stop_token.clone()
    }
}

impl<'a> AsUpdateStream<'a> for Listener {
    type StreamErr = RequestError;
    type Stream = BoxStream<'a, Item>;

    /// The updates until the dispatcher stops, then the ones already queued: those were
    /// taken, and are handled before the dispatcher ends.
    fn as_stream(&'a mut self) -> Self::Stream {
        if let Some(start) = self.start.take() {
            start();
        }
        let state = (&mut self.updates, Some(self.stop_flag.clone()));
        Box::pin(futures_util::stream::unfold(
            state,
            |(updates, mut stop)| async move {
                if let Some(mut flag) = stop.take() {
                    tokio::select! {
                        item = updates.recv() => return item.map(|i| (i, (updates, Some(flag)))),
                        () = &mut flag => updates.close(),
                    }
                }
                updates.recv().await.map(|item| (item, (updates, None)))
            },
        ))
    }
}

/// The long-polling loop: `getUpdates` with the offset of the oldest update not finished,
/// so Telegram forgets an update only once it is handled.
struct Poller {
    api: Api,
    ledger: Arc<Ledger>,
    sender: mpsc::Sender<Item>,
    stop: StopFlag,
}

impl Poller {
    async fn run(self) {
        let mut failures = 0;
        loop {
            let offset = self.ledger.offset();
            let busy = self.ledger.busy();
            // Registered now, so an update finishing while the request runs is not missed.
            let finished = self.ledger.some_finished();
            let timeout = if busy { Duration::ZERO } else { POLL_TIMEOUT };
            let request = self
                .api
                .get_updates()
                .offset(i32::try_from(offset).unwrap_or(i32::MAX))
                .limit(POLL_LIMIT)
                .timeout(u32::try_from(timeout.as_secs()).unwrap_or(u32::MAX))
                .allowed_updates(schema::allowed_updates())
                .send();
            // Telegram takes the offset as confirmation of everything below it; a later
            // request never asks with a lower one.
            self.ledger.confirmed(offset);
            let answer = tokio::select! {
                answer = request => answer,
                () = self.stop.clone() => return,
            };
            match answer {
                Ok(updates) => {
                    failures = 0;
                    let mut fresh = false;
                    for update in updates {
                        match self.take(update) {
                            Some(update) => {
                                fresh = true;
                                if self.sender.send(Ok(update)).await.is_err() {
                                    return;
                                }
                            }
                            None => continue,
                        }
                    }
                    if busy && !fresh {
                        tokio::select! {
                            () = finished => {}
                            () = tokio::time::sleep(RECHECK) => {}
                            () = self.stop.clone() => return,
                        }
                    }
                }
                Err(error) => {
                    let wait = match error.retry_after() {
                        Some(after) => after.duration(),
                        None => exponential_backoff_strategy(failures),
                    };
                    failures = failures.saturating_add(1);
                    if self.sender.send(Err(error)).await.is_err() {
                        return;
                    }
                    tokio::select! {
                        () = tokio::time::sleep(wait) => {}
                        () = self.stop.clone() => return,
                    }
                }
            }
        }
    }

    /// The update, if it is new and there is something to handle in it.
    fn take(&self, update: Update) -> Option<Update> {
        if self.ledger.take(update.id) != Taken::New {
            return None;
        }
        reject_unknown(&self.ledger, update)
    }
}

/// An update of a kind teloxide cannot read never reaches a handler (the dispatcher drops
/// it): it is finished at once, or it would hold every later update unconfirmed.
pub(crate) fn reject_unknown(ledger: &Ledger, update: Update) -> Option<Update> {
    if let UpdateKind::Error(_) = update.kind {
        tracing::warn!(
            update = update.id.0,
            "an update of an unknown kind was skipped"
        );
        ledger.finish(update.id);
        return None;
    }
    Some(update)
}

/// After the dispatcher has stopped: one last `getUpdates` (limit 1, no wait) to confirm
/// what was finished since the last one. Updates still open are left for the next start.
pub(crate) async fn confirm_finished(api: &Api, ledger: &Ledger) -> Result<(), RequestError> {
    let offset = ledger.offset();
    api.get_updates()
        .offset(i32::try_from(offset).unwrap_or(i32::MAX))
        .limit(1)
        .timeout(0)
        .send()
        .await?;
    ledger.confirmed(offset);
    Ok(())
}
