//! Inline mode, the fair way: the answer to an inline query is only a preview — the formula,
//! its hint or its error — and a placeholder message with a "Roll" button. The roll happens
//! once the message exists (it then has an `inline_message_id`), exactly once per message:
//! [`polyroll_bot::Bot::roll_once`] writes it to the roll log before the placeholder is
//! edited into the result, and any later event for the same message gets the logged roll.

use std::sync::Arc;

use teloxide::payloads::{AnswerInlineQuerySetters, EditMessageTextInlineSetters};
use teloxide::prelude::Requester;
use teloxide::requests::Request as _;
use teloxide::types::{
    CallbackQuery, ChosenInlineResult, InlineKeyboardButton, InlineKeyboardMarkup, InlineQuery,
    InlineQueryResult, InlineQueryResultArticle, InputMessageContent, InputMessageContentText,
    ParseMode, User,
};
use teloxide::{ApiError, RequestError};

use polyroll_bot::Target;

use crate::chat::{keyboard, TEXT_MAX};
use crate::context::{Api, Context};
use crate::plain::plain;
use crate::request::request;
use crate::retry::with_retry;
use crate::ticket::{self, Parsed};

/// The roll log's key for an inline message: one roll per message, ever.
fn roll_key(inline_message_id: &str) -> String {
    format!("telegram:inline:{inline_message_id}")
}

/// Answers an inline query with a preview that cannot contain a roll: nothing is rolled
/// here, so retyping the query shows the same odds and never a result. `cache_time` 0 and
/// `is_personal` keep Telegram from showing one user's answer (their aliases) to another.
pub(crate) async fn answer(
    api: Api,
    ctx: Arc<Context>,
    q: InlineQuery,
) -> Result<(), RequestError> {
    let formula = q.query.trim();
    if let Some(name) = tray_query(formula) {
        return answer_tray(api, ctx, q.clone(), name).await;
    }
    // One store round trip for every choice and its hint, and one more only when a formula
    // too long for a button must be remembered for whichever process gets the press.
    let req = request(&q.from, None, formula);
    let mut results = Vec::new();
    let mut long = Vec::new();
    for choice in ctx.bot.previews(&req, formula, CHOICES, QUERY_MAX).await {
        let (result, ticket) = preview(&ctx, &q.from, &choice.value, &choice.label);
        results.push(result);
        long.extend(ticket.long.map(|formula| (ticket.data, formula)));
    }
    ctx.bot.remember_formulas(&req, &long).await;
    answer_query(&api, &q, results).await
}

/// Answers `q` with `results`, for the asker alone and never cached (see [`answer`]).
async fn answer_query(
    api: &Api,
    q: &InlineQuery,
    results: Vec<InlineQueryResult>,
) -> Result<(), RequestError> {
    with_retry("answerInlineQuery", || {
        api.answer_inline_query(q.id.clone(), results.clone())
            .cache_time(0)
            .is_personal(true)
            .send()
    })
    .await?;
    Ok(())
}

/// Previews offered at most: the typed formula, then the user's aliases starting with it
/// (`@bot at` offers `atk`); each costs a hint (a parse and exact odds).
const CHOICES: usize = 5;
/// Telegram's limit for an inline query, so a formula is never cut.
const QUERY_MAX: usize = 256;

/// One result: titled with the hint, sending the placeholder with the "Roll" button.
/// Its id is the same ticket as the button's data (see [`crate::ticket`]), returned too: a
/// long formula must be remembered before the press.
fn preview(
    ctx: &Context,
    from: &User,
    formula: &str,
    hint: &str,
) -> (InlineQueryResult, ticket::Ticket) {
    let req = request(from, None, formula);
    let name = req.user.name.clone();
    let placeholder = ctx.bot.say(
        &req,
        "roll-pending",
        &[("user", &name), ("formula", formula)],
    );
    let ticket = ticket::issue(from.id.0, formula);
    let content = InputMessageContent::Text(
        InputMessageContentText::new(placeholder).parse_mode(ParseMode::Html),
    );
    let result = InlineQueryResult::Article(
        InlineQueryResultArticle::new(ticket.data.clone(), plain(hint), content)
            .description(ctx.bot.say(&req, "inline-description", &[]))
            .reply_markup(roll_button(ctx, &req, &ticket.data)),
    );
    (result, ticket)
}

fn roll_button(ctx: &Context, req: &polyroll_bot::Request, ticket: &str) -> InlineKeyboardMarkup {
    let label = ctx.bot.say(req, "inline-roll", &[]);
    InlineKeyboardMarkup::new([[InlineKeyboardButton::callback(label, ticket)]])
}

/// The user sent the placeholder (this arrives only with inline feedback on): roll it.
pub(crate) async fn chosen(
    api: Api,
    ctx: Arc<Context>,
    c: ChosenInlineResult,
) -> Result<(), RequestError> {
    // Without an inline keyboard Telegram gives no id and the message cannot be edited; ours
    // always has one, so this is someone else's result shape: nothing to do.
    let Some(message) = c.inline_message_id.as_deref() else {
        return Ok(());
    };
    // A tray sent inline rolls nothing until a button of it is pressed.
    if polyroll_bot::is_tray_press(&c.result_id) {
        return Ok(());
    }
    let req = request(&c.from, None, "");
    let formula = match ticket::parse(&c.result_id) {
        Some(Parsed::Formula { formula, .. }) => Some(formula),
        Some(Parsed::Stored { .. }) => ctx
            .bot
            .pending_formula(&req, &c.result_id)
            .await
            .ok()
            .flatten(),
        None => None,
    };
    // Else the query, which is the formula the result was made from.
    let formula = formula.unwrap_or_else(|| c.query.trim().to_string());
    roll_and_edit(&api, &ctx, &c.from, message, &formula, &c.result_id).await
}

/// The "Roll" button under a placeholder (the way when inline feedback is off, and a
/// second chance if an edit was lost: the logged roll is shown again, never a new one).
pub(crate) async fn pressed(
    api: Api,
    ctx: Arc<Context>,
    q: CallbackQuery,
) -> Result<(), RequestError> {
    let Some(message) = q.inline_message_id.as_deref() else {
        return Ok(());
    };
    let req = request(&q.from, None, "");
    let data = q.data.as_deref().unwrap_or_default();
    if polyroll_bot::is_tray_press(data) {
        return press_tray(&api, &ctx, &q, message, data).await;
    }
    // Someone else's button is refused before the store is asked anything.
    let (formula, refusal) = match ticket::parse(data) {
        Some(parsed) if parsed.sender() != q.from.id.0 => {
            (None, Some(ctx.bot.say(&req, "inline-not-yours", &[])))
        }
        Some(Parsed::Formula { formula, .. }) => (Some(formula), None),
        Some(Parsed::Stored { .. }) => match ctx.bot.pending_formula(&req, data).await {
            Ok(Some(formula)) => (Some(formula), None),
            Ok(None) => (None, Some(ctx.bot.say(&req, "inline-expired", &[]))),
            Err(down) => (None, Some(down)),
        },
        None => (None, Some(ctx.bot.say(&req, "inline-expired", &[]))),
    };
    // Answered first: the spinner stops at once, whatever the roll takes. A failed answer
    // (a query too old, a network blip) is no reason to drop the press: it still rolls,
    // once, as the key guarantees.
    crate::chat::answer_press(&api, &ctx, &q, refusal.as_deref(), true).await;
    match formula {
        Some(formula) => roll_and_edit(&api, &ctx, &q.from, message, &formula, data).await,
        None => Ok(()),
    }
}

/// The one roll for `message`, logged first, then shown in place of the placeholder. The
/// edit drops the keyboard (a result has nothing left to press) — unless nothing was
/// rolled (the store was down, the formula broken): then the Roll button stays, to try
/// again later; nothing was logged, so trying again fishes for nothing.
async fn roll_and_edit(
    api: &Api,
    ctx: &Context,
    from: &User,
    message: &str,
    formula: &str,
    ticket: &str,
) -> Result<(), RequestError> {
    let mut req = request(from, None, formula);
    // The message's id, not the update's: the press and the chosen result of one message
    // come as two updates, and either may roll it; both give the one roll the id keys.
    req.request_id = Some(polyroll_bot::RequestId::TelegramInline(message).to_string());
    let reply = ctx.bot.roll_once(&req, formula, &roll_key(message)).await;
    let keyboard = reply
        .roll_id
        .is_none()
        .then(|| roll_button(ctx, &req, ticket));
    edit_inline(api, message, &reply.text, keyboard.as_ref()).await
}

/// Edits the inline message `message` to `text` (HTML) with `keyboard`, or none.
async fn edit_inline(
    api: &Api,
    message: &str,
    text: &str,
    keyboard: Option<&InlineKeyboardMarkup>,
) -> Result<(), RequestError> {
    let sent = with_retry("editMessageText", || {
        let edit = api
            .edit_message_text_inline(message, text.to_string())
            .parse_mode(ParseMode::Html);
        match keyboard {
            Some(k) => edit.reply_markup(k.clone()).send(),
            None => edit.send(),
        }
    })
    .await;
    match sent {
        // A repeated event edits to the same logged text: Telegram says so, and it is fine.
        Err(RequestError::Api(ApiError::MessageNotModified)) => Ok(()),
        other => other.map(|_| ()),
    }
}

/// `tray NAME`, the inline query that offers a tray: its name.
fn tray_query(query: &str) -> Option<&str> {
    let (word, name) = query.split_once(char::is_whitespace)?;
    let name = name.trim();
    (word.eq_ignore_ascii_case("tray") && !name.is_empty() && !name.contains(char::is_whitespace))
        .then_some(name)
}

/// `@bot tray NAME`: the user's tray (their own, by that name) as one result, which sends
/// the tray with its keyboard; or the refusal, which sends nothing worth pressing.
async fn answer_tray(
    api: Api,
    ctx: Arc<Context>,
    q: InlineQuery,
    name: &str,
) -> Result<(), RequestError> {
    let req = request(&q.from, None, &q.query);
    let answer = ctx.bot.post_tray(&req, Target::Me, name).await;
    let (id, shown, keyboard) = match &answer.copy {
        // The result's id is the first button's action: it names the tray, and tells
        // `chosen` there is nothing to roll yet.
        Some(copy) => (
            copy.message
                .buttons
                .first()
                .map(|b| b.action.clone())
                .unwrap_or_default(),
            &copy.message,
            keyboard(&copy.message),
        ),
        None => ("tray-none".to_string(), &answer.reply, None),
    };
    let content = InputMessageContent::Text(
        InputMessageContentText::new(shown.text.clone()).parse_mode(ParseMode::Html),
    );
    let mut article = InlineQueryResultArticle::new(id, plain(&shown.text), content);
    if let Some(keyboard) = keyboard {
        article = article.reply_markup(keyboard);
    }
    let results = vec![InlineQueryResult::Article(article)];
    answer_query(&api, &q, results).await
}

/// A tray's button on a message sent inline: such a message has no chat to post in, so
/// the roll (for the presser, with their aliases) is shown in it, under the tray, whose
/// keyboard stays. A tray gone is said to the presser alone.
async fn press_tray(
    api: &Api,
    ctx: &Context,
    q: &CallbackQuery,
    message: &str,
    data: &str,
) -> Result<(), RequestError> {
    let req = request(&q.from, None, "");
    let answer = ctx.bot.press_tray_copy(&req, data).await;
    let refusal = answer.copy.is_none().then_some(answer.reply.text.as_str());
    crate::chat::answer_press(api, ctx, q, refusal, true).await;
    let Some(copy) = answer.copy else {
        return Ok(());
    };
    let both = format!("{}\n\n{}", copy.message.text, answer.reply.text);
    let text = if both.chars().count() <= TEXT_MAX {
        both
    } else {
        answer.reply.text
    };
    edit_inline(api, message, &text, keyboard(&copy.message).as_ref()).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tray_queries_name_one_tray() {
        assert_eq!(tray_query("tray combat"), Some("combat"));
        assert_eq!(tray_query("TRAY  combat "), Some("combat"));
        for other in ["tray", "tray a b", "trays combat", "1d20", "tray2 x"] {
            assert_eq!(tray_query(other), None, "{other}");
        }
    }

    #[test]
    fn roll_keys_are_namespaced() {
        assert_eq!(roll_key("AAAB"), "telegram:inline:AAAB");
    }
}
