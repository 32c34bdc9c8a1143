//! The roll pages (`/r/{id}`) on the bot's HTTP server, requested over HTTP as a browser
//! does: a public roll's page with its dice and commitment, its seed and the check's
//! inputs once revealed; a secret roll, an old numbered id and an unknown id all get the
//! same 404.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use polyroll_bot::{Bot, Chat, Config, Locale, Platform, Request, RollId, User};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

async fn bot(vars: &[(&str, &str)]) -> Arc<Bot> {
    let mut map = HashMap::from([("DATABASE_URL".to_string(), "sqlite::memory:".to_string())]);
    map.extend(vars.iter().map(|(k, v)| (k.to_string(), v.to_string())));
    Arc::new(
        Bot::start(&Config::from_vars(&map).expect("config"))
            .await
            .expect("bot"),
    )
}

/// The bot's HTTP server on a free port; its address.
async fn serve(bot: &Arc<Bot>) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr").to_string();
    tokio::spawn(polyroll_bot::ops::serve(
        Arc::clone(bot),
        listener,
        std::future::pending(),
    ));
    addr
}

/// `GET path` with `Accept-Language: lang`: the status line, the headers and the body.
async fn get(addr: &str, path: &str, lang: &str) -> (String, String, String) {
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: dice\r\nAccept-Language: {lang}\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.expect("read");
    let answer = String::from_utf8(answer).expect("UTF-8");
    let (head, body) = answer.split_once("\r\n\r\n").expect("a head");
    let (status, headers) = head.split_once("\r\n").unwrap_or((head, ""));
    // Headers that differ by the moment only are left out.
    let headers: Vec<&str> = headers
        .lines()
        .filter(|h| !h.to_ascii_lowercase().starts_with("date:"))
        .collect();
    (status.to_string(), headers.join("\n"), body.to_string())
}

fn req(user: &str, text: &str) -> Request {
    Request {
        platform: Platform::Telegram,
        user: User {
            id: format!("id-{user}"),
            name: user.to_string(),
        },
        chat: Some(Chat {
            id: "-100".into(),
            channel: "-100".into(),
            admin: false,
            gm: false,
        }),
        locale: Locale::En,
        text: text.to_string(),
        request_id: Some(format!("telegram:update:{}", text.len())),
    }
}

#[tokio::test]
async fn a_public_roll_has_a_page_and_nothing_else_does() {
    let bot = bot(&[("POLYROLL_PUBLIC_URL", "https://dice.example.org/")]).await;
    let addr = serve(&bot).await;
    let public = bot.handle(&req("alice", "4d6kh3 # <b>")).await;
    let public = public.roll_id.expect("logged");
    let secret = bot
        .roll_for_self_repeated(&req("alice", ""), "2d20", None, None)
        .await
        .roll_id
        .expect("logged");

    let (status, headers, page) = get(&addr, &format!("/r/{public}"), "en-GB,en;q=0.8").await;
    assert!(status.contains(" 200 "), "{status}");
    assert!(headers.contains("text/html"), "{headers}");
    assert!(headers.contains("default-src 'none'"), "{headers}");
    assert!(
        page.contains(&format!("<title>Roll #{public}</title>")),
        "{page}"
    );
    // The formula as typed, escaped; the dropped die struck; who; the commitment.
    assert!(page.contains("<code>4d6kh3 # &lt;b&gt;</code>"), "{page}");
    assert_eq!(page.matches("<s>").count(), 1, "{page}");
    assert!(page.contains("<dd>alice</dd>"), "{page}");
    let store = bot.store().expect("a store");
    let record = store
        .roll_by_shown(public)
        .await
        .expect("store")
        .expect("logged");
    let fair = record.fair.expect("fair");
    let seed = store.fair_seed(fair.period, 86_400).await.expect("seed");
    assert!(page.contains(&seed.period.commitment), "{page}");
    // The seed of the period that runs is never on the page, nor a way to check yet.
    assert!(!page.contains(&seed.seed.to_hex()), "{page}");
    assert!(
        page.contains("The seed of this period is revealed at"),
        "{page}"
    );
    assert!(!page.contains("id=\"run\""), "{page}");
    // In the reader's language.
    let (_, _, ru) = get(&addr, &format!("/r/{public}"), "ru-RU").await;
    assert!(
        ru.contains("lang=\"ru\"") && ru.contains("Обязательство"),
        "{ru}"
    );

    // `/verify` links the page.
    let verified = bot
        .handle(&req("bob", &format!("/verify {public}")))
        .await
        .text;
    assert!(
        verified.contains(&format!("https://dice.example.org/r/{public}")),
        "{verified}"
    );

    // A secret roll, an old roll's number, an id never drawn: one and the same answer.
    let missing = get(&addr, "/r/zzzzzzzzzzzz", "en").await;
    assert!(missing.0.contains(" 404 "), "{missing:?}");
    for path in [
        format!("/r/{secret}"),
        "/r/41".into(),
        "/r/not-an-id".into(),
    ] {
        assert_eq!(get(&addr, &path, "en").await, missing, "{path}");
    }
    assert!(!missing.2.contains(&secret.to_string()));
    assert!(matches!(secret, RollId::Drawn(_)));

    // The check's script comes from this server.
    let (status, headers, script) = get(&addr, "/r/check.js", "en").await;
    assert!(status.contains(" 200 "), "{status}");
    assert!(headers.contains("text/javascript"), "{headers}");
    assert!(script.contains("crypto.subtle.sign"), "{script}");
}

#[tokio::test]
async fn after_the_reveal_the_page_carries_what_the_check_needs() {
    let bot = bot(&[("POLYROLL_FAIR_PERIOD", "1s")]).await;
    let addr = serve(&bot).await;
    let rolled = bot.handle(&req("alice", "3d6 + 1dF")).await;
    let id = rolled.roll_id.expect("logged");
    let store = bot.store().expect("a store");
    let record = store
        .roll_by_shown(id)
        .await
        .expect("store")
        .expect("logged");
    let fair = record.fair.expect("fair");
    // The period ends and its grace passes (no timing is asserted: only that it did).
    while polyroll_store::unix_now() < fair.period + 3 {
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let seed = store.fair_seed(fair.period, 1).await.expect("seed").seed;
    let (status, _, page) = get(&addr, &format!("/r/{id}"), "fr").await;
    assert!(status.contains(" 200 "), "{status}");
    assert!(page.contains(&seed.to_hex()), "{page}");
    assert!(page.contains("Vérifier soi-même"), "{page}");
    assert!(
        page.contains("<script src=\"/r/check.js\" defer></script>"),
        "{page}"
    );
    // Each die with its logged face, in draw order.
    let faces: Vec<&str> = fair.faces.split(' ').collect();
    let dice = ["d6", "d6", "d6", "dF"];
    for (die, face) in dice.iter().zip(&faces) {
        let row = format!("<span class=\"spec\">{die}</span> <b class=\"face\">{face}</b>");
        assert!(page.contains(&row), "{row}: {page}");
    }
    assert!(
        page.contains(&format!("\"request\":\"{}\"", fair.request)),
        "{page}"
    );
    assert!(
        page.contains("\"dice\":[\"d6\",\"d6\",\"d6\",\"dF\"]"),
        "{page}"
    );
}
