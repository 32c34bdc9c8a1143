-- A tray's public id: what its buttons carry (`tray:PUBLIC:N`), 128 random bits in hex.
-- The row's number counts up, so buttons naming it could be enumerated by anyone who can
-- craft a press; a drawn id names one tray and tells nothing of any other. Trays saved
-- before get theirs here (gen_random_uuid draws from the server's strong generator).

ALTER TABLE trays ADD COLUMN public_id TEXT;

UPDATE trays SET public_id = replace(gen_random_uuid()::text, '-', '') WHERE public_id IS NULL;

CREATE UNIQUE INDEX trays_by_public_id ON trays (public_id);
