//! Who asked, where, and what: an interaction as the shared handler's [`Request`] and
//! [`Call`].

use poise::serenity_prelude as serenity;
use polyroll_bot::{
    AliasCommand, Chat, Command, Locale, LogCommand, Platform, Request, Target, TrayCommand, User,
};

use crate::files::Attached;
use crate::option_values::{SCOPE_SERVER, SECRET_GM, SECRET_SELF};

/// The parts of an interaction the handler needs, whatever its kind, and whichever reader
/// ([`crate::lean`] or serenity's) read it.
pub(crate) struct Origin<'a> {
    pub user: serenity::UserId,
    /// The name a reply calls them: their server nickname, else their display name, else
    /// their username.
    pub name: &'a str,
    /// Their membership of the server the interaction came from, if it did.
    pub member: Option<Membership<'a>>,
    pub guild_id: Option<serenity::GuildId>,
    pub channel_id: serenity::ChannelId,
    pub locale: &'a str,
    /// Where the interaction happened: a server, a DM with the bot, or another private
    /// channel (a group DM, or a DM between users with a user-installed app).
    pub context: Option<serenity::InteractionContext>,
    pub channel_kind: Option<serenity::ChannelType>,
    /// The interaction's id (a snowflake Discord assigns): keys the dice of its rolls.
    pub interaction: serenity::InteractionId,
}

/// What a server says about the member who sent an interaction.
#[derive(Clone, Copy)]
pub(crate) struct Membership<'a> {
    /// Their permissions in the channel, as Discord computed them.
    pub permissions: Option<serenity::Permissions>,
    pub roles: &'a [serenity::RoleId],
}

/// The name a reply calls someone: the first of these that is set.
pub(crate) fn display_name<'a>(
    nick: Option<&'a str>,
    global_name: Option<&'a str>,
    username: &'a str,
) -> &'a str {
    nick.or(global_name).unwrap_or(username)
}

impl<'a> Origin<'a> {
    pub(crate) fn of_command(i: &'a serenity::CommandInteraction) -> Origin<'a> {
        Origin::of_parts(
            &i.user,
            i.member.as_deref(),
            (i.guild_id, i.channel_id, &i.locale, i.context),
            i.channel.as_ref().map(|c| c.kind),
            i.id,
        )
    }

    pub(crate) fn of_component(i: &'a serenity::ComponentInteraction) -> Origin<'a> {
        Origin::of_parts(
            &i.user,
            i.member.as_ref(),
            (i.guild_id, i.channel_id, &i.locale, i.context),
            i.channel.as_ref().map(|c| c.kind),
            i.id,
        )
    }

    fn of_parts(
        user: &'a serenity::User,
        member: Option<&'a serenity::Member>,
        (guild_id, channel_id, locale, context): Place<'a>,
        channel_kind: Option<serenity::ChannelType>,
        interaction: serenity::InteractionId,
    ) -> Origin<'a> {
        Origin {
            user: user.id,
            name: display_name(
                member.and_then(|m| m.nick.as_deref()),
                user.global_name.as_deref(),
                &user.name,
            ),
            member: member.map(|m| Membership {
                permissions: m.permissions,
                roles: &m.roles,
            }),
            guild_id,
            channel_id,
            locale,
            context,
            channel_kind,
            interaction,
        }
    }

    /// May this member change the server's settings? Discord computes the member's
    /// permissions in the channel and sends them with the interaction.
    pub(crate) fn manages_server(&self) -> bool {
        match (self.guild_id, self.member) {
            (Some(_), Some(member)) => member.permissions.is_some_and(|p| {
                p.contains(serenity::Permissions::MANAGE_GUILD)
                    || p.contains(serenity::Permissions::ADMINISTRATOR)
            }),
            (Some(_), None) => false,
            // In a direct message with the bot the user is the only member; in a group DM
            // (or someone else's DM, through a user-installed app) no one manages the chat.
            (None, _) => match self.context {
                Some(serenity::InteractionContext::BotDm) => true,
                Some(_) => false,
                // Sent without a context (before Discord had them): only a plain DM.
                None => self.channel_kind == Some(serenity::ChannelType::Private),
            },
        }
    }

    pub(crate) fn request(&self, text: String) -> Request {
        // Server settings and aliases belong to the guild; outside one, to the DM channel.
        let chat_id = self.guild_id.map_or(self.channel_id.get(), |g| g.get());
        Request {
            platform: Platform::Discord,
            user: User {
                id: self.user.to_string(),
                name: self.name.to_string(),
            },
            chat: Some(Chat {
                id: chat_id.to_string(),
                channel: self.channel_id.to_string(),
                admin: self.manages_server(),
                // Only `/verify` needs it, and asks the store (see `gm::mark_standing`).
                gm: false,
            }),
            locale: Locale::from_tag(Some(self.locale)),
            text,
            request_id: Some(
                polyroll_core::fair::RequestId::DiscordInteraction(self.interaction.get())
                    .to_string(),
            ),
        }
    }
}

/// Where an interaction came from: its server, channel, locale and context.
type Place<'a> = (
    Option<serenity::GuildId>,
    serenity::ChannelId,
    &'a str,
    Option<serenity::InteractionContext>,
);

/// A press, whichever reader read it.
pub(crate) struct Pressed<'a> {
    pub origin: Origin<'a>,
    pub custom_id: &'a str,
    /// The values a select menu sent; `None` for a button.
    pub chosen: Option<&'a [String]>,
    pub under: Under,
    pub application_id: serenity::ApplicationId,
    pub token: &'a str,
}

impl<'a> Pressed<'a> {
    pub(crate) fn of_component(component: &'a serenity::ComponentInteraction) -> Pressed<'a> {
        let chosen = match &component.data.kind {
            serenity::ComponentInteractionDataKind::StringSelect { values } => Some(&values[..]),
            _ => None,
        };
        let message = &component.message;
        Pressed {
            origin: Origin::of_component(component),
            custom_id: &component.data.custom_id,
            chosen,
            under: Under {
                application_id: message.application_id.map(|id| id.get()),
                webhook_id: message.webhook_id.map(|id| id.get()),
                author: message.author.id.get(),
                ephemeral: message
                    .flags
                    .is_some_and(|flags| flags.contains(serenity::MessageFlags::EPHEMERAL)),
            },
            application_id: component.application_id,
            token: &component.token,
        }
    }
}

/// The message under a pressed component: who sent it, and whether only its reader sees it.
pub(crate) struct Under {
    pub application_id: Option<u64>,
    pub webhook_id: Option<u64>,
    pub author: u64,
    pub ephemeral: bool,
}

/// A `/roll` to answer, whichever reader read it.
pub(crate) struct Rolled {
    pub id: serenity::InteractionId,
    pub application_id: serenity::ApplicationId,
    pub token: String,
    pub formula: String,
    pub dialect: Option<String>,
    /// Only the roller sees it.
    pub secret: bool,
    pub repeat: Option<i64>,
}

/// Who sees a roll besides the channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Secrecy {
    Public,
    /// Only the roller (an ephemeral reply).
    Me,
    /// The server's GMs by direct message; the channel sees a notice with the roll's id.
    Gm,
}

/// A slash command with its options read.
#[derive(Debug)]
pub(crate) enum Call {
    Roll {
        formula: String,
        dialect: Option<String>,
        secrecy: Secrecy,
        /// Discord's `repeat`: roll the formula this many times, as a set.
        repeat: Option<i64>,
    },
    Handler(Command),
    /// `/alias import` with a file: fetched before the handler imports it.
    ImportFile {
        target: Target,
        file: Attached,
    },
    /// `/tray post NAME`: the tray goes out as a message of its own, which later presses
    /// move to the bottom of the channel.
    TrayPost {
        target: Target,
        name: String,
    },
    /// `/gm role [role]`: `None` clears the role.
    GmRole {
        role: Option<(serenity::RoleId, String)>,
    },
}

/// Option values by name, from one level of a command's options.
struct Args<'a>(Vec<serenity::ResolvedOption<'a>>);

impl<'a> Args<'a> {
    fn text(&self, name: &str) -> Option<String> {
        self.0
            .iter()
            .find(|o| o.name == name)
            .and_then(|o| match &o.value {
                serenity::ResolvedValue::String(s) => Some(s.to_string()),
                _ => None,
            })
    }

    fn required(&self, name: &str) -> String {
        // Discord enforces required options; an empty string reaches the handler's
        // own "missing formula" answer if a client ever omits one.
        self.text(name).unwrap_or_default()
    }

    fn count(&self, name: &str) -> Option<u32> {
        self.integer(name).and_then(|n| u32::try_from(n).ok())
    }

    fn integer(&self, name: &str) -> Option<i64> {
        self.0
            .iter()
            .find(|o| o.name == name)
            .and_then(|o| match o.value {
                serenity::ResolvedValue::Integer(n) => Some(n),
                _ => None,
            })
    }

    fn role(&self, name: &str) -> Option<(serenity::RoleId, String)> {
        self.0
            .iter()
            .find(|o| o.name == name)
            .and_then(|o| match o.value {
                serenity::ResolvedValue::Role(role) => Some((role.id, role.name.clone())),
                _ => None,
            })
    }

    fn attachment(&self, name: &str) -> Option<Attached> {
        self.0
            .iter()
            .find(|o| o.name == name)
            .and_then(|o| match o.value {
                serenity::ResolvedValue::Attachment(a) => Some(Attached {
                    url: a.url.clone(),
                    size: u64::from(a.size),
                }),
                _ => None,
            })
    }

    fn target(&self) -> Target {
        match self.text("scope").as_deref() {
            Some(SCOPE_SERVER) => Target::Chat,
            _ => Target::Me,
        }
    }

    fn subcommand(self) -> Option<(&'a str, Args<'a>)> {
        self.0.into_iter().find_map(|o| match o.value {
            serenity::ResolvedValue::SubCommand(options) => Some((o.name, Args(options))),
            _ => None,
        })
    }
}

pub(crate) fn call(data: &serenity::CommandData) -> Call {
    let args = Args(data.options());
    let handler = Call::Handler;
    match data.name.as_str() {
        "roll" => Call::Roll {
            formula: args.required("formula"),
            dialect: args.text("dialect"),
            secrecy: secrecy(args.text("secret").as_deref()),
            repeat: args.integer("repeat"),
        },
        "stats" => handler(Command::Stats {
            formula: args.required("formula"),
            dialect: args.text("dialect"),
        }),
        "dialect" => handler(Command::Dialect {
            target: args.target(),
            name: args.text("name"),
        }),
        "history" => handler(Command::History {
            count: args.count("count"),
        }),
        "verify" => handler(Command::Verify {
            id: args.text("id"),
        }),
        "system" => handler(Command::System {
            target: args.target(),
            name: args.text("name").map(|n| n.trim().to_lowercase()),
        }),
        "help" => handler(Command::Help {
            topic: args.text("topic"),
        }),
        "alias" => match args.subcommand() {
            Some(("import", args)) if args.text("json").is_none() => {
                match args.attachment("file") {
                    Some(file) => Call::ImportFile {
                        target: args.target(),
                        file,
                    },
                    // Neither: the handler says how to import.
                    None => handler(Command::Alias {
                        target: args.target(),
                        command: Some(AliasCommand::Import {
                            json: String::new(),
                        }),
                    }),
                }
            }
            Some((name, args)) => handler(Command::Alias {
                target: args.target(),
                command: alias(name, &args),
            }),
            None => handler(Command::Alias {
                target: Target::Me,
                command: None,
            }),
        },
        "tray" => match args.subcommand() {
            Some(("post", args)) => Call::TrayPost {
                target: args.target(),
                name: args.required("name"),
            },
            Some((name, args)) => handler(Command::Tray {
                target: args.target(),
                command: tray(name, &args),
            }),
            None => handler(Command::Tray {
                target: Target::Me,
                command: None,
            }),
        },
        "log" => match args.subcommand() {
            Some(("link", args)) => handler(Command::Log(LogCommand::Link {
                hours: args.count("hours"),
            })),
            Some(("revoke", _)) => handler(Command::Log(LogCommand::Revoke)),
            _ => handler(Command::Usage {
                command: "log".into(),
            }),
        },
        "gm" => match args.subcommand() {
            Some(("role", args)) => Call::GmRole {
                role: args.role("role"),
            },
            _ => handler(Command::Unknown {
                command: "gm".into(),
            }),
        },
        other => handler(Command::Unknown {
            command: other.to_string(),
        }),
    }
}

/// `/roll`'s `secret` option read.
pub(crate) fn secrecy(secret: Option<&str>) -> Secrecy {
    match secret {
        Some(SECRET_SELF) => Secrecy::Me,
        Some(SECRET_GM) => Secrecy::Gm,
        _ => Secrecy::Public,
    }
}

fn alias(name: &str, args: &Args<'_>) -> Option<AliasCommand> {
    Some(match name {
        "set" => AliasCommand::Set {
            name: args.required("name"),
            formula: args.required("formula"),
        },
        "get" => AliasCommand::Get {
            name: args.required("name"),
        },
        "list" => AliasCommand::List {
            prefix: args.text("prefix").unwrap_or_default(),
        },
        "rename" => AliasCommand::Rename {
            old: args.required("old"),
            new: args.required("new"),
        },
        "delete" => AliasCommand::Delete {
            name: args.required("name"),
        },
        "describe" => AliasCommand::Describe {
            name: args.required("name"),
            text: args.required("text"),
        },
        "export" => AliasCommand::Export,
        "import" => AliasCommand::Import {
            json: args.text("json").unwrap_or_default(),
        },
        _ => return None,
    })
}

fn tray(name: &str, args: &Args<'_>) -> Option<TrayCommand> {
    let named = || args.required("name");
    Some(match name {
        "new" => TrayCommand::New {
            name: named(),
            spec: args.required("rolls"),
        },
        "from-aliases" => TrayCommand::FromAliases {
            name: args
                .text("name")
                .unwrap_or_else(|| polyroll_bot::command::ALIASES_TRAY.to_string()),
        },
        "from-system" => {
            let system = args.required("system");
            TrayCommand::FromSystem {
                name: args.text("name").unwrap_or_else(|| system.clone()),
                system: system.to_lowercase(),
            }
        }
        "list" => TrayCommand::List,
        "show" => TrayCommand::Show { name: named() },
        "rename" => TrayCommand::Rename {
            old: args.required("old"),
            new: args.required("new"),
        },
        "delete" => TrayCommand::Delete { name: named() },
        _ => return None,
    })
}
