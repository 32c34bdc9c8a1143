-- Dice trays: up to 25 labelled rolls saved under a name by a user or a chat (owners as in
-- `aliases`), posted as a message with one button per roll. A button names its tray by id,
-- never reused (AUTOINCREMENT), so a copy of a deleted tray can never press another's roll.

CREATE TABLE trays (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    platform   TEXT    NOT NULL,
    scope      TEXT    NOT NULL CHECK (scope IN ('user', 'chat')),
    owner_id   TEXT    NOT NULL,
    name       TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (platform, scope, owner_id, name)
);

-- A tray's rolls in button order (position from 1); each formula in its own notation.
CREATE TABLE tray_buttons (
    tray_id  INTEGER NOT NULL REFERENCES trays (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    label    TEXT    NOT NULL,
    formula  TEXT    NOT NULL,
    dialect  TEXT    NOT NULL,
    PRIMARY KEY (tray_id, position)
);

-- The one live copy of a tray in a chat (a Discord channel): the message to delete when
-- the tray moves to the bottom. Replaced only when it still names the copy the replacing
-- process saw, so two presses at once leave one copy.
CREATE TABLE tray_posts (
    tray_id    INTEGER NOT NULL REFERENCES trays (id) ON DELETE CASCADE,
    chat_id    TEXT    NOT NULL,
    message_id TEXT    NOT NULL,
    posted_at  INTEGER NOT NULL,
    PRIMARY KEY (tray_id, chat_id)
);

-- What "Reroll…" needs of a logged roll: its dice in draw order, the rule (a generic hold,
-- or a system's push) and how many rerolls are left. A reroll is a logged roll of its own
-- whose `first_id` names the first roll of its chain (a first roll names itself), so
-- /verify of either shows both. Rows go with their roll when the log is trimmed.
CREATE TABLE rerolls (
    roll_id      INTEGER PRIMARY KEY REFERENCES rolls (id) ON DELETE CASCADE,
    first_id     INTEGER NOT NULL,
    dice         TEXT    NOT NULL,
    rule         TEXT    NOT NULL,
    rerolls_left INTEGER NOT NULL CHECK (rerolls_left >= 0),
    created_at   INTEGER NOT NULL
);

CREATE INDEX rerolls_by_first ON rerolls (first_id);
