//! Handles one typed line many times through the bot, for counting instructions with
//! callgrind (never timed): `requests LINE N [SETUP…]` sends each SETUP line once, then
//! LINE `N` times, to a bot on an in-memory store. The difference between two counts
//! (`N` and `2N`) divided by `N` is one request's work.
//!
//! `valgrind --tool=callgrind target/release/examples/requests '/roll 1d20+[str]' 200
//! '/alias set str 1d4+2'`

use std::collections::HashMap;

use polyroll_bot::{Bot, Config};

// The bot's tests' console request (user `me`, admin at the table `table`, in English).
#[path = "../tests/common/mod.rs"]
mod common;
use common::request;

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(line), Some(times)) = (args.first(), args.get(1)) else {
        return Err("usage: requests LINE N [SETUP…]".into());
    };
    let times: usize = times.parse().map_err(|e| format!("N: {e}"))?;
    let vars = HashMap::from([("DATABASE_URL".to_string(), "sqlite::memory:".to_string())]);
    let bot = Bot::start(&Config::from_vars(&vars).map_err(|e| e.to_string())?).await?;
    for setup in &args[2..] {
        println!("{}", bot.handle(&request(setup)).await.text);
    }
    let mut last = String::new();
    for _ in 0..times {
        last = bot.handle(&request(line)).await.text;
    }
    println!("{last}");
    Ok(())
}
