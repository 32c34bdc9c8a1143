//! A game system's roll as one line: what was typed, every die of each set (under the
//! set's name when it has one), the result in bold and the outcome in the system's own
//! words — `blades 3 [2, 5, 6] → 6: full success`. The words come from the caller (the bot
//! localises them); this only lays them out, escaped, within the surface's budget.

use crate::markup::Surface;

/// One die as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownDie {
    /// The face (`6`, `−`, `▢`, `+`), or an aced die's faces joined (`6+6+2`).
    pub text: String,
    /// It made another die: followed by `!`.
    pub exploded: bool,
}

/// One set of dice: its name in the reader's language, if it has one, and its dice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownPool {
    pub label: Option<String>,
    pub dice: Vec<ShownDie>,
}

/// A system roll, worded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SystemLine<'a> {
    pub typed: &'a str,
    pub pools: Vec<ShownPool>,
    /// The result (`6`, `+2 Fair`… whatever the system names it).
    pub result: String,
    pub outcome: String,
}

fn pools_text(surface: Surface, pools: &[ShownPool], max_dice: usize) -> String {
    let mut shown = 0usize;
    let mut parts = Vec::new();
    for pool in pools {
        let mut dice = Vec::new();
        for d in &pool.dice {
            if shown >= max_dice {
                dice.push("…".to_string());
                break;
            }
            shown += 1;
            let face = surface.escape(&d.text);
            dice.push(if d.exploded { format!("{face}!") } else { face });
        }
        let list = format!("[{}]", dice.join(", "));
        parts.push(match &pool.label {
            Some(label) => format!("{} {list}", surface.escape(label)),
            None => list,
        });
    }
    parts.join(" ")
}

/// The line for `line` on `surface`; long lists of dice are cut (`…`) to fit.
pub fn render_system(surface: Surface, line: &SystemLine<'_>) -> String {
    let typed = surface.escape_prefix(line.typed, 200);
    let tail = format!(
        "→ {}: {}",
        surface.bold(&surface.escape(&line.result)),
        surface.escape(&line.outcome)
    );
    let all: usize = line.pools.iter().map(|p| p.dice.len()).sum();
    let with = |n: usize| {
        let dice = pools_text(surface, &line.pools, n);
        if dice.is_empty() {
            format!("{typed} {tail}")
        } else {
            format!("{typed} {dice} {tail}")
        }
    };
    crate::fit::largest_fitting(surface, all, with).unwrap_or_else(|| format!("{typed} {tail}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn die(text: &str) -> ShownDie {
        ShownDie {
            text: text.into(),
            exploded: false,
        }
    }

    #[test]
    fn a_blades_roll() {
        let line = SystemLine {
            typed: "blades 3",
            pools: vec![ShownPool {
                label: None,
                dice: vec![die("2"), die("5"), die("6")],
            }],
            result: "6".into(),
            outcome: "full success".into(),
        };
        assert_eq!(
            render_system(Surface::Plain, &line),
            "blades 3 [2, 5, 6] → 6: full success"
        );
        assert_eq!(
            render_system(Surface::Discord, &line),
            "blades 3 [2, 5, 6] → **6**: full success"
        );
    }

    #[test]
    fn many_dice_are_cut_to_fit() {
        let line = SystemLine {
            typed: "sr 100",
            pools: vec![ShownPool {
                label: Some("dice".into()),
                dice: vec![die("123456789"); 400],
            }],
            result: "4 hits".into(),
            outcome: "glitch".into(),
        };
        let text = render_system(Surface::Discord, &line);
        assert!(Surface::Discord.length(&text) <= Surface::Discord.budget());
        assert!(
            text.contains('…') && text.ends_with("→ **4 hits**: glitch"),
            "{text}"
        );
    }
}
