//! The gateway's state for `/healthz` and `/metrics`: down until its first shard is ready
//! and while serenity reports a shard out of the connected stage; a shard connected again
//! after having been connected counts a reconnect. A plain serenity event handler beside
//! poise's framework, because serenity gives shard stage changes only to event handlers.
//! (serenity reports a stage change only when it happens while receiving an event, so a
//! quick resume may show only its return to `Connected`: it is still counted.)

use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use poise::serenity_prelude as serenity;
use polyroll_bot::Bot;

/// The gateway's name in `/healthz` and `/metrics`.
const GATEWAY: &str = "discord-gateway";

pub(crate) struct GatewayHealth {
    bot: Arc<Bot>,
    /// Shards that have been connected once: connecting again is a reconnect.
    seen: Mutex<HashSet<serenity::ShardId>>,
}

impl GatewayHealth {
    /// Registers the gateway as starting (down) until its first shard is ready.
    pub(crate) fn new(bot: Arc<Bot>) -> GatewayHealth {
        bot.metrics().adapter(GATEWAY);
        GatewayHealth {
            bot,
            seen: Mutex::new(HashSet::new()),
        }
    }

    /// A shard is connected: the gateway is up once no shard is down. True when that
    /// counted a reconnect.
    fn connected(&self, id: serenity::ShardId) -> bool {
        let status = self.bot.metrics().adapter(GATEWAY);
        let counted = status.part_up("") | status.part_up(&shard(id));
        self.seen
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(id);
        counted
    }

    fn seen_before(&self, id: serenity::ShardId) -> bool {
        self.seen
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .contains(&id)
    }
}

fn shard(id: serenity::ShardId) -> String {
    format!("shard {id}")
}

#[::serenity::async_trait]
impl serenity::EventHandler for GatewayHealth {
    /// The first shard ready ends "starting"; each shard's own state follows its stages.
    async fn ready(&self, _ctx: serenity::Context, _ready: serenity::Ready) {
        self.bot.metrics().adapter(GATEWAY).up();
    }

    async fn shard_stage_update(
        &self,
        _ctx: serenity::Context,
        event: serenity::ShardStageUpdateEvent,
    ) {
        if event.new == serenity::ConnectionStage::Connected {
            let again = self.seen_before(event.shard_id);
            // A reconnect whose down state serenity did not report is counted here.
            if !self.connected(event.shard_id) && again {
                self.bot.metrics().adapter(GATEWAY).reconnected();
            }
        } else {
            let stage = format!("{:?}", event.new).to_lowercase();
            self.bot
                .metrics()
                .adapter(GATEWAY)
                .part_down(&shard(event.shard_id), &stage, None);
        }
    }
}
