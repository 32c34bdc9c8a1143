//! Dice trays through the shared handler, on SQLite and (with `POLYROLL_TEST_POSTGRES`) on
//! PostgreSQL: a chat tray's buttons roll for whoever presses them with their own aliases,
//! a copy of a deleted tray says so, and only the chat's admins change its trays.

#[macro_use]
mod common;

use polyroll_bot::{Bot, Chat, Locale, Platform, Reply, Request, User};

async fn bot(url: &str) -> Bot {
    let config = common::config(&[("DATABASE_URL", url)]);
    Bot::start(&config).await.expect("bot")
}

/// `user` typing `text` at the table, an admin there or not.
fn req(user: &str, admin: bool, text: &str) -> Request {
    Request {
        platform: Platform::Discord,
        user: User {
            id: format!("id-{user}"),
            name: user.to_string(),
        },
        chat: Some(Chat {
            id: "table".into(),
            channel: "table".into(),
            admin,
            gm: false,
        }),
        locale: Locale::En,
        text: text.to_string(),
        request_id: None,
    }
}

/// The total of a roll reply: the number after the last `= ` of its roll line.
fn total(reply: &Reply) -> i64 {
    let line = reply
        .text
        .lines()
        .find(|l| l.contains(" = "))
        .unwrap_or_else(|| panic!("no roll in {}", reply.text));
    line.rsplit("= ")
        .next()
        .and_then(|t| t.split_whitespace().next())
        .and_then(|t| t.trim_matches('*').parse().ok())
        .unwrap_or_else(|| panic!("no total in {line}"))
}

async fn chat_trays(url: String) {
    let bot = bot(&url).await;
    let say = |user: &'static str, admin: bool, text: &'static str| {
        let bot = &bot;
        async move { bot.handle(&req(user, admin, text)).await }
    };
    say("alice", true, "/alias set str 3").await;
    say("bob", false, "/alias set str 5").await;

    // Only an admin makes the chat's tray, and the refusal says it is about trays.
    let not_admin = bot.texts().get(Locale::En, "tray-not-admin", &[]);
    assert!(not_admin.contains("trays"), "{not_admin}");
    for change in [
        "/tray chat new combat Attack=1d1+[str]",
        "/tray chat from aliases",
        "/tray chat from system blades",
    ] {
        let refused = say("bob", false, change).await;
        assert_eq!(refused.text, not_admin, "{change}");
    }
    let saved = say(
        "alice",
        true,
        "/tray chat new Combat Attack=1d1+[str]; Damage = 1d1+10; Check=1d20>=25",
    )
    .await;
    assert!(saved.text.contains("3 rolls"), "{}", saved.text);
    // Discord Markdown: what users typed is escaped.
    assert!(
        saved.text.contains("2. Damage = 1d1\\+10"),
        "{}",
        saved.text
    );

    // Posting gives one button per roll, each naming the tray and the roll.
    let posted = say("bob", false, "/tray post combat").await;
    let labels: Vec<&str> = posted.buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, ["Attack", "Damage", "Check"]);
    let attack = posted.buttons[0].action.clone();
    assert!(attack.len() <= 64, "{attack}");

    // Two users press the same button: each rolls with their own [str], as a logged roll.
    let alices = bot.press(&req("alice", true, ""), &attack).await;
    let bobs = bot.press(&req("bob", false, ""), &attack).await;
    assert!(alices.text.starts_with("Attack:"), "{}", alices.text);
    assert_eq!(total(&alices), 4, "{}", alices.text);
    assert_eq!(total(&bobs), 6, "{}", bobs.text);
    assert!(alices.roll_id.is_some() && bobs.roll_id.is_some());
    assert_ne!(alices.roll_id, bobs.roll_id);
    // A member who never saved [str] is told so, like any roll of theirs.
    let carol = bot.press(&req("carol", false, ""), &attack).await;
    assert!(carol.roll_id.is_none(), "{}", carol.text);
    assert!(carol.text.contains("str"), "{}", carol.text);

    // The console's way: by number or by label.
    let damage = say("bob", false, "/tray press combat 2").await;
    assert_eq!(total(&damage), 11, "{}", damage.text);
    let by_label = say("bob", false, "/tray press combat attack").await;
    assert_eq!(total(&by_label), 6, "{}", by_label.text);
    let missing = say("bob", false, "/tray press combat 4").await;
    assert!(missing.text.contains("from 1 to 3"), "{}", missing.text);

    // Members read the chat's trays; only admins delete them.
    let listed = say("bob", false, "/tray chat list").await;
    assert_eq!(listed.text, "This chat's trays:\ncombat (3 rolls)");
    for change in ["/tray chat delete combat", "/tray chat rename combat fight"] {
        let refused = say("bob", false, change).await;
        assert_eq!(refused.text, not_admin, "{change}");
    }
    let deleted = say("alice", true, "/tray chat delete combat").await;
    assert_eq!(deleted.text, "Deleted the tray combat.");

    // A posted copy of the deleted tray says so to the presser alone, and rolls nothing.
    let gone = bot.press(&req("bob", false, ""), &attack).await;
    assert_eq!(gone.text, bot.texts().get(Locale::En, "tray-gone", &[]));
    assert_eq!(gone.roll_id, None);
    assert!(gone.private, "the chat has nothing to see");
    // A forged action is no tray's.
    let forged = bot.press(&req("bob", false, ""), "tray:x:1").await;
    assert_eq!(forged.text, bot.texts().get(Locale::En, "tray-gone", &[]));
    assert!(forged.private);
}

async fn refusals_name_the_limit(url: String) {
    let bot = bot(&url).await;
    let say = |text: String| {
        let bot = &bot;
        async move { bot.handle(&req("alice", true, &text)).await.text }
    };
    let many: Vec<String> = (1..=26).map(|i| format!("R{i}=1d6")).collect();
    let text = say(format!("/tray new big {}", many.join("; "))).await;
    assert_eq!(
        text,
        "A tray holds at most 25 rolls; this one has 26. Make two trays."
    );
    let text = say(format!("/tray new long {}=1d6", "x".repeat(81))).await;
    assert_eq!(text, "The label of roll 1 is longer than 80 characters.");
    let text = say("/tray new bad Hit=1d20+; Miss=1d6".into()).await;
    assert!(
        text.starts_with("Roll 1 of the tray (“Hit”) can't be saved:\nThat formula can't be saved"),
        "{text}"
    );
    // A formula as long as the saved formulas' limit allows, and one character more.
    let longest = format!("1d20+{}", "1+".repeat(497));
    assert_eq!(longest.chars().count(), 999);
    let text = say(format!("/tray new edge Hit={longest}1")).await;
    assert!(text.starts_with("Saved the tray edge"), "{text}");
    say("/tray delete edge".into()).await;
    let text = say(format!("/tray new over Hit={longest}1+1; Miss=1d6")).await;
    assert_eq!(
        text,
        "Roll 1 of the tray (“Hit”) can't be saved:\n\
         A saved formula can be at most 1000 characters long."
    );
    // The engine's limits too: dice and brackets, named.
    let text = say("/tray new huge Hit=1d20; Huge=1001d6".into()).await;
    assert!(
        text.starts_with("Roll 2 of the tray (“Huge”) can't be saved:")
            && text.contains("more than 1000 dice"),
        "{text}"
    );
    let deep = format!("{}1d6{}", "(".repeat(40), ")".repeat(40));
    let text = say(format!("/tray new deep Deep={deep}")).await;
    assert!(text.contains("more than 32 levels of brackets"), "{text}");
    let text = say("/tray new 2bad Hit=1d20".into()).await;
    assert!(text.starts_with("“2bad” can't be a tray's name"), "{text}");
    for i in 0..20 {
        say(format!("/tray new t{i} Hit=1d20")).await;
    }
    let text = say("/tray new t20 Hit=1d20".into()).await;
    assert_eq!(
        text,
        "There are already 20 trays here, the most allowed; delete one first (/tray delete NAME)."
    );
    let text = say("/tray new".into()).await;
    assert!(text.starts_with("Usage: /tray"), "{text}");
    // In every language.
    let mut fr = req("alice", true, "/tray new t20 Hit=1d20");
    fr.locale = Locale::Fr;
    assert!(bot.handle(&fr).await.text.contains("20 plateaux"));
}

async fn a_tray_from_aliases(url: String) {
    let bot = bot(&url).await;
    let say = |text: &'static str| {
        let bot = &bot;
        async move { bot.handle(&req("alice", true, text)).await }
    };
    assert_eq!(
        say("/tray from aliases").await.text,
        bot.texts().get(Locale::En, "tray-no-aliases", &[])
    );
    say("/alias set init 1d1+2").await;
    say("/alias set atk 1d20+%1%").await;
    say("/alias set sneak 1d1+%1=4%").await;
    let saved = say("/tray from aliases").await;
    // `atk` needs an argument: no button can roll it alone.
    assert!(saved.text.contains("2 rolls"), "{}", saved.text);
    let posted = say("/tray post aliases").await;
    let labels: Vec<&str> = posted.buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, ["init", "sneak"]);
    let sneak = bot
        .press(&req("alice", true, ""), &posted.buttons[1].action)
        .await;
    assert_eq!(total(&sneak), 5, "{}", sneak.text);
    say("/tray rename aliases mine").await;
    // Renamed, the posted copy still presses.
    let init = bot
        .press(&req("alice", true, ""), &posted.buttons[0].action)
        .await;
    assert_eq!(total(&init), 3, "{}", init.text);
    assert_eq!(say("/tray list").await.text, "Your trays:\nmine (2 rolls)");
    // A button may call an alias with its arguments.
    say("/tray new args Hit=atk 5; Sneak=sneak 3").await;
    let hit = say("/tray press args sneak").await;
    assert_eq!(total(&hit), 4, "{}", hit.text);
}

on_both!("polyroll_trays": chat_trays, refusals_name_the_limit, a_tray_from_aliases);
