//! Messages that hold several rolls: a roll set (each roll on its own line, then the list of
//! totals) and a sentence with `[[…]]` parts (the sentence with each part's total in bold,
//! then a line per part). Each roll comes already rendered, with its id when it was logged.

use polyroll_core::sentence::Piece;

use crate::roll::num;
use crate::{Surface, Words};

/// One roll of several, as rendered on its own.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rolled<'a> {
    /// The roll rendered for the surface (within its budget on its own).
    pub text: &'a str,
    pub total: Option<f64>,
    /// The roll's id as users see it, so anyone can `/verify` this one roll.
    pub id: Option<&'a str>,
}

impl Rolled<'_> {
    fn line(&self) -> String {
        match self.id {
            Some(id) => format!("{}  (#{id})", self.text),
            None => self.text.to_string(),
        }
    }

    fn total_text(&self) -> String {
        self.total.map_or_else(|| "—".to_string(), num)
    }
}

/// A roll set: `1. …` per roll, then `Totals: 10, 12, 8`. The totals line always shows;
/// rolls that do not fit the budget are counted instead.
pub fn render_set(surface: Surface, words: &Words, rolls: &[Rolled<'_>]) -> String {
    let totals: Vec<String> = rolls
        .iter()
        .map(|r| surface.bold(&r.total_text()))
        .collect();
    let last = format!("{}: {}", words.totals, totals.join(", "));
    let lines: Vec<String> = rolls
        .iter()
        .enumerate()
        .map(|(i, r)| format!("{}. {}", i + 1, r.line()))
        .collect();
    fitted(surface, words, Vec::new(), lines, last)
}

/// A sentence: its words as typed (escaped), each part replaced by its total in bold, then
/// one line per part with its dice and id. Parts that do not fit are counted instead.
pub fn render_sentence(
    surface: Surface,
    words: &Words,
    pieces: &[Piece<'_>],
    rolls: &[Rolled<'_>],
) -> String {
    let mut sentence = String::new();
    let mut next = rolls.iter();
    for piece in pieces {
        match piece {
            Piece::Text(t) => sentence.push_str(&surface.escape(t)),
            Piece::Roll(_) => {
                let total = next
                    .next()
                    .map_or_else(|| "—".to_string(), Rolled::total_text);
                sentence.push_str(&surface.bold(&total));
            }
        }
    }
    let sentence = sentence.trim().to_string();
    let lines = rolls.iter().map(Rolled::line).collect();
    fitted(surface, words, vec![sentence], lines, String::new())
}

/// `head`, as many of `lines` as fit, then `tail`; what did not fit is counted.
fn fitted(
    surface: Surface,
    words: &Words,
    head: Vec<String>,
    lines: Vec<String>,
    tail: String,
) -> String {
    let join = |shown: &[String], hidden: usize| {
        let mut all: Vec<String> = head.clone();
        all.extend(shown.iter().cloned());
        if hidden > 0 {
            all.push(format!("… {hidden} {}", words.more));
        }
        if !tail.is_empty() {
            all.push(tail.clone());
        }
        all.join("\n")
    };
    let mut shown = lines.len();
    loop {
        let text = join(&lines[..shown], lines.len() - shown);
        if shown == 0 || surface.length(&text) <= surface.budget() {
            return text;
        }
        shown -= 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_lists_each_roll_then_the_totals() {
        let rolls = [
            Rolled {
                text: "1d6 [3] = 3",
                total: Some(3.0),
                id: Some("7"),
            },
            Rolled {
                text: "1d6 [5] = 5",
                total: Some(5.0),
                id: Some("8"),
            },
        ];
        assert_eq!(
            render_set(Surface::Plain, &Words::english(), &rolls),
            "1. 1d6 [3] = 3  (#7)\n2. 1d6 [5] = 5  (#8)\nTotals: 3, 5"
        );
    }

    #[test]
    fn a_sentence_shows_each_total_in_bold() {
        let pieces = [
            Piece::Text("I hit <b>"),
            Piece::Roll("1d20"),
            Piece::Text(" hard"),
        ];
        let rolls = [Rolled {
            text: "<code>1d20</code> [12] = <b>12</b>",
            total: Some(12.0),
            id: Some("3"),
        }];
        assert_eq!(
            render_sentence(Surface::Telegram, &Words::english(), &pieces, &rolls),
            "I hit &lt;b&gt;<b>12</b> hard\n<code>1d20</code> [12] = <b>12</b>  (#3)"
        );
    }

    #[test]
    fn what_does_not_fit_is_counted() {
        let long = "x".repeat(900);
        let ids = ["0", "1", "2", "3", "4"];
        let rolls: Vec<Rolled> = (0..5)
            .map(|i| Rolled {
                text: &long,
                total: Some(f64::from(i)),
                id: Some(ids[i as usize]),
            })
            .collect();
        let text = render_set(Surface::Discord, &Words::english(), &rolls);
        assert!(Surface::Discord.length(&text) <= 2000, "{text}");
        assert!(text.contains("… 3 more"), "{text}");
        assert!(
            text.ends_with("Totals: **0**, **1**, **2**, **3**, **4**"),
            "{text}"
        );
    }
}
