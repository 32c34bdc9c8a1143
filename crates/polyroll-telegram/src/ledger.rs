//! Which updates this process has taken and which it has finished, so that Telegram is told
//! an update is done only once it is.
//!
//! Telegram forgets an update once it is confirmed: by a `getUpdates` whose offset is past
//! it (polling), or by the `200` answering its webhook request. Confirming an update when it
//! is fetched, as teloxide's `Polling` does, loses it if the process dies before the reply
//! is sent. Here an update is confirmed only once its handler has finished: polling asks
//! with the offset of the oldest update still open; the webhook answers once the update is
//! finished. A process that dies leaves its open updates unconfirmed, and Telegram delivers
//! them again — to the next process, which must not act twice: rolls are logged under the
//! update's key ([`crate::event::Event`]), so an update handled again shows the roll it
//! made the first time.
//!
//! The ledger also keeps an update that is open, or finished but not yet confirmed, from
//! being handled twice by this process: polling with the oldest open offset fetches the
//! later ones again, and Telegram repeats a webhook request it did not see answered.

use std::collections::BTreeSet;
use std::sync::Mutex;

use teloxide::types::UpdateId;
use tokio::sync::futures::Notified;
use tokio::sync::Notify;

/// Finished updates remembered at most, so a repeated webhook request is answered without
/// handling it again; polling forgets them sooner, once an offset confirms them.
const REMEMBERED: usize = 10_000;

#[derive(Default)]
pub(crate) struct Ledger {
    entries: Mutex<Entries>,
    /// Told whenever an update finishes.
    finished: Notify,
}

#[derive(Default)]
struct Entries {
    /// Taken for handling and not finished.
    open: BTreeSet<u32>,
    /// Finished, and possibly not confirmed yet.
    done: BTreeSet<u32>,
    /// Below this every update is confirmed: Telegram never sends it again.
    confirmed: u32,
    /// One past the newest update taken.
    next: u32,
}

/// What [`Ledger::take`] decided about an update.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Taken {
    /// New: it is this caller's to hand to the handlers.
    New,
    /// Being handled already.
    Open,
    /// Handled already (or confirmed long ago).
    Done,
}

impl Ledger {
    fn entries(&self) -> std::sync::MutexGuard<'_, Entries> {
        // The sets stay consistent whatever panicked while the lock was held.
        self.entries
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Takes `id` for handling unless it is open or done already.
    pub(crate) fn take(&self, id: UpdateId) -> Taken {
        let mut e = self.entries();
        if id.0 < e.confirmed || e.done.contains(&id.0) {
            return Taken::Done;
        }
        if !e.open.insert(id.0) {
            return Taken::Open;
        }
        e.next = e.next.max(id.0.saturating_add(1));
        Taken::New
    }

    /// `id` is handled (or given up on): it may be confirmed.
    pub(crate) fn finish(&self, id: UpdateId) {
        {
            let mut e = self.entries();
            e.open.remove(&id.0);
            if id.0 >= e.confirmed {
                e.done.insert(id.0);
            }
            while e.done.len() > REMEMBERED {
                e.done.pop_first();
            }
        }
        self.finished.notify_waiters();
    }

    /// `id` was taken but will not be handled here (the process is stopping): it is not
    /// open any more, and not done either, so Telegram's next delivery of it is taken.
    pub(crate) fn release(&self, id: UpdateId) {
        self.entries().open.remove(&id.0);
        self.finished.notify_waiters();
    }

    /// Whether some update is being handled.
    pub(crate) fn busy(&self) -> bool {
        !self.entries().open.is_empty()
    }

    /// The `getUpdates` offset that confirms every finished update and no open one: the
    /// oldest open update, or one past the newest taken.
    pub(crate) fn offset(&self) -> u32 {
        let e = self.entries();
        e.open.first().copied().unwrap_or(e.next)
    }

    /// A `getUpdates` with `offset` was sent: everything below it is confirmed.
    pub(crate) fn confirmed(&self, offset: u32) {
        let mut e = self.entries();
        e.confirmed = e.confirmed.max(offset);
        let confirmed = e.confirmed;
        e.done.retain(|id| *id >= confirmed);
    }

    /// Resolves once some update finishes after this call (callers check what they wait
    /// for, then wait again).
    pub(crate) fn some_finished(&self) -> Notified<'_> {
        self.finished.notified()
    }

    /// Waits until `id` is no longer open: `true` when it was handled, `false` when it was
    /// released.
    pub(crate) async fn finished(&self, id: UpdateId) -> bool {
        loop {
            // Registered before the check, so a finish in between is not missed.
            let notified = self.finished.notified();
            {
                let e = self.entries();
                if !e.open.contains(&id.0) {
                    return id.0 < e.confirmed || e.done.contains(&id.0);
                }
            }
            notified.await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_offset_waits_for_the_oldest_open_update() {
        let ledger = Ledger::default();
        assert_eq!(ledger.offset(), 0);
        for id in [10, 11, 12] {
            assert_eq!(ledger.take(UpdateId(id)), Taken::New);
        }
        assert_eq!(ledger.offset(), 10);
        ledger.finish(UpdateId(11));
        ledger.finish(UpdateId(12));
        // 10 still runs: 11 and 12 are fetched again, and not handled again.
        assert_eq!(ledger.offset(), 10);
        ledger.confirmed(10);
        assert_eq!(ledger.take(UpdateId(11)), Taken::Done);
        assert_eq!(ledger.take(UpdateId(10)), Taken::Open);
        assert!(ledger.busy());
        ledger.finish(UpdateId(10));
        assert!(!ledger.busy());
        assert_eq!(ledger.offset(), 13);
        ledger.confirmed(13);
        assert_eq!(ledger.take(UpdateId(12)), Taken::Done);
        assert_eq!(ledger.take(UpdateId(13)), Taken::New);
    }

    #[test]
    fn finished_updates_are_remembered_within_a_bound() {
        let ledger = Ledger::default();
        for id in 0..(REMEMBERED as u32 + 10) {
            ledger.take(UpdateId(id));
            ledger.finish(UpdateId(id));
        }
        assert_eq!(ledger.take(UpdateId(REMEMBERED as u32 + 9)), Taken::Done);
        assert!(ledger.entries().done.len() <= REMEMBERED);
    }

    #[tokio::test]
    async fn a_waiter_wakes_when_its_update_finishes() {
        let ledger = std::sync::Arc::new(Ledger::default());
        ledger.take(UpdateId(5));
        let waiter = tokio::spawn({
            let ledger = ledger.clone();
            async move { ledger.finished(UpdateId(5)).await }
        });
        tokio::task::yield_now().await;
        assert!(!waiter.is_finished());
        ledger.finish(UpdateId(5));
        assert!(waiter.await.expect("woken"), "handled");
        ledger.take(UpdateId(6));
        ledger.release(UpdateId(6));
        assert!(!ledger.finished(UpdateId(6)).await, "released, not handled");
        assert_eq!(ledger.take(UpdateId(6)), Taken::New);
    }
}
