//! `/alias set|get|list|rename|delete|describe|export|import`, personal by default, the
//! chat's with `chat` for its administrators.

use polyroll_store::{Owner, SavedAlias, Store, StoreError};

use crate::command::{AliasCommand, Target};
use crate::shown::fit_lines;
use crate::{Attachment, Bot, Reply, Request};

impl Bot {
    pub(crate) async fn alias(
        &self,
        req: &Request,
        target: Target,
        command: Option<AliasCommand>,
    ) -> Reply {
        let Some(command) = command else {
            return Reply::text(self.say(req, "alias-usage", &[]));
        };
        let store = &self.store;
        // Reading a chat's aliases is open to its members; changing them is for admins.
        let reading = matches!(
            command,
            AliasCommand::Get { .. } | AliasCommand::List { .. } | AliasCommand::Export
        );
        let owner = match (target, reading, &req.chat) {
            (Target::Chat, true, Some(chat)) => Owner::chat(req.platform.name(), &chat.id),
            _ => match self.chat_owner(req, target) {
                Ok(o) => o,
                Err(reply) => return reply,
            },
        };
        let result = self
            .alias_command(req, store, &owner, target, command)
            .await;
        self.alias_reply(req, &owner, result).await
    }

    /// What an alias command on `owner`'s book answers: its reply, or the store's failure in
    /// the user's words, and the notice of names the new rule no longer allows.
    pub(crate) async fn alias_reply(
        &self,
        req: &Request,
        owner: &Owner,
        result: Result<Reply, StoreError>,
    ) -> Reply {
        let mut reply = match result {
            Ok(reply) => reply,
            Err(e) => Reply::text(self.store_failure(req, &e)),
        };
        // Told once per owner, on the first alias command after the name rule changed.
        match self.store.legacy_names_untold(owner).await {
            Ok(names) if !names.is_empty() => {
                let names: Vec<String> = names.iter().map(|n| format!("[{n}]")).collect();
                let notice = self.say(req, "alias-legacy-notice", &[("names", &names.join(", "))]);
                if !reply.text.is_empty() {
                    reply.text.push('\n');
                }
                reply.text.push_str(&notice);
            }
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "could not check for old-rule alias names"),
        }
        reply
    }

    async fn alias_command(
        &self,
        req: &Request,
        store: &Store,
        owner: &Owner,
        target: Target,
        command: AliasCommand,
    ) -> Result<Reply, StoreError> {
        let say = |id: &str, args: &[(&str, &str)]| Ok(Reply::text(self.say(req, id, args)));
        match command {
            AliasCommand::Set { name, formula } => {
                let dialect = match self.effective_dialect(req, None).await {
                    Ok(d) => d,
                    Err(reply) => return Ok(reply),
                };
                let saved = SavedAlias {
                    name: name.trim().to_lowercase(),
                    formula: formula.trim().to_string(),
                    dialect,
                    description: None,
                    scope: owner.scope,
                };
                // A name the store refuses is refused for that, by the store.
                if polyroll_store::name_problem(&saved.name).is_none() {
                    if let Some(which) = self.too_heavy(req, std::slice::from_ref(&saved)).await? {
                        let text = self.too_heavy_text(req, &which, &saved.name, false);
                        return Ok(Reply::text(text));
                    }
                }
                let created = store
                    .set_alias(owner, &name, &formula, dialect, None)
                    .await?;
                let id = if created {
                    "alias-saved"
                } else {
                    "alias-replaced"
                };
                let name = name.trim().to_lowercase();
                say(
                    id,
                    &[
                        ("name", &name),
                        ("formula", &formula),
                        ("dialect", dialect.name()),
                    ],
                )
            }
            AliasCommand::Get { name } => match store.get_alias(owner, &name).await? {
                Some(a) => Ok(Reply::text(self.show_alias(req, &a))),
                None => say("alias-none", &[("name", &name)]),
            },
            AliasCommand::List { prefix } => {
                let list = store.list_aliases(owner, &prefix, 200).await?;
                if list.is_empty() {
                    return say("alias-list-empty", &[]);
                }
                let header = match target {
                    Target::Me => "alias-list-header",
                    Target::Chat => "alias-chat-list-header",
                };
                let mut lines = vec![self.say(req, header, &[])];
                lines.extend(list.iter().map(|a| self.show_alias(req, a)));
                Ok(Reply::text(fit_lines(self.surface(req), lines)))
            }
            AliasCommand::Rename { old, new } => {
                store.rename_alias(owner, &old, &new).await?;
                say("alias-renamed", &[("old", &old), ("new", &new)])
            }
            AliasCommand::Delete { name } => {
                if store.delete_alias(owner, &name).await? {
                    say("alias-deleted", &[("name", &name)])
                } else {
                    say("alias-none", &[("name", &name)])
                }
            }
            AliasCommand::Describe { name, text } => {
                let Some(a) = store.get_alias(owner, &name).await? else {
                    return say("alias-none", &[("name", &name)]);
                };
                let text = (!text.is_empty()).then_some(text.as_str());
                store
                    .set_alias(owner, &a.name, &a.formula, a.dialect, text)
                    .await?;
                say("alias-described", &[("name", &a.name)])
            }
            AliasCommand::Export => {
                // One line, so a chat (or the console) can paste it back into `/alias import`.
                let json = store.export_aliases(owner).await?;
                let json = serde_json::from_str::<serde_json::Value>(&json)
                    .map(|v| v.to_string())
                    .unwrap_or(json);
                let surface = self.surface(req);
                // Short exports are shown; every export is attached, for long ones.
                let text = if surface.length(&json) + 16 <= surface.budget() {
                    match surface {
                        polyroll_render::Surface::Plain => json.clone(),
                        _ => surface.escape(&json),
                    }
                } else {
                    String::new()
                };
                Ok(Reply {
                    text,
                    attachment: Some(Box::new(Attachment {
                        filename: "aliases.json".into(),
                        mime: "application/json",
                        bytes: json.into_bytes(),
                    })),
                    ..Reply::default()
                })
            }
            AliasCommand::Import { json } if json.trim().is_empty() => say("alias-import-how", &[]),
            AliasCommand::Import { json } => self.import(req, owner, &json).await,
        }
    }

    fn show_alias(&self, req: &Request, a: &SavedAlias) -> String {
        let mut line = self.say(
            req,
            "alias-show",
            &[
                ("name", &a.name),
                ("formula", &a.formula),
                ("dialect", a.dialect.name()),
            ],
        );
        if let Some(d) = &a.description {
            line.push_str(" — ");
            line.push_str(&self.surface(req).escape(d));
        }
        if a.is_legacy() {
            line.push_str(" — ");
            line.push_str(&self.say(req, "alias-legacy-mark", &[("name", &a.name)]));
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use crate::command::{AliasCommand, Command, Target};
    use crate::{Bot, Chat, Config, FileSource, Locale, Platform, Reply, Request, Upload, User};

    async fn bot() -> Bot {
        bot_with(&[]).await
    }

    async fn bot_with(more: &[(&str, &str)]) -> Bot {
        let mut vars = HashMap::from([("DATABASE_URL".to_string(), "sqlite::memory:".to_string())]);
        vars.extend(more.iter().map(|(k, v)| (k.to_string(), v.to_string())));
        Bot::start(&Config::from_vars(&vars).expect("config"))
            .await
            .expect("bot")
    }

    /// Latin words of `reply` that are not among `allowed` (what the user typed, notation
    /// names, command words): in Russian, any of them is English left untranslated.
    fn stray_latin(reply: &str, allowed: &[&str]) -> Vec<String> {
        reply
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| w.len() > 1 && w.chars().any(|c| c.is_ascii_alphabetic()))
            .filter(|w| !allowed.contains(w))
            .map(str::to_string)
            .collect()
    }

    /// English words that would betray an untranslated sentence in French.
    const ENGLISH: [&str; 24] = [
        "the",
        "that",
        "was",
        "is",
        "nothing",
        "changed",
        "refused",
        "formula",
        "name",
        "twice",
        "characters",
        "expected",
        "got",
        "file",
        "larger",
        "than",
        "there",
        "already",
        "delete",
        "can",
        "most",
        "empty",
        "which",
        "does",
    ];

    /// A bad book of every kind, imported in Russian and French: each is refused in that
    /// language, with no English word in the sentence (the user's names and formulas aside).
    #[tokio::test]
    async fn import_refusals_speak_the_users_language() {
        let bot = bot_with(&[("POLYROLL_MAX_ALIASES", "2")]).await;
        let long_formula = format!("1{}", "+1".repeat(600));
        let long_description = "x".repeat(201);
        let books = [
            r#"{"aliases": 3}"#.to_string(),
            r#"{"format": "other", "version": 7, "aliases": []}"#.to_string(),
            r#"[{"name":"aa","formula":"1"},{"name":"bb","formula":"2"},{"name":"cc","formula":"3"}]"#
                .to_string(),
            r#"[{"name":"axe","formula":"1d6","dialect":"klingon"}]"#.to_string(),
            r#"[{"name":"axe","formula":"  "}]"#.to_string(),
            format!(r#"[{{"name":"axe","formula":"{long_formula}"}}]"#),
            format!(r#"[{{"name":"axe","formula":"1d6","description":"{long_description}"}}]"#),
            r#"[{"name":"axe","formula":"1d6"},{"name":"AXE","formula":"2"}]"#.to_string(),
            r#"[{"name":"d20","formula":"20"}]"#.to_string(),
            format!("[{}]", " ".repeat(1 << 20)),
        ];
        let allowed = [
            "aa", "bb", "cc", "axe", "AXE", "other", "klingon", "d20", "standard", "dndice",
            "diceplus", "pool", "alias", "export", "JSON", "1d20", "dF", "4d6kh3", "floor", "max",
            "if", "repeat", "roll", "verify",
        ];
        for locale in [Locale::Ru, Locale::Fr] {
            let req = by("olga", locale);
            let mut seen = Vec::new();
            for book in &books {
                let req = Request {
                    text: format!("/alias import {book}"),
                    ..req.clone()
                };
                let reply = bot.handle(&req).await.text;
                let lead = match locale {
                    Locale::Ru => "Импорт отклонён, ничего не изменено",
                    _ => "Import refusé, rien n’a changé",
                };
                assert!(reply.contains(lead), "{reply}");
                if locale == Locale::Ru {
                    assert_eq!(
                        stray_latin(&reply, &allowed),
                        Vec::<String>::new(),
                        "{reply}"
                    );
                } else {
                    let words: Vec<&str> = reply.split(|c: char| !c.is_alphanumeric()).collect();
                    for english in ENGLISH {
                        assert!(!words.contains(&english), "{english} in {reply}");
                    }
                }
                seen.push(reply);
            }
            // Ten books, ten different reasons.
            seen.sort();
            seen.dedup();
            assert_eq!(seen.len(), books.len(), "{seen:#?}");
            // All or nothing: nothing of any book was saved.
            let list = Request {
                text: "/alias list".into(),
                ..req.clone()
            };
            assert_eq!(
                bot.handle(&list).await.text,
                bot.texts().get(locale, "alias-list-empty", &[])
            );
        }
    }

    /// A formula the engine can't read is refused in the user's words, with the engine's
    /// explanation and its caret under the place after them.
    #[tokio::test]
    async fn a_formula_that_does_not_roll_is_refused_in_the_users_language() {
        let bot = bot().await;
        let req = |text: &str| Request {
            text: text.into(),
            ..by("olga", Locale::Ru)
        };
        let reply = bot.handle(&req("/alias set axe 1d6+")).await.text;
        let first = reply.lines().next().unwrap_or_default();
        assert_eq!(first, bot.texts().get(Locale::Ru, "formula-bad", &[]));
        assert!(reply.contains('^'), "{reply}");
        let reply = bot
            .handle(&req(r#"/alias import [{"name":"axe","formula":"1d6+"}]"#))
            .await
            .text;
        let first = reply.lines().next().unwrap_or_default();
        assert_eq!(
            stray_latin(first, &["axe", "standard"]),
            Vec::<String>::new()
        );
        assert!(first.starts_with("Импорт отклонён"), "{reply}");
        assert!(reply.contains('^'), "{reply}");

        let long = format!("/alias set axe 1{}", "+1".repeat(600));
        assert_eq!(
            bot.handle(&req(&long)).await.text,
            bot.texts()
                .get(Locale::Ru, "formula-too-long", &[("max", "1000")])
        );
    }

    fn by(user: &str, locale: Locale) -> Request {
        Request {
            platform: Platform::Telegram,
            user: User {
                id: user.into(),
                name: user.into(),
            },
            chat: None,
            locale,
            text: String::new(),
            request_id: None,
        }
    }

    /// `/alias import` with a file the adapter fetched as `file`.
    async fn import_file(bot: &Bot, req: &Request, file: Upload) -> Reply {
        bot.import_file(req, Target::Me, FileSource::Api, || async { file })
            .await
    }

    async fn exported(bot: &Bot, req: &Request) -> Vec<u8> {
        let req = Request {
            text: "/alias export".into(),
            ..req.clone()
        };
        let reply = bot.handle(&req).await;
        reply.attachment.expect("an export file").bytes
    }

    #[tokio::test]
    async fn an_exported_file_imports_whole_and_a_bad_one_changes_nothing() {
        let bot = bot().await;
        let (alice, bob) = (by("alice", Locale::En), by("bob", Locale::Fr));
        for (name, formula) in [("str", "3"), ("atk", "1d20+[str]")] {
            let req = Request {
                text: format!("/alias set {name} {formula}"),
                ..alice.clone()
            };
            bot.handle(&req).await;
        }
        let file = exported(&bot, &alice).await;
        // With a byte-order mark, as some editors save it.
        let with_bom = [b"\xEF\xBB\xBF".as_slice(), &file].concat();
        let reply = import_file(&bot, &bob, Upload::Bytes(with_bom)).await;
        assert_eq!(reply.text, "2 alias importés.");
        assert_eq!(exported(&bot, &bob).await, file);

        let mut refused = Vec::new();
        for file in [
            Upload::TooBig,
            Upload::Failed,
            Upload::Bytes(vec![0xff, 0xfe, b'[']),
            Upload::Bytes(b"name,formula\nstr,3".to_vec()),
            Upload::Bytes(
                br#"[{"name":"axe","formula":"1d6"},{"name":"d6","formula":"6"}]"#.to_vec(),
            ),
        ] {
            refused.push(import_file(&bot, &bob, file).await.text);
        }
        let expected = [
            bot.texts()
                .get(Locale::Fr, "alias-import-too-big", &[("max", "1024")]),
            bot.texts()
                .get(Locale::Fr, "alias-import-download-failed", &[]),
            bot.texts().get(Locale::Fr, "alias-import-not-utf8", &[]),
            bot.texts().get(
                Locale::Fr,
                "alias-import-not-json",
                &[("line", "1"), ("column", "2")],
            ),
        ];
        assert_eq!(refused[..4], expected);
        assert!(refused[4].starts_with("Import refusé"), "{}", refused[4]);
        // All or nothing: the good first alias of the last file was not written either.
        assert_eq!(exported(&bot, &bob).await, file);

        let how = Command::Alias {
            target: Target::Me,
            command: Some(AliasCommand::Import {
                json: String::new(),
            }),
        };
        let reply = bot.execute(&alice, how).await;
        assert_eq!(
            reply.text,
            bot.texts().get(Locale::En, "alias-import-how", &[])
        );
    }

    /// A member who may not change the chat's book, or a file off the platform's file
    /// hosts, is refused before the adapter is asked to download anything.
    #[tokio::test]
    async fn a_refused_import_downloads_nothing() {
        let bot = bot().await;
        let fetched = std::sync::atomic::AtomicUsize::new(0);
        let fetch = || async {
            fetched.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            Upload::Bytes(br#"[{"name":"str","formula":"3"}]"#.to_vec())
        };
        let in_chat = |platform, admin| Request {
            platform,
            chat: Some(Chat {
                id: "table".into(),
                channel: "table".into(),
                admin,
                gm: false,
            }),
            ..by("bob", Locale::Fr)
        };
        let cdn = "https://cdn.discordapp.com/attachments/1/2/aliases.json?ex=1";
        let member = in_chat(Platform::Discord, false);
        let reply = bot
            .import_file(&member, Target::Chat, FileSource::Url(cdn), fetch)
            .await;
        assert_eq!(reply.text, bot.texts().get(Locale::Fr, "not-admin", &[]));
        let reply = bot
            .import_file(&member, Target::Chat, FileSource::Api, fetch)
            .await;
        assert_eq!(reply.text, bot.texts().get(Locale::Fr, "not-admin", &[]));

        let admin = in_chat(Platform::Discord, true);
        let failed = bot
            .texts()
            .get(Locale::Fr, "alias-import-download-failed", &[]);
        for elsewhere in [
            "https://files.example.org/aliases.json",
            "http://cdn.discordapp.com/attachments/1/2/aliases.json",
            "http://127.0.0.1:9/aliases.json",
        ] {
            let reply = bot
                .import_file(&admin, Target::Chat, FileSource::Url(elsewhere), fetch)
                .await;
            assert_eq!(reply.text, failed, "{elsewhere}");
        }
        // Telegram's files come through its API, never from a URL in the event.
        let telegram = in_chat(Platform::Telegram, true);
        let reply = bot
            .import_file(&telegram, Target::Chat, FileSource::Url(cdn), fetch)
            .await;
        assert_eq!(reply.text, failed);
        assert_eq!(fetched.load(std::sync::atomic::Ordering::SeqCst), 0);

        // Allowed, on Discord's CDN: fetched once, and imported.
        let reply = bot
            .import_file(&admin, Target::Chat, FileSource::Url(cdn), fetch)
            .await;
        assert_eq!(fetched.load(std::sync::atomic::Ordering::SeqCst), 1);
        assert_eq!(reply.text, "1 alias importé.");
    }
}
