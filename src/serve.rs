//! Running the bot: settings, logs, the store, then every configured adapter — or the
//! console chat when none is — until Ctrl-C or SIGTERM, closing the store cleanly.

use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use polyroll_bot::console::{self, ConsoleUser};
use polyroll_bot::{Bot, Config, Locale};
use tokio_util::sync::CancellationToken;

/// Who the console chat is talking to.
pub struct ConsoleArgs {
    pub user: String,
    pub chat: String,
    pub admin: bool,
    pub locale: Option<String>,
}

impl Default for ConsoleArgs {
    fn default() -> Self {
        ConsoleArgs {
            user: std::env::var("USER").unwrap_or_else(|_| "me".into()),
            chat: "console".into(),
            admin: true,
            locale: None,
        }
    }
}

fn logs(config: &Config) {
    let filter = std::env::var("RUST_LOG").unwrap_or_else(|_| config.log.clone());
    let filter = tracing_subscriber::EnvFilter::try_new(&filter)
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    // Logs go to stderr so the console chat's answers on stdout stay clean.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .with_writer(std::io::stderr)
        .try_init();
}

/// The runtime for `threads` request threads (`POLYROLL_WORKER_THREADS`). One, the
/// default, is tokio's current-thread runtime: every task on this thread, so a request,
/// its roll and the roll-log writer hand work to each other without waking another
/// thread — a fifth less CPU per roll than two workers on two cores (BENCHMARKS.md,
/// issue 35). Statistics, charts and hints run on the heavy pool, off this thread
/// (`tests/work_limits.rs`). 0 is one worker per core.
fn runtime(threads: usize) -> std::io::Result<tokio::runtime::Runtime> {
    let mut builder = match threads {
        1 => tokio::runtime::Builder::new_current_thread(),
        _ => tokio::runtime::Builder::new_multi_thread(),
    };
    if threads > 1 {
        builder.worker_threads(threads);
    }
    builder.enable_all().build()
}

/// Runs `work` on a fresh runtime of `threads` (see [`runtime`]), or says why none could
/// start.
fn block_on(threads: usize, work: impl std::future::Future<Output = ExitCode>) -> ExitCode {
    match runtime(threads) {
        Ok(rt) => rt.block_on(work),
        Err(e) => {
            eprintln!("polyroll: cannot start: {e}");
            ExitCode::FAILURE
        }
    }
}

fn load(env_file: Option<&Path>) -> Result<Config, ExitCode> {
    Config::load(env_file).map_err(|e| {
        eprintln!("polyroll: bad configuration: {e}");
        ExitCode::from(2)
    })
}

/// `polyroll` with no subcommand: the configured adapters, or the console.
pub fn run(env_file: Option<&Path>) -> ExitCode {
    let config = match load(env_file) {
        Ok(c) => c,
        Err(code) => return code,
    };
    if !config.any_platform() {
        return console_with(config, ConsoleArgs::default());
    }
    logs(&config);
    block_on(config.worker_threads, adapters(config))
}

/// How long in-flight replies get to finish after a shutdown signal.
const GRACE: Duration = Duration::from_secs(10);

/// Runs every configured adapter on one shared bot until a signal or an adapter's failure,
/// then lets the others finish their in-flight work and closes the store.
async fn adapters(config: polyroll_bot::Config) -> ExitCode {
    let bot = match start_bot(&config).await {
        Ok(b) => Arc::new(b),
        Err(code) => return code,
    };
    let shutdown = CancellationToken::new();
    let mut tasks = tokio::task::JoinSet::new();
    if let Some(addr) = config.http_addr {
        let Some(listener) = health_listener(addr, &bot).await else {
            return ExitCode::FAILURE;
        };
        let (bot, stop) = (bot.clone(), shutdown.clone());
        tasks.spawn(async move {
            let served = polyroll_bot::ops::serve(bot, listener, stop.cancelled_owned()).await;
            ("health and metrics", served.map_err(anyhow::Error::from))
        });
    }
    if config.telegram.enabled() {
        let (bot, config, stop) = (bot.clone(), config.clone(), shutdown.clone());
        tasks.spawn(async move { ("telegram", polyroll_telegram::run(bot, &config, stop).await) });
    }
    if config.discord.gateway() || config.discord.interactions() {
        let (bot, config, stop) = (bot.clone(), config.clone(), shutdown.clone());
        tasks.spawn(async move { ("discord", polyroll_discord::run(bot, &config, stop).await) });
    }
    let mut failed = Failure::None;
    tokio::select! {
        _ = signal() => tracing::info!("shutting down"),
        Some(done) = tasks.join_next() => {
            failed = report(done);
        }
    }
    shutdown.cancel();
    // Statistics and hints in progress stop now (each answers that the bot is restarting),
    // so what is left in flight is quick and fits in the grace.
    bot.shutting_down();
    let drained = tokio::time::timeout(GRACE, async {
        while let Some(done) = tasks.join_next().await {
            failed = failed.max(report(done));
        }
    })
    .await;
    if drained.is_err() {
        tracing::warn!("adapters still busy after {GRACE:?}; stopping them");
        tasks.abort_all();
    }
    bot.close().await;
    failed.exit_code()
}

/// The listener for `/healthz` and `/metrics` on `addr`; `None` (the bot closed, the
/// reason printed) when it cannot listen there.
async fn health_listener(addr: std::net::SocketAddr, bot: &Bot) -> Option<tokio::net::TcpListener> {
    match tokio::net::TcpListener::bind(addr).await {
        Ok(listener) => {
            tracing::info!(%addr, "health and metrics listening");
            Some(listener)
        }
        Err(e) => {
            eprintln!("polyroll: cannot listen on POLYROLL_HTTP_ADDR {addr}: {e}");
            bot.close().await;
            None
        }
    }
}

/// How badly the adapters ended, worst last.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Failure {
    None,
    Other,
    Configuration,
}

impl Failure {
    /// Prints `error` for the operator: a setting to fix, or what went wrong in `what`.
    fn of(error: &anyhow::Error, what: &str) -> Failure {
        if let Some(setting) = error.downcast_ref::<polyroll_bot::ConfigError>() {
            eprintln!("polyroll: bad configuration: {setting}");
            Failure::Configuration
        } else {
            eprintln!("polyroll: {what}{error:#}");
            Failure::Other
        }
    }

    fn exit_code(self) -> ExitCode {
        match self {
            Failure::None => ExitCode::SUCCESS,
            Failure::Other => ExitCode::FAILURE,
            // The same status as a bad bot.env: restarting will not help, a setting must change.
            Failure::Configuration => ExitCode::from(2),
        }
    }
}

/// Logs how an adapter ended.
fn report(done: Result<(&'static str, anyhow::Result<()>), tokio::task::JoinError>) -> Failure {
    match done {
        Ok((_, Ok(()))) => Failure::None,
        Ok((name, Err(e))) => {
            tracing::error!(adapter = name, error = %e, "adapter stopped");
            Failure::of(&e, &format!("{name}: "))
        }
        Err(e) => {
            tracing::error!(error = %e, "adapter task failed");
            Failure::Other
        }
    }
}

/// Ctrl-C or SIGTERM.
async fn signal() {
    let token = CancellationToken::new();
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        _ = terminated(token) => {}
    }
}

/// `polyroll console`.
pub fn console(env_file: Option<&Path>, args: ConsoleArgs) -> ExitCode {
    match load(env_file) {
        Ok(config) => console_with(config, args),
        Err(code) => code,
    }
}

fn console_with(config: Config, args: ConsoleArgs) -> ExitCode {
    logs(&config);
    block_on(config.worker_threads, async move {
        let mut bot = match start_bot(&config).await {
            Ok(b) => b,
            Err(code) => return code,
        };
        bot.set_console_surface(polyroll_render::Surface::for_stdout());
        let bot = Arc::new(bot);
        let who = ConsoleUser {
            user: args.user,
            chat: args.chat,
            admin: args.admin,
            locale: Locale::from_tag(args.locale.as_deref()),
        };
        let shutdown = CancellationToken::new();
        // POLYROLL_HTTP_ADDR serves `/healthz` and `/metrics` beside the console too.
        if let Some(addr) = config.http_addr {
            let Some(listener) = health_listener(addr, &bot).await else {
                return ExitCode::FAILURE;
            };
            let stop = shutdown.clone().cancelled_owned();
            tokio::spawn(polyroll_bot::ops::serve(bot.clone(), listener, stop));
        }
        let result = tokio::select! {
            r = console::run(&bot, &who) => r,
            _ = terminated(shutdown.clone()) => Ok(()),
        };
        shutdown.cancel();
        bot.close().await;
        match result {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("polyroll: {e}");
                ExitCode::FAILURE
            }
        }
    })
}

/// The shared handler with its store, or the exit status after saying why it can't start.
async fn start_bot(config: &Config) -> Result<Bot, ExitCode> {
    Bot::start(config).await.map_err(|e| {
        eprintln!("polyroll: cannot start: {e}");
        ExitCode::FAILURE
    })
}

/// `polyroll verify ID`: the roll as the store's operator sees it, everything shown.
pub fn verify(env_file: Option<&Path>, id: &str) -> ExitCode {
    let config = match load(env_file) {
        Ok(c) => c,
        Err(code) => return code,
    };
    if polyroll_bot::RollId::parse(id).is_none() {
        eprintln!("polyroll: '{id}' is not a roll id (what follows # under a roll)");
        return ExitCode::FAILURE;
    }
    let id = id.trim().trim_start_matches('#');
    block_on(config.worker_threads, async move {
        let bot = match start_bot(&config).await {
            Ok(b) => b,
            Err(code) => return code,
        };
        let shown = bot.verify_any(id).await;
        bot.close().await;
        match shown {
            Ok(Some(text)) => {
                println!("{text}");
                ExitCode::SUCCESS
            }
            Ok(None) => {
                eprintln!("polyroll: no roll #{id} in the log");
                ExitCode::FAILURE
            }
            Err(e) => {
                eprintln!("polyroll: the store can't be read: {e}");
                ExitCode::FAILURE
            }
        }
    })
}

/// Resolves on SIGTERM (Ctrl-C is the console's own end of input), cancelling `token`.
async fn terminated(token: CancellationToken) {
    #[cfg(unix)]
    {
        if let Ok(mut term) =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            term.recv().await;
        } else {
            std::future::pending::<()>().await;
        }
    }
    #[cfg(not(unix))]
    std::future::pending::<()>().await;
    token.cancel();
}

/// `polyroll discord register [--guild ID]`.
pub fn discord_register(env_file: Option<&Path>, guild: Option<u64>) -> ExitCode {
    let config = match load(env_file) {
        Ok(c) => c,
        Err(code) => return code,
    };
    logs(&config);
    block_on(config.worker_threads, async move {
        match polyroll_discord::register(&config, guild).await {
            Ok(count) => {
                let place = guild.map_or("globally".to_string(), |g| format!("in server {g}"));
                println!("registered {count} commands {place}");
                ExitCode::SUCCESS
            }
            Err(e) => Failure::of(&e, "").exit_code(),
        }
    })
}
