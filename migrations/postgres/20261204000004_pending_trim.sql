-- Expired pending formulas are deleted whenever a formula is added or refreshed, by the
-- database inside the same statement: the table cannot grow while nobody presses a button,
-- and remembering a formula stays one round trip. 604800 s is the seven days of
-- PENDING_DAYS in polyroll-store; older rows are never read anyway. One run per statement
-- (an INSERT ... ON CONFLICT DO UPDATE fires the INSERT trigger too), measured against the
-- newest row the statement wrote, as SQLite's row triggers are.

CREATE FUNCTION pending_formulas_trim() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM pending_formulas
    WHERE created_at < (SELECT max(created_at) FROM pending_formulas) - 604800;
    RETURN NULL;
END
$$;

CREATE TRIGGER pending_formulas_trim AFTER INSERT ON pending_formulas
    FOR EACH STATEMENT EXECUTE FUNCTION pending_formulas_trim();
