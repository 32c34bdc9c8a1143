//! The schema's migrations, embedded in the binary, one list per backend.
//!
//! Written out here rather than with `sqlx::migrate!`: that macro is sqlx's only use of its
//! proc-macro crate, which compiles sqlx's drivers and the bundled SQLite C library a second
//! time for the build host — a large share of a fresh release build. A test checks these
//! lists against the folders under `migrations/` exactly as sqlx reads them (version,
//! description, checksum), so a file added to a folder but not here fails the tests, and a
//! database migrated by an earlier build sees the same checksums.

use std::sync::LazyLock;

use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::{AssertSqlSafe, SqlSafeStr};

/// One backend's migration files: name and contents, oldest first.
type Files = &'static [(&'static str, &'static str)];

/// The named files of one folder under `migrations/`, embedded at compile time.
macro_rules! folder {
    ($folder:literal: $($file:literal),+ $(,)?) => {
        &[$((
            $file,
            include_str!(concat!("../../../migrations/", $folder, "/", $file)),
        )),+]
    };
}

const SQLITE_FILES: Files = folder!("sqlite":
    "20261203000001_init.sql",
    "20261203000002_roll_verification.sql",
    "20261203000003_pending_formulas.sql",
    "20261204000004_pending_trim.sql",
    "20261205000005_roll_privacy.sql",
    "20261205000006_handled_events.sql",
    "20261205000008_fair_seeds.sql",
    "20261205000009_trays.sql",
    "20261206000011_tray_public_ids.sql",
    "20261206000012_fair_rolls.sql",
    "20261207000014_session_links.sql",
);

const POSTGRES_FILES: Files = folder!("postgres":
    "20261203000001_init.sql",
    "20261203000002_roll_verification.sql",
    "20261203000003_pending_formulas.sql",
    "20261204000004_pending_trim.sql",
    "20261205000005_roll_privacy.sql",
    "20261205000006_handled_events.sql",
    "20261205000008_fair_seeds.sql",
    "20261205000009_trays.sql",
    "20261206000011_tray_public_ids.sql",
    "20261206000012_fair_rolls.sql",
    "20261207000014_session_links.sql",
);

pub(crate) static SQLITE: LazyLock<Migrator> = LazyLock::new(|| migrator(SQLITE_FILES));
pub(crate) static POSTGRES: LazyLock<Migrator> = LazyLock::new(|| migrator(POSTGRES_FILES));

fn migrator(files: Files) -> Migrator {
    Migrator::with_migrations(
        files
            .iter()
            .map(|&(name, sql)| migration(name, sql))
            .collect(),
    )
}

/// One file read as sqlx reads a folder: `VERSION_DESCRIPTION.sql`, underscores of the
/// description shown as spaces, a file starting `-- no-transaction` run outside one.
fn migration(name: &'static str, sql: &'static str) -> Migration {
    // The names are the constants above, checked by the tests; a malformed one is a bug
    // of this file, caught before any database is touched.
    let (version, description) = name
        .strip_suffix(".sql")
        .and_then(|stem| stem.split_once('_'))
        .and_then(|(version, description)| Some((version.parse::<i64>().ok()?, description)))
        .unwrap_or_else(|| panic!("migration file {name} is not named VERSION_DESCRIPTION.sql"));
    Migration::new(
        version,
        description.replace('_', " ").into(),
        MigrationType::Simple,
        AssertSqlSafe(sql).into_sql_str(),
        sql.starts_with("-- no-transaction"),
    )
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;

    /// What sqlx itself reads from a folder: the lists above must be exactly this.
    async fn from_folder(folder: &str) -> Vec<(i64, String, Vec<u8>, bool)> {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../migrations")
            .join(folder);
        let read = Migrator::new(path.as_path())
            .await
            .expect("the folder is readable");
        summary(&read)
    }

    fn summary(migrator: &Migrator) -> Vec<(i64, String, Vec<u8>, bool)> {
        migrator
            .iter()
            .map(|m| {
                assert_eq!(m.migration_type, MigrationType::Simple);
                (
                    m.version,
                    m.description.to_string(),
                    m.checksum.to_vec(),
                    m.no_tx,
                )
            })
            .collect()
    }

    #[tokio::test]
    async fn the_embedded_lists_are_the_folders() {
        for (folder, embedded) in [("sqlite", &SQLITE), ("postgres", &POSTGRES)] {
            let expected = from_folder(folder).await;
            assert!(!expected.is_empty());
            assert_eq!(summary(embedded), expected, "migrations/{folder}");
        }
    }

    #[test]
    fn both_backends_have_the_same_versions() {
        let versions = |m: &Migrator| {
            m.iter()
                .map(|m| (m.version, m.description.to_string()))
                .collect::<Vec<_>>()
        };
        assert_eq!(versions(&SQLITE), versions(&POSTGRES));
    }
}
