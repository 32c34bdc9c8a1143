//! Interaction payloads shaped like the ones Discord sends (API v10), field for field.

use std::sync::atomic::{AtomicU64, Ordering};

use serde_json::{json, Value};

pub const APP_ID: &str = "1180000000000000000";
pub const GUILD_ID: &str = "1180000000000000003";
pub const CHANNEL_ID: &str = "1180000000000000004";
pub const ALICE: &str = "1180000000000000010";
pub const GM_ROLE: &str = "1180000000000000020";
/// Members of the GM harness ([`super::Harness::with_gms`]).
pub const GM: &str = "1180000000000000012";
pub const PLAYER: &str = "1180000000000000013";
pub const HELPER_BOT: &str = "1180000000000000014";
/// Discord's permission bits for a plain member (view, send, use application commands…).
pub const MEMBER_PERMISSIONS: &str = "2248473465835073";
/// The same plus MANAGE_GUILD (1 << 5).
pub const MANAGER_PERMISSIONS: &str = "2248473465835105";

pub fn user(id: &str, name: &str) -> Value {
    json!({
        "id": id, "username": name, "discriminator": "0", "global_name": name.to_uppercase(),
        "avatar": null, "avatar_decoration_data": null, "public_flags": 0, "clan": null,
        "primary_guild": null, "collectibles": null
    })
}

pub fn member(id: &str, name: &str, roles: &[&str], permissions: &str) -> Value {
    json!({
        "user": user(id, name), "nick": null, "avatar": null, "banner": null, "roles": roles,
        "joined_at": "2024-03-01T12:00:00.000000+00:00", "premium_since": null,
        "deaf": false, "mute": false, "flags": 0, "pending": false,
        "permissions": permissions, "communication_disabled_until": null,
        "unusual_dm_activity_until": null
    })
}

fn channel() -> Value {
    json!({
        "id": CHANNEL_ID, "type": 0, "name": "general", "guild_id": GUILD_ID, "parent_id": null,
        "position": 0, "permissions": MEMBER_PERMISSIONS, "flags": 0, "nsfw": false,
        "topic": null, "last_message_id": null, "rate_limit_per_user": 0
    })
}

/// Each interaction Discord sends has its own id, and the endpoint answers an id once: every
/// payload built here gets the next one (sending one payload twice is a replay).
pub fn interaction_id() -> String {
    static NEXT: AtomicU64 = AtomicU64::new(1_180_000_000_001_000_000);
    NEXT.fetch_add(1, Ordering::Relaxed).to_string()
}

/// `payload` as a new interaction (the same command used again): a new id.
pub fn anew(payload: &Value) -> Value {
    let mut payload = payload.clone();
    payload["id"] = json!(interaction_id());
    payload
}

/// The fields every guild interaction carries, around `type` and `data`.
fn envelope(kind: u8, data: Value, member: Value, token: &str) -> Value {
    json!({
        "id": interaction_id(),
        "application_id": APP_ID,
        "type": kind,
        "data": data,
        "guild": { "id": GUILD_ID, "locale": "en-US", "features": [] },
        "guild_id": GUILD_ID,
        "channel": channel(),
        "channel_id": CHANNEL_ID,
        "member": member,
        "token": token,
        "version": 1,
        "app_permissions": "2251799813685247",
        "locale": "en-US",
        "guild_locale": "en-US",
        "entitlements": [],
        "entitlement_sku_ids": [],
        "authorizing_integration_owners": { "0": GUILD_ID },
        "context": 0,
        "attachment_size_limit": 10485760
    })
}

pub fn ping() -> Value {
    json!({
        "id": "1180000000000000101", "application_id": APP_ID, "type": 1,
        "token": "ping-token", "version": 1, "user": null, "entitlements": [],
        "authorizing_integration_owners": {}, "attachment_size_limit": 10485760
    })
}

/// The `resolved` part of an interaction naming the GM role ("Game Master").
pub fn gm_role_resolved() -> Value {
    json!({ "roles": { GM_ROLE: {
        "id": GM_ROLE, "name": "Game Master", "color": 0, "colors": { "primary_color": 0, "secondary_color": null, "tertiary_color": null },
        "hoist": false, "icon": null, "unicode_emoji": null, "position": 1, "permissions": "0",
        "managed": false, "mentionable": false, "flags": 0
    }}})
}

/// An option as Discord sends it: `type` 3 string, 4 integer, 8 role, 1 subcommand.
pub fn option(name: &str, kind: u8, value: Value) -> Value {
    json!({ "name": name, "type": kind, "value": value })
}

pub fn text(name: &str, value: &str) -> Value {
    option(name, 3, json!(value))
}

pub fn subcommand(name: &str, options: Vec<Value>) -> Value {
    json!({ "name": name, "type": 1, "options": options })
}

pub fn command(name: &str, options: Vec<Value>) -> Value {
    command_by(
        name,
        options,
        member(ALICE, "alice", &[], MEMBER_PERMISSIONS),
        json!({}),
    )
}

pub fn command_by(name: &str, options: Vec<Value>, member: Value, resolved: Value) -> Value {
    let data = json!({
        "id": "1180000000000000200", "name": name, "type": 1,
        "guild_id": GUILD_ID, "options": options, "resolved": resolved
    });
    envelope(2, data, member, &format!("token-{name}"))
}

/// An autocomplete interaction (type 4) with `formula` focused.
pub fn autocomplete(name: &str, partial: &str) -> Value {
    autocomplete_of(name, "formula", partial)
}

/// An autocomplete interaction (type 4) of command `name` with its `option` focused.
pub fn autocomplete_of(name: &str, option: &str, partial: &str) -> Value {
    let data = json!({
        "id": "1180000000000000200", "name": name, "type": 1, "guild_id": GUILD_ID,
        "options": [{ "name": option, "type": 3, "value": partial, "focused": true }]
    });
    envelope(
        4,
        data,
        member(ALICE, "alice", &[], MEMBER_PERMISSIONS),
        "token-autocomplete",
    )
}

/// A button press (type 3) on an earlier roll message; `flags` 64 marks it ephemeral.
pub fn press(custom_id: &str, by: Value, message_flags: u64) -> Value {
    let message = json!({
        "id": "1180000000000000300", "channel_id": CHANNEL_ID, "type": 20,
        "author": { "id": APP_ID, "username": "Polyroll", "discriminator": "0", "global_name": null, "avatar": null, "bot": true, "public_flags": 0 },
        "content": "**ALICE** rolled 2d6 = 7", "timestamp": "2024-03-01T12:00:00.000000+00:00",
        "edited_timestamp": null, "tts": false, "mention_everyone": false, "mentions": [],
        "mention_roles": [], "attachments": [], "embeds": [], "pinned": false,
        "webhook_id": APP_ID, "application_id": APP_ID, "flags": message_flags,
        "components": [{ "type": 1, "id": 1, "components": [{ "type": 2, "id": 2, "style": 1, "label": "Roll again", "custom_id": custom_id }] }],
        "interaction_metadata": { "id": "1180000000000000099", "type": 2, "user": user(ALICE, "alice"), "authorizing_integration_owners": { "0": GUILD_ID }, "name": "roll", "command_type": 1 }
    });
    let data = json!({ "custom_id": custom_id, "component_type": 2, "id": 2 });
    let mut payload = envelope(3, data, by, "token-press");
    payload["message"] = message;
    payload
}

/// A slash command in a direct message with the bot: `user` instead of `member`, no guild.
pub fn dm_command(name: &str, options: Vec<Value>) -> Value {
    let data = json!({ "id": "1180000000000000200", "name": name, "type": 1, "options": options });
    let mut payload = envelope(2, data, Value::Null, &format!("token-dm-{name}"));
    let fields = payload.as_object_mut().unwrap();
    for field in ["guild", "guild_id", "member", "guild_locale"] {
        fields.remove(field);
    }
    fields.insert("user".into(), user(ALICE, "alice"));
    fields.insert("channel_id".into(), json!("1180000000000000005"));
    fields.insert(
        "channel".into(),
        json!({ "id": "1180000000000000005", "type": 1, "last_message_id": null, "flags": 0, "recipients": [user(ALICE, "alice")] }),
    );
    fields.insert(
        "authorizing_integration_owners".into(),
        json!({ "0": "1180000000000000099" }),
    );
    fields.insert("context".into(), json!(1));
    payload
}

/// `/alias set name formula`, by Alice.
pub fn alias_set(name: &str, formula: &str) -> Value {
    command(
        "alias",
        vec![subcommand(
            "set",
            vec![text("name", name), text("formula", formula)],
        )],
    )
}

/// `/gm role <GM_ROLE>` by Alice with `permissions`.
pub fn gm_set_role(permissions: &str) -> Value {
    let options = vec![subcommand("role", vec![option("role", 8, json!(GM_ROLE))])];
    command_by(
        "gm",
        options,
        member(ALICE, "alice", &[], permissions),
        gm_role_resolved(),
    )
}

/// `/roll 1d20+5 secret: gm` by Alice.
pub fn gm_roll() -> Value {
    command(
        "roll",
        vec![text("formula", "1d20+5"), text("secret", "gm")],
    )
}

/// Another member, for imports of someone else's book.
pub const BOB: &str = "1180000000000000011";
/// The id of the file attached to `/alias import`.
pub const ATTACHMENT_ID: &str = "1180000000000000500";

/// `/alias import file:<attachment>` by `member`: the file, as Discord resolves it, of
/// `size` bytes (as Discord states it) at `url`.
pub fn alias_import_file(member: Value, url: &str, size: usize) -> Value {
    let options = vec![subcommand(
        "import",
        vec![option("file", 11, json!(ATTACHMENT_ID))],
    )];
    let resolved = json!({ "attachments": { ATTACHMENT_ID: {
        "id": ATTACHMENT_ID, "filename": "aliases.json", "size": size, "url": url,
        "proxy_url": url, "content_type": "application/json; charset=utf-8", "ephemeral": true
    }}});
    command_by("alias", options, member, resolved)
}
