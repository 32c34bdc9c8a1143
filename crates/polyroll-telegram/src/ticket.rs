//! What the inline "Roll" button carries, so a press can find the formula again.
//!
//! A callback query from an inline message carries only `inline_message_id` and the
//! button's `callback_data` (≤ 64 bytes): no chat, no message text. So the data itself says
//! who may roll and what: `f:<sender id>:<formula>` when that fits in 64 bytes (nearly every
//! formula does), else `h:<sender id>:<hash>`, the formula kept in the store until it is
//! pressed (seven days): any process behind the same database finds it, also after a
//! restart. The same ticket is the inline result's `result_id`, so a `chosen_inline_result`
//! and a button press for one message decode to the same roll.
//!
//! The sender id lets only the person who sent the message roll it. A hashed formula the
//! store no longer knows (expired) cannot be rolled: the user is told to send it again, and
//! nothing was rolled, so nothing can be fished for.

/// Telegram's limit for `callback_data` and for an inline result's id.
pub(crate) const MAX_BYTES: usize = 64;

/// A ticket for an inline result and its button.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Ticket {
    pub data: String,
    /// The formula, when it does not travel in `data` and must be remembered in the store.
    pub long: Option<String>,
}

/// What a button's data says.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Parsed {
    /// `sender` may roll `formula`.
    Formula { sender: u64, formula: String },
    /// `sender`'s formula is in the store under the whole ticket.
    Stored { sender: u64 },
}

impl Parsed {
    pub(crate) fn sender(&self) -> u64 {
        match self {
            Parsed::Formula { sender, .. } | Parsed::Stored { sender } => *sender,
        }
    }
}

/// The ticket for `sender` rolling `formula`.
pub(crate) fn issue(sender: u64, formula: &str) -> Ticket {
    let direct = format!("f:{sender}:{formula}");
    if direct.len() <= MAX_BYTES {
        return Ticket {
            data: direct,
            long: None,
        };
    }
    Ticket {
        data: format!("h:{sender}:{:016x}", hash(formula)),
        long: Some(formula.to_string()),
    }
}

/// What `ticket` stands for; `None` if it is not one of ours.
pub(crate) fn parse(ticket: &str) -> Option<Parsed> {
    let (kind, rest) = ticket.split_once(':')?;
    let (sender, payload) = rest.split_once(':')?;
    let sender: u64 = sender.parse().ok()?;
    match kind {
        "f" => Some(Parsed::Formula {
            sender,
            formula: payload.to_string(),
        }),
        "h" if payload.len() == 16 && u64::from_str_radix(payload, 16).is_ok() => {
            Some(Parsed::Stored { sender })
        }
        _ => None,
    }
}

/// FNV-1a: every process, whatever its build, must give one formula the same ticket (the
/// standard library's hasher may change between Rust releases). A clash needs two long
/// formulas of the same sender, so it can only ever confuse the sender's own buttons.
fn hash(formula: &str) -> u64 {
    formula.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_formula_travels_in_the_ticket() {
        let ticket = issue(42, "4d6kh3");
        assert_eq!(ticket.data, "f:42:4d6kh3");
        assert_eq!(ticket.long, None);
        assert_eq!(
            parse(&ticket.data),
            Some(Parsed::Formula {
                sender: 42,
                formula: "4d6kh3".into()
            })
        );
        // A formula with colons survives: only the first two split.
        assert_eq!(
            parse(&issue(7, "1d20 # a:b").data),
            Some(Parsed::Formula {
                sender: 7,
                formula: "1d20 # a:b".into()
            })
        );
    }

    #[test]
    fn a_long_formula_is_hashed_the_same_everywhere() {
        let formula = "1d20 + 1d20 + 1d20 + 1d20 + 1d20 + 1d20 + 1d20 + 1d20 (Très long)";
        let ticket = issue(9_999_999_999, formula);
        assert!(ticket.data.len() <= MAX_BYTES, "{ticket:?}");
        assert!(ticket.data.starts_with("h:9999999999:"));
        assert_eq!(ticket.long.as_deref(), Some(formula));
        assert_eq!(issue(9_999_999_999, formula), ticket, "stable");
        assert_eq!(
            parse(&ticket.data),
            Some(Parsed::Stored {
                sender: 9_999_999_999
            })
        );
        // The known FNV-1a 64 value: the hash must not change between builds.
        assert_eq!(hash("a"), 0xaf63_dc4c_8601_ec8c);
    }

    #[test]
    fn a_ticket_never_exceeds_64_bytes_even_with_multibyte_text() {
        for n in 0..80 {
            let formula = format!("1d6 # {}", "é".repeat(n));
            let ticket = issue(u64::from(u32::MAX), &formula);
            assert!(ticket.data.len() <= MAX_BYTES);
            match parse(&ticket.data) {
                Some(Parsed::Formula { formula: f, .. }) => assert_eq!(f, formula),
                Some(Parsed::Stored { .. }) => assert_eq!(ticket.long, Some(formula)),
                None => panic!("{ticket:?}"),
            }
        }
    }

    #[test]
    fn foreign_data_is_not_a_ticket() {
        assert_eq!(parse("again:42"), None);
        assert_eq!(parse("f:notanumber:1d6"), None);
        assert_eq!(parse("h:1:zz"), None);
    }
}
