-- Expired pending formulas are deleted whenever a formula is added or refreshed, by the
-- database inside the same statement: the table cannot grow while nobody presses a button,
-- and remembering a formula stays one round trip. 604800 s is the seven days of
-- PENDING_DAYS in polyroll-store; older rows are never read anyway.

CREATE TRIGGER pending_formulas_trim_on_insert AFTER INSERT ON pending_formulas
BEGIN
    DELETE FROM pending_formulas WHERE created_at < NEW.created_at - 604800;
END;

CREATE TRIGGER pending_formulas_trim_on_refresh AFTER UPDATE OF created_at ON pending_formulas
BEGIN
    DELETE FROM pending_formulas WHERE created_at < NEW.created_at - 604800;
END;
