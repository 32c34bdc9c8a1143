//! The command line: `polyroll roll [--dialect D] [--faces 3,5,2] [--seed N]
//! [--var name=formula]... [--json] -- FORMULA`, `polyroll console`, and with no subcommand
//! the bot (see `serve`).

use std::collections::HashMap;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use polyroll_core::outcome::{Item, Output};
use polyroll_core::pool::{output_text, StatementRecord};
use polyroll_core::{
    Alias, Dialect, DieSource, Error, Outcome, RandomSource, Roller, ScriptedSource,
};
use polyroll_render::{render, render_error, Surface};
use serde_json::{json, Value};

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
    /// Where the text is shown: plain, discord or telegram.
    #[arg(long, default_value = "plain")]
    surface: String,
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
            println!("{}", json!({"error": {"message": message, "span": [0, 0]}}));
        } else {
            eprintln!("error: {message}");
        }
        ExitCode::from(2)
    };
    let dialect: Dialect = match args.dialect.parse() {
        Ok(d) => d,
        Err(e) => return fail(args.json, e),
    };
    let surface: Surface = match args.surface.parse() {
        Ok(s) => s,
        Err(e) => return fail(args.json, e),
    };
    let mut vars = HashMap::new();
    for pair in &args.vars {
        let Some((name, formula)) = pair.split_once('=') else {
            return fail(args.json, format!("--var takes name=formula, not '{pair}'"));
        };
        vars.insert(
            name.trim().to_lowercase(),
            Alias {
                formula: formula.to_string(),
                dialect,
            },
        );
    }
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
            println!("{}", outcome_json(&outcome, surface));
            ExitCode::SUCCESS
        }
        (Ok(outcome), false) if dialect == Dialect::Pool => {
            println!("{}", pool_lines(surface, &outcome));
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
            println!("{}", error_json(&e));
            ExitCode::from(1)
        }
        (Err(e), false) => {
            eprintln!("{}", render_error(surface, &e, &text));
            ExitCode::from(1)
        }
    }
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

fn num(v: f64) -> Value {
    if v.fract() == 0.0 && v.abs() < 9.0e15 {
        json!(v as i64)
    } else {
        json!(v)
    }
}

fn outcome_json(o: &Outcome, surface: Surface) -> Value {
    let totals: Vec<Value> = o
        .totals()
        .into_iter()
        .map(|t| t.map_or(Value::Null, num))
        .collect();
    let outputs: Vec<Value> = o.outputs().iter().map(output_json).collect();
    let mut v = json!({
        "totals": totals,
        "outputs": outputs,
        "canonical": o.canonical,
        "warnings": o.warnings,
        "text": if records_any(o) { pool_lines(surface, o) } else { render(surface, o) },
    });
    // The pool notation's result model: per statement, what it records beside its total.
    let records: Vec<Value> = o
        .statements
        .iter()
        .filter_map(|s| s.pool.as_ref().map(|p| pool_statement_json(s.total, p)))
        .collect();
    if !records.is_empty() {
        v["statements"] = Value::Array(records);
    }
    v
}

fn records_any(o: &Outcome) -> bool {
    o.statements.iter().any(|s| s.pool.is_some())
}

/// Each pool statement as the surface renders it, followed by what it gave when that is
/// no total: a text, a list, or the statement that took its dice.
fn pool_lines(surface: Surface, o: &Outcome) -> String {
    let mut lines = Vec::new();
    for s in &o.statements {
        let one = Outcome {
            statements: vec![s.clone()],
            warnings: Vec::new(),
            canonical: String::new(),
        };
        let mut line = render(surface, &one);
        match s.pool.as_ref() {
            Some(p) if p.merged_into.is_some() => {
                let n = p.merged_into.unwrap_or_default();
                line.push_str(&format!(
                    " = {} (dice merged into {n})",
                    output_text(&p.output)
                ));
            }
            Some(p) if s.total.is_none() => {
                line.push_str(" → ");
                line.push_str(&surface.escape(&output_text(&p.output)));
            }
            _ => {}
        }
        lines.push(line);
    }
    lines.extend(
        o.warnings
            .iter()
            .map(|w| format!("warning: {}", surface.escape(w))),
    );
    lines.join("\n")
}

fn output_json(o: &Output) -> Value {
    match o {
        Output::Number(v) => num(*v),
        Output::Text(t) => json!(t),
        Output::List(items) => Value::Array(
            items
                .iter()
                .map(|i| match i {
                    Item::Number(v) => num(*v),
                    Item::Text(t) => json!(t),
                })
                .collect(),
        ),
    }
}

fn pool_statement_json(total: Option<f64>, p: &StatementRecord) -> Value {
    let branches: Vec<Value> = p
        .branches
        .iter()
        .map(|b| {
            json!({
                "subject": num(b.subject),
                "cases": b.cases,
                "defaultUsed": b.default_used,
                "result": output_json(&b.result),
            })
        })
        .collect();
    let lists: Vec<Value> = p
        .lists
        .iter()
        .map(|l| {
            json!({
                "items": l.items,
                "draws": l.draws,
                "rolls": l.rolls,
                "count": l.count.map_or(Value::Null, num),
            })
        })
        .collect();
    json!({
        "total": total.map_or(Value::Null, num),
        "output": output_json(&p.output),
        "mergedInto": p.merged_into,
        "comments": p.comments,
        "branches": branches,
        "lists": lists,
    })
}

fn error_json(e: &Error) -> Value {
    json!({"error": {"message": e.message, "span": [e.span.start, e.span.end]}})
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
    format!("{v}")
}
