//! The server seeds of provably fair rolls: one secret seed per period, its SHA-256
//! commitment shown from the moment it is stored (a whole period before it is first used:
//! each call makes sure the next period's seed exists too), the seed itself shown only once
//! its period has ended and a short grace has passed ([`reveal_grace`]), so that no
//! process whose clock runs a little behind still rolls with a seed that is public.
//!
//! Several processes share the table: a missing period is inserted with `ON CONFLICT DO
//! NOTHING` and then read back, so whichever process wins, all roll with the one seed the
//! table holds. A seed is used only while `starts_at <= now < ends_at`; periods are whole
//! multiples of their length from the Unix epoch (a day: 00:00 to 00:00 UTC), and a period
//! made after a change of length starts no earlier than the last one ended, so two periods
//! never share a moment.

use polyroll_core::fair::{matches_commitment, ServerSeed};

use crate::backend::on_pool;
use crate::error::{Result, StoreError};
use crate::Store;

/// The longest wait between a period's end and its seed's reveal: one minute, or the
/// period's own length if shorter.
const MAX_REVEAL_GRACE: i64 = 60;

/// How long after its end a period of `length` seconds reveals its seed.
pub fn reveal_grace(length: i64) -> i64 {
    length.clamp(1, MAX_REVEAL_GRACE)
}

/// A period as anyone may see it: when it runs, when its seed is revealed, and the
/// commitment to the seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeedPeriod {
    /// Unix seconds: the first second the seed is used.
    pub starts_at: i64,
    /// Unix seconds: the first second it is no longer used.
    pub ends_at: i64,
    /// Unix seconds: from then on the seed is shown.
    pub reveal_at: i64,
    /// SHA-256 of the seed's bytes, 64 hex digits.
    pub commitment: String,
}

/// A period with its seed: the current one, to roll with (never to show), or one whose
/// seed has been revealed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PeriodSeed {
    pub period: SeedPeriod,
    pub seed: ServerSeed,
}

/// What `/fair` shows: the commitments of the current and the next period, and the
/// latest revealed seeds, newest first. The current and next seeds are not in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FairBoard {
    pub current: SeedPeriod,
    pub next: SeedPeriod,
    pub revealed: Vec<PeriodSeed>,
}

type Row = (i64, i64, i64, String, String);

/// The columns of a [`Row`], for `concat!`.
macro_rules! columns {
    () => {
        "starts_at, ends_at, reveal_at, seed, commitment"
    };
}

fn period_seed(row: Row) -> Result<PeriodSeed> {
    let (starts_at, ends_at, reveal_at, seed, commitment) = row;
    let seed = ServerSeed::from_hex(&seed)
        .map_err(|e| StoreError::Database(format!("the fair seed of {starts_at}: {e}")))?;
    // A seed edited in the table after its commitment was published must never roll.
    if !matches_commitment(&seed, &commitment) {
        return Err(StoreError::Database(format!(
            "the fair seed of {starts_at} does not match its commitment"
        )));
    }
    Ok(PeriodSeed {
        period: SeedPeriod {
            starts_at,
            ends_at,
            reveal_at,
            commitment,
        },
        seed,
    })
}

fn out_of_range() -> StoreError {
    StoreError::Database("the clock is outside the range of fair periods".into())
}

impl Store {
    /// The seed to roll with at `now` (Unix seconds), periods being `length` seconds long:
    /// the stored period holding `now`, made if there is none, and the next period made
    /// if missing, so its commitment is out before it is used.
    pub async fn fair_seed(&self, now: i64, length: i64) -> Result<PeriodSeed> {
        let length = length.max(1);
        let current = match self.latest_period(now).await? {
            Some(p) if now < p.period.ends_at => p,
            before => {
                let aligned = now
                    .div_euclid(length)
                    .checked_mul(length)
                    .ok_or_else(out_of_range)?;
                let ends_at = aligned.checked_add(length).ok_or_else(out_of_range)?;
                // After a change of length the aligned start may fall inside the last
                // period: start where it ended.
                let starts_at = before.map_or(aligned, |p| aligned.max(p.period.ends_at));
                self.insert_period(starts_at, ends_at, length, now).await?;
                match self.latest_period(now).await? {
                    Some(p) if now < p.period.ends_at => p,
                    _ => {
                        return Err(StoreError::Database(
                            "no fair period holds the present moment".into(),
                        ))
                    }
                }
            }
        };
        // The next period ends on a multiple of the length, like every period made here
        // (after a change of length, the first one realigns).
        let next_end = current
            .period
            .ends_at
            .div_euclid(length)
            .checked_add(1)
            .and_then(|n| n.checked_mul(length))
            .ok_or_else(out_of_range)?;
        self.insert_period(current.period.ends_at, next_end, length, now)
            .await?;
        Ok(current)
    }

    /// The commitments of the current and next periods (made if missing) and the last
    /// `revealed` seeds whose reveal time has come, newest first.
    pub async fn fair_board(&self, now: i64, length: i64, revealed: u32) -> Result<FairBoard> {
        let current = self.fair_seed(now, length).await?.period;
        // The next period has the latest start of all: it comes first.
        let rows: Vec<Row> = on_pool!(self, pool => {
            sqlx::query_as(concat!(
                "SELECT ", columns!(), " FROM fair_seeds \
                 WHERE starts_at = $1 OR reveal_at <= $2 \
                 ORDER BY starts_at DESC LIMIT $3"
            ))
            .bind(current.ends_at)
            .bind(now)
            .bind(i64::from(revealed) + 1)
            .fetch_all(pool)
            .await?
        });
        let mut next = None;
        let mut shown = Vec::new();
        for row in rows {
            let p = period_seed(row)?;
            if p.period.starts_at == current.ends_at {
                next = Some(p.period);
            } else if p.period.reveal_at <= now && shown.len() < revealed as usize {
                shown.push(p);
            }
        }
        let next =
            next.ok_or_else(|| StoreError::Database("the next fair period was not stored".into()))?;
        Ok(FairBoard {
            current,
            next,
            revealed: shown,
        })
    }

    /// The period that started at `starts_at` (a logged roll's), as anyone may see it at
    /// `now`: its commitment always, its seed only once its reveal time has come.
    pub async fn fair_period(
        &self,
        starts_at: i64,
        now: i64,
    ) -> Result<Option<(SeedPeriod, Option<ServerSeed>)>> {
        let row: Option<Row> = on_pool!(self, pool => {
            sqlx::query_as(concat!(
                "SELECT ", columns!(), " FROM fair_seeds WHERE starts_at = $1"
            ))
            .bind(starts_at)
            .fetch_optional(pool)
            .await?
        });
        let Some(found) = row.map(period_seed).transpose()? else {
            return Ok(None);
        };
        let seed = (found.period.reveal_at <= now).then_some(found.seed);
        Ok(Some((found.period, seed)))
    }

    /// The period that started last at or before `now` (it may have ended).
    async fn latest_period(&self, now: i64) -> Result<Option<PeriodSeed>> {
        let row: Option<Row> = on_pool!(self, pool => {
            sqlx::query_as(concat!(
                "SELECT ", columns!(), " FROM fair_seeds WHERE starts_at <= $1 \
                 ORDER BY starts_at DESC LIMIT 1"
            ))
            .bind(now)
            .fetch_optional(pool)
            .await?
        });
        row.map(period_seed).transpose()
    }

    /// Stores a fresh seed for `[starts_at, ends_at)` unless a period starting then exists
    /// (made by this process or another): the first one stored stays.
    async fn insert_period(
        &self,
        starts_at: i64,
        ends_at: i64,
        length: i64,
        now: i64,
    ) -> Result<()> {
        let seed = ServerSeed::from_os().map_err(|e| StoreError::Database(e.to_string()))?;
        let reveal_at = ends_at
            .checked_add(reveal_grace(length))
            .ok_or_else(out_of_range)?;
        on_pool!(self, pool => {
            sqlx::query(
                "INSERT INTO fair_seeds \
                 (starts_at, ends_at, reveal_at, seed, commitment, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (starts_at) DO NOTHING",
            )
            .bind(starts_at)
            .bind(ends_at)
            .bind(reveal_at)
            .bind(seed.to_hex())
            .bind(seed.commitment())
            .bind(now)
            .execute(pool)
            .await?;
        });
        Ok(())
    }
}
