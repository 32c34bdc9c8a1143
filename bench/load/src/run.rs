//! One run per store and surface: a fresh database, the bot started on it with that
//! surface alone, a warm-up, then the measured window; or, with `--attach`, one run per
//! surface against a bot already running.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::{bail, Context as _};
use tokio::time::Instant;

use crate::bot::Bot;
use crate::database::Database;
use crate::drive::{drive, Answer, Plan, Sent};
use crate::fake_api::FakeApi;
use crate::metrics;
use crate::procfs;
use crate::profile::Profiler;
use crate::report::{self, Figures};
use crate::timeline::{self, FsyncTrace, Request};
use crate::{discord, telegram, Args, Store, Surface};

/// The webhook secret of every started bot (and the default for an attached one).
pub const WEBHOOK_SECRET: &str = "polyroll-load-Secret_1";

/// How long the warm-up may take, at most.
const WARMUP_LIMIT: Duration = Duration::from_secs(120);

/// Every run `args` asks for, one after the other; whether all were clean.
pub async fn all(args: &Args) -> anyhow::Result<bool> {
    let mut runs = Vec::new();
    let plan: Vec<(Option<Store>, Surface)> = if args.attach {
        args.surfaces.iter().map(|s| (None, *s)).collect()
    } else {
        args.stores
            .iter()
            .flat_map(|st| args.surfaces.iter().map(move |su| (Some(*st), *su)))
            .collect()
    };
    eprintln!("{}", machine(args));
    for (store, surface) in plan {
        let run = async {
            match store {
                Some(store) => started(args, store, surface).await,
                None => attached(args, surface).await,
            }
        };
        // Ctrl-C drops the run: its bot is killed, its database dropped.
        let figures = tokio::select! {
            figures = run => figures?,
            _ = tokio::signal::ctrl_c() => bail!("interrupted"),
        };
        println!("{}\n", figures.paragraph());
        runs.push(figures);
    }
    println!("{}", report::table(&runs));
    println!("{}", machine(args));
    Ok(runs.iter().all(Figures::clean))
}

fn machine(args: &Args) -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|c| {
            c.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, m)| m.trim().to_string())
        })
        .unwrap_or_default();
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let what = match &args.bin {
        Some(bin) => format!("{}", bin.display()),
        None => "an attached bot".into(),
    };
    let pace = |rate: Option<f64>| rate.map_or("unpaced".into(), |r| format!("{r}/s"));
    format!(
        "polyroll-load: {what}; `/roll {}`, {} requests at most in {} s, {} in flight, Discord {}, \
         Telegram {}, warm-up {}; machine: {cores} cores, {cpu}; load average {}",
        args.formula,
        args.requests,
        args.duration,
        args.concurrency,
        pace(args.rate),
        pace(telegram_rate(args)),
        args.warmup,
        procfs::load_average(),
    )
}

fn telegram_rate(args: &Args) -> Option<f64> {
    (args.telegram_rate > 0.0).then_some(args.telegram_rate)
}

/// Where requests go, and how the bot answers.
struct Target {
    surface: Surface,
    client: reqwest::Client,
    /// The Discord endpoint or the Telegram webhook.
    url: Arc<str>,
    secret: Arc<str>,
    formula: Arc<str>,
    users: Option<u64>,
    metrics: Option<SocketAddr>,
    fake: FakeApi,
}

impl Target {
    fn send(&self, index: u64) -> impl std::future::Future<Output = Answer> + Send + 'static {
        let user = self.users.filter(|u| *u > 0).map_or(index, |u| index % u);
        let (client, url, secret) = (self.client.clone(), self.url.clone(), self.secret.clone());
        let body = match self.surface {
            Surface::Discord => discord::roll(index, user, &self.formula),
            Surface::Telegram => telegram::roll(index, user, &self.formula),
        };
        let surface = self.surface;
        async move {
            match surface {
                Surface::Discord => discord::post(&client, &url, body).await,
                Surface::Telegram => telegram::post(&client, &url, &secret, body).await,
            }
        }
    }

    fn rate(&self, args: &Args) -> Option<f64> {
        match self.surface {
            Surface::Discord => args.rate,
            Surface::Telegram => telegram_rate(args),
        }
    }
}

fn client(args: &Args) -> anyhow::Result<reqwest::Client> {
    Ok(reqwest::Client::builder()
        .no_proxy()
        .pool_max_idle_per_host(args.concurrency.max(1))
        .timeout(crate::drive::REQUEST_TIMEOUT)
        .build()?)
}

/// A loopback address nothing listens on yet.
fn free_addr() -> anyhow::Result<SocketAddr> {
    Ok(std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?)
}

/// Starts the bot on a fresh database of `store`, serving `surface`, and measures it.
async fn started(args: &Args, store: Store, surface: Surface) -> anyhow::Result<Figures> {
    let bin = args.bin.as_ref().context("--bin is required")?;
    // The bot runs in a folder of its own: a relative path would not find it there.
    let bin = std::fs::canonicalize(bin)
        .with_context(|| format!("no polyroll binary at {}", bin.display()))?;
    let database = Database::fresh(store, &args.postgres).await?;
    let fake = FakeApi::start(SocketAddr::from(([127, 0, 0, 1], 0))).await?;
    let (metrics_addr, surface_addr) = (free_addr()?, free_addr()?);
    let mut settings: Vec<(String, String)> = vec![
        ("DATABASE_URL".into(), database.url.clone()),
        ("POLYROLL_HTTP_ADDR".into(), metrics_addr.to_string()),
        ("POLYROLL_LOG".into(), "warn".into()),
        // Every roll is logged while this measures: a write queued behind a burst is slow,
        // not down, so it gets far more than the answering deadline (--env overrides).
        ("POLYROLL_STORE_TIMEOUT_MS".into(), "10000".into()),
    ];
    let webhook = format!("http://{surface_addr}/telegram");
    match surface {
        Surface::Discord => settings.extend([
            ("DISCORD_PUBLIC_KEY".into(), discord::public_key_hex()),
            ("DISCORD_INTERACTIONS_ADDR".into(), surface_addr.to_string()),
            // Any REST call stays on loopback, and is counted.
            (
                "DISCORD_API_URL".into(),
                fake.url.trim_end_matches('/').to_string(),
            ),
        ]),
        Surface::Telegram => settings.extend([
            ("TELEGRAM_BOT_TOKEN".into(), telegram::TOKEN.into()),
            ("TELEGRAM_API_URL".into(), fake.url.clone()),
            ("TELEGRAM_WEBHOOK_URL".into(), webhook.clone()),
            ("TELEGRAM_WEBHOOK_ADDR".into(), surface_addr.to_string()),
            ("TELEGRAM_WEBHOOK_SECRET".into(), WEBHOOK_SECRET.into()),
        ]),
    }
    for (key, value) in &args.settings {
        settings.retain(|(k, _)| k != key);
        settings.push((key.clone(), value.clone()));
    }
    let profiler = Profiler::new(
        args.perf.as_deref(),
        args.perf_args.as_deref(),
        args.callgrind.as_deref(),
        &format!("{}-{}", surface_tag(surface), store_tag(store)),
    );
    let mut program = profiler.launcher();
    program.push(bin.into_os_string());
    let mut bot = Bot::start(&program, &settings)?;
    let target = Target {
        surface,
        client: client(args)?,
        url: match surface {
            Surface::Discord => format!("http://{surface_addr}/"),
            Surface::Telegram => webhook,
        }
        .into(),
        secret: WEBHOOK_SECRET.into(),
        formula: args.formula.as_str().into(),
        users: args.users,
        metrics: Some(metrics_addr),
        fake,
    };
    let deadline = Instant::now() + Duration::from_secs_f64(args.start_timeout);
    wait_healthy(&mut bot, &target, deadline).await?;
    wait_serving(&mut bot, &target, surface_addr, deadline).await?;
    let mut figures = measure(args, &mut bot, &target, &profiler).await?;
    figures.store = Some(store);
    // Under callgrind the bot is many times slower, its shutdown too.
    let grace = match profiler {
        Profiler::Callgrind { .. } => Duration::from_secs(120),
        _ => Duration::from_secs(30),
    };
    figures.exit = bot.stop(grace).await?.map(|status| match status.success() {
        true => "stopped cleanly".to_string(),
        false => format!("stopped with {status}"),
    });
    figures.instructions = profiler.instructions();
    figures.log_rows = Some(database.logged_rolls().await?);
    Ok(figures)
}

/// Measures a bot someone else started.
async fn attached(args: &Args, surface: Surface) -> anyhow::Result<Figures> {
    let (url, port) = match surface {
        Surface::Discord => {
            let addr = args
                .discord_addr
                .context("--attach with the Discord surface needs --discord-addr")?;
            (format!("http://{addr}/"), addr.port())
        }
        Surface::Telegram => {
            let url = args
                .telegram_url
                .clone()
                .context("--attach with the Telegram surface needs --telegram-url")?;
            let port = reqwest::Url::parse(&url)?
                .port_or_known_default()
                .context("--telegram-url has no port")?;
            (url, port)
        }
    };
    let fake_addr = args
        .bot_api_addr
        .unwrap_or(SocketAddr::from(([127, 0, 0, 1], 0)));
    let fake = FakeApi::start(fake_addr).await?;
    if surface == Surface::Telegram {
        eprintln!(
            "polyroll-load: fake Bot API listening at {}: start the bot now with \
             TELEGRAM_API_URL={} and TELEGRAM_WEBHOOK_SECRET={}",
            fake.url, fake.url, args.telegram_secret
        );
    }
    let target = Target {
        surface,
        client: client(args)?,
        url: url.into(),
        secret: args.telegram_secret.as_str().into(),
        formula: args.formula.as_str().into(),
        users: args.users,
        metrics: args.metrics_addr,
        fake,
    };
    let deadline = Instant::now() + Duration::from_secs_f64(args.start_timeout);
    let surface_addr = SocketAddr::from(([127, 0, 0, 1], port));
    let pid = match args.pid {
        Some(pid) => pid,
        None => loop {
            if let Ok(pid) = procfs::listening_on(port) {
                break pid;
            }
            if Instant::now() >= deadline {
                bail!("nothing listened on port {port} within --start-timeout");
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        },
    };
    let mut bot = Bot::attach(pid)?;
    wait_serving(&mut bot, &target, surface_addr, deadline).await?;
    let profiler = Profiler::new(
        args.perf.as_deref(),
        args.perf_args.as_deref(),
        None,
        &format!("{}-attached", surface_tag(surface)),
    );
    measure(args, &mut bot, &target, &profiler).await
}

fn surface_tag(surface: Surface) -> &'static str {
    match surface {
        Surface::Discord => "discord",
        Surface::Telegram => "telegram",
    }
}

fn store_tag(store: Store) -> &'static str {
    match store {
        Store::Sqlite => "sqlite",
        Store::Postgres => "postgres",
    }
}

/// Waits for `/healthz` to answer 200: the store answers and the adapter is up.
async fn wait_healthy(bot: &mut Bot, target: &Target, deadline: Instant) -> anyhow::Result<()> {
    let Some(addr) = target.metrics else {
        return Ok(());
    };
    loop {
        bot.check_alive()?;
        let health = target
            .client
            .get(format!("http://{addr}/healthz"))
            .send()
            .await;
        if health.is_ok_and(|r| r.status().is_success()) {
            return Ok(());
        }
        if Instant::now() >= deadline {
            bail!(
                "the bot was not healthy within --start-timeout; {}",
                bot.log_tail()
            );
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Waits until the surface's address takes connections and, for Telegram, the bot has
/// registered its webhook and asked `getMe` (its dispatcher is running).
async fn wait_serving(
    bot: &mut Bot,
    target: &Target,
    addr: SocketAddr,
    deadline: Instant,
) -> anyhow::Result<()> {
    loop {
        bot.check_alive()?;
        let listening = tokio::net::TcpStream::connect(addr).await.is_ok();
        let dispatching = target.surface == Surface::Discord || {
            let soon = Instant::now() + Duration::from_millis(10);
            target
                .fake
                .wait_until(soon, |seen| {
                    seen.called("setWebhook") && seen.called("getMe")
                })
                .await
        };
        if listening && dispatching {
            return Ok(());
        }
        if Instant::now() >= deadline {
            bail!(
                "the bot was not serving {addr} within --start-timeout; {}",
                bot.log_tail()
            );
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The warm-up, then the measured window: requests, answers, the bot's CPU and counters.
async fn measure(
    args: &Args,
    bot: &mut Bot,
    target: &Target,
    profiler: &Profiler,
) -> anyhow::Result<Figures> {
    let rate = target.rate(args);
    let warmup = Plan {
        requests: args.warmup,
        concurrency: args.concurrency,
        rate,
        duration: WARMUP_LIMIT,
    };
    let warm = drive(&warmup, 0, |i| target.send(i)).await;
    let warm = answers(target, warm, Instant::now()).await;
    if !warm.failures.is_empty() {
        bot.check_alive()?;
        bail!("the warm-up failed: {:?}", warm.failures);
    }
    bot.check_alive()?;

    let load_before = procfs::load_average();
    let counters_before = match target.metrics {
        Some(addr) => Some(metrics::read(&target.client, addr).await?),
        None => None,
    };
    let calls_before = target.fake.calls();
    let recording = profiler.start(bot.pid()).await?;
    let trace = match args.trace_fsync {
        true => Some(FsyncTrace::start().await?),
        false => None,
    };
    let slice = args.timeline.map(|s| Duration::from_secs_f64(s.max(0.05)));
    let cpu_before = bot.cpu()?;
    let own_before = procfs::own_cpu();
    let started_monotonic = procfs::monotonic();
    let started = Instant::now();
    let plan = Plan {
        requests: args.requests,
        concurrency: args.concurrency,
        rate,
        duration: Duration::from_secs_f64(args.duration),
    };
    let (done, sending_done) = tokio::sync::oneshot::channel();
    let sending = async {
        let sent = drive(&plan, args.warmup as u64, |i| target.send(i)).await;
        let _ = done.send(());
        sent
    };
    let (sent, samples) = match slice {
        Some(width) => {
            let sampling = timeline::sample(
                bot.pid(),
                &target.client,
                target.metrics,
                width,
                started,
                sending_done,
            );
            tokio::join!(sending, sampling)
        }
        None => (sending.await, Vec::new()),
    };
    let mut figures = answers(target, sent, started).await;
    let cpu_after = bot.cpu()?;
    let own_after = procfs::own_cpu();
    profiler.stop(bot.pid(), recording).await?;
    let fsyncs = match trace {
        Some(trace) => Some(trace.stop(bot.pid(), started_monotonic).await?),
        None => None,
    };
    if let Some(width) = slice {
        let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
        figures.timeline = Some(format!(
            "{}{}",
            timeline::table(width, &figures.requests, &samples, fsyncs.as_deref(), cores),
            timeline::slowest(&figures.requests, fsyncs.as_deref(), args.slowest)
        ));
    }
    figures.bot_cpu = cpu_after.saturating_sub(cpu_before);
    figures.generator_cpu = own_after.saturating_sub(own_before);
    if let (Some(before), Some(addr)) = (counters_before, target.metrics) {
        figures.counters = Some(metrics::read(&target.client, addr).await?.since(&before));
    }
    figures.api_calls = target
        .fake
        .calls()
        .into_iter()
        .filter_map(|(m, n)| {
            let new = n - calls_before.get(&m).copied().unwrap_or(0);
            (new > 0).then_some((m, new))
        })
        .collect();
    figures.logged_with_warmup = warm.logged + figures.logged;
    figures.load_before = load_before;
    figures.load_after = procfs::load_average();
    figures.profile = profiler.file().map(|f| f.display().to_string());
    figures.surface = Some(target.surface);
    Ok(figures)
}

/// The answers to `sent`: in the responses (Discord), or the replies that reach the fake
/// Bot API (Telegram; waited for, bounded by Telegram's pace). `window` runs from `started`
/// to the last answer.
async fn answers(target: &Target, sent: Vec<Sent>, started: Instant) -> Figures {
    let mut figures = Figures {
        sent: sent.len(),
        ..Figures::default()
    };
    let mut failures = std::collections::BTreeMap::new();
    let mut rolled = Vec::new();
    let mut accepted = Vec::new();
    let since = |at: Instant| at.saturating_duration_since(started);
    for s in sent {
        match s.answer {
            Answer::Rolled { logged } => {
                figures.requests.push(Request {
                    due: since(s.due),
                    took: s.took,
                    late: s.late,
                });
                rolled.push((s.took, logged));
            }
            Answer::Accepted => accepted.push(s),
            Answer::Failed(what) => *failures.entry(what).or_default() += 1,
        }
    }
    let mut last = Instant::now();
    if !accepted.is_empty() {
        // The bot's sender keeps Telegram's pace (about 30 a second): give it that, twice
        // over, and a minute more.
        let wait = Duration::from_secs(60) + Duration::from_secs_f64(accepted.len() as f64 / 15.0);
        let ids: Vec<i64> = accepted
            .iter()
            .map(|s| telegram::message_id(s.index))
            .collect();
        let fake = &target.fake;
        fake.wait_until(Instant::now() + wait, |seen| seen.answered_all(&ids))
            .await;
        last = started;
        for (s, id) in accepted.iter().zip(ids) {
            figures.accepted.push(s.took);
            match fake.reply_to(id) {
                Some(reply) => {
                    let took = reply.at.saturating_duration_since(s.due);
                    figures.requests.push(Request {
                        due: since(s.due),
                        took,
                        late: s.late,
                    });
                    rolled.push((took, reply.logged));
                    last = last.max(reply.at);
                }
                None => {
                    *failures
                        .entry(format!("no reply within {wait:?}"))
                        .or_default() += 1
                }
            }
        }
        figures.accepted.sort();
    }
    figures.failures = failures;
    figures.window = last.saturating_duration_since(started);
    figures.answered = rolled.len();
    figures.logged = rolled.iter().filter(|(_, logged)| *logged).count();
    figures.latencies = rolled.into_iter().map(|(took, _)| took).collect();
    figures.latencies.sort();
    figures
}
