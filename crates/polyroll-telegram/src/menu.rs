//! The command menu and short description Telegram shows beside the message box: set on
//! start in English (the default for every other language), Russian and French, from the
//! bot's own translations.

use polyroll_bot::{Locale, Texts};
use teloxide::payloads::{SetMyCommandsSetters, SetMyShortDescriptionSetters};
use teloxide::prelude::Requester;
use teloxide::types::BotCommand;

use crate::context::Api;
use crate::redact::Redactor;

/// The commands in the menu, in its order, each described by `menu-<command>`.
pub(crate) const COMMANDS: [&str; 8] = [
    "roll", "stats", "alias", "dialect", "history", "verify", "help", "system",
];

/// The menu in `locale`.
pub(crate) fn commands(texts: &Texts, locale: Locale) -> Vec<BotCommand> {
    COMMANDS
        .iter()
        .map(|c| BotCommand::new(*c, texts.get(locale, &format!("menu-{c}"), &[])))
        .collect()
}

/// Sets the menu and short description: English without a language code (Telegram's
/// default for every language), then each other locale with its code. A failure is logged
/// and never stops the bot: the menu is a convenience, the commands work without it.
pub(crate) async fn set(api: &Api, texts: &Texts, redact: &Redactor) {
    for locale in Locale::ALL {
        let code = (locale != Locale::En).then(|| locale.code());
        let mut commands = api.set_my_commands(commands(texts, locale));
        let mut about = api.set_my_short_description().short_description(texts.get(
            locale,
            "menu-short-description",
            &[],
        ));
        if let Some(code) = code {
            commands = commands.language_code(code);
            about = about.language_code(code);
        }
        if let Err(e) = commands.await {
            let error = redact.scrub(&e.to_string());
            tracing::warn!(%error, locale = locale.code(), "setMyCommands failed");
        }
        if let Err(e) = about.await {
            let error = redact.scrub(&e.to_string());
            tracing::warn!(%error, locale = locale.code(), "setMyShortDescription failed");
        }
    }
}
