-- Aliases, settings and the roll log. Owners are (platform, scope, owner_id) with scope
-- 'user' or 'chat'; names and keys arrive validated and lower-cased from the store.

CREATE TABLE aliases (
    platform    TEXT   NOT NULL,
    scope       TEXT   NOT NULL CHECK (scope IN ('user', 'chat')),
    owner_id    TEXT   NOT NULL,
    name        TEXT   NOT NULL,
    formula     TEXT   NOT NULL,
    dialect     TEXT   NOT NULL,
    description TEXT,
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL,
    PRIMARY KEY (platform, scope, owner_id, name)
);

CREATE TABLE settings (
    platform    TEXT NOT NULL,
    scope       TEXT NOT NULL CHECK (scope IN ('user', 'chat')),
    owner_id    TEXT NOT NULL,
    setting_key TEXT NOT NULL,
    value       TEXT NOT NULL,
    PRIMARY KEY (platform, scope, owner_id, setting_key)
);

-- An identity never hands out an id twice, so a stale "roll again" button can never point
-- at somebody else's newer roll.
CREATE TABLE rolls (
    id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    platform   TEXT   NOT NULL,
    user_id    TEXT   NOT NULL,
    chat_id    TEXT,
    input      TEXT   NOT NULL,
    canonical  TEXT   NOT NULL,
    dialect    TEXT   NOT NULL,
    result     TEXT   NOT NULL,
    total      DOUBLE PRECISION,
    roll_key   TEXT UNIQUE,
    created_at BIGINT NOT NULL
);

CREATE INDEX rolls_by_user ON rolls (platform, user_id, id);
