//! Telegram answers 429 with `retry_after` when a chat or the bot sends too fast. The
//! `Throttle` adaptor paces requests so that this is rare; when it still happens we wait as
//! told and send again, a bounded number of times, rather than dropping the message.

use std::future::Future;
use std::time::Duration;

use teloxide::RequestError;

/// Sends made in all, the first included.
pub(crate) const MAX_ATTEMPTS: u32 = 4;
/// A longer wait than this is not worth holding a handler for: the error is returned.
pub(crate) const MAX_WAIT: Duration = Duration::from_secs(60);

/// Runs `send` (which builds and sends one request) until it succeeds, fails with anything
/// but a 429, or has been tried [`MAX_ATTEMPTS`] times.
pub(crate) async fn with_retry<T, F, Fut>(
    method: &'static str,
    mut send: F,
) -> Result<T, RequestError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, RequestError>>,
{
    let mut attempt = 1;
    loop {
        match send().await {
            Err(RequestError::RetryAfter(after))
                if attempt < MAX_ATTEMPTS && after.duration() <= MAX_WAIT =>
            {
                tracing::warn!(
                    method,
                    attempt,
                    retry_after = after.seconds(),
                    "Telegram asked to slow down; sending again"
                );
                tokio::time::sleep(after.duration()).await;
                attempt += 1;
            }
            other => return other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};
    use teloxide::types::Seconds;

    #[tokio::test(start_paused = true)]
    async fn retries_429_then_gives_up_after_the_bound() {
        let calls = AtomicU32::new(0);
        let res: Result<(), _> = with_retry("test", || {
            calls.fetch_add(1, Ordering::SeqCst);
            async { Err(RequestError::RetryAfter(Seconds::from_seconds(1))) }
        })
        .await;
        assert!(matches!(res, Err(RequestError::RetryAfter(_))));
        assert_eq!(calls.load(Ordering::SeqCst), MAX_ATTEMPTS);
    }

    #[tokio::test(start_paused = true)]
    async fn a_429_followed_by_success_succeeds() {
        let calls = AtomicU32::new(0);
        let res = with_retry("test", || {
            let n = calls.fetch_add(1, Ordering::SeqCst);
            async move {
                if n == 0 {
                    Err(RequestError::RetryAfter(Seconds::from_seconds(2)))
                } else {
                    Ok(n)
                }
            }
        })
        .await;
        assert_eq!(res.ok(), Some(1));
    }

    #[tokio::test(start_paused = true)]
    async fn a_wait_too_long_is_not_waited() {
        let calls = AtomicU32::new(0);
        let res: Result<(), _> = with_retry("test", || {
            calls.fetch_add(1, Ordering::SeqCst);
            async { Err(RequestError::RetryAfter(Seconds::from_seconds(3600))) }
        })
        .await;
        assert!(res.is_err());
        assert_eq!(calls.load(Ordering::SeqCst), 1);
    }
}
