//! Alias books as files: `/alias export` sends one as a follow-up, `/alias import` takes it
//! back as an attachment, fetched from a fake CDN beside the fake Discord API (the bot
//! allows its origin as `DISCORD_CDN_URL`) — and only once the import is allowed, and only
//! from that CDN.

mod common;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use common::payloads::{self, alias_import_file, member, MANAGER_PERMISSIONS, MEMBER_PERMISSIONS};
use common::{bot_on, serve, Harness, Seen};
use polyroll_bot::Locale;
use polyroll_store::Owner;
use serde_json::{json, Value};

/// Discord's CDN as far as the adapter sees it: files by path, redirects by path, 404 for
/// the rest, and a record of every path asked for.
#[derive(Clone, Default)]
struct FakeCdn {
    files: Arc<Mutex<HashMap<String, Vec<u8>>>>,
    redirects: Arc<Mutex<HashMap<String, String>>>,
    asked: Arc<Mutex<Vec<String>>>,
}

impl FakeCdn {
    /// Serves the CDN on a loopback port; returns its origin.
    async fn start(&self) -> String {
        let app = Router::new()
            .route("/attachments/{*path}", get(cdn_file))
            .with_state(self.clone());
        serve(app).await
    }

    fn put(&self, path: &str, bytes: Vec<u8>) {
        self.files.lock().unwrap().insert(path.to_string(), bytes);
    }

    /// `path` answers 302 to `location`.
    fn redirect(&self, path: &str, location: &str) {
        self.redirects
            .lock()
            .unwrap()
            .insert(path.to_string(), location.to_string());
    }

    fn asked(&self) -> Vec<String> {
        self.asked.lock().unwrap().clone()
    }
}

async fn cdn_file(State(cdn): State<FakeCdn>, Path(path): Path<String>) -> Response {
    cdn.asked.lock().unwrap().push(path.clone());
    if let Some(location) = cdn.redirects.lock().unwrap().get(&path) {
        return (StatusCode::FOUND, [("location", location.clone())]).into_response();
    }
    match cdn.files.lock().unwrap().get(&path) {
        Some(bytes) => bytes.clone().into_response(),
        None => (StatusCode::NOT_FOUND, "404: Not Found").into_response(),
    }
}

fn bob() -> Value {
    member(payloads::BOB, "bob", &[], MEMBER_PERMISSIONS)
}

/// The endpoint, and a fake CDN whose origin the bot allows.
async fn with_cdn() -> (Harness, FakeCdn, String) {
    let cdn = FakeCdn::default();
    let origin = cdn.start().await;
    let bot = bot_on(&[
        ("DATABASE_URL", "sqlite::memory:"),
        ("DISCORD_CDN_URL", &origin),
    ])
    .await;
    (Harness::start_on(bot, |_| {}).await, cdn, origin)
}

/// `/alias import scope:server file:<attachment>` by `member`.
fn server_import(member: Value, url: &str, size: usize) -> Value {
    let mut import = alias_import_file(member, url, size);
    import["data"]["options"][0]["options"]
        .as_array_mut()
        .expect("the subcommand's options")
        .push(payloads::text("scope", "server"));
    import
}

/// The bytes of the file a follow-up uploads (its `files[0]` part).
fn uploaded_file(follow_up: &Seen) -> Vec<u8> {
    let content_type = follow_up.headers["content-type"].to_str().unwrap();
    polyroll_testkit::discord_api::multipart_part(content_type, &follow_up.body, "files[0]")
        .expect("a files[0] part")
        .to_vec()
}

/// The text of an answer: in the response itself, or (deferred, type 5) in the follow-up
/// number `nth` to the interaction's webhook.
async fn answer_text(harness: &Harness, answer: &Value, nth: usize) -> String {
    match answer["type"].as_u64() {
        Some(4) => answer["data"]["content"]
            .as_str()
            .unwrap_or_default()
            .into(),
        Some(5) => {
            let follow_ups = harness.wait_for_follow_ups(nth + 1).await;
            follow_ups[nth].payload()["content"]
                .as_str()
                .unwrap_or_default()
                .into()
        }
        _ => panic!("unexpected answer {answer}"),
    }
}

/// A book of 200 aliases (the most an owner may have) for Alice, straight in the store,
/// in several dialects, with descriptions in several scripts. Returns its export.
async fn two_hundred_aliases(harness: &Harness) -> String {
    let aliases: Vec<Value> = (0..200)
        .map(|i| {
            let description = match i % 4 {
                0 => Value::Null,
                1 => json!(format!("Огненный шар №{i}")),
                2 => json!(format!("« coup » {i} **gras** <@everyone>")),
                _ => json!(format!("attack \"{i}\" 🎲")),
            };
            let dialect = ["standard", "dndice", "diceplus"][i % 3];
            json!({
                "name": format!("atk_{i:03}"),
                "formula": format!("{}d20+{i}", i % 3 + 1),
                "dialect": dialect,
                "description": description,
            })
        })
        .collect();
    let store = harness.bot.store().expect("a store");
    let alice = Owner::user("discord", payloads::ALICE);
    let json = Value::Array(aliases).to_string();
    assert_eq!(store.import_aliases(&alice, &json).await.unwrap(), 200);
    book(harness, payloads::ALICE).await
}

async fn book(harness: &Harness, user: &str) -> String {
    let store = harness.bot.store().expect("a store");
    store
        .export_aliases(&Owner::user("discord", user))
        .await
        .unwrap()
}

/// Alice exports 200 aliases: deferred, then a follow-up carrying the file and no text
/// (too long to show). Bob imports that file as an attachment: his book is Alice's.
async fn a_book_of_200_comes_back_through_an_attachment(url: String) {
    let cdn = FakeCdn::default();
    let origin = cdn.start().await;
    let bot = bot_on(&[("DATABASE_URL", &url), ("DISCORD_CDN_URL", &origin)]).await;
    let harness = Harness::start_on(bot, |_| {}).await;
    let alices = two_hundred_aliases(&harness).await;

    let export = payloads::command("alias", vec![payloads::subcommand("export", vec![])]);
    let (status, answer) = harness.post(&export).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer["type"], 5, "{answer}");
    let follow_up = harness.wait_for_follow_ups(1).await.remove(0);
    assert_eq!(follow_up.payload()["content"], "", "too long to show");
    let file = uploaded_file(&follow_up);
    assert!(file.len() > 6000, "longer than any option holds");

    let path = format!(
        "{}/{}/aliases.json",
        payloads::CHANNEL_ID,
        payloads::ATTACHMENT_ID
    );
    cdn.put(&path, file.clone());
    let url = format!("{origin}/attachments/{path}?ex=1&is=2&hm=3");
    let (status, answer) = harness
        .post(&alias_import_file(bob(), &url, file.len()))
        .await;
    assert_eq!(status, StatusCode::OK);
    let imported = harness
        .bot
        .texts()
        .get(Locale::En, "alias-imported", &[("count", "200")]);
    assert_eq!(answer_text(&harness, &answer, 1).await, imported);
    assert_eq!(book(&harness, payloads::BOB).await, alices);
    assert_eq!(cdn.asked(), [path]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_book_of_200_comes_back_through_an_attachment_sqlite() {
    polyroll_testkit::with_sqlite(
        "discord_files",
        a_book_of_200_comes_back_through_an_attachment,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_book_of_200_comes_back_through_an_attachment_postgres() {
    polyroll_testkit::with_postgres(
        "discord_files",
        a_book_of_200_comes_back_through_an_attachment,
    )
    .await;
}

/// Attachments that are no alias book are refused with their reason, in the user's
/// language, and change nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_attachment_that_is_no_book_is_refused_with_its_reason() {
    let (harness, cdn, origin) = with_cdn().await;
    let mb = 1 << 20;
    cdn.put("c/1/liar.json", vec![b' '; mb + 10]);
    cdn.put("c/2/list.csv", b"name,formula\nstr,3\n".to_vec());
    cdn.put("c/3/latin1.json", b"[{\"name\":\"caf\xe9\"}]".to_vec());
    cdn.put(
        "c/4/half.json",
        br#"[{"name":"axe","formula":"1d6"},{"name":"d6","formula":"6"}]"#.to_vec(),
    );
    let cases = [
        // Stated too big: not even fetched.
        ("c/0/huge.json", 2 * mb),
        // Stated small, found big while reading.
        ("c/1/liar.json", 100),
        ("c/2/list.csv", 19),
        ("c/3/latin1.json", 18),
        // One bad name refuses the whole file.
        ("c/4/half.json", 58),
        ("c/5/gone.json", 100),
    ];
    let mut texts = Vec::new();
    let mut deferred = 0;
    for (path, size) in cases {
        let mut import = alias_import_file(bob(), &format!("{origin}/attachments/{path}"), size);
        import["locale"] = json!("fr");
        let (_, answer) = harness.post(&import).await;
        assert_eq!(
            answer["data"]["flags"].as_u64().unwrap_or(64) & 64,
            64,
            "{answer}"
        );
        texts.push(answer_text(&harness, &answer, deferred).await);
        deferred += usize::from(answer["type"] == 5);
    }
    let say = |id: &str, args: &[(&str, &str)]| harness.bot.texts().get(Locale::Fr, id, args);
    let too_big = say("alias-import-too-big", &[("max", "1024")]);
    assert_eq!(texts[0], too_big);
    assert_eq!(texts[1], too_big);
    assert_eq!(
        texts[2],
        say("alias-import-not-json", &[("line", "1"), ("column", "2")])
    );
    assert_eq!(texts[3], say("alias-import-not-utf8", &[]));
    assert!(texts[4].starts_with("Import refusé"), "{}", texts[4]);
    assert_eq!(texts[5], say("alias-import-download-failed", &[]));
    assert_eq!(
        cdn.asked(),
        [
            "c/1/liar.json",
            "c/2/list.csv",
            "c/3/latin1.json",
            "c/4/half.json",
            "c/5/gone.json"
        ]
    );
    assert_eq!(
        book(&harness, payloads::BOB).await,
        book(&harness, "nobody").await
    );
}

/// `/alias import` with neither JSON nor a file says how to import.
#[tokio::test]
async fn import_with_neither_json_nor_a_file_says_how() {
    let harness = Harness::start().await;
    let import = payloads::command("alias", vec![payloads::subcommand("import", vec![])]);
    let (_, answer) = harness.post(&import).await;
    let how = harness.bot.texts().get(Locale::En, "alias-import-how", &[]);
    assert_eq!(answer_text(&harness, &answer, 0).await, how);
}

/// A member without Manage Server imports a file into the server's book: refused before
/// the CDN hears of it. A manager's same import fetches it once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_members_server_import_is_refused_before_any_download() {
    let (harness, cdn, origin) = with_cdn().await;
    let book = br#"[{"name":"str","formula":"3"}]"#.to_vec();
    cdn.put("c/1/book.json", book.clone());
    let url = format!("{origin}/attachments/c/1/book.json?ex=1&is=2&hm=3");

    let (status, answer) = harness.post(&server_import(bob(), &url, book.len())).await;
    assert_eq!(status, StatusCode::OK);
    let not_admin = harness.bot.texts().get(Locale::En, "not-admin", &[]);
    assert_eq!(answer_text(&harness, &answer, 0).await, not_admin);
    let deferred = usize::from(answer["type"] == 5);
    assert!(cdn.asked().is_empty(), "{:?}", cdn.asked());

    let manager = member(payloads::BOB, "bob", &[], MANAGER_PERMISSIONS);
    let (_, answer) = harness
        .post(&server_import(manager, &url, book.len()))
        .await;
    let imported = harness
        .bot
        .texts()
        .get(Locale::En, "alias-imported", &[("count", "1")]);
    assert_eq!(answer_text(&harness, &answer, deferred).await, imported);
    assert_eq!(cdn.asked(), ["c/1/book.json"]);
}

/// An attachment URL off Discord's file hosts (and the one the bot allows) is refused with
/// the usual "could not download", and its host never hears of it — named in the
/// interaction, or reached by a redirect from the allowed CDN. A redirect within the
/// allowed CDN is followed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_attachment_off_discords_hosts_is_never_fetched() {
    let (harness, cdn, origin) = with_cdn().await;
    let elsewhere = FakeCdn::default();
    let foreign = elsewhere.start().await;
    let book = br#"[{"name":"str","formula":"3"}]"#.to_vec();
    elsewhere.put("c/1/book.json", book.clone());
    cdn.put("c/2/book.json", book.clone());
    cdn.redirect(
        "c/1/away.json",
        &format!("{foreign}/attachments/c/1/book.json"),
    );
    cdn.redirect(
        "c/1/moved.json",
        &format!("{origin}/attachments/c/2/book.json"),
    );

    let failed = harness
        .bot
        .texts()
        .get(Locale::Fr, "alias-import-download-failed", &[]);
    let imported = harness
        .bot
        .texts()
        .get(Locale::Fr, "alias-imported", &[("count", "1")]);
    let cases = [
        (format!("{foreign}/attachments/c/1/book.json"), &failed),
        (format!("{origin}/attachments/c/1/away.json"), &failed),
        (format!("{origin}/attachments/c/1/moved.json"), &imported),
    ];
    let mut deferred = 0;
    for (url, expected) in cases {
        let mut import = alias_import_file(bob(), &url, book.len());
        import["locale"] = json!("fr");
        let (_, answer) = harness.post(&import).await;
        assert_eq!(
            &answer_text(&harness, &answer, deferred).await,
            expected,
            "{url}"
        );
        deferred += usize::from(answer["type"] == 5);
    }
    assert!(elsewhere.asked().is_empty(), "{:?}", elsewhere.asked());
    assert_eq!(
        cdn.asked(),
        ["c/1/away.json", "c/1/moved.json", "c/2/book.json"]
    );
}
