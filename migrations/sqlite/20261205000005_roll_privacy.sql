-- Who may see a logged roll, and the id users see for it.
-- channel_id: where the roll was made (a Discord channel; chat_id stays its server, which
-- owns settings and aliases): a roll made for a chat is shown only there.
-- place may now also be 'secret' (a roll only its roller sees).
-- public_id: drawn at random, so ids can be neither guessed nor counted; rolls logged
-- before keep none and are still found by the number they were shown with.
ALTER TABLE rolls ADD COLUMN channel_id TEXT;
ALTER TABLE rolls ADD COLUMN public_id INTEGER;
CREATE UNIQUE INDEX rolls_by_public_id ON rolls (public_id);
-- A Telegram chat is the place itself. A Discord roll's channel was never logged, so an
-- older roll made there is shown to its roller only.
UPDATE rolls SET channel_id = chat_id WHERE platform <> 'discord';
