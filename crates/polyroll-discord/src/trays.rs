//! Dice trays on Discord: a tray is a message of its own with its buttons; a press answers
//! with the roll as a new message, then posts the tray again below it and deletes the copy
//! pressed and the channel's live copy before, so the tray stays at the bottom and a
//! channel has one copy of it. Which copy is live is the bot's to say
//! ([`polyroll_bot::Bot::tray_copy_posted`]); this module only sends and deletes.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use polyroll_bot::{Request, Target, TrayAnswer, TrayCopy};

use crate::adapter::{Adapter, Answer, Later, Response};
use crate::reply::message;

/// Where an answer goes: the interaction's webhook and channel.
struct Place {
    application_id: serenity::ApplicationId,
    token: String,
    channel: serenity::ChannelId,
}

impl Adapter {
    /// `/tray post NAME`: a private word (or refusal) as the answer, then the tray as a
    /// message of its own, the channel's copy before it deleted.
    pub(crate) async fn tray_post(
        self: &Arc<Self>,
        command: &serenity::CommandInteraction,
        request: Request,
        target: Target,
        name: String,
    ) -> Answer {
        let place = Place {
            application_id: command.application_id,
            token: command.token.clone(),
            channel: command.channel_id,
        };
        let adapter = Arc::clone(self);
        let (asked, id) = (request.clone(), command.id);
        let mut work = Box::pin(async move {
            // A signed request sent again is answered as a repeat and posts nothing.
            match adapter.repeated(id, &asked).await {
                Some(repeat) => TrayAnswer {
                    reply: repeat,
                    private: true,
                    copy: None,
                },
                None => adapter.bot.post_tray(&asked, target, &name).await,
            }
        });
        let adapter = Arc::clone(self);
        match tokio::time::timeout(self.answer_within, &mut work).await {
            Ok(answer) => {
                let response = Response::Message {
                    reply: answer.reply,
                    ephemeral: answer.private,
                };
                let later: Option<Later> = answer.copy.map(|copy| -> Later {
                    Box::pin(async move { adapter.place_copy(&place, &request, copy, None).await })
                });
                Answer { response, later }
            }
            // The store is slow: "thinking…" privately, the rest when it answers.
            Err(_) => Answer::deferred(
                true,
                Box::pin(async move {
                    let answer = work.await;
                    adapter.tray_answer(&place, &request, answer, None).await;
                }),
            ),
        }
    }

    /// A tray button: acknowledged at once (the pressed message stays as it is for now),
    /// the roll and the moved tray sent after.
    pub(crate) fn tray_press(
        self: &Arc<Self>,
        component: &serenity::ComponentInteraction,
        request: Request,
    ) -> Answer {
        let place = Place {
            application_id: component.application_id,
            token: component.token.clone(),
            channel: component.channel_id,
        };
        let action = component.data.custom_id.clone();
        let pressed = component.message.id.to_string();
        let (adapter, id) = (Arc::clone(self), component.id);
        Answer {
            response: Response::Built(serenity::CreateInteractionResponse::Acknowledge),
            later: Some(Box::pin(async move {
                // A signed press sent again rolls nothing and moves nothing; its sender
                // has had its acknowledgement.
                if adapter.repeated(id, &request).await.is_some() {
                    return;
                }
                let answer = adapter.bot.press_tray_copy(&request, &action).await;
                adapter
                    .tray_answer(&place, &request, answer, Some(&pressed))
                    .await;
            })),
        }
    }

    /// The answer's reply as a follow-up, then its copy of the tray, if any.
    async fn tray_answer(
        &self,
        place: &Place,
        request: &Request,
        answer: TrayAnswer,
        pressed: Option<&str>,
    ) {
        self.follow_up(
            place.application_id,
            &place.token,
            &answer.reply,
            answer.private,
        )
        .await;
        if let Some(copy) = answer.copy {
            self.place_copy(place, request, copy, pressed).await;
        }
    }

    /// Posts `copy` below everything, then deletes the copy pressed (`pressed`, the
    /// message the button was on) and the channel's live copy before it.
    async fn place_copy(
        &self,
        place: &Place,
        request: &Request,
        copy: TrayCopy,
        pressed: Option<&str>,
    ) {
        let sent = self
            .webhook
            .follow_up(
                place.application_id,
                &place.token,
                message(&copy.message, false),
                None,
            )
            .await;
        let posted = match sent {
            Ok(Some(id)) => id,
            Ok(None) => return,
            Err(error) => {
                tracing::warn!(%error, "the tray was not posted");
                return;
            }
        };
        let before = self.bot.tray_copy_posted(request, &copy, &posted).await;
        if let Some(pressed) = pressed.filter(|p| *p != posted) {
            // For a press acknowledged without a message, the interaction's "original"
            // is the message its button is on.
            self.delete_copy(place, "@original").await;
            if before.as_deref() == Some(pressed) {
                return;
            }
        }
        if let Some(before) = before {
            self.delete_copy(place, &before).await;
        }
    }

    /// Deletes a copy of a tray: with the bot's token when there is one (a bot may always
    /// delete its own messages), else through the interaction's webhook.
    async fn delete_copy(&self, place: &Place, id: &str) {
        let message = match (id, &self.http) {
            ("@original", _) | (_, None) => None,
            (id, Some(_)) => id.parse::<u64>().ok().filter(|n| *n != 0),
        };
        let deleted = match (message, &self.http) {
            (Some(message), Some(http)) => http
                .delete_message(place.channel, serenity::MessageId::new(message), None)
                .await
                .map_err(|e| e.to_string().replace(&place.token, "***")),
            _ => self
                .webhook
                .delete(place.application_id, &place.token, id)
                .await
                .map_err(|e| e.to_string()),
        };
        if let Err(error) = deleted {
            // Deleted by someone already, or out of reach: the copy stays, and still presses.
            tracing::debug!(%error, "a tray's old copy was not deleted");
        }
    }
}
