//! `/fair`: the provably fair rolls' seeds as players may see them — the commitment of
//! the current period and of the next, when the current seed is revealed, and the seeds
//! already revealed — and `/fair seed WORD`, the player's own seed (a setting of theirs).
//! The seed of a period that has not ended is never shown: the store's board does not
//! hold it.

use polyroll_store::{unix_now, FairBoard, Owner};

use crate::command::FairCommand;
use crate::rolls::fit_lines;
use crate::verify::utc;
use crate::{Bot, Reply, Request};

/// The setting that holds a user's player seed.
pub(crate) const PLAYER_SEED_KEY: &str = "fair-seed";

/// The longest player seed, in characters.
pub(crate) const MAX_PLAYER_SEED_CHARS: usize = 64;

/// Revealed seeds `/fair` lists (newest first): three fit a Discord message in every
/// language.
const REVEALED_SHOWN: u32 = 3;

/// Whether `word` may be a player seed: one word of 1 to 64 characters without control
/// or formatting characters (the seed is shown back, and typed again to check a roll).
pub(crate) fn valid_player_seed(word: &str) -> bool {
    let chars = word.chars().count();
    (1..=MAX_PLAYER_SEED_CHARS).contains(&chars)
        && !word
            .chars()
            .any(|c| c.is_control() || c.is_whitespace() || is_invisible(c))
}

/// Characters that show as nothing or reorder text: a seed holding one could not be
/// typed again from what was shown.
fn is_invisible(c: char) -> bool {
    matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{206f}' | '\u{feff}')
}

impl Bot {
    pub(crate) async fn fair(&self, req: &Request, command: FairCommand) -> Reply {
        let owner = Bot::user_owner(req);
        match command {
            FairCommand::Board => self.fair_board(req, &owner).await,
            FairCommand::ShowSeed => match self.store.setting(&owner, PLAYER_SEED_KEY).await {
                Ok(seed) => Reply::text(self.player_seed_line(req, seed.as_deref())),
                Err(e) => Reply::text(self.store_failure(req, &e)),
            },
            FairCommand::ClearSeed => {
                match self.store.set_setting(&owner, PLAYER_SEED_KEY, None).await {
                    Ok(()) => Reply::text(self.say(req, "fair-seed-cleared", &[])),
                    Err(e) => Reply::text(self.store_failure(req, &e)),
                }
            }
            FairCommand::SetSeed(word) => {
                if !valid_player_seed(&word) {
                    let max = MAX_PLAYER_SEED_CHARS.to_string();
                    // Shown back cut short: the word may be as long as a message.
                    let mut shown: String = word.chars().take(MAX_PLAYER_SEED_CHARS).collect();
                    if shown.len() < word.len() {
                        shown.push('…');
                    }
                    return Reply::text(self.say(
                        req,
                        "fair-seed-bad",
                        &[("seed", &shown), ("max", &max)],
                    ));
                }
                match self
                    .store
                    .set_setting(&owner, PLAYER_SEED_KEY, Some(&word))
                    .await
                {
                    Ok(()) => Reply::text(self.say(req, "fair-seed-set", &[("seed", &word)])),
                    Err(e) => Reply::text(self.store_failure(req, &e)),
                }
            }
        }
    }

    async fn fair_board(&self, req: &Request, owner: &Owner) -> Reply {
        let board = match self
            .store
            .fair_board(unix_now(), self.fair_period, REVEALED_SHOWN)
            .await
        {
            Ok(board) => board,
            Err(e) => return Reply::text(self.store_failure(req, &e)),
        };
        // The player seed is a convenience here: the board stands without it.
        let player = match self.store.setting(owner, PLAYER_SEED_KEY).await {
            Ok(seed) => Some(self.player_seed_line(req, seed.as_deref())),
            Err(e) => {
                self.log_failure(&e);
                None
            }
        };
        Reply::text(fit_lines(
            self.surface(req),
            self.board_lines(req, &board, player),
        ))
    }

    fn board_lines(&self, req: &Request, board: &FairBoard, player: Option<String>) -> Vec<String> {
        let current = &board.current;
        let mut lines = vec![
            self.say(req, "fair-header", &[]),
            self.say(
                req,
                "fair-current",
                &[
                    ("from", &utc(current.starts_at)),
                    ("to", &utc(current.ends_at)),
                    ("commitment", &current.commitment),
                    ("reveal", &utc(current.reveal_at)),
                ],
            ),
            self.say(
                req,
                "fair-next",
                &[
                    ("from", &utc(board.next.starts_at)),
                    ("commitment", &board.next.commitment),
                ],
            ),
        ];
        if board.revealed.is_empty() {
            lines.push(self.say(req, "fair-revealed-none", &[]));
        } else {
            lines.push(self.say(req, "fair-revealed-header", &[]));
            for shown in &board.revealed {
                lines.push(self.say(
                    req,
                    "fair-revealed",
                    &[
                        ("from", &utc(shown.period.starts_at)),
                        ("to", &utc(shown.period.ends_at)),
                        ("seed", &shown.seed.to_hex()),
                        ("commitment", &shown.period.commitment),
                    ],
                ));
            }
        }
        lines.extend(player);
        lines.push(self.say(req, "fair-check", &[]));
        lines
    }

    fn player_seed_line(&self, req: &Request, seed: Option<&str>) -> String {
        match seed {
            Some(seed) => self.say(req, "fair-player-seed", &[("seed", seed)]),
            None => self.say(req, "fair-player-seed-none", &[]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_seeds_are_visible_words() {
        for ok in ["lucky", "Lucky-7", "жребий", "é", &"x".repeat(64), "🎲🎲"] {
            assert!(valid_player_seed(ok), "{ok}");
        }
        for bad in [
            "",
            &"x".repeat(65),
            "a b",
            "a\tb",
            "a\u{7}",
            "a\u{200b}b",
            "\u{202e}abc",
            "a\u{feff}",
        ] {
            assert!(!valid_player_seed(bad), "{bad:?}");
        }
    }
}
