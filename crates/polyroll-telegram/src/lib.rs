//! Polyroll on Telegram, with teloxide.
//!
//! - **Inline mode, fair**: the answer to an inline query shows the formula and its hint,
//!   never a roll, with a placeholder message and a "Roll" button. The one roll happens when
//!   the message has been sent (`chosen_inline_result`, or the button when inline feedback is
//!   off), through [`polyroll_bot::Bot::roll_once`] keyed by the `inline_message_id`, and the
//!   placeholder is edited into the result. Retyping cannot fish for a better roll.
//! - **Commands** in private and group chats go to the shared handler; chat aliases and
//!   defaults need a chat administrator, asked of the Bot API.
//! - **Transport**: long polling by default, or a webhook that checks Telegram's secret
//!   header on every request. An update is confirmed to Telegram only once it is handled,
//!   and a roll is logged under its update's key, so an update delivered again after a
//!   crash shows the roll it made rather than rolling again ([`ledger`]). 429s are waited
//!   out and retried.
//!
//! The adapter holds no dice logic: it turns updates into [`polyroll_bot::Request`]s and
//! replies into messages.

mod chat;
mod context;
mod event;
mod inline;
mod ledger;
mod listener;
mod marks;
mod menu;
mod plain;
mod redact;
mod request;
mod retry;
mod schema;
mod telegram;
mod ticket;
mod upload;
mod webhook;

pub use context::Api;
pub use telegram::{run, Telegram};
pub use webhook::WebhookSettings;
