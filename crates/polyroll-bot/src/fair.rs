//! `/fair`: the provably fair rolls' seeds as players may see them — the commitment of
//! the current period and of the next, when the current seed is revealed, and the seeds
//! already revealed — and `/fair seed WORD`, the player's own seed (a setting of theirs).
//! The seed of a period that has not ended is never shown: the store's board does not
//! hold it.
//!
//! And the fair stream every chat roll draws its dice from: the current period's seed
//! (read once a period, then held in memory as its HMAC key), the platform's id of the
//! request and the roller's player seed (held in memory with the default dialects).

use std::sync::Mutex;

use polyroll_core::fair::{Recording, SeedKey};
use polyroll_core::FairSource;
use polyroll_store::{unix_now, FairBoard, FairRoll, Owner, PLAYER_SEED_KEY};

use crate::command::FairCommand;
use crate::shown::{fit_lines, utc};
use crate::{Bot, Reply, Request};

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

/// The current period's seed as its HMAC key, kept until the period ends: a roll reads
/// the store for it once a period, not once a roll.
#[derive(Default)]
pub(crate) struct SeedCache(Mutex<Option<HeldSeed>>);

#[derive(Clone)]
struct HeldSeed {
    starts_at: i64,
    ends_at: i64,
    key: SeedKey,
}

impl SeedCache {
    fn get(&self, now: i64) -> Option<HeldSeed> {
        let held = self.0.lock().unwrap_or_else(|e| e.into_inner());
        held.as_ref()
            .filter(|h| h.starts_at <= now && now < h.ends_at)
            .cloned()
    }

    fn put(&self, held: HeldSeed) {
        *self.0.lock().unwrap_or_else(|e| e.into_inner()) = Some(held);
    }
}

/// One request's fair stream, recording every die it draws, and the inputs it was made
/// from: what the roll log keeps so that anyone can recompute the faces.
pub(crate) struct FairStream {
    pub(crate) source: Recording<FairSource>,
    period: i64,
    request: String,
    player: String,
}

impl FairStream {
    /// Dice drawn so far by the whole request.
    pub(crate) fn drawn(&self) -> usize {
        self.source.drawn.len()
    }

    /// What the log keeps of the roll that drew the dice `dice` (in the request's draw
    /// order): the inputs, every die of the request up to the roll's last (a later roll of
    /// a set starts where the one before ended), and the roll's own faces.
    pub(crate) fn logged(&self, dice: std::ops::Range<usize>) -> FairRoll {
        let drawn = &self.source.drawn;
        let before: Vec<String> = drawn
            .get(..dice.end)
            .unwrap_or_default()
            .iter()
            .map(|d| d.die.to_string())
            .collect();
        let faces: Vec<String> = drawn
            .get(dice)
            .unwrap_or_default()
            .iter()
            .map(|d| d.face.to_string())
            .collect();
        FairRoll {
            period: self.period,
            request: self.request.clone(),
            player: self.player.clone(),
            dice: before.join(" "),
            faces: faces.join(" "),
        }
    }
}

/// A request id for a request whose platform gives none (the console): 128 random bits.
fn drawn_request_id(req: &Request) -> String {
    use rand::TryRngCore;
    let mut bytes = [0u8; 16];
    if rand::rngs::OsRng.try_fill_bytes(&mut bytes).is_err() {
        // Never the same twice within a process, at the least.
        static SEQ: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = SEQ.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        bytes[..8].copy_from_slice(&n.to_be_bytes());
        bytes[8..].copy_from_slice(&unix_now().to_be_bytes());
    }
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    format!("{}:request:{hex}", req.platform.name())
}

impl Bot {
    /// The fair stream of `req`: keyed by the current period's seed, the request's id and
    /// the roller's player seed. `None` when the store cannot give the seed or the player
    /// seed: the roll then draws from the operating system, and its log entry and reply
    /// carry no period (there is nothing about it to check).
    pub(crate) async fn fair_stream(&self, req: &Request) -> Option<FairStream> {
        let held = self.period_seed().await?;
        let player = match self
            .store
            .player_seed(req.platform.name(), &req.user.id)
            .await
        {
            Ok(seed) => seed.unwrap_or_default(),
            Err(e) => {
                self.log_failure(&e);
                return None;
            }
        };
        let request = req
            .request_id
            .clone()
            .unwrap_or_else(|| drawn_request_id(req));
        Some(FairStream {
            source: Recording::new(FairSource::keyed(&held.key, &request, &player)),
            period: held.starts_at,
            request,
            player,
        })
    }

    /// The seed of the period holding this moment: from memory while its period runs,
    /// else from the store (which makes it, and the next period's, if missing).
    async fn period_seed(&self) -> Option<HeldSeed> {
        let now = unix_now();
        if let Some(held) = self.fair_seeds.get(now) {
            return Some(held);
        }
        match self.store.fair_seed(now, self.fair_period).await {
            Ok(current) => {
                let held = HeldSeed {
                    starts_at: current.period.starts_at,
                    ends_at: current.period.ends_at,
                    key: SeedKey::new(&current.seed),
                };
                self.fair_seeds.put(held.clone());
                Some(held)
            }
            Err(e) => {
                self.log_failure(&e);
                None
            }
        }
    }

    /// Reads the current period's seed into memory (at start, so the first roll costs
    /// no more round trips than the next).
    pub(crate) async fn warm_fair_seed(&self) {
        self.period_seed().await;
    }

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
