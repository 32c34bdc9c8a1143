//! Interactions in: reads each one, calls the shared handler (or [`crate::gm`] for GM
//! rolls and the GM role) and says what to answer now and what to send after.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use polyroll_bot::{Command, FileSource, Request};

use crate::adapter::{Adapter, Answer};
use crate::lean::Hot;
use crate::request::{self, Call, Origin, Pressed, Rolled, Secrecy};

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

    /// The answer to a hot interaction ([`crate::lean`]): the same as [`Adapter::answer`]
    /// gives the same interaction read by serenity.
    pub(crate) async fn answer_hot(self: &Arc<Self>, hot: Hot<'_>) -> Answer {
        match hot {
            Hot::Ping => Answer::now(serenity::CreateInteractionResponse::Pong),
            Hot::Roll(origin, rolled) => {
                let request = origin.request("/roll".to_string());
                self.roll(request, rolled).await
            }
            Hot::Press(pressed) => match self.admit_press(&pressed) {
                Ok((request, action)) => self.roll_press(&pressed, request, action).await,
                Err(refusal) => Answer::private(refusal),
            },
            Hot::Suggest {
                origin,
                command,
                partial,
            } => Answer::now(serenity::CreateInteractionResponse::Autocomplete(
                self.suggest_to(&origin, command, partial).await,
            )),
        }
    }

    /// "Roll again", "Reroll…" and other buttons: always a new message, never an edit of the
    /// old one (a refusal only to whoever pressed).
    async fn press(self: &Arc<Self>, component: serenity::ComponentInteraction) -> Answer {
        let pressed = Pressed::of_component(&component);
        let (request, action) = match self.admit_press(&pressed) {
            Ok(admitted) => admitted,
            Err(refusal) => return Answer::private(refusal),
        };
        if polyroll_bot::is_tray_press(pressed.custom_id) {
            return self.tray_press(&component, request);
        }
        self.roll_press(&pressed, request, action).await
    }

    /// The request and action of a press, or the refusal to answer it with (privately).
    /// Discord says who pressed; the button's message and data are checked here.
    pub(crate) fn admit_press(&self, pressed: &Pressed<'_>) -> Result<(Request, String), String> {
        let request = pressed.origin.request(pressed.custom_id.to_string());
        // A choice in "Reroll…"'s menu: the dice chosen, as the bot reads them.
        let action = match pressed.chosen {
            Some(values) => {
                polyroll_bot::hold_action(pressed.custom_id, values).unwrap_or_default()
            }
            None => pressed.custom_id.to_string(),
        };
        match self.bot.refuse_press(&request, &action, self.sent(pressed)) {
            Some(refusal) => Err(refusal),
            None => Ok((request, action)),
        }
    }

    /// A press of a roll's button ("Roll again", "Reroll…", a system's push), admitted.
    pub(crate) async fn roll_press(
        self: &Arc<Self>,
        pressed: &Pressed<'_>,
        request: Request,
        action: String,
    ) -> Answer {
        let bot = Arc::clone(&self.bot);
        let id = pressed.origin.interaction;
        let work = Adapter::keyed(id, request, move |request, key| async move {
            bot.press_request(&request, &action, &key).await
        });
        // A button under an ephemeral roll rolls ephemerally again.
        let (application_id, token) = (pressed.application_id, pressed.token.to_string());
        self.in_time(application_id, token, pressed.under.ephemeral, work)
            .await
    }

    /// Whether the message under a pressed button is this application's: its reply to an
    /// interaction (`application_id`, sent through the interaction's webhook) or its bot
    /// user's message (a bot user's id is its application's).
    fn sent(&self, pressed: &Pressed<'_>) -> bool {
        let app = self
            .application_id
            .unwrap_or_else(|| pressed.application_id.get());
        let under = &pressed.under;
        under.application_id == Some(app) || under.webhook_id == Some(app) || under.author == app
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
                let rolled = Rolled {
                    id: command.id,
                    application_id: command.application_id,
                    token: command.token.clone(),
                    formula,
                    dialect,
                    secret: secrecy == Secrecy::Me,
                    repeat,
                };
                self.roll(request, rolled).await
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

    /// `/roll` in the channel or to its roller alone (a GM roll goes to [`crate::gm`]).
    pub(crate) async fn roll(self: &Arc<Self>, request: Request, rolled: Rolled) -> Answer {
        let Rolled {
            id,
            application_id,
            token,
            formula,
            dialect,
            secret,
            repeat,
        } = rolled;
        let bot = Arc::clone(&self.bot);
        let work = Adapter::keyed(id, request, move |request, key| async move {
            let dialect = dialect.as_deref();
            bot.roll_request(&request, &formula, dialect, repeat, secret, &key)
                .await
        });
        self.in_time(application_id, token, secret, work).await
    }
}
