-- Provably fair chat rolls: what anyone needs to recompute a roll's dice once its period's
-- server seed is revealed (docs/fairness.md). All NULL for a roll not drawn from the fair
-- source (logged before, or rolled while the period's seed could not be read).
-- fair_period:  the period's start (fair_seeds.starts_at), whose seed keyed the dice.
-- fair_request: the platform's id of the request (discord:interaction:ID, ...).
-- fair_player:  the roller's player seed in force, '' when none was set.
-- fair_dice:    the dice the request drew up to the end of this roll, in draw order
--               (d6 dF 1..100 [1,5,10]): a roll of a set or a sentence starts where the
--               roll before it in the same request ended.
-- fair_faces:   this roll's faces, in draw order: the last of fair_dice.
ALTER TABLE rolls ADD COLUMN fair_period BIGINT;
ALTER TABLE rolls ADD COLUMN fair_request TEXT;
ALTER TABLE rolls ADD COLUMN fair_player TEXT;
ALTER TABLE rolls ADD COLUMN fair_dice TEXT;
ALTER TABLE rolls ADD COLUMN fair_faces TEXT;
