//! A store that stalls (accepts connections, never answers) never holds up Discord's first
//! answer: PostgreSQL sits behind a TCP proxy inside the test. Autocomplete answers from
//! its own deadline; a GM roll, which needs the store for the GM role and the roll log, is
//! deferred at once and delivered (the roller's result, the public notice, the GMs' direct
//! messages) once the store answers again.
//!
//! Nothing here is timed: the process's store calls may wait a minute (the longest the
//! setting allows), so an answer that arrives well before, while the store is stalled, is
//! one that did not wait for it. The only bounds are hang guards, generous for a loaded
//! machine.

mod common;

use std::sync::Arc;
use std::time::Duration;

use axum::http::StatusCode;
use common::payloads::{self, gm_roll, gm_set_role, MANAGER_PERMISSIONS};
use common::{bot_behind_proxy, Harness, PATIENCE};
use polyroll_testkit::{with_postgres, Link};

/// The longest store deadline the setting allows: while the proxy stalls, a store call
/// ends when the test lets the store answer again, not by this deadline.
const STORE_PATIENCE: &str = "60000";
/// How long an answer that needs no store may take on a loaded machine: half the store's
/// deadline, so an answer that waited for the store would come too late.
const ANSWER_GUARD: Duration = Duration::from_secs(30);
/// How long the store stays stalled before it answers again: past Discord's 3-second
/// window, so a GM roll answered only after its store work would have been lost.
const STALL: Duration = Duration::from_secs(4);

/// `what` resolved, or the test fails after [`ANSWER_GUARD`]: a hang guard, not a timing.
async fn in_patience<T>(what: &str, future: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(ANSWER_GUARD, future)
        .await
        .unwrap_or_else(|_| panic!("{what}: no answer while the store was stalled"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stalled_store_never_holds_up_discords_first_answer() {
    with_postgres("discord_slow_store", |url| async move {
        let (proxy, bot) = bot_behind_proxy(&url, STORE_PATIENCE).await;
        let patient = Harness::with_gms(bot).await;

        let (_, answer) = patient.post(&gm_set_role(MANAGER_PERMISSIONS)).await;
        assert_eq!(answer["type"], 5, "{answer}");
        patient.wait_for_follow_ups(1).await;
        // The process has met its store once (migrations, a pool connection).
        let (_, warm) = patient.post(&payloads::autocomplete("roll", "1d20")).await;
        assert_eq!(warm["type"], 8, "{warm}");

        proxy.set(Link::Stalled);

        let (status, choices) = in_patience(
            "autocomplete",
            patient.post(&payloads::autocomplete("roll", "1d20+")),
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(choices["type"], 8, "{choices}");

        let (_, deferred) = in_patience("the GM roll", patient.post(&gm_roll())).await;
        assert_eq!(deferred["type"], 5, "{deferred}");
        assert_eq!(deferred["data"]["flags"], 64, "{deferred}");

        // The store stays stalled past Discord's window, then answers again: the deferred
        // roll completes and is delivered.
        tokio::time::sleep(STALL).await;
        assert_eq!(
            patient.follow_ups().len(),
            1,
            "nothing delivered while stalled"
        );
        proxy.set(Link::Up);
        let follow_ups = patient.wait_for_follow_ups(3).await;
        let (own, notice) = (follow_ups[1].payload(), follow_ups[2].payload());
        assert_eq!(own["flags"], 64, "{own}");
        assert!(own["content"].as_str().unwrap().contains("1d20"), "{own}");
        assert_eq!(notice["flags"].as_u64().unwrap_or(0) & 64, 0, "{notice}");
        let dm = patient
            .fake
            .wait_for(axum::http::Method::POST, "/api/v10/channels/")
            .await;
        assert!(dm.text().contains("1d20"), "{}", dm.text());
        let store = patient.bot.store().unwrap();
        let log = store.history("discord", payloads::ALICE, 10).await.unwrap();
        assert_eq!(log.len(), 1);
        let notice_text = notice["content"].as_str().unwrap();
        assert!(
            notice_text.contains(&log[0].shown.to_string()),
            "{notice_text}"
        );
        patient.bot.close().await;
    })
    .await;
}

/// A shutdown while a deferred `/gm role` waits on its store: the endpoint stops taking new
/// interactions, but `run_with` returns only once the promised follow-up has been sent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shutdown_waits_for_the_follow_ups_already_promised() {
    with_postgres("discord_drain", |url| async move {
        let (proxy, bot) = bot_behind_proxy(&url, STORE_PATIENCE).await;
        let shutdown = tokio_util::sync::CancellationToken::new();
        let (harness, task) = Harness::run_on(Arc::clone(&bot), shutdown.clone()).await;
        let (_, warm) = harness.post(&payloads::autocomplete("roll", "1d20")).await;
        assert_eq!(warm["type"], 8, "{warm}");

        proxy.set(Link::Stalled);
        let (_, deferred) = harness.post(&gm_set_role(MANAGER_PERMISSIONS)).await;
        assert_eq!(deferred["type"], 5, "{deferred}");
        shutdown.cancel();
        tokio::time::sleep(Duration::from_secs(1)).await;
        assert!(
            !task.is_finished(),
            "run_with returned with a follow-up still owed"
        );
        assert!(harness.follow_ups().is_empty());

        proxy.set(Link::Up);
        let ended = tokio::time::timeout(PATIENCE, task)
            .await
            .expect("run_with returns once the follow-up is sent");
        ended.expect("no panic").expect("a clean stop");
        let confirmed = harness.follow_ups();
        assert_eq!(confirmed.len(), 1, "{:?}", harness.fake.paths());
        let text = confirmed[0].payload()["content"].to_string();
        assert!(text.contains("Game Master"), "{text}");
        bot.close().await;
    })
    .await;
}
