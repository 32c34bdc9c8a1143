//! The command line: `polyroll roll [--dialect D] [--faces 3,5,2] [--seed N]
//! [--var name=formula]... [--json] -- FORMULA`, `polyroll stats [--dialect D]
//! [--var name=formula]... [--json] [--png FILE] [--at-least N] -- FORMULA`, `polyroll
//! console`, and with no subcommand the bot (see `serve`).

use std::collections::HashMap;
use std::io::Write;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use polyroll_chart::distribution_png;
use polyroll_core::stats::{self, analyze, analyze_statements, Stats};
use polyroll_core::{
    Alias, Dialect, DieSource, Limits, Outcome, RandomSource, Roller, ScriptedSource,
};
use polyroll_render::{json, render, render_error, Surface};
use serde_json::Value;

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
        (Ok(outcome), false) if dialect == Dialect::Dndice => {
            println!("{}", dndice_explanation(&outcome));
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
    // Pool gives each statement its own stats; the first numeric one stands for the
    // program where one is expected (the top-level JSON fields, the chart).
    let per_statement = if dialect == Dialect::Pool {
        analyze_statements(dialect, &text, &vars, &Limits::default()).and_then(|all| {
            match all.iter().flatten().next().cloned() {
                Some(first) => Ok(Some((all, first))),
                None => Err(polyroll_core::Error::syntax(
                    polyroll_core::Problem::NoNumericTotal,
                    polyroll_core::Span::new(0, text.len()),
                )),
            }
        })
    } else {
        Ok(None)
    };
    let analyzed = match per_statement {
        Ok(Some((all, first))) => Ok((Some(all), first)),
        Ok(None) => analyze(dialect, &text, &vars, &Limits::default()).map(|s| (None, s)),
        Err(e) => Err(e),
    };
    let (all, stats) = match analyzed {
        Ok(s) => s,
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
        let written = distribution_png(&text, &stats)
            .map_err(|e| e.to_string())
            .and_then(|png| std::fs::write(path, png).map_err(|e| e.to_string()));
        if let Err(e) = written {
            return fail(args.json, format!("--png {}: {e}", path.display()), 1);
        }
    }
    let out = match (&all, args.json) {
        (None, true) => json::stats(&stats, args.at_least).to_string(),
        (None, false) => stats_text(&text, &stats, args.at_least),
        (Some(all), true) => {
            let mut out = json::stats(&stats, args.at_least);
            out["statements"] = all
                .iter()
                .map(|s| {
                    s.as_ref()
                        .map_or(Value::Null, |s| json::stats(s, args.at_least))
                })
                .collect();
            out.to_string()
        }
        (Some(all), false) => {
            let sources = polyroll_core::pool::parse(&text, &Limits::default())
                .map(|p| {
                    p.statements
                        .iter()
                        .map(|s| {
                            text.get(s.expr.span.start..s.expr.span.end)
                                .unwrap_or("")
                                .to_string()
                        })
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default();
            all.iter()
                .enumerate()
                .map(|(i, s)| {
                    let source = sources.get(i).map_or("", |x| x.as_str());
                    let header = format!("statement {}: {source}", i + 1);
                    match s {
                        Some(s) => format!("{header}\n{}", stats_text(source, s, args.at_least)),
                        None => format!("{header}\nno numeric total"),
                    }
                })
                .collect::<Vec<_>>()
                .join("\n\n")
        }
    };
    // A long table is often piped into `head`: a closed pipe is not a failure.
    let _ = writeln!(std::io::stdout(), "{out}");
    ExitCode::SUCCESS
}

fn stats_text(text: &str, s: &Stats, at_least: Option<f64>) -> String {
    let pct = |p: f64| format!("{}%", stats::fixed(p * 100.0, 4));
    let mut lines = vec![format!("{text}: {}", s.hint())];
    lines.push(match s.sampled_because {
        None => format!("exact (each probability within {:e})", s.error_bound),
        Some(why) => format!(
            "sampled from {} rolls ({why}); each probability within ±{:.4}",
            s.samples, s.error_bound
        ),
    });
    lines.push(format!("mean    {}", stats::fixed(s.mean, 4)));
    lines.push(format!("stddev  {}", stats::fixed(s.stddev, 4)));
    lines.push(format!("min     {}", fmt_num(s.min)));
    lines.push(format!("max     {}", fmt_num(s.max)));
    lines.push(format!("median  {}", fmt_num(s.median)));
    lines.push(format!(
        "{:>10} {:>10} {:>10} {:>10}",
        "x", "P(= x)", "P(≥ x)", "P(≤ x)"
    ));
    let mut below = 0.0;
    let mut hidden = 0;
    for &(v, p) in &s.distribution {
        let at_most = (below + p).min(1.0);
        let at_least = (1.0 - below).clamp(0.0, 1.0);
        below += p;
        // Values too unlikely to show at this precision would only bury the table.
        if p < 5e-7 {
            hidden += 1;
            continue;
        }
        lines.push(format!(
            "{:>10} {:>10} {:>10} {:>10}",
            fmt_num(v),
            pct(p),
            pct(at_least),
            pct(at_most)
        ));
    }
    if hidden > 0 {
        lines.push(format!("({hidden} values below 0.00005% not shown)"));
    }
    if let Some(x) = at_least {
        lines.push(format!("P(≥ {}) = {}", fmt_num(x), pct(s.at_least(x))));
    }
    lines.join("\n")
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

/// dndice's own explanation: each roll as `[d6: 1, 6, 6; (1)]` — kept values ascending,
/// discarded ones after `;` — then ` = total`.
fn dndice_explanation(o: &Outcome) -> String {
    let mut lines = Vec::new();
    for s in &o.statements {
        let mut rolls = Vec::new();
        s.node.each_dice(&mut |d| {
            let mut kept: Vec<f64> = d
                .dice
                .iter()
                .filter(|x| !x.dropped)
                .map(|x| x.value)
                .collect();
            let mut gone: Vec<f64> = d
                .dice
                .iter()
                .filter(|x| x.dropped)
                .map(|x| x.value)
                .collect();
            kept.sort_by(f64::total_cmp);
            gone.sort_by(f64::total_cmp);
            let list = |v: &[f64]| v.iter().map(|x| fmt_num(*x)).collect::<Vec<_>>().join(", ");
            let mut text = format!("[{}: {}", d.notation, list(&kept));
            if !gone.is_empty() {
                text.push_str(&format!("; ({})", list(&gone)));
            }
            text.push(']');
            rolls.push(text);
        });
        let total = s.total.map(fmt_num).unwrap_or_default();
        lines.push(if rolls.is_empty() {
            total
        } else {
            format!("{} = {total}", rolls.join(" "))
        });
    }
    lines.extend(o.warnings.iter().map(|w| format!("warning: {w}")));
    lines.join("\n")
}

fn fmt_num(v: f64) -> String {
    // `+ 0.0` writes a negative zero as `0`.
    format!("{}", v + 0.0)
}
