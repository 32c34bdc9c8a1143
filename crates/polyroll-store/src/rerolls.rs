//! Rerolls: a logged roll rolled again in part ("Reroll…": keep some dice, roll the rest;
//! a game system's push). The reroll is a logged roll of its own, tied to the roll it
//! rerolls in the `rerolls` table. A roll gets a row there only once it is rerolled, so a
//! roll that never is costs nothing more than any other; its dice are derived from the
//! log's fair inputs when "Reroll…" is pressed.
//!
//! A chain of rerolls is linear: each roll is rerolled at most once, and the roll that
//! replaces it carries on what the rule allows (`rerolls_left`).

use crate::backend::{now, owner_tx};
use crate::error::Result;
use crate::rolls::{bind_roll, NewRoll, Place, RollId, RollRecord, RollRow, ROLL_COLUMNS};
use crate::{Owner, Store};

/// A reroll to log.
#[derive(Clone, Debug)]
pub struct NewReroll<'a> {
    /// The roll rerolled, as read from the log.
    pub of: &'a RollRecord,
    /// The new roll.
    pub roll: &'a NewRoll,
    /// The rule that chose what was rolled again (`hold`, `push`).
    pub rule: &'a str,
    /// The dice of [`NewReroll::of`] in draw order, as the row keeps them (see
    /// [`RerollLink::dice`]): written when it is its chain's first.
    pub of_dice: &'a str,
    /// The new roll's dice in draw order, each kept one marked `=`: `=6 3 =1 5`.
    pub dice: &'a str,
    /// Rerolls the rule allows a chain, counted when [`NewReroll::of`] is its first.
    pub allowed: u32,
}

/// What logging a reroll gave.
#[derive(Clone, Debug, PartialEq)]
pub enum Rerolled {
    /// Logged; `left` more rerolls may follow it. (Boxed: a record is large.)
    Logged { record: Box<RollRecord>, left: u32 },
    /// The roll was rerolled already (or its rule allows no more): nothing was logged.
    Spent,
}

/// One roll of a chain of rerolls, first to last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RerollLink {
    /// The row's number (the store's own).
    pub id: i64,
    pub shown: RollId,
    /// Its dice in draw order; a die kept from the roll before is marked `=`.
    pub dice: String,
    pub rule: String,
    /// Rerolls that may still follow this roll (none once it is rerolled).
    pub rerolls_left: u32,
    /// Where the roll was made: what may link it (a page links only rolls made in the open).
    pub place: Place,
}

/// A row of `rerolls` read in a chain: the roll's row number, drawn id, dice, rule, rerolls
/// left and place.
type LinkRow = (i64, Option<i64>, String, String, i64, String);

impl Store {
    /// Logs `r.roll` as the reroll of `r.of`, once: in one transaction, the roll rerolled
    /// is marked as such (it cannot be rerolled again), the new roll is logged and takes on
    /// what its chain has left. [`Rerolled::Spent`] when `r.of` was rerolled already or its
    /// chain has no reroll left; then nothing is written.
    pub async fn log_reroll(&self, r: &NewReroll<'_>) -> Result<Rerolled> {
        let owner = Owner::user(&r.of.platform, &r.of.user);
        let now = now();
        let public_id = match RollId::draw()? {
            RollId::Drawn(value) | RollId::Legacy(value) => value,
        };
        let insert = format!(
            "INSERT INTO rolls (platform, user_id, chat_id, input, canonical, dialect, \
             result, total, roll_key, created_at, user_name, place, detail, channel_id, \
             public_id, fair_period, fair_request, fair_player, fair_dice, fair_faces) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, \
             $16, $17, $18, $19, $20) RETURNING {ROLL_COLUMNS}"
        );
        let done = owner_tx!(self, &owner, tx => {
            self.health.count_round_trips(1);
            let state: Option<(i64, i64)> = sqlx::query_as(
                "SELECT first_id, rerolls_left FROM rerolls WHERE roll_id = $1",
            )
            .bind(r.of.id)
            .fetch_optional(&mut *tx)
            .await?;
            let (first, left) = match state {
                Some((first, left)) => (first, u32::try_from(left).unwrap_or(0)),
                None => (r.of.id, r.allowed),
            };
            if left == 0 {
                return Ok(Rerolled::Spent);
            }
            // The roll rerolled keeps its row with nothing left: its chain goes on below.
            self.health.count_round_trips(1);
            sqlx::query(
                "INSERT INTO rerolls (roll_id, first_id, dice, rule, rerolls_left, created_at) \
                 VALUES ($1, $2, $3, $4, 0, $5) \
                 ON CONFLICT (roll_id) DO UPDATE SET rerolls_left = 0",
            )
            .bind(r.of.id)
            .bind(first)
            .bind(r.of_dice)
            .bind(r.rule)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            self.health.count_round_trips(1);
            let row: RollRow = bind_roll!(
                sqlx::query_as(sqlx::AssertSqlSafe(insert.clone())),
                r.roll,
                now,
                public_id
            )
            .fetch_one(&mut *tx)
            .await?;
            let record = RollRecord::from(row);
            let left = left - 1;
            self.health.count_round_trips(1);
            sqlx::query(
                "INSERT INTO rerolls (roll_id, first_id, dice, rule, rerolls_left, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(record.id)
            .bind(first)
            .bind(r.dice)
            .bind(r.rule)
            .bind(i64::from(left))
            .bind(now)
            .execute(&mut *tx)
            .await?;
            Rerolled::Logged {
                record: Box::new(record),
                left,
            }
        });
        if let Rerolled::Logged { .. } = done {
            self.logged(1);
        }
        Ok(done)
    }

    /// The chain of rerolls roll `id` (the row's number) belongs to, first to last; empty
    /// for a roll never rerolled. Rolls trimmed from the log are left out.
    pub async fn reroll_chain(&self, id: i64) -> Result<Vec<RerollLink>> {
        let rows: Vec<LinkRow> = crate::backend::on_pool!(self, pool => {
            sqlx::query_as(
                "SELECT r.roll_id, rolls.public_id, r.dice, r.rule, r.rerolls_left, rolls.place \
                 FROM rerolls r \
                 JOIN rolls ON rolls.id = r.roll_id \
                 WHERE r.first_id = (SELECT first_id FROM rerolls WHERE roll_id = $1) \
                 ORDER BY r.roll_id",
            )
            .bind(id)
            .fetch_all(pool)
            .await?
        });
        Ok(rows
            .into_iter()
            .map(|(id, public_id, dice, rule, left, place)| RerollLink {
                id,
                shown: public_id.map_or(RollId::Legacy(id), RollId::Drawn),
                dice,
                rule,
                rerolls_left: u32::try_from(left).unwrap_or(0),
                place: Place::from_db(&place),
            })
            .collect())
    }
}
