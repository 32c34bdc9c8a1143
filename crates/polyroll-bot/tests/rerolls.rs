//! Rerolls through the shared handler (the console's `/reroll` and the buttons' actions),
//! on SQLite and (with `POLYROLL_TEST_POSTGRES`) on PostgreSQL: keep some dice and roll
//! the rest, a Year Zero push, a second reroll refused, another user's refused, and
//! `/verify` of both rolls naming each other.
//!
//! The dice are scripted through the fair source itself: the test reads the period's
//! server seed from the store (as the operator can) and picks the request ids whose
//! streams give the faces it wants, so every face of both rolls is known beforehand.

#[macro_use]
mod common;

use polyroll_bot::{Bot, Chat, Locale, Platform, Reply, Request, User};
use polyroll_core::source::DieSpec;
use polyroll_core::{DieSource, FairSource, ServerSeed, Span};
use polyroll_store::{unix_now, RollId, RollRecord};
use polyroll_testkit::{yz_321_pushed, yz_321_stays};

async fn bot(url: &str) -> Bot {
    Bot::start(&common::config(&[("DATABASE_URL", url)]))
        .await
        .expect("bot")
}

/// `user` typing `text` at the console's table, for the request `id`.
fn req(user: &str, id: &str, text: &str) -> Request {
    Request {
        platform: Platform::Console,
        user: User {
            id: user.to_string(),
            name: user.to_string(),
        },
        chat: Some(Chat {
            id: "table".into(),
            channel: "table".into(),
            admin: false,
            gm: false,
        }),
        locale: Locale::En,
        text: text.to_string(),
        request_id: Some(format!("console:request:{id}")),
    }
}

/// The current period's server seed, as the operator reads it.
async fn seed(bot: &Bot) -> ServerSeed {
    bot.store()
        .expect("a store")
        .fair_seed(unix_now(), 86_400)
        .await
        .expect("the period's seed")
        .seed
}

/// The first `n` d6 faces of request `id`'s stream (no player seed).
fn d6s(seed: &ServerSeed, id: &str, n: usize) -> Vec<f64> {
    let mut source = FairSource::new(seed, &format!("console:request:{id}"), "");
    let d6 = DieSpec::Range { lo: 1, hi: 6 };
    (0..n)
        .map(|_| source.draw(d6, Span::new(0, 0)).expect("a face"))
        .collect()
}

/// The first request id `prefix-N` whose `n` d6s pass `wanted`.
fn request_where(
    seed: &ServerSeed,
    prefix: &str,
    n: usize,
    wanted: impl Fn(&[f64]) -> bool,
) -> String {
    (0..100_000)
        .map(|i| format!("{prefix}-{i}"))
        .find(|id| wanted(&d6s(seed, id, n)))
        .unwrap_or_else(|| panic!("no request gives {prefix}'s faces"))
}

async fn logged(bot: &Bot, reply: &Reply) -> RollRecord {
    let id = reply
        .roll_id
        .unwrap_or_else(|| panic!("not logged: {}", reply.text));
    bot.store()
        .expect("a store")
        .roll_by_shown(id)
        .await
        .expect("store")
        .expect("logged")
}

fn say(bot: &Bot, key: &str, id: RollId) -> String {
    bot.texts().get(Locale::En, key, &[("id", &id.to_string())])
}

/// Four dice, the lowest dropped: the total of the highest three.
fn top_three(faces: &[f64]) -> f64 {
    let mut sorted = faces.to_vec();
    sorted.sort_by(|a, b| b.total_cmp(a));
    sorted[..3].iter().sum()
}

async fn hold_and_reroll(url: String) {
    let bot = bot(&url).await;
    let seed = seed(&bot).await;
    // A first roll of 4d6kh3 whose dice differ from those the press brings.
    let first = "first".to_string();
    let faces = d6s(&seed, &first, 4);
    let reply = bot.handle(&req("alice", &first, "4d6kh3")).await;
    let one = logged(&bot, &reply).await;
    assert_eq!(one.total, Some(top_three(&faces)), "{}", reply.text);

    // "Reroll…" under it: a menu of its four dice, the same everywhere it is shown.
    let menu = reply.reroll.as_deref().expect("a reroll menu");
    assert_eq!(menu.select, format!("hold:{}", one.shown));
    let labels: Vec<String> = faces
        .iter()
        .enumerate()
        .map(|(i, f)| format!("Die {}: {f}", i + 1))
        .collect();
    assert_eq!(menu.dice, labels);
    assert_eq!(menu.open.action, format!("pick:{}:0", one.shown));
    assert_eq!(menu.push, None, "4d6kh3 is no system's roll");

    // Alice keeps dice 1 and 3: dice 2 and 4 come from her command's own fair stream.
    let fresh = d6s(&seed, "press", 2);
    let again = bot
        .handle(&req(
            "alice",
            "press",
            &format!("/reroll {} hold 1,3", one.shown),
        ))
        .await;
    let two = logged(&bot, &again).await;
    let dice = [faces[0], fresh[0], faces[2], fresh[1]];
    assert_eq!(two.total, Some(top_three(&dice)), "{}", again.text);
    assert!(
        again
            .text
            .starts_with(&format!("Reroll of #{}, keeping dice 1, 3:\n", one.shown)),
        "{}",
        again.text
    );
    assert!(!again.private);
    // The log keeps the stream's faces (those rolled again) and the press's request.
    let fair = two.fair.as_ref().expect("fair inputs");
    assert_eq!(fair.request, "console:request:press");
    assert_eq!(fair.faces, format!("{} {}", fresh[0], fresh[1]));
    assert_eq!(two.input, "4d6kh3");
    // Nothing more to reroll under it.
    assert_eq!(again.reroll, None);

    // A second reroll of the first is refused, and so is a reroll of the reroll: privately.
    for (id, shown) in [("second", one.shown), ("third", two.shown)] {
        let refused = bot
            .handle(&req("alice", id, &format!("/reroll {shown} hold 2")))
            .await;
        assert_eq!(refused.text, say(&bot, "reroll-spent", shown));
        assert!(refused.private && refused.roll_id.is_none());
    }
    // The buttons' way says the same.
    let pressed = bot
        .press(
            &req("alice", "fourth", ""),
            &format!("hold:{}:1", one.shown),
        )
        .await;
    assert_eq!(pressed.text, say(&bot, "reroll-spent", one.shown));

    // `/verify` of each names the other; the reroll's page of fair inputs says which
    // dice it kept, and offers no formula check of its own (its kept dice are not drawn).
    let first_seen = bot
        .handle(&req("bob", "v1", &format!("/verify {}", one.shown)))
        .await
        .text;
    assert!(
        first_seen.contains(&format!("Rerolled as #{}.", two.shown)),
        "{first_seen}"
    );
    let second_seen = bot
        .handle(&req("bob", "v2", &format!("/verify {}", two.shown)))
        .await
        .text;
    let kept = format!(
        "A reroll of #{} (hold), keeping dice 1, 3. Its dice in order: ={} {} ={} {}",
        one.shown, faces[0], fresh[0], faces[2], fresh[1]
    );
    assert!(second_seen.contains(&kept), "{second_seen}");
    assert!(!second_seen.contains("Rerolled as"), "{second_seen}");
}

async fn only_the_roller_rerolls(url: String) {
    let bot = bot(&url).await;
    let reply = bot.handle(&req("alice", "a", "3d6")).await;
    let one = logged(&bot, &reply).await;
    // Bob sees the roll but may not reroll it, by command or by button: told privately.
    let text = bot
        .handle(&req("bob", "b", &format!("/reroll {} hold 1", one.shown)))
        .await;
    assert_eq!(text.text, say(&bot, "reroll-not-yours", one.shown));
    assert!(text.private);
    let pressed = bot
        .press(&req("bob", "c", ""), &format!("hold:{}:1", one.shown))
        .await;
    assert_eq!(pressed.text, say(&bot, "reroll-not-yours", one.shown));
    assert!(pressed.private && pressed.roll_id.is_none());
    let picker = bot
        .press(&req("bob", "d", ""), &format!("pick:{}:0", one.shown))
        .await;
    assert_eq!(picker.text, say(&bot, "reroll-not-yours", one.shown));
    // Someone in another chat hears of no such roll.
    let mut elsewhere = req("carol", "e", &format!("/reroll {} hold 1", one.shown));
    if let Some(chat) = elsewhere.chat.as_mut() {
        chat.id = "other".into();
        chat.channel = "other".into();
    }
    let unknown = bot.handle(&elsewhere).await;
    assert_eq!(unknown.text, say(&bot, "reroll-unknown", one.shown));

    // Alice's picker: her dice as toggles, then "Reroll the rest", in place of the
    // message's buttons.
    let picker = bot
        .press(&req("alice", "f", ""), &format!("pick:{}:0", one.shown))
        .await;
    assert!(picker.edit && picker.private);
    let actions: Vec<&str> = picker.buttons.iter().map(|b| b.action.as_str()).collect();
    let id = one.shown;
    assert_eq!(
        actions,
        [
            format!("pick:{id}:1"),
            format!("pick:{id}:2"),
            format!("pick:{id}:4"),
            format!("hold:{id}:0")
        ]
    );
    let toggled = bot
        .press(&req("alice", "g", ""), &format!("pick:{id}:5"))
        .await;
    let labels: Vec<&str> = toggled.buttons.iter().map(|b| b.label.as_str()).collect();
    assert!(labels[0].starts_with('✓') && !labels[1].starts_with('✓'));
    assert!(labels[2].starts_with('✓'), "{labels:?}");
    assert_eq!(toggled.buttons[3].action, format!("hold:{id}:5"));

    // Dice it does not have, or keeping them all, roll nothing.
    let bad = bot
        .handle(&req("alice", "h", &format!("/reroll {id} hold 4")))
        .await;
    assert!(bad.text.contains("has 3 dice"), "{}", bad.text);
    let all = bot
        .handle(&req("alice", "i", &format!("/reroll {id} hold 1,2,3")))
        .await;
    assert_eq!(all.text, say(&bot, "reroll-nothing", id));
    let push = bot
        .handle(&req("alice", "j", &format!("/reroll {id} push")))
        .await;
    assert_eq!(push.text, say(&bot, "reroll-no-push", id));
    // Without a rule: the dice by number.
    let listed = bot
        .handle(&req("alice", "k", &format!("/reroll {id}")))
        .await;
    assert!(
        listed.text.starts_with(&format!("Dice of #{id}: 1: ")),
        "{}",
        listed.text
    );
    let usage = bot.handle(&req("alice", "l", "/reroll")).await;
    assert!(usage.text.starts_with("Usage: /reroll"), "{}", usage.text);
}

async fn a_year_zero_push(url: String) {
    let bot = bot(&url).await;
    let seed = seed(&bot).await;
    // yz 3 2 1: base dice 1-3, skill 4-5, gear 6. A roll with a 6, a 1 on a base die and
    // on a skill die, and something else to push.
    let first = request_where(&seed, "yz", 6, |f| {
        f.contains(&6.0) && f[..3].contains(&1.0) && f[3..5].contains(&1.0) && f[5] != 6.0
    });
    let faces = d6s(&seed, &first, 6);
    let reply = bot.handle(&req("alice", &first, "yz 3 2 1")).await;
    let one = logged(&bot, &reply).await;
    let menu = reply.reroll.as_deref().expect("a reroll menu");
    let push = menu.push.as_ref().expect("yz can be pushed");
    assert_eq!(push.action, format!("push:{}", one.shown));

    // Pushed: the 6s and the 1s of base and gear dice stay; every other die is rolled
    // again from the press's stream, in order.
    let rolled_again = faces
        .iter()
        .enumerate()
        .filter(|&(i, &f)| !yz_321_stays(i, f))
        .count();
    let fresh = d6s(&seed, "push", rolled_again);
    let pushed = yz_321_pushed(&faces, &fresh).expect("a fresh face for each die pushed");
    let again = bot.press(&req("alice", "push", ""), &push.action).await;
    let two = logged(&bot, &again).await;
    let successes = pushed.iter().filter(|&&f| f == 6.0).count();
    assert_eq!(two.total, Some(successes as f64), "{}", again.text);
    // The 1s are counted after the push.
    let baneful = pushed[..3].iter().filter(|&&f| f == 1.0).count();
    let broken = usize::from(pushed[5] == 1.0);
    assert!(
        again
            .text
            .contains(&format!("({baneful} on base, {broken} on gear)")),
        "{}",
        again.text
    );
    assert!(
        again
            .text
            .starts_with(&format!("Push of #{}:\n", one.shown)),
        "{}",
        again.text
    );
    // A roll is pushed once.
    let twice = bot.press(&req("alice", "push-2", ""), &push.action).await;
    assert_eq!(twice.text, say(&bot, "reroll-spent", one.shown));
    let verified = bot
        .handle(&req("alice", "v", &format!("/verify {}", two.shown)))
        .await
        .text;
    assert!(
        verified.contains(&format!("A reroll of #{} (push)", one.shown)),
        "{verified}"
    );
}

on_both!("polyroll_rerolls": hold_and_reroll, only_the_roller_rerolls, a_year_zero_push);
