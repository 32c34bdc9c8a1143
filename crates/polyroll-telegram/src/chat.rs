//! Commands typed in private and group chats, and the buttons under the replies.

use std::sync::Arc;

use polyroll_bot::command::{self, AliasCommand, Command, Target, TrayCommand};
use polyroll_bot::{Chat, FileSource, Platform, Reply};
use teloxide::payloads::{
    AnswerCallbackQuerySetters, EditMessageReplyMarkupSetters, SendDocumentSetters,
    SendMessageSetters, SendPhotoSetters,
};
use teloxide::prelude::Requester;
use teloxide::requests::Request as _;
use teloxide::types::{
    CallbackQuery, ChatId, InlineKeyboardButton, InlineKeyboardMarkup, InputFile, Me, Message,
    MessageId, ParseMode, ReplyParameters,
};
use teloxide::RequestError;

use crate::context::{Api, Context};
use crate::event::Event;
use crate::plain::plain;
use crate::request::{message_request, request};
use crate::retry::with_retry;
use crate::upload;

/// A group upgraded to a supergroup gets a new id: the old group receives a message saying
/// where it went, the new one a message saying where it came from. Either may arrive first
/// (or alone), and both move the same way; the second finds nothing left to move.
fn migration(msg: &Message) -> Option<(ChatId, ChatId)> {
    if let Some(to) = msg.migrate_to_chat_id() {
        return Some((msg.chat.id, *to));
    }
    msg.migrate_from_chat_id().map(|from| (*from, msg.chat.id))
}

/// Telegram's limits for a message's text and for a photo's or document's caption.
pub(crate) const TEXT_MAX: usize = 4096;
const CAPTION_MAX: usize = 1024;

/// A message: a command (in any chat) or, in a private chat, a bare formula or a sentence
/// with `[[…]]` rolls; in a group, also words that mention the bot or answer one of its
/// messages. Commands for another bot (`/roll@otherbot`) and anything else in a group are
/// left alone. (Other bots'
/// messages never reach a bot; a `from` that is a bot is Telegram's stand-in for an
/// anonymous administrator, who is served.)
pub(crate) async fn message(
    api: Api,
    ctx: Arc<Context>,
    me: Me,
    msg: Message,
    event: Event,
) -> Result<(), RequestError> {
    if let Some((from, to)) = migration(&msg) {
        if event.handled_before(&ctx.bot).await {
            return Ok(());
        }
        ctx.bot
            .move_chat(Platform::Telegram, &from.0.to_string(), &to.0.to_string())
            .await;
        return Ok(());
    }
    // A document's caption counts only as `/alias import` with that document (below).
    let caption = msg.document().and(msg.caption());
    let (Some(text), Some(from)) = (msg.text().or(caption), msg.from.as_ref()) else {
        return Ok(());
    };
    let captioned = msg.text().is_none();
    // A message sent through an inline bot (ours included: the placeholder of an inline roll
    // sent in our own private chat) is not a command to us.
    if msg.via_bot.is_some() {
        return Ok(());
    }
    let private = msg.chat.is_private();
    let addressee = addressee(text);
    if addressee.is_some_and(|name| !name.eq_ignore_ascii_case(me.username())) {
        return Ok(());
    }
    // In a group, words that are no command are ours only when they mention us or answer
    // one of our messages: `@polyroll_bot I swing [[1d20+5]]`. The mention is no formula.
    let text = if private || text.starts_with('/') {
        text.to_string()
    } else if let Some(rest) = without_mention(text, me.username()) {
        rest
    } else if replies_to(&msg, &me) && text.contains("[[") {
        // An answer to us that holds `[[…]]` rolls; other answers are conversation.
        text.to_string()
    } else {
        return Ok(());
    };
    let text = text.as_str();
    let command = command::parse(text, Some(me.username()));
    let wants_file = file_target(&command).is_some();
    if captioned && !wants_file {
        return Ok(());
    }
    // In a group, `/foo` without our name may be meant for another bot: say nothing.
    if !private && addressee.is_none() && matches!(command, Command::Unknown { .. }) {
        return Ok(());
    }
    // A roll is looked up by its own keyed insert, which finds the roll of an update handled
    // before (`logged_before`, below); anything else asks the store first.
    let rolls = matches!(command, Command::Roll { .. });
    if !rolls && event.handled_before(&ctx.bot).await {
        return Ok(());
    }
    let admin = if private {
        // A private chat is the user's own.
        true
    } else if changes_chat(&command) {
        // If Telegram cannot say, the user hears "only administrators" rather than nothing.
        is_admin(&api, &msg).await.unwrap_or_else(|e| {
            tracing::warn!(error = %ctx.redact.scrub(&e.to_string()), "getChatMember failed");
            false
        })
    } else {
        false
    };
    let chat = Chat {
        id: msg.chat.id.0.to_string(),
        channel: msg.chat.id.0.to_string(),
        admin,
        gm: false,
    };
    let mut req = message_request(&msg, from, Some(chat), text);
    req.request_id = Some(event.request_id());
    // `/alias import` alone, captioning a document or answering one: that document is the
    // book to import, fetched only if the bot would import it (without one, the handler
    // says how to import).
    let reply = match (upload::document(&msg), file_target(&command)) {
        (Some(document), Some(target)) => {
            let fetch = || upload::fetch(&api, document, &ctx.redact);
            ctx.bot
                .import_file(&req, target, FileSource::Api, fetch)
                .await
        }
        _ => ctx.bot.execute_event(&req, command, event.key()).await,
    };
    // Its roll was logged before: the update came again, and its answer went out unless the
    // process handling it then died first (then it goes now, the same roll).
    if reply.logged_before && event.handled_before(&ctx.bot).await {
        return Ok(());
    }
    let to = Destination {
        chat: msg.chat.id,
        reply_to: Some(msg.id),
    };
    if reply.direct && !private {
        return send_privately(&api, &ctx, &req, from, to, reply).await;
    }
    send_reply(&api, to, reply).await
}

/// A reply for its asker's eyes only, asked for in a group (Telegram has no message that
/// only one member of a group sees): it goes to the asker's private chat with the bot, and
/// the group hears that it did — or, when the asker never started a private chat with the
/// bot, how to make that possible. The reply itself never goes to the group.
async fn send_privately(
    api: &Api,
    ctx: &Context,
    req: &polyroll_bot::Request,
    from: &teloxide::types::User,
    group: Destination,
    reply: Reply,
) -> Result<(), RequestError> {
    let mine = Destination {
        chat: ChatId::from(from.id),
        reply_to: None,
    };
    let note = match send_reply(api, mine, reply).await {
        Ok(()) => ctx.bot.sent_privately(req),
        Err(e) => {
            tracing::info!(error = %ctx.redact.scrub(&e.to_string()), "a private reply was not delivered");
            ctx.bot.not_sent_privately(req)
        }
    };
    send_reply(api, group, Reply::text(note)).await
}

/// `/alias [chat] import` without JSON: a command a document may complete, into the book
/// of the target it names.
fn file_target(command: &Command) -> Option<Target> {
    match command {
        Command::Alias {
            target,
            command: Some(AliasCommand::Import { json }),
        } if json.trim().is_empty() => Some(*target),
        _ => None,
    }
}

/// `text` without its `@name` mention (any case, a whole word), when it has one.
fn without_mention(text: &str, name: &str) -> Option<String> {
    let mention = format!("@{}", name.to_lowercase());
    let lower = text.to_lowercase();
    // Lower-casing can change byte lengths outside ASCII; a username is ASCII, so the
    // mention is found in the original text at the same place only when nothing before
    // it changed length: check by comparing the slice itself.
    let mut from = 0;
    while let Some(i) = lower[from..].find(&mention).map(|i| from + i) {
        let end = i + mention.len();
        let whole = !lower[end..].starts_with(|c: char| c.is_alphanumeric() || c == '_');
        if whole
            && text
                .get(i..end)
                .is_some_and(|m| m.eq_ignore_ascii_case(&mention))
        {
            let rest = format!("{}{}", &text[..i], &text[end..]);
            return Some(rest.trim().to_string());
        }
        from = end;
    }
    None
}

/// Whether the message answers one of ours.
fn replies_to(msg: &Message, me: &Me) -> bool {
    msg.reply_to_message()
        .and_then(|m| m.from.as_ref())
        .is_some_and(|u| u.id == me.id)
}

/// `/cmd@name` → `name`.
fn addressee(text: &str) -> Option<&str> {
    let head = text.strip_prefix('/')?.split_whitespace().next()?;
    head.split_once('@').map(|(_, name)| name)
}

/// Whether the command changes the chat's aliases, default or trays: the only commands that need
/// an administrator, so the only ones worth a `getChatMember` (reading them is open).
fn changes_chat(command: &Command) -> bool {
    match command {
        Command::Alias {
            target: Target::Chat,
            command: Some(c),
        } => !matches!(
            c,
            AliasCommand::Get { .. } | AliasCommand::List { .. } | AliasCommand::Export
        ),
        Command::Dialect {
            target: Target::Chat,
            name: Some(_),
        }
        | Command::System {
            target: Target::Chat,
            name: Some(_),
        } => true,
        // Session log links are the administrators' alone, to make and to revoke.
        Command::Log(_) => true,
        Command::Tray {
            target: Target::Chat,
            command: Some(c),
        } => matches!(
            c,
            TrayCommand::New { .. }
                | TrayCommand::FromAliases { .. }
                | TrayCommand::FromSystem { .. }
                | TrayCommand::Rename { .. }
                | TrayCommand::Delete { .. }
        ),
        _ => false,
    }
}

/// Asks Telegram whether the sender administers the chat. A message sent on behalf of the
/// group itself (an anonymous administrator) can only come from an administrator.
async fn is_admin(api: &Api, msg: &Message) -> Result<bool, RequestError> {
    if msg
        .sender_chat
        .as_ref()
        .is_some_and(|c| c.id == msg.chat.id)
    {
        return Ok(true);
    }
    let Some(from) = msg.from.as_ref() else {
        return Ok(false);
    };
    let member = with_retry("getChatMember", || {
        api.get_chat_member(msg.chat.id, from.id).send()
    })
    .await?;
    Ok(member.is_privileged())
}

/// A button under one of our chat messages: the shared handler answers with a new message.
/// Only a press under a message the bot itself sent (its sender is the bot) is served:
/// Telegram vouches for who pressed, not for the data, and a message too old or gone to be
/// shown (`InaccessibleMessage`) cannot say who sent it.
pub(crate) async fn pressed(
    api: Api,
    ctx: Arc<Context>,
    me: &Me,
    q: CallbackQuery,
    event: Event,
) -> Result<(), RequestError> {
    let (action, message) = (q.data.as_deref().unwrap_or_default(), q.message.as_ref());
    let ours = message
        .and_then(|m| m.regular_message())
        .and_then(|m| m.from.as_ref())
        .is_some_and(|from| from.id == me.user.id);
    let refusal = ctx
        .bot
        .refuse_press(&request(&q.from, None, ""), action, ours);
    // "Reroll…" is the roller's alone, and a tray may be gone: whether the press is refused
    // is known only once the store is read, so the answer (an alert to the presser alone,
    // never a message to the chat) waits for the handler's.
    let reroll = refusal.is_none() && polyroll_bot::is_reroll_press(action);
    let deferred = reroll || (refusal.is_none() && polyroll_bot::is_tray_press(action));
    if !deferred {
        answer_press(&api, &ctx, &q, refusal.as_deref(), true).await;
    }
    let (None, Some(message)) = (refusal, message) else {
        if deferred {
            answer_press(&api, &ctx, &q, None, true).await;
        }
        return Ok(());
    };
    let chat_id = message.chat().id;
    let chat = Chat {
        id: chat_id.0.to_string(),
        channel: chat_id.0.to_string(),
        admin: false,
        gm: false,
    };
    let mut req = request(&q.from, Some(chat), "");
    req.request_id = Some(event.request_id());
    let mut reply = ctx.bot.press_event(&req, action, event.key()).await;
    if deferred {
        // A refusal, or the picker's note, to the presser alone; the picker's toggles take
        // the place of the message's buttons.
        let note = reply.private.then_some(reply.text.as_str());
        answer_press(&api, &ctx, &q, note, !reply.edit).await;
        if reply.edit {
            let markup = keyboard(&reply).unwrap_or_default();
            with_retry("editMessageReplyMarkup", || {
                api.edit_message_reply_markup(chat_id, message.id())
                    .reply_markup(markup.clone())
                    .send()
            })
            .await?;
            return Ok(());
        }
        if reply.private {
            return Ok(());
        }
    }
    if reroll && reply.roll_id.is_some() {
        // Rerolled: the roll's toggles (or Reroll… and Push) are spent; "Roll again" stays.
        if let Some(buttons) = ctx.bot.rerolled_buttons(&req, action) {
            let spent = Reply {
                buttons,
                ..Reply::default()
            };
            replace_keyboard(&api, &ctx, chat_id, message.id(), &spent).await;
        }
    }
    // A press has no message of its own to answer, so the new message says who pressed.
    let by = ctx.bot.say(&req, "roll-by", &[("user", &req.user.name)]);
    let framed = format!("{by}\n{}", reply.text);
    if reply.roll_id.is_some() && framed.chars().count() <= TEXT_MAX {
        reply.text = framed;
    }
    let to = Destination {
        chat: chat_id,
        reply_to: Some(message.id()),
    };
    send_reply(&api, to, reply).await
}

/// Puts `reply`'s buttons in place of those under our message `id`. A failure is logged and
/// goes no further: the keyboard left behind is refused when pressed, and the answer it
/// stood in the way of still goes out.
async fn replace_keyboard(api: &Api, ctx: &Context, chat: ChatId, id: MessageId, reply: &Reply) {
    let markup = keyboard(reply).unwrap_or_default();
    let edited = with_retry("editMessageReplyMarkup", || {
        api.edit_message_reply_markup(chat, id)
            .reply_markup(markup.clone())
            .send()
    })
    .await;
    match edited {
        // An event handled again finds the keyboard already replaced.
        Ok(_) | Err(RequestError::Api(teloxide::ApiError::MessageNotModified)) => {}
        Err(e) => {
            tracing::warn!(error = %ctx.redact.scrub(&e.to_string()), "editMessageReplyMarkup failed")
        }
    }
}

/// Answers a press: with `note` for the presser alone (an alert when `alert`, else a
/// passing notice). A failed answer only leaves the button's spinner turning a little
/// longer: the press is still served.
pub(crate) async fn answer_press(
    api: &Api,
    ctx: &Context,
    q: &CallbackQuery,
    note: Option<&str>,
    alert: bool,
) {
    // Telegram shows at most 200 characters of it, as plain text.
    let note: Option<String> = note.map(|n| plain(n).chars().take(CALLBACK_TEXT_MAX).collect());
    if let Err(error) = with_retry("answerCallbackQuery", || {
        let answer = api.answer_callback_query(q.id.clone());
        match &note {
            Some(text) => answer.text(text.clone()).show_alert(alert).send(),
            None => answer.send(),
        }
    })
    .await
    {
        tracing::warn!(error = %ctx.redact.scrub(&error.to_string()), "answerCallbackQuery failed");
    }
}

/// The longest text of a press's answer.
const CALLBACK_TEXT_MAX: usize = 200;

/// A reply's buttons as an inline keyboard, in rows of [`BUTTONS_PER_ROW`] (a tray's 25 make
/// five rows of five, as on Discord). "Reroll…" is a button that opens the dice picker,
/// with the system's push beside it.
pub(crate) fn keyboard(reply: &Reply) -> Option<InlineKeyboardMarkup> {
    let menu = reply.reroll.as_deref();
    let buttons: Vec<&polyroll_bot::Button> = reply
        .buttons
        .iter()
        .chain(menu.map(|m| &m.open))
        .chain(menu.and_then(|m| m.push.as_ref()))
        .collect();
    if buttons.is_empty() {
        return None;
    }
    let rows: Vec<Vec<_>> = buttons
        .chunks(BUTTONS_PER_ROW)
        .map(|row| {
            row.iter()
                .map(|b| InlineKeyboardButton::callback(b.label.clone(), b.action.clone()))
                .collect()
        })
        .collect();
    Some(InlineKeyboardMarkup::new(rows))
}

/// Buttons in one keyboard row: labels stay readable on a phone.
const BUTTONS_PER_ROW: usize = 5;

/// Where a reply goes: the chat, and the message it answers — so a group sees whose
/// command it was (and it still goes out if that message was deleted meanwhile).
#[derive(Clone, Copy)]
pub(crate) struct Destination {
    pub(crate) chat: ChatId,
    pub(crate) reply_to: Option<MessageId>,
}

impl Destination {
    fn reply_parameters(&self) -> Option<ReplyParameters> {
        self.reply_to
            .map(|id| ReplyParameters::new(id).allow_sending_without_reply())
    }
}

/// Sets what every kind of sent message shares: HTML, the keyboard, the reply-to. A macro
/// because each request type has its own setter trait.
macro_rules! dressed {
    ($req:expr, $keyboard:expr, $to:expr) => {{
        let mut req = $req.parse_mode(ParseMode::Html);
        if let Some(k) = $keyboard {
            req = req.reply_markup(k.clone());
        }
        if let Some(p) = $to.reply_parameters() {
            req = req.reply_parameters(p);
        }
        req
    }};
}

/// Sends a reply: its text as Telegram HTML with its buttons; an image attachment as a
/// photo, anything else as a document, captioned with the text when it fits a caption
/// (otherwise the text and its buttons follow as their own message).
pub(crate) async fn send_reply(
    api: &Api,
    to: Destination,
    reply: Reply,
) -> Result<(), RequestError> {
    let keyboard = keyboard(&reply);
    let text = reply.text;
    let Some(file) = reply.attachment else {
        return send_text(api, to, text, keyboard).await;
    };
    let caption =
        (text.chars().count() <= CAPTION_MAX && !text.trim().is_empty()).then(|| text.clone());
    let captioned_keyboard = caption.as_ref().and(keyboard.as_ref());
    let input = || InputFile::memory(file.bytes.clone()).file_name(file.filename.clone());
    // The file with its caption, the caption's keyboard, the reply-to.
    macro_rules! upload {
        ($req:expr) => {{
            let mut req = $req;
            if let Some(c) = &caption {
                req = req.caption(c.clone());
            }
            dressed!(req, captioned_keyboard, to).send()
        }};
    }
    if file.mime.starts_with("image/") {
        with_retry("sendPhoto", || upload!(api.send_photo(to.chat, input()))).await?;
    } else {
        with_retry("sendDocument", || {
            upload!(api.send_document(to.chat, input()))
        })
        .await?;
    }
    if caption.is_none() {
        send_text(api, to, text, keyboard).await?;
    }
    Ok(())
}

async fn send_text(
    api: &Api,
    to: Destination,
    text: String,
    keyboard: Option<InlineKeyboardMarkup>,
) -> Result<(), RequestError> {
    if text.trim().is_empty() {
        return Ok(());
    }
    with_retry("sendMessage", || {
        dressed!(
            api.send_message(to.chat, text.clone()),
            keyboard.as_ref(),
            to
        )
        .send()
    })
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_changes_to_the_chat_need_an_administrator() {
        let parse = |t| command::parse(t, Some("polyroll_bot"));
        assert!(changes_chat(&parse("/alias chat set dmg 2d6")));
        assert!(changes_chat(&parse("/alias chat delete dmg")));
        assert!(changes_chat(&parse("/dialect chat pool")));
        assert!(!changes_chat(&parse("/alias chat list")));
        assert!(!changes_chat(&parse("/alias chat get dmg")));
        assert!(!changes_chat(&parse("/dialect chat")));
        assert!(!changes_chat(&parse("/alias set dmg 2d6")));
        assert!(!changes_chat(&parse("/roll 1d6")));
        assert!(changes_chat(&parse("/log 6")));
        assert!(changes_chat(&parse("/log revoke")));
        for changing in [
            "/tray chat new combat Hit=1d20",
            "/tray chat from aliases",
            "/tray chat from system blades",
            "/tray chat rename combat fight",
            "/tray chat delete combat",
        ] {
            assert!(changes_chat(&parse(changing)), "{changing}");
        }
        for reading in [
            "/tray chat list",
            "/tray chat show combat",
            "/tray chat post combat",
            "/tray new combat Hit=1d20",
        ] {
            assert!(!changes_chat(&parse(reading)), "{reading}");
        }
    }

    #[test]
    fn a_mention_is_taken_out_of_the_message() {
        assert_eq!(
            without_mention("@Polyroll_Bot I swing [[1d20]]", "polyroll_bot").as_deref(),
            Some("I swing [[1d20]]")
        );
        assert_eq!(
            without_mention("roll [[1d6]] @polyroll_bot", "polyroll_bot").as_deref(),
            Some("roll [[1d6]]")
        );
        assert_eq!(without_mention("@polyroll_bots 1d6", "polyroll_bot"), None);
        assert_eq!(without_mention("no mention 1d6", "polyroll_bot"), None);
    }

    #[test]
    fn addressee_is_the_name_after_the_command() {
        assert_eq!(addressee("/roll@otherbot 1d6"), Some("otherbot"));
        assert_eq!(addressee("/roll 1d6"), None);
        assert_eq!(addressee("1d6@x"), None);
    }
}
