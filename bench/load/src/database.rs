//! A fresh database for each run: a SQLite file in a temporary folder, or a PostgreSQL
//! database of its own on the given server, dropped afterwards (also after an error or a
//! panic). The roll log's rows are counted after the bot has stopped.

use std::sync::atomic::{AtomicU64, Ordering};

use anyhow::Context as _;
use sqlx::{AssertSqlSafe, Connection as _};

use crate::Store;

pub struct Database {
    /// The bot's DATABASE_URL.
    pub url: String,
    kind: Kind,
}

enum Kind {
    Sqlite(#[allow(dead_code)] tempfile::TempDir),
    Postgres { admin_url: String, name: String },
}

impl Database {
    pub async fn fresh(store: Store, postgres: &str) -> anyhow::Result<Database> {
        match store {
            Store::Sqlite => {
                let dir = tempfile::Builder::new()
                    .prefix("polyroll-load-db")
                    .tempdir()?;
                let url = format!("sqlite://{}", dir.path().join("polyroll.db").display());
                Ok(Database {
                    url,
                    kind: Kind::Sqlite(dir),
                })
            }
            Store::Postgres => {
                let name = unique_name();
                let mut admin = sqlx::PgConnection::connect(postgres)
                    .await
                    .with_context(|| format!("cannot reach PostgreSQL at {postgres}"))?;
                sqlx::query(AssertSqlSafe(format!("CREATE DATABASE {name}")))
                    .execute(&mut admin)
                    .await
                    .with_context(|| format!("cannot create the database {name}"))?;
                let _ = admin.close().await;
                let base = postgres.split('?').next().unwrap_or(postgres);
                let server = base.rsplit_once('/').map(|(s, _)| s).unwrap_or(base);
                Ok(Database {
                    url: format!("{server}/{name}"),
                    kind: Kind::Postgres {
                        admin_url: postgres.to_string(),
                        name,
                    },
                })
            }
        }
    }

    /// Rows in the roll log.
    pub async fn logged_rolls(&self) -> anyhow::Result<i64> {
        const COUNT: &str = "SELECT COUNT(*) FROM rolls";
        let count = match &self.kind {
            Kind::Sqlite(_) => {
                let mut c =
                    sqlx::SqliteConnection::connect(&format!("{}?mode=ro", self.url)).await?;
                let n = sqlx::query_scalar(COUNT).fetch_one(&mut c).await;
                let _ = c.close().await;
                n?
            }
            Kind::Postgres { .. } => {
                let mut c = sqlx::PgConnection::connect(&self.url).await?;
                let n = sqlx::query_scalar(COUNT).fetch_one(&mut c).await;
                let _ = c.close().await;
                n?
            }
        };
        Ok(count)
    }
}

impl Drop for Database {
    fn drop(&mut self) {
        let Kind::Postgres { admin_url, name } = &self.kind else {
            return; // the temporary folder removes itself
        };
        // Drop runs inside this tool's runtime, where no other can block: a thread of its own.
        let (admin_url, dropping) = (admin_url.clone(), name.clone());
        let dropped = std::thread::spawn(move || -> anyhow::Result<()> {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()?;
            runtime.block_on(async {
                let mut admin = sqlx::PgConnection::connect(&admin_url).await?;
                sqlx::query(AssertSqlSafe(format!(
                    "DROP DATABASE IF EXISTS {dropping} WITH (FORCE)"
                )))
                .execute(&mut admin)
                .await?;
                let _ = admin.close().await;
                Ok(())
            })
        })
        .join();
        if !matches!(dropped, Ok(Ok(()))) {
            eprintln!("polyroll-load: could not drop the database {name}: drop it by hand");
        }
    }
}

/// A database name no other run picks: letters, digits and `_` only, safe in DDL.
fn unique_name() -> String {
    static SEQ: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    format!(
        "polyroll_load_{}_{}_{nanos}",
        std::process::id(),
        SEQ.fetch_add(1, Ordering::Relaxed)
    )
}
