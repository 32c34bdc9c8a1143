//! What the inline "Roll" button carries, so a press can find the formula again.
//!
//! A callback query from an inline message carries only `inline_message_id` and the
//! button's `callback_data` (≤ 64 bytes): no chat, no message text. So the data itself says
//! who may roll and what: `f:<sender id>:<formula>` when that fits in 64 bytes (nearly every
//! formula does), else `h:<sender id>:<hash>`, the formula kept in a bounded in-process
//! table until it is redeemed. The same ticket is the inline result's `result_id`, so a
//! `chosen_inline_result` and a button press for one message decode to the same roll.
//!
//! The sender id lets only the person who sent the message roll it. A lost hashed formula
//! (another process, a restart, an evicted entry) cannot be rolled: the user is told to
//! send it again, and nothing was rolled, so nothing can be fished for.

use std::collections::hash_map::DefaultHasher;
use std::collections::{HashMap, VecDeque};
use std::hash::{Hash, Hasher};
use std::sync::Mutex;

/// Telegram's limit for `callback_data` and for an inline result's id.
pub(crate) const MAX_BYTES: usize = 64;
/// Long formulas remembered at once (each at most an inline query, 256 characters).
const REMEMBERED: usize = 10_000;

#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Redeemed {
    /// `sender` may roll `formula`.
    Formula { sender: u64, formula: String },
    /// A hashed formula this process no longer (or never) knew.
    Expired { sender: u64 },
}

#[derive(Default)]
pub(crate) struct Tickets {
    long: Mutex<LongFormulas>,
}

#[derive(Default)]
struct LongFormulas {
    by_hash: HashMap<u64, String>,
    order: VecDeque<u64>,
}

impl Tickets {
    /// The ticket for `sender` rolling `formula`.
    pub(crate) fn issue(&self, sender: u64, formula: &str) -> String {
        let direct = format!("f:{sender}:{formula}");
        if direct.len() <= MAX_BYTES {
            return direct;
        }
        let hash = hash(formula);
        if let Ok(mut long) = self.long.lock() {
            if long.by_hash.insert(hash, formula.to_string()).is_none() {
                long.order.push_back(hash);
            }
            while long.order.len() > REMEMBERED {
                if let Some(old) = long.order.pop_front() {
                    long.by_hash.remove(&old);
                }
            }
        }
        format!("h:{sender}:{hash:016x}")
    }

    /// What `ticket` stands for; `None` if it is not one of ours.
    pub(crate) fn redeem(&self, ticket: &str) -> Option<Redeemed> {
        let (kind, rest) = ticket.split_once(':')?;
        let (sender, payload) = rest.split_once(':')?;
        let sender: u64 = sender.parse().ok()?;
        match kind {
            "f" => Some(Redeemed::Formula {
                sender,
                formula: payload.to_string(),
            }),
            "h" => {
                let hash = u64::from_str_radix(payload, 16).ok()?;
                let known = self
                    .long
                    .lock()
                    .ok()
                    .and_then(|long| long.by_hash.get(&hash).cloned());
                Some(match known {
                    Some(formula) => Redeemed::Formula { sender, formula },
                    None => Redeemed::Expired { sender },
                })
            }
            _ => None,
        }
    }
}

fn hash(formula: &str) -> u64 {
    let mut h = DefaultHasher::new();
    formula.hash(&mut h);
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_formula_travels_in_the_ticket() {
        let t = Tickets::default();
        let ticket = t.issue(42, "4d6kh3");
        assert_eq!(ticket, "f:42:4d6kh3");
        assert_eq!(
            t.redeem(&ticket),
            Some(Redeemed::Formula {
                sender: 42,
                formula: "4d6kh3".into()
            })
        );
        // A formula with colons survives: only the first two split.
        let ticket = t.issue(7, "1d20 # a:b");
        assert_eq!(
            Tickets::default().redeem(&ticket),
            Some(Redeemed::Formula {
                sender: 7,
                formula: "1d20 # a:b".into()
            })
        );
    }

    #[test]
    fn a_long_formula_is_hashed_and_remembered() {
        let t = Tickets::default();
        let formula = "1d20 + 1d20 + 1d20 + 1d20 + 1d20 + 1d20 + 1d20 + 1d20 (Très long)";
        let ticket = t.issue(9_999_999_999, formula);
        assert!(ticket.len() <= MAX_BYTES, "{ticket}");
        assert!(ticket.starts_with("h:9999999999:"));
        assert_eq!(
            t.redeem(&ticket),
            Some(Redeemed::Formula {
                sender: 9_999_999_999,
                formula: formula.into()
            })
        );
        // Another process never saw it.
        assert_eq!(
            Tickets::default().redeem(&ticket),
            Some(Redeemed::Expired {
                sender: 9_999_999_999
            })
        );
    }

    #[test]
    fn a_ticket_never_exceeds_64_bytes_even_with_multibyte_text() {
        let t = Tickets::default();
        for n in 0..80 {
            let formula = format!("1d6 # {}", "é".repeat(n));
            let ticket = t.issue(u64::from(u32::MAX), &formula);
            assert!(ticket.len() <= MAX_BYTES);
            assert!(
                matches!(t.redeem(&ticket), Some(Redeemed::Formula { formula: f, .. }) if f == formula)
            );
        }
    }

    #[test]
    fn foreign_data_is_not_a_ticket() {
        let t = Tickets::default();
        assert_eq!(t.redeem("again:42"), None);
        assert_eq!(t.redeem("f:notanumber:1d6"), None);
        assert_eq!(t.redeem("h:1:zz"), None);
    }
}
