//! `polyroll-load`: loopback load on the `polyroll` binary, as Discord and Telegram send it.
//!
//! For each store (SQLite, PostgreSQL: a fresh database each) and surface (the Discord
//! interactions endpoint, the Telegram webhook) it starts the binary with the settings of
//! that run, warms it up, then keeps N requests in flight (at a set rate if asked) until a
//! count or a time is reached, and reports rolls per second, p50/p99 latency, the bot
//! process's CPU per answered roll (utime + stime from /proc over the measured window) and
//! the store round trips per roll from the bot's `/metrics`. It can also measure a bot that
//! is already running (`--attach`), and run `perf` or callgrind over the measured window
//! (`bench/profile` does both). Every address is on loopback; every process it starts is
//! stopped when it ends, fails or is interrupted.

mod bot;
mod child;
mod database;
mod discord;
mod drive;
mod fake_api;
mod metrics;
mod percentile;
mod procfs;
mod profile;
mod report;
mod run;
mod telegram;
mod timeline;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, ValueEnum};

/// Where the rolls come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Surface {
    /// Signed `/roll` interactions on the HTTP interactions endpoint.
    Discord,
    /// `/roll` messages posted to the webhook with the secret header.
    Telegram,
}

/// The database behind the bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Store {
    Sqlite,
    Postgres,
}

#[derive(Parser, Debug)]
#[command(
    name = "polyroll-load",
    about = "Loopback load on polyroll: signed Discord interactions and Telegram webhook updates; \
             rolls/s, p50/p99 latency, the bot's CPU and store round trips per roll"
)]
pub struct Args {
    /// The polyroll binary to start, once per store and surface, on a fresh database.
    #[arg(long, value_name = "PATH", required_unless_present_any = ["attach", "public_key"])]
    pub bin: Option<PathBuf>,
    /// Measure a polyroll already running instead of starting one (give its addresses with
    /// --discord-addr or --telegram-url, and --metrics-addr for round trips).
    #[arg(long, conflicts_with = "bin")]
    pub attach: bool,
    /// With --attach: the bot's process id; found from the process listening on the
    /// surface's address when not given.
    #[arg(long, requires = "attach")]
    pub pid: Option<u32>,
    /// With --attach: where the bot serves the Discord interactions endpoint
    /// (DISCORD_INTERACTIONS_ADDR; its DISCORD_PUBLIC_KEY must be --public-key's).
    #[arg(long, requires = "attach")]
    pub discord_addr: Option<SocketAddr>,
    /// With --attach: the bot's Telegram webhook URL on loopback (TELEGRAM_WEBHOOK_URL). Its
    /// TELEGRAM_API_URL must point at --bot-api-addr, where this tool serves the fake Bot
    /// API: start the bot after this tool says it listens.
    #[arg(long, requires = "attach", requires = "bot_api_addr")]
    pub telegram_url: Option<String>,
    /// With --attach: the webhook's secret (TELEGRAM_WEBHOOK_SECRET).
    #[arg(long, requires = "attach", default_value = run::WEBHOOK_SECRET)]
    pub telegram_secret: String,
    /// With --attach: where to serve the fake Bot API (the bot's TELEGRAM_API_URL).
    #[arg(long, requires = "attach")]
    pub bot_api_addr: Option<SocketAddr>,
    /// With --attach: the bot's POLYROLL_HTTP_ADDR, for store round trips per roll.
    #[arg(long, requires = "attach")]
    pub metrics_addr: Option<SocketAddr>,
    /// Print the public key the interactions are signed with (a bot to attach to needs it
    /// as DISCORD_PUBLIC_KEY) and exit.
    #[arg(long)]
    pub public_key: bool,

    /// The surfaces to load, one run each.
    #[arg(long, value_delimiter = ',', default_value = "discord,telegram")]
    pub surfaces: Vec<Surface>,
    /// The stores to run on, each a fresh database (ignored with --attach).
    #[arg(long, value_delimiter = ',', default_value = "sqlite,postgres")]
    pub stores: Vec<Store>,
    /// A PostgreSQL server's URL; each run creates a database of its own there and drops it.
    #[arg(long, default_value = "postgres://postgres@127.0.0.1:5432/postgres")]
    pub postgres: String,

    /// Requests to send in the measured window (at most).
    #[arg(short = 'n', long, default_value_t = 3000)]
    pub requests: usize,
    /// Seconds the measured window may last: no request starts after it.
    #[arg(long, default_value_t = 30.0)]
    pub duration: f64,
    /// Requests in flight at once.
    #[arg(short = 'c', long, default_value_t = 8)]
    pub concurrency: usize,
    /// Discord requests started per second; as fast as the requests in flight allow when
    /// not given. With a rate, latency counts from when a request was due.
    #[arg(long)]
    pub rate: Option<f64>,
    /// Telegram updates posted per second: by default Telegram's own pace, the 30 messages
    /// a second the bot's sender keeps to (0: as fast as the requests in flight allow).
    #[arg(long, default_value_t = 30.0)]
    pub telegram_rate: f64,
    /// Requests sent before the measured window (connections, caches).
    #[arg(long, default_value_t = 100)]
    pub warmup: usize,
    /// What every request rolls.
    #[arg(long, default_value = "1d20+5")]
    pub formula: String,
    /// Distinct users the requests come from, taken in turn; one user per request when not
    /// given. Each Telegram user writes in their own private chat.
    #[arg(long)]
    pub users: Option<u64>,
    /// One more setting for the bot (repeatable), e.g. --env POLYROLL_STORE_TIMEOUT_MS=300.
    #[arg(long = "env", value_name = "KEY=VALUE", value_parser = parse_setting)]
    pub settings: Vec<(String, String)>,
    /// Seconds the bot may take to start answering.
    #[arg(long, default_value_t = 60.0)]
    pub start_timeout: f64,

    /// Record the measured window with `perf record -p` into this file (per run, the
    /// surface and store are added to its name).
    #[arg(long, value_name = "FILE")]
    pub perf: Option<PathBuf>,
    /// Extra arguments for `perf record` (default: -F 4999).
    #[arg(long, value_name = "ARGS", allow_hyphen_values = true)]
    pub perf_args: Option<String>,
    /// Start the bot under callgrind, instrumenting only the measured window, into this
    /// file (per run, as --perf); reports instructions per roll.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["perf", "attach"])]
    pub callgrind: Option<PathBuf>,

    /// Print the window in slices of this many seconds (latency of the requests due in
    /// each, this tool's lag, the bot's and the machine's CPU, the bot's store calls), then
    /// the slowest requests: where a tail comes from.
    #[arg(long, value_name = "SECONDS")]
    pub timeline: Option<f64>,
    /// With --timeline: how many of the slowest requests to list.
    #[arg(long, default_value_t = 10, requires = "timeline")]
    pub slowest: usize,
    /// With --timeline: trace every process's fsync, fdatasync and sync_file_range over
    /// the window (`perf trace -a`, as root) and show them beside the slices and the slowest
    /// requests.
    #[arg(long, requires = "timeline")]
    pub trace_fsync: bool,
}

fn parse_setting(text: &str) -> Result<(String, String), String> {
    text.split_once('=')
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .filter(|(k, _)| !k.is_empty())
        .ok_or_else(|| format!("'{text}' is not KEY=VALUE"))
}

fn main() -> ExitCode {
    let args = Args::parse();
    if args.public_key {
        println!("{}", discord::public_key_hex());
        return ExitCode::SUCCESS;
    }
    // One thread: the bot gets the machine's other core, the children's death signal is
    // tied to this (the spawning) thread, and Ctrl-C reaches the cleanup below.
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("polyroll-load: cannot start: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(run::all(&args)) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("polyroll-load: {e:#}");
            ExitCode::FAILURE
        }
    }
}
