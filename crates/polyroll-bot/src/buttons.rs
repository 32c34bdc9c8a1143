//! Which button presses reach the handler. A press carries data the bot wrote under one of
//! its messages, but the platform only vouches for who pressed: the adapter says whether
//! the message under the button is the bot's own (Discord's message author or application,
//! Telegram's message sender), and the data must be exactly as the bot writes it.

use polyroll_store::RollId;

use crate::rolls::ROLL_AGAIN;
use crate::trays::TRAY_PRESS;
use crate::{Bot, Request};

impl Bot {
    /// The refusal for a press that must roll nothing: one under a message the bot did not
    /// send (`ours` false), or whose `action` is not one the bot writes. `None` for a press
    /// to hand to [`Bot::press`]. Needs no store, so an adapter can answer at once.
    pub fn refuse_press(&self, req: &Request, action: &str, ours: bool) -> Option<String> {
        if ours && is_button_action(action) {
            return None;
        }
        tracing::info!(
            ours,
            action_len = action.len(),
            "a button press was refused"
        );
        Some(self.say(req, "button-not-ours", &[]))
    }
}

/// Whether `action` is exactly what the bot writes on a button: `again:ID` (a roll id as
/// it is shown), `tray:ID:POSITION` (a tray's public id, lower-case hex; a position as
/// written, no sign, no padding) or a reroll's (`hold:`, `pick:`, `push:`; see
/// [`crate::reroll_actions::reroll_press`]).
pub(crate) fn is_button_action(action: &str) -> bool {
    if crate::reroll_actions::is_reroll_action(action) {
        return true;
    }
    if let Some(id) = action.strip_prefix(ROLL_AGAIN) {
        return RollId::parse(id).is_some_and(|parsed| parsed.to_string() == id);
    }
    if let Some((tray, position)) = action
        .strip_prefix(TRAY_PRESS)
        .and_then(|rest| rest.split_once(':'))
    {
        let hex = (1..=32).contains(&tray.len())
            && tray.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
        let written = position
            .parse::<u16>()
            .is_ok_and(|n| n.to_string() == position);
        return hex && written;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::is_button_action;

    #[test]
    fn only_actions_as_the_bot_writes_them_pass() {
        for ours in [
            "again:k3x9a2b7q1m4",
            "again:42",
            "tray:0123456789abcdef0123456789abcdef:1",
            "tray:7:25",
            "hold:k3x9a2b7q1m4",
            "hold:k3x9a2b7q1m4:5",
            "pick:k3x9a2b7q1m4:0",
            "push:k3x9a2b7q1m4",
        ] {
            assert!(is_button_action(ours), "{ours}");
        }
        for forged in [
            "",
            "again:",
            "again:K3X9A2B7Q1M4",
            "again:#42",
            "again: 42",
            "again:42x",
            "again:k3x9a2b7q1m4:extra",
            "tray:7",
            "tray:-7:1",
            "tray:7:+1",
            "tray:7:1:2",
            "tray:0123456789ABCDEF0123456789ABCDEF:1",
            "tray:0123456789abcdef0123456789abcdef0:1",
            "tray:7:99999",
            "roll:1d20",
            "/roll 1d20",
        ] {
            assert!(!is_button_action(forged), "{forged}");
        }
    }
}
