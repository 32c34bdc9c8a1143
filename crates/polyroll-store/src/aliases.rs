//! Aliases: saved formulas by name, owned by a user or a chat; their export and import; and
//! the [`AliasMap`] the engine reads `[name]` and keywords from.

use std::collections::{BTreeSet, HashMap};
use std::sync::LazyLock;

use polyroll_core::{Alias, Dialect, Resolver};
use serde::{Deserialize, Serialize};

use crate::backend::{bind_owner, now, on_pool, owner_tx, value_rows};
use crate::error::{EntryProblem, ImportProblem, Result, StoreError};
use crate::names::{
    check_description, check_formula, check_formula_text, like_prefix, name_problem,
    normalize_name, normalize_saved_name,
};
use crate::rules::DIALECT_KEY;
use crate::settings::{dialect_rows, user_and_chat_dialects};
use crate::{Owner, Scope, Store};

/// An alias as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedAlias {
    pub name: String,
    pub formula: String,
    pub dialect: Dialect,
    pub description: Option<String>,
    pub scope: Scope,
}

/// `name, formula, dialect, description, scope`, in that order in every SELECT below.
type AliasRow = (String, String, String, Option<String>, String);

impl SavedAlias {
    fn from_row((name, formula, dialect, description, scope): AliasRow) -> Result<SavedAlias> {
        let dialect = dialect
            .parse()
            .map_err(|e| StoreError::Database(format!("alias '{name}': {e}")))?;
        Ok(SavedAlias {
            name,
            formula,
            dialect,
            description,
            scope: Scope::from_db(&scope)?,
        })
    }
}

impl SavedAlias {
    /// Saved under the old name rule (`a/b`, `d20`, `5`): listed, renamed, exported and
    /// deleted like any other, but never read by a roll.
    pub fn is_legacy(&self) -> bool {
        name_problem(&self.name).is_some()
    }
}

fn saved_all(rows: Vec<AliasRow>) -> Result<Vec<SavedAlias>> {
    rows.into_iter().map(SavedAlias::from_row).collect()
}

/// The aliases one roll can see — the user's, shadowing the chat's — loaded once, so the
/// engine's synchronous [`Resolver`] never waits on the database.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AliasMap {
    aliases: HashMap<String, SavedAlias>,
    /// Names where the user's alias hides the chat's, so a reply can say which was read.
    shadowed: BTreeSet<String>,
}

impl AliasMap {
    /// Every name, sorted.
    pub fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = self.aliases.keys().cloned().collect();
        names.sort();
        names
    }

    pub fn get(&self, name: &str) -> Option<&SavedAlias> {
        self.aliases.get(name)
    }

    /// True when the user's alias `name` hides a chat alias of the same name.
    pub fn shadows_chat(&self, name: &str) -> bool {
        self.shadowed.contains(name)
    }

    /// Adds another load's aliases (a later round of names, read by the first's formulas).
    pub fn merge(&mut self, other: AliasMap) {
        self.aliases.extend(other.aliases);
        self.shadowed.extend(other.shadowed);
    }

    /// The aliases, in no particular order.
    pub fn aliases(&self) -> impl Iterator<Item = &SavedAlias> {
        self.aliases.values()
    }

    pub fn len(&self) -> usize {
        self.aliases.len()
    }

    pub fn is_empty(&self) -> bool {
        self.aliases.is_empty()
    }
}

impl Resolver for AliasMap {
    fn lookup(&self, name: &str) -> Option<Alias> {
        let found = match self.aliases.get(name) {
            Some(a) => Some(a),
            // The engine already normalizes; this keeps a caller that doesn't from missing.
            None => self.aliases.get(&name.trim().to_lowercase()),
        };
        found.map(|a| Alias {
            formula: a.formula.clone(),
            dialect: a.dialect,
        })
    }
}

/// The JSON of [`Store::export_aliases`]; [`Store::import_aliases`] also takes a bare list.
#[derive(Serialize, Deserialize)]
struct ExportFile {
    #[serde(default = "format_tag")]
    format: String,
    #[serde(default = "format_version")]
    version: u32,
    aliases: Vec<ExportedAlias>,
}

#[derive(Serialize, Deserialize)]
struct ExportedAlias {
    name: String,
    formula: String,
    #[serde(default = "default_dialect")]
    dialect: String,
    #[serde(default)]
    description: Option<String>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum ImportFile {
    File(ExportFile),
    List(Vec<ExportedAlias>),
}

const FORMAT_TAG: &str = "polyroll-aliases";
const FORMAT_VERSION: u32 = 1;
/// Two hundred long formulas fit many times over; anything larger is not an export.
const MAX_IMPORT_BYTES: usize = 1 << 20;

fn format_tag() -> String {
    FORMAT_TAG.to_string()
}

fn format_version() -> u32 {
    FORMAT_VERSION
}

fn default_dialect() -> String {
    Dialect::default().name().to_string()
}

/// One alias ready to write: every field checked.
struct Checked {
    name: String,
    formula: String,
    dialect: Dialect,
    description: Option<String>,
}

fn check_import(json: &str, limit: u32) -> Result<Vec<Checked>> {
    check_entries(json, limit).map_err(StoreError::InvalidImport)
}

fn check_entries(json: &str, limit: u32) -> std::result::Result<Vec<Checked>, ImportProblem> {
    if json.len() > MAX_IMPORT_BYTES {
        return Err(ImportProblem::TooBig {
            max_kib: MAX_IMPORT_BYTES / 1024,
        });
    }
    let entries = match serde_json::from_str::<ImportFile>(json) {
        Ok(ImportFile::File(file)) => {
            if file.format != FORMAT_TAG || file.version != FORMAT_VERSION {
                return Err(ImportProblem::WrongFormat {
                    format: file.format,
                    version: file.version,
                });
            }
            file.aliases
        }
        Ok(ImportFile::List(list)) => list,
        Err(_) => return Err(ImportProblem::NotAnExport),
    };
    if entries.len() > limit as usize {
        return Err(ImportProblem::TooMany { limit });
    }
    let mut seen = BTreeSet::new();
    let mut checked = Vec::with_capacity(entries.len());
    for (i, entry) in entries.into_iter().enumerate() {
        let at = |problem: EntryProblem| ImportProblem::Entry {
            index: i.saturating_add(1),
            name: entry.name.trim().to_string(),
            problem,
        };
        let name = entry.name.trim().to_lowercase();
        if let Some(problem) = name_problem(&name) {
            return Err(at(EntryProblem::Name(problem)));
        }
        let dialect: Dialect = entry
            .dialect
            .parse()
            .map_err(|_| at(EntryProblem::Dialect(entry.dialect.trim().to_string())))?;
        let formula = check_formula_text(&entry.formula, dialect)
            .map_err(|problem| at(EntryProblem::Formula(problem)))?;
        let description = check_description(entry.description.as_deref())
            .map_err(|_| at(EntryProblem::DescriptionTooLong))?;
        if !seen.insert(name.clone()) {
            return Err(at(EntryProblem::Duplicate));
        }
        checked.push(Checked {
            name,
            formula,
            dialect,
            description,
        });
    }
    Ok(checked)
}

/// The upsert of `set_alias`: [`upsert_aliases`] of one.
static UPSERT_ALIAS: LazyLock<String> = LazyLock::new(|| upsert_aliases(1));

/// Aliases an import writes with one statement. One statement each made an import of the
/// largest book 200 round trips inside one call's deadline, which a database across a
/// network (or a loaded machine) cannot meet. 4 parameters an alias: 2,004 in all, far
/// below what either database takes in one statement.
const IMPORT_BATCH: usize = 500;

/// Saves `n` aliases of one owner, replacing those of the same name: `$1`–`$3` the owner,
/// `$4` both timestamps, then name, formula, dialect and description of each alias in turn.
fn upsert_aliases(n: usize) -> String {
    let rows = value_rows(n, 5, 4, |p| {
        format!(
            "($1, $2, $3, ${p}, ${}, ${}, ${}, $4, $4)",
            p + 1,
            p + 2,
            p + 3
        )
    });
    format!(
        "INSERT INTO aliases \
         (platform, scope, owner_id, name, formula, dialect, description, created_at, updated_at) \
         VALUES {rows} \
         ON CONFLICT (platform, scope, owner_id, name) DO UPDATE SET \
         formula = excluded.formula, dialect = excluded.dialect, \
         description = excluded.description, updated_at = excluded.updated_at"
    )
}

/// The setting that records that an owner was told about their old-rule names.
const LEGACY_TOLD_KEY: &str = "legacy_names_told";

const COUNT_OWNER: &str =
    "SELECT COUNT(*) FROM aliases WHERE platform = $1 AND scope = $2 AND owner_id = $3";

const COUNT_NAME: &str = "SELECT COUNT(*) FROM aliases \
     WHERE platform = $1 AND scope = $2 AND owner_id = $3 AND name = $4";

impl Store {
    /// Saves `name` for `owner`, replacing one of the same name. Returns true when it is new.
    /// The formula must parse in `dialect`. A new alias beyond the owner's limit is
    /// [`StoreError::TooMany`]. The store does not check permissions: see the crate docs.
    pub async fn set_alias(
        &self,
        owner: &Owner,
        name: &str,
        formula: &str,
        dialect: Dialect,
        description: Option<&str>,
    ) -> Result<bool> {
        let name = normalize_name(name)?;
        let formula = check_formula(formula, dialect)?;
        let description = check_description(description)?;
        let limit = self.config.max_aliases_per_owner;
        let now = now();
        let created = owner_tx!(self, owner, tx => {
            self.health.count_round_trips(1);
            let existing: i64 = bind_owner!(sqlx::query_scalar(COUNT_NAME), owner)
                .bind(&name)
                .fetch_one(&mut *tx)
                .await?;
            if existing == 0 {
                self.health.count_round_trips(1);
                let count: i64 = bind_owner!(sqlx::query_scalar(COUNT_OWNER), owner)
                    .fetch_one(&mut *tx)
                    .await?;
                if count >= i64::from(limit) {
                    return Err(StoreError::TooMany { limit });
                }
            }
            self.health.count_round_trips(1);
            bind_owner!(sqlx::query(UPSERT_ALIAS.as_str()), owner)
                .bind(now)
                .bind(&name)
                .bind(&formula)
                .bind(dialect.name())
                .bind(&description)
                .execute(&mut *tx)
                .await?;
            existing == 0
        });
        Ok(created)
    }

    /// The owner's own alias of that name (no fallback to the chat: see [`Store::find_alias`]).
    pub async fn get_alias(&self, owner: &Owner, name: &str) -> Result<Option<SavedAlias>> {
        let name = normalize_saved_name(name)?;
        let row: Option<AliasRow> = on_pool!(self, pool => {
            bind_owner!(sqlx::query_as(
                "SELECT name, formula, dialect, description, scope FROM aliases \
                 WHERE platform = $1 AND scope = $2 AND owner_id = $3 AND name = $4",
            ), owner)
            .bind(&name)
            .fetch_optional(pool)
            .await?
        });
        row.map(SavedAlias::from_row).transpose()
    }

    /// The owner's aliases whose names start with `prefix` (any case; empty for all), sorted
    /// by name, at most `limit` of them (0 for all). A prefix no name could start with gives
    /// none rather than an error, as autocomplete passes whatever was typed.
    pub async fn list_aliases(
        &self,
        owner: &Owner,
        prefix: &str,
        limit: u32,
    ) -> Result<Vec<SavedAlias>> {
        let prefix = prefix.trim().to_lowercase();
        if !prefix.is_empty() && normalize_saved_name(&prefix).is_err() {
            return Ok(Vec::new());
        }
        let rows: Vec<AliasRow> = on_pool!(self, pool => {
            bind_owner!(sqlx::query_as(
                "SELECT name, formula, dialect, description, scope FROM aliases \
                 WHERE platform = $1 AND scope = $2 AND owner_id = $3 \
                 AND name LIKE $4 ESCAPE '\\'",
            ), owner)
            .bind(like_prefix(&prefix))
            .fetch_all(pool)
            .await?
        });
        let mut aliases = saved_all(rows)?;
        // Sorted here, not by ORDER BY: PostgreSQL would sort by the server's collation and
        // SQLite by bytes; an owner holds at most a few hundred.
        aliases.sort_by(|a, b| a.name.cmp(&b.name));
        if limit > 0 {
            aliases.truncate(limit as usize);
        }
        Ok(aliases)
    }

    /// Renames the owner's alias `old` to `new`; [`StoreError::NotFound`] without `old`,
    /// [`StoreError::AlreadyExists`] when `new` is taken.
    pub async fn rename_alias(&self, owner: &Owner, old: &str, new: &str) -> Result<()> {
        // The old name may be one saved under the old rule: renaming is how it is rescued.
        let old = normalize_saved_name(old)?;
        let new = normalize_name(new)?;
        let now = now();
        owner_tx!(self, owner, tx => {
            self.health.count_round_trips(1);
            let found: i64 = bind_owner!(sqlx::query_scalar(COUNT_NAME), owner)
                .bind(&old)
                .fetch_one(&mut *tx)
                .await?;
            if found == 0 {
                return Err(StoreError::NotFound(old));
            }
            if old != new {
                self.health.count_round_trips(1);
                let taken: i64 = bind_owner!(sqlx::query_scalar(COUNT_NAME), owner)
                    .bind(&new)
                    .fetch_one(&mut *tx)
                    .await?;
                if taken > 0 {
                    return Err(StoreError::AlreadyExists(new));
                }
                self.health.count_round_trips(1);
                bind_owner!(sqlx::query(
                    "UPDATE aliases SET name = $5, updated_at = $6 \
                     WHERE platform = $1 AND scope = $2 AND owner_id = $3 AND name = $4",
                ), owner)
                .bind(&old)
                .bind(&new)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            }
        });
        Ok(())
    }

    /// Deletes the owner's alias; false when there was none.
    pub async fn delete_alias(&self, owner: &Owner, name: &str) -> Result<bool> {
        let name = normalize_saved_name(name)?;
        let deleted = on_pool!(self, pool => {
            bind_owner!(sqlx::query(
                "DELETE FROM aliases \
                 WHERE platform = $1 AND scope = $2 AND owner_id = $3 AND name = $4",
            ), owner)
            .bind(&name)
            .execute(pool)
            .await?
            .rows_affected()
        });
        Ok(deleted > 0)
    }

    /// All of the owner's aliases as JSON (`{"format": "polyroll-aliases", "version": 1,
    /// "aliases": [{"name", "formula", "dialect", "description"}]}`), sorted by name.
    pub async fn export_aliases(&self, owner: &Owner) -> Result<String> {
        let aliases = self.list_aliases(owner, "", 0).await?;
        let file = ExportFile {
            format: format_tag(),
            version: FORMAT_VERSION,
            aliases: aliases
                .into_iter()
                .map(|a| ExportedAlias {
                    name: a.name,
                    formula: a.formula,
                    dialect: a.dialect.name().to_string(),
                    description: a.description,
                })
                .collect(),
        };
        serde_json::to_string_pretty(&file).map_err(|e| StoreError::Database(e.to_string()))
    }

    /// The aliases `json` would import into `owner`'s book, checked as
    /// [`Store::import_aliases`] checks them (the same errors), with nothing written: for
    /// the checks the store cannot make, of how the book reads as a whole.
    pub fn read_import(&self, owner: &Owner, json: &str) -> Result<Vec<SavedAlias>> {
        let entries = check_import(json, self.config.max_aliases_per_owner)?;
        Ok(entries
            .into_iter()
            .map(|e| SavedAlias {
                name: e.name,
                formula: e.formula,
                dialect: e.dialect,
                description: e.description,
                scope: owner.scope,
            })
            .collect())
    }

    /// Adds the aliases of an export (or a bare JSON list of them) to the owner's, replacing
    /// those of the same name, and returns how many were written. Every entry is checked
    /// first and all are written in one transaction, a few statements whatever the book's
    /// size ([`IMPORT_BATCH`]): on any error nothing has changed.
    pub async fn import_aliases(&self, owner: &Owner, json: &str) -> Result<usize> {
        let limit = self.config.max_aliases_per_owner;
        let entries = check_import(json, limit)?;
        let now = now();
        owner_tx!(self, owner, tx => {
            self.health.count_round_trips(1);
            let existing: Vec<String> = bind_owner!(sqlx::query_scalar(
                "SELECT name FROM aliases WHERE platform = $1 AND scope = $2 AND owner_id = $3",
            ), owner)
            .fetch_all(&mut *tx)
            .await?;
            let mut after: BTreeSet<&str> = existing.iter().map(String::as_str).collect();
            after.extend(entries.iter().map(|e| e.name.as_str()));
            if after.len() > limit as usize {
                return Err(StoreError::InvalidImport(ImportProblem::TooMany { limit }));
            }
            // Names are distinct (checked above), so no statement upserts a row twice.
            for batch in entries.chunks(IMPORT_BATCH) {
                self.health.count_round_trips(1);
                let mut query = bind_owner!(
                    sqlx::query(sqlx::AssertSqlSafe(upsert_aliases(batch.len()))),
                    owner
                )
                .bind(now);
                for entry in batch {
                    query = query
                        .bind(&entry.name)
                        .bind(&entry.formula)
                        .bind(entry.dialect.name())
                        .bind(&entry.description);
                }
                query.execute(&mut *tx).await?;
            }
        });
        Ok(entries.len())
    }

    /// The owner's aliases saved under the old name rule, the first time this is asked
    /// about an owner who has any; empty ever after, so the owner is told once.
    pub async fn legacy_names_untold(&self, owner: &Owner) -> Result<Vec<String>> {
        let legacy: Vec<String> = self
            .list_aliases(owner, "", 0)
            .await?
            .into_iter()
            .filter(SavedAlias::is_legacy)
            .map(|a| a.name)
            .collect();
        if legacy.is_empty() || self.setting(owner, LEGACY_TOLD_KEY).await?.is_some() {
            return Ok(Vec::new());
        }
        self.set_setting(owner, LEGACY_TOLD_KEY, Some("1")).await?;
        Ok(legacy)
    }

    /// The alias a whole input names, if it is one: the user's, else the chat's. Input that
    /// can't be a name (`2d6+3`) is simply not an alias.
    pub async fn find_alias(
        &self,
        platform: &str,
        user: &str,
        chat: Option<&str>,
        name: &str,
    ) -> Result<Option<SavedAlias>> {
        let Ok(name) = normalize_name(name) else {
            return Ok(None);
        };
        let row: Option<AliasRow> = on_pool!(self, pool => {
            sqlx::query_as(
                "SELECT name, formula, dialect, description, scope FROM aliases \
                 WHERE platform = $1 AND name = $2 \
                 AND ((scope = 'user' AND owner_id = $3) OR (scope = 'chat' AND owner_id = $4)) \
                 ORDER BY CASE scope WHEN 'user' THEN 0 ELSE 1 END LIMIT 1",
            )
            .bind(platform)
            .bind(&name)
            .bind(user)
            .bind(chat)
            .fetch_optional(pool)
            .await?
        });
        row.map(SavedAlias::from_row).transpose()
    }

    /// Loads everything a roll by `user` in `chat` may read into an [`AliasMap`]: the user's
    /// aliases shadow the chat's of the same name.
    pub async fn resolver(
        &self,
        platform: &str,
        user: &str,
        chat: Option<&str>,
    ) -> Result<AliasMap> {
        let rows: Vec<AliasRow> = on_pool!(self, pool => {
            sqlx::query_as(
                "SELECT name, formula, dialect, description, scope FROM aliases \
                 WHERE platform = $1 \
                 AND ((scope = 'user' AND owner_id = $2) OR (scope = 'chat' AND owner_id = $3))",
            )
            .bind(platform)
            .bind(user)
            .bind(chat)
            .fetch_all(pool)
            .await?
        });
        alias_map(rows)
    }

    /// [`Store::resolver`] and [`Store::dialects`] in one round trip: a preview of every
    /// choice offered while typing (an inline keystroke) reads all of them at once.
    pub async fn resolver_and_dialects(
        &self,
        platform: &str,
        user: &str,
        chat: Option<&str>,
    ) -> Result<(AliasMap, (Option<Dialect>, Option<Dialect>))> {
        // The dialect settings ride along as rows of the same shape, marked by an empty
        // dialect column (no alias has one) and their value in the formula column.
        let rows: Vec<AliasRow> = on_pool!(self, pool => {
            sqlx::query_as(concat!(
                "SELECT name, formula, dialect, description, scope FROM aliases \
                 WHERE platform = $1 \
                 AND ((scope = 'user' AND owner_id = $2) OR (scope = 'chat' AND owner_id = $3)) \
                 UNION ALL SELECT setting_key, value, '', NULL, scope FROM settings ",
                dialect_rows!()
            ))
            .bind(platform)
            .bind(user)
            .bind(chat)
            .bind(DIALECT_KEY)
            .fetch_all(pool)
            .await?
        });
        let (settings, aliases): (Vec<AliasRow>, Vec<AliasRow>) =
            rows.into_iter().partition(|row| row.2.is_empty());
        let dialects = user_and_chat_dialects(
            settings
                .into_iter()
                .map(|(_, value, _, _, scope)| (scope, value)),
        )?;
        Ok((alias_map(aliases)?, dialects))
    }

    /// Only the aliases named (what a program reads, see `Program::names_read`), as
    /// [`Store::resolver`] would load them, in one query; no query at all for no names.
    /// Names that can't be alias names are skipped.
    pub async fn aliases_named(
        &self,
        platform: &str,
        user: &str,
        chat: Option<&str>,
        names: &[String],
    ) -> Result<AliasMap> {
        let mut wanted: Vec<String> = names
            .iter()
            .filter_map(|n| normalize_saved_name(n).ok())
            .collect();
        wanted.sort();
        wanted.dedup();
        wanted.truncate(MAX_NAMES_PER_QUERY);
        if wanted.is_empty() {
            return Ok(AliasMap::default());
        }
        // Only the number of placeholders comes from the input; every value is bound.
        let placeholders: Vec<String> = (0..wanted.len()).map(|i| format!("${}", i + 4)).collect();
        let sql = format!(
            "SELECT name, formula, dialect, description, scope FROM aliases \
             WHERE platform = $1 \
             AND ((scope = 'user' AND owner_id = $2) OR (scope = 'chat' AND owner_id = $3)) \
             AND name IN ({})",
            placeholders.join(", ")
        );
        let rows: Vec<AliasRow> = on_pool!(self, pool => {
            let mut query = sqlx::query_as(sqlx::AssertSqlSafe(sql.clone()))
                .bind(platform)
                .bind(user)
                .bind(chat);
            for name in &wanted {
                query = query.bind(name);
            }
            query.fetch_all(pool).await?
        });
        alias_map(rows)
    }
}

/// At most this many names in one [`Store::aliases_named`] query (far beyond any formula).
const MAX_NAMES_PER_QUERY: usize = 200;

/// The rows a roll may read as a map: the user's aliases shadow the chat's of the same name.
fn alias_map(rows: Vec<AliasRow>) -> Result<AliasMap> {
    let mut aliases: HashMap<String, SavedAlias> = HashMap::new();
    let mut shadowed = BTreeSet::new();
    // Names saved under the old rule are never read by a roll.
    for alias in saved_all(rows)?.into_iter().filter(|a| !a.is_legacy()) {
        match aliases.get(&alias.name).map(|a| a.scope) {
            None => {
                aliases.insert(alias.name.clone(), alias);
            }
            Some(Scope::User) => {
                shadowed.insert(alias.name);
            }
            Some(Scope::Chat) => {
                shadowed.insert(alias.name.clone());
                aliases.insert(alias.name.clone(), alias);
            }
        }
    }
    Ok(AliasMap { aliases, shadowed })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::FormulaProblem;

    #[test]
    fn imports_are_checked_entry_by_entry() {
        let ok = r#"[{"name": "Str", "formula": "3"}, {"name": "atk", "formula": "1d20+[str]", "dialect": "standard"}]"#;
        let entries = check_import(ok, 200).unwrap();
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].name, "str");
        assert_eq!(entries[0].dialect, Dialect::Standard);

        let bad_second = r#"[{"name": "a", "formula": "3"}, {"name": "b c", "formula": "3"}]"#;
        let refused = |json: &str, limit| match check_import(json, limit) {
            Err(StoreError::InvalidImport(problem)) => problem,
            other => panic!("{json} was not refused: {:?}", other.err()),
        };
        let entry = |index, name: &str, problem| ImportProblem::Entry {
            index,
            name: name.into(),
            problem,
        };
        assert_eq!(
            refused(bad_second, 200),
            entry(2, "b c", EntryProblem::Name(crate::NameProblem::NotAWord))
        );
        let duplicate = r#"[{"name": "a", "formula": "3"}, {"name": "A", "formula": "4"}]"#;
        assert_eq!(
            refused(duplicate, 200),
            entry(2, "A", EntryProblem::Duplicate)
        );
        let unknown_dialect = r#"[{"name": "a", "formula": "3", "dialect": "klingon"}]"#;
        assert_eq!(
            refused(unknown_dialect, 200),
            entry(1, "a", EntryProblem::Dialect("klingon".into()))
        );
        let empty = r#"[{"name": "a", "formula": " "}]"#;
        assert_eq!(
            refused(empty, 200),
            entry(1, "a", EntryProblem::Formula(FormulaProblem::Empty))
        );
        let bad_formula = r#"[{"name": "a", "formula": "1d20+"}]"#;
        assert!(matches!(
            refused(bad_formula, 200),
            ImportProblem::Entry {
                index: 1,
                problem: EntryProblem::Formula(FormulaProblem::Unreadable { .. }),
                ..
            }
        ));
        let long = format!(
            r#"[{{"name": "a", "formula": "3", "description": "{}"}}]"#,
            "x".repeat(201)
        );
        assert_eq!(
            refused(&long, 200),
            entry(1, "a", EntryProblem::DescriptionTooLong)
        );
        assert_eq!(refused("not json", 200), ImportProblem::NotAnExport);
        let wrong_format = r#"{"format": "other", "version": 1, "aliases": []}"#;
        assert_eq!(
            refused(wrong_format, 200),
            ImportProblem::WrongFormat {
                format: "other".into(),
                version: 1
            }
        );
        let huge = format!("[{}]", " ".repeat(MAX_IMPORT_BYTES));
        assert_eq!(refused(&huge, 200), ImportProblem::TooBig { max_kib: 1024 });
        assert_eq!(refused(ok, 1), ImportProblem::TooMany { limit: 1 });
    }

    #[test]
    fn the_map_lets_users_shadow_chats() {
        let alias = |scope, formula: &str| SavedAlias {
            name: "str".into(),
            formula: formula.into(),
            dialect: Dialect::Standard,
            description: None,
            scope,
        };
        let mut map = AliasMap::default();
        map.aliases.insert("str".into(), alias(Scope::User, "3"));
        assert_eq!(map.lookup("str").map(|a| a.formula).as_deref(), Some("3"));
        assert_eq!(map.lookup(" STR ").map(|a| a.formula).as_deref(), Some("3"));
        assert_eq!(map.lookup("dex"), None);
        assert_eq!(map.names(), vec!["str".to_string()]);
    }
}
