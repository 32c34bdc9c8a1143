-- The inline "Roll" button's long formulas: a button's data holds at most 64 bytes, so a
-- longer formula travels as a ticket ('h:<sender>:<hash>') and waits here, shared by every
-- process and kept across restarts. Rows older than seven days are trimmed and never read.

CREATE TABLE pending_formulas (
    platform   TEXT    NOT NULL,
    ticket     TEXT    NOT NULL,
    formula    TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (platform, ticket)
);

CREATE INDEX pending_formulas_by_time ON pending_formulas (created_at);
