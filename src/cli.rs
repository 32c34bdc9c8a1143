//! The command line: `polyroll roll [--dialect D] [--faces 3,5,2] [--seed N]
//! [--var name=formula]... [--json] -- FORMULA`, `polyroll stats [--dialect D]
//! [--var name=formula]... [--json] [--png FILE] [--at-least N] [--rows all|N]
//! [--decimals N] -- FORMULA`, `polyroll fair check --seed HEX --request ID [--player WORD]
//! [--commitment HEX] [--faces 3,5,2] [--dialect D] -- FORMULA`, `polyroll console`, and
//! with no subcommand the bot (see `serve`). Only arguments and wiring: what is printed
//! comes from `polyroll-render`, as the bot prints it.

use std::collections::HashMap;
use std::io::Write;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use polyroll_chart::distribution_png;
use polyroll_core::fair::Recomputed;
use polyroll_core::stats::analyze_report;
use polyroll_core::{
    Alias, Dialect, DieSource, Limits, RandomSource, Roller, ScriptedSource, ServerSeed,
};
use polyroll_render::stats::{Rows, TableOptions};
use polyroll_render::{json, render, render_error, Surface};

#[derive(Parser)]
#[command(
    name = "polyroll",
    version,
    about = "A dice service for chat: one engine, four notations"
)]
struct Cli {
    /// The settings file (default: bot.env, if present).
    #[arg(long, global = true)]
    env_file: Option<std::path::PathBuf>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Roll one formula.
    Roll(RollArgs),
    /// Chat with the bot in the terminal: formulas and commands, one per line.
    Console(ConsoleArgs),
    /// The exact distribution of a formula's total: mean, spread, table, chart.
    Stats(StatsArgs),
    /// Show a logged roll from the store (DATABASE_URL): who, when, where, every die.
    Verify {
        /// The roll's id, the number after # under it.
        id: String,
    },
    /// Discord application chores.
    #[command(subcommand)]
    Discord(DiscordCommand),
    /// Provably fair rolls (docs/fairness.md).
    #[command(subcommand)]
    Fair(FairCommand),
}

#[derive(Subcommand)]
enum FairCommand {
    /// Recompute a roll's faces offline from its inputs: the revealed server seed, the
    /// request id, the player seed, the notation and the formula.
    Check(FairCheckArgs),
}

#[derive(clap::Args)]
struct FairCheckArgs {
    /// The period's server seed, revealed after the period: 64 hex digits.
    #[arg(long)]
    seed: String,
    /// The request id the roll was made for, e.g. discord:interaction:1180000000000000000.
    #[arg(long)]
    request: String,
    /// The player seed in force for the roll (none if left out).
    #[arg(long, default_value = "")]
    player: String,
    /// The commitment published before the period: checks the seed against it.
    #[arg(long)]
    commitment: Option<String>,
    /// The faces the roll showed, in draw order (e.g. 3,5,2,6): checks them.
    #[arg(long, allow_hyphen_values = true)]
    faces: Option<String>,
    /// The notation: standard, dndice, diceplus or pool.
    #[arg(long, default_value = "standard")]
    dialect: String,
    /// Where the text is shown: plain, ansi, discord or telegram [default: ansi on a
    /// terminal unless NO_COLOR is set, else plain].
    #[arg(long)]
    surface: Option<String>,
    /// The formula, as rolled.
    #[arg(required = true, trailing_var_arg = true, allow_hyphen_values = true)]
    formula: Vec<String>,
}

#[derive(Subcommand)]
enum DiscordCommand {
    /// Register (replace) Polyroll's slash commands: globally, or in one server.
    Register {
        /// Only in this server (guild id): shows at once, for testing.
        #[arg(long)]
        guild: Option<u64>,
    },
}

#[derive(clap::Args)]
struct ConsoleArgs {
    /// Who you are to the bot: your aliases and history are this user's.
    #[arg(long)]
    user: Option<String>,
    /// The chat you are in: its aliases and default dialect are shared.
    #[arg(long, default_value = "console")]
    chat: String,
    /// Act as a member without admin rights in the chat.
    #[arg(long)]
    not_admin: bool,
    /// The language of the replies: en, ru or fr.
    #[arg(long)]
    locale: Option<String>,
}

#[derive(clap::Args)]
struct StatsArgs {
    /// The notation: standard, dndice, diceplus or pool (pool: each statement).
    #[arg(long, default_value = "standard")]
    dialect: String,
    /// A variable: name=formula (repeatable).
    #[arg(long = "var")]
    vars: Vec<String>,
    /// Print the statistics as JSON.
    #[arg(long)]
    json: bool,
    /// Draw the distribution as a PNG bar chart into FILE.
    #[arg(long, value_name = "FILE")]
    png: Option<std::path::PathBuf>,
    /// Also print the chance that the total is at least N.
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    at_least: Option<f64>,
    /// Rows of the table: `all`, or at most N around the middle.
    #[arg(long, value_name = "all|N", default_value_t = TableOptions::default().rows)]
    rows: Rows,
    /// Decimals of the percentages, the mean and the spread (0–6).
    #[arg(long, value_name = "N", default_value_t = 2,
          value_parser = clap::value_parser!(u8).range(0..=6))]
    decimals: u8,
    /// The formula.
    #[arg(required = true, trailing_var_arg = true, allow_hyphen_values = true)]
    formula: Vec<String>,
}

#[derive(clap::Args)]
struct RollArgs {
    /// The notation: standard, dndice, diceplus or pool.
    #[arg(long, default_value = "standard")]
    dialect: String,
    /// Scripted die faces in draw order, e.g. 3,5,2.
    #[arg(long, allow_hyphen_values = true)]
    faces: Option<String>,
    /// Seed the generator, to replay a roll.
    #[arg(long)]
    seed: Option<u64>,
    /// A variable: name=formula (repeatable).
    #[arg(long = "var")]
    vars: Vec<String>,
    /// Where the text is shown: plain, ansi, discord or telegram [default: ansi on a
    /// terminal unless NO_COLOR is set, else plain].
    #[arg(long)]
    surface: Option<String>,
    /// Print the outcome as JSON.
    #[arg(long)]
    json: bool,
    /// The formula.
    #[arg(required = true, trailing_var_arg = true, allow_hyphen_values = true)]
    formula: Vec<String>,
}

pub fn run() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Roll(args)) => roll(args),
        Some(Command::Stats(args)) => stats(args),
        Some(Command::Verify { id }) => crate::serve::verify(cli.env_file.as_deref(), &id),
        Some(Command::Fair(FairCommand::Check(args))) => fair_check(args),
        Some(Command::Discord(DiscordCommand::Register { guild })) => {
            crate::serve::discord_register(cli.env_file.as_deref(), guild)
        }
        Some(Command::Console(args)) => {
            let defaults = crate::serve::ConsoleArgs::default();
            crate::serve::console(
                cli.env_file.as_deref(),
                crate::serve::ConsoleArgs {
                    user: args.user.unwrap_or(defaults.user),
                    chat: args.chat,
                    admin: !args.not_admin,
                    locale: args.locale,
                },
            )
        }
        None => crate::serve::run(cli.env_file.as_deref()),
    }
}

fn roll(args: RollArgs) -> ExitCode {
    let text = args.formula.join(" ");
    let fail = |json: bool, message: String| {
        if json {
            println!("{}", json::usage_error(&message));
        } else {
            eprintln!("error: {message}");
        }
        ExitCode::from(2)
    };
    let dialect: Dialect = match args.dialect.parse() {
        Ok(d) => d,
        Err(e) => return fail(args.json, e),
    };
    let surface: Surface = match args.surface.as_deref().map(str::parse) {
        Some(Ok(s)) => s,
        Some(Err(e)) => return fail(args.json, e),
        None => Surface::for_stdout(),
    };
    let vars = match vars_of(&args.vars, dialect) {
        Ok(v) => v,
        Err(e) => return fail(args.json, e),
    };
    let mut source: Box<dyn DieSource> = match (&args.faces, args.seed) {
        (Some(f), _) => match parse_faces(f) {
            Ok(faces) => Box::new(ScriptedSource::new(faces)),
            Err(e) => return fail(args.json, e),
        },
        (None, Some(seed)) => Box::new(RandomSource::seeded(seed)),
        (None, None) => Box::new(RandomSource::from_os()),
    };
    let roller = Roller::new(dialect).with_resolver(&vars);
    let result = roller.roll(&text, source.as_mut());
    match (result, args.json) {
        (Ok(outcome), true) => {
            println!("{}", json::outcome(&outcome, surface));
            ExitCode::SUCCESS
        }
        (Ok(outcome), false) => {
            println!("{}", render(surface, &outcome));
            ExitCode::SUCCESS
        }
        (Err(e), true) => {
            println!("{}", json::error(&e));
            ExitCode::from(1)
        }
        (Err(e), false) => {
            eprintln!("{}", render_error(surface, &e, &text));
            ExitCode::from(1)
        }
    }
}

/// `polyroll fair check`: the roll its inputs give, each die drawn with its face (what
/// `docs/fairness.py` takes to recompute them), and whether the seed keeps its commitment
/// and the faces shown are those: status 1 when either fails.
fn fair_check(args: FairCheckArgs) -> ExitCode {
    let text = args.formula.join(" ");
    let fail = |message: String| {
        eprintln!("error: {message}");
        ExitCode::from(2)
    };
    let dialect: Dialect = match args.dialect.parse() {
        Ok(d) => d,
        Err(e) => return fail(e),
    };
    let surface: Surface = match args.surface.as_deref().map(str::parse) {
        Some(Ok(s)) => s,
        Some(Err(e)) => return fail(e),
        None => Surface::for_stdout(),
    };
    let seed = match ServerSeed::from_hex(&args.seed) {
        Ok(s) => s,
        Err(e) => return fail(format!("--seed: {e}")),
    };
    let logged = match args.faces.as_deref().map(parse_faces).transpose() {
        Ok(f) => f,
        Err(e) => return fail(e),
    };
    let roller = Roller::new(dialect);
    let roll = match Recomputed::roll(&roller, &text, &seed, &args.request, &args.player) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{}", render_error(surface, &e, &text));
            return ExitCode::from(1);
        }
    };
    println!("{}", render(surface, &roll.outcome));
    let dice: Vec<String> = roll.drawn.iter().map(|d| d.die.to_string()).collect();
    let faces: Vec<String> = roll.drawn.iter().map(|d| d.face.to_string()).collect();
    println!("dice: {}", dice.join(" "));
    println!("faces: {}", faces.join(" "));
    let mut ok = true;
    if let Some(commitment) = &args.commitment {
        if polyroll_core::fair::matches_commitment(&seed, commitment) {
            println!("the seed matches the commitment {}", seed.commitment());
        } else {
            println!(
                "MISMATCH: the seed's SHA-256 is {}, not the commitment {}",
                seed.commitment(),
                commitment.trim()
            );
            ok = false;
        }
    }
    if let Some(logged) = logged {
        match roll.mismatch(&logged) {
            None => println!("the faces shown are the faces these inputs give"),
            Some(m) => {
                println!("MISMATCH: {m}");
                ok = false;
            }
        }
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// `--var name=formula` pairs, saved in the formula's dialect.
fn vars_of(pairs: &[String], dialect: Dialect) -> Result<HashMap<String, Alias>, String> {
    let mut vars = HashMap::new();
    for pair in pairs {
        let Some((name, formula)) = pair.split_once('=') else {
            return Err(format!("--var takes name=formula, not '{pair}'"));
        };
        vars.insert(
            name.trim().to_lowercase(),
            Alias {
                formula: formula.to_string(),
                dialect,
            },
        );
    }
    Ok(vars)
}

fn stats(args: StatsArgs) -> ExitCode {
    let text = args.formula.join(" ");
    let fail = |json: bool, message: String, code: u8| {
        if json {
            println!("{}", json::usage_error(&message));
        } else {
            eprintln!("error: {message}");
        }
        ExitCode::from(code)
    };
    let dialect: Dialect = match args.dialect.parse() {
        Ok(d) => d,
        Err(e) => return fail(args.json, e, 2),
    };
    let vars = match vars_of(&args.vars, dialect) {
        Ok(v) => v,
        Err(e) => return fail(args.json, e, 2),
    };
    let analysis = match analyze_report(dialect, &text, &vars, &Limits::default()) {
        Ok(a) => a,
        Err(e) if args.json => {
            println!("{}", json::error(&e));
            return ExitCode::from(1);
        }
        Err(e) => {
            eprintln!("{}", render_error(Surface::Plain, &e, &text));
            return ExitCode::from(1);
        }
    };
    if let Some(path) = &args.png {
        let written = distribution_png(&text, &analysis.stats)
            .map_err(|e| e.to_string())
            .and_then(|png| std::fs::write(path, png).map_err(|e| e.to_string()));
        if let Err(e) = written {
            return fail(args.json, format!("--png {}: {e}", path.display()), 1);
        }
    }
    let out = if args.json {
        json::report(&analysis, args.at_least).to_string()
    } else {
        let options = TableOptions {
            rows: args.rows,
            decimals: usize::from(args.decimals),
        };
        polyroll_render::stats::full_report(&text, &analysis, &options, args.at_least)
    };
    // A long table is often piped into `head`: a closed pipe is not a failure.
    let _ = writeln!(std::io::stdout(), "{out}");
    ExitCode::SUCCESS
}

fn parse_faces(s: &str) -> Result<Vec<f64>, String> {
    s.split(',')
        .map(|f| {
            f.trim()
                .parse::<f64>()
                .map_err(|_| format!("--faces: '{f}' is not a number"))
        })
        .collect()
}
