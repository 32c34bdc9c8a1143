//! Interactions in: reads each one, calls the shared handler (or [`crate::gm`] for GM
//! rolls and the GM role) and says what to answer now and what to send after.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use polyroll_bot::{Command, FileSource};

use crate::adapter::{Adapter, Answer};
use crate::request::{self, Call, Origin, Secrecy};

impl Adapter {
    /// The answer to `interaction`, or `None` for kinds Polyroll does not use.
    pub(crate) async fn answer(
        self: &Arc<Self>,
        interaction: serenity::Interaction,
    ) -> Option<Answer> {
        match interaction {
            serenity::Interaction::Ping(_) => {
                Some(Answer::now(serenity::CreateInteractionResponse::Pong))
            }
            serenity::Interaction::Command(command) => Some(self.command(command).await),
            serenity::Interaction::Autocomplete(command) => Some(Answer::now(
                serenity::CreateInteractionResponse::Autocomplete(self.suggest(&command).await),
            )),
            serenity::Interaction::Component(component) => Some(self.press(component).await),
            _ => None,
        }
    }

    /// "Roll again", "Reroll…" and other buttons: always a new message, never an edit of the
    /// old one (a refusal only to whoever pressed).
    async fn press(self: &Arc<Self>, component: serenity::ComponentInteraction) -> Answer {
        let request = Origin::of_component(&component).request(component.data.custom_id.clone());
        // A choice in "Reroll…"'s menu: the dice chosen, as the bot reads them.
        let action = match &component.data.kind {
            serenity::ComponentInteractionDataKind::StringSelect { values } => {
                polyroll_bot::hold_action(&component.data.custom_id, values).unwrap_or_default()
            }
            _ => component.data.custom_id.clone(),
        };
        // Discord says who pressed; the button's message and data are checked here.
        let ours = self.sent(&component);
        if let Some(refusal) = self.bot.refuse_press(&request, &action, ours) {
            return Answer::private(refusal);
        }
        if polyroll_bot::is_tray_press(&component.data.custom_id) {
            return self.tray_press(&component, request);
        }
        // A button under an ephemeral roll rolls ephemerally again.
        let ephemeral = component
            .message
            .flags
            .is_some_and(|flags| flags.contains(serenity::MessageFlags::EPHEMERAL));
        let bot = Arc::clone(&self.bot);
        let work = Adapter::keyed(component.id, request, move |request, key| async move {
            bot.press_request(&request, &action, &key).await
        });
        self.in_time(
            component.application_id,
            component.token.clone(),
            ephemeral,
            work,
        )
        .await
    }

    /// Whether the message under a pressed button is this application's: its reply to an
    /// interaction (`application_id`, sent through the interaction's webhook) or its bot
    /// user's message (a bot user's id is its application's).
    fn sent(&self, component: &serenity::ComponentInteraction) -> bool {
        let app = self
            .application_id
            .unwrap_or_else(|| component.application_id.get());
        let message = &component.message;
        message.application_id.map(|id| id.get()) == Some(app)
            || message.webhook_id.map(|id| id.get()) == Some(app)
            || message.author.id.get() == app
    }

    async fn command(self: &Arc<Self>, command: serenity::CommandInteraction) -> Answer {
        let origin = Origin::of_command(&command);
        let call = request::call(&command.data);
        let request = origin.request(format!("/{}", command.data.name));
        match call {
            Call::Roll {
                formula,
                dialect,
                secrecy: Secrecy::Gm,
                repeat,
            } => crate::gm::roll(self, &command, request, formula, dialect, repeat),
            Call::TrayPost { target, name } => {
                self.tray_post(&command, request, target, name).await
            }
            Call::GmRole { role } => crate::gm::set_role(self, &command, &origin, request, role),
            Call::ImportFile { target, file } => {
                let (bot, files) = (Arc::clone(&self.bot), self.files.clone());
                // Fetching counts against Discord's window like the import itself: a slow
                // download is answered "deferred", then followed up. The bot decides first
                // whether to fetch at all.
                let work = self.once(command.id, request, move |request| async move {
                    let source = FileSource::Url(&file.url);
                    bot.import_file(&request, target, source, || files.fetch(&file))
                        .await
                });
                self.in_time(command.application_id, command.token.clone(), true, work)
                    .await
            }
            Call::Roll {
                formula,
                dialect,
                secrecy,
                repeat,
            } => {
                let bot = Arc::clone(&self.bot);
                let secret = secrecy == Secrecy::Me;
                let work = Adapter::keyed(command.id, request, move |request, key| async move {
                    let dialect = dialect.as_deref();
                    bot.roll_request(&request, &formula, dialect, repeat, secret, &key)
                        .await
                });
                self.in_time(
                    command.application_id,
                    command.token.clone(),
                    secrecy == Secrecy::Me,
                    work,
                )
                .await
            }
            Call::Handler(call) => {
                let mut request = request;
                if matches!(call, Command::Verify { .. }) {
                    // Only a GM may see the dice of the server's secret GM rolls.
                    crate::gm::mark_standing(self, &origin, &mut request).await;
                }
                // Statistics are worth sharing; settings, help and one's own lists are not
                // the channel's business.
                let ephemeral = !matches!(call, Command::Stats { .. });
                let bot = Arc::clone(&self.bot);
                let work = self.once(command.id, request, move |request| async move {
                    bot.execute(&request, call).await
                });
                self.in_time(
                    command.application_id,
                    command.token.clone(),
                    ephemeral,
                    work,
                )
                .await
            }
        }
    }
}
