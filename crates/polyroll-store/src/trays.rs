//! Dice trays: up to [`MAX_TRAY_BUTTONS`] labelled rolls saved under a name by a user or a
//! chat, posted as one message with a button per roll. A button names its tray by a public
//! id drawn at random (never reused, never counted through), so a copy posted before a
//! restart still presses, a copy of a deleted tray is told apart from any newer one, and
//! knowing one tray's buttons tells nothing of another's.

use polyroll_core::Dialect;

use crate::backend::{bind_owner, now, on_pool, owner_tx, value_rows};
use crate::error::{FormulaProblem, Result, StoreError, TrayProblem};
use crate::names::check_formula_text;
use crate::rules::MAX_NAME_CHARS;
use crate::{Owner, Scope, Store};

/// Buttons on one tray: Discord shows at most five rows of five.
pub const MAX_TRAY_BUTTONS: usize = 25;
/// Trays one owner (a user or a chat) may keep.
pub const MAX_TRAYS_PER_OWNER: u32 = 20;
/// A button's label: Discord cuts longer ones.
pub const MAX_LABEL_CHARS: usize = 80;

/// One roll of a tray: what its button says, and what it rolls (a formula, or an alias's
/// name with its arguments, read with the presser's aliases) in its notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrayButton {
    pub label: String,
    pub formula: String,
    pub dialect: Dialect,
}

/// A saved tray, its buttons in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tray {
    pub id: i64,
    /// What its buttons carry: 32 hex digits drawn from the operating system.
    pub public_id: String,
    pub owner: Owner,
    pub name: String,
    pub buttons: Vec<TrayButton>,
}

/// A tray as listed: its name and how many buttons it has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraySummary {
    pub name: String,
    pub buttons: usize,
}

/// `id, public_id, platform, scope, owner_id, name, position, label, formula, dialect`: a
/// tray's row joined with one of its buttons, in that order in every SELECT below.
type TrayRow = (
    i64,
    String,
    String,
    String,
    String,
    String,
    i64,
    String,
    String,
    String,
);

/// The SELECT of [`TrayRow`]s, before its WHERE.
macro_rules! tray_rows {
    () => {
        "SELECT t.id, t.public_id, t.platform, t.scope, t.owner_id, t.name, \
         b.position, b.label, b.formula, b.dialect \
         FROM trays t JOIN tray_buttons b ON b.tray_id = t.id "
    };
}

/// Trays from rows (any order): each with its buttons by position.
fn trays_of(rows: Vec<TrayRow>) -> Result<Vec<Tray>> {
    let mut rows = rows;
    rows.sort_by_key(|row| (row.0, row.6));
    let mut trays: Vec<Tray> = Vec::new();
    for (id, public_id, platform, scope, owner_id, name, _, label, formula, dialect) in rows {
        let dialect = dialect
            .parse()
            .map_err(|e| StoreError::Database(format!("tray '{name}': {e}")))?;
        let button = TrayButton {
            label,
            formula,
            dialect,
        };
        match trays.last_mut() {
            Some(tray) if tray.id == id => tray.buttons.push(button),
            _ => trays.push(Tray {
                id,
                public_id,
                owner: Owner {
                    platform,
                    scope: Scope::from_db(&scope)?,
                    id: owner_id,
                },
                name,
                buttons: vec![button],
            }),
        }
    }
    Ok(trays)
}

/// A tray's name: a word (a letter first, then letters, digits, `_` and `-`) of at most 32
/// characters, any case; lower-cased.
pub fn normalize_tray_name(raw: &str) -> Result<String> {
    let name = raw.trim().to_lowercase();
    let mut chars = name.chars();
    let word = chars.next().is_some_and(char::is_alphabetic)
        && chars.all(|c| c.is_alphanumeric() || c == '_' || c == '-');
    if word && name.chars().count() <= MAX_NAME_CHARS {
        Ok(name)
    } else {
        Err(StoreError::Tray(TrayProblem::BadName(
            raw.trim().to_string(),
        )))
    }
}

/// The buttons checked and trimmed: one to [`MAX_TRAY_BUTTONS`] of them, each labelled
/// (at most [`MAX_LABEL_CHARS`]) with a formula within the saved formulas' rules that
/// reads in its notation — or names an alias (`str`, `atk 5`), which is only read when
/// pressed, with the presser's aliases.
pub fn check_buttons(buttons: &[TrayButton]) -> Result<Vec<TrayButton>> {
    if buttons.is_empty() {
        return Err(StoreError::Tray(TrayProblem::NoButtons));
    }
    if buttons.len() > MAX_TRAY_BUTTONS {
        return Err(StoreError::Tray(TrayProblem::TooManyButtons {
            max: MAX_TRAY_BUTTONS,
            given: buttons.len(),
        }));
    }
    buttons
        .iter()
        .enumerate()
        .map(|(i, button)| {
            let index = i.saturating_add(1);
            let label = button.label.trim();
            if label.is_empty() {
                return Err(StoreError::Tray(TrayProblem::EmptyLabel { index }));
            }
            if label.chars().count() > MAX_LABEL_CHARS {
                return Err(StoreError::Tray(TrayProblem::LabelTooLong {
                    index,
                    max: MAX_LABEL_CHARS,
                }));
            }
            let formula =
                check_button_formula(&button.formula, button.dialect).map_err(|problem| {
                    StoreError::Tray(TrayProblem::Formula {
                        index,
                        label: label.to_string(),
                        problem,
                    })
                })?;
            Ok(TrayButton {
                label: label.to_string(),
                formula,
                dialect: button.dialect,
            })
        })
        .collect()
}

/// A formula as saved aliases' are checked, except that a text starting with a word that
/// may be an alias's name (`str`, `atk 5`) is taken as it is: whose alias it reads is only
/// known when someone presses it.
fn check_button_formula(
    formula: &str,
    dialect: Dialect,
) -> std::result::Result<String, FormulaProblem> {
    let checked = check_formula_text(formula, dialect);
    match checked {
        Err(FormulaProblem::Unreadable { .. }) => {
            let text = formula.trim();
            let first = text.split_whitespace().next().unwrap_or_default();
            if crate::names::name_problem(&first.to_lowercase()).is_none() {
                Ok(text.to_string())
            } else {
                checked
            }
        }
        other => other,
    }
}

/// A fresh public id: 128 bits from the operating system's random source, in hex.
fn draw_public_id() -> Result<String> {
    use rand::TryRngCore;
    let mut bytes = [0u8; 16];
    rand::rngs::OsRng
        .try_fill_bytes(&mut bytes)
        .map_err(|e| StoreError::Database(format!("no random tray id: {e}")))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Whether `text` can be a public id at all (32 lower-case hex digits): anything else is
/// answered without asking the database.
fn is_public_id(text: &str) -> bool {
    text.len() == 32 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

const TRAY_ID: &str =
    "SELECT id FROM trays WHERE platform = $1 AND scope = $2 AND owner_id = $3 AND name = $4";

impl Store {
    /// Saves the tray `name` of `owner`, replacing one of the same name (which gets a new
    /// id: its posted copies then answer that it is gone, rather than press rolls their
    /// labels no longer describe). A new tray beyond [`MAX_TRAYS_PER_OWNER`] is refused.
    pub async fn save_tray(
        &self,
        owner: &Owner,
        name: &str,
        buttons: &[TrayButton],
    ) -> Result<Tray> {
        let name = normalize_tray_name(name)?;
        let buttons = check_buttons(buttons)?;
        let public_id = draw_public_id()?;
        let now = now();
        let values = value_rows(buttons.len(), 2, 4, |at| {
            format!("($1, ${at}, ${}, ${}, ${})", at + 1, at + 2, at + 3)
        });
        let insert_buttons = format!(
            "INSERT INTO tray_buttons (tray_id, position, label, formula, dialect) VALUES {values}"
        );
        let id = owner_tx!(self, owner, tx => {
            self.health.count_round_trips(1);
            let existing: Option<i64> = bind_owner!(sqlx::query_scalar(TRAY_ID), owner)
                .bind(&name)
                .fetch_optional(&mut *tx)
                .await?;
            match existing {
                Some(old) => {
                    self.health.count_round_trips(1);
                    sqlx::query("DELETE FROM trays WHERE id = $1")
                        .bind(old)
                        .execute(&mut *tx)
                        .await?;
                }
                None => {
                    self.health.count_round_trips(1);
                    let count: i64 = bind_owner!(sqlx::query_scalar(
                        "SELECT COUNT(*) FROM trays \
                         WHERE platform = $1 AND scope = $2 AND owner_id = $3",
                    ), owner)
                    .fetch_one(&mut *tx)
                    .await?;
                    if count >= i64::from(MAX_TRAYS_PER_OWNER) {
                        return Err(StoreError::Tray(TrayProblem::TooManyTrays {
                            max: MAX_TRAYS_PER_OWNER,
                        }));
                    }
                }
            }
            self.health.count_round_trips(1);
            let id: i64 = bind_owner!(sqlx::query_scalar(
                "INSERT INTO trays (platform, scope, owner_id, name, created_at, public_id) \
                 VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
            ), owner)
            .bind(&name)
            .bind(now)
            .bind(&public_id)
            .fetch_one(&mut *tx)
            .await?;
            self.health.count_round_trips(1);
            let mut query = sqlx::query(sqlx::AssertSqlSafe(insert_buttons.clone())).bind(id);
            for (i, button) in buttons.iter().enumerate() {
                let position = i64::try_from(i).unwrap_or(i64::MAX).saturating_add(1);
                query = query
                    .bind(position)
                    .bind(&button.label)
                    .bind(&button.formula)
                    .bind(button.dialect.name());
            }
            query.execute(&mut *tx).await?;
            id
        });
        Ok(Tray {
            id,
            public_id,
            owner: owner.clone(),
            name,
            buttons,
        })
    }

    /// The owner's own tray of that name.
    pub async fn tray(&self, owner: &Owner, name: &str) -> Result<Option<Tray>> {
        let name = normalize_tray_name(name)?;
        let rows: Vec<TrayRow> = on_pool!(self, pool => {
            sqlx::query_as(concat!(
                tray_rows!(),
                "WHERE t.platform = $1 AND t.scope = $2 AND t.owner_id = $3 AND t.name = $4"
            ))
            .bind(&owner.platform)
            .bind(owner.scope.as_str())
            .bind(&owner.id)
            .bind(&name)
            .fetch_all(pool)
            .await?
        });
        Ok(trays_of(rows)?.pop())
    }

    /// The tray `name` a user means in a chat: their own, else the chat's (as with aliases),
    /// in one query.
    pub async fn find_tray(
        &self,
        platform: &str,
        user: &str,
        chat: Option<&str>,
        name: &str,
    ) -> Result<Option<Tray>> {
        let name = normalize_tray_name(name)?;
        let rows: Vec<TrayRow> = on_pool!(self, pool => {
            sqlx::query_as(concat!(
                tray_rows!(),
                "WHERE t.platform = $1 AND t.name = $4 AND \
                 ((t.scope = 'user' AND t.owner_id = $2) OR (t.scope = 'chat' AND t.owner_id = $3))"
            ))
            .bind(platform)
            .bind(user)
            .bind(chat)
            .bind(&name)
            .fetch_all(pool)
            .await?
        });
        let mut trays = trays_of(rows)?;
        trays.sort_by_key(|tray| tray.owner.scope != Scope::User);
        Ok(trays.into_iter().next())
    }

    /// The tray a button names by its public id, whoever owns it; `None` once it was
    /// deleted or replaced, or for an id no tray ever had.
    pub async fn tray_by_public_id(&self, public_id: &str) -> Result<Option<Tray>> {
        if !is_public_id(public_id) {
            return Ok(None);
        }
        let rows: Vec<TrayRow> = on_pool!(self, pool => {
            sqlx::query_as(concat!(tray_rows!(), "WHERE t.public_id = $1"))
                .bind(public_id)
                .fetch_all(pool)
                .await?
        });
        Ok(trays_of(rows)?.pop())
    }

    /// Records `message` as the one live copy of `tray` in `chat` (a Discord channel) and
    /// returns the copy it replaces, for the caller to delete; `None` when there was none,
    /// or when the tray is gone (nothing is recorded then). One step under the owner's
    /// lock, so of two presses at once each deletes the copy the other had posted, and one
    /// copy is left.
    pub async fn move_tray_copy(
        &self,
        tray: &Tray,
        chat: &str,
        message: &str,
    ) -> Result<Option<String>> {
        let now = now();
        let old = owner_tx!(self, &tray.owner, tx => {
            self.health.count_round_trips(1);
            let old: Option<String> = sqlx::query_scalar(
                "SELECT message_id FROM tray_posts WHERE tray_id = $1 AND chat_id = $2",
            )
            .bind(tray.id)
            .bind(chat)
            .fetch_optional(&mut *tx)
            .await?;
            self.health.count_round_trips(1);
            // `WHERE EXISTS`: a tray deleted meanwhile gets no record (and SQLite's upsert
            // after a SELECT needs a WHERE to read).
            sqlx::query(
                "INSERT INTO tray_posts (tray_id, chat_id, message_id, posted_at) \
                 SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM trays WHERE id = $1) \
                 ON CONFLICT (tray_id, chat_id) \
                 DO UPDATE SET message_id = excluded.message_id, posted_at = excluded.posted_at",
            )
            .bind(tray.id)
            .bind(chat)
            .bind(message)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            old
        });
        Ok(old.filter(|old| old != message))
    }

    /// The owner's trays, sorted by name.
    pub async fn list_trays(&self, owner: &Owner) -> Result<Vec<TraySummary>> {
        let rows: Vec<(String, i64)> = on_pool!(self, pool => {
            bind_owner!(sqlx::query_as(
                "SELECT t.name, COUNT(b.position) FROM trays t \
                 LEFT JOIN tray_buttons b ON b.tray_id = t.id \
                 WHERE t.platform = $1 AND t.scope = $2 AND t.owner_id = $3 \
                 GROUP BY t.id, t.name",
            ), owner)
            .fetch_all(pool)
            .await?
        });
        let mut trays: Vec<TraySummary> = rows
            .into_iter()
            .map(|(name, buttons)| TraySummary {
                name,
                buttons: usize::try_from(buttons).unwrap_or(0),
            })
            .collect();
        // Sorted here, as aliases are: the same order on both databases.
        trays.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(trays)
    }

    /// Renames the owner's tray `old` to `new`, keeping its id: posted copies go on
    /// pressing it.
    pub async fn rename_tray(&self, owner: &Owner, old: &str, new: &str) -> Result<()> {
        let old = normalize_tray_name(old)?;
        let new = normalize_tray_name(new)?;
        owner_tx!(self, owner, tx => {
            self.health.count_round_trips(1);
            let found: Option<i64> = bind_owner!(sqlx::query_scalar(TRAY_ID), owner)
                .bind(&old)
                .fetch_optional(&mut *tx)
                .await?;
            let Some(id) = found else {
                return Err(StoreError::Tray(TrayProblem::NotFound(old)));
            };
            if old != new {
                self.health.count_round_trips(1);
                let taken: Option<i64> = bind_owner!(sqlx::query_scalar(TRAY_ID), owner)
                    .bind(&new)
                    .fetch_optional(&mut *tx)
                    .await?;
                if taken.is_some() {
                    return Err(StoreError::Tray(TrayProblem::Taken(new)));
                }
                self.health.count_round_trips(1);
                sqlx::query("UPDATE trays SET name = $2 WHERE id = $1")
                    .bind(id)
                    .bind(&new)
                    .execute(&mut *tx)
                    .await?;
            }
        });
        Ok(())
    }

    /// Deletes the owner's tray (its buttons and posted copies' records with it); false when
    /// there was none.
    pub async fn delete_tray(&self, owner: &Owner, name: &str) -> Result<bool> {
        let name = normalize_tray_name(name)?;
        let deleted = on_pool!(self, pool => {
            bind_owner!(sqlx::query(
                "DELETE FROM trays \
                 WHERE platform = $1 AND scope = $2 AND owner_id = $3 AND name = $4",
            ), owner)
            .bind(&name)
            .execute(pool)
            .await?
            .rows_affected()
        });
        Ok(deleted > 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn button(label: &str, formula: &str) -> TrayButton {
        TrayButton {
            label: label.into(),
            formula: formula.into(),
            dialect: Dialect::Standard,
        }
    }

    fn problem(buttons: &[TrayButton]) -> TrayProblem {
        match check_buttons(buttons) {
            Err(StoreError::Tray(problem)) => problem,
            other => panic!("not refused: {other:?}"),
        }
    }

    #[test]
    fn buttons_are_trimmed_and_may_name_aliases() {
        let checked = check_buttons(&[
            button(" Attack ", " 1d20+[str] "),
            button("Strike", "atk 5"),
            button("Str", "str"),
        ])
        .unwrap();
        assert_eq!(checked[0], button("Attack", "1d20+[str]"));
        assert_eq!(checked[1].formula, "atk 5");
        assert_eq!(checked[2].formula, "str");
    }

    #[test]
    fn bad_buttons_are_refused_naming_the_rule() {
        assert_eq!(problem(&[]), TrayProblem::NoButtons);
        assert_eq!(
            problem(&vec![button("a", "1d6"); 26]),
            TrayProblem::TooManyButtons { max: 25, given: 26 }
        );
        assert_eq!(
            problem(&[button("a", "1d6"), button(&"x".repeat(81), "1d6")]),
            TrayProblem::LabelTooLong { index: 2, max: 80 }
        );
        assert_eq!(
            problem(&[button(" ", "1d6")]),
            TrayProblem::EmptyLabel { index: 1 }
        );
        assert!(matches!(
            problem(&[button("a", "1d20+")]),
            TrayProblem::Formula {
                index: 1,
                problem: FormulaProblem::Unreadable { .. },
                ..
            }
        ));
        assert!(matches!(
            problem(&[button("a", &"1+".repeat(600))]),
            TrayProblem::Formula {
                problem: FormulaProblem::TooLong { max: 1000 },
                ..
            }
        ));
        // 25 fit.
        assert_eq!(
            check_buttons(&vec![button("a", "1d6"); 25]).unwrap().len(),
            25
        );
    }

    #[test]
    fn tray_names_are_words() {
        assert_eq!(normalize_tray_name(" Combat ").unwrap(), "combat");
        assert_eq!(normalize_tray_name("бой-2").unwrap(), "бой-2");
        for bad in ["", "2x", "a b", "a/b", &"a".repeat(33)] {
            assert!(normalize_tray_name(bad).is_err(), "{bad:?}");
        }
    }
}
