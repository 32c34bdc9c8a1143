-- Chat events handled to the end (a Telegram update answered). A platform delivers an
-- event again when the process that had it died before confirming it; the next process
-- finds it here and does not answer it twice. Telegram keeps an unconfirmed update for a
-- day at most, so rows older than two days (172800 s) are never needed: every insert
-- deletes them, in the same statement (once per statement, measured against the newest
-- row, as in the pending formulas' trim).

CREATE TABLE handled_events (
    event_key  TEXT   NOT NULL PRIMARY KEY,
    handled_at BIGINT NOT NULL
);

CREATE INDEX handled_events_by_time ON handled_events (handled_at);

CREATE FUNCTION handled_events_trim() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM handled_events
    WHERE handled_at < (SELECT max(handled_at) FROM handled_events) - 172800;
    RETURN NULL;
END
$$;

CREATE TRIGGER handled_events_trim AFTER INSERT ON handled_events
    FOR EACH STATEMENT EXECUTE FUNCTION handled_events_trim();
