//! The update being handled, as the handlers and the store know it. Apart from
//! [`crate::schema`], which routes updates to the handlers, so the handlers can name it
//! without importing the routing back.

use polyroll_bot::Bot;
use teloxide::types::{Me, Update, UpdateKind};

/// The update being handled, as the store knows it: a roll made for it is logged under
/// [`Event::key`], so the same update delivered again (its confirmation lost to a crash)
/// shows that roll instead of rolling again; and once handled, an update that sends
/// messages is marked handled under the same key, so a repeat is not answered twice. The
/// key is the bot's id (bots may share a store), the update's id, and the message or
/// button press it carries: Telegram may start update ids afresh after a quiet week, a
/// chat's message ids never repeat.
#[derive(Clone, Debug)]
pub(crate) struct Event {
    key: String,
    /// Whether handling it sends new messages (a repeat would send them again); inline
    /// queries and chosen inline results only answer or edit, which a repeat leaves as is.
    pub(crate) sends: bool,
    /// The update's id, which Telegram assigns: keys the dice of the rolls it asks for.
    update: u32,
}

impl Event {
    pub(crate) fn of(me: &Me, update: &Update) -> Event {
        let (carried, sends) = match &update.kind {
            UpdateKind::Message(m) => (format!("m{}.{}", m.chat.id.0, m.id.0), true),
            UpdateKind::CallbackQuery(q) => (format!("q{}", q.id.0), true),
            _ => (String::new(), false),
        };
        Event {
            key: format!("telegram:{}:{}:{carried}", me.user.id.0, update.id.0),
            sends,
            update: update.id.0,
        }
    }

    pub(crate) fn key(&self) -> &str {
        &self.key
    }

    /// Whether the update was handled to the end before (delivered again after a crash lost
    /// its confirmation): then it is not answered again.
    pub(crate) async fn handled_before(&self, bot: &Bot) -> bool {
        let handled = bot.already_handled(&self.key).await;
        if handled {
            tracing::info!(key = self.key, "an update handled before came again");
        }
        handled
    }

    /// The fair source's request id of the update: `telegram:update:ID`.
    pub(crate) fn request_id(&self) -> String {
        polyroll_bot::RequestId::TelegramUpdate(i64::from(self.update)).to_string()
    }
}
