//! How a reroll's buttons and menu are written under a message, and read back from a
//! press: `hold:ID:MASK`, `pick:ID:MASK`, `push:ID`. Apart from [`crate::rerolls`], which
//! rolls them, so whatever routes a press can tell a reroll's without reaching the rolling.

use polyroll_store::RollId;

/// `hold:ID:MASK`: keep the dice of MASK, roll the rest. Without `:MASK` it is the id of
/// Discord's menu, whose chosen values make the mask ([`hold_action`]).
pub(crate) const REROLL_HOLD: &str = "hold:";
/// `pick:ID:MASK`: Telegram's picker, with the dice of MASK marked to keep.
pub(crate) const REROLL_PICK: &str = "pick:";
/// `push:ID`: the game system's push.
pub(crate) const REROLL_PUSH: &str = "push:";

/// The most dice "Reroll…" offers: Discord's select menu lists at most 25 options (and a
/// mask of 25 bits keeps Telegram's callback data well under its 64 bytes).
pub(crate) const MAX_REROLL_DICE: usize = 25;

/// A reroll button or menu as the bot writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Press {
    Pick(RollId, u32),
    Hold(RollId, u32),
    Push(RollId),
}

/// The id of a roll as written on a button: as it is shown, nothing else.
fn written_id(text: &str) -> Option<RollId> {
    RollId::parse(text).filter(|id| id.to_string() == text)
}

/// A mask of dice as written on a button: lower-case hex without leading zeros, within
/// [`MAX_REROLL_DICE`] bits.
fn written_mask(text: &str) -> Option<u32> {
    let mask = u32::from_str_radix(text, 16).ok()?;
    (format!("{mask:x}") == text && mask >> MAX_REROLL_DICE == 0).then_some(mask)
}

/// The reroll press `action` is, when it is written exactly as the bot writes one.
pub(crate) fn reroll_press(action: &str) -> Option<Press> {
    let with_mask = |rest: &str| {
        let (id, mask) = rest.split_once(':')?;
        Some((written_id(id)?, written_mask(mask)?))
    };
    if let Some(rest) = action.strip_prefix(REROLL_HOLD) {
        return with_mask(rest).map(|(id, mask)| Press::Hold(id, mask));
    }
    if let Some(rest) = action.strip_prefix(REROLL_PICK) {
        return with_mask(rest).map(|(id, mask)| Press::Pick(id, mask));
    }
    action
        .strip_prefix(REROLL_PUSH)
        .and_then(written_id)
        .map(Press::Push)
}

/// Whether `action` is a reroll button's (hold, pick, push): its answer is for the roller,
/// and refused to anyone else, which only the handler can tell.
pub fn is_reroll_press(action: &str) -> bool {
    reroll_press(action).is_some()
}

/// Whether `action` is a reroll button's or menu's, exactly as the bot writes them.
pub(crate) fn is_reroll_action(action: &str) -> bool {
    reroll_press(action).is_some() || menu_id(action).is_some()
}

/// The roll a Discord menu's id (`hold:ID`) names.
fn menu_id(select: &str) -> Option<RollId> {
    select.strip_prefix(REROLL_HOLD).and_then(written_id)
}

/// The action of a choice in the menu `select` (`hold:ID`): `values` are the numbers of
/// the dice to keep (from 1), as the menu lists them. `None` for a menu or values the bot
/// did not write.
pub fn hold_action(select: &str, values: &[String]) -> Option<String> {
    let id = menu_id(select)?;
    let mut mask: u32 = 0;
    for value in values {
        let n: usize = value.parse().ok()?;
        if n == 0 || n > MAX_REROLL_DICE || n.to_string() != *value {
            return None;
        }
        mask |= 1 << (n - 1);
    }
    Some(format!("{REROLL_HOLD}{id}:{mask:x}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reroll_actions_are_read_only_as_written() {
        let id = "k3x9a2b7q1m4";
        let parsed = written_id(id).unwrap();
        assert_eq!(
            reroll_press(&format!("hold:{id}:5")),
            Some(Press::Hold(parsed, 5))
        );
        assert_eq!(
            reroll_press(&format!("pick:{id}:0")),
            Some(Press::Pick(parsed, 0))
        );
        assert_eq!(
            reroll_press(&format!("push:{id}")),
            Some(Press::Push(parsed))
        );
        assert!(is_reroll_action(&format!("hold:{id}")));
        for forged in [
            format!("hold:{id}:05"),
            format!("hold:{id}:A"),
            format!("hold:{id}:2000000"),
            format!("hold:{id}:"),
            format!("pick:{id}"),
            format!("push:{id}:1"),
            "hold:K3X9A2B7Q1M4:1".to_string(),
            "push:".to_string(),
        ] {
            assert!(!is_reroll_action(&forged), "{forged}");
        }
    }

    #[test]
    fn a_menus_choice_becomes_a_mask() {
        let select = "hold:k3x9a2b7q1m4";
        let values = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            hold_action(select, &values(&["1", "3"])).as_deref(),
            Some("hold:k3x9a2b7q1m4:5")
        );
        assert_eq!(
            hold_action(select, &values(&[])).as_deref(),
            Some("hold:k3x9a2b7q1m4:0")
        );
        assert_eq!(
            hold_action(select, &values(&["25"])).as_deref(),
            Some("hold:k3x9a2b7q1m4:1000000")
        );
        for bad in [&["0"][..], &["26"], &["01"], &["x"], &["-1"]] {
            assert_eq!(hold_action(select, &values(bad)), None, "{bad:?}");
        }
        assert_eq!(hold_action("again:k3x9a2b7q1m4", &values(&["1"])), None);
    }
}
