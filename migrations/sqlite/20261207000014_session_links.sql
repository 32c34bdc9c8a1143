-- Session log links (`/log`): a chat administrator's private link to one channel's rolls
-- made in the open during a window of hours. The link's token is 128 random bits that
-- only the link holds: the table keeps its SHA-256 (token_hash), so a copy of the
-- database opens no page. A link opens its page while now < expires_at and revoked_at is
-- NULL; `/log revoke` sets revoked_at on every link of the chat.
-- chat_id:    the server or group whose administrator made the link (revocation's scope).
-- channel_id: where the rolls were shown (a Discord channel; elsewhere the chat itself).
-- starts_at, ends_at: the window of the rolls shown (Unix seconds; ends_at is when the
--             link was made).

CREATE TABLE session_links (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    token_hash TEXT    NOT NULL UNIQUE,
    platform   TEXT    NOT NULL,
    chat_id    TEXT    NOT NULL,
    channel_id TEXT    NOT NULL,
    created_by TEXT    NOT NULL,
    starts_at  INTEGER NOT NULL,
    ends_at    INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER,
    CHECK (starts_at <= ends_at AND created_at < expires_at)
);

CREATE INDEX session_links_by_chat ON session_links (platform, chat_id);
CREATE INDEX session_links_by_expiry ON session_links (expires_at);

-- A link's page reads one channel's rolls of a window.
CREATE INDEX rolls_by_channel ON rolls (platform, channel_id, created_at);
