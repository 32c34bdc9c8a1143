//! Where a file a user sent may be downloaded from: only the platform's own file hosts,
//! so an event can never make the bot fetch an address of someone else's choosing (another
//! server, or one inside the bot's own network). Discord names attachments by URL on its
//! CDN; Telegram's files come through the Bot API server the bot is configured with, never
//! by a URL from the event, so no URL is Telegram's.

use url::{Origin, Url};

use crate::Platform;

/// Discord's attachment hosts: an attachment's `url` is on its CDN, its `proxy_url` on
/// its media proxy.
pub const DISCORD_FILE_HOSTS: [&str; 2] =
    ["https://cdn.discordapp.com", "https://media.discordapp.net"];

pub(crate) struct FileHosts {
    discord: Vec<Origin>,
}

impl FileHosts {
    /// Discord's own hosts, and `discord_extra` (`DISCORD_CDN_URL`, a test double's) too.
    pub(crate) fn new(discord_extra: Option<&str>) -> FileHosts {
        let discord = DISCORD_FILE_HOSTS
            .iter()
            .copied()
            .chain(discord_extra)
            .filter_map(|base| Url::parse(base).ok())
            .map(|base| base.origin())
            .collect();
        FileHosts { discord }
    }

    /// Whether `url` may be fetched for a file sent on `platform`: the same scheme, host
    /// and port as one of its hosts, and no user name or password in it.
    pub(crate) fn allows(&self, platform: Platform, url: &str) -> bool {
        let hosts = match platform {
            Platform::Discord => &self.discord,
            Platform::Telegram | Platform::Console => return false,
        };
        let Ok(url) = Url::parse(url) else {
            return false;
        };
        url.username().is_empty() && url.password().is_none() && hosts.contains(&url.origin())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_discords_hosts_and_the_configured_one_are_allowed() {
        let hosts = FileHosts::new(Some("http://127.0.0.1:4000"));
        let allowed = [
            "https://cdn.discordapp.com/attachments/1/2/aliases.json?ex=1&is=2&hm=3",
            "https://media.discordapp.net/attachments/1/2/aliases.json",
            "https://CDN.discordapp.com/attachments/1/2/a.json",
            "https://cdn.discordapp.com:443/attachments/1/2/a.json",
            "http://127.0.0.1:4000/attachments/c/1/a.json",
        ];
        for url in allowed {
            assert!(hosts.allows(Platform::Discord, url), "{url}");
        }
        let refused = [
            "http://cdn.discordapp.com/attachments/1/2/a.json",
            "https://cdn.discordapp.com:8443/attachments/1/2/a.json",
            "https://cdn.discordapp.com.example.org/attachments/1/2/a.json",
            "https://cdn.discordapp.com@example.org/attachments/1/2/a.json",
            "https://user:pw@cdn.discordapp.com/attachments/1/2/a.json",
            "https://example.org/?https://cdn.discordapp.com/attachments/1/2/a.json",
            "https://discordapp.com/attachments/1/2/a.json",
            "https://discord.com/attachments/1/2/a.json",
            "http://127.0.0.1:4001/attachments/c/1/a.json",
            "http://localhost:4000/attachments/c/1/a.json",
            "http://169.254.169.254/latest/meta-data/",
            "file:///etc/passwd",
            "cdn.discordapp.com/attachments/1/2/a.json",
            "",
        ];
        for url in refused {
            assert!(!hosts.allows(Platform::Discord, url), "{url}");
        }
    }

    #[test]
    fn no_url_is_another_platforms() {
        let hosts = FileHosts::new(None);
        let url = "https://cdn.discordapp.com/attachments/1/2/a.json";
        assert!(hosts.allows(Platform::Discord, url));
        assert!(!hosts.allows(Platform::Telegram, url));
        assert!(!hosts.allows(Platform::Console, url));
        assert!(!hosts.allows(Platform::Discord, "http://127.0.0.1:4000/a.json"));
    }
}
