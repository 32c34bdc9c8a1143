//! The `polyroll` binary: thin wiring. `polyroll roll …` rolls one formula, `polyroll
//! console` chats in the terminal; with no subcommand it starts every configured adapter,
//! or the console chat when none is configured.

mod allocator;
mod cli;
mod serve;

fn main() -> std::process::ExitCode {
    cli::run()
}
