-- Provably fair rolls: one secret server seed per period (POLYROLL_FAIR_PERIOD), drawn
-- from the operating system's generator. Its commitment, the SHA-256 of its 32 bytes, is
-- shown (/fair) from the moment the row exists, a period before the seed is first used;
-- the seed itself is shown only from reveal_at on, after the period has ended. A seed is
-- used only while starts_at <= now < ends_at. Several processes agree on one row per
-- period through the primary key (INSERT … ON CONFLICT DO NOTHING, then read).

CREATE TABLE fair_seeds (
    starts_at  INTEGER PRIMARY KEY,
    ends_at    INTEGER NOT NULL,
    reveal_at  INTEGER NOT NULL,
    seed       TEXT    NOT NULL,
    commitment TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    CHECK (starts_at < ends_at AND ends_at <= reveal_at)
);
