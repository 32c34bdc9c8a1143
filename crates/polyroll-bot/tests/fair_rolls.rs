//! Chat rolls draw their dice from the fair source: keyed by the period's server seed, the
//! platform's id of the request and the roller's player seed, and logged with those
//! inputs so that the faces can be recomputed. `/verify` shows the commitment, and after
//! the reveal the seed and the inputs; a secret roll's only to those who may see it.

mod common;

use std::time::Duration;

use polyroll_bot::{Bot, Chat, Locale, Platform, Request, User};
use polyroll_core::fair::Recomputed;
use polyroll_core::{Dialect, Roller, ServerSeed};
use polyroll_store::{FairRoll, RollRecord};

async fn bot(vars: &[(&str, &str)]) -> Bot {
    Bot::start(&common::config(vars)).await.expect("bot")
}

/// `user` typing `text` in a server's channel, for the request `id` (`None`: the bot
/// draws one, as for the console).
fn req(user: &str, id: Option<&str>, text: &str) -> Request {
    Request {
        platform: Platform::Discord,
        user: User {
            id: format!("id-{user}"),
            name: user.to_string(),
        },
        chat: Some(Chat {
            id: "server".into(),
            channel: "channel".into(),
            admin: false,
            gm: false,
        }),
        locale: Locale::En,
        text: text.to_string(),
        request_id: id.map(str::to_string),
    }
}

/// Rolls `text` for `req` and returns the reply's text and the logged roll.
async fn roll(bot: &Bot, req: &Request) -> (String, RollRecord) {
    let reply = bot.handle(req).await;
    let id = reply
        .roll_id
        .unwrap_or_else(|| panic!("not logged: {}", reply.text));
    let record = bot
        .store()
        .expect("a store")
        .roll_by_shown(id)
        .await
        .expect("store")
        .expect("logged");
    (reply.text, record)
}

fn fair(record: &RollRecord) -> &FairRoll {
    record
        .fair
        .as_ref()
        .unwrap_or_else(|| panic!("not a fair roll: {record:?}"))
}

fn faces(fair: &FairRoll) -> Vec<f64> {
    fair.faces
        .split_whitespace()
        .map(|f| f.parse().expect("a face"))
        .collect()
}

/// The seed of the period a roll was made in, read from the store as the operator can.
async fn seed_of(bot: &Bot, fair: &FairRoll, length: i64) -> ServerSeed {
    let store = bot.store().expect("a store");
    let held = store
        .fair_seed(fair.period, length)
        .await
        .expect("the period's seed");
    assert_eq!(held.period.starts_at, fair.period);
    held.seed
}

#[tokio::test]
async fn the_request_id_and_the_player_seed_key_the_dice() {
    let bot = bot(&[]).await;
    let first = req(
        "alice",
        Some("discord:interaction:1180000000000000001"),
        "12d20",
    );
    let (text, one) = roll(&bot, &first).await;
    let inputs = fair(&one).clone();
    assert_eq!(inputs.request, "discord:interaction:1180000000000000001");
    assert_eq!(inputs.player, "");
    assert_eq!(inputs.dice, ["d20"; 12].join(" "));
    // The reply's id line carries the period: a day from midnight UTC, so its date.
    assert_eq!(inputs.period % 86_400, 0);
    let day = shown_day(&text);
    assert!(
        text.ends_with(&format!("  (#{}) ⚖ {day}", one.shown)),
        "{text}"
    );

    // The faces are the ones the inputs give, and no others.
    let seed = seed_of(&bot, &inputs, 86_400).await;
    let roller = Roller::new(Dialect::Standard);
    let again = Recomputed::roll(&roller, "12d20", &seed, &inputs.request, "").expect("roll");
    assert_eq!(again.faces(), faces(&inputs));
    // The seed in use is never in a reply: `/verify` shows its commitment and when it
    // comes out, and nothing to check the dice with yet.
    assert!(!text.contains(&seed.to_hex()), "{text}");
    let verify = format!("/verify {}", one.shown);
    let before = bot.handle(&req("bob", None, &verify)).await.text;
    assert!(before.contains(&seed.commitment()), "{before}");
    assert!(before.contains("The seed is revealed at"), "{before}");
    assert!(!before.contains(&seed.to_hex()), "{before}");
    assert!(!before.contains("fairness.py"), "{before}");

    // The same request rolls the same dice: nothing else goes in.
    let (_, same) = roll(&bot, &first).await;
    assert_eq!(fair(&same).faces, inputs.faces);

    // Another interaction id, other dice.
    let other = req(
        "alice",
        Some("discord:interaction:1180000000000000002"),
        "12d20",
    );
    let (_, other) = roll(&bot, &other).await;
    assert_ne!(fair(&other).faces, inputs.faces);

    // A player seed, other dice for the same interaction; it is logged with the roll.
    let set = bot
        .handle(&req("alice", None, "/fair seed lucky"))
        .await
        .text;
    assert!(set.contains("lucky"), "{set}");
    let (_, seeded) = roll(&bot, &first).await;
    let seeded = fair(&seeded);
    assert_eq!(seeded.player, "lucky");
    assert_ne!(seeded.faces, inputs.faces);
    let again = Recomputed::roll(&roller, "12d20", &seed, &seeded.request, "lucky").expect("roll");
    assert_eq!(again.faces(), faces(seeded));
    // Bob's dice for the same interaction know nothing of Alice's seed.
    let (_, bobs) = roll(&bot, &req("bob", first.request_id.as_deref(), "12d20")).await;
    assert_eq!(fair(&bobs).player, "");
    assert_eq!(fair(&bobs).faces, inputs.faces);

    // Without a platform id the bot draws one per request.
    let (_, drawn) = roll(&bot, &req("alice", None, "12d20")).await;
    let drawn = fair(&drawn);
    assert!(drawn.request.starts_with("discord:request:"), "{drawn:?}");
    assert_eq!(drawn.request.len(), "discord:request:".len() + 32);
}

/// The period a reply ends with, after `⚖ `: a day's, so a date (`2026-12-06`).
fn shown_day(text: &str) -> &str {
    let day = text.rsplit_once(" ⚖ ").map_or("", |(_, day)| day);
    let digits = day.chars().filter(char::is_ascii_digit).count();
    assert!(day.len() == 10 && digits == 8, "no day after ⚖: {text}");
    day
}

#[tokio::test]
async fn a_roll_set_draws_from_one_stream() {
    let bot = bot(&[]).await;
    let request = req("alice", Some("telegram:update:424242"), "3#2d6");
    let reply = bot.handle(&request).await;
    let store = bot.store().expect("a store");
    let log = store
        .history("discord", "id-alice", 3)
        .await
        .expect("history");
    assert_eq!(log.len(), 3, "{}", reply.text);
    let first = fair(&log[2]).clone();
    let day = shown_day(&reply.text);
    assert!(
        reply.text.ends_with(&format!("  ⚖ {day}")),
        "{}",
        reply.text
    );
    // Each roll lists the request's dice up to its own, and its own faces.
    let mut all = Vec::new();
    for (n, record) in log.iter().rev().enumerate() {
        let fair = fair(record);
        assert_eq!(fair.request, "telegram:update:424242");
        assert_eq!(fair.dice, vec!["d6"; 2 * (n + 1)].join(" "));
        all.extend(faces(fair));
    }
    // One stream: the three rolls are the six dice of the request, in order.
    let seed = seed_of(&bot, &first, 86_400).await;
    let roller = Roller::new(Dialect::Standard);
    let whole = Recomputed::roll(&roller, "6d6", &seed, &first.request, "").expect("roll");
    assert_eq!(whole.faces(), all);
}

#[tokio::test]
async fn verify_shows_the_seed_and_inputs_after_the_reveal() {
    // One-second periods, revealed a second after they end.
    let bot = bot(&[("POLYROLL_FAIR_PERIOD", "1s")]).await;
    let store = bot.store().expect("a store").clone();
    let open = req(
        "alice",
        Some("discord:interaction:1180000000000000010"),
        "4d6kh3",
    );
    let (_, public) = roll(&bot, &open).await;
    // A secret roll, only its roller saw.
    let mut secret = req("alice", Some("discord:interaction:1180000000000000011"), "");
    secret.text.clear();
    let reply = bot
        .roll_for_self_repeated(&secret, "2d20", None, None)
        .await;
    let secret_id = reply.roll_id.expect("logged");

    let inputs = fair(&public).clone();
    let seed = seed_of(&bot, &inputs, 1).await;
    let verify = |who: &str, id: String| req(who, None, &format!("/verify {id}"));

    // Both periods are over and revealed (no timing is asserted: only that they are).
    let secret_record = store
        .roll_by_shown(secret_id)
        .await
        .expect("store")
        .expect("logged");
    let last = inputs.period.max(fair(&secret_record).period);
    loop {
        tokio::time::sleep(Duration::from_millis(200)).await;
        let now = polyroll_store::unix_now();
        if now >= last + 3 {
            break;
        }
    }
    let after = bot
        .handle(&verify("bob", public.shown.to_string()))
        .await
        .text;
    assert!(after.contains(&seed.to_hex()), "{after}");
    assert!(after.contains(&seed.commitment()), "{after}");
    assert!(
        after.contains("1180000000000000010 · player seed: ''"),
        "{after}"
    );
    assert!(
        after.contains(&format!(
            "python3 fairness.py {} discord:interaction:1180000000000000010 '' d6 d6 d6 d6",
            seed.to_hex()
        )),
        "{after}"
    );
    assert!(
        after.contains(&format!("--faces {} ", inputs.faces.replace(' ', ","))),
        "{after}"
    );

    // The secret roll's inputs: its roller sees them, nobody else learns it exists.
    let bobs = bot.handle(&verify("bob", secret_id.to_string())).await.text;
    assert_eq!(
        bobs,
        format!("There is no roll #{secret_id} that you can see.")
    );
    let alices = bot
        .handle(&verify("alice", secret_id.to_string()))
        .await
        .text;
    assert!(
        alices.contains("discord:interaction:1180000000000000011"),
        "{alices}"
    );
}
