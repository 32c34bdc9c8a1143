//! Live hints: the choices offered while a formula is typed, on the gateway and the
//! endpoint alike.

use poise::serenity_prelude as serenity;
use polyroll_bot::Request;

use crate::adapter::Adapter;
use crate::reply;
use crate::request::Origin;

/// Autocomplete's own deadline for the full choices, then the extra time the hint alone
/// gets: together well inside Discord's 3 seconds.
const AUTOCOMPLETE_DEADLINE: std::time::Duration = std::time::Duration::from_millis(1500);
const HINT_GRACE: std::time::Duration = std::time::Duration::from_millis(500);

/// Discord allows at most this many autocomplete choices, each name and value this long.
pub(crate) const MAX_CHOICES: usize = 25;
pub(crate) const MAX_CHOICE_LEN: usize = 100;

impl Adapter {
    /// Choices for the focused option: for a formula, the hint, the user's matching aliases
    /// and the game systems' rolls; for `/system`'s name, the systems.
    pub(crate) async fn suggest(
        &self,
        command: &serenity::CommandInteraction,
    ) -> serenity::CreateAutocompleteResponse {
        self.suggest_to(
            &Origin::of_command(command),
            &command.data.name,
            partial(command),
        )
        .await
    }

    /// Choices for `partial`, the focused option of `command`, typed by `origin`'s user.
    pub(crate) async fn suggest_to(
        &self,
        origin: &Origin<'_>,
        command: &str,
        partial: &str,
    ) -> serenity::CreateAutocompleteResponse {
        let request = origin.request(partial.to_string());
        self.choices_for(command, &request, partial).await
    }

    /// The choices for the focused option of `command`: `/system`'s name and `/tray
    /// from-system`'s system take a game system's name, every other autocomplete option a
    /// formula.
    async fn choices_for(
        &self,
        command: &str,
        request: &Request,
        partial: &str,
    ) -> serenity::CreateAutocompleteResponse {
        if command == "system" || command == "tray" {
            return self
                .bot
                .system_names(partial, MAX_CHOICES)
                .into_iter()
                .fold(
                    serenity::CreateAutocompleteResponse::new(),
                    |response, s| {
                        response.add_string_choice(reply::cut(&s.label, MAX_CHOICE_LEN), s.value)
                    },
                );
        }
        self.choices(request, partial).await
    }

    async fn choices(
        &self,
        request: &Request,
        partial: &str,
    ) -> serenity::CreateAutocompleteResponse {
        // Discord gives autocomplete 3 seconds. A slow store must not cost the choices:
        // past the deadline the hint alone is offered (it reads the store too, but by then
        // the store's breaker answers at once), then nothing.
        let full = tokio::time::timeout(
            AUTOCOMPLETE_DEADLINE,
            self.bot.suggest(request, partial, MAX_CHOICES, usize::MAX),
        );
        // Uncut from the bot: a label may be shortened for display, but a value cut short
        // would put a broken formula in the box, so such a choice is left out instead.
        let suggestions = match full.await {
            Ok(all) => all,
            Err(_) => {
                let hint = tokio::time::timeout(HINT_GRACE, self.bot.hint(request, partial));
                match hint.await {
                    Ok(label) if !partial.trim().is_empty() => vec![polyroll_bot::Suggestion {
                        label,
                        value: partial.trim().to_string(),
                    }],
                    _ => Vec::new(),
                }
            }
        };
        suggestions
            .into_iter()
            .filter(|s| !s.value.is_empty() && s.value.encode_utf16().count() <= MAX_CHOICE_LEN)
            .take(MAX_CHOICES)
            .fold(
                serenity::CreateAutocompleteResponse::new(),
                |response, s| {
                    response.add_string_choice(reply::cut(&s.label, MAX_CHOICE_LEN), s.value)
                },
            )
    }
}

/// What the focused option holds so far (nothing when none is focused).
pub(crate) fn partial(command: &serenity::CommandInteraction) -> &str {
    command
        .data
        .autocomplete()
        .map(|option| option.value)
        .unwrap_or_default()
}
