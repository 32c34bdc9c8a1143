//! What the bot sends Discord, checked against Discord's own OpenAPI spec: the answer of the
//! interactions endpoint (a callback body: PONG, messages, deferrals, updates, autocomplete
//! choices, modals) and the message bodies it sends the API (follow-ups, edits, channel
//! messages). The schemas are cut from the spec by `discord-openapi/extract.py`, which names
//! the spec's commit; a body the spec rejects is a body Discord would refuse, so every test
//! fake of Discord checks what it receives here.

use std::sync::OnceLock;

use boon::{Compiler, SchemaIndex, Schemas};
use serde_json::Value;

/// The schemas, as `extract.py` wrote them (JSON Schema 2020-12, OpenAPI 3.1's dialect).
const BODIES: &str = include_str!("../discord-openapi/bodies.json");
/// Where the compiler files the document; nothing is read from there.
const LOCATION: &str = "file:///polyroll-testkit/discord-openapi/bodies.json";

/// A body the spec has a schema for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Body {
    /// The interactions endpoint's HTTP answer: the interaction callback types 1, 4–9.
    InteractionResponse,
    /// `POST /webhooks/{application}/{token}`: a follow-up.
    WebhookExecute,
    /// `PATCH /webhooks/{application}/{token}/messages/{message}`.
    WebhookMessageEdit,
    /// `POST /channels/{channel}/messages`: a bot message (direct messages to a GM).
    ChannelMessageCreate,
    /// `PATCH /channels/{channel}/messages/{message}`.
    ChannelMessageEdit,
}

const ALL: [Body; 5] = [
    Body::InteractionResponse,
    Body::WebhookExecute,
    Body::WebhookMessageEdit,
    Body::ChannelMessageCreate,
    Body::ChannelMessageEdit,
];

impl Body {
    fn name(self) -> &'static str {
        match self {
            Body::InteractionResponse => "interaction_response",
            Body::WebhookExecute => "webhook_execute",
            Body::WebhookMessageEdit => "webhook_message_edit",
            Body::ChannelMessageCreate => "channel_message_create",
            Body::ChannelMessageEdit => "channel_message_edit",
        }
    }

    /// The body of a request to the API (`path` with or without its `/api/v10` prefix), where
    /// the spec has a schema for it; an interaction callback is an interaction response.
    pub fn of_request(method: &str, path: &str) -> Option<Body> {
        let path = path.trim_start_matches("/api/v10").trim_start_matches('/');
        let segments: Vec<&str> = path.split('/').collect();
        let method = method.to_ascii_uppercase();
        match (method.as_str(), segments.as_slice()) {
            ("POST", ["interactions", _, _, "callback"]) => Some(Body::InteractionResponse),
            ("POST", ["webhooks", _, _]) => Some(Body::WebhookExecute),
            ("PATCH", ["webhooks", _, _, "messages", _]) => Some(Body::WebhookMessageEdit),
            ("POST", ["channels", _, "messages"]) => Some(Body::ChannelMessageCreate),
            ("PATCH", ["channels", _, "messages", _]) => Some(Body::ChannelMessageEdit),
            _ => None,
        }
    }
}

struct Compiled {
    schemas: Schemas,
    index: Vec<(Body, SchemaIndex)>,
}

fn compiled() -> &'static Compiled {
    static COMPILED: OnceLock<Compiled> = OnceLock::new();
    COMPILED.get_or_init(|| {
        let document: Value =
            serde_json::from_str(BODIES).expect("discord-openapi/bodies.json is JSON");
        let mut compiler = Compiler::new();
        compiler
            .add_resource(LOCATION, document)
            .expect("the schemas' location is a URL");
        let mut schemas = Schemas::new();
        let index = ALL
            .iter()
            .map(|&body| {
                let location = format!("{LOCATION}#/$defs/{}", body.name());
                let index = compiler
                    .compile(&location, &mut schemas)
                    .unwrap_or_else(|e| panic!("compiling {location}: {e:#}"));
                (body, index)
            })
            .collect();
        Compiled { schemas, index }
    })
}

/// Checks `value` against the spec's schema for `body`; the error lists every violation,
/// each with where in `value` it is.
pub fn check(body: Body, value: &Value) -> Result<(), String> {
    let compiled = compiled();
    let (_, index) = compiled
        .index
        .iter()
        .find(|(b, _)| *b == body)
        .expect("every body is compiled");
    compiled
        .schemas
        .validate(value, *index)
        .map_err(|error| format!("{error}"))
}

/// Panics, showing the violations and the body, unless `value` is a valid `body`.
#[track_caller]
pub fn assert_valid(body: Body, value: &Value) {
    if let Err(error) = check(body, value) {
        panic!("{body:?} not valid by Discord's OpenAPI spec:\n{error}\nbody: {value:#}");
    }
}

/// Checks a request to the fake API: its JSON body, or a multipart body's `payload_json`
/// part (how messages with files are sent), against the schema `Body::of_request` names.
/// Requests without such a schema, and bodiless ones, pass.
pub fn check_request(
    method: &str,
    path: &str,
    content_type: Option<&str>,
    bytes: &[u8],
) -> Result<(), String> {
    let Some(body) = Body::of_request(method, path) else {
        return Ok(());
    };
    let json = match content_type.filter(|kind| boundary(kind).is_some()) {
        Some(kind) => multipart_part(kind, bytes, "payload_json")
            .ok_or_else(|| format!("{method} {path}: multipart body without payload_json"))?,
        None => bytes,
    };
    let value: Value = serde_json::from_slice(json)
        .map_err(|e| format!("{method} {path}: body is not JSON ({e})"))?;
    check(body, &value).map_err(|e| format!("{method} {path} ({body:?}): {e}\nbody: {value:#}"))
}

/// The boundary of a `multipart/form-data` content type.
fn boundary(content_type: &str) -> Option<String> {
    let (kind, params) = content_type.split_once(';')?;
    if !kind.trim().eq_ignore_ascii_case("multipart/form-data") {
        return None;
    }
    params.split(';').find_map(|param| {
        let (key, value) = param.trim().split_once('=')?;
        key.eq_ignore_ascii_case("boundary")
            .then(|| value.trim_matches('"').to_string())
    })
}

/// The content of the part named `name` in a `multipart/form-data` body whose content type
/// is `content_type`.
pub fn multipart_part<'a>(content_type: &str, bytes: &'a [u8], name: &str) -> Option<&'a [u8]> {
    let delimiter = format!("--{}", boundary(content_type)?);
    let disposition = format!("name=\"{name}\"");
    split(bytes, delimiter.as_bytes())
        .into_iter()
        .find_map(|part| {
            let end = find(part, b"\r\n\r\n")?;
            let headers = String::from_utf8_lossy(&part[..end]);
            if !headers.contains(&disposition) {
                return None;
            }
            let content = &part[end + 4..];
            Some(content.strip_suffix(b"\r\n").unwrap_or(content))
        })
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn split<'a>(mut bytes: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut parts = Vec::new();
    while let Some(at) = find(bytes, delimiter) {
        parts.push(&bytes[..at]);
        bytes = &bytes[at + delimiter.len()..];
    }
    parts.push(bytes);
    parts
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn button(custom_id: &str) -> Value {
        json!({"type": 4, "data": {"content": "1d20: 7", "components": [
            {"type": 1, "components": [{"type": 2, "style": 1, "label": "Roll", "custom_id": custom_id}]}
        ]}})
    }

    #[test]
    fn a_message_with_a_button_is_valid() {
        assert_eq!(
            check(Body::InteractionResponse, &button("roll:1d20")),
            Ok(())
        );
        assert_eq!(
            check(Body::InteractionResponse, &json!({"type": 1})),
            Ok(())
        );
        assert_eq!(
            check(Body::InteractionResponse, &json!({"type": 6})),
            Ok(())
        );
    }

    #[test]
    fn a_custom_id_longer_than_100_characters_is_refused() {
        let error = check(Body::InteractionResponse, &button(&"x".repeat(101))).unwrap_err();
        assert!(error.contains("/data/components/0/components/0"), "{error}");
        assert_eq!(
            check(Body::InteractionResponse, &button(&"x".repeat(100))),
            Ok(())
        );
    }

    #[test]
    fn a_component_of_the_wrong_type_is_refused() {
        // A button (type 2) at the top level, where only layout components may stand.
        let body = json!({"type": 4, "data": {"components": [
            {"type": 2, "style": 1, "label": "Roll", "custom_id": "roll"}
        ]}});
        assert!(check(Body::InteractionResponse, &body).is_err());
        // A text input (type 4) belongs in a modal, not in a message's row.
        let body = json!({"type": 4, "data": {"components": [
            {"type": 1, "components": [{"type": 4, "style": 1, "custom_id": "dice", "label": "Dice"}]}
        ]}});
        assert!(check(Body::InteractionResponse, &body).is_err());
    }

    #[test]
    fn callbacks_the_bot_never_sends_and_overlong_content_are_refused() {
        // LAUNCH_ACTIVITY (12) is a real callback type, but not one of an interactions endpoint's.
        assert!(check(Body::InteractionResponse, &json!({"type": 12})).is_err());
        assert!(check(Body::InteractionResponse, &json!({"type": 3})).is_err());
        let long = json!({"type": 4, "data": {"content": "x".repeat(2001)}});
        assert!(check(Body::InteractionResponse, &long).is_err());
        let choices: Vec<Value> = (0..26)
            .map(|i| json!({"name": format!("d{i}"), "value": format!("1d{i}")}))
            .collect();
        let autocomplete = json!({"type": 8, "data": {"choices": choices}});
        assert!(check(Body::InteractionResponse, &autocomplete).is_err());
    }

    #[test]
    fn requests_are_matched_to_their_bodies() {
        let of = Body::of_request;
        assert_eq!(
            of("POST", "/api/v10/interactions/1/tok/callback"),
            Some(Body::InteractionResponse)
        );
        assert_eq!(
            of("POST", "/api/v10/webhooks/1/tok"),
            Some(Body::WebhookExecute)
        );
        assert_eq!(
            of("PATCH", "/api/v10/webhooks/1/tok/messages/@original"),
            Some(Body::WebhookMessageEdit)
        );
        assert_eq!(
            of("POST", "/channels/4/messages"),
            Some(Body::ChannelMessageCreate)
        );
        assert_eq!(of("DELETE", "/api/v10/webhooks/1/tok/messages/5"), None);
        assert_eq!(of("PUT", "/api/v10/applications/1/commands"), None);
    }

    #[test]
    fn a_multipart_follow_up_is_checked_by_its_payload_json() {
        let body = |payload: &str| {
            format!(
                "--XyZ\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n{payload}\r\n\
                 --XyZ\r\nContent-Disposition: form-data; name=\"files[0]\"; filename=\"a.png\"\r\n\
                 Content-Type: image/png\r\n\r\nPNG\r\n--XyZ--\r\n"
            )
        };
        let content_type = Some("multipart/form-data; boundary=XyZ");
        let path = "/api/v10/webhooks/1/tok";
        let good = body(r#"{"content":"chart","attachments":[{"id":"0","filename":"a.png"}]}"#);
        assert_eq!(
            check_request("POST", path, content_type, good.as_bytes()),
            Ok(())
        );
        let bad = body(&format!(r#"{{"content":"{}"}}"#, "x".repeat(2001)));
        assert!(check_request("POST", path, content_type, bad.as_bytes()).is_err());
        // The spec types an attachment's id as a snowflake: a string, not the number 0.
        let bad = body(r#"{"attachments":[{"id":0,"filename":"a.png"}]}"#);
        assert!(check_request("POST", path, content_type, bad.as_bytes()).is_err());
        let plain = br#"{"content": 5}"#;
        assert!(check_request("POST", path, Some("application/json"), plain).is_err());
        assert_eq!(check_request("DELETE", path, None, b""), Ok(()));
    }
}
