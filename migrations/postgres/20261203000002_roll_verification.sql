-- What /verify shows of a logged roll: the roller's name as shown then, where the roll was
-- made (chat, private, inline, gm), and the whole roll in plain text (every die, the aliases
-- as they were). Rolls are now kept for a number of days: the index serves that trim.

ALTER TABLE rolls ADD COLUMN user_name TEXT;
ALTER TABLE rolls ADD COLUMN place TEXT NOT NULL DEFAULT 'chat';
ALTER TABLE rolls ADD COLUMN detail TEXT;

CREATE INDEX rolls_by_time ON rolls (created_at);
