//! The bot itself, with no chat platform in it: commands, alias resolution, settings,
//! localised replies rendered for the caller's surface, and the console chat. Discord and
//! Telegram adapters translate their events into [`Request`]s and send back [`Reply`]s.

mod alias_steps;
mod aliases;
mod arguments;
mod bot;
mod buttons;
pub mod command;
pub mod config;
pub mod console;
mod events;
mod fair;
mod file_hosts;
mod gm;
mod heavy;
mod help;
pub mod http;
mod i18n;
mod imports;
mod metrics;
pub mod ops;
mod pages;
mod pending;
mod prepared;
mod previews;
mod programs;
mod refusals;
mod request;
mod rerolls;
mod rolls;
mod several;
mod stats;
mod systems;
mod trays;
mod upload;
mod verify;

pub use bot::Bot;
pub use command::{AliasCommand, Command, FairCommand, RerollHow, Target, TrayCommand};
pub use config::{Config, ConfigError, Secret};
pub use file_hosts::DISCORD_FILE_HOSTS;
pub use heavy::HeavyLimits;
pub use help::{COMMAND_EXAMPLES, EXAMPLES, MORE_EXAMPLES};
pub use i18n::{Locale, Texts};
pub use metrics::{AdapterHandle, Metrics};
pub use polyroll_core::fair::RequestId;
pub use polyroll_store::RollId;
pub use programs::{DEFAULT_PROGRAM_CACHE, DEFAULT_PROGRAM_CACHE_BYTES};
pub use request::{Attachment, Button, Chat, Platform, Reply, Request, RerollMenu, User};
pub use rerolls::{hold_action, is_reroll_press};
pub use stats::Suggestion;
pub use systems::{is_system, resolve_system, SystemCall};
pub use trays::{is_tray_press, TrayAnswer, TrayCopy};
pub use upload::{Capped, FileSource, Upload, MAX_UPLOAD_BYTES};
