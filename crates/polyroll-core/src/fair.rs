//! Provably fair dice: faces that anyone can recompute once the server seed is revealed.
//!
//! A [`FairSource`] draws every face from one deterministic byte stream: HMAC-SHA256 keyed
//! by the period's secret [`ServerSeed`] over the inputs the bot cannot choose (the
//! platform's id of the request and the player's own seed), block after block in counter
//! mode; each die takes whole bytes of the stream and turns them into a face by rejection
//! sampling, so every face is exactly as likely as every other. The seed's SHA-256
//! ([`ServerSeed::commitment`]) is published before any roll uses it and the seed itself
//! after its period ends. `docs/fairness.md` is the specification and `docs/fairness.py` its
//! reference; a test runs that reference against this module for every dialect.
//!
//! It is just another [`DieSource`]: the engine draws its dice in the order NOTATION
//! fixes, so one request's stream gives one roll and nothing else.

use std::fmt;

use hmac::{KeyInit, Mac};
use rand::TryRngCore;
use sha2::{Digest, Sha256};

use crate::error::{Error, Result, Span};
use crate::outcome::Outcome;
use crate::problem::Problem;
use crate::source::{DieSource, DieSpec};
use crate::Roller;

type HmacSha256 = hmac::Hmac<Sha256>;

/// The version tag that opens every message: a later derivation gets a new tag, so no
/// stream of one can be mistaken for a stream of another.
pub const DOMAIN: &str = "polyroll/fair/v1";

/// A server seed's length in bytes.
pub const SEED_BYTES: usize = 32;

/// The bytes of one HMAC-SHA256 block of the stream.
const BLOCK_BYTES: usize = 32;

/// The secret a period's rolls are keyed by. Its [`fmt::Debug`] shows only the
/// commitment, so a seed in a log line or a panic message reveals nothing.
#[derive(Clone, PartialEq, Eq)]
pub struct ServerSeed([u8; SEED_BYTES]);

/// What reading a seed written in hex found wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeedError {
    #[error("a server seed is {expected} hex digits ({bytes} bytes), not {found}", expected = 2 * SEED_BYTES, bytes = SEED_BYTES)]
    Length { found: usize },
    #[error("a server seed is written in hex digits (0-9, a-f)")]
    NotHex,
    #[error("the operating system's random generator failed: {0}")]
    Os(String),
}

impl ServerSeed {
    /// A fresh seed from the operating system's generator: for a new period.
    pub fn from_os() -> std::result::Result<ServerSeed, SeedError> {
        let mut bytes = [0u8; SEED_BYTES];
        rand::rngs::OsRng
            .try_fill_bytes(&mut bytes)
            .map_err(|e| SeedError::Os(e.to_string()))?;
        Ok(ServerSeed(bytes))
    }

    pub fn from_bytes(bytes: [u8; SEED_BYTES]) -> ServerSeed {
        ServerSeed(bytes)
    }

    /// A seed written as 64 hex digits (either case; spaces around are ignored).
    pub fn from_hex(text: &str) -> std::result::Result<ServerSeed, SeedError> {
        let text = text.trim();
        if text.len() != 2 * SEED_BYTES {
            return Err(SeedError::Length {
                found: text.chars().count(),
            });
        }
        let mut bytes = [0u8; SEED_BYTES];
        hex::decode_to_slice(text, &mut bytes).map_err(|_| SeedError::NotHex)?;
        Ok(ServerSeed(bytes))
    }

    /// The seed as 64 lower-case hex digits: only ever shown once its period has ended.
    pub fn to_hex(&self) -> String {
        hex::encode(self.0)
    }

    /// The commitment: SHA-256 of the seed's 32 bytes, as 64 lower-case hex digits.
    /// Published before the seed is used; anyone can check a revealed seed against it.
    pub fn commitment(&self) -> String {
        hex::encode(Sha256::digest(self.0))
    }
}

impl fmt::Debug for ServerSeed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ServerSeed(commitment {})", self.commitment())
    }
}

/// Whether `seed` (64 hex digits) is the seed `commitment` (64 hex digits) promised.
pub fn matches_commitment(seed: &ServerSeed, commitment: &str) -> bool {
    seed.commitment().eq_ignore_ascii_case(commitment.trim())
}

/// A server seed made into its HMAC key, ready to start the stream of any request.
/// Holds the seed's secret (in the HMAC's state): it has no `Debug`.
#[derive(Clone)]
pub struct SeedKey(HmacSha256);

impl SeedKey {
    pub fn new(seed: &ServerSeed) -> SeedKey {
        SeedKey(HmacSha256::new_from_slice(&seed.0).expect("HMAC takes keys of every length"))
    }
}

/// The platform's id of a request, written as the stream's request input: the kind of
/// id, then the id as the platform gives it. The platform assigns these, never the bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RequestId<'a> {
    /// A Discord interaction's id (a snowflake): `discord:interaction:ID`.
    DiscordInteraction(u64),
    /// A Telegram update's `update_id`: `telegram:update:ID`.
    TelegramUpdate(i64),
    /// A Telegram inline message's id (`inline_message_id`, an opaque string Telegram
    /// assigns when the message is sent): `telegram:inline:ID`. An inline roll is made
    /// once its message exists, by whichever of two updates comes first (the chosen
    /// result, the press of its button): the message's id gives both the same one roll.
    TelegramInline(&'a str),
}

impl fmt::Display for RequestId<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RequestId::DiscordInteraction(id) => write!(f, "discord:interaction:{id}"),
            RequestId::TelegramUpdate(id) => write!(f, "telegram:update:{id}"),
            RequestId::TelegramInline(id) => write!(f, "telegram:inline:{id}"),
        }
    }
}

/// Faces from the stream of one request: HMAC-SHA256(server seed, message(i)) for the
/// blocks i = 0, 1, 2, …, where message(i) is the [`DOMAIN`] tag, the request id and the
/// player seed, each as its UTF-8 byte length (4 bytes, big-endian) and its bytes, then i
/// (8 bytes, big-endian). Dice take the stream's bytes in draw order.
#[derive(Clone)]
pub struct FairSource {
    /// The HMAC keyed by the seed with the message's fixed head already absorbed: a block
    /// clones it and adds only its number.
    head: HmacSha256,
    /// The next block's number.
    next_block: u64,
    block: [u8; BLOCK_BYTES],
    /// Bytes of `block` already taken (all of them: a new block is due).
    taken: usize,
    /// Bytes of the stream taken so far.
    used: u64,
}

impl FairSource {
    /// The stream of `request` (the text of a [`RequestId`], or whatever the log
    /// recorded) with the player's seed (empty when they set none).
    pub fn new(seed: &ServerSeed, request: &str, player_seed: &str) -> FairSource {
        FairSource::keyed(&SeedKey::new(seed), request, player_seed)
    }

    /// [`FairSource::new`] from a key made once for the period: the HMAC's keying (two
    /// SHA-256 blocks) is not done again for every request.
    pub fn keyed(key: &SeedKey, request: &str, player_seed: &str) -> FairSource {
        let mut head = key.0.clone();
        for field in [DOMAIN, request, player_seed] {
            head.update(&field_length(field));
            head.update(field.as_bytes());
        }
        FairSource {
            head,
            next_block: 0,
            block: [0; BLOCK_BYTES],
            taken: BLOCK_BYTES,
            used: 0,
        }
    }

    /// Bytes of the stream used so far (a rejected draw's bytes count).
    pub fn bytes_used(&self) -> u64 {
        self.used
    }

    fn refill(&mut self) {
        let mut mac = self.head.clone();
        mac.update(&self.next_block.to_be_bytes());
        self.block.copy_from_slice(&mac.finalize().into_bytes());
        // 2^64 blocks is 2^69 bytes: no roll within the engine's limits comes near.
        self.next_block = self.next_block.wrapping_add(1);
        self.taken = 0;
    }

    fn next_byte(&mut self) -> u8 {
        if self.taken == BLOCK_BYTES {
            self.refill();
        }
        let byte = self.block[self.taken];
        self.taken += 1;
        self.used += 1;
        byte
    }

    /// A uniform index in `0..n` (n from 1 to 2^64, given as `n - 1`): the fewest whole
    /// bytes that can write `n - 1`, read big-endian, until they fall below the largest
    /// multiple of `n` those bytes can write; that value modulo `n`. A one-faced die
    /// takes no byte.
    fn index(&mut self, last: u64) -> u64 {
        let bytes = (u64::BITS - last.leading_zeros()).div_ceil(8);
        // The largest value accepted: the values the bytes can write (2^(8 * bytes)), less
        // the remainder past the last whole multiple of n, less one. In u64 arithmetic
        // throughout (a u128 remainder is a library call at every die).
        let most = match last.checked_add(1) {
            // Every 8-byte value: 2^64 faces, nothing to refuse.
            None => u64::MAX,
            Some(n) if bytes == 8 => u64::MAX - (u64::MAX % n + 1) % n,
            Some(n) => {
                let span = 1u64 << (8 * bytes);
                span - span % n - 1
            }
        };
        loop {
            let mut x = 0u64;
            for _ in 0..bytes {
                x = (x << 8) | u64::from(self.next_byte());
            }
            if x <= most {
                return match last.checked_add(1) {
                    Some(n) => x % n,
                    None => x,
                };
            }
        }
    }
}

/// A field's UTF-8 byte length, 4 bytes big-endian. Inputs are far shorter than 4 GiB (a
/// player seed is a word, a request id a number); longer would not fit a chat message.
fn field_length(field: &str) -> [u8; 4] {
    u32::try_from(field.len()).unwrap_or(u32::MAX).to_be_bytes()
}

impl DieSource for FairSource {
    fn draw(&mut self, die: DieSpec<'_>, span: Span) -> Result<f64> {
        let empty = || Error::faces(Problem::NoFaces, span);
        match die {
            DieSpec::Range { lo, hi } if lo <= hi => {
                // hi - lo fits a u64 for every pair of i64s in order.
                let last = hi.wrapping_sub(lo) as u64;
                Ok(lo.wrapping_add(self.index(last) as i64) as f64)
            }
            DieSpec::Faces(faces) if !faces.is_empty() => {
                let last = faces.len() as u64 - 1;
                let at = usize::try_from(self.index(last)).map_err(|_| empty())?;
                faces.get(at).copied().ok_or_else(empty)
            }
            _ => Err(empty()),
        }
    }
}

/// One die a roll drew: its faces, written as `docs/fairness.py` reads them (`d6`, `dF`,
/// `-5..5`, `[1,5,10]`), and the face that came up.
#[derive(Clone, Debug, PartialEq)]
pub struct Drawn {
    pub die: DrawnDie,
    pub face: f64,
}

/// The faces of a drawn die.
#[derive(Clone, Debug, PartialEq)]
pub enum DrawnDie {
    Range { lo: i64, hi: i64 },
    Faces(Vec<f64>),
}

impl From<DieSpec<'_>> for DrawnDie {
    fn from(die: DieSpec<'_>) -> DrawnDie {
        match die {
            DieSpec::Range { lo, hi } => DrawnDie::Range { lo, hi },
            DieSpec::Faces(faces) => DrawnDie::Faces(faces.to_vec()),
        }
    }
}

impl fmt::Display for DrawnDie {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DrawnDie::Range { lo: -1, hi: 1 } => f.write_str("dF"),
            DrawnDie::Range { lo: 1, hi } => write!(f, "d{hi}"),
            DrawnDie::Range { lo, hi } => write!(f, "{lo}..{hi}"),
            DrawnDie::Faces(faces) => {
                f.write_str("[")?;
                for (i, face) in faces.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{face}")?;
                }
                f.write_str("]")
            }
        }
    }
}

/// A source that writes down every die it draws, in draw order: what a verifier needs
/// beside the inputs to recompute the faces without the engine.
pub struct Recording<S> {
    pub inner: S,
    pub drawn: Vec<Drawn>,
}

impl<S: DieSource> Recording<S> {
    pub fn new(inner: S) -> Recording<S> {
        Recording {
            inner,
            drawn: Vec::new(),
        }
    }
}

impl<S: DieSource> DieSource for Recording<S> {
    fn draw(&mut self, die: DieSpec<'_>, span: Span) -> Result<f64> {
        let face = self.inner.draw(die, span)?;
        self.drawn.push(Drawn {
            die: die.into(),
            face,
        });
        Ok(face)
    }
}

/// A roll recomputed from its inputs: what it shows, and each die it drew, in order.
pub struct Recomputed {
    pub outcome: Outcome,
    pub drawn: Vec<Drawn>,
}

impl Recomputed {
    /// `formula` rolled by `roller` from the stream of `seed`, `request` and `player_seed`:
    /// the roll those inputs give, and no other.
    pub fn roll(
        roller: &Roller<'_>,
        formula: &str,
        seed: &ServerSeed,
        request: &str,
        player_seed: &str,
    ) -> Result<Recomputed> {
        let mut source = Recording::new(FairSource::new(seed, request, player_seed));
        let outcome = roller.roll(formula, &mut source)?;
        Ok(Recomputed {
            outcome,
            drawn: source.drawn,
        })
    }

    /// The faces in draw order.
    pub fn faces(&self) -> Vec<f64> {
        self.drawn.iter().map(|d| d.face).collect()
    }

    /// Where `logged` (faces in draw order, as a log kept them) parts from these: `None`
    /// when they are the same faces.
    pub fn mismatch(&self, logged: &[f64]) -> Option<Mismatch> {
        let at = self
            .drawn
            .iter()
            .zip(logged)
            .position(|(d, &l)| d.face != l);
        match at {
            Some(die) => Some(Mismatch::Face {
                die,
                logged: logged[die],
                recomputed: self.drawn[die].face,
            }),
            None if logged.len() != self.drawn.len() => Some(Mismatch::Count {
                logged: logged.len(),
                recomputed: self.drawn.len(),
            }),
            None => None,
        }
    }
}

/// How logged faces differ from recomputed ones.
#[derive(Clone, Debug, PartialEq)]
pub enum Mismatch {
    /// Die `die` (from 0, in draw order) shows another face.
    Face {
        die: usize,
        logged: f64,
        recomputed: f64,
    },
    /// As many faces as far as both go, but not as many dice.
    Count { logged: usize, recomputed: usize },
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mismatch::Face {
                die,
                logged,
                recomputed,
            } => write!(
                f,
                "die {}: the log shows {logged}, the inputs give {recomputed}",
                die + 1
            ),
            Mismatch::Count { logged, recomputed } => write!(
                f,
                "the log shows {logged} dice, the inputs draw {recomputed}"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seed(byte: u8) -> ServerSeed {
        ServerSeed::from_bytes([byte; SEED_BYTES])
    }

    /// Block `i` of a stream, computed from the definition rather than by the source.
    fn block(seed: &ServerSeed, request: &str, player: &str, i: u64) -> [u8; 32] {
        let mut message = Vec::new();
        for field in [DOMAIN, request, player] {
            message.extend_from_slice(&(field.len() as u32).to_be_bytes());
            message.extend_from_slice(field.as_bytes());
        }
        message.extend_from_slice(&i.to_be_bytes());
        let mut mac = HmacSha256::new_from_slice(&seed.0).unwrap();
        mac.update(&message);
        mac.finalize().into_bytes().into()
    }

    fn range(lo: i64, hi: i64) -> DieSpec<'static> {
        DieSpec::Range { lo, hi }
    }

    #[test]
    fn hmac_sha256_is_the_standard_one() {
        // RFC 4231, test case 2.
        let mut mac = HmacSha256::new_from_slice(b"Jefe").unwrap();
        mac.update(b"what do ya want for nothing?");
        assert_eq!(
            hex::encode(mac.finalize().into_bytes()),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
    }

    #[test]
    fn the_stream_is_the_blocks_in_order() {
        let s = seed(7);
        let mut source = FairSource::new(&s, "discord:interaction:1", "luck");
        let bytes: Vec<u8> = (0..100).map(|_| source.next_byte()).collect();
        let expected: Vec<u8> = (0..4)
            .flat_map(|i| block(&s, "discord:interaction:1", "luck", i))
            .take(100)
            .collect();
        assert_eq!(bytes, expected);
        assert_eq!(source.bytes_used(), 100);
    }

    #[test]
    fn a_d6_rejects_the_bytes_that_would_bias_it() {
        // Look for a stream whose first byte is 252..=255 (the four values a d6 refuses:
        // 256 = 42 * 6 + 4) and check the face comes from the next byte.
        let mut found = 0;
        for n in 0..2000 {
            let request = format!("telegram:update:{n}");
            let b = block(&seed(1), &request, "", 0);
            let mut source = FairSource::new(&seed(1), &request, "");
            let face = source.draw(range(1, 6), Span::new(0, 1)).unwrap();
            let first_kept = b.iter().position(|&x| x < 252).unwrap();
            assert_eq!(face, f64::from(1 + b[first_kept] % 6), "{request}");
            assert_eq!(source.bytes_used(), first_kept as u64 + 1);
            found += usize::from(first_kept > 0);
        }
        // About 1 in 64 streams start with a refused byte.
        assert!(found > 10, "only {found} rejections seen");
    }

    #[test]
    fn sizes_take_the_fewest_whole_bytes() {
        for (lo, hi, bytes) in [
            (1, 1, 0),
            (1, 2, 1),
            (-1, 1, 1),
            (1, 256, 1),
            (1, 257, 2),
            (1, 100, 1),
            (1, 1_000_000_000_000, 5),
            (i64::MIN, i64::MAX, 8),
            (0, u32::MAX as i64, 4),
        ] {
            // Over many requests the fewest bytes a draw took is the size's byte count
            // (and one-faced dice take none at all).
            let fewest = (0..200)
                .map(|n| {
                    let mut s = FairSource::new(&seed(3), &n.to_string(), "");
                    let face = s.draw(range(lo, hi), Span::new(0, 1)).unwrap();
                    assert!((lo as f64..=hi as f64).contains(&face));
                    s.bytes_used()
                })
                .min()
                .unwrap();
            assert_eq!(fewest, bytes, "{lo}..={hi}");
        }
    }

    /// The index as the specification words it, in u128 arithmetic: the reference the
    /// source's u64 arithmetic must match for every size, the largest included (which no
    /// formula reaches: the engine's dice stop at 10^12 faces).
    fn index_by_definition(bytes: &mut impl Iterator<Item = u8>, n: u128) -> u128 {
        let k = (128 - (n - 1).leading_zeros()).div_ceil(8);
        let span = 1u128 << (8 * k);
        loop {
            let x = (0..k).fold(0u128, |x, _| (x << 8) | u128::from(bytes.next().unwrap()));
            if x < span - span % n {
                return x % n;
            }
        }
    }

    #[test]
    fn indices_of_every_size_follow_the_definition() {
        let sizes = [
            1u128,
            2,
            3,
            6,
            255,
            256,
            257,
            65_537,
            1_000_000_000_000,
            (1 << 56) - 1,
            (1 << 56) + 1,
            (1 << 63) + 1,
            3 << 62,
            (1 << 64) - 1,
            1 << 64,
        ];
        for request in 0..40 {
            let request = request.to_string();
            let mut source = FairSource::new(&seed(11), &request, "");
            let mut reference = FairSource::new(&seed(11), &request, "");
            let mut bytes = std::iter::from_fn(move || Some(reference.next_byte()));
            for &n in &sizes {
                for _ in 0..5 {
                    let ours = source.index((n - 1) as u64);
                    assert_eq!(
                        u128::from(ours),
                        index_by_definition(&mut bytes, n),
                        "n = {n}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_key_made_once_gives_the_streams_of_a_fresh_one() {
        let key = SeedKey::new(&seed(8));
        for request in ["a", "telegram:update:1", ""] {
            let mut once = FairSource::keyed(&key, request, "p");
            let mut fresh = FairSource::new(&seed(8), request, "p");
            for _ in 0..70 {
                assert_eq!(once.next_byte(), fresh.next_byte());
            }
        }
    }

    #[test]
    fn every_i64_comes_from_eight_bytes_read_big_endian() {
        let b = block(&seed(9), "r", "", 0);
        let mut source = FairSource::new(&seed(9), "r", "");
        let face = source.draw(range(i64::MIN, i64::MAX), Span::new(0, 1));
        let word = u64::from_be_bytes(b[..8].try_into().unwrap());
        assert_eq!(face.unwrap(), i64::MIN.wrapping_add(word as i64) as f64);
    }

    #[test]
    fn listed_faces_are_picked_by_index() {
        let faces = [1.0, 5.0, 10.0, 2.5];
        let b = block(&seed(4), "x", "", 0);
        let mut source = FairSource::new(&seed(4), "x", "");
        // Four faces: one byte, 256 = 64 * 4, nothing is refused.
        for &byte in &b[..10] {
            let face = source
                .draw(DieSpec::Faces(&faces), Span::new(0, 1))
                .unwrap();
            assert_eq!(face, faces[usize::from(byte % 4)]);
        }
    }

    #[test]
    fn every_input_changes_the_stream() {
        let first = |s: &ServerSeed, request: &str, player: &str| block(s, request, player, 0);
        let base = first(&seed(1), "discord:interaction:10", "");
        assert_ne!(base, first(&seed(2), "discord:interaction:10", ""));
        assert_ne!(base, first(&seed(1), "discord:interaction:11", ""));
        assert_ne!(base, first(&seed(1), "discord:interaction:10", "a"));
        // The lengths keep the fields apart: ("ab", "c") is not ("a", "bc").
        assert_ne!(first(&seed(1), "ab", "c"), first(&seed(1), "a", "bc"));
    }

    #[test]
    fn dice_without_faces_are_refused() {
        let mut source = FairSource::new(&seed(1), "r", "");
        let span = Span::new(2, 4);
        for die in [range(2, 1), DieSpec::Faces(&[])] {
            let err = source.draw(die, span).unwrap_err();
            assert_eq!(err.problem, Problem::NoFaces);
            assert_eq!(err.span, span);
        }
    }

    #[test]
    fn seeds_read_and_commit() {
        let s = ServerSeed::from_hex(
            "000102030405060708090A0B0C0D0E0F101112131415161718191a1b1c1d1e1f",
        )
        .unwrap();
        assert_eq!(
            s.to_hex(),
            "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
        );
        // sha256 of the bytes 0..=31.
        assert_eq!(
            s.commitment(),
            "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"
        );
        assert!(matches_commitment(&s, &s.commitment().to_uppercase()));
        assert!(!matches_commitment(&seed(0), &s.commitment()));
        assert!(!format!("{s:?}").contains(&s.to_hex()));
        assert_eq!(
            ServerSeed::from_hex("abc"),
            Err(SeedError::Length { found: 3 })
        );
        assert_eq!(
            ServerSeed::from_hex(&"g".repeat(64)),
            Err(SeedError::NotHex)
        );
        let fresh = ServerSeed::from_os().unwrap();
        assert_ne!(fresh, ServerSeed::from_os().unwrap());
    }

    #[test]
    fn drawn_dice_are_written_as_the_reference_reads_them() {
        let written: Vec<String> = [
            DrawnDie::Range { lo: 1, hi: 6 },
            DrawnDie::Range { lo: -1, hi: 1 },
            DrawnDie::Range { lo: 0, hi: 9 },
            DrawnDie::Range { lo: -5, hi: 5 },
            DrawnDie::Faces(vec![1.0, 5.0, 10.0]),
            DrawnDie::Faces(vec![0.5, -2.25]),
        ]
        .iter()
        .map(ToString::to_string)
        .collect();
        assert_eq!(
            written,
            ["d6", "dF", "0..9", "-5..5", "[1,5,10]", "[0.5,-2.25]"]
        );
    }

    #[test]
    fn a_recording_keeps_every_die_in_order() {
        let mut recording = Recording::new(FairSource::new(&seed(2), "r", "p"));
        let mut plain = FairSource::new(&seed(2), "r", "p");
        let faces = [3.0, 4.0];
        let span = Span::new(0, 1);
        for die in [range(1, 6), DieSpec::Faces(&faces), range(-1, 1)] {
            let face = recording.draw(die, span).unwrap();
            assert_eq!(face, plain.draw(die, span).unwrap());
        }
        let dice: Vec<String> = recording.drawn.iter().map(|d| d.die.to_string()).collect();
        assert_eq!(dice, ["d6", "[3,4]", "dF"]);
        // A die that cannot be drawn is not written down.
        assert!(recording.draw(range(2, 1), span).is_err());
        assert_eq!(recording.drawn.len(), 3);
    }

    #[test]
    fn a_recomputed_roll_finds_where_a_log_parts_from_it() {
        let roller = Roller::new(crate::Dialect::Standard);
        let again = || Recomputed::roll(&roller, "4d6kh3", &seed(6), "r", "").unwrap();
        let roll = again();
        let faces = roll.faces();
        assert_eq!(faces.len(), 4);
        assert_eq!(again().faces(), faces);
        assert_eq!(roll.mismatch(&faces), None);
        let mut wrong = faces.clone();
        wrong[2] = if wrong[2] == 6.0 { 1.0 } else { 6.0 };
        assert_eq!(
            roll.mismatch(&wrong),
            Some(Mismatch::Face {
                die: 2,
                logged: wrong[2],
                recomputed: faces[2]
            })
        );
        assert_eq!(
            roll.mismatch(&faces[..3]),
            Some(Mismatch::Count {
                logged: 3,
                recomputed: 4
            })
        );
        let mut more = faces.clone();
        more.push(1.0);
        assert!(matches!(roll.mismatch(&more), Some(Mismatch::Count { .. })));
    }

    #[test]
    fn request_ids_are_written_with_their_kind() {
        assert_eq!(
            RequestId::DiscordInteraction(1_234).to_string(),
            "discord:interaction:1234"
        );
        assert_eq!(
            RequestId::TelegramUpdate(-5).to_string(),
            "telegram:update:-5"
        );
        assert_eq!(
            RequestId::TelegramInline("AAQx").to_string(),
            "telegram:inline:AAQx"
        );
    }
}
