-- Chat events handled to the end (a Telegram update answered). A platform delivers an
-- event again when the process that had it died before confirming it; the next process
-- finds it here and does not answer it twice. Telegram keeps an unconfirmed update for a
-- day at most, so rows older than two days (172800 s) are never needed: every insert
-- deletes them, in the same statement.

CREATE TABLE handled_events (
    event_key  TEXT    NOT NULL PRIMARY KEY,
    handled_at INTEGER NOT NULL
);

CREATE INDEX handled_events_by_time ON handled_events (handled_at);

CREATE TRIGGER handled_events_trim_on_insert AFTER INSERT ON handled_events
BEGIN
    DELETE FROM handled_events WHERE handled_at < NEW.handled_at - 172800;
END;
