//! The slash commands, declared once as data and turned into poise commands: poise
//! registers them and dispatches them on the gateway; the HTTP endpoint reads the same
//! option names. Localised into Russian and French where Discord allows it.

use std::collections::HashMap;

use poise::serenity_prelude as serenity;

use crate::gateway_actions::{autocomplete, slash, Data, Error};
use crate::option_values::{SCOPE_ME, SCOPE_SERVER, SECRET_GM, SECRET_SELF};

pub(crate) type PoiseCommand = poise::Command<Data, Error>;

/// One text in English (the default) and its translations.
pub(crate) struct Words {
    pub en: &'static str,
    pub ru: &'static str,
    pub fr: &'static str,
}

/// A command or subcommand.
pub(crate) struct Spec {
    pub name: Words,
    pub about: Words,
    pub options: &'static [Opt],
    pub subcommands: &'static [Spec],
    /// Shown only to members who may manage the server (checked again when run).
    pub managers: bool,
}

pub(crate) struct Opt {
    pub name: Words,
    pub about: Words,
    pub kind: Kind,
    pub required: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    /// A formula, with live hints (autocomplete).
    Formula,
    Text,
    /// One of the four dialects.
    Dialect,
    /// `self` or `gm`.
    Secret,
    /// `me` or `server`: whose aliases or dialect.
    Scope,
    Count,
    /// How many times to roll: a roll set.
    Repeat,
    Role,
    /// An attached file.
    File,
    /// A game system's name, with the system names offered (autocomplete).
    System,
    /// Hours of a session log: 1 to the bot's most.
    Hours,
}

const fn w(en: &'static str, ru: &'static str, fr: &'static str) -> Words {
    Words { en, ru, fr }
}

const FORMULA: Opt = Opt {
    name: w("formula", "формула", "formule"),
    about: w(
        "Dice to roll, e.g. 4d6kh3",
        "Что бросать, например 4d6kh3",
        "Les dés à lancer, par ex. 4d6kh3",
    ),
    kind: Kind::Formula,
    required: true,
};
const DIALECT: Opt = Opt {
    name: w("dialect", "диалект", "dialecte"),
    about: w(
        "Dice notation for this call",
        "Нотация кубиков для этого броска",
        "Notation des dés pour cet appel",
    ),
    kind: Kind::Dialect,
    required: false,
};
const SCOPE: Opt = Opt {
    name: w("scope", "чьи", "portee"),
    about: w(
        "Yours (default) or the server's",
        "Ваши (по умолчанию) или сервера",
        "Les vôtres (par défaut) ou ceux du serveur",
    ),
    kind: Kind::Scope,
    required: false,
};
const ALIAS_NAME: Opt = Opt {
    name: w("name", "имя", "nom"),
    about: w("Alias name", "Имя алиаса", "Nom de l'alias"),
    kind: Kind::Text,
    required: true,
};

/// `rename`'s two names, of aliases and trays alike.
const OLD_NAME: Opt = Opt {
    name: w("old", "старое", "ancien"),
    about: w("Current name", "Текущее имя", "Nom actuel"),
    kind: Kind::Text,
    required: true,
};
const NEW_NAME: Opt = Opt {
    name: w("new", "новое", "nouveau"),
    about: w("New name", "Новое имя", "Nouveau nom"),
    kind: Kind::Text,
    required: true,
};
const TRAY_NAME: Opt = Opt {
    name: w("name", "имя", "nom"),
    about: w("Tray name", "Имя лотка", "Nom du plateau"),
    kind: Kind::Text,
    required: true,
};

const fn sub(name: Words, about: Words, options: &'static [Opt]) -> Spec {
    Spec {
        name,
        about,
        options,
        subcommands: &[],
        managers: false,
    }
}

pub(crate) static SPECS: &[Spec] = &[
    Spec {
        name: w("roll", "бросок", "lancer"),
        about: w("Roll dice", "Бросить кубики", "Lancer des dés"),
        options: &[
            FORMULA,
            DIALECT,
            Opt {
                name: w("secret", "тайно", "secret"),
                about: w(
                    "Only you see it (self) or the GMs get it privately (gm)",
                    "Видите только вы (self) или мастера лично (gm)",
                    "Vous seul (self) ou les MJ en privé (gm)",
                ),
                kind: Kind::Secret,
                required: false,
            },
            Opt {
                name: w("repeat", "повтор", "repeter"),
                about: w(
                    "Roll it this many times, each roll with its own id (1–20)",
                    "Бросить столько раз, у каждого броска свой номер (1–20)",
                    "Lancer autant de fois, chaque lancer avec son numéro (1–20)",
                ),
                kind: Kind::Repeat,
                required: false,
            },
        ],
        subcommands: &[],
        managers: false,
    },
    Spec {
        name: w("stats", "статистика", "stats"),
        about: w(
            "Exact statistics and a chart of a formula",
            "Точная статистика и график формулы",
            "Statistiques exactes et graphique d'une formule",
        ),
        options: &[FORMULA, DIALECT],
        subcommands: &[],
        managers: false,
    },
    Spec {
        name: w("alias", "алиас", "alias"),
        about: w(
            "Named formulas, yours or the server's",
            "Именованные формулы, ваши или сервера",
            "Formules nommées, les vôtres ou celles du serveur",
        ),
        options: &[],
        subcommands: &[
            sub(
                w("set", "задать", "definir"),
                w(
                    "Save a formula under a name",
                    "Сохранить формулу под именем",
                    "Enregistrer une formule sous un nom",
                ),
                &[
                    ALIAS_NAME,
                    Opt {
                        name: w("formula", "формула", "formule"),
                        about: w("The formula", "Формула", "La formule"),
                        kind: Kind::Text,
                        required: true,
                    },
                    SCOPE,
                ],
            ),
            sub(
                w("get", "показать", "voir"),
                w("Show one alias", "Показать алиас", "Afficher un alias"),
                &[ALIAS_NAME, SCOPE],
            ),
            sub(
                w("list", "список", "liste"),
                w("List aliases", "Список алиасов", "Lister les alias"),
                &[
                    Opt {
                        name: w("prefix", "префикс", "prefixe"),
                        about: w(
                            "Only names starting with this",
                            "Только имена с этим началом",
                            "Seulement les noms qui commencent ainsi",
                        ),
                        kind: Kind::Text,
                        required: false,
                    },
                    SCOPE,
                ],
            ),
            sub(
                w("rename", "переименовать", "renommer"),
                w(
                    "Rename an alias",
                    "Переименовать алиас",
                    "Renommer un alias",
                ),
                &[OLD_NAME, NEW_NAME, SCOPE],
            ),
            sub(
                w("delete", "удалить", "supprimer"),
                w("Delete an alias", "Удалить алиас", "Supprimer un alias"),
                &[ALIAS_NAME, SCOPE],
            ),
            sub(
                w("describe", "описать", "decrire"),
                w(
                    "Attach a description to an alias",
                    "Добавить описание к алиасу",
                    "Décrire un alias",
                ),
                &[
                    ALIAS_NAME,
                    Opt {
                        name: w("text", "текст", "texte"),
                        about: w("The description", "Описание", "La description"),
                        kind: Kind::Text,
                        required: true,
                    },
                    SCOPE,
                ],
            ),
            sub(
                w("export", "экспорт", "exporter"),
                w(
                    "Export aliases as JSON",
                    "Экспортировать алиасы в JSON",
                    "Exporter les alias en JSON",
                ),
                &[SCOPE],
            ),
            sub(
                w("import", "импорт", "importer"),
                w(
                    "Import aliases from exported JSON",
                    "Импортировать алиасы из JSON",
                    "Importer des alias depuis du JSON",
                ),
                // Either one: the JSON pasted, or the file `/alias export` sent (a book
                // of more than a few dozen aliases is longer than an option holds).
                &[
                    Opt {
                        name: w("json", "json", "json"),
                        about: w(
                            "The exported JSON",
                            "Экспортированный JSON",
                            "Le JSON exporté",
                        ),
                        kind: Kind::Text,
                        required: false,
                    },
                    Opt {
                        name: w("file", "файл", "fichier"),
                        about: w(
                            "The aliases.json file /alias export sent",
                            "Файл aliases.json из /alias export",
                            "Le fichier aliases.json donné par /alias export",
                        ),
                        kind: Kind::File,
                        required: false,
                    },
                    SCOPE,
                ],
            ),
        ],
        managers: false,
    },
    Spec {
        name: w("dialect", "диалект", "dialecte"),
        about: w(
            "Show or set the default dice notation",
            "Показать или задать нотацию по умолчанию",
            "Voir ou choisir la notation par défaut",
        ),
        options: &[
            Opt {
                name: w("name", "название", "nom"),
                about: w(
                    "The notation to use from now on",
                    "Нотация отныне",
                    "La notation à utiliser désormais",
                ),
                kind: Kind::Dialect,
                required: false,
            },
            SCOPE,
        ],
        subcommands: &[],
        managers: false,
    },
    Spec {
        name: w("history", "история", "historique"),
        about: w(
            "Your latest rolls",
            "Ваши последние броски",
            "Vos derniers lancers",
        ),
        options: &[Opt {
            name: w("count", "сколько", "nombre"),
            about: w("How many (1–50)", "Сколько (1–50)", "Combien (1–50)"),
            kind: Kind::Count,
            required: false,
        }],
        subcommands: &[],
        managers: false,
    },
    Spec {
        name: w("verify", "проверить", "verifier"),
        about: w(
            "Show a logged roll again: who, when, where, every die",
            "Показать бросок из журнала: кто, когда, где, все кости",
            "Revoir un lancer du journal : qui, quand, où, chaque dé",
        ),
        options: &[Opt {
            name: w("id", "номер", "numero"),
            about: w(
                "The roll's number, shown after # under it",
                "Номер броска, после # под ним",
                "Le numéro du lancer, après # en dessous",
            ),
            kind: Kind::Text,
            required: true,
        }],
        subcommands: &[],
        managers: false,
    },
    Spec {
        name: w("help", "помощь", "aide"),
        about: w(
            "How to write formulas",
            "Как писать формулы",
            "Comment écrire les formules",
        ),
        options: &[Opt {
            name: w("topic", "тема", "sujet"),
            about: w(
                "A dialect or command",
                "Диалект или команда",
                "Un dialecte ou une commande",
            ),
            kind: Kind::Text,
            required: false,
        }],
        subcommands: &[],
        managers: false,
    },
    Spec {
        name: w("system", "система", "systeme"),
        about: w(
            "Game systems: one system's rolls, or the list",
            "Игровые системы: броски одной системы или список",
            "Systèmes de jeu : les lancers d'un système, ou la liste",
        ),
        options: &[
            Opt {
                name: w("name", "название", "nom"),
                about: w(
                    "A system, e.g. blades; empty for the list",
                    "Система, например blades; пусто: список",
                    "Un système, par ex. blades ; vide : la liste",
                ),
                kind: Kind::System,
                required: false,
            },
            Opt {
                name: w("scope", "чьи", "portee"),
                about: w(
                    "server: the server's game (managers set it; none clears it)",
                    "server: игра сервера (ставят управляющие; none сбрасывает)",
                    "server : le jeu du serveur (posé par les gérants ; none l'efface)",
                ),
                kind: Kind::Scope,
                required: false,
            },
        ],
        subcommands: &[],
        managers: false,
    },
    Spec {
        name: w("tray", "лоток", "plateau"),
        about: w(
            "Dice trays: saved rolls posted as buttons anyone can press",
            "Лотки: сохранённые броски кнопками, нажать может любой",
            "Plateaux : des lancers enregistrés en boutons que chacun peut presser",
        ),
        options: &[],
        subcommands: &[
            sub(
                w("new", "новый", "nouveau"),
                w(
                    "Save a tray: Label=FORMULA; Label=FORMULA (up to 25)",
                    "Сохранить лоток: Метка=ФОРМУЛА; Метка=ФОРМУЛА (до 25)",
                    "Enregistrer un plateau : Libellé=FORMULE; Libellé=FORMULE (25 au plus)",
                ),
                &[
                    TRAY_NAME,
                    Opt {
                        name: w("rolls", "броски", "lancers"),
                        about: w(
                            "e.g. Attack=1d20+[str]; Damage=1d8+[str]",
                            "например Атака=1d20+[str]; Урон=1d8+[str]",
                            "par ex. Attaque=1d20+[str]; Dégâts=1d8+[str]",
                        ),
                        kind: Kind::Text,
                        required: true,
                    },
                    SCOPE,
                ],
            ),
            sub(
                w("from-aliases", "из-алиасов", "depuis-alias"),
                w(
                    "A tray with one button per alias",
                    "Лоток с кнопкой на каждый алиас",
                    "Un plateau avec un bouton par alias",
                ),
                &[
                    Opt {
                        name: w("name", "имя", "nom"),
                        about: w(
                            "Tray name (default: aliases)",
                            "Имя лотка (по умолчанию aliases)",
                            "Nom du plateau (par défaut : aliases)",
                        ),
                        kind: Kind::Text,
                        required: false,
                    },
                    SCOPE,
                ],
            ),
            sub(
                w("from-system", "из-системы", "depuis-systeme"),
                w(
                    "A tray of a game system's rolls",
                    "Лоток с бросками игровой системы",
                    "Un plateau des lancers d'un système de jeu",
                ),
                &[
                    Opt {
                        name: w("system", "система", "systeme"),
                        about: w(
                            "The game system, e.g. blades",
                            "Игровая система, например blades",
                            "Le système de jeu, par ex. blades",
                        ),
                        kind: Kind::System,
                        required: true,
                    },
                    Opt {
                        name: w("name", "имя", "nom"),
                        about: w(
                            "Tray name (default: the system's)",
                            "Имя лотка (по умолчанию как у системы)",
                            "Nom du plateau (par défaut : celui du système)",
                        ),
                        kind: Kind::Text,
                        required: false,
                    },
                    SCOPE,
                ],
            ),
            sub(
                w("list", "список", "liste"),
                w("List trays", "Список лотков", "Lister les plateaux"),
                &[SCOPE],
            ),
            sub(
                w("show", "показать", "voir"),
                w(
                    "Show a tray's rolls",
                    "Показать броски лотка",
                    "Afficher les lancers d'un plateau",
                ),
                &[TRAY_NAME, SCOPE],
            ),
            sub(
                w("post", "выложить", "poser"),
                w(
                    "Post a tray here as buttons",
                    "Выложить лоток сюда кнопками",
                    "Poser un plateau ici en boutons",
                ),
                &[TRAY_NAME, SCOPE],
            ),
            sub(
                w("rename", "переименовать", "renommer"),
                w(
                    "Rename a tray",
                    "Переименовать лоток",
                    "Renommer un plateau",
                ),
                &[OLD_NAME, NEW_NAME, SCOPE],
            ),
            sub(
                w("delete", "удалить", "supprimer"),
                w("Delete a tray", "Удалить лоток", "Supprimer un plateau"),
                &[TRAY_NAME, SCOPE],
            ),
        ],
        managers: false,
    },
    Spec {
        name: w("gm", "мастер", "mj"),
        about: w(
            "Game master settings of this server",
            "Настройки мастера на сервере",
            "Réglages du MJ sur ce serveur",
        ),
        options: &[],
        subcommands: &[sub(
            w("role", "роль", "role"),
            w(
                "The role whose members get secret GM rolls",
                "Роль, получающая тайные броски",
                "Le rôle qui reçoit les lancers secrets",
            ),
            &[Opt {
                name: w("role", "роль", "role"),
                about: w(
                    "Leave empty to clear it",
                    "Пусто: сбросить",
                    "Vide : l'effacer",
                ),
                kind: Kind::Role,
                required: false,
            }],
        )],
        managers: true,
    },
    Spec {
        name: w("log", "журнал", "journal"),
        about: w(
            "Session log: a private page of this channel's rolls",
            "Журнал сессии: личная страница бросков этого канала",
            "Journal de session : une page privée des lancers de ce salon",
        ),
        options: &[],
        subcommands: &[
            sub(
                w("link", "ссылка", "lien"),
                w(
                    "A private link to the rolls of the last hours, with a fairness check",
                    "Личная ссылка на броски последних часов с проверкой честности",
                    "Un lien privé vers les lancers des dernières heures, avec un test d'équité",
                ),
                &[Opt {
                    name: w("hours", "часы", "heures"),
                    about: w(
                        "How many hours back (24 by default)",
                        "Сколько часов назад (по умолчанию 24)",
                        "Combien d'heures en arrière (24 par défaut)",
                    ),
                    kind: Kind::Hours,
                    required: false,
                }],
            ),
            sub(
                w("revoke", "закрыть", "revoquer"),
                w(
                    "Close every session log link of this server",
                    "Закрыть все ссылки на журнал этого сервера",
                    "Fermer tous les liens de journal de ce serveur",
                ),
                &[],
            ),
        ],
        managers: true,
    },
];

fn localised(words: &Words) -> HashMap<String, String> {
    HashMap::from([
        ("ru".to_string(), words.ru.to_string()),
        ("fr".to_string(), words.fr.to_string()),
    ])
}

/// poise wants a plain `fn` per option type, hence one small function per kind.
fn type_setter(kind: Kind) -> fn(serenity::CreateCommandOption) -> serenity::CreateCommandOption {
    use serenity::CommandOptionType as T;
    match kind {
        Kind::Formula | Kind::Text | Kind::System => |b| b.kind(T::String),
        Kind::Dialect => |b| {
            polyroll_core::Dialect::ALL
                .iter()
                .fold(b.kind(T::String), |b, d| {
                    b.add_string_choice(d.name(), d.name())
                })
        },
        Kind::Secret => |b| {
            b.kind(T::String)
                .add_string_choice_localized(
                    "self",
                    SECRET_SELF,
                    [("ru", "только мне"), ("fr", "moi seul")],
                )
                .add_string_choice_localized("gm", SECRET_GM, [("ru", "мастеру"), ("fr", "au MJ")])
        },
        Kind::Scope => |b| {
            b.kind(T::String)
                .add_string_choice_localized("me", SCOPE_ME, [("ru", "мои"), ("fr", "moi")])
                .add_string_choice_localized(
                    "server",
                    SCOPE_SERVER,
                    [("ru", "сервера"), ("fr", "serveur")],
                )
        },
        Kind::Count => |b| b.kind(T::Integer).min_int_value(1).max_int_value(50),
        Kind::Repeat => |b| {
            // The bot's limit for a roll set; a larger value never reaches it.
            const MAX: u64 = polyroll_core::sets::MAX_SET as u64;
            b.kind(T::Integer).min_int_value(1).max_int_value(MAX)
        },
        Kind::Hours => |b| {
            const MAX: u64 = polyroll_bot::MAX_LOG_HOURS as u64;
            b.kind(T::Integer).min_int_value(1).max_int_value(MAX)
        },
        Kind::Role => |b| b.kind(T::Role),
        Kind::File => |b| b.kind(T::Attachment),
    }
}

fn parameter(opt: &Opt) -> poise::CommandParameter<Data, Error> {
    poise::CommandParameter {
        name: opt.name.en.to_string(),
        name_localizations: localised(&opt.name),
        description: Some(opt.about.en.to_string()),
        description_localizations: localised(&opt.about),
        required: opt.required,
        channel_types: None,
        choices: Vec::new(),
        type_setter: Some(type_setter(opt.kind)),
        autocomplete_callback: match opt.kind {
            Kind::Formula | Kind::System => Some(autocomplete as _),
            _ => None,
        },
        __non_exhaustive: (),
    }
}

fn command(spec: &Spec, parent: Option<&str>) -> PoiseCommand {
    let qualified_name = match parent {
        Some(parent) => format!("{parent} {}", spec.name.en),
        None => spec.name.en.to_string(),
    };
    let leaf = spec.subcommands.is_empty();
    PoiseCommand {
        name: spec.name.en.to_string(),
        name_localizations: localised(&spec.name),
        description: Some(spec.about.en.to_string()),
        description_localizations: localised(&spec.about),
        identifying_name: qualified_name.clone(),
        source_code_name: spec.name.en.to_string(),
        subcommands: spec
            .subcommands
            .iter()
            .map(|s| command(s, Some(&qualified_name)))
            .collect(),
        subcommand_required: !leaf,
        qualified_name,
        slash_action: Some(slash),
        parameters: spec.options.iter().map(parameter).collect(),
        default_member_permissions: if spec.managers {
            serenity::Permissions::MANAGE_GUILD
        } else {
            serenity::Permissions::empty()
        },
        guild_only: spec.managers,
        install_context: parent.is_none().then(|| install_contexts(spec)),
        interaction_context: parent.is_none().then(|| interaction_contexts(spec)),
        ..Default::default()
    }
}

/// Where a command may be installed, said rather than left to the application's settings:
/// rolling, statistics and one's own aliases also for users who install the app for
/// themselves; a server's settings (the GM role) only with the app installed there.
fn install_contexts(spec: &Spec) -> Vec<serenity::InstallationContext> {
    use serenity::InstallationContext as I;
    if spec.managers {
        vec![I::Guild]
    } else {
        vec![I::Guild, I::User]
    }
}

/// Where a command may be used: a server's settings only in a server; the rest also in a
/// direct message with the bot and in group DMs, where no one manages the chat (see
/// `Origin::manages_server`) and GM rolls are refused as outside a server.
fn interaction_contexts(spec: &Spec) -> Vec<serenity::InteractionContext> {
    use serenity::InteractionContext as C;
    if spec.managers {
        vec![C::Guild]
    } else {
        vec![C::Guild, C::BotDm, C::PrivateChannel]
    }
}

/// Every command, for poise's framework and for registration.
pub(crate) fn all() -> Vec<PoiseCommand> {
    SPECS.iter().map(|spec| command(spec, None)).collect()
}

/// The JSON bodies Discord's bulk-overwrite endpoint takes.
pub fn definitions() -> Vec<serenity::CreateCommand> {
    poise::builtins::create_application_commands(&all())
}
